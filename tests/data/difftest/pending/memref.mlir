// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// move: memref.alloca: swap memref.alloca with memref.store
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> i32, sym_name = "parallel_reduce_store"}> ({
// expected-error@+1 {{use of undeclared SSA value name}}
    "memref.store"(%6, %2) : (i32, memref<i32>) -> ()
// expected-error@+4 {{use of undeclared SSA value name}}
// expected-error@+3 {{use of undeclared SSA value name}}
// expected-error@+2 {{use of undeclared SSA value name}}
// expected-error@+1 {{use of undeclared SSA value name}}
    %3 = "scf.parallel"(%arg0, %arg1, %arg2, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// expected-error@+1 {{use of undeclared SSA value name}}
      "scf.reduce"(%5) ({
// expected-error@+2 {{use of undeclared SSA value name}}
// expected-error@+1 {{use of undeclared SSA value name}}
        %6 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      }) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: memref.global: sym_name = unit
"builtin.module"() ({
// expected-error@+1 {{invalid properties {initial_value = dense<0.000000e+00> : tensor<f32>, sym_name, type = memref<f32>} for op memref.global: Invalid attribute `sym_name` in property conversion: unit}}
  "memref.global"() <{initial_value = dense<0.000000e+00> : tensor<f32>, sym_name = unit, type = memref<f32>}> : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "test_scalar_in_compute_region"}> ({
    "acc.compute_region"() <{operandSegmentSizes = array<i32: 0, 0, 0>, origin = "acc.parallel"}> ({
      %0 = "memref.get_global"() <{name = @global_in_compute_region}> : () -> memref<f32>
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-array-length: memref.subview: array drop last
#map = affine_map<(d0)[s0] -> (d0 + s0)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "memref_subview"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x16x4xf32, strided<[64, 4, 1]>>
    %4 = "memref.alloc"(%arg2) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<64xf32, #map>
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<64x22xf32, strided<[22, 1]>>
    %9 = "memref.alloc"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xf32>
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16x4xf32>
    %14 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x9x1x4x1xf32, strided<[36, 36, 4, 4, 1]>>
// expected-error@+1 {{expected the number of 'strides' to match the number of dynamic entries in 'static_strides' (5 vs 4)}}
    %15 = "memref.subview"(%14, %arg1, %arg1, %arg1, %arg1, %arg1, %arg2, %arg2, %arg2, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 5, 0, 5>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 9, 1, 4, 1>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (memref<1x9x1x4x1xf32, strided<[36, 36, 4, 4, 1]>>, index, index, index, index, index, index, index, index, index, index) -> memref<9x4xf32, strided<[?, ?], offset: ?>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: memref.global: sym_name = -1 : i32
"builtin.module"() ({
// expected-error@+1 {{invalid properties {constant, initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = -1 : i32, type = memref<f32>} for op memref.global: Invalid attribute `sym_name` in property conversion: -1 : i32}}
  "memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = -1 : i32, type = memref<f32>}> : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "test_constant_in_serial"}> ({
    "acc.serial"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0>}> ({
      %0 = "memref.get_global"() <{name = @gscalarconst}> : () -> memref<f32>
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
