module attributes {gpu.container_module} {
  func.func @launch(%arg0: index, %arg1: f32, %arg2: i32, %arg3: i64) {
    gpu.launch blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) threads(%arg7, %arg8, %arg9) in (%arg13 = %arg0, %arg14 = %arg0, %arg15 = %arg0) workgroup(%arg16 : memref<42xf32, 3>) private(%arg17 : memref<2xf32, 5>) {
      gpu.terminator
    }
    %0 = gpu.wait async
    %1 = gpu.launch async [%0] blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) threads(%arg7, %arg8, %arg9) in (%arg13 = %arg0, %arg14 = %arg0, %arg15 = %arg0) {
      gpu.terminator
    }
    gpu.launch clusters(%arg16, %arg17, %arg18) in (%arg19 = %arg0, %arg20 = %arg0, %arg21 = %arg0) blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) threads(%arg7, %arg8, %arg9) in (%arg13 = %arg0, %arg14 = %arg0, %arg15 = %arg0) dynamic_shared_memory_size %arg2 module(@kernels) function(@kernel_1) cooperative {
      %5 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.terminator
    } {foo}
    gpu.launch_func  @kernels::@kernel_1 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg1 : f32)
    %2 = gpu.launch_func async [%1] @kernels::@kernel_2 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  
    gpu.launch_func  @kernels::@kernel_2 clusters in (%arg3, %arg3, %arg3) blocks in (%arg3, %arg3, %arg3) threads in (%arg3, %arg3, %arg3) : i64 dynamic_shared_memory_size %arg2 cooperative  {bar}
    gpu.launch_func  @binary::@kernel blocks in (%arg2, %arg2, %arg2) threads in (%arg2, %arg2, %arg2) : i32 args(%arg1 : f32, %arg0 : index)
    gpu.wait [%2]
    gpu.wait 
    %memref = gpu.alloc  (%arg0) : memref<?xf32, 1>
    %memref_0, %asyncToken = gpu.alloc async [%0] () : memref<13xf32, 1>
    %memref_1 = gpu.alloc  host_shared () : memref<13xf32, 1>
    %memref_2 = gpu.alloc  (%arg0)[%arg0] : memref<?xf32, strided<[1], offset: ?>>
    gpu.memcpy  %memref_0, %memref_1 : memref<13xf32, 1>, memref<13xf32, 1>
    %3 = gpu.memset async [%asyncToken] %memref_0, %arg1 : memref<13xf32, 1>, f32
    %4 = gpu.dealloc async [%3] %memref_0 : memref<13xf32, 1>
    gpu.dealloc  %memref : memref<?xf32, 1>
    gpu.set_default_device %arg2
    return
  }
  func.func @host(%arg0: memref<*xf32>) {
    gpu.host_register %arg0 : memref<*xf32>
    gpu.host_unregister %arg0 : memref<*xf32>
    return
  }
  gpu.module @kernels {
    gpu.func @kernel_1(%arg0: f32) workgroup(%arg1 : memref<42xf32, 3>) private(%arg2 : memref<2xf32, 5>) kernel attributes {foo = "bar"} {
      %thread_id_x = gpu.thread_id x
      %block_id_y = gpu.block_id y
      %block_dim_z = gpu.block_dim z
      %grid_dim_x = gpu.grid_dim x upper_bound 64
      %global_id_x = gpu.global_id x
      %0 = gpu.subgroup_id : index
      %1 = gpu.lane_id
      %2 = gpu.lane_id upper_bound 32
      %3 = gpu.num_subgroups upper_bound 4 : index
      %4 = gpu.subgroup_size : index
      %cluster_id_x = gpu.cluster_id x
      %cluster_dim_y = gpu.cluster_dim y
      %cluster_block_id_z = gpu.cluster_block_id z
      %cluster_dim_blocks_x = gpu.cluster_dim_blocks x
      gpu.barrier
      gpu.barrier memfence [#gpu.address_space<global>]
      gpu.barrier scope <subgroup>
      gpu.barrier memfence [] scope <cluster>
      %c4_i32 = arith.constant 4 : i32
      %5 = gpu.initialize_named_barrier %c4_i32 : i32 -> !gpu.named_barrier
      gpu.barrier named(%5 : !gpu.named_barrier) memfence [#gpu.address_space<workgroup>]
      gpu.printf "Value: %f", %arg0 : f32
      gpu.printf "]"
      gpu.return
    }
    gpu.func @kernel_2() kernel {
      gpu.return
    }
    gpu.func @helper(%arg0: f32 {gpu.foo}) -> (f32 {gpu.bar}) attributes {known_block_size = array<i32: 32, 1, 1>} {
      gpu.return %arg0 : f32
    }
    gpu.func @attributed() workgroup(%arg0 : memref<4xf32, #gpu.address_space<workgroup>> {gpu.x}) {
      gpu.return
    }
  }
  gpu.module @targets<#gpu.select_object<0 : i64>> [#nvvm.target] attributes {gpu.y} {
  }
  gpu.binary @binary  [#gpu.object<#nvvm.target, "">]
  gpu.binary @binary_2 <#gpu.select_object<1 : i64>> {gpu.z} [#gpu.object<#nvvm.target, properties = {O = 3 : i64}, bin = "">, #gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"a", (i32) -> (), arg_attrs = [{llvm.read_only}], metadata = {n = 1 : i32}>, #gpu.kernel_metadata<"b", () -> ()>]>, offload = "x">, #gpu.object<#nvvm.target, assembly = "y">]
  func.func @f(%arg0: index, %arg1: vector<4xf32>, %arg2: f32, %arg3: i32, %arg4: i1) -> vector<1xf32> {
    %0 = gpu.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4xf32>) -> (vector<1xf32>) {
    ^bb0(%arg5: vector<128xf32>):
      %10 = vector.extract_strided_slice %arg5 {offsets = [0], sizes = [32], strides = [1]} : vector<128xf32> to vector<32xf32>
      gpu.yield %10 : vector<32xf32>
    }
    gpu.warp_execute_on_lane_0(%arg0)[32] {
    }
    gpu.warp_execute_on_lane_0(%arg0)[32] {
    } {foo}
    %1 = gpu.all_reduce add %arg2 uniform {
    } : (f32) -> f32
    %2 = gpu.all_reduce  %arg2 {
    ^bb0(%arg5: f32, %arg6: f32):
      %10 = arith.addf %arg5, %arg6 : f32
      gpu.yield %10 : f32
    } : (f32) -> f32
    %3 = gpu.subgroup_reduce add %arg2 : (f32) -> f32
    %4 = gpu.subgroup_reduce minimumf %arg1 uniform cluster(size = 4) : (vector<4xf32>) -> vector<4xf32>
    %5 = gpu.subgroup_reduce add %arg2 cluster(size = 4, stride = 2) : (f32) -> f32
    %c1_i32 = arith.constant 1 : i32
    %c32_i32 = arith.constant 32 : i32
    %shuffleResult, %valid = gpu.shuffle xor %arg2, %c1_i32, %c32_i32 : f32
    %shuffleResult_0, %valid_1 = gpu.shuffle idx %arg1, %c1_i32, %c32_i32 : vector<4xf32>
    %rotateResult, %valid_2 = gpu.rotate %arg2, 1, 16 : f32
    %6 = gpu.all_reduce minsi %arg3 {
    } : (i32) -> i32
    %7 = gpu.subgroup_broadcast %arg2, first_active_lane : f32
    %8 = gpu.subgroup_broadcast %arg2, specific_lane %arg3 : f32
    %9 = gpu.ballot %arg4 : i64
    return %0 : vector<1xf32>
  }
  func.func @mma(%arg0: memref<32x32xf16>, %arg1: index, %arg2: f16) {
    %0 = gpu.subgroup_mma_load_matrix %arg0[%arg1, %arg1] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %1 = gpu.subgroup_mma_load_matrix %arg0[%arg1, %arg1] {leadDimension = 32 : index, transpose} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %2 = gpu.subgroup_mma_constant_matrix %arg2 : !gpu.mma_matrix<16x16xf16, "COp">
    %3 = gpu.subgroup_mma_compute %0, %1, %2 {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    %4 = gpu.subgroup_mma_elementwise addf %3, %2 : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    %5 = gpu.subgroup_mma_elementwise negatef %4 : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    %6 = gpu.subgroup_mma_extract_thread_local %5[%arg1] : !gpu.mma_matrix<16x16xf16, "COp"> -> f16
    %7 = gpu.subgroup_mma_insert_thread_local %6, %5[%arg1] : f16, !gpu.mma_matrix<16x16xf16, "COp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %7, %arg0[%arg1, %arg1] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>
    return
  }
  func.func @sparse(%arg0: index, %arg1: memref<?xf64>, %arg2: memref<?xindex>) {
    %0 = gpu.wait async
    %spmat, %asyncToken = gpu.create_coo async [%0] %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spmat_0 = gpu.create_coo_aos  %arg0, %arg0, %arg0, %arg2, %arg1 : memref<?xindex>, memref<?xf64>
    %spmat_1 = gpu.create_csr  %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spmat_2 = gpu.create_csc  %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spmat_3 = gpu.create_bsr  %arg0, %arg0, %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spMat = gpu.create_2to4_spmat {PRUNE_ONLY} %arg0, %arg0, %arg1 : memref<?xf64>
    %dnTensor = gpu.create_dn_tensor  %arg1, %arg0, %arg0 : index, index into memref<?xf64>
    %bufferSz = gpu.spmv_buffer_size  %spmat{TRANSPOSE}, %dnTensor, %dnTensor into f64
    gpu.spmv  %spmat, %dnTensor, %dnTensor, %arg1 : memref<?xf64> into f64
    %bufferSzs:2 = gpu.spmm_buffer_size  %spmat{TRANSPOSE}, %dnTensor{CONJUGATE_TRANSPOSE}, %dnTensor : index, index into f64
    gpu.spmm  %spmat, %dnTensor, %dnTensor, %arg1, %arg1 : memref<?xf64>, memref<?xf64> into f64
    %bufferSz_4 = gpu.sddmm_buffer_size  %dnTensor{TRANSPOSE}, %dnTensor, %spmat into f32
    %1 = gpu.sddmm async [%asyncToken] %dnTensor, %dnTensor{TRANSPOSE}, %spmat, %arg1 : memref<?xf64> into f32
    %desc = gpu.spgemm_create_descr 
    %bufferSzNew = gpu.spgemm_work_estimation_or_compute {WORK_ESTIMATION} %spmat{TRANSPOSE}, %spmat, %spmat, %desc, %arg0, %arg1 : f32 into memref<?xf64>
    %bufferSzNew_5 = gpu.spgemm_work_estimation_or_compute {COMPUTE} %spmat, %spmat, %spmat, %desc, %arg0, %arg1 : f32 into memref<?xf64>
    gpu.spgemm_copy  %spmat, %spmat{TRANSPOSE}, %spmat, %desc : f32
    gpu.spgemm_destroy_descr  %desc
    %rows, %cols, %nnz = gpu.spmat_get_size  %spmat
    gpu.set_csr_pointers  %spmat, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
    gpu.destroy_dn_tensor  %dnTensor
    gpu.destroy_sp_mat  %spmat
    %2 = gpu.destroy_sp_mat async [%1] %spmat_0
    %rows_6, %cols_7, %nnz_8, %asyncToken_9 = gpu.spmat_get_size async [%2] %spmat
    gpu.wait [%asyncToken_9]
    return
  }
}
