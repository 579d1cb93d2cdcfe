// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// Generic forms are checked in the order of upstream's op traits: region, result,
// successor and operand counts, then segment sizes, then required attributes.

func.func @operand_counts(%a: i32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @single_operand() {
  // expected-error@+1 {{'arith.negf' op requires a single operand}}
  %0 = "arith.negf"() : () -> f32
  return
}

// -----

func.func @zero_operands(%a: i32) {
  // expected-error@+1 {{'arith.constant' op requires zero operands}}
  %0 = "arith.constant"(%a) {value = 1 : i32} : (i32) -> i32
  return
}

// -----

func.func @results_before_operands(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires one result}}
  "arith.addi"(%a) : (i32) -> ()
  return
}

// -----

func.func @regions_first(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires zero regions}}
  %0:2 = "arith.addi"(%a) ({}) : (i32) -> (i32, i32)
  return
}

// -----

func.func @n_regions(%a: i1) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  %0 = "scf.if"(%a) ({}) : (i1) -> i32
  return
}

// -----

func.func @one_region() {
  // expected-error@+1 {{'memref.alloca_scope' op requires one region}}
  %0 = "memref.alloca_scope"() : () -> i32
  return
}

// -----

func.func @successors(%a: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%a) [^bb1] {operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  return
}

// -----

func.func @fixed_operands_before_segments(%m: memref<?xf32>) {
  // expected-error@+1 {{'memref.subview' op expected 1 or more operands, but found 0}}
  %0 = "memref.subview"() <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : () -> memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @segments_before_attributes(%m: memref<?xf32>) {
  // expected-error@+1 {{'memref.subview' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<?xf32>) -> memref<1xf32, strided<[1]>>
  return
}

// -----

// A segment array the properties cannot hold fails their conversion.
func.func @wrong_length_in_properties(%m: memref<?xf32>) {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>} for op memref.subview: for `operandSegmentSizes`: size mismatch in attribute conversion: 3 vs 4}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<?xf32>) -> memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @wrong_kind_in_properties(%m: memref<?xf32>) {
  // expected-error@+1 {{for `operandSegmentSizes`: expected DenseI32ArrayAttr}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i64: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<?xf32>) -> memref<1xf32, strided<[1]>>
  return
}

// -----

// In the attribute dictionary it is dropped: the sizes stay zero.
func.func @wrong_length_in_attributes(%m: memref<?xf32>) {
  // expected-error@+1 {{'memref.subview' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m) {operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>} : (memref<?xf32>) -> memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @missing_segments(%m: memref<?xf32>) {
  // expected-error@+1 {{'memref.subview' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m) <{static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<?xf32>) -> memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @segments_in_attributes(%m: memref<?xf32>) {
  %0 = "memref.subview"(%m) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>} : (memref<?xf32>) -> memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @negative_segment(%m: memref<?xf32>) {
  // expected-error@+1 {{'memref.subview' op 'operandSegmentSizes' attribute cannot have negative elements}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, -1, 0, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<?xf32>) -> memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @result_segments(%a: !gpu.sparse.spmat_handle, %b: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.spmm_buffer_size' op result count (2) does not match with the total size (1) specified in attribute 'resultSegmentSizes'}}
  %0:2 = "gpu.spmm_buffer_size"(%a, %b, %b) <{computeType = f32, resultSegmentSizes = array<i32: 1, 0>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, !gpu.async.token)
  return
}

// -----

func.func @missing_result_segments(%a: !gpu.sparse.spmat_handle, %b: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.spmm_buffer_size' op result count (2) does not match with the total size (0) specified in attribute 'resultSegmentSizes'}}
  %0:2 = "gpu.spmm_buffer_size"(%a, %b, %b) <{computeType = f32}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, !gpu.async.token)
  return
}
