// RUN: mlir-ls check --allow-unregistered-dialect --split-input-file %s
// Triton's tt/ttg dialects: encodings in tensor types, reduce with a combine region.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func public @add_kernel(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) attributes {noinline = false} {
    %c1024 = arith.constant 1024 : i32
    %pid = tt.get_program_id x : i32
    %start = arith.muli %pid, %c1024 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %splat = tt.splat %start : i32 -> tensor<1024xi32, #blocked>
    %offs = arith.addi %splat, %range : tensor<1024xi32, #blocked>
    %ptrs = tt.splat %x : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %addr = tt.addptr %ptrs, %offs : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %val = tt.load %addr : tensor<1024x!tt.ptr<f32>, #blocked>
    %dbl = arith.addf %val, %val : tensor<1024xf32, #blocked>
    tt.store %addr, %dbl : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

tt.func @reduce_sum(%in: tensor<1x4xf32>) -> tensor<1xf32> {
  %0 = "tt.reduce"(%in) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<1x4xf32>) -> tensor<1xf32>
  tt.return %0 : tensor<1xf32>
}

// -----

tt.func @loop(%p: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %p) -> (!tt.ptr<f32>) : i32 {
    %next = tt.addptr %acc, %i : !tt.ptr<f32>, i32
    scf.yield %next : !tt.ptr<f32>
  }
  %v = tt.load %r : !tt.ptr<f32>
  %w = arith.addf %v, %v : f32
  tt.return
}

// -----

tt.func private @declared(%arg0: i32) -> i32

tt.func @call_it(%a: i32) -> i32 {
  %r = tt.call @declared(%a) : (i32) -> i32
  %s = arith.addi %r, %a : i32
  tt.return %s : i32
}
