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

// -----

// move: cf.br: swap cf.br with func.return
    acc.loop control(%iv : index) = (%c0 : index) to (%c10 : index) step (%c1 : index) {
// expected-error@+1 {{Dialect `' not found for custom op 'return'  (tried '.return' as well)}}
      return
  cf.br ^bb1(%c1_1 : index)
}

// -----

// move: cf.cond_br: swap cf.cond_br with arith.constant
func.func @acc_loop_multiple_block() {
// expected-error@+2 {{reference to an undefined block}}
// expected-error@+1 {{reference to an undefined block}}
  cf.cond_br %12, ^bb2, ^bb3
    acc.loop control(%iv : index) = (%c0 : index) to (%c10 : index) step (%c1 : index) {
      %c10 = arith.constant 10 : index
  }
}
