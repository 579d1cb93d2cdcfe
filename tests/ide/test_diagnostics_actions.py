"""Expected-annotation-aware diagnostics and code actions."""

from __future__ import annotations

from mlir_ls.ide import code_actions, diagnostics
from mlir_ls.ide.diagnostics import DiagnosticOptions
from mlir_ls.text.span import Span

from .support import analyse


def shown(src: str, options: DiagnosticOptions | None = None) -> list[tuple[int, str, str]]:
    analysis, _ = analyse(src)
    lines = analysis.line_index
    return [
        (lines.line_of(d.span.start), d.severity, d.message) for d in diagnostics(analysis, options)
    ]


def test_plain_diagnostics() -> None:
    assert shown('func.func @f() {\n  "test.use"(%x) : (i32) -> ()\n}\n') == [
        (1, "error", "use of undeclared SSA value name")
    ]


def test_expected_unexpected_and_unmet() -> None:
    found = shown(
        """func.func @f() {
  // expected-error @below {{use of undeclared SSA value name}}
  "test.use"(%x) : (i32) -> ()
}
// -----
func.func @g() {
  // expected-error @below {{this never happens}}
  return
}
// -----
func.func @h() {
  "test.use"(%y) : (i32) -> ()
}
"""
    )
    assert found == [
        (2, "information", "expected error produced: use of undeclared SSA value name"),
        (6, "error", 'expected error "this never happens" was not produced'),
        (11, "error", "use of undeclared SSA value name"),
    ]


def test_unregistered_severity() -> None:
    src = "func.func @f() {\n  mydialect.op\n  return\n}\n"
    assert [s for _, s, _ in shown(src)] == ["warning"]
    assert [s for _, s, _ in shown(src, DiagnosticOptions(unregistered_severity="hint"))] == [
        "hint"
    ]
    assert shown(src, DiagnosticOptions(unregistered_severity=None)) == []


def test_add_expected_annotation_round_trips() -> None:
    src = 'func.func @f() {\n  "test.use"(%x) : (i32) -> ()\n}\n'
    analysis, _ = analyse(src)
    diags = diagnostics(analysis)
    (action,) = code_actions(analysis, Span(0, len(src)), diags)
    assert action.title == "Add expected-error annotation"
    (edit,) = action.edits
    new = src[: edit.span.start] + edit.new_text + src[edit.span.end :]
    assert '  // expected-error @below {{use of undeclared SSA value name}}\n  "test.use"' in new
    # With the annotation, the diagnostic is expected: no error left.
    assert [s for _, s, _ in shown(new)] == ["information"]


def test_annotations_for_every_diagnostic_in_range() -> None:
    src = 'func.func @f() {\n  "test.op"(%x) : (i32) -> ()\n  "test.use"(%y) : (i32) -> ()\n}\n'
    analysis, _ = analyse(src)
    actions = code_actions(analysis, Span(0, len(src)), diagnostics(analysis))
    assert [a.title for a in actions][-1].startswith("Add expected-* annotations for all")
    assert len(actions[-1].edits) == 2
