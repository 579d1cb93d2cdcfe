"""Error locality: break one token inside one operation, count how many of the
other operations still parse without an ERROR or MISSING node touching them.

Grammar-agnostic: the operations and tokens come from this grammar's parse of
the valid input; any grammar's mutated tree is judged by the byte ranges of its
ERROR/MISSING nodes. Used by test_error_locality.py and bench/grammar_bench.py.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

import tree_sitter

from ._support import Chunk, error_nodes


@dataclass
class Mutation:
    original: bytes
    text: bytes
    edit_start: int
    old_end: int
    delta: int
    others: list[tuple[int, int]]  # byte ranges of the other operations, in the original


@dataclass
class Score:
    intact: int = 0
    total: int = 0

    @property
    def ratio(self) -> float:
        return self.intact / self.total if self.total else 1.0


def _operations(root: tree_sitter.Node) -> list[tree_sitter.Node]:
    out: list[tree_sitter.Node] = []
    stack = [root]
    while stack:
        node = stack.pop()
        if node.type == "operation":
            out.append(node)
        stack.extend(node.children)
    return out


def _leaves(node: tree_sitter.Node) -> list[tree_sitter.Node]:
    out: list[tree_sitter.Node] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if current.child_count == 0:
            if current.end_byte > current.start_byte and current.type not in ("comment",):
                out.append(current)
        else:
            stack.extend(current.children)
    return out


def mutations(parser: tree_sitter.Parser, chunks: Iterable[Chunk], seed: int = 0) -> list[Mutation]:
    """One deletion or duplication of a token inside a leaf operation per chunk."""
    rng = random.Random(seed)
    out: list[Mutation] = []
    for n, chunk in enumerate(chunks):
        tree = parser.parse(chunk.text)
        ops = _operations(tree.root_node)
        leaf_ops = [
            op
            for op in ops
            if not any(
                o is not op and op.start_byte <= o.start_byte and o.end_byte <= op.end_byte
                for o in ops
            )
        ]
        if len(ops) < 2 or not leaf_ops:
            continue
        target = rng.choice(leaf_ops)
        tokens = _leaves(target)
        if not tokens:
            continue
        token = rng.choice(tokens)
        start, end = token.start_byte, token.end_byte
        text = chunk.text
        if n % 2 == 0:
            mutated = text[:start] + text[end:]
            mutation = Mutation(text, mutated, start, end, start - end, [])
        else:
            piece = b" " + text[start:end]
            mutated = text[:end] + piece + text[end:]
            mutation = Mutation(text, mutated, end, end, len(piece), [])
        mutation.others = [
            (op.start_byte, op.end_byte)
            for op in ops
            if not (op.start_byte <= target.start_byte and target.end_byte <= op.end_byte)
        ]
        out.append(mutation)
    return out


def _hits(ranges: list[tuple[int, int]], start: int, end: int) -> bool:
    return any((s < end and start < e) or (s == e and start <= s < end) for s, e in ranges)


def score(parser: tree_sitter.Parser, cases: list[Mutation]) -> Score:
    """How many of the other operations stay free of ERROR/MISSING in `parser`'s
    trees (operations it did not parse cleanly before the edit are left out)."""
    result = Score()
    for case in cases:
        before = [
            (e.start_byte, e.end_byte) for e in error_nodes(parser.parse(case.original).root_node)
        ]
        after = [(e.start_byte, e.end_byte) for e in error_nodes(parser.parse(case.text).root_node)]
        for start, end in case.others:
            if _hits(before, start, end):
                continue
            if start >= case.old_end:
                start, end = start + case.delta, end + case.delta
            result.total += 1
            if not _hits(after, start, end):
                result.intact += 1
    return result
