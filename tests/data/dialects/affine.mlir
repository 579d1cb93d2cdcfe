// RUN: mlir-ls check --split-input-file %s

func.func @ok(%m: memref<10xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %0 = affine.load %m[%i + 1] : memref<10xf32>
    affine.store %0, %m[symbol(%n)] : memref<10xf32>
  }
  return
}

// -----

func.func @rank(%m: memref<10x10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %m[%i] : memref<10x10xf32>
  return
}

// -----

#map = affine_map<(d0) -> (d0, 10)>
func.func @min_prefix(%n: index) {
  // expected-error@+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to #map(%n) {
  }
  return
}
