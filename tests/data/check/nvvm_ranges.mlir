// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// The special registers' `range` attribute (verifyConstantRangeAttr): lower == upper only
// for the empty or full set (the width's minimum or maximum).

llvm.func @valid() {
  %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 0> : i32
  %1 = nvvm.read.ptx.sreg.ntid.y range <i32, -1, -1> : i32
  %2 = nvvm.read.ptx.sreg.laneid range <i32, 4294967295, 4294967295> : i32
  %3 = nvvm.read.ptx.sreg.warpsize range <i32, 5, 6> : i32
  %4 = rocdl.workitem.id.x range <i32, 5, 5> : i32
  llvm.return
}

// -----

llvm.func @custom() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.tid.x' op invalid range attribute: Lower == Upper, but they aren't min (0) or max (4294967295) value! This is an invalid constant range.}}
  %0 = nvvm.read.ptx.sreg.tid.x range <i32, 5, 5> : i32
  llvm.return
}

// -----

llvm.func @generic() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.cluster.ctarank' op invalid range attribute: Lower == Upper, but they aren't min (0) or max (4294967295) value!}}
  %0 = "nvvm.read.ptx.sreg.cluster.ctarank"() <{range = #llvm.constant_range<i32, 0x7, 7>}> : () -> i32
  llvm.return
}

// -----

llvm.func @narrow() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.smid' op invalid range attribute: Lower == Upper, but they aren't min (0) or max (255) value!}}
  %0 = nvvm.read.ptx.sreg.smid range <i8, 5, 5> : i32
  llvm.return
}
