// RUN: mlir-ls print --split-input-file
// OpDSL named ops: implicit bodies (regionBuilder), memoized indexing maps with the
// strides/dilations substituted, and the map/reduce region printed one level deeper.
func.func @convolutions(%i: memref<1x9x9x2xi8>, %k: memref<2x2x2x3xi8>, %o: memref<1x3x3x3xi32>,
                        %w: memref<2x2xi8>, %p: memref<1x3x3x2xi32>, %zp: i32,
                        %m: memref<1x9x2xi8>, %k3: memref<2x2x3xi8>, %o3: memref<1x8x2x3xi32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>}
    ins(%i, %k : memref<1x9x9x2xi8>, memref<2x2x2x3xi8>) outs(%o : memref<1x3x3x3xi32>)
  linalg.conv_2d_nhwc_hwcf_q ins(%i, %k, %zp, %zp : memref<1x9x9x2xi8>, memref<2x2x2x3xi8>, i32, i32)
    outs(%o : memref<1x3x3x3xi32>)
  linalg.pooling_nhwc_max_unsigned {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
    ins(%i, %w : memref<1x9x9x2xi8>, memref<2x2xi8>) outs(%p : memref<1x3x3x2xi32>)
  linalg.pooling_nhwc_sum ins(%i, %w : memref<1x9x9x2xi8>, memref<2x2xi8>) outs(%p : memref<1x3x3x2xi32>)
  linalg.depthwise_conv_1d_nwc_wcm ins(%m, %k3 : memref<1x9x2xi8>, memref<2x2x3xi8>)
    outs(%o3 : memref<1x8x2x3xi32>)
  return
}

// -----

func.func @contractions(%a: tensor<4x8xi8>, %v: tensor<8xi8>, %r: tensor<4xi32>, %d: tensor<i32>,
                        %x: tensor<2x4x8xf16>, %y: tensor<2x8xf16>, %z: tensor<2x4xf32>,
                        %at: tensor<8x4xi8>) -> tensor<2x4xf32> {
  %0 = linalg.matvec ins(%a, %v : tensor<4x8xi8>, tensor<8xi8>) outs(%r : tensor<4xi32>) -> tensor<4xi32>
  %1 = linalg.dot ins(%v, %v : tensor<8xi8>, tensor<8xi8>) outs(%d : tensor<i32>) -> tensor<i32>
  // No `cast` attribute in the op's definition: a discardable one, which the body ignores.
  %3 = linalg.vecmat {cast = #linalg.type_fn<cast_unsigned>} ins(%v, %at : tensor<8xi8>, tensor<8x4xi8>)
    outs(%r : tensor<4xi32>) -> tensor<4xi32>
  %2 = linalg.batch_matvec ins(%x, %y : tensor<2x4x8xf16>, tensor<2x8xf16>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %2 : tensor<2x4xf32>
}

// -----

func.func @rank_polymorphic(%a: memref<4x8xi8>, %b: memref<4x8xi32>, %f: memref<4x8xf32>, %c: memref<4x8xi1>,
                            %lo: f64, %hi: f64, %seed: i32, %vec: vector<2xf32>, %vs: memref<3xvector<2xf32>>) {
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%a : memref<4x8xi8>) outs(%b : memref<4x8xi32>)
  linalg.fill ins(%vec : vector<2xf32>) outs(%vs : memref<3xvector<2xf32>>)
  linalg.reciprocal ins(%f : memref<4x8xf32>) outs(%f : memref<4x8xf32>)
  linalg.select ins(%c, %f, %f : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%f : memref<4x8xf32>)
  linalg.max ins(%b, %b : memref<4x8xi32>, memref<4x8xi32>) outs(%b : memref<4x8xi32>)
  linalg.fill_rng_2d ins(%lo, %hi, %seed : f64, f64, i32) outs(%f : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<log1p> ins(%f : memref<4x8xf32>) outs(%f : memref<4x8xf32>)
  return
}

// -----

func.func @explicit_regions(%a: memref<16x32xf32>, %b: memref<16xf32>, %c: memref<16x32xi64>, %d: memref<16xi64>) {
  linalg.reduce ins(%a, %c : memref<16x32xf32>, memref<16x32xi64>) outs(%b, %d : memref<16xf32>, memref<16xi64>) dimensions = [1]
    (%x: f32, %y: i64, %accx: f32, %accy: i64) {
      %0 = arith.addf %x, %accx : f32
      %1 = arith.addi %y, %accy : i64
      linalg.yield %0, %1 : f32, i64
    }
  linalg.map outs(%b : memref<16xf32>)
    (%init: f32) {
      %cst = arith.constant 1.0 : f32
      linalg.yield %cst : f32
    }
  return
}
