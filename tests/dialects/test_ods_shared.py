"""The importer on real out-of-tree ODS: stablehlo from ../shared/ods (or $MLIR_LS_SHARED_ODS).

Skips with a reason when the shared ODS folder or LLVM 22's TableGen is missing.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import pytest

from mlir_ls.config import DialectSettings
from mlir_ls.dialects.ods_import.loader import registry_for
from mlir_ls.ir.spec import Registry
from mlir_ls.printer.module import print_result
from mlir_ls.verify.check import analyze

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("MLIR_LS_SHARED_ODS", ROOT.parent / "shared" / "ods"))
STABLEHLO = SHARED / "stablehlo"
TBLGEN = Path("/usr/lib/llvm-22/bin/llvm-tblgen")

pytestmark = pytest.mark.skipif(
    not (STABLEHLO / "stablehlo/dialect/StablehloOps.td").is_file() or not TBLGEN.is_file(),
    reason="needs ../shared/ods (or MLIR_LS_SHARED_ODS) and LLVM 22's llvm-tblgen",
)


@cache
def registry() -> Registry:
    settings = DialectSettings(
        ods=(STABLEHLO / "stablehlo/dialect/StablehloOps.td",),
        include=(STABLEHLO,),
        tblgen=str(TBLGEN),
    )
    return registry_for(settings).registry


ROUNDTRIP = """\
module {
  func.func @f(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>, %arg2: tensor<f32>) -> tensor<2xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
    %1 = stablehlo.abs %arg0 : tensor<2xf32>
    %2 = stablehlo.shift_left %arg1, %arg1 : tensor<2xi32>
    %3 = stablehlo.compare EQ, %arg0, %arg0, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}"""


def test_declarative_ops_print_back() -> None:
    analysis = analyze(ROUNDTRIP, registry=registry())
    (chunk,) = analysis.chunks
    assert [d.message for d in chunk.diagnostics] == []
    assert print_result(chunk.parse).rstrip("\n") == ROUNDTRIP


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            "%0 = stablehlo.abs %a : (tensor<f32>, tensor<f32>) -> tensor<f32>",
            "custom op 'stablehlo.abs' 1 operands present, but expected 2",
        ),
        (
            "%0 = stablehlo.add %a, %a : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)",
            "custom op 'stablehlo.add' expected single output",
        ),
        (
            '%0 = "stablehlo.abs"(%i) : (i32) -> i32',
            "'stablehlo.abs' op operand #0 must be ranked tensor of",
        ),
    ],
)
def test_errors(line: str, message: str) -> None:
    text = f"func.func @f(%a: tensor<f32>, %i: i32) {{\n  {line}\n  return\n}}\n"
    (chunk,) = analyze(text, registry=registry()).chunks
    errors = [d.message for d in chunk.diagnostics if d.is_error]
    assert errors and errors[0].startswith(message), errors


def test_cpp_forms_are_known_and_tolerant() -> None:
    text = """func.func @f(%a: tensor<4xf32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%a init: %b) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
"""
    (chunk,) = analyze(text, registry=registry()).chunks
    assert [d.message for d in chunk.diagnostics] == []
