"""Fixtures for the tree-sitter grammar tests (grammar-tree-sitter/)."""

from __future__ import annotations

import pytest
import tree_sitter

from ._support import load_language


@pytest.fixture(scope="session")
def language() -> tree_sitter.Language:
    return load_language()


@pytest.fixture()
def parser(language: tree_sitter.Language) -> tree_sitter.Parser:
    return tree_sitter.Parser(language)
