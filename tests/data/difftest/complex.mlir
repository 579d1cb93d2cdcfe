// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// type-element: complex.div: f32 -> i32
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "ops"}> ({
  ^bb0(%arg0: f32):
    %2 = "complex.create"(%arg0, %arg0) : (f32, f32) -> complex<f32>
// expected-error@+1 {{'complex.div' op result #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
    %8 = "complex.div"(%2, %2) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<i32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-element: complex.div: f32 -> i8
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "ops"}> ({
  ^bb0(%arg0: f32):
    %2 = "complex.create"(%arg0, %arg0) : (f32, f32) -> complex<f32>
// expected-error@+1 {{'complex.div' op result #0 must be complex type with floating-point elements, but got 'complex<i8>'}}
    %8 = "complex.div"(%2, %2) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<i8>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: complex.log1p: complex.log1p to the top level
"builtin.module"() ({
// expected-error@+1 {{operand #0 does not dominate this use}}
  %13 = "complex.log1p"(%2) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
"func.func"() <{function_type = (f32) -> (), sym_name = "ops"}> ({
  ^bb0(%arg0: f32):
    %2 = "complex.create"(%arg0, %arg0) : (f32, f32) -> complex<f32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: complex.add: complex.add to the top level
"builtin.module"() ({
  %3 = "complex.add"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
"func.func"() <{function_type = (memref<10xcomplex<f32>>, memref<10xcomplex<f32>>, memref<10xcomplex<f32>>) -> (), sym_name = "binary_ops_complex"}> ({
  ^bb0(%arg0: memref<10xcomplex<f32>>, %arg1: memref<10xcomplex<f32>>, %arg2: memref<10xcomplex<f32>>):
    "linalg.add"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: complex<f32>, %arg13: complex<f32>, %arg14: complex<f32>):
// expected-error@+1 {{'linalg.yield' op using value defined outside the region}}
      "linalg.yield"(%3) : (complex<f32>) -> ()
    }) : (memref<10xcomplex<f32>>, memref<10xcomplex<f32>>, memref<10xcomplex<f32>>) -> ()
    "linalg.sub"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: complex<f32>, %arg10: complex<f32>, %arg11: complex<f32>):
      %2 = "complex.sub"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
      "linalg.yield"(%2) : (complex<f32>) -> ()
    }) : (memref<10xcomplex<f32>>, memref<10xcomplex<f32>>, memref<10xcomplex<f32>>) -> ()
    "linalg.mul"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: complex<f32>, %arg7: complex<f32>, %arg8: complex<f32>):
      %1 = "complex.mul"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
      "linalg.yield"(%1) : (complex<f32>) -> ()
    }) : (memref<10xcomplex<f32>>, memref<10xcomplex<f32>>, memref<10xcomplex<f32>>) -> ()
    "linalg.div"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: complex<f32>, %arg4: complex<f32>, %arg5: complex<f32>):
      %0 = "complex.div"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
      "linalg.yield"(%0) : (complex<f32>) -> ()
    }) : (memref<10xcomplex<f32>>, memref<10xcomplex<f32>>, memref<10xcomplex<f32>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-element: complex.re's result is not the element type
func.func @f(%a: complex<f32>) -> bf16 {
// expected-error@+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> bf16
  return %0 : bf16
}

// -----

// type-width: complex.create's parts of two types
func.func @f(%a: f32, %b: f64) -> complex<f32> {
// expected-error@+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return %0 : complex<f32>
}

// -----

// type-element: complex.mul: f32 -> index
#map = affine_map<(d0) -> (d0)>
  "func.func"() <{function_type = (memref<10xcomplex<f32>>, memref<10xcomplex<f32>>, memref<10xcomplex<f32>>) -> (), sym_name = "binary_ops_complex"}> ({
  ^bb0(%arg0: memref<10xcomplex<f32>>, %arg1: memref<10xcomplex<f32>>, %arg2: memref<10xcomplex<f32>>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: complex<f32>, %arg13: complex<f32>, %arg14: complex<f32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: complex<f32>, %arg7: complex<f32>, %arg8: complex<f32>):
// expected-error@+1 {{invalid element type for complex}}
      %1 = "complex.mul"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<index>) -> complex<f32>

// -----

// type-element: complex.add: f32 -> index
  "func.func"() <{function_type = (f32) -> (), sym_name = "ops"}> ({
  ^bb0(%arg0: f32):
    %2 = "complex.create"(%arg0, %arg0) : (f32, f32) -> complex<f32>
// expected-error@+1 {{invalid element type for complex}}
    %6 = "complex.add"(%2, %2) <{fastmath = #arith.fastmath<none>}> : (complex<index>, complex<f32>) -> complex<f32>
