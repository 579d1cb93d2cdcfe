// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// AffinePrefetchOp::verify: map results, operand count, valid dimensions.

func.func @valid(%m: memref<4x4xf32>, %i: index) {
  affine.prefetch %m[%i + 1, 3], read, locality<3>, data : memref<4x4xf32>
  affine.for %j = 0 to 4 {
    affine.prefetch %m[%j, %i], write, locality<0>, instr : memref<4x4xf32>
  }
  return
}

// -----

func.func @rank(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @operands(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op too few operands}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @not_a_dimension(%m: memref<4x4xf32>, %i: index) {
  %c = arith.constant 1 : index
  affine.for %j = 0 to 4 {
    %y = arith.addi %j, %c : index
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %m[%y, %j], read, locality<3>, data : memref<4x4xf32>
  }
  return
}
