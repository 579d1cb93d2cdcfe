// A line break inside the body of a dialect type mlir-ls keeps as text is part of the type,
// not a line the user wrapped: the use below prints the argument's type (with its break),
// and formatting that output again must not wrap the op (the formatter was not idempotent).
func.func @d(%a: tensor<2x!m<
>>) {
  "c"(%a) : (tensor<2x!m<>>) -> ()
  return
}

// The body of a dialect type is one value: a wrapped op whose first bracket is inside one
// keeps it whole (breaking it there made a text whose breaks are all inside the body, which
// does not count as wrapped: the next run joined it again).
func.func @quantized(%a: tensor<2x!quant.uniform<i8:f32, 2.0:15>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>> {
  func.return %a: tensor<2
x!quant.uniform<i8:f32, 2.0:15>>
}
