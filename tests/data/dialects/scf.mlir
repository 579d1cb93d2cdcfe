// RUN: mlir-ls check --split-input-file %s

func.func @loops(%lb: index, %ub: index, %step: index, %c: i1, %f: f32) -> f32 {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%acc = %f) -> (f32) {
    %1 = arith.addf %acc, %acc : f32
    scf.yield %1 : f32
  }
  %2 = scf.if %c -> (f32) {
    scf.yield %0 : f32
  } else {
    scf.yield %f : f32
  }
  scf.if %c {
    %3 = arith.addf %f, %f : f32
  }
  %4 = scf.while (%arg = %f) : (f32) -> f32 {
    scf.condition(%c) %arg : f32
  } do {
  ^bb0(%x: f32):
    scf.yield %x : f32
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
  }
  return %4 : f32
}

// -----

func.func @yield_count(%lb: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%acc = %f) -> (f32) {
    scf.yield
  }
  return
}
