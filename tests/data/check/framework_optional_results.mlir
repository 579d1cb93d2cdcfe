// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// An optional result whose type the format leaves out is absent: its constraint's
// buildable type (i64) does not make one up.
llvm.func @absent(%addr: !llvm.ptr, %count: i32) {
  nvvm.mbarrier.arrive %addr : !llvm.ptr
  %0 = nvvm.mbarrier.arrive %addr : !llvm.ptr -> i64
  nvvm.mbarrier.arrive.expect_tx %addr, %count : !llvm.ptr, i32
  %1 = nvvm.mbarrier.arrive.expect_tx %addr, %count : !llvm.ptr, i32 -> i64
  llvm.return
}

// -----

llvm.func @named_without_result(%addr: !llvm.ptr) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = nvvm.mbarrier.arrive %addr : !llvm.ptr
  llvm.return
}
