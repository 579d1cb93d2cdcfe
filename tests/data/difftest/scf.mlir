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

// -----

// terminator: scf.if: scf.yield -> affine.yield
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "if_nested_store"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    "memref.store"(%0, %2) : (i32, memref<i32>) -> ()
    "scf.if"(%arg0) ({
      "scf.if"(%arg1) ({
        "memref.store"(%1, %2) : (i32, memref<i32>) -> ()
// expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
        "affine.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %3 = "memref.load"(%2) : (memref<i32>) -> i32
    "func.call"(%3) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: an op of a loop body moved before the loop, using the induction variable
func.func @f(%lb: index, %ub: index) {
  %x = arith.addi %iv, %iv : index
// expected-error@+1 {{region entry argument '%iv' is already in use}}
  scf.for %iv = %lb to %ub step %lb {
    scf.yield
  }
  return
}

// -----

// move: a use in one region of a value defined later in a sibling region
func.func @f(%c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
// expected-error@+1 {{operand #0 does not dominate this use}}
    scf.yield %v : i32
  } else {
    %v = arith.constant 1 : i32
    scf.yield %v : i32
  }
  return %0 : i32
}
