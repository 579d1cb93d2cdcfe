// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// block-args: linalg.transpose: drop the last block argument
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1x4x16xi32>) -> tensor<16x4xi32>, sym_name = "linalg_transpose_linalg.unpack_fold"}> ({
  ^bb0(%arg0: tensor<1x1x4x16xi32>):
    %0 = "tensor.empty"() : () -> tensor<1x1x16x4xi32>
// expected-error@+1 {{'linalg.transpose' op expected as many non-induction variable region arguments as the number of input/output operands}}
    %1 = "linalg.transpose"(%arg0, %0) <{permutation = array<i64: 1, 0, 3, 2>}> ({
    ^bb0(%arg1: i32):
      "linalg.yield"(%arg1) : (i32) -> ()
    }) : (tensor<1x1x4x16xi32>, tensor<1x1x16x4xi32>) -> tensor<1x1x16x4xi32>
    %2 = "tensor.empty"() : () -> tensor<16x4xi32>
    %3 = "linalg.unpack"(%1, %2) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 16, 4>}> {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<1x1x16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi32>
    "func.return"(%3) : (tensor<16x4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// result-count: linalg.mul: add a result
"builtin.module"() ({
  "func.func"() <{function_type = (memref<7x14x21xf32>, memref<7x14x21xf32>, memref<7x14x21xf32>) -> (), sym_name = "generalize_mul"}> ({
  ^bb0(%arg0: memref<7x14x21xf32>, %arg1: memref<7x14x21xf32>, %arg2: memref<7x14x21xf32>):
// expected-error@+1 {{'linalg.mul' op result #0 must be variadic of ranked tensor of any non-token type values, but got 'i32'}}
    %dt_extra = "linalg.mul"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<7x14x21xf32>, memref<7x14x21xf32>, memref<7x14x21xf32>) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// operand-count: linalg.yield: duplicate an operand
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 + d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "conv_1d_ncw_fcw"}> ({
  ^bb0(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>):
    "linalg.conv_1d_ncw_fcw"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<1xi64>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1 = "arith.addf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// expected-error@+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
      "linalg.yield"(%1, %1) : (f32, f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// segment-sizes: linalg.add: operand segment 1: 1 -> 2
"builtin.module"() ({
  "func.func"() <{function_type = (memref<7x14x21xf32>, memref<7x14x21xf32>, memref<7x14x21xf32>) -> (), sym_name = "generalize_add"}> ({
  ^bb0(%arg0: memref<7x14x21xf32>, %arg1: memref<7x14x21xf32>, %arg2: memref<7x14x21xf32>):
// expected-error@+1 {{'linalg.add' op operand count (3) does not match with the total size (4) specified in attribute 'operandSegmentSizes'}}
    "linalg.add"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 2>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<7x14x21xf32>, memref<7x14x21xf32>, memref<7x14x21xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// operand-count: linalg.yield: drop an operand
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 4 + d3 * 2, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x16x1xi32>, tensor<2xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi32>, sym_name = "generalize_pooling_nwc_sum_i32"}> ({
  ^bb0(%arg0: tensor<1x16x1xi32>, %arg1: tensor<2xi32>, %arg2: tensor<1x4x1xi32>):
    %0 = "linalg.pooling_nwc_sum"(%arg0, %arg1, %arg2) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<4> : tensor<1xi64>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %1 = "arith.addi"(%arg5, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// expected-error@+1 {{'linalg.yield' op expected number of yield values (0) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
      "linalg.yield"() : () -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x16x1xi32>, tensor<2xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi32>
    "func.return"(%0) : (tensor<1x4x1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// region-count: linalg.depthwise_conv_2d_nhwc_hwc: drop the region
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1x113x113x96xf32>, memref<3x3x96xf32>, memref<1x56x56x96xf32>) -> (), sym_name = "depthwise_conv_2d_nhwc_hwc"}> ({
  ^bb0(%arg0: memref<1x113x113x96xf32>, %arg1: memref<3x3x96xf32>, %arg2: memref<1x56x56x96xf32>):
// expected-error@+1 {{'linalg.depthwise_conv_2d_nhwc_hwc' op requires one region}}
    "linalg.depthwise_conv_2d_nhwc_hwc"(%arg0, %arg1, %arg2) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}>  {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<1x113x113x96xf32>, memref<3x3x96xf32>, memref<1x56x56x96xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: linalg.transpose: permutation = "bogus"
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>, sym_name = "transpose2D"}> ({
  ^bb0(%arg4: tensor<16x64xf32>, %arg5: tensor<64x16xf32>):
    %1 = "linalg.transpose"(%arg4, %arg5) <{permutation = array<i64: 1, 0>}> ({
    }) : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    "func.return"(%1) : (tensor<64x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<7x8x9xf32>, tensor<9x7x8xf32>) -> tensor<9x7x8xf32>, sym_name = "transpose3D"}> ({
  ^bb0(%arg0: tensor<7x8x9xf32>, %arg1: tensor<9x7x8xf32>):
// expected-error@+1 {{invalid properties {permutation = "bogus"} for op linalg.transpose: Invalid attribute `permutation` in property conversion: "bogus"}}
    %0 = "linalg.transpose"(%arg0, %arg1) <{permutation = "bogus"}> ({
    }) : (tensor<7x8x9xf32>, tensor<9x7x8xf32>) -> tensor<9x7x8xf32>
    "func.return"(%0) : (tensor<9x7x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-element: linalg.unpack: i32 -> f32
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1x4x16xi32>) -> tensor<16x4xi32>, sym_name = "linalg_transpose_linalg.unpack_fold"}> ({
  ^bb0(%arg0: tensor<1x1x4x16xi32>):
    %0 = "tensor.empty"() : () -> tensor<1x1x16x4xi32>
    %1 = "linalg.transpose"(%arg0, %0) <{permutation = array<i64: 1, 0, 3, 2>}> ({
    ^bb0(%arg1: i32, %arg2: i32):
      "linalg.yield"(%arg1) : (i32) -> ()
    }) : (tensor<1x1x4x16xi32>, tensor<1x1x16x4xi32>) -> tensor<1x1x16x4xi32>
    %2 = "tensor.empty"() : () -> tensor<16x4xi32>
// expected-error@+1 {{unexpected decimal integer literal for a floating point value}}
    %3 = "linalg.unpack"(%1, %2) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 16, 4>}> {operandSegmentSizes = array<f32: 1, 1, 0, 0>} : (tensor<1x1x16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi32>
    "func.return"(%3) : (tensor<16x4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: linalg.elementwise: kind = 1 : i64
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10xf32>, memref<10xf32>, memref<10xf32>) -> (), sym_name = "binary_ops_float"}> ({
  ^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>, %arg2: memref<10xf32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %5 = "arith.subf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%5) : (f32) -> ()
    }) : (memref<10xf32>, memref<10xf32>, memref<10xf32>) -> ()
// expected-error@+1 {{invalid properties {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], kind = 1 : i64, operandSegmentSizes = array<i32: 2, 1>} for op linalg.elementwise: Invalid attribute `kind` in property conversion: 1 : i64}}
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = 1 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "math.powf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<10xf32>, memref<10xf32>, memref<10xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: linalg.yield: swap linalg.yield with func.return
#map = affine_map<(d0, d1, d2, d3, d4)->(d1, d2, d0, d4, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4)->(d0, d1, d2, d3, d4)>
func.func @generic_transpose_unpack_fold(%arg0: tensor<2x3x5x4x16xi32>) -> tensor<5x48x8xi32> {
  %0 = tensor.empty() : tensor<5x2x3x16x4xi32>
  %transposed = linalg.generic {
                iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"],
                indexing_maps = [#map, #map1]}
                outs(%0 : tensor<5x2x3x16x4xi32>) {
// expected-error@+1 {{Dialect `' not found for custom op 'return'  (tried '.return' as well)}}
    return %unpack : tensor<5x48x8xi32>

// -----

// operand-count: linalg.pooling_nhwc_max_unsigned: repeat operand %output
  %0 = linalg.pooling_nhwc_max_unsigned {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 4]> : tensor<2xi64>}
// expected-error@+1 {{custom op 'linalg.pooling_nhwc_max_unsigned' number of operands and types do not match: got 2 operands and 1 types}}
    ins(%input, %shape : tensor<1x4x16x1xi32>, tensor<2x2xi32>) outs(%output, %output : tensor<1x2x4x1xi32>) -> tensor<1x2x4x1xi32>

// -----

// type-element: linalg.tanh: i32 -> index
  "func.func"() <{function_type = (memref<7x14x21xf32>, memref<7x14x21xf32>) -> (), sym_name = "unary_ops"}> ({
    ^bb0(%arg6: f32, %arg7: f32):
// expected-error@+1 {{expected integer or float type, got: 'index'}}
    "linalg.tanh"(%arg0, %arg1) <{operandSegmentSizes = array<index: 1, 1>}> ({

// -----

// type-layout: linalg.tanh: add a strided layout
func.func @generalize_tanh(%arg: memref<7x14x21xf32>, %out: memref<7x14x21xf32>) {
// expected-error@+1 {{expected the number of strides to match the rank}}
  linalg.tanh ins(%arg : memref<7x14x21xf32>) outs(%out : memref<7x14x21xf32, strided<[1], offset: 1>>)

// -----

// terminator: linalg.reciprocal: linalg.yield -> bufferization.yield
"builtin.module"() ({
  "func.func"() <{function_type = (memref<7x14x21xf32>, memref<7x14x21xf32>) -> (), sym_name = "generalize_reciprocal"}> ({
  ^bb0(%arg0: memref<7x14x21xf32>, %arg1: memref<7x14x21xf32>):
    "linalg.reciprocal"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %1 = "arith.divf"(%0, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// expected-error@+1 {{unregistered operation 'bufferization.yield' found in dialect ('bufferization') that does not allow unknown operations}}
      "bufferization.yield"(%1) : (f32) -> ()
    }) : (memref<7x14x21xf32>, memref<7x14x21xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
