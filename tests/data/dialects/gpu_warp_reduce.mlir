// RUN: mlir-ls check --split-input-file %s
func.func @warp_wrong_num_outputs(%laneid: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %2 = gpu.warp_execute_on_lane_0(%laneid)[64] -> (vector<4xi32>) {
  }
  return
}

// -----

func.func @warp_wrong_num_inputs(%laneid: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  gpu.warp_execute_on_lane_0(%laneid)[64] {
  ^bb0(%arg0 : vector<128xi32>) :
  }
  return
}

// -----

func.func @warp_wrong_return_distribution(%laneid: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<128xi32>' to 'vector<4xi32>' with warp size = 64}}
  %2 = gpu.warp_execute_on_lane_0(%laneid)[64] -> (vector<4xi32>) {
    %0 = arith.constant dense<2>: vector<128xi32>
    gpu.yield %0 : vector<128xi32>
  }
  return
}

// -----

func.func @warp_wrong_arg_distribution(%laneid: index, %v0 : vector<4xi32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<128xi32>' to 'vector<4xi32>' with warp size = 64}}
  gpu.warp_execute_on_lane_0(%laneid)[64]
  args(%v0 : vector<4xi32>) {
   ^bb0(%arg0 : vector<128xi32>) :
  }
  return
}

// -----

func.func @warp_2_distributed_dims(%laneid: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<128x128xi32>' to 'vector<4x4xi32>' with warp size = 32}}
  %2 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<4x4xi32>) {
    %0 = arith.constant dense<2>: vector<128x128xi32>
    gpu.yield %0 : vector<128x128xi32>
  }
  return
}

// -----

func.func @warp_mismatch_rank(%laneid: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  %2 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<4x4xi32>) {
    %0 = arith.constant dense<2>: vector<128xi32>
    gpu.yield %0 : vector<128xi32>
  }
  return
}

// -----

func.func @warp_mismatch_rank(%laneid: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected vector type for distributed operands.}}
  %2 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (i32) {
    %0 = arith.constant dense<2>: vector<128xi32>
    gpu.yield %0 : vector<128xi32>
  }
  return
}

// -----

func.func @warp_mul(%laneid: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected expanded vector dimension #0 (128) to be a multipler of the distributed vector dimension (3)}}
  %2 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<3xi32>) {
    %0 = arith.constant dense<2>: vector<128xi32>
    gpu.yield %0 : vector<128xi32>
  }
  return
}

// -----

func.func @warp_ok(%laneid: index) {
  %2 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<4xi32>) {
    %0 = arith.constant dense<2>: vector<128xi32>
    gpu.yield %0 : vector<128xi32>
  }
  return
}

// -----

func.func @yield_outside() {
  gpu.yield
}

// -----

func.func @two_blocks(%laneid: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expects region #0 to have 0 or 1 blocks}}
  gpu.warp_execute_on_lane_0(%laneid)[32] {
    cf.br ^bb1
  ^bb1:
    gpu.yield
  }
  return
}

// -----

func.func @bad(%laneid: index) {
  // expected-error@+1 {{expected '['}}
  gpu.warp_execute_on_lane_0(%laneid) {
  }
  return
}

// -----

func.func @bad(%laneid: index) {
  // expected-error@+1 {{custom op 'gpu.warp_execute_on_lane_0' expected integer value}}
  gpu.warp_execute_on_lane_0(%laneid)[x] {
  }
  return
}

// -----

func.func @bad(%laneid: index, %v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'gpu.warp_execute_on_lane_0' number of operands and types do not match: got 1 operands and 2 types}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xf32>, f32) {
  }
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{expected '{' to begin a region}}
  %0 = gpu.all_reduce %x : (f32) -> f32
  return
}

// -----

func.func @a(%x: i32) {
  // expected-error@+1 {{`maxnumf` reduction operation is not compatible with type 'i32'}}
  %0 = gpu.all_reduce maxnumf %x {} : (i32) -> i32
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{expected two region arguments}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{incorrect region argument type}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: i32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{expected one gpu.yield operand}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    gpu.yield %a, %b : f32, f32
  } : (f32) -> f32
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{custom op 'gpu.all_reduce' invalid op kind}}
  %0 = gpu.all_reduce foo %x {} : (f32) -> f32
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %0 = gpu.subgroup_reduce and %x : (f32) -> f32
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
  %0 = gpu.subgroup_reduce add %x cluster(size = 3) : (f32) -> f32
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster stride 3 is not a power of two}}
  %0 = gpu.subgroup_reduce add %x cluster(size = 4, stride = 3) : (f32) -> f32
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster stride can only be specified if cluster size is specified}}
  %0 = "gpu.subgroup_reduce"(%x) <{cluster_stride = 2 : i32, op = #gpu<all_reduce_op add>}> : (f32) -> f32
  return
}

// -----

func.func @a(%x: vector<[4]xf32>) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'vector<[4]xf32>'}}
  %0 = gpu.subgroup_reduce add %x : (vector<[4]xf32>) -> vector<[4]xf32>
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %0, %1 = gpu.rotate %x, 16, 16 : f32
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{'gpu.rotate' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute whose value is a power of two > 0}}
  %0, %1 = gpu.rotate %x, 1, 12 : f32
  return
}

// -----

func.func @a(%x: vector<4x4xf32>, %o: i32) {
  // expected-error@+1 {{'gpu.shuffle' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'vector<4x4xf32>'}}
  %0, %1 = gpu.shuffle xor %x, %o, %o : vector<4x4xf32>
  return
}

// -----

func.func @a(%x: index) {
  // expected-error@+1 {{'gpu.all_reduce' op operand #0 must be Integer or Float, but got 'index'}}
  %0 = gpu.all_reduce add %x {} : (index) -> index
  return
}
