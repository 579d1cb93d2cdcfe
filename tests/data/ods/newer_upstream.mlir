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

// -----

// A near miss of a case the parser names is a typo: an error, as mlir-opt-22 reports it.
// expected-error@+2 {{custom op 'acc.reduction.recipe' expected ::mlir::acc::ReductionOperator to be one of: none, add, mul, max, min, iand, ior, xor, eqv, neqv, land, lor}}
// expected-error@+1 {{custom op 'acc.reduction.recipe' failed to parse OpenACC_ReductionOperatorAttr parameter 'value' which is to be a `::mlir::acc::ReductionOperator`}}
acc.reduction.recipe @reduction_typo : memref<f32> reduction_operator <mx> init {
^bb0(%arg0: memref<f32>):
  %alloca = memref.alloca() : memref<f32>
  acc.yield %alloca : memref<f32>
} combiner {
^bb0(%arg0: memref<f32>, %arg1: memref<f32>):
  acc.yield %arg0 : memref<f32>
}

// -----

// Punctuation is not what a newer format changes: a forgotten `:` is an error.
func.func @h(%a: memref<f32>) {
  acc.kernels {
    // expected-error@+1 {{expected ':'}}
    acc.yield %a memref<f32>
  }
  return
}

// -----

// A word where the older format wants punctuation (a bare enum case, newer than LLVM 22):
// newer syntax.
func.func @sched() {
  // expected-warning@+1 {{could not read 'amdgpu.sched_barrier' with its LLVM 22 assembly format; parsed tolerantly}}
  amdgpu.sched_barrier allow = none
  return
}

// -----

// A keyword of the format misspelt (two letters swapped): a typo, with the generated
// parser's error (`parseKeyword` goes through the op parser: `custom op '...'` prefix).
func.func @keyword_typo(%src: memref<4x5xf32>, %dst: memref<2x7x5xf32, 3>, %c0: index) {
  // expected-error@+1 {{custom op 'nvgpu.device_async_copy' expected 'to'}}
  %0 = nvgpu.device_async_copy %src[%c0, %c0], %dst[%c0, %c0, %c0], 4 : memref<4x5xf32> ot memref<2x7x5xf32, 3>
  return
}
