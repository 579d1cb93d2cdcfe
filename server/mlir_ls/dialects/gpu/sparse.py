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
    ASYNC_TOKEN_TYPE,
    DN_TENSOR_TYPE,
    INDEX,
    PRUNE_FLAG,
    SP_MAT_TYPE,
    SPGEMM_KIND,
    SPGEMM_OP_TYPE,
    TRANSPOSE_MODE,
)
from mlir_ls.dialects.ods import arg, attr, op, opt_res, res, var_arg, var_res
from mlir_ls.ir.spec import ATTR_SIZED_OPERAND_SEGMENTS, ATTR_SIZED_RESULT_SEGMENTS, OpSpec

ASYNC = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) "
DEPS = var_arg("asyncDependencies", ASYNC_TOKEN_TYPE)
TOKEN = opt_res("asyncToken", ASYNC_TOKEN_TYPE)
NON_TRANSPOSE = TRANSPOSE_MODE.attr("NON_TRANSPOSE")


def _mode(name: str) -> Any:
    return attr(
        name, "GPU_TransposeModeAttr", default=NON_TRANSPOSE, check=TRANSPOSE_MODE.check(name)
    )


COMPUTE_TYPE = attr("computeType", "TypeAttr")


def _create(name: str, summary: str, operands: list[Any], types: str) -> OpSpec:
    """A sparse matrix from index and value buffers (`create_coo`, `create_csr`, ...)."""
    names = ", ".join(f"${a.name}" for a in operands).replace(", $", " `,` $")
    return op(
        f"gpu.{name}",
        summary,
        ASYNC + names + " attr-dict `:` " + types,
        operands=[DEPS, *operands],
        results=[res("spmat", SP_MAT_TYPE), TOKEN],
    )


def _indices(*names: str) -> list[Any]:
    return [arg(n, INDEX) for n in names]


def _memrefs(*names: str) -> list[Any]:
    return [arg(n, ANY_MEMREF) for n in names]


def _types(*names: str) -> str:
    return " `,` ".join(f"type(${n})" for n in names)


