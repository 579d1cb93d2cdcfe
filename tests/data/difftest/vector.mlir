// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// attr-array-length: vector.transfer_read: list drop last
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=vector,bufferization copy-before-write unknown-type-conversion=identity-layout-map" -split-input-file | FileCheck %s

// CHECK-LABEL: func @transfer_read(
//  CHECK-SAME:     %[[t:.*]]: tensor<?x?xf32>, %[[o1:.*]]: index, %[[o2:.*]]: index, %[[pad:.*]]: f32)
//       CHECK:   %[[m:.*]] = bufferization.to_buffer %[[t]] : tensor<?x?xf32> to memref<?x?xf32>
//       CHECK:   %[[r:.*]] = vector.transfer_read %[[m]][%[[o1]], %[[o2]]], %[[pad]] {in_bounds = [true, false]} : memref<?x?xf32>, vector<5x6xf32>
//       CHECK:   return %[[r]]
func.func @transfer_read(%t: tensor<?x?xf32>, %o1: index,
                    %o2: index, %pad: f32) -> vector<5x6xf32> {
// expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d0, d1)> vs inBounds of size: 1}}
  %0 = vector.transfer_read %t[%o1, %o2], %pad {in_bounds = [true]}
      : tensor<?x?xf32>, vector<5x6xf32>
  return %0 : vector<5x6xf32>
}

// -----

// attr-array-length: vector.extract_strided_slice: list drop last
"builtin.module"() ({
  "func.func"() <{function_type = (vector<2x8x2xf32>) -> vector<1x4x2xf32>, sym_name = "test_extract_strided_slice_3D"}> ({
  ^bb0(%arg0: vector<2x8x2xf32>):
// expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
    %0 = "vector.extract_strided_slice"(%arg0) <{offsets = [1, 2], sizes = [1], strides = [1, 1]}> : (vector<2x8x2xf32>) -> vector<1x4x2xf32>
    "func.return"(%0) : (vector<1x4x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-array-length: vector.shuffle: array duplicate first
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, vector<4xf32>) -> vector<6xf32>, sym_name = "negative_shuffle_same_input_sizes"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: vector<4xf32>):
// expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
    %0 = "vector.shuffle"(%arg0, %arg1) <{mask = array<i64: 0, 0, 1, 4, 5, 2, 6>}> : (vector<4xf32>, vector<4xf32>) -> vector<6xf32>
    "func.return"(%0) : (vector<6xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-array-length: vector.insert: array duplicate first
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, vector<1x1x4xf32>) -> vector<1x1x4xf32>, sym_name = "cast_away_insert_leading_one_dims_rank1"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: vector<1x1x4xf32>):
// expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
    %0 = "vector.insert"(%arg0, %arg1) <{static_position = array<i64: 0, 0, 0>}> : (vector<4xf32>, vector<1x1x4xf32>) -> vector<1x1x4xf32>
    "func.return"(%0) : (vector<1x1x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-array-length: vector.transfer_read: list duplicate first
#map = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x?x?x2xi8>) -> vector<2x2x2xi8>, sym_name = "negative_transfer_read_dynamic_dim_to_flatten"}> ({
  ^bb0(%arg0: memref<4x?x?x2xi8>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i8}> : () -> i8
// expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)> vs inBounds of size: 4}}
    %2 = "vector.transfer_read"(%arg0, %0, %0, %0, %0, %1) <{in_bounds = [false, false, false, false], operandSegmentSizes = array<i32: 1, 4, 1, 0>, permutation_map = #map}> : (memref<4x?x?x2xi8>, index, index, index, index, i8) -> vector<2x2x2xi8>
    "func.return"(%2) : (vector<2x2x2xi8>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: vector.shape_cast: vector.shape_cast to the top level
"builtin.module"() ({
  %5 = "vector.shape_cast"(%4) : (vector<1x8xi32>) -> vector<8xi32>
"func.func"() <{function_type = (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>, sym_name = "fold_unit_dims_entirely"}> ({
  ^bb0(%arg0: vector<8xi32>, %arg1: vector<8xi32>, %arg2: vector<8xi32>):
    %0 = "vector.shape_cast"(%arg0) : (vector<8xi32>) -> vector<1x8xi32>
    %1 = "vector.shape_cast"(%arg1) : (vector<8xi32>) -> vector<1x8xi32>
    %2 = "vector.shape_cast"(%arg2) : (vector<8xi32>) -> vector<1x8xi32>
    %3 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<1x8xi32>, vector<1x8xi32>) -> vector<1x8xi32>
    %4 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<1x8xi32>, vector<1x8xi32>) -> vector<1x8xi32>
// expected-error@+1 {{'func.return' op using value defined outside the region}}
    "func.return"(%5) : (vector<8xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: vector.insert_strided_slice's offsets a unit attribute (custom parser)
func.func @f(%a: vector<2xi8>, %b: vector<4xi8>) -> vector<4xi8> {
// expected-error@+1 {{custom op 'vector.insert_strided_slice' 'vector.insert_strided_slice' op attribute 'offsets' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = vector.insert_strided_slice %a, %b {offsets = unit, strides = [1]} : vector<2xi8> into vector<4xi8>
  return %0 : vector<4xi8>
}

// -----

// terminator: vector.mask: drop vector.yield
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<32x16xf32>, vector<8x32x16xf32>, vector<8x32x16xi1>) -> vector<8x32xf32>, sym_name = "contract_broadcast_masked"}> ({
  ^bb0(%arg0: vector<32x16xf32>, %arg1: vector<8x32x16xf32>, %arg2: vector<8x32x16xi1>):
    %0 = "arith.constant"() <{value = dense<0.000000e+00> : vector<8x32xf32>}> : () -> vector<8x32xf32>
    %1 = "vector.broadcast"(%arg0) : (vector<32x16xf32>) -> vector<8x32x16xf32>
// expected-error@+1 {{'vector.mask' op expects a terminator within the mask region}}
    %2 = "vector.mask"(%arg2) ({
      %3 = "vector.contract"(%1, %arg1, %0) <{fastmath = #arith.fastmath<none>, indexing_maps = [#map, #map, #map1], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<8x32x16xf32>, vector<8x32x16xf32>, vector<8x32xf32>) -> vector<8x32xf32>
    }) : (vector<8x32x16xi1>) -> vector<8x32xf32>
    "func.return"(%2) : (vector<8x32xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// operand-count: vector.contract: repeat operand %arg2
#contraction_accesses1 = [
]
#contraction_trait1 = {
  iterator_types = ["parallel", "parallel", "parallel", "reduction"],
  kind = #vector.kind<mul>
}
// expected-error@+1 {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract #contraction_trait1 %arg0, %arg1, %arg2, %arg2  : vector<1x1x8xf32>, vector<1x8x16xf32> into vector<1x1x16xf32>
