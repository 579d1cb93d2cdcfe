// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// terminator: a bufferization op upstream does not define
func.func @f() {
// expected-error@+1 {{custom op 'bufferization.yield' is unknown}}
  bufferization.yield
  return
}
