// #stablehlo.dot_algorithm's verify() (stablehlo_types.py: isKnownDotAlgorithm). Needs ../shared/ods;
// annotations checked with torch-mlir-opt --verify-diagnostics.

func.func @known(%a: tensor<2x2xbf16>) -> tensor<2x2xf32> {
  %0 = "stablehlo.dot_general"(%a, %a) <{
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false>
  }> : (tensor<2x2xbf16>, tensor<2x2xbf16>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @fp8_fast(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "stablehlo.dot_general"(%a, %a) <{
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f8E5M2, rhs_precision_type = f8E4M3FN, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = true>
  }> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @unknown(%a: tensor<2x2xf16>) -> tensor<2x2xf16> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: {lhs:'f16', rhs:'f16', accum:'bf16', lhs_components:1, rhs_components:1, primitive_ops:1, imprecise:0}}}
  %0 = "stablehlo.dot_general"(%a, %a) <{ dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f16, rhs_precision_type = f16, accumulation_type = bf16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> }> : (tensor<2x2xf16>, tensor<2x2xf16>) -> tensor<2x2xf16>
  return %0 : tensor<2x2xf16>
}

// -----

func.func @fp8_two_ops(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{dot algorithm not known to be supported on any hardware: {lhs:'f8E5M2', rhs:'f8E5M2', accum:'f32', lhs_components:1, rhs_components:1, primitive_ops:2, imprecise:0}}}
  %0 = "stablehlo.dot_general"(%a, %a) <{ dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f8E5M2, rhs_precision_type = f8E5M2, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 2, allow_imprecise_accumulation = false> }> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
