// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// attr-kind: rocdl.sudot4: signB = "bogus"
// expected-error@+1 {{custom op 'rocdl.sudot4' 'rocdl.sudot4' op attribute 'signB' failed to satisfy constraint: 1-bit signless integer attribute}}
  %r0a = rocdl.sudot4 %i32, %i32, %i32 {signA = true, signB = "bogus", clamp = false} : (i32, i32, i32) -> i32
  // CHECK: rocdl.sudot4 %{{.*}}, %{{.*}}, %{{.*}} {signB = true} : (i32, i32, i32) -> i32

// -----

// type-rank: rocdl.swmmac.bf16.16x16x64.bf16: add a dimension
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<8xf32> (vector<32xf16>, vector<32xbf16>, vector<16xf16>, vector<16xbf16>, vector<16xi32>, vector<16xi16>, vector<8xf32>, vector<8xi32>, vector<8xf16>, vector<8xbf16>, vector<8xi16>, vector<4xf32>, vector<4xf16>, vector<4xi32>, vector<4xi16>, vector<2xi32>, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "rocdl.swmmac", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<32xf16>, %arg1: vector<32xbf16>, %arg2: vector<16xf16>, %arg3: vector<16xbf16>, %arg4: vector<16xi32>, %arg5: vector<16xi16>, %arg6: vector<8xf32>, %arg7: vector<8xi32>, %arg8: vector<8xf16>, %arg9: vector<8xbf16>, %arg10: vector<8xi16>, %arg11: vector<4xf32>, %arg12: vector<4xf16>, %arg13: vector<4xi32>, %arg14: vector<4xi16>, %arg15: vector<2xi32>, %arg16: i32, %arg17: i32):
    %0 = "rocdl.swmmac.f32.16x16x32.f16"(%arg8, %arg2, %arg6, %arg17) : (vector<8xf16>, vector<16xf16>, vector<8xf32>, i32) -> vector<8xf32>
// expected-error@+1 {{'rocdl.swmmac.bf16.16x16x64.bf16' op result #0 must be bfloat16 type or LLVM dialect-compatible vector of bfloat16 type, but got 'vector<2x8xbf16>'}}
    %14 = "rocdl.swmmac.bf16.16x16x64.bf16"(%arg3, %arg1, %arg9, %arg17) <{reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<16xbf16>, vector<32xbf16>, vector<8xbf16>, i32) -> vector<2x8xbf16>
    "llvm.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
