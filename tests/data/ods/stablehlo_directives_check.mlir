// stablehlo's custom<...> directives written by hand (stablehlo_directives.py) and the
// generated enum attribute parser's errors (defs.py). Needs ../shared/ods; annotations checked
// with torch-mlir-opt --verify-diagnostics.

// Valid: each directive's forms.
func.func @directives(%a: tensor<2xf32>, %b: tensor<2xf64>, %p: tensor<2xi1>, %i: tensor<i32>, %x: tensor<4x1xf32>, %y: tensor<4x2xf32>) -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.complex %a, %a : tensor<2xcomplex<f32>>
  %1 = stablehlo.complex %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
  %2 = stablehlo.select %p, %a, %a : tensor<2xi1>, tensor<2xf32>
  %3 = stablehlo.select %p, %a, %a : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %4 = stablehlo.tuple %a, %b : tuple<tensor<2xf32>, tensor<2xf64>>
  %5:2 = stablehlo.optimization_barrier %a, %b : tensor<2xf32>, tensor<2xf64>
  %6 = stablehlo.concatenate %x, %y, dim = 1 : (tensor<4x1xf32>, tensor<4x2xf32>) -> tensor<4x3xf32>
  %7 = stablehlo.dynamic_slice %a, %i, sizes = [1] : (tensor<2xf32>, tensor<i32>) -> tensor<1xf32>
  %8 = stablehlo.reduce_precision %a, format = e5m10 : tensor<2xf32>
  %9 = stablehlo.custom_call @foo(%a) {has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
  %10 = stablehlo.custom_call @"with space"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @complex_not_complex(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.complex' expected tensor with complex element type}}
  %0 = stablehlo.complex %a, %a : tensor<2xf32>
  return
}

// -----

func.func @complex_three_inputs(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.complex' 2 operands present, but expected 3}}
  %0 = stablehlo.complex %a, %a : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
  return
}

// -----

func.func @select_three_types(%p: tensor<2xi1>, %a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.select' expected functional type or list of two types}}
  %0 = stablehlo.select %p, %a, %a : tensor<2xi1>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @select_two_results(%p: tensor<2xi1>, %a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.select' expected single output}}
  %0 = stablehlo.select %p, %a, %a : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @tuple_not_tuple(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.tuple' expected tuple type}}
  %0 = stablehlo.tuple %a, %a : tensor<2xf32>
  return
}

// -----

func.func @tuple_too_few_types(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.tuple' number of operands and types do not match: got 3 operands and 2 types}}
  %0 = stablehlo.tuple %a, %a, %a : tuple<tensor<2xf32>, tensor<2xf32>>
  return
}

// -----

func.func @pairwise_not_types(%a: tensor<2xf32>) {
  // expected-error @+2 {{expected non-function type}}
  // expected-error @+1 {{custom op 'stablehlo.optimization_barrier' expected type list}}
  %0:2 = stablehlo.optimization_barrier %a, %a : %a
  return
}

// -----

func.func @variadic_operands_without_comma(%x: tensor<4x1xf32>) {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.concatenate %x, %x dim = 1 : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @exponent_mantissa_string(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.reduce_precision' expected valid keyword}}
  %0 = stablehlo.reduce_precision %a, format = "e5m10" : tensor<2xf32>
  return
}

// -----

func.func @exponent_mantissa_no_mantissa(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.reduce_precision' expected exponent mantissa in format e#m#, saw e5}}
  %0 = stablehlo.reduce_precision %a, format = e5 : tensor<2xf32>
  return
}

// -----

func.func @exponent_too_large(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.reduce_precision' unable to parse exponent '4294967296'}}
  %0 = stablehlo.reduce_precision %a, format = e4294967296m2 : tensor<2xf32>
  return
}

// -----

func.func @mantissa_too_large(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.reduce_precision' unable to parse mantissa '2147483648'}}
  %0 = stablehlo.reduce_precision %a, format = e5m2147483648 : tensor<2xf32>
  return
}

// -----

func.func @custom_call_string_target(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.custom_call' expected valid '@'-identifier for symbol name}}
  %0 = stablehlo.custom_call "foo"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @precision_not_a_word(%a: tensor<2x2xf32>) {
  // expected-error @+2 {{custom op 'stablehlo.dot' expected valid keyword or string}}
  // expected-error @+1 {{custom op 'stablehlo.dot' failed to parse StableHLO_PrecisionAttr parameter 'value' which is to be a `::mlir::stablehlo::Precision`}}
  %0 = stablehlo.dot %a, %a, precision = [7] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @precision_unknown_case(%a: tensor<2x2xf32>) {
  // expected-error @+2 {{custom op 'stablehlo.dot' expected ::mlir::stablehlo::Precision to be one of: DEFAULT, HIGH, HIGHEST}}
  // expected-error @+1 {{custom op 'stablehlo.dot' failed to parse StableHLO_PrecisionAttr parameter 'value' which is to be a `::mlir::stablehlo::Precision`}}
  %0 = stablehlo.dot %a, %a, precision = [LOW] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @precision_keyword_missing(%a: tensor<2x2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.dot' expected 'precision'}}
  %0 = stablehlo.dot %a, %a, [HIGH] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}
