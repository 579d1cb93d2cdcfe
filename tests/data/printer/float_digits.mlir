// RUN: mlir-ls print
// APFloat::toString truncates the significand to about 6 digits before rounding: 0.0667
// then keeps `666999`, its 6-digit form does not read back and the full form is printed.
func.func @digits() -> (f64, f64, f64, f32, f64, f64, f32, f64) {
  %a = arith.constant 0.0667 : f64
  %b = arith.constant 0.2 : f64
  %c = arith.constant 0.00001 : f64
  %d = arith.constant 0.0667 : f32
  %e = arith.constant 0.07958029955625534 : f64
  %f = arith.constant -0.6961928009986877 : f64
  %g = arith.constant 3.14159 : f32
  %h = arith.constant 0.3333 : f64
  return %a, %b, %c, %d, %e, %f, %g, %h : f64, f64, f64, f32, f64, f64, f32, f64
}
