"""Hover on types and attributes (issue 17): the innermost one under `$0`, its structure."""

from __future__ import annotations

import pytest

from mlir_ls.dialects.ods_import.tblgen import find_mlir_include
from mlir_ls.ide import hover
from mlir_ls.ide.type_hover import split_top_level, type_or_attribute_at

from .support import analyse, cursor
from .test_hover import check_hover

UPSTREAM_TD = pytest.mark.skipif(
    find_mlir_include(None) is None, reason="upstream .td files not installed"
)

ALIASES = """#enc = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
"""


def test_ranked_tensor_with_alias_expanded() -> None:
    md = check_hover(
        ALIASES
        + """func.func @f() -> tensor<4xf32, #enc> {
  %0 = arith.constant dense<1.0> : ⟦ten$0sor<4xf32, #enc>⟧
  return %0 : tensor<4xf32, #enc>
}""",
        "ranked tensor",
        "shape `4`, rank 1, 4 elements",
        "element type `f32` (32-bit float)",
        "encoding `#sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>`",
        "aliases expanded",
    )
    assert md.startswith("```mlir\ntensor<4xf32, #sparse_tensor.encoding<")


def test_plain_tensor_has_no_alias_note() -> None:
    md = check_hover(
        '"test.op"() : () -> ⟦tens$0or<4x?xi8>⟧\n',
        "shape `4x?`, rank 2, 1 dynamic dimension",
        "element type `i8` (8-bit signless integer)",
    )
    assert "aliases expanded" not in md


def test_memref_layout_and_memory_space() -> None:
    check_hover(
        "func.func @f(%m: ⟦mem$0ref<4x4xf32, strided<[4, 1], offset: 2>, 3>⟧) {\n  return\n}\n",
        "memref",
        "16 elements",
        "layout `strided<[4, 1], offset: 2>`",
        "memory space `3`",
    )


def test_memref_affine_layout_in_canonical_form() -> None:
    check_hover(
        "func.func @f(%m: ⟦mem$0ref<4x4xf32, affine_map<(d0, d1) -> (d1 + 0, d0 * 1)>>⟧) {\n"
        "  return\n}\n",
        "layout `affine_map<(d0, d1) -> (d1, d0)>`",
    )


def test_inline_affine_map_canonical_form() -> None:
    md = check_hover(
        '"test.op"() {m = ⟦affine_map<(d0, d1)[s0] -> (d0 + $0d1 * 2 + 3 - 3, s0)>⟧} : () -> ()\n',
        "affine map",
        "2 dimensions, 1 symbol, 2 results",
    )
    assert md.startswith("```mlir\naffine_map<(d0, d1)[s0] -> (d0 + d1 * 2, s0)>\n```")


def test_identity_map() -> None:
    check_hover(
        '"test.op"() {m = affine_map<(d0$0) -> (d0)>} : () -> ()\n',
        "identity map",
    )


@UPSTREAM_TD
def test_gpu_dialect_enum_attribute_with_its_description_and_cases() -> None:
    check_hover(
        'gpu.module @k {\n  "test.op"() {s = ⟦#gpu.address_$0space<workgroup>⟧} : () -> ()\n}\n',
        "`gpu` dialect attribute `address_space`",
        "GPU address space (`GPU_AddressSpaceAttr`)",
        "value `workgroup` (one of `global`, `workgroup`, `private`)",
    )


def test_llvm_dialect_attribute() -> None:
    check_hover(
        "llvm.func internal @f() attributes {x = ⟦#llvm.link$0age<internal>⟧} {\n"
        "  llvm.return\n}\n",
        "`llvm` dialect attribute `linkage`",
        "value `internal` (one of `external`, ",
    )


@UPSTREAM_TD
def test_llvm_dialect_type_parameters_named_and_documented() -> None:
    check_hover(
        "llvm.func @f(%p: ⟦!llvm.p$0tr<1>⟧) {\n  llvm.return\n}\n",
        "`llvm` dialect type `ptr`",
        "Pointers are optionally parameterized by the address space.",
        "1 parameter:\n- `addressSpace`: `1`",
    )


def test_dialect_attribute_with_one_dictionary_lists_its_entries() -> None:
    check_hover(
        '"test.op"() {e = ⟦#ttg.blo$0cked<{sizePerThread = [1, 4], order = [1, 0]}>⟧} : () -> ()\n',
        "`ttg` dialect attribute `blocked`",
        "2 entries:\n- `sizePerThread = [1, 4]`\n- `order = [1, 0]`",
    )


def test_dense_splat() -> None:
    check_hover(
        "%0 = arith.constant ⟦den$0se<2.5> : tensor<2x3xf32>⟧\n",
        "dense elements literal",
        "element type `f32`, shape `2x3`, rank 2, 6 elements",
        "splat of `2.500000e+00`",
    )


def test_dense_count() -> None:
    check_hover(
        "%0 = arith.constant ⟦dense<[1, $02, 3]> : vector<3xi32>⟧\n",
        "3 elements",
        "3 values written",
    )


def test_innermost_wins() -> None:
    # The element type of the dense literal's type, not the literal.
    check_hover(
        "%0 = arith.constant dense<1> : tensor<2x⟦i$064⟧>\n",
        "64-bit signless integer",
    )


