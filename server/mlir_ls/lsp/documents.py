"""Analysis of open documents: off the protocol thread, shared per version, stale results dropped.

One `DocumentState` per open URI. `Documents.analysis(uri)` returns the analysis
of the document's current version, starting it in the worker pool when needed;
concurrent requests for the same version share one computation. Results are
cached by (version, settings generation).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from mlir_ls.gcpause import gc_paused
from mlir_ls.ide import Analysis, AnalysisOptions, DiagnosticOptions, IdeDiagnostic, diagnostics

log = logging.getLogger(__name__)

Key = tuple[int | None, int]  # (document version, settings generation)


@dataclass(slots=True)
class Result:
    key: Key
    analysis: Analysis
    diagnostics: list[IdeDiagnostic]
    seconds: float


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


def compute(
    text: str, key: Key, options: AnalysisOptions, diag_options: DiagnosticOptions
) -> Result:
    """Runs in a worker thread: analysis, its indexes, and the diagnostics to show.

    The cyclic garbage collector is paused meanwhile: with the previous version's
    IR still alive, collections while the new one grows cost more than the parse.
    """
    start = time.perf_counter()
    with gc_paused():
        analysis = Analysis.of(text, options)
        _ = analysis.line_index
        _ = analysis.index
        diags = diagnostics(analysis, diag_options)
    seconds = time.perf_counter() - start
    log.info("analysed version %s in %.3f s", key[0], seconds)
    return Result(key, analysis, diags, seconds)


class Documents:
    def __init__(self, workers: int = 2) -> None:
        self.executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="mlir-analysis")
        self.states: dict[str, DocumentState] = {}
        self.generation = 0

    def state(self, uri: str) -> DocumentState:
        found = self.states.get(uri)
        if found is None:
            found = DocumentState(uri)
            self.states[uri] = found
        return found

    def close(self, uri: str) -> None:
        st = self.states.pop(uri, None)
        if st is not None and st.debounce is not None:
            st.debounce.cancel()

    async def analysis(
        self,
        uri: str,
        version: int | None,
        text: Callable[[], str],
        options: AnalysisOptions,
        diag_options: DiagnosticOptions,
    ) -> Result:
        st = self.state(uri)
        key: Key = (version, self.generation)
        if st.result is not None and st.result.key == key:
            return st.result
        if st.pending is None or st.pending_key != key:
            loop = asyncio.get_running_loop()
            future = loop.run_in_executor(
                self.executor, compute, text(), key, options, diag_options
            )
            st.pending, st.pending_key = future, key

            def store(done: asyncio.Future[Result]) -> None:
                if done.cancelled() or done.exception() is not None:
                    if not done.cancelled():
                        log.error("analysis of %s failed", uri, exc_info=done.exception())
                    return
                result = done.result()
                current = st.result
                if current is None or _newer(result.key, current.key):
                    st.result = result
                    st.analysed_once = True
                if st.pending is done:
                    st.pending = None
                    st.pending_key = None

            future.add_done_callback(store)
        assert st.pending is not None
        return await asyncio.shield(st.pending)

    def shutdown(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)


def _newer(a: Key, b: Key) -> bool:
    if a[1] != b[1]:
        return a[1] > b[1]
    return (a[0] or 0) >= (b[0] or 0)
