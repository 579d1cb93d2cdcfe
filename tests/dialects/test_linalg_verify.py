"""linalg ops with forms of their own: custom-form round trip and clean check.

`FORM` is written exactly as upstream's mlir-opt prints it (checked with
`../shared/tools/mlir-oracle`): printing it again must give it back byte for byte.
The verifier cases live in `tests/data/dialects/linalg_verify.mlir`.
"""

from __future__ import annotations

from mlir_ls.dialects import default_registry
from mlir_ls.printer.document import print_text
from mlir_ls.verify.check import analyze

#: Upstream's printDenseI64ArrayAttr ends ` dimensions = [1] ` with a space (written `\x20`).
FORM = """\
#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @f(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<6x6x5x2xf32>, %arg2: tensor<2x6x6x5xf32>, %arg3: tensor<6x6x1x1x2x5xf32>, %arg4: tensor<6x6x1x1x2x2xf32>, %arg5: tensor<2x4x4x2xf32>, %arg6: tensor<128x256xf32>, %arg7: tensor<8x16x8x32xf32>, %arg8: memref<127x255xf32>, %arg9: memref<16x8x8x32xf32>, %arg10: f32, %arg11: index, %arg12: tensor<16x8x8x?xf32>, %arg13: tensor<2x16x32xf32>, %arg14: tensor<16x32x64xf32>, %arg15: tensor<16x64xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<32x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16x8xf32>, %arg20: tensor<4x8xf32>, %arg21: tensor<8x16xf32>, %arg22: tensor<4x16xf32>, %arg23: tensor<16x16xf32>) -> tensor<128x256xf32> {
    %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
    %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg2 : tensor<2x6x6x5xf32>) outs(%arg3 : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
    %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg4 : tensor<6x6x1x1x2x2xf32>) outs(%arg5 : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
    %pack = linalg.pack %arg6 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg7 : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
    linalg.pack %arg8 padding_value(%arg10 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg9 : memref<127x255xf32> -> memref<16x8x8x32xf32>
    %unpack = linalg.unpack %pack outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg6 : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
    %pack_0 = linalg.pack %arg6 inner_dims_pos = [0, 1] inner_tiles = [8, %arg11] into %arg12 : tensor<128x256xf32> -> tensor<16x8x8x?xf32>
    %3 = linalg.softmax dimension(2) ins(%arg13 : tensor<2x16x32xf32>) outs(%arg13 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %reduced = linalg.reduce { arith.addf } ins(%arg14 : tensor<16x32x64xf32>) outs(%arg15 : tensor<16x64xf32>) dimensions = [1]\x20
    %mapped = linalg.map { arith.mulf {fastmath = #arith.fastmath<fast>} } ins(%arg15, %arg15 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%arg15 : tensor<16x64xf32>)
    %transposed = linalg.transpose ins(%arg16 : tensor<16x32xf32>) outs(%arg17 : tensor<32x16xf32>) permutation = [1, 0]\x20
    %broadcasted = linalg.broadcast ins(%arg18 : tensor<16xf32>) outs(%arg19 : tensor<16x8xf32>) dimensions = [1]\x20
    %4 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg21, %arg21 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%arg23 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %5 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg22 : tensor<4x16xf32>) outs(%arg22 : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %unpack : tensor<128x256xf32>
  }
}
"""

#: Ops whose custom form this file covers (short forms, clauses after `outs`, user maps).
OPS = (
    "linalg.pack",
    "linalg.unpack",
    "linalg.winograd_filter_transform",
    "linalg.winograd_input_transform",
    "linalg.winograd_output_transform",
    "linalg.softmax",
    "linalg.reduce",
    "linalg.map",
    "linalg.transpose",
    "linalg.broadcast",
    "linalg.matmul",
    "linalg.elementwise",
)


def test_linalg_round_trip() -> None:
    printed, _chunks, failed = print_text(FORM)
    assert not failed
    assert printed == FORM


def test_linalg_form_checks_clean() -> None:
    assert [d.message for d in analyze(FORM).diagnostics] == []


def test_linalg_ops_are_registered_and_covered() -> None:
    dialect = default_registry().dialect("linalg")
    assert dialect is not None
    for name in OPS:
        assert name in dialect.ops
        assert name + " " in FORM
