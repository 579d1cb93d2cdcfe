// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

llvm.func @valid(%i: i32, %f: f32, %p: !llvm.ptr, %pred: i1) {
  %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
  %1 = nvvm.shfl.sync bfly %i, %f, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %2 = nvvm.vote.sync ballot %i, %pred -> i32
  %3 = nvvm.redux.sync fmax %f, %i {abs = true, nan = true} : f32 -> f32
  %4 = nvvm.mbarrier.arrive %p {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @shfl_pred_struct(%i: i32) {
  // expected-error@+1 {{expected return type to be a two-element struct}}
  %0 = nvvm.shfl.sync bfly %i, %i, %i, %i {return_value_and_is_valid} : i32 -> i32
  llvm.return
}

// -----

llvm.func @shfl_pred_second(%i: i32) {
  // expected-error@+1 {{expected second element in the returned struct to be of type 'i1' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %i, %i, %i, %i {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @shfl_type(%i: i32, %f: f32) {
  // expected-error@+1 {{expected return type to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %i, %f, %i, %i : f32 -> i32
  llvm.return
}

// -----

llvm.func @vote(%i: i32, %pred: i1) {
  // expected-error@+1 {{vote.sync 'any', 'all' and 'uni' returns an i1}}
  %0 = nvvm.vote.sync all %i, %pred -> i32
  llvm.return
}

// -----

llvm.func @redux_abs(%i: i32) {
  // expected-error@+1 {{abs attribute is supported only for f32 type}}
  %0 = nvvm.redux.sync add %i, %i {abs = true} : i32 -> i32
  llvm.return
}

// -----

llvm.func @cp_async_size(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  // expected-error@+1 {{expected byte size to be either 4, 8 or 16.}}
  nvvm.cp.async.shared.global %s, %g, 2, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @cp_async_cg(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  // expected-error@+1 {{CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %s, %g, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @mbarrier_scope(%p: !llvm.ptr) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  %0 = nvvm.mbarrier.arrive %p {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @wmma_load_space(%p: !llvm.ptr<5>, %i: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected source pointer in memory space 0, 1, 3}}
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<5>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @wmma_store_count(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected 4 data operands}}
  nvvm.wmma.store %p, %i, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @mma_required(%h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.mma.sync' op requires attribute 'layoutA'}}
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f, %f, %f, %f, %f] {shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_ctype(%h: vector<2xf16>) {
  // expected-error@+1 {{'nvvm.mma.sync' op ctype does not match dtype}}
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%h, %h] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @register_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.laneid' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = nvvm.read.ptx.sreg.laneid : i64
  llvm.return
}
