"""Custom directives shared by several dialects (`custom<DynamicIndexList>` and friends).

Each is a `CustomDirective` registered by name for declarative formats, with
plain helper functions that hand-written hooks call too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import (
    CustomDirective,
    ParseState,
    View,
    dense_array,
    register_custom,
)
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, Value
from mlir_ls.parser.base import ParseAbort
from mlir_ls.syntax.lexer import integer_value

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand

#: ShapedType::kDynamic in static index lists.
DYNAMIC_INDEX = -(2**63)
_CLOSE = {"[": "]", "(": ")"}


def parse_dynamic_index_list(
    p: Parser, delimiter: str = "["
) -> tuple[list[UnresolvedOperand], list[int], list[bool]]:
    """`[` (ssa-use | integer | `[` integer `]`)* `]`: (dynamic values, static list, scalable).

    Upstream's list says " in dynamic index list" on a missing bracket and its elements
    "expected integer value"; any failure is followed by "expected SSA value or integer"
    at the op's name."""
    try:
        return _parse_dynamic_index_list(p, delimiter)
    except ParseAbort:
        p.custom_error("expected SSA value or integer", p.op_name_span())
        raise


def _parse_dynamic_index_list(
    p: Parser, delimiter: str
) -> tuple[list[UnresolvedOperand], list[int], list[bool]]:
    p.expect(delimiter, f"expected '{delimiter}' in dynamic index list")
    dynamic: list[UnresolvedOperand] = []
    static: list[int] = []
    scalable: list[bool] = []
    close = _CLOSE[delimiter]
    if p.consume_if(close):
        return dynamic, static, scalable
    while True:
        is_scalable = delimiter == "[" and p.kind == "[" and p.consume_if("[")
        if p.kind == "percent":
            dynamic.append(p.parse_operand())
            static.append(DYNAMIC_INDEX)
        else:
            negative = p.consume_if("-")
            if p.kind != "integer":
                raise p.custom_error("expected integer value", p.span)
            value = integer_value(p.text)
            p.advance()
            static.append(-value if negative else value)
        if is_scalable:
            p.expect("]", "expected ']'")
        scalable.append(bool(is_scalable))
        if not p.consume_if(","):
            break
    p.expect(close, f"expected '{close}' in dynamic index list")
    return dynamic, static, scalable


def print_dynamic_index_list(
    pr: OpAsmPrinter,
    dynamic: list[Value],
    static: Any,
    delimiter: str = "[",
    scalable: Any = (),
) -> None:
    values = static.values if isinstance(static, at.DenseArrayAttr) else tuple(static)
    flags = scalable.values if isinstance(scalable, at.DenseArrayAttr) else tuple(scalable)
    pr.write(delimiter)
    position = 0
    for i, value in enumerate(values):
        if i:
            pr.write(", ")
        is_scalable = i < len(flags) and bool(flags[i])
        if is_scalable:
            pr.write("[")
        if value == DYNAMIC_INDEX and position < len(dynamic):
            pr.print_operand(dynamic[position])
            position += 1
        else:
            pr.write(str(value))
        if is_scalable:
            pr.write("]")
    pr.write(_CLOSE[delimiter])


def _parse_dil(p: Parser, op: Operation, st: ParseState, args: tuple[Any, ...]) -> None:
    dynamic, static, scalable = parse_dynamic_index_list(p)
    st.operands[args[0].name] = dynamic
    st.types[args[0].name] = [ty.INDEX] * len(dynamic)
    op.attributes[args[1].name] = dense_array(ty.I64, static)
    if len(args) > 2 and hasattr(args[2], "name") and any(scalable):
        op.attributes[args[2].name] = dense_array(ty.I1, [int(s) for s in scalable])


def _print_dil(pr: OpAsmPrinter, op: Operation, v: View, args: tuple[Any, ...]) -> None:
    static = v.attr(args[1].name) or at.DenseArrayAttr(ty.I64, [])
    scalable = v.attr(args[2].name) if len(args) > 2 and hasattr(args[2], "name") else None
    print_dynamic_index_list(pr, v.operands(args[0].name), static, "[", scalable or ())


register_custom(
    CustomDirective(
        "DynamicIndexList",
        _parse_dil,
        _print_dil,
        starts=lambda p: p.kind == "[",
        provides_types=True,
    )
)


def static_values(attr: at.Attribute | None) -> list[int]:
    return [int(v) for v in attr.values] if isinstance(attr, at.DenseArrayAttr) else []
