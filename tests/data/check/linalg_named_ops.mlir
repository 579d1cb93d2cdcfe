// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// OpDSL named ops are verified against their indexing maps (strides and dilations
// substituted), like any structured op.
func.func @conv_ok(%i: memref<1x9x9x2xi8>, %k: memref<2x2x2x3xi8>, %o: memref<1x3x3x3xi32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>}
    ins(%i, %k : memref<1x9x9x2xi8>, memref<2x2x2x3xi8>) outs(%o : memref<1x3x3x3xi32>)
  return
}

// -----

func.func @conv_rank(%i: memref<?x?x?x?xf32>, %k: memref<?x?x?xf32>, %o: memref<?x?x?x?xf32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwgc_gfhwc' op expected operand #0 rank (4) to match the result rank of indexing_map (5)}}
  linalg.conv_2d_nhwgc_gfhwc ins(%i, %k : memref<?x?x?x?xf32>, memref<?x?x?xf32>) outs(%o : memref<?x?x?x?xf32>)
  return
}

// -----

func.func @pooling_window(%i: memref<1x8x8x2xi8>, %k: memref<2x2xi8>, %o: memref<1x3x3x2xi32>) {
  // expected-error@+1 {{'linalg.pooling_nhwc_max' op inferred input/output operand #0 has shape's dimension #2 to be greater than or equal to 9, but found 8}}
  linalg.pooling_nhwc_max {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>}
    ins(%i, %k : memref<1x8x8x2xi8>, memref<2x2xi8>) outs(%o : memref<1x3x3x2xi32>)
  return
}

// -----

func.func @vecmat_shape(%v: tensor<8xi8>, %a: tensor<4x8xi8>, %r: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'linalg.vecmat' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  %0 = linalg.vecmat ins(%v, %a : tensor<8xi8>, tensor<4x8xi8>) outs(%r : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// A second `outs` clause ends the op (parseCommonStructuredOpParts reads one): the generic
// op then needs its region.
#map = affine_map<(d0) -> (d0)>
func.func @generic_second_outs(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{expected '{' to begin a region}}
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Block arguments before the region are linalg.map's and linalg.reduce's form only.
#map = affine_map<(d0) -> (d0)>
func.func @generic_region_arguments(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{expected '{' to begin a region}}
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) (%x: f32, %y: f32) {
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
