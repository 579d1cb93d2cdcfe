"""Analysis of open documents: off the protocol thread, shared per version, stale results dropped.

One `DocumentState` per open URI. `Documents.analysis(uri)` returns the analysis
of the document's current version, starting it in the worker pool when needed;
concurrent requests for the same version share one computation. Results are
cached by (version, settings generation).

Each document keeps an `IncrementalAnalyzer`: an edit inside one function
re-parses and re-verifies that function only (see mlir_ls.verify.incremental),
and analyses of one document run one at a time. Diagnostics are computed
first; the semantic index that navigation needs is then built in the
background, so publishing does not wait for it.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from mlir_ls.gcpause import FrozenHeap, Releasable, free_gradually, gc_paused, trim_allocator
from mlir_ls.ide import (
    Analysis,
    AnalysisOptions,
    DiagnosticOptions,
    EncodedTokens,
    IdeDiagnostic,
    diagnostics,
)
from mlir_ls.ir.core import Operation
from mlir_ls.ir.release import dismantle
from mlir_ls.lsp.stale import LineShift, ShiftChain
from mlir_ls.text.changes import changed_range
from mlir_ls.text.deep import DeepExecutor
from mlir_ls.text.line_index import LineIndex
from mlir_ls.verify.incremental import IncrementalAnalyzer

log = logging.getLogger(__name__)

Key = tuple[int | None, int]  # (document version, settings generation)

#: Analysed versions remembered for navigation from an older index (see `shifts_since`).
MAX_HISTORY = 512

#: Analyses whose young objects wait for a quiet moment to be collected, at most (a
#: collection holds the interpreter lock: requests wait meanwhile; see `FrozenHeap`).
DEFER_COLLECTIONS = 24
#: The collector policy of the server process (all documents).
HEAP = FrozenHeap(defer=DEFER_COLLECTIONS)
#: Seconds without a request or an analysis after which the young objects are collected.
QUIET_S = 0.5

#: Seconds without a request or an analysis after which the C allocator gives back the
#: memory it keeps free (`trim_allocator`, once per idle period): glibc's heap keeps the
#: memory of the texts edits freed for the next edit's (`gcpause.keep_large_blocks_in_heap`;
#: 100k lines, 300 edits, then 8 s idle: RSS 381 -> 348 MB). The first edit after the pause
#: faults the memory of its text in again (a 4.7M-character splice: 0.7 -> 9 ms, load 4.7).
TRIM_IDLE_S = 5.0

#: Delays before the full collection after a document was closed is tried again, while
#: its analyses are still alive (see `Documents.close`).
FORGET_RETRIES_S = (0.2, 1.0, 5.0)
#: Delay after the closing of a document freed it before the interpreter's free lists are
#: emptied (`FrozenHeap.empty_free_lists`): the requests in flight meanwhile are done.
TIDY_DELAY_S = 2.0

#: Quiet time after an analysis before the semantic index is built in the background.
INDEX_DELAY_S = 0.3
#: Time after an analysis before its heap is settled when no diagnostics are published.
SETTLE_DELAY_S = 0.05
#: Versions analysed without a pause after which the semantic index is built anyway.
INDEX_EVERY = 16


@dataclass(slots=True)
class Result:
    key: Key
    analysis: Analysis
    diagnostics: list[IdeDiagnostic]
    seconds: float
    #: Characters analysed into new IR, and the old IR it replaced (see `FrozenHeap`).
    heap: tuple[int, Sequence[Releasable]] = (0, ())


@dataclass(slots=True)
class DocumentState:
    uri: str
    result: Result | None = None
    pending: asyncio.Future[Result] | None = None
    pending_key: Key | None = None
    debounce: asyncio.Task[None] | None = None
    analysed_once: bool = False
    published: Key | None = None
    extra: dict[str, object] = field(default_factory=dict)
    #: Re-analysis state of this document (used under `lock` only).
    analyzer: IncrementalAnalyzer | None = None
    analyzer_options: AnalysisOptions | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)
    #: The newest result whose semantic index is built (navigation answers from it
    #: while a newer version is analysed), and the line shift to the current text.
    indexed: Result | None = None
    #: Line index of the last analysed text (the next one is derived from it).
    lines: LineIndex | None = None
    shift: tuple[Key, Key, ShiftChain] | None = None
    history_lock: threading.Lock = field(default_factory=threading.Lock)
    #: The analysed versions, oldest first, each with its line shift from the previous
    #: one (the texts are not kept: only the last one, in `lines`).
    history: list[tuple[Key | None, LineShift | None]] = field(default_factory=list)
    #: Versions analysed since an index build was last started.
    since_index: int = 0
    #: The result whose index is being built, and that build.
    building: tuple[Result, asyncio.Future[None]] | None = None
    #: The last `semanticTokens/full` answer (its result id and data), for `full/delta`.
    tokens: tuple[str, EncodedTokens] | None = None
    #: The first indexed result and the jobs `Documents.on_first_index` started on it,
    #: while they may run (its index is not dropped under them: `Documents._drop_index`).
    warming: tuple[Result, list[asyncio.Future[Any]]] | None = None
    #: Work running on this document besides `pending`: index builds, semantic tokens,
    #: and the requests that asked for one of its analyses (see `Documents.close`).
    jobs: set[asyncio.Future[Any]] = field(default_factory=set)
    #: Set by `Documents.close`: no index is started, no result recorded any more.
    closed: bool = False

    def track(self, job: asyncio.Future[Any] | None) -> None:
        """`job` runs on this document: its closing waits for it (see `Documents.close`)."""
        if job is not None and not job.done() and job not in self.jobs:
            self.jobs.add(job)
            job.add_done_callback(self.jobs.discard)

    def forget(self) -> list[Operation]:
        """Drop everything the document's analyses are reachable from (once closed and
        nothing runs on it: see `Documents.close`), freed gradually (`free_gradually`:
        no deallocation cascade through a whole source map or index holds the
        interpreter lock). Returns the roots of the IR they held (each kept result's
        modules), for `dismantle`; the semantic indexes are detached first (an analysis and
        its index refer to each other)."""
        results = self.held_results()
        roots = _modules(results)
        owned: list[object] = [r.analysis.detach_index() for r in results]
        owned += [self.analyzer, results, self.pending, self.building]
        owned += [self.warming, self.tokens, self.lines, self.history, self.extra]
        del results
        self.reset()
        self.result = self.pending = self.building = None
        self.tokens = self.warming = None
        self.extra = {}
        self.jobs.clear()
        free_gradually(owned)
        return roots

    def held_results(self) -> list[Result]:
        """The results this state refers to, each once: the current, the indexed, the one
        whose index is being built, the first indexed, and a finished pending analysis's."""
        held = [self.result, self.indexed]
        if self.building is not None:
            held.append(self.building[0])
        if self.warming is not None:
            held.append(self.warming[0])
        pending = self.pending
        if pending is not None and pending.done() and not pending.cancelled():
            if pending.exception() is None:
                held.append(pending.result())
        found: dict[int, Result] = {}
        for result in held:
            if result is not None:
                found.setdefault(id(result), result)
        return list(found.values())

    def reset(self) -> None:
        """Forget the incremental analyzer's state and the line shifts (the next analysis
        is a whole one; navigation answers from the newest analysis only)."""
        with self.lock:
            self.analyzer = None
            self.analyzer_options = None
        with self.history_lock:
            self.lines = None
            self.history = []
            self.shift = None
        self.indexed = None

    def shifts_since(self, old: Result, current: str) -> ShiftChain:
        """The line shifts from the analysed version `old` to the text `current`."""
        with self.history_lock:
            history = list(self.history)
            lines = self.lines
        start = next((i for i, (k, _) in enumerate(history) if k == old.key), None)
        steps = [shift for _, shift in history[start + 1 :]] if start is not None else [None]
        if start is None or None in steps or lines is None:
            return ShiftChain((LineShift.between(old.analysis.line_index, current),))
        chain = [s for s in steps if s is not None]
        if lines.text is not current:
            chain.append(LineShift.between(lines, current))
        return ShiftChain(tuple(chain))

    def analyze(
        self,
        text: str,
        options: AnalysisOptions,
        key: Key | None = None,
        given: LineIndex | None = None,
    ) -> Analysis:
        """The analysis of `text`; `given`: the editor's line index of it, if it has one."""
        with self.lock:
            if self.analyzer is None or self.analyzer_options != options:
                self.analyzer = IncrementalAnalyzer(
                    split_marker=options.split_marker,
                    allow_unregistered=options.allow_unregistered,
                    registry=options.registry,
                )
                self.analyzer_options = options
            # Where the text changed since the last analysis: compared once, for the
            # analyzer and the line shift both.
            last = self.lines
            changed = None
            if last is not None and last.text is not text:
                changed = (last.text, *changed_range(last.text, text))
            document = self.analyzer.analyze(text, changed)
            with self.history_lock:
                lines = self._next_lines(text, key, changed, given)
        # The semantic index of this version takes the pieces the edit left alone from the
        # newest one built (ide/index.py): the last result's, or else the newest indexed
        # result's. (Not the last result's base: while typing never pauses, the last result
        # is not indexed yet, and its base was the first index for good, which kept every
        # function replaced since alive and made each index build rebuild them all.)
        previous = self.result.analysis if self.result is not None else None
        analysis = Analysis(text, document, options, lines, previous=previous, changed=changed)
        if (previous is None or not previous.has_index) and self.indexed is not None:
            analysis.rebase(self.indexed.analysis)
        return analysis

    def _next_lines(
        self,
        text: str,
        key: Key | None,
        changed: tuple[str, int, int, int] | None = None,
        given: LineIndex | None = None,
    ) -> LineIndex:
        """The line index of `text`: `given`, or derived from the last one; records the
        line shift from the last analysed text (`changed`: where they differ)."""
        if given is not None and given.text is not text:
            given = None
        lines = self.lines
        if lines is None:
            lines = given or LineIndex(text)
            self.history = [(key, None)]
        elif lines.text is text:
            self.history.append((key, LineShift(0, -1, 0)))  # the same text again
        else:
            if changed is None or changed[0] is not lines.text:
                changed = (lines.text, *changed_range(lines.text, text))
            _, lo, old_hi, new_hi = changed
            old = lines
            lines = given or LineIndex.edited(old, text, lo, old_hi, new_hi)
            first, last = old.line_of(lo), old.line_of(old_hi)
            shift = LineShift(first, last, lines.line_of(new_hi) - last)
            self.history.append((key, shift))
            if len(self.history) > MAX_HISTORY:
                del self.history[: -MAX_HISTORY // 2]
        self.lines = lines
        return lines


def compute(
    text: str,
    key: Key,
    options: AnalysisOptions,
    diag_options: DiagnosticOptions,
    state: DocumentState | None = None,
    lines: LineIndex | None = None,
) -> Result:
    """Runs in a worker thread: analysis, its indexes, and the diagnostics to show.

    The cyclic garbage collector is paused meanwhile: with the previous version's
    IR still alive, collections while the new one grows cost more than the parse.
    """
    start = time.perf_counter()
    with gc_paused():
        lost: list[Releasable] = []
        if state is None:
            analysis = Analysis.of(text, options)
        else:
            try:
                analysis = state.analyze(text, options, key, lines)
            except Exception:
                # a bug: every version still gets its diagnostics, from a fresh analyzer;
                # the IR the failed one held is freed as replaced IR is
                log.exception("incremental analysis of version %s failed", key[0])
                if state.analyzer is not None:
                    lost.extend(state.analyzer.forget())
                state.reset()
                analysis = state.analyze(text, options, key, lines)
        _ = analysis.line_index
        diags = diagnostics(analysis, diag_options)
        built: int = len(text)
        dropped: Sequence[Releasable] = lost
        if state is not None and state.analyzer is not None:
            built = state.analyzer.stats.built_chars
            dropped = [*lost, *state.analyzer.stats.dropped]
    # The young objects of the analyses settled since the last quiet moment, if too many
    # wait: collected now, before the result is out (not when the next request comes).
    HEAP.collect_due()
    seconds = time.perf_counter() - start
    log.info("analysed version %s in %.3f s", key[0], seconds)
    return Result(key, analysis, diags, seconds, (built, dropped))


class Documents:
    def __init__(self, workers: int = 2) -> None:
        # Deep threads: analyses recurse along the document's nesting (mlir_ls.text.deep).
        self.executor = DeepExecutor(max_workers=workers, thread_name_prefix="mlir-analysis")
        self.states: dict[str, DocumentState] = {}
        self.generation = 0
        #: Heap bookkeeping of analyses not settled yet (see `settle`).
        self._unsettled: list[tuple[int, Sequence[Releasable]]] = []
        self._settle_timer: asyncio.TimerHandle | None = None
        self._collect = False
        #: When a request or an analysis last came (`time.monotonic`), and the timer that
        #: collects the young objects once none came for `QUIET_S` (see `quiet`).
        self._active_at = 0.0
        self._quiet_timer: asyncio.TimerHandle | None = None
        #: The timer that trims the allocator once idle for `TRIM_IDLE_S`, and the activity
        #: (`_active_at`) the last trim followed (one trim per idle period).
        self._trim_timer: asyncio.TimerHandle | None = None
        self._trimmed_after = -1.0
        #: Documents closed whose memory is not freed yet (see `close`).
        self._closing: set[asyncio.Task[bool]] = set()
        #: The emptying of the free lists after a closed document was freed: its timer,
        #: then its run (see `_closed`).
        self._tidy: asyncio.TimerHandle | None = None
        self.tidied: concurrent.futures.Future[None] | None = None
        #: Called on the protocol thread when a document's first semantic index is built
        #: (the server computes its semantic tokens then, in the background).
        self.on_first_index: Callable[[DocumentState, Result], None] | None = None

    def state(self, uri: str) -> DocumentState:
        found = self.states.get(uri)
        if found is None:
            found = DocumentState(uri)
            self.states[uri] = found
        return found

    def close(self, uri: str) -> None:
        """Forget the document. Once the work still running on it is done (its analysis,
        index builds, semantic tokens, the requests that asked for its analyses), what
        its analyses are reachable from is dropped and `HEAP.forget` frees their IR
        (issue 14: the server's memory returns to what it was before the document was
        opened). A document opened again meanwhile is a new state: nothing of it is
        dropped."""
        st = self.states.pop(uri, None)
        if st is None:
            return
        st.closed = True
        if st.debounce is not None:
            st.debounce.cancel()
        me = asyncio.current_task()  # (a task that closes the document does not wait for itself)
        jobs = [j for j in (st.pending, *st.jobs) if j is not None and j is not me and not j.done()]
        loop = asyncio.get_running_loop()

        async def forget() -> bool:
            if jobs:
                await asyncio.gather(*jobs, return_exceptions=True)
            results = st.held_results()
            chars = max((len(r.analysis.text) for r in results), default=0)
            analyses = [weakref.ref(r.analysis) for r in results]
            del results
            self.settle()  # what its edits dropped goes to `HEAP` first, to be released
            if not await loop.run_in_executor(self.executor, _forget, st, chars):
                return False  # (a small document: freed by a later full collection)
            for delay in FORGET_RETRIES_S:
                # A worker that ran the last job may still hold its arguments for a
                # moment after its result is out: the collection then froze them.
                if all(ref() is None for ref in analyses):
                    break
                await asyncio.sleep(delay)
                await loop.run_in_executor(self.executor, HEAP.collect_all)
            return True

        task = loop.create_task(forget())
        self._closing.add(task)
        task.add_done_callback(self._closed)

    def _closed(self, task: asyncio.Task[bool]) -> None:
        """A closing is done. If it freed the document's IR, the interpreter's free lists
        are emptied `TIDY_DELAY_S` later (`FrozenHeap.empty_free_lists`): what was in use
        during the collection and freed since (the requests then in flight, and the
        closing's own objects, made while the document was open) sits there, each entry
        keeping the allocator arena of the document's memory it lies in."""
        self._closing.discard(task)
        if task.cancelled() or task.exception() is not None or not task.result():
            return
        if self._tidy is not None:
            self._tidy.cancel()
        self._tidy = asyncio.get_running_loop().call_later(TIDY_DELAY_S, self._empty_free_lists)

    def _empty_free_lists(self) -> None:
        self._tidy = None
        self.tidied = self.executor.submit(HEAP.empty_free_lists)

    async def analysis(
        self,
        uri: str,
        version: int | None,
        text: Callable[[], str],
        options: AnalysisOptions,
        diag_options: DiagnosticOptions,
        lines: Callable[[], LineIndex | None] | None = None,
    ) -> Result:
        """The analysis of the document's version `version` (`text()` returns its text,
        `lines()` the editor's line index of that text, if it keeps one)."""
        st = self.state(uri)
        st.track(asyncio.current_task())
        key: Key = (version, self.generation)
        self._active_at = time.monotonic()
        if st.result is not None and st.result.key == key:
            return st.result
        if st.pending is None or st.pending_key != key:
            loop = asyncio.get_running_loop()
            source = text()
            given = lines() if lines is not None else None
            future = loop.run_in_executor(
                self.executor, compute, source, key, options, diag_options, st, given
            )
            st.pending, st.pending_key = future, key

            def store(done: asyncio.Future[Result]) -> None:
                if done.cancelled() or done.exception() is not None:
                    if not done.cancelled():
                        log.error("analysis of %s failed", uri, exc_info=done.exception())
                    if st.pending is done:  # the next request for this version tries again
                        st.pending = None
                        st.pending_key = None
                    return
                result = done.result()
                if st.closed:  # its IR is freed with the document's (see `close`)
                    return
                current = st.result
                if current is None or _newer(result.key, current.key):
                    st.result = result
                    st.analysed_once = True
                    # Navigation's index, built once typing pauses (a newer version
                    # would make it useless and slow down its analysis).
                    # (By key: the timer must not keep an older version's IR alive.)
                    loop.call_later(INDEX_DELAY_S, self._index_if_current, st, result.key)
                    # While typing never pauses, still every `INDEX_EVERY` versions: the
                    # newest indexed version keeps its IR alive (the functions edited
                    # since are held twice), and its per-piece index is cheap to extend.
                    st.since_index += 1
                    if st.since_index >= INDEX_EVERY:
                        loop.call_later(
                            SETTLE_DELAY_S, self._index_if_current, st, result.key, True
                        )
                # The analysis's garbage is collected and its IR frozen once it is out
                # (a first analysis's IR is frozen without a collection: nearly all lives).
                self._queue_settle(result.heap, collect=current is not None)
                if st.pending is done:
                    st.pending = None
                    st.pending_key = None

            future.add_done_callback(store)
        assert st.pending is not None
        return await asyncio.shield(st.pending)

    def _queue_settle(self, heap: tuple[int, Sequence[Releasable]], collect: bool = True) -> None:
        self._unsettled.append(heap)
        self._collect = self._collect or collect
        if self._settle_timer is None:
            loop = asyncio.get_running_loop()
            self._settle_timer = loop.call_later(SETTLE_DELAY_S, self.settle)

    def settle(self) -> None:
        """Hand the analyses' heap bookkeeping to `HEAP.settle` in a worker, now.

        The server calls it right after publishing diagnostics (a collection holds the
        interpreter lock: it must not delay the publication); a timer calls it for
        results that nobody publishes.
        """
        if self._settle_timer is not None:
            self._settle_timer.cancel()
            self._settle_timer = None
        # (the same list for the process's life: one made while a large document is open
        # would keep an allocator arena of the document's memory after it is closed)
        items = self._unsettled[:]
        self._unsettled.clear()
        collect, self._collect = self._collect, False
        if items:
            built = sum(b for b, _ in items)
            dropped = [d for _, ds in items for d in ds]
            self.executor.submit(HEAP.settle, built, dropped, collect)
            self._arm_quiet()

    def _arm_quiet(self, delay: float = QUIET_S) -> None:
        if self._quiet_timer is None:
            loop = asyncio.get_running_loop()
            self._quiet_timer = loop.call_later(delay, self.quiet)

    def quiet(self) -> None:
        """Collect the young objects of the analyses settled since the last collection
        (`HEAP.quiet`) once no request nor analysis came for `QUIET_S` seconds."""
        self._quiet_timer = None
        idle = time.monotonic() - self._active_at
        if idle < QUIET_S or any(st.pending is not None for st in self.states.values()):
            self._arm_quiet(max(QUIET_S - idle, 0.05))
            return
        self.executor.submit(HEAP.quiet)
        self._arm_trim()

    def _arm_trim(self, delay: float | None = None) -> None:
        if self._trim_timer is None:
            loop = asyncio.get_running_loop()
            wait = TRIM_IDLE_S if delay is None else delay
            self._trim_timer = loop.call_later(wait, self.trim_if_idle)

    def trim_if_idle(self) -> None:
        """Give the memory the C allocator keeps free back to the system once no request
        nor analysis came for `TRIM_IDLE_S` seconds (once per idle period)."""
        self._trim_timer = None
        if self._trimmed_after == self._active_at:
            return  # nothing happened since the last trim
        idle = time.monotonic() - self._active_at
        if idle < TRIM_IDLE_S or any(st.pending is not None for st in self.states.values()):
            self._arm_trim(max(TRIM_IDLE_S - idle, 0.05))
            return
        self._trimmed_after = self._active_at
        self.executor.submit(trim_allocator)

    def _index_if_current(self, st: DocumentState, key: Key, busy: bool = False) -> None:
        """Index the result of version `key` if it is still the newest and no newer
        analysis is running; `busy` (`INDEX_EVERY` versions without an index): the newest
        result, whichever it is (while typing never pauses, the version that asked is
        often replaced before its timer fires, and the IR the newest indexed version
        holds would grow)."""
        result = st.result
        if st.closed or result is None or result.analysis.has_index:
            return
        if busy or (result.key == key and st.pending is None):
            self._start_index(st, result)

    def _start_index(self, st: DocumentState, result: Result) -> asyncio.Future[None]:
        """Build `result`'s semantic index in a worker (the build already running for it,
        if any)."""
        if st.building is not None and st.building[0] is result and not st.building[1].done():
            return st.building[1]
        st.since_index = 0
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self.executor, _build_index, result.analysis, st)
        st.track(future)
        st.building = (result, future)

        def indexed(done: asyncio.Future[None]) -> None:
            if st.building is not None and st.building[1] is done:
                st.building = None
            if done.cancelled() or st.closed or not result.analysis.has_index:
                return
            if st.indexed is None or _newer(result.key, st.indexed.key):
                old, st.indexed = st.indexed, result
                # The newest result's index is built from this one (the older base it was
                # given holds the IR replaced since: freed now, not at its own index).
                if st.result is not None:
                    st.result.analysis.rebase(result.analysis)
                if old is not None and old is not st.result:
                    self._drop_index(st, old)  # its cycles would wait for a collection
                if old is None and self.on_first_index is not None:
                    before = set(st.jobs)
                    self.on_first_index(st, result)
                    st.warming = (result, [job for job in st.jobs if job not in before])
            elif result is not st.result:
                # Built after a newer version's index (two builds ran at once): nothing
                # answers from it. An analysis and its index refer to each other, so
                # once the result is dropped they would be garbage that the young
                # collections froze (`gcpause.FrozenHeap`): its version's IR, every
                # function replaced since, kept until a rare full collection (issue 13).
                result.analysis.drop_index()

        future.add_done_callback(indexed)
        return future

    def _drop_index(self, st: DocumentState, old: Result) -> None:
        """Drop the index of `old`, an indexed result a newer index replaced, once the jobs
        `on_first_index` started on it are done (the server's semantic tokens: dropped
        under them, the index would be built again from scratch for them, and kept with
        its version's IR as frozen garbage: 100k lines, ~130 MB in 3 of 15 runs where an
        index was started a few edits after the open)."""
        warming = st.warming
        jobs = [j for j in warming[1] if not j.done()] if warming and warming[0] is old else []
        if not jobs:
            if warming is not None and warming[0] is old:
                st.warming = None
            old.analysis.drop_index()
            return
        left = [len(jobs)]

        def done(_: object) -> None:
            left[0] -= 1
            if left[0] == 0:
                st.warming = None
                if old is not st.indexed and old is not st.result:
                    old.analysis.drop_index()

        for job in jobs:
            job.add_done_callback(done)

    async def indexed_result(self, uri: str, result: Result) -> Result:
        """`result` with its semantic index built (off the protocol thread)."""
        if not result.analysis.has_index:
            st = self.state(uri)
            st.track(asyncio.current_task())
            await self._start_index(st, result)
        return result

    async def navigation(
        self,
        uri: str,
        version: int | None,
        text: Callable[[], str],
        options: AnalysisOptions,
        diag_options: DiagnosticOptions,
        *,
        current: bool = False,
    ) -> tuple[Result, ShiftChain | None]:
        """A result with its semantic index built, for navigation requests.

        The current version's when its index is ready; else (unless `current`) the
        newest indexed one with the line shift to the current text, so the request
        does not wait for the analysis of an edit. Without any, the current one,
        its index built off the protocol thread.
        """
        st = self.state(uri)
        st.track(asyncio.current_task())
        key: Key = (version, self.generation)
        self._active_at = time.monotonic()
        now = st.result
        if now is not None and now.key == key and now.analysis.has_index:
            return now, None
        old = st.indexed
        if not current and old is not None and old.key[1] == self.generation:
            if old.key == key:
                return old, None
            if st.shift is None or st.shift[:2] != (old.key, key):
                st.shift = (old.key, key, st.shifts_since(old, text()))
            return old, st.shift[2]
        result = await self.analysis(uri, version, text, options, diag_options)
        if not result.analysis.has_index:
            await self._start_index(st, result)
        return result, None

    def shutdown(self) -> None:
        for timer in (self._tidy, self._trim_timer):
            if timer is not None:
                timer.cancel()
        self.executor.shutdown(wait=False, cancel_futures=True)


