"""The collector policies: the batch freezes what is alive at its end; the server's
frozen heap releases replaced IR by reference counting once nothing refers to it, and
asks for one full collection only when what stays referenced exceeds a quarter of it."""

from __future__ import annotations

import gc
from collections.abc import Sequence

from collector_support import collector_off
from mlir_ls.dialects import default_registry
from mlir_ls.gcpause import BatchCollection, FrozenHeap, free_gradually, unreferenced
from mlir_ls.ir.core import Operation
from mlir_ls.ir.release import DroppedOp, cycle_members
from mlir_ls.parser import parse
from mlir_ls.verify.incremental import IncrementalAnalyzer

FUNCTION = """func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = scf.if %c -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  cf.br ^bb1(%1 : i32)
^bb1(%x: i32):
  return %x : i32
}
func.func @g() {
  return
}
"""


def test_batch_leaves_the_collector_as_it_was_and_freezes_the_survivors() -> None:
    was = gc.isenabled()
    try:
        gc.enable()
        with BatchCollection() as batch:
            assert not gc.isenabled()
            batch.before_file(10)
            kept = [[] for _ in range(1000)]
        assert gc.isenabled()
        assert gc.get_freeze_count() >= len(kept)
    finally:
        gc.unfreeze()
        if not was:
            gc.disable()


class Fake:
    """A Releasable that frees itself once `free` is set."""

    def __init__(self, chars: int, free: bool) -> None:
        self.chars = chars
        self.free = free

    def release(self) -> bool:
        return self.free


def test_frozen_heap_releases_what_is_free_and_collects_only_for_the_stuck_quarter() -> None:
    with collector_off():
        heap = FrozenHeap(ratio=0.25, age=2)
        heap.take_over()
        cycle: list[object] = []
        cycle.append(cycle)
        heap.settle(built=1000)
        assert gc.get_freeze_count() > 0  # the survivors are frozen
        heap.settle(built=100, dropped=[Fake(500, True)])  # released: no collection
        assert (heap.built, heap.pending, heap.full_collections) == (600, [], 0)
        held = Fake(100, False)
        heap.settle(built=100, dropped=[held, Fake(100, False)])  # 200 > 700 / 4, but new
        heap.settle()
        assert (heap.pending_chars, heap.full_collections) == (200, 0)
        held.free = True
        heap.settle()  # the analysis holding it is gone: released, as is the usual case
        assert (heap.pending_chars, heap.built, heap.full_collections) == (100, 600, 0)
        heap.settle(dropped=[Fake(100, False)])
        heap.settle()
        heap.settle()  # 200 pending for more than 2 settles > 700 / 4: one collection
        assert heap.full_collections == 1 and heap.stuck == 200
        for _ in range(4):
            heap.settle()  # what the collection left stuck does not ask for another one
        assert heap.full_collections == 1


def test_unreferenced_sees_a_holder_outside_the_objects() -> None:
    a: list[object] = []
    b: list[object] = [a]
    a.append(b)
    assert unreferenced([a, b], held={0: 1, 1: 1})  # the names `a` and `b`
    holder = [b]
    assert not unreferenced([a, b], held={0: 1, 1: 1})
    del holder


def largest_function(module: Operation) -> Operation:
    block = module.regions[0].blocks[0]
    return max(block.operations, key=lambda op: len(cycle_members(op)))


def test_a_dropped_function_is_released_only_once_nothing_refers_to_it() -> None:
    with collector_off():
        result = parse(FUNCTION, default_registry())
        module = result.module  # alive, as an edited document's is
        block = module.regions[0].blocks[0]
        dropped = DroppedOp(largest_function(module), len(FUNCTION))
        assert not dropped.release()  # in the module
        block.operations.remove(dropped.op)
        assert not dropped.release()  # the source map still refers to it
        del result, block
        for k in (3, 20, -1):
            held = cycle_members(dropped.op)[k]  # type: ignore[arg-type]
            assert not dropped.release()  # some list or value inside is referred to
            del held
        gc.collect()
        assert dropped.release() and dropped.op is None
        assert gc.collect() == 0  # reference counting freed it all: no cycle was left
        assert len(module.regions[0].blocks[0].operations) == 1


