"""The parser's line memos change nothing: analyses with and without them are identical.

Repeated one-line ops (generic tails, custom-form line shapes) are built from what
their first parse recorded (`parser/operations.py`, `parser/custom_memo.py`). For
every test input (and every corpus file when MLIR_CORPUS is set), the diagnostics,
the source map and the prints (generic and custom forms, which visit and print ops of one
`Operation.signature` once) must be the same with the memos turned off.
The inputs are also repeated with fresh SSA names, so that memo hits happen.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import DATA
from corpus_support import corpus_files, corpus_root
from mlir_ls.parser import operations
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_result
from mlir_ls.verify.check import analyze

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _inputs() -> Iterator[tuple[str, str, bool]]:
    """(id, text, split) of every input: test data, examples, corpus files."""
    for path in sorted([*DATA.rglob("*.mlir"), *EXAMPLES.glob("*.mlir")]):
        text = path.read_text(encoding="utf-8")
        yield str(path.relative_to(path.parents[1])), text, "// -----" in text
    root = corpus_root()
    if root is not None:
        for corpus_file in corpus_files(root):
            yield corpus_file.id, corpus_file.text(), corpus_file.split


def _with_repeated_lines(text: str) -> str:
    """Each op line also appears again right after itself, its results renamed."""
    out: list[str] = []
    for line in text.splitlines():
        out.append(line)
        m = re.match(
            r"(\s*)(%[\w$.\-]+(?::\d+)?(?:\s*,\s*%[\w$.\-]+(?::\d+)?)*)(\s*=\s*\S.*)$", line
        )
        if m and not line.rstrip().endswith(("{", "(", "[", ",")):
            renamed = re.sub(r"%([\w$.\-]+)", r"%\1_again", m.group(2))
            out.append(m.group(1) + renamed + m.group(3))
    return "\n".join(out) + "\n"


def _summary(text: str, split: bool) -> list[object]:
    analysis = analyze(text, split_marker="// -----" if split else None, allow_unregistered=True)
    summary: list[object] = []
    for chunk in analysis.chunks:
        sm = chunk.parse.source_map
        summary.append([(d.span, d.severity, d.message) for d in chunk.diagnostics])
        summary.append([(s, e) for s, e, _ in sm.value_defs])
        summary.append([(s, e) for s, e, _ in sm.value_uses])
        summary.append([(loc.name, loc.full, loc.op.name) for loc in sm.operations])
        summary.append([str(loc.op.location) for loc in sm.operations])
        summary.append([(s, e) for s, e, _ in sm.symbol_defs])
        summary.append([(str(u.attr), u.spans) for u in sm.symbol_uses])
        summary.append(list(sm.alias_uses))
        if not any(d.is_error for d in chunk.diagnostics):
            # both forms: the printer visits and prints ops of one signature once
            summary.append(print_result(chunk.parse, PrintOptions(generic=True)))
            summary.append(print_result(chunk.parse))
    return summary


def _same_without_memos(text: str, split: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    with_memos = _summary(text, split)
    monkeypatch.setattr(operations, "LINE_MEMOS", False)
    without = _summary(text, split)
    monkeypatch.setattr(operations, "LINE_MEMOS", True)
    assert with_memos == without


@pytest.mark.parametrize(
    "text,split", [pytest.param(text, split, id=name) for name, text, split in _inputs()]
)
def test_memos_change_nothing(text: str, split: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    _same_without_memos(text, split, monkeypatch)
    _same_without_memos(_with_repeated_lines(text), split, monkeypatch)
