// stablehlo.convolution's C++ checks (stablehlo_conv.py), generic form.
// Needs ../shared/ods (stablehlo's .td files) and LLVM 22's llvm-tblgen.

// A valid 1-D convolution over a 3x10x4 input (batch, width, features) and 2 output features.
func.func @conv1d(%x: tensor<3x10x4xf32>, %k: tensor<3x4x2xf32>) -> tensor<3x8x2xf32> {
  %y = "stablehlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64,
    padding = dense<0> : tensor<1x2xi64>,
    window_strides = array<i64: 1>
  } : (tensor<3x10x4xf32>, tensor<3x4x2xf32>) -> tensor<3x8x2xf32>
  return %y : tensor<3x8x2xf32>
}

// -----

func.func @rank_one(%x: tensor<6xf32>, %k: tensor<2xf32>) -> tensor<6xf32> {
  // expected-error@+1 {{expects convolution arguments to have >= 2 dimensions. Got: 'tensor<6xf32>' and 'tensor<2xf32>'.}}
  %y = "stablehlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64
  } : (tensor<6xf32>, tensor<2xf32>) -> tensor<6xf32>
  return %y : tensor<6xf32>
}

// -----

func.func @element_types_differ(%x: tensor<3x10x4xf16>, %k: tensor<3x4x2xf32>) -> tensor<3x8x2xf32> {
  // expected-error@+1 {{expects lhs and rhs to have compatible element type. Got: 'f16' and 'f32'}}
  %y = "stablehlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64
  } : (tensor<3x10x4xf16>, tensor<3x4x2xf32>) -> tensor<3x8x2xf32>
  return %y : tensor<3x8x2xf32>
}

// -----

func.func @kernel_feature_out_of_range(%x: tensor<3x10x4xf32>, %k: tensor<3x4x2xf32>) -> tensor<3x8x2xf32> {
  // expected-error@+1 {{expects input, kernel, and output dimension-numbers to be in-range [0, 3).}}
  %y = "stablehlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0,
      input_feature_dimension = 2,
      input_spatial_dimensions = [1],
      kernel_input_feature_dimension = 7,
      kernel_output_feature_dimension = 2,
      kernel_spatial_dimensions = [0],
      output_batch_dimension = 0,
      output_feature_dimension = 2,
      output_spatial_dimensions = [1]
    >,
    feature_group_count = 1 : i64
  } : (tensor<3x10x4xf32>, tensor<3x4x2xf32>) -> tensor<3x8x2xf32>
  return %y : tensor<3x8x2xf32>
}

// -----

func.func @output_numbers_repeat(%x: tensor<3x10x4xf32>, %k: tensor<3x4x2xf32>) -> tensor<3x8x2xf32> {
  // expected-error@+1 {{expects output dimension-numbers to be unique, got {2, 2, 1}.}}
  %y = "stablehlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0,
      input_feature_dimension = 2,
      input_spatial_dimensions = [1],
      kernel_input_feature_dimension = 1,
      kernel_output_feature_dimension = 2,
      kernel_spatial_dimensions = [0],
      output_batch_dimension = 2,
      output_feature_dimension = 2,
      output_spatial_dimensions = [1]
    >,
    feature_group_count = 1 : i64
  } : (tensor<3x10x4xf32>, tensor<3x4x2xf32>) -> tensor<3x8x2xf32>
  return %y : tensor<3x8x2xf32>
}

// -----

func.func @features_not_grouped(%x: tensor<3x10x4xf32>, %k: tensor<3x4x2xf32>) -> tensor<3x8x2xf32> {
  // expected-error@+1 {{expects input feature dimension (4) to be a multiple of feature_group_count. Got feature_group_count = 3.}}
  %y = "stablehlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 3 : i64
  } : (tensor<3x10x4xf32>, tensor<3x4x2xf32>) -> tensor<3x8x2xf32>
  return %y : tensor<3x8x2xf32>
}

// -----

func.func @too_few_spatial_numbers(%x: tensor<3x10x10x4xf32>, %k: tensor<3x10x4x2xf32>) -> tensor<3x8x10x2xf32> {
  // expected-error@+1 {{expects convolution arguments to have 3 dimensions. Got: 4}}
  %y = "stablehlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0,
      input_feature_dimension = 3,
      input_spatial_dimensions = [1],
      kernel_input_feature_dimension = 2,
      kernel_output_feature_dimension = 3,
      kernel_spatial_dimensions = [0],
      output_batch_dimension = 0,
      output_feature_dimension = 3,
      output_spatial_dimensions = [1]
    >,
    feature_group_count = 1 : i64
  } : (tensor<3x10x10x4xf32>, tensor<3x10x4x2xf32>) -> tensor<3x8x10x2xf32>
  return %y : tensor<3x8x10x2xf32>
}

// -----

func.func @padding_not_pairs(%x: tensor<3x10x4xf32>, %k: tensor<3x4x2xf32>) -> tensor<3x8x2xf32> {
  // expected-error@+1 {{expects the shape of padding-attribute to be {N, 2}, but got {1, 3}.}}
  %y = "stablehlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64,
    padding = dense<0> : tensor<1x3xi64>
  } : (tensor<3x10x4xf32>, tensor<3x4x2xf32>) -> tensor<3x8x2xf32>
  return %y : tensor<3x8x2xf32>
}

