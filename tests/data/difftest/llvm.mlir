// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
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
    "llvm.store"(%arg13, %arg14) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "opaque_ptr_ptr_store", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg11: !llvm.ptr, %arg12: !llvm.ptr):
    "llvm.store"(%arg11, %arg12) <{ordering = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
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
  ^bb0(%arg6: !llvm.ptr, %arg7: i32):
    %3 = "llvm.getelementptr"(%arg6, %arg7) <{elem_type = !llvm.struct<(struct<(f32, f64)>, struct<(i32, i64)>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 0, 1>}> : (!llvm.ptr, i32) -> !llvm.ptr
    "llvm.return"(%3) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<48xf32> (ptr, i64)>, linkage = #llvm.linkage<external>, sym_name = "opaque_ptr_matrix_load_store", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg4: !llvm.ptr, %arg5: i64):
    %2 = "llvm.intr.matrix.column.major.load"(%arg4, %arg5) <{columns = 16 : i32, isVolatile = false, rows = 3 : i32}> : (!llvm.ptr, i64) -> vector<48xf32>
    "llvm.intr.matrix.column.major.store"(%2, %arg4, %arg5) <{columns = 16 : i32, isVolatile = false, rows = 3 : i32}> : (vector<48xf32>, !llvm.ptr, i64) -> ()
    "llvm.return"(%2) : (vector<48xf32>) -> ()
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
#di_local_variable = #llvm.di_local_variable<scope = #di_lexical_block, name = "arg3">
#di_subprogram3 = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_namespace3, name = "addr", linkageName = "addr", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type2>
#di_global_variable = #llvm.di_global_variable<scope = #di_common_block, name = "a", file = #di_file, line = 2, type = #di_basic_type1>
#di_global_variable1 = #llvm.di_global_variable<scope = #di_common_block, name = "b", file = #di_file, line = 3, type = #di_basic_type1>
#di_label = #llvm.di_label<scope = #di_lexical_block1, name = "label", file = #di_file, line = 42>
#di_label1 = #llvm.di_label<scope = #di_lexical_block2>
#di_lexical_block3 = #llvm.di_lexical_block<scope = #di_subprogram3, line = 1, column = 2>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_lexical_block1, name = "arg1">
#di_local_variable2 = #llvm.di_local_variable<scope = #di_lexical_block2, name = "arg2">
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_global_variable_expression1 = #llvm.di_global_variable_expression<var = #di_global_variable1, expr = <>>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_lexical_block3, name = "alloc", file = #di_file, line = 6, arg = 1, alignInBits = 32, type = #di_basic_type1>
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, dbg_exprs = [#di_global_variable_expression, #di_global_variable_expression1], global_type = i64, linkage = #llvm.linkage<external>, sym_name = "data", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "addr", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg3: i64):
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{elem_type = i64}> : (i32) -> !llvm.ptr
    "llvm.intr.dbg.declare"(%1) <{locationExpr = #llvm.di_expression<>, varInfo = #di_local_variable3}> : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
// expected-error@+1 {{invalid properties {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "value", unnamed_addr = 0 : i64, visibility_ = 0 : i128} for op llvm.func: Invalid attribute `visibility_` in property conversion: 0 : i128}}
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "value", unnamed_addr = 0 : i64, visibility_ = 0 : i128}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    "llvm.intr.dbg.value"(%arg0) <{locationExpr = #llvm.di_expression<[DW_OP_LLVM_fragment(16, 8), DW_OP_plus_uconst(2), DW_OP_deref]>, varInfo = #di_local_variable1}> : (i32) -> ()
    "llvm.intr.dbg.value"(%arg1) <{locationExpr = #llvm.di_expression<>, varInfo = #di_local_variable2}> : (i32) -> ()
    "llvm.intr.dbg.value"(%arg2) <{locationExpr = #llvm.di_expression<>, varInfo = #di_local_variable}> : (i32) -> ()
    "llvm.intr.dbg.label"() <{label = #di_label}> : () -> ()
    "llvm.intr.dbg.label"() <{label = #di_label1}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: llvm.mlir.global: visibility_ = "bogus"
"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "default_external", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "default_external_constant", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 42 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<internal>, sym_name = "global", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 42 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<private>, sym_name = "aligned_global", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 42 : i64, visibility_ = 0 : i64}> ({
  }) {aligned = 64 : i64} : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i64, linkage = #llvm.linkage<private>, sym_name = "aligned_global_const", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 42 : i64, visibility_ = 0 : i64}> ({
  }) {aligned = 32 : i64} : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = f32, linkage = #llvm.linkage<internal>, sym_name = "constant", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 3.700000e+01 : f64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<6 x i8>, linkage = #llvm.linkage<internal>, sym_name = ".string", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = "foobar", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<7 x i8>, linkage = #llvm.linkage<internal>, sym_name = "string_notype", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = "1234567", visibility_ = 0 : i64}> ({
  }) : () -> ()
// expected-error@+1 {{invalid properties {addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<internal>, sym_name = "global_undef", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = "bogus"} for op llvm.mlir.global: Invalid attribute `visibility_` in property conversion: "bogus"}}
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<internal>, sym_name = "global_undef", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = "bogus"}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<internal>, sym_name = "global_mega_initializer", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %3 = "llvm.mlir.constant"() <{value = 42 : i64}> : () -> i64
    "llvm.return"(%3) : (i64) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<private>, sym_name = "private", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<internal>, sym_name = "internal", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<available_externally>, sym_name = "available_externally", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<linkonce>, sym_name = "linkonce", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<weak>, sym_name = "weak", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<common>, sym_name = "common", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x i64>, linkage = #llvm.linkage<appending>, sym_name = "appending", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<extern_weak>, sym_name = "extern_weak", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<linkonce_odr>, sym_name = "linkonce_odr", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<weak_odr>, sym_name = "weak_odr", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "has_thr_local", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 42 : i64, visibility_ = 0 : i64}> ({
  }) {thr_local} : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, dso_local, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "has_dso_local", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 42 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "has_addr_space", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 32 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.comdat"() <{sym_name = "__llvm_comdat"}> ({
    "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "any"}> : () -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 1 : i32, comdat = @__llvm_comdat::@any, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "any", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "references"}> ({
    %0 = "llvm.mlir.addressof"() <{global_name = @".string"}> : () -> !llvm.ptr
    %1 = "llvm.mlir.addressof"() <{global_name = @global}> : () -> !llvm.ptr
    %2 = "llvm.mlir.addressof"() <{global_name = @has_addr_space}> : () -> !llvm.ptr<3>
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i64, linkage = #llvm.linkage<private>, sym_name = "local", tls_mode = 0 : i64, unnamed_addr = 1 : i64, value = 42 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i64, linkage = #llvm.linkage<private>, sym_name = "foo", tls_mode = 0 : i64, unnamed_addr = 2 : i64, value = 42 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<10 x i8>, linkage = #llvm.linkage<internal>, section = ".mysection", sym_name = "sectionvar", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = "teststring", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "thread_local", tls_mode = 1 : i64, unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "hidden", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 1 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "protected", tls_mode = 0 : i64, unnamed_addr = 2 : i64, value = 42 : i32, visibility_ = 2 : i64}> ({
  }) : () -> ()
}) : () -> ()

