// RUN: mlir-ls print --allow-unregistered-dialect
"test.attrs"() {
  f32 = 0.1 : f32, f64 = 1.0, half = 65504.0 : f16, big = 123456789.0, third = 0.3333333333333333,
  inf = 0x7F800000 : f32, i8 = 255 : i8, neg = -1 : si8, u = 200 : ui8, idx = 7 : index, b = true,
  str = "quote\" back\\ tab\t", sym = @"weird name"::@nested, arr = [1, 2 : i32, 3.0, unit],
  dict = {z = 1, "a b" = 2}, dense = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
  splat = dense<[5, 5, 5]> : vector<3xi8>, fsplat = dense<1.5> : tensor<2x3xf32>,
  hexd = dense<"0x0100000002000000"> : tensor<2xi32>, empty = dense<> : tensor<0xi32>,
  complex = dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>, arr32 = array<i32: 1, -2>,
  farr = array<f32: 0.5>, barr = array<i1: true, false>, earr = array<i64>,
  strided = strided<[?, 1], offset: ?>, zero = strided<[4, 1], offset: 0>,
  mem = memref<4xf32, 0>, mem1 = memref<4xf32, affine_map<(d0) -> (d0)>>,
  vec = vector<[4]x2xf32>, fn = (i32) -> (i32), fns = () -> ((i32) -> i32),
  tup = tuple<i32, f32>, unranked = tensor<*xf32>, cplx = complex<f64>,
  opaque = !foo.bar<"x y">, dialect_attr = #foo.thing<1, 2>
} : () -> ()
