"""Round trip of every registered affine op's custom form, through the canonical printer.

`FORM` is written exactly as upstream's mlir-opt prints it (checked with
`../shared/tools/mlir-oracle`): printing it again must give it back byte for byte.
"""

from __future__ import annotations

from mlir_ls.dialects import default_registry
from mlir_ls.printer.document import print_text
from mlir_ls.verify.check import analyze

FORM = """\
#map = affine_map<(d0)[s0] -> (d0 + s0)>
#map1 = affine_map<(d0) -> (d0, 10)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
module {
  func.func @affine(%arg0: memref<10x10xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: memref<1xi32>, %arg4: memref<10x10xf32, 2>) -> f32 {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = affine.apply #map(%arg1)[%arg1]
    %1 = affine.min #map1(%arg1)
    %2 = affine.max #map1(%arg1)
    %3 = affine.for %arg5 = 0 to 10 step 2 iter_args(%arg6 = %cst) -> (f32) {
      %5 = affine.load %arg0[%arg5 + 1, symbol(%arg1)] : memref<10x10xf32>
      affine.store %5, %arg0[%arg5, %arg5 * 2] : memref<10x10xf32>
      %6 = affine.vector_load %arg0[%arg5, 0] : memref<10x10xf32>, vector<4xf32>
      affine.vector_store %6, %arg0[%arg5, 0] : memref<10x10xf32>, vector<4xf32>
      affine.prefetch %arg0[%arg5, %arg5], read, locality<3>, data : memref<10x10xf32>
      affine.dma_start %arg0[%arg5, 0], %arg4[%arg5, 0], %arg3[%c0], %arg1 : memref<10x10xf32>, memref<10x10xf32, 2>, memref<1xi32>
      affine.dma_wait %arg3[%c0], %arg1 : memref<1xi32>
      affine.yield %arg6 : f32
    }
    affine.for %arg5 = %arg1 to min #map1(%arg1) {
      affine.if #set(%arg5)[%arg1] {
        %5:2 = affine.delinearize_index %arg5 into (2, %arg1) : index, index
        %6 = affine.linearize_index disjoint [%5#0, %5#1] by (2, %arg1) : index
      } else {
      }
    }
    %4 = affine.if #set(%arg1)[%arg1] -> f32 {
      affine.yield %cst : f32
    } else {
      affine.yield %3 : f32
    }
    return %4 : f32
  }
}
"""


PARALLEL_FORM = """\
module {
  func.func @p(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) -> f32 {
    %0 = affine.parallel (%arg3, %arg4) = (0, max(0, %arg1)) to (min(%arg2, 100), 100) step (2, 1) reduce ("addf") -> (f32) {
      %1 = affine.load %arg0[%arg3, %arg4] : memref<100x100xf32>
      affine.yield %1 : f32
    }
    affine.parallel (%arg3) = (0) to (symbol(%arg1) + 4) {
      affine.store %0, %arg0[%arg3, %arg3] : memref<100x100xf32>
    }
    return %0 : f32
  }
}
"""


def test_affine_parallel_round_trip() -> None:
    printed, _chunks, failed = print_text(PARALLEL_FORM)
    assert not failed
    assert printed == PARALLEL_FORM
    assert [d.message for d in analyze(PARALLEL_FORM).diagnostics] == []


def test_affine_round_trip() -> None:
    printed, _chunks, failed = print_text(FORM)
    assert not failed
    assert printed == FORM


def test_affine_form_checks_clean() -> None:
    result = analyze(FORM)
    assert [d.message for d in result.diagnostics] == []


def test_every_affine_op_is_covered() -> None:
    dialect = default_registry().dialect("affine")
    assert dialect is not None
    forms = FORM + PARALLEL_FORM
    missing = [n for n in dialect.ops if not any(n + c in forms for c in (" ", "(", "\n"))]
    assert missing == []
