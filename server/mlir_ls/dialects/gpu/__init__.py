"""The gpu dialect: kernel launches, GPU modules and functions, ids, barriers, subgroup and
matrix operations, async memory operations and sparse linear algebra.

Every op of upstream's `GPUOps.td` is described (`launch`, `func`, `memory`, `subgroup`,
`mma`, `sparse`); `types` holds the dialect's types and attributes and its checks of
discardable attributes (`gpu.container_module`, `gpu.known_block_size`...).
"""

from __future__ import annotations

from mlir_ls.dialects.gpu import functions, launch, memory, mma, sparse, subgroup
from mlir_ls.dialects.gpu.base import name_results
from mlir_ls.dialects.gpu.types import parse_gpu_attribute, parse_gpu_type, verify_op_attribute
from mlir_ls.ir.spec import DialectSpec

GPU = DialectSpec("gpu", "GPU kernels, launches and memory.")
GPU.parse_type = parse_gpu_type
GPU.parse_attribute = parse_gpu_attribute
GPU.verify_op_attribute = verify_op_attribute
OPS = [*subgroup.OPS, *launch.OPS, *functions.OPS, *memory.OPS, *mma.OPS, *sparse.OPS]
name_results(OPS)
GPU.add(*OPS)

__all__ = ["GPU"]
