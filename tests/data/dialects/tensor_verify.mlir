// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// Valid slices, reshapes, gathers and scatters.
func.func @valid(%t: tensor<8x16xf32>, %d: tensor<?x4xf32>, %i: index, %idx: tensor<2x1xindex>) {
  %0 = tensor.extract_slice %t[0, 4][1, 8][1, 1] : tensor<8x16xf32> to tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[2, 0][1, 8][1, 2] : tensor<8xf32> into tensor<8x16xf32>
  %2 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %3 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%i, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %4 = tensor.cast %t : tensor<8x16xf32> to tensor<?x16xf32>
  %5 = tensor.gather %t[%idx] gather_dims([0]) : (tensor<8x16xf32>, tensor<2x1xindex>) -> tensor<2x1x16xf32>
  %6 = tensor.scatter %5 into %t[%idx]
      scatter_dims([0]) unique :
    (tensor<2x1x16xf32>, tensor<8x16xf32>, tensor<2x1xindex>) -> tensor<8x16xf32>
  %7 = tensor.concat dim(0) %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %c = arith.constant 0.0 : f32
  %8 = tensor.pad %t low[1, 0] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c : f32
  } : tensor<8x16xf32> to tensor<9x18xf32>
  return
}

// -----

func.func @slice_size(%t: tensor<8xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<8xf32> to tensor<3xf32>
  return
}

// -----

func.func @slice_element(%t: tensor<8xf32>) {
  // expected-error@+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<8xf32> to tensor<4xi32>
  return
}

// -----

func.func @slice_rank(%s: tensor<2x2xf32>, %t: tensor<8xf32>) {
  // expected-error@+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.insert_slice %s into %t[0][4][1] : tensor<2x2xf32> into tensor<8xf32>
  return
}

// -----

func.func @slice_bounds(%t: tensor<8xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = tensor.extract_slice %t[6][4][1] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

func.func @collapse_static(%t: tensor<2x3xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<5xf32>
  return
}

// -----

func.func @empty_sizes(%i: index) {
  // expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%i) : tensor<?x?xf32>
  return
}

// -----

func.func @cast(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<4x4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @concat(%a: tensor<3xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.concat' op result type 'tensor<8xf32>'does not match inferred shape 'tensor<7xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @pad(%t: tensor<4xf32>, %c: f32) {
  // expected-error@+1 {{specified type 'tensor<7xf32>' does not match the inferred type 'tensor<6xf32>'}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @gather_dims(%t: tensor<4x4xf32>, %idx: tensor<2x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %t[%idx] gather_dims([1, 0]) : (tensor<4x4xf32>, tensor<2x2xindex>) -> tensor<2x1x1xf32>
  return
}

// -----

func.func @scatter_unique(%s: tensor<2x1x4xf32>, %t: tensor<4x4xf32>, %idx: tensor<2x1xindex>) {
  // expected-error@+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %s into %t[%idx] scatter_dims([0]) : (tensor<2x1x4xf32>, tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<4x4xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<8xf32>, %sh: tensor<2xindex>) {
  // expected-error@+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%sh) : (tensor<8xf32>, tensor<2xindex>) -> tensor<2x5xf32>
  return
}

// -----

func.func @expand_dynamic(%t: tensor<?x16xf32>, %i: index) {
  // expected-error@+1 {{'tensor.expand_shape' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, %i, 16] : tensor<?x16xf32> into tensor<?x?x16xf32>
  return
}

// -----

func.func @collapse_element(%t: tensor<2x3xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<6xf32>', but got 'tensor<6xi32>'}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xi32>
  return
}

// -----

func.func @dim_rank0(%t: tensor<f32>, %i: index) {
  // expected-error@+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}
