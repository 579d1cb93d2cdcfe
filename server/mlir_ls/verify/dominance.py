"""Block dominance in one region (Cooper, Harvey and Kennedy's iterative algorithm)."""

from __future__ import annotations

from mlir_ls.ir.core import Block, BlockArgument, Operation, OpResult, Region, Value


class BlockDominance:
    """Immediate dominators of the blocks of `region`, rooted at its entry block."""

    def __init__(self, region: Region) -> None:
        blocks = region.blocks
        entry = blocks[0]
        in_region = set(blocks)
        succs: dict[Block, list[Block]] = {}
        for block in blocks:
            term = block.operations[-1] if block.operations else None
            succs[block] = [
                s for s in (term.successors if term is not None else ()) if s in in_region
            ]
        order: list[Block] = []
        seen: set[Block] = set()
        stack: list[tuple[Block, int]] = [(entry, 0)]
        seen.add(entry)
        while stack:
            block, i = stack.pop()
            children = succs[block]
            if i < len(children):
                stack.append((block, i + 1))
                child = children[i]
                if child not in seen:
                    seen.add(child)
                    stack.append((child, 0))
            else:
                order.append(block)
        order.reverse()  # reverse post-order
        self.rpo_index = {block: i for i, block in enumerate(order)}
        preds: dict[Block, list[Block]] = {b: [] for b in order}
        for block in order:
            for s in succs[block]:
                if s in preds:
                    preds[s].append(block)
        idom: dict[Block, Block] = {entry: entry}
        changed = True
        while changed:
            changed = False
            for block in order[1:]:
                new: Block | None = None
                for p in preds[block]:
                    if p in idom:
                        new = p if new is None else self._intersect(p, new, idom)
                if new is not None and idom.get(block) is not new:
                    idom[block] = new
                    changed = True
        self.idom = idom
        self.entry = entry

    def _intersect(self, a: Block, b: Block, idom: dict[Block, Block]) -> Block:
        index = self.rpo_index
        while a is not b:
            while index[a] > index[b]:
                a = idom[a]
            while index[b] > index[a]:
                b = idom[b]
        return a

    def reachable(self, block: Block) -> bool:
        return block in self.idom

    def dominates(self, a: Block, b: Block) -> bool:
        """True when every path from the entry to `b` goes through `a` (unreachable `b`: true)."""
        if a is b or b not in self.idom:
            return True
        if a not in self.idom:
            return False
        while b is not self.entry:
            b = self.idom[b]
            if b is a:
                return True
        return a is self.entry


def _is_proper_ancestor(outer: Region | None, inner: Region | None) -> bool:
    """Region::isProperAncestor: `inner` is nested (at any depth) in `outer`."""
    if outer is None or inner is None:
        return False
    op = inner.parent
    while op is not None:
        block = op.parent
        region = block.parent if block is not None else None
        if region is outer:
            return True
        op = region.parent if region is not None else None
    return False


def noted_op(value: Value) -> Operation | None:
    """The op diagnoseInvalidOperandDominance's note points at: the defining op, or the op
    whose region holds the argument's block (None for another value)."""
    if isinstance(value, OpResult):
        return value.op
    if isinstance(value, BlockArgument):
        region = value.block.parent
        return region.parent if region is not None else None
    return None


def dominance_note(user: Operation, value: Value) -> tuple[Operation | None, str]:
    """diagnoseInvalidOperandDominance's note: the op it points at (the defining op, or the
    op whose region holds the argument's block) and its text, by where the definition
    sits relative to `user`'s block."""
    block1 = user.parent
    region1 = block1.parent if block1 is not None else None
    if isinstance(value, OpResult):
        block2 = value.op.parent
        region2 = block2.parent if block2 is not None else None
        if block1 is block2:
            where = "op in the same block"
        elif region1 is region2:
            where = "op in the same region"
        elif _is_proper_ancestor(region2, region1):
            where = "op in a parent region"
        elif _is_proper_ancestor(region1, region2):
            where = "op in a child region"
        else:
            where = "op is neither in a parent nor in a child region"
        return noted_op(value), f"operand defined here ({where})"
    if isinstance(value, BlockArgument):
        region2 = value.block.parent
        index = region2.blocks.index(value.block) if region2 is not None else 0
        if region1 is region2:
            where = "in the same region"
        elif _is_proper_ancestor(region2, region1):
            where = "in a parent region"
        elif _is_proper_ancestor(region1, region2):
            where = "in a child region"
        else:
            where = "neither in a parent nor in a child region"
        return noted_op(value), f"operand defined as a block argument (block #{index} {where})"
    return None, "operand defined here"
