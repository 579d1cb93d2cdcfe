// stablehlo.constant's C++ form (stablehlo_constant.py). Needs ../shared/ods; annotations checked
// with torch-mlir-opt --verify-diagnostics.

func.func @constants() -> (tensor<2xf32>, tensor<i32>) {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = stablehlo.constant {foo = 1 : i32} dense<3> : tensor<i32>
  %2 = stablehlo.constant() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
  return %0, %1 : tensor<2xf32>, tensor<i32>
}
// -----
func.func @dynamic() {
  // expected-error @+1 {{elements literal type must have static shape}}
  %0 = stablehlo.constant dense<1.0> : tensor<?xf32>
  return
}
// -----
func.func @not_elements() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = stablehlo.constant 1.0 : f32
  return
}
