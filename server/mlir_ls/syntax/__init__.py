"""Syntax: token kinds, the lexer, and the tree-sitter binding."""
