"""mlir-ls: editor tooling for MLIR's textual IR.

Layers, each importing only those below it (see docs/architecture.md):
text -> syntax -> parser -> ir -> dialects -> verify -> printer/fmt -> ide -> lsp, cli.
(`parser` builds `ir` objects, so `ir` is imported by `parser`; `ir` itself
imports only `text`.)
"""

from mlir_ls.compiled import use_sources

__version__ = "0.1.0"
#: How this process runs the modules of the compiled build (`mlir_ls.compiled`):
#: "pure", "compiled", or "sources (why)" when a compiled install runs its sources.
BUILD = use_sources()
