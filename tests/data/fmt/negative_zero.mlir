// 0.0 and -0.0 are equal as Python floats (and hash alike): a cache of float spellings
// keyed by value printed the second one as the first.
func.func @zeros() -> (f32, f32, f64, f16) {
  %zero = arith.constant 0.0 : f32
  %negative = arith.constant -0.0 : f32
  %wide = arith.constant -0.0 : f64
  %half = arith.constant -0.0 : f16
  return %zero, %negative, %wide, %half : f32, f32, f64, f16
}
