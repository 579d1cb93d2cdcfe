"""The tree-sitter grammar of MLIR (grammar-tree-sitter/), compiled into mlir_ls.

`language()` is the grammar as a `tree_sitter.Language`; `parser()` a fresh
`tree_sitter.Parser` for it. The node and field names are documented in
grammar-tree-sitter/README.md.
"""

from __future__ import annotations

from functools import cache

import tree_sitter

from mlir_ls.syntax._tree_sitter_mlir import language as _language_capsule

__all__ = ["language", "parser"]


@cache
def language() -> tree_sitter.Language:
    """The MLIR grammar (ABI 14)."""
    return tree_sitter.Language(_language_capsule())


def parser() -> tree_sitter.Parser:
    """A new parser for MLIR; parsers are not thread-safe, so make one per thread."""
    return tree_sitter.Parser(language())
