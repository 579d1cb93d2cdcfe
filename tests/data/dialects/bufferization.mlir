// RUN: mlir-ls check --split-input-file %s

func.func @ok(%t: tensor<?xf32>, %n: index) -> memref<?xf32> {
  %0 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %1 = bufferization.to_buffer %0 : tensor<?xf32> to memref<?xf32>
  return %1 : memref<?xf32>
}

// -----

func.func @dims(%n: index) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = bufferization.alloc_tensor(%n) : tensor<?x?xf32>
  return
}

// -----

func.func @copy_and_dims(%t: tensor<?xf32>, %n: index) {
  // expected-error@+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}
