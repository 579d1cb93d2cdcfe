"""Custom printers for the core ops, used while their OpSpec has no `print` hook.

These follow upstream's printers for `builtin.module`,
`builtin.unrealized_conversion_cast` and the func dialect. A hook in the
registry (`OpSpec.print`) always wins over these.
"""

from __future__ import annotations

from typing import Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir.core import Operation
from mlir_ls.ir.types import FunctionType, Type
from mlir_ls.printer.asm_printer import all_attributes

Printer = Any


def print_module(p: Printer, op: Operation) -> None:
    """($sym_name^)? attr-dict-with-keyword $bodyRegion"""
    attrs = all_attributes(op)
    name = attrs.get("sym_name")
    if isinstance(name, at.StringAttr):
        p.write(" ")
        p.print_symbol_name(name.value)
    p.print_optional_attr_dict_with_keyword(attrs, ["sym_name"])
    if op.regions:
        p.print_region(op.regions[0])


def print_unrealized_cast(p: Printer, op: Operation) -> None:
    """($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"""
    if op.operands:
        p.write(" ")
        p.print_operands(op.operands)
        p.write(" : ")
        p.print_types([v.type for v in op.operands])
    p.write(" to ")
    p.print_types([r.type for r in op.results])
    p.print_optional_attr_dict(all_attributes(op))


def _function_type(op: Operation) -> FunctionType | None:
    value = all_attributes(op).get("function_type")
    if isinstance(value, at.TypeAttr) and isinstance(value.value, FunctionType):
        return value.value
    return None


def _dicts(attr: at.Attribute | None, count: int) -> list[dict[str, at.Attribute]]:
    if isinstance(attr, at.ArrayAttr):
        return [e.entries if isinstance(e, at.DictionaryAttr) else {} for e in attr.elements]
    return [{} for _ in range(count)]


def print_func(p: Printer, op: Operation) -> None:
    """function_interface_impl::printFunctionOp"""
    attrs = all_attributes(op)
    fn = _function_type(op)
    name = attrs.get("sym_name")
    p.write(" ")
    visibility = attrs.get("sym_visibility")
    if isinstance(visibility, at.StringAttr):
        p.write(visibility.value + " ")
    p.print_symbol_name(name.value if isinstance(name, at.StringAttr) else "")
    inputs: tuple[Type, ...] = fn.inputs if fn is not None else ()
    results: tuple[Type, ...] = fn.results if fn is not None else ()
    body = op.regions[0] if op.regions else None
    external = body is None or not body.blocks
    arg_attrs = _dicts(attrs.get("arg_attrs"), len(inputs))
    p.write("(")
    for i, arg_type in enumerate(inputs):
        if i:
            p.write(", ")
        extra = arg_attrs[i] if i < len(arg_attrs) else {}
        if not external and body is not None and i < len(body.blocks[0].arguments):
            p.print_region_argument(body.blocks[0].arguments[i], extra)
        else:
            p.print_type(arg_type)
            p.print_optional_attr_dict(extra)
    p.write(")")
    if results:
        p.write(" -> ")
        res_attrs_attr = attrs.get("res_attrs")
        res_attrs = _dicts(res_attrs_attr, len(results))
        parens = (
            len(results) > 1
            or isinstance(results[0], FunctionType)
            or (res_attrs_attr is not None and bool(res_attrs and res_attrs[0]))
        )
        if parens:
            p.write("(")
        for i, result in enumerate(results):
            if i:
                p.write(", ")
            p.print_type(result)
            if i < len(res_attrs):
                p.print_optional_attr_dict(res_attrs[i])
        if parens:
            p.write(")")
    p.print_optional_attr_dict_with_keyword(
        attrs, ["sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"]
    )
    if not external and body is not None:
        p.print_region(body, False, True)


def print_return(p: Printer, op: Operation) -> None:
    """attr-dict ($operands^ `:` type($operands))?"""
    p.print_optional_attr_dict(all_attributes(op))
    if op.operands:
        p.write(" ")
        p.print_operands(op.operands)
        p.write(" : ")
        p.print_types([v.type for v in op.operands])


def print_call(p: Printer, op: Operation) -> None:
    """$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"""
    attrs = all_attributes(op)
    p.write(" ")
    callee = attrs.get("callee")
    if callee is not None:
        p.print_attribute(callee)
    p.write("(")
    p.print_operands(op.operands)
    p.write(")")
    p.print_optional_attr_dict(attrs, ["callee"])
    p.write(" : ")
    p.print_functional_type([v.type for v in op.operands], [r.type for r in op.results])


def print_call_indirect(p: Printer, op: Operation) -> None:
    """$callee `(` $callee_operands `)` attr-dict `:` type($callee)"""
    p.write(" ")
    p.print_operand(op.operands[0])
    p.write("(")
    p.print_operands(op.operands[1:])
    p.write(")")
    p.print_optional_attr_dict(all_attributes(op))
    p.write(" : ")
    p.print_type(op.operands[0].type)


def print_constant(p: Printer, op: Operation) -> None:
    """attr-dict $value `:` type(results)"""
    attrs = all_attributes(op)
    p.print_optional_attr_dict(attrs, ["value"])
    p.write(" ")
    value = attrs.get("value")
    if value is not None:
        p.print_attribute(value)
    p.write(" : ")
    p.print_types([r.type for r in op.results])


FALLBACK_HOOKS = {
    "builtin.module": print_module,
    "builtin.unrealized_conversion_cast": print_unrealized_cast,
    "func.func": print_func,
    "func.return": print_return,
    "func.call": print_call,
    "func.call_indirect": print_call_indirect,
    "func.constant": print_constant,
}
