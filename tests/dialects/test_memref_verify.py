"""memref/tensor ops added with their verifiers: round trips and helper checks.

`FORM` and `GENERIC` are upstream's mlir-opt output for the same module (checked with
`../shared/tools/mlir-oracle`); the verifier cases live in
`tests/data/dialects/{memref,tensor,scf}_verify.mlir`.
"""

from __future__ import annotations

import pytest

from mlir_ls.dialects import default_registry
from mlir_ls.dialects.memref import (
    KDYN,
    cast_compatible,
    rank_reduction_mask,
    strides_and_offset,
)
from mlir_ls.ir import types as ty
from mlir_ls.parser import parse
from mlir_ls.printer.document import print_text

FORM = """\
module {
  func.func @f(%arg0: tensor<8x16xf32>, %arg1: tensor<2x1xindex>, %arg2: memref<8x16xf32>, %arg3: memref<2xi32>, %arg4: index, %arg5: f32, %arg6: memref<?xf32>) {
    %gather = tensor.gather %arg0[%arg1] gather_dims([0]) unique : (tensor<8x16xf32>, tensor<2x1xindex>) -> tensor<2x1x16xf32>
    %scatter = tensor.scatter %gather into %arg0[%arg1] scatter_dims([0]) unique : (tensor<2x1x16xf32>, tensor<8x16xf32>, tensor<2x1xindex>) -> tensor<8x16xf32>
    %reshape = memref.reshape %arg2(%arg3) : (memref<8x16xf32>, memref<2xi32>) -> memref<16x8xf32>
    %transpose = memref.transpose %arg2 (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
    %0 = memref.atomic_rmw maximumf %arg5, %arg2[%arg4, %arg4] : (f32, memref<8x16xf32>) -> f32
    memref.prefetch %arg2[%arg4, %arg4], write, locality<1>, instr : memref<8x16xf32>
    %1:2 = memref.distinct_objects %arg2, %arg6 : memref<8x16xf32>, memref<?xf32>
    return
  }
}
"""

