// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// type-element: tensor.extract_slice: i64 -> i16
// expected-error@+1 {{integer constant out of range}}
    %1 = "tensor.extract_slice"(%0, %arg1, %arg3, %arg2, %arg4) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i16: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>

// -----

// move: tensor.rank: tensor.rank to the top level
"builtin.module"() ({
// expected-error@+1 {{operand #0 does not dominate this use}}
  %1 = "tensor.rank"(%arg0) : (tensor<4x4x?xf32>) -> index
"func.func"() <{function_type = (tensor<4x4x?xf32>) -> (), sym_name = "rank"}> ({
  ^bb0(%arg0: tensor<4x4x?xf32>):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: tensor.extract_slice: tensor.extract_slice to the top level
"builtin.module"() ({
  %1 = "tensor.extract_slice"(%0, %arg4, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>
"func.func"() <{function_type = (tensor<?x?x8x4xf32>, tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>, sym_name = "nofold_unpack_slice_non_zero_offset"}> ({
  ^bb0(%arg0: tensor<?x?x8x4xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index, %arg4: index):
    %0 = "linalg.unpack"(%arg0, %arg1) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 4>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<?x?x8x4xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// expected-error@+1 {{'func.return' op using value defined outside the region}}
    "func.return"(%1) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// terminator: tensor.pad: tensor.yield -> llvm.return
func.func @pad_to_static_size(%arg0: tensor<?x?xf32>, %ub0: index, %ub1: index,
                         %pad_value: f32) -> tensor<2x3xf32> {
// expected-error@+1 {{'tensor.pad' op expects regions to end with 'tensor.yield', found 'llvm.return'}}
  %0 = tensor.pad %arg0 low[0, 0] high[%ub0, %ub1] {
    ^bb0(%arg1: index, %arg2: index):
      llvm.return %pad_value : f32
    } : tensor<?x?xf32> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// terminator: tensor.pad's region ends with another op's terminator
func.func @f(%t: tensor<2xf32>, %p: f32) -> tensor<4xf32> {
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 0>}> ({
  ^bb0(%i: index):
// expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    "scf.yield"(%p) : (f32) -> ()
  }) : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// operand-count: tensor.concat: repeat operand %arg0
// expected-error@+1 {{custom op 'tensor.concat' number of operands and types do not match: got 3 operands and 2 types}}
  %2 = tensor.concat dim(2) %arg0, %arg0, %arg2 : (tensor<4x7x3xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  // CHECK: tensor.concat dim(1) %{{.*}} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x10x?xf32>

// -----

// terminator: tensor.generate: tensor.yield -> bufferization.yield
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> tensor<?x3x?xf32>, sym_name = "tensor.generate"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "tensor.generate"(%arg0, %arg1) ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index):
      %1 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
// expected-error@+1 {{unregistered operation 'bufferization.yield' found in dialect ('bufferization') that does not allow unknown operations}}
      "bufferization.yield"(%1) : (f32) -> ()
    }) : (index, index) -> tensor<?x3x?xf32>
    "func.return"(%0) : (tensor<?x3x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// terminator: a result-less terminator before an operand list (read as a result list)
func.func @f(%t: tensor<2xf32>, %p: f32) -> tensor<4xf32> {
  %0 = tensor.pad %t low[0] high[2] {
  ^bb0(%i: index):
// expected-error@+1 {{expected integer number of results}}
    gpu.terminator %p : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// attr-array-length: tensor.extract_slice: array drop last
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?x?x?xf32>, index, index) -> (tensor<1x?x1x?xf32>, tensor<?x?xf32>), sym_name = "unpadding_collapse_of_extract_slice_with_multiple_users"}> ({
  ^bb0(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "tensor.dim"(%arg0, %0) : (tensor<?x?x?x?xf32>, index) -> index
    %3 = "tensor.dim"(%arg0, %1) : (tensor<?x?x?x?xf32>, index) -> index
// expected-error@+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (2 vs 1)}}
    %4 = "tensor.extract_slice"(%arg0, %arg1, %arg2, %2, %3) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<?x?x?x?xf32>, index, index, index, index) -> tensor<1x?x1x?xf32>
    %5 = "tensor.collapse_shape"(%4) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x?x1x?xf32>) -> tensor<?x?xf32>
  }) : () -> ()
}) : () -> ()

// -----

// operand-count: tensor.extract_slice: repeat operand %collapsed
func.func @collapse_and_slice_multiple_unit_dim_mixed(%input: tensor<1x?x1x100x10xf32>, %offt: index, %size: index) -> tensor<?x?xf32> {
// expected-error@+2 {{expected '[' in dynamic index list}}
// expected-error@+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %slice = tensor.extract_slice %collapsed, %collapsed [0, 0] [1, 100] [1, 1] : tensor<1x100xf32> to tensor<1x100xf32>

// -----

// attr-array-length: tensor.extract_slice: array drop last
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?x?x?xf32>, index, index) -> (tensor<1x?x1x?xf32>, tensor<?x?xf32>), sym_name = "unpadding_collapse_of_extract_slice_with_multiple_users"}> ({
  ^bb0(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "tensor.dim"(%arg0, %0) : (tensor<?x?x?x?xf32>, index) -> index
    %3 = "tensor.dim"(%arg0, %1) : (tensor<?x?x?x?xf32>, index) -> index
// expected-error@+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (2 vs 1)}}
    %4 = "tensor.extract_slice"(%arg0, %arg1, %arg2, %2, %3) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<?x?x?x?xf32>, index, index, index, index) -> tensor<1x?x1x?xf32>
    %5 = "tensor.collapse_shape"(%4) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x?x1x?xf32>) -> tensor<?x?xf32>
    "func.return"(%4, %5) : (tensor<1x?x1x?xf32>, tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-array-length: tensor.extract_slice: array duplicate first
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?x8x4xf32>, tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>, sym_name = "nofold_unpack_slice_non_unit_stride"}> ({
  ^bb0(%arg0: tensor<?x?x8x4xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index, %arg4: index):
    %0 = "linalg.unpack"(%arg0, %arg1) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 4>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<?x?x8x4xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// expected-error@+1 {{expected the number of 'strides' to match the number of dynamic entries in 'static_strides' (1 vs 2)}}
    %1 = "tensor.extract_slice"(%0, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 0, 2, 1>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, 1>}> : (tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>
    "func.return"(%1) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()
