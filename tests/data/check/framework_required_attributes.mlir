// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// Custom forms fill what their parser builds (the permutation map, the step)...
func.func @filled(%m: memref<?x?xf32>, %i: index, %f: f32) -> vector<4xf32> {
  %v = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  affine.for %k = 0 to 10 {
  }
  return %v : vector<4xf32>
}

// -----

// ...but a required attribute the format leaves to the attribute dictionary is checked
// in custom form too.
func.func @insert_strided_slice(%a: vector<2xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  // expected-error@+1 {{'vector.insert_strided_slice' op requires attribute 'offsets'}}
  %0 = vector.insert_strided_slice %a, %b {strides = [1]} : vector<2xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @extract_strided_slice(%a: vector<4xf32>) -> vector<2xf32> {
  // expected-error@+1 {{'vector.extract_strided_slice' op requires attribute 'sizes'}}
  %0 = vector.extract_strided_slice %a {offsets = [0], strides = [1]} : vector<4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// The required attribute comes first: before the operand type constraints.
func.func @before_types(%a: vector<4xf32>) -> vector<2xi32> {
  // expected-error@+1 {{'vector.extract_strided_slice' op requires attribute 'offsets'}}
  %0 = vector.extract_strided_slice %a {sizes = [2], strides = [1]} : vector<4xf32> to vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

func.func @scan(%a: vector<4xi32>, %init: vector<i32>) {
  // expected-error@+1 {{'vector.scan' op requires attribute 'inclusive'}}
  %0:2 = vector.scan <add>, %a, %init {reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>
  return
}

// -----

func.func @load_matrix(%m: memref<32x32xf16, 3>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op requires attribute 'leadDimension'}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}
