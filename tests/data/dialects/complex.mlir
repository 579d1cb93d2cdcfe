// RUN: mlir-ls check --split-input-file %s

func.func @ok(%a: complex<f32>) -> f32 {
  %0 = complex.add %a, %a : complex<f32>
  %1 = complex.abs %0 fastmath<fast> : complex<f32>
  return %1 : f32
}

// -----

func.func @constant_length() {
  // expected-error@+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @bitcast_no_complex(%x: i64) {
  // expected-error@+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %x : i64 to f64
  return
}