// -----

// type-element: llvm.func: i64 -> i16
"builtin.module"() ({
// expected-error@+1 {{invalid properties {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "out_of_bound_gep_array_access", unnamed_addr = 0 : i16, visibility_ = 0 : i64} for op llvm.func: Invalid attribute `unnamed_addr` in property conversion: 0 : i16}}
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "out_of_bound_gep_array_access", unnamed_addr = 0 : i16, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32):
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{elem_type = !llvm.struct<"foo", (i32, i32)>}> : (i32) -> !llvm.ptr
    %2 = "llvm.getelementptr"(%1) <{elem_type = !llvm.array<4 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 4>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%arg0, %2) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: llvm.func: visibility_ = -1 : i32
"builtin.module"() ({
// expected-error@+1 {{invalid properties {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<8xf32>, vector<8xf16>, vector<8xbf16>, f32)>, linkage = #llvm.linkage<external>, sym_name = "rocdl.cvt.scalef32.pk8", unnamed_addr = 0 : i64, visibility_ = -1 : i32} for op llvm.func: Invalid attribute `visibility_` in property conversion: -1 : i32}}
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<8xf32>, vector<8xf16>, vector<8xbf16>, f32)>, linkage = #llvm.linkage<external>, sym_name = "rocdl.cvt.scalef32.pk8", unnamed_addr = 0 : i64, visibility_ = -1 : i32}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<8xf16>, %arg2: vector<8xbf16>, %arg3: f32):
    %0 = "rocdl.cvt.scalef32.pk8.fp8.f32"(%arg0, %arg3) : (vector<8xf32>, f32) -> vector<2xi32>
    %1 = "rocdl.cvt.scalef32.pk8.bf8.f32"(%arg0, %arg3) : (vector<8xf32>, f32) -> vector<2xi32>
    %2 = "rocdl.cvt.scalef32.pk8.fp4.f32"(%arg0, %arg3) : (vector<8xf32>, f32) -> i32
    %3 = "rocdl.cvt.scalef32.pk8.fp8.f16"(%arg1, %arg3) : (vector<8xf16>, f32) -> vector<2xi32>
    %4 = "rocdl.cvt.scalef32.pk8.bf8.f16"(%arg1, %arg3) : (vector<8xf16>, f32) -> vector<2xi32>
    %5 = "rocdl.cvt.scalef32.pk8.fp4.f16"(%arg1, %arg3) : (vector<8xf16>, f32) -> i32
    %6 = "rocdl.cvt.scalef32.pk8.fp8.bf16"(%arg2, %arg3) : (vector<8xbf16>, f32) -> vector<2xi32>
    %7 = "rocdl.cvt.scalef32.pk8.bf8.bf16"(%arg2, %arg3) : (vector<8xbf16>, f32) -> vector<2xi32>
    %8 = "rocdl.cvt.scalef32.pk8.fp4.bf16"(%arg2, %arg3) : (vector<8xbf16>, f32) -> i32
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-element: llvm.func: i64 -> i16
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "foo", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
// expected-error@+1 {{invalid properties {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "null_pointer", unnamed_addr = 0 : i16, visibility_ = 0 : i64} for op llvm.func: Invalid attribute `unnamed_addr` in property conversion: 0 : i16}}
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "null_pointer", unnamed_addr = 0 : i16, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %1 = "llvm.mlir.zero"() : () -> !llvm.ptr
    "llvm.call"(%0, %1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @foo, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-width: llvm.mlir.global: i64 -> i65
"builtin.module"() ({
// expected-error@+1 {{invalid properties {addr_space = 0 : i32, dso_local, global_type = !llvm.ptr, linkage = #llvm.linkage<private>, sym_name = "x", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i65} for op llvm.mlir.global: Invalid attribute `visibility_` in property conversion: 0 : i65}}
  "llvm.mlir.global"() <{addr_space = 0 : i32, dso_local, global_type = !llvm.ptr, linkage = #llvm.linkage<private>, sym_name = "x", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i65}> ({
    %1 = "llvm.blockaddress"() <{block_addr = #llvm.blockaddress<function = @ba, tag = <id = 2>>}> : () -> !llvm.ptr
    "llvm.return"(%1) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "ba", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.blockaddress"() <{block_addr = #llvm.blockaddress<function = @ba, tag = <id = 1>>}> : () -> !llvm.ptr
    "llvm.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "llvm.blocktag"() <{tag = #llvm.blocktag<id = 1>}> : () -> ()
    "llvm.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "llvm.blocktag"() <{tag = #llvm.blocktag<id = 2>}> : () -> ()
    "llvm.return"(%0) : (!llvm.ptr) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-int: llvm.mlir.global: visibility_: 0 -> 4611686018427387904
"builtin.module"() ({
// expected-error@+1 {{invalid properties {addr_space = 0 : i32, dso_local, global_type = i32, linkage = #llvm.linkage<private>, sym_name = "g1", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 0 : i32, visibility_ = 4611686018427387904 : i64} for op llvm.mlir.global: Invalid attribute `visibility_` in property conversion: 4611686018427387904 : i64}}
  "llvm.mlir.global"() <{addr_space = 0 : i32, dso_local, global_type = i32, linkage = #llvm.linkage<private>, sym_name = "g1", tls_mode = 0 : i64, unnamed_addr = 0 : i64, value = 0 : i32, visibility_ = 4611686018427387904 : i64}> ({
  }) : () -> ()
  "llvm.mlir.alias"() <{alias_type = i32, dso_local, linkage = #llvm.linkage<private>, sym_name = "a1", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %3 = "llvm.mlir.addressof"() <{global_name = @g1}> : () -> !llvm.ptr
    "llvm.return"(%3) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.ptr, linkage = #llvm.linkage<internal>, sym_name = "g2", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %2 = "llvm.mlir.addressof"() <{global_name = @a1}> : () -> !llvm.ptr
    "llvm.return"(%2) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.mlir.alias"() <{alias_type = !llvm.ptr, dso_local, linkage = #llvm.linkage<private>, sym_name = "a2", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %1 = "llvm.mlir.addressof"() <{global_name = @a1}> : () -> !llvm.ptr
    "llvm.return"(%1) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.ptr, linkage = #llvm.linkage<internal>, sym_name = "g3", tls_mode = 0 : i64, unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.addressof"() <{global_name = @a2}> : () -> !llvm.ptr
    "llvm.return"(%0) : (!llvm.ptr) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-int: llvm.func: unnamed_addr: 0 -> -1
"builtin.module"() ({
// expected-error@+1 {{invalid properties {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "no_direct_use", unnamed_addr = -1 : i64, visibility_ = 0 : i64} for op llvm.func: Invalid attribute `unnamed_addr` in property conversion: -1 : i64}}
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "no_direct_use", unnamed_addr = -1 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{alignment = 8 : i64, elem_type = !llvm.struct<"foo", (i32, f64, i32)>}> : (i32) -> !llvm.ptr
    %2 = "llvm.getelementptr"(%1) <{elem_type = !llvm.struct<"foo", (i32, f64, i32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
    %3 = "llvm.load"(%2) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "llvm.call"(%1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @use, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.return"(%3) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "use", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: llvm.func: linkage = array<i64: 1>
"builtin.module"() ({
// expected-error@+1 {{invalid properties {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = array<i64: 1>, sym_name = "ctor", unnamed_addr = 0 : i64, visibility_ = 0 : i64} for op llvm.func: Invalid attribute `linkage` in property conversion: array<i64: 1>}}
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = array<i64: 1>, sym_name = "ctor", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.mlir.global_ctors"() <{ctors = [@ctor], data = [#llvm.zero], priorities = [0 : i32]}> : () -> ()
}) : () -> ()

// -----

// attr-array-length: llvm.br: list drop last
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "complex_cf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// expected-error@+1 {{expected list element}}
    "llvm.br"()[] : () -> ()

// -----

// attr-kind: llvm.add: overflowFlags = array<i64: 1>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>, memref<i32>, i32) -> (), sym_name = "acc_atomic_capture"}> ({
  ^bb0(%arg0: memref<i32>, %arg1: memref<i32>, %arg2: i32):
    "acc.atomic.capture"() ({
      "acc.atomic.update"(%arg1) ({
      ^bb0(%arg4: i32):
// expected-error@+1 {{invalid properties {overflowFlags = array<i64: 1>} for op llvm.add: for `overflowFlags`: expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags}}
        %2 = "llvm.add"(%arg4, %arg2) <{overflowFlags = array<i64: 1>}> : (i32, i32) -> i32
      }) : (memref<i32>) -> ()
    }) : () -> ()
    "acc.atomic.capture"() ({
      "acc.atomic.update"(%arg1) ({
      }) : (memref<i32>) -> ()
    }) : () -> ()
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "acc.atomic.capture"(%0) ({
    }) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-element: llvm.alloca: i32 -> i1
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "no_non_single_support", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{alignment = 8 : i64, elem_type = !llvm.struct<"foo", (i32, f64, i1)>}> : (i32) -> !llvm.ptr
// expected-error@+1 {{identified type already used with a different body}}
    %2 = "llvm.getelementptr"(%1) <{elem_type = !llvm.struct<"foo", (i32, f64, i32)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
    %3 = "llvm.load"(%2) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "llvm.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
