module {
  llvm.func @xevm_ops(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: vector<8xi32>, %arg3: vector<4xi32>, %arg4: vector<8xi16>, %arg5: vector<8xf32>, %arg6: vector<2xi8>, %arg7: bf16, %arg8: i8) {
    %0 = xevm.blockload2d %arg0, %arg1, %arg1, %arg1, %arg1, %arg1 <{cache_control = #xevm.load_cache_control<L1uc_L2uc_L3uc>, elem_size_in_bits = 16 : i32, pack_register = false, tile_height = 8 : i32, tile_width = 16 : i32, transpose = false, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>
    xevm.blockstore2d %arg0, %arg1, %arg1, %arg1, %arg1, %arg1, %arg2 <{elem_size_in_bits = 32 : i32, tile_height = 8 : i32, tile_width = 16 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi32>)
    xevm.blockprefetch2d %arg0, %arg1, %arg1, %arg1, %arg1, %arg1 <{cache_control = #xevm.load_cache_control<L1uc_L2uc_L3uc>, elem_size_in_bits = 8 : i32, tile_height = 8 : i32, tile_width = 32 : i32, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32)
    %1 = xevm.blockload %arg0 <{cache_control = #xevm.load_cache_control<L1uc_L2uc_L3uc>}> : (!llvm.ptr<1>) -> vector<4xi16>
    xevm.blockstore %arg0, %arg3  : (!llvm.ptr<1>, vector<4xi32>)
    xevm.prefetch %arg0 <{cache_control = #xevm.load_cache_control<L1uc_L2uc_L3uc>}> : (!llvm.ptr<1>)
    xevm.memfence <{addrspace = #xevm.addr_space<global>, scope = #xevm.mem_scope<workgroup>}>
    %2 = xevm.mma %arg4, %arg2, %arg5 {shape = <m = 8, n = 16, k = 16>, types = <d = f32, a = f16, b = f16, c = f32>} : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
    %3 = xevm.mma_mx %arg4, %arg2, %arg6, %arg6, %arg5 {shape = <m = 8, n = 16, k = 64>, types = <d = f32, a = e2m1, b = e2m1, c = f32>} : (vector<8xi16>, vector<8xi32>, vector<2xi8>, vector<2xi8>, vector<8xf32>) -> vector<8xf32>
    %4 = xevm.truncf %arg7 {src_etype = bf16, dst_etype = f8} : (bf16) -> i8
    %5 = xevm.extf %arg8 {src_etype = bf8, dst_etype = f16} : (i8) -> f16
    %6 = xevm.local_id.x : i32
    %7 = xevm.local_id.y : i32
    %8 = xevm.local_id.z : i32
    %9 = xevm.local_size.x : i32
    %10 = xevm.local_size.y : i32
    %11 = xevm.local_size.z : i32
    %12 = xevm.group_id.x : i32
    %13 = xevm.group_id.y : i32
    %14 = xevm.group_id.z : i32
    %15 = xevm.group_count.x : i32
    %16 = xevm.group_count.y : i32
    %17 = xevm.group_count.z : i32
    %18 = xevm.lane_id : i32
    %19 = xevm.subgroup_id : i32
    %20 = xevm.subgroup_size : i32
    llvm.return
  }
  llvm.func @xevm_variants(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: vector<8xi16>, %arg3: vector<8xi32>, %arg4: vector<8xf32>, %arg5: f16) {
    %0 = xevm.local_id.x range <i32, 0, 256> : i32
    %1 = xevm.mma %arg2, %arg3 {shape = <m = 8, n = 16, k = 16>, types = <d = f32, a = f16, b = f16>} : (vector<8xi16>, vector<8xi32>) -> vector<8xf32>
    xevm.memfence <{addrspace = #xevm.addr_space<shared>, scope = #xevm.mem_scope<device>}>
    xevm.prefetch %arg0 <{cache_control = #xevm.load_cache_control<L1c_L2c_L3c>}> : (!llvm.ptr<1>)
    xevm.blockstore %arg0, %arg3 <{cache_control = #xevm.store_cache_control<L1wb_L2uc_L3wb>}> : (!llvm.ptr<1>, vector<8xi32>)
    %2 = xevm.truncf %arg5 {src_etype = f16, dst_etype = bf8} : (f16) -> i8
    llvm.return
  }
  gpu.module @xevm_targets [#xevm.target<O = 3, chip = "pvc", flags = {x}, linkFiles = ["lib.bc"]>, #xevm.target] {
  }
}
