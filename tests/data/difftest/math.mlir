// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// move: math.sqrt: math.sqrt to the top level
"builtin.module"() ({
  %4 = "math.sqrt"(%arg2) <{fastmath = #arith.fastmath<none>}> : (vector<4x1x1x[4]xf32>) -> vector<4x1x1x[4]xf32>
"func.func"() <{function_type = (vector<4x1x1x[4]xf32>) -> vector<4x1x1x[4]xf32>, sym_name = "scf_for_with_internal_unit_dims"}> ({
  ^bb0(%arg0: vector<4x1x1x[4]xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "scf.for"(%0, %2, %1, %arg0) ({
    ^bb0(%arg1: index, %arg2: vector<4x1x1x[4]xf32>):
// expected-error@+1 {{'scf.yield' op using value defined outside the region}}
      "scf.yield"(%4) : (vector<4x1x1x[4]xf32>) -> ()
    }) : (index, index, index, vector<4x1x1x[4]xf32>) -> vector<4x1x1x[4]xf32>
    "func.return"(%3) : (vector<4x1x1x[4]xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-shape: math.sin: dim 0: scalable
"builtin.module"() ({
  "func.func"() <{function_type = (vector<2x2xf32>, vector<4x4xf32>) -> vector<2x2xf32>, sym_name = "test_partial_linearize"}> ({
  ^bb0(%arg0: vector<2x2xf32>, %arg1: vector<4x4xf32>):
    %0 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : vector<2x2xf32>}> : () -> vector<2x2xf32>
    %1 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [1.000000e+00, 2.000000e+00, 5.000000e+00, 6.000000e+00]]> : vector<4x4xf32>}> : () -> vector<4x4xf32>
// expected-error@+1 {{'math.sin' op all non-scalar operands/results must have the same shape and base type}}
    %3 = "math.sin"(%arg1) <{fastmath = #arith.fastmath<none>}> : (vector<4x4xf32>) -> vector<[4]x4xf32>
    "func.return"(%0) : (vector<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-shape: math.sin's result has a scalable dimension
func.func @f(%a: vector<2x2xf32>) -> vector<2x[2]xf32> {
// expected-error@+1 {{'math.sin' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "math.sin"(%a) <{fastmath = #arith.fastmath<none>}> : (vector<2x2xf32>) -> vector<2x[2]xf32>
  return %0 : vector<2x[2]xf32>
}

// -----

// type-shape: math.absf's result type differs in a dynamic dimension only
func.func @f(%a: tensor<4x?xf32>) -> tensor<?x?xf32> {
// expected-error@+2 {{'math.absf' op inferred type(s) 'tensor<4x?xf32>' are incompatible with return type(s) of operation 'tensor<?x?xf32>'}}
// expected-error@+1 {{'math.absf' op failed to infer returned types}}
  %0 = "math.absf"(%a) <{fastmath = #arith.fastmath<none>}> : (tensor<4x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// move: math.sqrt: swap math.sqrt with func.return
func.func @scf_for_with_internal_unit_dims(%vec: vector<4x1x1x[4]xf32>) -> vector<4x1x1x[4]xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %res = scf.for %i = %c0 to %c4 step %c1 iter_args(%iter = %vec) -> vector<4x1x1x[4]xf32> {
// expected-error@+1 {{Dialect `' not found for custom op 'return'  (tried '.return' as well)}}
    return %res : vector<4x1x1x[4]xf32>
