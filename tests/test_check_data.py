"""Data-driven front-end tests: tests/data/check/*.mlir.

Each file starts with a `// RUN: mlir-ls check ...` line whose flags apply
(`--split-input-file`, `--allow-unregistered-dialect`). Its `expected-*`
annotations must be produced exactly (mlir-opt's `--verify-diagnostics`
rules), and chunks without annotations must give no diagnostics at all.
The parser runs with its progress guard in strict mode.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import DATA
from mlir_ls.text.line_index import LineIndex
from mlir_ls.verify.check import analyze
from mlir_ls.verify.expected import check_expectations, find_expectations

#: tests/data/difftest/: minimised mutants of bench/difftest.py (upstream's findings as
#: annotations); its `pending/` folder lists the disagreements not fixed yet, unchecked.
CHECK_FILES = sorted((DATA / "check").glob("*.mlir")) + sorted((DATA / "difftest").glob("*.mlir"))


def run_flags(text: str) -> list[str]:
    for line in text.splitlines()[:5]:
        if line.startswith("// RUN:"):
            return line.split()
    return []


def format_problems(path: Path, text: str) -> list[str]:
    flags = run_flags(text)
    analysis = analyze(
        text,
        split_marker="// -----" if "--split-input-file" in flags else None,
        allow_unregistered="--allow-unregistered-dialect" in flags,
        strict=True,
    )
    index = LineIndex(text)
    problems: list[str] = []
    for chunk in analysis.chunks:
        expectations = find_expectations(text, index, chunk.offset, chunk.offset + len(chunk.text))
        report = check_expectations(chunk.diagnostics, expectations, index)
        for diag in report.unexpected:
            line, col = index.mlir_line_col(diag.span.start)
            problems.append(
                f"{path.name}:{line}:{col}: unexpected {diag.severity.label}: {diag.message}"
            )
        for exp in report.unmet:
            line = index.line_of(exp.span.start) + 1
            problems.append(
                f"{path.name}:{line}: expected {exp.severity.label} not produced: {exp.message}"
            )
    return problems


@pytest.mark.parametrize("path", CHECK_FILES, ids=lambda p: p.name)
def test_check_file(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert run_flags(text), "every check file starts with a RUN line"
    assert format_problems(path, text) == []


def test_there_are_check_files() -> None:
    assert len(CHECK_FILES) >= 5
