"""Data-driven dialect tests: tests/data/dialects/*.mlir (same rules as tests/data/check)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import DATA
from test_check_data import format_problems, run_flags

FILES = sorted((DATA / "dialects").glob("*.mlir"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_dialect_file(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert run_flags(text), "every dialect test file starts with a RUN line"
    assert format_problems(path, text) == []


def test_there_are_dialect_files() -> None:
    assert FILES
