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
from expected_support import expectation_problems
from mlir_ls.verify.check import analyze

#: (tests/data/difftest/, upstream's findings on bench/difftest.py's mutants, is checked
#: against what upstream reports of mlir-ls's findings: tests/verify/test_difftest_data.py.)
CHECK_FILES = sorted((DATA / "check").glob("*.mlir"))


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
    return expectation_problems(text, analysis, path.name)


@pytest.mark.parametrize("path", CHECK_FILES, ids=lambda p: p.name)
def test_check_file(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert run_flags(text), "every check file starts with a RUN line"
    assert format_problems(path, text) == []


def test_there_are_check_files() -> None:
    assert len(CHECK_FILES) >= 5
