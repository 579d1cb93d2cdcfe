// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

func.func @valid(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %m: memref<?xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<?xf32>) {
  ^bb0(%x: f32):
    %i = linalg.index 0 : index
    linalg.yield %x : f32
  }
  return %0 : tensor<4x16xf32>
}

// -----

func.func @matmul_shape(%a: tensor<4x8xf32>, %b: tensor<7x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 7}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<7x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @generic_rank(%m: memref<f32>) {
  // expected-error@+1 {{'linalg.generic' op expected operand #0 rank (0) to match the result rank of indexing_map (1)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<f32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @yield_type(%m: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<?xf32>) {
  ^bb0(%x: f32):
    %c = arith.constant 1 : i4
    // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('i4') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i4
  }
  return
}

// -----

func.func @index_dim(%m: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  ^bb0(%x: f32):
    // expected-error@+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (0) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @iterator(%m: memref<1xi32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["random"]}
      // expected-error@+1 {{custom op 'linalg.generic' unexpected iterator_type (random)}}
      outs(%m : memref<1xi32>) {
  ^bb(%i : i32):
    linalg.yield %i : i32
  }
  return
}

// -----

func.func @matmul_broadcast(%a: tensor<4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @batch_maps(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
  // expected-error@+1 {{'linalg.batch_matmul' op Indexing_map attribute must have 3 affine maps.}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>]
      ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %0 : tensor<2x4x16xf32>
}

// -----

func.func @fill_type(%f: f64, %t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.fill' op expected fill value type ('f64') to match output element type ('f32')}}
  %0 = linalg.fill ins(%f : f64) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @transpose_perm(%in: tensor<16x32xf32>, %init: tensor<32x16xf32>) -> tensor<32x16xf32> {
  // expected-error@+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%in : tensor<16x32xf32>) outs(%init : tensor<32x16xf32>) permutation = [1, 1]
  return %0 : tensor<32x16xf32>
}

// -----

func.func @broadcast_dim(%in: tensor<4xf32>, %init: tensor<5x8xf32>) -> tensor<5x8xf32> {
  // expected-error@+1 {{'linalg.broadcast' op input dim 0 should match init dim 0. input: 4, init: 5}}
  %0 = linalg.broadcast ins(%in : tensor<4xf32>) outs(%init : tensor<5x8xf32>) dimensions = [1]
  return %0 : tensor<5x8xf32>
}

// -----

func.func @reduce_init(%in: tensor<16x32x64xf32>, %init: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-error@+1 {{'linalg.reduce' op init dimensions [16, 32] doesn't match input dimensions after reduction [16, 64]}}
  %0 = linalg.reduce ins(%in : tensor<16x32x64xf32>) outs(%init : tensor<16x32xf32>) dimensions = [1]
      (%a: f32, %b: f32) {
        %s = arith.addf %a, %b : f32
        linalg.yield %s : f32
      }
  return %0 : tensor<16x32xf32>
}

// -----

func.func @map_arity(%l: tensor<64xf32>, %r: tensor<64xf32>, %init: tensor<64xf32>) -> tensor<64xf32> {
  // expected-error@+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 3 and 4}}
  %0 = linalg.map ins(%l, %r : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
      (%a: f32, %b: f32, %o: f32, %extra: f32) {
        %s = arith.addf %a, %b : f32
        linalg.yield %s : f32
      }
  return %0 : tensor<64xf32>
}

// -----

func.func @pack_full_tiles(%input: tensor<256x128xf32>, %output: tensor<8x8x16x33xf32>) -> tensor<8x8x16x33xf32> {
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %input inner_dims_pos = [1, 0] inner_tiles = [16, 33] into %output : tensor<256x128xf32> -> tensor<8x8x16x33xf32>
  return %0 : tensor<8x8x16x33xf32>
}

// -----

func.func @pack_domain(%input: tensor<256x128xf32>, %output: tensor<4x16x32x16xf32>) -> tensor<4x16x32x16xf32> {
  // expected-error@+1 {{expected 'tensor<16x4x32x16xf32>' for the packed domain value, got 'tensor<4x16x32x16xf32>'}}
  %0 = linalg.pack %input inner_dims_pos = [1, 0] inner_tiles = [32, 16] into %output : tensor<256x128xf32> -> tensor<4x16x32x16xf32>
  return %0 : tensor<4x16x32x16xf32>
}

// -----

func.func @unpack_positions(%input: tensor<8x8x32x16xf32>, %output: tensor<256x128xf32>) -> tensor<256x128xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.unpack %input inner_dims_pos = [2, 0] inner_tiles = [32, 16] into %output : tensor<8x8x32x16xf32> -> tensor<256x128xf32>
  return %0 : tensor<256x128xf32>
}

// -----

func.func @winograd_filter(%arg0: tensor<2x4x3x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error@+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x4x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_input(%arg0: tensor<2x13x14x5xf32>, %arg1: tensor<6x6x3x3x2x5xf32>) -> tensor<6x6x3x3x2x5xf32> {
  // expected-error@+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg0 : tensor<2x13x14x5xf32>) outs(%arg1 : tensor<6x6x3x3x2x5xf32>) -> tensor<6x6x3x3x2x5xf32>
  return %0 : tensor<6x6x3x3x2x5xf32>
}

// -----

func.func @region_args(%m: memref<?x?xf32>) {
  %res = linalg.matmul ins(%m, %m : memref<?x?xf32>, memref<?x?xf32>)
                       -> (tensor<?x?xf32>, tensor<?x?xf32>)
  // expected-error@+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @pooling_unsigned(%input: tensor<1x4x4x1xf32>, %filter: tensor<2x2xf32>, %init: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error@+1 {{unsupported operation: unsigned max not on uint}}
  %0 = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins (%input, %filter: tensor<1x4x4x1xf32>, tensor<2x2xf32>)
      outs (%init: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @add_mixed(%a: memref<3xf32>, %b: memref<3xi32>, %out: memref<3xf32>) {
  // expected-error@+1 {{Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f32' and 'i32'}}
  linalg.add ins(%a, %b : memref<3xf32>, memref<3xi32>) outs(%out : memref<3xf32>)
  return
}

// -----

func.func @contract_permutation(%lhs: tensor<4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) {
  // expected-error@+1 {{provided affine_map is not a projected permutation}}
  linalg.contract
      indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + d2, d2)>,
                       affine_map<(d0, d1, d2) -> (d2, d1)>,
                       affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%lhs, %rhs : tensor<4x1xf32>, tensor<1x64xf32>)
      outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return
}

// -----

func.func @contract_unused_dim(%lhs: tensor<4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) {
  // expected-error@+1 {{iteration space dim at index 3 not used to access any operand}}
  linalg.contract
      indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>,
                       affine_map<(d0, d1, d2, d3) -> (d2, d1)>,
                       affine_map<(d0, d1, d2, d3) -> (d0, d1)>]
      ins(%lhs, %rhs : tensor<4x1xf32>, tensor<1x64xf32>)
      outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return
}

// -----

func.func @contract_ok(%lhs: tensor<4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %0 = linalg.contract
      indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                       affine_map<(d0, d1, d2) -> (d2, d1)>,
                       affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%lhs, %rhs : tensor<4x1xf32>, tensor<1x64xf32>)
      outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}

// -----

func.func @softmax_shape(%arg0: tensor<2x16x32xf32>, %out: tensor<2x16xf32>) -> tensor<2x16xf32> {
  // expected-error@+1 {{'linalg.softmax' op incompatible output shape}}
  %1 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%out : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %1 : tensor<2x16xf32>
}
