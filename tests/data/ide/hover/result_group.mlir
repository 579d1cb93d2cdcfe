// Hover over the definition of a result group lists every result.
func.func @f() {
  %$0pair:2 = "test.two"() : () -> (i32, tensor<4xf32>)
  "test.use"(%pair#0, %pair#1, %pair#1) : (i32, tensor<4xf32>, tensor<4xf32>) -> ()
  return
}
