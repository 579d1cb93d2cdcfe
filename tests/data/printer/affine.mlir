// RUN: mlir-ls print --allow-unregistered-dialect
"test.affine"() {
  a = affine_map<(i, j, k)[s, t] -> (j + k, k + j, t + s, s + i, 5 + i, i - i, i * 2 + i * 3)>,
  b = affine_map<(i, j)[s] -> (i floordiv 1, (i * 4) floordiv 2, (i + 2) floordiv 2, i mod 1, (i * 4) mod 8)>,
  c = affine_map<(i, j) -> (-i, i - j, i - j * 3, -(i + j), (i + j) * -1, j * -2 + i)>,
  d = affine_map<(i)[s] -> (i ceildiv 4, (i floordiv 2) floordiv 3, i + 2 + 3, (i + 2) + s)>,
  e = affine_set<() : ()>,
  f = affine_set<(i, j)[n] : (i >= 0, n - i - 1 >= 0, j <= i, i == j)>
} : () -> ()
