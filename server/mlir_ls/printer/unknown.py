"""What the canonical printer cannot print: ops read by the tolerant parse.

An op of a dialect mlir-ls does not describe was read without knowing its
syntax: its custom form cannot be re-printed and its generic form would need
types mlir-ls does not know. `mlir-ls print` refuses such a chunk with this
module's message instead of writing a placeholder type; `mlir-ls format` keeps
such ops as written.
"""

from __future__ import annotations

from mlir_ls.dialects.ods_import.ops import ODS_TOLERANT_FORM
from mlir_ls.ir.core import Operation
from mlir_ls.text.diagnostics import Diagnostic, Severity
from mlir_ls.text.span import Span

__all__ = ["refusal", "unprintable_op"]


def _unknown_types(op: Operation) -> bool:
    if any(v.type.is_error for v in op.operands) or any(r.type.is_error for r in op.results):
        return True
    return any(
        a.type.is_error for region in op.regions for block in region.blocks for a in block.arguments
    )


def _partly_known(op: Operation) -> bool:
    """A custom form read in part without its syntax (an imported op's `custom<Name>`
    directive whose C++ is unknown): what that part held is not recorded."""
    return op.custom and op.spec is not None and ODS_TOLERANT_FORM in op.spec.traits


def unprintable_op(module: Operation) -> Operation | None:
    """The first op (in walk order) whose syntax or types mlir-ls does not know, if any."""
    for op in module.walk():
        if (op.custom and op.spec is None) or _partly_known(op) or _unknown_types(op):
            return op
    return None


def refusal(op: Operation, span: Span) -> Diagnostic:
    """The error `mlir-ls print` reports for a chunk holding `op` (from `unprintable_op`)."""
    dialect = op.name.split(".", 1)[0] if "." in op.name else op.name
    if op.custom and op.spec is None:
        why = f"its custom syntax is not known (dialect `{dialect}` is not described)"
    elif _partly_known(op):
        why = "part of its custom syntax is read without its C++ parser"
    else:
        why = "the types of its values are not known"
    return Diagnostic(
        span,
        Severity.ERROR,
        f"cannot print '{op.name}': {why}; `mlir-ls format` keeps such ops as written",
        "print-refused",
    )
