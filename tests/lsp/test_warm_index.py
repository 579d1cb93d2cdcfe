"""The first index is not dropped under the jobs `on_first_index` started on it (the server's
semantic tokens, encoded in the background from it): dropped under them, `Analysis.index`
would be built again from scratch for them, and kept with its version's IR as frozen
garbage (issue 13). Once they are done it is dropped as any replaced index is."""

from __future__ import annotations

import asyncio
import functools

from mlir_ls.ide import AnalysisOptions, DiagnosticOptions
from mlir_ls.lsp.documents import Documents, DocumentState, Result

OPTIONS = AnalysisOptions()
DIAGNOSTICS = DiagnosticOptions()
TEXT = "".join(
    f"func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}}\n"
    for i in range(4)
)


def first_index_kept_while(warm_job: bool) -> tuple[bool, bool]:
    """Whether the first result still has its index once a newer one is indexed, and once
    the job `on_first_index` started (if `warm_job`) is done."""
    uri = "file:///warm.mlir"

    async def run() -> tuple[bool, bool]:
        documents = Documents(workers=1)
        loop = asyncio.get_running_loop()
        gate: asyncio.Future[None] = loop.create_future()

        def on_first_index(st: DocumentState, result: Result) -> None:
            if warm_job:
                st.track(gate)

        documents.on_first_index = on_first_index
        try:
            first = await documents.analysis(
                uri, 1, functools.partial(str, TEXT), OPTIONS, DIAGNOSTICS
            )
            await documents.indexed_result(uri, first)
            edited = TEXT.replace("arith.addi", "arith.muli", 1)
            second = await documents.analysis(
                uri, 2, functools.partial(str, edited), OPTIONS, DIAGNOSTICS
            )
            await documents.indexed_result(uri, second)
            assert documents.state(uri).indexed is second
            during = first.analysis.has_index
            gate.set_result(None)
            await asyncio.sleep(0.01)
            return during, first.analysis.has_index
        finally:
            documents.shutdown()

    return asyncio.run(run())


def test_the_first_index_waits_for_the_jobs_started_on_it() -> None:
    assert first_index_kept_while(warm_job=True) == (True, False)


def test_without_such_jobs_it_is_dropped_at_once() -> None:
    assert first_index_kept_while(warm_job=False) == (False, False)
