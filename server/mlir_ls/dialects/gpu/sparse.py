"""Sparse linear algebra from the host (lowered to cuSparse): handles to dense tensors,
sparse matrices and SpGEMM descriptors, and the SpMV/SpMM/SDDMM/SpGEMM ops on them.

All are async ops with upstream's declarative formats, e.g.
    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
    $spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY attr-dict `into` $computeType
"""

from __future__ import annotations

from typing import Any

from mlir_ls.dialects.gpu.base import (
    ANY_MEMREF,
    DN_TENSOR_TYPE,
    INDEX,
    PRUNE_FLAG,
    SP_MAT_TYPE,
    SPGEMM_KIND,
    SPGEMM_OP_TYPE,
    TRANSPOSE_MODE,
    async_op,
)
from mlir_ls.dialects.ods import arg, attr, res, var_arg, var_res
from mlir_ls.ir.spec import ATTR_SIZED_OPERAND_SEGMENTS, ATTR_SIZED_RESULT_SEGMENTS, OpSpec

NON_TRANSPOSE = TRANSPOSE_MODE.attr("NON_TRANSPOSE")


def _mode(name: str) -> Any:
    return attr(
        name, "GPU_TransposeModeAttr", default=NON_TRANSPOSE, check=TRANSPOSE_MODE.check(name)
    )


COMPUTE_TYPE = attr("computeType", "TypeAttr")
MODE_A = [_mode("modeA"), COMPUTE_TYPE]
MODES_AB = [_mode("modeA"), _mode("modeB"), COMPUTE_TYPE]

# The handles (and their format) that each buffer-size query shares with its computation.
SPMV = [arg("spmatA", SP_MAT_TYPE), arg("dnX", DN_TENSOR_TYPE), arg("dnY", DN_TENSOR_TYPE)]
SPMV_FORMAT = "$spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY"
SPMM = [arg("spmatA", SP_MAT_TYPE), arg("dnmatB", DN_TENSOR_TYPE), arg("dnmatC", DN_TENSOR_TYPE)]
SPMM_FORMAT = "$spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC"
SDDMM = [arg("dnmatA", DN_TENSOR_TYPE), arg("dnmatB", DN_TENSOR_TYPE), arg("spmatC", SP_MAT_TYPE)]
SDDMM_FORMAT = "$dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC"
SPGEMM = [
    arg("desc", SPGEMM_OP_TYPE),
    arg("spmatA", SP_MAT_TYPE),
    arg("spmatB", SP_MAT_TYPE),
    arg("spmatC", SP_MAT_TYPE),
]
SPGEMM_FORMAT = "$spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc"


def _create(name: str, summary: str, operands: list[Any], types: str) -> OpSpec:
    """A sparse matrix from index and value buffers (`create_coo`, `create_csr`, ...)."""
    names = ", ".join(f"${a.name}" for a in operands).replace(", $", " `,` $")
    return async_op(
        f"gpu.{name}",
        summary,
        names + " attr-dict `:` " + types,
        operands=operands,
        results=[res("spmat", SP_MAT_TYPE)],
    )


def _with_buffer_size(
    name: str,
    title: str,
    handles: list[Any],
    handles_format: str,
    attrs: list[Any],
    buffers: bool = False,
) -> list[OpSpec]:
    """`gpu.<name>_buffer_size`, which computes the size of the workspace (one size, or
    several with `buffers`), and `gpu.<name>`, which takes it: both on the same handles."""
    if buffers:
        sizes, size_type, traits = var_res("bufferSzs", INDEX), " `:` type($bufferSzs)", True
        workspace = var_arg("buffers", ANY_MEMREF)
    else:
        sizes, size_type, traits = res("bufferSz", INDEX), "", False
        workspace = arg("buffer", ANY_MEMREF)
    ws = f"${workspace.name}"
    return [
        async_op(
            f"gpu.{name}_buffer_size",
            f"Precompute buffersize for {title} operation",
            handles_format + f" attr-dict{size_type} `into` $computeType",
            operands=handles,
            results=[sizes],
            attrs=attrs,
            traits=[ATTR_SIZED_RESULT_SEGMENTS] if traits else [],
        ),
        async_op(
            f"gpu.{name}",
            f"{title} operation",
            handles_format + f" `,` {ws} attr-dict `:` type({ws}) `into` $computeType",
            operands=[*handles, workspace],
            attrs=attrs,
            traits=[ATTR_SIZED_OPERAND_SEGMENTS] if traits else [],
        ),
    ]


def _indices(*names: str) -> list[Any]:
    return [arg(n, INDEX) for n in names]


def _memrefs(*names: str) -> list[Any]:
    return [arg(n, ANY_MEMREF) for n in names]


def _types(*names: str) -> str:
    return " `,` ".join(f"type(${n})" for n in names)


