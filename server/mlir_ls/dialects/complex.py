"""The complex dialect: complex numbers and their arithmetic."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.arith import FASTMATH_ATTR
from mlir_ls.dialects.constraints import COMPLEX, FLOAT, I1, _c
from mlir_ls.dialects.ods import arg, attr, match, op, res, transform
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import SAME_OPERANDS_AND_RESULT_TYPE, DialectSpec, TypeTransform

if TYPE_CHECKING:
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.text.span import Span

FM = "(`fastmath` `` $fastmath^)?"
ELEMENTWISE = [SAME_OPERANDS_AND_RESULT_TYPE, "Pure", "Elementwise"]


def _element(t: ty.Type) -> ty.Type:
    return t.element_type if isinstance(t, ty.ComplexType) else ty.ERROR_TYPE


def _complex_of(t: ty.Type) -> ty.Type:
    return ty.ComplexType(t)


UNARY = {
    "conj": "Calculate the complex conjugate",
    "cos": "computes cosine of a complex number",
    "exp": "computes exponential of a complex number",
    "expm1": "computes exponential of a complex number minus 1",
    "log": "computes natural logarithm of a complex number",
    "log1p": "computes natural logarithm of a complex number",
    "neg": "Negation operator",
    "rsqrt": "complex reciprocal of square root",
    "sign": "computes sign of a complex number",
    "sin": "computes sine of a complex number",
    "sqrt": "complex square root",
    "tan": "computes tangent of a complex number",
    "tanh": "complex hyperbolic tangent",
}
BINARY = {
    "add": "complex addition",
    "atan2": "complex 2-argument arctangent",
    "div": "complex division",
    "mul": "complex multiplication",
    "pow": "complex power function",
    "sub": "complex subtraction",
}
TO_FLOAT = {
    "abs": ("computes absolute value of a complex number", True),
    "angle": ("computes argument value of a complex number", True),
    "re": ("extracts the real part of a complex number", True),
    "im": ("extracts the imaginary part of a complex number", True),
}
COMPARE = {
    "eq": "computes whether two complex values are equal",
    "neq": "computes whether two complex values are not equal",
}


def verify_constant(o: Operation, ctx: VerifyContext) -> None:
    value = o.attr("value")
    if not isinstance(value, at.ArrayAttr) or not o.results:
        return
    if len(value.elements) != 2:
        ctx.error(
            o, "requires 'value' to be a complex constant, represented as array of two values"
        )
        return
    result = o.results[0].type
    if not isinstance(result, ty.ComplexType):
        return
    types = []
    for element in value.elements:
        if not isinstance(element, at.FloatAttr):
            ctx.error(
                o, f"requires attribute's elements to be float attributes, but found {element}"
            )
            return
        types.append(element.type)
    if any(t != result.element_type for t in types):
        ctx.error(
            o,
            f"requires attribute's element types ('{types[0]}', '{types[1]}') to match the "
            f"element type of the op's return type ('{result.element_type}')",
        )


def verify_bitcast(o: Operation, ctx: VerifyContext) -> None:
    if not o.operands or not o.results:
        return
    src, dst = o.operands[0].type, o.results[0].type
    if src.is_error or dst.is_error:
        return
    if src == dst:
        return
    if not isinstance(src, ty.ComplexType) and not isinstance(dst, ty.ComplexType):
        ctx.error(o, "requires that either input or output has a complex type")
        return
    if isinstance(dst, ty.ComplexType):
        src, dst = dst, src
    assert isinstance(src, ty.ComplexType)
    complex_bits = _bit_width(src.element_type)
    other_bits = _bit_width(dst)
    if complex_bits is not None and other_bits is not None and 2 * complex_bits != other_bits:
        ctx.error(o, "casting bitwidths do not match")


def _bit_width(t: ty.Type) -> int | None:
    """getIntOrFloatBitWidth."""
    if isinstance(t, ty.IntegerType):
        return t.width
    if isinstance(t, ty.FloatType):
        return t.width
    return None


COMPLEX_DIALECT = DialectSpec("complex", "Complex numbers.")
COMPLEX_DIALECT.add(
    *(
        op(
            f"complex.{name}",
            summary,
            f"$complex {FM} attr-dict `:` type($complex)",
            operands=[arg("complex", COMPLEX)],
            results=[res("result", COMPLEX)],
            attrs=[FASTMATH_ATTR],
            traits=ELEMENTWISE,
        )
        for name, summary in UNARY.items()
    ),
    *(
        op(
            f"complex.{name}",
            summary,
            f"$lhs `,` $rhs {FM} attr-dict `:` type($result)",
            operands=[arg("lhs", COMPLEX), arg("rhs", COMPLEX)],
            results=[res("result", COMPLEX)],
            attrs=[FASTMATH_ATTR],
            traits=ELEMENTWISE,
        )
        for name, summary in BINARY.items()
    ),
    *(
        op(
            f"complex.{name}",
            summary,
            f"$complex {FM} attr-dict `:` type($complex)",
            operands=[arg("complex", COMPLEX)],
            results=[res("result", FLOAT)],
            attrs=[FASTMATH_ATTR],
            relations=[
                TypeTransform(
                    "complex", "result", _element, "complex element type matches result type"
                )
            ],
            traits=["Pure", "Elementwise"],
        )
        for name, (summary, _) in TO_FLOAT.items()
    ),
    *(
        op(
            f"complex.{name}",
            summary,
            "$lhs `,` $rhs attr-dict `:` type($lhs)",
            operands=[arg("lhs", COMPLEX), arg("rhs", COMPLEX)],
            results=[res("result", I1)],
            relations=[match("lhs", "rhs")],
            traits=["Pure", "Elementwise"],
        )
        for name, summary in COMPARE.items()
    ),
    op(
        "complex.powi",
        "complex number raised to signed integer power",
        f"$lhs `,` $rhs {FM} attr-dict `:` type($result) `,` type($rhs)",
        operands=[
            arg("lhs", COMPLEX),
            arg("rhs", _c("signless integer", lambda t: isinstance(t, ty.IntegerType))),
        ],
        results=[res("result", COMPLEX)],
        attrs=[FASTMATH_ATTR],
        relations=[transform("result", "lhs", lambda t: t)],
        traits=["Pure", "Elementwise"],
    ),
    op(
        "complex.create",
        "complex number creation operation",
        "$real `,` $imaginary attr-dict `:` type($complex)",
        operands=[arg("real", FLOAT), arg("imaginary", FLOAT)],
        results=[res("complex", COMPLEX)],
        relations=[
            match("real", "imaginary"),
            TypeTransform(
                "complex", "real", _element, "complex element type matches real operand type"
            ),
            TypeTransform(
                "complex",
                "imaginary",
                _element,
                "complex element type matches imaginary operand type",
            ),
        ],
        traits=["Pure", "Elementwise"],
    ),
    op(
        "complex.constant",
        "complex number constant operation",
        "$value attr-dict `:` type($complex)",
        results=[res("complex", COMPLEX)],
        attrs=[attr("value", "ArrayAttr")],
        traits=["ConstantLike", "Pure"],
        verify=verify_constant,
        result_names=lambda o: ["cst"],
    ),
    op(
        "complex.bitcast",
        "computes bitcast between complex and equal arith types",
        "$operand attr-dict `:` type($operand) `to` type($result)",
        operands=[arg("operand")],
        results=[res("result")],
        traits=["Pure"],
        verify=verify_bitcast,
    ),
)


def parse_complex_attribute(p: Parser, name: str, body: Span | None) -> at.Attribute | None:
    """`#complex.number<:f64 1.0, 0.0>`: the element type and the two parts as float
    attributes (`params`), printed back as upstream does (`1.000000e+00`, `: complex<f64>`)."""
    if name != "number" or body is None:
        return None
    p.expect("<", "expected '<'")
    p.expect(":", "expected ':'")
    span = p.span
    element = p.parse_type()
    if not isinstance(element, ty.FloatType):
        raise p.fail("expected a float type", span)
    real = p.parse_attribute(element)
    p.expect(",", "expected ','")
    imag = p.parse_attribute(element)
    p.expect(">", "expected '>'")
    if p.kind == ":" and not (p.end < len(p.src) and p.src[p.end] == ":"):
        p.advance()
        p.parse_type()
    text = p.src[body.start : body.end]
    return at.DialectAttr("complex", "number", text, ty.ComplexType(element), (real, imag))


COMPLEX_DIALECT.parse_attribute = parse_complex_attribute
