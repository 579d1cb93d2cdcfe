// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// operand-count: func.func: repeat operand %arg0
// expected-error@+1 {{expected ':'}}
func.func @test_vector_bitcast(%arg0, %arg0: vector<[4]x2xf32>) -> vector<[4]x4xf16> {

// -----

// terminator: func.func: drop func.return
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "basic_default"}> ({
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
// expected-error@+1 {{block with no terminator, has "memref.store"(%0, %1) : (i32, memref<i32>) -> ()}}
    "memref.store"(%0, %1) : (i32, memref<i32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// terminator: func.func: func.return -> gpu.terminator
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "recurse_fold_traits"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// expected-error@+1 {{'gpu.terminator' op requires zero operands}}
    "gpu.terminator"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// terminator: func.func: func.return -> bufferization.yield
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x11x100xf32>, index, index) -> tensor<?x100xf32>, sym_name = "collapse_and_slice_unit_dim"}> ({
  ^bb0(%arg7: tensor<1x11x100xf32>, %arg8: index, %arg9: index):
    %6 = "tensor.collapse_shape"(%arg7) <{reassociation = [[0, 1], [2]]}> : (tensor<1x11x100xf32>) -> tensor<11x100xf32>
    %7 = "tensor.extract_slice"(%6, %arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 100>, static_strides = array<i64: 1, 1>}> : (tensor<11x100xf32>, index, index) -> tensor<?x100xf32>
    "func.return"(%7) : (tensor<?x100xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x?x1x100xf32>, index, index) -> tensor<?x100xf32>, sym_name = "collapse_and_slice_multiple_unit_dim_dynamic"}> ({
  ^bb0(%arg4: tensor<1x?x1x100xf32>, %arg5: index, %arg6: index):
    %4 = "tensor.collapse_shape"(%arg4) <{reassociation = [[0, 1, 2], [3]]}> : (tensor<1x?x1x100xf32>) -> tensor<?x100xf32>
    %5 = "tensor.extract_slice"(%4, %arg5, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 100>, static_strides = array<i64: 1, 1>}> : (tensor<?x100xf32>, index, index) -> tensor<?x100xf32>
// expected-error@+1 {{unregistered operation 'bufferization.yield' found in dialect ('bufferization') that does not allow unknown operations}}
    "bufferization.yield"(%5) : (tensor<?x100xf32>) -> ()
  }) : () -> ()
}) : () -> ()
