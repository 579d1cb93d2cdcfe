"""`torch.bind_symbolic_shape`'s C++ form and checks, written by hand (facts only, read from
torch-mlir's parser and printer and its test messages, each confirmed with torch-mlir-opt).

    bind-symbolic-shape ::= operand `,` `[` operand-list? `]` `,` affine-map-attr attr-dict?
                            `:` type

The shape symbols are `!torch.int` values; the map (`shape_expressions`) prints inline, never
as an alias. Its `verify()`: as many shape symbols as the map has symbols ("requires equal
number of shape symbol args and symbol args to the attached affine map, since they are 1:1
mapped"), each the result of a `torch.symbolic_int` ("shape symbol must be produced by a
SymbolicIntOp").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import OpResult

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.core import Operation
    from mlir_ls.parser import Parser

_TORCH_INT = ty.DialectType("torch", "int", None)


def _parse(p: Parser, op: Operation) -> None:
    operand = p.parse_operand()
    p.expect(",", "expected ','")
    p.expect("[", "expected '['")
    symbols = p.parse_operand_list_no_parens() if p.kind == "percent" else []
    p.expect("]", "expected ']'")
    p.expect(",", "expected ','")
    start = p.span
    shape = p.parse_attribute()
    if not isinstance(shape, at.AffineMapAttr):
        raise p.custom_error("invalid kind of attribute specified", start)
    op.attributes["shape_expressions"] = shape
    p.parse_optional_attr_dict_into(op)
    p.expect(":", "expected ':'")
    operand_type = p.parse_type()
    op.operands.append(p.resolve_operand(operand, operand_type))
    op.operands.extend(p.resolve_operand(s, _TORCH_INT) for s in symbols)


def _print(pr: OpAsmPrinter, op: Operation) -> None:
    if not op.operands:
        return
    pr.write(" ")
    pr.print_operand(op.operands[0])
    pr.write(", [")
    pr.print_operands(op.operands[1:])
    pr.write("], ")
    shape = op.attr("shape_expressions")
    pr.write(str(shape))  # inline: the printer's own text, not an alias
    pr.print_optional_attr_dict(op.attributes, ("shape_expressions",))
    pr.write(" : ")
    pr.print_type(op.operands[0].type)


def _verify(op: Any, ctx: Any) -> bool:
    shape = op.attr("shape_expressions")
    symbols = op.operands[1:]
    if isinstance(shape, at.AffineMapAttr) and shape.value.num_symbols != len(symbols):
        ctx.error(
            op,
            "requires equal number of shape symbol args and symbol args to the attached "
            "affine map, since they are 1:1 mapped",
        )
        return False
    for symbol in symbols:
        if not isinstance(symbol, OpResult) or symbol.op.name != "torch.symbolic_int":
            ctx.error(op, "shape symbol must be produced by a SymbolicIntOp")
            return False
    return True


#: Op name -> (parse hook, print hook) of the C++ form.
OP_FORMS: dict[str, tuple[Callable[[Any, Any], None], Callable[[Any, Any], None] | None]] = {
    "torch.bind_symbolic_shape": (_parse, _print),
}
#: Op name -> (its C++ checks, whether they read only the op itself).
VERIFIERS: dict[str, tuple[Callable[[Any, Any], bool], bool]] = {
    "torch.bind_symbolic_shape": (_verify, False),
}
