// RUN: mlir-ls print --split-input-file
// Structured llvm attributes: aliases named by the dialect, each defined after the
// aliases it uses (depth = deepest nested alias + 1), parameters of a known kind
// printed without `#llvm.<mnemonic>` when they have no alias.
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
llvm.func @tbaa(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {tbaa = [#tag]} : !llvm.ptr -> i32
  llvm.return %0 : i32
}

// -----

#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition>
#n = #llvm.di_local_variable<scope = #sp, name = "n", file = #file, line = 2, type = #int>
// A subrange has no alias but counts: the array type (depth 6) comes after the label (5).
#array = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", baseType = #int, elements = #llvm.di_subrange<count = #n>>
#v = #llvm.di_local_variable<scope = #sp, name = "v", file = #file, line = 3, type = #array>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 4>
#label = #llvm.di_label<scope = #block, name = "l">
#domain = #llvm.alias_scope_domain<id = distinct[1]<>>
#scope = #llvm.alias_scope<id = distinct[2]<>, domain = #domain, description = "s">
#gve = #llvm.di_global_variable_expression<var = <scope = #cu, name = "g", file = #file, line = 9, type = #int>, expr = <>>
llvm.mlir.global external @g() {dbg_exprs = [#gve]} : i32
llvm.func @f(%x: i32, %p: !llvm.ptr) {
  llvm.intr.dbg.value #n = %x : i32
  llvm.intr.dbg.declare #v #llvm.di_expression<[DW_OP_deref]> = %p : !llvm.ptr
  llvm.intr.dbg.label #label
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.return
}

// -----

// Ordinary attributes of llvm.mlir.global and llvm.func stay outside the properties;
// llvm.func stores no `unnamed_addr` default.
llvm.mlir.global private @aligned(42 : i64) {aligned = 64 : i64} : i64
llvm.func @decl()
