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
