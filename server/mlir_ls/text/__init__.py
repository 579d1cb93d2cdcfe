"""Source text: offsets, ranges, line index, diagnostics. The only place that does line/column math."""

from mlir_ls.text.diagnostics import Diagnostic, Related, Severity
from mlir_ls.text.line_index import LineIndex
from mlir_ls.text.span import Span

__all__ = ["Diagnostic", "LineIndex", "Related", "Severity", "Span"]
