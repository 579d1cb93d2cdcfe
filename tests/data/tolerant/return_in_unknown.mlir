// RUN: mlir-ls check --allow-unregistered-dialect --split-input-file %s
// Short names inside an unknown function-like op belong to that op's dialect.

toy.func @main() {
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = toy.transpose(%0 : tensor<2xf64>) to tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  return
}

// -----

util.func public @short(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}

// -----

hw.module @M(in %a: i1, out b: i1) {
  output %a : i1
}
