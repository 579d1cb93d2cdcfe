"""stablehlo's `ReduceOp::verify` (`hlo::verifyReduceOp`, stablehlo/dialect/TypeInference.cpp),
written by hand, for builtin and `!quant.uniform` element types (a quantized type promotes to
another of the same expressed type whose storage type is at least as wide).

In upstream's order, each with `emitOptionalError` (no op prefix):

* `verifyReduceOpInputsAndInferShape`: every input's shape is compatible with the first
  one's; each reduced dimension is in range and given once; the first input's other
  dimensions are the ones the reducer's arguments may keep.
* `verifyReducerShape`: the body takes two arguments per input and returns one tensor per
  input; each returned type matches the accumulator argument and (floats of any width) the
  element argument; the init value's shape and element type fit the returned type; the
  element argument's type is promotable from the input's; its shape is an ordered subset
  of the kept dimensions.
"""

from __future__ import annotations

import re
from typing import Any

from mlir_ls.dialects.invariants import compatible_shape
from mlir_ls.dialects.ods_import.stablehlo_while import BUILTIN_ELEMENTS, plain_verifier
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

_TENSORS = (ty.RankedTensorType, ty.UnrankedTensorType)


def _quant(element: Any) -> tuple[str, int] | None:
    """A `!quant.uniform` element type's (expressed type, storage width), else None."""
    from mlir_ls.dialects.ods_import.known import hlo_element_key

    key = hlo_element_key(element) if isinstance(element, ty.DialectType) else None
    if not isinstance(key, tuple) or key[0] != "quant":
        return None
    width = re.match(r"[iu](\d+)", key[1])
    return (key[2], int(width.group(1))) if width else None


def _known(t: Any) -> bool:
    """A tensor with a builtin or uniform quantized element type: what these checks read."""
    if not isinstance(t, _TENSORS):
        return False
    return isinstance(t.element_type, BUILTIN_ELEMENTS) or _quant(t.element_type) is not None


def _compatible_dims(a: int, b: int) -> bool:
    """`verifyCompatibleDims`: equal, or one dynamic."""
    return a < 0 or b < 0 or a == b


def _same_element(a: Any, b: Any, ignore_fp_precision: bool) -> bool:
    """`tensorsHaveSameElType`: floats of any width agree when precision is ignored."""
    ea, eb = a.element_type, b.element_type
    if ignore_fp_precision and isinstance(ea, ty.FloatType) and isinstance(eb, ty.FloatType):
        return True
    return bool(ea == eb)


def _compatible_shape_and_element(a: Any, b: Any, ignore_fp_precision: bool = False) -> bool:
    """`compatibleShapeAndElementType`."""
    return compatible_shape(a, b) and _same_element(a, b, ignore_fp_precision)


def _bit_width(t: Any) -> int:
    quant = _quant(t)
    if quant is not None:  # `getBitWidth`: a quantized type's storage type
        return quant[1]
    if isinstance(t, ty.ComplexType):
        return 2 * _bit_width(t.element_type)
    if isinstance(t, ty.IndexType):
        return 64
    return int(t.width)


def _promotable(a: Any, b: Any) -> bool:
    """`isPromotableElementType(a, b, ignoreFpPrecision=true)`: the same kind of element
    type, floats of any width, else a width no larger."""
    ea, eb = a.element_type, b.element_type
    qa, qb = _quant(ea), _quant(eb)
    same_kind = any(
        isinstance(ea, kind) and isinstance(eb, kind)
        for kind in (ty.IntegerType, ty.FloatType, ty.ComplexType)
    ) or (qa is not None and qb is not None and qa[0] == qb[0])
    if not same_kind:
        return False
    if isinstance(ea, ty.FloatType):
        return True
    return _bit_width(ea) <= _bit_width(eb)


def _inputs_problem(inputs: list[Any], dims: list[int]) -> tuple[str | None, list[int] | None]:
    """`verifyReduceOpInputsAndInferShape`: the error, or the kept dimensions."""
    witness = inputs[0]
    if witness.shape is None:
        return None, None
    for i, t in enumerate(inputs[1:], start=1):
        if not compatible_shape(witness, t):
            return (
                "expects all inputs to have compatible shapes. Shape at input-index "
                f"{i} is not compatible with shape at input-index 0"
            ), None
    rank = len(witness.shape)
    seen: set[int] = set()
    for d in dims:
        if d < 0 or d >= rank:
            return f"Out-of-bounds dimension {d}, expected to be in range [0, {rank})", None
        if d in seen:
            return f"Duplicate reduction dimension: {d}", None
        seen.add(d)
    return None, [int(s) for i, s in enumerate(witness.shape) if i not in seen]


