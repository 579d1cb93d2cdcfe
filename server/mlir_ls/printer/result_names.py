"""Result and block argument name hints (upstream's `OpAsmOpInterface::getAsmResultNames`
and `getAsmBlockArgumentNames`) by op name.

The printer asks an op's spec first (`OpSpec.result_names`); this table covers
the ops whose dialect modules do not set the hook. Each entry gives one hint per
result (`None`: numbered); a hint on the first result of a variadic group names
the whole group (`%sizes:2`). Checked against the oracle's prints.
"""

from __future__ import annotations

from collections.abc import Callable

from mlir_ls.ir import attributes as at
from mlir_ls.ir.core import Operation, Region

ResultNames = Callable[[Operation], "list[str | None]"]


def _named(*names: str) -> ResultNames:
    hints: list[str | None] = list(names)
    return lambda op: hints


def _strided_metadata(op: Operation) -> list[str | None]:
    """`%base_buffer, %offset, %sizes:N, %strides:N` (no groups for rank 0)."""
    rank = max(0, (len(op.results) - 2) // 2)
    hints: list[str | None] = ["base_buffer", "offset"]
    if rank:
        hints += ["sizes", *[None] * (rank - 1), "strides", *[None] * (rank - 1)]
    return hints


RESULT_NAMES: dict[str, ResultNames] = {
    "func.constant": _named("f"),
    # memref (MemRefOps.cpp)
    "memref.alloc": _named("alloc"),
    "memref.alloca": _named("alloca"),
    "memref.assume_alignment": _named("assume_align"),
    "memref.cast": _named("cast"),
    "memref.collapse_shape": _named("collapse_shape"),
    "memref.dim": _named("dim"),
    "memref.expand_shape": _named("expand_shape"),
    "memref.extract_aligned_pointer_as_index": _named("intptr"),
    "memref.extract_strided_metadata": _strided_metadata,
    "memref.memory_space_cast": _named("memspacecast"),
    "memref.reinterpret_cast": _named("reinterpret_cast"),
    "memref.reshape": _named("reshape"),
    "memref.subview": _named("subview"),
    "memref.transpose": _named("transpose"),
    "memref.view": _named("view"),
    # tensor (TensorOps.cpp)
    "tensor.cast": _named("cast"),
    "tensor.collapse_shape": _named("collapsed"),
    "tensor.concat": _named("concat"),
    "tensor.dim": _named("dim"),
    "tensor.expand_shape": _named("expanded"),
    "tensor.extract": _named("extracted"),
    "tensor.extract_slice": _named("extracted_slice"),
    "tensor.from_elements": _named("from_elements"),
    "tensor.gather": _named("gather"),
    "tensor.generate": _named("generated"),
    "tensor.insert": _named("inserted"),
    "tensor.insert_slice": _named("inserted_slice"),
    "tensor.pad": _named("padded"),
    "tensor.rank": _named("rank"),
    "tensor.reshape": _named("reshape"),
    "tensor.scatter": _named("scatter"),
    "tensor.splat": _named("splat"),
    # linalg (LinalgOps.cpp)
    "linalg.broadcast": _named("broadcasted"),
    "linalg.map": _named("mapped"),
    "linalg.reduce": _named("reduced"),
    "linalg.transpose": _named("transposed"),
    "linalg.pack": _named("pack"),
    "linalg.unpack": _named("unpack"),
}


def result_names(op: Operation) -> list[str | None] | None:
    """The hints of `op` from its spec, else from the table, else None."""
    spec = op.spec
    if spec is None:
        return None
    hook = spec.result_names or RESULT_NAMES.get(op.name)
    if hook is None:
        return None
    try:
        return hook(op)
    except Exception:
        return None


def _linalg_args(out_name: str) -> Callable[[Operation, Region], list[str | None]]:
    """`%in` for the inputs' block arguments, `out_name` for the outputs' (LinalgOps.cpp)."""

    def names(op: Operation, region: Region) -> list[str | None]:
        sizes = op.attr("operandSegmentSizes")
        if isinstance(sizes, at.DenseArrayAttr) and len(sizes.values) == 2:
            inputs = int(sizes.values[0])
        elif op.name == "linalg.reduce":  # SameVariadicOperandSize: inputs, then as many inits
            inputs = len(op.operands) // 2
        else:  # linalg.map: variadic inputs, then its one init
            inputs = len(op.operands) - 1
        count = len(region.blocks[0].arguments)
        hints: list[str | None] = ["in"] * inputs
        return hints + [out_name] * (count - inputs)

    return names


BLOCK_ARG_NAMES: dict[str, Callable[[Operation, Region], list[str | None]]] = {
    "linalg.generic": _linalg_args("out"),
    "linalg.map": _linalg_args("init"),
    "linalg.reduce": _linalg_args("init"),
}


def block_arg_names(op: Operation, region: Region) -> list[str | None] | None:
    """Names of the entry-block arguments of `region` of `op`, or None."""
    if op.spec is None:
        return None
    hook = BLOCK_ARG_NAMES.get(op.name)
    if hook is None or not region.blocks:
        return None
    try:
        return hook(op, region)
    except Exception:
        return None