def _modules(results: list[Result]) -> list[Operation]:
    """The IR roots of `results`: their chunks' modules, each once."""
    found: dict[int, Operation] = {}
    for result in results:
        for chunk in result.analysis.document.chunks:
            found.setdefault(id(chunk.parse.module), chunk.parse.module)
    return list(found.values())


def _forget(state: DocumentState, chars: int) -> bool:
    """In a worker, once nothing runs on the closed document `state`: drop what its
    analyses are reachable from, break the cycles of their IR (`dismantle`: reference
    counting frees it a top-level op at a time, the protocol thread running between;
    a full collection of it held the interpreter lock for 7 s at 1M lines), then
    `HEAP.forget` its `chars` characters (True if that collected what is left)."""
    for root in state.forget():
        dismantle(root)
    return HEAP.forget(chars)


def _build_index(analysis: Analysis, state: DocumentState | None = None) -> None:
    try:
        with gc_paused():
            if state is not None:
                # the pieces the next edit splices, which the index is made of too
                with state.lock:
                    if state.analyzer is not None:
                        state.analyzer.prepare()
                # from the newest index built (one may have been built since `analysis`)
                indexed = state.indexed
                if indexed is not None:
                    analysis.rebase(indexed.analysis)
            _ = analysis.index
        HEAP.settle(collect=False)  # the index lives: freeze it, retry what is pending
    except Exception:
        log.exception("building the semantic index failed")


def _newer(a: Key, b: Key) -> bool:
    if a[1] != b[1]:
        return a[1] > b[1]
    return (a[0] or 0) >= (b[0] or 0)
