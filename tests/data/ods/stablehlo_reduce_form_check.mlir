// stablehlo.reduce's C++ form (stablehlo_reduce_form.py) and ReduceOp::verify with quantized
// element types (stablehlo_reduce.py). Needs ../shared/ods; annotations checked with
// torch-mlir-opt --verify-diagnostics.

// Valid: the compact form, the region form, two inputs.
func.func @reduce_forms(%a: tensor<4x6xf32>, %i: tensor<f32>, %b: tensor<4x6xi32>, %j: tensor<i32>) -> (tensor<4xf32>, tensor<6xf32>, tensor<4xi32>) {
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.maximum across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.reduce(%a init: %i) across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
   reducer(%x: tensor<f32>, %y: tensor<f32>) {
    %2 = stablehlo.multiply %x, %y : tensor<f32>
    %3 = stablehlo.add %2, %x : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }
  %4:2 = stablehlo.reduce(%a init: %i), (%b init: %j) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%x: tensor<f32>, %y: tensor<f32>) (%u: tensor<i32>, %v: tensor<i32>) {
    %5 = stablehlo.add %x, %y : tensor<f32>
    %6 = stablehlo.add %u, %v : tensor<i32>
    stablehlo.return %5, %6 : tensor<f32>, tensor<i32>
  }
  return %0, %1, %4#1 : tensor<4xf32>, tensor<6xf32>, tensor<4xi32>
}

// -----

func.func @not_commutative(%a: tensor<4x6xf32>, %i: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'stablehlo.reduce' expected the inner-op to be a commutative binary-op from the stablehlo dialect, with zero region, producing single result}}
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.subtract across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @other_dialect(%a: tensor<4x6xf32>, %i: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'stablehlo.reduce' expected the inner-op to be a commutative binary-op from the stablehlo dialect, with zero region, producing single result}}
  %0 = stablehlo.reduce(%a init: %i) applies arith.addf across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_across(%a: tensor<4x6xf32>, %i: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'stablehlo.reduce' expected 'across'}}
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @operand_count(%a: tensor<4x6xf32>, %i: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'stablehlo.reduce' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @quantized_init(%a: tensor<4x4x!quant.uniform<i8:f32, 2.000000e+00:15>>, %i: tensor<!quant.uniform<i8:f32, 2.000000e+00:15>>) -> tensor<4x!quant.uniform<i16:f64, 2.000000e+00:15>> {
  // expected-error @+1 {{The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<!quant.uniform<i16:f64, 2.000000e+00:15>>' vs 'tensor<!quant.uniform<i8:f32, 2.000000e+00:15>>'}}
  %0 = stablehlo.reduce(%a init: %i) across dimensions = [0] : (tensor<4x4x!quant.uniform<i8:f32, 2.000000e+00:15>>, tensor<!quant.uniform<i8:f32, 2.000000e+00:15>>) -> tensor<4x!quant.uniform<i16:f64, 2.000000e+00:15>>
   reducer(%x: tensor<!quant.uniform<i16:f64, 2.000000e+00:15>>, %y: tensor<!quant.uniform<i16:f64, 2.000000e+00:15>>) {
    %1 = stablehlo.add %x, %y : tensor<!quant.uniform<i16:f64, 2.000000e+00:15>>
    stablehlo.return %1 : tensor<!quant.uniform<i16:f64, 2.000000e+00:15>>
  }
  return %0 : tensor<4x!quant.uniform<i16:f64, 2.000000e+00:15>>
}
