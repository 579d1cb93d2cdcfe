module {
  llvm.mlir.global external @g() {addr_space = 0 : i32} : i32
  llvm.mlir.global internal constant @str("abc") {addr_space = 0 : i32}
  llvm.mlir.global private @init() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
    llvm.return %0 : !llvm.struct<(i32, ptr)>
  }
  llvm.func @decl(i32, ...) -> i32
  llvm.func internal fastcc @callee(%arg0: i32 {llvm.noundef}) -> !llvm.ptr attributes {dso_local} {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @ops(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: i1, %arg4: vector<4xf32>) -> i64 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.add %arg0, %0 overflow<nsw, nuw> : i32
    %2 = llvm.sub %1, %0 : i32
    %3 = llvm.sdiv exact %2, %0 : i32
    %4 = llvm.or disjoint %3, %0 : i32
    %5 = llvm.xor %4, %0 : i32
    %6 = llvm.fadd %arg1, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %7 = llvm.fneg %6 : f32
    %8 = llvm.icmp "slt" %5, %0 : i32
    %9 = llvm.fcmp "olt" %7, %arg1 : f32
    %10 = llvm.select %8, %arg0, %5 : i1, i32
    %11 = llvm.zext nneg %10 : i32 to i64
    %12 = llvm.trunc %11 overflow<nsw> : i64 to i16
    %13 = llvm.sitofp %12 : i16 to f32
    %14 = llvm.bitcast %13 : f32 to i32
    %15 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %14, %15 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store volatile %14, %15 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
    %16 = llvm.load %15 : !llvm.ptr -> i32
    %17 = llvm.load volatile %15 atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    %18 = llvm.getelementptr inbounds %arg2[0, %arg0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<10 x i32>
    %19 = llvm.getelementptr %18[-1] : (!llvm.ptr) -> !llvm.ptr, f32
    %20 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x ptr<1>>)>
    %21 = llvm.insertvalue %16, %20[0] : !llvm.struct<(i32, array<2 x ptr<1>>)> 
    %22 = llvm.extractvalue %21[1, 0] : !llvm.struct<(i32, array<2 x ptr<1>>)> 
    %23 = llvm.addrspacecast %22 : !llvm.ptr<1> to !llvm.ptr
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.mlir.poison : !llvm.array<2 x array<8 x f32>>
    %26 = llvm.mlir.zero : !llvm.ptr
    %27 = llvm.call @decl(%0, %17) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
    %28 = llvm.call @callee(%27) : (i32) -> !llvm.ptr
    %29 = llvm.extractelement %arg4[%0 : i32] : vector<4xf32>
    %30 = llvm.insertelement %29, %arg4[%0 : i32] : vector<4xf32>
    %31 = llvm.freeze %30 : vector<4xf32>
    llvm.intr.lifetime.start %15 : !llvm.ptr
    %32 = llvm.intr.launder.invariant.group %15 : !llvm.ptr
    llvm.call %26() : !llvm.ptr, () -> ()
    llvm.cond_br %arg3 weights([1, 2]), ^bb1(%24 : i64), ^bb2
  ^bb1(%33: i64):  // 2 preds: ^bb0, ^bb2
    llvm.return %33 : i64
  ^bb2:  // pred: ^bb0
    llvm.br ^bb1(%11 : i64)
  }
  llvm.func @unreachable() {
    llvm.unreachable
  }
  llvm.func @more(%arg0: i32, %arg1: f64, %arg2: !llvm.ptr, %arg3: vector<2xi64>) {
    %0 = llvm.mul %arg0, %arg0 : i32
    %1 = llvm.shl %0, %arg0 overflow<nsw> : i32
    %2 = llvm.udiv %1, %arg0 : i32
    %3 = llvm.lshr exact %2, %arg0 : i32
    %4 = llvm.ashr %3, %arg0 : i32
    %5 = llvm.urem %4, %arg0 : i32
    %6 = llvm.srem %5, %arg0 : i32
    %7 = llvm.and %6, %arg0 : i32
    %8 = llvm.fsub %arg1, %arg1 : f64
    %9 = llvm.fmul %8, %arg1 : f64
    %10 = llvm.fdiv %9, %arg1 : f64
    %11 = llvm.frem %10, %arg1 : f64
    %12 = llvm.fptrunc %11 : f64 to f32
    %13 = llvm.fpext %12 : f32 to f64
    %14 = llvm.fptoui %13 : f64 to i32
    %15 = llvm.fptosi %13 : f64 to i32
    %16 = llvm.uitofp nneg %14 : i32 to f32
    %17 = llvm.sext %15 : i32 to i64
    %18 = llvm.inttoptr %17 : i64 to !llvm.ptr
    %19 = llvm.ptrtoaddr %18 : !llvm.ptr to i64
    %20 = llvm.bitcast %arg3 : vector<2xi64> to vector<4xi32>
    %21 = llvm.intr.strip.invariant.group %arg2 : !llvm.ptr
    llvm.intr.lifetime.end %21 : !llvm.ptr
    llvm.return
  }
}
