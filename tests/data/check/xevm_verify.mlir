// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

llvm.func @valid(%p: !llvm.ptr<1>, %i: i32, %v: vector<8xi16>, %b: vector<8xi32>, %c: vector<8xf32>, %h: f16) {
  %0 = xevm.blockload2d %p, %i, %i, %i, %i, %i <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>
  %1 = xevm.mma %v, %b, %c {shape = <m = 8, n = 16, k = 16>, types = <d = f32, a = f16, b = f16, c = f32>} : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  %2 = xevm.truncf %h {src_etype = f16, dst_etype = bf8} : (f16) -> i8
  xevm.memfence <{addrspace = #xevm.addr_space<shared>, scope = #xevm.mem_scope<device>}>
  %3 = xevm.local_id.x range <i32, 0, 256> : i32
  llvm.return
}

// -----

llvm.func @result_size(%p: !llvm.ptr<1>, %i: i32) {
  // expected-error@+1 {{'xevm.blockload2d' op result size of 128 bits does not match the expected size of 48 bits}}
  %0 = xevm.blockload2d %p, %i, %i, %i, %i, %i <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 3 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>
  llvm.return
}

// -----

llvm.func @exclusive(%p: !llvm.ptr<1>, %i: i32) {
  // expected-error@+1 {{'xevm.blockload2d' op transpose and pack_register are mutually exclusive}}
  %0 = xevm.blockload2d %p, %i, %i, %i, %i, %i <{elem_size_in_bits = 32 : i32, tile_width = 8 : i32, tile_height = 16 : i32, v_blocks = 1 : i32, transpose = true, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @mma_c_type(%v: vector<8xi16>, %b: vector<8xi32>, %c: vector<8xf16>) {
  // expected-error@+1 {{'xevm.mma' op type of C operand must match result type}}
  %0 = xevm.mma %v, %b, %c {shape = <m = 8, n = 16, k = 16>, types = <d = f32, a = f16, b = f16, c = f32>} : (vector<8xi16>, vector<8xi32>, vector<8xf16>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @truncf_shape(%h: vector<2xf16>) {
  // expected-error@+1 {{'xevm.truncf' op both src and dst should be vector types or both should be scalar types}}
  %0 = xevm.truncf %h {src_etype = f16, dst_etype = bf8} : (vector<2xf16>) -> i8
  llvm.return
}

// -----

llvm.func @blockload_size(%p: !llvm.ptr<1>) {
  // expected-error@+1 {{'xevm.blockload' op vector size must be 2, 4 or 8 for element type > 8 bits}}
  %0 = xevm.blockload %p : (!llvm.ptr<1>) -> vector<16xi16>
  llvm.return
}

// -----

llvm.func @bad_scope() {
  // expected-error@+2 {{expected ::mlir::xevm::MemScope to be one of: lane, subgroup, workgroup, cluster, device, system}}
  // expected-error@+1 {{failed to parse XeVM_MemScopeAttr parameter 'value' which is to be a `::mlir::xevm::MemScope`}}
  xevm.memfence <{addrspace = #xevm.addr_space<shared>, scope = #xevm.mem_scope<galaxy>}>
  llvm.return
}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: link}}
gpu.module @bad_target [#xevm.target<link = ["x.bc"]>] {
}
