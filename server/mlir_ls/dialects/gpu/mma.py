"""Warp-level matrix ops on `!gpu.mma_matrix<MxNxT, "AOp"|"BOp"|"COp">` values:
`gpu.subgroup_mma_{load,store}_matrix`, `_compute`, `_constant_matrix`, `_elementwise`
and `_{extract,insert}_thread_local`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mlir_ls.dialects.gpu.base import (
    INDEX,
    MMA_ELEMENTWISE,
    MMA_MATRIX,
    constraint,
    mma_parts,
)
from mlir_ls.dialects.memref import strides_and_offset
from mlir_ls.dialects.ods import arg, attr, match, op, res, unit, var_arg
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import OpSpec, TypeConstraint, TypeTransform

if TYPE_CHECKING:
    from mlir_ls.ir.spec import VerifyContext

ELEMENT_NAMES = {
    "si8": "8-bit signed integer",
    "ui8": "8-bit unsigned integer",
    "i8": "8-bit signless integer",
    "i32": "32-bit signless integer",
    "f16": "16-bit float",
    "f32": "32-bit float",
    "f64": "64-bit float",
}


def _one_of(names: tuple[str, ...]) -> Callable[[ty.Type], bool]:
    return lambda t: str(t) in names


def _describe(names: tuple[str, ...]) -> str:
    return " or ".join(ELEMENT_NAMES[n] for n in names)


def mma_matrix_of(names: tuple[str, ...]) -> TypeConstraint:
    """MMAMatrixOf<[...]>: an mma matrix with one of the element types."""
    holds = _one_of(names)

    def check(t: ty.Type) -> bool:
        parts = mma_parts(t)
        return parts is not None and holds(parts[1])

    return constraint(f"gpu.mma_matrix of {_describe(names)} values", check)


_MEMREF_ELEMENTS = ("i8", "i32", "f16", "f32", "f64")


def _mma_memref(t: ty.Type) -> bool:
    if not isinstance(t, ty.MemRefType):
        return False
    elem = t.element_type
    if isinstance(elem, ty.VectorType):
        return len(elem.shape or ()) == 1 and str(elem.element_type) in _MEMREF_ELEMENTS
    return str(elem) in _MEMREF_ELEMENTS


MMA_MEMREF = constraint(
    f"memref of {_describe(_MEMREF_ELEMENTS)} or vector of {_describe(_MEMREF_ELEMENTS)} "
    "values of ranks 1 values",
    _mma_memref,
)
CONSTANT_VALUE = constraint(
    _describe(("si8", "ui8", "i32", "f16", "f32")), _one_of(("si8", "ui8", "i32", "f16", "f32"))
)


def _element(t: ty.Type) -> ty.Type:
    parts = mma_parts(t)
    return parts[1] if parts is not None else ty.ERROR_TYPE


def _element_of(matrix: str, value: str) -> TypeTransform:
    """TypesMatchWith<"value type matches element type of mma_matrix", matrix, value>."""
    return TypeTransform(matrix, value, _element, "value type matches element type of mma_matrix")


def _last_dim_unit_stride(t: ty.Type) -> bool:
    """isLastMemrefDimUnitStride."""
    if not isinstance(t, ty.MemRefType):
        return True
    found = strides_and_offset(t)
    return found is not None and (not found[0] or found[0][-1] == 1)


def verify_load(o: Operation, ctx: VerifyContext) -> None:
    if o.operands and not _last_dim_unit_stride(o.operands[0].type):
        ctx.plain_error(o, "expected source memref most minor dim must have unit stride")


def verify_store(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) < 2:
        return
    if not _last_dim_unit_stride(o.operands[1].type):
        ctx.plain_error(o, "expected destination memref most minor dim must have unit stride")
        return
    parts = mma_parts(o.operands[0].type)
    if parts is not None and parts[2] != "COp":
        ctx.plain_error(o, "expected the operand matrix being stored to have 'COp' operand type")


def verify_compute(o: Operation, ctx: VerifyContext) -> None:
    parts = [mma_parts(v.type) for v in o.operands[:3]]
    if len(parts) != 3 or any(p is None for p in parts):
        return
    a, b, c = (p for p in parts if p is not None)
    if (a[2], b[2], c[2]) != ("AOp", "BOp", "COp"):
        ctx.plain_error(o, "operands must be in the order AOp, BOp, COp")
        return
    if a[0][1] != b[0][0] or a[0][0] != c[0][0] or b[0][1] != c[0][1]:
        ctx.plain_error(o, "operand shapes do not satisfy matmul constraints")


LOAD_STORE_ATTRS = [attr("leadDimension", "IndexAttr"), unit("transpose")]
MMA_AB = mma_matrix_of(("si8", "ui8", "f16", "f32", "f64"))

OPS: list[OpSpec] = [
    op(
        "gpu.subgroup_mma_load_matrix",
        "GPU warp synchronous matrix load",
        "$srcMemref`[`$indices`]` attr-dict `:` type($srcMemref) `->` type($res)",
        operands=[arg("srcMemref", MMA_MEMREF), var_arg("indices", INDEX)],
        results=[res("res", MMA_MATRIX)],
        attrs=LOAD_STORE_ATTRS,
        verify=verify_load,
    ),
    op(
        "gpu.subgroup_mma_store_matrix",
        "GPU warp synchronous matrix store",
        "$src`,` $dstMemref`[`$indices`]` attr-dict `:` type($src)`,` type($dstMemref)",
        operands=[
            arg("src", mma_matrix_of(("si8", "ui8", "i32", "f16", "f32", "f64"))),
            arg("dstMemref", MMA_MEMREF),
            var_arg("indices", INDEX),
        ],
        attrs=LOAD_STORE_ATTRS,
        verify=verify_store,
    ),
    op(
        "gpu.subgroup_mma_compute",
        "GPU warp synchronous matrix multiply accumulate",
        "$opA`,` $opB`,` $opC attr-dict `:` type($opA)`,` type($opB) `->` type($res)",
        operands=[
            arg("opA", MMA_AB),
            arg("opB", MMA_AB),
            arg("opC", mma_matrix_of(("i32", "f16", "f32", "f64"))),
        ],
        results=[res("res", MMA_MATRIX)],
        attrs=[unit("a_transpose"), unit("b_transpose")],
        traits=["Pure"],
        relations=[match("opC", "res")],
        verify=verify_compute,
    ),
    op(
        "gpu.subgroup_mma_constant_matrix",
        "GPU warp synchronous constant matrix",
        "$value attr-dict `:` type($res)",
        operands=[arg("value", CONSTANT_VALUE)],
        results=[res("res", MMA_MATRIX)],
        traits=["Pure"],
        relations=[_element_of("res", "value")],
    ),
    op(
        "gpu.subgroup_mma_elementwise",
        "GPU warp elementwise operation on a matrix",
        "$opType $args attr-dict `:` functional-type($args, $res)",
        operands=[var_arg("args", MMA_MATRIX)],
        results=[res("res", MMA_MATRIX)],
        attrs=[attr("opType", "MMAElementWiseAttr", check=MMA_ELEMENTWISE.check("opType"))],
        traits=["Pure"],
    ),
    op(
        "gpu.subgroup_mma_extract_thread_local",
        "Extract a value from GPU warp by invocation and indices",
        "$matrix`[`$indices`]` attr-dict `:` type($matrix) `->` type($res)",
        operands=[arg("matrix", MMA_MATRIX), var_arg("indices", INDEX)],
        results=[res("res")],
        traits=["Pure"],
        relations=[_element_of("matrix", "res")],
    ),
    op(
        "gpu.subgroup_mma_insert_thread_local",
        "Insert a value into GPU warp by invocation and indices",
        "$value`,` $matrix`[`$indices`]` attr-dict `:` type($value)`,` type($matrix) `->` "
        "type($res)",
        operands=[arg("value"), arg("matrix", MMA_MATRIX), var_arg("indices", INDEX)],
        results=[res("res", MMA_MATRIX)],
        traits=["Pure"],
        relations=[_element_of("matrix", "value")],
    ),
]
