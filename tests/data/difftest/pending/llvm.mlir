// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// attr-kind: llvm.blocktag: tag = @nowhere
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, dso_local, global_type = !llvm.ptr, linkage = #llvm.linkage<private>, sym_name = "g", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.blockaddress"() <{block_addr = #llvm.blockaddress<function = @fn, tag = <id = 1>>}> : () -> !llvm.ptr
    "llvm.return"(%0) : (!llvm.ptr) -> ()
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "llvm.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "llvm.return"(%arg1) : (i32) -> ()
  ^bb2:  // pred: ^bb0
// expected-error@+1 {{invalid properties {tag = @nowhere} for op llvm.blocktag: Invalid attribute `tag` in property conversion: @nowhere}}
    "llvm.blocktag"() <{tag = @nowhere}> : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// operand-count: llvm.getelementptr: duplicate an operand
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "index_in_final_padding", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32):
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{elem_type = !llvm.struct<"foo", (i32, i8)>}> : (i32) -> !llvm.ptr
// expected-error@+1 {{'llvm.getelementptr' op operand #1 must be variadic of signless integer or LLVM dialect-compatible vector of signless integer, but got '!llvm.ptr'}}
    %2 = "llvm.getelementptr"(%1, %1) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 7>}> : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// terminator: llvm.func: drop llvm.br
llvm.func @unreachable_defines() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.br ^bb1
^bb1:  // 2 preds: ^bb0, ^bb2
  %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %2 : i32
^bb2:  // no predecessors
  %3 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
// expected-error@+1 {{block with no terminator, has "llvm.store"(%3, %1) <{alignment = 4 : i64, ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()}}
  llvm.store %3, %1 {alignment = 4 : i64} : i32, !llvm.ptr
}

// -----

// terminator: llvm.func: drop llvm.return
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "resolve_alias", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32):
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{alignment = 8 : i64, elem_type = !llvm.struct<"foo", (i32, f64, i32)>}> : (i32) -> !llvm.ptr
    %2 = "llvm.getelementptr"(%1) <{elem_type = !llvm.struct<"foo", (i32, f64, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
    %3 = "llvm.getelementptr"(%1) <{elem_type = !llvm.struct<"foo", (i32, f64, i32)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
// expected-error@+1 {{block with no terminator, has %4 = "llvm.load"(%3) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32}}
    %4 = "llvm.load"(%3) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
  }) : () -> ()
}) : () -> ()

// -----

// terminator: llvm.mlir.alias: llvm.return -> gpu.yield
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, dso_local, global_type = i32, linkage = #llvm.linkage<private>, sym_name = "g30", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 0 : i32, visibility_ = 0 : i64}> ({
  }) : () -> ()
// expected-error@+1 {{'llvm.mlir.alias' op expects regions to end with 'llvm.return', found 'gpu.yield'}}
  "llvm.mlir.alias"() <{alias_type = i32, dso_local, linkage = #llvm.linkage<private>, sym_name = "a30", tls_mode = 1 : i64, unnamed_addr = 2 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.addressof"() <{global_name = @g30}> : () -> !llvm.ptr
    "gpu.yield"(%0) : (!llvm.ptr) -> ()
  }) : () -> ()
}) : () -> ()
