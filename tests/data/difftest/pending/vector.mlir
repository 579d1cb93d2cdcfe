// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// attr-array-length: vector.transfer_write: list drop last
// CHECK-LABEL: func @cast_away_transfer_write_leading_one_dims
func.func @cast_away_transfer_write_leading_one_dims(%arg0: memref<1x4x8x16xf16>, %arg1: vector<1x4xf16>) {
  // CHECK: %[[C0:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK: %[[CAST:.+]] = vector.extract %{{.*}}[0] : vector<4xf16> from vector<1x4xf16>
  // CHECK: vector.transfer_write %[[CAST]], %{{.*}}[%[[C0]], %[[C0]], %[[C0]], %[[C0]]] {in_bounds = [true]} : vector<4xf16>, memref<1x4x8x16xf16>

  vector.transfer_write %arg1, %arg0[%c0, %c0, %c0, %c0] {in_bounds = [true, true]} : vector<1x4xf16>, memref<1x4x8x16xf16>
  return
}

// CHECK-LABEL: func @cast_away_masked_transfer_write_leading_one_dims
func.func @cast_away_masked_transfer_write_leading_one_dims(%arg0: memref<1x4x8x16xf16>, %arg1: vector<1x4xf16>, %arg2: vector<1x4xi1>) {
  // CHECK: %[[C0:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK: %[[CAST:.+]] = vector.extract %{{.*}}[0] : vector<4xf16> from vector<1x4xf16>
  // CHECK: %[[MASK_CAST:.+]] = vector.extract %{{.*}}[0] : vector<4xi1> from vector<1x4xi1>
  // CHECK: vector.transfer_write %[[CAST]], %{{.*}}[%[[C0]], %[[C0]], %[[C0]], %[[C0]]], %[[MASK_CAST]] {in_bounds = [true]} : vector<4xf16>, memref<1x4x8x16xf16>

  vector.transfer_write %arg1, %arg0[%c0, %c0, %c0, %c0], %arg2 {in_bounds = [true, true]} : vector<1x4xf16>, memref<1x4x8x16xf16>
  return
}

// CHECK-LABEL: func @cast_away_transfer_write_leading_one_dims_one_element
func.func @cast_away_transfer_write_leading_one_dims_one_element(%arg0: memref<1x1x1x1xf16>, %arg1: vector<1x1xf16>) {
  %c0 = arith.constant 0 : index
  // CHECK: vector.extract %{{.+}}[0] : vector<1xf16> from vector<1x1xf16>
  vector.transfer_write %arg1, %arg0[%c0, %c0, %c0, %c0] {in_bounds = [true]} : vector<1x1xf16>, memref<1x1x1x1xf16>
  return
// expected-error@+1 {{'vector.transfer_write' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1, d2, d3) -> (d2, d3)> vs inBounds of size: 1}}
}

// -----

// attr-array-length: vector.transfer_write: list drop last
// See the comment in front of @transfer_read_dynamic_dim_to_flatten.

func.func @transfer_write_dynamic_dim_to_flatten(
    %idx_1: index,
    %idx_2: index,
    %vec : vector<1x2x6xi32>,
    %mem: memref<1x?x4x6xi32>) {

  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  vector.transfer_write %vec, %mem[%c0, %idx_1, %idx_2, %c0] {in_bounds = [true, true]} :
    vector<1x2x6xi32>, memref<1x?x4x6xi32>
// expected-error@+1 {{'vector.transfer_write' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)> vs inBounds of size: 2}}
  return
}

// CHECK: #[[$MAP:.+]] = affine_map<()[s0] -> (s0 * 6)>

// CHECK-LABEL: func.func @transfer_write_dynamic_dim_to_flatten
// CHECK-SAME:    %[[IDX_1:arg0]]: index
// CHECK-SAME:    %[[IDX_2:arg1]]: index
// CHECK-SAME:    %[[VEC:arg2]]: vector<1x2x6xi32>
// CHECK-SAME:    %[[MEM:arg3]]: memref<1x?x4x6xi32>
// CHECK:              %[[C0:.+]] = arith.constant 0 : index
// CHECK:              %[[COLLAPSED_MEM:.+]] = memref.collapse_shape %[[MEM]]
// CHECK-SAME{LITERAL}:  [[0], [1], [2, 3]]
// CHECK-SAME:           : memref<1x?x4x6xi32> into memref<1x?x24xi32>
// CHECK:              %[[COLLAPSED_IDX:.+]] = affine.apply #[[$MAP]]()[%[[IDX_2]]]
// CHECK:              %[[VEC_1D:.+]] = vector.shape_cast %[[VEC]] : vector<1x2x6xi32> to vector<12xi32>
// CHECK:              vector.transfer_write %[[VEC_1D]], %[[COLLAPSED_MEM]][%[[C0]], %[[IDX_1]], %[[COLLAPSED_IDX]]]
// CHECK-SAME:           {in_bounds = [true]} : vector<12xi32>, memref<1x?x24xi32>

// CHECK-128B-LABEL: func @transfer_write_dynamic_dim_to_flatten
//   CHECK-128B-NOT:   memref.collapse_shape

// -----

// attr-kind: vector.contract: iterator_types = @nowhere
func.func @cast_away_contraction_leading_one_dims_to_dot_product(%arg0: vector<64xf32>, %arg1: vector<1x64xf32>, %arg2: vector<1xf32>) -> vector<1xf32> {
// expected-error@+1 {{custom op 'vector.contract' expected "iterator_types" array attribute}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = @nowhere, kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<64xf32>, vector<1x64xf32> into vector<1xf32>
  return %0 : vector<1xf32>
}

// -----

// attr-kind: vector.contract: iterator_types = @nowhere
func.func @cast_away_contraction_leading_one_dims_to_dot_product(%arg0: vector<64xf32>, %arg1: vector<1x64xf32>, %arg2: vector<1xf32>) -> vector<1xf32> {
// expected-error@+1 {{custom op 'vector.contract' expected "iterator_types" array attribute}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = @nowhere, kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<64xf32>, vector<1x64xf32> into vector<1xf32>
}

// -----

// operand-count: vector.maskedload: drop an operand
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16xf32>, index, vector<1x4xi1>, vector<1x4xf32>) -> vector<1x4xf32>, sym_name = "cast_away_maskedload_leading_one_dims"}> ({
  ^bb0(%arg0: memref<16xf32>, %arg1: index, %arg2: vector<1x4xi1>, %arg3: vector<1x4xf32>):
// expected-error@+1 {{'vector.maskedload' op operand #1 must be vector of 1-bit signless integer values, but got 'index'}}
    %0 = "vector.maskedload"(%arg0, %arg1, %arg2) : (memref<16xf32>, index, vector<1x4xi1>) -> vector<1x4xf32>
  }) : () -> ()
}) : () -> ()

// -----

// operand-count: vector.extract: repeat operand %col_offset
func.func @transfer_read_2d_extract_dynamic(%m: memref<?x?xf32>, %row_idx: index, %col_idx: index,
                                            %row_offset: index, %col_offset: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %vec = vector.transfer_read %m[%row_idx, %col_idx], %cst {in_bounds = [true, true]} : memref<?x?xf32>, vector<10x5xf32>
// expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %elem = vector.extract %vec[%row_offset, %col_offset, %col_offset] : f32 from vector<10x5xf32>
}
