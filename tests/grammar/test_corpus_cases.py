"""Runs grammar-tree-sitter/test/corpus/*.txt with py-tree-sitter (no CLI needed).

Same semantics as `tree-sitter test`: the parse tree of each case's input, as an
S-expression with field names, must equal the expected tree. Set
`MLIR_TS_UPDATE_CORPUS=1` to rewrite the expected trees (then review the diff).
"""

from __future__ import annotations

import os
import re
from collections import Counter

import pytest
import tree_sitter

from ._support import CORPUS_DIR, CorpusCase, corpus_cases, normalize_sexp

CASES = corpus_cases()


def test_corpus_has_enough_cases() -> None:
    assert len(CASES) >= 200
    names = Counter((case.file, case.name) for case in CASES)
    assert [n for n, count in names.items() if count > 1] == []


def test_corpus_covers_twenty_dialects() -> None:
    dialects = {
        case.name.removeprefix("dialect ").split()[0]
        for case in CASES
        if case.file == "dialects.txt"
    }
    assert len(dialects) >= 20, sorted(dialects)


def test_corpus_has_error_cases_that_keep_neighbours() -> None:
    errors = [case for case in CASES if "ERROR" in case.expected or "MISSING" in case.expected]
    assert len(errors) >= 10
    # Each error case ends with an intact `%1 = arith.muli ...` or `return`.
    kept = [case for case in errors if re.search(r"\(operation[^()]*\(result_list", case.expected)]
    assert kept


@pytest.mark.parametrize("case", CASES, ids=[f"{c.file}:{c.name}" for c in CASES])
def test_corpus_case(case: CorpusCase, parser: tree_sitter.Parser) -> None:
    tree = parser.parse(case.source.encode())
    actual = str(tree.root_node)
    if os.environ.get("MLIR_TS_UPDATE_CORPUS"):
        _update(case, actual)
        return
    assert normalize_sexp(actual) == normalize_sexp(case.expected)


def _update(case: CorpusCase, actual: str) -> None:
    path = CORPUS_DIR / case.file
    text = path.read_text(encoding="utf-8")
    old = case.expected
    start = text.index(case.name)
    at = text.index(old, start)
    path.write_text(text[:at] + actual + text[at + len(old) :], encoding="utf-8")


def test_comment_ends_at_a_lone_cr(parser: tree_sitter.Parser) -> None:
    """As upstream's lexer (and mlir_ls.syntax.lexer): `//` runs to `\\n` or `\\r`."""
    source = b'// a\r%x = "t.op"() : () -> i32 // b\r\n'
    tree = parser.parse(source)
    comments: list[bytes] = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == "comment":
            comments.append(source[node.start_byte : node.end_byte])
        stack.extend(node.children)
    assert sorted(comments) == [b"// a", b"// b"]
    assert not tree.root_node.has_error
