"""Checking `expected-*` annotations against an analysis, for the data-driven tests.

mlir-opt's `--verify-diagnostics` rules, chunk by chunk: every annotation must be
produced and nothing else reported.
"""

from __future__ import annotations

from mlir_ls.text.line_index import LineIndex
from mlir_ls.verify.check import DocumentAnalysis
from mlir_ls.verify.expected import check_expectations, find_expectations


def expectation_problems(text: str, analysis: DocumentAnalysis, name: str = "") -> list[str]:
    """One line per unexpected diagnostic and per annotation not produced (`name:` first)."""
    prefix = f"{name}:" if name else ""
    index = LineIndex(text)
    problems: list[str] = []
    for chunk in analysis.chunks:
        expectations = find_expectations(text, index, chunk.offset, chunk.offset + len(chunk.text))
        report = check_expectations(chunk.diagnostics, expectations, index)
        for diag in report.unexpected:
            line, col = index.mlir_line_col(diag.span.start)
            problems.append(
                f"{prefix}{line}:{col}: unexpected {diag.severity.label}: {diag.message}"
            )
        for exp in report.unmet:
            line = index.line_of(exp.span.start) + 1
            problems.append(
                f"{prefix}{line}: expected {exp.severity.label} not produced: {exp.message}"
            )
    return problems
