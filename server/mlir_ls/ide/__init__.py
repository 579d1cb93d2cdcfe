"""The IDE layer: editor features as plain data, in offsets and strings.

Every feature takes an `Analysis` (one analysed document) and character
offsets, and returns dataclasses with `Span`s. The LSP layer (`mlir_ls.lsp`)
converts positions and protocol types; nothing here knows the protocol.
"""

from mlir_ls.ide.actions import CodeAction, code_actions
from mlir_ls.ide.analysis import Analysis, AnalysisOptions
from mlir_ls.ide.completion import CompletionItem, completion
from mlir_ls.ide.diagnostics import DiagnosticOptions, IdeDiagnostic, diagnostics
from mlir_ls.ide.folding import FoldingRange, folding_ranges
from mlir_ls.ide.hover import Hover, hover
from mlir_ls.ide.inlay import InlayHint, inlay_hints
from mlir_ls.ide.navigation import FileTarget, Highlight, definition, highlights, references
from mlir_ls.ide.rename import PrepareRename, RenameError, TextEdit, prepare_rename, rename
from mlir_ls.ide.selection import selection_ranges
from mlir_ls.ide.symbols import (
    DocumentSymbol,
    WorkspaceSymbol,
    document_symbols,
    scan_symbols,
    workspace_symbols,
)
from mlir_ls.ide.tokens import (
    TOKEN_MODIFIERS,
    TOKEN_TYPES,
    EncodedTokens,
    SemanticToken,
    encoded_range_tokens,
    encoded_semantic_tokens,
    encoded_tokens,
    made_tokens,
    semantic_tokens,
    token_edit,
)
from mlir_ls.text.deep import deep

# Each request runs on a deep thread (`mlir_ls.text.deep`): its walks recurse along the nesting.
code_actions = deep(code_actions)
completion = deep(completion)
definition = deep(definition)
diagnostics = deep(diagnostics)
encoded_range_tokens = deep(encoded_range_tokens)
encoded_semantic_tokens = deep(encoded_semantic_tokens)
encoded_tokens = deep(encoded_tokens)
document_symbols = deep(document_symbols)
folding_ranges = deep(folding_ranges)
highlights = deep(highlights)
hover = deep(hover)
inlay_hints = deep(inlay_hints)
prepare_rename = deep(prepare_rename)
references = deep(references)
rename = deep(rename)
scan_symbols = deep(scan_symbols)
selection_ranges = deep(selection_ranges)
semantic_tokens = deep(semantic_tokens)
workspace_symbols = deep(workspace_symbols)

__all__ = [
    "TOKEN_MODIFIERS",
    "TOKEN_TYPES",
    "Analysis",
    "AnalysisOptions",
    "CodeAction",
    "CompletionItem",
    "DiagnosticOptions",
    "DocumentSymbol",
    "EncodedTokens",
    "FileTarget",
    "FoldingRange",
    "Highlight",
    "Hover",
    "IdeDiagnostic",
    "InlayHint",
    "PrepareRename",
    "RenameError",
    "SemanticToken",
    "TextEdit",
    "WorkspaceSymbol",
    "code_actions",
    "completion",
    "definition",
    "diagnostics",
    "document_symbols",
    "encoded_range_tokens",
    "encoded_semantic_tokens",
    "encoded_tokens",
    "folding_ranges",
    "highlights",
    "hover",
    "inlay_hints",
    "made_tokens",
    "prepare_rename",
    "references",
    "rename",
    "scan_symbols",
    "selection_ranges",
    "semantic_tokens",
    "token_edit",
    "workspace_symbols",
]
