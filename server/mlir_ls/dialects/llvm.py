"""The llvm dialect: LLVM IR in MLIR (types, functions, globals, memory, arithmetic, control flow).

Types are `DialectType("llvm", name, body, params)` with a canonical body, so two
spellings of one type compare equal and print as upstream does (`!llvm.ptr<0>` is
`!llvm.ptr`; LLVM types nested in an LLVM type drop their `!llvm.` prefix:
`!llvm.array<2 x ptr>`). Ops not described here parse tolerantly (placeholder).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format.attr_kinds import flags_kind, register_kind
from mlir_ls.dialects.common import check_successor_operands, placeholder_spec, types_match
from mlir_ls.dialects.constraints import I1, _c, is_float, like
from mlir_ls.dialects.function_interface import (
    parse_argument_list,
    parse_function_results,
    verify_entry_block_arguments,
)
from mlir_ls.dialects.ods import (
    arg,
    attr,
    match,
    op,
    opt_res,
    region,
    res,
    succ,
    unit,
    var_arg,
    var_res,
)
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    FUNCTION_OP,
    ISOLATED_FROM_ABOVE,
    RETURN_LIKE,
    SYMBOL,
    TERMINATOR,
    DialectSpec,
)
from mlir_ls.syntax.lexer import integer_value

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.ir.types import Type
    from mlir_ls.parser import Parser

# ---- types ----------------------------------------------------------------------------------

#: LLVM types without parameters.
SIMPLE_TYPES = frozenset({"void", "ppc_fp128", "token", "label", "metadata", "x86_amx"})
#: Keywords an LLVM type may be written with inside another LLVM type (`array<4 x ptr>`).
TYPE_KEYWORDS = SIMPLE_TYPES | {"ptr", "array", "struct", "func", "target"}


def llvm_type(name: str, body: str | None = None, *params: Any) -> ty.DialectType:
    return ty.DialectType("llvm", name, body, tuple(params))


PTR = llvm_type("ptr", None, 0)
VOID = llvm_type("void")


def nested(t: Type) -> str:
    """A type inside an LLVM type body: LLVM types without their `!llvm.` prefix."""
    text = str(t)
    if isinstance(t, ty.DialectType) and t.dialect == "llvm":
        return text[len("!llvm.") :]
    return text


def is_llvm(t: Type, name: str | None = None) -> bool:
    return (
        isinstance(t, ty.DialectType) and t.dialect == "llvm" and (name is None or t.name == name)
    )


def is_ptr(t: Type) -> bool:
    return is_llvm(t, "ptr")


def ptr_space(t: Type) -> int:
    if isinstance(t, ty.DialectType) and t.params:
        return int(t.params[0])
    return 0


def parse_llvm_type(p: Parser, name: str, body: Any) -> Type | None:
    """DialectSpec.parse_type: `!llvm.<name>` with the cursor after the name."""
    if name not in TYPE_KEYWORDS:
        return None
    return _parse_keyword_type(p, name)


def _parse_nested_type(p: Parser) -> Type:
    """A type in an LLVM type body: an LLVM keyword type or any type."""
    if p.kind == "bare" and p.text in TYPE_KEYWORDS:
        name = p.text
        p.advance()
        return _parse_keyword_type(p, name)
    return p.parse_type()


def _parse_keyword_type(p: Parser, name: str) -> Type:
    if name in SIMPLE_TYPES:
        return llvm_type(name)
    if name == "ptr":
        if p.kind != "<":
            return PTR
        p.advance()
        if p.kind != "integer":
            raise p.fail_token("expected integer value")
        space = integer_value(p.text)
        p.advance()
        p.expect(">", "expected '>'")
        return llvm_type("ptr", str(space) if space else None, space)
    p.expect("<", "expected '<'")
    if name == "array":
        return _parse_array(p)
    if name == "struct":
        return _parse_struct(p)
    if name == "func":
        return _parse_func_type(p)
    return _parse_target(p)


def _parse_array(p: Parser) -> Type:
    """`array` `<` integer `x` type `>`"""
    if p.kind != "integer":
        raise p.fail_token("expected integer value")
    count = integer_value(p.text)
    p.advance()
    if p.kind == "bare" and p.text.startswith("x") and len(p.text) > 1:
        p.reset(p.start + 1)  # `4xi32`: the `x` is glued to the element type
    else:
        p.expect_keyword("x", "expected 'x' in dimension list")
    elem_span = p.span
    elem = _parse_nested_type(p)
    p.expect(">", "expected '>'")
    if not elem.is_error and not _valid_element(elem):
        raise p.fail(f"invalid array element type: {elem}", elem_span)
    return llvm_type("array", f"{count} x {nested(elem)}", count, elem)


def _valid_element(t: Type) -> bool:
    if is_llvm(t):
        return not is_llvm(t, "void") and not is_llvm(t, "func") and not is_llvm(t, "label")
    return not isinstance(
        t,
        ty.FunctionType
        | ty.RankedTensorType
        | ty.UnrankedTensorType
        | ty.MemRefType
        | ty.UnrankedMemRefType
        | ty.IndexType
        | ty.NoneType
        | ty.TupleType,
    )


def _parse_struct(p: Parser) -> Type:
    """`struct` `<` (string `,`)? (`opaque` | `packed`? `(` types `)`) `>` | `struct<string>`"""
    ident: str | None = None
    if p.kind == "string":
        ident = p.text
        p.advance()
        if not p.consume_if(","):
            p.expect(">", "expected '>'")
            return llvm_type("struct", ident, ident, None, False)
        if p.consume_keyword("opaque"):
            p.expect(">", "expected '>'")
            return llvm_type("struct", f"{ident}, opaque", ident, None, False)
    packed = p.consume_keyword("packed")
    p.expect("(", "expected '('")
    elems: list[Type] = []
    if not p.consume_if(")"):
        while True:
            span = p.span
            elem = _parse_nested_type(p)
            if not elem.is_error and not _valid_element(elem):
                raise p.fail(f"invalid LLVM structure element type: {elem}", span)
            elems.append(elem)
            if not p.consume_if(","):
                break
        p.expect(")", "expected ')'")
    p.expect(">", "expected '>'")
    text = ("packed " if packed else "") + "(" + ", ".join(nested(e) for e in elems) + ")"
    if ident is not None:
        text = f"{ident}, {text}"
    return llvm_type("struct", text, ident, tuple(elems), packed)


def _parse_func_type(p: Parser) -> Type:
    """`func` `<` type `(` (type (`,` type)*)? (`,`? `...`)? `)` `>`"""
    result = _parse_nested_type(p)
    p.expect("(", "expected '('")
    inputs: list[Type] = []
    vararg = False
    if not p.consume_if(")"):
        while True:
            if p.kind == "...":
                p.advance()
                vararg = True
                break
            inputs.append(_parse_nested_type(p))
            if not p.consume_if(","):
                break
        p.expect(")", "expected ')'")
    p.expect(">", "expected '>'")
    args = [nested(t) for t in inputs] + (["..."] if vararg else [])
    return llvm_type("func", f"{nested(result)} ({', '.join(args)})", result, tuple(inputs), vararg)


def llvm_func_type(result: Type, inputs: list[Type], vararg: bool = False) -> ty.DialectType:
    args = [nested(t) for t in inputs] + (["..."] if vararg else [])
    return llvm_type("func", f"{nested(result)} ({', '.join(args)})", result, tuple(inputs), vararg)


def _parse_target(p: Parser) -> Type:
    """`target` `<` string (`,` type)* (`,` integer)* `>`"""
    if p.kind != "string":
        raise p.fail_token("expected string")
    parts = [p.text]
    p.advance()
    while p.consume_if(","):
        if p.kind == "integer":
            parts.append(str(integer_value(p.text)))
            p.advance()
        else:
            parts.append(nested(_parse_nested_type(p)))
    p.expect(">", "expected '>'")
    return llvm_type("target", ", ".join(parts))


def func_signature(t: Type) -> tuple[Type, tuple[Type, ...], bool] | None:
    """(result, inputs, vararg) of an `!llvm.func<...>`."""
    if is_llvm(t, "func") and isinstance(t, ty.DialectType) and len(t.params) == 3:
        return t.params[0], t.params[1], bool(t.params[2])
    return None


# ---- type constraints ---------------------------------------------------------------------


def _is_llvm_compatible(t: Type) -> bool:
    if isinstance(t, ty.VectorType):
        return _is_llvm_compatible(t.element_type)
    if is_llvm(t):
        return True
    return isinstance(t, ty.IntegerType | ty.FloatType) and not (
        isinstance(t, ty.IntegerType) and not t.is_signless
    )


ANY_PTR = _c("LLVM pointer type", is_ptr)
PTR_LIKE = _c("LLVM pointer type", like(is_ptr))
INT_LIKE = _c(
    "integer or LLVM dialect-compatible vector of integer",
    like(lambda t: isinstance(t, ty.IntegerType)),
)
FLOAT_LIKE = _c(
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    like(is_float),
)
COMPATIBLE = _c("LLVM dialect-compatible type", _is_llvm_compatible)
I1_LIKE = _c(
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    like(lambda t: t == ty.I1),
)
INT_OR_PTR_LIKE = _c(
    "integer or LLVM dialect-compatible vector of integer or LLVM pointer type or LLVM "
    "dialect-compatible vector of LLVM pointer type",
    like(lambda t: isinstance(t, ty.IntegerType) or is_ptr(t)),
)

# ---- attributes ---------------------------------------------------------------------------

FASTMATH_FLAGS = ("none", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast")
OVERFLOW_FLAGS = ("none", "nsw", "nuw")
FASTMATH_NONE = at.DialectAttr("llvm", "fastmath", "none")
OVERFLOW_NONE = at.DialectAttr("llvm", "overflow", "none")
register_kind(flags_kind("LLVM_IntegerOverflowFlagsAttr", "llvm", "overflow", OVERFLOW_FLAGS))

LINKAGES = (
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
)
VISIBILITIES = ("default", "hidden", "protected")
UNNAMED_ADDR = ("unnamed_addr", "local_unnamed_addr")
CCONVS = (
    "ccc",
    "fastcc",
    "coldcc",
    "cc_10",
    "cc_11",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "swiftcc",
    "cxx_fast_tlscc",
    "tailcc",
    "cfguard_checkcc",
    "swifttailcc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "arm_apcscc",
    "arm_aapcscc",
    "arm_aapcs_vfpcc",
    "msp430_intrcc",
    "x86_thiscallcc",
    "ptx_kernelcc",
    "ptx_devicecc",
    "spir_funccc",
    "spir_kernelcc",
    "intel_ocl_bicc",
    "x86_64_sysvcc",
    "win64cc",
    "x86_vectorcallcc",
    "hhvm_ccc",
    "hhvmcc",
    "x86_intrcc",
    "avr_intrcc",
    "avr_builtincc",
    "amdgpu_vscc",
    "amdgpu_gscc",
    "amdgpu_cscc",
    "amdgpu_kernelcc",
    "x86_regcallcc",
    "amdgpu_hscc",
    "msp430_builtincc",
    "amdgpu_lscc",
    "amdgpu_escc",
    "aarch64_vectorcallcc",
    "aarch64_sve_vectorcallcc",
    "wasm_emscripten_invokecc",
    "amdgpu_gfxcc",
    "m68k_intrcc",
)
ICMP_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
FCMP_PREDICATES = (
    "_false",
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
    "_true",
)


def _dialect_word(attr: at.Attribute | None) -> str | None:
    if isinstance(attr, at.DialectAttr) and attr.body is not None:
        return attr.body.strip()
    return None


def _parse_optional_word(
    p: Parser, o: Operation, name: str, words: tuple[str, ...], mnemonic: str
) -> None:
    if p.kind == "bare" and p.text in words:
        o.attributes[name] = at.DialectAttr("llvm", mnemonic, p.text)
        p.advance()


# ---- arithmetic and casts ---------------------------------------------------------------------

INT_BINARY = {
    "add": ("Add", "overflow"),
    "sub": ("Sub", "overflow"),
    "mul": ("Mul", "overflow"),
    "shl": ("Shl", "overflow"),
    "udiv": ("UDiv", "exact"),
    "sdiv": ("SDiv", "exact"),
    "lshr": ("LShr", "exact"),
    "ashr": ("AShr", "exact"),
    "or": ("Or", "disjoint"),
    "urem": ("URem", ""),
    "srem": ("SRem", ""),
    "and": ("And", ""),
    "xor": ("Xor", ""),
}


def _int_binary(name: str, inst: str, flag: str) -> Any:
    attrs: list[Any] = []
    prefix = ""
    middle = ""
    if flag == "overflow":
        attrs = [attr("overflowFlags", "LLVM_IntegerOverflowFlagsAttr", default=OVERFLOW_NONE)]
        middle = " (`overflow` `` $overflowFlags^)?"
    elif flag == "exact":
        attrs = [unit("isExact")]
        prefix = "(`exact` $isExact^)? "
    elif flag == "disjoint":
        attrs = [unit("isDisjoint")]
        prefix = "(`disjoint` $isDisjoint^)? "
    return op(
        f"llvm.{name}",
        f"LLVM {inst} operation",
        f"{prefix}$lhs `,` $rhs{middle} attr-dict `:` type($res)",
        operands=[arg("lhs", INT_LIKE), arg("rhs", INT_LIKE)],
        results=[res("res", INT_LIKE)],
        attrs=attrs,
        traits=["Pure", "SameOperandsAndResultType"],
    )


def _float_binary(name: str, inst: str) -> Any:
    return op(
        f"llvm.{name}",
        f"LLVM {inst} operation",
        "$lhs `,` $rhs attr-dict `:` type($res)",
        operands=[arg("lhs", FLOAT_LIKE), arg("rhs", FLOAT_LIKE)],
        results=[res("res", FLOAT_LIKE)],
        attrs=[attr("fastmathFlags", default=FASTMATH_NONE)],
        traits=["Pure", "SameOperandsAndResultType"],
    )


CASTS = {
    "bitcast": ("BitCast", COMPATIBLE, COMPATIBLE, ""),
    "addrspacecast": ("AddrSpaceCast", PTR_LIKE, PTR_LIKE, ""),
    "inttoptr": ("IntToPtr", INT_LIKE, PTR_LIKE, ""),
    "ptrtoint": ("PtrToInt", PTR_LIKE, INT_LIKE, ""),
    "ptrtoaddr": ("PtrToAddr", PTR_LIKE, INT_LIKE, ""),
    "sext": ("SExt", INT_LIKE, INT_LIKE, ""),
    "zext": ("ZExt", INT_LIKE, INT_LIKE, "nneg"),
    "trunc": ("Trunc", INT_LIKE, INT_LIKE, "overflow"),
    "fptrunc": ("FPTrunc", FLOAT_LIKE, FLOAT_LIKE, ""),
    "fpext": ("FPExt", FLOAT_LIKE, FLOAT_LIKE, ""),
    "fptoui": ("FPToUI", FLOAT_LIKE, INT_LIKE, ""),
    "fptosi": ("FPToSI", FLOAT_LIKE, INT_LIKE, ""),
    "uitofp": ("UIToFP", INT_LIKE, FLOAT_LIKE, "nneg"),
    "sitofp": ("SIToFP", INT_LIKE, FLOAT_LIKE, ""),
}


def _cast(name: str, inst: str, source: Any, target: Any, flag: str) -> Any:
    prefix = ""
    middle = ""
    attrs: list[Any] = []
    if flag == "nneg":
        prefix = "(`nneg` $nonNeg^)? "
        attrs = [unit("nonNeg")]
    elif flag == "overflow":
        middle = " (`overflow` `` $overflowFlags^)?"
        attrs = [attr("overflowFlags", "LLVM_IntegerOverflowFlagsAttr", default=OVERFLOW_NONE)]
    return op(
        f"llvm.{name}",
        f"LLVM {inst} operation",
        f"{prefix}$arg{middle} attr-dict `:` type($arg) `to` type($res)",
        operands=[arg("arg", source)],
        results=[res("res", target)],
        attrs=attrs,
        traits=["Pure"],
        verify=_verify_ext
        if name in ("sext", "zext")
        else _verify_trunc
        if name == "trunc"
        else None,
    )


def _width(t: Type) -> int | None:
    t = t.element_type if isinstance(t, ty.VectorType) else t
    return t.width if isinstance(t, ty.IntegerType) else None


def _verify_ext(o: Operation, ctx: VerifyContext) -> None:
    src, dst = _width(o.operands[0].type), _width(o.results[0].type)
    if src is not None and dst is not None and dst <= src:
        ctx.plain_error(
            o,
            "integer width of the output type is smaller or equal to the integer width of the "
            "input type",
        )


def _verify_trunc(o: Operation, ctx: VerifyContext) -> None:
    src, dst = _width(o.operands[0].type), _width(o.results[0].type)
    if src is not None and dst is not None and dst >= src:
        ctx.plain_error(
            o,
            "integer width of the output type is bigger or equal to the integer width of the "
            "input type",
        )


# ---- comparisons ----------------------------------------------------------------------------


def _cmp_parser(predicates: tuple[str, ...], with_fastmath: bool) -> Any:
    def parse(p: Parser, o: Operation) -> None:
        """$predicate (string) $lhs `,` $rhs attr-dict `:` type($lhs)"""
        span = p.span
        if p.kind == "string":
            word = p.text[1:-1]
        elif p.kind == "bare":
            word = p.text
        else:
            raise p.fail_token(
                "expected string or keyword containing one of the following enum values"
            )
        if word not in predicates:
            raise p.custom_error(
                f"'{word}' is an incorrect value of the 'predicate' attribute", span
            )
        p.advance()
        o.attributes["predicate"] = at.IntegerAttr(predicates.index(word), ty.I64)
        lhs = p.parse_operand()
        p.expect(",", "expected ','")
        rhs = p.parse_operand()
        p.parse_optional_attr_dict_into(o)
        p.expect(":", "expected ':'")
        operand_type = p.parse_type()
        o.operands.append(p.resolve_operand(lhs, operand_type))
        o.operands.append(p.resolve_operand(rhs, operand_type))
        o.add_result(_i1_like(operand_type))

    def print_(pr: OpAsmPrinter, o: Operation) -> None:
        pred = o.attr("predicate")
        index = pred.value if isinstance(pred, at.IntegerAttr) else 0
        word = predicates[index] if 0 <= index < len(predicates) else str(index)
        pr.write(f' "{word}" ')
        pr.print_operands(o.operands)
        elided = {"predicate"}
        if o.attr("fastmathFlags") == FASTMATH_NONE:
            elided.add("fastmathFlags")
        pr.print_optional_attr_dict(dict(sorted(o.attributes.items())), elided)
        pr.write(" : ")
        if o.operands:
            pr.print_type(o.operands[0].type)

    return parse, print_


def _i1_like(t: Type) -> Type:
    if isinstance(t, ty.VectorType):
        return ty.VectorType(t.shape or (), ty.I1, t.scalable)
    return ty.I1


# ---- memory ----------------------------------------------------------------------------------


def parse_alloca(p: Parser, o: Operation) -> None:
    """`inalloca`? $arraySize `x` type attr-dict `:` functional-type"""
    if p.consume_keyword("inalloca"):
        o.attributes["inalloca"] = at.UNIT
    size = p.parse_operand()
    p.expect_keyword("x", "expected 'x'")
    elem = p.parse_type()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    span = p.span
    fn = p.parse_type()
    if not isinstance(fn, ty.FunctionType) or len(fn.inputs) != 1 or len(fn.results) != 1:
        raise p.custom_error(
            "expected trailing function type with one argument and one result", span
        )
    o.attributes["elem_type"] = at.TypeAttr(elem)
    o.operands.append(p.resolve_operand(size, fn.inputs[0]))
    o.add_result(fn.results[0])


def print_alloca(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if "inalloca" in o.attributes:
        pr.write("inalloca ")
    pr.print_operand(o.operands[0])
    pr.write(" x ")
    elem = o.attr("elem_type")
    if isinstance(elem, at.TypeAttr):
        pr.print_type(elem.value)
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())), ("elem_type", "inalloca"))
    pr.write(" : ")
    pr.print_functional_type([o.operands[0].type], [r.type for r in o.results])


def verify_alloca(o: Operation, ctx: VerifyContext) -> None:
    elem = o.attr("elem_type")
    if isinstance(elem, at.TypeAttr) and is_llvm(elem.value, "void"):
        ctx.error(o, "expected elem_type to not be void")


GEP_DYNAMIC = -(2**31)


def parse_gep(p: Parser, o: Operation) -> None:
    """$noWrapFlags? $base `[` indices `]` attr-dict `:` functional-type `,` $elem_type"""
    flags: list[str] = []
    while p.kind == "bare" and p.text in ("inbounds", "inbounds_flag", "nusw", "nuw"):
        flags.append(p.text)
        p.advance()
        if not p.consume_if("|"):
            break
    if flags:
        o.attributes["noWrapFlags"] = at.DialectAttr("llvm", "gep_no_wrap_flags", "|".join(flags))
    base = p.parse_operand()
    p.expect("[", "expected '['")
    dynamic = []
    raw: list[int] = []
    if not p.consume_if("]"):
        while True:
            if p.kind == "percent":
                dynamic.append(p.parse_operand())
                raw.append(GEP_DYNAMIC)
            else:
                negative = p.consume_if("-")
                if p.kind != "integer":
                    raise p.fail_token("expected SSA value or integer")
                value = integer_value(p.text)
                p.advance()
                raw.append(-value if negative else value)
            if not p.consume_if(","):
                break
        p.expect("]", "expected ']'")
    o.attributes["rawConstantIndices"] = at.DenseArrayAttr(ty.I32, raw)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    span = p.span
    fn = p.parse_type()
    if not isinstance(fn, ty.FunctionType) or len(fn.results) != 1:
        raise p.custom_error(
            "invalid kind of type specified: expected builtin.function, but found '"
            + str(fn)
            + "'",
            span,
        )
    if len(fn.inputs) != 1 + len(dynamic):
        raise p.custom_error(
            f"{len(fn.inputs)} operands present, but expected {1 + len(dynamic)}", span
        )
    if p.consume_if(","):
        o.attributes["elem_type"] = at.TypeAttr(p.parse_type())
    o.operands.append(p.resolve_operand(base, fn.inputs[0]))
    o.operands.extend(p.resolve_operands(dynamic, list(fn.inputs[1:])))
    o.add_result(fn.results[0])


def print_gep(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    flags = _dialect_word(o.attr("noWrapFlags"))
    if flags and flags != "none":
        pr.write(flags + " ")
    pr.print_operand(o.operands[0])
    pr.write("[")
    raw = o.attr("rawConstantIndices")
    values = raw.values if isinstance(raw, at.DenseArrayAttr) else ()
    dynamic = iter(o.operands[1:])
    for i, value in enumerate(values):
        if i:
            pr.write(", ")
        if value == GEP_DYNAMIC:
            nxt = next(dynamic, None)
            if nxt is not None:
                pr.print_operand(nxt)
        else:
            pr.write(str(value))
    pr.write("]")
    pr.print_optional_attr_dict(
        dict(sorted(o.attributes.items())), ("rawConstantIndices", "elem_type", "noWrapFlags")
    )
    pr.write(" : ")
    pr.print_functional_type([v.type for v in o.operands], [r.type for r in o.results])
    elem = o.attr("elem_type")
    if isinstance(elem, at.TypeAttr):
        pr.write(", ")
        pr.print_type(elem.value)


def verify_gep(o: Operation, ctx: VerifyContext) -> None:
    raw = o.attr("rawConstantIndices")
    if isinstance(raw, at.DenseArrayAttr):
        expected = sum(1 for v in raw.values if v == GEP_DYNAMIC)
        if expected != len(o.operands) - 1:
            ctx.error(o, "expected as many dynamic indices as specified in 'rawConstantIndices'")


ORDERINGS = (
    "not_atomic",
    "unordered",
    "monotonic",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
)


def _parse_atomic(p: Parser, o: Operation) -> None:
    """(`atomic` (`syncscope` `(` $syncscope `)`)? $ordering)?"""
    if not p.consume_keyword("atomic"):
        return
    if p.consume_keyword("syncscope"):
        p.expect("(", "expected '('")
        if p.kind != "string":
            raise p.fail_token("expected string")
        o.attributes["syncscope"] = at.StringAttr(p.text[1:-1])
        p.advance()
        p.expect(")", "expected ')'")
    if p.kind != "bare" or p.text not in ORDERINGS:
        raise p.custom_error(
            "expected string or keyword containing one of the following enum values for "
            f"attribute 'ordering' [{', '.join(ORDERINGS)}]",
            p.span,
        )
    o.attributes["ordering"] = at.IntegerAttr(ORDERINGS.index(p.text), ty.I64)
    p.advance()


def _print_atomic(pr: OpAsmPrinter, o: Operation) -> None:
    ordering = o.attr("ordering")
    if isinstance(ordering, at.IntegerAttr) and ordering.value != 0:
        pr.write(" atomic")
        scope = o.attr("syncscope")
        if isinstance(scope, at.StringAttr):
            pr.write(" syncscope(")
            pr.print_attribute(scope)
            pr.write(")")
        word = ORDERINGS[ordering.value] if ordering.value < len(ORDERINGS) else "?"
        pr.write(" " + word)


_MEM_ELIDED = ("volatile_", "ordering", "syncscope", "invariant", "invariantGroup")


def parse_load(p: Parser, o: Operation) -> None:
    """`volatile`? $addr atomic? `invariant`? `invariant_group`? attr-dict `:` type (`->` type)?"""
    if p.consume_keyword("volatile"):
        o.attributes["volatile_"] = at.UNIT
    addr = p.parse_operand()
    _parse_atomic(p, o)
    for word, name in (("invariant", "invariant"), ("invariant_group", "invariantGroup")):
        if p.consume_keyword(word):
            o.attributes[name] = at.UNIT
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    first = p.parse_type()
    if p.consume_if("->"):
        addr_type, result = first, p.parse_type()
    else:
        addr_type, result = PTR, first
    o.operands.append(p.resolve_operand(addr, addr_type))
    o.add_result(result)


def print_load(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if "volatile_" in o.attributes:
        pr.write("volatile ")
    pr.print_operand(o.operands[0])
    _print_atomic(pr, o)
    if "invariant" in o.attributes:
        pr.write(" invariant")
    if "invariantGroup" in o.attributes:
        pr.write(" invariant_group")
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())), _MEM_ELIDED)
    pr.write(" : ")
    pr.print_type(o.operands[0].type)
    pr.write(" -> ")
    pr.print_type(o.results[0].type)


def parse_store(p: Parser, o: Operation) -> None:
    """`volatile`? $value `,` $addr atomic? `invariant_group`? attr-dict `:` type (`,` type)?"""
    if p.consume_keyword("volatile"):
        o.attributes["volatile_"] = at.UNIT
    value = p.parse_operand()
    p.expect(",", "expected ','")
    addr = p.parse_operand()
    _parse_atomic(p, o)
    if p.consume_keyword("invariant_group"):
        o.attributes["invariantGroup"] = at.UNIT
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    value_type = p.parse_type()
    addr_type = p.parse_type() if p.consume_if(",") else PTR
    o.operands.append(p.resolve_operand(value, value_type))
    o.operands.append(p.resolve_operand(addr, addr_type))


def print_store(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if "volatile_" in o.attributes:
        pr.write("volatile ")
    pr.print_operands(o.operands)
    _print_atomic(pr, o)
    if "invariantGroup" in o.attributes:
        pr.write(" invariant_group")
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())), _MEM_ELIDED)
    pr.write(" : ")
    pr.print_types([v.type for v in o.operands])


def _verify_memory_access(o: Operation, ctx: VerifyContext, value_type: Type) -> None:
    ordering = o.attr("ordering")
    atomic = isinstance(ordering, at.IntegerAttr) and ordering.value != 0
    if not atomic:
        if o.attr("syncscope") is not None:
            ctx.error(o, "expected syncscope to be null for non-atomic access")
        return
    if not _atomic_type_ok(value_type):
        ctx.error(o, f"unsupported type '{value_type}' for atomic access")
        return
    assert isinstance(ordering, at.IntegerAttr)
    word = ORDERINGS[ordering.value] if ordering.value < len(ORDERINGS) else ""
    if o.name == "llvm.load" and word in ("release", "acq_rel"):
        ctx.error(o, f"unsupported ordering '{word}'")
        return
    if o.name == "llvm.store" and word in ("acquire", "acq_rel"):
        ctx.error(o, f"unsupported ordering '{word}'")
        return
    if o.attr("alignment") is None:
        ctx.error(o, "expected alignment for atomic access")


def _atomic_type_ok(t: Type) -> bool:
    if is_ptr(t):
        return True
    if isinstance(t, ty.IntegerType):
        return t.width >= 8 and (t.width & (t.width - 1)) == 0
    if isinstance(t, ty.FloatType):
        return t.name in ("f16", "bf16", "f32", "f64", "f80", "f128")
    return False


def verify_load(o: Operation, ctx: VerifyContext) -> None:
    _verify_memory_access(o, ctx, o.results[0].type)


def verify_store(o: Operation, ctx: VerifyContext) -> None:
    _verify_memory_access(o, ctx, o.operands[0].type)


# ---- aggregates ----------------------------------------------------------------------------


def _position_type(container: Type, position: list[int]) -> Type | str:
    """The element type at `position` in a struct/array, or an error message."""
    t = container
    for index in position:
        if is_llvm(t, "array") and isinstance(t, ty.DialectType) and len(t.params) == 2:
            count, elem = t.params
            if index < 0 or index >= count:
                return f"position out of bounds: {index}"
            t = elem
        elif is_llvm(t, "struct") and isinstance(t, ty.DialectType) and t.params[1] is not None:
            elems = t.params[1]
            if index < 0 or index >= len(elems):
                return f"position out of bounds: {index}"
            t = elems[index]
        else:
            return f"expected LLVM IR structure/array type, got: '{t}'"
    return t


def _parse_position(p: Parser) -> list[int]:
    p.expect("[", "expected '['")
    values: list[int] = []
    if not p.consume_if("]"):
        while True:
            negative = p.consume_if("-")
            if p.kind != "integer":
                raise p.fail_token("expected integer value")
            value = integer_value(p.text)
            p.advance()
            values.append(-value if negative else value)
            if not p.consume_if(","):
                break
        p.expect("]", "expected ']'")
    return values


def parse_extractvalue(p: Parser, o: Operation) -> None:
    """$container `` $position attr-dict `:` type($container)"""
    container = p.parse_operand()
    position = _parse_position(p)
    o.attributes["position"] = at.DenseArrayAttr(ty.I64, position)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    container_type = p.parse_type()
    elem = _position_type(container_type, position)
    if isinstance(elem, str):
        if container_type.is_error:
            elem = ty.ERROR_TYPE
        elif not _is_llvm_compatible(container_type):
            raise p.custom_error(f"expected LLVM IR Dialect type, got '{container_type}'", p.span)
        else:
            raise p.custom_error(elem, p.span)
    o.operands.append(p.resolve_operand(container, container_type))
    o.add_result(elem)


def parse_insertvalue(p: Parser, o: Operation) -> None:
    """$value `,` $container `` $position attr-dict `:` type($container)"""
    value = p.parse_operand()
    p.expect(",", "expected ','")
    container = p.parse_operand()
    position = _parse_position(p)
    o.attributes["position"] = at.DenseArrayAttr(ty.I64, position)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    container_type = p.parse_type()
    elem = _position_type(container_type, position)
    if isinstance(elem, str):
        if container_type.is_error:
            elem = ty.ERROR_TYPE
        elif not _is_llvm_compatible(container_type):
            raise p.custom_error(f"expected LLVM IR Dialect type, got '{container_type}'", p.span)
        else:
            raise p.custom_error(elem, p.span)
    o.operands.append(p.resolve_operand(container, container_type))
    o.operands.append(p.resolve_operand(value, elem))
    o.add_result(container_type)


def _print_position(pr: OpAsmPrinter, o: Operation) -> None:
    position = o.attr("position")
    values = position.values if isinstance(position, at.DenseArrayAttr) else ()
    pr.write("[" + ", ".join(str(v) for v in values) + "]")
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())), ("position",))


def print_extractvalue(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[0])
    _print_position(pr, o)
    pr.write(" : ")
    pr.print_type(o.operands[0].type)
    pr.write(" ")  # upstream's custom<InsertExtractValueElementType> leaves a space


def print_insertvalue(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[1])
    pr.write(", ")
    pr.print_operand(o.operands[0])
    _print_position(pr, o)
    pr.write(" : ")
    pr.print_type(o.operands[0].type)
    pr.write(" ")


def _verify_position(o: Operation, ctx: VerifyContext, container: Type, value: Type) -> None:
    position = o.attr("position")
    values = [int(v) for v in position.values] if isinstance(position, at.DenseArrayAttr) else []
    elem = _position_type(container, values)
    if isinstance(elem, str):
        if not container.is_error:
            ctx.error(o, elem)
        return
    if not types_match(elem, value):
        what = "result" if o.name == "llvm.extractvalue" else "value"
        ctx.error(
            o,
            f"Type mismatch: extracting from {container} should produce {elem} but this op returns {value}"
            if what == "result"
            else f"Type mismatch: cannot insert {value} into {container}",
        )


def verify_extractvalue(o: Operation, ctx: VerifyContext) -> None:
    _verify_position(o, ctx, o.operands[0].type, o.results[0].type)


def verify_insertvalue(o: Operation, ctx: VerifyContext) -> None:
    _verify_position(o, ctx, o.operands[0].type, o.operands[1].type)


# ---- constants and globals ----------------------------------------------------------------


def parse_constant(p: Parser, o: Operation) -> None:
    """`(` $value `)` attr-dict `:` type($res)"""
    p.expect("(", "expected '('")
    value = p.parse_attribute()
    p.expect(")", "expected ')'")
    o.attributes["value"] = value
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    o.add_result(p.parse_type())


def print_constant(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write("(")
    value = o.attr("value")
    if value is not None:
        pr.print_attribute(value)
    pr.write(")")
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())), ("value",))
    pr.write(" : ")
    pr.print_type(o.results[0].type)


def verify_constant(o: Operation, ctx: VerifyContext) -> None:
    value = o.attr("value")
    result = o.results[0].type
    if value is None or result.is_error:
        return
    if isinstance(value, at.StringAttr):
        if not is_llvm(result, "array"):
            ctx.error(o, "expected array type for string constant")
        return
    if isinstance(result, ty.IntegerType):
        if not isinstance(value, at.IntegerAttr | at.BoolAttr):
            ctx.error(o, "expected integer attribute for integer result type")  # pragma: no cover
            return
        if isinstance(value, at.IntegerAttr) and isinstance(value.type, ty.IntegerType):
            if value.type.width > result.width:
                ctx.error(o, "integer attribute is wider than the result type")
        return
    if isinstance(result, ty.FloatType) and isinstance(value, at.FloatAttr):
        if value.type != result:
            ctx.error(o, "attribute and type have different float semantics")
        return
    if isinstance(value, at.DenseElementsAttr) and isinstance(value.type, ty.ShapedType):
        elem = value.type.element_type
        if isinstance(result, ty.VectorType) and isinstance(elem, ty.FloatType):
            if not isinstance(result.element_type, ty.FloatType):
                ctx.error(o, "expected integer element type for integer elements attribute")


def constant_names(o: Operation) -> list[str | None]:
    return [None]


def parse_global(p: Parser, o: Operation) -> None:
    """linkage? visibility? `thread_local`? unnamed_addr? `constant`? @name `(` value? `)`
    (`comdat` `(` symbol `)`)? attr-dict (`:` type)? region?"""
    name_span = p.op_name_span()
    linkage = "external"
    if p.kind == "bare" and p.text in LINKAGES:
        linkage = p.text
        p.advance()
    o.attributes["linkage"] = at.DialectAttr("llvm", "linkage", linkage)
    _parse_optional_word(p, o, "visibility_", VISIBILITIES, "visibility")
    if p.consume_keyword("thread_local"):
        o.attributes["thread_local_"] = at.UNIT
    _parse_optional_word(p, o, "unnamed_addr", UNNAMED_ADDR, "unnamed_addr")
    if p.consume_keyword("constant"):
        o.attributes["constant"] = at.UNIT
    p.parse_symbol_name(o)
    p.expect("(", "expected '('")
    value: at.Attribute | None = None
    if p.kind != ")":
        value = p.parse_attribute()
        o.attributes["value"] = value
    p.expect(")", "expected ')'")
    if p.consume_keyword("comdat"):
        p.expect("(", "expected '('")
        o.attributes["comdat"] = p.symbol_ref_attr()
        p.expect(")", "expected ')'")
    p.parse_optional_attr_dict_into(o)
    o.attributes.setdefault("addr_space", at.IntegerAttr(0, ty.I32))
    global_type: Type | None = None
    if p.consume_if(":"):
        global_type = p.parse_type()
    region = o.add_region()
    if p.kind == "{":
        p.parse_region(region, [], False)
    if global_type is None:
        if not isinstance(value, at.StringAttr):
            raise p.custom_error("type can only be omitted for string globals", name_span)
        global_type = llvm_type("array", f"{len(value.value)} x i8", len(value.value), ty.I8)
    o.attributes["global_type"] = at.TypeAttr(global_type)


def print_global(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    linkage = _dialect_word(o.attr("linkage")) or "external"
    pr.write(linkage + " ")
    for name in ("visibility_", "unnamed_addr"):
        word = _dialect_word(o.attr(name))
        if name == "visibility_" and word and word != "default":
            pr.write(word + " ")
        if name == "visibility_" and "thread_local_" in o.attributes:
            pr.write("thread_local ")
        if name == "unnamed_addr" and word and word != "none":
            pr.write(word + " ")
    if "constant" in o.attributes:
        pr.write("constant ")
    name_attr = o.attr("sym_name")
    pr.print_symbol_name(name_attr.value if isinstance(name_attr, at.StringAttr) else "")
    pr.write("(")
    value = o.attr("value")
    if value is not None:
        pr.print_attribute(value)
    pr.write(")")
    comdat = o.attr("comdat")
    if comdat is not None:
        pr.write(" comdat(")
        pr.print_attribute(comdat)
        pr.write(")")
    elided = {
        "sym_name",
        "global_type",
        "constant",
        "value",
        "linkage",
        "unnamed_addr",
        "thread_local_",
        "visibility_",
        "comdat",
    }
    attrs = {
        k: v
        for k, v in sorted(o.attributes.items())
        if not (k == "unnamed_addr" and _dialect_word(v) == "none")
        and not (k == "visibility_" and _dialect_word(v) == "default")
    }
    pr.print_optional_attr_dict(attrs, elided)
    global_type = o.attr("global_type")
    region = o.regions[0] if o.regions else None
    if isinstance(global_type, at.TypeAttr) and not (
        isinstance(value, at.StringAttr)
        and region is not None
        and not region.blocks
        and global_type.value == llvm_type("array", f"{len(value.value)} x i8")
    ):
        pr.write(" : ")
        pr.print_type(global_type.value)
    if region is not None and region.blocks:
        pr.print_region(region, False)


def verify_global(o: Operation, ctx: VerifyContext) -> None:
    global_type = o.attr("global_type")
    value = o.attr("value")
    region = o.regions[0] if o.regions else None
    if isinstance(value, at.StringAttr) and isinstance(global_type, at.TypeAttr):
        t = global_type.value
        if not (
            is_llvm(t, "array")
            and isinstance(t, ty.DialectType)
            and len(t.params) == 2
            and t.params[1] == ty.I8
            and t.params[0] == len(value.value)
        ):
            ctx.error(
                o, "requires an i8 array type of the length equal to that of the string attribute"
            )
            return
    if value is not None and region is not None and region.blocks:
        ctx.error(o, "cannot have both initializer value and region")
        return
    linkage = _dialect_word(o.attr("linkage"))
    if linkage in ("common",) and value is not None and not _is_zero(value):
        ctx.error(o, "expected zero value for 'common' linkage")
        return
    if linkage == "appending" and isinstance(global_type, at.TypeAttr):
        if not is_llvm(global_type.value, "array"):
            ctx.error(o, "expected array type for 'appending' linkage")
            return
    if region is not None and region.blocks and isinstance(global_type, at.TypeAttr):
        block = region.blocks[-1]
        term = block.operations[-1] if block.operations else None
        if term is not None and term.name == "llvm.return" and term.operands:
            got = term.operands[0].type
            if not types_match(got, global_type.value):
                ctx.error(
                    o,
                    f"initializer region type '{got}' does not match global type "
                    f"'{global_type.value}'",
                )


def _is_zero(value: at.Attribute) -> bool:
    if isinstance(value, at.IntegerAttr):
        return value.value == 0
    if isinstance(value, at.FloatAttr):
        return value.value == 0
    if isinstance(value, at.DialectAttr):
        return value.name == "zero"
    return False


def parse_addressof(p: Parser, o: Operation) -> None:
    """$global_name attr-dict `:` qualified(type($res))"""
    o.attributes["global_name"] = p.symbol_ref_attr()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    o.add_result(p.parse_type())


def print_addressof(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    name = o.attr("global_name")
    if name is not None:
        pr.print_attribute(name)
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())), ("global_name",))
    pr.write(" : ")
    pr.print_type(o.results[0].type)


def verify_addressof(o: Operation, ctx: VerifyContext) -> None:
    name = o.attr("global_name")
    if not isinstance(name, at.SymbolRefAttr):
        return
    target = ctx.lookup_symbol(o, name)
    if target is None:
        return
    if target.name == "llvm.mlir.global":
        space = target.attr("addr_space")
        want = space.value if isinstance(space, at.IntegerAttr) else 0
        if ptr_space(o.results[0].type) != want:
            ctx.error(
                o,
                "pointer address space must match address space of the referenced global or alias",
            )
    elif target.name not in ("llvm.func", "llvm.mlir.alias", "llvm.mlir.ifunc"):
        ctx.error(
            o,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or "
            "'llvm.func' or 'llvm.mlir.ifunc'",
        )


# ---- functions and calls ----------------------------------------------------------------------


def parse_func(p: Parser, o: Operation) -> None:
    """linkage? visibility? unnamed_addr? cconv? @name signature (`vscale_range` ...)?
    (`comdat` `(` symbol `)`)? (`attributes` attr-dict)? region?"""
    linkage = "external"
    if p.kind == "bare" and p.text in LINKAGES:
        linkage = p.text
        p.advance()
    o.attributes["linkage"] = at.DialectAttr("llvm", "linkage", linkage)
    _parse_optional_word(p, o, "visibility_", VISIBILITIES, "visibility")
    _parse_optional_word(p, o, "unnamed_addr", UNNAMED_ADDR, "unnamed_addr")
    if p.kind == "bare" and p.text in CCONVS:
        o.attributes["CConv"] = at.DialectAttr("llvm", "cconv", p.text)
        p.advance()
    p.parse_symbol_name(o)
    sig_span = p.span
    args, arg_types, arg_attrs, variadic = parse_argument_list(p, True)
    results: list[Type] = []
    res_attrs: list[dict[str, at.Attribute]] = []
    if p.consume_if("->"):
        results, res_attrs = parse_function_results(p)
    if len(results) > 1:
        raise p.custom_error(
            "failed to construct function type: expected zero or one function result", sig_span
        )
    for t in arg_types:
        if not t.is_error and not _is_llvm_compatible(t):
            raise p.custom_error(
                "failed to construct function type: expected LLVM type for function arguments",
                sig_span,
            )
    for t in results:
        if not t.is_error and not _is_llvm_compatible(t):
            raise p.custom_error(
                f"failed to construct function type: expected LLVM type for function results'{t}'",
                sig_span,
            )
    result = results[0] if results else VOID
    o.attributes["function_type"] = at.TypeAttr(llvm_func_type(result, arg_types, variadic))
    if any(arg_attrs):
        o.attributes["arg_attrs"] = at.ArrayAttr([at.DictionaryAttr(a) for a in arg_attrs])
    if any(res_attrs):
        o.attributes["res_attrs"] = at.ArrayAttr([at.DictionaryAttr(a) for a in res_attrs])
    if p.consume_keyword("vscale_range"):
        p.expect("(", "expected '('")
        low = p.parse_attribute()
        p.expect(",", "expected ','")
        high = p.parse_attribute()
        p.expect(")", "expected ')'")
        o.attributes["vscale_range"] = at.DialectAttr(
            "llvm", "vscale_range", f"minRange = {low}, maxRange = {high}"
        )
    if p.consume_keyword("comdat"):
        p.expect("(", "expected '('")
        o.attributes["comdat"] = p.symbol_ref_attr()
        p.expect(")", "expected ')'")
    if p.consume_keyword("attributes"):
        o.attributes.update(p.parse_attr_dict())
    region = o.add_region()
    if p.kind == "{":
        p.parse_region(region, args, True)


_FUNC_ELIDED = (
    "sym_name",
    "function_type",
    "linkage",
    "visibility_",
    "unnamed_addr",
    "CConv",
    "arg_attrs",
    "res_attrs",
    "comdat",
    "vscale_range",
    "sym_visibility",
)


def print_func(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    linkage = _dialect_word(o.attr("linkage")) or "external"
    if linkage != "external":
        pr.write(linkage + " ")
    visibility = _dialect_word(o.attr("visibility_"))
    if visibility and visibility != "default":
        pr.write(visibility + " ")
    unnamed = _dialect_word(o.attr("unnamed_addr"))
    if unnamed and unnamed != "none":
        pr.write(unnamed + " ")
    cconv = _dialect_word(o.attr("CConv"))
    if cconv and cconv != "ccc":
        pr.write(cconv + " ")
    sym_visibility = o.attr("sym_visibility")
    if isinstance(sym_visibility, at.StringAttr):
        pr.write(sym_visibility.value + " ")
    name = o.attr("sym_name")
    pr.print_symbol_name(name.value if isinstance(name, at.StringAttr) else "")
    fn_attr = o.attr("function_type")
    sig = func_signature(fn_attr.value) if isinstance(fn_attr, at.TypeAttr) else None
    result, inputs, vararg = sig if sig is not None else (VOID, (), False)
    body = o.regions[0] if o.regions else None
    external = body is None or not body.blocks
    arg_attrs = _dicts(o.attr("arg_attrs"), len(inputs))
    pr.write("(")
    for i, t in enumerate(inputs):
        if i:
            pr.write(", ")
        extra = arg_attrs[i] if i < len(arg_attrs) else {}
        if not external and body is not None and i < len(body.blocks[0].arguments):
            pr.print_region_argument(body.blocks[0].arguments[i], extra)
        else:
            pr.print_type(t)
            pr.print_optional_attr_dict(extra)
    if vararg:
        pr.write(", ..." if inputs else "...")
    pr.write(")")
    if not is_llvm(result, "void"):
        pr.write(" -> ")
        res_attrs = _dicts(o.attr("res_attrs"), 1)
        if res_attrs and res_attrs[0]:
            pr.write("(")
            pr.print_type(result)
            pr.print_optional_attr_dict(res_attrs[0])
            pr.write(")")
        else:
            pr.print_type(result)
    vscale = o.attr("vscale_range")
    if isinstance(vscale, at.DialectAttr) and vscale.body:
        parts = dict(
            part.strip().split(" = ", 1) for part in vscale.body.split(",") if " = " in part
        )
        pr.write(f" vscale_range({parts.get('minRange', '?')}, {parts.get('maxRange', '?')})")
    comdat = o.attr("comdat")
    if comdat is not None:
        pr.write(" comdat(")
        pr.print_attribute(comdat)
        pr.write(")")
    attrs = {
        k: v
        for k, v in sorted(o.attributes.items())
        if not (k == "unnamed_addr" and _dialect_word(v) == "none")
    }
    pr.print_optional_attr_dict_with_keyword(attrs, _FUNC_ELIDED)
    if not external and body is not None:
        pr.print_region(body, False, True)


def _dicts(attr: at.Attribute | None, count: int) -> list[dict[str, at.Attribute]]:
    if isinstance(attr, at.ArrayAttr):
        return [e.entries if isinstance(e, at.DictionaryAttr) else {} for e in attr.elements]
    return [{} for _ in range(count)]


def verify_func(o: Operation, ctx: VerifyContext) -> None:
    fn_attr = o.attr("function_type")
    if not isinstance(fn_attr, at.TypeAttr):
        return
    sig = func_signature(fn_attr.value)
    if sig is None:
        if not fn_attr.value.is_error:
            ctx.error(
                o,
                "attribute 'function_type' failed to satisfy constraint: type attribute of LLVM "
                "function type",
            )
        return
    inputs = sig[1]
    linkage = _dialect_word(o.attr("linkage")) or "external"
    body = o.regions[0] if o.regions else None
    if linkage == "common":
        ctx.error(o, "functions cannot have 'common' linkage")
        return
    if body is None or not body.blocks:
        if linkage not in ("external", "extern_weak"):
            ctx.error(o, "external functions must have 'external' or 'extern_weak' linkage")
        return
    verify_entry_block_arguments(o, body.blocks[0], inputs, ctx)


def parse_call(p: Parser, o: Operation) -> None:
    """cconv? tailcall? (@callee | %callee) `(` operands `)` vararg? attr-dict `:` fn-type"""
    if p.kind == "bare" and p.text in CCONVS:
        o.attributes["CConv"] = at.DialectAttr("llvm", "cconv", p.text)
        p.advance()
    if p.kind == "bare" and p.text in ("tail", "musttail", "notail"):
        o.attributes["TailCallKind"] = at.DialectAttr("llvm", "tailcallkind", p.text)
        p.advance()
    indirect = None
    if p.kind == "at":
        o.attributes["callee"] = p.symbol_ref_attr()
    else:
        indirect = p.parse_operand()
    names = p.parse_operand_list("(")
    vararg_type: Type | None = None
    if p.consume_keyword("vararg"):
        p.expect("(", "expected '('")
        vararg_type = p.parse_type()
        p.expect(")", "expected ')'")
        o.attributes["var_callee_type"] = at.TypeAttr(vararg_type)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    span = p.span
    fn = p.parse_type()
    callee_type: Type | None = None
    if indirect is not None and not isinstance(fn, ty.FunctionType):
        if not p.consume_if(","):
            raise p.custom_error("expected indirect call to have 2 trailing types", span)
        callee_type = fn
        span = p.span
        fn = p.parse_type()
    if not isinstance(fn, ty.FunctionType):
        raise p.custom_error(
            f"invalid kind of type specified: expected builtin.function, but found '{fn}'", span
        )
    inputs = list(fn.inputs)
    if indirect is not None:
        if callee_type is None:
            if not inputs:
                raise p.custom_error("expected indirect call to have 2 trailing types", span)
            callee_type = inputs.pop(0)
        o.operands.append(p.resolve_operand(indirect, callee_type))
    if len(fn.results) > 1:
        raise p.custom_error("expected function with 0 or 1 result", span)
    if len(names) != len(inputs):
        raise p.custom_error(
            f"number of operands and types do not match: got {len(names)} operands and "
            f"{len(inputs)} types",
            span,
        )
    o.operands.extend(p.resolve_operands(names, inputs))
    for t in fn.results:
        if is_llvm(t, "void"):
            raise p.custom_error("expected a non-void result type", span)
        o.add_result(t)
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(ty.I32, [len(o.operands), 0])
    o.attributes["op_bundle_sizes"] = at.DenseArrayAttr(ty.I32, [])


_CALL_ELIDED = (
    "callee",
    "CConv",
    "TailCallKind",
    "var_callee_type",
    "operandSegmentSizes",
    "op_bundle_sizes",
    "fastmathFlags",
)


def print_call(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    cconv = _dialect_word(o.attr("CConv"))
    if cconv and cconv != "ccc":
        pr.write(cconv + " ")
    tail = _dialect_word(o.attr("TailCallKind"))
    if tail and tail != "none":
        pr.write(tail + " ")
    callee = o.attr("callee")
    args = list(o.operands)
    if callee is not None:
        pr.print_attribute(callee)
    else:
        pr.print_operand(args[0])
        args = args[1:]
    pr.write("(")
    pr.print_operands(args)
    pr.write(")")
    vararg = o.attr("var_callee_type")
    if isinstance(vararg, at.TypeAttr):
        pr.write(" vararg(")
        pr.print_type(vararg.value)
        pr.write(")")
    attrs = dict(sorted(o.attributes.items()))
    elided = list(_CALL_ELIDED)
    if o.attr("fastmathFlags") not in (None, FASTMATH_NONE):
        elided.remove("fastmathFlags")
    pr.print_optional_attr_dict(attrs, elided)
    pr.write(" : ")
    if callee is None:
        pr.print_type(o.operands[0].type)
        pr.write(", ")
    pr.print_functional_type([v.type for v in args], [r.type for r in o.results])


def verify_var_callee_type(o: Operation, ctx: VerifyContext, args: list[Any]) -> bool:
    """The explicit callee type of a vararg call matches the call's operands and results."""
    var_type = o.attr("var_callee_type")
    if not isinstance(var_type, at.TypeAttr):
        return True
    sig = func_signature(var_type.value)
    if sig is None:
        return True
    result, inputs, vararg = sig
    if not vararg:
        ctx.error(o, "expected var_callee_type to be a variadic function type")
        return False
    if len(inputs) > len(args):
        ctx.error(o, f"expected var_callee_type to have at most {len(args)} parameters")
        return False
    for param, value in zip(inputs, args, strict=False):
        if not types_match(param, value.type):
            ctx.error(o, f"var_callee_type parameter type mismatch: '{param}' != '{value.type}'")
            return False
    if not o.results:
        if not is_llvm(result, "void"):
            ctx.error(o, "expected var_callee_type to return void")
            return False
    elif not types_match(result, o.results[0].type):
        ctx.error(o, f"var_callee_type return type mismatch: '{result}' != '{o.results[0].type}'")
        return False
    return True


