// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

func.func @cfg(%c: i1, %v: i32) -> i32 {
  "cf.cond_br"(%c, %v)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%a: i32 loc("x.mlir":3:4)):
  "cf.br"(%a)[^bb3] : (i32) -> ()
^bb2:
  "cf.br"(%v)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  return %r : i32
}

// -----

func.func @undefined_block() {
  // expected-error@+1 {{reference to an undefined block}}
  "cf.br"()[^missing] : () -> ()
}

// -----

func.func @redefined_block() {
  "cf.br"()[^bb1] : () -> ()
^bb1:
  "cf.br"()[^bb1] : () -> ()
// expected-error@+1 {{redefinition of block '^bb1'}}
^bb1:
  return
}

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
func.func @entry_predecessor() {
^entry:
  "cf.br"()[^entry] : () -> ()
}

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
func.func @empty_block() {
^bb0:
}

// -----

func.func @missing_terminator() {
  %0 = "test.def"() : () -> i32
  // expected-error@+1 {{block with no terminator, has}}
  %1 = func.call @missing_terminator2() : () -> i32
}
func.func private @missing_terminator2() -> i32

// -----

func.func @terminator_not_last() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  return
  return
}

// -----

func.func @block_arg_missing_type() {
^bb0(%a):  // expected-error {{expected ':' and type for SSA operand}}
  return
}

// -----

// Regions of unregistered ops need no terminator and may be empty.
"test.holder"() ({
}, {
  "test.op"() : () -> ()
^bb1:
  "test.op"() : () -> ()
}) : () -> ()
