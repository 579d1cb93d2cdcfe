// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

module @m attributes {test.attr = 1 : i32} {
  func.func private @decl(i32, f32 {test.arg}) -> (i64 {test.res})
  func.func nested @nested_vis() {
    return
  }
  func.func @def(%a: i32 {test.x}, %b: f32 loc("f.mlir":1:1)) -> (i32, f32) attributes {test.y} {
    %f = func.constant @decl : (i32, f32) -> i64
    %r = func.call @decl(%a, %b) : (i32, f32) -> i64
    %s = func.call_indirect %f(%a, %b) : (i32, f32) -> i64
    %c:2 = builtin.unrealized_conversion_cast %r, %s : i64, i64 to i32, f32
    return %c#0, %c#1 : i32, f32
  }
  func.func @no_args() {
    return
  }
  func.func @entry_label(i32) -> i32 {
  ^bb0(%x: i32):
    return %x : i32
  }
}

// -----

func.func @wrong_return(%a: i32) -> f32 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @wrong_return}}
  return %a : i32
}

// -----

func.func @return_count(%a: i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 0}}
  return %a : i32
}

// -----

func.func @bad_call(%a: i32) {
  // expected-error@+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  func.call @nowhere(%a) : (i32) -> ()
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @call_types(%a: f32) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0 = func.call @callee(%a) : (f32) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @call_count(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @callee(%a, %a) : (i32, i32) -> i32
  return
}

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_decl(i32)

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func private @dup()
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func.func private @dup()

// -----

func.func @entry_arg_type(i32) {
// expected-error@-1 {{type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
^bb0(%x: f32):
  return
}

// -----

// expected-error@+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @inferred() attributes {sym_name = "x"}

// -----

func.func @mixed_named_arguments(%a : i32,
                               f32) -> () {
    // expected-error @-1 {{expected SSA identifier}}
  return
}

// -----

func.func @return_outside() {
  "test.holder"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func private @nested_ref_target()
module @inner {
  func.func @f() {
    return
  }
  func.func private @hidden()
}
func.func @nested_calls() {
  // expected-error@+1 {{custom op 'func.call' invalid kind of attribute specified}}
  func.call @inner::@f() : () -> ()
  return
}
