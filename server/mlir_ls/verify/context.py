"""What an op verifier receives: a way to report findings and to look up symbols."""

from __future__ import annotations

from typing import Protocol

from mlir_ls.ir.attributes import SymbolRefAttr
from mlir_ls.ir.core import Operation


class VerifyContext(Protocol):
    def error(self, op: Operation, message: str) -> object:
        """Report `'op.name' op <message>` at the op."""

    def plain_error(self, op: Operation, message: str) -> object:
        """Report `<message>` at the op (upstream's `emitError()` without the op prefix)."""

    def lookup_symbol(self, user: Operation, ref: SymbolRefAttr) -> Operation | None:
        """The op `ref` names, searched from the nearest symbol table around `user`."""
