"""Parse + verify a whole document (chunk by chunk when split): the `check` pipeline."""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from mlir_ls.dialects import default_registry
from mlir_ls.gcpause import gc_paused
from mlir_ls.ir.spec import Registry
from mlir_ls.parser import ParseOptions, ParseResult, parse
from mlir_ls.syntax.tree import SyntaxTree
from mlir_ls.text.deep import deep
from mlir_ls.text.diagnostics import Diagnostic, Severity
from mlir_ls.text.span import Span
from mlir_ls.text.split import split_chunks
from mlir_ls.verify.upstream_view import upstream_diagnostics
from mlir_ls.verify.verifier import Verifier


@dataclass(slots=True)
class ChunkAnalysis:
    """One analysed chunk; `diagnostics` are in whole-document offsets."""

    offset: int
    text: str
    parse: ParseResult
    diagnostics: list[Diagnostic]


@dataclass(slots=True)
class DocumentAnalysis:
    text: str
    chunks: list[ChunkAnalysis]
    #: tree-sitter's tree of `text`, shared with the parser (built on first use).
    syntax: SyntaxTree | None = None

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [d for chunk in self.chunks for d in chunk.diagnostics]

    @property
    def has_errors(self) -> bool:
        return any(d.is_error for d in self.diagnostics)


@deep
def analyze(
    text: str,
    *,
    split_marker: str | None = None,
    allow_unregistered: bool = False,
    registry: Registry | None = None,
    strict: bool = False,
) -> DocumentAnalysis:
    """Parse and verify `text`; with `split_marker`, each chunk separately."""
    registry = registry or default_registry()
    options = ParseOptions(allow_unregistered=allow_unregistered, strict_progress=strict)
    chunks: list[ChunkAnalysis] = []
    syntax = SyntaxTree(text)
    with gc_paused():
        for chunk in split_chunks(text, split_marker).chunks:
            whole = syntax if len(chunk.text) == len(text) else None
            chunks.append(
                _analyze_chunk(chunk.offset, chunk.text, registry, options, strict, whole)
            )
    return DocumentAnalysis(text, chunks, syntax)


def _analyze_chunk(
    offset: int,
    text: str,
    registry: Registry,
    options: ParseOptions,
    strict: bool,
    syntax: SyntaxTree | None = None,
) -> ChunkAnalysis:
    result = parse(text, registry, options, syntax)
    # The verifier runs on whatever parsed: an editor wants every finding at once.
    return ChunkAnalysis(
        offset,
        text,
        result,
        chunk_diagnostics(offset, result, _verify_safely(result, registry, strict)),
    )


def chunk_diagnostics(
    offset: int, result: ParseResult, verified: list[Diagnostic]
) -> list[Diagnostic]:
    """A chunk's parse and verifier findings in source order, in whole-document offsets."""
    diagnostics = sorted([*result.diagnostics, *verified], key=_START)
    diagnostics = first_unknown_op_warnings(diagnostics)
    if offset:
        diagnostics = [d.shifted(offset) for d in diagnostics]
    return diagnostics


_START = attrgetter("span.start")


@deep
def upstream_findings(chunk: ChunkAnalysis, registry: Registry | None = None) -> list[Diagnostic]:
    """What upstream's `mlir-opt` reports of the chunk (`upstream_view`: its first parse
    error, or the verifier's first finding per isolated scope), in document offsets: what
    `--verify-diagnostics` compares annotations with."""
    try:
        found = upstream_diagnostics(chunk.parse, registry or default_registry())
    except Exception:  # never fail a request: the chunk's own findings then
        return chunk.diagnostics
    diagnostics = first_unknown_op_warnings(sorted(found, key=lambda d: d.span.start))
    return [d.shifted(chunk.offset) for d in diagnostics] if chunk.offset else diagnostics


def first_unknown_op_warnings(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """Keep one "unknown operation 'x.y'" warning per op name: the first (sorted input)."""
    seen: set[str] = set()
    kept: list[Diagnostic] = []
    for diag in diagnostics:
        if diag.code == "unknown-op":
            if diag.message in seen:
                continue
            seen.add(diag.message)
        kept.append(diag)
    return kept


def _verify_safely(result: ParseResult, registry: Registry, strict: bool) -> list[Diagnostic]:
    try:
        return Verifier(result.source_map, registry).verify(result.module)
    except Exception as exc:
        if strict:
            raise
        return [internal_verifier_error(exc)]


def internal_verifier_error(exc: Exception) -> Diagnostic:
    return Diagnostic(Span(0, 0), Severity.ERROR, f"internal verifier error: {exc!r}", "internal")
