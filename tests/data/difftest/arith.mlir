// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// type-rank: arith.constant: drop a dimension
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xi4>) -> (), sym_name = "vector_maskedstore_i4_arith_constant"}> ({
  ^bb0(%arg0: vector<8xi4>):
// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
    %1 = "arith.constant"() <{value = dense<0> : vector<8xi4>}> : () -> vector<i4>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: arith.mulf: arith.mulf to the top level
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  %2 = "arith.mulf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
"func.func"() <{function_type = (memref<?x?x?xi8>, memref<?x?xi8>, memref<?x?xf32>) -> (), sym_name = "generalize_batch_matm_vec"}> ({
  ^bb0(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?xi8>, %arg2: memref<?x?xf32>):
    "linalg.batch_matvec"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: f32):
      %0 = "arith.sitofp"(%arg3) : (i8) -> f32
      %1 = "arith.sitofp"(%arg4) : (i8) -> f32
// expected-error@+1 {{'arith.addf' op using value defined outside the region}}
      %3 = "arith.addf"(%arg5, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?xi8>, memref<?x?xi8>, memref<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: arith.trunci: arith.trunci to the top level
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  %2 = "arith.trunci"(%arg4) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
"func.func"() <{function_type = (tensor<16x8xi16>, tensor<8x32xi64>, tensor<16x32xi32>) -> tensor<16x32xi32>, sym_name = "generalize_matmul_unsigned_tensor_i16i64i32"}> ({
  ^bb0(%arg0: tensor<16x8xi16>, %arg1: tensor<8x32xi64>, %arg2: tensor<16x32xi32>):
    %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i16, %arg4: i64, %arg5: i32):
      %1 = "arith.extui"(%arg3) : (i16) -> i32
// expected-error@+1 {{'arith.muli' op using value defined outside the region}}
      %3 = "arith.muli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.addi"(%arg5, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%4) : (i32) -> ()
    }) : (tensor<16x8xi16>, tensor<8x32xi64>, tensor<16x32xi32>) -> tensor<16x32xi32>
    "func.return"(%0) : (tensor<16x32xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-element: arith.constant's value of another type than its result
func.func @f() -> index {
// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> index
  return %0 : index
}

// -----

// attr-kind: arith.constant's value a string (typed `none`)
func.func @f() -> index {
// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = "bogus"}> : () -> index
  return %0 : index
}

// -----

// attr-kind: arith.constant: value = -1 : i32
"builtin.module"() ({
  "func.func"() <{function_type = (memref<5x4x3x2xi8>) -> vector<2x1x2x2xi8>, sym_name = "transfer_read_dims_mismatch_non_contiguous_slice"}> ({
  ^bb0(%arg0: memref<5x4x3x2xi8>):
// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i8}> : () -> i8
  }) : () -> ()
}) : () -> ()
