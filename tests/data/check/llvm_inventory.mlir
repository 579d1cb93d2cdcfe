// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// Module-level ops, the masked gather/scatter intrinsics' pointer vectors, llvm.intr.assume's
// operand bundles.

llvm.module_flags [#llvm.mlir.module_flag<error, "x", 1 : i32>]
llvm.linker_options ["-lm"]
llvm.func @valid(%p: vector<4x!llvm.ptr<1>>, %m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  llvm.intr.masked.scatter %v, %p, %m {alignment = 1 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr<1>>
  %0 = llvm.intr.masked.gather %p, %m, %v {alignment = 1 : i32} : (vector<4x!llvm.ptr<1>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}

// -----

llvm.func @linker_options_in_function() {
  // expected-error@+1 {{'llvm.linker_options' op must appear at the module level}}
  llvm.linker_options ["-lm"]
  llvm.return
}

// -----

llvm.func @module_flags_in_function() {
  // expected-error@+1 {{'llvm.module_flags' op must appear at the module level}}
  llvm.module_flags [#llvm.mlir.module_flag<error, "x", 1 : i32>]
  llvm.return
}

// -----

llvm.func @gather_count(%p: vector<4x!llvm.ptr>, %m: vector<8xi1>, %pt: vector<8xf32>) -> vector<8xf32> {
  // expected-error@+1 {{'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<8x!llvm.ptr>'}}
  %0 = llvm.intr.masked.gather %p, %m, %pt {alignment = 1 : i32} : (vector<4x!llvm.ptr>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  llvm.return %0 : vector<8xf32>
}

// -----

llvm.func @scatter_scalable(%p: vector<4x!llvm.ptr>, %m: vector<[4]xi1>, %v: vector<[4]xf32>) {
  // expected-error@+1 {{'llvm.intr.masked.scatter' op expected operand #2 type to be 'vector<[4]x!llvm.ptr>'}}
  llvm.intr.masked.scatter %v, %p, %m {alignment = 1 : i32} : vector<[4]xf32>, vector<[4]xi1> into vector<4x!llvm.ptr>
  llvm.return
}

// -----

llvm.func @assume_bundle_tags(%c: i1, %p: !llvm.ptr, %a: i64) {
  llvm.intr.assume %c ["align"(%p, %a : !llvm.ptr, i64)] : i1
  // expected-error@+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.intr.assume"(%c, %p, %a) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = []}> : (i1, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

llvm.func @assume_bundle_tag_kind(%c: i1, %p: !llvm.ptr, %a: i64) {
  // expected-error@+1 {{operand bundle tag must be a StringAttr}}
  "llvm.intr.assume"(%c, %p, %a) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = [1 : i32]}> : (i1, !llvm.ptr, i64) -> ()
  llvm.return
}
