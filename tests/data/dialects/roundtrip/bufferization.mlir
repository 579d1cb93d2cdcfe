module {
  func.func @bufferization(%arg0: tensor<?xf32>, %arg1: index, %arg2: memref<?xf32>) -> memref<?xf32> {
    %0 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
    %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
    %2 = bufferization.alloc_tensor(%arg1) {memory_space = 1 : i64} : tensor<?xf32>
    %3 = bufferization.to_buffer %0 : tensor<?xf32> to memref<?xf32>
    %4 = bufferization.to_buffer %0 read_only : tensor<?xf32> to memref<?xf32>
    %5 = bufferization.to_tensor %arg2 : memref<?xf32> to tensor<?xf32>
    %6 = bufferization.to_tensor %arg2 restrict writable : memref<?xf32> to tensor<?xf32>
    %7 = bufferization.clone %arg2 : memref<?xf32> to memref<?xf32>
    bufferization.dealloc_tensor %arg0 : tensor<?xf32>
    %8 = bufferization.materialize_in_destination %arg0 in %1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    bufferization.materialize_in_destination %arg0 in restrict writable %arg2 : (tensor<?xf32>, memref<?xf32>) -> ()
    return %3 : memref<?xf32>
  }
}
