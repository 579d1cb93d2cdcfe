// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
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

// -----

// type-element: complex.constant: f64 -> i1
func.func @ops(%f: f32) {
// expected-error@+1 {{'complex.constant' op requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('i1')}}
  %cst_f64 = complex.constant [0.1, -1.0] : complex<i1>
  return
}

// -----

// type-element: complex.bitcast: i64 -> index
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "ops"}> ({
  ^bb0(%arg0: f32):
    %2 = "complex.create"(%arg0, %arg0) : (f32, f32) -> complex<f32>
// expected-error@+1 {{'complex.bitcast' op result must be int/float/complex}}
    %26 = "complex.bitcast"(%2) : (complex<f32>) -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
