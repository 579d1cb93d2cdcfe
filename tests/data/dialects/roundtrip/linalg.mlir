#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
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
    %reduced = linalg.reduce { arith.addf } ins(%arg14 : tensor<16x32x64xf32>) outs(%arg15 : tensor<16x64xf32>) dimensions = [1] 
    %mapped = linalg.map { arith.mulf {fastmath = #arith.fastmath<fast>} } ins(%arg15, %arg15 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%arg15 : tensor<16x64xf32>)
    %transposed = linalg.transpose ins(%arg16 : tensor<16x32xf32>) outs(%arg17 : tensor<32x16xf32>) permutation = [1, 0] 
    %broadcasted = linalg.broadcast ins(%arg18 : tensor<16xf32>) outs(%arg19 : tensor<16x8xf32>) dimensions = [1] 
    %4 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg21, %arg21 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%arg23 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %5 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg22 : tensor<4x16xf32>) outs(%arg22 : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %unpack : tensor<128x256xf32>
  }
  func.func @named(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<2x4x8xf32>, %arg4: tensor<2x8x16xf32>, %arg5: tensor<2x4x16xf32>, %arg6: tensor<8xf32>, %arg7: tensor<4xf32>, %arg8: tensor<2x8xf32>, %arg9: tensor<2x4xf32>, %arg10: tensor<2x16xf32>, %arg11: tensor<f32>, %arg12: f32, %arg13: tensor<2x2x4x8xf32>, %arg14: tensor<3x2x16x8xf32>, %arg15: tensor<2x3x4x16xf32>, %arg16: memref<4x16xf32>, %arg17: tensor<16xf32>) -> tensor<4x16xf32> {
    %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %1 = linalg.batch_matmul ins(%arg3, %arg4 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg5 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %2 = linalg.batch_reduce_matmul ins(%arg3, %arg4 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %3 = linalg.matvec ins(%arg0, %arg6 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg7 : tensor<4xf32>) -> tensor<4xf32>
    %4 = linalg.vecmat ins(%arg6, %arg1 : tensor<8xf32>, tensor<8x16xf32>) outs(%arg17 : tensor<16xf32>) -> tensor<16xf32>
    %5 = linalg.batch_matvec ins(%arg3, %arg8 : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%arg9 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = linalg.batch_vecmat ins(%arg8, %arg4 : tensor<2x8xf32>, tensor<2x8x16xf32>) outs(%arg10 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %7 = linalg.dot ins(%arg6, %arg6 : tensor<8xf32>, tensor<8xf32>) outs(%arg11 : tensor<f32>) -> tensor<f32>
    %8 = linalg.mmt4d ins(%arg13, %arg14 : tensor<2x2x4x8xf32>, tensor<3x2x16x8xf32>) outs(%arg15 : tensor<2x3x4x16xf32>) -> tensor<2x3x4x16xf32>
    %9 = linalg.fill ins(%arg12 : f32) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %10 = linalg.copy ins(%arg2 : tensor<4x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
    linalg.copy ins(%arg16 : memref<4x16xf32>) outs(%arg16 : memref<4x16xf32>)
    %11 = linalg.contract indexing_maps = [#map3, #map1, #map2] ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %12 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel"]} outs(%arg2 : tensor<4x16xf32>) {
    ^bb0(%out: f32):
      %14 = linalg.index 0 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.sitofp %15 : i32 to f32
      linalg.yield %16 : f32
    } -> tensor<4x16xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x16xf32>) outs(%arg2 : tensor<4x16xf32>) attrs =  {test.attr} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16xf32>
    %mapped = linalg.map { math.exp } ins(%arg2 : tensor<4x16xf32>) outs(%arg2 : tensor<4x16xf32>)
    return %13 : tensor<4x16xf32>
  }
  func.func @explicit_regions(%arg0: memref<16x32xf32>, %arg1: memref<16xf32>, %arg2: memref<16x32xi64>, %arg3: memref<16xi64>, %arg4: memref<1x9x9x2xi8>, %arg5: memref<2x2x2x3xi8>, %arg6: memref<1x4x3x3xi32>) {
    linalg.reduce ins(%arg0, %arg2 : memref<16x32xf32>, memref<16x32xi64>) outs(%arg1, %arg3 : memref<16xf32>, memref<16xi64>) dimensions = [1] 
      (%in: f32, %in_0: i64, %init: f32, %init_1: i64) {
        %0 = arith.addf %in, %init : f32
        %1 = arith.addi %in_0, %init_1 : i64
        linalg.yield %0, %1 : f32, i64
      }
    linalg.map outs(%arg1 : memref<16xf32>)
      (%init: f32) {
        %cst = arith.constant 1.000000e+00 : f32
        linalg.yield %cst : f32
      }
    linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>} ins(%arg4, %arg5 : memref<1x9x9x2xi8>, memref<2x2x2x3xi8>) outs(%arg6 : memref<1x4x3x3xi32>)
    return
  }
}
