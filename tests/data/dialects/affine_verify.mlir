// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

#map = affine_map<(d0)[s0] -> (d0 + s0)>

// Values usable as dims and symbols (upstream's isValidDim / isValidSymbol).
func.func @valid(%arg : index, %m: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %arg step %arg {
    %dim = arith.addi %arg, %arg : index
    %x = affine.load %m[%dim] : memref<10xf32>
  }
  affine.for %n0 = 0 to 7 {
    %sym = arith.addi %arg, %arg : index
    %y = affine.load %m[symbol(%sym) + %n0] : memref<10xf32>
    affine.for %n1 = 0 to #map(%n0)[%sym] {
    }
  }
  return
}

// -----

func.func @scf_iv_is_no_dim(%arg : index, %m: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %arg step %arg {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %x = affine.load %m[%i] : memref<10xf32>
  }
  return
}

// -----

func.func @iv_expression_is_no_dim(%arg : index, %m: memref<10xf32>) {
  affine.for %n0 = 0 to 7 {
    %dim = arith.addi %n0, %arg : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %x = affine.load %m[%dim] : memref<10xf32>
  }
  return
}

// -----

#map0 = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @iv_is_no_symbol() {
  affine.for %i0 = 0 to 7 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %n0 = #map0(%i0)[%i0] to 7 {
    }
  }
  return
}

// -----

#set0 = affine_set<(i)[N] : (i >= 0, N - i >= 0)>

func.func @if_symbol(%arg : index) {
  affine.for %i0 = 0 to 7 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if #set0(%i0)[%i0] {}
  }
  return
}

// -----

func.func @dim_of_unknown(%arg0: index) {
  "unknown.region"() ({
    %idx = "unknown.test"() : () -> (index)
    %memref = "unknown.test"() : () -> memref<?x?xf32>
    %dim = memref.dim %memref, %idx : memref<?x?xf32>
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    affine.load %memref[%dim, %dim] : memref<?x?xf32>
    "unknown.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @if_region_arguments(%arg : index) {
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  "affine.if"(%arg) ({
  ^bb0(%x: index):
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index) -> ()
  return
}

// -----

func.func @parallel_counts(%arg0: memref<100x100xf32>) {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i) = (0, 0) to (100, 100) step (10, 10) {
  }
  return
}

// -----

func.func @parallel_reductions(%arg0: memref<100x100xf32>) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %1 = affine.parallel (%i) = (0) to (100) -> (f32) {
    %2 = affine.load %arg0[%i, %i] : memref<100x100xf32>
    affine.yield %2 : f32
  }
  return
}

// -----

func.func @parallel_bad_reduction(%arg0: memref<100x100xf32>) {
  // expected-error@+1 {{invalid reduction value: "minf"}}
  %1 = affine.parallel (%i) = (0) to (100) reduce ("minf") -> (f32) {
    %2 = affine.load %arg0[%i, %i] : memref<100x100xf32>
    affine.yield %2 : f32
  }
  return
}

// -----

func.func @parallel_symbol(%arg0: memref<100x100xf32>) {
  affine.for %x = 0 to 7 {
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%i) = (0) to (symbol(%x)) {
    }
  }
  return
}

// -----

// gpu.launch and gpu.func are affine scopes: their arguments are symbols.
func.func @gpu_scopes(%m: memref<10xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%a = %c1, %b = %c1, %c = %c1) {
    %v = affine.load %m[symbol(%tx)] : memref<10xf32>
    gpu.terminator
  }
  return
}

// -----

func.func @while_argument(%m: memref<10xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  scf.while (%arg = %n) : (index) -> (index) {
    %cond = arith.cmpi slt, %arg, %c1 : index
    scf.condition(%cond) %arg : index
  } do {
  ^bb0(%arg2: index):
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %m[symbol(%arg2)] : memref<10xf32>
    scf.yield %arg2 : index
  }
  return
}
