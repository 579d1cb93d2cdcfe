"""The arith dialect: integer and floating-point arithmetic, comparisons, casts, constants."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mlir_ls.dialects.assembly_format.attr_kinds import (
    AttrKind,
    DialectAttrBody,
    enum_kind,
    flags_kind,
    register_kind,
)
from mlir_ls.dialects.constraints import (
    ANY,
    BOOL_LIKE,
    FLOAT_LIKE,
    INDEX_CAST_OPERAND,
    SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    SIGNLESS_INTEGER_LIKE,
    SIGNLESS_NONZERO_INTEGER_LIKE,
    element_of,
    i1_same_shape,
    is_float,
    is_signless_int,
    like,
    memref_of,
)
from mlir_ls.dialects.invariants import compatible_shape
from mlir_ls.dialects.ods import arg, attr, match, op, res, transform, unit
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, OpResult
from mlir_ls.ir.spec import SAME_OPERANDS_AND_RESULT_TYPE, DialectSpec, OpSpec, TypeConstraint

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.text.span import Span

FASTMATH_FLAGS = ("none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "fast")
OVERFLOW_FLAGS = ("none", "nsw", "nuw")
FASTMATH = DialectAttrBody(
    "arith", "fastmath", FASTMATH_FLAGS, ",", "::mlir::arith::FastMathFlags", "Arith_FastMathAttr"
)
OVERFLOW = DialectAttrBody(
    "arith",
    "overflow",
    OVERFLOW_FLAGS,
    ", ",
    "::mlir::arith::IntegerOverflowFlags",
    "Arith_IntegerOverflowAttr",
)
FASTMATH_NONE = at.DialectAttr("arith", "fastmath", "none")
OVERFLOW_NONE = at.DialectAttr("arith", "overflow", "none")

#: The BitEnum cases (single bits in declaration order) and the groups of several bits.
_FASTMATH_BITS = {
    "reassoc": 1,
    "nnan": 2,
    "ninf": 4,
    "nsz": 8,
    "arcp": 16,
    "contract": 32,
    "afn": 64,
}
_FASTMATH_GROUPS = {"fast": 127}
_OVERFLOW_BITS = {"nsw": 1, "nuw": 2}


def canonical_flags(
    value: at.Attribute, bits: dict[str, int], groups: dict[str, int], separator: str
) -> at.Attribute:
    """A bit-enum attribute as upstream stores and prints it (`stringify<Enum>`): `none`
    for no bit, else the groups whose bits are all set, then the remaining single bits, in
    declaration order (`fastmath<nnan,reassoc>` prints `reassoc,nnan`; all seven `fast`)."""
    if not isinstance(value, at.DialectAttr) or value.body is None:
        return value
    mask = 0
    for word in value.body.replace(",", " ").split():
        mask |= bits.get(word, groups.get(word, 0))
    words: list[str] = []
    for name, group in groups.items():
        if mask & group == group:
            words.append(name)
            mask &= ~group
    words += [name for name, bit in bits.items() if mask & bit]
    body = separator.join(words) or "none"
    return value if body == value.body else at.DialectAttr(value.dialect, value.name, body)


#: `canonical_flags` of a plain `#arith.<name><body>` by (name, body): ops repeat a few
#: flag sets, and the attribute is a value (equal ones are interchangeable).
_CANONICAL: dict[tuple[str, str], at.Attribute] = {}
_CANONICAL_LIMIT = 4096


def _canonical_cached(
    value: at.Attribute, bits: dict[str, int], groups: dict[str, int], separator: str
) -> at.Attribute:
    """`canonical_flags`, remembered for a plain attribute (no type nor parameters)."""
    if (
        type(value) is not at.DialectAttr
        or value.body is None
        or value.dialect != "arith"
        or value.type is not None
        or value.params
    ):
        return canonical_flags(value, bits, groups, separator)
    key = (value.name, value.body)
    found = _CANONICAL.get(key)
    if found is None:
        if len(_CANONICAL) >= _CANONICAL_LIMIT:
            _CANONICAL.clear()
        found = _CANONICAL[key] = canonical_flags(value, bits, groups, separator)
    return found


def _canonical_fastmath(value: at.Attribute) -> at.Attribute:
    return _canonical_cached(value, _FASTMATH_BITS, _FASTMATH_GROUPS, ",")


def _canonical_overflow(value: at.Attribute) -> at.Attribute:
    return _canonical_cached(value, _OVERFLOW_BITS, {}, ", ")


def _canonical_kind(base: AttrKind, canonical: Callable[[at.Attribute], at.Attribute]) -> AttrKind:
    """`base` (a `flags_kind`) storing its value canonically."""
    return AttrKind(
        base.name,
        lambda p, name: canonical(base.parse(p, name)),
        base.print,
        base.starts,
        base.storage,
    )


register_kind(
    _canonical_kind(
        flags_kind(
            "Arith_FastMathAttr",
            "arith",
            "fastmath",
            FASTMATH_FLAGS,
            ",",
            "::mlir::arith::FastMathFlags",
        ),
        _canonical_fastmath,
    )
)
register_kind(
    _canonical_kind(
        flags_kind("Arith_IntegerOverflowAttr", "arith", "overflow", OVERFLOW_FLAGS),
        _canonical_overflow,
    )
)
CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = (
    "false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "uno",
    "true",
)
ROUNDING_MODES = ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")
register_kind(enum_kind("Arith_CmpIPredicateAttr", CMPI_PREDICATES))
register_kind(enum_kind("Arith_CmpFPredicateAttr", CMPF_PREDICATES))
register_kind(enum_kind("Arith_RoundingModeAttr", ROUNDING_MODES, int_type=ty.I32))


def parse_arith_attribute(p: Parser, name: str, body: Span | None) -> at.Attribute | None:
    """`#arith.fastmath<...>` and `#arith.overflow<...>` with their flags checked."""
    if name == "fastmath" and body is not None:
        return _canonical_fastmath(FASTMATH.parse(p))
    if name == "overflow" and body is not None:
        return _canonical_overflow(OVERFLOW.parse(p))
    return None


# ---- shared pieces ------------------------------------------------------------------------

FASTMATH_ATTR = attr("fastmath", "Arith_FastMathAttr", default=FASTMATH_NONE)
#: OptionalAttr<Arith_FastMathAttr> (extf, truncf, scaling_*): not stored when not given.
OPTIONAL_FASTMATH_ATTR = attr(
    "fastmath", "Arith_FastMathAttr", default=FASTMATH_NONE, stored_default=False
)
OVERFLOW_ATTR = attr("overflowFlags", "Arith_IntegerOverflowAttr", default=OVERFLOW_NONE)
INT_BINARY = [arg("lhs", SIGNLESS_NONZERO_INTEGER_LIKE), arg("rhs", SIGNLESS_NONZERO_INTEGER_LIKE)]
INT_RESULT = [res("result", SIGNLESS_NONZERO_INTEGER_LIKE)]
FLOAT_BINARY = [arg("lhs", FLOAT_LIKE), arg("rhs", FLOAT_LIKE)]
FLOAT_RESULT = [res("result", FLOAT_LIKE)]
ARITH = [SAME_OPERANDS_AND_RESULT_TYPE, "Pure", "ElementwiseMappable"]


def int_binary(name: str, summary: str, flags: str = "") -> OpSpec:
    if flags == "overflow":
        return op(
            f"arith.{name}",
            summary,
            "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            operands=INT_BINARY,
            results=INT_RESULT,
            attrs=[OVERFLOW_ATTR],
            traits=ARITH,
            result_names=result_names_muli if name == "muli" else None,
        )
    if flags == "exact":
        return op(
            f"arith.{name}",
            summary,
            "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
            operands=INT_BINARY,
            results=INT_RESULT,
            attrs=[unit("isExact")],
            traits=ARITH,
        )
    return op(
        f"arith.{name}",
        summary,
        "$lhs `,` $rhs attr-dict `:` type($result)",
        operands=INT_BINARY,
        results=INT_RESULT,
        traits=ARITH,
    )


def float_binary(name: str, summary: str, rounding: bool = False) -> OpSpec:
    """A float binary op; `rounding`: it takes an optional rounding mode (addf, subf,
    mulf, divf: `$lhs, $rhs ($roundingmode^)? (fastmath<...>)?`)."""
    mode = " ($roundingmode^)?" if rounding else ""
    attrs = [FASTMATH_ATTR]
    if rounding:
        attrs.append(attr("roundingmode", "Arith_RoundingModeAttr", optional=True))
    return op(
        f"arith.{name}",
        summary,
        f"$lhs `,` $rhs{mode} (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
        operands=FLOAT_BINARY,
        results=FLOAT_RESULT,
        attrs=attrs,
        traits=ARITH,
    )


BITCAST_OPERAND = TypeConstraint(
    "non-zero-bitwidth-signless-integer-or-float-like or memref of non-zero-bitwidth signless "
    "integer or float",
    lambda t: (
        t.is_error
        or like(lambda e: is_signless_int(e, True) or is_float(e))(t)
        or memref_of(lambda e: is_signless_int(e, True) or is_float(e))(t)
    ),
)


def _width(t: ty.Type) -> int | None:
    e = element_of(t)
    if isinstance(e, ty.IntegerType | ty.FloatType):
        return e.width
    if isinstance(e, ty.IndexType):
        return 64
    return None


def _shape(t: ty.Type) -> tuple[str, tuple[int, ...] | None]:
    if isinstance(t, ty.VectorType):
        return ("vector", t.shape)
    if isinstance(t, ty.RankedTensorType):
        return ("tensor", t.shape)
    if isinstance(t, ty.UnrankedTensorType):
        return ("tensor", None)
    return ("scalar", ())


def cast_verifier(kind: str) -> object:
    """areCastCompatible of the casts (after SameOperandsAndResultShape held)."""

    def verify(o: Operation, ctx: VerifyContext) -> None:
        if not o.operands or not o.results:
            return
        src, dst = o.operands[0].type, o.results[0].type
        if src.is_error or dst.is_error:
            return
        a, b = _width(src), _width(dst)
        ok = True
        if isinstance(src, ty.RankedTensorType) and isinstance(dst, ty.RankedTensorType):
            ok = src.encoding == dst.encoding
        if ok and a is not None and b is not None:
            if kind == "ext":
                ok = b > a
            elif kind == "trunc":
                ok = b < a
            elif kind == "bitcast":
                ok = a == b
            elif kind == "convertf":
                ok = a == b and element_of(src) != element_of(dst)
            elif kind == "index":
                ok = isinstance(_elem(src), ty.IndexType) != isinstance(_elem(dst), ty.IndexType)
        if not ok:
            ctx.error(o, f"operand type '{src}' and result type '{dst}' are cast incompatible")

    return verify


def scaling_verifier(wider: bool) -> Callable[[Operation, VerifyContext], None]:
    """The scaling casts' trait verifiers after their PredOpTrait (SameInputOutputTensorDims):
    CastOpInterface (areCastCompatible of the input and the result alone: one of each,
    compatible shapes, the same ranked-tensor encoding, float element types, the result
    wider for `scaling_extf` and narrower for `scaling_truncf`; upstream lists every
    operand in its message), then Elementwise. Their verify() (verifyExtOp /
    verifyTruncateOp) compares the same widths and cannot fail after the interface."""

    def verify(o: Operation, ctx: VerifyContext) -> None:
        if len(o.operands) != 2 or len(o.results) != 1:
            return
        types = [v.type for v in o.operands] + [o.results[0].type]
        if any(t.is_error for t in types):
            return
        src, dst = types[0], types[2]
        a, b = element_of(src), element_of(dst)
        ok = (
            compatible_shape(src, dst)
            and getattr(src, "encoding", None) == getattr(dst, "encoding", None)
            and isinstance(a, ty.FloatType)
            and isinstance(b, ty.FloatType)
            and (b.width > a.width if wider else b.width < a.width)
        )
        if not ok:
            shown = ", ".join(f"'{t}'" for t in types[:2])
            ctx.error(o, f"operand types {shown} and result type '{dst}' are cast incompatible")
            return
        problem = elementwise_problem(types[:2], types[2:])
        if problem is not None:
            ctx.error(o, problem)

    return verify


def elementwise_problem(operands: list[ty.Type], results: list[ty.Type]) -> str | None:
    """OpTrait::impl::verifyElementwise: vectors and tensors map element by element only
    when operands and results are non-scalar together, of one kind and one shape."""
    mappable = (ty.VectorType, ty.RankedTensorType, ty.UnrankedTensorType)
    ins = [t for t in operands if isinstance(t, mappable)]
    outs = [t for t in results if isinstance(t, mappable)]
    if not ins and not outs:
        return None
    if not ins:
        return "if a result is non-scalar, then at least one operand must be non-scalar"
    if not outs:
        return "if an operand is non-scalar, then there must be at least one non-scalar result"
    if len(outs) != len(results):
        return "if an operand is non-scalar, then all results must be non-scalar"
    every = ins + outs
    first = every[0]
    if any(type(t) is not type(first) for t in every) or not all(
        compatible_shape(t, first) and getattr(t, "scalable", ()) == getattr(first, "scalable", ())
        for t in every
    ):
        return "all non-scalar operands/results must have the same shape and base type"
    return None


def _elem(t: ty.Type) -> ty.Type:
    if isinstance(t, ty.ShapedType):
        return t.element_type
    return t


def cast(
    name: str,
    summary: str,
    source: object,
    target: object,
    flags: str = "",
    check: str = "",
) -> OpSpec:
    middle = {
        "": "",
        "fastmath": " (`fastmath` `` $fastmath^)?",
        "overflow": " (`overflow` `` $overflowFlags^)?",
        "nneg": " (`nneg` $nonNeg^)?",
        "truncf": " ($roundingmode^)? (`fastmath` `` $fastmath^)?",
    }[flags]
    attrs = {
        "": [],
        "fastmath": [OPTIONAL_FASTMATH_ATTR],
        "overflow": [OVERFLOW_ATTR],
        "nneg": [unit("nonNeg")],
        "truncf": [
            attr("roundingmode", "Arith_RoundingModeAttr", optional=True),
            OPTIONAL_FASTMATH_ATTR,
        ],
    }[flags]
    return op(
        f"arith.{name}",
        summary,
        f"$in{middle} attr-dict `:` type($in) `to` type($out)",
        operands=[arg("in", source)],  # type: ignore[arg-type]
        results=[res("out", target)],  # type: ignore[arg-type]
        attrs=attrs,
        traits=[
            "Pure",
            "SameOperandsAndResultShape",
            "SameInputOutputTensorDims",
            "CastOpInterface",
        ],
        verify=cast_verifier(check) if check else None,  # type: ignore[arg-type]
        local_verify=True,
    )


# ---- arith.constant and arith.select --------------------------------------------------------


def parse_constant(p: Parser, o: Operation) -> None:
    """attr-dict $value (a typed attribute: the result type is the value's type)."""
    p.parse_optional_attr_dict_into(o)
    span = p.span
    value = p.parse_attribute()
    o.attributes["value"] = value
    value_type = value.type
    if value_type is None:
        if isinstance(value, at.ErrorAttr):
            value_type = ty.ERROR_TYPE
        else:
            raise p.fail("expected attribute with a type", span)
    o.add_result(value_type)


def print_constant(pr: OpAsmPrinter, o: Operation) -> None:
    attrs = {k: v for k, v in sorted(o.attributes.items()) if k != "value"}
    pr.print_optional_attr_dict(attrs)
    pr.write(" ")
    value = o.attr("value")
    if value is not None:
        pr.print_attribute(value)


def verify_constant(o: Operation, ctx: VerifyContext) -> None:
    value = o.attr("value")
    if value is None or not o.results:
        return
    result = o.results[0].type
    typed = isinstance(value, at.StringAttr) or (value.type is not None and not value.type.is_error)
    if typed and value.type != result and not result.is_error:
        # AllTypesMatch<["value", "result"]> (a string attribute's type is `none`)
        ctx.error(o, "failed to verify that all of {value, result} have same type")
        return
    if isinstance(result, ty.IntegerType) and not result.is_signless:
        ctx.error(o, "integer return type must be signless")
        return
    if not isinstance(
        value, at.IntegerAttr | at.FloatAttr | at.BoolAttr | at.DenseElementsAttr
    ) and not isinstance(
        value, at.DenseResourceAttr | at.SparseElementsAttr | at.DialectAttr | at.ErrorAttr
    ):
        ctx.error(o, "value must be an integer, float, or elements attribute")
        return
    if isinstance(result, ty.VectorType) and result.scalable and not _is_splat(value):
        ctx.error(
            o,
            "initializing scalable vectors with elements attribute is not supported unless "
            "it's a vector splat",
        )


def _is_splat(value: at.Attribute) -> bool:
    """SplatElementsAttr: a dense attribute whose elements are all equal (hex data unknown)."""
    if not isinstance(value, at.DenseElementsAttr):
        return isinstance(value, at.DialectAttr | at.ErrorAttr)
    if value.splat or value.hex is not None:
        return True
    return len(set(value.elements)) <= 1


def result_names_muli(o: Operation) -> list[str | None]:
    """`%c8_vscale` for `vector.vscale` times an index constant (MulIOp::getAsmResultNames)."""
    if len(o.operands) != 2 or not o.results or not isinstance(o.results[0].type, ty.IndexType):
        return [None]

    def defining(v: object) -> Operation | None:
        return v.op if isinstance(v, OpResult) else None

    def constant(v: object) -> int | None:
        op = defining(v)
        if op is None or op.spec is None or "ConstantLike" not in op.spec.traits:
            return None
        value = op.attr("value")
        if isinstance(value, at.IntegerAttr) and isinstance(value.type, ty.IndexType):
            return int(value.value)
        return None

    lhs, rhs = o.operands
    for a, b in ((lhs, rhs), (rhs, lhs)):
        op = defining(a)
        base = constant(b)
        if op is not None and op.name == "vector.vscale" and base is not None:
            return [f"c{base}_vscale"]
    return [None]


def result_names_constant(o: Operation) -> list[str | None]:
    """`%c0`, `%c42_i32`, `%true`, `%cst` as upstream's getAsmResultNames."""
    value = o.attr("value")
    if isinstance(value, at.BoolAttr):
        return ["true" if value.value else "false"]
    if isinstance(value, at.IntegerAttr):
        t = value.type
        if t == ty.I1:
            return ["true" if value.value else "false"]
        number = value.value
        width = t.width if isinstance(t, ty.IntegerType) else 64
        if width > 0:  # the APInt prints signed: `%c-1_i128`, whatever bits are stored
            number %= 1 << width
            if number >= 1 << (width - 1):
                number -= 1 << width
        text = f"c{number}"  # `%c-22`: `-` is kept by sanitizeIdentifier
        if isinstance(t, ty.IntegerType):
            text += f"_{t}"
        return [text]
    return ["cst"]


def parse_select(p: Parser, o: Operation) -> None:
    """$condition `,` $true_value `,` $false_value attr-dict `:` (type($condition) `,`)? type($result)"""
    cond = p.parse_operand()
    p.expect(",", "expected ','")
    true_value = p.parse_operand()
    p.expect(",", "expected ','")
    false_value = p.parse_operand()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    types = p.parse_type_list_no_parens()
    if len(types) > 2:
        raise p.fail("expected ':'")
    cond_type = types[0] if len(types) == 2 else ty.I1
    value_type = types[-1]
    o.operands.append(p.resolve_operand(cond, cond_type))
    o.operands.append(p.resolve_operand(true_value, value_type))
    o.operands.append(p.resolve_operand(false_value, value_type))
    o.add_result(value_type)


def print_select(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operands(o.operands)
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())))
    pr.write(" : ")
    if o.operands and isinstance(o.operands[0].type, ty.ShapedType):
        pr.print_type(o.operands[0].type)
        pr.write(", ")
    if o.results:
        pr.print_type(o.results[0].type)


