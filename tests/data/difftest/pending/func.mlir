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