def verify_call(o: Operation, ctx: VerifyContext) -> None:
    callee = o.attr("callee")
    args = list(o.operands if callee is not None else o.operands[1:])
    if not verify_var_callee_type(o, ctx, args):
        return
    if callee is None:
        if not o.operands:
            ctx.error(o, "must have either a `callee` attribute or at least an operand")
            return
        if not is_ptr(o.operands[0].type) and not o.operands[0].type.is_error:
            ctx.error(o, f"indirect call expects a pointer as callee: {o.operands[0].type}")
        return
    if not isinstance(callee, at.SymbolRefAttr):
        return
    target = ctx.lookup_symbol(o, callee)
    if target is None:
        return
    if target.name != "llvm.func":
        if target.name in ("llvm.mlir.alias", "llvm.mlir.ifunc"):
            return
        ctx.error(o, f"'{callee.root}' does not reference a valid LLVM function")
        return
    fn_attr = target.attr("function_type")
    sig = func_signature(fn_attr.value) if isinstance(fn_attr, at.TypeAttr) else None
    if sig is None:
        return
    result, inputs, vararg = sig
    args = o.operands
    if vararg:
        if o.attr("var_callee_type") is None:
            ctx.error(o, "missing var_callee_type attribute for vararg call")
            return
        if len(args) < len(inputs):
            ctx.error(
                o,
                "incorrect number of operands ("
                + str(len(args))
                + ") for callee (expecting at least "
                + str(len(inputs))
                + ")",
            )
            return
    elif len(args) != len(inputs):
        ctx.error(
            o, f"incorrect number of operands ({len(args)}) for callee (expecting: {len(inputs)})"
        )
        return
    for i, expected in enumerate(inputs):
        if not types_match(expected, args[i].type):
            ctx.error(
                o,
                f"operand type mismatch for operand {i}: {args[i].type} != {expected}",
            )
            return
    void = is_llvm(result, "void")
    if void and o.results:
        ctx.error(o, "expected function call to produce no value")
        return
    if not void and not o.results:
        ctx.error(o, "expected function call to produce a value")
        return
    if o.results and not types_match(result, o.results[0].type):
        ctx.error(o, f"result type mismatch: {o.results[0].type} != {result}")


