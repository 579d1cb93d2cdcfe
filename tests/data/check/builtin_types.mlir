// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Builtin type parameters (integer width, tensor/memref/vector/complex element types, shapes,
// scalable dims, memref layouts and memory spaces, encodings, unregistered dialect types).
// Annotations: upstream MLIR's findings (the oracle), one case per chunk.
// expected-error@+1 {{missing ']' closing scalable dimension}}
func.func @f(%arg0: vector<[4xf32>) { }

// -----

// expected-error@+1 {{missing ']' closing scalable dimension}}
func.func @f(%arg0: vector<[4x4]xf32>) { }

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
func.func @f(%arg0: vector<4x[4]x[2]xf32>) { }

// -----

// expected-error@+1 {{invalid tensor element type}}
func.func @f(%arg0: tensor<tensor<i8>>) { }

// -----

// expected-error@+1 {{invalid tensor element type}}
func.func @f(%arg0: tensor<4xtuple<i8>>) { }

// -----

// expected-error@+1 {{invalid memref element type}}
func.func @f(%arg0: memref<4xtuple<i8>>) { }

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
func.func @f(%arg0: memref<4xmemref<i8>>) { }

// -----

// expected-error@+1 {{invalid memref element type}}
func.func @f(%arg0: memref<4xnone>) { }

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @f(%arg0: vector<4xcomplex<f32>>) { }

// -----

// expected-error@+1 {{cannot apply encoding to unranked tensor}}
func.func @f(%arg0: tensor<*xi8, 1>) { }

// -----

// expected-error@+1 {{cannot have affine map for unranked memref type}}
func.func @f(%arg0: memref<*xi8, affine_map<(d0)->(d0)>>) { }

// -----

// expected-error@+1 {{undefined symbol alias id 'map0'}}
func.func @f(%arg0: memref<2x4xi8, #map0, 1, 2>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func @f(%arg0: memref<2x4xi8, i8>)

// -----

// expected-error@+1 {{invalid integer width}}
func.func private @f(%arg0: i21312312323120)

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
func.func private @f(%arg0: i16777216)

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
func.func private @f(%arg0: i4294967295)

// -----

// expected-error@+1 {{invalid integer width}}
func.func private @f(%arg0: i4294967296)

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 0}}
func.func private @f(%arg0: vector<0xi32>)

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 2, 0}}
func.func private @f(%arg0: vector<2x[0]xi32>)

// -----

func.func private @f(%arg0: vector<[2]x4xi32>)

// -----

func.func private @f(%arg0: vector<[2]x[4]xi32>)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @f(%arg0: vector<?xi32>)

// -----

func.func private @f(%arg0: memref<2xi8, "foo">)

// -----

func.func private @f(%arg0: memref<2xi8, {a = 1}>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<2xi8, [1]>)

// -----

func.func private @f(%arg0: memref<2xi8, 1 : i32>)

// -----

func.func private @f(%arg0: memref<2xi8, -1>)

// -----