GENERIC = """\
#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<2x1xindex>, memref<8x16xf32>, memref<2xi32>, index, f32, memref<?xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<2x1xindex>, %arg2: memref<8x16xf32>, %arg3: memref<2xi32>, %arg4: index, %arg5: f32, %arg6: memref<?xf32>):
    %0 = "tensor.gather"(%arg0, %arg1) <{gather_dims = array<i64: 0>, unique}> : (tensor<8x16xf32>, tensor<2x1xindex>) -> tensor<2x1x16xf32>
    %1 = "tensor.scatter"(%0, %arg0, %arg1) <{scatter_dims = array<i64: 0>, unique}> : (tensor<2x1x16xf32>, tensor<8x16xf32>, tensor<2x1xindex>) -> tensor<8x16xf32>
    %2 = "memref.reshape"(%arg2, %arg3) : (memref<8x16xf32>, memref<2xi32>) -> memref<16x8xf32>
    %3 = "memref.transpose"(%arg2) <{permutation = #map}> : (memref<8x16xf32>) -> memref<16x8xf32, strided<[1, 16]>>
    %4 = "memref.atomic_rmw"(%arg5, %arg2, %arg4, %arg4) <{kind = 4 : i64}> : (f32, memref<8x16xf32>, index, index) -> f32
    "memref.prefetch"(%arg2, %arg4, %arg4) <{isDataCache = false, isWrite = true, localityHint = 1 : i32}> : (memref<8x16xf32>, index, index) -> ()
    %5:2 = "memref.distinct_objects"(%arg2, %arg6) : (memref<8x16xf32>, memref<?xf32>) -> (memref<8x16xf32>, memref<?xf32>)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""


REGION_FORM = """\
module {
  func.func @f(%arg0: memref<10xf32>, %arg1: index, %arg2: memref<40x128xf32>, %arg3: memref<2x1024xf32, 1>, %arg4: memref<1xi32>) -> f32 {
    %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {
    ^bb0(%arg5: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %2 = arith.addf %cst, %arg5 : f32
      memref.atomic_yield %2 : f32
    }
    memref.dma_start %arg2[%arg1, %arg1], %arg3[%arg1, %arg1], %arg1, %arg4[%arg1], %arg1, %arg1 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
    memref.dma_wait %arg4[%arg1], %arg1 : memref<1xi32>
    %1 = memref.alloca_scope  -> (f32) {
      %alloca = memref.alloca() : memref<4xf32>
      %2 = memref.load %alloca[%arg1] : memref<4xf32>
      memref.alloca_scope.return %2 : f32
    }
    memref.alloca_scope  {
      %alloca = memref.alloca() : memref<4xf32>
    }
    return %0 : f32
  }
}
"""

REGION_GENERIC = """\
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10xf32>, index, memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: memref<10xf32>, %arg1: index, %arg2: memref<40x128xf32>, %arg3: memref<2x1024xf32, 1>, %arg4: memref<1xi32>):
    %0 = "memref.generic_atomic_rmw"(%arg0, %arg1) ({
    ^bb0(%arg5: f32):
      %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %6 = "arith.addf"(%5, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.atomic_yield"(%6) : (f32) -> ()
    }) : (memref<10xf32>, index) -> f32
    "memref.dma_start"(%arg2, %arg1, %arg1, %arg3, %arg1, %arg1, %arg1, %arg4, %arg1, %arg1, %arg1) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index, index, index) -> ()
    "memref.dma_wait"(%arg4, %arg1, %arg1) : (memref<1xi32>, index, index) -> ()
    %1 = "memref.alloca_scope"() ({
      %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      %4 = "memref.load"(%3, %arg1) : (memref<4xf32>, index) -> f32
      "memref.alloca_scope.return"(%4) : (f32) -> ()
    }) : () -> f32
    "memref.alloca_scope"() ({
      %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"""


@pytest.mark.parametrize(("form", "generic"), [(FORM, GENERIC), (REGION_FORM, REGION_GENERIC)])
def test_custom_forms_round_trip(form: str, generic: str) -> None:
    printed, _chunks, failed = print_text(form)
    assert not failed
    assert printed == form


@pytest.mark.parametrize(("form", "generic"), [(FORM, GENERIC), (REGION_FORM, REGION_GENERIC)])
def test_generic_forms(form: str, generic: str) -> None:
    printed, _chunks, failed = print_text(form, generic=True)
    assert not failed
    assert printed == generic
    again, _chunks, failed = print_text(generic)
    assert not failed
    assert again == form


def _memref(text: str) -> ty.MemRefType:
    result = parse(f"func.func private @f({text})", default_registry())
    func = result.module.regions[0].blocks[0].operations[0]
    attr = func.attr("function_type")
    t = attr.value.inputs[0]  # type: ignore[union-attr]
    assert isinstance(t, ty.MemRefType)
    return t


def test_strides_and_offset() -> None:
    assert strides_and_offset(_memref("memref<2x3x4xf32>")) == ([12, 4, 1], 0)
    assert strides_and_offset(_memref("memref<2x?x4xf32>")) == ([KDYN, 4, 1], 0)
    assert strides_and_offset(_memref("memref<4x4xf32, strided<[8, 1], offset: ?>>")) == (
        [8, 1],
        KDYN,
    )
    map_layout = "memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>>"
    assert strides_and_offset(_memref(map_layout)) == ([16, 1], KDYN)
    assert strides_and_offset(_memref("memref<8xf32, affine_map<(d0) -> (d0 mod 4)>>")) is None


def test_rank_reduction_mask() -> None:
    assert rank_reduction_mask((1, 4, 1, 8), (4, 8)) == {0, 2}
    assert rank_reduction_mask((2, 4), (4,)) is None


def test_cast_compatible() -> None:
    assert cast_compatible(_memref("memref<4xf32>"), _memref("memref<?xf32>"))
    assert not cast_compatible(_memref("memref<4xf32>"), _memref("memref<5xf32>"))
    strided = _memref("memref<4x1xf32, strided<[1, 7]>>")
    assert cast_compatible(strided, _memref("memref<4x1xf32, strided<[1, 3]>>"))