# ---- control flow ---------------------------------------------------------------------------


def parse_return(p: Parser, o: Operation) -> None:
    """attr-dict ($arg^ `:` type($arg))?"""
    p.parse_optional_attr_dict_into(o)
    if p.kind == "percent":
        names = p.parse_operand_list_no_parens()
        types = p.parse_colon_type_list()
        o.operands.extend(p.resolve_operands(names, types))


def print_return(pr: OpAsmPrinter, o: Operation) -> None:
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())))
    if o.operands:
        pr.write(" ")
        pr.print_operands(o.operands)
        pr.write(" : ")
        pr.print_types([v.type for v in o.operands])


def verify_return(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) > 1:
        ctx.error(o, "expects at most 1 operand")
        return
    parent = o.parent_op
    if parent is None or parent.name != "llvm.func":
        return
    fn_attr = parent.attr("function_type")
    sig = func_signature(fn_attr.value) if isinstance(fn_attr, at.TypeAttr) else None
    if sig is None:
        return
    result = sig[0]
    if is_llvm(result, "void"):
        if o.operands:
            ctx.error(o, "expected no operands")
        return
    if not o.operands:
        ctx.error(o, "expected 1 operand")
        return
    if not types_match(result, o.operands[0].type):
        ctx.error(o, "mismatching result types")


