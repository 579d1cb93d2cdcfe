// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
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

// type-layout: func.func: add a strided layout
func.func @testunstructuredclauseops(%a: memref<10xf32, strided<[1], offset: 1>>) -> () {
// expected-error@+1 {{use of value '%a' expects different type than prior uses: 'memref<10xf32>' vs 'memref<10xf32, strided<[1], offset: 1>>'}}
  %copyin = acc.copyin varPtr(%a : memref<10xf32>) varType(tensor<10xf32>) -> memref<10xf32> {structured = false}
}

// -----

// type-layout: func.func: add a strided layout
func.func @test(%a: memref<10xf32, strided<[1], offset: 1>>, %i : index) {
// expected-error@+1 {{use of value '%a' expects different type than prior uses: 'memref<10xf32>' vs 'memref<10xf32, strided<[1], offset: 1>>'}}
  %create = acc.create varPtr(%a : memref<10xf32>) varType(tensor<10xf32>) -> memref<10xf32>
      %cs = memref.load %a[%i] : memref<10xf32>
