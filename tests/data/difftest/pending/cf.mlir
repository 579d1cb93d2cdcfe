// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// move: cf.cond_br: swap cf.cond_br with func.func
func.func @cycle(%arg0: i64, %arg1: i1, %arg2: i64) {
  func.func @use(%arg: i64) { return }
^bb1:
}
// expected-error@+1 {{use of undeclared SSA value name}}
cf.cond_br %arg1, ^bb1, ^bb2

// -----

// move: cf.cond_br: cf.cond_br to the top level
cf.cond_br %cond, ^then, ^else
func.func @host_cf(%cond: i1) -> i32 {
// expected-error@+1 {{invalid block name in region with named arguments}}
^then:
