// stablehlo.reduce's C++ checks (stablehlo_reduce.py), generic form.
// Needs ../shared/ods (stablehlo's .td files) and LLVM 22's llvm-tblgen.

// A row maximum, and a sum of i8 values accumulated in i32 (promotable).
func.func @row_max(%m: tensor<4x6xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  %r = "stablehlo.reduce"(%m, %init) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    %y = stablehlo.maximum %acc, %x : tensor<f32>
    stablehlo.return %y : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @widening_sum(%v: tensor<8xi8>, %init: tensor<i32>) -> tensor<i32> {
  %r = "stablehlo.reduce"(%v, %init) ({
  ^bb0(%acc: tensor<i32>, %x: tensor<i32>):
    %y = stablehlo.add %acc, %x : tensor<i32>
    stablehlo.return %y : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<8xi8>, tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

// -----

func.func @dimension_past_rank(%m: tensor<4x6xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{Out-of-bounds dimension 3, expected to be in range [0, 2)}}
  %r = "stablehlo.reduce"(%m, %init) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    stablehlo.return %acc : tensor<f32>
  }) {dimensions = array<i64: 3>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @inputs_disagree(%a: tensor<4x6xf32>, %b: tensor<4x5xf32>, %i: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-error@+1 {{expects all inputs to have compatible shapes. Shape at input-index 1 is not compatible with shape at input-index 0}}
  %r:2 = "stablehlo.reduce"(%a, %b, %i, %i) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>, %x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %p, %q : tensor<f32>, tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<4x6xf32>, tensor<4x5xf32>, tensor<f32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @returns_two_for_one(%m: tensor<4x6xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{Reduction-region here must produce 1 tensors, but produces 2 instead}}
  %r = "stablehlo.reduce"(%m, %init) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    stablehlo.return %acc, %x : tensor<f32>, tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @accumulator_of_other_type(%m: tensor<4x6xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{The type of reduction-region's parameter at index 0 is different than the corresponding result type: 'tensor<f16>' vs 'tensor<f32>'}}
  %r = "stablehlo.reduce"(%m, %init) ({
  ^bb0(%acc: tensor<f16>, %x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 1>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @narrowing_sum(%v: tensor<8xi32>, %init: tensor<i32>) -> tensor<i16> {
  // expected-error@+1 {{The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i16>' vs 'tensor<i32>'}}
  %r = "stablehlo.reduce"(%v, %init) ({
  ^bb0(%acc: tensor<i16>, %x: tensor<i16>):
    stablehlo.return %acc : tensor<i16>
  }) {dimensions = array<i64: 0>} : (tensor<8xi32>, tensor<i32>) -> tensor<i16>
  return %r : tensor<i16>
}

// -----

func.func @argument_keeps_too_much(%m: tensor<4x6xf32>, %init: tensor<4x6xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{The rank of reduction-region's argument at index 1 is expected to be <= 1, got 2}}
  %r = "stablehlo.reduce"(%m, %init) ({
  ^bb0(%acc: tensor<4x6xf32>, %x: tensor<4x6xf32>):
    stablehlo.return %acc : tensor<4x6xf32>
  }) {dimensions = array<i64: 1>} : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
