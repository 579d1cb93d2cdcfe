module attributes {gpu.container_module} {
  func.func @launch(%arg0: index, %arg1: f32) {
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg0, %arg9 = %arg0, %arg10 = %arg0) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg0, %arg12 = %arg0, %arg13 = %arg0) workgroup(%arg14 : memref<42xf32, 3>) private(%arg15 : memref<2xf32, 5>) {
      gpu.terminator
    }
    %0 = gpu.wait async
    %1 = gpu.launch async [%0] blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg0, %arg9 = %arg0, %arg10 = %arg0) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg0, %arg12 = %arg0, %arg13 = %arg0) {
      gpu.terminator
    }
    gpu.launch_func  @kernels::@kernel_1 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg1 : f32)
    %2 = gpu.launch_func async [%1] @kernels::@kernel_2 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  
    gpu.wait [%2]
    %memref = gpu.alloc  (%arg0) : memref<?xf32, 1>
    %memref_0, %asyncToken = gpu.alloc async [%0] () : memref<13xf32, 1>
    %memref_1 = gpu.alloc  host_shared () : memref<13xf32, 1>
    gpu.memcpy  %memref_0, %memref_1 : memref<13xf32, 1>, memref<13xf32, 1>
    %3 = gpu.memset async [%asyncToken] %memref_0, %arg1 : memref<13xf32, 1>, f32
    %4 = gpu.dealloc async [%3] %memref_0 : memref<13xf32, 1>
    gpu.dealloc  %memref : memref<?xf32, 1>
    return
  }
  gpu.module @kernels {
    gpu.func @kernel_1(%arg0: f32) workgroup(%arg1 : memref<42xf32, 3>) private(%arg2 : memref<2xf32, 5>) kernel attributes {foo = "bar"} {
      %thread_id_x = gpu.thread_id x
      %block_id_y = gpu.block_id y
      %block_dim_z = gpu.block_dim z
      %grid_dim_x = gpu.grid_dim x
      %global_id_x = gpu.global_id x
      %0 = gpu.subgroup_id : index
      %1 = gpu.lane_id
      %2 = gpu.num_subgroups : index
      %3 = gpu.subgroup_size : index
      %cluster_id_x = gpu.cluster_id x
      %cluster_dim_y = gpu.cluster_dim y
      %cluster_block_id_z = gpu.cluster_block_id z
      %cluster_dim_blocks_x = gpu.cluster_dim_blocks x
      gpu.barrier
      gpu.barrier memfence [#gpu.address_space<global>]
      gpu.return
    }
    gpu.func @kernel_2() kernel {
      gpu.return
    }
    gpu.func @helper(%arg0: f32) -> f32 {
      gpu.return %arg0 : f32
    }
  }
  func.func @f(%arg0: index, %arg1: vector<4xf32>, %arg2: f32, %arg3: i32) -> vector<1xf32> {
    %0 = gpu.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4xf32>) -> (vector<1xf32>) {
    ^bb0(%arg4: vector<128xf32>):
      %7 = vector.extract_strided_slice %arg4 {offsets = [0], sizes = [32], strides = [1]} : vector<128xf32> to vector<32xf32>
      gpu.yield %7 : vector<32xf32>
    }
    gpu.warp_execute_on_lane_0(%arg0)[32] {
    }
    gpu.warp_execute_on_lane_0(%arg0)[32] {
    } {foo}
    %1 = gpu.all_reduce add %arg2 uniform {
    } : (f32) -> f32
    %2 = gpu.all_reduce  %arg2 {
    ^bb0(%arg4: f32, %arg5: f32):
      %7 = arith.addf %arg4, %arg5 : f32
      gpu.yield %7 : f32
    } : (f32) -> f32
    %3 = gpu.subgroup_reduce add %arg2 : (f32) -> f32
    %4 = gpu.subgroup_reduce add %arg2 uniform cluster(size = 4) : (f32) -> f32
    %5 = gpu.subgroup_reduce add %arg2 cluster(size = 4, stride = 2) : (f32) -> f32
    %c1_i32 = arith.constant 1 : i32
    %c32_i32 = arith.constant 32 : i32
    %shuffleResult, %valid = gpu.shuffle xor %arg2, %c1_i32, %c32_i32 : f32
    %rotateResult, %valid_0 = gpu.rotate %arg2, 1, 16 : f32
    %6 = gpu.all_reduce minsi %arg3 {
    } : (i32) -> i32
    return %0 : vector<1xf32>
  }
  func.func @launch_attrs(%arg0: index) {
    gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %arg0, %arg8 = %arg0, %arg9 = %arg0) threads(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) module(@kernels) function(@kernel_1) cooperative workgroup(%arg13 : memref<42xf32, 3>) {
      gpu.terminator
    }
    return
  }
}
