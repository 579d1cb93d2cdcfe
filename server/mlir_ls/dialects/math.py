"""The math dialect: mathematical functions on scalars, vectors and tensors."""

from __future__ import annotations

from mlir_ls.dialects.arith import FASTMATH_ATTR
from mlir_ls.dialects.constraints import (
    BOOL_LIKE,
    FLOAT_LIKE,
    SIGNLESS_INTEGER_LIKE,
    i1_same_shape,
)
from mlir_ls.dialects.ods import arg, op, res, transform
from mlir_ls.ir.spec import SAME_OPERANDS_AND_RESULT_TYPE, DialectSpec

FM = "(`fastmath` `` $fastmath^)?"
ELEMENTWISE = [SAME_OPERANDS_AND_RESULT_TYPE, "Pure", "ElementwiseMappable"]

FLOAT_UNARY = {
    "absf": "Floating point absolute-value operation",
    "acos": "Arcus cosine of the given value",
    "acosh": "Hyperbolic arcus cosine of the given value",
    "asin": "Arcus sine of the given value",
    "asinh": "Hyperbolic arcus sine of the given value",
    "atan": "Arcus tangent of the given value",
    "atanh": "Hyperbolic arcus tangent of the given value",
    "cbrt": "Cube root of the specified value",
    "ceil": "Ceiling of the specified value",
    "cos": "Cosine of the specified value",
    "cosh": "Hyperbolic cosine of the specified value",
    "erf": "Error function of the specified value",
    "erfc": "Complementary error function of the specified value",
    "exp": "Base-e exponential of the specified value",
    "exp2": "Base-2 exponential of the specified value",
    "expm1": "Base-e exponential of the specified value minus 1",
    "floor": "Floor of the specified value",
    "log": "Base-e logarithm of the specified value",
    "log10": "Base-10 logarithm of the specified value",
    "log1p": "Computes the natural logarithm of one plus the given value",
    "log2": "Base-2 logarithm of the specified value",
    "round": "Round of the specified value",
    "roundeven": "Round of the specified value with halfway cases to even",
    "rsqrt": "Reciprocal of sqrt (1 / sqrt of the specified value)",
    "sin": "Sine of the specified value",
    "sinh": "Hyperbolic sine of the specified value",
    "sqrt": "Sqrt of the specified value",
    "tan": "Tangent of the specified value",
    "tanh": "Hyperbolic tangent of the specified value",
    "trunc": "Trunc of the specified value",
}
FLOAT_BINARY = {
    "atan2": "2-argument arcus tangent of the given values",
    "copysign": "A copysign operation",
    "powf": "Floating point raised to the power of operation",
}
INT_UNARY = {
    "absi": "Integer absolute-value operation",
    "ctlz": "Counts the leading zeros an integer value",
    "cttz": "Counts the trailing zeros an integer value",
    "ctpop": "Counts the number of set bits of an integer value",
}
CLASSIFY = {
    "isfinite": "Returns true if the operand classifies as finite",
    "isinf": "Returns true if the operand classifies as infinite",
    "isnan": "Returns true if the operand classifies as NaN",
    "isnormal": "Returns true if the operand classifies as normal",
}

MATH = DialectSpec("math", "Mathematical functions.")
MATH.add(
    *(
        op(
            f"math.{name}",
            summary,
            f"$operand {FM} attr-dict `:` type($result)",
            operands=[arg("operand", FLOAT_LIKE)],
            results=[res("result", FLOAT_LIKE)],
            attrs=[FASTMATH_ATTR],
            traits=ELEMENTWISE,
        )
        for name, summary in FLOAT_UNARY.items()
    ),
    *(
        op(
            f"math.{name}",
            summary,
            f"$lhs `,` $rhs {FM} attr-dict `:` type($result)",
            operands=[arg("lhs", FLOAT_LIKE), arg("rhs", FLOAT_LIKE)],
            results=[res("result", FLOAT_LIKE)],
            attrs=[FASTMATH_ATTR],
            traits=ELEMENTWISE,
        )
        for name, summary in FLOAT_BINARY.items()
    ),
    *(
        op(
            f"math.{name}",
            summary,
            "$operand attr-dict `:` type($result)",
            operands=[arg("operand", SIGNLESS_INTEGER_LIKE)],
            results=[res("result", SIGNLESS_INTEGER_LIKE)],
            traits=ELEMENTWISE,
        )
        for name, summary in INT_UNARY.items()
    ),
    *(
        op(
            f"math.{name}",
            summary,
            f"$operand {FM} attr-dict `:` type($operand)",
            operands=[arg("operand", FLOAT_LIKE)],
            results=[res("result", BOOL_LIKE)],
            attrs=[FASTMATH_ATTR],
            relations=[transform("operand", "result", i1_same_shape)],
            traits=["Pure", "ElementwiseMappable"],
        )
        for name, summary in CLASSIFY.items()
    ),
    op(
        "math.fma",
        "Floating point fused multipy-add operation",
        f"$a `,` $b `,` $c {FM} attr-dict `:` type($result)",
        operands=[arg("a", FLOAT_LIKE), arg("b", FLOAT_LIKE), arg("c", FLOAT_LIKE)],
        results=[res("result", FLOAT_LIKE)],
        attrs=[FASTMATH_ATTR],
        traits=ELEMENTWISE,
    ),
    op(
        "math.ipowi",
        "Signed integer raised to the power of operation",
        "$lhs `,` $rhs attr-dict `:` type($result)",
        operands=[arg("lhs", SIGNLESS_INTEGER_LIKE), arg("rhs", SIGNLESS_INTEGER_LIKE)],
        results=[res("result", SIGNLESS_INTEGER_LIKE)],
        traits=ELEMENTWISE,
    ),
    op(
        "math.fpowi",
        "Floating point raised to the signed integer power",
        f"$lhs `,` $rhs {FM} attr-dict `:` type($lhs) `,` type($rhs)",
        operands=[arg("lhs", FLOAT_LIKE), arg("rhs", SIGNLESS_INTEGER_LIKE)],
        results=[res("result", FLOAT_LIKE)],
        attrs=[FASTMATH_ATTR],
        relations=[transform("lhs", "result", lambda t: t)],
        traits=["Pure", "ElementwiseMappable"],
    ),
    op(
        "math.sincos",
        "Sine and cosine of the specified value",
        f"$operand {FM} attr-dict `:` type($operand)",
        operands=[arg("operand", FLOAT_LIKE)],
        results=[res("sin", FLOAT_LIKE), res("cos", FLOAT_LIKE)],
        attrs=[FASTMATH_ATTR],
        relations=[
            transform("operand", "sin", lambda t: t),
            transform("operand", "cos", lambda t: t),
        ],
        traits=["Pure", "ElementwiseMappable"],
        result_names=lambda o: ["sin", "cos"],
    ),
    op(
        "math.clampf",
        "Floating point clamping operation",
        f"$operand `to` ` ` `[` $min `,` $max `]` {FM} attr-dict `:` type($result)",
        operands=[arg("operand", FLOAT_LIKE), arg("min", FLOAT_LIKE), arg("max", FLOAT_LIKE)],
        results=[res("result", FLOAT_LIKE)],
        attrs=[FASTMATH_ATTR],
        traits=ELEMENTWISE,
    ),
)
