// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// attr-int: xevm.mma: n: 16 -> 1099511627776
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi16>, vector<8xi32>) -> vector<8xf32>, sym_name = "mma"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<8xi16>, %arg2: vector<8xi32>):
// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse XeVM_MMAShapeAttr parameter 'n' which is to be a `int`}}
    %0 = "xevm.mma"(%arg1, %arg2, %arg0) <{shape = #xevm.mma_shape<m = 8, n = 1099511627776, k = 16>, types = #xevm.mma_types<d = f32, a = f16, b = f16, c = f32>}> : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
