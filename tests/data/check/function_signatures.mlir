// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Function signatures and symbol names: variadic arguments, '@'-identifiers (func, llvm,
// memref globals), llvm.mlir.global types. Annotations: upstream MLIR's findings (the oracle).
// expected-error@+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func 3()

// -----

// expected-error@+1 {{custom op 'memref.global' expected valid '@'-identifier for symbol name}}
memref.global "private" x : memref<2xf32>

// -----

// expected-error@+1 {{custom op 'llvm.mlir.global' expected valid '@'-identifier for symbol name}}
llvm.mlir.global internal x(0 : i32) : i32

// -----

module {
// expected-error@+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
  llvm.func cc_12
  @f()
}

// -----

module {
// expected-error@+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
  llvm.func @middle_dots(%x: i64, ..., %y: f32)
}

// -----

module {
// expected-error@+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
  llvm.func @bare_middle_dots(i64, ..., f32)
}

// -----

module {
  llvm.func @trailing_dots(i64, ...)
}

// -----

module {
// expected-error@+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
  llvm.func cc_99 @bad_cconv()
}

// -----

// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @dots_not_allowed(%x: i64, ...)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @bare_dots_not_allowed(i64, ...)

// -----

// expected-error@+1 {{custom op 'llvm.mlir.global' expected zero or one type}}
llvm.mlir.global private @two_types(1) : i32, i64

// -----

func.func @g() {
// expected-error@+1 {{'llvm.mlir.global' op symbol's parent must have the SymbolTable trait}}
  llvm.mlir.global private @nested(1) : i32
  return
}
