// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

llvm.func @valid_recursive_struct(%p: !llvm.ptr) {
  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<"node", (ptr, struct<"node">)>
  llvm.return
}

// -----

llvm.func @resolver() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
// expected-error@+1 {{'llvm.mlir.ifunc' op resolver must return a pointer}}
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// expected-error@+1 {{'llvm.mlir.ifunc' op resolver has incorrect type}}
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr<1> @resolver

// -----

// expected-error@+1 {{'llvm.mlir.ifunc' op 'appending' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage}}
llvm.mlir.ifunc appending @ifn : !llvm.func<void ()>, !llvm.ptr @nothing

// -----

llvm.func @g(i32) -> i32
llvm.func @personality(...) -> i32
llvm.func @clauses(%a: i32) -> i32 attributes {personality = @personality} {
  %0 = llvm.invoke @g(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@+1 {{clause #0 is not a known constant - null, addressof, bitcast}}
  %1 = llvm.landingpad (catch %a : i32) : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @g(i32) -> i32
llvm.func @personality(...) -> i32
llvm.func @no_clause(%a: i32) -> i32 attributes {personality = @personality} {
  %0 = llvm.invoke @g(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %1 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @g(i32) -> i32
llvm.func @personality(...) -> i32
// expected-error@+1 {{'llvm.landingpad' should have a consistent result type inside a function}}
llvm.func @pads(%a: i32) -> i32 attributes {personality = @personality} {
  %0 = llvm.invoke @g(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  %1 = llvm.invoke @g(%0) to ^bb3 unwind ^bb4 : (i32) -> i32
^bb2:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
^bb3:
  llvm.return %1 : i32
^bb4:
  %3 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.return %a : i32
}

// -----

llvm.func @f()
llvm.func @bundle_tags() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.call"(%0) <{callee = @f, operandSegmentSizes = array<i32: 0, 1>, op_bundle_sizes = array<i32: 1>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @varargs(i32, ...) -> i32
llvm.func @vararg_result(%a: i32) {
  // expected-error@+1 {{'llvm.call' op var_callee_type return type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @varargs(%a) vararg(!llvm.func<i64 (i32, ...)>) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @count(%a: i32) {
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  %0 = llvm.call @f(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

func.func private @not_llvm()
llvm.func @call_func() {
  // expected-error@+1 {{'llvm.call' op 'not_llvm' does not reference a valid LLVM function, IFunc, or alias}}
  llvm.call @not_llvm() : () -> ()
  llvm.return
}

// -----

llvm.func @two_results(%p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.call' expected function with 0 or 1 result}}
  llvm.call %p() : !llvm.ptr, () -> (i32, i32)
  llvm.return
}

// -----

llvm.func @switch_comma(%a: i32) {
  llvm.switch %a : i32, ^bb1 [
    1: ^bb1,
  // expected-error@+1 {{custom op 'llvm.switch' expected integer value}}
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @extract_scalar(%f: f32, %i: i32) {
  // expected-error@+1 {{custom op 'llvm.extractelement' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.extractelement %f[%i : i32] : f32
  llvm.return
}

// -----

llvm.func @insert_type(%v: vector<2xf32>, %i: i32) {
  // expected-error@+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %0 = "llvm.insertelement"(%v, %i, %i) : (vector<2xf32>, i32, i32) -> vector<2xf32>
  llvm.return
}

// -----

llvm.func @cmpxchg_types(%p: !llvm.ptr, %a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.cmpxchg' op failed to verify that operand #1 and operand #2 have the same type}}
  %0 = "llvm.cmpxchg"(%p, %a, %b) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i64) -> !llvm.struct<(i64, i1)>
  llvm.return
}

// -----

llvm.func @atomicrmw_xchg(%p: !llvm.ptr, %a: i7) {
  // expected-error@+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %a monotonic : !llvm.ptr, i7
  llvm.return
}

// -----

llvm.func @gep_types(%p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = llvm.getelementptr %p[0] : i32, i8
  llvm.return
}

// -----

llvm.func @store_syncscope(%p: !llvm.ptr, %a: i32) {
  // expected-error@+1 {{'llvm.store' op expected syncscope to be null for non-atomic access}}
  "llvm.store"(%a, %p) <{ordering = 0 : i64, syncscope = "agent"}> : (i32, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @external_weak()
llvm.func @dso() {
  // expected-error@+1 {{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = llvm.dso_local_equivalent @nothing : !llvm.ptr
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @optnone() attributes {optimize_none} {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func weak @weak_decl()

// -----

llvm.func @ret_void() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %0 : i32
}

// -----

// expected-error@+1 {{'ProfileSummary' key expects a '#llvm.profile_summary' attribute}}
llvm.module_flags [#llvm.mlir.module_flag<max, "ProfileSummary", "x">]

// -----

// expected-error@+1 {{only integer, integer-like dialect attributes, string, and string-array values are currently supported for unknown key '"k"'}}
llvm.module_flags [#llvm.mlir.module_flag<min, "k", 1.5 : f32>]

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: malformed specification, must be just 'e' or 'E'}}
module attributes {llvm.data_layout = "ex-p:32:32"} {
}

// -----

// expected-error@+2 {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: public}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
llvm.func @linkage_attr() attributes {test = #llvm.linkage<public>}

// -----

// expected-error@+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
// expected-error@+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
llvm.func @fastmath_attr() attributes {test = #llvm.fastmath<quick>}
