"""Folding ranges: regions, split chunks, comment blocks, alias groups (0-based lines)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from mlir_ls.ide.analysis import Analysis

FoldKind = Literal["region", "comment", "imports"]


@dataclass(frozen=True, slots=True)
class FoldingRange:
    start_line: int
    end_line: int
    kind: FoldKind


def folding_ranges(analysis: Analysis) -> list[FoldingRange]:
    lines = analysis.line_index
    text = analysis.text
    out: list[FoldingRange] = []
    for chunk in analysis.document.chunks:
        for span in chunk.parse.source_map.regions:
            start = lines.line_of(chunk.offset + span.start)
            # Keep the closing `}` visible: fold up to the line before it.
            end = lines.line_of(chunk.offset + max(span.start, span.end - 1)) - 1
            if end > start:
                out.append(FoldingRange(start, end, "region"))
    chunks = analysis.document.chunks
    if len(chunks) > 1:
        for chunk in chunks:
            start = lines.line_of(chunk.offset)
            end = lines.line_of(chunk.offset + len(chunk.text)) - 1
            if end > start:
                out.append(FoldingRange(start, end, "region"))
    # Runs of comment lines and of alias definitions.
    run_kind: FoldKind | None = None
    run_start = 0
    for number in range(lines.line_count + 1):
        kind: FoldKind | None = None
        if number < lines.line_count:
            stripped = text[lines.line_start(number) : lines.line_end(number)].lstrip()
            if stripped.startswith("//") and not stripped.startswith("// -----"):
                kind = "comment"
            elif stripped[:1] in ("#", "!") and "=" in stripped:
                kind = "imports"
        if kind != run_kind:
            if run_kind is not None and number - 1 > run_start:
                out.append(FoldingRange(run_start, number - 1, run_kind))
            run_kind = kind
            run_start = number
    out.sort(key=lambda f: (f.start_line, -f.end_line))
    return out
