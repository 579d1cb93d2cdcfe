// -----// IR Dump After CSE (cse) //----- //
func.func @main(%arg0: i32, %arg1: memref<8xf32>) -> i32 {
  %c1_i32 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1_i32 : i32
  %1 = arith.muli %0, %0 : i32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %arg2 = %c0 to %c4 step %c1 {
    %3 = affine.apply affine_map<(d0) -> (d0 * 2)>(%arg2)
    %4 = memref.load %arg1[%3] : memref<8xf32>
    %5 = arith.addf %4, %4 : f32
    memref.store %5, %arg1[%3] : memref<8xf32>
  }
  %2 = call @helper(%arg0) : (i32) -> i32
  return %1 : i32
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func @main(%arg0: i32, %arg1: memref<8xf32>) -> i32 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1_i32 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1_i32 : i32
  %1 = arith.muli %0, %0 : i32
  scf.for %arg2 = %c0 to %c4 step %c1 {
    %3 = affine.apply affine_map<(d0) -> (d0 * 2)>(%arg2)
    %4 = memref.load %arg1[%3] : memref<8xf32>
    %5 = arith.addf %4, %4 : f32
    memref.store %5, %arg1[%3] : memref<8xf32>
  }
  %2 = call @helper(%arg0) : (i32) -> i32
  return %1 : i32
}

// -----// IR Dump After CSE (cse) //----- //
func.func private @helper(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func private @helper(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}

// -----// IR Dump After CSE (cse) //----- //
func.func private @unused() {
  return
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func private @unused() {
  return
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func private @helper(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func @main(%arg0: i32, %arg1: memref<8xf32>) -> i32 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1_i32 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1_i32 : i32
  %1 = arith.muli %0, %0 : i32
  scf.for %arg2 = %c0 to %c4 step %c1 {
    %3 = affine.apply affine_map<(d0) -> (d0 * 2)>(%arg2)
    %4 = memref.load %arg1[%3] : memref<8xf32>
    %5 = arith.addf %4, %4 : f32
    memref.store %5, %arg1[%3] : memref<8xf32>
  }
  %2 = call @helper(%arg0) : (i32) -> i32
  return %1 : i32
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func @main(%arg0: i32, %arg1: memref<8xf32>) -> i32 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1_i32 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1_i32 : i32
  %1 = arith.muli %0, %0 : i32
  scf.for %arg2 = %c0 to %c4 step %c1 {
    %2 = affine.apply affine_map<(d0) -> (d0 * 2)>(%arg2)
    %3 = memref.load %arg1[%2] : memref<8xf32>
    %4 = arith.addf %3, %3 : f32
    memref.store %4, %arg1[%2] : memref<8xf32>
  }
  return %1 : i32
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func private @unused() {
  return
}

// -----// IR Dump After Inliner (inline) //----- //
#map = affine_map<(d0) -> (d0 * 2)>
module {
  func.func @main(%arg0: i32, %arg1: memref<8xf32>) -> i32 {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1_i32 : i32
    %1 = arith.muli %0, %0 : i32
    scf.for %arg2 = %c0 to %c4 step %c1 {
      %2 = affine.apply #map(%arg2)
      %3 = memref.load %arg1[%2] : memref<8xf32>
      %4 = arith.addf %3, %3 : f32
      memref.store %4, %arg1[%2] : memref<8xf32>
    }
    return %1 : i32
  }
}


// -----// IR Dump After SymbolDCE (symbol-dce) //----- //
#map = affine_map<(d0) -> (d0 * 2)>
module {
  func.func @main(%arg0: i32, %arg1: memref<8xf32>) -> i32 {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1_i32 : i32
    %1 = arith.muli %0, %0 : i32
    scf.for %arg2 = %c0 to %c4 step %c1 {
      %2 = affine.apply #map(%arg2)
      %3 = memref.load %arg1[%2] : memref<8xf32>
      %4 = arith.addf %3, %3 : f32
      memref.store %4, %arg1[%2] : memref<8xf32>
    }
    return %1 : i32
  }
}


