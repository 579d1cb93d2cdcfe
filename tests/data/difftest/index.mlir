// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// move: index.floordivs: index.floordivs to the top level
"builtin.module"() ({
// expected-error@+1 {{operand #0 does not dominate this use}}
  %29 = "index.floordivs"(%arg5, %arg6) : (index, index) -> index
"func.func"() <{function_type = (index, index) -> (), sym_name = "binary_ops"}> ({
  ^bb0(%arg5: index, %arg6: index):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "cmp_op"}> ({
  ^bb0(%arg3: index, %arg4: index):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32, i64) -> (), sym_name = "cast_op"}> ({
  ^bb0(%arg0: index, %arg1: i32, %arg2: i64):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: index.sizeof: index.sizeof to the top level
%0 = index.sizeof
func.func @binary_ops(%a: index, %b: index) {
  return
}
func.func @constant_op() {
  return
}
func.func @bool_constant_op() {
  return
}
func.func @cast_op(%a: index, %b: i32, %c: i64) {
// expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = index.casts %a : index to i64
  return
}

// -----

// move: index.constant: index.constant to the top level
%1 = index.constant 1
func.func @binary_ops(%a: index, %b: index) {
  return
}
func.func @constant_op() {
  return
}
func.func @bool_constant_op() {
// expected-error@+1 {{redefinition of SSA value '%1'}}
  %1 = index.bool.constant false
  return
}
func.func @cast_op(%a: index, %b: i32, %c: i64) {
  return
}

// -----

// type-element: index.casts to a float
func.func @f(%a: i64) -> f16 {
// expected-error@+1 {{'index.casts' op result #0 must be integer or index, but got 'f16'}}
  %0 = "index.casts"(%a) : (i64) -> f16
  return %0 : f16
}

// -----

// move: index.mul: index.mul to the top level
%2 = index.mul %a, %b
// expected-error@+1 {{region entry argument '%a' is already in use}}
func.func @binary_ops(%a: index, %b: index) {

// -----

// move: index.castu: index.castu to the top level
%4 = index.castu %b : i32 to index
// expected-error@+1 {{region entry argument '%b' is already in use}}
func.func @binary_ops(%a: index, %b: index) {

// -----

// move: index.castu: index.castu to the top level
%5 = index.castu %c : i64 to index
// expected-error@+1 {{redefinition of SSA value '%5'}}
  %5 = index.ceildivs %a, %b