// -----

func.func @two_strides_for_one_dimension(%x: tensor<3x10x4xf32>, %k: tensor<3x4x2xf32>) -> tensor<3x8x2xf32> {
  // expected-error@+1 {{expects window-strides to have same dimension-size as size of window dimensions (1), but got: 2.}}
  %y = "stablehlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64,
    window_strides = array<i64: 1, 1>
  } : (tensor<3x10x4xf32>, tensor<3x4x2xf32>) -> tensor<3x8x2xf32>
  return %y : tensor<3x8x2xf32>
}

// -----

func.func @negative_dilation(%x: tensor<3x10x4xf32>, %k: tensor<3x4x2xf32>) -> tensor<3x8x2xf32> {
  // expected-error@+1 {{expects window to have positive window dilation factor for 0-th window dimension, but got -1.}}
  %y = "stablehlo.convolution"(%x, %k) {
    batch_group_count = 1 : i64,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64,
    rhs_dilation = array<i64: -1>
  } : (tensor<3x10x4xf32>, tensor<3x4x2xf32>) -> tensor<3x8x2xf32>
  return %y : tensor<3x8x2xf32>
}

// -----

// The custom form: `custom<ConvolutionDimensions>` and `custom<WindowAttributes>`.
func.func @custom_form(%x: tensor<2x9x9x3xf32>, %k: tensor<3x3x3x6xf32>) -> tensor<2x5x5x6xf32> {
  %y = stablehlo.convolution(%x, %k)
      dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1], reverse = [false, true]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<2x9x9x3xf32>, tensor<3x3x3x6xf32>) -> tensor<2x5x5x6xf32>
  return %y : tensor<2x5x5x6xf32>
}

// -----

func.func @custom_zero_stride(%x: tensor<2x9x9x3xf32>, %k: tensor<3x3x3x6xf32>) -> tensor<2x5x5x6xf32> {
  // expected-error@+1 {{expects window to have positive stride for 0-th window dimension, but got 0.}}
  %y = stablehlo.convolution(%x, %k)
      dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {stride = [0, 2]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<2x9x9x3xf32>, tensor<3x3x3x6xf32>) -> tensor<2x5x5x6xf32>
  return %y : tensor<2x5x5x6xf32>
}

// -----

func.func @custom_batch_groups(%x: tensor<3x9x9x3xf32>, %k: tensor<3x3x3x6xf32>) -> tensor<3x7x7x6xf32> {
  // expected-error@+1 {{expects input batch dimension (3) to be divisible by batch_group_count. Got batch_group_count = 2.}}
  %y = stablehlo.convolution(%x, %k)
      dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {}
      {batch_group_count = 2 : i64, feature_group_count = 1 : i64}
      : (tensor<3x9x9x3xf32>, tensor<3x3x3x6xf32>) -> tensor<3x7x7x6xf32>
  return %y : tensor<3x7x7x6xf32>
}

// -----

func.func @window_key_twice(%x: tensor<2x9x9x3xf32>, %k: tensor<3x3x3x6xf32>) -> tensor<2x7x7x6xf32> {
  // expected-error@+3 {{custom op 'stablehlo.convolution' Unexpected keyword lhs_dilate}}
  %y = stablehlo.convolution(%x, %k)
      dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {lhs_dilate = [1, 1], lhs_dilate = [1, 1]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<2x9x9x3xf32>, tensor<3x3x3x6xf32>) -> tensor<2x7x7x6xf32>
  return %y : tensor<2x7x7x6xf32>
}

// -----

func.func @pad_of_one(%x: tensor<2x9x9x3xf32>, %k: tensor<3x3x3x6xf32>) -> tensor<2x7x7x6xf32> {
  // expected-error@+3 {{custom op 'stablehlo.convolution' Expected array with 2 elements, got 1 elements instead}}
  %y = stablehlo.convolution(%x, %k)
      dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {pad = [[0, 0], [1]]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<2x9x9x3xf32>, tensor<3x3x3x6xf32>) -> tensor<2x7x7x6xf32>
  return %y : tensor<2x7x7x6xf32>
}

// -----

func.func @kernel_role_in_input(%x: tensor<2x9x9x3xf32>, %k: tensor<3x3x3x6xf32>) -> tensor<2x7x7x6xf32> {
  // expected-error@+1 {{custom op 'stablehlo.convolution' Unexpected dimension o, expecting b, f}}
  %y = stablehlo.convolution(%x, %k) dim_numbers = [o, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x9x3xf32>, tensor<3x3x3x6xf32>) -> tensor<2x7x7x6xf32>
  return %y : tensor<2x7x7x6xf32>
}

// -----

// `#stablehlo.conv<...>` on its own: ConvDimensionNumbersAttr::parse.
// expected-error@+1 {{Expected dimensions o not specified}}
module attributes {test.dims = #stablehlo.conv<[b, 0, f]x[0, i]->[b, 0, f]>} {}

// -----

// expected-error@+1 {{Expected spatial dimensions 1 not specified}}
module attributes {test.dims = #stablehlo.conv<[b, 0, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]>} {}
