#map = affine_map<(d0)[s0] -> (d0 + s0)>
module {
  memref.global "private" constant @cst : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}
  memref.global @ext : memref<4xf32>
  memref.global "private" @uninit : memref<4xf32> = uninitialized
  func.func @memref(%arg0: memref<8x16xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: f32, %arg4: memref<2xi32>, %arg5: memref<64xi8>, %arg6: memref<10xf32>, %arg7: memref<40x128xf32>, %arg8: memref<2x1024xf32, 1>, %arg9: memref<1xi32>) -> f32 {
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_0 = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
    %alloc_1 = memref.alloc(%arg2)[%arg2] : memref<?xf32, #map>
    %alloca = memref.alloca() : memref<4xf32>
    memref.dealloc %alloc : memref<4xf32>
    %0 = memref.load %arg0[%arg2, %arg2] : memref<8x16xf32>
    %1 = memref.load %arg0[%arg2, %arg2] {nontemporal = true} : memref<8x16xf32>
    %2 = memref.load %arg0[%arg2, %arg2] {invariant = true} : memref<8x16xf32>
    memref.store %arg3, %arg0[%arg2, %arg2] : memref<8x16xf32>
    %dim = memref.dim %arg1, %arg2 : memref<?xf32>
    %3 = memref.rank %arg1 : memref<?xf32>
    %cast = memref.cast %arg1 : memref<?xf32> to memref<4xf32>
    %memspacecast = memref.memory_space_cast %arg1 : memref<?xf32> to memref<?xf32, 1>
    memref.copy %arg1, %arg1 : memref<?xf32> to memref<?xf32>
    %subview = memref.subview %arg0[0, %arg2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
    %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [%arg2, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
    %4 = memref.get_global @cst : memref<2xi32>
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<8x16xf32> into memref<128xf32>
    %view = memref.view %arg5[%arg2][] : memref<64xi8> to memref<4x4xf32>
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x16xf32> -> index
    %assume_align = memref.assume_alignment %arg1, 16 : memref<?xf32>
    %5 = memref.realloc %arg1(%arg2) : memref<?xf32> to memref<?xf32>
    %reshape = memref.reshape %arg0(%arg4) : (memref<8x16xf32>, memref<2xi32>) -> memref<16x8xf32>
    %6:2 = memref.distinct_objects %arg0, %arg1 : memref<8x16xf32>, memref<?xf32>
    %7 = memref.atomic_rmw addf %arg3, %arg0[%arg2, %arg2] : (f32, memref<8x16xf32>) -> f32
    memref.prefetch %arg0[%arg2, %arg2], read, locality<3>, data : memref<8x16xf32>
    %8 = memref.generic_atomic_rmw %arg6[%arg2] : memref<10xf32> {
    ^bb0(%arg10: f32):
      %10 = arith.addf %arg10, %arg3 : f32
      memref.atomic_yield %10 : f32
    }
    memref.dma_start %arg7[%arg2, %arg2], %arg8[%arg2, %arg2], %arg2, %arg9[%arg2] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
    memref.dma_wait %arg9[%arg2], %arg2 : memref<1xi32>
    %9 = memref.alloca_scope  -> (f32) {
      %alloca_2 = memref.alloca() : memref<4xf32>
      %10 = memref.load %alloca_2[%arg2] : memref<4xf32>
      memref.alloca_scope.return %10 : f32
    }
    memref.alloca_scope  {
      %alloca_2 = memref.alloca() : memref<4xf32>
    }
    return %9 : f32
  }
}
