module {
  func.func private @decl(i32) -> i32
  func.func private @attrs(i32 {test.arg}) -> (i32 {test.res}) attributes {test.fn}
  func.func @callee(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @caller(%arg0: i32) -> i32 {
    %0 = call @callee(%arg0) : (i32) -> i32
    %f = constant @callee : (i32) -> i32
    %1 = call_indirect %f(%0) : (i32) -> i32
    %2 = call @callee(%1) {no_inline} : (i32) -> i32
    return %2 : i32
  }
  func.func @multi(%arg0: f32) -> (f32, f32) {
    return %arg0, %arg0 : f32, f32
  }
}
