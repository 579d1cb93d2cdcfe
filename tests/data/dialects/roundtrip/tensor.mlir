module {
  func.func @tensor(%arg0: tensor<8x16xf32>, %arg1: tensor<?xf32>, %arg2: tensor<2x1xindex>, %arg3: index, %arg4: f32, %arg5: tensor<2xi32>, %arg6: tensor<4xi32>) -> tensor<?xf32> {
    %0 = tensor.bitcast %arg6 : tensor<4xi32> to tensor<4xui32>
    %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
    %1 = tensor.empty(%arg3) : tensor<?x4xf32>
    %extracted = tensor.extract %arg0[%arg3, %arg3] : tensor<8x16xf32>
    %inserted = tensor.insert %arg4 into %arg0[%arg3, %arg3] : tensor<8x16xf32>
    %dim = tensor.dim %arg1, %arg3 : tensor<?xf32>
    %rank = tensor.rank %arg1 : tensor<?xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, %arg3] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, %arg3] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
    %from_elements = tensor.from_elements %arg4, %arg4 : tensor<2xf32>
    %generated = tensor.generate %arg3 {
    ^bb0(%arg7: index, %arg8: index):
      tensor.yield %arg4 : f32
    } : tensor<?x3xf32>
    %splat = tensor.splat %arg4 : tensor<4xf32>
    %splat_0 = tensor.splat %arg4[%arg3] : tensor<?xf32>
    %reshape = tensor.reshape %arg0(%arg5) : (tensor<8x16xf32>, tensor<2xi32>) -> tensor<16x8xf32>
    %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
    %gather = tensor.gather %arg0[%arg2] gather_dims([0]) unique : (tensor<8x16xf32>, tensor<2x1xindex>) -> tensor<2x1x16xf32>
    %scatter = tensor.scatter %gather into %arg0[%arg2] scatter_dims([0]) unique : (tensor<2x1x16xf32>, tensor<8x16xf32>, tensor<2x1xindex>) -> tensor<8x16xf32>
    %padded = tensor.pad %arg0 low[1, %arg3] high[2, 0] {
    ^bb0(%arg7: index, %arg8: index):
      tensor.yield %arg4 : f32
    } : tensor<8x16xf32> to tensor<11x?xf32>
    %padded_1 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
    ^bb0(%arg7: index, %arg8: index):
      tensor.yield %arg4 : f32
    } : tensor<8x16xf32> to tensor<8x16xf32>
    %2 = scf.forall (%arg7) in (2) shared_outs(%arg8 = %arg0) -> (tensor<8x16xf32>) {
      %extracted_slice_2 = tensor.extract_slice %arg0[%arg7, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<1x16xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %extracted_slice_2 into %arg8[%arg7, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>
      }
    }
    return %arg1 : tensor<?xf32>
  }
}
