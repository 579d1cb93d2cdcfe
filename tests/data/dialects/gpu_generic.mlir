// RUN: mlir-ls check %s
"builtin.module"() ({
  "func.func"() <{function_type = (index, vector<4xf32>, f32, i32) -> vector<1xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: vector<4xf32>, %arg2: f32, %arg3: i32):
    %0 = "gpu.warp_execute_on_lane_0"(%arg0, %arg1) <{warp_size = 32 : i64}> ({
    ^bb0(%arg6: vector<128xf32>):
      %12 = "vector.extract_strided_slice"(%arg6) <{offsets = [0], sizes = [32], strides = [1]}> : (vector<128xf32>) -> vector<32xf32>
      "gpu.yield"(%12) : (vector<32xf32>) -> ()
    }) : (index, vector<4xf32>) -> vector<1xf32>
    "gpu.warp_execute_on_lane_0"(%arg0) <{warp_size = 32 : i64}> ({
      "gpu.yield"() : () -> ()
    }) : (index) -> ()
    "gpu.warp_execute_on_lane_0"(%arg0) <{warp_size = 32 : i64}> ({
      "gpu.yield"() : () -> ()
    }) {foo} : (index) -> ()
    %1 = "gpu.all_reduce"(%arg2) <{op = #gpu<all_reduce_op add>, uniform}> ({
    }) : (f32) -> f32
    %2 = "gpu.all_reduce"(%arg2) ({
    ^bb0(%arg4: f32, %arg5: f32):
      %11 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "gpu.yield"(%11) : (f32) -> ()
    }) : (f32) -> f32
    %3 = "gpu.subgroup_reduce"(%arg2) <{cluster_stride = 1 : i32, op = #gpu<all_reduce_op add>}> : (f32) -> f32
    %4 = "gpu.subgroup_reduce"(%arg2) <{cluster_size = 4 : i32, cluster_stride = 1 : i32, op = #gpu<all_reduce_op add>, uniform}> : (f32) -> f32
    %5 = "gpu.subgroup_reduce"(%arg2) <{cluster_size = 4 : i32, cluster_stride = 2 : i32, op = #gpu<all_reduce_op add>}> : (f32) -> f32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %8:2 = "gpu.shuffle"(%arg2, %6, %7) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (f32, i1)
    %9:2 = "gpu.rotate"(%arg2) <{offset = 1 : i32, width = 16 : i32}> : (f32) -> (f32, i1)
    %10 = "gpu.all_reduce"(%arg3) <{op = #gpu<all_reduce_op minsi>}> ({
    }) : (i32) -> i32
    "func.return"(%0) : (vector<1xf32>) -> ()
  }) : () -> ()
}) : () -> ()
