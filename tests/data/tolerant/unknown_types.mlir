// RUN: mlir-ls check --allow-unregistered-dialect --split-input-file %s
// Registered ops fed by values of unknown type check only what does not need the type.

func.func @feed(%a: i32, %m: memref<4xf32>) -> i32 {
  %u = foo.make %a
  %s = arith.addi %a, %u : i32
  %t = arith.addi %u, %u : i32
  %c = arith.cmpi slt, %u, %a : i32
  %i = arith.index_cast %u : index to i32
  %f = foo.float
  %l = memref.load %m[%u] : memref<4xf32>
  %b = vector.broadcast %f : f32 to vector<4xf32>
  %sel = arith.select %u, %a, %u : i32
  cf.br ^next(%u : i32)
^next(%x: i32):
  return %u : i32
}

// -----

func.func @results_of_unknown() -> (tensor<4xf32>, i64) {
  %0:2 = foo.pair : tensor<4xf32>, i64
  %1 = foo.wrap %0#0 : tensor<4xf32>
  %2 = tensor.cast %1 : tensor<4xf32> to tensor<?xf32>
  return %1, %0#1 : tensor<4xf32>, i64
}