def test_a_retry_while_the_same_holder_remains_checks_that_holder_first() -> None:
    """A failed try remembers the member something outside held (with its references
    from inside the IR); a retry fails on it alone while it is still held, and forgets it
    (then walks the IR again) once it is not."""
    with collector_off():
        result = parse(FUNCTION, default_registry())
        block = result.module.regions[0].blocks[0]
        function = largest_function(result.module)
        dropped = DroppedOp(function, len(FUNCTION))
        block.operations.remove(function)
        del result, block
        gc.collect()
        members = cycle_members(function)
        held, other = members[7], members[-1]
        del members, function
        assert not dropped.release()
        assert dropped._held is not None and dropped._held[0] is held
        for _ in range(3):
            assert not dropped.release()  # the same holder: still remembered
            assert dropped._held is not None and dropped._held[0] is held
        del held  # another member is still held: found by the walk, remembered
        assert not dropped.release()
        assert dropped._held is not None and dropped._held[0] is other
        del other
        assert dropped.release() and dropped._held is None and dropped.op is None


def test_the_incremental_analyzer_drops_the_spliced_function() -> None:
    with collector_off():
        analyzer = IncrementalAnalyzer()
        first = analyzer.analyze(FUNCTION)
        assert analyzer.stats.dropped == []
        second = analyzer.analyze(FUNCTION.replace("%a, %b : i32", "%b, %a : i32"))
        assert analyzer.stats.spliced_ops == 1
        (dropped,) = analyzer.stats.dropped
        assert dropped.op is not None and dropped.op.name == "func.func"
        assert not dropped.release()  # the first analysis still refers to it
        del first
        gc.collect()
        assert dropped.release()
        # A whole-chunk re-analysis drops the chunk's old module.
        analyzer.analyze("module {\n" + FUNCTION + "}\n")
        assert [d.op.name for d in analyzer.stats.dropped if d.op] == ["builtin.module"]
        del second


BROKEN = """func.func @f(%a: i32) {
  "test.op"(%a) : bogus {
    %0 = arith.addi %a, %a : i32
  }
  return
}
"""


def test_the_region_of_a_broken_op_is_dropped_with_its_function() -> None:
    """The parser reads the region of an op whose header failed under an op of its own
    that no block holds: its IR goes when the function's does (cycles, else garbage)."""
    with collector_off():
        analyzer = IncrementalAnalyzer(allow_unregistered=True)
        analyzer.analyze(BROKEN)
        analyzer.analyze(BROKEN.replace("%0 = arith.addi", "%1 = arith.addi"))
        assert analyzer.stats.spliced_ops == 1
        dropped = [d.op.name for d in analyzer.stats.dropped if d.op is not None]
        assert dropped == ["func.func", "<<error>>"]
        assert all(d.release() for d in analyzer.stats.dropped)


class _Node:
    """A node of a freed structure: its children, and the order nodes are freed in."""

    freed: list[str] = []

    def __init__(self, name: str, children: Sequence[object] = ()) -> None:
        self.name = name
        self.children = list(children)

    def __del__(self) -> None:
        _Node.freed.append(self.name)


def test_free_gradually_frees_what_only_it_holds_parents_first() -> None:
    with collector_off():
        _Node.freed = []
        shared = _Node("shared", [_Node("inside shared")])
        leaves = [_Node(f"leaf{k}") for k in range(3)]
        cycle = _Node("cycle")
        cycle.children.append(cycle)
        owned: list[object] = [_Node("root", [{"key": _Node("in dict", leaves)}, (shared,), cycle])]
        del leaves, cycle
        assert free_gradually(owned) > 0
        assert owned == []
        # each node it was the last holder of, once, after the node that held it; the
        # shared one (and what it holds) and what a cycle holds stay
        assert sorted(_Node.freed) == sorted(["root", "in dict", "leaf0", "leaf1", "leaf2"])
        assert _Node.freed.index("root") < _Node.freed.index("in dict")
        assert all(_Node.freed.index("in dict") < _Node.freed.index(f"leaf{k}") for k in range(3))
        assert [c.name for c in shared.children] == ["inside shared"]  # type: ignore[attr-defined]
        _Node.freed = []
        assert gc.collect() > 0 and _Node.freed == ["cycle"]
