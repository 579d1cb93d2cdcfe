// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// attr-array-length: llvm.br: list drop last
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "complex_cf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// expected-error@+1 {{expected list element}}
    "llvm.br"()[] : () -> ()

// -----

// attr-int: llvm.func: visibility_: 0 -> 4611686018427387904
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr)>, linkage = #llvm.linkage<external>, sym_name = "opaque_ptr_load", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg15: !llvm.ptr):
    %6 = "llvm.load"(%arg15) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "llvm.return"(%6) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "opaque_ptr_store", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg13: i32, %arg14: !llvm.ptr):
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "opaque_ptr_ptr_store", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i32)>, linkage = #llvm.linkage<external>, sym_name = "opaque_ptr_alloca", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg10: i32):
    %5 = "llvm.alloca"(%arg10) <{elem_type = f32}> : (i32) -> !llvm.ptr
    "llvm.return"(%5) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "opaque_ptr_gep", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg8: !llvm.ptr, %arg9: i32):
    %4 = "llvm.getelementptr"(%arg8, %arg9) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    "llvm.return"(%4) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "opaque_ptr_gep_struct", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
// expected-error@+1 {{invalid properties {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<7xf32> (ptr, vector<7xi1>)>, linkage = #llvm.linkage<external>, sym_name = "opaque_ptr_masked_load", unnamed_addr = 0 : i64, visibility_ = 4611686018427387904 : i64} for op llvm.func: Invalid attribute `visibility_` in property conversion: 4611686018427387904 : i64}}
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<7xf32> (ptr, vector<7xi1>)>, linkage = #llvm.linkage<external>, sym_name = "opaque_ptr_masked_load", unnamed_addr = 0 : i64, visibility_ = 4611686018427387904 : i64}> ({
  ^bb0(%arg2: !llvm.ptr, %arg3: vector<7xi1>):
    %1 = "llvm.intr.masked.load"(%arg2, %arg3) <{alignment = 1 : i32}> : (!llvm.ptr, vector<7xi1>) -> vector<7xf32>
    "llvm.return"(%1) : (vector<7xf32>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<7xf32> (vector<7x!llvm.ptr>, vector<7xi1>)>, linkage = #llvm.linkage<external>, sym_name = "opaque_ptr_gather", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<7x!llvm.ptr>, %arg1: vector<7xi1>):
    %0 = "llvm.intr.masked.gather"(%arg0, %arg1) <{alignment = 1 : i32}> : (vector<7x!llvm.ptr>, vector<7xi1>) -> vector<7xf32>
    "llvm.return"(%0) : (vector<7xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

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

// terminator: llvm.func: llvm.return -> affine.yield
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "ignore_lifetime", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{alignment = 4 : i64, elem_type = i32}> : (i32) -> !llvm.ptr
// expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    "affine.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-width: llvm.func: i64 -> i128
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int1", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int0">
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float1", sizeInBits = 32, encoding = DW_ATE_float>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array0", line = 10, sizeInBits = 128, alignInBits = 32>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "ptr1">
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, flags = "Artificial|ObjectPointer">
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_pointer_type>
#di_file = #llvm.di_file<"debuginfo.mlir" in "/test/">
#di_namespace = #llvm.di_namespace<name = "toplevel", exportSymbols = true>
#di_namespace1 = #llvm.di_namespace<name = "cu_import_ns", exportSymbols = false>
#di_null_type = #llvm.di_null_type
#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array1", file = #di_file, scope = #di_file, baseType = #di_basic_type1, allocated = <[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 4 : i64>>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "expr_elements2", baseType = #di_basic_type1, elements = #llvm.di_generic_subrange<count = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(16), DW_OP_deref]>, lowerBound = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(24), DW_OP_deref]>, stride = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(32), DW_OP_deref]>>>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type1, sizeInBits = 64, alignInBits = 32, offsetInBits = 4, extraData = #di_basic_type>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type1, sizeInBits = 64, alignInBits = 32, offsetInBits = 4, dwarfAddressSpace = 3, extraData = #di_basic_type>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "discriminator", baseType = #di_basic_type1, flags = Artificial>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_member, name = "_int1", baseType = #di_basic_type, extraData = 1 : i8>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_member, name = "_float1", baseType = #di_basic_type2, extraData = 2 : i8>
#di_imported_entity = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #di_file, entity = #di_namespace1, file = #di_file>
#di_module = #llvm.di_module<file = #di_file, scope = #di_file, name = "module", configMacros = "bar", includePath = "/", apinotes = "/", line = 42, isDecl = true>
#di_namespace2 = #llvm.di_namespace<name = "nested", scope = #di_namespace, exportSymbols = false>
#di_namespace3 = #llvm.di_namespace<scope = #di_file, exportSymbols = false>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = Full, isDebugInfoForProfiling = true, importedEntities = #di_imported_entity>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "class_name", file = #di_file, scope = #di_namespace2, flags = "TypePassByReference|NonTrivial">
#di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_variant_part, name = "variant_part", identifier = "variant-id", discriminator = #di_derived_type5, elements = #di_derived_type6, #di_derived_type7>
#di_subprogram = #llvm.di_subprogram<scope = #di_derived_type4, file = #di_file, type = #di_subroutine_type1>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram>
#di_subprogram1 = #llvm.di_subprogram<scope = #di_composite_type3, file = #di_file, type = #di_subroutine_type1>
#di_subprogram2 = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_module, name = "value", file = #di_file, subprogramFlags = Definition, type = #di_subroutine_type, annotations = #llvm.di_annotation<name = "foo", value = "bar">>
#di_subroutine_type2 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #di_null_type, #di_basic_type1, #di_derived_type3, #di_derived_type, #di_derived_type4, #di_derived_type1, #di_derived_type2, #di_composite_type, #di_composite_type1, #di_composite_type3, #di_composite_type2, #di_composite_type4>
#di_common_block = #llvm.di_common_block<scope = #di_subprogram1, name = "block", file = #di_file, line = 3>
#di_lexical_block1 = #llvm.di_lexical_block<scope = #di_subprogram1>
#di_lexical_block2 = #llvm.di_lexical_block<scope = #di_subprogram2>
#di_subprogram3 = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_namespace3, name = "addr", linkageName = "addr", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type2>
#di_global_variable = #llvm.di_global_variable<scope = #di_common_block, name = "a", file = #di_file, line = 2, type = #di_basic_type1>
#di_global_variable1 = #llvm.di_global_variable<scope = #di_common_block, name = "b", file = #di_file, line = 3, type = #di_basic_type1>
#di_lexical_block3 = #llvm.di_lexical_block<scope = #di_subprogram3, line = 1, column = 2>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_lexical_block1, name = "arg1">
#di_local_variable3 = #llvm.di_local_variable<scope = #di_lexical_block3, name = "alloc", file = #di_file, line = 6, arg = 1, alignInBits = 32, type = #di_basic_type1>
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "addr", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg3: i64):
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{elem_type = i64}> : (i32) -> !llvm.ptr
    "llvm.return"() : () -> ()
  }) : () -> ()
// expected-error@+1 {{invalid properties {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "value", unnamed_addr = 0 : i64, visibility_ = 0 : i128} for op llvm.func: Invalid attribute `visibility_` in property conversion: 0 : i128}}
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "value", unnamed_addr = 0 : i64, visibility_ = 0 : i128}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
