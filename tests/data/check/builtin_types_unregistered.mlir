// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s
// Builtin type parameters with --allow-unregistered-dialect: memory space kinds, element types
// of dialect and opaque types, dialects that define no types or attributes. Annotations:
// upstream MLIR's findings (the oracle).
// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<2xi8, [1]>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<2xi8, unit>)

// -----

func.func private @f(%arg0: memref<2xi8, true>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<2xi8, 1.0>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<2xi8, f32>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<2xi8, @sym>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<2xi8, dense<1> : tensor<i32>>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<2xi8, array<i32: 1>>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<2xi8, loc(unknown)>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<2xi8, affine_set<(d0) : (d0 >= 0)>>)

// -----

func.func private @f(%arg0: memref<2xi8, "s">)

// -----

func.func private @f(%arg0: memref<2xi8, {}>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<2xi8, distinct[0]<>>)

// -----

func.func private @f(%arg0: memref<2xi8, #gpu.address_space<workgroup>>)

// -----

// expected-error@+1 {{expected attribute value}}
func.func private @f(%arg0: memref<2xi8, opaque<"gpu", "x"> : i32>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<*xi8, f32>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<*xi8, [1]>)

// -----

func.func private @f(%arg0: memref<*xi8, "s">)

// -----

func.func private @f(%arg0: memref<*xi8, {}>)

// -----

func.func private @f(%arg0: memref<*xi8, 1>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!llvm.ptr>)

// -----

func.func private @f(%arg0: vector<2x!llvm.ptr>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!llvm.struct<(i32)>>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!llvm.struct<(i32)>>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!llvm.array<2 x i32>>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!llvm.array<2 x i32>>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!llvm.void>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!llvm.void>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!llvm.func<void ()>>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!llvm.func<void ()>>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!gpu.async.token>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!gpu.async.token>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!quant.uniform<i8:f32, 1.0>>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!quant.uniform<i8:f32, 1.0>>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!transform.any_op>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!transform.any_op>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!emitc.ptr<i32>>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!emitc.ptr<i32>>)

// -----

func.func private @f(%arg0: memref<2x!ptr.ptr<#ptr.generic_space>>)

// -----

func.func private @f(%arg0: vector<2x!ptr.ptr<#ptr.generic_space>>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!async.token>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!async.token>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!pdl.value>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!pdl.value>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!sparse_tensor.storage_specifier<#sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>>>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!sparse_tensor.storage_specifier<#sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>>>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!shape.shape>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!shape.shape>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!foo.bar>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!foo.bar>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<0xcomplex<f32>>)

// -----

// expected-error@+1 {{invalid dimension}}
func.func private @f(%arg0: vector<[xf32>)

// -----

// expected-error@+1 {{expected '>' in vector type}}
func.func private @f(%arg0: vector<[4]xf32, 1>)

// -----

func.func private @f(%arg0: vector<4x[4]x4xf32>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!foo.bar>)

// -----

// expected-error@+1 {{invalid tensor element type}}
func.func private @f(%arg0: tensor<*xtensor<i8>, 1>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<*xtensor<i8>, [1]>)

// -----

// expected-error@+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
func.func private @f(%arg0: memref<2xi8, affine_map<(d0, d1) -> (d0)>, [1]>)

// -----

// expected-error@+1 {{multiple memory spaces specified in memref type}}
func.func private @f(%arg0: memref<2xi8, [1], [2]>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!llvm.ptr, affine_map<(d0, d1) -> (d0)>>)

// -----

// expected-error@+1 {{expected '>' in tensor type}}
func.func private @f(%arg0: tensor<2x!llvm.void, 1, 2>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!foo.bar>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<2x!foo<"a">>)

// -----

func.func private @f(%arg0: tensor<2x!foo<"a">>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(%arg0: vector<2x!foo<"a">>)

// -----

// expected-error@+1 {{dialect 'index' provides no type parsing hook}}
func.func private @f(%a: !index.thing<1>)

// -----

// expected-error@+1 {{dialect 'func' provides no attribute parsing hook}}
"t.o"() {a = #func.thing<1>} : () -> ()

// -----

// expected-error@+1 {{dialect 'vector' provides no type parsing hook}}
func.func private @f(%a: !vector.thing)

// -----

// expected-error@+1 {{dialect 'memref' provides no attribute parsing hook}}
"t.o"() {a = #memref.thing} : () -> ()
