"""mlir-ls: editor tooling for MLIR's textual IR.

Layers, each importing only those below it (see docs/architecture.md):
text -> syntax -> parser -> ir -> dialects -> verify -> printer/fmt -> ide -> lsp, cli.
(`parser` builds `ir` objects, so `ir` is imported by `parser`; `ir` itself
imports only `text`.)
"""

__version__ = "0.1.0"
