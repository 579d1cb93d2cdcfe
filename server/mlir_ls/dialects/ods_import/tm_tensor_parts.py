"""torch-mlir's tm_tensor dialect: its C++ verifiers (lib/Dialect/TMTensor/IR).

* `TMTensorInterface`'s verifier (`verifyTMTensorOpInterface`, TMTensorInterfaces.cpp),
  shared by scan, scatter, sort, attention and topk: an op with results has tensor
  semantics (inputs ranked tensors or scalars, outputs ranked tensors), one output per
  result, each output typed as its result; an op without results has buffer semantics
  (memrefs or scalars).
* `ScatterOp::verify` (TMTensorOps.cpp): two inputs (updates, indices) and one output
  (original); integer indices of rank 2; a static index depth (the indices' last
  dimension) matching `dimension_map`, a valid map; update and indices agree on the
  number of updates; the update slice fits the original; the region takes two scalars of
  the update's and the original's element types and yields one value of that type.

Checks run in upstream's order, with its wording (`emitOpError`; types quoted).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

_INTERFACE_OPS = ("scan", "scatter", "sort", "attention", "topk")


def _inputs_outputs(op: Any) -> tuple[list[Any], list[Any]] | None:
    """The `$inputs` and `$outputs` groups (AttrSizedOperandSegments)."""
    sizes = op.attr("operandSegmentSizes")
    if not isinstance(sizes, at.DenseArrayAttr) or len(sizes.values) < 2:
        return None
    n_in, n_out = int(sizes.values[0]), int(sizes.values[1])
    if n_in + n_out > len(op.operands):
        return None
    return op.operands[:n_in], op.operands[n_in : n_in + n_out]


def _is_scalar(t: Any) -> bool:
    """`isScalar`: the operand's type is not a shaped type."""
    return not isinstance(t, ty.ShapedType)


def _verify_interface(op: Any, ctx: Any, inputs: list[Any], outputs: list[Any]) -> bool:
    """`verifyTMTensorOpInterface`."""
    if op.results:
        tensors = all(
            _is_scalar(v.type) or isinstance(v.type, ty.RankedTensorType) for v in inputs
        ) and all(isinstance(v.type, ty.RankedTensorType) for v in outputs)
        if not tensors:
            ctx.error(op, "expected inputs and outputs to be RankedTensorType or scalar")
            return False
        if len(op.results) != len(outputs):
            ctx.error(op, "expected number of outputs to be same as the number of results")
            return False
        for index, (result, output) in enumerate(zip(op.results, outputs, strict=True)):
            if result.type != output.type:
                ctx.error(
                    op,
                    f"expected type of `outs` operand #{index} '{output.type}' to be same as "
                    f"result type '{result.type}'",
                )
                return False
        return True
    buffers = all(_is_scalar(v.type) or isinstance(v.type, ty.MemRefType) for v in inputs) and all(
        isinstance(v.type, ty.MemRefType) for v in outputs
    )
    if not buffers:
        ctx.error(op, "expected inputs and outputs to be MemRefType or scalar")
        return False
    return True


def _dim(t: Any, index: int) -> int | None:
    """A dimension size; None when dynamic."""
    size = int(t.shape[index])
    return None if size < 0 else size


def _invalid_map(dims: tuple[int, ...], rank: int) -> bool:
    """`isInvalid`: more entries than the rank, a repeated entry, or one out of range."""
    if len(dims) > rank or len(set(dims)) != len(dims):
        return True
    return any(d < 0 or d >= rank for d in dims)


def _int_or_float(t: Any) -> bool:
    """`getComplexElementTypeOrSelf(t).isIntOrFloat()`."""
    if isinstance(t, ty.ComplexType):
        t = t.element_type
    return isinstance(t, ty.IntegerType | ty.FloatType)


