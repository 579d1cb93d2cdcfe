// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// type-layout: gpu.memcpy: add a strided layout
func.func @affine_prefetch_invariant() {
  %0 = memref.alloc() : memref<10x10xf32>
  affine.for %i0 = 0 to 10 {
    affine.for %i1 = 0 to 10 {
    }
  }
}
  %m0 = memref.alloc(): memref<1x512x16x16xf32>
  %0 = gpu.wait async
              %memref_2897, %asyncToken_2898 = gpu.alloc async [%0] () : memref<1x512x16x16xf32>
// expected-error@+1 {{expected the number of strides to match the rank}}
              %2432 = gpu.memcpy async [%0] %memref_2897, %m0 : memref<1x512x16x16xf32>, memref<1x512x16x16xf32, strided<[1], offset: 1>>

// -----

// type-layout: gpu.memcpy: add a strided layout
#map2 = affine_map<() -> (0)>
#map5 = affine_map<() -> (16)>
#map6 = affine_map<() -> (1)>
#map7 = affine_map<() -> (512)>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x512x16x16xf32>
    %2 = "gpu.wait"() : () -> !gpu.async.token
        "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map2, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map7}> ({
                %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf32, 3>
                %5:2 = "gpu.alloc"(%2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!gpu.async.token) -> (memref<1x512x16x16xf32>, !gpu.async.token)
// expected-error@+1 {{expected the number of strides to match the rank}}
                %7 = "gpu.memcpy"(%2, %1, %5#0) : (!gpu.async.token, memref<1x512x16x16xf32, strided<[1], offset: 1>>, memref<1x512x16x16xf32>) -> !gpu.async.token

// -----

// terminator: gpu.warp_execute_on_lane_0's body ends with another terminator
func.func @f(%laneid: index) {
// expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected body to be terminated with 'gpu.yield'}}
  gpu.warp_execute_on_lane_0(%laneid)[32] {
    func.return
  }
  return
}

// -----

// operand-count: gpu.yield with two operands and one type
func.func @f(%laneid: index) -> vector<1xf32> {
  %r = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
    %c = arith.constant dense<1.0> : vector<32xf32>
// expected-error@+1 {{custom op 'gpu.yield' number of operands and types do not match: got 2 operands and 1 types}}
    gpu.yield %c, %c : vector<32xf32>
  }
  return %r : vector<1xf32>
}
