"""`ide.diagnostics` keeps the editor's form of the findings of its last call: a finding
object seen again is not converted again, and what is shown stays what a conversion gives."""

from __future__ import annotations

from mlir_ls.ide import Analysis, DiagnosticOptions
from mlir_ls.ide.diagnostics import diagnostics
from mlir_ls.text.span import Span

TEXT = """\
func.func @f() {
  %0 = fake.bad
  %1 = arith.addi %a, %b : i32
  return
}
"""


def shown(diags: list) -> list[tuple[object, ...]]:
    return [(d.span, d.severity, d.message, d.code, tuple(d.related)) for d in diags]


def test_same_findings_shown_again_from_the_last_call() -> None:
    analysis = Analysis.of(TEXT)
    first = diagnostics(analysis)
    again = diagnostics(analysis)
    assert first and shown(first) == shown(again)
    assert all(a is b for a, b in zip(first, again, strict=True))


def test_the_unknown_op_severity_is_the_options() -> None:
    analysis = Analysis.of(TEXT)
    for severity in ("warning", "error", "hint", "warning"):
        found = diagnostics(analysis, DiagnosticOptions(unregistered_severity=severity))
        unknown = [d for d in found if d.code == "unknown-op"]
        assert unknown and all(d.severity == severity for d in unknown)
    found = diagnostics(analysis, DiagnosticOptions(unregistered_severity=None))
    assert found and not any(d.code == "unknown-op" for d in found)


def test_a_finding_given_a_note_since_is_converted_again() -> None:
    analysis = Analysis.of(TEXT)
    before = diagnostics(analysis)
    finding = analysis.document.diagnostics[0]
    finding.with_note(Span(0, 1), "here")
    after = diagnostics(analysis)
    assert len(after) == len(before)
    assert [r.message for d in after if d.origin is finding for r in d.related][-1] == "here"


def test_other_documents_between_calls() -> None:
    one, two = Analysis.of(TEXT), Analysis.of(TEXT.replace("%b", "%c"))
    expected = shown(diagnostics(Analysis.of(TEXT)))
    diagnostics(one)
    diagnostics(two)
    assert shown(diagnostics(one)) == expected
