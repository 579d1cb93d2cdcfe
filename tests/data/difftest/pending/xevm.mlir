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

// -----

// attr-int: xevm.blockload2d: elem_size_in_bits: 16 -> -1
"builtin.module"() ({
  "func.func"() <{function_type = (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>, sym_name = "blockload2d"}> ({
  ^bb0(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32):
// expected-error@+1 {{'xevm.blockload2d' op result size of 128 bits does not match the expected size of 268435448 bits}}
    %0 = "xevm.blockload2d"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) <{cache_control = #xevm.load_cache_control<L1uc_L2uc_L3uc>, elem_size_in_bits = -1 : i32, pack_register = false, tile_height = 8 : i32, tile_width = 16 : i32, transpose = false, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>
    "func.return"(%0) : (vector<8xi16>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-int: xevm.blockload2d: elem_size_in_bits: 16 -> -1
"builtin.module"() ({
  "func.func"() <{function_type = (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>, sym_name = "blockload2d"}> ({
  ^bb0(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32):
// expected-error@+1 {{'xevm.blockload2d' op result size of 128 bits does not match the expected size of 268435448 bits}}
    %0 = "xevm.blockload2d"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) <{cache_control = #xevm.load_cache_control<L1uc_L2uc_L3uc>, elem_size_in_bits = -1 : i32, pack_register = false, tile_height = 8 : i32, tile_width = 16 : i32, transpose = false, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>
  }) : () -> ()
}) : () -> ()

// -----

// type-element: xevm.mma: f16 -> i1
  %c_result = xevm.mma %loaded_a, %loaded_b_casted, %loaded_c_casted { shape=<m=8, n=16, k=16>,
// expected-error@+2 {{custom op 'xevm.mma' expected one of [bf16, f16, s8, u8, s4, u4, tf32, f32, s32, e2m1, bf8, f8] for XeVM element type, got: i1}}
// expected-error@+1 {{custom op 'xevm.mma' failed to parse XeVM_MMATypesAttr parameter 'b' which is to be a `xevm::ElemType`}}
    types=<d=f32, a=f16, b=i1, c=f32> } : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
