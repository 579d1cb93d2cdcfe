// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

llvm.func @valid(%a: i32, %p: !llvm.ptr, %f: f32, %v: vector<2xi32>) -> i64 {
  %0 = llvm.add %a, %a overflow<nsw> : i32
  %1 = llvm.zext nneg %a : i32 to i64
  %2 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %3 = llvm.sext %v : vector<2xi32> to vector<2xi64>
  %4 = llvm.icmp "ult" %a, %0 : i32
  %5 = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %6 = llvm.load %5 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> f32
  %7 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  %8 = llvm.cmpxchg %p, %a, %a seq_cst acquire : !llvm.ptr, i32
  llvm.fence syncscope("agent") acq_rel
  llvm.return %1 : i64
}

// -----

llvm.func @zext_narrower(%a: i64) {
  // expected-error@+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i64 to i32
  llvm.return
}

// -----

llvm.func @sext_shape(%a: vector<2xi8>) {
  // expected-error@+1 {{input and output vectors are of incompatible shape}}
  %0 = llvm.sext %a : vector<2xi8> to vector<4xi16>
  llvm.return
}

// -----

llvm.func @sext_to_vector(%a: i8) {
  // expected-error@+1 {{input type is an integer but output type is a vector}}
  %0 = llvm.sext %a : i8 to vector<1xi16>
  llvm.return
}

// -----

llvm.func @bitcast_ptr_int(%p: !llvm.ptr) {
  // expected-error@+1 {{can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  llvm.return
}

// -----

llvm.func @bitcast_space(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr<3> to !llvm.ptr
  llvm.return
}

// -----

llvm.func @bitcast_vector_of_ptr(%p: vector<2x!llvm.ptr>) {
  // expected-error@+1 {{cannot cast vector of pointers to pointer}}
  %0 = llvm.bitcast %p : vector<2x!llvm.ptr> to !llvm.ptr
  llvm.return
}

// -----

llvm.func @bitcast_aggregate(%s: !llvm.struct<(i32)>) {
  // expected-error@+1 {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got '!llvm.struct<(i32)>'}}
  %0 = llvm.bitcast %s : !llvm.struct<(i32)> to i32
  llvm.return
}

// -----

llvm.func @icmp_predicate(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.icmp' 'lt' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "lt" %a, %a : i32
  llvm.return
}

// -----

llvm.func @icmp_not_string(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.icmp' invalid kind of attribute specified}}
  %0 = llvm.icmp 3 %a, %a : i32
  llvm.return
}

// -----

llvm.func @shuffle_scalable(%v: vector<[2]xf32>) {
  // expected-error@+1 {{expected a splat operation for scalable vectors}}
  %0 = llvm.shufflevector %v, %v [1, 0] : vector<[2]xf32>
  llvm.return
}

// -----

llvm.func @shuffle_not_vector(%f: f32) {
  // expected-error@+1 {{custom op 'llvm.shufflevector' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.shufflevector %f, %f [0] : f32
  llvm.return
}

// -----

llvm.func @extractelement_type(%v: vector<2xf32>, %i: i32) {
  // expected-error@+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<2xf32>, i32) -> f64
  llvm.return
}

// -----

llvm.func @insertvalue_position(%s: !llvm.struct<(i32, f32)>, %a: i32) {
  // expected-error@+2 {{custom op 'llvm.insertvalue' position out of bounds: 2}}
  %0 = llvm.insertvalue %a, %s[2] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @extractvalue_scalar(%a: i32) {
  // expected-error@+2 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  %0 = llvm.extractvalue %a[0] : i32
  llvm.return
}

// -----

llvm.func @extractvalue_result(%s: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'f32' but this op returns 'i32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

llvm.func @alloca_type(%n: i64) {
  // expected-error@+1 {{custom op 'llvm.alloca' expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %n x i8 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @alloca_alignment(%n: i64) {
  // expected-error@+1 {{custom op 'llvm.alloca' expected integer alignment}}
  %0 = llvm.alloca %n x i8 {alignment = "4"} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @alloca_target(%n: i64) {
  // expected-error@+1 {{'llvm.alloca' op this target extension type cannot be used in alloca}}
  %0 = llvm.alloca %n x !llvm.target<"foo"> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_count(%p: !llvm.ptr, %i: i64) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @gep_struct_dynamic(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @gep_struct_bounds(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @gep_scalar(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @gep_flag(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = llvm.getelementptr inbounds_flag %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @load_ordering(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op unsupported ordering 'acq_rel'}}
  %0 = llvm.load %p atomic acq_rel {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @store_atomic_type(%p: !llvm.ptr, %v: i24) {
  // expected-error@+1 {{'llvm.store' op unsupported type 'i24' for atomic access}}
  llvm.store %v, %p atomic monotonic {alignment = 4 : i64} : i24, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_alignment(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic seq_cst : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @load_dereferenceable(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected op to return a single LLVM pointer type}}
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @load_access_groups(%p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.load' 'llvm.load' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.load %p {access_groups = [1 : i32]} : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @atomicrmw_int(%p: !llvm.ptr, %f: f64) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw umin %p, %f acquire : !llvm.ptr, f64
  llvm.return
}

// -----

llvm.func @atomicrmw_ordering(%p: !llvm.ptr, %a: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %a unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @cmpxchg_failure(%p: !llvm.ptr, %a: i64) {
  // expected-error@+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %a, %a seq_cst release : !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @fence_ordering() {
  // expected-error@+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence unordered
  llvm.return
}

// -----

llvm.func @switch_weights(%a: i32) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.switch %a : i32, ^bb1 [
    7: ^bb1
  ] {branch_weights = array<i32: 4>}
^bb1:
  llvm.return
}

// -----

llvm.func @switch_case_type(%a: i32) {
  // expected-error@+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @unknown_intrinsic(%a: f32) {
  // expected-error@+1 {{custom op 'llvm.intr.foo' is unknown}}
  %0 = llvm.intr.foo(%a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @vector_insert_scalable(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.insert' op failed to verify that it is not inserting scalable into fixed-length vectors.}}
  %0 = llvm.intr.vector.insert %a, %b[0] : vector<[4]xf32> into vector<8xf32>
  llvm.return
}

// -----

llvm.func @sincos_type(%f: f64) {
  // expected-error@+1 {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type, but got '!llvm.struct<(f64)>'}}
  %0 = llvm.intr.sincos(%f) : (f64) -> !llvm.struct<(f64)>
  llvm.return
}
