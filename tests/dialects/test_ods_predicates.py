"""ODS predicates evaluated three-valued, and the hand-written C++ printers of `known.py`.

No TableGen needed: the predicate trees are written as `records.reduce_dump` writes them.
"""

from __future__ import annotations

import pytest

from mlir_ls.dialects.ods_import.constraints import PredicateCompiler
from mlir_ls.dialects.ods_import.known import canonical_uniform
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

F32_TENSOR = {
    # TensorOf<[F32]>: a tensor whose element type (through Concat + SubstLeaves) is f32.
    "t": ["and", ["is_tensor", "elem"]],
    "is_tensor": ["c", "(::llvm::isa<::mlir::TensorType>($_self))"],
    "elem": [
        "concat",
        "[](::mlir::Type elementType) { return ",
        "; }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())",
        "sub",
    ],
    "sub": ["subst", "$_self", "elementType", "f32"],
    "f32": ["c", "($_self.isF32())"],
    "rank2": ["c", "(::llvm::cast<::mlir::ShapedType>($_self).getRank()\n == 2)"],
    "cpp": ["c", "(mlir::hlo::isValidQuantizedDimension($_self))"],
    "either": ["or", ["f32", "cpp"]],
    "both": ["and", ["f32", "cpp"]],
    "nonneg": ["c", "(!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative())"],
    "i64attr": ["c", "(::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64))"],
}


def check(name: str, value: object) -> bool | None:
    compiled = PredicateCompiler(F32_TENSOR).compile(name)
    assert compiled is not None
    return compiled(value)


def test_structural_predicates() -> None:
    assert check("t", ty.RankedTensorType((4,), ty.F32)) is True
    assert check("t", ty.RankedTensorType((4,), ty.I32)) is False
    assert check("t", ty.I32) is False
    assert check("rank2", ty.RankedTensorType((2, 3), ty.I32)) is True
    assert check("rank2", ty.RankedTensorType((3,), ty.I32)) is False


def test_unknown_cpp_is_never_a_failure() -> None:
    assert PredicateCompiler(F32_TENSOR).compile("cpp") is None
    assert check("either", ty.F32) is True
    assert check("either", ty.I32) is None  # might hold: not reported
    assert check("both", ty.I32) is False  # fails whatever the C++ says


def test_attribute_predicates() -> None:
    assert check("nonneg", at.IntegerAttr(3, ty.I64)) is True
    assert check("nonneg", at.IntegerAttr(-3, ty.I64)) is False
    assert check("i64attr", at.IntegerAttr(3, ty.I64)) is True
    assert check("i64attr", at.IntegerAttr(3, ty.I32)) is False


@pytest.mark.parametrize(
    ("body", "printed"),
    [
        ("i8:f32, 1.0", "i8:f32, 1.000000e+00"),
        ("i8:f32, 2.0:15", "i8:f32, 2.000000e+00:15"),
        ("i8:f32, 2.0:0", "i8:f32, 2.000000e+00"),
        ("i8:f32:2, {1.0, 2.0:3, 3.0}", "i8:f32:2, {1.000000e+00,2.000000e+00:3,3.000000e+00}"),
        ("i8<-127:127>:f32, 0.5", "i8<-127:127>:f32, 5.000000e-01"),
    ],
)
def test_quant_uniform_spelling(body: str, printed: str) -> None:
    assert canonical_uniform(body) == printed


def test_quant_uniform_not_understood() -> None:
    assert canonical_uniform("i8:f32") is None
    assert canonical_uniform("i8:f32, {{1.0}}") is None
