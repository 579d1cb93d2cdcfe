// RUN: mlir-ls check --allow-unregistered-dialect --split-input-file %s
// StableHLO's pretty forms: ops over several lines with keyword clauses.

func.func @convolution(%lhs: tensor<1x8x8x3xf32>, %rhs: tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs)
      dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
  func.return %0 : tensor<1x6x6x16xf32>
}

// -----

func.func @reduce(%input: tensor<4x6xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce(%input init: %init) across dimensions = [1]
      : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%acc: tensor<f32>, %elem: tensor<f32>)  {
    %s = stablehlo.add %acc, %elem : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  func.return %0 : tensor<4xf32>
}

// -----

func.func @while_loop(%n: tensor<i64>) -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r:2 = stablehlo.while(%iv = %zero, %acc = %n) : tensor<i64>, tensor<i64>
   cond {
    %c = stablehlo.compare LT, %iv, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %next = stablehlo.add %iv, %one : tensor<i64>
    stablehlo.return %next, %acc : tensor<i64>, tensor<i64>
  }
  func.return %r#1 : tensor<i64>
}

// -----

func.func @scatter(%base: tensor<8xf32>, %idx: tensor<2x1xi32>, %upd: tensor<2xf32>) -> tensor<8xf32> {
  %0 = "stablehlo.scatter"(%base, %idx, %upd) <{
      indices_are_sorted = false,
      scatter_dimension_numbers = #stablehlo.scatter<
        inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0],
        index_vector_dim = 1>,
      unique_indices = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<8xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}

// -----

func.func @dot_general(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %a, %b,
      batching_dims = [0] x [0],
      contracting_dims = [2] x [1],
      precision = [DEFAULT, DEFAULT]
      : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %1 = stablehlo.abs %0 : tensor<2x3x5xf32>
  func.return %1 : tensor<2x3x5xf32>
}

// -----

func.func @sort(%keys: tensor<16xf32>) -> tensor<16xf32> {
  %0 = "stablehlo.sort"(%keys) ({
  ^bb0(%l: tensor<f32>, %r: tensor<f32>):
    %lt = stablehlo.compare  LT, %l, %r,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<16xf32>) -> tensor<16xf32>
  %t = stablehlo.transpose %0, dims = [0] : (tensor<16xf32>) -> tensor<16xf32>
  func.return %t : tensor<16xf32>
}
