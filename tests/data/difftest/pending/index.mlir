// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// move: index.mul: index.mul to the top level
%2 = index.mul %a, %b
// expected-error@+1 {{region entry argument '%a' is already in use}}
func.func @binary_ops(%a: index, %b: index) {

// -----

// move: index.castu: index.castu to the top level
%4 = index.castu %b : i32 to index
// expected-error@+1 {{region entry argument '%b' is already in use}}
func.func @binary_ops(%a: index, %b: index) {

// -----

// move: index.castu: index.castu to the top level
%5 = index.castu %c : i64 to index
// expected-error@+1 {{redefinition of SSA value '%5'}}
  %5 = index.ceildivs %a, %b
