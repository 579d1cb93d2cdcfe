// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

llvm.comdat @cd {
  llvm.comdat_selector @sel any
}
llvm.mlir.global internal constant @s("ab\00") comdat(@cd::@sel) {alignment = 8 : i64} : !llvm.array<3 x i8>
llvm.mlir.global common @z(0 : i32) : i32
llvm.func @def() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @s : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @z : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @f : !llvm.func<void ()>, !llvm.ptr @def
llvm.mlir.global_ctors ctors = [@def], priorities = [1 : i32], data = [#llvm.zero]
llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>]

// -----

// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global external @g(1 : i32) {alignment = 12 : i64} : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @c(3 : i32) : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @app() : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @str("abc") : !llvm.array<4 x i8>

// -----

// expected-error@+1 {{'llvm.mlir.global' op attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "neg", global_type = i32, addr_space = -2 : i32, linkage = #llvm.linkage<private>} : () -> ()

// -----

llvm.mlir.global internal @init() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error@+1 {{ops with side effects not allowed in global initializers}}
  %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
  %2 = llvm.mlir.constant(2 : i32) : i32
  llvm.return %2 : i32
}

// -----

llvm.mlir.global external @x() : i32
// expected-error@+1 {{expected comdat symbol}}
llvm.mlir.global external @y() comdat(@x) : i32

// -----

llvm.func @ctor()
// expected-error@+1 {{'llvm.mlir.global_ctors' op 'ctor' does not have a definition}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]

// -----

llvm.func @dtor() {
  llvm.return
}
// expected-error@+1 {{dtors, priorities, and data must have the same number of elements}}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [], data = []

// -----

llvm.mlir.global external @t() : i32
// expected-error@+1 {{'llvm.mlir.alias' op 'common' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally}}
llvm.mlir.alias common @al : i32 {
  %0 = llvm.mlir.addressof @t : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error@+1 {{'llvm.mlir.alias' op initializer region must always return a pointer}}
llvm.mlir.alias external @al2 : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.func @decl() -> !llvm.ptr
// expected-error@+1 {{'llvm.mlir.ifunc' op resolver must be a definition}}
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @decl

// -----

llvm.mlir.global external @gv() : !llvm.ptr
// expected-error@+1 {{'llvm.mlir.ifunc' op must have a function resolver}}
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @gv

// -----

llvm.comdat @cd {
  // expected-error@+1 {{only comdat selector symbols can appear in a comdat region}}
  llvm.unreachable
}


// -----

llvm.mlir.global external @gs() {addr_space = 1 : i32} : i32
llvm.func @space() {
  // expected-error@+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  %0 = llvm.mlir.addressof @gs : !llvm.ptr
  llvm.return
}

// -----

llvm.func @missing_symbol() {
  // expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nowhere : !llvm.ptr
  llvm.return
}

// -----

llvm.func @constants() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array type of 2 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("ab") : !llvm.array<3 x i8>
  llvm.return
}

// -----

llvm.func @constants() {
  // expected-error@+1 {{'llvm.mlir.constant' op struct element at index 0 is of wrong type}}
  %0 = llvm.mlir.constant([1 : i64, 2.0 : f32]) : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @constants() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(3 : i32) : f32
  llvm.return
}

// -----

llvm.func @constants() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer type of width 32}}
  %0 = llvm.mlir.constant(1.5 : f32) : i64
  llvm.return
}

// -----

llvm.func @constants() {
  // expected-error@+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 3 vs. 4}}
  %0 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<3xi32>
  llvm.return
}

// -----

llvm.func @constants() {
  // expected-error@+1 {{'llvm.mlir.constant' op for array with an array attribute must have a struct element type}}
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.array<2 x i32>
  llvm.return
}

// -----

llvm.func @constants() {
  // expected-error@+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(unit) : i1
  llvm.return
}

// -----

llvm.func @zero() {
  // expected-error@+1 {{'llvm.mlir.zero' op target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"other">
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call_mismatch(%a: i64) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = llvm.call @callee(%a) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @callee(i32)
llvm.func @call_void(%a: i32) {
  // expected-error@+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @callee(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @call_missing() {
  // expected-error@+1 {{'llvm.call' op 'nothere' does not reference a symbol in the current scope}}
  llvm.call @nothere() : () -> ()
  llvm.return
}

// -----

llvm.func @varargs(i32, ...)
llvm.func @call_varargs(%a: i32) {
  // expected-error@+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  "llvm.call"(%a) <{callee = @varargs, operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @varargs(i32, ...)
llvm.func @call_vararg_type(%a: i32) {
  // expected-error@+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i16' != 'i32'}}
  llvm.call @varargs(%a) vararg(!llvm.func<void (i16, ...)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @indirect(%p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  llvm.call %p() : () -> ()
  llvm.return
}

// -----

llvm.func @bundle(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.call_intrinsic' expected 2 types for operand bundle operands for operand bundle #0, but actually got 1}}
  llvm.call_intrinsic "llvm.foo"() ["x"(%a, %a : i32)] : () -> ()
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @personality(...) -> i32
llvm.func @invoke_pad(%a: i32) -> i32 attributes {personality = @personality} {
  // expected-error@+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  %0 = llvm.invoke @f(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  llvm.return %a : i32
}

// -----

llvm.func @f(i32) -> i32
llvm.func @no_personality(%a: i32) -> i32 {
  %0 = llvm.invoke @f(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@+1 {{llvm.landingpad needs to be in a function with a personality}}
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @fc() {
  llvm.return
}

// -----

// expected-error@+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @inl() attributes {always_inline, no_inline} {
  llvm.return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @bad_arg(%a: index)

// -----

llvm.func @ret() -> i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %0 : i64
}

// -----

llvm.func @tags() {
  %0 = llvm.blockaddress <function = @tags, tag = <id = 3>> : !llvm.ptr
  llvm.blocktag <id = 3>
  llvm.br ^bb1
^bb1:
  // expected-error@+1 {{duplicate block tag '3' in the same function: }}
  llvm.blocktag <id = 3>
  llvm.return
}

// -----

llvm.func @tags() {
  // expected-error@+1 {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %0 = llvm.blockaddress <function = @tags, tag = <id = 9>> : !llvm.ptr
  llvm.return
}

// -----

// expected-error@+1 {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", "x">]

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: unknown specifier 'q'}}
module attributes {llvm.data_layout = "e-q"} {
}

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.label'}}
llvm.func @types(!llvm.struct<(i32, label)>)

// -----

// expected-error@+1 {{unknown LLVM type: vec}}
llvm.func @types(!llvm.vec<4 x i32>)

// -----

// expected-error@+1 {{bitwidth must be greater than 0}}
llvm.func @types(!llvm.byte<0>)
