"""The `*-opt` bridge's findings as mlir-ls diagnostics, merged with mlir-ls's own.

A tool diagnostic `chunk.mlir:L:C: error: msg` is a point in the chunk; it becomes a range
over the token there (the op name for an op's diagnostic, since MLIR locates an op at its
name; the value for "use of value ..."; the annotation for "expected ... was not produced"),
with the tool's name as its code, and its notes (`prior use here`) as related information.

Merging, per chunk, follows one rule: the project's own tool decides what is an error in the
chunks it checked.

- accepted (exit status 0; under `--verify-diagnostics`: every annotation met, nothing
  unexpected): mlir-ls's own errors in that chunk are false and dropped; its warnings stay.
- "unknown operation" warnings are dropped from every chunk the tool answered for: the tool
  knows its project's dialects (and says so when it does not).
- rejected: the tool's diagnostics are added to mlir-ls's own, except those mlir-ls already
  reports (same line, same severity class, one message containing the other once the
  `unexpected error: ` prefix is set aside): mlir-ls's copy stays, with its finer range.
  mlir-ls's other errors stay too (upstream stops at the first parse error, mlir-ls does not).
- failed (missing, crashed, hung, garbage) or not run: mlir-ls's own diagnostics, unchanged.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol, TypeVar

from mlir_ls.ide.diagnostics import IdeDiagnostic, IdeSeverity
from mlir_ls.ide.opt_bridge import ChunkJob, ChunkRun, DocumentRun, ToolDiagnostic
from mlir_ls.syntax.lexer import match_token
from mlir_ls.text.diagnostics import Diagnostic, Related, Severity
from mlir_ls.text.line_index import LineIndex
from mlir_ls.text.span import Span

#: Codes of mlir-ls's own findings that a tool's answer makes moot: it knows its dialects.
MOOT_WHEN_CHECKED = frozenset({"unknown-op", "unregistered-dialect"})

_SEVERITY = {
    "error": Severity.ERROR,
    "warning": Severity.WARNING,
    "remark": Severity.REMARK,
    "note": Severity.NOTE,
}
_IDE_SEVERITY: dict[Severity, IdeSeverity] = {
    Severity.ERROR: "error",
    Severity.WARNING: "warning",
    Severity.REMARK: "information",
    Severity.NOTE: "hint",
}


# ---- positions -------------------------------------------------------------------------------


class ChunkPlaces:
    """Chunk-relative `line:col` (as the tool prints them) -> document ranges."""

    def __init__(self, job: ChunkJob) -> None:
        self.job = job
        self.index = LineIndex(job.text)

    def offset(self, line: int, col: int) -> int | None:
        if not 1 <= line <= self.index.line_count:
            return None
        return self.index.offset_of_mlir(line, max(col, 1))

    def span(self, line: int, col: int) -> Span:
        """The token at the point, in document offsets (the chunk's start if out of range)."""
        base = self.job.offset
        local = self.offset(line, col)
        if local is None:
            return Span(base, base)
        end = self.index.line_end(self.index.line_of(local))
        try:
            _, start, stop = match_token(self.job.text, local)
        except Exception:
            start, stop = local, local
        if start != local or stop > end:
            stop = local
        return Span(base + local, base + stop)


def tool_diagnostics(job: ChunkJob, run: ChunkRun | None, tool_name: str) -> list[Diagnostic]:
    """The tool's findings on one chunk as front-end diagnostics in document offsets."""
    if run is None or not run.diagnostics:
        return []
    places = ChunkPlaces(job)
    out: list[Diagnostic] = []
    for diag in run.diagnostics:
        span, message = _place(places, diag)
        related = [Related(*_place(places, note)) for note in diag.notes]
        out.append(Diagnostic(span, _SEVERITY[diag.severity], message, tool_name, related))
    return out


def _place(places: ChunkPlaces, diag: ToolDiagnostic) -> tuple[Span, str]:
    if diag.file is not None:
        # Located in another file (a `loc("x.py":3:4)` in the IR): shown at the chunk's start.
        return places.span(0, 0), f"{diag.file}:{diag.line}:{diag.col}: {diag.message}"
    if diag.line <= 0:
        return places.span(0, 0), diag.message
    return places.span(diag.line, diag.col), diag.message


# ---- merging ---------------------------------------------------------------------------------


class _Finding(Protocol):
    span: Span
    message: str
    code: str


D = TypeVar("D", bound=_Finding)

_UNEXPECTED = re.compile(r"^unexpected (?:error|warning|remark|note): ")


def _same(a: str, b: str) -> bool:
    a, b = _UNEXPECTED.sub("", a), _UNEXPECTED.sub("", b)
    return a == b or (len(a) > 8 and a in b) or (len(b) > 8 and b in a)


def merge_chunk(
    own: Sequence[D],
    tool: Sequence[D],
    run: ChunkRun | None,
    *,
    is_error: Callable[[D], bool],
    line_of: Callable[[int], int],
) -> list[D]:
    """One chunk's diagnostics: mlir-ls's own and the tool's, by the module's rule."""
    if run is None or run.status == "failed":
        return list(own)
    kept = [d for d in own if d.code not in MOOT_WHEN_CHECKED]
    if run.status == "accepted":
        kept = [d for d in kept if not is_error(d)]
    for found in tool:
        line = line_of(found.span.start)
        if any(
            line_of(o.span.start) == line
            and is_error(o) == is_error(found)
            and _same(o.message, found.message)
            for o in kept
        ):
            continue
        kept.append(found)
    kept.sort(key=lambda d: (d.span.start, d.span.end))
    return kept


def merge_document(
    own_by_chunk: Sequence[Sequence[Diagnostic]], doc: DocumentRun, text: str
) -> list[Diagnostic]:
    """Front-end diagnostics of a whole document (the CLI's), merged chunk by chunk."""
    index = LineIndex(text)
    out: list[Diagnostic] = []
    for own, job, run in zip(own_by_chunk, doc.jobs, doc.runs, strict=True):
        tool = tool_diagnostics(job, run, doc.tool.name)
        out.extend(
            merge_chunk(own, tool, run, is_error=lambda d: d.is_error, line_of=index.line_of)
        )
    return out


def merge_ide(own: Sequence[IdeDiagnostic], doc: DocumentRun, text: str) -> list[IdeDiagnostic]:
    """The editor's diagnostics of a document with the tool's answers merged in."""
    index = LineIndex(text)
    by_chunk = by_chunk_offset([job.offset for job in doc.jobs], own)
    out: list[IdeDiagnostic] = []
    for mine, job, run in zip(by_chunk, doc.jobs, doc.runs, strict=True):
        tool = [_ide(d, doc.tool.name) for d in tool_diagnostics(job, run, doc.tool.name)]
        out.extend(
            merge_chunk(
                mine, tool, run, is_error=lambda d: d.severity == "error", line_of=index.line_of
            )
        )
    out.sort(key=lambda d: (d.span.start, d.span.end))
    return out


def by_chunk_offset(bounds: Sequence[int], diags: Iterable[D]) -> list[list[D]]:
    """`diags` bucketed by the chunk (starting at the sorted `bounds`) holding their start;
    a diagnostic before the first chunk goes to the first."""
    out: list[list[D]] = [[] for _ in bounds]
    for diag in diags:
        out[max(0, bisect_right(bounds, diag.span.start) - 1)].append(diag)
    return out


def _ide(diag: Diagnostic, tool_name: str) -> IdeDiagnostic:
    found = IdeDiagnostic(
        diag.span, _IDE_SEVERITY[diag.severity], diag.message, diag.code, list(diag.related)
    )
    found.source = tool_name
    return found
