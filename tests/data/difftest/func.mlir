// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// terminator: func.func: func.return -> gpu.terminator
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "recurse_fold_traits"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// expected-error@+1 {{'gpu.terminator' op requires zero operands}}
    "gpu.terminator"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
