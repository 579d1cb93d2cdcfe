// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// operand-count: func.func: repeat operand %arg0
// expected-error@+1 {{expected ':'}}
func.func @test_vector_bitcast(%arg0, %arg0: vector<[4]x2xf32>) -> vector<[4]x4xf16> {

// -----

// terminator: func.func: drop func.return
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "basic_default"}> ({
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
// expected-error@+1 {{block with no terminator, has "memref.store"(%0, %1) : (i32, memref<i32>) -> ()}}
    "memref.store"(%0, %1) : (i32, memref<i32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: the legacy `return` at the top level
func.func @f() {
  return
}
// expected-error@+1 {{custom op 'return' is unknown (tried 'builtin.return' as well)}}
return

// -----

// type-width: func.func: i64 -> i65
"builtin.module"() ({
  "func.func"() <{function_type = (i64, i1, i64) -> (), sym_name = "cycle"}> ({
  ^bb0(%arg1: i64, %arg2: i1, %arg3: i64):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i64>
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb2
    %1 = "memref.load"(%0) : (memref<i64>) -> i64
    "func.call"(%1) <{callee = @use}> : (i64) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i65')}}
  "func.func"() <{function_type = (i65) -> (), sym_name = "use"}> ({
  ^bb0(%arg0: i64):
  }) : () -> ()
}) : () -> ()

// -----

// type-layout: func.func: add a strided layout
func.func @testunstructuredclauseops(%a: memref<10xf32, strided<[1], offset: 1>>) -> () {
// expected-error@+1 {{use of value '%a' expects different type than prior uses: 'memref<10xf32>' vs 'memref<10xf32, strided<[1], offset: 1>>'}}
  %copyin = acc.copyin varPtr(%a : memref<10xf32>) varType(tensor<10xf32>) -> memref<10xf32> {structured = false}
}
