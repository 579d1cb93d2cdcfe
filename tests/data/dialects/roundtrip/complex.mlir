module {
  func.func @complex(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: i32, %arg4: i64) {
    %0 = complex.conj %arg0 : complex<f32>
    %1 = complex.cos %arg0 : complex<f32>
    %2 = complex.exp %arg0 : complex<f32>
    %3 = complex.expm1 %arg0 : complex<f32>
    %4 = complex.log %arg0 : complex<f32>
    %5 = complex.log1p %arg0 : complex<f32>
    %6 = complex.neg %arg0 : complex<f32>
    %7 = complex.rsqrt %arg0 : complex<f32>
    %8 = complex.sign %arg0 : complex<f32>
    %9 = complex.sin %arg0 : complex<f32>
    %10 = complex.sqrt %arg0 : complex<f32>
    %11 = complex.tan %arg0 : complex<f32>
    %12 = complex.tanh %arg0 : complex<f32>
    %13 = complex.neg %arg0 fastmath<fast> : complex<f32>
    %14 = complex.add %arg0, %arg1 : complex<f32>
    %15 = complex.atan2 %arg0, %arg1 : complex<f32>
    %16 = complex.div %arg0, %arg1 : complex<f32>
    %17 = complex.mul %arg0, %arg1 : complex<f32>
    %18 = complex.pow %arg0, %arg1 : complex<f32>
    %19 = complex.sub %arg0, %arg1 : complex<f32>
    %20 = complex.abs %arg0 : complex<f32>
    %21 = complex.angle %arg0 : complex<f32>
    %22 = complex.re %arg0 : complex<f32>
    %23 = complex.im %arg0 : complex<f32>
    %24 = complex.abs %arg0 fastmath<fast> : complex<f32>
    %25 = complex.eq %arg0, %arg1 : complex<f32>
    %26 = complex.neq %arg0, %arg1 : complex<f32>
    %27 = complex.powi %arg0, %arg3 : complex<f32>, i32
    %28 = complex.create %arg2, %arg2 : complex<f32>
    %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
    %29 = complex.bitcast %arg4 : i64 to complex<f32>
    return
  }
}
