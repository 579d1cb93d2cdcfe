#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#di_file = #llvm.di_file<"dbg.c" in "/tmp">
#alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[2]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "mlir-ls", emissionKind = Full>
#di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "dbg", file = #di_file, line = 1, subprogramFlags = Definition>
#di_label = #llvm.di_label<scope = #di_subprogram, name = "l", file = #di_file, line = 3>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, line = 2>
module {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
    llvm.comdat_selector @exactmatch exactmatch
    llvm.comdat_selector @largest largest
  }
  llvm.mlir.global external @g() {addr_space = 0 : i32} : i32
  llvm.mlir.global internal constant @str("abc") {addr_space = 0 : i32}
  llvm.mlir.global private @gc(0 : i32) comdat(@__llvm_comdat::@any) {addr_space = 0 : i32, alignment = 8 : i64, section = "s"} : i32
  llvm.mlir.global linkonce_odr hidden thread_local unnamed_addr @gt(1 : i64) {addr_space = 0 : i32, dso_local} : i64
  llvm.mlir.global internal @init() {addr_space = 1 : i32} : !llvm.struct<(i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
    llvm.return %0 : !llvm.struct<(i32, ptr)>
  }
  llvm.mlir.alias external @alias : i32 {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.alias private thread_local unnamed_addr @alias2 {dso_local} : i32 {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @resolver() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.ifunc external @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr @resolver
  llvm.mlir.ifunc linkonce_odr hidden @ifunc2 : !llvm.func<f32 (i64)>, !llvm.ptr @resolver {dso_local}
  llvm.func @ctor() {
    llvm.return
  }
  llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
  llvm.mlir.global_dtors dtors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>]
  llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
  llvm.func @decl(i32, ...) -> i32
  llvm.func @personality(...) -> i32
  llvm.func internal fastcc @callee(%arg0: i32 {llvm.noundef}) -> !llvm.ptr attributes {dso_local} {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @ops(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: i1, %arg4: vector<4xf32>) -> i64 attributes {personality = @personality} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.mlir.addressof @g : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.array<1 x ptr>
    %4 = llvm.add %arg0, %0 overflow<nsw, nuw> : i32
    %5 = llvm.fadd %arg1, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %6 = llvm.fptrunc %arg1 fastmath<fast> : f32 to f16
    %7 = llvm.fpext %6 : f16 to f32
    %8 = llvm.inttoptr %arg0 : i32 to !llvm.ptr
    %9 = llvm.inttoptr %arg0 dereferenceable<bytes = 8> : i32 to !llvm.ptr
    %10 = llvm.shufflevector %arg4, %arg4 [0, 1, -1, 3] : vector<4xf32> 
    %11 = llvm.atomicrmw add %arg2, %arg0 monotonic : !llvm.ptr, i32
    %12 = llvm.atomicrmw volatile fadd %arg2, %arg1 syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr, f32
    %13 = llvm.cmpxchg %arg2, %arg0, %arg0 acq_rel monotonic : !llvm.ptr, i32
    %14 = llvm.cmpxchg weak volatile %arg2, %arg0, %arg0 syncscope("x") seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
    llvm.fence release
    llvm.fence syncscope("agent") seq_cst
    %15 = llvm.va_arg %arg2 : (!llvm.ptr) -> i32
    %16 = llvm.load %arg2 invariant_group dereferenceable<bytes = 4> : !llvm.ptr -> !llvm.ptr
    %17 = llvm.load %arg2 invariant {nontemporal} : !llvm.ptr -> i32
    llvm.store %arg0, %arg2 invariant_group : i32, !llvm.ptr
    %18 = llvm.getelementptr inbounds|nuw %arg2[1] : (!llvm.ptr) -> !llvm.ptr, i8
    %19 = llvm.getelementptr nusw %arg2[%arg0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %20 = llvm.mlir.metadata_as_value #llvm.md_string<"sp">
    %21 = llvm.dso_local_equivalent @callee : !llvm.ptr
    %22 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "foo", "=r,r" %arg0 : (i32) -> i32
    llvm.inline_asm tail_call_kind = <tail> "bar", "r" %arg0 : (i32) -> ()
    %23 = llvm.call_intrinsic "llvm.round"(%arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
    %24 = llvm.call tail @callee(%arg0) : (i32) -> !llvm.ptr
    %25 = llvm.call fastcc @callee(%arg0) {no_unwind} : (i32) -> !llvm.ptr
    %26 = llvm.invoke @callee(%arg0) to ^bb1 unwind ^bb2 : (i32) -> !llvm.ptr
  ^bb1:  // pred: ^bb0
    llvm.switch %arg0 : i32, ^bb3 [
      1: ^bb4(%0 : i32),
      2: ^bb3
    ]
  ^bb2:  // pred: ^bb0
    %27 = llvm.landingpad cleanup (catch %1 : !llvm.ptr) (catch %2 : !llvm.ptr) (filter %3 : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
    llvm.resume %27 : !llvm.struct<(ptr, i32)>
  ^bb3:  // 2 preds: ^bb1, ^bb1
    %28 = llvm.blockaddress <function = @ops, tag = <id = 1>> : !llvm.ptr
    llvm.indirectbr %28 : !llvm.ptr, [
    ^bb4(%0 : i32),
    ^bb5
    ]
  ^bb4(%29: i32):  // 2 preds: ^bb1, ^bb3
    llvm.blocktag <id = 1>
    llvm.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    %30 = llvm.zext %arg0 : i32 to i64
    llvm.return %30 : i64
  }
  llvm.named_metadata "named" [#llvm.md_node<#llvm.md_string<"a">>]
  llvm.func @more_ops(%arg0: i32, %arg1: !llvm.ptr, %arg2: vector<4xf32>, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.none : token
    %1 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(i32, f32)> 
    %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, f32)> 
    %4 = llvm.mul %3, %arg0 overflow<nsw> : i32
    %5 = llvm.sub %4, %arg0 : i32
    %6 = llvm.shl %5, %arg0 overflow<nuw> : i32
    %7 = llvm.udiv exact %6, %arg0 : i32
    %8 = llvm.sdiv %7, %arg0 : i32
    %9 = llvm.urem %8, %arg0 : i32
    %10 = llvm.srem %9, %arg0 : i32
    %11 = llvm.and %10, %arg0 : i32
    %12 = llvm.or disjoint %11, %arg0 : i32
    %13 = llvm.xor %12, %arg0 : i32
    %14 = llvm.lshr exact %13, %arg0 : i32
    %15 = llvm.ashr %14, %arg0 : i32
    %16 = llvm.fsub %arg3, %arg3 : f32
    %17 = llvm.fmul %16, %arg3 : f32
    %18 = llvm.fdiv %17, %arg3 : f32
    %19 = llvm.frem %18, %arg3 : f32
    %20 = llvm.fneg %19 {fastmathFlags = #llvm.fastmath<nsz>} : f32
    %21 = llvm.fcmp "oge" %20, %arg3 : f32
    %22 = llvm.icmp "ne" %15, %arg0 : i32
    %23 = llvm.select %22, %15, %arg0 : i1, i32
    %24 = llvm.freeze %23 : i32
    %25 = llvm.sext %24 : i32 to i64
    %26 = llvm.trunc %25 overflow<nsw, nuw> : i64 to i16
    %27 = llvm.uitofp nneg %26 : i16 to f32
    %28 = llvm.sitofp %26 : i16 to f64
    %29 = llvm.fptoui %28 : f64 to i32
    %30 = llvm.fptosi %27 : f32 to i32
    %31 = llvm.bitcast %30 : i32 to f32
    %32 = llvm.ptrtoint %arg1 : !llvm.ptr to i64
    %33 = llvm.ptrtoaddr %arg1 : !llvm.ptr to i64
    %34 = llvm.addrspacecast %arg1 : !llvm.ptr to !llvm.ptr<1>
    %35 = llvm.extractelement %arg2[%arg0 : i32] : vector<4xf32>
    %36 = llvm.insertelement %35, %arg2[%arg0 : i32] : vector<4xf32>
    %37 = llvm.alloca inalloca %arg0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %38 = llvm.load volatile %37 atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store volatile %38, %37 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
    %39 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %40 = llvm.insertvalue %31, %39[1] : !llvm.struct<(i32, f32)> 
    llvm.cond_br %21 weights([3, 5]), ^bb1(%40 : !llvm.struct<(i32, f32)>), ^bb2
  ^bb1(%41: !llvm.struct<(i32, f32)>):  // pred: ^bb0
    llvm.return %41 : !llvm.struct<(i32, f32)>
  ^bb2:  // pred: ^bb0
    llvm.unreachable
  }
  llvm.func @intrinsics(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: i64, %arg4: !llvm.ptr, %arg5: vector<4xf32>, %arg6: vector<4xi32>, %arg7: vector<4xi1>, %arg8: vector<4x!llvm.ptr>, %arg9: i1, %arg10: vector<[4]xf32>) {
    %0 = llvm.intr.acos(%arg0) : (f32) -> f32
    %1 = llvm.intr.asin(%arg0) : (f32) -> f32
    %2 = llvm.intr.atan(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
    %3 = llvm.intr.atan2(%arg0, %arg0) : (f32, f32) -> f32
    %4 = llvm.intr.ceil(%arg0) : (f32) -> f32
    %5 = llvm.intr.cos(%arg0) : (f32) -> f32
    %6 = llvm.intr.cosh(%arg0) : (f32) -> f32
    %7 = llvm.intr.exp(%arg0) : (f32) -> f32
    %8 = llvm.intr.exp2(%arg0) : (f32) -> f32
    %9 = llvm.intr.exp10(%arg0) : (f32) -> f32
    %10 = llvm.intr.fabs(%arg5) : (vector<4xf32>) -> vector<4xf32>
    %11 = llvm.intr.floor(%arg0) : (f32) -> f32
    %12 = llvm.intr.log(%arg0) : (f32) -> f32
    %13 = llvm.intr.log10(%arg0) : (f32) -> f32
    %14 = llvm.intr.log2(%arg0) : (f32) -> f32
    %15 = llvm.intr.nearbyint(%arg0) : (f32) -> f32
    %16 = llvm.intr.rint(%arg0) : (f32) -> f32
    %17 = llvm.intr.round(%arg0) : (f32) -> f32
    %18 = llvm.intr.roundeven(%arg0) : (f32) -> f32
    %19 = llvm.intr.sin(%arg0) : (f32) -> f32
    %20 = llvm.intr.sinh(%arg0) : (f32) -> f32
    %21 = llvm.intr.sqrt(%arg0) : (f32) -> f32
    %22 = llvm.intr.tan(%arg0) : (f32) -> f32
    %23 = llvm.intr.tanh(%arg0) : (f32) -> f32
    %24 = llvm.intr.trunc(%arg0) : (f32) -> f32
    %25 = llvm.intr.copysign(%arg0, %arg0) : (f32, f32) -> f32
    %26 = llvm.intr.maxnum(%arg0, %arg0) : (f32, f32) -> f32
    %27 = llvm.intr.minnum(%arg0, %arg0) : (f32, f32) -> f32
    %28 = llvm.intr.maximum(%arg0, %arg0) : (f32, f32) -> f32
    %29 = llvm.intr.minimum(%arg0, %arg0) : (f32, f32) -> f32
    %30 = llvm.intr.pow(%arg0, %arg0) : (f32, f32) -> f32
    %31 = llvm.intr.fma(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
    %32 = llvm.intr.fmuladd(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
    %33 = llvm.intr.bitreverse(%arg2) : (i32) -> i32
    %34 = llvm.intr.bswap(%arg2) : (i32) -> i32
    %35 = llvm.intr.ctpop(%arg2) : (i32) -> i32
    %36 = llvm.intr.sadd.sat(%arg2, %arg2) : (i32, i32) -> i32
    %37 = llvm.intr.ssub.sat(%arg2, %arg2) : (i32, i32) -> i32
    %38 = llvm.intr.uadd.sat(%arg2, %arg2) : (i32, i32) -> i32
    %39 = llvm.intr.usub.sat(%arg2, %arg2) : (i32, i32) -> i32
    %40 = llvm.intr.sshl.sat(%arg2, %arg2) : (i32, i32) -> i32
    %41 = llvm.intr.ushl.sat(%arg2, %arg2) : (i32, i32) -> i32
    %42 = llvm.intr.smax(%arg2, %arg2) : (i32, i32) -> i32
    %43 = llvm.intr.smin(%arg2, %arg2) : (i32, i32) -> i32
    %44 = llvm.intr.umax(%arg2, %arg2) : (i32, i32) -> i32
    %45 = llvm.intr.umin(%arg2, %arg2) : (i32, i32) -> i32
    %46 = llvm.intr.fshl(%arg2, %arg2, %arg2) : (i32, i32, i32) -> i32
    %47 = llvm.intr.fshr(%arg2, %arg2, %arg2) : (i32, i32, i32) -> i32
    %48 = llvm.intr.scmp(%arg2, %arg2) : (i32, i32) -> i8
    %49 = llvm.intr.ucmp(%arg2, %arg2) : (i32, i32) -> i8
    %50 = llvm.intr.arithmetic.fence(%arg0) : (f32) -> f32
    %51 = llvm.intr.frexp(%arg0) : (f32) -> !llvm.struct<(f32, i32)>
    %52 = llvm.intr.ldexp(%arg0, %arg2) : (f32, i32) -> f32
    %53 = llvm.intr.powi(%arg0, %arg2) : (f32, i32) -> f32
    %54 = llvm.intr.sincos(%arg0) : (f32) -> !llvm.struct<(f32, f32)>
    %55 = llvm.intr.llrint(%arg0) : (f32) -> i64
    %56 = llvm.intr.llround(%arg0) : (f32) -> i64
    %57 = llvm.intr.lrint(%arg0) : (f32) -> i64
    %58 = llvm.intr.lround(%arg0) : (f32) -> i64
    %59 = "llvm.intr.abs"(%arg2) <{is_int_min_poison = false}> : (i32) -> i32
    %60 = "llvm.intr.ctlz"(%arg2) <{is_zero_poison = true}> : (i32) -> i32
    %61 = "llvm.intr.cttz"(%arg2) <{is_zero_poison = false}> : (i32) -> i32
    %62 = "llvm.intr.is.constant"(%arg2) : (i32) -> i1
    %63 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
    %64 = "llvm.intr.sadd.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %65 = "llvm.intr.uadd.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %66 = "llvm.intr.ssub.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %67 = "llvm.intr.usub.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %68 = "llvm.intr.smul.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %69 = "llvm.intr.umul.with.overflow"(%arg2, %arg2) : (i32, i32) -> !llvm.struct<(i32, i1)>
    "llvm.intr.memcpy"(%arg4, %arg4, %arg2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.intr.memmove"(%arg4, %arg4, %arg2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    %70 = llvm.mlir.constant(8 : i8) : i8
    "llvm.intr.memset"(%arg4, %70, %arg2) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
    "llvm.intr.memcpy.inline"(%arg4, %arg4) <{isVolatile = false, len = 4 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
    "llvm.intr.memset.inline"(%arg4, %70) <{isVolatile = false, len = 4 : i32}> : (!llvm.ptr, i8) -> ()
    llvm.intr.lifetime.start %arg4 : !llvm.ptr
    llvm.intr.lifetime.end %arg4 : !llvm.ptr
    %71 = llvm.intr.invariant.start 4, %arg4 : !llvm.ptr
    llvm.intr.invariant.end %71, 4, %arg4 : !llvm.ptr
    %72 = llvm.intr.launder.invariant.group %arg4 : !llvm.ptr
    %73 = llvm.intr.strip.invariant.group %arg4 : !llvm.ptr
    %74 = llvm.intr.stacksave : !llvm.ptr
    llvm.intr.stackrestore %74 : !llvm.ptr
    %75 = "llvm.intr.threadlocal.address"(%arg4) : (!llvm.ptr) -> !llvm.ptr
    "llvm.intr.prefetch"(%arg4) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    %76 = llvm.intr.ptrmask %arg4, %arg3 : (!llvm.ptr, i64) -> !llvm.ptr
    %77 = "llvm.intr.annotation"(%arg2, %arg4, %arg4, %arg2) : (i32, !llvm.ptr, !llvm.ptr, i32) -> i32
    %78 = "llvm.intr.ptr.annotation"(%arg4, %arg4, %arg4, %arg2, %arg4) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
    "llvm.intr.var.annotation"(%arg4, %arg4, %arg4, %arg2, %arg4) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
    %79 = "llvm.intr.vector.reduce.add"(%arg6) : (vector<4xi32>) -> i32
    %80 = "llvm.intr.vector.reduce.and"(%arg6) : (vector<4xi32>) -> i32
    %81 = "llvm.intr.vector.reduce.mul"(%arg6) : (vector<4xi32>) -> i32
    %82 = "llvm.intr.vector.reduce.or"(%arg6) : (vector<4xi32>) -> i32
    %83 = "llvm.intr.vector.reduce.smax"(%arg6) : (vector<4xi32>) -> i32
    %84 = "llvm.intr.vector.reduce.smin"(%arg6) : (vector<4xi32>) -> i32
    %85 = "llvm.intr.vector.reduce.umax"(%arg6) : (vector<4xi32>) -> i32
    %86 = "llvm.intr.vector.reduce.umin"(%arg6) : (vector<4xi32>) -> i32
    %87 = "llvm.intr.vector.reduce.xor"(%arg6) : (vector<4xi32>) -> i32
    %88 = llvm.intr.vector.reduce.fmax(%arg5) : (vector<4xf32>) -> f32
    %89 = llvm.intr.vector.reduce.fmaximum(%arg5) : (vector<4xf32>) -> f32
    %90 = llvm.intr.vector.reduce.fmin(%arg5) : (vector<4xf32>) -> f32
    %91 = llvm.intr.vector.reduce.fminimum(%arg5) : (vector<4xf32>) -> f32
    %92 = "llvm.intr.vector.reduce.fadd"(%arg0, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %93 = "llvm.intr.vector.reduce.fmul"(%arg0, %arg5) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
    %94 = llvm.intr.masked.load %arg4, %arg7, %arg5 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    llvm.intr.masked.store %arg5, %arg4, %arg7 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
    %95 = llvm.intr.masked.gather %arg8, %arg7, %arg5 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    llvm.intr.masked.scatter %arg5, %arg8, %arg7 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
    %96 = "llvm.intr.masked.expandload"(%arg4, %arg7, %arg5) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "llvm.intr.masked.compressstore"(%arg5, %arg4, %arg7) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
    %97 = llvm.intr.vector.extract %arg10[0] : vector<4xf32> from vector<[4]xf32>
    %98 = llvm.intr.vector.insert %arg5, %arg10[0] : vector<4xf32> into vector<[4]xf32>
    %99 = "llvm.intr.vector.interleave2"(%arg5, %arg5) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
    %100 = "llvm.intr.vector.deinterleave2"(%arg5) : (vector<4xf32>) -> !llvm.struct<(vector<2xf32>, vector<2xf32>)>
    %101 = llvm.intr.get.active.lane.mask %arg2, %arg2 : i32, i32 to vector<4xi1>
    %102 = llvm.intr.stepvector : vector<4xi32>
    %103 = "llvm.intr.vscale"() : () -> i64
    %104 = llvm.intr.matrix.column.major.load %arg4, <stride = %arg3> {columns = 2 : i32, isVolatile = false, rows = 2 : i32} : vector<4xf32> from !llvm.ptr stride i64
    llvm.intr.matrix.column.major.store %arg5, %arg4, <stride = %arg3> {columns = 2 : i32, isVolatile = false, rows = 2 : i32} : vector<4xf32> to !llvm.ptr stride i64
    %105 = llvm.intr.matrix.multiply %arg5, %arg5 {lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %106 = llvm.intr.matrix.transpose %arg5 {columns = 2 : i32, rows = 2 : i32} : vector<4xf32> into vector<4xf32>
    llvm.intr.assume %arg9 : i1
    llvm.intr.assume %arg9 ["align"(%arg4, %arg3 : !llvm.ptr, i64)] : i1
    llvm.intr.trap
    llvm.intr.debugtrap
    llvm.intr.ubsantrap <{failureKind = 1 : i8}>
    %107 = llvm.intr.expect %arg2, %arg2 : i32
    %108 = llvm.intr.expect.with.probability %arg2, %arg2, 5.000000e-01 : i32
    %109 = llvm.intr.ssa.copy %arg2 : i32
    %110 = llvm.intr.eh.typeid.for %arg4 : (!llvm.ptr) -> i32
    llvm.intr.fake.use %arg2, %arg0 : i32, f32
    llvm.intr.vastart %arg4 : !llvm.ptr
    llvm.intr.vacopy %arg4 to %arg4 : !llvm.ptr, !llvm.ptr
    llvm.intr.vaend %arg4 : !llvm.ptr
    %111 = llvm.intr.experimental.constrained.fptrunc %arg1 towardzero ignore : f64 to f32
    %112 = llvm.intr.experimental.constrained.fpext %arg0 ignore : f32 to f64
    %113 = llvm.intr.experimental.constrained.fadd %arg0, %arg0 tonearest strict {fastmathFlags = #llvm.fastmath<fast>} : f32
    %114 = llvm.intr.experimental.constrained.fcmp olt %arg0, %arg0 ignore : f32
    %115 = llvm.intr.experimental.constrained.fcmps oeq %arg0, %arg0 maytrap : f32
    %116 = llvm.intr.experimental.constrained.ldexp %arg0, %arg2 tonearest ignore : (f32, i32) -> f32
    %117 = llvm.intr.experimental.constrained.powi %arg0, %arg2 tonearest ignore : (f32, i32) -> f32
    %118 = llvm.intr.experimental.constrained.fma %arg0, %arg0, %arg0 tonearest ignore : f32
    %119 = llvm.intr.experimental.constrained.fmuladd %arg0, %arg0, %arg0 tonearest ignore : f32
    %120 = llvm.intr.experimental.constrained.ceil %arg0 ignore : f32
    %121 = llvm.intr.experimental.constrained.maxnum %arg0, %arg0 ignore : f32
    %122 = llvm.intr.experimental.constrained.sitofp %arg2 tonearest ignore : i32 to f32
    %123 = llvm.intr.experimental.constrained.fptosi %arg0 ignore : f32 to i32
    %124 = llvm.intr.experimental.constrained.acos %arg0 tonearest ignore : f32
    %125 = llvm.intr.experimental.constrained.asin %arg0 tonearest ignore : f32
    %126 = llvm.intr.experimental.constrained.atan %arg0 tonearest ignore : f32
    %127 = llvm.intr.experimental.constrained.cos %arg0 tonearest ignore : f32
    %128 = llvm.intr.experimental.constrained.cosh %arg0 tonearest ignore : f32
    %129 = llvm.intr.experimental.constrained.exp %arg0 tonearest ignore : f32
    %130 = llvm.intr.experimental.constrained.exp2 %arg0 tonearest ignore : f32
    %131 = llvm.intr.experimental.constrained.log %arg0 tonearest ignore : f32
    %132 = llvm.intr.experimental.constrained.log10 %arg0 tonearest ignore : f32
    %133 = llvm.intr.experimental.constrained.log2 %arg0 tonearest ignore : f32
    %134 = llvm.intr.experimental.constrained.nearbyint %arg0 tonearest ignore : f32
    %135 = llvm.intr.experimental.constrained.rint %arg0 tonearest ignore : f32
    %136 = llvm.intr.experimental.constrained.sin %arg0 tonearest ignore : f32
    %137 = llvm.intr.experimental.constrained.sinh %arg0 tonearest ignore : f32
    %138 = llvm.intr.experimental.constrained.sqrt %arg0 tonearest ignore : f32
    %139 = llvm.intr.experimental.constrained.tan %arg0 tonearest ignore : f32
    %140 = llvm.intr.experimental.constrained.tanh %arg0 tonearest ignore : f32
    %141 = llvm.intr.experimental.constrained.floor %arg0 ignore : f32
    %142 = llvm.intr.experimental.constrained.round %arg0 ignore : f32
    %143 = llvm.intr.experimental.constrained.roundeven %arg0 ignore : f32
    %144 = llvm.intr.experimental.constrained.trunc %arg0 ignore : f32
    %145 = llvm.intr.experimental.constrained.atan2 %arg0, %arg0 tonearest ignore : f32
    %146 = llvm.intr.experimental.constrained.fsub %arg0, %arg0 tonearest ignore : f32
    %147 = llvm.intr.experimental.constrained.fmul %arg0, %arg0 tonearest ignore : f32
    %148 = llvm.intr.experimental.constrained.fdiv %arg0, %arg0 tonearest ignore : f32
    %149 = llvm.intr.experimental.constrained.frem %arg0, %arg0 tonearest ignore : f32
    %150 = llvm.intr.experimental.constrained.pow %arg0, %arg0 tonearest ignore : f32
    %151 = llvm.intr.experimental.constrained.minnum %arg0, %arg0 ignore : f32
    %152 = llvm.intr.experimental.constrained.maximum %arg0, %arg0 ignore : f32
    %153 = llvm.intr.experimental.constrained.minimum %arg0, %arg0 ignore : f32
    %154 = llvm.intr.experimental.constrained.uitofp %arg2 tonearest ignore : i32 to f32
    %155 = llvm.intr.experimental.constrained.llrint %arg0 tonearest ignore : f32 to i64
    %156 = llvm.intr.experimental.constrained.lrint %arg0 tonearest ignore : f32 to i64
    %157 = llvm.intr.experimental.constrained.llround %arg0 ignore : f32 to i64
    %158 = llvm.intr.experimental.constrained.lround %arg0 ignore : f32 to i64
    %159 = llvm.intr.experimental.constrained.fptoui %arg0 ignore : f32 to i32
    %160 = "llvm.intr.vp.add"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %161 = "llvm.intr.vp.sub"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %162 = "llvm.intr.vp.mul"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %163 = "llvm.intr.vp.sdiv"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %164 = "llvm.intr.vp.udiv"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %165 = "llvm.intr.vp.srem"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %166 = "llvm.intr.vp.urem"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %167 = "llvm.intr.vp.ashr"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %168 = "llvm.intr.vp.lshr"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %169 = "llvm.intr.vp.shl"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %170 = "llvm.intr.vp.or"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %171 = "llvm.intr.vp.and"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %172 = "llvm.intr.vp.xor"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %173 = "llvm.intr.vp.smax"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %174 = "llvm.intr.vp.smin"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %175 = "llvm.intr.vp.umax"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %176 = "llvm.intr.vp.umin"(%arg6, %arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
    %177 = "llvm.intr.vp.fadd"(%arg5, %arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
    %178 = "llvm.intr.vp.fsub"(%arg5, %arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
    %179 = "llvm.intr.vp.fmul"(%arg5, %arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
    %180 = "llvm.intr.vp.fdiv"(%arg5, %arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
    %181 = "llvm.intr.vp.frem"(%arg5, %arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
    %182 = "llvm.intr.vp.fneg"(%arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
    %183 = "llvm.intr.vp.fma"(%arg5, %arg5, %arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
    %184 = "llvm.intr.vp.fmuladd"(%arg5, %arg5, %arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
    %185 = "llvm.intr.vp.sext"(%arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi64>
    %186 = "llvm.intr.vp.zext"(%arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi64>
    %187 = "llvm.intr.vp.trunc"(%arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi16>
    %188 = "llvm.intr.vp.fptrunc"(%arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf16>
    %189 = "llvm.intr.vp.fpext"(%arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf64>
    %190 = "llvm.intr.vp.fptoui"(%arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xi32>
    %191 = "llvm.intr.vp.fptosi"(%arg5, %arg7, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xi32>
    %192 = "llvm.intr.vp.uitofp"(%arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xf32>
    %193 = "llvm.intr.vp.sitofp"(%arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xf32>
    %194 = "llvm.intr.vp.ptrtoint"(%arg8, %arg7, %arg2) : (vector<4x!llvm.ptr>, vector<4xi1>, i32) -> vector<4xi64>
    %195 = "llvm.intr.vp.inttoptr"(%arg6, %arg7, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4x!llvm.ptr>
    %196 = "llvm.intr.vp.reduce.add"(%arg2, %arg6, %arg7, %arg2) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
    %197 = "llvm.intr.vp.reduce.mul"(%arg2, %arg6, %arg7, %arg2) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
    %198 = "llvm.intr.vp.reduce.and"(%arg2, %arg6, %arg7, %arg2) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
    %199 = "llvm.intr.vp.reduce.or"(%arg2, %arg6, %arg7, %arg2) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
    %200 = "llvm.intr.vp.reduce.xor"(%arg2, %arg6, %arg7, %arg2) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
    %201 = "llvm.intr.vp.reduce.smax"(%arg2, %arg6, %arg7, %arg2) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
    %202 = "llvm.intr.vp.reduce.smin"(%arg2, %arg6, %arg7, %arg2) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
    %203 = "llvm.intr.vp.reduce.umax"(%arg2, %arg6, %arg7, %arg2) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
    %204 = "llvm.intr.vp.reduce.umin"(%arg2, %arg6, %arg7, %arg2) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
    %205 = "llvm.intr.vp.reduce.fadd"(%arg0, %arg5, %arg7, %arg2) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
    %206 = "llvm.intr.vp.reduce.fmul"(%arg0, %arg5, %arg7, %arg2) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
    %207 = "llvm.intr.vp.reduce.fmax"(%arg0, %arg5, %arg7, %arg2) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
    %208 = "llvm.intr.vp.reduce.fmin"(%arg0, %arg5, %arg7, %arg2) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
    %209 = "llvm.intr.vp.merge"(%arg7, %arg5, %arg5, %arg2) : (vector<4xi1>, vector<4xf32>, vector<4xf32>, i32) -> vector<4xf32>
    %210 = "llvm.intr.vp.select"(%arg7, %arg5, %arg5, %arg2) : (vector<4xi1>, vector<4xf32>, vector<4xf32>, i32) -> vector<4xf32>
    %211 = "llvm.intr.vp.load"(%arg4, %arg7, %arg2) : (!llvm.ptr, vector<4xi1>, i32) -> vector<4xf32>
    "llvm.intr.vp.store"(%arg5, %arg4, %arg7, %arg2) : (vector<4xf32>, !llvm.ptr, vector<4xi1>, i32) -> ()
    %212 = "llvm.intr.experimental.vp.strided.load"(%arg4, %arg2, %arg7, %arg2) : (!llvm.ptr, i32, vector<4xi1>, i32) -> vector<4xf32>
    "llvm.intr.experimental.vp.strided.store"(%arg5, %arg4, %arg2, %arg7, %arg2) : (vector<4xf32>, !llvm.ptr, i32, vector<4xi1>, i32) -> ()
    llvm.return
  }
  llvm.func @coro(%arg0: !llvm.ptr, %arg1: i32, %arg2: i1) {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.intr.coro.id %arg1, %0, %0, %0 : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> token
    %2 = llvm.intr.coro.size : i64
    %3 = llvm.intr.coro.align : i64
    %4 = llvm.intr.coro.begin %1, %arg0 : (token, !llvm.ptr) -> !llvm.ptr
    %5 = llvm.intr.coro.save %4 : (!llvm.ptr) -> token
    %6 = llvm.intr.coro.suspend %5, %arg2 : i8
    %7 = llvm.mlir.none : token
    %8 = llvm.intr.coro.end %4, %arg2, %7 : (!llvm.ptr, i1, token) -> i1
    %9 = llvm.intr.coro.free %1, %4 : (token, !llvm.ptr) -> !llvm.ptr
    llvm.intr.coro.resume %4 : !llvm.ptr
    llvm.intr.coro.destroy %4 : !llvm.ptr
    llvm.intr.coro.dead %4 : !llvm.ptr
    %10 = llvm.intr.coro.done %4 : (!llvm.ptr) -> i1
    %11 = llvm.intr.coro.promise %4, %arg1, %arg2 : (!llvm.ptr, i32, i1) -> !llvm.ptr
    %12 = llvm.intr.coro.alloc %1 : (token) -> i1
    %13 = llvm.intr.coro.frame : !llvm.ptr
    %14 = llvm.intr.coro.noop : !llvm.ptr
    %15 = llvm.intr.coro.is_in_ramp : i1
    llvm.intr.coro.await.suspend.void %arg0, %4, %arg0 : !llvm.ptr, !llvm.ptr, !llvm.ptr
    %16 = llvm.intr.coro.await.suspend.bool %arg0, %4, %arg0 : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i1
    llvm.intr.coro.await.suspend.handle %arg0, %4, %arg0 : !llvm.ptr, !llvm.ptr, !llvm.ptr
    llvm.return
  }
  llvm.func @attrs(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = i32}, %arg1: vector<2x!llvm.ptr>, %arg2: i64) -> (i32 {llvm.signext}) attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, passthrough = ["nounwind", ["frame-pointer", "all"]]} {
    %0 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %1 = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %2 = llvm.getelementptr %arg1[%arg2] : (vector<2x!llvm.ptr>, i64) -> vector<2x!llvm.ptr>, i8
    %3 = llvm.icmp "eq" %arg1, %2 : vector<2x!llvm.ptr>
    %4 = llvm.inline_asm operand_attrs = [{elementtype = i32}] "x", "=*m" %arg0 : (!llvm.ptr) -> i32
    llvm.switch %arg2 : i64, ^bb1 [
      -9223372036854775808: ^bb1,
      9223372036854775807: ^bb2
    ]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %5 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %5 : i32
  ^bb2:  // pred: ^bb0
    %6 = llvm.mlir.undef : !llvm.struct<"rec", (ptr, struct<"rec">)>
    %7 = llvm.mlir.zero : !llvm.struct<packed (i8, i32)>
    llvm.return %4 : i32
  }
  llvm.mlir.global internal @garr() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<2 x f32> {
    %0 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : !llvm.array<2 x f32>
    llvm.return %0 : !llvm.array<2 x f32>
  }
  llvm.mlir.global private constant @h(dense<[1, 2]> : tensor<2xi16>) {addr_space = 0 : i32} : !llvm.array<2 x i16>
  llvm.func @va(%arg0: !llvm.ptr, ...) {
    llvm.intr.vastart %arg0 : !llvm.ptr
    llvm.return
  }
  llvm.func @dbg(%arg0: i32, %arg1: !llvm.ptr) {
    llvm.intr.dbg.declare #di_local_variable = %arg1 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable #llvm.di_expression<[DW_OP_deref]> = %arg0 : i32
    llvm.intr.dbg.value #di_local_variable = %arg0 : i32
    llvm.intr.dbg.label #di_label
    llvm.intr.experimental.noalias.scope.decl #alias_scope
    llvm.return
  }
}
