"""`stablehlo.constant`'s C++ form (`hlo::parseConstantOp` / `printConstantOp`,
stablehlo/dialect/AssemblyFormat.cpp), written by hand (facts only).

    constant-op ::= attr-dict? elements-attribute          (the result type is its type)
                  | `(` `)` (`<` properties `>`)? attr-dict? `:` `(` `)` `->` type

Printed `attr-dict value` when the value's type is the result type, else in the generic form
without the op name (`() <{value = ...}> : () -> type`); its result is named `%c` (integer
elements) or `%cst`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.core import Operation
    from mlir_ls.parser import Parser

_ELEMENTS = (at.DenseElementsAttr, at.DenseResourceAttr, at.SparseElementsAttr)


def parse_constant(p: Parser, op: Operation) -> None:
    """`parseConstantOp`."""
    if p.consume_if("("):
        p.expect(")", "expected ')'")
        p.parse_properties_into(op)
        p.parse_optional_attr_dict_into(op)
        p.expect(":", "expected ':'")
        p.expect("(", "expected '('")
        p.expect(")", "expected ')'")
        p.expect("->", "expected '->'")
        op.add_result(p.parse_type())
        return
    p.parse_optional_attr_dict_into(op)
    start = p.span
    value = p.parse_attribute()
    if not isinstance(value, _ELEMENTS) or value.type is None:
        raise p.custom_error("invalid kind of attribute specified", start)
    op.attributes["value"] = value
    op.add_result(value.type)


def print_constant(pr: OpAsmPrinter, op: Operation) -> None:
    """`printConstantOp`."""
    value = op.attr("value")
    result = op.results[0].type if len(op.results) == 1 else None
    if value is None or getattr(value, "type", None) != result or result is None:
        pr.write("() <{value = ")
        if value is not None:
            pr.print_attribute(value)
        pr.write("}>")
        pr.print_optional_attr_dict(op.attributes, ("value",))
        pr.write(" : () -> ")
        if result is not None:
            pr.print_type(result)
        return
    pr.print_optional_attr_dict(op.attributes, ("value",))
    pr.write(" ")
    pr.print_attribute(value)


def constant_result_names(op: Operation) -> list[str | None]:
    """`ConstantOp::getAsmResultNames`: `%c` for integer elements, else `%cst`."""
    if len(op.results) != 1:
        return []
    element = getattr(op.results[0].type, "element_type", None)
    return ["c" if isinstance(element, ty.IntegerType) else "cst"]
