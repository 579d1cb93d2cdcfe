// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

func.func @valid(%x: f32, %i: i32, %v: vector<4xf32>, %p: i1, %sz: index, %m: memref<?xf32>, %u: memref<*xf32>) {
  %tid = gpu.thread_id x upper_bound 128
  %lane = gpu.lane_id upper_bound 32
  %sg = gpu.subgroup_size : index
  %r0 = gpu.all_reduce add %x uniform {} : (f32) -> f32
  %r1 = gpu.subgroup_reduce maxnumf %v cluster(size = 2, stride = 2) : (vector<4xf32>) -> vector<4xf32>
  %s, %ok = gpu.shuffle down %x, %i, %i : f32
  %rot, %ok2 = gpu.rotate %x, 3, 16 : f32
  %b = gpu.subgroup_broadcast %m, first_active_lane : memref<?xf32>
  %bal = gpu.ballot %p : i32
  %nb = gpu.initialize_named_barrier %i : i32 -> !gpu.named_barrier
  gpu.barrier named(%nb : !gpu.named_barrier) memfence [#gpu.address_space<workgroup>]
  gpu.barrier scope <subgroup> memfence [#gpu.address_space<global>]
  gpu.printf "%d %f", %sz, %x : index, f32
  %t = gpu.wait async
  %a, %t1 = gpu.alloc async [%t] host_shared (%sz) : memref<?xf32>
  %t2 = gpu.memcpy async [%t1] %a, %m : memref<?xf32>, memref<?xf32>
  gpu.memset %a, %x : memref<?xf32>, f32
  gpu.dealloc %a : memref<?xf32>
  gpu.host_register %u : memref<*xf32>
  gpu.set_default_device %i
  gpu.wait [%t2]
  return
}

// -----

func.func @dimension(%x: f32) {
  // expected-error@+2 {{custom op 'gpu.block_id' expected ::mlir::gpu::Dimension to be one of: x, y, z}}
  // expected-error@+1 {{custom op 'gpu.block_id' failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
  %0 = gpu.block_id w upper_bound 4
  return
}

// -----

func.func @lane_id_type() {
  // expected-error@+1 {{'gpu.lane_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.lane_id"() : () -> i32
  return
}

// -----

func.func @reduce_op_and_body(%x: f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %0 = "gpu.all_reduce"(%x) ({
  ^bb0(%a: f32, %b: f32):
    gpu.yield %a : f32
  }) {op = #gpu<all_reduce_op add>} : (f32) -> f32
  return
}

// -----

func.func @reduce_op_kind(%x: f32) {
  // expected-error@+1 {{custom op 'gpu.all_reduce' invalid op kind}}
  %0 = gpu.all_reduce sum %x {} : (f32) -> f32
  return
}

// -----

func.func @reduce_op_attr(%x: f32) {
  // expected-error@+1 {{'gpu.all_reduce' op attribute 'op' failed to satisfy constraint: built-in reduction operations supported by gpu.allreduce.}}
  %0 = "gpu.all_reduce"(%x) ({}) {op = 1 : i32} : (f32) -> f32
  return
}

// -----

func.func @reduce_type(%x: f32) {
  // expected-error@+1 {{`or` reduction operation is not compatible with type 'f32'}}
  %0 = gpu.all_reduce or %x {} : (f32) -> f32
  return
}

// -----

func.func @reduce_value_type(%x: index) {
  // expected-error@+1 {{'gpu.all_reduce' op operand #0 must be Integer or Float, but got 'index'}}
  %0 = gpu.all_reduce add %x {} : (index) -> index
  return
}

// -----

func.func @reduce_functional_type(%x: f32) {
  // expected-error@+1 {{custom op 'gpu.all_reduce' invalid kind of type specified: expected builtin.function, but found 'f32'}}
  %0 = gpu.all_reduce add %x {} : f32
  return
}

// -----

func.func @reduce_region_args(%x: f32) {
  // expected-error@+1 {{expected two region arguments}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @reduce_region_arg_type(%x: f32) {
  // expected-error@+1 {{incorrect region argument type}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f16):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @reduce_yield_count(%x: f32) {
  // expected-error@+1 {{expected one gpu.yield operand}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    gpu.yield %a, %b : f32, f32
  } : (f32) -> f32
  return
}

// -----

func.func @reduce_yield_type(%x: f32) {
  // expected-error@+1 {{incorrect gpu.yield type}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    %c = arith.constant 0 : i32
    gpu.yield %c : i32
  } : (f32) -> f32
  return
}

// -----

func.func @reduce_no_yield(%x: f32) {
  // expected-error@+1 {{expected gpu.yield op in region}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    cf.br ^bb1
  ^bb1:
    cf.br ^bb1
  } : (f32) -> f32
  return
}

