// A lit-style test file: chunks separated by split markers, each checked on its own.

func.func @constants() -> (i32, f32, tensor<2xi32>) {
  %c = "test.constant"() {value = 42 : i32} : () -> i32
  %f = "test.constant"() {value = 1.5 : f32} : () -> f32
  %t = "test.constant"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  return %c, %f, %t : i32, f32, tensor<2xi32>
}

// -----

func.func @multi_result() -> f32 {
  %pair:2 = "test.pair"() : () -> (i32, f32)
  "test.consume"(%pair#0) : (i32) -> ()
  return %pair#1 : f32
} loc("tests.mlir":12:1)

// -----

func.func private @decl(memref<?xf32, strided<[1], offset: ?>>) -> ()
