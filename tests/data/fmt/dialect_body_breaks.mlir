// A line break inside the body of a dialect type mlir-ls keeps as text is part of the type,
// not a line the user wrapped: the use below prints the argument's type (with its break),
// and formatting that output again must not wrap the op (the formatter was not idempotent).
func.func @d(%a: tensor<2x!m<
>>) {
  "c"(%a) : (tensor<2x!m<>>) -> ()
  return
}
