"""Generic checks of registered ops against their `OpSpec` (ODS-generated verifiers upstream).

The dialects issue extends this module: type constraints, attribute constraints,
traits such as SameOperandsAndResultType and AttrSizedOperandSegments, with
upstream's messages.
"""

from __future__ import annotations

from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import OpSpec
from mlir_ls.verify.context import VerifyContext


def verify_op_constraints(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    """Operand/result/region counts and required attributes of an op in generic form.

    Returns False when a finding makes the op-specific hook pointless.
    """
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
    for name_def in spec.attributes:
        if not name_def.optional and op.attr(name_def.name) is None:
            ctx.error(op, f"requires attribute '{name_def.name}'")
            return False
    return True
