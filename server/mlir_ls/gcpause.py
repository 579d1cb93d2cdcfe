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
re-analysis replaces (a function's old IR) is freed by reference counting once
nothing refers to it (`unreferenced` runs the collector's test on that IR only,
then its cycles are broken: `mlir_ls.ir.release`), so memory stays flat while
typing. What stays referenced (by an older analysis still in use) is retried
after later analyses; once it adds up to half of what is frozen, one full
collection runs (the collector's own rule for full collections, applied to the
frozen heap).
"""

from __future__ import annotations

import ctypes
import functools
import gc
import sys
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Protocol

#: Characters of analysed text after which a batch collects before the next file.
BATCH_COLLECT_CHARS = 16_000_000


#: How to empty each of the process's caches of what documents made (types, verified
#: signatures, lexed texts): `process_cache` registers them, `FrozenHeap.forget` empties them.
_PROCESS_CACHES: list[Callable[[], object]] = []


def process_cache(clear: Callable[[], object]) -> None:
    """Register `clear`, which empties a cache that lives in the process (a module's dict
    of what documents made). After a large document is closed it is emptied: what it keeps
    of that document would else pin the allocator's memory, as a few small objects in each
    of its arenas keep them all (1M lines: gigabytes)."""
    _PROCESS_CACHES.append(clear)


#: glibc's `mallopt` parameter: the free memory at the top of a heap beyond which `free`
#: gives it back to the system.
M_TRIM_THRESHOLD = -1
#: The trim threshold while a closed document is freed (glibc's initial one), and after
#: (twice glibc's largest dynamic mmap threshold: about what its dynamic rule reaches).
TRIM_WHILE_FREEING = 128 * 1024
TRIM_AFTER = 64 * 1024 * 1024


@functools.cache
def _glibc() -> ctypes.CDLL | None:
    """The C library if it is glibc (`malloc_trim`, `mallopt`), looked up once: the first
    lookup allocates ctypes' function types, which then stay in the process."""
    try:
        libc = ctypes.CDLL(None)
        libc.malloc_trim.argtypes = [ctypes.c_size_t]
        libc.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    except (OSError, AttributeError, TypeError):  # not glibc (or no C library handle)
        return None
    return libc


def trim_allocator() -> None:
    """Give the memory the C allocator keeps free back to the system (glibc's
    `malloc_trim`; nothing elsewhere): after a large collection, what the freed objects
    used would else stay in the process."""
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)


#: glibc's `mallopt` parameters: how many heaps (arenas) threads allocate from, and the
#: size from which a block is a mapping of its own.
M_ARENA_MAX = -8
M_MMAP_THRESHOLD = -3
#: Blocks up to this size come from the heap: a document's text (50 MB at 1M lines).
LARGE_BLOCKS_IN_HEAP = 512 * 1024 * 1024


def keep_large_blocks_in_heap() -> None:
    """At server start, before its threads: one glibc heap for every thread, large blocks
    from it, and free memory at its top kept up to `TRIM_AFTER`. Each edit makes a new text
    and frees the previous one; as a mapping of its own (glibc's rule past 32 MB), or freed
    at the heap's top and trimmed (setting the mmap threshold fixes the trim threshold at
    glibc's initial 128 KB), every new text faults in fresh pages (a one-character splice of
    a 1M-line text on a worker thread: 30 ms trimmed, 11.5 ms kept). A thread's own heap
    holds at most 64 MB and maps larger blocks anyway, hence one heap for all (the
    interpreter lock serialises most allocation already; pymalloc's small objects are not
    concerned). Closing a document still gives the free memory back (`trimming_heap_tops`,
    `trim_allocator`)."""
    libc = _glibc()
    if libc is not None:
        libc.mallopt(M_ARENA_MAX, 1)
        libc.mallopt(M_MMAP_THRESHOLD, LARGE_BLOCKS_IN_HEAP)
        libc.mallopt(M_TRIM_THRESHOLD, TRIM_AFTER)