def _verify_scatter(op: Any, ctx: Any, inputs: list[Any], outputs: list[Any]) -> bool:
    """`ScatterOp::verify`."""
    if len(inputs) != 2:
        ctx.error(op, "expected two input operands")
        return False
    if len(outputs) != 1:
        ctx.error(op, "expected one output operand")
        return False
    update_t, indices_t, original_t = inputs[0].type, inputs[1].type, outputs[0].type
    if not all(isinstance(t, ty.ShapedType) and t.has_rank for t in (update_t, indices_t)):
        return True
    if not isinstance(original_t, ty.ShapedType) or not original_t.has_rank:
        return True
    if indices_t.rank != 2 or not isinstance(indices_t.element_type, ty.IntegerType):
        ctx.error(op, "expected indices to be of rank 2 of integer element type")
        return False
    depth = _dim(indices_t, 1)
    if depth is None:
        ctx.error(op, "expected index depth is static")
        return False
    dim_map = op.attr("dimension_map")
    if not isinstance(dim_map, at.DenseArrayAttr):
        return True
    dims = tuple(int(v) for v in dim_map.values)
    if len(dims) != depth:
        ctx.error(op, "invalid number of dimension map entries ")
        return False
    original_rank, update_rank = original_t.rank, update_t.rank
    if _invalid_map(dims, original_rank):
        ctx.error(op, "dimension map is invalid")
        return False
    if update_rank < 1:
        ctx.error(op, "expected update value to be at least rank 1")
        return False
    if indices_t.shape[0] != update_t.shape[0]:
        ctx.error(op, "mismatch in shape of indices and update value at dim#0")
        return False
    if update_rank - 1 > original_rank:
        ctx.error(op, "update value rank exceeds the rank of the original value")
        return False
    if original_rank > depth + update_rank - 1:
        ctx.error(op, "index depth and update value does not cover rank of original value")
        return False
    full_slice = original_rank - depth
    for original_dim, update_dim in zip(
        range(depth, original_rank), range(update_rank - full_slice, update_rank), strict=False
    ):
        limit, size = _dim(original_t, original_dim), _dim(update_t, update_dim)
        if limit is not None and size is not None and size > limit:
            ctx.error(
                op,
                f"shape of update value dim#{update_dim} exceeds original value at "
                f"dim#{original_dim}",
            )
            return False
    insert = original_rank - update_rank + 1
    for original_dim, update_dim in zip(
        range(insert, depth), range(1, update_rank - full_slice), strict=False
    ):
        limit, size = _dim(original_t, original_dim), _dim(update_t, update_dim)
        if limit is not None and size is not None and size > limit:
            ctx.error(
                op,
                f"indexed shape of update value dim#{update_dim} exceeds original value at "
                f"dim#{original_dim} {size} {limit}",
            )
            return False
    if not op.regions or not op.regions[0].blocks:
        return True
    body = op.regions[0].blocks[0]
    if len(body.arguments) != 2:
        ctx.error(op, "expected region to have two arguments")
        return False
    arg0, arg1 = body.arguments[0].type, body.arguments[1].type
    if arg0.is_error or arg1.is_error:
        return True
    if not _int_or_float(arg0) or not _int_or_float(arg1):
        ctx.error(op, "expected region to have scalar argument of integer or float types")
        return False
    if arg0 != update_t.element_type:
        ctx.error(
            op,
            f"mismatch in argument 0 of region '{arg0}' and element type of update value "
            f"'{update_t.element_type}'",
        )
        return False
    if arg1 != original_t.element_type:
        ctx.error(
            op,
            f"mismatch in argument 1 of region '{arg1}' and element type of original value "
            f"'{original_t.element_type}'",
        )
        return False
    if arg0 != arg1:
        ctx.error(op, f"mismatch in region argument types '{arg0}' and '{arg1}'")
        return False
    yield_op = body.terminator
    if yield_op is None or yield_op.name != "tm_tensor.yield":
        return True
    if len(yield_op.operands) != 1:
        ctx.error(yield_op, "expected region to yield a single value")
        return False
    yielded = yield_op.operands[0].type
    if not yielded.is_error and yielded != arg0:
        ctx.error(
            yield_op,
            f"mismatch in type of yielded value '{yielded}' and argument of the region '{arg0}'",
        )
        return False
    return True


def _verifier(name: str) -> Callable[[Any, Any], bool]:
    def verify(op: Any, ctx: Any) -> bool:
        groups = _inputs_outputs(op)
        if groups is None:
            return True
        inputs, outputs = groups
        if any(v.type.is_error for v in (*inputs, *outputs, *op.results)):
            return True
        if not _verify_interface(op, ctx, inputs, outputs):
            return False
        if name == "scatter":
            return _verify_scatter(op, ctx, inputs, outputs)
        return True

    return verify


#: Op name -> (its C++ verifiers, whether they read only the op's attributes and types:
#: scatter's reads its region).
VERIFIERS: dict[str, tuple[Callable[[Any, Any], bool], bool]] = {
    f"tm_tensor.{name}": (_verifier(name), name != "scatter") for name in _INTERFACE_OPS
}
