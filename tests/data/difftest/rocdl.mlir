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

// -----

// move: rocdl.cvt.scalef32.pk16.bf6.bf16: rocdl.cvt.scalef32.pk16.bf6.bf16 to the top level
%4 =      rocdl.cvt.scalef32.pk16.bf6.bf16 %v16xbf16, %scale : vector<3xi32>
llvm.func @rocdl.cvt.scalef32.pk16(%v16xf32: vector<16xf32>,
// expected-error@+1 {{region entry argument '%v16xbf16' is already in use}}
                                  %v16xbf16: vector<16xbf16>,
                                  %scale: f32) {

// -----

// move: rocdl.cvt.scalef32.sr.pk16.fp6.f16: rocdl.cvt.scalef32.sr.pk16.fp6.f16 to the top level
%0 =      rocdl.cvt.scalef32.sr.pk16.fp6.f16 %v16xf16, %seed, %scale : vector<3xi32>
llvm.func @rocdl.cvt.scalef32.sr.pk16(%v16xf32: vector<16xf32>,
// expected-error@+1 {{region entry argument '%v16xf16' is already in use}}
                                     %v16xf16: vector<16xf16>,
                                     %scale: f32) {

// -----

// move: rocdl.cvt.scale.pk16.f32.fp6: rocdl.cvt.scale.pk16.f32.fp6 to the top level
%2 =      rocdl.cvt.scale.pk16.f32.fp6 %v3xi32, %scale[0] : vector<16xf32>
// expected-error@+1 {{region entry argument '%v3xi32' is already in use}}
llvm.func @rocdl.cvt.scale.pk16(%v3xi32: vector<3xi32>, %scale:i32) {

// -----

// move: rocdl.cvt.scalef32.sr.pk8.fp8.f32: rocdl.cvt.scalef32.sr.pk8.fp8.f32 to the top level
%0 =      rocdl.cvt.scalef32.sr.pk8.fp8.f32 %v8xf32, %seed, %scale : vector<2xi32>
// expected-error@+1 {{region entry argument '%v8xf32' is already in use}}
llvm.func @rocdl.cvt.scalef32.sr.pk8(%v8xf32: vector<8xf32>,
                                     %scale: f32) {

// -----

// attr-kind: rocdl.wmma.scale16.f32.16x16x128.f8f6f4: fmtScaleA = -1 : i32
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<8xi32>, vector<4xi32>, vector<4xf32>, vector<16xf32>, i32, i64)>, linkage = #llvm.linkage<external>, sym_name = "rocdl_wmma_scale_ops", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<8xi32>, %arg1: vector<4xi32>, %arg2: vector<4xf32>, %arg3: vector<16xf32>, %arg4: i32, %arg5: i64):
// expected-error@+1 {{invalid properties {fmtA = #rocdl<matrix_format fp4_e2m1>, fmtB = #rocdl<matrix_format fp4_e2m1>, fmtScaleA = -1 : i32, fmtScaleB = #rocdl<wmma_matrix_scale_format e8>, modC = #rocdl<wmma_c_modifier none>, reuseA = false, reuseB = false, scaleAType = #rocdl<wmma_matrix_scale row0>, scaleBType = #rocdl<wmma_matrix_scale row0>} for op rocdl.wmma.scale16.f32.16x16x128.f8f6f4: Invalid attribute `fmtScaleA` in property conversion: -1 : i32}}
    %1 = "rocdl.wmma.scale16.f32.16x16x128.f8f6f4"(%arg0, %arg0, %arg2, %arg5, %arg5) <{fmtA = #rocdl<matrix_format fp4_e2m1>, fmtB = #rocdl<matrix_format fp4_e2m1>, fmtScaleA = -1 : i32, fmtScaleB = #rocdl<wmma_matrix_scale_format e8>, modC = #rocdl<wmma_c_modifier none>, reuseA = false, reuseB = false, scaleAType = #rocdl<wmma_matrix_scale row0>, scaleBType = #rocdl<wmma_matrix_scale row0>}> : (vector<8xi32>, vector<8xi32>, vector<4xf32>, i64, i64) -> vector<4xf32>
    %2 = "rocdl.wmma.scale.f32.32x16x128.f4"(%arg1, %arg1, %arg3, %arg4, %arg4) <{fmtScaleA = #rocdl<wmma_matrix_scale_format e8>, fmtScaleB = #rocdl<wmma_matrix_scale_format e8>, modC = #rocdl<wmma_c_modifier none>, reuseA = false, reuseB = false, scaleAType = #rocdl<wmma_matrix_scale row0>, scaleBType = #rocdl<wmma_matrix_scale row0>}> : (vector<4xi32>, vector<4xi32>, vector<16xf32>, i32, i32) -> vector<16xf32>
  }) : () -> ()
}) : () -> ()

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

// -----

// type-rank: rocdl.swmmac.bf16.16x16x64.bf16: add a dimension
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<8xf32> (vector<32xf16>, vector<32xbf16>, vector<16xf16>, vector<16xbf16>, vector<16xi32>, vector<16xi16>, vector<8xf32>, vector<8xi32>, vector<8xf16>, vector<8xbf16>, vector<8xi16>, vector<4xf32>, vector<4xf16>, vector<4xi32>, vector<4xi16>, vector<2xi32>, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "rocdl.swmmac", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<32xf16>, %arg1: vector<32xbf16>, %arg2: vector<16xf16>, %arg3: vector<16xbf16>, %arg4: vector<16xi32>, %arg5: vector<16xi16>, %arg6: vector<8xf32>, %arg7: vector<8xi32>, %arg8: vector<8xf16>, %arg9: vector<8xbf16>, %arg10: vector<8xi16>, %arg11: vector<4xf32>, %arg12: vector<4xf16>, %arg13: vector<4xi32>, %arg14: vector<4xi16>, %arg15: vector<2xi32>, %arg16: i32, %arg17: i32):
    %0 = "rocdl.swmmac.f32.16x16x32.f16"(%arg8, %arg2, %arg6, %arg17) : (vector<8xf16>, vector<16xf16>, vector<8xf32>, i32) -> vector<8xf32>
    %1 = "rocdl.swmmac.f32.16x16x32.bf16"(%arg10, %arg5, %arg6, %arg17) : (vector<8xi16>, vector<16xi16>, vector<8xf32>, i32) -> vector<8xf32>
    %2 = "rocdl.swmmac.f16.16x16x32.f16"(%arg8, %arg2, %arg8, %arg17) : (vector<8xf16>, vector<16xf16>, vector<8xf16>, i32) -> vector<8xf16>
    %3 = "rocdl.swmmac.bf16.16x16x32.bf16"(%arg10, %arg5, %arg10, %arg17) : (vector<8xi16>, vector<16xi16>, vector<8xi16>, i32) -> vector<8xi16>
    %4 = "rocdl.swmmac.i32.16x16x32.iu8"(%arg15, %arg13, %arg7, %arg17) <{clamp = false, signA = false, signB = false}> : (vector<2xi32>, vector<4xi32>, vector<8xi32>, i32) -> vector<8xi32>
    %5 = "rocdl.swmmac.i32.16x16x32.iu4"(%arg16, %arg15, %arg7, %arg17) <{clamp = false, signA = false, signB = false}> : (i32, vector<2xi32>, vector<8xi32>, i32) -> vector<8xi32>
    %6 = "rocdl.swmmac.i32.16x16x64.iu4"(%arg15, %arg13, %arg7, %arg17) <{clamp = false, signA = false, signB = false}> : (vector<2xi32>, vector<4xi32>, vector<8xi32>, i32) -> vector<8xi32>
    %7 = "rocdl.swmmac.f32.16x16x32.fp8.fp8"(%arg15, %arg13, %arg6, %arg17) : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %8 = "rocdl.swmmac.f32.16x16x32.fp8.bf8"(%arg15, %arg13, %arg6, %arg17) : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %9 = "rocdl.swmmac.f32.16x16x32.bf8.fp8"(%arg15, %arg13, %arg6, %arg17) : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %10 = "rocdl.swmmac.f32.16x16x32.bf8.bf8"(%arg15, %arg13, %arg6, %arg17) : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %11 = "rocdl.swmmac.f32.16x16x64.f16"(%arg2, %arg0, %arg6, %arg17) <{reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<16xf16>, vector<32xf16>, vector<8xf32>, i32) -> vector<8xf32>
    %12 = "rocdl.swmmac.f32.16x16x64.bf16"(%arg3, %arg1, %arg6, %arg17) <{reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<16xbf16>, vector<32xbf16>, vector<8xf32>, i32) -> vector<8xf32>
    %13 = "rocdl.swmmac.f16.16x16x64.f16"(%arg2, %arg0, %arg8, %arg17) <{reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<16xf16>, vector<32xf16>, vector<8xf16>, i32) -> vector<8xf16>
// expected-error@+1 {{'rocdl.swmmac.bf16.16x16x64.bf16' op result #0 must be bfloat16 type or LLVM dialect-compatible vector of bfloat16 type, but got 'vector<2x8xbf16>'}}
    %14 = "rocdl.swmmac.bf16.16x16x64.bf16"(%arg3, %arg1, %arg9, %arg17) <{reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<16xbf16>, vector<32xbf16>, vector<8xbf16>, i32) -> vector<2x8xbf16>
    %15 = "rocdl.swmmac.bf16f32.16x16x64.bf16"(%arg3, %arg1, %arg9, %arg17) <{reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<16xbf16>, vector<32xbf16>, vector<8xbf16>, i32) -> vector<8xbf16>
    %16 = "rocdl.swmmac.f32.16x16x128.fp8.fp8"(%arg7, %arg4, %arg6, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %17 = "rocdl.swmmac.f32.16x16x128.fp8.bf8"(%arg7, %arg4, %arg6, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %18 = "rocdl.swmmac.f32.16x16x128.bf8.fp8"(%arg7, %arg4, %arg6, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %19 = "rocdl.swmmac.f32.16x16x128.bf8.bf8"(%arg7, %arg4, %arg6, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %20 = "rocdl.swmmac.f16.16x16x128.fp8.fp8"(%arg7, %arg4, %arg8, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %21 = "rocdl.swmmac.f16.16x16x128.fp8.bf8"(%arg7, %arg4, %arg8, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %22 = "rocdl.swmmac.f16.16x16x128.bf8.fp8"(%arg7, %arg4, %arg8, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %23 = "rocdl.swmmac.f16.16x16x128.bf8.bf8"(%arg7, %arg4, %arg8, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %24 = "rocdl.swmmac.i32.16x16x128.iu8"(%arg7, %arg4, %arg7, %arg17) <{clamp = false, reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xi32>, i32) -> vector<8xi32>
    %25 = "rocdl.swmmac.f32.16x16x32.f16"(%arg12, %arg8, %arg11, %arg17) : (vector<4xf16>, vector<8xf16>, vector<4xf32>, i32) -> vector<4xf32>
    %26 = "rocdl.swmmac.f32.16x16x32.bf16"(%arg14, %arg10, %arg11, %arg17) : (vector<4xi16>, vector<8xi16>, vector<4xf32>, i32) -> vector<4xf32>
    %27 = "rocdl.swmmac.f16.16x16x32.f16"(%arg12, %arg8, %arg12, %arg17) : (vector<4xf16>, vector<8xf16>, vector<4xf16>, i32) -> vector<4xf16>
    %28 = "rocdl.swmmac.bf16.16x16x32.bf16"(%arg14, %arg10, %arg14, %arg17) : (vector<4xi16>, vector<8xi16>, vector<4xi16>, i32) -> vector<4xi16>
    %29 = "rocdl.swmmac.i32.16x16x32.iu8"(%arg16, %arg15, %arg13, %arg17) <{clamp = false, signA = false, signB = false}> : (i32, vector<2xi32>, vector<4xi32>, i32) -> vector<4xi32>
    %30 = "rocdl.swmmac.i32.16x16x32.iu4"(%arg16, %arg16, %arg13, %arg17) <{clamp = false, signA = false, signB = false}> : (i32, i32, vector<4xi32>, i32) -> vector<4xi32>
    %31 = "rocdl.swmmac.i32.16x16x64.iu4"(%arg16, %arg15, %arg13, %arg17) <{clamp = false, signA = false, signB = false}> : (i32, vector<2xi32>, vector<4xi32>, i32) -> vector<4xi32>
    %32 = "rocdl.swmmac.f32.16x16x32.fp8.fp8"(%arg16, %arg15, %arg11, %arg17) : (i32, vector<2xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %33 = "rocdl.swmmac.f32.16x16x32.fp8.bf8"(%arg16, %arg15, %arg11, %arg17) : (i32, vector<2xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %34 = "rocdl.swmmac.f32.16x16x32.bf8.fp8"(%arg16, %arg15, %arg11, %arg17) : (i32, vector<2xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %35 = "rocdl.swmmac.f32.16x16x32.bf8.bf8"(%arg16, %arg15, %arg11, %arg17) : (i32, vector<2xi32>, vector<4xf32>, i32) -> vector<4xf32>
    "llvm.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-rank: rocdl.swmmac.i32.16x16x64.iu4: add a dimension
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<8xf32> (vector<32xf16>, vector<32xbf16>, vector<16xf16>, vector<16xbf16>, vector<16xi32>, vector<16xi16>, vector<8xf32>, vector<8xi32>, vector<8xf16>, vector<8xbf16>, vector<8xi16>, vector<4xf32>, vector<4xf16>, vector<4xi32>, vector<4xi16>, vector<2xi32>, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "rocdl.swmmac", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<32xf16>, %arg1: vector<32xbf16>, %arg2: vector<16xf16>, %arg3: vector<16xbf16>, %arg4: vector<16xi32>, %arg5: vector<16xi16>, %arg6: vector<8xf32>, %arg7: vector<8xi32>, %arg8: vector<8xf16>, %arg9: vector<8xbf16>, %arg10: vector<8xi16>, %arg11: vector<4xf32>, %arg12: vector<4xf16>, %arg13: vector<4xi32>, %arg14: vector<4xi16>, %arg15: vector<2xi32>, %arg16: i32, %arg17: i32):
    %0 = "rocdl.swmmac.f32.16x16x32.f16"(%arg8, %arg2, %arg6, %arg17) : (vector<8xf16>, vector<16xf16>, vector<8xf32>, i32) -> vector<8xf32>
    %1 = "rocdl.swmmac.f32.16x16x32.bf16"(%arg10, %arg5, %arg6, %arg17) : (vector<8xi16>, vector<16xi16>, vector<8xf32>, i32) -> vector<8xf32>
    %2 = "rocdl.swmmac.f16.16x16x32.f16"(%arg8, %arg2, %arg8, %arg17) : (vector<8xf16>, vector<16xf16>, vector<8xf16>, i32) -> vector<8xf16>
    %3 = "rocdl.swmmac.bf16.16x16x32.bf16"(%arg10, %arg5, %arg10, %arg17) : (vector<8xi16>, vector<16xi16>, vector<8xi16>, i32) -> vector<8xi16>
    %4 = "rocdl.swmmac.i32.16x16x32.iu8"(%arg15, %arg13, %arg7, %arg17) <{clamp = false, signA = false, signB = false}> : (vector<2xi32>, vector<4xi32>, vector<8xi32>, i32) -> vector<8xi32>
    %5 = "rocdl.swmmac.i32.16x16x32.iu4"(%arg16, %arg15, %arg7, %arg17) <{clamp = false, signA = false, signB = false}> : (i32, vector<2xi32>, vector<8xi32>, i32) -> vector<8xi32>
// expected-error@+1 {{'rocdl.swmmac.i32.16x16x64.iu4' op result #0 must be integer or LLVM dialect-compatible vector of integer, but got 'vector<2x8xi32>'}}
    %6 = "rocdl.swmmac.i32.16x16x64.iu4"(%arg15, %arg13, %arg7, %arg17) <{clamp = false, signA = false, signB = false}> : (vector<2xi32>, vector<4xi32>, vector<8xi32>, i32) -> vector<2x8xi32>
    %7 = "rocdl.swmmac.f32.16x16x32.fp8.fp8"(%arg15, %arg13, %arg6, %arg17) : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %8 = "rocdl.swmmac.f32.16x16x32.fp8.bf8"(%arg15, %arg13, %arg6, %arg17) : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %9 = "rocdl.swmmac.f32.16x16x32.bf8.fp8"(%arg15, %arg13, %arg6, %arg17) : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %10 = "rocdl.swmmac.f32.16x16x32.bf8.bf8"(%arg15, %arg13, %arg6, %arg17) : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %11 = "rocdl.swmmac.f32.16x16x64.f16"(%arg2, %arg0, %arg6, %arg17) <{reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<16xf16>, vector<32xf16>, vector<8xf32>, i32) -> vector<8xf32>
    %12 = "rocdl.swmmac.f32.16x16x64.bf16"(%arg3, %arg1, %arg6, %arg17) <{reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<16xbf16>, vector<32xbf16>, vector<8xf32>, i32) -> vector<8xf32>
    %13 = "rocdl.swmmac.f16.16x16x64.f16"(%arg2, %arg0, %arg8, %arg17) <{reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<16xf16>, vector<32xf16>, vector<8xf16>, i32) -> vector<8xf16>
    %14 = "rocdl.swmmac.bf16.16x16x64.bf16"(%arg3, %arg1, %arg9, %arg17) <{reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<16xbf16>, vector<32xbf16>, vector<8xbf16>, i32) -> vector<8xbf16>
    %15 = "rocdl.swmmac.bf16f32.16x16x64.bf16"(%arg3, %arg1, %arg9, %arg17) <{reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<16xbf16>, vector<32xbf16>, vector<8xbf16>, i32) -> vector<8xbf16>
    %16 = "rocdl.swmmac.f32.16x16x128.fp8.fp8"(%arg7, %arg4, %arg6, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %17 = "rocdl.swmmac.f32.16x16x128.fp8.bf8"(%arg7, %arg4, %arg6, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %18 = "rocdl.swmmac.f32.16x16x128.bf8.fp8"(%arg7, %arg4, %arg6, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %19 = "rocdl.swmmac.f32.16x16x128.bf8.bf8"(%arg7, %arg4, %arg6, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %20 = "rocdl.swmmac.f16.16x16x128.fp8.fp8"(%arg7, %arg4, %arg8, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %21 = "rocdl.swmmac.f16.16x16x128.fp8.bf8"(%arg7, %arg4, %arg8, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %22 = "rocdl.swmmac.f16.16x16x128.bf8.fp8"(%arg7, %arg4, %arg8, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %23 = "rocdl.swmmac.f16.16x16x128.bf8.bf8"(%arg7, %arg4, %arg8, %arg17) <{reuseA = false, reuseB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %24 = "rocdl.swmmac.i32.16x16x128.iu8"(%arg7, %arg4, %arg7, %arg17) <{clamp = false, reuseA = false, reuseB = false, signA = false, signB = false}> : (vector<8xi32>, vector<16xi32>, vector<8xi32>, i32) -> vector<8xi32>
    %25 = "rocdl.swmmac.f32.16x16x32.f16"(%arg12, %arg8, %arg11, %arg17) : (vector<4xf16>, vector<8xf16>, vector<4xf32>, i32) -> vector<4xf32>
    %26 = "rocdl.swmmac.f32.16x16x32.bf16"(%arg14, %arg10, %arg11, %arg17) : (vector<4xi16>, vector<8xi16>, vector<4xf32>, i32) -> vector<4xf32>
    %27 = "rocdl.swmmac.f16.16x16x32.f16"(%arg12, %arg8, %arg12, %arg17) : (vector<4xf16>, vector<8xf16>, vector<4xf16>, i32) -> vector<4xf16>
    %28 = "rocdl.swmmac.bf16.16x16x32.bf16"(%arg14, %arg10, %arg14, %arg17) : (vector<4xi16>, vector<8xi16>, vector<4xi16>, i32) -> vector<4xi16>
    %29 = "rocdl.swmmac.i32.16x16x32.iu8"(%arg16, %arg15, %arg13, %arg17) <{clamp = false, signA = false, signB = false}> : (i32, vector<2xi32>, vector<4xi32>, i32) -> vector<4xi32>
    %30 = "rocdl.swmmac.i32.16x16x32.iu4"(%arg16, %arg16, %arg13, %arg17) <{clamp = false, signA = false, signB = false}> : (i32, i32, vector<4xi32>, i32) -> vector<4xi32>
    %31 = "rocdl.swmmac.i32.16x16x64.iu4"(%arg16, %arg15, %arg13, %arg17) <{clamp = false, signA = false, signB = false}> : (i32, vector<2xi32>, vector<4xi32>, i32) -> vector<4xi32>
    %32 = "rocdl.swmmac.f32.16x16x32.fp8.fp8"(%arg16, %arg15, %arg11, %arg17) : (i32, vector<2xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %33 = "rocdl.swmmac.f32.16x16x32.fp8.bf8"(%arg16, %arg15, %arg11, %arg17) : (i32, vector<2xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %34 = "rocdl.swmmac.f32.16x16x32.bf8.fp8"(%arg16, %arg15, %arg11, %arg17) : (i32, vector<2xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %35 = "rocdl.swmmac.f32.16x16x32.bf8.bf8"(%arg16, %arg15, %arg11, %arg17) : (i32, vector<2xi32>, vector<4xf32>, i32) -> vector<4xf32>
    "llvm.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
