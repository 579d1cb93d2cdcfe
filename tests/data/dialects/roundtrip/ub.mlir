module {
  func.func @ub() -> f32 {
    %0 = ub.poison : f32
    %1 = ub.poison : i32
    return %0 : f32
  }
  func.func @unreachable() {
    ub.unreachable
  }
}