def verify_br(o: Operation, ctx: VerifyContext) -> None:
    check_successor_operands(o, ctx, [list(o.operands)])


def verify_cond_br(o: Operation, ctx: VerifyContext) -> None:
    from mlir_ls.dialects.cf import verify_branch_weights

    if not verify_branch_weights(o, ctx):
        return
    spec = o.spec
    if spec is None:
        return
    from mlir_ls.dialects.assembly_format import group_values

    groups = group_values(o, spec.operands, list(o.operands), "operandSegmentSizes", 2)
    check_successor_operands(
        o, ctx, [groups.get("trueDestOperands", []), groups.get("falseDestOperands", [])]
    )


def _parse_select(p: Parser, o: Operation) -> None:
    """operands attr-dict `:` type($condition) `,` type($res)"""
    names = p.parse_operand_list_no_parens()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    cond_type = p.parse_type()
    p.expect(",", "expected ','")
    value_type = p.parse_type()
    if len(names) != 3:
        raise p.custom_error(f"expected 3 operands, got {len(names)}")  # pragma: no cover
    o.operands.extend(p.resolve_operands(names, [cond_type, value_type, value_type]))
    o.add_result(value_type)


def _print_select(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operands(o.operands)
    elided = ["fastmathFlags"] if o.attr("fastmathFlags") in (None, FASTMATH_NONE) else []
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())), elided)
    pr.write(" : ")
    pr.print_type(o.operands[0].type)
    pr.write(", ")
    pr.print_type(o.results[0].type)


