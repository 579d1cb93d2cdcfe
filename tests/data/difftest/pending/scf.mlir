// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// type-shape: scf.for: dim 1: 4 -> 5
func.func @scf_for_with_multiple_operands(%idx: index, %vec0: vector<1x4xf32>, %vec1: vector<1x4xf32>) -> vector<1x4xf32> {
  %res:3 = scf.for %i = %c0 to %c4 step %c1
    iter_args(%id = %idx, %iter0 = %vec0, %iter1 = %vec1) -> (index, vector<1x4xf32>, vector<1x5xf32>) {
// expected-error@+1 {{use of value '%iter1' expects different type than prior uses: 'vector<1x4xf32>' vs 'vector<1x5xf32>'}}
    %add = arith.addf %iter0, %iter1 : vector<1x4xf32>
