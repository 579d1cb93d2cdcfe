// Custom forms of the tods ops as upstream's generated printers write them: each chunk
// parses clean and prints back byte for byte.
module {
  func.func @ops(%arg0: tensor<4xf32>, %arg1: tensor<2x3xi32>, %arg2: index, %arg3: i1, %arg4: !tods.token, %arg5: !tods<ref to i32>, %arg6: !tods.box<4>) -> tensor<4xf32> {
    %0 = tods.add %arg0, %arg0 : tensor<4xf32>
    tods.rank2 %arg1 : tensor<2x3xi32>
    tods.attrs 1, 2 color green mode <fast>
    tods.attrs 1, 2 level 3 flag label "x" color red mode <slow>
    tods.segments(%arg2, %arg2) to(%arg2) if %arg3
    tods.segments() to()
    %1 = tods.match %arg1, %arg1 : tensor<2x3xi32>
    %2 = tods.make_token %arg4, %arg4
    %3 = tods.scope -> index {
      yield %arg2 : index
    }
    tods.scope {
      %5 = make_token %arg4
    }
    %4 = tods.load_ref %arg5[%arg2, %arg2] : to i32 -> i32
    tods.unbox %arg6 : <4>
    tods.defaults
    tods.defaults {cc = 1 : i32, dims = array<i64: 2>, scale = 2.500000e+00 : f32}
    tods.bits read
    tods.bits "read|exec"
    tods.bits "none"
    tods.bits exec lanes y
    return %0 : tensor<4xf32>
  }
  tods.module @m {
  }
  func.func @branch(%arg0: index) {
    tods.br ^bb1(%arg0 : index)
  ^bb1(%0: index):  // pred: ^bb0
    return
  }
}