#: cmpi/cmpf's TypesMatchWith on the result.
I1_SAME_SHAPE = "result type has i1 element type and same shape as operands"


def verify_select(o: Operation, ctx: VerifyContext) -> None:
    """BooleanConditionOrMatchingShape (a PredOpTrait, after the type constraints): the
    condition is `i1` or has the result's shape; then SelectOp::verify: a shaped result
    takes the `i1` type of its shape (kind and encoding too)."""
    if len(o.operands) != 3 or not o.results:
        return
    cond = o.operands[0].type
    value = o.results[0].type
    if cond.is_error or value.is_error or cond == ty.I1:
        return
    if isinstance(cond, ty.ShapedType) and isinstance(value, ty.ShapedType):
        if cond.shape != value.shape:
            ctx.error(o, "failed to verify that condition is signless i1 or has matching shape")
            return
    if not isinstance(value, ty.ShapedType):
        ctx.error(o, f"expected condition to be a signless i1, but got '{cond}'")
        return
    expected = i1_same_shape(value)
    if cond != expected:
        ctx.error(
            o,
            "expected condition type to have the same shape as the result type, "
            f"expected '{expected}', but got '{cond}'",
        )


def verify_extended(o: Operation, ctx: VerifyContext) -> None:
    """Vectorizable: scalars or all of one shape."""
    types = [v.type for v in o.operands] + [r.type for r in o.results]
    shaped = [t for t in types if isinstance(t, ty.ShapedType)]
    if shaped and len(shaped) != len(types):
        ctx.error(o, "if an operand is non-scalar, then all results must be non-scalar")
        return
    if shaped and len({(type(t), t.shape) for t in shaped}) > 1:
        ctx.error(o, "all non-scalar operands/results must have the same shape and base type")


