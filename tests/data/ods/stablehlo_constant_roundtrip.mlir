// stablehlo.constant as torch-mlir-opt prints it (stablehlo_constant.py): parses clean, prints back byte for byte.
module {
  func.func @constants() -> (tensor<2xf32>, tensor<i32>) {
    %cst = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %c = stablehlo.constant {foo = 1 : i32} dense<3> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    return %cst, %c : tensor<2xf32>, tensor<i32>
  }
  func.func @k() {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    return
  }
}
