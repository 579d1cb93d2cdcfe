// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// type-element: cf.cond_br: i32 -> f16
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "execute_region_cfg"}> ({
  ^bb0(%arg4: i1, %arg5: i1):
    %11 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %14 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    "memref.store"(%11, %14) : (i32, memref<i32>) -> ()
    "scf.execute_region"() ({
      "cf.cond_br"(%arg4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "memref.store"(%12, %14) : (i32, memref<i32>) -> ()
      "cf.br"()[^bb3] : () -> ()
    ^bb2:  // pred: ^bb0
      "memref.store"(%13, %14) : (i32, memref<i32>) -> ()
      "cf.br"()[^bb3] : () -> ()
    ^bb3:  // 2 preds: ^bb1, ^bb2
      "scf.if"(%arg5) ({
        %16 = "memref.load"(%14) : (memref<i32>) -> i32
        "func.call"(%16) <{callee = @use}> : (i32) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    %15 = "memref.load"(%14) : (memref<i32>) -> i32
    "func.call"(%15) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> i32, sym_name = "execute_region_cfg_no_use_at_all"}> ({
  ^bb0(%arg2: i1, %arg3: i1):
    %6 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %9 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    "memref.store"(%6, %9) : (i32, memref<i32>) -> ()
    "scf.execute_region"() ({
// expected-error@+1 {{unexpected decimal integer literal for a floating point value}}
      "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<f16: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "memref.store"(%7, %9) : (i32, memref<i32>) -> ()
      "cf.br"()[^bb3] : () -> ()
    ^bb2:  // pred: ^bb0
      "memref.store"(%8, %9) : (i32, memref<i32>) -> ()
      "cf.br"()[^bb3] : () -> ()
    ^bb3:  // 2 preds: ^bb1, ^bb2
      "scf.yield"() : () -> ()
    }) : () -> ()
    %10 = "memref.load"(%9) : (memref<i32>) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> i32, sym_name = "execute_region_cfg_with_store"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 11 : i32}> : () -> i32
    %4 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    "memref.store"(%0, %4) : (i32, memref<i32>) -> ()
    "scf.execute_region"() ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "memref.store"(%1, %4) : (i32, memref<i32>) -> ()
      "cf.br"()[^bb3] : () -> ()
    ^bb2:  // pred: ^bb0
      "memref.store"(%2, %4) : (i32, memref<i32>) -> ()
      "cf.br"()[^bb3] : () -> ()
    ^bb3:  // 2 preds: ^bb1, ^bb2
      "memref.store"(%3, %4) : (i32, memref<i32>) -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    %5 = "memref.load"(%4) : (memref<i32>) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: cf.br: swap cf.br with arith.constant
  "func.func"() <{function_type = () -> (), sym_name = "acc_loop_multiple_block"}> ({
// expected-error@+1 {{reference to an undefined block}}
    "cf.br"(%9)[^bb1] : (index) -> ()
      "acc.loop"(%0, %1, %2) <{inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>], operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0>}> ({
        %9 = "arith.subi"(%8, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      }) : (index, index, index) -> ()
}) : () -> ()

// -----

// type-element: cf.cond_br: i32 -> f16
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "execute_region_cfg"}> ({
  ^bb0(%arg4: i1, %arg5: i1):
    %11 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %14 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    "scf.execute_region"() ({
      "scf.if"(%arg5) ({
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    %15 = "memref.load"(%14) : (memref<i32>) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> i32, sym_name = "execute_region_cfg_no_use_at_all"}> ({
  ^bb0(%arg2: i1, %arg3: i1):
    %6 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %9 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    "scf.execute_region"() ({
// expected-error@+1 {{unexpected decimal integer literal for a floating point value}}
      "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<f16: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "cf.br"()[^bb3] : () -> ()
    ^bb2:  // pred: ^bb0
      "cf.br"()[^bb3] : () -> ()
    ^bb3:  // 2 preds: ^bb1, ^bb2
      "scf.yield"() : () -> ()
    }) : () -> ()
    %10 = "memref.load"(%9) : (memref<i32>) -> i32
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> i32, sym_name = "execute_region_cfg_with_store"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 11 : i32}> : () -> i32
    %4 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    "scf.execute_region"() ({
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: cf.br: cf.br to the top level
// expected-error@+1 {{reference to an undefined block}}
cf.br ^merge1
func.func @two_consecutive_merge_points(%cond1: i1, %cond2: i1) -> i32 {
}