@contextmanager
def trimming_heap_tops() -> Iterator[None]:
    """Inside, `free` gives back the free memory at the top of each of glibc's heaps
    beyond `TRIM_WHILE_FREEING`. `malloc_trim` gives back the free chunks inside the heaps
    but not the top of the heaps of other threads than the main one (the worker threads'
    heaps, where analyses allocate): their top is only trimmed by `free`, beyond a
    threshold that glibc raises with the largest blocks freed (up to 64 MB per heap)."""
    libc = _glibc()
    if libc is not None:
        libc.mallopt(M_TRIM_THRESHOLD, TRIM_WHILE_FREEING)
    try:
        yield
    finally:
        if libc is not None:
            libc.mallopt(M_TRIM_THRESHOLD, TRIM_AFTER)


def clear_type_cache() -> None:
    """Empty the interpreter's attribute lookup cache (`sys._clear_type_cache`). Each of
    its 4096 entries holds a strong reference to the name last looked up there, and
    names built from a document's text (`getattr(x, name)`) are among them: a few
    hundred strings that live on after the document is closed, spread over the
    allocator's arenas its IR filled (CPython 3.11: 200k lines, 55 of 136 arenas kept
    by them alone). The cache refills from the next lookups."""
    clear = getattr(sys, "_clear_type_cache", None)
    if clear is not None:
        clear()


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


class Releasable(Protocol):
    """IR an analysis dropped (`mlir_ls.ir.release.DroppedOp`): `chars` of text parsed
    into it; `release()` frees it if nothing refers to it any more (True once freed)."""

    chars: int

    def release(self) -> bool: ...


def unreferenced(objects: list[object], held: Mapping[int, int] | None = None) -> bool:
    """True when nothing outside `objects` refers to any of them: the collector's test of
    unreachability, for these objects only (each must appear once). `held[i]` counts the
    references to `objects[i]` that the caller holds itself, besides the list."""
    return referenced_member(objects, held) is None


def referenced_member(
    objects: list[object], held: Mapping[int, int] | None = None
) -> tuple[int, int] | None:
    """The first of `objects` that something outside them refers to, as (its index, the
    references to it from inside `objects` and `held`), or None (see `unreferenced`)."""
    index = {id(obj): i for i, obj in enumerate(objects)}
    inner = [0] * len(objects)
    obj: object = None
    ref: object = None
    for obj in objects:
        for ref in gc.get_referents(obj):
            i = index.get(id(ref))
            if i is not None:
                inner[i] += 1
    del obj, ref  # the loop variables refer to members too
    extra = held or {}
    for i in range(len(objects)):
        # References counted below besides `inner`: the list, `member` and the argument.
        member = objects[i]
        known = inner[i] + extra.get(i, 0)
        if sys.getrefcount(member) - 3 > known:
            return i, known
    return None


#: The share of unreachable objects among the young ones below which a young collection
#: forced on the edit path does not pay (`FrozenHeap._settle_now`).
YOUNG_GARBAGE_MIN = 0.01


def free_gradually(owned: list[object]) -> int:
    """Free what `owned` holds (the caller's last references: the list is emptied), one
    object at a time, parents before their children, so that no deallocation cascades
    through a large structure while holding the interpreter lock. Dropping the last
    reference to, say, a 1M-line document's source map frees its millions of objects in
    one C call that no other thread interrupts (about 0.3 s per 200k lines); here each
    object is freed after its referents (`gc.get_referents`: what it owns) are taken
    over, and the loop lets other threads run between steps. An object that something
    else still refers to (shared tables, types, what a reference cycle holds) only loses
    the reference taken here: the same objects are freed as by dropping `owned`, in
    another order. Returns how many were freed here."""
    stack = owned[:]
    owned.clear()
    freed = 0
    while stack:
        obj = stack.pop()
        # `obj` and getrefcount's argument: anything more is another holder
        if sys.getrefcount(obj) > 2:
            continue
        stack.extend(gc.get_referents(obj))
        freed += 1
    return freed


