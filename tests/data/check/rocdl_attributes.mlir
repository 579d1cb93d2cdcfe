// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

gpu.module @targets [#rocdl.target, #rocdl.target<O = 3, chip = "gfx90a", abi = "500", flags = {fast, daz}, link = ["lib.bc"]>] {
}

llvm.func @kernel() attributes {rocdl.kernel, a = #rocdl.buffer_oob_mode_flag<relaxed>, b = #rocdl.tbuffer_oob_mode_flag<strict>, c = #rocdl.buffer_oob_mode<any>, d = #rocdl<sched_group_mask valu|all_vmem>, e = #rocdl<gfx12_cache_policy nt|ht>} {
  llvm.return
}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: triple2}}
gpu.module @bad_param [#rocdl.target<triple2 = "x">] {
}

// -----

// expected-error@+1 {{'"rocdl.kernel"' attribute attached to unexpected op}}
func.func private @not_llvm_func() attributes {rocdl.kernel}

// -----

llvm.func @bad_flag() attributes {
  // expected-error@+2 {{expected one of [any, relaxed, strict] for ROCDL buffer out-of-bounds mode, got: loose}}
  // expected-error@+1 {{failed to parse ROCDL_BufferOOBModeModuleFlagAttr parameter 'value' which is to be a `::mlir::ROCDL::BufferOOBMode`}}
  x = #rocdl.buffer_oob_mode_flag<loose>} {
  llvm.return
}

// -----

llvm.func @angle_for_bare_enum() attributes {
  // expected-error@+2 {{expected keyword for permutations of the lanes storing B in an MFMA}}
  // expected-error@+1 {{failed to parse ROCDL_MFMAPermBAttr parameter 'value' which is to be a `::mlir::ROCDL::MFMAPermB`}}
  x = #rocdl.mfma_perm_b<none>} {
  llvm.return
}

// -----

llvm.func @bare_for_angle_enum() attributes {
  // expected-error@+1 {{expected '<'}}
  x = #rocdl<buffer_oob_mode any>} {
  llvm.return
}

// -----

llvm.func @unknown() attributes {
  // expected-error@+1 {{unknown attribute `bogus` in dialect `rocdl`}}
  x = #rocdl.bogus<any>} {
  llvm.return
}
