"""The printer that print hooks receive.

Its API is the `OpAsmPrinter` Protocol of `mlir_ls.printer.api`; the printer
layer sits above the dialects, so hooks here name it through this alias.
"""

from __future__ import annotations

from typing import Any

#: mlir_ls.printer.api.OpAsmPrinter
OpAsmPrinter = Any
