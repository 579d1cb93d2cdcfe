"""Code actions: add `expected-*` annotations for diagnostics, and certain quick fixes."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.diagnostics import IdeDiagnostic
from mlir_ls.ide.rename import TextEdit
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.span import Span

ActionKind = Literal["quickfix", "refactor.rewrite"]


@dataclass(frozen=True, slots=True)
class CodeAction:
    title: str
    kind: ActionKind
    edits: list[TextEdit]
    #: The diagnostics this action addresses (for `CodeAction.diagnostics`).
    diagnostics: list[IdeDiagnostic]
    preferred: bool = False


#: The note of a `legacy-syntax` error (an op name of an earlier edition of the language).
_LEGACY = re.compile(r"'(?P<old>[^']+)' is now '(?P<new>[^']+)'")


def code_actions(
    analysis: Analysis, span: Span, diagnostics: list[IdeDiagnostic]
) -> list[CodeAction]:
    """Actions for the diagnostics overlapping `span` (from `ide.diagnostics.diagnostics`)."""
    hits = [
        d
        for d in diagnostics
        if d.origin is not None
        and d.span.start <= span.end
        and span.start <= d.span.end
        and not d.message.startswith("expected ")  # already annotated
    ]
    out: list[CodeAction] = []
    for diag in hits:
        fix = _quick_fix(analysis, diag)
        if fix is not None:
            out.append(fix)
    annotations = [(d, _annotation_edit(analysis, d.origin)) for d in hits if d.origin is not None]
    for diag, edit in annotations:
        assert diag.origin is not None
        out.append(
            CodeAction(
                f"Add expected-{diag.origin.severity.label} annotation",
                "quickfix",
                [edit],
                [diag],
            )
        )
    if len(annotations) > 1:
        out.append(
            CodeAction(
                "Add expected-* annotations for all diagnostics in the selection",
                "quickfix",
                [edit for _, edit in annotations],
                [d for d, _ in annotations],
            )
        )
    return out


def annotation_text(diag: Diagnostic) -> str:
    message = diag.message.replace("{{", "{ {").replace("}}", "} }")
    return f"// expected-{diag.severity.label} @below {{{{{message}}}}}"


def _annotation_edit(analysis: Analysis, diag: Diagnostic) -> TextEdit:
    """A line above the diagnostic's line, indented like it: `// expected-error @below {{...}}`."""
    lines = analysis.line_index
    line = lines.line_of(diag.span.start)
    start = lines.line_start(line)
    source = lines.line_text(line)
    indent = source[: len(source) - len(source.lstrip(" \t"))]
    return TextEdit(Span(start, start), f"{indent}{annotation_text(diag)}\n")


def _quick_fix(analysis: Analysis, diag: IdeDiagnostic) -> CodeAction | None:
    if diag.code != "legacy-syntax":
        return None
    m = next((m for r in diag.related if (m := _LEGACY.fullmatch(r.message))), None)
    if m is not None and analysis.text[diag.span.start : diag.span.end] == m.group("old"):
        new = m.group("new")
        return CodeAction(
            f"Replace with '{new}'", "quickfix", [TextEdit(diag.span, new)], [diag], True
        )
    return None
