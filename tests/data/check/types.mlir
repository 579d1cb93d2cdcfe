// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

func.func private @all_builtin_types(i1, i32, si8, ui64, i0, index, none,
    f16, bf16, f32, f64, f80, f128, tf32,
    f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU,
    f6E2M3FN, f6E3M2FN, f4E2M1FN,
    complex<f32>, complex<i8>, tuple<>, tuple<i32, tuple<f32>>,
    vector<4xf32>, vector<[4]xf32>, vector<2x[8]xi1>, vector<f32>, vector<4x4xindex>,
    tensor<4x?xf32>, tensor<*xf32>, tensor<f32>, tensor<0xi8>, tensor<2x3x!test.elem>,
    tensor<8xf32, #test.encoding>, tensor<4xf32, "enc">,
    memref<4x4xf32>, memref<?xf32, strided<[1], offset: ?>>, memref<4xf32, 1>,
    memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>, 2>, memref<*xf32>, memref<*xf32, 3>,
    memref<16xf32, strided<[?]>>,
    !test.type, !test.param<4 x i32, "s">, !test<"verbose">,
    (i32) -> i32, () -> (), (i32, f32) -> (f32, i32), token)

// -----

// expected-error@+1 {{invalid dimension}}
#large_dim = tensor<9223372036854775808xf32>

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
func.func private @too_wide(i16777216)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @dynamic_vector(vector<?xf32>)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @missing_type(vector<4x>)

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
func.func private @stride_rank(memref<?x?xf32, strided<[1]>>)

// -----

// expected-error@+1 {{expected '->' in function type}}
"test.op"() : (i32)

// -----

// expected-error@+1 {{expected operation name in quotes}}
func.func private @bad_result() -> i32 ->

// -----

// expected-error@+1 {{undefined symbol alias id 'nope'}}
func.func private @undefined_type_alias(!nope)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @memref_of_function(memref<4x(i32) -> i32>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @vector_of_tuple(vector<4xtuple<>>)
