// RUN: mlir-ls check --split-input-file %s

func.func @views(%m: memref<8x8xf32>, %t: tensor<8x8xf32>, %i: index) -> tensor<4x4xf32> {
  %0 = memref.load %m[%i, %i] : memref<8x8xf32>
  memref.store %0, %m[%i, %i] : memref<8x8xf32>
  %1 = memref.subview %m[0, %i] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %2 = memref.alloc(%i) : memref<?xf32>
  memref.dealloc %2 : memref<?xf32>
  %3 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %4 = tensor.empty() : tensor<4x4xf32>
  %5 = linalg.fill ins(%0 : f32) outs(%4 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %6 = tensor.insert %0 into %5[%i, %i] : tensor<4x4xf32>
  return %6 : tensor<4x4xf32>
}

// -----

func.func @alloc_count(%i: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%i) : memref<4xf32>
  return
}
