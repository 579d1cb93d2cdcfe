"""The tree-sitter tree of a document, and helpers on its nodes (offsets in characters).

Tree-sitter counts bytes of UTF-8; the IDE layer counts characters. For ASCII
text (the common case) both agree; otherwise `ByteMap` converts.
"""

from __future__ import annotations

import threading
from bisect import bisect_right

import tree_sitter

from mlir_ls.syntax.tree_sitter_mlir import parser as new_parser

_local = threading.local()


def _parser() -> tree_sitter.Parser:
    found: tree_sitter.Parser | None = getattr(_local, "parser", None)
    if found is None:
        found = new_parser()
        _local.parser = found
    return found


def parse_tree(text: str) -> tree_sitter.Tree:
    """The tree-sitter tree of `text` (one parser per thread: parsers are not thread-safe)."""
    return _parser().parse(text.encode("utf-8", "surrogatepass"))


class ByteMap:
    """Character offset <-> UTF-8 byte offset for one text."""

    __slots__ = ("_ascii", "_byte_starts", "_char_starts")

    def __init__(self, text: str) -> None:
        self._ascii = text.isascii()
        self._char_starts: list[int] = []
        self._byte_starts: list[int] = []
        if not self._ascii:
            # Record (char, byte) at every non-ASCII character and after it.
            byte = 0
            for i, ch in enumerate(text):
                n = len(ch.encode("utf-8", "surrogatepass"))
                if n > 1:
                    self._char_starts.append(i)
                    self._byte_starts.append(byte)
                    self._char_starts.append(i + 1)
                    self._byte_starts.append(byte + n)
                byte += n

    def to_byte(self, offset: int) -> int:
        if self._ascii:
            return offset
        k = bisect_right(self._char_starts, offset) - 1
        if k < 0:
            return offset
        return self._byte_starts[k] + (offset - self._char_starts[k])

    def to_char(self, byte: int) -> int:
        if self._ascii:
            return byte
        k = bisect_right(self._byte_starts, byte) - 1
        if k < 0:
            return byte
        return self._char_starts[k] + max(0, byte - self._byte_starts[k])


def node_at(tree: tree_sitter.Tree, byte: int) -> tree_sitter.Node:
    """The smallest named node at a cursor before `byte` (the root when none is).

    A cursor touching the end of a token (`%a|)`) is on that token, as editors expect.
    """
    root = tree.root_node
    best = root.named_descendant_for_byte_range(byte, byte) or root
    if byte > 0:
        before = root.named_descendant_for_byte_range(byte - 1, byte - 1)
        if (
            before is not None
            and before.end_byte >= byte
            and before.end_byte - before.start_byte < best.end_byte - best.start_byte
        ):
            best = before
    return best


def ancestors(tree: tree_sitter.Tree, node: tree_sitter.Node) -> list[tree_sitter.Node]:
    """`node` and the nodes enclosing it, innermost first.

    Found by one walk down from the root: tree-sitter's `Node.parent` walks down
    from the root itself, so climbing by `parent` costs time quadratic in the depth.
    """
    path: list[tree_sitter.Node] = []
    cursor = tree.walk()
    start, end = node.start_byte, node.end_byte
    while True:
        current = cursor.node
        if current is None:
            break
        path.append(current)
        if current == node or not cursor.goto_first_child():
            break
        while True:
            child = cursor.node
            if child is not None and (
                child == node or (child.start_byte <= start and end <= child.end_byte)
            ):
                break
            if not cursor.goto_next_sibling():
                path.reverse()
                return path
    path.reverse()
    return path