func.func private @f(%arg0: memref<2xi8, 0 : i16>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @f(%arg0: memref<*xi8, i8>)

// -----

func.func private @f(%arg0: memref<2xi8, affine_map<(d0)[s0] -> (d0 + s0)>>)

// -----

func.func private @f(%arg0: memref<2xi8, affine_map<(d0) -> (d0, d0)>>)

// -----

// expected-error@+1 {{#"unknown"<"attr<1>"> : 'none' attribute created with unregistered dialect. If this is intended, please call a}}
func.func private @f(%arg0: memref<2xi8, #unknown.attr<1>>)

// -----

func.func private @f(%arg0: memref<2xi8, strided<[1], offset: 0>, strided<[1]>>)

// -----

// expected-error@+1 {{expected '>' in tensor type}}
func.func private @f(%arg0: tensor<2xi8, 1, 2>)

// -----

// expected-error@+1 {{invalid tensor element type}}
func.func private @f(%arg0: tensor<?x?xnone>)

// -----

func.func private @f(%arg0: tensor<4x!llvm.ptr>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @f(%arg0: memref<4x!llvm.ptr>)

// -----

func.func private @f(%arg0: vector<4x!llvm.ptr>)

// -----

func.func private @f(%arg0: memref<4xcomplex<f32>>)

// -----

func.func private @f(%arg0: memref<4xvector<4xf32>>)

// -----

func.func private @f(%arg0: memref<4xindex>)

// -----

// expected-error@+1 {{invalid element type for complex}}
func.func private @f(%arg0: complex<index>)

// -----

// expected-error@+1 {{invalid element type for complex}}
func.func private @f(%arg0: complex<complex<f32>>)

// -----

func.func private @f(%arg0: tuple<tensor<i8>, none, () -> ()>)

// -----

// expected-error@+1 {{expected '>' in tensor type}}
func.func private @f(%arg0: tensor<4xf32, "enc", 3>)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @f(%arg0: vector<4x?xf32>)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @f(%arg0: tensor<4x[4]xf32>)

// -----

func.func private @f(%arg0: memref<4x4xf32, strided<[1, ?], offset: ?>>)

// -----

func.func private @f(%arg0: memref<4x4xf32, strided<[1, 0], offset: -1>>)

// -----

func.func private @f(%arg0: memref<4x4xf32, strided<[1, 2], offset: 1>, 3>)

// -----

// expected-error@+1 {{expected memory space to be last in memref type}}
func.func private @f(%arg0: memref<4x4xf32, 3, strided<[1, 2], offset: 1>>)

// -----

func.func private @f(%arg0: i0)

// -----

func.func private @f(%arg0: si0, %arg1: ui1)

// -----

// expected-error@+1 {{`!"foo"<""x"">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDial}}
func.func private @f(%arg0: !foo<"x">)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @f(%arg0: opaque<"foo", "bar">)

// -----

// expected-error@+1 {{#"foo"<"enc"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnre}}
func.func private @f(%arg0: tensor<4xf32, #foo.enc>)

// -----

func.func private @f(%arg0: memref<2x!llvm.ppc_fp128>)

// -----

func.func private @f(%arg0: vector<2x!llvm.ppc_fp128>)

// -----

func.func private @f(%arg0: complex<!llvm.ppc_fp128>)

// -----

func.func private @f(%arg0: memref<4xf32, strided<[0]>>)

// -----

func.func private @f(%arg0: memref<4xf32, strided<[-1]>>)

// -----

func.func private @f(%arg0: memref<4xf32, strided<[1], offset: -5>>)

// -----

func.func private @f(%arg0: memref<4xf32, strided<[?], offset: ?>>)

// -----

func.func private @f(%arg0: memref<f32, strided<[]>>)

// -----

func.func private @f(%arg0: memref<f32, affine_map<() -> (0)>>)

// -----

func.func private @f(%arg0: memref<4xf32, affine_map<(d0) -> ()>>)

// -----

func.func private @f(%arg0: memref<4xf32, affine_map<(d0)[s0] -> (d0 floordiv s0)>>)

// -----

// expected-error@+1 {{undefined symbol alias id 'map'}}
func.func private @f(%arg0: memref<4x?xf32, #map>)

// -----

func.func private @f(%arg0: tuple<>, %arg1: () -> (), %arg2: (i32) -> i32)

// -----

func.func private @f(%arg0: none, %arg1: index, %arg2: f8E4M3FN, %arg3: tf32, %arg4: f4E2M1FN)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @f(%arg0: memref<?x*xf32>)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @f(%arg0: tensor<*x?xf32>)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @f(%arg0: vector<4x*xf32>)

// -----

func.func private @f(%arg0: memref<4x4xf32, strided<[4, 1]>, strided<[4, 1]>, 1>)

// -----

// expected-error@+1 {{`!"foo"<""x"">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDial}}
func.func private @f(%arg0: !foo<"x">)

// -----

// expected-error@+1 {{`!"foo"<"bar<1>">` type created with unregistered dialect. If this is intended, please call allowUnregisteredD}}
func.func private @f(%arg0: !foo.bar<1>)

// -----

// expected-error@+1 {{`!"foo"<"bar">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDial}}
func.func private @f(%arg0: !foo.bar)

// -----

// expected-error@+1 {{#"foo"<"enc"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnre}}
func.func private @f(%arg0: tensor<4xf32, #foo.enc>)

// -----

// expected-error@+1 {{#"foo"<"enc<1, 2>"> : 'none' attribute created with unregistered dialect. If this is intended, please call all}}
func.func private @f(%arg0: tensor<4xf32, #foo.enc<1, 2>>)

// -----

// expected-error@+1 {{#"foo"<""a""> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnre}}
func.func private @f(%arg0: tensor<4xf32, #foo<"a">>)
