"""Free an operation's IR by reference counting once nothing outside it refers to it.

The IR is cyclic (an op's results and regions point back at it, a block's
operations at the block), so an op that an edit replaced stays in memory until
a full garbage collection, which traverses every object alive (seconds on a
100k-line document). `DroppedOp.release()` does that collector's work for the
op's IR only: it lists the objects that make the cycles (ops, blocks, regions,
values and the lists that hold them), and when no object outside that set
refers to any of them (`mlir_ls.gcpause.referenced_member`), clears the lists. No
cycle is left, so reference counting frees it all at once; the cost is
proportional to the op, not to the document.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

from mlir_ls.gcpause import referenced_member
from mlir_ls.ir.core import Operation

__all__ = ["DroppedOp", "cycle_members", "detached_roots", "dismantle"]


class DroppedOp:
    """An op (with everything nested in it) that an analysis no longer uses.

    `chars` is the length of the text it was parsed from (a measure of its IR's
    size, for the collector policy `mlir_ls.gcpause.FrozenHeap`).
    """

    __slots__ = ("_held", "chars", "op")

    def __init__(self, op: Operation, chars: int) -> None:
        self.op: Operation | None = op
        self.chars = chars
        #: The member of the op's IR that something outside referred to at the last
        #: try, with the references to it from inside the IR (they do not change: the
        #: IR is dropped): while it stays referred to, a retry costs one refcount.
        self._held: tuple[object, int] | None = None

    def release(self) -> bool:
        """Break the op's cycles if nothing outside it refers to it; True once released."""
        if self.op is None:
            return True
        # Cheap tests first: the op itself is referred to by its results and regions,
        # by `self.op` and by getrefcount's argument; anything more is a holder outside.
        inner = len(self.op.results) + len(self.op.regions)
        if sys.getrefcount(self.op) > inner + 2:
            return False
        if self._still_held():
            return False
        members = cycle_members(self.op)
        found = referenced_member(members, held={0: 1})  # members[0] is `self.op`
        if found is not None:
            self._held = (members[found[0]], found[1])
            return False
        self.op = None
        _empty_lists(members)
        return True

    def _still_held(self) -> bool:
        """Whether what held the op's IR at the last try still does (forgotten if not)."""
        if self._held is None:
            return False
        member, known = self._held
        # besides `known`: `self._held`, `member` and getrefcount's argument
        if sys.getrefcount(member) - 3 > known:
            return True
        self._held = None
        return False


def cycle_members(op: Operation) -> list[object]:
    """`op` first, then every op, block, region, value and list of them nested in it
    (each once): the objects of the op's IR that can be part of a reference cycle."""
    out: list[object] = []
    seen: set[int] = set()

    def add(obj: object) -> None:
        if id(obj) not in seen:
            seen.add(id(obj))
            out.append(obj)

    stack: list[Operation] = [op]
    while stack:
        current = stack.pop()
        add(current)
        for seq in (current.operands, current.results, current.regions, current.successors):
            if isinstance(seq, list):
                add(seq)
        for result in current.results:
            add(result)
        for region in current.regions:
            add(region)
            add(region.blocks)
            for block in region.blocks:
                add(block)
                add(block.operations)
                add(block.arguments)
                for arg in block.arguments:
                    add(arg)
                stack.extend(block.operations)
    return out


def detached_roots(ops: Iterable[Operation], attached: Operation) -> list[Operation]:
    """The outermost ops of `ops` (records of a source map) not nested in `attached`
    nor in any op that holds it: what the parser built while recovering from an error
    (the regions of a broken op, under an op of their own that no block holds). Nothing
    else refers to them once the map is gone, but they make cycles: they are dropped
    with `attached`."""
    # The outcome of each op's climb (its detached root, or None), shared by every op on
    # the way: each op is climbed once (nested ops would else climb the same chain again).
    outcome_of: dict[int, Operation | None] = {}
    holder: Operation | None = attached
    while holder is not None:
        outcome_of[id(holder)] = None
        holder = holder.parent_op
    roots: dict[int, Operation] = {}
    for op in ops:
        path: list[int] = []
        node = op
        while True:
            key = id(node)
            if key in outcome_of:
                outcome = outcome_of[key]
                break
            path.append(key)
            if node.parent is None:
                outcome = node
                break
            parent = node.parent_op
            if parent is None:  # in a block no op holds
                outcome = None
                break
            node = parent
        for key in path:
            outcome_of[key] = outcome
        if outcome is not None:
            roots[id(outcome)] = outcome
    return list(roots.values())


def dismantle(root: Operation) -> None:
    """Break every cycle of `root`'s IR without asking whether something still refers to
    it: for IR whose owner is gone (a closed document, once nothing runs on it). Its
    top-level ops one at a time, then `root` itself: each op's lists of results, operands,
    regions and successors, and its regions' and blocks' lists, are emptied
    (`cycle_members`). What is left points only upwards (an op at its block, a value at
    its op), so reference counting frees each part as soon as nothing outside refers to
    it, and no full collection has to traverse the IR: one would hold the interpreter
    lock for seconds on a 1M-line document, while this loop lets the other threads run
    between its steps."""
    for region in root.regions:
        for block in region.blocks:
            for top in block.operations:
                _empty_lists(cycle_members(top))
    _empty_lists(cycle_members(root))


def _empty_lists(members: list[object]) -> None:
    for obj in members:
        if isinstance(obj, list):
            obj.clear()
