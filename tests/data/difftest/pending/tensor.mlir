// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
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
