// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// type-element: tensor.extract_slice: i64 -> i16
// expected-error@+1 {{integer constant out of range}}
    %1 = "tensor.extract_slice"(%0, %arg1, %arg3, %arg2, %arg4) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i16: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>
