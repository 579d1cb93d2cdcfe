"""The index dialect: arithmetic on the `index` type."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.assembly_format.attr_kinds import AttrKind, enum_kind, register_kind
from mlir_ls.dialects.constraints import I1, INDEX, _c
from mlir_ls.dialects.ods import arg, attr, op, res
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import DialectSpec, VerifyContext

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser

#: AnyTypeOf<[AnyInteger, Index]> (the casts take signed and unsigned integers too)
INT_OR_INDEX = _c("integer or index", lambda t: isinstance(t, ty.IntegerType | ty.IndexType))

PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
_PREDICATE = enum_kind("IndexCmpPredicateAttr", PREDICATES, dialect="index", mnemonic="")
_MNEMONIC = "cmp_predicate "


def _parse_predicate(p: Parser, attr_name: str) -> at.Attribute:
    """The keyword `slt`, stored as upstream's `#index<cmp_predicate slt>`."""
    parsed = _PREDICATE.parse(p, attr_name)
    if isinstance(parsed, at.DialectAttr) and parsed.body is not None:
        return at.DialectAttr("index", "", _MNEMONIC + parsed.body)
    return parsed


def _print_predicate(printer: OpAsmPrinter, attr: at.Attribute) -> None:
    if isinstance(attr, at.DialectAttr) and attr.body is not None:
        printer.write(attr.body.removeprefix(_MNEMONIC).strip())
    else:
        _PREDICATE.print(printer, attr)


register_kind(
    AttrKind(
        "IndexCmpPredicateAttr",
        _parse_predicate,
        _print_predicate,
        _PREDICATE.starts,
        lambda a: (
            isinstance(a, at.DialectAttr)
            and a.dialect == "index"
            and (a.body or "").startswith(_MNEMONIC)
        ),
        cases=PREDICATES,
    )
)

BINARY = {
    "add": "Index addition",
    "sub": "Index subtraction",
    "mul": "Index multiplication",
    "divs": "Index signed division",
    "divu": "Index unsigned division",
    "ceildivs": "Index signed ceil division",
    "ceildivu": "Index unsigned ceil division",
    "floordivs": "Index signed floor division",
    "rems": "Index signed remainder",
    "remu": "Index unsigned remainder",
    "maxs": "Index signed maximum",
    "maxu": "Index unsigned maximum",
    "mins": "Index signed minimum",
    "minu": "Index unsigned minimum",
    "shl": "Index shift left",
    "shrs": "Signed index shift right",
    "shru": "Unsigned index shift right",
    "and": "Index bitwise and",
    "or": "Index bitwise or",
    "xor": "Index bitwise xor",
}


def _constant_name(o: Operation) -> list[str | None]:
    """`%idx42` as upstream's ConstantOp::getAsmResultNames."""
    value = o.attr("value")
    return [f"idx{value.value}" if isinstance(value, at.IntegerAttr) else None]


def _bool_constant_name(o: Operation) -> list[str | None]:
    value = o.attr("value")
    return ["true" if isinstance(value, at.BoolAttr) and value.value else "false"]


def verify_cast(o: Operation, ctx: VerifyContext) -> None:
    """CastOpInterface: exactly one side is `index`, the other a signless integer."""
    src, dst = o.operands[0].type, o.results[0].type
    if src.is_error or dst.is_error:
        return
    if isinstance(src, ty.IndexType) == isinstance(dst, ty.IndexType):
        ctx.error(o, f"operand type '{src}' and result type '{dst}' are cast incompatible")


INDEX_DIALECT = DialectSpec("index", "Operations on the index type.")
INDEX_DIALECT.add(
    *(
        op(
            f"index.{name}",
            summary,
            "$lhs `,` $rhs attr-dict",
            operands=[arg("lhs", INDEX), arg("rhs", INDEX)],
            results=[res("result", INDEX)],
            traits=["Pure"],
        )
        for name, summary in BINARY.items()
    ),
    op(
        "index.cmp",
        "Index compare",
        "$pred `(` $lhs `,` $rhs `)` attr-dict",
        operands=[arg("lhs", INDEX), arg("rhs", INDEX)],
        results=[res("result", I1)],
        attrs=[attr("pred", "IndexCmpPredicateAttr")],
        traits=["Pure"],
    ),
    op(
        "index.constant",
        "Index constant",
        "attr-dict $value",
        results=[res("result", INDEX)],
        attrs=[attr("value", "IndexAttr")],
        traits=["ConstantLike", "Pure"],
        result_names=_constant_name,
    ),
    op(
        "index.bool.constant",
        "Boolean constant",
        "attr-dict $value",
        results=[res("result", I1)],
        attrs=[attr("value", "BoolAttr")],
        traits=["ConstantLike", "Pure"],
        result_names=_bool_constant_name,
    ),
    *(
        op(
            f"index.{name}",
            summary,
            "$input attr-dict `:` type($input) `to` type($output)",
            operands=[arg("input", INT_OR_INDEX)],
            results=[res("output", INT_OR_INDEX)],
            traits=["Pure", "CastOpInterface"],
            verify=verify_cast,
        )
        for name, summary in (
            ("casts", "Index signed cast"),
            ("castu", "Index unsigned cast"),
        )
    ),
    op(
        "index.sizeof",
        "Size in bits of the index type",
        "attr-dict",
        results=[res("result", INDEX)],
        traits=["Pure"],
    ),
)
