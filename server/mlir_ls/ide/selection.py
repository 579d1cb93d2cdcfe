"""Selection ranges (expand selection) from the tree-sitter tree."""

from __future__ import annotations

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.syntax import ancestors, node_at
from mlir_ls.text.span import Span


def selection_ranges(analysis: Analysis, offsets: list[int]) -> list[list[Span]]:
    """For each offset, the spans of the enclosing syntax nodes, innermost first."""
    tree = analysis.tree
    bytemap = analysis.bytemap
    out: list[list[Span]] = []
    for offset in offsets:
        chain: list[Span] = []
        for current in ancestors(tree, node_at(tree, bytemap.to_byte(offset))):
            span = Span(bytemap.to_char(current.start_byte), bytemap.to_char(current.end_byte))
            if (not chain or span != chain[-1]) and span.start <= offset <= span.end:
                chain.append(span)
        whole = Span(0, len(analysis.text))
        if not chain or chain[-1] != whole:
            chain.append(whole)
        out.append(chain)
    return out
