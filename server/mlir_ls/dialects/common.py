"""Small parse helpers shared by dialect hooks (built on the parser's OpAsmParser API)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, Value
from mlir_ls.ir.spec import GRAPH_REGION, NO_TERMINATOR, PLACEHOLDER, OpSpec, TypeConstraint

if TYPE_CHECKING:
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.ir.types import Type
    from mlir_ls.parser import Parser

ANY_TYPE = TypeConstraint("any type", lambda t: True)
FUNCTION_TYPE = TypeConstraint("function type", lambda t: isinstance(t, ty.FunctionType))


def types_match(expected: Type, actual: Type) -> bool:
    """Type equality that lets an error type match anything (no cascading errors)."""
    return expected == actual or expected.is_error or actual.is_error


def placeholder_spec(name: str) -> OpSpec:
    """The spec of an op of a partly described dialect that mlir-ls does not describe yet."""
    return OpSpec(
        name,
        traits=frozenset({PLACEHOLDER, NO_TERMINATOR, GRAPH_REGION}),
        parse=_parse_placeholder,
    )


def _parse_placeholder(p: Parser, op: Operation) -> None:
    p.parse_tolerant_into(op)


def check_successor_operands(op: Operation, ctx: VerifyContext, groups: list[list[Value]]) -> bool:
    """BranchOpInterface: successor operands match the target blocks' arguments."""
    for index, (block, operands) in enumerate(zip(op.successors, groups, strict=False)):
        if len(operands) != len(block.arguments):
            ctx.plain_error(  # op->emitError(): no op prefix
                op,
                f"branch has {len(operands)} operands for successor #{index}, but target block "
                f"has {len(block.arguments)}",
            )
            return False
        for i, (value, arg) in enumerate(zip(operands, block.arguments, strict=True)):
            if not types_match(arg.type, value.type):
                ctx.plain_error(op, f"type mismatch for bb argument #{i} of successor #{index}")
                return False
    return True
