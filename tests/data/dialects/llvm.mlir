// RUN: mlir-ls check --split-input-file %s

llvm.func @ok(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
  %0 = llvm.load %arg1 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %1 = llvm.add %arg0, %0 : i32
  llvm.return %1 : i32
}

// -----

llvm.func @ext(%arg0: i32) {
  // expected-error@+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %arg0 : i32 to i16
  llvm.return
}

// -----

llvm.func @atomic_type(%arg0: !llvm.ptr) {
  // expected-error@+1 {{unsupported type 'i1' for atomic access}}
  %0 = llvm.load %arg0 atomic monotonic {alignment = 1 : i64} : !llvm.ptr -> i1
  llvm.return
}

// -----

llvm.func @atomic_alignment(%arg0: !llvm.ptr, %arg1: i32) {
  // expected-error@+1 {{expected alignment for atomic access}}
  llvm.store %arg1, %arg0 atomic release : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @syncscope(%arg0: !llvm.ptr) {
  // expected-error@+1 {{expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%arg0) {syncscope = "singlethread"} : (!llvm.ptr) -> f32
  llvm.return
}

// -----

llvm.func @extract(%arg0: !llvm.struct<(i32)>) {
  %0 = llvm.extractvalue %arg0[1] : !llvm.struct<(i32)>
// expected-error@+1 {{position out of bounds: 1}}
}

// -----

llvm.func @variadic(...)

llvm.func @call(%arg0: i32) {
  // expected-error@+1 {{missing var_callee_type attribute for vararg call}}
  llvm.call @variadic(%arg0) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @variadic(...)

llvm.func @call(%arg0: i32) {
  // expected-error@+1 {{var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  llvm.call @variadic(%arg0) vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
  llvm.return
}

// -----

// expected-error@+1 {{type can only be omitted for string globals}}
llvm.mlir.global internal @g(0 : i64)

// -----

// expected-error@+1 {{requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @s("abc") : !llvm.array<4 x i8>

// -----

llvm.mlir.global internal @g(0 : i32) {addr_space = 1 : i32} : i32

llvm.func @addr() {
  // expected-error@+1 {{pointer address space must match address space of the referenced global or alias}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return
}

// -----

// expected-error@+1 {{external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @decl()

// -----

llvm.func @cond(%arg0: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  llvm.cond_br %arg0 weights([0, 0]), ^bb1, ^bb1
^bb1:
  llvm.return
}
