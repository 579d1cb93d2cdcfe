"""The semantic index of a version takes its unchanged pieces from the newest index built.

While typing never pauses, the last result is not indexed when the next version is
analysed; its index must not then come from the base that result was given (the first
index, for good: every function replaced since stayed alive with it, and each index
build rebuilt them all), but from the newest index built (issue 13: memory flat over
1,000 edits).
"""

from __future__ import annotations

import asyncio

from mlir_ls.ide import Analysis, AnalysisOptions, DiagnosticOptions
from mlir_ls.lsp.documents import Documents, DocumentState, Result, _build_index, compute
from mlir_ls.verify.check import analyze
from test_incremental import ide_summary, index_summary

OPTIONS = AnalysisOptions()
DIAGNOSTICS = DiagnosticOptions()
TEXT = (
    "module {\n"
    + "".join(
        f"  func.func @f{i}(%a: i32) -> i32 {{\n"
        f"    %0 = arith.addi %a, %a : i32\n"
        f"    %1 = func.call @f{(i + 1) % 5}(%0) : (i32) -> i32\n"
        f"    return %1 : i32\n  }}\n"
        for i in range(5)
    )
    + "}\n"
)


def edit(text: str, function: int) -> str:
    """`text` with the `arith.addi` of function `function` made an `arith.muli`."""
    at = text.index("arith.addi", text.index(f"@f{function}("))
    return text[:at] + "arith.muli" + text[at + len("arith.addi") :]


def same_as_full(analysis: Analysis) -> None:
    full = analyze(analysis.text)
    assert index_summary(analysis) == ide_summary(full, OPTIONS.split_marker, True)


def test_the_next_version_is_indexed_from_the_newest_index() -> None:
    state = DocumentState("file:///f.mlir")
    texts = [TEXT]
    for function in (0, 1, 2):
        texts.append(edit(texts[-1], function))
    results: list[Result] = []
    for version, text in enumerate(texts[:3], 1):
        results.append(compute(text, (version, 0), OPTIONS, DIAGNOSTICS, state))
        state.result = results[-1]
        if version == 1:
            _build_index(results[0].analysis, state)
            state.indexed = results[0]
    # Version 2 is indexed after version 3 was analysed (typing never paused).
    _build_index(results[1].analysis, state)
    state.indexed = results[1]
    last = compute(texts[3], (4, 0), OPTIONS, DIAGNOSTICS, state)
    # From version 2's index: the pieces of the functions edited since (versions 3 and
    # 4); version 1's would rebuild version 2's too.
    assert last.analysis.index.built == 2
    same_as_full(last.analysis)


def test_an_index_build_starts_from_the_newest_index() -> None:
    async def run() -> tuple[Result, Result]:
        documents = Documents(workers=1)
        uri = "file:///f.mlir"
        texts = [TEXT]
        for function in (0, 1, 2):
            texts.append(edit(texts[-1], function))
        try:
            first = await documents.analysis(uri, 1, lambda: texts[0], OPTIONS, DIAGNOSTICS)
            await documents.indexed_result(uri, first)
            second = await documents.analysis(uri, 2, lambda: texts[1], OPTIONS, DIAGNOSTICS)
            third = await documents.analysis(uri, 3, lambda: texts[2], OPTIONS, DIAGNOSTICS)
            st = documents.state(uri)
            await documents.indexed_result(uri, second)
            await asyncio.sleep(0)  # the build's callback: version 2 is the newest indexed
            assert st.indexed is second
            await documents.indexed_result(uri, third)
            return second, third
        finally:
            documents.shutdown()

    second, third = asyncio.run(run())
    # Version 3 was given version 1's index; it is built from version 2's (one piece).
    assert third.analysis.index.built == 1
    same_as_full(third.analysis)
    same_as_full(second.analysis)
