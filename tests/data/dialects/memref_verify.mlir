// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// Valid views, reshapes and casts.
func.func @valid(%m: memref<8x16xf32>, %d: memref<?x4xf32>, %i: index, %s: memref<2xi32>) {
  %0 = memref.subview %m[2, 4][4, 8][1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1], offset: 36>>
  %1 = memref.subview %m[0, %i][1, 8][1, 1] : memref<8x16xf32> to memref<8xf32, strided<[1], offset: ?>>
  %2 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %3 = memref.expand_shape %d [[0, 1], [2]] output_shape [%i, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %4 = memref.cast %m : memref<8x16xf32> to memref<?x16xf32>
  %5 = memref.cast %m : memref<8x16xf32> to memref<*xf32>
  %6 = memref.reinterpret_cast %m to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
  %7 = memref.reshape %m(%s) : (memref<8x16xf32>, memref<2xi32>) -> memref<16x8xf32>
  %8 = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %c = arith.constant 1.0 : f32
  %9 = memref.atomic_rmw addf %c, %m[%i, %i] : (f32, memref<8x16xf32>) -> f32
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<8x16xf32>
  return
}

// -----

func.func @subview_layout(%m: memref<10xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2xf32, strided<[1], offset: 3>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xf32, strided<[1]>>'}}
  %0 = memref.subview %m[3][2][1] : memref<10xf32> to memref<2xf32, strided<[1]>>
  return
}

// -----

func.func @subview_sizes(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<3xf32>'}}
  %0 = memref.subview %m[0, 0][2, 2][1, 1] : memref<4x4xf32> to memref<3xf32>
  return
}

// -----

func.func @subview_offsets(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0][2][1] : memref<4x4xf32> to memref<2xf32>
  return
}

// -----

func.func @subview_ranks(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0][2, 2][1] : memref<4x4xf32> to memref<2x2xf32>
  return
}

// -----

func.func @collapse_size(%m: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (7) must equal reassociation group size (6)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<7xf32>
  return
}

// -----

func.func @expand_dynamic(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<?xf32> into memref<2x3xf32>
  return
}

// -----

func.func @cast_incompatible(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @reinterpret_offset(%m: memref<10xf32>) {
  // expected-error@+1 {{expected result type with offset = 2 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [8], strides: [1] : memref<10xf32> to memref<8xf32>
  return
}

// -----

func.func @load_alignment(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.load %m[%i] {alignment = 3} : memref<4xf32>
  return
}

// -----

memref.global "private" @g : memref<2xi32> = dense<0>

func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<2xf32>' does not match type 'memref<2xi32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<2xf32>
  return
}

// -----

func.func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nothere' does not reference a valid global memref}}
  %0 = memref.get_global @nothere : memref<2xf32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'f16', but was of type 'f32'}}
"memref.global"() <{initial_value = dense<1.0> : tensor<2xf32>, sym_name = "g", sym_visibility = "private", type = memref<2xf16>}> : () -> ()

// -----

func.func @copy_shape(%a: memref<2xf32>, %b: memref<3xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<2xf32> to memref<3xf32>
  return
}

// -----

func.func @realloc_missing(%m: memref<2xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<2xf32> to memref<?xf32>
  return
}

// -----

func.func @view_sizes(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = memref.view %m[%i][%i] : memref<2048xi8> to memref<?x?xf32>
  return
}

// -----

func.func @reshape_rank(%m: memref<8xf32>, %s: memref<2xi32>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<8xf32>, memref<2xi32>) -> memref<8xf32>
  return
}

// -----

func.func @atomic_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @prefetch_rw(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], readwrite, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @alloc_symbols(%i: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @atomic_body(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %buf = memref.alloc() : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @dma_tag(%m: memref<8xf32>, %t: f32, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected tag to be of memref type}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<8xf32>, memref<8xf32>, f32
  return
}

// -----

func.func @dma_wait_indices(%tag: memref<2x2xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
  memref.dma_wait %tag[%i], %i : memref<2x2xi32>
  return
}
