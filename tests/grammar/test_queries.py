"""The editor queries compile against the grammar and capture what they should."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import tree_sitter

from ._support import HIGHLIGHT_DIR, QUERIES, SRC

QUERY_FILES = sorted(QUERIES.glob("*.scm"))

SAMPLE = b"""#map = affine_map<(d0) -> (d0)>
func.func @f(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  cf.br ^bb1(%0 : i32)
^bb1(%x: i32):  // a comment
  return %x : i32
}
"""


def test_all_query_files_present() -> None:
    names = {p.stem for p in QUERY_FILES}
    assert names >= {
        "highlights",
        "locals",
        "folds",
        "indents",
        "injections",
        "textobjects",
        "tags",
    }


@pytest.mark.parametrize("path", QUERY_FILES, ids=[p.name for p in QUERY_FILES])
def test_query_compiles_and_matches(path: Path, language: tree_sitter.Language) -> None:
    query = tree_sitter.Query(language, path.read_text(encoding="utf-8"))
    tree = tree_sitter.Parser(language).parse(SAMPLE)
    captures = tree_sitter.QueryCursor(query).captures(tree.root_node)
    assert captures, f"{path.name} captures nothing"


def _captures(language: tree_sitter.Language, name: str, source: bytes) -> dict[str, list[str]]:
    query = tree_sitter.Query(language, (QUERIES / f"{name}.scm").read_text(encoding="utf-8"))
    tree = tree_sitter.Parser(language).parse(source)
    found = tree_sitter.QueryCursor(query).captures(tree.root_node)
    return {k: [source[n.start_byte : n.end_byte].decode() for n in v] for k, v in found.items()}


def test_locals(language: tree_sitter.Language) -> None:
    caps = _captures(language, "locals", SAMPLE)
    assert "%0" in caps["local.definition.var"]
    assert "%x" in caps["local.definition.parameter"]
    assert "%arg0" in caps["local.definition.parameter"]
    assert "^bb1" in caps["local.definition.label"]
    assert "#map" in caps["local.definition.constant"]
    assert caps["local.reference"].count("%arg0") >= 2


def test_tags_and_textobjects(language: tree_sitter.Language) -> None:
    tags = _captures(language, "tags", SAMPLE)
    assert "@f" in tags["name"]
    assert tags["definition.function"][0].startswith("func.func @f")
    objects = _captures(language, "textobjects", SAMPLE)
    assert objects["function.outer"][0].startswith("func.func")
    assert len(objects["statement.outer"]) == 4
    assert objects["comment.outer"] == ["// a comment"]


def test_folds(language: tree_sitter.Language) -> None:
    folds = _captures(language, "folds", SAMPLE)
    assert any(text.startswith("{\n  %0") for text in folds["fold"])


# --------------------------------------------------------- test/highlight

ASSERTION = re.compile(r"^(\s*)//(\s*)(<-|\^)\s*(\S+)\s*$")


def _highlight_assertions(text: str) -> list[tuple[int, int, str]]:
    """(row, column, capture) from `// <- cap` and `//   ^ cap` comment lines, which
    refer to the nearest line above that is not an assertion (as `tree-sitter test`)."""
    out: list[tuple[int, int, str]] = []
    lines = text.split("\n")
    target = -1
    for row, line in enumerate(lines):
        match = ASSERTION.match(line)
        if not match:
            target = row
            continue
        if match.group(3) == "<-":
            column = len(match.group(1))
        else:
            column = line.index("^")
        out.append((target, column, match.group(4)))
    return out


def _highlight_at(
    tree: tree_sitter.Tree, query: tree_sitter.Query, row: int, column: int
) -> str | None:
    """The capture the CLI highlighter shows at a point: innermost node, first pattern."""
    best: tuple[int, int, str] | None = None
    for pattern, captures in tree_sitter.QueryCursor(query).matches(tree.root_node):
        for name, nodes in captures.items():
            for node in nodes:
                if node.start_point <= (row, column) < node.end_point:
                    key = (node.end_byte - node.start_byte, pattern, name)
                    if best is None or key[:2] < best[:2]:
                        best = key
    return best[2] if best else None


HIGHLIGHT_FILES = sorted(HIGHLIGHT_DIR.glob("*.mlir"))


@pytest.mark.parametrize("path", HIGHLIGHT_FILES, ids=[p.name for p in HIGHLIGHT_FILES])
def test_highlight_assertions(path: Path, language: tree_sitter.Language) -> None:
    text = path.read_text(encoding="utf-8")
    query = tree_sitter.Query(language, (QUERIES / "highlights.scm").read_text(encoding="utf-8"))
    tree = tree_sitter.Parser(language).parse(text.encode())
    assertions = _highlight_assertions(text)
    assert len(assertions) >= 20
    failures = [
        (row + 1, col, want, got)
        for row, col, want in assertions
        if (got := _highlight_at(tree, query, row, col)) != want
    ]
    assert failures == []


def test_abi_14() -> None:
    # Neovim 0.7-0.10 load ABI 13-14 only.
    assert "#define LANGUAGE_VERSION 14" in (SRC / "parser.c").read_text(encoding="utf-8")