// -----

func.func @subgroup_reduce_op(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op requires attribute 'op'}}
  %0 = gpu.subgroup_reduce %x : (f32) -> f32
  return
}

// -----

func.func @subgroup_reduce_type(%x: vector<4xf32>) {
  // expected-error@+1 {{`xor` reduction operation is not compatible with type 'vector<4xf32>'}}
  %0 = gpu.subgroup_reduce xor %x : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @subgroup_reduce_scalable(%x: vector<[4]xf32>) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'vector<[4]xf32>'}}
  %0 = gpu.subgroup_reduce add %x : (vector<[4]xf32>) -> vector<[4]xf32>
  return
}

// -----

func.func @subgroup_reduce_cluster(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
  %0 = gpu.subgroup_reduce add %x cluster(size = 3) : (f32) -> f32
  return
}

// -----

func.func @subgroup_reduce_stride(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster stride 6 is not a power of two}}
  %0 = gpu.subgroup_reduce add %x cluster(size = 4, stride = 6) : (f32) -> f32
  return
}

// -----

func.func @subgroup_reduce_stride_alone(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster stride can only be specified if cluster size is specified}}
  %0 = "gpu.subgroup_reduce"(%x) <{op = #gpu<all_reduce_op add>, cluster_stride = 2 : i32}> : (f32) -> f32
  return
}

// -----

func.func @shuffle_mode(%x: f32, %i: i32) {
  // expected-error@+2 {{custom op 'gpu.shuffle' expected ::mlir::gpu::ShuffleMode to be one of: xor, up, down, idx}}
  // expected-error@+1 {{custom op 'gpu.shuffle' failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
  %0, %1 = gpu.shuffle left %x, %i, %i : f32
  return
}

// -----

func.func @shuffle_types(%x: f32, %i: i32) {
  // expected-error@+1 {{'gpu.shuffle' op failed to verify that all of {value, shuffleResult} have same type}}
  %0:2 = "gpu.shuffle"(%x, %i, %i) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (i32, i1)
  return
}

// -----

func.func @shuffle_value(%x: index, %i: i32) {
  // expected-error@+1 {{'gpu.shuffle' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'index'}}
  %0, %1 = gpu.shuffle xor %x, %i, %i : index
  return
}

// -----

func.func @rotate_width(%x: f32) {
  // expected-error@+1 {{'gpu.rotate' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute whose value is a power of two > 0}}
  %0, %1 = gpu.rotate %x, 1, 12 : f32
  return
}

// -----

func.func @rotate_offset(%x: f32) {
  // expected-error@+1 {{'gpu.rotate' op attribute 'offset' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %0, %1 = gpu.rotate %x, -1, 16 : f32
  return
}

// -----

func.func @rotate_offset_range(%x: f32) {
  // expected-error@+1 {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %0, %1 = gpu.rotate %x, 16, 16 : f32
  return
}

// -----

func.func @broadcast_lane(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op lane must be specified for `specific_lane` broadcast}}
  %0 = "gpu.subgroup_broadcast"(%x) <{broadcast_type = #gpu<broadcast specific_lane>}> : (f32) -> f32
  return
}

// -----

func.func @broadcast_no_lane(%x: f32, %l: i32) {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op lane can only be specified for `specific_lane` broadcast}}
  %0 = gpu.subgroup_broadcast %x, first_active_lane %l : f32
  return
}

// -----

func.func @broadcast_types(%x: i32) {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op failed to verify that all of {result, src} have same type}}
  %0 = "gpu.subgroup_broadcast"(%x) <{broadcast_type = #gpu<broadcast first_active_lane>}> : (i32) -> f32
  return
}

// -----

func.func @ballot_type(%p: i1) {
  // expected-error@+1 {{custom op 'gpu.ballot' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  %0 = gpu.ballot %p : f32
  return
}

// -----

