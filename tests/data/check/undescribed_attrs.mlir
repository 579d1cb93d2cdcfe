// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s
// Attributes and types of undescribed dialects are kept as text; two spellings of one
// value (stablehlo prints bounds both ways) must not make a "different type" error.

func.func @bounds(%arg0: tensor<?x?xf32, #stablehlo.type_extensions<bounds = [3, ?]>>)
    -> tensor<?x?xf32, #stablehlo.bounds<3, ?>> {
  %0 = "stablehlo.abs"(%arg0) : (tensor<?x?xf32, #stablehlo.bounds<3, ?>>) -> tensor<?x?xf32, #stablehlo.bounds<3, ?>>
  return %0 : tensor<?x?xf32, #stablehlo.bounds<3, ?>>
}

// -----

func.func @shape_still_checked(%arg0: tensor<3xf32, #stablehlo.bounds<3>>) {
  // expected-error@+1 {{use of value '%arg0' expects different type than prior uses}}
  "foo.use"(%arg0) : (tensor<4xf32, #stablehlo.bounds<3>>) -> ()
  return
}

// -----

// An undescribed body ends at its own `>`, not at the one of an `->` inside it.
func.func @arrow_inside(%arg0: tensor<3xf32, #foo.sig<(i32) -> i32>>) {
  "foo.use"(%arg0) : (tensor<3xf32, #foo.sig<(i32) -> f32>>) -> ()
  return
}

// -----

// Values of two dialects mlir-ls does not describe are surely different (only a dialect can
// tell two spellings of its own values apart): upstream's error, and the formatter no longer
// rewrites the use's type to the definition's.
func.func @two_dialects(%a: !m.x) {
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: '!q.y' vs '!m.x'}}
  "c"(%a) : (!q.y) -> ()
  return
}
