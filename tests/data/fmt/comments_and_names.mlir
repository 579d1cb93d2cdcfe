// Leading file comment

#map0 = affine_map<(d0) -> (d0 + 1)>
!ty = tensor<4xf32>
// comment before func
func.func @foo(%a: i32,   %b: i32) -> i32 {   // brace comment
    %sum = arith.addi %a, %b : i32   // trailing
  // leading of call


    %r:2 = "foo.bar"(%sum) {z = 1, a = #map0} : (i32) -> (i32, !ty)
    cf.br ^exit(%r#0 : i32)
  ^exit(%x: i32):  // label comment
    return %x : i32
    // dangling in func
}
func.func private @ext(tensor<4xf32>) -> ()



"generic.op"() ({
^bb0(%q: i32):
  "generic.yield"(%q) : (i32) -> ()
}) : () -> ()
// end of file
