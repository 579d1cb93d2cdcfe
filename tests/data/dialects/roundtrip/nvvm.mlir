module {
  llvm.func @nvvm_ops(%arg0: i32, %arg1: i1, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr, %arg5: i64, %arg6: f32, %arg7: vector<4xi8>, %arg8: vector<2xi16>, %arg9: vector<2xf16>) {
    %0 = nvvm.read.ptx.sreg.laneid : i32
    %1 = nvvm.read.ptx.sreg.warpsize : i32
    %2 = nvvm.read.ptx.sreg.warpid : i32
    %3 = nvvm.read.ptx.sreg.nwarpid : i32
    %4 = nvvm.read.ptx.sreg.smid : i32
    %5 = nvvm.read.ptx.sreg.nsmid : i32
    %6 = nvvm.read.ptx.sreg.gridid : i32
    %7 = nvvm.read.ptx.sreg.tid.x : i32
    %8 = nvvm.read.ptx.sreg.tid.y : i32
    %9 = nvvm.read.ptx.sreg.tid.z : i32
    %10 = nvvm.read.ptx.sreg.ntid.x : i32
    %11 = nvvm.read.ptx.sreg.ntid.y : i32
    %12 = nvvm.read.ptx.sreg.ntid.z : i32
    %13 = nvvm.read.ptx.sreg.ctaid.x : i32
    %14 = nvvm.read.ptx.sreg.ctaid.y : i32
    %15 = nvvm.read.ptx.sreg.ctaid.z : i32
    %16 = nvvm.read.ptx.sreg.nctaid.x : i32
    %17 = nvvm.read.ptx.sreg.nctaid.y : i32
    %18 = nvvm.read.ptx.sreg.nctaid.z : i32
    %19 = nvvm.read.ptx.sreg.clusterid.x : i32
    %20 = nvvm.read.ptx.sreg.clusterid.y : i32
    %21 = nvvm.read.ptx.sreg.clusterid.z : i32
    %22 = nvvm.read.ptx.sreg.nclusterid.x : i32
    %23 = nvvm.read.ptx.sreg.nclusterid.y : i32
    %24 = nvvm.read.ptx.sreg.nclusterid.z : i32
    %25 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
    %26 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
    %27 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
    %28 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
    %29 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
    %30 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
    %31 = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %32 = nvvm.read.ptx.sreg.cluster.nctarank : i32
    %33 = nvvm.read.ptx.sreg.lanemask.eq : i32
    %34 = nvvm.read.ptx.sreg.lanemask.le : i32
    %35 = nvvm.read.ptx.sreg.lanemask.lt : i32
    %36 = nvvm.read.ptx.sreg.lanemask.ge : i32
    %37 = nvvm.read.ptx.sreg.lanemask.gt : i32
    %38 = nvvm.read.ptx.sreg.envreg0 : i32
    %39 = nvvm.read.ptx.sreg.envreg1 : i32
    %40 = nvvm.read.ptx.sreg.envreg2 : i32
    %41 = nvvm.read.ptx.sreg.envreg3 : i32
    %42 = nvvm.read.ptx.sreg.envreg4 : i32
    %43 = nvvm.read.ptx.sreg.envreg5 : i32
    %44 = nvvm.read.ptx.sreg.envreg6 : i32
    %45 = nvvm.read.ptx.sreg.envreg7 : i32
    %46 = nvvm.read.ptx.sreg.envreg8 : i32
    %47 = nvvm.read.ptx.sreg.envreg9 : i32
    %48 = nvvm.read.ptx.sreg.envreg10 : i32
    %49 = nvvm.read.ptx.sreg.envreg11 : i32
    %50 = nvvm.read.ptx.sreg.envreg12 : i32
    %51 = nvvm.read.ptx.sreg.envreg13 : i32
    %52 = nvvm.read.ptx.sreg.envreg14 : i32
    %53 = nvvm.read.ptx.sreg.envreg15 : i32
    %54 = nvvm.read.ptx.sreg.envreg16 : i32
    %55 = nvvm.read.ptx.sreg.envreg17 : i32
    %56 = nvvm.read.ptx.sreg.envreg18 : i32
    %57 = nvvm.read.ptx.sreg.envreg19 : i32
    %58 = nvvm.read.ptx.sreg.envreg20 : i32
    %59 = nvvm.read.ptx.sreg.envreg21 : i32
    %60 = nvvm.read.ptx.sreg.envreg22 : i32
    %61 = nvvm.read.ptx.sreg.envreg23 : i32
    %62 = nvvm.read.ptx.sreg.envreg24 : i32
    %63 = nvvm.read.ptx.sreg.envreg25 : i32
    %64 = nvvm.read.ptx.sreg.envreg26 : i32
    %65 = nvvm.read.ptx.sreg.envreg27 : i32
    %66 = nvvm.read.ptx.sreg.envreg28 : i32
    %67 = nvvm.read.ptx.sreg.envreg29 : i32
    %68 = nvvm.read.ptx.sreg.envreg30 : i32
    %69 = nvvm.read.ptx.sreg.envreg31 : i32
    %70 = nvvm.read.ptx.sreg.aggr.smem.size : i32
    %71 = nvvm.read.ptx.sreg.dynamic.smem.size : i32
    %72 = nvvm.read.ptx.sreg.total.smem.size : i32
    %73 = nvvm.read.ptx.sreg.clock : i32
    %74 = nvvm.read.ptx.sreg.clock64 : i64
    %75 = nvvm.read.ptx.sreg.globaltimer : i64
    %76 = nvvm.read.ptx.sreg.globaltimer.lo : i32
    nvvm.barrier
    nvvm.barrier.arrive number_of_threads = %arg0
    %77 = nvvm.barrier.reduction #nvvm.reduction<and> %arg0 -> i32
    nvvm.cluster.arrive
    nvvm.cluster.arrive.relaxed
    nvvm.cluster.wait
    nvvm.cp.async.commit.group
    nvvm.cp.async.bulk.commit.group
    nvvm.wgmma.fence.aligned
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.fence.sc.cluster
    nvvm.fence.mbarrier.init
    nvvm.exit
    nvvm.breakpoint
    nvvm.bar.warp.sync %arg0 : i32
    nvvm.cp.async.wait.group 0
    nvvm.cp.async.bulk.wait_group 0
    nvvm.wgmma.wait.group.sync.aligned 0
    nvvm.nanosleep %arg0
    nvvm.griddepcontrol wait
    %78 = nvvm.shfl.sync bfly %arg0, %arg0, %arg0, %arg0 : i32 -> i32
    %79 = nvvm.vote.sync ballot %arg0, %arg1 -> i32
    %80 = nvvm.match.sync any %arg0, %arg0 : i32 -> i32
    %81 = nvvm.redux.sync add %arg0, %arg0 : i32 -> i32
    %82 = nvvm.elect.sync %arg0 -> i1
    nvvm.cp.async.shared.global %arg2, %arg3, 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
    nvvm.cp.async.mbarrier.arrive %arg4 : !llvm.ptr
    nvvm.mbarrier.init %arg4, %arg0 : !llvm.ptr, i32
    nvvm.mbarrier.inval %arg4 : !llvm.ptr
    %83 = nvvm.mbarrier.arrive %arg4 : !llvm.ptr -> i64
    %84 = nvvm.mbarrier.arrive.nocomplete %arg4, %arg0 : !llvm.ptr, i32 -> i64
    nvvm.mbarrier.arrive.expect_tx %arg2, %arg0, predicate = %arg1 : !llvm.ptr<3>, i32, i1
    nvvm.mbarrier.try_wait.parity %arg4, %arg0, %arg0 : !llvm.ptr, i32, i32
    %85 = nvvm.mapa %arg4, %arg0 : !llvm.ptr -> !llvm.ptr
    nvvm.st.bulk %arg4, size = %arg5 : !llvm.ptr
    nvvm.prefetch level = L1, %arg4 : !llvm.ptr
    %86 = nvvm.rcp.approx.ftz.f %arg6 : f32
    %87 = nvvm.movmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : i32
    %88 = nvvm.dot.accumulate.4way %arg7 <unsigned>, %arg7 <unsigned>, %arg0 : vector<4xi8>, vector<4xi8>
    %89 = nvvm.dot.accumulate.2way %arg8 <unsigned>, %arg7 <unsigned>, %arg0 {b_hi = false} : vector<2xi16>, vector<4xi8>
    %90 = nvvm.mma.sync A[%arg9, %arg9]  B[%arg9, %arg9]  C[%arg6, %arg6, %arg6, %arg6, %arg6, %arg6, %arg6, %arg6]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %91 = nvvm.wmma.load %arg4, %arg0 {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
    %92 = nvvm.wmma.mma %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg6, %arg6, %arg6, %arg6, %arg6, %arg6, %arg6, %arg6 {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    llvm.return
  }
  llvm.func @nvvm_variants(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<1>, %arg4: vector<2xf16>, %arg5: i1, %arg6: f32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32} {
    %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
    %1 = nvvm.shfl.sync bfly %arg0, %arg6, %arg0, %arg0 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    %2 = nvvm.vote.sync any %arg0, %arg5 -> i1
    %3 = nvvm.redux.sync fmax %arg6, %arg0 {abs = true, nan = true} : f32 -> f32
    nvvm.barrier id = %arg0 number_of_threads = %arg0
    %4 = nvvm.barrier.reduction #nvvm.reduction<or> %arg0 -> i32
    nvvm.cp.async.shared.global %arg2, %arg3, 16, cache = cg, %arg0 : !llvm.ptr<3>, !llvm.ptr<1>, i32
    %5 = nvvm.mbarrier.arrive %arg1 {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr -> i64
    nvvm.prefetch level = L2, evict_priority = evict_last, %arg3 : !llvm.ptr<1>
    nvvm.griddepcontrol launch_dependents
    nvvm.wmma.store %arg1, %arg0, %arg4, %arg4, %arg4, %arg4 {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
    llvm.return
  }
  gpu.module @nvvm_targets [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80", flags = {fast}, link = ["libdevice.bc"]>, #nvvm.target] {
  }
}