def test_typed_integer_attribute() -> None:
    check_hover('"test.op"() {v = ⟦4$02 : i16⟧} : () -> ()\n', "integer `42` of type `i16`")


def test_trailing_result_type() -> None:
    check_hover(
        "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : ⟦i3$02⟧\n  return %0 : i32\n}\n",
        "32-bit signless integer",
    )


def test_nothing_on_operand_index_or_punctuation() -> None:
    analysis, fx = analyse("%0 = memref.load %m[%c$0] : memref<4xf32>\n")
    assert type_or_attribute_at(analysis, cursor(fx)) is None
    analysis, fx = analyse('"test.op"(){$0v = 1} : () -> ()\n')
    assert type_or_attribute_at(analysis, cursor(fx)) is None


def test_broken_type_answers_nothing_and_never_raises() -> None:
    analysis, fx = analyse('"test.op"() : () -> tensor<4x$0\n')
    assert hover(analysis, cursor(fx)) is None


def test_split_top_level() -> None:
    assert split_top_level('a, b<c, d>, "e,f", (x) -> (y)') == [
        "a",
        "b<c, d>",
        '"e,f"',
        "(x) -> (y)",
    ]


def _hover_at(src: str) -> str:
    analysis, fx = analyse(src)
    found = hover(analysis, cursor(fx))
    assert found is not None
    return found.markdown


def test_deep_inside_a_long_dense_literal() -> None:
    values = ", ".join(str(i % 97) for i in range(3000))
    cut = values.index(", 5", 9000)  # more than 9,000 characters into the literal
    src = (
        "func.func @f() {\n  %0 = arith.constant dense<["
        + values[:cut]
        + "$0"
        + values[cut:]
        + "]> : tensor<3000xi32>\n  return\n}\n"
    )
    md = _hover_at(src)
    assert "dense elements literal" in md and "element type `i32`, shape `3000`" in md
    assert "characters long (first 1,000 shown)" in md
    # Written over 3,000 lines, the cursor on the last one.
    lines = ",\n      ".join(str(i) for i in range(3000))
    md = _hover_at(
        "func.func @f() {\n  %0 = arith.constant dense<["
        + lines.replace("2999", "29$099")
        + "]> : tensor<3000xi32>\n  return\n}\n"
    )
    assert "element type `i32`, shape `3000`" in md


def test_the_element_under_the_cursor_in_a_dense_literal() -> None:
    rows = ",\n      ".join(
        "[" + ", ".join(str(i * 8 + j) for j in range(8)) + "]" for i in range(2000)
    )
    src = (
        "func.func @f() {\n  %0 = arith.constant dense<[\n      "
        + rows.replace("[15992, 15993", "[15992, 159$093")
        + "]> : tensor<2000x8xi32>\n  return\n}\n"
    )
    md = _hover_at(src)
    assert "element `[1999, 1]` = `15993`" in md
    # More than 100 elements print in hex (as mlir-opt prints them): shown as written.
    assert md.startswith("```mlir\ndense<[ [0, 1, 2,") and "as written" in md
    # Complex elements count as one; a splat has no index.
    md = _hover_at(
        "%0 = arith.constant dense<[(1.0, 2.0), (3.0, $04.0)]> : tensor<2xcomplex<f32>>\n"
    )
    assert "element `[1]` = `4.0`" in md
    md = _hover_at("%0 = arith.constant dense<$07> : tensor<4xi32>\n")
    assert "element `" not in md and "splat of `7`" in md


def test_deep_inside_a_long_string() -> None:
    text = "x" * 5000 + "$0" + "y" * 4000
    md = _hover_at(f'func.func @f() attributes {{note = "{text}"}} {{\n  return\n}}\n')
    assert "string attribute, 9,000 bytes" in md


def test_alias_hover_shows_the_structure_of_its_value() -> None:
    src = """#map = affine_map<(d0, d1) -> (d0, d1)>
!t = tensor<8x?xf32>
func.func @f(%a: ⟦!$0t⟧) attributes {m = #map} {
  return
}
"""
    md = check_hover(src, "!t = tensor<8x?xf32>", "ranked tensor", "1 dynamic dimension")
    assert md.startswith("```mlir\n!t = ")
    check_hover(
        src.replace("⟦!$0t⟧", "!t").replace("{m = #map}", "{m = ⟦#m$0ap⟧}"),
        "#map = affine_map<(d0, d1) -> (d0, d1)>",
        "2 dimensions, 0 symbols, 2 results",
        "identity map",
    )


def test_array_and_dictionary_attributes_as_entry_values() -> None:
    check_hover('"test.op"() {a = ⟦[[1, 2], [3$0]]⟧} : () -> ()\n', "array attribute, 2 elements")
    check_hover(
        '"test.op"() {a = ⟦{b$0 = 1, c}⟧} : () -> ()\n',
        "dictionary attribute, 2 entries: `b`, `c`",
    )
    # In a dense literal the `[` is the literal's: the literal answers.
    check_hover(
        "%0 = arith.constant ⟦dense<[1, $02]> : tensor<2xi32>⟧\n",
        "dense elements literal",
        "element `[1]` = `2`",
    )
