"""Helpers on the nodes of a document's tree-sitter tree (offsets in characters).

The tree itself, `parse_tree` and the character <-> byte `ByteMap` live in the
syntax layer (`mlir_ls.syntax.tree`), which the parser shares; they are
re-exported here for the features.
"""

from __future__ import annotations

import tree_sitter

from mlir_ls.syntax.tree import ByteMap, parse_tree

__all__ = ["ByteMap", "ancestors", "node_at", "parse_tree"]


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
