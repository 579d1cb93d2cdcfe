"""Definition, references and highlight: `$0` is the cursor, `⟦...⟧` the expected ranges."""

from __future__ import annotations

from mlir_ls.ide import definition, highlights, references
from mlir_ls.ide.navigation import FileTarget

from .support import analyse, cursor


def check_definition(src: str) -> None:
    """The single `⟦...⟧` range is where the thing under `$0` is defined."""
    analysis, fx = analyse(src)
    assert definition(analysis, cursor(fx)) == fx.ranges


def check_references(src: str, at_least: bool = False) -> None:
    """The `⟦...⟧` ranges are all occurrences (definition included) of the thing under `$0`.

    With `at_least`, other occurrences may be found too (error recovery may keep more).
    """
    analysis, fx = analyse(src)
    found = references(analysis, cursor(fx))
    if at_least:
        assert set(fx.ranges) <= set(found)
        return
    assert found == fx.ranges
    assert [h.span for h in highlights(analysis, cursor(fx))] == fx.ranges


def test_value_definition() -> None:
    check_definition(
        """func.func @f(⟦%arg0⟧: i32) -> i32 {
  return %ar$0g0 : i32
}"""
    )


def test_value_definition_from_result_number() -> None:
    check_definition(
        """func.func @f() {
  ⟦%0⟧:2 = "test.two"() : () -> (i32, i32)
  "test.use"(%0#$01) : (i32) -> ()
  return
}"""
    )


def test_value_references_cover_every_result_number() -> None:
    check_references(
        """func.func @f() {
  ⟦%$00⟧:2 = "test.two"() : () -> (i32, i32)
  "test.use"(⟦%0#0⟧, ⟦%0#1⟧) : (i32, i32) -> ()
  return
}"""
    )


def test_block_references() -> None:
    check_references(
        """func.func @f(%c: i1) {
  "cf.cond_br"(%c)[⟦^bb1⟧, ⟦^b$0b1⟧] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
⟦^bb1⟧:
  return
}"""
    )


def test_symbol_references_with_nested_reference() -> None:
    check_references(
        """module ⟦@m⟧ {
  func.func private @g()
  func.func @f() {
    "test.call"() {callee = ⟦@$0m⟧::@g} : () -> ()
    return
  }
}"""
    )


def test_nested_symbol_definition() -> None:
    check_definition(
        """module @outer {
  module @inner {
    func.func private ⟦@g⟧()
  }
  func.func @f() {
    "test.call"() {callee = @inner::@$0g} : () -> ()
    return
  }
}"""
    )


def test_call_definition() -> None:
    check_definition(
        """func.func private ⟦@callee⟧(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %r = func.call @cal$0lee(%a) : (i32) -> i32
  return %r : i32
}"""
    )


def test_alias_references() -> None:
    check_references(
        """⟦#map⟧ = affine_map<(d0) -> (d0)>
func.func @f() {
  "test.op"() {a = ⟦#ma$0p⟧, b = ⟦#map⟧} : () -> ()
  return
}"""
    )


def test_type_alias_definition() -> None:
    check_definition(
        """⟦!t⟧ = i32
func.func @f(%a: !$0t) {
  return
}"""
    )


def test_location_definition_names_the_file() -> None:
    analysis, fx = analyse(
        """func.func @f() {
  "test.op"() : () -> () loc("some/fi$0le.mlir":12:3)
  return
}"""
    )
    assert definition(analysis, cursor(fx)) == [FileTarget("some/file.mlir", 12, 3)]


def test_navigation_survives_errors() -> None:
    # Whether the broken op's `%a` is in the source map depends on how far it parsed.
    check_references(
        """func.func @f(⟦%a⟧: i32) -> i32 {
  %0 = "test.op"(⟦%a⟧) : (i32) -> i32
  %1 = "test.broken"(%a : ) garbage here
  return ⟦%$0a⟧ : i32
}""",
        at_least=True,
    )


def test_chunks_are_separate() -> None:
    check_references(
        """func.func @f(%a: i32) {
  return
}
// -----
func.func @g(⟦%a⟧: i32) {
  "test.use"(⟦%$0a⟧) : (i32) -> ()
  return
}"""
    )


def test_nothing_under_cursor() -> None:
    analysis, fx = analyse("func.func @f() {\n  return$0\n}\n")
    assert references(analysis, cursor(fx)) == []
