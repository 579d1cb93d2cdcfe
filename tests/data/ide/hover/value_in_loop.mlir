// Hover over an SSA value used inside a nested region.
func.func @sum(%n: index, %init: f32) -> f32 {
  %r = "test.loop"(%n, %init) ({
  ^bb0(%i: index, %acc: f32):
    %next = "test.add"(%acc, %ac$0c) : (f32, f32) -> f32
    "test.yield"(%next) : (f32) -> ()
  }) : (index, f32) -> f32
  return %r : f32
}
