// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// MaterializeInDestinationOp::verify (after AllElementTypesMatch<["source", "dest"]>).

func.func @valid(%t: tensor<4xf32>, %d: tensor<?xf32>, %m: memref<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<?xf32>) -> ()
  return %0 : tensor<?xf32>
}

// -----

func.func @tensor_dest_no_result(%t: tensor<4xf32>, %d: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @result_type(%t: tensor<4xf32>, %d: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @memref_result(%t: tensor<4xf32>, %d: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in restrict writable %d : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @restrict_tensor(%t: tensor<4xf32>, %d: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @memref_not_writable(%t: tensor<4xf32>, %d: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in restrict %d : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @unranked_dest(%t: tensor<4xf32>, %d: tensor<*xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<*xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @rank(%t: tensor<4xf32>, %d: memref<4x4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source rank (1) does not match destination rank (2)}}
  bufferization.materialize_in_destination %t in restrict writable %d : (tensor<4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @sizes(%t: tensor<4xf32>, %d: memref<5xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in restrict writable %d : (tensor<4xf32>, memref<5xf32>) -> ()
  return
}

// -----

func.func @element_type(%t: tensor<4xf32>, %d: memref<4xf64>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  bufferization.materialize_in_destination %t in restrict writable %d : (tensor<4xf32>, memref<4xf64>) -> ()
  return
}

// -----

func.func @vector_dest(%t: tensor<4xf32>, %d: vector<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}
