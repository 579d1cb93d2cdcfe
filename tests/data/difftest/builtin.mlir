// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// move: builtin.unrealized_conversion_cast: builtin.unrealized_conversion_cast to the top level
"builtin.module"() ({
  %1:2 = "builtin.unrealized_conversion_cast"(%arg2, %0#1) : (i64, i64) -> (i32, i32)
"func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "multiple_conversion_casts"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %2:2 = "builtin.unrealized_conversion_cast"(%arg3, %arg4) : (i32, i32) -> (i64, i64)
    %3:2 = "builtin.unrealized_conversion_cast"(%2#0, %2#1) : (i64, i64) -> (i32, i32)
    "func.return"(%3#0, %3#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i64) -> (i32, i32), sym_name = "multiple_conversion_casts_failure"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i64):
    %0:2 = "builtin.unrealized_conversion_cast"(%arg0, %arg1) : (i32, i32) -> (i64, i64)
// expected-error@+1 {{'func.return' op using value defined outside the region}}
    "func.return"(%1#0, %1#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-layout: builtin.module: add a strided layout
"builtin.module"() ({
  "builtin.module"() <{sym_name = "TestComplex"}> ({
  }) {bytecode.test = complex<i32>} : () -> ()
  "builtin.module"() <{sym_name = "TestFloat"}> ({
  }) {bytecode.test = bf16, bytecode.test1 = f16, bytecode.test10 = f8E4M3FNUZ, bytecode.test11 = f8E4M3B11FNUZ, bytecode.test12 = f8E3M4, bytecode.test13 = f4E2M1FN, bytecode.test14 = f6E2M3FN, bytecode.test15 = f6E3M2FN, bytecode.test16 = f8E8M0FNU, bytecode.test17 = tf32, bytecode.test2 = f32, bytecode.test3 = f64, bytecode.test4 = f80, bytecode.test5 = f128, bytecode.test6 = f8E5M2, bytecode.test7 = f8E4M3, bytecode.test8 = f8E4M3FN, bytecode.test9 = f8E5M2FNUZ} : () -> ()
  "builtin.module"() <{sym_name = "TestInteger"}> ({
  }) {bytecode.int = i1024, bytecode.int1 = si32, bytecode.int2 = ui512} : () -> ()
  "builtin.module"() <{sym_name = "TestIndex"}> ({
  }) {bytecode.index = index} : () -> ()
  "builtin.module"() <{sym_name = "TestFunc"}> ({
  }) {bytecode.func = () -> (), bytecode.func1 = (i1) -> i32, bytecode.func2 = (i32) -> (f32, f64)} : () -> ()
  "builtin.module"() <{sym_name = "TestMemRef"}> ({
  }) {bytecode.test = memref<2xi8>, bytecode.test1 = memref<2xi8, 1>, bytecode.test2 = memref<?x?xf32>, bytecode.test3 = memref<2x3xf32, strided<[3, 1]>>} : () -> ()
  "builtin.module"() <{sym_name = "TestNone"}> ({
  }) {bytecode.test = none} : () -> ()
  "builtin.module"() <{sym_name = "TestRankedTensor"}> ({
  }) {bytecode.test = tensor<16x32x?xf64>, bytecode.test1 = tensor<16xf64, "sparse">} : () -> ()
  "builtin.module"() <{sym_name = "TestTuple"}> ({
  }) {bytecode.test = tuple<>, bytecode.test1 = tuple<i32, i1, f32>} : () -> ()
  "builtin.module"() <{sym_name = "TestUnrankedMemRef"}> ({
// expected-error@+1 {{cannot have affine map for unranked memref type}}
  }) {bytecode.test = memref<*xi8, strided<[1], offset: 1>>, bytecode.test1 = memref<*xi8, 1>} : () -> ()
  "builtin.module"() <{sym_name = "TestUnrankedTensor"}> ({
  }) {bytecode.test = tensor<*xi8>} : () -> ()
  "builtin.module"() <{sym_name = "TestVector"}> ({
  }) {bytecode.test = vector<8x8x128xi8>, bytecode.test1 = vector<8x[8]xf32>, bytecode.test2 = vector<[4]x[4]xf16>} : () -> ()
  "builtin.module"() <{sym_name = "TestToken"}> ({
  }) {bytecode.test = token} : () -> ()
  "builtin.module"() <{sym_name = "TestIntegerTypePacking"}> ({
  }) {bytecode.i1 = i1, bytecode.i2 = i2, bytecode.i4096 = i4096, bytecode.si1 = si1, bytecode.ui1 = ui1} : () -> ()
}) : () -> ()

// -----

// move: builtin.unrealized_conversion_cast: builtin.unrealized_conversion_cast to the top level
"builtin.module"() ({
  %2:2 = "builtin.unrealized_conversion_cast"(%arg3, %arg4) : (i32, i32) -> (i64, i64)
"func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "multiple_conversion_casts"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
// expected-error@+1 {{'builtin.unrealized_conversion_cast' op using value defined outside the region}}
    %3:2 = "builtin.unrealized_conversion_cast"(%2#0, %2#1) : (i64, i64) -> (i32, i32)
    "func.return"(%3#0, %3#1) : (i32, i32) -> ()
  }) : () -> ()
// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
  "func.func"() <{function_type = (i32, i32, i64) -> (i32, i32), sym_name = "multiple_conversion_casts_failure"}> ({
  }) : () -> ()
}) : () -> ()

// -----

// operand-count: builtin.unrealized_conversion_cast: repeat operand %arg2
func.func @multiple_conversion_casts(%arg0: i32, %arg1: i32) -> (i32, i32) {
}
func.func @multiple_conversion_casts_failure(%arg0: i32, %arg1: i32, %arg2: i64) -> (i32, i32) {
// expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 3 operands and 2 types}}
  %outputs:2 = builtin.unrealized_conversion_cast %arg2, %arg2, %inputs#1 : i64, i64 to i32, i32

// -----

// terminator: builtin.module: drop llvm.module_flags
"builtin.module"() ({
// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "builtin.module"() ({
  }) : () -> ()
// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "builtin.module"() ({
  }) : () -> ()
}) : () -> ()

// -----

// terminator: builtin.module: drop llvm.module_flags
"builtin.module"() ({
  "builtin.module"() ({
    "llvm.module_flags"() <{flags = [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "uwtable", 2 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 1 : i32>, #llvm.mlir.module_flag<override, "probe-stack", "inline-asm">, #llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @from, to = @to, count = 222>, #llvm.cgprofile_entry<from = @from, count = 222>, #llvm.cgprofile_entry<from = @to, to = @from, count = 222>]>, #llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = InstrProf, total_count = 263646, max_count = 86427, max_internal_count = 86427, max_function_count = 4691, num_counts = 3712, num_functions = 796, is_partial_profile = 0, partial_profile_ratio = 0.000000e+00 : f64, detailed_summary = <cut_off = 10000, min_count = 86427, num_counts = 1>, <cut_off = 100000, min_count = 86427, num_counts = 1>>>]}> : () -> ()
  }) : () -> ()
// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "builtin.module"() ({
  }) : () -> ()
}) : () -> ()

// -----

// terminator: builtin.module: llvm.module_flags -> gpu.yield
"builtin.module"() ({
  "builtin.module"() ({
// expected-error@+1 {{invalid properties {flags = [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "uwtable", 2 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 1 : i32>, #llvm.mlir.module_flag<override, "probe-stack", "inline-asm">, #llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @from, to = @to, count = 222>, #llvm.cgprofile_entry<from = @from, count = 222>, #llvm.cgprofile_entry<from = @to, to = @from, count = 222>]>, #llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = InstrProf, total_count = 263646, max_count = 86427, max_internal_count = 86427, max_function_count = 4691, num_counts = 3712, num_functions = 796, is_partial_profile = 0, partial_profile_ratio = 0.000000e+00 : f64, detailed_summary = <cut_off = 10000, min_count = 86427, num_counts = 1>, <cut_off = 100000, min_count = 86427, num_counts = 1>>>]} for op gpu.yield: this operation has empty properties}}
    "gpu.yield"() <{flags = [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "uwtable", 2 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 1 : i32>, #llvm.mlir.module_flag<override, "probe-stack", "inline-asm">, #llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @from, to = @to, count = 222>, #llvm.cgprofile_entry<from = @from, count = 222>, #llvm.cgprofile_entry<from = @to, to = @from, count = 222>]>, #llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = InstrProf, total_count = 263646, max_count = 86427, max_internal_count = 86427, max_function_count = 4691, num_counts = 3712, num_functions = 796, is_partial_profile = 0, partial_profile_ratio = 0.000000e+00 : f64, detailed_summary = <cut_off = 10000, min_count = 86427, num_counts = 1>, <cut_off = 100000, min_count = 86427, num_counts = 1>>>]}> : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "llvm.module_flags"() <{flags = [#llvm.mlir.module_flag<require, "shared-require", 0 : i32>, #llvm.mlir.module_flag<require, "shared-require", 1 : i32>]}> : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// operand-count: builtin.unrealized_conversion_cast: drop operand %inputs#1
// RUN: mlir-opt %s -canonicalize="test-convergence" | FileCheck %s

//===----------------------------------------------------------------------===//
// UnrealizedConversionCastOp
//===----------------------------------------------------------------------===//

// Test folding conversion casts feeding into other casts.
// CHECK-LABEL: func @multiple_conversion_casts
// CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]:
func.func @multiple_conversion_casts(%arg0: i32, %arg1: i32) -> (i32, i32) {
  // CHECK-NOT: unrealized_conversion_cast
  // CHECK: return %[[ARG0]], %[[ARG1]]
  %inputs:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
// expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 1 operands and 2 types}}
  %outputs:2 = builtin.unrealized_conversion_cast %inputs#0 : i64, i64 to i32, i32
  return %outputs#0, %outputs#1 : i32, i32
}

// CHECK-LABEL: func @multiple_conversion_casts
func.func @multiple_conversion_casts_failure(%arg0: i32, %arg1: i32, %arg2: i64) -> (i32, i32) {
  // CHECK: unrealized_conversion_cast
  // CHECK: unrealized_conversion_cast
  %inputs:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
  %outputs:2 = builtin.unrealized_conversion_cast %arg2, %inputs#1 : i64, i64 to i32, i32
  return %outputs#0, %outputs#1 : i32, i32
}

// -----

// terminator: builtin.module: llvm.module_flags -> llvm.return
"builtin.module"() ({
  "builtin.module"() ({
    "llvm.module_flags"() <{flags = [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "uwtable", 2 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 1 : i32>, #llvm.mlir.module_flag<override, "probe-stack", "inline-asm">, #llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @from, to = @to, count = 222>, #llvm.cgprofile_entry<from = @from, count = 222>, #llvm.cgprofile_entry<from = @to, to = @from, count = 222>]>, #llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = InstrProf, total_count = 263646, max_count = 86427, max_internal_count = 86427, max_function_count = 4691, num_counts = 3712, num_functions = 796, is_partial_profile = 0, partial_profile_ratio = 0.000000e+00 : f64, detailed_summary = <cut_off = 10000, min_count = 86427, num_counts = 1>, <cut_off = 100000, min_count = 86427, num_counts = 1>>>]}> : () -> ()
  }) : () -> ()
  "builtin.module"() ({
// expected-error@+1 {{invalid properties {flags = [#llvm.mlir.module_flag<require, "shared-require", 0 : i32>, #llvm.mlir.module_flag<require, "shared-require", 1 : i32>]} for op llvm.return: this operation has empty properties}}
    "llvm.return"() <{flags = [#llvm.mlir.module_flag<require, "shared-require", 0 : i32>, #llvm.mlir.module_flag<require, "shared-require", 1 : i32>]}> : () -> ()
  }) : () -> ()
}) : () -> ()
