"""When Python's cyclic garbage collector may run while IR is built and kept.

The IR is a graph of parent/child cycles that stays alive; collecting while it
grows only costs time (about a third of a large parse), so `gc_paused()`
suspends the collector around a parse. Re-enabling it makes the next
allocation traverse everything built meanwhile, once: right for the language
server, which keeps analyses for a long time and drops old ones.

One-shot commands (`mlir-ls check/print/format`) use `BatchCollection`
instead: the collector stays off for the whole process, and runs between files
only once enough text has been analysed for the dropped IR of earlier files to
matter. The last file's IR dies with the process, as a compiler's does.
"""

from __future__ import annotations

import gc
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
        if self._was_enabled:
            gc.enable()

    def before_file(self, size: int) -> None:
        """Collect the IR of earlier files when it adds up to `limit` characters of text."""
        if self.pending >= self.limit:
            gc.collect()
            self.pending = 0
        self.pending += size
