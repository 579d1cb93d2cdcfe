"""Functions and calls of the llvm dialect: func, call, invoke, call_intrinsic, inline_asm,
return, landingpad, resume."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.cf import verify_branch_weights
from mlir_ls.dialects.common import types_match
from mlir_ls.dialects.function_interface import (
    parse_argument_list,
    parse_function_body,
    parse_function_results,
    verify_entry_block_arguments,
)
from mlir_ls.dialects.llvm.common import all_attributes, has_attr
from mlir_ls.dialects.llvm.control import parse_successor_operands
from mlir_ls.dialects.llvm.enums import (
    CCONV,
    FASTMATH_NONE,
    LINKAGE,
    TAIL_CALL,
    UNNAMED_ADDR,
    VISIBILITY,
    dialect_enum,
)
from mlir_ls.dialects.llvm.types import (
    COMPATIBLE,
    VOID,
    func_signature,
    is_compatible,
    is_llvm,
    is_ptr,
    llvm_func_type,
)
from mlir_ls.dialects.ods import arg, attr, op, opt_arg, opt_res, region, res, succ, unit, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Block, Operation, OpResult
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    FUNCTION_OP,
    ISOLATED_FROM_ABOVE,
    RETURN_LIKE,
    SYMBOL,
    TERMINATOR,
    OpSpec,
)

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.ir.types import Type
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand

CCONV_DEFAULT = dialect_enum("cconv", "ccc")
LINKAGE_EXTERNAL = dialect_enum("linkage", "external")
TAIL_NONE = dialect_enum("tailcallkind", "none")
I64_ZERO = at.IntegerAttr(0, ty.I64)


def _keyword(p: Parser, words: Any) -> str | None:
    """An optional keyword among `words` (upstream's parseOptionalLLVMKeyword)."""
    if p.kind == "bare" and p.text in words:
        word = p.text
        p.advance()
        return word
    return None


def parse_enum_keyword(p: Parser, o: Operation, name: str, enum: Any, mnemonic: str | None) -> None:
    """An optional enum keyword, stored as `#llvm.<mnemonic><kw>` or as an i64 (default when absent)."""
    word = _keyword(p, enum.by_name) or enum.cases[0][0]
    if mnemonic is not None:
        o.attributes[name] = dialect_enum(mnemonic, word)
    else:
        o.attributes[name] = enum.integer(word)


# ---- function types in call-like ops ------------------------------------------------------------


def parse_call_signature(
    p: Parser,
) -> tuple[ty.FunctionType, list[dict[str, at.Attribute]], list[dict[str, at.Attribute]]]:
    """`(` (type attr-dict?)* `)` `->` results: a function type with argument/result attributes."""
    span = p.span
    if p.kind != "(":
        t = p.parse_type()
        if t.is_error:
            return ty.FunctionType([], []), [], []
        raise p.custom_error("expected trailing function type", span)
    p.advance()
    inputs: list[Type] = []
    arg_attrs: list[dict[str, at.Attribute]] = []
    if not p.consume_if(")"):
        while True:
            inputs.append(p.parse_type())
            arg_attrs.append(p.parse_optional_attr_dict() or {})
            if not p.consume_if(","):
                break
        p.expect(")", "expected ')'")
    p.expect("->", "expected '->'")
    results, res_attrs = parse_function_results(p)
    return ty.FunctionType(inputs, results), arg_attrs, res_attrs


def store_arg_res_attrs(
    o: Operation, arg_attrs: list[dict[str, at.Attribute]], res_attrs: list[dict[str, at.Attribute]]
) -> None:
    if any(arg_attrs):
        o.attributes["arg_attrs"] = at.ArrayAttr([at.DictionaryAttr(a) for a in arg_attrs])
    if any(res_attrs):
        o.attributes["res_attrs"] = at.ArrayAttr([at.DictionaryAttr(a) for a in res_attrs])


def _dicts(value: at.Attribute | None) -> list[dict[str, at.Attribute]]:
    if isinstance(value, at.ArrayAttr):
        return [e.entries if isinstance(e, at.DictionaryAttr) else {} for e in value.elements]
    return []


def _print_types_with_attrs(
    pr: OpAsmPrinter, values: list[Any], attrs: list[dict[str, at.Attribute]]
) -> None:
    """`type {attrs}, ...`: the types of `values`, each with its non-empty dictionary."""
    for i, value in enumerate(values):
        if i:
            pr.write(", ")
        pr.print_type(value.type)
        if i < len(attrs) and attrs[i]:
            pr.print_optional_attr_dict(attrs[i])


def print_call_signature(pr: OpAsmPrinter, o: Operation, args: list[Any]) -> None:
    """`(types with attributes) -> results` of a call-like op."""
    arg_attrs = _dicts(o.attr("arg_attrs"))
    res_attrs = _dicts(o.attr("res_attrs"))
    pr.write("(")
    _print_types_with_attrs(pr, args, arg_attrs)
    pr.write(") -> ")
    results = list(o.results)
    if any(res_attrs):
        pr.write("(")
        _print_types_with_attrs(pr, results, res_attrs)
        pr.write(")")
    elif len(results) == 1 and not isinstance(results[0].type, ty.FunctionType):
        pr.print_type(results[0].type)
    else:
        pr.write("(")
        pr.print_types([r.type for r in results])
        pr.write(")")


# ---- operand bundles -------------------------------------------------------------------------


def parse_op_bundles(
    p: Parser,
) -> tuple[list[UnresolvedOperand], list[Type], list[int], list[str]] | None:
    """`[` (string `(` (ssa-use-list `:` type-list)? `)`)* `]`"""
    if p.kind != "[":
        return None
    p.advance()
    operands: list[UnresolvedOperand] = []
    types: list[Type] = []
    sizes: list[int] = []
    tags: list[str] = []
    if p.consume_if("]"):
        return operands, types, sizes, tags
    while True:
        if p.kind != "string":
            raise p.fail_token("expected string")
        tags.append(p.text[1:-1])
        p.advance()
        p.expect("(", "expected '('")
        names: list[UnresolvedOperand] = []
        bundle_types: list[Type] = []
        types_span = p.span
        if p.kind == "percent":
            names = p.parse_operand_list_no_parens()
            p.expect(":", "expected ':'")
            types_span = p.span
            bundle_types = [p.parse_type()]
            while p.consume_if(","):
                bundle_types.append(p.parse_type())
        p.expect(")", "expected ')'")
        if len(names) != len(bundle_types):
            raise p.custom_error(
                f"expected {len(names)} types for operand bundle operands for operand bundle "
                f"#{len(tags) - 1}, but actually got {len(bundle_types)}",
                types_span,
            )
        operands.extend(names)
        types.extend(bundle_types)
        sizes.append(len(names))
        if not p.consume_if(","):
            break
    p.expect("]", "expected ']'")
    return operands, types, sizes, tags


def print_op_bundles(pr: OpAsmPrinter, o: Operation, operands: list[Any]) -> None:
    sizes_attr = o.attr("op_bundle_sizes")
    sizes = [int(v) for v in sizes_attr.values] if isinstance(sizes_attr, at.DenseArrayAttr) else []
    if not sizes:
        return
    tags_attr = o.attr("op_bundle_tags")
    tags = tags_attr.elements if isinstance(tags_attr, at.ArrayAttr) else ()
    pr.write(" [")
    start = 0
    for i, size in enumerate(sizes):
        if i:
            pr.write(", ")
        tag = tags[i] if i < len(tags) else at.StringAttr("")
        pr.print_attribute(tag)
        pr.write("(")
        group = operands[start : start + size]
        start += size
        if group:
            pr.print_operands(group)
            pr.write(" : ")
            pr.print_types([v.type for v in group])
        pr.write(")")
    pr.write("]")


def store_bundles(o: Operation, bundles: Any) -> int:
    """op_bundle_sizes/op_bundle_tags from a parsed bundle list; returns the operand count."""
    if bundles is None:
        o.attributes["op_bundle_sizes"] = at.DenseArrayAttr(ty.I32, [])
        return 0
    _, types, sizes, tags = bundles
    o.attributes["op_bundle_sizes"] = at.DenseArrayAttr(ty.I32, sizes)
    if tags:
        o.attributes["op_bundle_tags"] = at.ArrayAttr([at.StringAttr(t) for t in tags])
    return len(types)


def verify_op_bundles(o: Operation, ctx: VerifyContext) -> bool:
    tags = o.attr("op_bundle_tags")
    if isinstance(tags, at.ArrayAttr) and not all(
        isinstance(t, at.StringAttr) for t in tags.elements
    ):
        ctx.plain_error(o, "operand bundle tag must be a StringAttr")
        return False
    sizes = o.attr("op_bundle_sizes")
    count = len(sizes.values) if isinstance(sizes, at.DenseArrayAttr) else 0
    tag_count = len(tags.elements) if isinstance(tags, at.ArrayAttr) else 0
    if count != tag_count:
        ctx.plain_error(o, f"expected {count} operand bundle tags, but actually got {tag_count}")
        return False
    return True


# ---- llvm.call / llvm.invoke ------------------------------------------------------------------


def _parse_vararg(p: Parser, o: Operation) -> None:
    if p.consume_keyword("vararg"):
        p.expect("(", "expected '('")
        o.attributes["var_callee_type"] = at.TypeAttr(p.parse_type())
        p.expect(")", "expected ')'")


def _parse_callee(p: Parser, o: Operation) -> UnresolvedOperand | None:
    """(@callee | %callee): the indirect callee operand, or None for a direct call."""
    if p.kind == "at":
        o.attributes["callee"] = p.symbol_ref_attr()
        return None
    return p.parse_operand()


def _parse_call_types(
    p: Parser, o: Operation, indirect: bool
) -> tuple[Type | None, ty.FunctionType]:
    """`:` (type `,`)? function-type, with upstream's messages on the wrong number of types,
    all at the `:`; a missing function type is first "expected '('" where it should start."""
    colon = p.span
    p.expect(":", "expected ':'")
    callee_type: Type | None = None
    if indirect:
        if p.kind == "(":
            raise p.custom_error("expected indirect call to have 2 trailing types", colon)
        callee_type = p.parse_type()
        if not p.consume_if(","):
            raise p.custom_error("expected indirect call to have 2 trailing types", colon)
    if p.kind != "(":
        p.fail_token("expected '('")  # the function type's parse, then the op's message
        if indirect:
            raise p.custom_error("expected trailing function type", colon)
        raise p.custom_error("expected direct call to have 1 trailing types", colon)
    fn_span = colon
    fn, arg_attrs, res_attrs = parse_call_signature(p)
    store_arg_res_attrs(o, arg_attrs, res_attrs)
    if len(fn.results) > 1:
        raise p.custom_error("expected function with 0 or 1 result", fn_span)
    for t in fn.results:
        if is_llvm(t, "void"):
            raise p.custom_error("expected a non-void result type", fn_span)
    return callee_type, fn


def _resolve_call(
    p: Parser,
    o: Operation,
    indirect: UnresolvedOperand | None,
    callee_type: Type | None,
    names: list[UnresolvedOperand],
    fn: ty.FunctionType,
) -> None:
    if indirect is not None:
        o.operands.append(p.resolve_operand(indirect, callee_type or ty.ERROR_TYPE))
    if len(names) != len(fn.inputs):
        raise p.custom_error(
            f"{len(names)} operands present, but expected {len(fn.inputs)}", p.op_name_span_for(o)
        )
    o.operands.extend(p.resolve_operands(names, list(fn.inputs)))
    for t in fn.results:
        o.add_result(t)


def _parse_call_tail(
    p: Parser, o: Operation, indirect: UnresolvedOperand | None, names: list[UnresolvedOperand]
) -> Any:
    """vararg? bundles? attr-dict `:` types of llvm.call/invoke, the callee and arguments
    resolved; returns the parsed bundles."""
    _parse_vararg(p, o)
    bundles = parse_op_bundles(p)
    p.parse_optional_attr_dict_into(o)
    callee_type, fn = _parse_call_types(p, o, indirect is not None)
    _resolve_call(p, o, indirect, callee_type, names, fn)
    return bundles


def _finish_segments(
    p: Parser, o: Operation, callee_count: int, bundles: Any, *middle: int
) -> None:
    count = store_bundles(o, bundles)
    if bundles is not None:
        o.operands.extend(p.resolve_operands(bundles[0], bundles[1]))
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(ty.I32, [callee_count, *middle, count])


def parse_call(p: Parser, o: Operation) -> None:
    """The llvm.call parser with operand segment bookkeeping."""
    word = _keyword(p, CCONV.by_name)
    o.attributes["CConv"] = dialect_enum("cconv", word or "ccc")
    word = _keyword(p, ("tail", "musttail", "notail", "none"))
    o.attributes["TailCallKind"] = dialect_enum("tailcallkind", word or "none")
    indirect = _parse_callee(p, o)
    names = p.parse_operand_list("(")
    bundles = _parse_call_tail(p, o, indirect, names)
    _finish_segments(p, o, len(o.operands), bundles)
    o.attributes.setdefault("fastmathFlags", FASTMATH_NONE)


_CALL_ELIDED = (
    "callee",
    "CConv",
    "TailCallKind",
    "var_callee_type",
    "operandSegmentSizes",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
)


def _segments(o: Operation, count: int) -> list[int]:
    sizes = o.attr("operandSegmentSizes")
    if isinstance(sizes, at.DenseArrayAttr) and len(sizes.values) == count:
        return [int(v) for v in sizes.values]
    return [len(o.operands)] + [0] * (count - 1)


def _print_cconv(pr: OpAsmPrinter, o: Operation) -> None:
    """The ` cconv ` keyword of a call-like op, unless it is the default `ccc`."""
    pr.write(" ")
    cconv = CCONV.keyword(o.attr("CConv"), "ccc")
    if cconv != "ccc":
        pr.write(cconv + " ")


def _print_callee_args(pr: OpAsmPrinter, o: Operation, callee_ops: list[Any]) -> list[Any]:
    """`@callee (` or `%callee (` and the arguments (without the closing paren); returns them."""
    callee = o.attr("callee")
    args = callee_ops
    if callee is not None:
        pr.print_attribute(callee)
    elif callee_ops:
        pr.print_operand(callee_ops[0])
        args = callee_ops[1:]
    pr.write("(")
    pr.print_operands(args)
    return args


def _print_vararg(pr: OpAsmPrinter, o: Operation) -> None:
    vararg = o.attr("var_callee_type")
    if isinstance(vararg, at.TypeAttr):
        pr.write(" vararg(")
        pr.print_type(vararg.value)
        pr.write(")")


def _print_call_types(
    pr: OpAsmPrinter, o: Operation, callee_ops: list[Any], args: list[Any]
) -> None:
    """` : ` (callee type `,`)? function-type of a call-like op."""
    pr.write(" : ")
    if o.attr("callee") is None and callee_ops:
        pr.print_type(callee_ops[0].type)
        pr.write(", ")
    print_call_signature(pr, o, args)


def print_call(pr: OpAsmPrinter, o: Operation) -> None:
    _print_cconv(pr, o)
    tail = TAIL_CALL.keyword(o.attr("TailCallKind"), "none")
    if tail != "none":
        pr.write(tail + " ")
    callee_count = _segments(o, 2)[0]
    callee_ops = list(o.operands[:callee_count])
    args = _print_callee_args(pr, o, callee_ops)
    pr.write(")")
    _print_vararg(pr, o)
    print_op_bundles(pr, o, list(o.operands[callee_count:]))
    _print_attrs_without_fastmath(pr, o, _CALL_ELIDED)
    _print_call_types(pr, o, callee_ops, args)


def _print_attrs_without_fastmath(pr: OpAsmPrinter, o: Operation, elided: Any) -> None:
    """The attribute dictionary less `elided` and a default `fastmathFlags`."""
    names = list(elided)
    if o.attr("fastmathFlags") in (None, FASTMATH_NONE):
        names.append("fastmathFlags")
    pr.print_optional_attr_dict(all_attributes(o), names)


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


def _callee_operands(o: Operation, groups: int) -> list[Any]:
    count = _segments(o, groups)[0]
    return list(o.operands[:count])


def verify_callee(o: Operation, ctx: VerifyContext, operands: list[Any]) -> None:
    """verifySymbolUses of call/invoke: the callee exists and its type fits the call."""
    callee = o.attr("callee")
    if callee is None:
        if not operands:
            ctx.error(o, "must have either a `callee` attribute or at least an operand")
            return
        if not is_ptr(operands[0].type) and not operands[0].type.is_error:
            ctx.error(o, f"indirect call expects a pointer as callee: '{operands[0].type}'")
        return
    if not isinstance(callee, at.SymbolRefAttr):
        return
    target = ctx.lookup_symbol(o, callee)
    if target is None:
        ctx.error(o, f"'{callee.root}' does not reference a symbol in the current scope")
        return
    if target.name == "llvm.func":
        fn_attr = target.attr("function_type")
    elif target.name == "llvm.mlir.ifunc":
        fn_attr = target.attr("i_func_type")
    elif target.name == "llvm.mlir.alias":
        return
    else:
        ctx.error(o, f"'{callee.root}' does not reference a valid LLVM function, IFunc, or alias")
        return
    sig = func_signature(fn_attr.value) if isinstance(fn_attr, at.TypeAttr) else None
    if sig is None:
        return
    _verify_against_signature(o, ctx, operands, sig)


def _verify_against_signature(
    o: Operation, ctx: VerifyContext, args: list[Any], sig: tuple[Type, tuple[Type, ...], bool]
) -> None:
    result, inputs, vararg = sig
    if vararg and o.attr("var_callee_type") is None:
        ctx.error(o, "missing var_callee_type attribute for vararg call")
        return
    if not vararg and len(inputs) != len(args):
        ctx.error(
            o, f"incorrect number of operands ({len(args)}) for callee (expecting: {len(inputs)})"
        )
        return
    if len(inputs) > len(args):
        ctx.error(
            o,
            f"incorrect number of operands ({len(args)}) for varargs callee (expecting at "
            f"least: {len(inputs)})",
        )
        return
    for i, expected in enumerate(inputs):
        if not types_match(expected, args[i].type):
            ctx.error(o, f"operand type mismatch for operand {i}: '{args[i].type}' != '{expected}'")
            return
    void = is_llvm(result, "void")
    if void and o.results:
        ctx.error(o, "calling function with void result must not produce values")
        return
    if not void and not o.results:
        ctx.error(o, "expected function call to produce a value")
        return
    if o.results and not types_match(result, o.results[0].type):
        ctx.error(o, f"result type mismatch: '{o.results[0].type}' != '{result}'")


def verify_call(o: Operation, ctx: VerifyContext) -> None:
    operands = _callee_operands(o, 2)
    args = operands if o.attr("callee") is not None else operands[1:]
    if not verify_var_callee_type(o, ctx, args):
        return
    if not verify_op_bundles(o, ctx):
        return
    if len(o.results) > 1:
        ctx.error(o, "must have 0 or 1 result")
        return
    verify_callee(o, ctx, operands)


def _signature_args(o: Operation, operands: list[Any]) -> list[Any]:
    return operands if o.attr("callee") is not None else operands[1:]


def parse_invoke(p: Parser, o: Operation) -> None:
    """cconv? (@callee | %callee) `(` operands `)` `to` successor `unwind` successor vararg?
    bundles? attr-dict `:` (type `,`)? function-type"""
    word = _keyword(p, CCONV.by_name)
    o.attributes["CConv"] = dialect_enum("cconv", word or "ccc")
    indirect = _parse_callee(p, o)
    names = p.parse_operand_list("(")
    p.expect_keyword("to", "expected 'to'")
    normal, normal_ops, normal_types = _parse_successor_with_operands(p)
    p.expect_keyword("unwind", "expected 'unwind'")
    unwind, unwind_ops, unwind_types = _parse_successor_with_operands(p)
    bundles = _parse_call_tail(p, o, indirect, names)
    callee_count = len(o.operands)
    o.operands.extend(p.resolve_operands(normal_ops, normal_types))
    o.operands.extend(p.resolve_operands(unwind_ops, unwind_types))
    o.successors = [normal, unwind]
    _finish_segments(p, o, callee_count, bundles, len(normal_ops), len(unwind_ops))


def _parse_successor_with_operands(
    p: Parser,
) -> tuple[Block, list[UnresolvedOperand], list[Type]]:
    block = p.parse_successor()
    names, types = parse_successor_operands(p)
    return block, names, types


def print_invoke(pr: OpAsmPrinter, o: Operation) -> None:
    _print_cconv(pr, o)
    sizes = _segments(o, 4)
    callee_ops = list(o.operands[: sizes[0]])
    normal_ops = list(o.operands[sizes[0] : sizes[0] + sizes[1]])
    unwind_ops = list(o.operands[sizes[0] + sizes[1] : sizes[0] + sizes[1] + sizes[2]])
    bundle_ops = list(o.operands[sizes[0] + sizes[1] + sizes[2] :])
    args = _print_callee_args(pr, o, callee_ops)
    pr.write(") to ")
    if len(o.successors) == 2:
        pr.print_successor_and_use_list(o.successors[0], normal_ops)
        pr.write(" unwind ")
        pr.print_successor_and_use_list(o.successors[1], unwind_ops)
    _print_vararg(pr, o)
    print_op_bundles(pr, o, bundle_ops)
    pr.print_optional_attr_dict(all_attributes(o), _CALL_ELIDED)
    _print_call_types(pr, o, callee_ops, args)


def verify_invoke(o: Operation, ctx: VerifyContext) -> None:
    operands = _callee_operands(o, 4)
    args = _signature_args(o, operands)
    if not verify_var_callee_type(o, ctx, args):
        return
    if not verify_op_bundles(o, ctx):
        return
    if not verify_branch_weights(o, ctx):
        return
    if len(o.successors) == 2:
        unwind = o.successors[1]
        first = unwind.operations[0] if unwind.operations else None
        if first is None:
            ctx.plain_error(o, "must have at least one operation in unwind destination")
            return
        if first.name != "llvm.landingpad":
            ctx.plain_error(
                o, "first operation in unwind destination should be a llvm.landingpad operation"
            )
            return
    # InvokeOp::verify checks no callee: it is not a SymbolUserOpInterface as llvm.call is


# ---- llvm.call_intrinsic ------------------------------------------------------------------------


def parse_call_intrinsic(p: Parser, o: Operation) -> None:
    """$intrin `(` $args `)` bundles? attr-dict `:` function-type"""
    if p.kind != "string":
        raise p.fail_token("expected string")
    o.attributes["intrin"] = at.StringAttr(p.text[1:-1])
    p.advance()
    names = p.parse_operand_list("(")
    bundles = parse_op_bundles(p)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    fn, arg_attrs, res_attrs = parse_call_signature(p)
    store_arg_res_attrs(o, arg_attrs, res_attrs)
    _resolve_call(p, o, None, None, names, fn)
    _finish_segments(p, o, len(o.operands), bundles)
    o.attributes.setdefault("fastmathFlags", FASTMATH_NONE)


def print_call_intrinsic(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    intrin = o.attr("intrin")
    if intrin is not None:
        pr.print_attribute(intrin)
    count = _segments(o, 2)[0]
    args = list(o.operands[:count])
    pr.write("(")
    pr.print_operands(args)
    pr.write(")")
    print_op_bundles(pr, o, list(o.operands[count:]))
    _print_attrs_without_fastmath(pr, o, ["intrin", *_CALL_ELIDED])
    pr.write(" : ")
    print_call_signature(pr, o, args)


def verify_call_intrinsic(o: Operation, ctx: VerifyContext) -> None:
    verify_op_bundles(o, ctx)


# ---- llvm.inline_asm --------------------------------------------------------------------------


def verify_inline_asm(o: Operation, ctx: VerifyContext) -> None:
    kind = TAIL_CALL.keyword(o.attr("tail_call_kind"), "none")
    if kind == "musttail":
        ctx.error(o, "tail call kind 'musttail' is not supported by this operation")


# ---- llvm.func -----------------------------------------------------------------------------------


def parse_func(p: Parser, o: Operation) -> None:
    """linkage? visibility? unnamed_addr? cconv? @name signature (`vscale_range` `(` int `,`
    int `)`)? (`comdat` `(` symbol `)`)? (`attributes` attr-dict)? region?"""
    parse_enum_keyword(p, o, "linkage", LINKAGE, "linkage")
    parse_enum_keyword(p, o, "visibility_", VISIBILITY, None)
    parse_enum_keyword(p, o, "unnamed_addr", UNNAMED_ADDR, None)
    parse_enum_keyword(p, o, "CConv", CCONV, "cconv")
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
        if not t.is_error and not is_compatible(t):
            raise p.custom_error(
                "failed to construct function type: expected LLVM type for function arguments",
                sig_span,
            )
    for t in results:
        if not t.is_error and not is_compatible(t):
            raise p.custom_error(
                f"failed to construct function type: expected LLVM type for function results'{t}'",
                sig_span,
            )
    result = results[0] if results else VOID
    o.attributes["function_type"] = at.TypeAttr(llvm_func_type(result, arg_types, variadic))
    store_arg_res_attrs(o, arg_attrs, res_attrs)
    _parse_func_trailer(p, o)
    body = o.add_region()
    if p.kind == "{":
        parse_function_body(p, body, args)  # `{}`: a declaration, as upstream's


def _parse_func_trailer(p: Parser, o: Operation) -> None:
    """`vscale_range(lo, hi)`, `comdat(@c::@s)`, `attributes {...}` in any order."""
    while True:
        if p.consume_keyword("vscale_range"):
            p.expect("(", "expected '('")
            low = p.parse_attribute(ty.I32)
            p.expect(",", "expected ','")
            high = p.parse_attribute(ty.I32)
            p.expect(")", "expected ')'")
            o.attributes["vscale_range"] = at.DialectAttr(
                "llvm",
                "vscale_range",
                f"minRange = {_int_text(low)} : i32, maxRange = {_int_text(high)} : i32",
            )
        elif p.consume_keyword("comdat"):
            parse_comdat(p, o)
        elif p.consume_keyword("attributes"):
            o.attributes.update(p.parse_attr_dict())
        else:
            return


def _int_text(value: at.Attribute) -> str:
    return str(value.value) if isinstance(value, at.IntegerAttr) else str(value)


FUNC_ELIDED = (
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
)


def print_func(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    for name, enum, default in (
        ("linkage", LINKAGE, "external"),
        ("visibility_", VISIBILITY, "default"),
        ("unnamed_addr", UNNAMED_ADDR, "none"),
        ("CConv", CCONV, "ccc"),
    ):
        word = enum.keyword(o.attr(name), default)
        if word != default:
            pr.write(word + " ")
    name_attr = o.attr("sym_name")
    pr.print_symbol_name(name_attr.value if isinstance(name_attr, at.StringAttr) else "")
    fn_attr = o.attr("function_type")
    sig = func_signature(fn_attr.value) if isinstance(fn_attr, at.TypeAttr) else None
    result, inputs, vararg = sig if sig is not None else (VOID, (), False)
    body = o.regions[0] if o.regions else None
    external = body is None or not body.blocks
    arg_attrs = _dicts(o.attr("arg_attrs"))
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
        res_attrs = _dicts(o.attr("res_attrs"))
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
        low = parts.get("minRange", "?").split(":")[0].strip()
        high = parts.get("maxRange", "?").split(":")[0].strip()
        pr.write(f" vscale_range({low}, {high})")
    print_comdat(pr, o)
    pr.print_optional_attr_dict_with_keyword(all_attributes(o), FUNC_ELIDED)
    if not external and body is not None:
        pr.print_region(body, False, True)


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
    linkage = LINKAGE.keyword(o.attr("linkage"), "external")
    if linkage == "common":
        ctx.error(o, "functions cannot have 'common' linkage")
        return
    if not verify_comdat(o, ctx):
        return
    body = o.regions[0] if o.regions else None
    if body is None or not body.blocks:
        if linkage not in ("external", "extern_weak"):
            ctx.error(o, "external functions must have 'external' or 'extern_weak' linkage")
        return
    if has_attr(o, "no_inline") and has_attr(o, "always_inline"):
        ctx.plain_error(o, "no_inline and always_inline attributes are incompatible")
        return
    if has_attr(o, "optimize_none") and not has_attr(o, "no_inline"):
        ctx.error(o, "with optimize_none must also be no_inline")
        return
    if not _landingpad_types_consistent(o, ctx):
        return
    verify_entry_block_arguments(o, body.blocks[0], sig[1], ctx)


def _landingpad_types_consistent(func: Operation, ctx: VerifyContext) -> bool:
    found: Type | None = None
    for inner in func.walk():
        if inner is func:
            continue
        if inner.name == "llvm.landingpad" and inner.results:
            t = inner.results[0].type
            message = "'llvm.landingpad' should have a consistent result type inside a function"
        elif inner.name == "llvm.resume" and inner.operands:
            t = inner.operands[0].type
            message = "'llvm.resume' should have a consistent input type inside a function"
        else:
            continue
        if found is None:
            found = t
        elif found != t:
            ctx.plain_error(func, message)
            return False
    return True


def parse_comdat(p: Parser, o: Operation) -> None:
    """`(` symbol-ref `)` after the `comdat` keyword."""
    p.expect("(", "expected '('")
    o.attributes["comdat"] = p.symbol_ref_attr()
    p.expect(")", "expected ')'")


def print_comdat(pr: OpAsmPrinter, o: Operation) -> None:
    """` comdat(@c::@s)` when the op has one."""
    comdat = o.attr("comdat")
    if comdat is not None:
        pr.write(" comdat(")
        pr.print_attribute(comdat)
        pr.write(")")


def verify_comdat(o: Operation, ctx: VerifyContext) -> bool:
    comdat = o.attr("comdat")
    if not isinstance(comdat, at.SymbolRefAttr):
        return True
    target = ctx.lookup_symbol(o, comdat)
    if target is None or target.name != "llvm.comdat_selector":
        ctx.plain_error(o, "expected comdat symbol")
        return False
    return True


# ---- return, landingpad, resume -------------------------------------------------------------------


def verify_return(o: Operation, ctx: VerifyContext) -> None:
    parent = o.parent_op
    while parent is not None and parent.name != "llvm.func":
        parent = parent.parent_op
    if parent is None:
        return
    fn_attr = parent.attr("function_type")
    sig = func_signature(fn_attr.value) if isinstance(fn_attr, at.TypeAttr) else None
    if sig is None:
        return
    result = sig[0]
    problem = None
    if is_llvm(result, "void"):
        if o.operands:
            problem = "expected no operands"
    elif not o.operands:
        problem = "expected 1 operand"
    elif not types_match(result, o.operands[0].type):
        problem = "mismatching result types"
    if problem is not None:
        ctx.note(ctx.error(o, problem), parent, "when returning from function")


def parse_landingpad(p: Parser, o: Operation) -> None:
    """`cleanup`? (`(` (`catch` | `filter`) operand `:` type `)`)* attr-dict `:` type"""
    if p.consume_keyword("cleanup"):
        o.attributes["cleanup"] = at.UNIT
    while p.consume_if("("):
        if not (p.consume_keyword("catch") or p.consume_keyword("filter")):
            raise p.fail_token("expected 'catch' or 'filter'")
        name = p.parse_operand()
        p.expect(":", "expected ':'")
        t = p.parse_type()
        p.expect(")", "expected ')'")
        o.operands.append(p.resolve_operand(name, t))
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    o.add_result(p.parse_type())


def print_landingpad(pr: OpAsmPrinter, o: Operation) -> None:
    if has_attr(o, "cleanup"):
        pr.write(" cleanup")
    for value in o.operands:
        kind = "filter" if is_llvm(value.type, "array") else "catch"
        pr.write(f" ({kind} ")
        pr.print_operand(value)
        pr.write(" : ")
        pr.print_type(value.type)
        pr.write(")")
    pr.print_optional_attr_dict(all_attributes(o), ("cleanup",))
    pr.write(" : ")
    if o.results:
        pr.print_type(o.results[0].type)


def verify_landingpad(o: Operation, ctx: VerifyContext) -> None:
    parent = o.parent_op
    while parent is not None and parent.name != "llvm.func":
        parent = parent.parent_op
    if parent is not None and parent.attr("personality") is None:
        ctx.plain_error(o, "llvm.landingpad needs to be in a function with a personality")
        return
    if not has_attr(o, "cleanup") and not o.operands:
        ctx.plain_error(
            o, "landingpad instruction expects at least one clause or cleanup attribute"
        )
        return
    for index, value in enumerate(o.operands):
        if is_llvm(value.type, "array"):
            continue
        owner = defining_op(value)
        if owner is not None and owner.name == "llvm.bitcast":
            source = defining_op(owner.operands[0]) if owner.operands else None
            if source is not None and source.name == "llvm.mlir.addressof":
                continue
            diag = ctx.plain_error(o, "constant clauses expected")
            ctx.note(
                diag,
                owner,
                "global addresses expected as operand to bitcast used in clauses for landingpad",
            )
            return
        if owner is not None and owner.name in (
            "llvm.mlir.zero",
            "llvm.mlir.addressof",
        ):
            continue
        ctx.plain_error(o, f"clause #{index} is not a known constant - null, addressof, bitcast")
        return


def defining_op(value: object) -> Operation | None:
    return value.op if isinstance(value, OpResult) else None


# ---- the ops ------------------------------------------------------------------------------------


def function_ops() -> list[OpSpec]:
    call_attrs = [
        attr("callee", "FlatSymbolRefAttr", optional=True),
        attr("var_callee_type", "TypeAttr", optional=True),
        attr("CConv", default=CCONV_DEFAULT),
        attr("TailCallKind", default=TAIL_NONE),
        attr("fastmathFlags", default=FASTMATH_NONE),
        attr("op_bundle_sizes", "DenseI32ArrayAttr", default=at.DenseArrayAttr(ty.I32, [])),
        attr("op_bundle_tags", optional=True),
        attr("arg_attrs", optional=True),
        attr("res_attrs", optional=True),
        *[
            attr(name, optional=True)
            for name in (
                "memory_effects",
                "modular_format",
                "nobuiltins",
                "allocsize",
                "zero_call_used_regs",
                "trap_func_name",
                "default_func_attrs",
                "access_groups",
                "alias_scopes",
                "noalias_scopes",
                "tbaa",
                "branch_weights",
            )
        ],
        *[
            unit(name)
            for name in (
                "convergent",
                "no_unwind",
                "will_return",
                "noreturn",
                "returns_twice",
                "hot",
                "cold",
                "noduplicate",
                "no_caller_saved_registers",
                "nocallback",
                "optsize",
                "minsize",
                "builtin",
                "nobuiltin",
                "save_reg_params",
                "no_inline",
                "always_inline",
                "inline_hint",
            )
        ],
    ]
    return [
        op(
            "llvm.func",
            "LLVM dialect function.",
            attrs=[
                attr("sym_name", "SymbolNameAttr"),
                attr("function_type", "TypeAttr"),
                attr("linkage", "LLVM_LinkageAttr", default=LINKAGE_EXTERNAL),
                attr("CConv", "LLVM_CConvAttr", default=CCONV_DEFAULT),
                attr("visibility_", "LLVM_Visibility", default=I64_ZERO),
                attr("unnamed_addr", "LLVM_UnnamedAddr", optional=True),
                *[attr(name, optional=True) for name in FUNC_OPTIONAL_ATTRS],
                *[unit(name) for name in FUNC_UNIT_ATTRS],
            ],
            regions=[region("body")],
            traits=[SYMBOL, ISOLATED_FROM_ABOVE, FUNCTION_OP, "AutomaticAllocationScope"],
            parse=parse_func,
            print=print_func,
            verify=verify_func,
        ),
        op(
            "llvm.call",
            "Call to an LLVM function.",
            operands=[
                var_arg("callee_operands", COMPATIBLE),
                var_arg("op_bundle_operands", COMPATIBLE),
            ],
            results=[opt_res("result", COMPATIBLE)],
            attrs=call_attrs,
            traits=[ATTR_SIZED_OPERAND_SEGMENTS, "CallOpInterface"],
            parse=parse_call,
            print=print_call,
            verify=verify_call,
        ),
        op(
            "llvm.invoke",
            "Call to an LLVM function with an unwind destination",
            operands=[
                var_arg("callee_operands", COMPATIBLE),
                var_arg("normalDestOperands", COMPATIBLE),
                var_arg("unwindDestOperands", COMPATIBLE),
                var_arg("op_bundle_operands", COMPATIBLE),
            ],
            results=[opt_res("result", COMPATIBLE)],
            attrs=[
                attr("callee", "FlatSymbolRefAttr", optional=True),
                attr("var_callee_type", "TypeAttr", optional=True),
                attr("CConv", default=CCONV_DEFAULT),
                attr("op_bundle_sizes", "DenseI32ArrayAttr", default=at.DenseArrayAttr(ty.I32, [])),
                attr("op_bundle_tags", optional=True),
                attr("arg_attrs", optional=True),
                attr("res_attrs", optional=True),
                attr("branch_weights", "DenseI32ArrayAttr", optional=True),
                attr("default_func_attrs", optional=True),
            ],
            successors=[succ("normalDest"), succ("unwindDest")],
            traits=[
                ATTR_SIZED_OPERAND_SEGMENTS,
                TERMINATOR,
                "CallOpInterface",
                "BranchOpInterface",
            ],
            parse=parse_invoke,
            print=print_invoke,
            verify=verify_invoke,
        ),
        op(
            "llvm.call_intrinsic",
            "Call to an LLVM intrinsic function.",
            operands=[var_arg("args", COMPATIBLE), var_arg("op_bundle_operands", COMPATIBLE)],
            results=[opt_res("results", COMPATIBLE)],
            attrs=[
                attr("intrin", "StrAttr"),
                attr("fastmathFlags", default=FASTMATH_NONE),
                attr("op_bundle_sizes", "DenseI32ArrayAttr", default=at.DenseArrayAttr(ty.I32, [])),
                attr("op_bundle_tags", optional=True),
                attr("arg_attrs", optional=True),
                attr("res_attrs", optional=True),
            ],
            traits=[ATTR_SIZED_OPERAND_SEGMENTS],
            parse=parse_call_intrinsic,
            print=print_call_intrinsic,
            verify=verify_call_intrinsic,
        ),
        op(
            "llvm.inline_asm",
            "Inline assembly",
            "(`has_side_effects` $has_side_effects^)? (`is_align_stack` $is_align_stack^)? "
            "(`tail_call_kind` `=` $tail_call_kind^)? (`asm_dialect` `=` $asm_dialect^)? "
            "(`operand_attrs` `=` $operand_attrs^)? attr-dict $asm_string `,` $constraints "
            "operands `:` functional-type(operands, results)",
            operands=[var_arg("operands_", COMPATIBLE)],
            results=[opt_res("res", COMPATIBLE)],
            attrs=[
                attr("asm_string", "StrAttr"),
                attr("constraints", "StrAttr"),
                unit("has_side_effects"),
                unit("is_align_stack"),
                attr("tail_call_kind", "LLVM_TailCallKind", default=TAIL_NONE),
                attr("asm_dialect", "LLVM_AsmATTOrIntel", optional=True),
                attr("operand_attrs", "ArrayAttr", optional=True),
            ],
            verify=verify_inline_asm,
        ),
        op(
            "llvm.return",
            "LLVM dialect return operation",
            "attr-dict ($arg^ `:` type($arg))?",
            operands=[opt_arg("arg", COMPATIBLE)],
            traits=[TERMINATOR, RETURN_LIKE, "Pure"],
            verify=verify_return,
        ),
        op(
            "llvm.landingpad",
            "LLVM landingpad operation",
            operands=[var_arg("clauses", COMPATIBLE)],
            results=[res("res", COMPATIBLE)],
            attrs=[unit("cleanup")],
            parse=parse_landingpad,
            print=print_landingpad,
            verify=verify_landingpad,
        ),
        op(
            "llvm.resume",
            "LLVM resume operation",
            "$value attr-dict `:` type($value)",
            operands=[arg("value", COMPATIBLE)],
            traits=[TERMINATOR],
        ),
    ]


FUNC_OPTIONAL_ATTRS = (
    "sym_visibility",
    "comdat",
    "personality",
    "garbageCollector",
    "passthrough",
    "arg_attrs",
    "res_attrs",
    "function_entry_count",
    "memory_effects",
    "section",
    "alignment",
    "vscale_range",
    "frame_pointer",
    "target_cpu",
    "tune_cpu",
    "reciprocal_estimates",
    "prefer_vector_width",
    "target_features",
    "no_signed_zeros_fp_math",
    "denormal_fpenv",
    "fp_contract",
    "instrument_function_entry",
    "instrument_function_exit",
    "modular_format",
    "nobuiltins",
    "allocsize",
    "zero_call_used_regs",
    "default_func_attrs",
    "vec_type_hint",
    "work_group_size_hint",
    "reqd_work_group_size",
    "intel_reqd_sub_group_size",
    "uwtable_kind",
    "use_sample_profile",
)
FUNC_UNIT_ATTRS = (
    "dso_local",
    "convergent",
    "arm_streaming",
    "arm_locally_streaming",
    "arm_streaming_compatible",
    "arm_new_za",
    "arm_in_za",
    "arm_out_za",
    "arm_inout_za",
    "arm_preserves_za",
    "no_inline",
    "always_inline",
    "inline_hint",
    "no_unwind",
    "will_return",
    "noreturn",
    "optimize_none",
    "returns_twice",
    "hot",
    "cold",
    "noduplicate",
    "no_caller_saved_registers",
    "nocallback",
    "optsize",
    "minsize",
    "save_reg_params",
)
