"""The func dialect: functions, calls and returns."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.common import types_match
from mlir_ls.dialects.function_interface import (
    function_type_of,
    parse_function_op,
    symbol_name_of,
    verify_entry_block_arguments,
)
from mlir_ls.ir.attributes import ArrayAttr, DictionaryAttr, StringAttr, SymbolRefAttr, TypeAttr
from mlir_ls.ir.core import Operation, Value
from mlir_ls.ir.spec import (
    AFFINE_SCOPE,
    CALL_OP,
    FUNCTION_OP,
    ISOLATED_FROM_ABOVE,
    RETURN_LIKE,
    SYMBOL,
    TERMINATOR,
    AttrDef,
    DialectSpec,
    OperandDef,
    OpSpec,
    RegionDef,
    ResultDef,
)
from mlir_ls.ir.types import FunctionType

if TYPE_CHECKING:
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser


# ---- func.func ---------------------------------------------------------------------------


def parse_func(p: Parser, op: Operation) -> None:
    parse_function_op(p, op)


def verify_func(op: Operation, ctx: VerifyContext) -> None:
    fn = function_type_of(op)
    if fn is None:
        ctx.error(op, "requires attribute 'function_type'")
        return
    for key, what, count in (
        ("arg_attrs", "argument", len(fn.inputs)),
        ("res_attrs", "result", len(fn.results)),
    ):
        attrs = op.attr(key)
        if isinstance(attrs, ArrayAttr) and len(attrs.elements) != count:
            ctx.error(
                op,
                f"expects {what} attribute array to have the same number of elements as the number of "
                f"function {what}s, got {len(attrs.elements)}, but expected {count}",
            )
            return
    for key, what in (("arg_attrs", "arguments"), ("res_attrs", "results")):
        attrs = op.attr(key)
        if isinstance(attrs, ArrayAttr):
            for element in attrs.elements:
                if isinstance(element, DictionaryAttr) and any(
                    "." not in name for name in element.entries
                ):
                    ctx.error(op, f"{what} may only have dialect attributes")
                    return
    region = op.regions[0] if op.regions else None
    visibility = op.attr("sym_visibility")
    if region is None or not region.blocks:
        if not isinstance(visibility, StringAttr) or visibility.value == "public":
            ctx.error(op, "symbol declaration cannot have public visibility")
        return
    verify_entry_block_arguments(op, region.blocks[0], fn.inputs, ctx)


# ---- func.return -------------------------------------------------------------------------


def parse_return(p: Parser, op: Operation) -> None:
    """attr-dict ($operands^ `:` type($operands))?"""
    p.parse_optional_attr_dict_into(op)
    if p.kind == "percent":
        names = p.parse_operand_list_no_parens()
        types = p.parse_colon_type_list()
        if len(types) != len(names):  # the generated parser's resolveOperands
            raise p.count_mismatch(len(names), len(types), names[0].span)
        op.operands.extend(p.resolve_operands(names, types))


def verify_return(op: Operation, ctx: VerifyContext) -> None:
    func = op.parent_op
    if func is None or func.name != "func.func":
        return  # HasParent is checked generically
    fn = function_type_of(func)
    if fn is None:
        return
    name = symbol_name_of(func) or "?"
    if len(op.operands) != len(fn.results):
        ctx.error(
            op,
            f"has {len(op.operands)} operands, but enclosing function (@{name}) returns {len(fn.results)}",
        )
        return
    for i, (value, expected) in enumerate(zip(op.operands, fn.results, strict=True)):
        if not types_match(expected, value.type):
            ctx.plain_error(
                op,
                f"type of return operand {i} ('{value.type}') doesn't match function result type "
                f"('{expected}') in function @{name}",
            )
            return


# ---- func.call ---------------------------------------------------------------------------


def parse_call(p: Parser, op: Operation) -> None:
    """$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"""
    span = p.span
    callee = p.symbol_ref_attr()
    if callee.nested:
        raise p.custom_error("invalid kind of attribute specified", span)
    op.attributes["callee"] = callee
    names = p.parse_operand_list("(")
    p.parse_optional_attr_dict_into(op)
    p.expect(":", "expected ':'")
    span = p.span
    fn = p.parse_type()
    if not isinstance(fn, FunctionType):
        raise p.fail("expected function type", span)
    op.operands.extend(p.resolve_operands(names, fn.inputs, span))
    for t in fn.results:
        op.add_result(t)


def verify_call(op: Operation, ctx: VerifyContext) -> None:
    callee = op.attr("callee")
    if not isinstance(callee, SymbolRefAttr):
        ctx.error(op, "requires attribute 'callee'")
        return
    target = ctx.lookup_symbol(op, callee)
    if target is None or target.name != "func.func":
        ctx.error(
            op,
            f"'{callee.root if not callee.nested else callee}' does not reference a valid function",
        )
        return
    fn = function_type_of(target)
    if fn is None:
        return
    check_call_signature(op, ctx, fn, list(op.operands))


def check_call_signature(
    op: Operation, ctx: VerifyContext, fn: FunctionType, operands: list[Value]
) -> None:
    if len(fn.inputs) != len(operands):
        ctx.error(op, "incorrect number of operands for callee")
        return
    for i, (expected, value) in enumerate(zip(fn.inputs, operands, strict=True)):
        if not types_match(expected, value.type):
            ctx.error(
                op,
                f"operand type mismatch: expected operand type '{expected}', but provided '{value.type}' "
                f"for operand number {i}",
            )
            return
    if len(fn.results) != len(op.results):
        ctx.error(op, "incorrect number of results for callee")
        return
    for i, (expected, result) in enumerate(zip(fn.results, op.results, strict=True)):
        if not types_match(expected, result.type):
            diag = ctx.error(op, f"result type mismatch at index {i}")
            ours = ", ".join(f"'{r.type}'" for r in op.results)
            theirs = ", ".join(f"'{t}'" for t in fn.results)
            ctx.note(diag, op, f"      op result types: {ours}")  # aligned, as upstream's
            ctx.note(diag, op, f"function result types: {theirs}")
            return


# ---- func.call_indirect ------------------------------------------------------------------


def parse_call_indirect(p: Parser, op: Operation) -> None:
    """$callee `(` $callee_operands `)` attr-dict `:` type($callee)"""
    callee = p.parse_operand()
    names = p.parse_operand_list("(")
    p.parse_optional_attr_dict_into(op)
    p.expect(":", "expected ':'")
    span = p.span
    fn = p.parse_type()
    if not isinstance(fn, FunctionType):
        raise p.fail("expected function type", span)
    op.operands.append(p.resolve_operand(callee, fn))
    op.operands.extend(p.resolve_operands(names, fn.inputs, span))
    for t in fn.results:
        op.add_result(t)


def verify_call_indirect(op: Operation, ctx: VerifyContext) -> None:
    if not op.operands:
        return
    fn = op.operands[0].type
    if not isinstance(fn, FunctionType):
        if not fn.is_error:
            ctx.error(op, f"operand #0 must be function type, but got '{fn}'")
        return
    check_call_signature(op, ctx, fn, list(op.operands[1:]))


# ---- func.constant -----------------------------------------------------------------------


def parse_constant(p: Parser, op: Operation) -> None:
    """attr-dict $value `:` type(results)"""
    p.parse_optional_attr_dict_into(op)
    op.attributes["value"] = p.symbol_ref_attr()
    p.expect(":", "expected ':'")
    op.add_result(p.parse_type())


def verify_constant(op: Operation, ctx: VerifyContext) -> None:
    value = op.attr("value")
    if not isinstance(value, SymbolRefAttr) or not op.results:
        return
    target = ctx.lookup_symbol(op, value)
    if target is None or target.name != "func.func":
        ctx.error(op, f"reference to undefined function '{value.root}'")
        return
    fn = function_type_of(target)
    if fn is not None and not types_match(fn, op.results[0].type):
        ctx.error(op, "reference to function with mismatched type")


FUNC = DialectSpec("func", "Function definitions, calls and returns.")
FUNC.add(
    OpSpec(
        "func.func",
        summary="An operation with a name containing a single `SSACFG` region",
        attributes=(
            AttrDef("sym_name", "SymbolNameAttr"),
            AttrDef("function_type", "TypeAttrOf<FunctionType>"),
            AttrDef("sym_visibility", "StrAttr", optional=True),
            AttrDef("arg_attrs", "DictArrayAttr", optional=True),
            AttrDef("res_attrs", "DictArrayAttr", optional=True),
            AttrDef("no_inline", "UnitAttr", optional=True),
        ),
        regions=(RegionDef("body"),),
        traits=frozenset(
            {AFFINE_SCOPE, ISOLATED_FROM_ABOVE, SYMBOL, FUNCTION_OP, "OpAsmOpInterface"}
        ),
        parse=parse_func,
        verify=verify_func,
        default_dialect="func",
    ),
    OpSpec(
        "func.return",
        summary="Function return operation",
        operands=(OperandDef("operands", "variadic"),),
        traits=frozenset({TERMINATOR, RETURN_LIKE, "Pure"}),
        parents=("func.func",),
        parse=parse_return,
        verify=verify_return,
        assembly_format="attr-dict ($operands^ `:` type($operands))?",
    ),
    OpSpec(
        "func.call",
        summary="Call operation",
        operands=(OperandDef("operands", "variadic"),),
        results=(ResultDef("results", "variadic"),),
        attributes=(
            AttrDef("callee", "FlatSymbolRefAttr"),
            AttrDef("arg_attrs", "DictArrayAttr", optional=True),
            AttrDef("res_attrs", "DictArrayAttr", optional=True),
            AttrDef("no_inline", "UnitAttr", optional=True),
        ),
        traits=frozenset({CALL_OP, "SymbolUserOpInterface"}),
        parse=parse_call,
        verify=verify_call,
        assembly_format="$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
    ),
    OpSpec(
        "func.call_indirect",
        summary="Indirect call operation",
        operands=(OperandDef("callee"), OperandDef("callee_operands", "variadic")),
        results=(ResultDef("results", "variadic"),),
        traits=frozenset({CALL_OP}),
        parse=parse_call_indirect,
        verify=verify_call_indirect,
        assembly_format="$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
    ),
    OpSpec(
        "func.constant",
        summary="Constant",
        results=(ResultDef("result"),),
        attributes=(AttrDef("value", "FlatSymbolRefAttr"),),
        traits=frozenset({"ConstantLike", "Pure", "SymbolUserOpInterface"}),
        parse=parse_constant,
        verify=verify_constant,
        assembly_format="attr-dict $value `:` type(results)",
    ),
)

__all__ = ["FUNC", "TypeAttr"]
