"""Printer details checked line by line against upstream's prints (mlir-oracle).

Each case parses a snippet and asserts that the print contains the lines
upstream prints for it, for parts whose surrounding ops mlir-ls does not yet
print exactly (so a whole-file snapshot would not match upstream).
"""

from __future__ import annotations

import pytest

from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.attrs import one_line
from mlir_ls.printer.document import print_text
from mlir_ls.printer.module import print_result
from mlir_ls.verify.check import analyze

GENERIC_BODY = """\
#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %d: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%d : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

ELEMENTWISE = """\
func.func @f(%a: memref<4x8xf32>, %i: memref<4xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<reciprocal>
      ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned>
      ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  return
}
"""


def _print(text: str, generic: bool = False) -> str:
    printed, _chunks, failed = print_text(
        text, generic=generic, local_scope=False, split_marker=None, allow_unregistered=False
    )
    assert not failed
    return printed


def test_linalg_generic_block_arguments_are_named_in_and_out() -> None:
    printed = _print(GENERIC_BODY)
    assert "  ^bb0(%in: f32, %in_0: f32, %out: f32):\n" in printed
    assert "    %1 = arith.addf %in, %in_0 : f32\n" in printed
    # the generic form ignores the hints
    assert "^bb0(%arg3: f32, %arg4: f32, %arg5: f32):" in _print(GENERIC_BODY, generic=True)


def test_elementwise_bodies_in_generic_form() -> None:
    printed = _print(ELEMENTWISE, generic=True)
    for line in (
        "    ^bb0(%arg5: f32, %arg6: f32):",
        '      %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32',
        '      %2 = "arith.divf"(%1, %arg5) <{fastmath = #arith.fastmath<none>}>'
        " : (f32, f32) -> f32",
        "    ^bb0(%arg2: i32, %arg3: i32, %arg4: i32):",
        '      %0 = "arith.maxui"(%arg2, %arg3) : (i32, i32) -> i32',
        '      "linalg.yield"(%0) : (i32) -> ()',
    ):
        assert line + "\n" in printed, line


def test_implicit_bodies_are_removed_after_printing() -> None:
    text = "func.func @f(%a: memref<4xf32>, %f: f32) {\n  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)\n  return\n}\n"
    first = _print(text, generic=True)
    assert '"linalg.yield"(%arg2) : (f32) -> ()' in first
    assert _print(text, generic=True) == first


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ('\n  "dlti.endianness" = "big"\n', '"dlti.endianness" = "big"'),
        ("a = 1,\n    b = [2,\n 3]", "a = 1, b = [2, 3]"),
        ('s = "x\n  y",\n  t', 's = "x\n  y", t'),
        ("no break", "no break"),
    ],
)
def test_dialect_attribute_bodies_print_on_one_line(body: str, expected: str) -> None:
    assert one_line(body) == expected


def test_complex_number_attribute_prints_as_upstream() -> None:
    text = "func.func @f() attributes {n = #complex.number<:f32 -2.5, 3.0>} {\n  return\n}\n"
    assert (
        "func.func @f() attributes {n = #complex.number<:f32 -2.500000e+00, 3.000000e+00>"
        " : complex<f32>} {\n" in _print(text)
    )


def test_custom_printers_fall_back_to_the_generic_form() -> None:
    """A hook that cannot print an op (IR that did not verify) leaves the generic form."""
    text = 'func.func @f() {\n  "scf.for"() : () -> ()\n  "cf.switch"() : () -> ()\n  return\n}\n'
    analysis = analyze(text)
    assert any(d.is_error for d in analysis.diagnostics)
    printed = print_result(analysis.chunks[0].parse, PrintOptions())
    assert '    "scf.for"() : () -> ()\n    "cf.switch"() : () -> ()\n    return\n' in printed
