"""Small parse helpers shared by dialect hooks (built on the parser's OpAsmParser API)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.ir import types as ty
from mlir_ls.ir.spec import TypeConstraint

if TYPE_CHECKING:
    from mlir_ls.ir.types import Type

ANY_TYPE = TypeConstraint("any type", lambda t: True)
FUNCTION_TYPE = TypeConstraint("function type", lambda t: isinstance(t, ty.FunctionType))


def types_match(expected: Type, actual: Type) -> bool:
    """Type equality that lets an error type match anything (no cascading errors)."""
    return expected == actual or expected.is_error or actual.is_error
