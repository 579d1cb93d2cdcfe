"""`expected-error|warning|remark|note` annotations, checked as mlir-opt's
`--verify-diagnostics` checks them (SourceMgrDiagnosticVerifierHandler).

annotation ::= `expected-` severity (`-re`)? ` `* (`@` (`+`N | `-`N | `above` | `below` | `unknown`))? ` `* `{{` message `}}`

A diagnostic is expected when an annotation of the same chunk names its line
and severity and its message contains the annotation's text (for `-re`, the
`{{...}}` parts inside the text are regular expressions). `@above`/`@below`
skip lines that hold annotations themselves. One annotation may match several
diagnostics.

Ops that mlir-ls reads without knowing their syntax (dialects it does not
describe: the tolerant parse) cannot produce their dialect's diagnostics: an
annotation on such an op's line that nothing matched is "not checked by
mlir-ls" (`ExpectationReport.unchecked`), not unmet, and mlir-ls's own
"unknown operation" warning is never unexpected.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mlir_ls.ir.source_map import SourceMap
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
    #: Annotations nothing satisfied on lines of ops mlir-ls cannot check.
    unchecked: list[Expectation] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.unexpected and not self.unmet


#: Diagnostic codes that say mlir-ls did not check something; never "unexpected".
NOT_CHECKED_CODES = frozenset({"unknown-op"})


def unchecked_lines(source_map: SourceMap, index: LineIndex, offset: int = 0) -> frozenset[int]:
    """The lines (0-based, in the document) of ops that mlir-ls read without checking them.

    Those are ops parsed tolerantly (custom syntax of a dialect mlir-ls does not
    describe, `op.custom` without a spec); lines of ops nested in their regions
    do not count unless they are such ops too. `offset`: the chunk's start.
    """
    # A line belongs to the op that starts last among those on it. Ops nest, so one sweep
    # with a stack of the ops still open gives every line its op (writing each op's lines
    # in turn took time quadratic in the nesting).
    out: set[int] = set()
    stack: list[tuple[int, bool]] = []  # (last line, unchecked) of the open ops
    line = 0  # the first line not given an op yet

    def fill(upto: int) -> None:
        nonlocal line
        while line < upto:
            while stack and stack[-1][0] < line:
                stack.pop()
            if not stack:
                line = upto
                return
            last, unchecked = stack[-1]
            end = min(upto, last + 1)
            if unchecked:
                out.update(range(line, end))
            line = end

    for loc in sorted(source_map.operations, key=lambda o: o.start):
        first = index.line_of(loc.start + offset)
        last = index.line_of(max(loc.start, loc.end - 1) + offset)
        fill(first)
        line = min(line, first)  # the op's first line is its own (it starts later)
        stack.append((last, bool(loc.op.custom and loc.op.spec is None)))
    fill(max((last for last, _ in stack), default=-1) + 1)
    return frozenset(out)


def flatten_notes(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """Diagnostics with their related notes as separate `note` diagnostics (as mlir-opt emits them)."""
    out: list[Diagnostic] = []
    for diag in diagnostics:
        out.append(diag)
        out.extend(Diagnostic(r.span, Severity.NOTE, r.message, diag.code) for r in diag.related)
    return out


def check_expectations(
    diagnostics: list[Diagnostic],
    expectations: list[Expectation],
    index: LineIndex,
    unchecked: frozenset[int] = frozenset(),
) -> ExpectationReport:
    """Match diagnostics and annotations; `unchecked`: lines from `unchecked_lines`."""
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
        elif diag.severity != Severity.NOTE and diag.code not in NOT_CHECKED_CODES:
            unexpected.append(diag)
        # Unexpected notes are tolerated unless a note annotation exists on that line.
    unmet: list[Expectation] = []
    not_checked: list[Expectation] = []
    for exp in expectations:
        if not exp.matched:
            (not_checked if exp.line in unchecked else unmet).append(exp)
    return ExpectationReport(expected, unexpected, unmet, not_checked)


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