class FrozenHeap:
    """The language server's collector policy (see the module doc). Thread-safe.

    `take_over()` turns the automatic collector off for the process; after each
    analysis (off the protocol thread, once its result is out) `settle` collects
    the young generations (what that analysis allocated: its garbage, such as the
    parser, goes; the new IR survives) and freezes the survivors. The frozen heap
    is measured in characters of analysed text (its IR is about proportional):
    `built` characters analysed into IR. What an analysis replaced (`Releasable`:
    a function's old IR) is released by reference counting once nothing refers to
    it: an older analysis that navigation still answers from may, for a few more
    analyses (the server indexes a version at least every `INDEX_EVERY` ones). What
    stays pending for more than `age` settles and was not there at the last full
    collection (a collection cannot free what live analyses hold) is what a full
    collection may free; once it exceeds `ratio` of `built`, `settle` runs one.
    (Counting frozen objects would walk them all, as `gc.get_freeze_count` does.)

    A collection holds the interpreter lock: the protocol thread waits meanwhile. With
    `defer`, the young objects of up to that many analyses wait (unfrozen, not
    traversed by anything) for `quiet` (the server calls it when no request came for a
    while) or for `collect_due` (at the end of an analysis, before its result is out),
    instead of being collected right after each analysis, when the editor's next
    request comes; `collect_due` collects them only if young collections pay (see
    `_settle_now`), else freezes them.
    """

    def __init__(
        self,
        ratio: float = 0.5,
        age: int = 32,
        defer: int = 0,
        young_garbage: float = 0.0,
        sample_every: int = 8,
    ) -> None:
        self.ratio = ratio
        self.age = age
        self.defer = defer
        self.built = 0
        #: Analyses settled since the young generations were last collected.
        self._waiting = 0
        #: The share of the young objects the last young collection found unreachable
        #: (before the first: `young_garbage`), and how many forced young collections
        #: (`defer` reached) were skipped since then (every `sample_every`-th runs).
        self.young_garbage = young_garbage
        self.sample_every = sample_every
        self.young_skipped = 0
        #: Dropped IR not released yet, each with the settles it has been pending for
        #: and whether a full collection already failed to free it.
        self._pending: list[tuple[Releasable, int, bool]] = []
        #: Full collections run (for benchmarks and tests).
        self.full_collections = 0
        #: Characters of documents closed since the last full collection (`forget`).
        self.closed = 0
        self._lock = threading.Lock()

    def take_over(self) -> None:
        gc.disable()

    @property
    def pending(self) -> list[Releasable]:
        return [item for item, _, _ in self._pending]

    @property
    def pending_chars(self) -> int:
        return sum(item.chars for item, _, _ in self._pending)

    @property
    def stuck(self) -> int:
        """Characters pending that the last full collection did not free."""
        return sum(item.chars for item, _, tried in self._pending if tried)

    def settle(
        self, built: int = 0, dropped: Sequence[Releasable] = (), collect: bool = True
    ) -> None:
        """After an analysis that turned `built` characters into IR and dropped `dropped`
        (see the class doc); with no arguments, retries what is pending.

        `collect=False` freezes the young objects without collecting them: after a
        whole document's analysis or index, nearly all are alive (a collection found a
        few hundred cycles among 10^5 objects at 10k lines, and held the interpreter
        lock for 0.6 s at 100k lines); not while earlier analyses' young objects wait to
        be collected (`defer`).
        """
        with self._lock:
            self.built += built
            self._pending.extend((item, 0, False) for item in dropped)
            if collect:
                self._waiting += 1
            if 0 < self._waiting <= self.defer:
                self._release()  # the young objects wait for `quiet` (see the class doc)
                return
            self._settle_now(forced=self.defer > 0)

    def quiet(self) -> None:
        """Collect the young objects that wait (see the class doc), if any."""
        with self._lock:
            if self._waiting:
                self._settle_now()

    def collect_due(self) -> None:
        """Collect the young objects that wait if `defer` analyses' are waiting."""
        with self._lock:
            if self._waiting >= self.defer > 0:
                self._settle_now(forced=True)

    def _settle_now(self, forced: bool = False) -> None:
        """`forced`: no quiet moment came for `defer` analyses (typing goes on), and the
        collection would delay the next result. It runs only if it pays: when the last
        young collection found at least `YOUNG_GARBAGE_MIN` of its objects unreachable,
        or on every `sample_every`-th forced occasion (which measures that share again).
        Else the young objects are frozen uncollected, as a first analysis's are: an edit
        replaces a function's IR and nearly all of it lives (100k lines: young
        collections of 0.1-0.5 million objects found none unreachable and held the
        interpreter lock for 110-150 ms; a full collection after 300 edits freed 236
        objects, none made by the edits). What garbage they hold waits for the next full
        collection."""
        if self._waiting:
            if forced and self.young_garbage < YOUNG_GARBAGE_MIN:
                self.young_skipped += 1
                if self.young_skipped >= self.sample_every:
                    self._collect_young()
            else:
                self._collect_young()
            self._waiting = 0
        self._release()
        old = sum(item.chars for item, age, tried in self._pending if age > self.age and not tried)
        if old > self.ratio * self.built:
            self._collect_full()
        gc.freeze()

    def _collect_young(self) -> None:
        """Collect the young generations and note the share of their objects found
        unreachable."""
        young = len(gc.get_objects(0)) + len(gc.get_objects(1))
        found = gc.collect(1)
        self.young_garbage = found / young if young else 0.0
        self.young_skipped = 0

    def forget(self, chars: int) -> bool:
        """After a document of `chars` characters was closed (and nothing runs on it any
        more). The server has broken the cycles of its IR (`mlir_ls.ir.release.dismantle`)
        and reference counting freed it; what its analyses had dropped before (functions
        edits replaced) is released here, their holders gone. What is left for a
        collection is what the dismantling does not know. When closed documents make a
        good part of the heap (`ratio` of what is built), `collect_all` runs (True: it
        also gives the freed memory back to the system); smaller ones wait for the next."""
        with self._lock:
            self.built -= min(self.built, chars)
            self.closed += chars
            self._release()
            if self.closed <= self.ratio * self.built:
                return False
        self.collect_all()
        return True

    def collect_all(self) -> None:
        """Empty the process caches (`process_cache`) and the interpreter's type cache
        (`clear_type_cache`), run one full collection, and give the memory the allocator
        keeps free back to the system (`trim_allocator`)."""
        with self._lock:
            self.closed = 0
            for clear in _PROCESS_CACHES:
                clear()
            clear_type_cache()
            with trimming_heap_tops():
                self._collect_full()
            gc.freeze()
        trim_allocator()

    def empty_free_lists(self) -> None:
        """Empty the interpreter's free lists (the lists, dicts, floats and tuples it keeps
        for reuse once freed) and give back the memory the C allocator keeps free. A
        collection of the oldest generation empties them; with the heap frozen, it
        traverses only the young objects. After a closed document was freed, the
        objects that were still in use during its collection (requests in flight, the
        closing's own) are freed into these lists: each entry keeps the 1 MiB allocator
        arena of the document's memory it lies in (issue 14: after a 200k-line document,
        79 free lists kept 6 of the 11 arenas left)."""
        with self._lock:
            gc.collect()
            self._waiting = 0
            self._release()
            gc.freeze()
        trim_allocator()

    def _collect_full(self) -> None:
        """One full collection of the unfrozen heap (the lock held); what is pending is
        then marked as tried (a later full collection waits for newer garbage)."""
        gc.unfreeze()
        gc.collect()
        self.full_collections += 1
        self._release()
        self._pending = [(item, age, True) for item, age, _ in self._pending]

    def _release(self) -> None:
        kept: list[tuple[Releasable, int, bool]] = []
        for item, age, tried in self._pending:
            if item.release():
                self.built -= min(self.built, item.chars)
            else:
                kept.append((item, age + 1, tried))
        self._pending = kept
