"""Rename and prepareRename: `⟦...⟧` marks every range the rename rewrites."""

from __future__ import annotations

import pytest

from mlir_ls.ide import RenameError, prepare_rename, rename

from .support import analyse, cursor


def check_rename(src: str, new_name: str, spelled: str) -> None:
    analysis, fx = analyse(src)
    edits = rename(analysis, cursor(fx), new_name)
    assert [e.span for e in edits] == fx.ranges
    assert {e.new_text for e in edits} == {spelled}


def check_refused(src: str, new_name: str, reason: str) -> None:
    analysis, fx = analyse(src)
    with pytest.raises(RenameError, match=reason):
        rename(analysis, cursor(fx), new_name)


def test_value_with_or_without_sigil() -> None:
    src = """func.func @f(⟦%a$0⟧: i32) -> i32 {
  return ⟦%a⟧ : i32
}"""
    check_rename(src, "total", "%total")
    check_rename(src, "%total", "%total")


def test_value_group_renames_only_the_name() -> None:
    check_rename(
        """func.func @f() {
  ⟦%0⟧:2 = "test.two"() : () -> (i32, i32)
  "test.use"(⟦%0⟧#1, ⟦%$00⟧#0) : (i32, i32) -> ()
  return
}""",
        "pair",
        "%pair",
    )


def test_block() -> None:
    check_rename(
        """func.func @f() {
  "cf.br"()[⟦^bb1⟧] : () -> ()
⟦^b$0b1⟧:
  return
}""",
        "exit",
        "^exit",
    )


def test_symbol_and_its_uses() -> None:
    check_rename(
        """func.func private ⟦@g⟧(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %r = func.call ⟦@$0g⟧(%a) : (i32) -> i32
  return %r : i32
}""",
        "@h",
        "@h",
    )


def test_alias() -> None:
    check_rename(
        """⟦#m$0ap⟧ = affine_map<(d0) -> (d0)>
"test.op"() {m = ⟦#map⟧} : () -> ()""",
        "id",
        "#id",
    )


def test_refuses_clashing_value() -> None:
    check_refused(
        """func.func @f(%a: i32, %b: i32) {
  "test.use"(%a$0) : (i32) -> ()
  return
}""",
        "b",
        "already defined",
    )


def test_refuses_clashing_symbol() -> None:
    check_refused("func.func private @f()\nfunc.func private @g$0()\n", "f", "already a symbol")


def test_refuses_invalid_names() -> None:
    src = "func.func @f(%a$0: i32) {\n  return\n}\n"
    check_refused(src, "a b", "not a valid SSA value name")
    check_refused("func.func @f$0()  {\n  return\n}\n", "9x", "not a valid symbol name")
    check_refused("#map$0 = affine_map<(d0) -> (d0)>\n", "!t", "wrong sigil")


def test_refuses_undefined() -> None:
    check_refused('"test.use"(%un$0defined) : (i32) -> ()\n', "x", "not defined")


def test_prepare_rename() -> None:
    analysis, fx = analyse(
        '%0:2 = "test.two"() : () -> (i32, i32)\n"test.use"(⟦%0⟧#$01) : (i32) -> ()\n'
    )
    found = prepare_rename(analysis, cursor(fx))
    assert [found.span] == fx.ranges
    assert found.placeholder == "%0"
    analysis, fx = analyse("// nothing$0 here\n")
    with pytest.raises(RenameError):
        prepare_rename(analysis, cursor(fx))
