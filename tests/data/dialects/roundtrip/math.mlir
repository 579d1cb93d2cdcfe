module {
  func.func @math(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: vector<4xf32>) {
    %0 = math.absf %arg0 : f32
    %1 = math.acos %arg0 : f32
    %2 = math.acosh %arg0 : f32
    %3 = math.asin %arg0 : f32
    %4 = math.asinh %arg0 : f32
    %5 = math.atan %arg0 : f32
    %6 = math.atanh %arg0 : f32
    %7 = math.cbrt %arg0 : f32
    %8 = math.ceil %arg0 : f32
    %9 = math.cos %arg0 : f32
    %10 = math.cosh %arg0 : f32
    %11 = math.erf %arg0 : f32
    %12 = math.erfc %arg0 : f32
    %13 = math.exp %arg0 : f32
    %14 = math.exp2 %arg0 : f32
    %15 = math.expm1 %arg0 : f32
    %16 = math.floor %arg0 : f32
    %17 = math.log %arg0 : f32
    %18 = math.log10 %arg0 : f32
    %19 = math.log1p %arg0 : f32
    %20 = math.log2 %arg0 : f32
    %21 = math.round %arg0 : f32
    %22 = math.roundeven %arg0 : f32
    %23 = math.rsqrt %arg0 : f32
    %24 = math.sin %arg0 : f32
    %25 = math.sinh %arg0 : f32
    %26 = math.sqrt %arg0 : f32
    %27 = math.tan %arg0 : f32
    %28 = math.tanh %arg0 : f32
    %29 = math.trunc %arg0 : f32
    %30 = math.sqrt %arg3 : vector<4xf32>
    %31 = math.sin %arg0 fastmath<fast> : f32
    %32 = math.atan2 %arg0, %arg1 : f32
    %33 = math.copysign %arg0, %arg1 : f32
    %34 = math.powf %arg0, %arg1 : f32
    %35 = math.absi %arg2 : i32
    %36 = math.ctlz %arg2 : i32
    %37 = math.cttz %arg2 : i32
    %38 = math.ctpop %arg2 : i32
    %39 = math.isfinite %arg0 : f32
    %40 = math.isinf %arg0 : f32
    %41 = math.isnan %arg0 : f32
    %42 = math.isnormal %arg0 : f32
    %43 = math.isnan %arg3 : vector<4xf32>
    %44 = math.fma %arg0, %arg0, %arg1 : f32
    %45 = math.fma %arg0, %arg0, %arg1 fastmath<fast> : f32
    %46 = math.ipowi %arg2, %arg2 : i32
    %47 = math.fpowi %arg0, %arg2 : f32, i32
    %sin, %cos = math.sincos %arg0 : f32
    %48 = math.clampf %arg0 to [%arg1, %arg1] : f32
    return
  }
}
