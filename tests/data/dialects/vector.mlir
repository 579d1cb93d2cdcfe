// RUN: mlir-ls check --split-input-file %s

func.func @ok(%v: vector<4xf32>, %m: memref<?xf32>, %i: index, %f: f32) -> f32 {
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32>
  %1 = vector.reduction <add>, %0 : vector<4xf32> into f32
  return %1 : f32
}

// -----

func.func @transfer_types(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{requires vector type}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, f32
  return
}
