module {
  func.func @cf(%arg0: i1, %arg1: f32, %arg2: i32) {
    cf.assert %arg0, "msg"
    cf.cond_br %arg0, ^bb1(%arg1 : f32), ^bb2
  ^bb1(%0: f32):  // 3 preds: ^bb0, ^bb2, ^bb2
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    cf.switch %arg2 : i32, [
      default: ^bb1(%arg1 : f32),
      42: ^bb3,
      4294967295: ^bb3,
      43: ^bb1(%arg1 : f32)
    ]
  ^bb3:  // 3 preds: ^bb2, ^bb2, ^bb3
    cf.cond_br %arg0 weights([1, 2]), ^bb3, ^bb4
  ^bb4:  // pred: ^bb3
    cf.switch %arg2 : i32, [
      default: ^bb5]
  ^bb5:  // pred: ^bb4
    return
  }
}
