// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

"test.attrs"() {
  unit_attr, bool_t = true, bool_f = false,
  i = 42, neg = -7 : i32, idx = 3 : index, u = 255 : ui8, s = -128 : si8, hex = 0xFF : i32,
  f = 1.5, f32 = -2.5e-3 : f32, fhex = 0x7FC00000 : f32, bf = 1.0 : bf16,
  str = "hi \"there\"\n", typed_str = "x" : i32, "quoted key" = 1,
  arr = [1, "two", [3.0]], empty_arr = [], dict = {a = 1, b = {c}},
  ty = i32, fty = (i32) -> f32, dialect_ty = !test.t<1>,
  sym = @sym, nested = @a::@b::@"c d",
  map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 ceildiv s0, (d0 + d1) mod 3, -d0)>,
  empty_map = affine_map<() -> ()>, const_map = affine_map<(d0) -> (7)>,
  set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0, d0 - 2 == 0)>,
  darr = array<i32: 1, 2, -3>, dbool = array<i1: true, false>, df = array<f32: 1.0, 2.5>, dempty = array<i64>,
  dense_splat = dense<1.0> : tensor<4xf32>, dense_nested = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
  dense_bool = dense<[true, false]> : vector<2xi1>, dense_hex = dense<"0x0000803F"> : tensor<1xf32>,
  dense_complex = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, dense_empty = dense<> : tensor<0xi32>,
  dense_str = dense<["a", "b"]> : tensor<2x!test.string>,
  res = dense_resource<blob1> : tensor<3xi64>,
  sp = sparse<[[0, 0], [1, 2]], [1.0, 5.0]> : tensor<3x4xf32>,
  strided = strided<[4, 1], offset: ?>,
  dist = distinct[0]<42 : i32>, dist_unit = distinct[1]<>,
  dialect_attr = #test.attr<"x", [1, 2]>, verbose = #test<"pretty">, typed_dialect = #test.t : i32,
  loc = loc("file.mlir":1:2)
} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"test.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"test.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"test.op"() {a = 42 : f32} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"test.op"() {a = 1.5 : i32} : () -> ()

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"test.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"test.op"() {a = dense<[1.0]> : tensor<1xi32>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"test.op"() {a = dense<[[1], 2]> : tensor<2x1xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"test.op"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error@+1 {{parsed zero elements, but type ('tensor<i64>') expected at least 1}}
#attr = dense<> : tensor<i64>

// -----

// expected-error@+1 {{element type bitwidth must be a multiple of 8}}
#attr = array<i7: 1>

// -----

// expected-error@+1 {{use of undeclared identifier}}
#map = affine_map<(d0) -> (d1)>

// -----

// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#map = affine_map<(d0, d1) -> (d0 * d1)>

// -----

// expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
#map = affine_map<(d0, d1) -> (d0 mod d1)>

// -----

// expected-error@+1 {{undefined symbol alias id 'missing'}}
"test.op"() {a = #missing} : () -> ()

// -----

// expected-error@+1 {{expected attribute value}}
"test.op"() {a = } : () -> ()

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
#attr = dense_resource<resource> : i32

// -----

// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
"test.op"() {bar = dense<-0x7FFFFFFF> : tensor<2xf32>} : () -> ()