def _reducer_problem(
    block: Any, inputs: list[Any], inits: list[Any], allowed: list[int]
) -> str | None:
    """`verifyReducerShape`."""
    n = len(inputs)
    args = [a.type for a in block.arguments]
    if len(args) != 2 * n:
        return f"Reduction-region must take {2 * n} parameters, but takes {len(args)} parameter(s)"
    end = block.terminator
    if end is None:
        return None
    returned = [v.type for v in end.operands]
    if not returned:
        return "The reduction-region expected to return some value(s)"
    if len(returned) != n:
        return (
            f"Reduction-region here must produce {n} tensors, but produces {len(returned)} instead"
        )
    if any(t.is_error for t in (*args, *returned)):
        return None
    for t in returned:
        if not isinstance(t, ty.ShapedType):
            return (
                "Reduction-region here must produce tensor-typed result(s), but produces "
                f"'{t}' instead"
            )
    if not all(_known(t) for t in (*args, *returned, *inputs, *inits)):
        return None
    for i in range(n):
        acc, arg, elem = returned[i], args[i], args[n + i]
        if not _compatible_shape_and_element(acc, arg):
            return (
                f"The type of reduction-region's parameter at index {i} is different than the "
                f"corresponding result type: '{arg}' vs '{acc}'"
            )
        if not _compatible_shape_and_element(acc, elem, ignore_fp_precision=True):
            return (
                f"The type of reduction-region's parameter at index {n + i} is different than "
                f"the corresponding result type: '{elem}' vs '{acc}'"
            )
        if not compatible_shape(inits[i], acc):
            return (
                f"The shape of reduction-region's result type at index {i} differs from the "
                f"op's corresponding init-value type: '{acc}' vs '{inits[i]}'"
            )
        if not _promotable(inits[i], acc):
            return (
                f"The element-type of reduction-region's result type at index {i} is expected "
                "to be promotable from the op's corresponding init-value element-type: "
                f"'{acc}' vs '{inits[i]}'"
            )
        if not _promotable(inputs[i], elem):
            return (
                f"The element-type of reduction-region's argument at index {n + i} is expected "
                f"to be promotable from '{inputs[i].element_type}', but got "
                f"'{elem.element_type}'"
            )
        if elem.shape is None:
            continue
        shape = list(elem.shape)
        if len(shape) > len(allowed):
            return (
                f"The rank of reduction-region's argument at index {n + i} is expected to be "
                f"<= {len(allowed)}, got {len(shape)}"
            )
        matched = 0
        for size in allowed:
            if matched >= len(shape):
                break
            if _compatible_dims(size, shape[matched]):
                matched += 1
        if matched != len(shape):
            return (
                f"The shape of reduction-region's argument at index {n + i} is not compatible "
                f"with that of reduce-op's input-parameter at index {i}"
            )
    return None


def reduce_problem(op: Any) -> str | None:
    """The first of `verifyReduceOp`'s errors, or None."""
    operands = [v.type for v in op.operands]
    if len(operands) < 2 or any(t.is_error for t in operands):
        return None
    if not all(isinstance(t, _TENSORS) for t in operands):
        return None
    # SameVariadicOperandSize: each group takes half of the operands (an odd one out is
    # in neither, as ODS's generated accessors split them).
    half = len(operands) // 2
    inputs, inits = operands[:half], operands[half : 2 * half]
    dims_attr = op.attr("dimensions")
    if not isinstance(dims_attr, at.DenseArrayAttr):
        return None
    problem, allowed = _inputs_problem(inputs, [int(v) for v in dims_attr.values])
    if problem is not None or allowed is None:
        return problem
    if not op.regions or not op.regions[0].blocks:
        return None
    return _reducer_problem(op.regions[0].blocks[0], inputs, inits, allowed)


#: `ReduceOp::verify` (the checks listed in the module docstring).
verify_reduce = plain_verifier(reduce_problem)