def _parse_insertelement(p: Parser, o: Operation) -> None:
    """$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"""
    value = p.parse_operand()
    p.expect(",", "expected ','")
    vector = p.parse_operand()
    p.expect("[", "expected '['")
    position = p.parse_operand()
    p.expect(":", "expected ':'")
    position_type = p.parse_type()
    p.expect("]", "expected ']'")
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    vector_type = p.parse_type()
    elem = vector_type.element_type if isinstance(vector_type, ty.VectorType) else ty.ERROR_TYPE
    o.operands.append(p.resolve_operand(vector, vector_type))
    o.operands.append(p.resolve_operand(value, elem))
    o.operands.append(p.resolve_operand(position, position_type))
    o.add_result(vector_type)


def _print_insertelement(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[1])
    pr.write(", ")
    pr.print_operand(o.operands[0])
    pr.write("[")
    pr.print_operand(o.operands[2])
    pr.write(" : ")
    pr.print_type(o.operands[2].type)
    pr.write("]")
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())))
    pr.write(" : ")
    pr.print_type(o.operands[0].type)


def _parse_intrinsic(p: Parser, o: Operation) -> None:
    """An intrinsic not described one by one: `(` operands `)` attr-dict `:` functional-type,
    the form of most one-to-one intrinsics; other forms parse tolerantly."""
    if p.kind != "(":
        p.parse_tolerant_into(o)
        return
    names = p.parse_operand_list("(")
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    span = p.span
    fn = p.parse_type()
    if not isinstance(fn, ty.FunctionType):
        raise p.custom_error(
            f"invalid kind of type specified: expected builtin.function, but found '{fn}'", span
        )
    if len(names) != len(fn.inputs):
        raise p.custom_error(f"{len(names)} operands present, but expected {len(fn.inputs)}", span)
    o.operands.extend(p.resolve_operands(names, list(fn.inputs)))
    for t in fn.results:
        o.add_result(t)


