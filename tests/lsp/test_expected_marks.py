"""`Analysis.expected_marks` after edits: counted in the edited region only, always equal
to a count of the whole text (it decides whether annotations are checked)."""

from __future__ import annotations

import random

from mlir_ls.ide.analysis import EXPECTED_MARK, AnalysisOptions
from mlir_ls.lsp.documents import DocumentState, Result

TEXT = """func.func @f(%a: i32) -> i32 {
  // expected-note@+1 {{x}}
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
// expected-error@+1 {{y}}
func.func @g() {
  return
}
"""
PIECES = ["expected-", "expect", "ed-", "-", "e", "// ", "x", "\n"]


def test_marks_follow_edits_that_make_and_break_them() -> None:
    rng = random.Random(3)
    state = DocumentState("file:///marks.mlir")
    options = AnalysisOptions()
    text = TEXT
    incremental = 0
    for version in range(60):
        analysis = state.analyze(text, options, (version, 0))
        incremental += analysis._marks is not None  # counted from the previous version
        assert analysis.expected_marks == text.count(EXPECTED_MARK), text
        state.result = Result((version, 0), analysis, [], 0.0)
        at = rng.randrange(len(text) + 1)
        if rng.random() < 0.5 and at < len(text):
            text = text[:at] + text[at + rng.randrange(1, 12) :]  # may cut a mark
        else:
            text = text[:at] + rng.choice(PIECES) + text[at:]  # may make one
    assert incremental >= 50
