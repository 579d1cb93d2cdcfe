"""A failed incremental analysis (a bug) still gives the version its diagnostics."""

from __future__ import annotations

import pytest

from mlir_ls.ide import AnalysisOptions, DiagnosticOptions
from mlir_ls.lsp.documents import DocumentState, compute
from mlir_ls.verify.incremental import IncrementalAnalyzer

TEXT = """func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g(%b: i32) -> i32 {
  return %b : i32
}
"""


def test_a_failed_incremental_analysis_is_done_again_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = DocumentState("file:///f.mlir")
    options, diagnostics = AnalysisOptions(), DiagnosticOptions()
    first_result = compute(TEXT, (1, 0), options, diagnostics, state)
    first = state.analyzer
    first_modules = list(first_result.analysis.document.chunks)
    real = IncrementalAnalyzer.analyze

    def broken(self: IncrementalAnalyzer, *args: object, **kwargs: object) -> object:
        if self is first:
            raise RuntimeError("a bug")
        return real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(IncrementalAnalyzer, "analyze", broken)
    edited = TEXT.replace("return %b", "return %c")
    result = compute(edited, (2, 0), options, diagnostics, state)
    assert state.analyzer is not first  # a fresh analyzer: its state may be broken
    assert [d.message for d in result.diagnostics] == ["use of undeclared SSA value name"]
    assert result.analysis.text is edited
    # the IR the failed analyzer held is handed to the collector policy as replaced IR
    # (else every failed version would stay in the frozen heap for good)
    _, dropped = result.heap
    handed = {id(getattr(d, "op", None)) for d in dropped}
    assert first_modules and all(id(c.parse.module) in handed for c in first_modules)
