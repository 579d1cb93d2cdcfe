// A comment
// <- comment
#map = affine_map<(d0) -> (d0 + 1)>
// <- constant
//     ^ keyword
//                 ^ variable.parameter
!ptr = !llvm.ptr
// <- type.definition
//     ^ type
func.func @add(%arg0: i32, %arg1: i32) -> i32 {
// <- function.call
//        ^ function
//             ^ variable
//                    ^ type.builtin
  %0 = arith.addi %arg0, %arg1 : i32
  // <- variable
  //   ^ function.call
  //              ^ variable
  //                             ^ type.builtin
  %1 = "foo.bar"(%0) {flag, n = 3 : i64} : (i32) -> tensor<4x?xf32>
  //   ^ function.call
  //                   ^ property
  //                            ^ number
  //                                                 ^ type.builtin
  //                                                        ^ number
  cf.br ^bb1(%0 : i32)
  //    ^ label
^bb1(%x: i32):
// <- label
  %cst = arith.constant dense<[1.0, 2.5]> : tensor<2xf32>
  //                    ^ keyword
  //                           ^ float
  return %x : i32 loc("f.mlir":3:4)
  // <- function.call
  //              ^ keyword
  //                  ^ string
}
// -----
// <- punctuation.special