func.func @named_barrier_scope(%nb: !gpu.named_barrier) {
  // expected-error@+1 {{'gpu.barrier' op named barriers require workgroup scope}}
  gpu.barrier named(%nb : !gpu.named_barrier) scope <cluster>
  return
}

// -----

func.func @barrier_scope() {
  // expected-error@+2 {{custom op 'gpu.barrier' expected one of [subgroup, workgroup, cluster] for barrier execution scope, got: grid}}
  // expected-error@+1 {{custom op 'gpu.barrier' failed to parse GPU_BarrierScopeAttr parameter 'value' which is to be a `::mlir::gpu::BarrierScope`}}
  gpu.barrier scope <grid>
  return
}

// -----

func.func @barrier_clauses() {
  // expected-error@+1 {{custom op 'gpu.barrier' `memfence` clause can appear at most once in the expansion of the oilist directive}}
  gpu.barrier memfence [] memfence []
  return
}

// -----

func.func @barrier_spaces() {
  // expected-error@+1 {{'gpu.barrier' op attribute 'address_spaces' failed to satisfy constraint: GPU Address Space array}}
  gpu.barrier memfence [1]
  return
}

// -----

func.func @named_barrier_count(%c: i64) {
  // expected-error@+1 {{'gpu.initialize_named_barrier' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = gpu.initialize_named_barrier %c : i64 -> !gpu.named_barrier
  return
}

// -----

func.func @wait_needs_name() {
  // expected-error@+1 {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

func.func @wait_token(%x: f32) {
  // expected-error@+1 {{'gpu.wait' op operand #0 must be variadic of async token type, but got 'f32'}}
  "gpu.wait"(%x) : (f32) -> ()
  return
}

// -----

func.func @alloc_sizes(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = gpu.alloc () : memref<?xf32>
  return
}

// -----

func.func @alloc_symbols(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %0 = gpu.alloc () : memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @alloc_kind(%i: index) {
  // expected-error@+1 {{custom op 'gpu.alloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = gpu.alloc () : tensor<4xf32>
  return
}

// -----

func.func @memcpy_element(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32>
  return
}

// -----

func.func @memcpy_shape(%a: memref<?xf32>, %b: memref<4x4xf32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<?xf32>, memref<4x4xf32>
  return
}

// -----

func.func @memcpy_unranked(%a: memref<?xf32>, %b: memref<*xf32>) {
  // expected-error@+1 {{custom op 'gpu.memcpy' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  gpu.memcpy %a, %b : memref<?xf32>, memref<*xf32>
  return
}

// -----

func.func @memset_value(%a: memref<?xf32>, %v: i32) {
  // expected-error@+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %a, %v : memref<?xf32>, i32
  return
}

// -----

func.func @dealloc_type(%a: f32) {
  // expected-error@+1 {{'gpu.dealloc' op operand #0 must be memref of any non-token type values, but got 'f32'}}
  "gpu.dealloc"(%a) : (f32) -> ()
  return
}

// -----

func.func @host_register(%a: memref<4xf32>) {
  // expected-error@+1 {{custom op 'gpu.host_register' invalid kind of type specified: expected builtin.unranked_memref, but found 'memref<4xf32>'}}
  gpu.host_register %a : memref<4xf32>
  return
}

// -----

func.func @printf_args(%v: vector<4xf32>) {
  // expected-error@+1 {{'gpu.printf' op operand #0 must be variadic of integer or index or floating-point, but got 'vector<4xf32>'}}
  gpu.printf "%f", %v : vector<4xf32>
  return
}

// -----

func.func @printf_format() {
  // expected-error@+1 {{'gpu.printf' op requires attribute 'format'}}
  "gpu.printf"() : () -> ()
  return
}

// -----

func.func @default_device(%x: f32) {
  // expected-error@+1 {{'gpu.set_default_device' op operand #0 must be 32-bit signless integer, but got 'f32'}}
  "gpu.set_default_device"(%x) : (f32) -> ()
  return
}

// -----

func.func @warp_args(%l: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  gpu.warp_execute_on_lane_0(%l)[32] args(%v : vector<4xf32>) {
  }
  return
}

// -----

func.func @warp_distribution(%l: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<4xf32>' to 'vector<2xf32>' with warp size = 32}}
  %0 = gpu.warp_execute_on_lane_0(%l)[32] -> (vector<2xf32>) {
    gpu.yield %v : vector<4xf32>
  }
  return
}
