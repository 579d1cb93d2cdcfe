"""A text's tree-sitter tree, built once and shared by the parser and the editor features.

Tree-sitter counts bytes of UTF-8; the rest of mlir-ls counts characters. For
ASCII text (the common case) both agree; otherwise `ByteMap` converts.

`SyntaxTree(text)` parses on first use. The analysis of a document makes one
per version and hands it to the parser (the tolerant parse of undescribed ops
asks tree-sitter where an op ends) and keeps it for the features that walk the
tree (selection ranges, locations' file names), so an edit parses the document
with tree-sitter at most once.
"""

from __future__ import annotations

import threading
from bisect import bisect_right

import tree_sitter

from mlir_ls.syntax.tree_sitter_mlir import parser as new_parser

__all__ = ["ByteMap", "SyntaxTree", "parse_tree"]

#: Each thread's parser (None after `forget_parsers`: made again on the next use).
_local: threading.local | None = threading.local()


def _parser() -> tree_sitter.Parser:
    global _local
    local = _local
    if local is None:
        local = _local = threading.local()
    found: tree_sitter.Parser | None = getattr(local, "parser", None)
    if found is None:
        found = new_parser()
        local.parser = found
    return found


def forget_parsers() -> None:
    """Drop every thread's parser (each is made again on its next use). A parser keeps
    buffers as large as the largest text it parsed, allocated among that text's objects:
    after a large document is closed they would keep the memory around them in use. (The
    thread-local table is made again on the next use too: made now, it would land there.)"""
    global _local
    _local = None


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


class SyntaxTree:
    """The tree-sitter tree of `text` and its `ByteMap`, each built on first use.

    Safe to share between threads: two threads asking at once may both build it
    (the results are equal; one is kept).
    """

    __slots__ = ("_bytemap", "_tree", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self._tree: tree_sitter.Tree | None = None
        self._bytemap: ByteMap | None = None

    @property
    def tree(self) -> tree_sitter.Tree:
        found = self._tree
        if found is None:
            found = self._tree = parse_tree(self.text)
        return found

    @property
    def bytemap(self) -> ByteMap:
        found = self._bytemap
        if found is None:
            found = self._bytemap = ByteMap(self.text)
        return found

    @property
    def parsed(self) -> bool:
        """True once the tree is built (reading it then costs nothing)."""
        return self._tree is not None
