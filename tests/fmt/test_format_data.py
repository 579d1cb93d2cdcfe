"""Data-driven formatter tests: tests/data/fmt/*.mlir against `NAME.formatted` snapshots.

Every case is also checked for the formatter's invariants: idempotence, every
comment kept, and the same generic IR before and after. Regenerate the
snapshots with MLIR_LS_UPDATE_SNAPSHOTS=1.
"""

from __future__ import annotations

import io
import os
from collections import Counter
from pathlib import Path

import pytest

from conftest import DATA
from mlir_ls.cli import main
from mlir_ls.dialects import default_registry
from mlir_ls.fmt.formatter import format_text
from mlir_ls.parser import ParseOptions, parse
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_operation
from mlir_ls.syntax.lexer import tokenize
from mlir_ls.text.split import split_chunks

FILES = sorted((DATA / "fmt").glob("*.mlir"))
UPDATE = bool(os.environ.get("MLIR_LS_UPDATE_SNAPSHOTS"))


def comments(text: str) -> Counter[str]:
    return Counter(t.text.rstrip() for t in tokenize(text) if t.kind == "comment")


def generic_chunks(text: str) -> list[str]:
    out = []
    for chunk in split_chunks(text, "// -----").chunks:
        result = parse(chunk.text, default_registry(), ParseOptions(allow_unregistered=True))
        assert not result.has_errors
        out.append(print_operation(result.module, PrintOptions(generic=True, local_scope=True)))
    return out


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_format(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    result = format_text(text)
    assert result.ok
    assert result.fallbacks == 0
    snapshot = path.with_suffix(".formatted")
    if UPDATE or not snapshot.exists():
        snapshot.write_text(result.text, encoding="utf-8")
    assert result.text == snapshot.read_text(encoding="utf-8")
    assert format_text(result.text).text == result.text, "not idempotent"
    assert comments(result.text) == comments(text), "a comment was dropped"
    assert generic_chunks(result.text) == generic_chunks(text), "the IR changed"


def test_names_comments_and_blank_lines_kept() -> None:
    text = (DATA / "fmt" / "comments_and_names.mlir").read_text(encoding="utf-8")
    out = format_text(text).text
    assert "%sum = arith.addi %a, %b : i32   // trailing" in out
    assert "^exit(%x: i32): // label comment" in out
    assert "\n\n\n" not in out
    assert "#map0 = affine_map<(d0) -> (d0 + 1)>" in out


def test_syntax_errors_leave_the_text_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.mlir"
    source = "func.func @f( {\n  return\n}\n"
    bad.write_text(source, encoding="utf-8")
    assert main(["format", "-i", str(bad)]) == 1
    assert bad.read_text(encoding="utf-8") == source
    err = capsys.readouterr().err
    assert "error:" in err and "not formatted" in err


def test_check_and_diff(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "x.mlir"
    path.write_text("func.func private @f(%a : i32)\n", encoding="utf-8")
    path.write_text("func.func private @f(i32)   \n\n\n", encoding="utf-8")
    assert main(["format", "--check", str(path)]) == 1
    assert "Would reformat: " in capsys.readouterr().err
    assert main(["format", "--check", "--diff", str(path)]) == 1
    assert "+func.func private @f(i32)" in capsys.readouterr().out
    assert main(["format", "-i", str(path)]) == 0
    assert path.read_text(encoding="utf-8") == "func.func private @f(i32)\n"
    assert main(["format", "--check", str(path)]) == 0


def test_stdin_to_stdout(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO('"test.op"()   : () -> ()\n'))
    assert main(["format", "-"]) == 0
    assert capsys.readouterr().out == '"test.op"() : () -> ()\n'


def test_range_formats_only_overlapping_ops() -> None:
    text = '"a.op"()   : () -> ()\n"b.op"()   : () -> ()\n'
    out = format_text(text, line_range=(2, 2)).text
    assert out == '"a.op"()   : () -> ()\n"b.op"() : () -> ()\n'