def _print_intrinsic(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write("(")
    pr.print_operands(o.operands)
    pr.write(")")
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())))
    pr.write(" : ")
    pr.print_functional_type([v.type for v in o.operands], [r.type for r in o.results])


def _intrinsic_spec(name: str) -> Any:
    spec = op(
        name,
        "LLVM intrinsic",
        operands=[var_arg("args")],
        results=[var_res("res")],
        parse=_parse_intrinsic,
        print=_print_intrinsic,
    )
    spec.traits = frozenset({"Placeholder_intrinsic"})
    return spec


def _ptr_intrinsic(name: str, summary: str, result: bool) -> Any:
    return op(
        f"llvm.intr.{name}",
        summary,
        "$ptr attr-dict `:` qualified(type($ptr))",
        operands=[arg("ptr", ANY_PTR)],
        results=[res("res", ANY_PTR)] if result else [],
        relations=[match("ptr", "res")] if result else [],
    )


def _terminator_placeholder(name: str) -> Any:
    """A terminator not described yet: tolerant parse, but known to end its block."""
    spec = placeholder_spec(name)
    spec.traits = spec.traits | {TERMINATOR}
    return spec


def _simple(name: str, summary: str, type_name: str | None = None) -> Any:
    return op(
        f"llvm.{name}",
        summary,
        "attr-dict `:` type($res)",
        results=[res("res", COMPATIBLE)],
        traits=["Pure", "ConstantLike"],
    )


