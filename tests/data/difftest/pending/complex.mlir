// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
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

// -----

// type-element: complex.constant: f64 -> i1
func.func @ops(%f: f32) {
// expected-error@+1 {{'complex.constant' op requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('i1')}}
  %cst_f64 = complex.constant [0.1, -1.0] : complex<i1>
}

// -----

// type-element: complex.constant: f64 -> i16
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "ops"}> ({
  ^bb0(%arg0: f32):
// expected-error@+1 {{'complex.constant' op requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('i16')}}
    %0 = "complex.constant"() <{value = [1.000000e-01, -1.000000e+00]}> : () -> complex<i16>
  }) : () -> ()
}) : () -> ()

// -----

// type-element: complex.constant: f64 -> i8
func.func @ops(%f: f32) {
// expected-error@+1 {{'complex.constant' op requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('i8')}}
  %cst_f64 = complex.constant [0.1, -1.0] : complex<i8>
}
