// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// operand-count: xevm.mma_mx: drop operand %loaded_c_casted
func.func @mma_mx(%loaded_c_casted: vector<8xf32>, %loaded_a: vector<8xi16>, %loaded_b_casted: vector<8xi32>, %scale_a: vector<2xi8>, %scale_b: vector<2xi8>) -> vector<8xf32> {
// expected-error@+1 {{custom op 'xevm.mma_mx' number of operands and types do not match: got 4 operands and 5 types}}
  %c_result = xevm.mma_mx %loaded_a, %loaded_b_casted, %scale_a, %scale_b { shape=<m=8, n=16, k=64>,
    types=<d=f32, a=e2m1, b=e2m1, c=f32> } : (vector<8xi16>, vector<8xi32>, vector<2xi8>, vector<2xi8>, vector<8xf32>) -> vector<8xf32>
  return %c_result : vector<8xf32>
}

// -----

// operand-count: xevm.mma: drop operand %loaded_c_casted
func.func @mma(%loaded_c_casted: vector<8xf32>, %loaded_a: vector<8xi16>, %loaded_b_casted: vector<8xi32>) -> vector<8xf32> {
// expected-error@+1 {{custom op 'xevm.mma' number of operands and types do not match: got 2 operands and 3 types}}
  %c_result = xevm.mma %loaded_a, %loaded_b_casted { shape=<m=8, n=16, k=16>,
    types=<d=f32, a=f16, b=f16, c=f32> } : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  return %c_result : vector<8xf32>
}
