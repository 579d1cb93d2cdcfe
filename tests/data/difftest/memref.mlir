// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// move: memref.load: memref.load to the top level
"builtin.module"() ({
// expected-error@+1 {{operand #0 does not dominate this use}}
  %2 = "memref.load"(%1) : (memref<memref<i32>>) -> memref<i32>
"func.func"() <{function_type = () -> i32, sym_name = "promotable_nonpromotable_intertwined"}> ({
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<memref<i32>>
    %3 = "memref.load"(%0) : (memref<i32>) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<i32>) -> (), sym_name = "use"}> ({
  ^bb0(%arg0: memref<i32>):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-int: memref.alloc's alignment not a power of two (checked by the custom parser)
func.func @f() {
// expected-error@+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 17 : i64} : memref<4xi32>
  memref.dealloc %0 : memref<4xi32>
  return
}
