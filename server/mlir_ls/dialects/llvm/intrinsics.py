"""LLVM intrinsics as ops (`llvm.intr.*`, LLVMIntrinsicOps.td).

Most one-to-one intrinsics share the form `(` operands `)` attr-dict `:`
functional-type(operands, results); the others have their own format, or none
(they print in the generic form, as upstream does).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.constraints import I1
from mlir_ls.dialects.llvm.attributes import ALIAS_SCOPE_KIND, DI_LABEL_KIND
from mlir_ls.dialects.llvm.common import (
    ALIAS_ATTR_CHECKS,
    all_attributes,
    check_attrs_after_parse,
)
from mlir_ls.dialects.llvm.enums import FASTMATH_NONE
from mlir_ls.dialects.llvm.functions import (
    parse_op_bundles,
    print_op_bundles,
    store_bundles,
    verify_op_bundles,
)
from mlir_ls.dialects.llvm.metadata import MetadataAttr
from mlir_ls.dialects.llvm.types import (
    ANY_PTR,
    ANY_VECTOR,
    COMPATIBLE,
    FLOAT_LIKE,
    PTR,
    SIGNLESS_INT_LIKE,
    struct_body,
)
from mlir_ls.dialects.ods import arg, attr, op, opt_arg, res, unit, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import (
    OpSpec,
    TypeConstraint,
    TypesMatch,
    TypeTransform,
)

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.ir.types import Type
    from mlir_ls.parser import Parser

PAREN = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
#: Ops upstream gives no custom assembly form: they only print in the generic form.
NO_CUSTOM_FORM = "NoCustomAssemblyFormat"
FASTMATH = attr("fastmathFlags", "LLVM_FastmathFlagsAttr", default=FASTMATH_NONE)
DEFAULT_PTR = TypeConstraint(
    "LLVM pointer in address space 0", lambda t: t.is_error or t == PTR, PTR
)
I1_TYPE = I1
TOKEN_OPERAND = TypeConstraint("token", lambda t: isinstance(t, ty.TokenType), ty.TOKEN)


def _name(short: str) -> str:
    return f"llvm.intr.{short}"


def _args(names: str, c: Any = COMPATIBLE) -> list[Any]:
    """Operand definitions from `a b c?` (`?` optional, `*` variadic)."""
    out = []
    for name in names.split():
        if name.endswith("*"):
            out.append(var_arg(name[:-1], c))
        elif name.endswith("?"):
            out.append(opt_arg(name[:-1], c))
        else:
            out.append(arg(name, c))
    return out


def one_to_one(
    short: str,
    operands: str,
    *,
    result: bool = True,
    fastmath: bool = False,
    same: bool = False,
    operand_c: Any = COMPATIBLE,
    format: str | None = PAREN,
    attrs: list[Any] | None = None,
    verify: Any = None,
    traits: list[str] | None = None,
) -> OpSpec:
    """An intrinsic op; `format` None prints it generically (no custom form upstream)."""
    all_attrs = list(attrs or [])
    if fastmath:
        all_attrs.append(FASTMATH)
    all_traits = list(traits or [])
    if format is None:
        all_traits.append(NO_CUSTOM_FORM)
    if same:
        all_traits.append("SameOperandsAndResultType")
    return op(
        _name(short),
        f"LLVM intrinsic {short}",
        format,
        operands=_args(operands, operand_c),
        results=[res("res", operand_c if same else COMPATIBLE)] if result else [],
        attrs=all_attrs,
        traits=all_traits,
        verify=verify,
    )


FLOAT_UNARY = (
    "acos asin atan ceil cos cosh exp exp2 exp10 fabs floor log log10 log2 nearbyint rint "
    "round roundeven sin sinh sqrt tan tanh trunc"
)
FLOAT_BINARY = "atan2 copysign maxnum minnum maximum minimum pow"
INT_UNARY = "bitreverse bswap ctpop"
INT_BINARY = "sadd.sat ssub.sat uadd.sat usub.sat sshl.sat ushl.sat smax smin umax umin"


def math_ops() -> list[OpSpec]:
    ops: list[OpSpec] = []
    for name in FLOAT_UNARY.split():
        ops.append(one_to_one(name, "in", fastmath=True, same=True, operand_c=FLOAT_LIKE))
    for name in FLOAT_BINARY.split():
        ops.append(one_to_one(name, "a b", fastmath=True, same=True, operand_c=FLOAT_LIKE))
    for name in ("fma", "fmuladd"):
        ops.append(one_to_one(name, "a b c", fastmath=True, same=True, operand_c=FLOAT_LIKE))
    for name in INT_UNARY.split():
        ops.append(one_to_one(name, "in", same=True, operand_c=SIGNLESS_INT_LIKE))
    for name in INT_BINARY.split():
        ops.append(one_to_one(name, "a b", same=True, operand_c=SIGNLESS_INT_LIKE))
    for name in ("fshl", "fshr"):
        ops.append(one_to_one(name, "a b c", same=True, operand_c=SIGNLESS_INT_LIKE))
    ops += [
        one_to_one("scmp", "a b"),
        one_to_one("ucmp", "a b"),
        one_to_one("arithmetic.fence", "in", same=True),
        one_to_one("frexp", "val", fastmath=True),
        one_to_one("ldexp", "val power", fastmath=True),
        one_to_one("powi", "val power", fastmath=True),
        one_to_one("sincos", "val", fastmath=True, verify=verify_sincos),
        *(one_to_one(name, "val") for name in ("llrint", "llround", "lrint", "lround")),
        one_to_one("abs", "in", format=None, attrs=[attr("is_int_min_poison", "I1Attr")]),
        one_to_one("ctlz", "in", format=None, attrs=[attr("is_zero_poison", "I1Attr")]),
        one_to_one("cttz", "in", format=None, attrs=[attr("is_zero_poison", "I1Attr")]),
        one_to_one("is.constant", "val", format=None),
        one_to_one("is.fpclass", "in", format=None, attrs=[attr("bit", "I32Attr")]),
        *(
            one_to_one(f"{name}.with.overflow", "arg_0 arg_1", format=None)
            for name in ("sadd", "uadd", "ssub", "usub", "smul", "umul")
        ),
    ]
    return ops


def verify_sincos(o: Operation, ctx: VerifyContext) -> None:
    if not o.operands or not o.results:
        return
    operand, result = o.operands[0].type, o.results[0].type
    elems = struct_body(result)
    if elems is None or len(elems) != 2 or any(e != operand for e in elems):
        ctx.error(
            o,
            "expected result type to be an homogeneous struct with two elements matching the "
            f"operand type, but got '{result}'",
        )


# ---- memory intrinsics -------------------------------------------------------------------------


def memory_intrinsics() -> list[OpSpec]:
    alias_attrs = [
        *(attr(name, optional=True) for name in ALIAS_ATTR_CHECKS),
        attr("arg_attrs", optional=True),
        attr("res_attrs", optional=True),
    ]
    ops = [
        one_to_one(
            "memcpy",
            "dst src len",
            result=False,
            format=None,
            attrs=[attr("isVolatile", "I1Attr"), *alias_attrs],
        ),
        one_to_one(
            "memmove",
            "dst src len",
            result=False,
            format=None,
            attrs=[attr("isVolatile", "I1Attr"), *alias_attrs],
        ),
        one_to_one(
            "memset",
            "dst val len",
            result=False,
            format=None,
            attrs=[attr("isVolatile", "I1Attr"), *alias_attrs],
        ),
        one_to_one(
            "memcpy.inline",
            "dst src",
            result=False,
            format=None,
            attrs=[attr("len"), attr("isVolatile", "I1Attr"), *alias_attrs],
        ),
        one_to_one(
            "memset.inline",
            "dst val",
            result=False,
            format=None,
            attrs=[attr("len"), attr("isVolatile", "I1Attr"), *alias_attrs],
        ),
        op(
            _name("lifetime.start"),
            "Marks the start of a memory object's lifetime",
            "$ptr attr-dict `:` qualified(type($ptr))",
            operands=[arg("ptr", ANY_PTR)],
        ),
        op(
            _name("lifetime.end"),
            "Marks the end of a memory object's lifetime",
            "$ptr attr-dict `:` qualified(type($ptr))",
            operands=[arg("ptr", ANY_PTR)],
        ),
        op(
            _name("invariant.start"),
            "Marks the start of an invariant memory region",
            "$size `,` $ptr attr-dict `:` qualified(type($ptr))",
            operands=[arg("ptr", ANY_PTR)],
            results=[res("res", DEFAULT_PTR)],
            attrs=[attr("size", "I64Attr")],
        ),
        op(
            _name("invariant.end"),
            "Marks the end of an invariant memory region",
            "$start `,` $size `,` $ptr attr-dict `:` qualified(type($ptr))",
            operands=[arg("start", DEFAULT_PTR), arg("ptr", ANY_PTR)],
            attrs=[attr("size", "I64Attr")],
        ),
        *(
            op(
                _name(f"{name}.invariant.group"),
                f"{name.capitalize()}s an invariant group pointer",
                "$ptr attr-dict `:` qualified(type($ptr))",
                operands=[arg("ptr", ANY_PTR)],
                results=[res("res", ANY_PTR)],
                traits=["SameOperandsAndResultType"],
            )
            for name in ("launder", "strip")
        ),
        op(
            _name("stacksave"),
            "Saves the stack pointer",
            "attr-dict `:` qualified(type($res))",
            results=[res("res", ANY_PTR)],
        ),
        op(
            _name("stackrestore"),
            "Restores the stack pointer",
            "$ptr attr-dict `:` qualified(type($ptr))",
            operands=[arg("ptr", ANY_PTR)],
        ),
        one_to_one("threadlocal.address", "global", format=None),
        one_to_one(
            "prefetch",
            "addr",
            result=False,
            format=None,
            attrs=[attr("rw", "I32Attr"), attr("hint", "I32Attr"), attr("cache", "I32Attr")],
        ),
        op(
            _name("ptrmask"),
            "Masks a pointer",
            "operands attr-dict `:` functional-type(operands, results)",
            operands=[arg("ptr"), arg("mask")],
            results=[res("res")],
        ),
        one_to_one("annotation", "integer annotation fileName line", format=None),
        one_to_one("ptr.annotation", "ptr annotation fileName line attr", format=None),
        one_to_one(
            "var.annotation", "val annotation fileName line attr", result=False, format=None
        ),
    ]
    return [
        check_attrs_after_parse(spec, ALIAS_ATTR_CHECKS) if spec.parse is not None else spec
        for spec in ops
    ]


# ---- masked / vector intrinsics -------------------------------------------------------------------


def vector_intrinsics() -> list[OpSpec]:
    reductions = [
        one_to_one(f"vector.reduce.{name}", "in", format=None)
        for name in ("add", "and", "mul", "or", "smax", "smin", "umax", "umin", "xor")
    ]
    reductions += [
        one_to_one(f"vector.reduce.{name}", "in", fastmath=True)
        for name in ("fmax", "fmaximum", "fmin", "fminimum")
    ]
    reductions += [
        one_to_one(f"vector.reduce.{name}", "start_value input", fastmath=True, format=None)
        for name in ("fadd", "fmul")
    ]
    return [
        *reductions,
        op(
            _name("masked.load"),
            "Masked load",
            "operands attr-dict `:` functional-type(operands, results)",
            operands=[arg("data", ANY_PTR), arg("mask"), opt_arg("pass_thru")],
            results=[res("res")],
            attrs=[attr("alignment", "I32Attr"), unit("nontemporal")],
        ),
        op(
            _name("masked.store"),
            "Masked store",
            "$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` "
            "qualified(type($data))",
            operands=[arg("value"), arg("data", ANY_PTR), arg("mask")],
            attrs=[attr("alignment", "I32Attr"), unit("nontemporal")],
        ),
        op(
            _name("masked.gather"),
            "Masked gather",
            "operands attr-dict `:` functional-type(operands, results)",
            operands=[arg("ptrs"), arg("mask"), var_arg("pass_thru")],
            results=[res("res")],
            attrs=[attr("alignment", "I32Attr")],
            verify=_pointer_vector_check(0, "operand #1"),
            local_verify=True,
        ),
        op(
            _name("masked.scatter"),
            "Masked scatter",
            "$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` "
            "type($ptrs)",
            operands=[arg("value"), arg("ptrs"), arg("mask")],
            attrs=[attr("alignment", "I32Attr")],
            verify=_pointer_vector_check(1, "operand #2"),
            local_verify=True,
        ),
        one_to_one(
            "masked.expandload",
            "ptr mask passthru",
            format=None,
            attrs=[attr("arg_attrs", optional=True), attr("res_attrs", optional=True)],
        ),
        one_to_one(
            "masked.compressstore",
            "value ptr mask",
            result=False,
            format=None,
            attrs=[attr("arg_attrs", optional=True), attr("res_attrs", optional=True)],
        ),
        op(
            _name("vector.extract"),
            "Extracts a sub-vector",
            "$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)",
            operands=[arg("srcvec", ANY_VECTOR)],
            results=[res("res", ANY_VECTOR)],
            attrs=[attr("pos", "I64Attr")],
            verify=verify_vector_extract,
        ),
        op(
            _name("vector.insert"),
            "Inserts a sub-vector",
            "$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)",
            operands=[arg("dstvec", ANY_VECTOR), arg("srcvec", ANY_VECTOR)],
            results=[res("res", ANY_VECTOR)],
            attrs=[attr("pos", "I64Attr")],
            relations=[TypesMatch(("dstvec", "res"))],
            verify=verify_vector_insert,
        ),
        op(
            _name("vector.interleave2"),
            "Interleaves two vectors",
            operands=[arg("vec1", ANY_VECTOR), arg("vec2", ANY_VECTOR)],
            results=[res("res", ANY_VECTOR)],
            relations=[TypesMatch(("vec1", "vec2"))],
            traits=[NO_CUSTOM_FORM],
            verify=verify_interleave2,
        ),
        one_to_one("vector.deinterleave2", "vec", format=None),
        op(
            _name("get.active.lane.mask"),
            "Creates a mask of active lanes",
            "$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)",
            operands=[arg("base"), arg("n")],
            results=[res("res")],
        ),
        op(
            _name("stepvector"),
            "A vector of increasing integers",
            "attr-dict `:` type($res)",
            results=[res("res")],
        ),
        one_to_one("vscale", "", format=None),
        *matrix_intrinsics(),
        *vp_intrinsics(),
    ]


_VECTOR_BITS_LIMIT = 2**17


def _vector_bits(t: Type) -> int:
    if not isinstance(t, ty.VectorType):
        return 0
    count = 1
    for d in t.shape or ():
        count *= d
    elem = t.element_type
    width = elem.width if isinstance(elem, ty.IntegerType | ty.FloatType) else 64
    return count * width


def _is_scalable(t: Type) -> bool:
    return isinstance(t, ty.VectorType) and bool(t.scalable)


def verify_vector_insert(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) != 2:
        return
    dst, src = o.operands[0].type, o.operands[1].type
    if _vector_bits(src) > _VECTOR_BITS_LIMIT or _vector_bits(dst) > _VECTOR_BITS_LIMIT:
        ctx.error(o, "failed to verify that vectors are not bigger than 2^17 bits.")
        return
    if _is_scalable(src) and not _is_scalable(dst):
        ctx.error(
            o, "failed to verify that it is not inserting scalable into fixed-length vectors."
        )


def verify_vector_extract(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) != 1 or len(o.results) != 1:
        return
    src, result = o.operands[0].type, o.results[0].type
    if _vector_bits(src) > _VECTOR_BITS_LIMIT or _vector_bits(result) > _VECTOR_BITS_LIMIT:
        ctx.error(o, "failed to verify that vectors are not bigger than 2^17 bits.")
        return
    if _is_scalable(result) and not _is_scalable(src):
        ctx.error(
            o, "failed to verify that it is not extracting scalable from fixed-length vectors."
        )


def verify_interleave2(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) != 2 or not o.results:
        return
    vec1, result = o.operands[0].type, o.results[0].type
    if not isinstance(vec1, ty.VectorType) or not isinstance(result, ty.VectorType):
        return
    twice = ty.VectorType(tuple(2 * d for d in vec1.shape or ()), vec1.element_type, vec1.scalable)
    if twice != result:
        ctx.error(o, "failed to verify that result has twice as many elements as 'vec1'")


def matrix_intrinsics() -> list[OpSpec]:
    return [
        op(
            _name("matrix.column.major.load"),
            "Column-major matrix load",
            "$data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($res) `from` "
            "qualified(type($data)) `stride` type($stride)",
            operands=[arg("data", ANY_PTR), arg("stride")],
            results=[res("res")],
            attrs=[
                attr("isVolatile", "I1Attr"),
                attr("rows", "I32Attr"),
                attr("columns", "I32Attr"),
            ],
        ),
        op(
            _name("matrix.column.major.store"),
            "Column-major matrix store",
            "$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($matrix) `to` "
            "qualified(type($data)) `stride` type($stride)",
            operands=[arg("matrix"), arg("data", ANY_PTR), arg("stride")],
            attrs=[
                attr("isVolatile", "I1Attr"),
                attr("rows", "I32Attr"),
                attr("columns", "I32Attr"),
            ],
        ),
        op(
            _name("matrix.multiply"),
            "Matrix multiplication",
            "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)",
            operands=[arg("lhs"), arg("rhs")],
            results=[res("res")],
            attrs=[
                attr("lhs_rows", "I32Attr"),
                attr("lhs_columns", "I32Attr"),
                attr("rhs_columns", "I32Attr"),
            ],
        ),
        op(
            _name("matrix.transpose"),
            "Matrix transposition",
            "$matrix attr-dict `:` type($matrix) `into` type($res)",
            operands=[arg("matrix")],
            results=[res("res")],
            attrs=[attr("rows", "I32Attr"), attr("columns", "I32Attr")],
        ),
    ]


VP_BINARY = "add sub mul sdiv udiv srem urem ashr lshr shl or and xor smax smin umax umin fadd fsub fmul fdiv frem"
VP_CAST = "sext zext trunc fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr"
VP_REDUCE = "add mul and or xor smax smin umax umin fadd fmul fmax fmin"


def vp_intrinsics() -> list[OpSpec]:
    ops = [one_to_one(f"vp.{n}", "lhs rhs mask evl", format=None) for n in VP_BINARY.split()]
    ops += [one_to_one(f"vp.{n}", "src mask evl", format=None) for n in VP_CAST.split()]
    ops += [
        one_to_one(f"vp.reduce.{n}", "satrt_value val mask evl", format=None)
        for n in VP_REDUCE.split()
    ]
    ops += [
        one_to_one("vp.fneg", "op mask evl", format=None),
        one_to_one("vp.fma", "op1 op2 op3 mask evl", format=None),
        one_to_one("vp.fmuladd", "op1 op2 op3 mask evl", format=None),
        one_to_one("vp.merge", "cond true_val false_val evl", format=None),
        one_to_one("vp.select", "cond true_val false_val evl", format=None),
        one_to_one("vp.load", "ptr mask evl", format=None),
        one_to_one("vp.store", "val ptr mask evl", result=False, format=None),
        one_to_one("experimental.vp.strided.load", "ptr stride mask evl", format=None),
        one_to_one(
            "experimental.vp.strided.store", "val ptr stride mask evl", result=False, format=None
        ),
    ]
    return ops


# ---- control and misc intrinsics -------------------------------------------------------------------


def _pointer_vector_check(ptrs: int, named: str) -> Callable[[Operation, VerifyContext], None]:
    """masked_gather / masked_scatter::verify: the vector of pointers has as many elements as
    the result (gather) or the stored value (scatter), fixed or scalable alike; LLVM 24 names
    it `operand #1` and `operand #2` respectively."""

    def verify(o: Operation, ctx: VerifyContext) -> None:
        if len(o.operands) <= ptrs:
            return
        pointers = o.operands[ptrs].type
        data = o.results[0].type if ptrs == 0 and o.results else o.operands[0].type
        if not isinstance(pointers, ty.VectorType) or not isinstance(data, ty.VectorType):
            return
        if pointers.shape is None or data.shape is None:
            return
        if len(pointers.shape) != 1 or len(data.shape) != 1:
            return
        expected = ty.VectorType(data.shape, pointers.element_type, data.scalable)
        if pointers != expected:
            ctx.error(o, f"expected {named} type to be '{expected}'")

    return verify


def verify_assume(o: Operation, ctx: VerifyContext) -> None:
    """AssumeOp::verify: its operand bundles (`verifyOperandBundles`)."""
    verify_op_bundles(o, ctx)


def parse_assume(p: Parser, o: Operation) -> None:
    """$cond op-bundles? attr-dict `:` type($cond)"""
    cond = p.parse_operand()
    bundles = parse_op_bundles(p)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    cond_type = p.parse_type()
    o.operands.append(p.resolve_operand(cond, cond_type))
    store_bundles(o, bundles)
    if bundles is not None:
        o.operands.extend(p.resolve_operands(bundles[0], bundles[1]))


def print_assume(pr: OpAsmPrinter, o: Operation) -> None:
    if not o.operands:
        return
    pr.write(" ")
    pr.print_operand(o.operands[0])
    print_op_bundles(pr, o, list(o.operands[1:]))
    pr.print_optional_attr_dict(all_attributes(o), ("op_bundle_sizes", "op_bundle_tags"))
    pr.write(" : ")
    pr.print_type(o.operands[0].type)


def print_ubsantrap(pr: OpAsmPrinter, o: Operation) -> None:
    """prop-dict attr-dict: the properties in `<{...}>`, the other attributes after them."""
    kind = o.attr("failureKind")
    if kind is not None:
        pr.write(" <")
        pr.print_attribute(at.DictionaryAttr({"failureKind": kind}))
        pr.write(">")
    pr.print_optional_attr_dict(all_attributes(o), ("failureKind",))


def misc_intrinsics() -> list[OpSpec]:
    return [
        op(
            _name("assume"),
            "Assumes a condition",
            operands=[arg("cond", I1_TYPE), var_arg("op_bundle_operands")],
            attrs=[
                attr("op_bundle_sizes", "DenseI32ArrayAttr", default=at.DenseArrayAttr(ty.I32, [])),
                attr("op_bundle_tags", optional=True),
            ],
            parse=parse_assume,
            print=print_assume,
            verify=verify_assume,
            local_verify=True,
        ),
        op(_name("trap"), "Traps", "attr-dict"),
        op(_name("debugtrap"), "Debug trap", "attr-dict"),
        op(
            _name("ubsantrap"),
            "UBSan trap",
            "prop-dict attr-dict",
            attrs=[attr("failureKind", "I8Attr")],
            print=print_ubsantrap,
        ),
        op(
            _name("expect"),
            "Expected value",
            "$val `,` $expected attr-dict `:` type($val)",
            operands=[arg("val"), arg("expected")],
            results=[res("res")],
            traits=["SameOperandsAndResultType"],
        ),
        op(
            _name("expect.with.probability"),
            "Expected value with probability",
            "$val `,` $expected `,` $prob attr-dict `:` type($val)",
            operands=[arg("val"), arg("expected")],
            results=[res("res")],
            attrs=[attr("prob", "LLVM_F64Attr")],
            traits=["SameOperandsAndResultType"],
        ),
        op(
            _name("ssa.copy"),
            "Copies a value",
            "$operand attr-dict `:` type($operand)",
            operands=[arg("operand")],
            results=[res("res")],
            traits=["SameOperandsAndResultType"],
        ),
        op(
            _name("eh.typeid.for"),
            "The type id of a type info",
            "operands attr-dict `:` functional-type(operands, results)",
            operands=[arg("type_info", ANY_PTR)],
            results=[res("res")],
        ),
        op(
            _name("fake.use"),
            "Keeps values alive",
            "$args attr-dict `:` type($args)",
            operands=[var_arg("args")],
        ),
        op(
            _name("vastart"),
            "Initializes a va_list",
            "$arg_list attr-dict `:` qualified(type($arg_list))",
            operands=[arg("arg_list", ANY_PTR)],
        ),
        op(
            _name("vaend"),
            "Destroys a va_list",
            "$arg_list attr-dict `:` qualified(type($arg_list))",
            operands=[arg("arg_list", ANY_PTR)],
        ),
        op(
            _name("vacopy"),
            "Copies a va_list",
            "$src_list `to` $dest_list attr-dict `:` type(operands)",
            operands=[arg("dest_list", ANY_PTR), arg("src_list", ANY_PTR)],
        ),
        *debug_intrinsics(),
        *coro_intrinsics(),
        *constrained_intrinsics(),
    ]


#: `#llvm.di_expression<>`: the location expression of dbg.declare/dbg.value by default.
EMPTY_EXPRESSION = MetadataAttr("di_expression", {"": ""})


def debug_intrinsics() -> list[OpSpec]:
    return [
        op(
            _name("dbg.declare"),
            "Describes how the address relates to a source language variable.",
            "qualified($varInfo) (qualified($locationExpr)^)? `=` $addr `:` qualified(type($addr)) "
            "attr-dict",
            operands=[arg("addr", ANY_PTR)],
            attrs=[attr("varInfo"), attr("locationExpr", default=EMPTY_EXPRESSION)],
        ),
        op(
            _name("dbg.value"),
            "Describes how the value relates to a source language variable.",
            "qualified($varInfo) (qualified($locationExpr)^)? `=` $value `:` qualified(type($value)) "
            "attr-dict",
            operands=[arg("value")],
            attrs=[attr("varInfo"), attr("locationExpr", default=EMPTY_EXPRESSION)],
        ),
        op(
            _name("dbg.label"),
            "Relates the program to a debug information label.",
            "$label attr-dict",
            attrs=[attr("label", "LLVM_DILabelAttr")],
        ),
        op(
            _name("experimental.noalias.scope.decl"),
            "Declares a noalias scope",
            "$scope attr-dict",
            attrs=[attr("scope", "LLVM_AliasScopeAttr")],
        ),
    ]


def coro_intrinsics() -> list[OpSpec]:
    ops_fn = "operands attr-dict `:` functional-type(operands, results)"
    ops_types = "operands attr-dict `:` type(operands)"
    spec = [
        ("coro.id", "align promise coroaddr fnaddrs", True, ops_fn),
        ("coro.begin", "token mem", True, ops_fn),
        ("coro.size", "", True, "attr-dict `:` type($res)"),
        ("coro.align", "", True, "attr-dict `:` type($res)"),
        ("coro.save", "handle", True, ops_fn),
        ("coro.suspend", "save final", True, "$save `,` $final attr-dict `:` type($res)"),
        ("coro.end", "handle unwind retvals", True, ops_fn),
        ("coro.free", "id handle", True, ops_fn),
        ("coro.resume", "handle", False, ops_types),
        ("coro.destroy", "handle", False, ops_types),
        ("coro.dead", "handle", False, ops_types),
        ("coro.done", "handle", True, ops_fn),
        ("coro.promise", "handle align from", True, ops_fn),
        ("coro.alloc", "id", True, ops_fn),
        ("coro.frame", "", True, "attr-dict `:` qualified(type($res))"),
        ("coro.noop", "", True, "attr-dict `:` qualified(type($res))"),
        ("coro.is_in_ramp", "", True, "attr-dict `:` type($res)"),
        ("coro.await.suspend.void", "awaiter frame wrapper", False, ops_types),
        ("coro.await.suspend.bool", "awaiter frame wrapper", True, ops_fn),
        ("coro.await.suspend.handle", "awaiter frame wrapper", False, ops_types),
    ]
    built = {"save": TOKEN_OPERAND, "final": I1_TYPE}
    return [
        op(
            _name(name),
            f"LLVM intrinsic {name}",
            fmt,
            operands=[arg(n, built.get(n, COMPATIBLE)) for n in operands.split()],
            results=[res("res")] if result else [],
        )
        for name, operands, result, fmt in spec
    ]


# ---- constrained floating point ------------------------------------------------------------------

#: name -> (operands, has rounding mode, result form: same | to | fn | cmp)
CONSTRAINED = {
    **{
        n: (1, True, "same")
        for n in [
            "acos",
            "asin",
            "atan",
            "cos",
            "cosh",
            "exp",
            "exp2",
            "log",
            "log10",
            "log2",
            "nearbyint",
            "rint",
            "sin",
            "sinh",
            "sqrt",
            "tan",
            "tanh",
        ]
    },
    **{n: (1, False, "same") for n in ["ceil", "floor", "round", "roundeven", "trunc"]},
    **{n: (2, True, "same") for n in ["atan2", "fadd", "fsub", "fmul", "fdiv", "frem", "pow"]},
    **{n: (2, False, "same") for n in ["maxnum", "minnum", "maximum", "minimum"]},
    **{n: (3, True, "same") for n in ("fma", "fmuladd")},
    **{n: (1, True, "to") for n in ("fptrunc", "sitofp", "uitofp", "llrint", "lrint")},
    **{n: (1, False, "to") for n in ("fpext", "fptosi", "fptoui", "llround", "lround")},
    **{n: (2, True, "fn") for n in ("ldexp", "powi")},
    **{n: (2, False, "cmp") for n in ("fcmp", "fcmps")},
}


def constrained_format(count: int, rounding: bool, form: str) -> str:
    operands = " `,` ".join(f"$arg_{i}" for i in range(count))
    if form == "cmp":
        operands = "$predicate " + operands
    middle = " $roundingmode" if rounding else ""
    head = f"{operands}{middle} $fpExceptionBehavior attr-dict `:` "
    if form == "same":
        return head + "type($arg_0)"
    if form == "cmp":
        return head + "type($arg_0)"
    if form == "to":
        return head + "type($arg_0) `to` type($res)"
    return head + "functional-type(operands, results)"


def _cmp_result(t: Type) -> Type:
    if isinstance(t, ty.VectorType):
        return ty.VectorType(t.shape or (), ty.I1, t.scalable)
    return ty.I1


def constrained_intrinsics() -> list[OpSpec]:
    ops = []
    for name, (count, rounding, form) in CONSTRAINED.items():
        attrs = []
        if form == "cmp":
            attrs.append(attr("predicate", "LLVM_FCmpPredicate"))
        if rounding:
            attrs.append(attr("roundingmode", "LLVM_ValidRoundingModeAttr"))
        attrs.append(attr("fpExceptionBehavior", "LLVM_FPExceptionBehaviorAttr"))
        attrs.append(FASTMATH)
        relations: list[Any] = []
        if form == "same":
            relations = [TypesMatch((*(f"arg_{i}" for i in range(count)), "res"))]
        elif form == "cmp":
            relations = [
                TypesMatch(("arg_0", "arg_1")),
                TypeTransform("arg_0", "res", _cmp_result),
            ]
        ops.append(
            op(
                _name(f"experimental.constrained.{name}"),
                f"Constrained {name}",
                constrained_format(count, rounding, form),
                operands=[arg(f"arg_{i}") for i in range(count)],
                results=[res("res")],
                attrs=attrs,
                relations=relations,
            )
        )
    return ops


def intrinsic_ops() -> list[OpSpec]:
    return [*math_ops(), *memory_intrinsics(), *vector_intrinsics(), *misc_intrinsics()]


_ = (ALIAS_SCOPE_KIND, DI_LABEL_KIND)  # registers the format kinds
