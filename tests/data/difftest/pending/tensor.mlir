// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// operand-count: tensor.concat: repeat operand %arg0
// expected-error@+1 {{custom op 'tensor.concat' number of operands and types do not match: got 3 operands and 2 types}}
  %2 = tensor.concat dim(2) %arg0, %arg0, %arg2 : (tensor<4x7x3xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  // CHECK: tensor.concat dim(1) %{{.*}} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x10x?xf32>

// -----

// terminator: tensor.generate: tensor.yield -> bufferization.yield
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> tensor<?x3x?xf32>, sym_name = "tensor.generate"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "tensor.generate"(%arg0, %arg1) ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index):
      %1 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
// expected-error@+1 {{unregistered operation 'bufferization.yield' found in dialect ('bufferization') that does not allow unknown operations}}
      "bufferization.yield"(%1) : (f32) -> ()
    }) : (index, index) -> tensor<?x3x?xf32>
    "func.return"(%0) : (tensor<?x3x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// terminator: a result-less terminator before an operand list (read as a result list)
func.func @f(%t: tensor<2xf32>, %p: f32) -> tensor<4xf32> {
  %0 = tensor.pad %t low[0] high[2] {
  ^bb0(%i: index):
// expected-error@+1 {{expected integer number of results}}
    gpu.terminator %p : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
