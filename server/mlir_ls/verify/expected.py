"""`expected-error|warning|remark|note` annotations, checked as mlir-opt's
`--verify-diagnostics` checks them (SourceMgrDiagnosticVerifierHandler).

annotation ::= `expected-` severity (`-re`)? ` `* (`@` (`+`N | `-`N | `above` | `below` | `unknown`))? ` `* `{{` message `}}`

A diagnostic is expected when an annotation of the same chunk names its line
and severity and its message contains the annotation's text (for `-re`, the
`{{...}}` parts inside the text are regular expressions). `@above`/`@below`
skip lines that hold annotations themselves. One annotation may match several
diagnostics.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mlir_ls.text.diagnostics import Diagnostic, Related, Severity
from mlir_ls.text.line_index import LineIndex
from mlir_ls.text.span import Span

_ANNOTATION = re.compile(
    r"expected-(?P<sev>error|warning|remark|note)(?P<re>-re)? *"
    r"(?:@(?P<where>[+-][0-9]+|above|below|unknown))? *\{\{(?P<msg>.*)\}\}"
)
_SEVERITIES = {
    "error": Severity.ERROR,
    "warning": Severity.WARNING,
    "remark": Severity.REMARK,
    "note": Severity.NOTE,
}


@dataclass(slots=True)
class Expectation:
    severity: Severity
    message: str
    is_regex: bool
    line: int | None  # 0-based target line; None for @unknown
    span: Span  # the annotation text
    matched: bool = False
    pattern: re.Pattern[str] | None = field(default=None)

    def matches(self, message: str) -> bool:
        if self.is_regex:
            if self.pattern is None:
                self.pattern = _compile_regex_annotation(self.message)
            return self.pattern.search(message) is not None
        return self.message in message


def _compile_regex_annotation(text: str) -> re.Pattern[str]:
    parts: list[str] = []
    pos = 0
    while True:
        start = text.find("{{", pos)
        if start == -1:
            parts.append(re.escape(text[pos:]))
            break
        end = text.find("}}", start + 2)
        if end == -1:
            parts.append(re.escape(text[pos:]))
            break
        parts.append(re.escape(text[pos:start]))
        parts.append("(?:" + text[start + 2 : end] + ")")
        pos = end + 2
    try:
        return re.compile("".join(parts))
    except re.error:
        return re.compile(re.escape(text))


def find_expectations(
    text: str, index: LineIndex, start: int = 0, end: int | None = None
) -> list[Expectation]:
    """The annotations in `text[start:end]` (whole-document offsets)."""
    end = len(text) if end is None else end
    found: list[tuple[int, re.Match[str]]] = []
    for m in _ANNOTATION.finditer(text, start, end):
        line = index.line_of(m.start())
        line_text = index.line_text(line)
        if "//" not in line_text[: m.start() - index.line_start(line)]:
            continue
        found.append((line, m))
    annotated = {line for line, _ in found}
    expectations: list[Expectation] = []
    for line, m in found:
        where = m.group("where")
        target: int | None = line
        if where == "unknown":
            target = None
        elif where == "above":
            target = line - 1
            while target in annotated:
                target -= 1
        elif where == "below":
            target = line + 1
            while target in annotated:
                target += 1
        elif where:
            target = line + int(where)
        expectations.append(
            Expectation(
                _SEVERITIES[m.group("sev")],
                m.group("msg"),
                m.group("re") is not None,
                target,
                Span(m.start(), m.end()),
            )
        )
    return expectations


@dataclass(slots=True)
class ExpectationReport:
    expected: list[Diagnostic]  # diagnostics an annotation asked for
    unexpected: list[Diagnostic]  # diagnostics no annotation asked for
    unmet: list[Expectation]  # annotations no diagnostic satisfied

    @property
    def ok(self) -> bool:
        return not self.unexpected and not self.unmet


def flatten_notes(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """Diagnostics with their related notes as separate `note` diagnostics (as mlir-opt emits them)."""
    out: list[Diagnostic] = []
    for diag in diagnostics:
        out.append(diag)
        out.extend(Diagnostic(r.span, Severity.NOTE, r.message, diag.code) for r in diag.related)
    return out


def check_expectations(
    diagnostics: list[Diagnostic], expectations: list[Expectation], index: LineIndex
) -> ExpectationReport:
    expected: list[Diagnostic] = []
    unexpected: list[Diagnostic] = []
    for diag in flatten_notes(diagnostics):
        line = index.line_of(diag.span.start)
        hit = False
        for exp in expectations:
            if exp.severity == diag.severity and exp.line == line and exp.matches(diag.message):
                exp.matched = True
                hit = True
        if hit:
            expected.append(diag)
        elif diag.severity != Severity.NOTE:
            unexpected.append(diag)
        # Unexpected notes are tolerated unless a note annotation exists on that line.
    unmet = [exp for exp in expectations if not exp.matched]
    return ExpectationReport(expected, unexpected, unmet)


def unmet_diagnostic(exp: Expectation) -> Diagnostic:
    kind = exp.severity.label
    return Diagnostic(
        exp.span, Severity.ERROR, f'expected {kind} "{exp.message}" was not produced', "expected"
    )


def unexpected_diagnostic(diag: Diagnostic) -> Diagnostic:
    return Diagnostic(
        diag.span,
        Severity.ERROR,
        f"unexpected {diag.severity.label}: {diag.message}",
        diag.code,
        [Related(r.span, r.message) for r in diag.related],
    )
