// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// terminator: linalg.contract: drop linalg.yield
#map = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<9x5x3xf32>, memref<9x7x5xf32>, memref<3x7xf32>) -> (), sym_name = "contract_batch_reduce_matmul_permute_m_with_k_and_k_with_n"}> ({
  ^bb0(%arg0: memref<9x5x3xf32>, %arg1: memref<9x7x5xf32>, %arg2: memref<3x7xf32>):
    "linalg.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// expected-error@+1 {{block with no terminator, has %1 = "arith.addf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32}}
      %1 = "arith.addf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    }) : (memref<9x5x3xf32>, memref<9x7x5xf32>, memref<3x7xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// terminator: linalg.pooling_nwc_min_unsigned: drop linalg.yield
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 4 + d3 * 2, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x16x1xi32>, tensor<2xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi32>, sym_name = "generalize_pooling_nwc_min_unsigned_i32"}> ({
  ^bb0(%arg0: tensor<1x16x1xi32>, %arg1: tensor<2xi32>, %arg2: tensor<1x4x1xi32>):
    %0 = "linalg.pooling_nwc_min_unsigned"(%arg0, %arg1, %arg2) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<4> : tensor<1xi64>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
// expected-error@+1 {{block with no terminator, has %1 = "arith.minui"(%arg5, %arg3) : (i32, i32) -> i32}}
      %1 = "arith.minui"(%arg5, %arg3) : (i32, i32) -> i32
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x16x1xi32>, tensor<2xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi32>
    "func.return"(%0) : (tensor<1x4x1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// affine-arity: linalg.generic: add a dimension
func.func @uncollapsable_strided_memref(%arg0: memref<2x6x24x48xi32>, %arg1: memref<2x6x24x48xi32>) -> (memref<2x6x24x48xi32>) {
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x6x24x48xi32>
  %subview = memref.subview %arg0[0, 0, 0, 0] [1, 3, 12, 24] [1, 1, 1, 1] : memref<2x6x24x48xi32> to memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>
  %subview0 = memref.subview %arg1[0, 0, 0, 0] [1, 3, 12, 24] [1, 1, 1, 1] : memref<2x6x24x48xi32> to memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>
  %subview1 = memref.subview %alloc[0, 0, 0, 0] [1, 3, 12, 24] [1, 1, 1, 1] : memref<2x6x24x48xi32> to memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>
// expected-error@+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d0, d1, d2, d3, d0, d1, d2, d3))}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview, %subview0 : memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>, memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>) outs(%subview1 : memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %0 = arith.addi %in, %in_0 : i32
    linalg.yield %0 : i32
  }
  return %alloc : memref<2x6x24x48xi32>
}

// -----

// terminator: linalg.pooling_nwc_min_unsigned: drop linalg.yield
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 4 + d3 * 2, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x16x1xi32>, tensor<2xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi32>, sym_name = "generalize_pooling_nwc_min_unsigned_i32"}> ({
  ^bb0(%arg0: tensor<1x16x1xi32>, %arg1: tensor<2xi32>, %arg2: tensor<1x4x1xi32>):
    %0 = "linalg.pooling_nwc_min_unsigned"(%arg0, %arg1, %arg2) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<4> : tensor<1xi64>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
// expected-error@+1 {{block with no terminator, has %1 = "arith.minui"(%arg5, %arg3) : (i32, i32) -> i32}}
      %1 = "arith.minui"(%arg5, %arg3) : (i32, i32) -> i32
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x16x1xi32>, tensor<2xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi32>
  }) : () -> ()
}) : () -> ()

// -----

// affine-arity: linalg.generic: add a dimension
func.func @uncollapsable_strided_memref(%arg0: memref<2x6x24x48xi32>, %arg1: memref<2x6x24x48xi32>) -> (memref<2x6x24x48xi32>) {
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x6x24x48xi32>
  %subview = memref.subview %arg0[0, 0, 0, 0] [1, 3, 12, 24] [1, 1, 1, 1] : memref<2x6x24x48xi32> to memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>
  %subview0 = memref.subview %arg1[0, 0, 0, 0] [1, 3, 12, 24] [1, 1, 1, 1] : memref<2x6x24x48xi32> to memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>
  %subview1 = memref.subview %alloc[0, 0, 0, 0] [1, 3, 12, 24] [1, 1, 1, 1] : memref<2x6x24x48xi32> to memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>
// expected-error@+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d0, d1, d2, d3, d0, d1, d2, d3))}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview, %subview0 : memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>, memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>) outs(%subview1 : memref<1x3x12x24xi32, strided<[6912, 1152, 48, 1], offset: 0>>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %0 = arith.addi %in, %in_0 : i32
    linalg.yield %0 : i32
  }
}

// -----

// terminator: linalg.conv_1d_nwc_wcf: drop linalg.yield
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "conv_1d_nwc_wcf"}> ({
  ^bb0(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>):
    "linalg.conv_1d_nwc_wcf"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<1xi64>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// expected-error@+1 {{block with no terminator, has %1 = "arith.addf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32}}
      %1 = "arith.addf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// affine-arity: linalg.elementwise: add a dimension
func.func @binary_ops_non_identity(%A: tensor<?xf32>, %B: tensor<?x?xf32>,
                                   %Out: tensor<?x?xf32>) -> tensor<?x?xf32> {
// expected-error@+1 {{'linalg.elementwise' op invalid indexing maps are non-invertible: ((d0, d1, d2) -> (d1, d1, d0, d0, d1))}}
  %0 = linalg.elementwise
    kind=#linalg.elementwise_kind<add>
    indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>,
                     affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%A, %B : tensor<?xf32>, tensor<?x?xf32>)
    outs(%Out : tensor<?x?xf32>) -> tensor<?x?xf32>
}
