"""`bufferization.dealloc`'s C++, for the op the hand-written bufferization dialect leaves to
its ODS import (`gaps.py`).

* `DeallocOp::inferReturnTypes`: one `i1` updated condition per retained memref (the
  custom form writes no result type).
* `DeallocOp::verify`: as many conditions as memrefs ("must have the same number of
  conditions as memrefs to deallocate"), as many results as retained memrefs ("must have
  the same number of updated conditions (results) as retained operands").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty


def _segments(op: Any) -> tuple[int, ...] | None:
    """(memrefs, conditions, retained) from the op's `operandSegmentSizes`."""
    sizes = op.attr("operandSegmentSizes")
    if not isinstance(sizes, at.DenseArrayAttr) or len(sizes.values) != 3:
        return None
    return tuple(int(v) for v in sizes.values)


def infer_dealloc(op: Any) -> Sequence[ty.Type]:
    """`DeallocOp::inferReturnTypes`: an `i1` per retained memref."""
    sizes = _segments(op)
    return [ty.I1] * (sizes[2] if sizes is not None else 0)


def verify_dealloc(op: Any, ctx: Any) -> bool:
    """`DeallocOp::verify` (run after the ODS-level checks held)."""
    sizes = _segments(op)
    if sizes is None:
        return True
    if sizes[0] != sizes[1]:
        ctx.error(op, "must have the same number of conditions as memrefs to deallocate")
        return False
    if sizes[2] != len(op.results):
        ctx.error(
            op,
            "must have the same number of updated conditions (results) as retained operands",
        )
        return False
    return True


#: Op name -> (its C++ checks, whether they read only the op itself).
VERIFIERS: dict[str, tuple[Callable[[Any, Any], bool], bool]] = {
    "bufferization.dealloc": (verify_dealloc, True),
}
#: Op name -> its `inferReturnTypes` (the result types a custom form leaves out).
INFERENCE: dict[str, Callable[[Any], Sequence[ty.Type]]] = {
    "bufferization.dealloc": infer_dealloc,
}
