"""Parse helpers for ops' custom forms (upstream's OpAsmParser), shared by dialect hooks.

Hooks receive the `Parser`; this mixin holds the helpers that several dialects
need beyond the primitives of `OperationParser` (operands, types, attributes,
regions, successors, symbols). The declarative assembly format is built on them.
"""

from __future__ import annotations

from mlir_ls.parser.operations import OperationParser


class AsmParserMixin(OperationParser):
    """Custom-form helpers; see mlir_ls.dialects for their users."""
