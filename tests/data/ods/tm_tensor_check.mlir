// tm_tensor's C++ verifiers (tm_tensor_parts.py): TMTensorInterface, then ScatterOp::verify.
// Needs ../shared/ods (torch-mlir's TMTensorOps.td) and LLVM 22's llvm-tblgen.

// A valid scatter of rows: tensor form and memref form.
func.func @rows(%u: tensor<5x8xf16>, %i: tensor<5x1xi32>, %o: tensor<9x8xf16>) -> tensor<9x8xf16> {
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false)
      ins(%u, %i : tensor<5x8xf16>, tensor<5x1xi32>) outs(%o : tensor<9x8xf16>) {
  ^bb0(%a: f16, %b: f16):
    %m = arith.maximumf %a, %b : f16
    tm_tensor.yield %m : f16
  } -> tensor<9x8xf16>
  return %r : tensor<9x8xf16>
}

func.func @rows_in_place(%u: memref<3x4xi64>, %i: memref<3x1xi32>, %o: memref<6x4xi64>) {
  tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true)
      ins(%u, %i : memref<3x4xi64>, memref<3x1xi32>) outs(%o : memref<6x4xi64>) {
  ^bb0(%a: i64, %b: i64):
    tm_tensor.yield %a : i64
  }
  return
}

// -----

func.func @memref_output_with_result(%u: tensor<2x3xf32>, %i: tensor<2x1xi32>, %o: memref<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'tm_tensor.scatter' op expected inputs and outputs to be RankedTensorType or scalar}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true)
      ins(%u, %i : tensor<2x3xf32>, tensor<2x1xi32>) outs(%o : memref<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @tensor_input_without_result(%u: tensor<2x3xf32>, %i: memref<2x1xi32>, %o: memref<4x3xf32>) {
  // expected-error@+1 {{'tm_tensor.scatter' op expected inputs and outputs to be MemRefType or scalar}}
  tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true)
      ins(%u, %i : tensor<2x3xf32>, memref<2x1xi32>) outs(%o : memref<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  }
  return
}

// -----

func.func @result_type_differs(%u: tensor<2x3xf32>, %i: tensor<2x1xi32>, %o: tensor<4x3xf32>) -> tensor<4x?xf32> {
  // expected-error@+1 {{'tm_tensor.scatter' op expected type of `outs` operand #0 'tensor<4x3xf32>' to be same as result type 'tensor<4x?xf32>'}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true)
      ins(%u, %i : tensor<2x3xf32>, tensor<2x1xi32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}

// -----

func.func @float_indices(%u: tensor<2x3xf32>, %i: tensor<2x1xbf16>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'tm_tensor.scatter' op expected indices to be of rank 2 of integer element type}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true)
      ins(%u, %i : tensor<2x3xf32>, tensor<2x1xbf16>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @map_entry_repeated(%u: tensor<2xf32>, %i: tensor<2x2xi32>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'tm_tensor.scatter' op dimension map is invalid}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 1, 1>} unique_indices(true)
      ins(%u, %i : tensor<2xf32>, tensor<2x2xi32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @update_count_differs(%u: tensor<3x3xf32>, %i: tensor<2x1xi32>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'tm_tensor.scatter' op mismatch in shape of indices and update value at dim#0}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true)
      ins(%u, %i : tensor<3x3xf32>, tensor<2x1xi32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @slice_too_wide(%u: tensor<2x7xf32>, %i: tensor<2x1xi32>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'tm_tensor.scatter' op shape of update value dim#1 exceeds original value at dim#1}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true)
      ins(%u, %i : tensor<2x7xf32>, tensor<2x1xi32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @dynamic_depth(%u: tensor<2x3xf32>, %i: tensor<2x?xi32>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'tm_tensor.scatter' op expected index depth is static}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true)
      ins(%u, %i : tensor<2x3xf32>, tensor<2x?xi32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @one_block_argument(%u: tensor<2x3xf32>, %i: tensor<2x1xi32>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'tm_tensor.scatter' op expected region to have two arguments}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true)
      ins(%u, %i : tensor<2x3xf32>, tensor<2x1xi32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @argument_not_update_element(%u: tensor<2x3xf32>, %i: tensor<2x1xi32>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'tm_tensor.scatter' op mismatch in argument 0 of region 'f64' and element type of update value 'f32'}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true)
      ins(%u, %i : tensor<2x3xf32>, tensor<2x1xi32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f64, %b: f32):
    tm_tensor.yield %b : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @yields_other_type(%u: tensor<2x3xf32>, %i: tensor<2x1xi32>, %o: tensor<4x3xf32>, %c: f16) -> tensor<4x3xf32> {
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true)
      ins(%u, %i : tensor<2x3xf32>, tensor<2x1xi32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    // expected-error@+1 {{'tm_tensor.yield' op mismatch in type of yielded value 'f16' and argument of the region 'f32'}}
    tm_tensor.yield %c : f16
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
