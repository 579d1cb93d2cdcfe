// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s
// Builtin attribute parameters: dense and sparse elements (shape, type, hex data, ranges),
// dense arrays, distinct IDs, symbol references, enum attributes of dialects.
// Annotations: upstream MLIR's findings (the oracle), one case per chunk.
// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"test.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"test.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"test.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"test.op"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

"test.op"() {a = dense<1> : memref<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected ':'}}
"test.op"() {a = dense<1>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"test.op"() {a = dense<300> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
"test.op"() {a = dense<-1> : tensor<2xui8>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"test.op"() {a = dense<true> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xi8>'}}
"test.op"() {a = dense<"0x0102"> : tensor<3xi8>} : () -> ()

// -----

"test.op"() {a = dense<(1, 2)> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"test.op"() {a = dense<["a", "b"]> : tensor<3x!unknown.x>} : () -> ()

// -----

"test.op"() {a = dense<1> : tensor<2xindex>, b = dense<1> : vector<2xindex>} : () -> ()

// -----

"test.op"() {a = sparse<[[0, 0]], [1.0]> : tensor<2x2xf32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
"test.op"() {a = sparse<[[0, 0, 0]], [1.0]> : tensor<2x2xf32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([2])}}
"test.op"() {a = sparse<[[0, 0]], [1.0, 2.0]> : tensor<2x2xf32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[5, 0], and type='tensor<2x2xf32>'}}
"test.op"() {a = sparse<[[5, 0]], [1.0]> : tensor<2x2xf32>} : () -> ()

// -----

"test.op"() {a = array<i32: 1, 2>} : () -> ()

// -----

// expected-error@+1 {{expected integer literal}}
"test.op"() {a = array<i32: 1.5>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range}}
"test.op"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error@+1 {{unexpected decimal integer literal for a floating point value}}
"test.op"() {a = array<f32: 1>} : () -> ()

// -----

// expected-error@+1 {{expected integer or float type, got: 'index'}}
"test.op"() {a = array<index: 1>} : () -> ()

// -----

// expected-error@+1 {{expected integer or float type, got: 'tensor<i32>'}}
"test.op"() {a = array<tensor<i32>: 1>} : () -> ()

// -----

// expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
"test.op"() {a = array<i1: true, 0>} : () -> ()

// -----

"test.op"() {a = array<i32>} : () -> ()

// -----

// expected-error@+1 {{expected ':' after dense array type}}
"test.op"() {a = array<i32 1>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"test.op"() {a = 300 : i8} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"test.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"test.op"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error@+1 {{unexpected decimal integer literal for a floating point value}}
"test.op"() {a = 1 : f32} : () -> ()

// -----

"test.op"() {a = 0x7F800000 : f32} : () -> ()

// -----

"test.op"() {a = 0x7F80 : f32} : () -> ()

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
"test.op"() {a = 1 : tensor<i32>} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"test.op"() {a = "s" : } : () -> ()

// -----

// expected-error@+1 {{referenced attribute does not match previous definition: 1 : i32}}
"test.op"() {a = distinct[0]<1 : i32>, b = distinct[0]<2 : i32>} : () -> ()

// -----

// expected-error@+1 {{expected distinct ID}}
"test.op"() {a = distinct[-1]<>} : () -> ()

// -----

"test.op"() {a = strided<[1, 2], offset: 3>} : () -> ()

// -----

// expected-error@+1 {{use of undeclared identifier}}
"test.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

"test.op"() {a = affine_set<(d0) : (d0 >= 0)>} : () -> ()

// -----

// expected-error@+1 {{expected nested symbol reference identifier}}
"test.op"() {a = @foo::bar} : () -> ()

// -----

// expected-error@+1 {{expected attribute value}}
"test.op"() {a = opaque<"x", "0xDEAD"> : tensor<2xi8>} : () -> ()

// -----

"test.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
"test.op"() {a = dense_resource<blob1> : i32} : () -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"test.op"() {a = unit, a = unit} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"test.op"() {a = 1 : i0} : () -> ()

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"test.op"() {a = true : i2} : () -> ()

// -----

// expected-error@+1 {{expected attribute value}}
"test.op"() {a = [1, } : () -> ()

// -----

// expected-error@+1 {{duplicate key 'b' in dictionary attribute}}
"test.op"() {a = {b = 1, b = 2}} : () -> ()

// -----

"test.op"() {a = dense<[1, 2]> : tensor<2xi32, "enc">} : () -> ()

// -----

"test.op"() {a = dense<> : tensor<0xi32>} : () -> ()

// -----

"test.op"() {a = dense<[]> : tensor<0xi32>} : () -> ()

// -----

// expected-error@+1 {{inferred shape of elements literal ([0]) does not match type ([2])}}
"test.op"() {a = dense<[]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected ':'}}
"test.op"() {a = dense<1>} : () -> ()

// -----

// expected-error@+1 {{expected ':'}}
"test.op"() {a = dense<1>, b = 2} : () -> ()

// -----

// expected-error@+1 {{expected ':'}}
"test.op"() {a = sparse<[[0, 0]], [1.0]>} : () -> ()

// -----

// expected-error@+1 {{elements literal must be a shaped type}}
"test.op"() {a = dense<1> : i32} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"test.op"() {a = array<i32: true>} : () -> ()

// -----

// expected-error@+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"test.op"() {a = dense<> : tensor<2xi32>} : () -> ()

// -----

"test.op"() {a = dense<"0x01020304"> : tensor<2xi16>} : () -> ()

// -----

"test.op"() {a = dense<"0x0102"> : tensor<2xi16>} : () -> ()

// -----

"test.op"() {a = dense<"0x01"> : tensor<4xi1>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<4xi1>'}}
"test.op"() {a = dense<"0x0100"> : tensor<4xi1>} : () -> ()

// -----

"test.op"() {a = dense<"0x01000000"> : tensor<4xi1>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<2xi16>'}}
"test.op"() {a = dense<"0x0102030405"> : tensor<2xi16>} : () -> ()

// -----

"test.op"() {a = dense<"0x0102030405060708"> : tensor<2xcomplex<i16>>} : () -> ()

// -----

"test.op"() {a = dense<"0x01020304"> : tensor<2xcomplex<i16>>} : () -> ()

// -----

"test.op"() {a = dense<"0x0102030405060708"> : tensor<1xindex>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<1xindex>'}}
"test.op"() {a = dense<"0x01020304"> : tensor<1xindex>} : () -> ()

// -----

"test.op"() {a = dense<"0x0102"> : tensor<2xi4>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"test.op"() {a = dense<1> : tensor<*xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"test.op"() {a = sparse<[[0, 0]], [1.0]> : tensor<2x2xi32>} : () -> ()

// -----

"test.op"() {a = sparse<[0], [1]> : tensor<2xi32>} : () -> ()

// -----

"test.op"() {a = sparse<0, 1> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[0, 18446744073709551615], and type='tenso}}
"test.op"() {a = sparse<[[0, -1]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

"test.op"() {a = sparse<[[0, 0]], [1]> : vector<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal must be a shaped type}}
"test.op"() {a = sparse<[[0, 0]], [1]> : i32} : () -> ()

// -----

"test.op"() {a = sparse<[[0, 0], [1, 1]], 5> : tensor<2x2xi32>} : () -> ()

// -----

"test.op"() {a = distinct[0]<1 : i32>, b = distinct[0]<1 : i32>} : () -> ()

// -----

"test.op"() {a = array<i32: -1>, b = array<ui8: -1>} : () -> ()

// -----

"test.op"() {a = array<f32: 1.0, 0x3F800000>, b = array<f16: 0x7C00>} : () -> ()

// -----

"test.op"() {a = sparse<[1, 3], [10.0, 20.0]> : tensor<5xf32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #1 is not contained within the value shape, with index=[7], and type='tensor<5xf32>'}}
"test.op"() {a = sparse<[1, 7], [10.0, 20.0]> : tensor<5xf32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([5]); inferred shape of indices literal ([2]); inferred shape of values literal ([1])}}
"test.op"() {a = sparse<[1, 3], [10.0]> : tensor<5xf32>} : () -> ()

// -----

// expected-error@+1 {{expected 1-d tensor for sparse element values}}
"test.op"() {a = sparse<[1, 3], [[10.0], [2.0]]> : tensor<5xf32>} : () -> ()

// -----

"test.op"() {a = sparse<0, 1.0> : tensor<5x5xf32>} : () -> ()

// -----

"test.op"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([3, 4]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])}}
"test.op"() {a = sparse<[0, 0], [1, 5]> : tensor<3x4xi32>} : () -> ()

// -----

func.func @f(%a: vector<4xf32>) -> f32 {
// expected-error@+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minn}}
// expected-error@+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::ml}}
  %0 = vector.reduction <foo>, %a : vector<4xf32> into f32
  return %0 : f32
}

// -----

// expected-error@+2 {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, a}}
// expected-error@+1 {{failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
"test.op"() {a = #vector.kind<foo>} : () -> ()

// -----

// expected-error@+2 {{expected ::mlir::utils::IteratorType to be one of: parallel, reduction}}
// expected-error@+1 {{failed to parse IteratorTypeEnum parameter 'value' which is to be a `::mlir::utils::IteratorType`}}
"test.op"() {a = #linalg.iterator_type<foo>} : () -> ()

// -----

// expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
"test.op"() {a = #arith.fastmath<foo>} : () -> ()

// -----

func.func @f(%a: f32) -> f32 {
// expected-error@+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arc}}
// expected-error@+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::F}}
  %0 = arith.addf %a, %a fastmath<foo> : f32
  return %0 : f32
}