OPS: list[OpSpec] = [
    op(
        "gpu.create_dn_tensor",
        "Create dense tensor operation",
        ASYNC + "$memref `,` $dims attr-dict `:` type($dims) `into` type($memref)",
        operands=[DEPS, arg("memref", ANY_MEMREF), var_arg("dims", INDEX)],
        results=[res("dnTensor", DN_TENSOR_TYPE), TOKEN],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
    ),
    op(
        "gpu.destroy_dn_tensor",
        "Destroy dense tensor operation",
        ASYNC + "$dnTensor attr-dict",
        operands=[DEPS, arg("dnTensor", DN_TENSOR_TYPE)],
        results=[TOKEN],
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
    op(
        "gpu.create_2to4_spmat",
        "Create sparse matrix with 2:4 sparsity operation",
        ASYNC + "`{` $pruneFlag `}` $rows `,` $cols `,` $memref attr-dict `:` type($memref)",
        operands=[DEPS, arg("rows", INDEX), arg("cols", INDEX), arg("memref", ANY_MEMREF)],
        results=[res("spMat", SP_MAT_TYPE), TOKEN],
        attrs=[
            attr(
                "pruneFlag",
                "GPU_Prune2To4SpMatFlagAttr",
                default=PRUNE_FLAG.attr("PRUNE_AND_CHECK"),
                check=PRUNE_FLAG.check("pruneFlag"),
            )
        ],
    ),
    op(
        "gpu.destroy_sp_mat",
        "Destroy sparse matrix operation",
        ASYNC + "$spmat attr-dict",
        operands=[DEPS, arg("spmat", SP_MAT_TYPE)],
        results=[TOKEN],
    ),
    op(
        "gpu.spmv_buffer_size",
        "Precompute buffersize for SpMV operation",
        ASYNC + "$spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY attr-dict  `into` $computeType",
        operands=[
            DEPS,
            arg("spmatA", SP_MAT_TYPE),
            arg("dnX", DN_TENSOR_TYPE),
            arg("dnY", DN_TENSOR_TYPE),
        ],
        results=[res("bufferSz", INDEX), TOKEN],
        attrs=[_mode("modeA"), COMPUTE_TYPE],
    ),
    op(
        "gpu.spmv",
        "SpMV operation",
        ASYNC + "$spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY `,` $buffer attr-dict `:` "
        "type($buffer) `into` $computeType",
        operands=[
            DEPS,
            arg("spmatA", SP_MAT_TYPE),
            arg("dnX", DN_TENSOR_TYPE),
            arg("dnY", DN_TENSOR_TYPE),
            arg("buffer", ANY_MEMREF),
        ],
        results=[TOKEN],
        attrs=[_mode("modeA"), COMPUTE_TYPE],
    ),
    op(
        "gpu.spmm_buffer_size",
        "Precompute buffersize for SpMM operation",
        ASYNC + "$spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC attr-dict "
        "`:` type($bufferSzs) `into` $computeType",
        operands=[
            DEPS,
            arg("spmatA", SP_MAT_TYPE),
            arg("dnmatB", DN_TENSOR_TYPE),
            arg("dnmatC", DN_TENSOR_TYPE),
        ],
        results=[var_res("bufferSzs", INDEX), TOKEN],
        attrs=[_mode("modeA"), _mode("modeB"), COMPUTE_TYPE],
        traits=[ATTR_SIZED_RESULT_SEGMENTS],
    ),
    op(
        "gpu.spmm",
        "SpMM operation",
        ASYNC + "$spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC `,` "
        "$buffers attr-dict `:` type($buffers) `into` $computeType",
        operands=[
            DEPS,
            arg("spmatA", SP_MAT_TYPE),
            arg("dnmatB", DN_TENSOR_TYPE),
            arg("dnmatC", DN_TENSOR_TYPE),
            var_arg("buffers", ANY_MEMREF),
        ],
        results=[TOKEN],
        attrs=[_mode("modeA"), _mode("modeB"), COMPUTE_TYPE],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
    ),
    op(
        "gpu.sddmm_buffer_size",
        "Precompute buffersize for SDDMM operation",
        ASYNC + "$dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC attr-dict "
        "`into` $computeType",
        operands=[
            DEPS,
            arg("dnmatA", DN_TENSOR_TYPE),
            arg("dnmatB", DN_TENSOR_TYPE),
            arg("spmatC", SP_MAT_TYPE),
        ],
        results=[res("bufferSz", INDEX), TOKEN],
        attrs=[_mode("modeA"), _mode("modeB"), COMPUTE_TYPE],
    ),
    op(
        "gpu.sddmm",
        "SDDMM operation",
        ASYNC + "$dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC `,` "
        "$buffer attr-dict `:` type($buffer) `into` $computeType",
        operands=[
            DEPS,
            arg("dnmatA", DN_TENSOR_TYPE),
            arg("dnmatB", DN_TENSOR_TYPE),
            arg("spmatC", SP_MAT_TYPE),
            arg("buffer", ANY_MEMREF),
        ],
        results=[TOKEN],
        attrs=[_mode("modeA"), _mode("modeB"), COMPUTE_TYPE],
    ),
    op(
        "gpu.spgemm_create_descr",
        "SpGEMM Create Descr operation",
        ASYNC + "attr-dict",
        operands=[DEPS],
        results=[res("desc", SPGEMM_OP_TYPE), TOKEN],
    ),
    op(
        "gpu.spgemm_destroy_descr",
        "SpGEMM Destroy Descr operation",
        ASYNC + "$desc attr-dict",
        operands=[DEPS, arg("desc", SPGEMM_OP_TYPE)],
        results=[TOKEN],
    ),
    op(
        "gpu.spgemm_work_estimation_or_compute",
        "SpGEMM work estimation operation",
        ASYNC + "`{` $kind `}` $spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` "
        "$spmatC `,` $desc `,` $bufferSz `,` $buffer  attr-dict `:` $computeType `into` "
        "type($buffer)",
        operands=[
            DEPS,
            arg("desc", SPGEMM_OP_TYPE),
            arg("spmatA", SP_MAT_TYPE),
            arg("spmatB", SP_MAT_TYPE),
            arg("spmatC", SP_MAT_TYPE),
            arg("bufferSz", INDEX),
            arg("buffer", ANY_MEMREF),
        ],
        results=[res("bufferSzNew", INDEX), TOKEN],
        attrs=[
            _mode("modeA"),
            _mode("modeB"),
            COMPUTE_TYPE,
            attr(
                "kind",
                "GPU_SpGEMMWorkEstimationOrComputeKindAttr",
                check=SPGEMM_KIND.check("kind"),
            ),
        ],
    ),
    op(
        "gpu.spgemm_copy",
        "SpGEMM copy operation",
        ASYNC + "$spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc "
        "attr-dict `:` $computeType",
        operands=[
            DEPS,
            arg("desc", SPGEMM_OP_TYPE),
            arg("spmatA", SP_MAT_TYPE),
            arg("spmatB", SP_MAT_TYPE),
            arg("spmatC", SP_MAT_TYPE),
        ],
        results=[TOKEN],
        attrs=[_mode("modeA"), _mode("modeB"), COMPUTE_TYPE],
    ),
    op(
        "gpu.spmat_get_size",
        "SpMat get size operation",
        ASYNC + "$spmat attr-dict",
        operands=[DEPS, arg("spmat", SP_MAT_TYPE)],
        results=[res("rows", INDEX), res("cols", INDEX), res("nnz", INDEX), TOKEN],
    ),
    op(
        "gpu.set_csr_pointers",
        "SpGEMM get size operation",
        ASYNC + "$spmat `,` $positions `,` $coordinates `,` $values attr-dict `:` "
        "type($positions) `,` type($coordinates) `,` type($values)",
        operands=[
            DEPS,
            arg("spmat", SP_MAT_TYPE),
            arg("positions", ANY_MEMREF),
            arg("coordinates", ANY_MEMREF),
            arg("values", ANY_MEMREF),
        ],
        results=[TOKEN],
    ),
]
