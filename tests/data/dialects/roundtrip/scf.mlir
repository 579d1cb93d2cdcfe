module {
  func.func @scf(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: tensor<4xf32>, %arg6: i32) -> f32 {
    %0 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg4) -> (f32) {
      %8 = arith.addf %arg8, %arg8 : f32
      scf.yield %8 : f32
    }
    scf.for %arg7 = %arg0 to %arg1 step %arg2 {
    }
    %1 = scf.for unsigned %arg7 = %arg6 to %arg6 step %arg6 iter_args(%arg8 = %arg4) -> (f32)  : i32 {
      scf.yield %arg8 : f32
    }
    %2 = scf.if %arg3 -> (f32) {
      scf.yield %0 : f32
    } else {
      scf.yield %arg4 : f32
    }
    scf.if %arg3 {
      %8 = arith.addf %arg4, %arg4 : f32
    }
    %3 = scf.while (%arg7 = %arg4) : (f32) -> f32 {
      scf.condition(%arg3) %arg7 : f32
    } do {
    ^bb0(%arg7: f32):
      scf.yield %arg7 : f32
    }
    %4 = scf.execute_region -> f32 {
      scf.yield %arg4 : f32
    }
    scf.parallel (%arg7, %arg8) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
      scf.reduce 
    }
    %5 = scf.parallel (%arg7) = (%arg0) to (%arg1) step (%arg2) init (%arg4) -> f32 {
      scf.reduce(%arg4 : f32) {
      ^bb0(%arg8: f32, %arg9: f32):
        %8 = arith.addf %arg8, %arg9 : f32
        scf.reduce.return %8 : f32
      }
    }
    %6 = scf.forall (%arg7) in (4) shared_outs(%arg8 = %arg5) -> (tensor<4xf32>) {
      scf.forall.in_parallel {
      }
    }
    scf.forall (%arg7, %arg8) = (0, 0) to (%arg1, 8) step (2, %arg2) {
    } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
    %7 = scf.index_switch %arg0 -> f32 
    case 2 {
      scf.yield %arg4 : f32
    }
    case 5 {
      scf.yield %0 : f32
    }
    default {
      scf.yield %2 : f32
    }
    scf.index_switch %arg0 
    default {
    }
    scf.index_switch %arg0 
    case 1 {
      scf.yield
    }
    default {
    }
    return %3 : f32
  }
}
