"""The collector policies: the batch freezes what is alive at its end; the server's
frozen heap asks for one collection once a quarter of it was replaced."""

from __future__ import annotations

import gc

from mlir_ls.gcpause import BatchCollection, FrozenHeap


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


def test_frozen_heap_collects_young_garbage_and_the_replaced_quarter() -> None:
    was = gc.isenabled()
    heap = FrozenHeap(ratio=0.25)
    try:
        heap.take_over()
        assert not gc.isenabled()
        cycle: list[object] = []
        cycle.append(cycle)
        heap.settle(built=1000)
        assert gc.get_freeze_count() > 0  # the survivors are frozen
        heap.settle(built=100, replaced=100)  # 100 <= 1100 / 4: no full collection
        assert (heap.built, heap.replaced) == (1100, 100)
        heap.settle(built=100, replaced=201)  # 301 > 1200 / 4: one full collection
        assert (heap.built, heap.replaced) == (1200 - 301, 0)
    finally:
        gc.unfreeze()
        if was:
            gc.enable()
