// stablehlo's directives as torch-mlir-opt prints them: parses clean, prints back byte for byte.
module {
  func.func @directives(%arg0: tensor<2xf32>, %arg1: tensor<2xf64>, %arg2: tensor<2xi1>, %arg3: tensor<i32>, %arg4: tensor<4x1xf32>, %arg5: tensor<4x2xf32>) -> tensor<2xcomplex<f32>> {
    %0 = stablehlo.complex %arg0, %arg0 : tensor<2xcomplex<f32>>
    %1 = stablehlo.complex %arg0, %arg0 : tensor<2xcomplex<f32>>
    %2 = stablehlo.select %arg2, %arg0, %arg0 : tensor<2xi1>, tensor<2xf32>
    %3 = stablehlo.select %arg2, %arg0, %arg0 : tensor<2xi1>, tensor<2xf32>
    %4 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<2xf32>, tensor<2xf64>>
    %5:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<2xf32>, tensor<2xf64>
    %6 = stablehlo.concatenate %arg4, %arg5, dim = 1 : (tensor<4x1xf32>, tensor<4x2xf32>) -> tensor<4x3xf32>
    %7 = stablehlo.dynamic_slice %arg0, %arg3, sizes = [1] : (tensor<2xf32>, tensor<i32>) -> tensor<1xf32>
    %8 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<2xf32>
    %9 = stablehlo.custom_call @foo(%arg0) {has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
    %10 = stablehlo.custom_call @"with space"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xcomplex<f32>>
  }
}
