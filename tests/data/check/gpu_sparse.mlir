// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

func.func @valid(%n: index, %mem: memref<?xf64>, %idx: memref<?xindex>) {
  %t0 = gpu.wait async
  %spmat, %t1 = gpu.create_csr async [%t0] %n, %n, %n, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %dn, %t2 = gpu.create_dn_tensor async [%t1] %mem, %n : index into memref<?xf64>
  %sz, %t3 = gpu.spmv_buffer_size async [%t2] %spmat{CONJUGATE_TRANSPOSE}, %dn, %dn into f64
  %t4 = gpu.spmv async [%t3] %spmat, %dn, %dn, %mem : memref<?xf64> into f64
  %bufs:2, %t5 = gpu.spmm_buffer_size async [%t4] %spmat, %dn{TRANSPOSE}, %dn : index, index into f32
  %desc = gpu.spgemm_create_descr
  %new = gpu.spgemm_work_estimation_or_compute {COMPUTE} %spmat, %spmat{TRANSPOSE}, %spmat, %desc, %n, %mem : f32 into memref<?xf64>
  gpu.spgemm_destroy_descr %desc
  %t6 = gpu.destroy_dn_tensor async [%t5] %dn
  %t7 = gpu.destroy_sp_mat async [%t6] %spmat
  gpu.wait [%t7]
  return
}

// -----

func.func @transpose_mode(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error@+2 {{custom op 'gpu.spmv_buffer_size' expected ::mlir::gpu::TransposeMode to be one of: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE}}
  // expected-error@+1 {{custom op 'gpu.spmv_buffer_size' failed to parse GPU_TransposeModeAttr parameter 'value' which is to be a `::mlir::gpu::TransposeMode`}}
  %sz = gpu.spmv_buffer_size %sp{ADJOINT}, %dn, %dn into f64
  return
}

// -----

func.func @prune_flag(%n: index, %mem: memref<?xf64>) {
  // expected-error@+2 {{custom op 'gpu.create_2to4_spmat' expected ::mlir::gpu::Prune2To4SpMatFlag to be one of: NONE, PRUNE_ONLY, PRUNE_AND_CHECK}}
  // expected-error@+1 {{custom op 'gpu.create_2to4_spmat' failed to parse GPU_Prune2To4SpMatFlagAttr parameter 'value' which is to be a `::mlir::gpu::Prune2To4SpMatFlag`}}
  %sp = gpu.create_2to4_spmat {ALL} %n, %n, %mem : memref<?xf64>
  return
}

// -----

func.func @handle_type(%x: f32) {
  // expected-error@+1 {{'gpu.destroy_sp_mat' op operand #0 must be sparse matrix handle type, but got 'f32'}}
  "gpu.destroy_sp_mat"(%x) : (f32) -> ()
  return
}

// -----

func.func @dn_handle_type(%x: f32) {
  // expected-error@+1 {{'gpu.destroy_dn_tensor' op operand #0 must be dense tensor handle type, but got 'f32'}}
  "gpu.destroy_dn_tensor"(%x) : (f32) -> ()
  return
}

// -----

func.func @descr_type(%x: f32) {
  // expected-error@+1 {{'gpu.spgemm_destroy_descr' op operand #0 must be SpGEMM operation handle type, but got 'f32'}}
  "gpu.spgemm_destroy_descr"(%x) : (f32) -> ()
  return
}

// -----

func.func @async_token_type(%x: f32) {
  // expected-error@+1 {{'gpu.spgemm_create_descr' op result #1 must be async token type, but got 'f32'}}
  %0:2 = "gpu.spgemm_create_descr"() : () -> (!gpu.sparse.spgemmop_handle, f32)
  return
}

// -----

func.func @async_needs_name(%sp: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{custom op 'gpu.destroy_sp_mat' needs to be named when marked 'async'}}
  gpu.destroy_sp_mat async %sp
  return
}
