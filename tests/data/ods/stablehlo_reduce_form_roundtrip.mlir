// stablehlo.reduce as torch-mlir-opt prints it (both forms): parses clean, prints back byte for byte.
module {
  func.func @reduce_forms(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>, %arg2: tensor<4x6xi32>, %arg3: tensor<i32>) -> (tensor<4xf32>, tensor<6xf32>, tensor<4xi32>) {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
     reducer(%arg4: tensor<f32>, %arg5: tensor<f32>)  {
      %3 = stablehlo.multiply %arg4, %arg5 : tensor<f32>
      %4 = stablehlo.add %3, %arg4 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }
    %2:2 = stablehlo.reduce(%arg0 init: %arg1), (%arg2 init: %arg3) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
      %3 = stablehlo.add %arg4, %arg6 : tensor<f32>
      %4 = stablehlo.add %arg5, %arg7 : tensor<i32>
      stablehlo.return %3, %4 : tensor<f32>, tensor<i32>
    }
    return %0, %1, %2#1 : tensor<4xf32>, tensor<6xf32>, tensor<4xi32>
  }
}
