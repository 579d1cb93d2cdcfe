// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

gpu.module @targets [#nvvm.target, #nvvm.target<O = 3, chip = "sm_90", flags = {fast}, link = ["lib.bc"]>] {
}

llvm.func @kernel() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 32, 4>, nvvm.minctasm = 1 : i32} {
  llvm.return
}

// -----

// expected-error@+1 {{The optimization level must be a number between 0 and 3.}}
gpu.module @bad_level [#nvvm.target<O = 4>] {
}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: cpu}}
gpu.module @bad_param [#nvvm.target<cpu = "x">] {
}

// -----

// expected-error@+1 {{'nvvm.kernel' attribute attached to unexpected op}}
func.func private @not_llvm_func() attributes {nvvm.kernel}

// -----

// expected-error@+1 {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @too_many_dims() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 1, 2, 3, 4>} {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.minctasm"' attribute must be integer constant}}
llvm.func @not_integer() attributes {nvvm.kernel, nvvm.minctasm = "x"} {
  llvm.return
}

// -----

llvm.func @bad_case(%i: i32) {
  // expected-error@+2 {{expected ::mlir::NVVM::ShflKind to be one of: bfly, up, down, idx}}
  // expected-error@+1 {{failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
  %0 = nvvm.shfl.sync sideways %i, %i, %i, %i : i32 -> i32
  llvm.return
}

// -----

llvm.func @shape_needs_all_params(%h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{expected ','}}
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f, %f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @bad_generic_enum() attributes {
  // expected-error@+2 {{expected one of [L1, L2] for NVVM Prefetch Cache Level, got: L3}}
  // expected-error@+1 {{failed to parse PrefetchCacheLevelAttr parameter 'value' which is to be a `::mlir::NVVM::PrefetchCacheLevel`}}
  x = #nvvm<prefetch_cache_level L3>} {
  llvm.return
}
