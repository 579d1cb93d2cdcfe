// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

func.func @valid(%m: memref<32x32xf16>, %s: memref<32x32xf16, affine_map<(d0, d1) -> (d0 * 64 + d1)>>, %vm: memref<32x4xvector<4xf32>>, %i: index, %c: f16) {
  %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %b = gpu.subgroup_mma_load_matrix %s[%i, %i] {leadDimension = 64 : index, transpose} : memref<32x32xf16, affine_map<(d0, d1) -> (d0 * 64 + d1)>> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %acc = gpu.subgroup_mma_constant_matrix %c : !gpu.mma_matrix<16x16xf16, "COp">
  %d = gpu.subgroup_mma_compute %a, %b, %acc {b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  %e = gpu.subgroup_mma_elementwise maxf %d, %acc : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  %x = gpu.subgroup_mma_extract_thread_local %e[%i] : !gpu.mma_matrix<16x16xf16, "COp"> -> f16
  %f = gpu.subgroup_mma_insert_thread_local %x, %e[%i] : f16, !gpu.mma_matrix<16x16xf16, "COp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  gpu.subgroup_mma_store_matrix %f, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>
  %v = gpu.subgroup_mma_load_matrix %vm[%i, %i] {leadDimension = 4 : index} : memref<32x4xvector<4xf32>> -> !gpu.mma_matrix<16x16xf64, "COp">
  return
}

// -----

// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func.func @three_dims(%a: !gpu.mma_matrix<16x16x16xf16, "AOp">) {
  return
}

// -----

// expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
func.func @operand(%a: !gpu.mma_matrix<16x16xf16, "DOp">) {
  return
}

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func @element(%a: !gpu.mma_matrix<16x16xi8, "AOp">) {
  return
}

// -----

// expected-error@+1 {{expected static shape}}
func.func @dynamic(%a: !gpu.mma_matrix<16x?xf16, "AOp">) {
  return
}

// -----

// expected-error@+1 {{unknown gpu type: matrix}}
func.func @unknown(%a: !gpu.matrix) {
  return
}

// -----

func.func @load_stride(%m: memref<32x32xf16, affine_map<(d0, d1) -> (d1, d0)>>, %i: index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, affine_map<(d0, d1) -> (d1, d0)>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @load_element(%m: memref<32x32xi16>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op operand #0 must be memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values, but got 'memref<32x32xi16>'}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xi16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @load_result(%m: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op result #0 must be MMAMatrix type, but got 'f16'}}
  %0 = "gpu.subgroup_mma_load_matrix"(%m, %i, %i) <{leadDimension = 32 : index}> : (memref<32x32xf16>, index, index) -> f16
  return
}

// -----

func.func @store_operand(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %m: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>
  return
}

// -----

func.func @store_stride(%a: !gpu.mma_matrix<16x16xf16, "COp">, %m: memref<32x32xf16, strided<[1, 32]>>, %i: index) {
  // expected-error@+1 {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, strided<[1, 32]>>
  return
}

// -----

func.func @store_lead_dimension(%a: !gpu.mma_matrix<16x16xf16, "COp">, %m: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_store_matrix' op requires attribute 'leadDimension'}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>
  return
}

// -----

func.func @store_source(%x: f32, %m: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_store_matrix' op operand #0 must be gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values, but got 'f32'}}
  "gpu.subgroup_mma_store_matrix"(%x, %m, %i, %i) <{leadDimension = 32 : index}> : (f32, memref<32x32xf16>, index, index) -> ()
  return
}

// -----

func.func @compute_order(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operands must be in the order AOp, BOp, COp}}
  %0 = gpu.subgroup_mma_compute %b, %a, %c : !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @compute_shapes(%a: !gpu.mma_matrix<16x8xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operand shapes do not satisfy matmul constraints}}
  %0 = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @compute_elements(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_mma_compute' op operand #0 must be gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float or 64-bit float values, but got 'f32'}}
  %0 = "gpu.subgroup_mma_compute"(%x, %x, %x) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @constant_value(%x: f64) {
  // expected-error@+1 {{'gpu.subgroup_mma_constant_matrix' op operand #0 must be 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float, but got 'f64'}}
  %0 = "gpu.subgroup_mma_constant_matrix"(%x) : (f64) -> !gpu.mma_matrix<16x16xf64, "COp">
  return
}

// -----

func.func @constant_element(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_mma_constant_matrix' op failed to verify that value type matches element type of mma_matrix}}
  %0 = "gpu.subgroup_mma_constant_matrix"(%x) : (f32) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @elementwise_kind(%x: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+2 {{custom op 'gpu.subgroup_mma_elementwise' expected ::mlir::gpu::MMAElementwiseOp to be one of: addf, mulf, subf, maxf, minf, divf, addi, muli, subi, divs, divu, negatef, negates, extf, truncf}}
  // expected-error@+1 {{custom op 'gpu.subgroup_mma_elementwise' failed to parse MMAElementWiseAttr parameter 'value' which is to be a `::mlir::gpu::MMAElementwiseOp`}}
  %0 = gpu.subgroup_mma_elementwise powf %x : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @elementwise_args(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_mma_elementwise' op operand #0 must be variadic of MMAMatrix type, but got 'f32'}}
  %0 = "gpu.subgroup_mma_elementwise"(%x) <{opType = #gpu<mma_element_wise addf>}> : (f32) -> f32
  return
}

// -----

func.func @extract_type(%x: !gpu.mma_matrix<16x16xf16, "COp">, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_extract_thread_local' op failed to verify that value type matches element type of mma_matrix}}
  %0 = gpu.subgroup_mma_extract_thread_local %x[%i] : !gpu.mma_matrix<16x16xf16, "COp"> -> f32
  return
}

// -----

func.func @insert_type(%x: !gpu.mma_matrix<16x16xf16, "COp">, %i: index, %v: f32) {
  // expected-error@+1 {{'gpu.subgroup_mma_insert_thread_local' op failed to verify that value type matches element type of mma_matrix}}
  %0 = gpu.subgroup_mma_insert_thread_local %v, %x[%i] : f32, !gpu.mma_matrix<16x16xf16, "COp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}
