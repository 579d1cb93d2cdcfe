// Hover over a call's callee shows the callee's signature.
func.func private @extern_fn(i64, f32) -> i32 attributes {llvm.emit_c_interface}
func.func @caller(%a: i64, %b: f32) -> i32 {
  %0 = func.call @exte$0rn_fn(%a, %b) : (i64, f32) -> i32
  return %0 : i32
}
