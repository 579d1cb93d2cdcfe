module @outer attributes {test.attr} {
  module {
  }
  func.func @cast(%arg0: i32) -> (i64, f32) {
    %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
    %1:2 = builtin.unrealized_conversion_cast %arg0, %arg0 : i32, i32 to i64, f32
    %2 = builtin.unrealized_conversion_cast to i8
    return %0, %1#1 : i64, f32
  }
}
