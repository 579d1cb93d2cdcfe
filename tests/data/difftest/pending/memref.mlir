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

// -----

// type-width: memref.alloca: i64 -> i128
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "alloc"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "alloca"}> ({
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 1 : index}> : () -> index
// expected-error@+1 {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
    %18 = "memref.alloca"() <{alignment = 64 : i128, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "dealloc"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 32 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<256xf32>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<256xf32, 1>
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf32>
    %6 = "arith.constant"() <{value = 256 : index}> : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
