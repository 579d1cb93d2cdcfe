// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// attr-kind: affine.delinearize_index: static_basis = array<i64: 1>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xindex>, index) -> (vector<4xindex>, vector<4xindex>), sym_name = "delinearize_vector_dynamic"}> ({
  ^bb0(%arg0: vector<4xindex>, %arg1: index):
// expected-error@+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
    %0:2 = "affine.delinearize_index"(%arg0, %arg1) <{static_basis = array<i64: 1>}> : (vector<4xindex>, index) -> (vector<4xindex>, vector<4xindex>)
    "func.return"(%0#0, %0#1) : (vector<4xindex>, vector<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// terminator: affine.for: drop affine.yield
// CHECK-LABEL: func @use_of_iter_operands_invariant
func.func @use_of_iter_operands_invariant(%m : memref<10xindex>) {
  %sum_1 = arith.constant 0 : index
  %v0 = affine.for %arg1 = 0 to 11 iter_args (%prevAccum = %sum_1) -> index {
    %prod = arith.muli %sum_1, %sum_1 : index
// expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    %newAccum = arith.addi %prevAccum, %prod : index
  }
  return
}

// CHECK:       constant
// CHECK-NEXT:  muli
// CHECK-NEXT:  affine.for
// CHECK-NEXT:    addi
// CHECK-NEXT:    affine.yield

// -----

// type-rank: affine.parallel: add a dimension
#map = affine_map<() -> (0)>
#map2 = affine_map<(d0, d1, d2) -> (d0 + 3968, d1 + d2 * 64)>
#map3 = affine_map<(d0) -> (64, d0 * -64 + 1020)>
#map4 = affine_map<() -> (0, 0)>
#map5 = affine_map<(d0) -> (128, 122, 64, d0 * -64 + 2040)>
#map6 = affine_map<() -> (16)>
#map7 = affine_map<() -> (32)>
#map8 = affine_map<(d0, d1) -> (d0 + 3968, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4090x2040xf32>, index) -> (), sym_name = "affine_parallel"}> ({
  ^bb0(%arg0: memref<4090x2040xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map7}> ({
    ^bb0(%arg12: index):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
      ^bb0(%arg13: index):
// expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (4) and upper bound (2), and the number of steps (2) must all match}}
        "affine.parallel"(%arg12) <{lowerBoundsGroups = dense<1> : tensor<2x2xi32>, lowerBoundsMap = #map4, reductions = [], steps = [1, 1], upperBoundsGroups = dense<2> : tensor<2xi32>, upperBoundsMap = #map5}> ({
        ^bb0(%arg14: index, %arg15: index):
          "affine.for"(%arg13) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
          ^bb0(%arg16: index):
            "affine.yield"() : () -> ()
          }) : (index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    "scf.parallel"(%1, %3, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg7: index):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
      ^bb0(%arg8: index):
        "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map4, reductions = [], steps = [1, 1], upperBoundsGroups = dense<2> : tensor<2xi32>, upperBoundsMap = #map5}> ({
        ^bb0(%arg9: index, %arg10: index):
          "affine.for"(%arg8) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
          ^bb0(%arg11: index):
            "affine.yield"() : () -> ()
          }) : (index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg2: index):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
      ^bb0(%arg3: index):
        "affine.parallel"(%arg2) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map4, reductions = [], steps = [1, 1], upperBoundsGroups = dense<2> : tensor<2xi32>, upperBoundsMap = #map5}> ({
        ^bb0(%arg4: index, %arg5: index):
          "scf.for"(%1, %arg1, %2) ({
          }) : (index, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: affine.parallel: reductions = "bogus"
#map = affine_map<() -> (0)>
#map2 = affine_map<(d0, d1, d2) -> (d0 + 3968, d1 + d2 * 64)>
#map3 = affine_map<(d0) -> (64, d0 * -64 + 1020)>
#map4 = affine_map<() -> (0, 0)>
#map5 = affine_map<(d0) -> (128, 122, 64, d0 * -64 + 2040)>
#map6 = affine_map<() -> (16)>
#map7 = affine_map<() -> (32)>
#map8 = affine_map<(d0, d1) -> (d0 + 3968, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4090x2040xf32>, index) -> (), sym_name = "affine_parallel"}> ({
  ^bb0(%arg0: memref<4090x2040xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map7}> ({
    ^bb0(%arg12: index):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
      ^bb0(%arg13: index):
        "affine.parallel"(%arg12) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map4, reductions = [], steps = [1, 1], upperBoundsGroups = dense<2> : tensor<2xi32>, upperBoundsMap = #map5}> ({
        ^bb0(%arg14: index, %arg15: index):
          "affine.for"(%arg13) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
          ^bb0(%arg16: index):
            "affine.yield"() : () -> ()
          }) : (index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    "scf.parallel"(%1, %3, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg7: index):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
      ^bb0(%arg8: index):
        "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map4, reductions = [], steps = [1, 1], upperBoundsGroups = dense<2> : tensor<2xi32>, upperBoundsMap = #map5}> ({
        ^bb0(%arg9: index, %arg10: index):
          "affine.for"(%arg8) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
          ^bb0(%arg11: index):
            "affine.yield"() : () -> ()
          }) : (index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg2: index):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
      ^bb0(%arg3: index):
// expected-error@+1 {{invalid properties {lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = "bogus", steps = [1, 1], upperBoundsGroups = dense<2> : tensor<2xi32>, upperBoundsMap = affine_map<(d0) -> (128, 122, 64, d0 * -64 + 2040)>} for op affine.parallel: Invalid attribute `reductions` in property conversion: "bogus"}}
        "affine.parallel"(%arg2) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map4, reductions = "bogus", steps = [1, 1], upperBoundsGroups = dense<2> : tensor<2xi32>, upperBoundsMap = #map5}> ({
        ^bb0(%arg4: index, %arg5: index):
          "scf.for"(%1, %arg1, %2) ({
          }) : (index, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: affine.linearize_index: disjoint = @nowhere
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index, index) -> index, sym_name = "linearize_dynamic"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "affine.linearize_index"(%arg0, %arg1, %arg2, %arg3, %arg4) <{disjoint = @nowhere, operandSegmentSizes = array<i32: 3, 2>, static_basis = array<i64: -9223372036854775808, -9223372036854775808>}> : (index, index, index, index, index) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: affine.linearize_index: disjoint = @nowhere
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index, index) -> index, sym_name = "linearize_dynamic"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "affine.linearize_index"(%arg0, %arg1, %arg2, %arg3, %arg4) <{disjoint = @nowhere, operandSegmentSizes = array<i32: 3, 2>, static_basis = array<i64: -9223372036854775808, -9223372036854775808>}> : (index, index, index, index, index) -> index
  }) : () -> ()
}) : () -> ()
