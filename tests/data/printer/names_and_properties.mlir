// RUN: mlir-ls print --split-input-file
// Result and block argument name hints (getAsmResultNames, getAsmBlockArgumentNames).
func.func @memref_names(%m: memref<?x4xf32>, %i: index) {
  %0 = memref.alloc(%i) : memref<?x4xf32>
  %1 = memref.alloca() : memref<4xf32>
  %2 = memref.subview %0[0, 0] [2, 2] [1, 1] : memref<?x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  %3 = memref.cast %1 : memref<4xf32> to memref<?xf32>
  %4 = memref.dim %m, %i : memref<?x4xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  %5 = memref.collapse_shape %0 [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  return
}

// -----

func.func @tensor_names(%t: tensor<?x4xf32>, %i: index, %f: f32) -> tensor<?x4xf32> {
  %0 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<?x4xf32> to tensor<2x2xf32>
  %1 = tensor.insert_slice %0 into %t[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x4xf32>
  %2 = tensor.extract %t[%i, %i] : tensor<?x4xf32>
  %3 = tensor.insert %f into %1[%i, %i] : tensor<?x4xf32>
  %4 = tensor.dim %t, %i : tensor<?x4xf32>
  %5 = tensor.empty(%4) : tensor<?x4xf32>
  %6 = tensor.from_elements %f, %f : tensor<2xf32>
  %7 = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %8 = tensor.expand_shape %7 [[0, 1]] output_shape [%4, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %3 : tensor<?x4xf32>
}

// -----

func.func @other_names(%a: i32, %f: f32, %i: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %sum, %overflow = arith.addui_extended %a, %a : i32, i1
  %low, %high = arith.mulsi_extended %a, %a : i32
  %s, %c = math.sincos %f : f32
  %n = arith.constant -22 : index
  %k = arith.constant -7 : i64
  %c8 = arith.constant 8 : index
  %vs = vector.vscale
  %m = arith.muli %vs, %c8 : index
  %x = index.constant 42
  %b = index.bool.constant true
  %lt = index.cmp slt(%i, %i)
  %cst = arith.constant dense<"0x01000100"> : tensor<4xi1>
  return %t : tensor<4xf32>
}

// -----

// Inherent attributes as properties, stored defaults (generic form).
#set = affine_set<(d0) : (d0 - 2 >= 0)>
func.func @properties(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>, %v2: vector<4x4xf32>, %mask: vector<4xi1>, %f: f32) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %1 = affine.load %m[%i * 2 + 1, 4 * %i] : memref<8x8xf32>
  affine.for %k = 0 to 10 step 2 {
  }
  affine.if #set(%i) {
  }
  %2 = affine.linearize_index [%i, %i] by (4, 8) : index
  %3 = affine.linearize_index disjoint [%i, %i] by (4, 8) : index
  %4 = ub.poison : i32
  %5 = vector.transfer_read %m[%i, %i], %f : memref<8x8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  %6 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %v2, %v2, %v2 : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
  %7 = vector.outerproduct %v, %v, %v2 : vector<4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %8 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %9 = vector.mask %mask { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %10 = vector.load %m[%i, %i] {nontemporal = true} : memref<8x8xf32>, vector<4xf32>
  %11 = arith.extf %f : f32 to f64
  return
}

// -----

// The implicit bodies of linalg named ops (generic form).
func.func @linalg_bodies(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %h: memref<4x16xf16>, %f: f32, %v: memref<8xf32>, %s: memref<f32>, %ai: memref<4x8xi8>, %bi: memref<8x16xi8>, %ci: memref<4x16xi32>, %z: memref<2xcomplex<f32>>, %ba: memref<2x4x8xf32>, %bb: memref<2x8x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.matmul ins(%ai, %bi : memref<4x8xi8>, memref<8x16xi8>) outs(%ci : memref<4x16xi32>)
  linalg.fill ins(%f : f32) outs(%c : memref<4x16xf32>)
  linalg.copy ins(%h : memref<4x16xf16>) outs(%c : memref<4x16xf32>)
  linalg.dot ins(%v, %v : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  linalg.add ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.max ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.sub ins(%z, %z : memref<2xcomplex<f32>>, memref<2xcomplex<f32>>) outs(%z : memref<2xcomplex<f32>>)
  linalg.batch_reduce_matmul ins(%ba, %bb : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}
