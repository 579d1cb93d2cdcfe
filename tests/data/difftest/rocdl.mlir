// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// move: rocdl.swmmac.f32.16x16x32.fp8.fp8: rocdl.swmmac.f32.16x16x32.fp8.fp8 to the top level
"builtin.module"() ({
// expected-error@+1 {{operand #0 does not dominate this use}}
  %7 = "rocdl.swmmac.f32.16x16x32.fp8.fp8"(%arg15, %arg13, %arg6, %arg17) : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<8xf32> (vector<32xf16>, vector<32xbf16>, vector<16xf16>, vector<16xbf16>, vector<16xi32>, vector<16xi16>, vector<8xf32>, vector<8xi32>, vector<8xf16>, vector<8xbf16>, vector<8xi16>, vector<4xf32>, vector<4xf16>, vector<4xi32>, vector<4xi16>, vector<2xi32>, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "rocdl.swmmac", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<32xf16>, %arg1: vector<32xbf16>, %arg2: vector<16xf16>, %arg3: vector<16xbf16>, %arg4: vector<16xi32>, %arg5: vector<16xi16>, %arg6: vector<8xf32>, %arg7: vector<8xi32>, %arg8: vector<8xf16>, %arg9: vector<8xbf16>, %arg10: vector<8xi16>, %arg11: vector<4xf32>, %arg12: vector<4xf16>, %arg13: vector<4xi32>, %arg14: vector<4xi16>, %arg15: vector<2xi32>, %arg16: i32, %arg17: i32):
    %0 = "rocdl.swmmac.f32.16x16x32.f16"(%arg8, %arg2, %arg6, %arg17) : (vector<8xf16>, vector<16xf16>, vector<8xf32>, i32) -> vector<8xf32>
    "llvm.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
