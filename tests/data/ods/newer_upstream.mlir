// RUN: mlir-ls check --split-input-file (upstream acc imported from LLVM 22's .td files)
// Ops and syntax of a newer MLIR than the imported .td files: warnings, never errors.

// An enum case LLVM 22 does not know (`maximumf`, LLVM 23): read tolerantly.
// expected-warning@+1 {{could not read 'acc.reduction.recipe' with its LLVM 22 assembly format; parsed tolerantly}}
acc.reduction.recipe @reduction_maximum_memref_f32 : memref<f32> reduction_operator <maximumf> init {
^bb0(%arg0: memref<f32>):
  %alloca = memref.alloca() : memref<f32>
  acc.yield %alloca : memref<f32>
} combiner {
^bb0(%arg0: memref<f32>, %arg1: memref<f32>):
  acc.yield %arg0 : memref<f32>
}

// -----

// An op LLVM 22 does not define, the parent of an op whose `ParentOneOf` may name it.
func.func @f(%a: memref<f32>) {
  // expected-warning@+1 {{unknown operation 'acc.compute_region': custom syntax not checked}}
  acc.compute_region {
    acc.yield
  }
  return
}

// -----

// A misplaced op under a known parent is still an error.
func.func @g() {
  // expected-error@+1 {{'acc.yield' op expects parent op to be one of}}
  acc.yield
}
