"""The llvm dialect: LLVM IR in MLIR (types, attributes, and the ops of LLVMOps.td and
LLVMIntrinsicOps.td).

Modules by topic: `types` (the `!llvm.*` types and type constraints), `enums` and
`attributes` (`#llvm.*` attributes), `arith` (arithmetic, casts, comparisons,
vector and aggregate element ops), `memory`, `constants`, `globals`, `functions`
(functions and calls), `control` (branches), `intrinsics` (`llvm.intr.*`).
"""

from __future__ import annotations

from mlir_ls.dialects.llvm.arith import arith_ops
from mlir_ls.dialects.llvm.attributes import parse_llvm_attribute, verify_llvm_op_attribute
from mlir_ls.dialects.llvm.constants import constant_ops
from mlir_ls.dialects.llvm.control import control_ops
from mlir_ls.dialects.llvm.enums import FASTMATH_NONE, OVERFLOW_NONE
from mlir_ls.dialects.llvm.functions import function_ops
from mlir_ls.dialects.llvm.globals import global_ops
from mlir_ls.dialects.llvm.intrinsics import intrinsic_ops
from mlir_ls.dialects.llvm.memory import memory_ops
from mlir_ls.dialects.llvm.types import (
    ANY_PTR,
    COMPATIBLE,
    FLOAT_LIKE,
    I1_LIKE,
    INT_LIKE,
    INT_OR_PTR_LIKE,
    PTR,
    PTR_LIKE,
    VOID,
    func_signature,
    is_llvm,
    is_ptr,
    llvm_func_type,
    llvm_type,
    nested,
    parse_llvm_type,
    ptr_space,
    ptr_type,
)
from mlir_ls.ir.spec import DialectSpec

LLVM = DialectSpec("llvm", "LLVM IR in MLIR.")
LLVM.parse_type = parse_llvm_type
LLVM.parse_attribute = parse_llvm_attribute
LLVM.verify_op_attribute = verify_llvm_op_attribute
LLVM.add(
    *arith_ops(),
    *memory_ops(),
    *constant_ops(),
    *global_ops(),
    *function_ops(),
    *control_ops(),
    *intrinsic_ops(),
)

__all__ = [
    "ANY_PTR",
    "COMPATIBLE",
    "FASTMATH_NONE",
    "FLOAT_LIKE",
    "I1_LIKE",
    "INT_LIKE",
    "INT_OR_PTR_LIKE",
    "LLVM",
    "OVERFLOW_NONE",
    "PTR",
    "PTR_LIKE",
    "VOID",
    "func_signature",
    "is_llvm",
    "is_ptr",
    "llvm_func_type",
    "llvm_type",
    "nested",
    "ptr_space",
    "ptr_type",
]
