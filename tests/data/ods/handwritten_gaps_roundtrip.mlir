// Ops the hand-written nvvm and bufferization dialects leave to a placeholder, taken from
// LLVM 22's .td files by the ODS registry: as the oracle (LLVM 24) prints them, each parses
// clean, without an "unknown operation" warning, and prints back byte for byte.
module {
  llvm.func @gaps(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<3>, %arg2: !llvm.ptr<7>, %arg3: !llvm.ptr<6>, %arg4: !llvm.ptr, %arg5: i32, %arg6: i64, %arg7: i16, %arg8: i8, %arg9: i1, %arg10: f32, %arg11: i128, %arg12: vector<2xf32>, %arg13: vector<4xf32>, %arg14: vector<2xbf16>, %arg15: vector<2xf16>, %arg16: vector<2xi8>) {
    nvvm.pmevent mask = 4
    nvvm.pmevent id = 10
    nvvm.memory.barrier <cta>
    nvvm.fence.proxy.release <cluster>
    nvvm.fence.proxy.acquire <sys> %arg4, %arg5
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
    %0 = nvvm.prmt <f4e> %arg5, %arg5, %arg5 : i32
    %1 = nvvm.prmt <ecl> %arg5, %arg5 : i32
    nvvm.setmaxregister decrease 24
    nvvm.tcgen05.fence <after>
    nvvm.tcgen05.wait <load>
    nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
    nvvm.tcgen05.alloc %arg1, %arg5 : !llvm.ptr<3>, i32
    nvvm.tcgen05.dealloc %arg3, %arg5 : !llvm.ptr<6>, i32
    nvvm.tcgen05.shift %arg3 : !llvm.ptr<6>
    nvvm.tcgen05.commit %arg4 : !llvm.ptr
    nvvm.tcgen05.commit %arg1, multicast_mask = %arg7 : !llvm.ptr<3>, i16
    %2 = nvvm.tcgen05.mma_smem_desc(%arg5, %arg5, %arg5, %arg8, %arg9, %arg8) : (i32, i32, i32, i8, i1, i8) -> i64
    nvvm.cp.async.bulk.prefetch %arg0, %arg5 : <1>
    nvvm.cp.async.bulk.prefetch %arg0, %arg5 l2_cache_hint = %arg6 : <1>
    nvvm.cp.async.bulk.global.shared.cta %arg0, %arg1, %arg5 : <1>, <3>
    nvvm.cp.async.bulk.global.shared.cta %arg0, %arg1, %arg5 l2_cache_hint = %arg6 byte_mask = %arg7 : <1>, <3>
    nvvm.cp.async.bulk.shared.cluster.global %arg2, %arg0, %arg1, %arg5 : !llvm.ptr<7>, <1>
    nvvm.cp.async.bulk.shared.cluster.shared.cta %arg2, %arg1, %arg1, %arg5 : <7>, <3>
    nvvm.cp.async.bulk.tensor.prefetch %arg4, box[%arg5, %arg5] : !llvm.ptr
    nvvm.cp.async.bulk.tensor.reduce %arg4, %arg1, box[%arg5] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>
    nvvm.cp.async.bulk.tensor.global.shared.cta %arg4, %arg1, box[%arg5, %arg5] : !llvm.ptr, <3>
    nvvm.cp.async.bulk.tensor.shared.cluster.global %arg2, %arg4, %arg1, box[%arg5] : !llvm.ptr<7>, !llvm.ptr
    %3 = nvvm.convert.float.to.tf32 %arg10 {rnd = #nvvm.fp_rnd_mode<rna>}
    %4 = nvvm.convert.f32x2.to.f16x2 %arg10, %arg10 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
    %5 = nvvm.convert.f32x2.to.bf16x2 %arg10, %arg10 {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16>
    %6 = nvvm.convert.f32x2.to.f8x2 %arg10, %arg10 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
    %7 = nvvm.convert.f32x2.to.f6x2 %arg10, %arg10 : i16(f6E2M3FN)
    %8 = nvvm.convert.f32x2.to.f4x2 %arg10, %arg10 : i8(f4E2M1FN)
    %9 = nvvm.convert.f16x2.to.f8x2 %arg15 : vector<2xf16> -> i16(f8E4M3FN)
    %10 = nvvm.convert.bf16x2.to.f8x2 %arg14 {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16> -> i16(f8E8M0FNU)
    %11 = nvvm.convert.f8x2.to.f16x2 %arg16 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
    %12 = nvvm.convert.f6x2.to.f16x2 %arg16 : vector<2xi8>(f6E2M3FN) -> vector<2xf16>
    %13 = nvvm.convert.f4x2.to.f16x2 %arg8 : i8(f4E2M1FN) -> vector<2xf16>
    %14 = nvvm.convert.f8x2.to.bf16x2 %arg16 : vector<2xi8>(f8E8M0FNU) -> vector<2xbf16>
    %15 = nvvm.mbarrier.test.wait %arg1, %arg6 : !llvm.ptr<3>, i64 -> i1
    %16 = nvvm.mbarrier.try_wait %arg1, %arg6 : !llvm.ptr<3>, i64 -> i1
    nvvm.mbarrier.expect_tx %arg1, %arg5 : !llvm.ptr<3>, i32
    nvvm.mbarrier.complete_tx %arg1, %arg5 : !llvm.ptr<3>, i32
    %17 = nvvm.mbarrier.arrive_drop %arg1 : !llvm.ptr<3> -> i64
    %18 = nvvm.mbarrier.arrive_drop.nocomplete %arg1, %arg5 : !llvm.ptr<3>, i32 -> i64
    %19 = nvvm.ldmatrix %arg1 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
    nvvm.stmatrix %arg1, %arg5 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32
    %20 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %arg11 : i1
    nvvm.clusterlaunchcontrol.try.cancel %arg1, %arg1
    %21 = nvvm.inline_ptx "mov.u32 $0, 1;" -> i32
    %22 = nvvm.tcgen05.ld %arg3 {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<2xi32>
    nvvm.tcgen05.st %arg3, %22 {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<2xi32>
    nvvm.tcgen05.cp %arg3, %arg6 {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
    llvm.return
  }
  func.func @d(%arg0: memref<2xf32>, %arg1: memref<4xi32>, %arg2: i1, %arg3: memref<?xf32>) -> (i1, i1) {
    bufferization.dealloc
    bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2)
    %0:2 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<4xi32>) if (%arg2, %arg2) retain (%arg3, %arg0 : memref<?xf32>, memref<2xf32>)
    return %0#0, %0#1 : i1, i1
  }
}
