"""When Python's cyclic garbage collector may run while IR is built and kept.

The IR is a graph of parent/child cycles that stays alive; collecting while it
grows only costs time (about a third of a large parse), so `gc_paused()`
suspends the collector around a parse. Re-enabling it makes the next
allocation traverse everything built meanwhile, once: right for the language
server, which keeps analyses for a long time and drops old ones.

One-shot commands (`mlir-ls check/print/format`) use `BatchCollection`
instead: the collector stays off for the whole process, and runs between files
only once enough text has been analysed for the dropped IR of earlier files to
matter. The last file's IR dies with the process, as a compiler's does: at the
end of the batch what is alive is frozen (`gc.freeze`), so neither the
collections after it nor the one at interpreter exit traverse it.

The language server keeps each document's IR for its whole session and
replaces one function per edit. Re-enabling the collector after a large
analysis would make the next collections traverse everything built meanwhile
(seconds on a 100k-line file), so `FrozenHeap.settle` freezes what is alive
after each analysis: later collections see only newer objects. What a
re-analysis replaces (a function's old IR) is counted; once it adds up to a
quarter of what is frozen, one full collection reclaims it (the collector's own
rule for full collections, applied to the frozen heap).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

#: Characters of analysed text after which a batch collects before the next file.
BATCH_COLLECT_CHARS = 16_000_000


@contextmanager
def gc_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


class BatchCollection:
    """Collector policy of a one-shot command over many files (see the module doc).

    A context manager: the collector is off inside, as it was outside afterwards.
    """

    def __init__(self, limit: int = BATCH_COLLECT_CHARS) -> None:
        self.limit = limit
        self.pending = 0
        self._was_enabled = False

    def __enter__(self) -> BatchCollection:
        self._was_enabled = gc.isenabled()
        gc.disable()
        return self

    def __exit__(self, *exc_info: object) -> None:
        gc.freeze()  # the last file's IR lives until exit: never traverse it
        if self._was_enabled:
            gc.enable()

    def before_file(self, size: int) -> None:
        """Collect the IR of earlier files when it adds up to `limit` characters of text."""
        if self.pending >= self.limit:
            gc.collect()
            self.pending = 0
        self.pending += size


class FrozenHeap:
    """The language server's collector policy (see the module doc). Thread-safe.

    `take_over()` turns the automatic collector off for the process; after each
    analysis (off the protocol thread, once its result is out) `settle` collects
    the young generations (what that analysis allocated: its garbage, such as the
    parser, goes; the new IR survives) and freezes the survivors. The frozen heap
    is measured in characters of analysed text (its IR is about proportional):
    `built` characters analysed into IR, `replaced` of them whose IR a later
    analysis dropped. Once `replaced` exceeds `ratio` of `built`, `settle` runs one
    full collection. (Counting frozen objects would walk them all, as
    `gc.get_freeze_count` does.)
    """

    def __init__(self, ratio: float = 0.25) -> None:
        self.ratio = ratio
        self.built = 0
        self.replaced = 0
        self._lock = threading.Lock()

    def take_over(self) -> None:
        gc.disable()

    def settle(self, built: int = 0, replaced: int = 0) -> None:
        """After an analysis that turned `built` characters into IR and dropped the IR of
        `replaced` characters (see the class doc)."""
        with self._lock:
            self.built += built
            self.replaced += replaced
            gc.collect(1)
            if self.replaced > self.ratio * self.built:
                gc.unfreeze()
                gc.collect()
                self.built -= min(self.built, self.replaced)
                self.replaced = 0
            gc.freeze()
