// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

llvm.func @valid(%i: i32, %s: i16, %n: i64, %f: f32, %r: !llvm.ptr<8>, %fat: !llvm.ptr<7>, %lds: !llvm.ptr<3>, %h: vector<16xf16>, %c: vector<8xf32>) {
  %0 = rocdl.workitem.id.x range <i32, 0, 64> : i32
  %1 = rocdl.raw.ptr.buffer.load %r, %i, %i, pre_gfx12<slc|glc> : i32
  %2 = rocdl.raw.ptr.buffer.load %r, %i, %i, -1 : i32
  %3 = rocdl.raw.ptr.buffer.atomic.fadd %f, %r, %i, %i, gfx12_atomic<return|nt> : f32
  %4 = rocdl.wmma.f32.16x16x32.f16 %h, %h, %c, modC = abs|neg {reuseA = true} : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
  %5 = rocdl.permlanex16 %f, %f, %i, %i, 0, -1 : f32, i32
  %6 = rocdl.permlane16.swap %i, %i, false, true : (i32, i32) -> <(i32, i32)>
  %7 = rocdl.make.buffer.rsrc %fat, %s, %n, %i : !llvm.ptr<7> to <8>
  rocdl.load.to.lds %fat, %lds, 4, 0, gfx942<sc1> : <7>
  %8 = rocdl.ds.read.tr4.b64 %lds : <3> -> vector<2xi32>
  rocdl.sched.barrier all_vmem|valu
  rocdl.s.nop -1
  llvm.return
}

// -----

llvm.func @policy_family(%r: !llvm.ptr<8>, %i: i32) {
  // expected-error@+1 {{custom op 'rocdl.raw.ptr.buffer.load' expected cache policy family 'pre_gfx12', 'gfx942', 'gfx12', 'gfx12_atomic', or a 32-bit integer}}
  %0 = rocdl.raw.ptr.buffer.load %r, %i, %i, gfx11<glc> : i32
  llvm.return
}

// -----

llvm.func @policy_too_large(%r: !llvm.ptr<8>, %i: i32) {
  // expected-error@+1 {{custom op 'rocdl.raw.ptr.buffer.load' integer value too large}}
  %0 = rocdl.raw.ptr.buffer.load %r, %i, %i, 4294967296 : i32
  llvm.return
}

// -----

llvm.func @policy_case(%r: !llvm.ptr<8>, %i: i32) {
  // expected-error@+1 {{custom op 'rocdl.raw.ptr.buffer.load' expected one of [none, glc, slc, dlc, swz, scc, all, volatile] for pre-gfx12 buffer cache policy bits, got: nt}}
  %0 = rocdl.raw.ptr.buffer.load %r, %i, %i, pre_gfx12<nt> : i32
  llvm.return
}

// -----

llvm.func @policy_string(%r: !llvm.ptr<8>, %i: i32) {
  // expected-error@+1 {{custom op 'rocdl.raw.ptr.buffer.load' expected keyword for gfx12 cache policy bits}}
  %0 = rocdl.raw.ptr.buffer.load %r, %i, %i, gfx12<"nt"> : i32
  llvm.return
}

// -----

llvm.func @policy_angle(%r: !llvm.ptr<8>, %i: i32) {
  // expected-error@+1 {{expected '<'}}
  %0 = rocdl.raw.ptr.buffer.load %r, %i, %i, gfx12 nt : i32
  llvm.return
}

// -----

llvm.func @policy_kind(%r: !llvm.ptr<8>, %i: i32) {
  // expected-error@+1 {{'rocdl.raw.ptr.buffer.atomic.fadd' op attribute 'aux' failed to satisfy constraint: atomic AMDGPU buffer cache policy attribute}}
  %0 = "rocdl.raw.ptr.buffer.atomic.fadd"(%i, %r, %i, %i) <{aux = #rocdl<gfx12_cache_policy nt>}> : (i32, !llvm.ptr<8>, i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @mfma_blgp(%f: f32, %v: vector<32xf32>) {
  // expected-error@+2 {{custom op 'rocdl.mfma.f32.32x32x1f32' expected one of [none, bcast_first_32, bcast_second_32, rotate_16_right, bcast_first_16, bcast_second_16, bcast_third_16, bcast_fourth_16] for permutations of the lanes storing B in an MFMA, got: bogus}}
  // expected-error@+1 {{custom op 'rocdl.mfma.f32.32x32x1f32' failed to parse ROCDL_MFMAPermBAttr parameter 'value' which is to be a `::mlir::ROCDL::MFMAPermB`}}
  %0 = rocdl.mfma.f32.32x32x1f32 %f, %f, %v, 0, 0, bogus : (f32, f32, vector<32xf32>) -> vector<32xf32>
  llvm.return
}

// -----

llvm.func @mfma_result(%f: f32, %v: vector<32xf32>) {
  // expected-error@+1 {{'rocdl.mfma.f32.32x32x1f32' op result #0 must be fixed-length vector of 32-bit float values of length 32, but got 'vector<16xf32>'}}
  %0 = rocdl.mfma.f32.32x32x1f32 %f, %f, %v, 0, 0, none : (f32, f32, vector<32xf32>) -> vector<16xf32>
  llvm.return
}

// -----

llvm.func @readlane_types(%f: f32, %i: i32) {
  // expected-error@+1 {{'rocdl.readlane' op failed to verify that all of {res, src0} have same type}}
  %0 = rocdl.readlane %f, %i : (f32, i32) -> i32
  llvm.return
}

// -----

llvm.func @fmed3_operand(%f: f32, %i: i32) {
  // expected-error@+1 {{'rocdl.fmed3' op operand #2 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "rocdl.fmed3"(%f, %f, %i) : (f32, f32, i32) -> f32
  llvm.return
}

// -----

llvm.func @barrier_space(%p: !llvm.ptr<1>) {
  // expected-error@+1 {{'rocdl.s.barrier.join' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  rocdl.s.barrier.join %p : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @nop_range() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  rocdl.s.nop 70000
  llvm.return
}

// -----

llvm.func @required(%i: i32) {
  // expected-error@+1 {{'rocdl.cvt.f32.fp8' op requires attribute 'byteSel'}}
  %0 = "rocdl.cvt.f32.fp8"(%i) : (i32) -> f32
  llvm.return
}