def verify_cmp(o: Operation, ctx: VerifyContext) -> None:
    return None


ARITH_DIALECT = DialectSpec("arith", "Integer and floating-point arithmetic.")
ARITH_DIALECT.parse_attribute = parse_arith_attribute
ARITH_DIALECT.add(
    op(
        "arith.constant",
        "Integer or floating point constant",
        operands=[],
        results=[res("result", ANY)],
        attrs=[attr("value", "TypedAttrInterface")],
        traits=["ConstantLike", "Pure"],
        parse=parse_constant,
        print=print_constant,
        verify=verify_constant,
        local_verify=True,
        result_names=result_names_constant,
    ),
    int_binary("addi", "Integer addition operation", "overflow"),
    int_binary("subi", "Integer subtraction operation", "overflow"),
    int_binary("muli", "Integer multiplication operation", "overflow"),
    int_binary("shli", "Integer left-shift", "overflow"),
    int_binary("divui", "Unsigned integer division operation", "exact"),
    int_binary("divsi", "Signed integer division operation", "exact"),
    int_binary("shrui", "Unsigned integer right-shift", "exact"),
    int_binary("shrsi", "Signed integer right-shift", "exact"),
    int_binary("ceildivui", "Unsigned ceil integer division operation"),
    int_binary("ceildivsi", "Signed ceil integer division operation"),
    int_binary("floordivsi", "Signed floor integer division operation"),
    int_binary("remui", "Unsigned integer division remainder operation"),
    int_binary("remsi", "Signed integer division remainder operation"),
    int_binary("andi", "Integer binary and"),
    int_binary("ori", "Integer binary or"),
    int_binary("xori", "Integer binary xor"),
    int_binary("maxsi", "Signed integer maximum operation"),
    int_binary("maxui", "Unsigned integer maximum operation"),
    int_binary("minsi", "Signed integer minimum operation"),
    int_binary("minui", "Unsigned integer minimum operation"),
    op(
        "arith.addui_extended",
        "Extended unsigned integer addition operation returning sum and overflow bit",
        "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
        operands=INT_BINARY,
        results=[res("sum", SIGNLESS_INTEGER_LIKE), res("overflow", BOOL_LIKE)],
        relations=[match("lhs", "rhs", "sum")],
        traits=["Pure", "Commutative"],
        verify=verify_extended,
        local_verify=True,
        result_names=lambda o: ["sum", "overflow"],
    ),
    op(
        "arith.subui_extended",
        "Extended unsigned integer subtraction operation returning difference and borrow bit",
        "$lhs `,` $rhs attr-dict `:` type($diff) `,` type($borrow)",
        operands=INT_BINARY,
        results=[res("diff", SIGNLESS_INTEGER_LIKE), res("borrow", BOOL_LIKE)],
        relations=[match("lhs", "rhs", "diff")],
        traits=["Pure"],
        verify=verify_extended,
        local_verify=True,
        result_names=lambda o: ["diff", "borrow"],
    ),
    *(
        op(
            f"arith.{name}",
            summary,
            "$lhs `,` $rhs attr-dict `:` type($lhs)",
            operands=INT_BINARY,
            results=[res("low", SIGNLESS_INTEGER_LIKE), res("high", SIGNLESS_INTEGER_LIKE)],
            relations=[match("lhs", "rhs", "low", "high")],
            traits=["Pure", "Commutative"],
            result_names=lambda o: ["low", "high"],
        )
        for name, summary in (
            ("mulsi_extended", "Extended signed integer multiplication operation"),
            ("mului_extended", "Extended unsigned integer multiplication operation"),
        )
    ),
    float_binary("addf", "Floating point addition operation", rounding=True),
    float_binary("subf", "Floating point subtraction operation", rounding=True),
    float_binary("mulf", "Floating point multiplication operation", rounding=True),
    float_binary("divf", "Floating point division operation", rounding=True),
    float_binary("remf", "Floating point division remainder operation"),
    float_binary("maximumf", "Floating-point maximum operation"),
    float_binary("minimumf", "Floating-point minimum operation"),
    float_binary("maxnumf", "Floating-point maximum operation"),
    float_binary("minnumf", "Floating-point minimum operation"),
    *(
        op(
            f"arith.{name}",
            summary,
            "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
            operands=[arg("operand", FLOAT_LIKE)],
            results=FLOAT_RESULT,
            attrs=[FASTMATH_ATTR],
            traits=ARITH,
        )
        for name, summary in (
            ("negf", "Floating point negation"),
            ("flush_denormals", "Flush denormal floating-point values to zero"),
        )
    ),
    op(
        "arith.cmpi",
        "Integer comparison operation",
        "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
        operands=INT_BINARY,
        results=[res("result", BOOL_LIKE)],
        attrs=[attr("predicate", "Arith_CmpIPredicateAttr")],
        relations=[match("lhs", "rhs"), transform("lhs", "result", i1_same_shape, I1_SAME_SHAPE)],
        traits=["Pure", "SameTypeOperands"],
    ),
    op(
        "arith.cmpf",
        "Floating-point comparison operation",
        "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
        operands=FLOAT_BINARY,
        results=[res("result", BOOL_LIKE)],
        attrs=[attr("predicate", "Arith_CmpFPredicateAttr"), FASTMATH_ATTR],
        relations=[match("lhs", "rhs"), transform("lhs", "result", i1_same_shape, I1_SAME_SHAPE)],
        traits=["Pure", "SameTypeOperands"],
    ),
    op(
        "arith.select",
        "Select operation",
        operands=[arg("condition", BOOL_LIKE), arg("true_value"), arg("false_value")],
        results=[res("result")],
        relations=[match("true_value", "false_value", "result")],
        traits=["Pure"],
        parse=parse_select,
        print=print_select,
        verify=verify_select,
        local_verify=True,
    ),
    cast(
        "extui",
        "Integer zero extension operation",
        SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
        SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
        "nneg",
        "ext",
    ),
    cast(
        "extsi",
        "Integer sign extension operation",
        SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
        SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
        "",
        "ext",
    ),
    cast(
        "extf",
        "Cast from floating-point to wider floating-point",
        FLOAT_LIKE,
        FLOAT_LIKE,
        "fastmath",
        "ext",
    ),
    cast(
        "trunci",
        "Integer truncation operation",
        SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
        SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
        "overflow",
        "trunc",
    ),
    cast(
        "truncf",
        "Cast from floating-point to narrower floating-point",
        FLOAT_LIKE,
        FLOAT_LIKE,
        "truncf",
        "trunc",
    ),
    cast(
        "convertf",
        "Cast between floating-point types of the same width",
        FLOAT_LIKE,
        FLOAT_LIKE,
        "truncf",
        "convertf",
    ),
    cast(
        "uitofp",
        "Cast from unsigned integer type to floating-point",
        SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
        FLOAT_LIKE,
        "nneg",
        "any",
    ),
    cast(
        "sitofp",
        "Cast from integer type to floating-point",
        SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
        FLOAT_LIKE,
        "",
        "any",
    ),
    cast(
        "fptoui",
        "Cast from floating-point type to integer type",
        FLOAT_LIKE,
        SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
        "",
        "any",
    ),
    cast(
        "fptosi",
        "Cast from floating-point type to integer type",
        FLOAT_LIKE,
        SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
        "",
        "any",
    ),
    cast(
        "index_cast",
        "Cast between index and integer types",
        INDEX_CAST_OPERAND,
        INDEX_CAST_OPERAND,
        "",
        "index",
    ),
    cast(
        "index_castui",
        "Unsigned cast between index and integer types",
        INDEX_CAST_OPERAND,
        INDEX_CAST_OPERAND,
        "nneg",
        "index",
    ),
    cast(
        "bitcast",
        "Bitcast between values of equal bit width",
        BITCAST_OPERAND,
        BITCAST_OPERAND,
        "",
        "bitcast",
    ),
    *(
        op(
            f"arith.{name}",
            summary,
            f"$in `,` $scale{middle} attr-dict `:` type($in) `,` type($scale) `to` type($out)",
            operands=[arg("in", FLOAT_LIKE), arg("scale", FLOAT_LIKE)],
            results=[res("out", FLOAT_LIKE)],
            attrs=attrs,
            traits=["Pure", "SameInputOutputTensorDims", "CastOpInterface"],
            verify=scaling_verifier(name == "scaling_extf"),
            local_verify=True,
        )
        for name, summary, middle, attrs in (
            (
                "scaling_extf",
                "Upcasts input floats using provided scale values following OCP MXFP Spec",
                " (`fastmath` `` $fastmath^)?",
                [OPTIONAL_FASTMATH_ATTR],
            ),
            (
                "scaling_truncf",
                "Downcasts input floating point values using provided scales values following OCP MXFP Spec",
                " ($roundingmode^)? (`fastmath` `` $fastmath^)?",
                [
                    attr("roundingmode", "Arith_RoundingModeAttr", optional=True),
                    OPTIONAL_FASTMATH_ATTR,
                ],
            ),
        )
    ),
)

_ = SIGNLESS_INTEGER_LIKE
