// RUN: mlir-ls print --allow-unregistered-dialect
// Upstream folds two constants only when the result fits in 64 bits, but the other folds
// ((e * c1) * c2, (e + c1) + c2, c1 * e + c2 * e, (e * c1) floordiv c2) compute in int64_t
// and wrap around (bench/fuzz.py found a product printed as a constant that did not parse).
"test.affine"() {
  a = affine_map<(d)[s] -> (22 * 2 * 2 * 22 * 2 * 2 * 2 * 22 * 2 * 22 * 2 * 22 * 2 * 22 * 2 * 2 * 22 * 2 * 2 * 22 * 2 * 2 * 22 * 2 * 22 * 2 * 22 * 2 * 22 * 2 * 2 * 22 * 2 * 22 * 2 * 2 * 2 * 22 * 2 * 22 * 2 * 22 * 2 * 22 * 2 * 2 * 22 * 2 * 2 * 22 * 2 * 2 * 22)>,
  b = affine_map<(d0)[s0] -> (d0 * 4611686018427387904 * 4, d0 * s0 * 4611686018427387904 * 4)>,
  c = affine_map<(d0) -> (d0 * 9223372036854775807 + d0 * 2, d0 - d0 * 9223372036854775807 * 2)>,
  d = affine_map<(d0) -> ((d0 + 9223372036854775807) - 3 + 5, d0 - -9223372036854775807 - 1)>,
  e = affine_map<(d0) -> ((d0 * 4611686018427387904 * 2) floordiv 4, (d0 * 4611686018427387904 * 4) floordiv 3)>,
  f = affine_map<(d0) -> ((d0 * 4611686018427387904 * 2) mod 8, (d0 * 4611686018427387904 * 4) mod 3, d0 * 9223372036854775807 * 2 mod 5)>
} : () -> ()
