// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// vector.multi_reduction: the element-type PredOpTrait, then MultiDimReductionOp::verify.

func.func @valid(%v: vector<4x[8]xf32>, %a: vector<[8]xf32>, %b: f32) -> (vector<[8]xf32>, f32) {
  %0 = vector.multi_reduction <add>, %v, %a [0] : vector<4x[8]xf32> to vector<[8]xf32>
  %1 = vector.multi_reduction <mul>, %v, %b [0, 1] : vector<4x[8]xf32> to f32
  return %0, %1 : vector<[8]xf32>, f32
}

// -----

func.func @kept_wrong_dim(%v: vector<4x8xf32>, %a: vector<8xf32>) -> vector<8xf32> {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [1] : vector<4x8xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @not_all_reduced(%v: vector<4x8xf32>, %a: f32) -> f32 {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'f32' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [0] : vector<4x8xf32> to f32
  return %0 : f32
}

// -----

func.func @scalable_dropped(%v: vector<4x[8]xf32>, %a: vector<8xf32>) -> vector<8xf32> {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x[8]xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [0] : vector<4x[8]xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @element_type(%v: vector<4x8xf32>, %a: f64) -> f64 {
  // expected-error@+1 {{'vector.multi_reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.multi_reduction <add>, %v, %a [0, 1] : vector<4x8xf32> to f64
  return %0 : f64
}
