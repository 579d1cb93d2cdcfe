"""Generic checks of registered ops against their `OpSpec` (ODS-generated verifiers upstream).

`verify_op_constraints` (counts, segment sizes, required attributes) runs for
ops written in generic form. The checks every registered op needs (type
constraints, attribute checks, SameOperandsAndResultType...) are in
`mlir_ls.dialects.invariants`, run in front of each op's own hook.
"""

from __future__ import annotations

from mlir_ls.ir import attributes as at
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    PLACEHOLDER,
    OpSpec,
)
from mlir_ls.verify.context import VerifyContext

#: Shapes (op name, counts, segment sizes, attribute names) already found valid.
_VALID: set[tuple[object, ...]] = set()
_VALID_LIMIT = 100_000


def verify_op_constraints(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    """Operand/result/region counts and required attributes of an op in generic form.

    Returns False when a finding makes the op-specific hook pointless. The checks
    read only counts, segment sizes and which attributes are present, so a shape
    that passed once passes again.
    """
    if PLACEHOLDER in spec.traits:
        return False
    props = op.properties
    key = (
        spec.name,
        len(op.operands),
        len(op.results),
        len(op.regions),
        len(op.successors),
        tuple(getattr(props, "entries", ())),
        op.attr("operandSegmentSizes"),
        tuple(op.attributes),
    )
    if key in _VALID:
        return True
    if not _verify_op_constraints(op, spec, ctx):
        return False
    if len(_VALID) >= _VALID_LIMIT:
        _VALID.clear()
    _VALID.add(key)
    return True


def _verify_op_constraints(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    if ATTR_SIZED_OPERAND_SEGMENTS in spec.traits:
        sizes = op.attr("operandSegmentSizes")
        if not isinstance(sizes, at.DenseArrayAttr):
            ctx.error(op, "requires attribute 'operandSegmentSizes'")
            return False
        if len(sizes.values) != len(spec.operands):
            ctx.error(
                op,
                f"'operandSegmentSizes' attribute for specifying operand segments must have "
                f"{len(spec.operands)} elements, but got {len(sizes.values)}",
            )
            return False
        total = sum(int(v) for v in sizes.values)
        if total != len(op.operands):
            ctx.error(
                op,
                f"operand count ({len(op.operands)}) does not match with the total size ({total}) "
                "specified in attribute 'operandSegmentSizes'",
            )
            return False
    else:
        fixed = sum(1 for d in spec.operands if d.arity == "single")
        variadic = any(d.arity != "single" for d in spec.operands)
        count = len(op.operands)
        if (not variadic and count != fixed) or (variadic and count < fixed):
            ctx.error(
                op,
                f"expected {fixed} operands, but found {count}"
                if not variadic
                else f"expected {fixed} or more operands, but found {count}",
            )
            return False
    fixed_r = sum(1 for d in spec.results if d.arity == "single")
    variadic_r = any(d.arity != "single" for d in spec.results)
    count_r = len(op.results)
    if (not variadic_r and count_r != fixed_r) or (variadic_r and count_r < fixed_r):
        ctx.error(
            op,
            f"requires {fixed_r} result{'s' if fixed_r != 1 else ''}, but found {count_r}"
            if not variadic_r
            else f"requires at least {fixed_r} results, but found {count_r}",
        )
        return False
    if len(op.regions) != len(spec.regions) and not any(r.variadic for r in spec.regions):
        ctx.error(op, f"requires {len(spec.regions)} region{'s' if len(spec.regions) != 1 else ''}")
        return False
    if len(op.successors) != len(spec.successors) and not any(s.variadic for s in spec.successors):
        n = len(spec.successors)
        ctx.error(
            op, f"requires {n} successor{'s' if n != 1 else ''} but found {len(op.successors)}"
        )
        return False
    for name_def in spec.attributes:
        if not name_def.optional and op.attr(name_def.name) is None:
            ctx.error(op, f"requires attribute '{name_def.name}'")
            return False
    return True
