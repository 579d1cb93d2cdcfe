"""Hover: inline cases check key phrases; tests/data/ide/hover/*.mlir are full snapshots.

A snapshot case is a .mlir file with one `$0`; the expected Markdown is in the
sibling .md file. `MLIR_LS_UPDATE_SNAPSHOTS=1 pytest tests/ide` rewrites them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from conftest import DATA
from mlir_ls.ide import hover

from .support import analyse, cursor

HOVER_CASES = sorted((DATA / "ide" / "hover").glob("*.mlir"))


def check_hover(src: str, *expected: str) -> str:
    """Hover at `$0` shows each of `expected`; its range is the `⟦...⟧` range when marked."""
    analysis, fx = analyse(src)
    found = hover(analysis, cursor(fx))
    assert found is not None, "no hover"
    for phrase in expected:
        assert phrase in found.markdown, (phrase, found.markdown)
    if fx.ranges:
        assert [found.span] == fx.ranges
    return found.markdown


def test_value() -> None:
    check_hover(
        """func.func @f(%a: i32) -> i32 {
  ⟦%$00⟧ = "test.op"(%a) : (i32) -> i32
  "test.use"(%0, %0) : (i32, i32) -> ()
  return %0 : i32
}""",
        "%0 : i32",
        "result #0 of `test.op`",
        "3 uses",
    )


def test_result_group_use() -> None:
    check_hover(
        """func.func @f() {
  %0:2 = "test.two"() : () -> (i32, f32)
  "test.use"(⟦%0#$01⟧) : (f32) -> ()
  return
}""",
        "%0#1 : f32",
        "result #1 of `test.two`",
        "1 use",
    )


def test_block_argument() -> None:
    check_hover(
        """func.func @f(%c: i1) {
  "cf.br"()[^bb1] : () -> ()
^bb1:
  "cf.br"(%c)[^bb2] : (i1) -> ()
^bb2(%$0x: i1):
  return
}""",
        "%x : i1",
        "argument #0 of block ^bb2 in `func.func @f`",
    )


def test_function_argument() -> None:
    check_hover(
        "func.func @f(%$0a: i32) {\n  return\n}\n",
        "argument #0 of the entry block of `func.func @f`",
    )


def test_block() -> None:
    check_hover(
        """func.func @f(%c: i1) {
  "cf.br"()[^bb1] : () -> ()
^bb1:
  "cf.br"(%c)[^bb2] : (i1) -> ()
^b$0b2(%x: i1):
  "cf.br"(%x)[^bb2] : (i1) -> ()
}""",
        "^bb2(%x: i1)",
        "block #2",
        "predecessors: ^bb1, ^bb2",
        "successors: ^bb2",
    )


def test_registered_operation() -> None:
    check_hover(
        "func.func @f() {\n  ⟦ret$0urn⟧\n}\n", "func.return", "`func` dialect", "return operation"
    )


def test_unregistered_operation() -> None:
    check_hover(
        'func.func @f() {\n  "test.o$0p"() : () -> ()\n  return\n}\n',
        "test.op",
        "unregistered operation of dialect `test`",
    )


def test_symbol_reference_shows_signature() -> None:
    check_hover(
        """func.func private @g(%x: i32) -> (i32 {test.attr})
func.func @f(%a: i32) -> i32 {
  %r = func.call @$0g(%a) : (i32) -> i32
  return %r : i32
}""",
        "func.func private @g(%x: i32) -> (i32 {test.attr})",
    )


def test_attribute_alias_expanded() -> None:
    check_hover(
        """#map = affine_map<(d0, d1) -> (d1, d0)>
func.func @f() {
  "test.op"() {m = #m$0ap} : () -> ()
  return
}""",
        "#map = affine_map<(d0, d1) -> (d1, d0)>",
    )


def test_type_alias_expanded() -> None:
    check_hover("!t = tensor<4xf32>\nfunc.func private @f(!$0t)\n", "!t = tensor<4xf32>")


def test_location() -> None:
    check_hover(
        'func.func @f() {\n  "test.op"() : () -> () loc("a.mlir":3:$04)\n  return\n}\n',
        "a.mlir:3:4",
    )


def test_hover_in_broken_document() -> None:
    check_hover(
        """func.func @f(%a: i32) -> i32 {
  %0 = "test.op"(%a) : (i32) -> i32
  %1 = this is not mlir ) ]
  return %$00 : i32
}""",
        "%0 : i32",
    )


def test_nothing() -> None:
    analysis, fx = analyse("// just a comment$0\n")
    assert hover(analysis, cursor(fx)) is None


@pytest.mark.parametrize("path", HOVER_CASES, ids=lambda p: p.name)
def test_hover_snapshot(path: Path) -> None:
    analysis, fx = analyse(path.read_text(encoding="utf-8"))
    found = hover(analysis, cursor(fx))
    actual = (found.markdown if found is not None else "(no hover)") + "\n"
    expected_path = path.with_suffix(".md")
    if os.environ.get("MLIR_LS_UPDATE_SNAPSHOTS"):
        expected_path.write_text(actual, encoding="utf-8")
    assert expected_path.exists(), (
        f"{expected_path.name} missing: run with MLIR_LS_UPDATE_SNAPSHOTS=1"
    )
    assert actual == expected_path.read_text(encoding="utf-8")
