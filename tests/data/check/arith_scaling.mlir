// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// The scaling casts' CastOpInterface, SameInputOutputTensorDims and Elementwise checks.

func.func @valid(%a: vector<4xf8E5M2>, %s: vector<4xf8E8M0FNU>, %b: f32, %t: f8E8M0FNU) -> (vector<4xf32>, f16) {
  %0 = arith.scaling_extf %a, %s : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xf32>
  %1 = arith.scaling_truncf %b, %t : f32, f8E8M0FNU to f16
  return %0, %1 : vector<4xf32>, f16
}

// -----

func.func @extf_narrower(%a: f32, %s: f8E8M0FNU) -> f16 {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %a, %s : f32, f8E8M0FNU to f16
  return %0 : f16
}

// -----

func.func @truncf_same_width(%a: f32, %s: f8E8M0FNU) -> f32 {
  // expected-error@+1 {{'arith.scaling_truncf' op operand types 'f32', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %a, %s : f32, f8E8M0FNU to f32
  return %0 : f32
}

// -----

func.func @vector_lengths(%a: vector<4xf16>, %s: vector<4xf8E8M0FNU>) -> vector<5xf32> {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'vector<4xf16>', 'vector<4xf8E8M0FNU>' and result type 'vector<5xf32>' are cast incompatible}}
  %0 = arith.scaling_extf %a, %s : vector<4xf16>, vector<4xf8E8M0FNU> to vector<5xf32>
  return %0 : vector<5xf32>
}

// -----

func.func @tensor_dims(%a: tensor<4xf16>, %s: tensor<4xf8E8M0FNU>) -> tensor<5xf32> {
  // expected-error@+1 {{'arith.scaling_extf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.scaling_extf %a, %s : tensor<4xf16>, tensor<4xf8E8M0FNU> to tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @encodings(%a: tensor<4xf32, "enc">, %s: tensor<4xf8E8M0FNU>) -> tensor<4xf64, "x"> {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'tensor<4xf32, "enc">', 'tensor<4xf8E8M0FNU>' and result type 'tensor<4xf64, "x">' are cast incompatible}}
  %0 = arith.scaling_extf %a, %s : tensor<4xf32, "enc">, tensor<4xf8E8M0FNU> to tensor<4xf64, "x">
  return %0 : tensor<4xf64, "x">
}

// -----

func.func @scale_shape(%a: vector<4xf16>, %s: vector<8xf8E8M0FNU>) -> vector<4xf32> {
  // expected-error@+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_extf %a, %s : vector<4xf16>, vector<8xf8E8M0FNU> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @scale_kind(%a: tensor<4xf16>, %s: vector<4xf8E8M0FNU>) -> tensor<4xf32> {
  // expected-error@+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_extf %a, %s : tensor<4xf16>, vector<4xf8E8M0FNU> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @scale_scalable(%a: vector<[4]xf16>, %s: vector<4xf8E8M0FNU>) -> vector<[4]xf32> {
  // expected-error@+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_extf %a, %s : vector<[4]xf16>, vector<4xf8E8M0FNU> to vector<[4]xf32>
  return %0 : vector<[4]xf32>
}

// -----

func.func @scalar_result(%a: f16, %s: vector<4xf8E8M0FNU>) -> f32 {
  // expected-error@+1 {{'arith.scaling_extf' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = arith.scaling_extf %a, %s : f16, vector<4xf8E8M0FNU> to f32
  return %0 : f32
}
