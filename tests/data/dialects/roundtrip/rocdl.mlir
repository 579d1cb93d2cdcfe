module {
  llvm.func @rocdl_ops(%arg0: !llvm.ptr<3>, %arg1: i32, %arg2: i1, %arg3: f32, %arg4: vector<32xf32>, %arg5: vector<16xf32>, %arg6: vector<4xf32>, %arg7: vector<4xf16>, %arg8: vector<32xi32>, %arg9: vector<16xi32>, %arg10: vector<4xi32>, %arg11: vector<2xi16>, %arg12: vector<4xi16>, %arg13: f64, %arg14: vector<4xf64>, %arg15: i64, %arg16: vector<2xf32>, %arg17: vector<8xbf16>, %arg18: vector<8xf16>, %arg19: vector<8xi32>, %arg20: vector<8xi16>, %arg21: vector<2xi32>, %arg22: vector<16xbf16>, %arg23: vector<16xf16>, %arg24: f16, %arg25: bf16, %arg26: vector<8xf32>, %arg27: vector<16xi16>, %arg28: vector<32xf16>, %arg29: vector<32xbf16>, %arg30: vector<2xf16>, %arg31: vector<2xbf16>, %arg32: vector<3xi32>, %arg33: vector<6xi32>, %arg34: !llvm.ptr<1>, %arg35: !llvm.ptr<7>, %arg36: !llvm.ptr, %arg37: i16, %arg38: !llvm.ptr<8>) {
    %0 = rocdl.workitem.id.x : i32
    %1 = rocdl.workitem.id.y : i32
    %2 = rocdl.workitem.id.z : i32
    %3 = rocdl.workgroup.id.x : i32
    %4 = rocdl.workgroup.id.y : i32
    %5 = rocdl.workgroup.id.z : i32
    %6 = rocdl.cluster.id.x : i32
    %7 = rocdl.cluster.id.y : i32
    %8 = rocdl.cluster.id.z : i32
    %9 = rocdl.cluster.workgroup.id.x : i32
    %10 = rocdl.cluster.workgroup.id.y : i32
    %11 = rocdl.cluster.workgroup.id.z : i32
    %12 = rocdl.wave.id : i32
    %13 = rocdl.wavefrontsize : i32
    rocdl.s.barrier
    rocdl.barrier
    rocdl.wave.barrier
    rocdl.asyncmark
    rocdl.s.waitcnt 0
    rocdl.s.sleep 0
    rocdl.s.nop 0
    rocdl.s.setprio 0
    rocdl.iglp.opt 0
    rocdl.wait.asyncmark 0
    rocdl.s.wait.dscnt 0
    rocdl.s.wait.loadcnt 0
    rocdl.s.wait.storecnt 0
    rocdl.s.wait.expcnt 0
    rocdl.s.wait.asynccnt 0
    rocdl.s.wait.tensorcnt 0
    rocdl.s.barrier.signal id = -1
    rocdl.s.barrier.leave id = 1
    rocdl.s.barrier.wait id = -1
    %14 = rocdl.s.barrier.signal.isfirst id = 1 -> i1
    %15 = rocdl.s.get.barrier.state id = 1 -> i32
    rocdl.s.barrier.init %arg0 member_cnt = 1 : !llvm.ptr<3>
    rocdl.s.barrier.signal.var %arg0 member_cnt = 1 : !llvm.ptr<3>
    rocdl.s.barrier.join %arg0 : !llvm.ptr<3>
    rocdl.s.wakeup.barrier %arg0 : !llvm.ptr<3>
    %16 = rocdl.s.get.named.barrier.state %arg0 : !llvm.ptr<3> -> i32
    rocdl.sched.barrier none
    rocdl.sched.group.barrier mfma_wmma, 1, 0
    %17 = rocdl.mbcnt.lo %arg1, %arg1 : (i32, i32) -> i32
    %18 = rocdl.mbcnt.hi %arg1, %arg1 : (i32, i32) -> i32
    %19 = rocdl.ds_swizzle %arg1, %arg1 : (i32, i32) -> i32
    %20 = rocdl.ds_bpermute %arg1, %arg1 : (i32, i32) -> i32
    %21 = rocdl.ballot %arg2 : i32
    %22 = rocdl.readfirstlane %arg3 : f32
    %23 = rocdl.readlane %arg3, %arg1 : (f32, i32) -> f32
    %24 = rocdl.update.dpp %arg1, %arg1 with 0, 0, 0, false : i32
    %25 = rocdl.permlanex16 %arg3, %arg3, %arg1, %arg1, false, true : f32, i32
    %26 = rocdl.permlane16.swap %arg1, %arg1, false, true : (i32, i32) -> <(i32, i32)>
    %27 = rocdl.permlane32.swap %arg1, %arg1, false, true : (i32, i32) -> <(i32, i32)>
    %28 = rocdl.permlane16.var %arg1, %arg1, %arg1, false, true : (i32, i32, i32) -> i32
    %29 = rocdl.permlanex16.var %arg1, %arg1, %arg1, false, true : (i32, i32, i32) -> i32
    %30 = rocdl.mfma.f32.32x32x1f32 %arg3, %arg3, %arg4, 0, 0, bcast_first_32 : (f32, f32, vector<32xf32>) -> vector<32xf32>
    %31 = rocdl.mfma.f32.16x16x1f32 %arg3, %arg3, %arg5, 0, 0, none : (f32, f32, vector<16xf32>) -> vector<16xf32>
    %32 = rocdl.mfma.f32.4x4x1f32 %arg3, %arg3, %arg6, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
    %33 = rocdl.mfma.f32.32x32x2f32 %arg3, %arg3, %arg5, 0, 0, none : (f32, f32, vector<16xf32>) -> vector<16xf32>
    %34 = rocdl.mfma.f32.16x16x4f32 %arg3, %arg3, %arg6, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
    %35 = rocdl.mfma.f32.32x32x4f16 %arg7, %arg7, %arg4, 0, 0, none : (vector<4xf16>, vector<4xf16>, vector<32xf32>) -> vector<32xf32>
    %36 = rocdl.mfma.f32.16x16x4f16 %arg7, %arg7, %arg5, 0, 0, none : (vector<4xf16>, vector<4xf16>, vector<16xf32>) -> vector<16xf32>
    %37 = rocdl.mfma.f32.4x4x4f16 %arg7, %arg7, %arg6, 0, 0, none : (vector<4xf16>, vector<4xf16>, vector<4xf32>) -> vector<4xf32>
    %38 = rocdl.mfma.f32.32x32x8f16 %arg7, %arg7, %arg5, 0, 0, none : (vector<4xf16>, vector<4xf16>, vector<16xf32>) -> vector<16xf32>
    %39 = rocdl.mfma.f32.16x16x16f16 %arg7, %arg7, %arg6, 0, 0, none : (vector<4xf16>, vector<4xf16>, vector<4xf32>) -> vector<4xf32>
    %40 = rocdl.mfma.i32.32x32x4i8 %arg1, %arg1, %arg8, 0, 0, none : (i32, i32, vector<32xi32>) -> vector<32xi32>
    %41 = rocdl.mfma.i32.16x16x4i8 %arg1, %arg1, %arg9, 0, 0, none : (i32, i32, vector<16xi32>) -> vector<16xi32>
    %42 = rocdl.mfma.i32.4x4x4i8 %arg1, %arg1, %arg10, 0, 0, none : (i32, i32, vector<4xi32>) -> vector<4xi32>
    %43 = rocdl.mfma.i32.32x32x8i8 %arg1, %arg1, %arg9, 0, 0, none : (i32, i32, vector<16xi32>) -> vector<16xi32>
    %44 = rocdl.mfma.i32.16x16x16i8 %arg1, %arg1, %arg10, 0, 0, none : (i32, i32, vector<4xi32>) -> vector<4xi32>
    %45 = rocdl.mfma.f32.32x32x2bf16 %arg11, %arg11, %arg4, 0, 0, none : (vector<2xi16>, vector<2xi16>, vector<32xf32>) -> vector<32xf32>
    %46 = rocdl.mfma.f32.16x16x2bf16 %arg11, %arg11, %arg5, 0, 0, none : (vector<2xi16>, vector<2xi16>, vector<16xf32>) -> vector<16xf32>
    %47 = rocdl.mfma.f32.4x4x2bf16 %arg11, %arg11, %arg6, 0, 0, none : (vector<2xi16>, vector<2xi16>, vector<4xf32>) -> vector<4xf32>
    %48 = rocdl.mfma.f32.32x32x4bf16 %arg11, %arg11, %arg5, 0, 0, none : (vector<2xi16>, vector<2xi16>, vector<16xf32>) -> vector<16xf32>
    %49 = rocdl.mfma.f32.16x16x8bf16 %arg11, %arg11, %arg6, 0, 0, none : (vector<2xi16>, vector<2xi16>, vector<4xf32>) -> vector<4xf32>
    %50 = rocdl.mfma.f32.32x32x4bf16.1k %arg12, %arg12, %arg4, 0, 0, none : (vector<4xi16>, vector<4xi16>, vector<32xf32>) -> vector<32xf32>
    %51 = rocdl.mfma.f32.16x16x4bf16.1k %arg12, %arg12, %arg5, 0, 0, none : (vector<4xi16>, vector<4xi16>, vector<16xf32>) -> vector<16xf32>
    %52 = rocdl.mfma.f32.4x4x4bf16.1k %arg12, %arg12, %arg6, 0, 0, none : (vector<4xi16>, vector<4xi16>, vector<4xf32>) -> vector<4xf32>
    %53 = rocdl.mfma.f32.32x32x8bf16.1k %arg12, %arg12, %arg5, 0, 0, none : (vector<4xi16>, vector<4xi16>, vector<16xf32>) -> vector<16xf32>
    %54 = rocdl.mfma.f32.16x16x16bf16.1k %arg12, %arg12, %arg6, 0, 0, none : (vector<4xi16>, vector<4xi16>, vector<4xf32>) -> vector<4xf32>
    %55 = rocdl.mfma.f64.16x16x4f64 %arg13, %arg13, %arg14, 0, 0, neg_a|neg_b : (f64, f64, vector<4xf64>) -> vector<4xf64>
    %56 = rocdl.mfma.f64.4x4x4f64 %arg13, %arg13, %arg13, 0, 0, none : (f64, f64, f64) -> f64
    %57 = rocdl.mfma.i32.16x16x32.i8 %arg15, %arg15, %arg10, 0, 0, none : (i64, i64, vector<4xi32>) -> vector<4xi32>
    %58 = rocdl.mfma.i32.32x32x16.i8 %arg15, %arg15, %arg9, 0, 0, none : (i64, i64, vector<16xi32>) -> vector<16xi32>
    %59 = rocdl.mfma.f32.16x16x8.xf32 %arg16, %arg16, %arg6, 0, 0, none : (vector<2xf32>, vector<2xf32>, vector<4xf32>) -> vector<4xf32>
    %60 = rocdl.mfma.f32.32x32x4.xf32 %arg16, %arg16, %arg5, 0, 0, none : (vector<2xf32>, vector<2xf32>, vector<16xf32>) -> vector<16xf32>
    %61 = rocdl.mfma.f32.16x16x32.bf16 %arg17, %arg17, %arg6, 0, 0, none : (vector<8xbf16>, vector<8xbf16>, vector<4xf32>) -> vector<4xf32>
    %62 = rocdl.mfma.i32.16x16x64.i8 %arg10, %arg10, %arg10, 0, 0, none : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %63 = rocdl.mfma.f32.16x16x32.f16 %arg18, %arg18, %arg6, 0, 0, none : (vector<8xf16>, vector<8xf16>, vector<4xf32>) -> vector<4xf32>
    %64 = rocdl.mfma.f32.32x32x16.bf16 %arg17, %arg17, %arg5, 0, 0, none : (vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
    %65 = rocdl.mfma.i32.32x32x32.i8 %arg10, %arg10, %arg9, 0, 0, none : (vector<4xi32>, vector<4xi32>, vector<16xi32>) -> vector<16xi32>
    %66 = rocdl.mfma.f32.32x32x16.f16 %arg18, %arg18, %arg5, 0, 0, none : (vector<8xf16>, vector<8xf16>, vector<16xf32>) -> vector<16xf32>
    %67 = rocdl.mfma.f32.16x16x32.bf8.bf8 %arg15, %arg15, %arg6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
    %68 = rocdl.mfma.f32.16x16x32.bf8.fp8 %arg15, %arg15, %arg6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
    %69 = rocdl.mfma.f32.16x16x32.fp8.bf8 %arg15, %arg15, %arg6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
    %70 = rocdl.mfma.f32.16x16x32.fp8.fp8 %arg15, %arg15, %arg6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
    %71 = rocdl.mfma.f32.32x32x16.bf8.bf8 %arg15, %arg15, %arg5, 0, 0, none : (i64, i64, vector<16xf32>) -> vector<16xf32>
    %72 = rocdl.mfma.f32.32x32x16.bf8.fp8 %arg15, %arg15, %arg5, 0, 0, none : (i64, i64, vector<16xf32>) -> vector<16xf32>
    %73 = rocdl.mfma.f32.32x32x16.fp8.bf8 %arg15, %arg15, %arg5, 0, 0, none : (i64, i64, vector<16xf32>) -> vector<16xf32>
    %74 = rocdl.mfma.f32.32x32x16.fp8.fp8 %arg15, %arg15, %arg5, 0, 0, none : (i64, i64, vector<16xf32>) -> vector<16xf32>
    %75 = rocdl.mfma.scale.f32.16x16x128.f8f6f4 %arg19, %arg19, %arg6, fp8_e4m3, fp8_e4m3, 0, %arg1, 0, %arg1 : (vector<8xi32>, vector<8xi32>, vector<4xf32>, i32, i32) -> vector<4xf32>
    %76 = rocdl.mfma.scale.f32.32x32x64.f8f6f4 %arg19, %arg19, %arg5, fp8_e4m3, fp8_e4m3, 0, %arg1, 0, %arg1 : (vector<8xi32>, vector<8xi32>, vector<16xf32>, i32, i32) -> vector<16xf32>
    %77 = rocdl.smfmac.f32.16x16x32.f16 %arg7, %arg18, %arg6, %arg1, 0, 0 : (vector<4xf16>, vector<8xf16>, vector<4xf32>, i32) -> vector<4xf32>
    %78 = rocdl.smfmac.f32.32x32x16.f16 %arg7, %arg18, %arg5, %arg1, 0, 0 : (vector<4xf16>, vector<8xf16>, vector<16xf32>, i32) -> vector<16xf32>
    %79 = rocdl.smfmac.f32.16x16x32.bf16 %arg12, %arg20, %arg6, %arg1, 0, 0 : (vector<4xi16>, vector<8xi16>, vector<4xf32>, i32) -> vector<4xf32>
    %80 = rocdl.smfmac.f32.32x32x16.bf16 %arg12, %arg20, %arg5, %arg1, 0, 0 : (vector<4xi16>, vector<8xi16>, vector<16xf32>, i32) -> vector<16xf32>
    %81 = rocdl.smfmac.i32.16x16x64.i8 %arg21, %arg10, %arg10, %arg1, 0, 0 : (vector<2xi32>, vector<4xi32>, vector<4xi32>, i32) -> vector<4xi32>
    %82 = rocdl.smfmac.i32.32x32x32.i8 %arg21, %arg10, %arg9, %arg1, 0, 0 : (vector<2xi32>, vector<4xi32>, vector<16xi32>, i32) -> vector<16xi32>
    %83 = rocdl.smfmac.f32.16x16x64.bf16 %arg17, %arg22, %arg6, %arg1, 0, 0 : (vector<8xbf16>, vector<16xbf16>, vector<4xf32>, i32) -> vector<4xf32>
    %84 = rocdl.smfmac.f32.16x16x64.f16 %arg18, %arg23, %arg6, %arg1, 0, 0 : (vector<8xf16>, vector<16xf16>, vector<4xf32>, i32) -> vector<4xf32>
    %85 = rocdl.smfmac.i32.16x16x128.i8 %arg10, %arg19, %arg10, %arg1, 0, 0 : (vector<4xi32>, vector<8xi32>, vector<4xi32>, i32) -> vector<4xi32>
    %86 = rocdl.smfmac.f32.32x32x32.bf16 %arg17, %arg22, %arg5, %arg1, 0, 0 : (vector<8xbf16>, vector<16xbf16>, vector<16xf32>, i32) -> vector<16xf32>
    %87 = rocdl.smfmac.f32.32x32x32.f16 %arg18, %arg23, %arg5, %arg1, 0, 0 : (vector<8xf16>, vector<16xf16>, vector<16xf32>, i32) -> vector<16xf32>
    %88 = rocdl.smfmac.i32.32x32x64.i8 %arg10, %arg19, %arg9, %arg1, 0, 0 : (vector<4xi32>, vector<8xi32>, vector<16xi32>, i32) -> vector<16xi32>
    %89 = rocdl.smfmac.f32.16x16x64.bf8.bf8 %arg21, %arg10, %arg6, %arg1, 0, 0 : (vector<2xi32>, vector<4xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %90 = rocdl.smfmac.f32.16x16x64.bf8.fp8 %arg21, %arg10, %arg6, %arg1, 0, 0 : (vector<2xi32>, vector<4xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %91 = rocdl.smfmac.f32.16x16x64.fp8.bf8 %arg21, %arg10, %arg6, %arg1, 0, 0 : (vector<2xi32>, vector<4xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %92 = rocdl.smfmac.f32.16x16x64.fp8.fp8 %arg21, %arg10, %arg6, %arg1, 0, 0 : (vector<2xi32>, vector<4xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %93 = rocdl.smfmac.f32.32x32x32.bf8.bf8 %arg21, %arg10, %arg5, %arg1, 0, 0 : (vector<2xi32>, vector<4xi32>, vector<16xf32>, i32) -> vector<16xf32>
    %94 = rocdl.smfmac.f32.32x32x32.bf8.fp8 %arg21, %arg10, %arg5, %arg1, 0, 0 : (vector<2xi32>, vector<4xi32>, vector<16xf32>, i32) -> vector<16xf32>
    %95 = rocdl.smfmac.f32.32x32x32.fp8.bf8 %arg21, %arg10, %arg5, %arg1, 0, 0 : (vector<2xi32>, vector<4xi32>, vector<16xf32>, i32) -> vector<16xf32>
    %96 = rocdl.smfmac.f32.32x32x32.fp8.fp8 %arg21, %arg10, %arg5, %arg1, 0, 0 : (vector<2xi32>, vector<4xi32>, vector<16xf32>, i32) -> vector<16xf32>
    %97 = rocdl.smfmac.f32.16x16x128.bf8.bf8 %arg10, %arg19, %arg6, %arg1, 0, 0 : (vector<4xi32>, vector<8xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %98 = rocdl.smfmac.f32.16x16x128.bf8.fp8 %arg10, %arg19, %arg6, %arg1, 0, 0 : (vector<4xi32>, vector<8xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %99 = rocdl.smfmac.f32.16x16x128.fp8.bf8 %arg10, %arg19, %arg6, %arg1, 0, 0 : (vector<4xi32>, vector<8xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %100 = rocdl.smfmac.f32.16x16x128.fp8.fp8 %arg10, %arg19, %arg6, %arg1, 0, 0 : (vector<4xi32>, vector<8xi32>, vector<4xf32>, i32) -> vector<4xf32>
    %101 = rocdl.smfmac.f32.32x32x64.bf8.bf8 %arg10, %arg19, %arg5, %arg1, 0, 0 : (vector<4xi32>, vector<8xi32>, vector<16xf32>, i32) -> vector<16xf32>
    %102 = rocdl.smfmac.f32.32x32x64.bf8.fp8 %arg10, %arg19, %arg5, %arg1, 0, 0 : (vector<4xi32>, vector<8xi32>, vector<16xf32>, i32) -> vector<16xf32>
    %103 = rocdl.smfmac.f32.32x32x64.fp8.bf8 %arg10, %arg19, %arg5, %arg1, 0, 0 : (vector<4xi32>, vector<8xi32>, vector<16xf32>, i32) -> vector<16xf32>
    %104 = rocdl.smfmac.f32.32x32x64.fp8.fp8 %arg10, %arg19, %arg5, %arg1, 0, 0 : (vector<4xi32>, vector<8xi32>, vector<16xf32>, i32) -> vector<16xf32>
    %105 = rocdl.wmma.f32.16x16x16.f16 %arg24, %arg24, %arg3 : (f16, f16, f32) -> f32
    %106 = rocdl.wmma.f32.16x16x16.bf16 %arg1, %arg1, %arg3 : (i32, i32, f32) -> f32
    %107 = rocdl.wmma.f16.16x16x16.f16 %arg24, %arg24, %arg24 : (f16, f16, f16) -> f16
    %108 = rocdl.wmma.bf16.16x16x16.bf16 %arg1, %arg1, %arg1 : (i32, i32, i32) -> i32
    %109 = rocdl.wmma.i32.16x16x16.iu8 %arg1, %arg1, %arg1 : (i32, i32, i32) -> i32
    %110 = rocdl.wmma.i32.16x16x16.iu4 %arg1, %arg1, %arg1 : (i32, i32, i32) -> i32
    %111 = rocdl.wmma.i32.16x16x32.iu4 %arg1, %arg1, %arg1 : (i32, i32, i32) -> i32
    %112 = rocdl.wmma.f32.16x16x4.f32 %arg3, %arg3, %arg3, modC = none : (f32, f32, f32) -> f32
    %113 = rocdl.wmma.f32.16x16x32.bf16 %arg25, %arg25, %arg3, modC = none : (bf16, bf16, f32) -> f32
    %114 = rocdl.wmma.f32.16x16x32.f16 %arg24, %arg24, %arg3, modC = none : (f16, f16, f32) -> f32
    %115 = rocdl.wmma.f16.16x16x32.f16 %arg24, %arg24, %arg24, modC = none : (f16, f16, f16) -> f16
    %116 = rocdl.wmma.bf16.16x16x32.bf16 %arg25, %arg25, %arg25, modC = none : (bf16, bf16, bf16) -> bf16
    %117 = rocdl.wmma.bf16f32.16x16x32.bf16 %arg25, %arg25, %arg3, modC = none : (bf16, bf16, f32) -> bf16
    %118 = rocdl.wmma.i32.16x16x64.iu8 %arg1, %arg1, %arg1 : (i32, i32, i32) -> i32
    %119 = rocdl.wmma.f32.16x16x16.fp8_fp8 %arg1, %arg1, %arg3 : (i32, i32, f32) -> f32
    %120 = rocdl.wmma.f32.16x16x16.fp8_bf8 %arg1, %arg1, %arg3 : (i32, i32, f32) -> f32
    %121 = rocdl.wmma.f32.16x16x16.bf8_fp8 %arg1, %arg1, %arg3 : (i32, i32, f32) -> f32
    %122 = rocdl.wmma.f32.16x16x16.bf8_bf8 %arg1, %arg1, %arg3 : (i32, i32, f32) -> f32
    %123 = rocdl.wmma.f32.16x16x64.fp8_fp8 %arg1, %arg1, %arg3, modC = none : (i32, i32, f32) -> f32
    %124 = rocdl.wmma.f32.16x16x64.fp8_bf8 %arg1, %arg1, %arg3, modC = none : (i32, i32, f32) -> f32
    %125 = rocdl.wmma.f32.16x16x64.bf8_fp8 %arg1, %arg1, %arg3, modC = none : (i32, i32, f32) -> f32
    %126 = rocdl.wmma.f32.16x16x64.bf8_bf8 %arg1, %arg1, %arg3, modC = none : (i32, i32, f32) -> f32
    %127 = rocdl.wmma.f32.16x16x128.fp8_fp8 %arg1, %arg1, %arg3, modC = none : (i32, i32, f32) -> f32
    %128 = rocdl.wmma.f32.16x16x128.fp8_bf8 %arg1, %arg1, %arg3, modC = none : (i32, i32, f32) -> f32
    %129 = rocdl.wmma.f32.16x16x128.bf8_fp8 %arg1, %arg1, %arg3, modC = none : (i32, i32, f32) -> f32
    %130 = rocdl.wmma.f32.16x16x128.bf8_bf8 %arg1, %arg1, %arg3, modC = none : (i32, i32, f32) -> f32
    %131 = rocdl.wmma.f16.16x16x64.fp8_fp8 %arg1, %arg1, %arg24, modC = none : (i32, i32, f16) -> f16
    %132 = rocdl.wmma.f16.16x16x64.fp8_bf8 %arg1, %arg1, %arg24, modC = none : (i32, i32, f16) -> f16
    %133 = rocdl.wmma.f16.16x16x64.bf8_fp8 %arg1, %arg1, %arg24, modC = none : (i32, i32, f16) -> f16
    %134 = rocdl.wmma.f16.16x16x64.bf8_bf8 %arg1, %arg1, %arg24, modC = none : (i32, i32, f16) -> f16
    %135 = rocdl.wmma.f16.16x16x128.fp8_fp8 %arg1, %arg1, %arg24, modC = none : (i32, i32, f16) -> f16
    %136 = rocdl.wmma.f16.16x16x128.fp8_bf8 %arg1, %arg1, %arg24, modC = none : (i32, i32, f16) -> f16
    %137 = rocdl.wmma.f16.16x16x128.bf8_fp8 %arg1, %arg1, %arg24, modC = none : (i32, i32, f16) -> f16
    %138 = rocdl.wmma.f16.16x16x128.bf8_bf8 %arg1, %arg1, %arg24, modC = none : (i32, i32, f16) -> f16
    %139 = rocdl.swmmac.f32.16x16x32.f16 %arg18, %arg23, %arg26, %arg1 : (vector<8xf16>, vector<16xf16>, vector<8xf32>, i32) -> vector<8xf32>
    %140 = rocdl.swmmac.f32.16x16x32.bf16 %arg20, %arg27, %arg26, %arg1 : (vector<8xi16>, vector<16xi16>, vector<8xf32>, i32) -> vector<8xf32>
    %141 = rocdl.swmmac.f16.16x16x32.f16 %arg18, %arg23, %arg18, %arg1 : (vector<8xf16>, vector<16xf16>, vector<8xf16>, i32) -> vector<8xf16>
    %142 = rocdl.swmmac.bf16.16x16x32.bf16 %arg20, %arg27, %arg20, %arg1 : (vector<8xi16>, vector<16xi16>, vector<8xi16>, i32) -> vector<8xi16>
    %143 = rocdl.swmmac.i32.16x16x32.iu8 %arg21, %arg10, %arg19, %arg1 : (vector<2xi32>, vector<4xi32>, vector<8xi32>, i32) -> vector<8xi32>
    %144 = rocdl.swmmac.i32.16x16x32.iu4 %arg1, %arg21, %arg19, %arg1 : (i32, vector<2xi32>, vector<8xi32>, i32) -> vector<8xi32>
    %145 = rocdl.swmmac.i32.16x16x64.iu4 %arg21, %arg10, %arg19, %arg1 : (vector<2xi32>, vector<4xi32>, vector<8xi32>, i32) -> vector<8xi32>
    %146 = rocdl.swmmac.f32.16x16x64.f16 %arg23, %arg28, %arg26, %arg1 : (vector<16xf16>, vector<32xf16>, vector<8xf32>, i32) -> vector<8xf32>
    %147 = rocdl.swmmac.f32.16x16x64.bf16 %arg22, %arg29, %arg26, %arg1 : (vector<16xbf16>, vector<32xbf16>, vector<8xf32>, i32) -> vector<8xf32>
    %148 = rocdl.swmmac.f16.16x16x64.f16 %arg23, %arg28, %arg18, %arg1 : (vector<16xf16>, vector<32xf16>, vector<8xf16>, i32) -> vector<8xf16>
    %149 = rocdl.swmmac.bf16.16x16x64.bf16 %arg22, %arg29, %arg17, %arg1 : (vector<16xbf16>, vector<32xbf16>, vector<8xbf16>, i32) -> vector<8xbf16>
    %150 = rocdl.swmmac.bf16f32.16x16x64.bf16 %arg22, %arg29, %arg17, %arg1 : (vector<16xbf16>, vector<32xbf16>, vector<8xbf16>, i32) -> vector<8xbf16>
    %151 = rocdl.swmmac.i32.16x16x128.iu8 %arg19, %arg9, %arg19, %arg1 : (vector<8xi32>, vector<16xi32>, vector<8xi32>, i32) -> vector<8xi32>
    %152 = rocdl.swmmac.f32.16x16x32.fp8.fp8 %arg21, %arg10, %arg26, %arg1 : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %153 = rocdl.swmmac.f32.16x16x32.fp8.bf8 %arg21, %arg10, %arg26, %arg1 : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %154 = rocdl.swmmac.f32.16x16x32.bf8.fp8 %arg21, %arg10, %arg26, %arg1 : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %155 = rocdl.swmmac.f32.16x16x32.bf8.bf8 %arg21, %arg10, %arg26, %arg1 : (vector<2xi32>, vector<4xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %156 = rocdl.swmmac.f32.16x16x128.fp8.fp8 %arg19, %arg9, %arg26, %arg1 : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %157 = rocdl.swmmac.f32.16x16x128.fp8.bf8 %arg19, %arg9, %arg26, %arg1 : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %158 = rocdl.swmmac.f32.16x16x128.bf8.fp8 %arg19, %arg9, %arg26, %arg1 : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %159 = rocdl.swmmac.f32.16x16x128.bf8.bf8 %arg19, %arg9, %arg26, %arg1 : (vector<8xi32>, vector<16xi32>, vector<8xf32>, i32) -> vector<8xf32>
    %160 = rocdl.swmmac.f16.16x16x128.fp8.fp8 %arg19, %arg9, %arg18, %arg1 : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %161 = rocdl.swmmac.f16.16x16x128.fp8.bf8 %arg19, %arg9, %arg18, %arg1 : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %162 = rocdl.swmmac.f16.16x16x128.bf8.fp8 %arg19, %arg9, %arg18, %arg1 : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %163 = rocdl.swmmac.f16.16x16x128.bf8.bf8 %arg19, %arg9, %arg18, %arg1 : (vector<8xi32>, vector<16xi32>, vector<8xf16>, i32) -> vector<8xf16>
    %164 = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %arg19, %arg19, %arg6, %arg1, %arg1, fmtA = fp4_e2m1, fmtB = fp4_e2m1, modC = none, scaleAType = row0, fmtScaleA = e8, scaleBType = row0, fmtScaleB = e8 : (vector<8xi32>, vector<8xi32>, vector<4xf32>, i32, i32) -> vector<4xf32>
    %165 = rocdl.wmma.scale.f32.32x16x128.f4 %arg10, %arg10, %arg5, %arg1, %arg1, modC = none, scaleAType = row0, fmtScaleA = e8, scaleBType = row0, fmtScaleB = e8 : (vector<4xi32>, vector<4xi32>, vector<16xf32>, i32, i32) -> vector<16xf32>
    %166 = rocdl.wmma.scale16.f32.16x16x128.f8f6f4 %arg19, %arg19, %arg6, %arg15, %arg15, fmtA = fp4_e2m1, fmtB = fp4_e2m1, modC = none, scaleAType = row0, fmtScaleA = e8, scaleBType = row0, fmtScaleB = e8 : (vector<8xi32>, vector<8xi32>, vector<4xf32>, i64, i64) -> vector<4xf32>
    %167 = rocdl.wmma.scale16.f32.32x16x128.f4 %arg10, %arg10, %arg5, %arg15, %arg15, modC = none, scaleAType = row0, fmtScaleA = e8, scaleBType = row0, fmtScaleB = e8 : (vector<4xi32>, vector<4xi32>, vector<16xf32>, i64, i64) -> vector<16xf32>
    %168 = rocdl.fdot2 %arg30, %arg30, %arg3 : (vector<2xf16>, vector<2xf16>, f32) -> f32
    %169 = rocdl.sdot2 %arg11, %arg11, %arg1 : (vector<2xi16>, vector<2xi16>, i32) -> i32
    %170 = rocdl.udot2 %arg11, %arg11, %arg1 : (vector<2xi16>, vector<2xi16>, i32) -> i32
    %171 = rocdl.sdot4 %arg1, %arg1, %arg1 : (i32, i32, i32) -> i32
    %172 = rocdl.udot4 %arg1, %arg1, %arg1 : (i32, i32, i32) -> i32
    %173 = rocdl.sdot8 %arg1, %arg1, %arg1 : (i32, i32, i32) -> i32
    %174 = rocdl.udot8 %arg1, %arg1, %arg1 : (i32, i32, i32) -> i32
    %175 = rocdl.fdot2.f16.f16 %arg30, %arg30, %arg24 : (vector<2xf16>, vector<2xf16>, f16) -> f16
    %176 = rocdl.fdot2.bf16.bf16 %arg31, %arg31, %arg25 : (vector<2xbf16>, vector<2xbf16>, bf16) -> bf16
    %177 = rocdl.sudot4 %arg1, %arg1, %arg1 : (i32, i32, i32) -> i32
    %178 = rocdl.sudot8 %arg1, %arg1, %arg1 : (i32, i32, i32) -> i32
    %179 = rocdl.fdot2.f32.bf16 %arg31, %arg31, %arg3 : (vector<2xbf16>, vector<2xbf16>, f32) -> f32
    %180 = rocdl.dot4.f32.fp8.fp8 %arg1, %arg1, %arg3 : (i32, i32, f32) -> f32
    %181 = rocdl.dot4.f32.fp8.bf8 %arg1, %arg1, %arg3 : (i32, i32, f32) -> f32
    %182 = rocdl.dot4.f32.bf8.fp8 %arg1, %arg1, %arg3 : (i32, i32, f32) -> f32
    %183 = rocdl.dot4.f32.bf8.bf8 %arg1, %arg1, %arg3 : (i32, i32, f32) -> f32
    %184 = rocdl.cvt.pkrtz %arg3, %arg3 : i32
    %185 = rocdl.cvt.f32.bf8 %arg1[0] : f32
    %186 = rocdl.cvt.pk.f32.bf8 %arg1[false] : vector<2xf32>
    %187 = rocdl.cvt.pk.bf8.f32 %arg3, %arg3 -> %arg1[false] : i32
    %188 = rocdl.cvt.sr.bf8.f32 %arg3, %arg1 -> %arg1[2] : i32
    %189 = rocdl.cvt.f32.fp8 %arg1[0] : f32
    %190 = rocdl.cvt.pk.f32.fp8 %arg1[false] : vector<2xf32>
    %191 = rocdl.cvt.pk.fp8.f32 %arg3, %arg3 -> %arg1[false] : i32
    %192 = rocdl.cvt.sr.fp8.f32 %arg3, %arg1 -> %arg1[3] : i32
    %193 = rocdl.cvt.scale.pk8.f16.fp4 %arg1, %arg1[0] : vector<8xf16>
    %194 = rocdl.cvt.scalef32.pk8.fp4.f16 %arg18, %arg3 : i32
    %195 = rocdl.cvt.scalef32.sr.pk8.fp4.f16 %arg18, %arg1, %arg3 : i32
    %196 = rocdl.cvt.scale.pk8.bf16.fp4 %arg1, %arg1[0] : vector<8xbf16>
    %197 = rocdl.cvt.scalef32.pk8.fp4.bf16 %arg17, %arg3 : i32
    %198 = rocdl.cvt.scalef32.sr.pk8.fp4.bf16 %arg17, %arg1, %arg3 : i32
    %199 = rocdl.cvt.scale.pk8.f32.fp4 %arg1, %arg1[0] : vector<8xf32>
    %200 = rocdl.cvt.scalef32.pk8.fp4.f32 %arg26, %arg3 : i32
    %201 = rocdl.cvt.scalef32.sr.pk8.fp4.f32 %arg26, %arg1, %arg3 : i32
    %202 = rocdl.cvt.scale.pk8.f16.fp8 %arg21, %arg1[0] : vector<8xf16>
    %203 = rocdl.cvt.scalef32.pk8.fp8.f16 %arg18, %arg3 : vector<2xi32>
    %204 = rocdl.cvt.scalef32.sr.pk8.fp8.f16 %arg18, %arg1, %arg3 : vector<2xi32>
    %205 = rocdl.cvt.scale.pk8.bf16.fp8 %arg21, %arg1[0] : vector<8xbf16>
    %206 = rocdl.cvt.scalef32.pk8.fp8.bf16 %arg17, %arg3 : vector<2xi32>
    %207 = rocdl.cvt.scalef32.sr.pk8.fp8.bf16 %arg17, %arg1, %arg3 : vector<2xi32>
    %208 = rocdl.cvt.scale.pk8.f32.fp8 %arg21, %arg1[0] : vector<8xf32>
    %209 = rocdl.cvt.scalef32.pk8.fp8.f32 %arg26, %arg3 : vector<2xi32>
    %210 = rocdl.cvt.scalef32.sr.pk8.fp8.f32 %arg26, %arg1, %arg3 : vector<2xi32>
    %211 = rocdl.cvt.scale.pk8.f16.bf8 %arg21, %arg1[0] : vector<8xf16>
    %212 = rocdl.cvt.scalef32.pk8.bf8.f16 %arg18, %arg3 : vector<2xi32>
    %213 = rocdl.cvt.scalef32.sr.pk8.bf8.f16 %arg18, %arg1, %arg3 : vector<2xi32>
    %214 = rocdl.cvt.scale.pk8.bf16.bf8 %arg21, %arg1[0] : vector<8xbf16>
    %215 = rocdl.cvt.scalef32.pk8.bf8.bf16 %arg17, %arg3 : vector<2xi32>
    %216 = rocdl.cvt.scalef32.sr.pk8.bf8.bf16 %arg17, %arg1, %arg3 : vector<2xi32>
    %217 = rocdl.cvt.scale.pk8.f32.bf8 %arg21, %arg1[0] : vector<8xf32>
    %218 = rocdl.cvt.scalef32.pk8.bf8.f32 %arg26, %arg3 : vector<2xi32>
    %219 = rocdl.cvt.scalef32.sr.pk8.bf8.f32 %arg26, %arg1, %arg3 : vector<2xi32>
    %220 = rocdl.cvt.scale.pk16.f16.fp6 %arg32, %arg1[0] : vector<16xf16>
    %221 = rocdl.cvt.scalef32.pk16.fp6.f16 %arg23, %arg3 : vector<3xi32>
    %222 = rocdl.cvt.scalef32.sr.pk16.fp6.f16 %arg23, %arg1, %arg3 : vector<3xi32>
    %223 = rocdl.cvt.scale.pk16.bf16.fp6 %arg32, %arg1[0] : vector<16xbf16>
    %224 = rocdl.cvt.scalef32.pk16.fp6.bf16 %arg22, %arg3 : vector<3xi32>
    %225 = rocdl.cvt.scalef32.sr.pk16.fp6.bf16 %arg22, %arg1, %arg3 : vector<3xi32>
    %226 = rocdl.cvt.scale.pk16.f32.fp6 %arg32, %arg1[0] : vector<16xf32>
    %227 = rocdl.cvt.scalef32.pk16.fp6.f32 %arg5, %arg3 : vector<3xi32>
    %228 = rocdl.cvt.scalef32.sr.pk16.fp6.f32 %arg5, %arg1, %arg3 : vector<3xi32>
    %229 = rocdl.cvt.scale.pk16.f16.bf6 %arg32, %arg1[0] : vector<16xf16>
    %230 = rocdl.cvt.scalef32.pk16.bf6.f16 %arg23, %arg3 : vector<3xi32>
    %231 = rocdl.cvt.scalef32.sr.pk16.bf6.f16 %arg23, %arg1, %arg3 : vector<3xi32>
    %232 = rocdl.cvt.scale.pk16.bf16.bf6 %arg32, %arg1[0] : vector<16xbf16>
    %233 = rocdl.cvt.scalef32.pk16.bf6.bf16 %arg22, %arg3 : vector<3xi32>
    %234 = rocdl.cvt.scalef32.sr.pk16.bf6.bf16 %arg22, %arg1, %arg3 : vector<3xi32>
    %235 = rocdl.cvt.scale.pk16.f32.bf6 %arg32, %arg1[0] : vector<16xf32>
    %236 = rocdl.cvt.scalef32.pk16.bf6.f32 %arg5, %arg3 : vector<3xi32>
    %237 = rocdl.cvt.scalef32.sr.pk16.bf6.f32 %arg5, %arg1, %arg3 : vector<3xi32>
    %238 = rocdl.cvt.scalef32.pk32.fp6.f16 %arg28, %arg3 : vector<6xi32>
    %239 = rocdl.cvt.scalef32.sr.pk32.fp6.f16 %arg28, %arg1, %arg3 : vector<6xi32>
    %240 = rocdl.cvt.scalef32.pk32.f16.fp6 %arg33, %arg3 : vector<32xf16>
    %241 = rocdl.cvt.scalef32.pk32.fp6.bf16 %arg29, %arg3 : vector<6xi32>
    %242 = rocdl.cvt.scalef32.sr.pk32.fp6.bf16 %arg29, %arg1, %arg3 : vector<6xi32>
    %243 = rocdl.cvt.scalef32.pk32.bf16.fp6 %arg33, %arg3 : vector<32xbf16>
    %244 = rocdl.cvt.scalef32.sr.pk32.fp6.f32 %arg4, %arg1, %arg3 : vector<6xi32>
    %245 = rocdl.cvt.scalef32.pk32.f32.fp6 %arg33, %arg3 : vector<32xf32>
    %246 = rocdl.cvt.scalef32.2xpk16.fp6.f32 %arg5, %arg5, %arg3 : vector<6xi32>
    %247 = rocdl.cvt.scalef32.pk32.bf6.f16 %arg28, %arg3 : vector<6xi32>
    %248 = rocdl.cvt.scalef32.sr.pk32.bf6.f16 %arg28, %arg1, %arg3 : vector<6xi32>
    %249 = rocdl.cvt.scalef32.pk32.f16.bf6 %arg33, %arg3 : vector<32xf16>
    %250 = rocdl.cvt.scalef32.pk32.bf6.bf16 %arg29, %arg3 : vector<6xi32>
    %251 = rocdl.cvt.scalef32.sr.pk32.bf6.bf16 %arg29, %arg1, %arg3 : vector<6xi32>
    %252 = rocdl.cvt.scalef32.pk32.bf16.bf6 %arg33, %arg3 : vector<32xbf16>
    %253 = rocdl.cvt.scalef32.sr.pk32.bf6.f32 %arg4, %arg1, %arg3 : vector<6xi32>
    %254 = rocdl.cvt.scalef32.pk32.f32.bf6 %arg33, %arg3 : vector<32xf32>
    %255 = rocdl.cvt.scalef32.2xpk16.bf6.f32 %arg5, %arg5, %arg3 : vector<6xi32>
    %256 = rocdl.cvt.scalef32.f16.fp8 %arg1[0], %arg3 -> %arg30[false] : vector<2xf16>
    %257 = rocdl.cvt.scalef32.f32.fp8 %arg1[0], %arg3 : f32
    %258 = rocdl.cvt.scalef32.pk.fp8.f32 %arg3, %arg3, %arg3 -> %arg11[false] : vector<2xi16>
    %259 = rocdl.cvt.scalef32.pk.fp8.f16 %arg30, %arg3 -> %arg11[false] : vector<2xi16>
    %260 = rocdl.cvt.scalef32.pk.fp8.bf16 %arg31, %arg3 -> %arg11[false] : vector<2xi16>
    %261 = rocdl.cvt.scalef32.pk.f16.fp8 %arg1[false], %arg3 : vector<2xf16>
    %262 = rocdl.cvt.scalef32.pk.bf16.fp8 %arg1[false], %arg3 : vector<2xbf16>
    %263 = rocdl.cvt.scalef32.pk.f32.fp8 %arg1[false], %arg3 : vector<2xf32>
    %264 = rocdl.cvt.scalef32.sr.fp8.f32 %arg3, %arg1, %arg3 -> %arg1[3] : i32
    %265 = rocdl.cvt.scalef32.sr.fp8.f16 %arg24, %arg1, %arg3 -> %arg1[3] : i32
    %266 = rocdl.cvt.scalef32.sr.fp8.bf16 %arg25, %arg1, %arg3 -> %arg1[3] : i32
    %267 = rocdl.cvt.scalef32.f16.bf8 %arg1[0], %arg3 -> %arg30[false] : vector<2xf16>
    %268 = rocdl.cvt.scalef32.f32.bf8 %arg1[0], %arg3 : f32
    %269 = rocdl.cvt.scalef32.pk.bf8.f32 %arg3, %arg3, %arg3 -> %arg11[false] : vector<2xi16>
    %270 = rocdl.cvt.scalef32.pk.bf8.f16 %arg30, %arg3 -> %arg11[false] : vector<2xi16>
    %271 = rocdl.cvt.scalef32.pk.bf8.bf16 %arg31, %arg3 -> %arg11[false] : vector<2xi16>
    %272 = rocdl.cvt.scalef32.pk.f16.bf8 %arg1[false], %arg3 : vector<2xf16>
    %273 = rocdl.cvt.scalef32.pk.bf16.bf8 %arg1[false], %arg3 : vector<2xbf16>
    %274 = rocdl.cvt.scalef32.pk.f32.bf8 %arg1[false], %arg3 : vector<2xf32>
    %275 = rocdl.cvt.scalef32.sr.bf8.f32 %arg3, %arg1, %arg3 -> %arg1[3] : i32
    %276 = rocdl.cvt.scalef32.sr.bf8.f16 %arg24, %arg1, %arg3 -> %arg1[3] : i32
    %277 = rocdl.cvt.scalef32.sr.bf8.bf16 %arg25, %arg1, %arg3 -> %arg1[3] : i32
    %278 = rocdl.cvt.scalef32.pk.fp4.f16 %arg30, %arg3 -> %arg1[1] : i32
    %279 = rocdl.cvt.scalef32.sr.pk.fp4.f16 %arg30, %arg1, %arg3 -> %arg1[1] : i32
    %280 = rocdl.cvt.scalef32.pk.f16.fp4 %arg1[1], %arg3 : vector<2xf16>
    %281 = rocdl.cvt.scalef32.pk.fp4.bf16 %arg31, %arg3 -> %arg1[0] : i32
    %282 = rocdl.cvt.scalef32.sr.pk.fp4.bf16 %arg31, %arg1, %arg3 -> %arg1[0] : i32
    %283 = rocdl.cvt.scalef32.pk.bf16.fp4 %arg1[0], %arg3 : vector<2xbf16>
    %284 = rocdl.cvt.scalef32.sr.pk.fp4.f32 %arg16, %arg1, %arg3 -> %arg1[0] : i32
    %285 = rocdl.cvt.scalef32.pk.f32.fp4 %arg1[0], %arg3 : vector<2xf32>
    %286 = rocdl.cvt.scalef32.pk.fp4.f32 %arg3, %arg3, %arg3 -> %arg1[0] : i32
    %287 = rocdl.ds.read.tr4.b64 %arg0 : <3> -> vector<2xi32>
    %288 = rocdl.ds.read.tr8.b64 %arg0 : <3> -> vector<2xi32>
    %289 = rocdl.ds.read.tr6.b96 %arg0 : <3> -> vector<3xi32>
    %290 = rocdl.ds.read.tr16.b64 %arg0 : <3> -> vector<4xf16>
    %291 = rocdl.global.load.tr4.b64 %arg34 : !llvm.ptr<1> -> vector<2xi32>
    %292 = rocdl.global.load.tr.b64 %arg34 : !llvm.ptr<1> -> vector<2xi32>
    %293 = rocdl.global.load.tr6.b96 %arg34 : !llvm.ptr<1> -> vector<3xi32>
    %294 = rocdl.global.load.tr.b128 %arg34 : !llvm.ptr<1> -> vector<8xi16>
    %295 = rocdl.ds.load.tr4.b64 %arg0 : !llvm.ptr<3> -> vector<2xi32>
    %296 = rocdl.ds.load.tr8.b64 %arg0 : !llvm.ptr<3> -> vector<2xi32>
    %297 = rocdl.ds.load.tr6.b96 %arg0 : !llvm.ptr<3> -> vector<3xi32>
    %298 = rocdl.ds.load.tr16.b128 %arg0 : !llvm.ptr<3> -> vector<8xi16>
    rocdl.load.to.lds %arg35, %arg0, 4, 0, 0 : <7>
    rocdl.load.async.to.lds %arg35, %arg0, 4, 0, 0 : !llvm.ptr<7>, !llvm.ptr<3>
    rocdl.global.load.lds %arg34, %arg0, 4, 0, 0
    rocdl.global.load.async.lds %arg34, %arg0, 4, 0, 0 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.global.load.async.to.lds.b8 %arg34, %arg0, 0, 0 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.global.store.async.from.lds.b8 %arg34, %arg0, 0, 0 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.cluster.load.async.to.lds.b8 %arg34, %arg0, 0, 0, %arg1 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.global.load.async.to.lds.b32 %arg34, %arg0, 0, 0 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.global.store.async.from.lds.b32 %arg34, %arg0, 0, 0 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.cluster.load.async.to.lds.b32 %arg34, %arg0, 0, 0, %arg1 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.global.load.async.to.lds.b64 %arg34, %arg0, 0, 0 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.global.store.async.from.lds.b64 %arg34, %arg0, 0, 0 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.cluster.load.async.to.lds.b64 %arg34, %arg0, 0, 0, %arg1 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.global.load.async.to.lds.b128 %arg34, %arg0, 0, 0 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.global.store.async.from.lds.b128 %arg34, %arg0, 0, 0 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.cluster.load.async.to.lds.b128 %arg34, %arg0, 0, 0, %arg1 : !llvm.ptr<1>, !llvm.ptr<3>
    rocdl.tensor.load.to.lds %arg10, %arg19, %arg10, %arg10, %arg19, 0 : vector<4xi32>, vector<8xi32>
    rocdl.tensor.store.from.lds %arg10, %arg19, %arg10, %arg10, %arg19, 0 : vector<4xi32>, vector<8xi32>
    %299 = rocdl.make.buffer.rsrc %arg36, %arg37, %arg15, %arg1 : !llvm.ptr to <8>
    %300 = rocdl.ptr.s.buffer.load %arg38, %arg1, 0 : i32
    rocdl.raw.ptr.buffer.load.lds %arg38, %arg0, %arg1, %arg1, %arg1, %arg1, 0
    rocdl.raw.ptr.buffer.load.async.lds %arg38, %arg0, %arg1, %arg1, %arg1, %arg1, 0
    %301 = rocdl.raw.ptr.buffer.load %arg38, %arg1, %arg1, 0 : f32
    rocdl.raw.ptr.buffer.store %arg3, %arg38, %arg1, %arg1, 0 : f32
    %302 = rocdl.raw.ptr.buffer.atomic.fmax %arg3, %arg38, %arg1, %arg1, 0 : f32
    %303 = rocdl.raw.ptr.buffer.atomic.smax %arg1, %arg38, %arg1, %arg1, 0 : i32
    %304 = rocdl.raw.ptr.buffer.atomic.umin %arg1, %arg38, %arg1, %arg1, 0 : i32
    %305 = rocdl.raw.ptr.buffer.atomic.fadd %arg3, %arg38, %arg1, %arg1, 0 : f32
    %306 = rocdl.raw.buffer.load %arg10, %arg1, %arg1, pre_gfx12<glc|slc> : i32
    rocdl.raw.buffer.store %arg3, %arg10, %arg1, %arg1, 0 : f32
    %307 = rocdl.raw.buffer.atomic.fmax %arg3, %arg10, %arg1, %arg1, 0 : f32
    %308 = rocdl.raw.buffer.atomic.smax %arg1, %arg10, %arg1, %arg1, gfx12_atomic<nv> : i32
    %309 = rocdl.raw.buffer.atomic.umin %arg1, %arg10, %arg1, %arg1, 0 : i32
    %310 = rocdl.raw.buffer.atomic.fadd %arg3, %arg10, %arg1, %arg1, 0 : f32
    %311 = rocdl.raw.ptr.buffer.atomic.cmpswap %arg1, %arg1, %arg38, %arg1, %arg1, 0 : i32
    %312 = rocdl.raw.buffer.atomic.cmpswap(%arg1, %arg1, %arg10, %arg1, %arg1, 0) : i32, vector<4xi32>
    rocdl.global.prefetch %arg34, 0 : !llvm.ptr<1>
    rocdl.flat.prefetch %arg36, 0 : !llvm.ptr
    %313 = rocdl.ds.atomic.barrier.arrive.rtn.b64 %arg0, %arg15 : !llvm.ptr<3>, i64 -> i64
    rocdl.ds.atomic.async.barrier.arrive.b64 %arg0 : !llvm.ptr<3>
    %314 = rocdl.tanh %arg3 f32 -> f32
    %315 = rocdl.sin %arg3 f32 -> f32
    %316 = rocdl.cos %arg3 f32 -> f32
    %317 = rocdl.rcp %arg3 f32 -> f32
    %318 = rocdl.exp %arg3 f32 -> f32
    %319 = rocdl.exp2 %arg3 f32 -> f32
    %320 = rocdl.log %arg3 f32 -> f32
    %321 = rocdl.sqrt %arg3 f32 -> f32
    %322 = rocdl.rsq %arg3 f32 -> f32
    %323 = rocdl.fmed3 %arg3, %arg3, %arg3 : f32
    llvm.return
  }
  llvm.func @rocdl_variants(%arg0: i32, %arg1: f32, %arg2: f64, %arg3: vector<4xf64>, %arg4: !llvm.ptr<8>, %arg5: vector<4xi32>, %arg6: vector<16xf16>, %arg7: vector<8xf32>, %arg8: vector<4xi32>, %arg9: vector<8xi32>, %arg10: vector<2xf32>, %arg11: vector<8xi32>, %arg12: vector<16xf32>, %arg13: !llvm.ptr<7>, %arg14: !llvm.ptr<3>, %arg15: !llvm.ptr<1>, %arg16: vector<32xf32>, %arg17: vector<4xf32>) attributes {rocdl.kernel, x = #rocdl.buffer_oob_mode_flag<relaxed>, y = #rocdl.tbuffer_oob_mode_flag<any>, z = #rocdl.buffer_oob_mode<strict>} {
    %0 = rocdl.workitem.id.x range <i32, 0, 64> : i32
    %1 = rocdl.wavefrontsize range <i32, 32, 65> : i32
    %2 = rocdl.raw.ptr.buffer.load %arg4, %arg0, %arg0, pre_gfx12<glc|slc> : i32
    %3 = rocdl.raw.ptr.buffer.load %arg4, %arg0, %arg0, gfx942<sc0|nt|volatile> : i32
    %4 = rocdl.raw.ptr.buffer.load %arg4, %arg0, %arg0, gfx12<scope_sys|lu|nv> : i32
    %5 = rocdl.raw.ptr.buffer.atomic.fadd %arg1, %arg4, %arg0, %arg0, gfx12_atomic<return|nt> : f32
    %6 = rocdl.raw.ptr.buffer.load %arg4, %arg0, %arg0, 4294967295 : i32
    %7 = rocdl.raw.buffer.load %arg5, %arg0, %arg0, pre_gfx12<all|swz> : vector<2xf32>
    %8 = rocdl.raw.buffer.atomic.cmpswap(%arg0, %arg0, %arg5, %arg0, %arg0, gfx12_atomic<scope_dev>) : i32, vector<4xi32>
    rocdl.global.prefetch %arg15, gfx12<rt_nt|volatile> : !llvm.ptr<1>
    %9 = rocdl.wmma.f32.16x16x32.f16 %arg6, %arg6, %arg7, modC = neg_abs {reuseA = true} : (vector<16xf16>, vector<16xf16>, vector<8xf32>) -> vector<8xf32>
    %10 = rocdl.wmma.i32.16x16x16.iu8 %arg8, %arg8, %arg9 {clamp = true, signA = true} : (vector<4xi32>, vector<4xi32>, vector<8xi32>) -> vector<8xi32>
    rocdl.sched.barrier valu|all_vmem
    rocdl.sched.group.barrier all, 2, 1
    %11 = rocdl.mfma.f64.16x16x4f64 %arg2, %arg2, %arg3, 1, 2, neg_a|neg_c : (f64, f64, vector<4xf64>) -> vector<4xf64>
    %12 = rocdl.mfma.f32.32x32x1f32 %arg1, %arg1, %arg16, 0, 0, bcast_first_32 : (f32, f32, vector<32xf32>) -> vector<32xf32>
    %13 = rocdl.mfma.scale.f32.32x32x64.f8f6f4 %arg11, %arg11, %arg12, fp6_e2m3, fp4_e2m1, 1, %arg0, 2, %arg0 : (vector<8xi32>, vector<8xi32>, vector<16xf32>, i32, i32) -> vector<16xf32>
    %14 = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %arg11, %arg11, %arg17, %arg0, %arg0, fmtA = fp6_e3m2, fmtB = fp8_e5m2, modC = neg, scaleAType = row1, fmtScaleA = e5m3, scaleBType = row0, fmtScaleB = e4m3 {reuseB = true} : (vector<8xi32>, vector<8xi32>, vector<4xf32>, i32, i32) -> vector<4xf32>
    %15 = rocdl.readfirstlane %arg10 : vector<2xf32>
    %16 = rocdl.update.dpp %arg1, %arg1 with 273, 15, 15, true : f32
    rocdl.s.nop -1
    rocdl.s.barrier.signal id = -1
    rocdl.load.to.lds %arg13, %arg14, 4, 0, gfx942<sc1> : <7>
    %17 = rocdl.permlanex16 %arg1, %arg1, %arg0, %arg0, false, true : f32, i32
    %18 = rocdl.sdot4 %arg0, %arg0, %arg0 {clamp = true} : (i32, i32, i32) -> i32
    llvm.return
  }
  gpu.module @rocdl_targets [#rocdl.target<O = 3, chip = "gfx90a", features = "+xnack", abi = "500", flags = {daz, fast}, link = ["lib.bc"]>, #rocdl.target] {
  }
}
