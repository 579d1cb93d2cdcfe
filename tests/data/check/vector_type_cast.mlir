// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// vector.type_cast's layouts are identities after canonicalizeStridedLayout: an identity
// layout (memref's is_identity_layout: a map with unused symbols too), or strides that are
// the contiguous row-major ones with offset 0.

func.func @strided_unit(%m: memref<8xf32, strided<[1]>>) {
  %0 = vector.type_cast %m : memref<8xf32, strided<[1]>> to memref<vector<8xf32>>
  return
}

// -----

func.func @strided_row_major(%m: memref<8x4xf32, strided<[4, 1]>>) {
  %0 = vector.type_cast %m : memref<8x4xf32, strided<[4, 1]>> to memref<vector<8x4xf32>>
  return
}

// -----

func.func @map_with_symbol(%m: memref<8xf32, affine_map<(d0)[s0] -> (d0)>>) {
  %0 = vector.type_cast %m : memref<8xf32, affine_map<(d0)[s0] -> (d0)>> to memref<vector<8xf32>>
  return
}

// -----

func.func @strided_transposed(%m: memref<8x4xf32, strided<[1, 8]>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<8x4xf32, strided<[1, 8]>> to memref<vector<8x4xf32>>
  return
}

// -----

func.func @strided_offset(%m: memref<8xf32, strided<[1], offset: 2>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<8xf32, strided<[1], offset: 2>> to memref<vector<8xf32>>
  return
}
