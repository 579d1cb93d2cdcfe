// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// terminator: scf.if: scf.yield -> llvm.return
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1) -> i32, sym_name = "parallel_if_store"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg4: index):
// expected-error@+1 {{'scf.if' op expects regions to end with 'scf.yield', found 'llvm.return'}}
      "scf.if"(%arg3) ({
        "llvm.return"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %3 = "memref.load"(%2) : (memref<i32>) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
