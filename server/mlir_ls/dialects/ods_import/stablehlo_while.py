"""stablehlo's `WhileOp::verify` (`hlo::verifyWhileOp`, stablehlo/dialect/TypeInference.cpp),
written by hand.

In upstream's order, each with `emitOptionalError` (no op prefix): the operands' types are
compatible (`isCompatibleForHloTypeInference`) with the condition block's arguments, with the
body block's arguments and with the body's returned values; the condition returns exactly
one value, a tensor of `i1` of rank 0 (or unranked).

Compatibility as stablehlo's type inference reads it: tensors of the same element type whose
shapes agree where both are static (an unranked tensor agrees with any shape); tuples
element-wise; other types only when equal. Types not known here are taken as compatible.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mlir_ls.dialects.invariants import compatible_shape
from mlir_ls.ir import types as ty

#: The element types whose compatibility these checks decide (others: not known here).
BUILTIN_ELEMENTS = (ty.IntegerType, ty.FloatType, ty.IndexType, ty.ComplexType)


def compatible(a: Any, b: Any) -> bool | None:
    """`isCompatibleForHloTypeInference(Type, Type)`; None: not known here."""
    if a == b:
        return True
    if isinstance(a, ty.TupleType) and isinstance(b, ty.TupleType):
        return compatible_lists(list(a.types), list(b.types))
    tensors = (ty.RankedTensorType, ty.UnrankedTensorType)
    if isinstance(a, tensors) and isinstance(b, tensors):
        ea, eb = a.element_type, b.element_type
        if not isinstance(ea, BUILTIN_ELEMENTS) or not isinstance(eb, BUILTIN_ELEMENTS):
            return None
        if ea != eb:
            return False
        return compatible_shape(a, b)
    known = (*tensors, ty.TupleType, *BUILTIN_ELEMENTS)
    if isinstance(a, known) and isinstance(b, known):
        return False
    return None


def compatible_lists(xs: list[Any], ys: list[Any]) -> bool | None:
    """`isCompatibleForHloTypeInference(TypeRange, TypeRange)`: as many, each compatible."""
    if len(xs) != len(ys):
        return False
    results = [compatible(x, y) for x, y in zip(xs, ys, strict=True)]
    if False in results:
        return False
    return None if None in results else True


def _listed(types: list[Any]) -> str:
    """A `TypeRange` in a diagnostic: each type quoted, comma-separated."""
    return ", ".join(f"'{t}'" for t in types)


def while_problem(op: Any) -> str | None:
    """The first of `verifyWhileOp`'s errors, or None."""
    if len(op.regions) != 2 or any(not r.blocks for r in op.regions):
        return None
    cond, body = op.regions[0].blocks[0], op.regions[1].blocks[0]
    operands = [v.type for v in op.operands]
    cond_args = [a.type for a in cond.arguments]
    body_args = [a.type for a in body.arguments]
    types = (*operands, *cond_args, *body_args)
    if any(t.is_error for t in types):
        return None
    if compatible_lists(operands, cond_args) is False:
        return (
            "expect operands to be compatible with condition block arguments but got "
            f"{_listed(operands)} vs {_listed(cond_args)}"
        )
    if compatible_lists(operands, body_args) is False:
        return (
            "expect operands to be compatible with body block arguments but got "
            f"{_listed(operands)} vs {_listed(body_args)}"
        )
    body_end, cond_end = body.terminator, cond.terminator
    if body_end is None or cond_end is None:
        return None
    returned = [v.type for v in body_end.operands]
    if any(t.is_error for t in returned):
        return None
    if compatible_lists(operands, returned) is False:
        return (
            "expect operands to be compatible with body block return types but got "
            f"{_listed(operands)} vs {_listed(returned)}"
        )
    cond_returned = [v.type for v in cond_end.operands]
    if len(cond_returned) != 1:
        return f"expect condition body returns a single value but got {len(cond_returned)}"
    (pred,) = cond_returned
    if pred.is_error:
        return None
    if not isinstance(pred, ty.RankedTensorType | ty.UnrankedTensorType):
        return None  # upstream casts to a tensor type: the ODS constraints reject the rest
    if (pred.shape is not None and len(pred.shape) != 0) or pred.element_type != ty.IntegerType(1):
        return f"expect condition block return a zero-ranked tensor of i1 but got '{pred}'"
    return None


def plain_verifier(problem: Callable[[Any], str | None]) -> Callable[[Any, Any], bool]:
    """A C++ `verify()` whose failure is one op error: the message `problem(op)` gives."""

    def verify(op: Any, ctx: Any) -> bool:
        message = problem(op)
        if message is None:
            return True
        ctx.plain_error(op, message)
        return False

    return verify


#: `WhileOp::verify` (the checks listed in the module docstring).
verify_while = plain_verifier(while_problem)