LLVM = DialectSpec("llvm", "LLVM IR in MLIR.")
LLVM.parse_type = parse_llvm_type
LLVM.placeholder = lambda name: (
    _intrinsic_spec(name) if name.startswith("llvm.intr.") else placeholder_spec(name)
)
icmp_parse, icmp_print = _cmp_parser(ICMP_PREDICATES, False)
fcmp_parse, fcmp_print = _cmp_parser(FCMP_PREDICATES, True)

LLVM.add(
    *(_int_binary(name, inst, flag) for name, (inst, flag) in INT_BINARY.items()),
    *(
        _float_binary(name, inst)
        for name, inst in (
            ("fadd", "FAdd"),
            ("fsub", "FSub"),
            ("fmul", "FMul"),
            ("fdiv", "FDiv"),
            ("frem", "FRem"),
        )
    ),
    op(
        "llvm.fneg",
        "LLVM FNeg operation",
        "$operand attr-dict `:` type($res)",
        operands=[arg("operand", FLOAT_LIKE)],
        results=[res("res", FLOAT_LIKE)],
        attrs=[attr("fastmathFlags", default=FASTMATH_NONE)],
        traits=["Pure", "SameOperandsAndResultType"],
    ),
    *(_cast(name, *spec) for name, spec in CASTS.items()),
    op(
        "llvm.icmp",
        "LLVM icmp operation",
        operands=[arg("lhs", INT_OR_PTR_LIKE), arg("rhs", INT_OR_PTR_LIKE)],
        results=[res("res", I1_LIKE)],
        attrs=[attr("predicate")],
        traits=["Pure", "SameTypeOperands"],
        parse=icmp_parse,
        print=icmp_print,
    ),
    op(
        "llvm.fcmp",
        "LLVM fcmp operation",
        operands=[arg("lhs", FLOAT_LIKE), arg("rhs", FLOAT_LIKE)],
        results=[res("res", I1_LIKE)],
        attrs=[attr("predicate"), attr("fastmathFlags", default=FASTMATH_NONE)],
        traits=["Pure", "SameTypeOperands"],
        parse=fcmp_parse,
        print=fcmp_print,
    ),
    op(
        "llvm.select",
        "LLVM select operation",
        operands=[arg("condition", I1_LIKE), arg("trueValue"), arg("falseValue")],
        results=[res("res")],
        attrs=[attr("fastmathFlags", default=FASTMATH_NONE)],
        traits=["Pure"],
        parse=_parse_select,
        print=_print_select,
    ),
    op(
        "llvm.freeze",
        "Freeze",
        "$val attr-dict `:` type($val)",
        operands=[arg("val")],
        results=[res("res")],
        traits=["Pure", "SameOperandsAndResultType"],
    ),
    op(
        "llvm.alloca",
        "LLVM alloca operation",
        operands=[arg("arraySize", _c("integer", lambda t: isinstance(t, ty.IntegerType)))],
        results=[res("res", ANY_PTR)],
        attrs=[attr("alignment", optional=True), attr("elem_type"), unit("inalloca")],
        parse=parse_alloca,
        print=print_alloca,
        verify=verify_alloca,
    ),
    op(
        "llvm.getelementptr",
        "LLVM getelementptr operation",
        operands=[arg("base", PTR_LIKE), var_arg("dynamicIndices", INT_LIKE)],
        results=[res("res", PTR_LIKE)],
        attrs=[attr("rawConstantIndices"), attr("elem_type")],
        traits=["Pure"],
        parse=parse_gep,
        print=print_gep,
        verify=verify_gep,
    ),
    op(
        "llvm.load",
        "LLVM load operation",
        operands=[arg("addr", ANY_PTR)],
        results=[res("res")],
        parse=parse_load,
        print=print_load,
        verify=verify_load,
    ),
    op(
        "llvm.store",
        "LLVM store operation",
        operands=[arg("value"), arg("addr", ANY_PTR)],
        parse=parse_store,
        print=print_store,
        verify=verify_store,
    ),
    op(
        "llvm.extractvalue",
        "Extract a value from an LLVM struct",
        operands=[arg("container")],
        results=[res("res")],
        attrs=[attr("position")],
        traits=["Pure"],
        parse=parse_extractvalue,
        print=print_extractvalue,
        verify=verify_extractvalue,
    ),
    op(
        "llvm.insertvalue",
        "Insert a value into an LLVM struct",
        operands=[arg("container"), arg("value")],
        results=[res("res")],
        attrs=[attr("position")],
        traits=["Pure"],
        parse=parse_insertvalue,
        print=print_insertvalue,
        verify=verify_insertvalue,
    ),
    op(
        "llvm.extractelement",
        "Extract an element from an LLVM vector",
        "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
        operands=[arg("vector"), arg("position", INT_LIKE)],
        results=[res("res")],
        infer=lambda o: [
            o.operands[0].type.element_type
            if isinstance(o.operands[0].type, ty.VectorType)
            else ty.ERROR_TYPE
        ],
        traits=["Pure"],
    ),
    op(
        "llvm.insertelement",
        "Insert an element into an LLVM vector",
        operands=[arg("vector"), arg("value"), arg("position", INT_LIKE)],
        results=[res("res")],
        traits=["Pure"],
        parse=_parse_insertelement,
        print=_print_insertelement,
    ),
    op(
        "llvm.mlir.constant",
        "Defines a constant of LLVM type",
        results=[res("res")],
        attrs=[attr("value")],
        traits=["Pure", "ConstantLike"],
        parse=parse_constant,
        print=print_constant,
        verify=verify_constant,
    ),
    _ptr_intrinsic("lifetime.start", "Marks the start of a memory object's lifetime", False),
    _ptr_intrinsic("lifetime.end", "Marks the end of a memory object's lifetime", False),
    _ptr_intrinsic("launder.invariant.group", "Launders an invariant group pointer", True),
    _ptr_intrinsic("strip.invariant.group", "Strips an invariant group pointer", True),
    *(
        _terminator_placeholder(f"llvm.{name}")
        for name in ("invoke", "switch", "resume", "indirectbr")
    ),
    _simple("mlir.undef", "Creates an undefined value of LLVM dialect type"),
    _simple("mlir.poison", "Creates a poison value of LLVM dialect type"),
    _simple("mlir.zero", "Creates a zero-initialized value of LLVM dialect type"),
    op(
        "llvm.mlir.addressof",
        "Creates a pointer pointing to a global, alias or a function",
        results=[res("res", ANY_PTR)],
        attrs=[attr("global_name", "FlatSymbolRefAttr")],
        traits=["Pure"],
        parse=parse_addressof,
        print=print_addressof,
        verify=verify_addressof,
    ),
    op(
        "llvm.mlir.global",
        "LLVM dialect global",
        attrs=[attr("sym_name", "SymbolNameAttr"), attr("global_type"), attr("linkage")],
        regions=[region("initializer", single_block=True)],
        traits=[SYMBOL, ISOLATED_FROM_ABOVE, "SingleBlock"],
        parse=parse_global,
        print=print_global,
        verify=verify_global,
    ),
    op(
        "llvm.func",
        "LLVM dialect function",
        attrs=[attr("sym_name", "SymbolNameAttr"), attr("function_type")],
        regions=[region("body")],
        traits=[SYMBOL, ISOLATED_FROM_ABOVE, FUNCTION_OP, "AutomaticAllocationScope"],
        parse=parse_func,
        print=print_func,
        verify=verify_func,
    ),
    op(
        "llvm.call",
        "Call to an LLVM function",
        operands=[var_arg("callee_operands"), var_arg("op_bundle_operands")],
        results=[opt_res("result")],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "CallOpInterface"],
        parse=parse_call,
        print=print_call,
        verify=verify_call,
    ),
    op(
        "llvm.return",
        "LLVM dialect return operation",
        operands=[var_arg("arg")],
        traits=[TERMINATOR, RETURN_LIKE, "Pure"],
        parse=parse_return,
        print=print_return,
        verify=verify_return,
    ),
    op(
        "llvm.unreachable",
        "LLVM unreachable operation",
        "attr-dict",
        traits=[TERMINATOR],
    ),
    op(
        "llvm.br",
        "LLVM branch operation",
        "(`[` $loop_annotation^ `]`)? $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
        operands=[var_arg("destOperands")],
        attrs=[attr("loop_annotation", optional=True)],
        successors=[succ("dest")],
        traits=[TERMINATOR, "Pure", "BranchOpInterface"],
        verify=verify_br,
    ),
    op(
        "llvm.cond_br",
        "LLVM conditional branch operation",
        "$condition ( `weights` `(` $branch_weights^ `)` )? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
        "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        operands=[arg("condition", I1), var_arg("trueDestOperands"), var_arg("falseDestOperands")],
        attrs=[attr("branch_weights", "DenseI32ArrayAttr", optional=True)],
        successors=[succ("trueDest"), succ("falseDest")],
        traits=[TERMINATOR, "Pure", "BranchOpInterface", ATTR_SIZED_OPERAND_SEGMENTS],
        verify=verify_cond_br,
    ),
)


_ = (var_res,)
