// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

func.func @valid(%lb: index, %ub: index, %st: index, %f: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %x = scf.index_switch %lb -> f32
  case 0 {
    scf.yield %f : f32
  }
  default {
    scf.yield %r : f32
  }
  return %x : f32
}

// -----

func.func @for_bounds(%a: index, %b: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %b, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_results(%a: index, %f: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i = %a to %a step %a
      iter_args(%x = %f) -> (f32, f32) {
    scf.yield %x, %x : f32, f32
  }
  return
}

// -----

func.func @if_args(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: index):
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @parallel_step(%a: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}

// -----

func.func @parallel_reductions(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @reduce_args(%a: index, %f: f32) -> f32 {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%x: f32):
      scf.reduce.return %x : f32
    }
  }
  return %r : f32
}

// -----

func.func @reduce_return(%a: index, %f: f32) -> f32 {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      %c = arith.constant 0 : index
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %c : index
    }
  }
  return %r : f32
}

// -----

func.func @switch_duplicate(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @switch_types(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  %0 = scf.index_switch %a -> index
  default {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @forall_insert(%t: tensor<4xf32>, %s: tensor<1xf32>) {
  %c4 = arith.constant 4 : index
  %r = scf.forall (%i) in (%c4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %t[%i][1][1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @for_yield_type(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.for %i = %a to %a step %a iter_args(%acc = %f) -> (f32) {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @while_after_yield(%f: f32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.while (%x = %f) : (f32) -> f32 {
    %true = arith.constant true
    scf.condition(%true) %x : f32
  } do {
  ^bb0(%y: f32):
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @while_terminator() {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    %true = arith.constant true
    scf.condition(%true)
  } do {
    %false = arith.constant false
    scf.condition(%false)
  }
  return
}

// -----

func.func @execute_region_type() {
  %c = arith.constant 0 : i32
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to Operation scf.execute_region: successor operand type #0 'i32' should match successor input type #0 'index'}}
  %r = scf.execute_region -> index {
    scf.yield %c : i32
  }
  return
}

// -----

func.func @parallel_bounds(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%a) to (%a, %a) step (%a) {
  }
  return
}