OPS: list[OpSpec] = [
    async_op(
        "gpu.create_dn_tensor",
        "Create dense tensor operation",
        "$memref `,` $dims attr-dict `:` type($dims) `into` type($memref)",
        operands=[arg("memref", ANY_MEMREF), var_arg("dims", INDEX)],
        results=[res("dnTensor", DN_TENSOR_TYPE)],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
    ),
    async_op(
        "gpu.destroy_dn_tensor",
        "Destroy dense tensor operation",
        "$dnTensor attr-dict",
        operands=[arg("dnTensor", DN_TENSOR_TYPE)],
    ),
    _create(
        "create_coo",
        "Create sparse matrix in COO format operation",
        _indices("rows", "cols", "nnz") + _memrefs("rowIdxs", "colIdxs", "values"),
        _types("rowIdxs", "colIdxs", "values"),
    ),
    _create(
        "create_coo_aos",
        "Create sparse matrix in COO format operation (AoS)",
        _indices("rows", "cols", "nnz") + _memrefs("idxs", "values"),
        _types("idxs", "values"),
    ),
    _create(
        "create_csr",
        "Create sparse matrix in CSR format operation",
        _indices("rows", "cols", "nnz") + _memrefs("rowPos", "colIdxs", "values"),
        _types("rowPos", "colIdxs", "values"),
    ),
    _create(
        "create_csc",
        "Create sparse matrix in CSC format operation",
        _indices("rows", "cols", "nnz") + _memrefs("colPos", "rowIdxs", "values"),
        _types("colPos", "rowIdxs", "values"),
    ),
    _create(
        "create_bsr",
        "Create sparse matrix in BSR format operation",
        _indices("brows", "bcols", "bnnz", "rBlockSize", "cBlockSize")
        + _memrefs("bRowPos", "bColIdxs", "values"),
        _types("bRowPos", "bColIdxs", "values"),
    ),
    async_op(
        "gpu.create_2to4_spmat",
        "Create sparse matrix with 2:4 sparsity operation",
        "`{` $pruneFlag `}` $rows `,` $cols `,` $memref attr-dict `:` type($memref)",
        operands=[arg("rows", INDEX), arg("cols", INDEX), arg("memref", ANY_MEMREF)],
        results=[res("spMat", SP_MAT_TYPE)],
        attrs=[
            attr(
                "pruneFlag",
                "GPU_Prune2To4SpMatFlagAttr",
                default=PRUNE_FLAG.attr("PRUNE_AND_CHECK"),
                check=PRUNE_FLAG.check("pruneFlag"),
            )
        ],
    ),
    async_op(
        "gpu.destroy_sp_mat",
        "Destroy sparse matrix operation",
        "$spmat attr-dict",
        operands=[arg("spmat", SP_MAT_TYPE)],
    ),
    *_with_buffer_size("spmv", "SpMV", SPMV, SPMV_FORMAT, MODE_A),
    *_with_buffer_size("spmm", "SpMM", SPMM, SPMM_FORMAT, MODES_AB, buffers=True),
    *_with_buffer_size("sddmm", "SDDMM", SDDMM, SDDMM_FORMAT, MODES_AB),
    async_op(
        "gpu.spgemm_create_descr",
        "SpGEMM Create Descr operation",
        "attr-dict",
        results=[res("desc", SPGEMM_OP_TYPE)],
    ),
    async_op(
        "gpu.spgemm_destroy_descr",
        "SpGEMM Destroy Descr operation",
        "$desc attr-dict",
        operands=[arg("desc", SPGEMM_OP_TYPE)],
    ),
    async_op(
        "gpu.spgemm_work_estimation_or_compute",
        "SpGEMM work estimation operation",
        "`{` $kind `}` " + SPGEMM_FORMAT + " `,` $bufferSz `,` $buffer  attr-dict `:` "
        "$computeType `into` type($buffer)",
        operands=[*SPGEMM, arg("bufferSz", INDEX), arg("buffer", ANY_MEMREF)],
        results=[res("bufferSzNew", INDEX)],
        attrs=[
            *MODES_AB,
            attr(
                "kind",
                "GPU_SpGEMMWorkEstimationOrComputeKindAttr",
                check=SPGEMM_KIND.check("kind"),
            ),
        ],
    ),
    async_op(
        "gpu.spgemm_copy",
        "SpGEMM copy operation",
        SPGEMM_FORMAT + " attr-dict `:` $computeType",
        operands=SPGEMM,
        attrs=MODES_AB,
    ),
    async_op(
        "gpu.spmat_get_size",
        "SpMat get size operation",
        "$spmat attr-dict",
        operands=[arg("spmat", SP_MAT_TYPE)],
        results=[res("rows", INDEX), res("cols", INDEX), res("nnz", INDEX)],
    ),
    async_op(
        "gpu.set_csr_pointers",
        "SpGEMM get size operation",
        "$spmat `,` $positions `,` $coordinates `,` $values attr-dict `:` "
        "type($positions) `,` type($coordinates) `,` type($values)",
        operands=[
            arg("spmat", SP_MAT_TYPE),
            arg("positions", ANY_MEMREF),
            arg("coordinates", ANY_MEMREF),
            arg("values", ANY_MEMREF),
        ],
    ),
]
