"""The ub dialect: undefined behavior (poison values, unreachable code)."""

from __future__ import annotations

from mlir_ls.dialects.ods import attr, op, res
from mlir_ls.ir import attributes as at
from mlir_ls.ir.spec import TERMINATOR, DialectSpec

#: DefaultValuedAttr: `#ub.poison`, stored (and printed in the generic form) when not given.
POISON = at.DialectAttr("ub", "poison", None)

UB = DialectSpec("ub", "Undefined behavior.")
UB.add(
    op(
        "ub.poison",
        "Poisoned constant operation",
        "attr-dict (`<` $value^ `>`)? `:` type($result)",
        results=[res("result")],
        attrs=[attr("value", default=POISON)],
        traits=["ConstantLike", "Pure"],
    ),
    op(
        "ub.unreachable",
        "Unreachable operation",
        "attr-dict",
        traits=[TERMINATOR],
    ),
)
