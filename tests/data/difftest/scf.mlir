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

// -----

// move: scf.yield: swap scf.yield with func.call
"builtin.module"() ({
  "func.func"() <{function_type = (i1, f32, f32) -> f32, sym_name = "ite"}> ({
  ^bb0(%arg9: i1, %arg10: f32, %arg11: f32):
    %5 = "scf.if"(%arg9) ({
    }) : (i1) -> f32
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32, f32) -> f32, sym_name = "also_ite"}> ({
  ^bb0(%arg6: i1, %arg7: f32, %arg8: f32):
    %4 = "scf.if"(%arg6) ({
      %0 = "func.call"(%arg0, %arg1, %arg2) <{callee = @also_ite}> : (i1, f32, f32) -> f32
    }) : (i1) -> f32
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32, f32) -> f32, sym_name = "user"}> ({
  ^bb0(%arg0: i1, %arg1: f32, %arg2: f32):
// expected-error@+1 {{use of undeclared SSA value name}}
    "func.return"(%2) : (f32) -> ()
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
    "scf.if"(%arg0) ({
      "scf.if"(%arg1) ({
// expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
        "affine.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %3 = "memref.load"(%2) : (memref<i32>) -> i32
  }) : () -> ()
}) : () -> ()

// -----

// move: scf.yield: scf.yield to the top level
"builtin.module"() ({
// expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"(%5) : (i32) -> ()
"func.func"() <{function_type = (index, index, index, i32) -> i32, sym_name = "for_existing_iter_arg"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    %3 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg4: index, %arg5: i32):
      %5 = "arith.muli"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    }) : (index, index, index, i32) -> i32
    %4 = "memref.load"(%2) : (memref<i32>) -> i32
  }) : () -> ()
}) : () -> ()

// -----

// move: scf.reduce.return: scf.reduce.return to the top level
// expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
scf.reduce.return %mul : i32
func.func @parallel_reduce_load(%lb: index, %ub: index, %step: index) -> i32 {
  %c5 = arith.constant 5 : i32
  %c0 = arith.constant 0 : i32
  %alloca = memref.alloca() : memref<i32>
  %res = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%c0) -> i32 {
    %c1 = arith.constant 1 : i32
    scf.reduce(%c1 : i32) {
    ^bb0(%lhs: i32, %rhs: i32):
      %sum = arith.addi %lhs, %rhs : i32
      %load = memref.load %alloca[] : memref<i32>
      %mul = arith.muli %sum, %load : i32
    }
  }
}

// -----

// move: scf.yield: swap scf.yield with func.return
func.func @also_ite(%pred: i1, %then: f32, %else: f32) -> f32 {
  %0 = scf.if %pred -> f32 {
// expected-error@+1 {{Dialect `' not found for custom op 'return'  (tried '.return' as well)}}
    return %0 : f32

// -----

// operand-count: scf.reduce: repeat operand %v
func.func @parallel_reduction_pattern(%data: memref<8xi32>, %shared: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  %private = memref.alloca() {acc.par_dims = #acc<par_dims[thread_x]>} : memref<i32>
  %partial = scf.parallel (%iv) = (%c0) to (%c8) step (%c1) init (%c0_i32) -> i32 {
    %v = memref.load %data[%iv] : memref<8xi32>
// expected-error@+1 {{custom op 'scf.reduce' number of operands and types do not match: got 2 operands and 1 types}}
    scf.reduce(%v, %v : i32) {
    ^bb0(%lhs: i32, %rhs: i32):
      %sum = arith.addi %lhs, %rhs : i32
      scf.reduce.return %sum : i32
    }
  } {acc.par_dims = #acc<par_dims[thread_x]>}
  acc.reduction_accumulate %partial to %private <add>
}

// -----

// type-shape: scf.for: dim 1: 4 -> 5
func.func @scf_for_with_multiple_operands(%idx: index, %vec0: vector<1x4xf32>, %vec1: vector<1x4xf32>) -> vector<1x4xf32> {
  %res:3 = scf.for %i = %c0 to %c4 step %c1
    iter_args(%id = %idx, %iter0 = %vec0, %iter1 = %vec1) -> (index, vector<1x4xf32>, vector<1x5xf32>) {
// expected-error@+1 {{use of value '%iter1' expects different type than prior uses: 'vector<1x4xf32>' vs 'vector<1x5xf32>'}}
    %add = arith.addf %iter0, %iter1 : vector<1x4xf32>
