"""The diagnostics an editor shows: the front end's, aware of `expected-*` annotations.

In a document with annotations, a diagnostic that an annotation expects is
shown as information ("expected error produced: ..."), an annotation that no
diagnostic satisfies is an error, and the rest are shown as they are: the test
writer sees what is intended and what is not.

Each version's findings are mostly the last version's objects (the incremental
analyzer keeps those of the code an edit left alone), so the editor's form of each
is kept from the last call (`_Shown`) and only the new ones are converted: the work
per edit is a lookup per finding, not a conversion of every finding (issue 13: the
findings grow with the errors a session leaves).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import Literal

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.ir_dump import dump_findings, is_dump
from mlir_ls.text.diagnostics import Diagnostic, Related, Severity
from mlir_ls.text.span import Span
from mlir_ls.verify.expected import check_expectations, find_expectations, unchecked_lines

IdeSeverity = Literal["error", "warning", "information", "hint"]
SEVERITIES: tuple[IdeSeverity, ...] = ("error", "warning", "information", "hint")

_FROM_FRONT_END: dict[Severity, IdeSeverity] = {
    Severity.ERROR: "error",
    Severity.WARNING: "warning",
    Severity.REMARK: "information",
    Severity.NOTE: "hint",
}

#: The front end's severity for each editor severity (`mlir-ls check` prints these).
TO_FRONT_END: dict[IdeSeverity, Severity] = {v: k for k, v in _FROM_FRONT_END.items()}


def ide_severity(name: str) -> IdeSeverity | None:
    """A configured `unregistered-dialect-severity` as an editor severity; None for "ignore"."""
    return next((s for s in SEVERITIES if s == name), None)


#: Codes of the diagnostics about ops of dialects mlir-ls does not describe.
UNREGISTERED_CODES = frozenset({"unknown-op", "unregistered-dialect"})


@dataclass(frozen=True, slots=True)
class DiagnosticOptions:
    #: Severity of "unknown operation" diagnostics; None drops them.
    unregistered_severity: IdeSeverity | None = "warning"
    #: Interpret `expected-*` annotations (when the document has any).
    expectations: bool = True


@dataclass(slots=True)
class IdeDiagnostic:
    span: Span
    severity: IdeSeverity
    message: str
    code: str = ""
    related: list[Related] = field(default_factory=list)
    #: The front end's diagnostic (for code actions), None for unmet annotations.
    origin: Diagnostic | None = None
    #: Who reports it: "" for mlir-ls, else the `*-opt` bridge's tool (`torch-mlir-opt`).
    source: str = ""


class _Shown:
    """The editor's form of the findings of the last call, by the finding's `id` (with
    the finding, whose identity the id then stands for, and the count of its notes) and
    the severity of unknown-op warnings it was made with."""

    __slots__ = ("converted", "severity")

    def __init__(
        self,
        severity: IdeSeverity | None,
        converted: dict[int, tuple[Diagnostic, int, IdeDiagnostic]],
    ) -> None:
        self.severity = severity
        self.converted = converted


#: The last call's (replaced whole by each call, so that it holds no older findings;
#: calls for other documents find nothing of theirs and convert all).
_last = _Shown(None, {})


def _plain_all(
    diags: list[Diagnostic],
    options: DiagnosticOptions,
    last: dict[int, tuple[Diagnostic, int, IdeDiagnostic]],
    now: dict[int, tuple[Diagnostic, int, IdeDiagnostic]],
) -> list[IdeDiagnostic]:
    """`_plain` of each of `diags`, taken from `last` for the same objects (`now`: what
    this call converted or took)."""
    out: list[IdeDiagnostic] = []
    get = last.get
    for d in diags:
        key = id(d)
        hit = get(key)
        if hit is None or hit[0] is not d or hit[1] != len(d.related):
            hit = (d, len(d.related), _plain(d, options))
        now[key] = hit
        out.append(hit[2])
    return out


def diagnostics(
    analysis: Analysis, options: DiagnosticOptions | None = None
) -> list[IdeDiagnostic]:
    global _last
    options = options or DiagnosticOptions()
    out: list[IdeDiagnostic] = []
    text = analysis.text
    annotated = options.expectations and analysis.expected_marks > 0
    shown = _last
    last = shown.converted if shown.severity == options.unregistered_severity else {}
    now: dict[int, tuple[Diagnostic, int, IdeDiagnostic]] = {}
    for number, chunk in enumerate(analysis.document.chunks):
        chunk_diags = chunk.diagnostics
        if options.unregistered_severity is None:
            chunk_diags = [d for d in chunk_diags if _keep(d, options)]
        # In an IR dump log: not the tool's own messages, nor symbols of the unprinted module.
        chunk_diags = dump_findings(analysis, number, chunk_diags)
        if annotated and not is_dump(chunk.text):  # a log's annotations are quoted text
            expectations = find_expectations(
                text, analysis.line_index, chunk.offset, chunk.offset + len(chunk.text)
            )
        else:
            expectations = []
        if not expectations:
            out.extend(_plain_all(chunk_diags, options, last, now))
            continue
        unchecked = unchecked_lines(chunk.parse.source_map, analysis.line_index, chunk.offset)
        report = check_expectations(chunk_diags, expectations, analysis.line_index, unchecked)
        for d in report.expected:
            out.append(
                IdeDiagnostic(
                    d.span,
                    "information",
                    f"expected {d.severity.label} produced: {d.message}",
                    d.code,
                    list(d.related),
                    d,
                )
            )
        out.extend(_plain(d, options) for d in report.unexpected)
        for exp in report.unchecked:
            out.append(
                IdeDiagnostic(
                    exp.span,
                    "information",
                    f'expected {exp.severity.label} "{exp.message}": not checked by mlir-ls '
                    "(the op's dialect is not described)",
                    "expected-unchecked",
                )
            )
        for exp in report.unmet:
            out.append(
                IdeDiagnostic(
                    exp.span,
                    "error",
                    f'expected {exp.severity.label} "{exp.message}" was not produced',
                    "expected",
                )
            )
    _last = _Shown(options.unregistered_severity, now)
    out.sort(key=_BY_SPAN)  # (a span is (start, end))
    return out


_BY_SPAN = attrgetter("span")


def is_unregistered_warning(diag: Diagnostic) -> bool:
    """An "unknown operation" warning: the one `unregistered-dialect-severity` governs.

    The error for a dialect upstream does not know, where unregistered dialects are not
    allowed (mlir-opt's rule, asked for by the RUN lines or the settings), stays an error.
    """
    return diag.code in UNREGISTERED_CODES and diag.severity is Severity.WARNING


def _keep(diag: Diagnostic, options: DiagnosticOptions) -> bool:
    return not is_unregistered_warning(diag) or options.unregistered_severity is not None


def _plain(diag: Diagnostic, options: DiagnosticOptions) -> IdeDiagnostic:
    severity = _FROM_FRONT_END[diag.severity]
    if is_unregistered_warning(diag) and options.unregistered_severity is not None:
        severity = options.unregistered_severity
    return IdeDiagnostic(diag.span, severity, diag.message, diag.code, list(diag.related), diag)
