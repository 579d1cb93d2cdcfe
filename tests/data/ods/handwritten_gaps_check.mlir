// RUN: mlir-ls check --split-input-file (ODS registry: LLVM 22's .td files)
// Ops the hand-written nvvm and bufferization dialects leave to a placeholder, taken from
// their ODS import: the records' checks (constraints, required attributes, enum cases of the
// dialect's own attributes, read through the hand-written dialect), stripped types read by
// the llvm dialect, and bufferization.dealloc's C++ verifier. Annotations checked with the
// oracle's --verify-diagnostics.

llvm.func @enum_through_hand_written_kind() {
  // expected-error@+2 {{custom op 'nvvm.memory.barrier' expected ::mlir::NVVM::MemScopeKind to be one of: cta, cluster, gpu, sys}}
  // expected-error@+1 {{custom op 'nvvm.memory.barrier' failed to parse MemScopeKindAttr parameter 'value' which is to be a `::mlir::NVVM::MemScopeKind`}}
  nvvm.memory.barrier <foo>
  llvm.return
}

// -----

llvm.func @pointer_address_space(%s: !llvm.ptr<3>, %i32: i32) {
  // expected-error@+1 {{'nvvm.cp.async.bulk.prefetch' op operand #0 must be LLVM pointer in address space 1, but got '!llvm.ptr<3>'}}
  nvvm.cp.async.bulk.prefetch %s, %i32 : !llvm.ptr<3>
  llvm.return
}

// -----

// expected-note@+1 {{prior use here}}
llvm.func @stripped_type_of_another_value(%g: !llvm.ptr<1>, %i32: i32) {
  // expected-error@+1 {{use of value '%g' expects different type than prior uses: '!llvm.ptr<3>' vs '!llvm.ptr<1>'}}
  nvvm.cp.async.bulk.prefetch %g, %i32 : <3>
  llvm.return
}

// -----

llvm.func @attribute_constraint() {
  // expected-error@+1 {{'nvvm.pmevent' op attribute 'maskedEventId' failed to satisfy constraint: 16-bit signless integer attribute}}
  "nvvm.pmevent"() <{maskedEventId = 4 : i32}> : () -> ()
  llvm.return
}

// -----

llvm.func @struct_through_hand_written_parser(%s: !llvm.ptr<3>) {
  // expected-error@+1 {{expected ','}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @required_attribute() {
  // expected-error@+1 {{'nvvm.fence.proxy' op requires attribute 'kind'}}
  nvvm.fence.proxy
  llvm.return
}

// -----

llvm.func @operand_constraint(%i32: i32) {
  // expected-error@+1 {{'nvvm.tcgen05.mma_smem_desc' op operand #3 must be 8-bit signless integer, but got 'i32'}}
  %0 = nvvm.tcgen05.mma_smem_desc (%i32, %i32, %i32, %i32, %i32, %i32) : (i32, i32, i32, i32, i32, i32) -> i64
  llvm.return
}

// -----

llvm.func @variadic_group_missing(%s: !llvm.ptr<3>) {
  // expected-error@+1 {{expected ','}}
  nvvm.stmatrix %s {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @attribute_of_another_kind() {
  // expected-error@+1 {{custom op 'nvvm.tcgen05.wait' invalid kind of attribute specified}}
  nvvm.tcgen05.wait #nvvm.tcgen05_fence<before>
  llvm.return
}

// -----

func.func @dealloc_condition_type(%m: memref<2xf32>) {
  // expected-error@+1 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'memref<2xf32>'}}
  "bufferization.dealloc"(%m, %m) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

func.func @dealloc_conditions(%m: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m, %m : memref<2xf32>, memref<2xf32>) if (%c)
  return
}

// -----

func.func @dealloc_results(%m: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0 = "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> (i1)
  return
}
