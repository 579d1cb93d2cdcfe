"""tests/data/difftest/*.mlir: minimised mutants of `bench/difftest.py`, annotated with
upstream's findings, checked the way `mlir-ls check --verify-diagnostics` checks a file:
against what upstream reports of mlir-ls's findings (`upstream_view`: the first parse
error, the verifier's first finding per isolated scope). Its `pending/` folder lists the
disagreements not fixed yet and is not checked."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import DATA
from mlir_ls.text.line_index import LineIndex
from mlir_ls.verify.check import analyze, upstream_findings
from mlir_ls.verify.expected import check_expectations, find_expectations

CASES = sorted((DATA / "difftest").glob("*.mlir"))


def problems(text: str) -> list[str]:
    flags = text.splitlines()[0].split() if text.startswith("// RUN:") else []
    analysis = analyze(
        text,
        split_marker="// -----" if "--split-input-file" in flags else None,
        allow_unregistered="--allow-unregistered-dialect" in flags,
        strict=True,
    )
    index = LineIndex(text)
    found: list[str] = []
    for chunk in analysis.chunks:
        expectations = find_expectations(text, index, chunk.offset, chunk.offset + len(chunk.text))
        report = check_expectations(upstream_findings(chunk), expectations, index)
        found += [
            f"{index.line_of(d.span.start) + 1}: unexpected: {d.message}" for d in report.unexpected
        ]
        found += [
            f"{index.line_of(e.span.start) + 1}: not produced: {e.message}" for e in report.unmet
        ]
    return found


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.name)
def test_difftest_case(path: Path) -> None:
    assert problems(path.read_text(encoding="utf-8")) == []


def test_there_are_difftest_cases() -> None:
    assert len(CASES) >= 5
