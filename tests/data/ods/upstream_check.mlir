// RUN: mlir-ls check --split-input-file (upstream dialects imported from LLVM 22's .td files)
// Checks that come from C++ facts written in ods_import/known.py, and PredOpTraits.

// `quant::QuantizedType` is the C++ base class of every quant type.
func.func @dcast_ok(%a: !quant.uniform<i8:f32, 1.0>) {
  %0 = quant.dcast %a : !quant.uniform<i8:f32, 1.0> to f32
  return
}

// -----

func.func @dcast_not_quantized(%a: f32) {
  // expected-error@+1 {{'quant.dcast' op operand #0 must be scalar or tensor of quantized type, but got 'f32'}}
  %0 = quant.dcast %a : f32 to f32
  return
}

// -----

func.func @dcast_shapes(%a: tensor<4x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error@+1 {{'quant.dcast' op failed to verify that input and result are both scalars or both tensors with matching shape}}
  %0 = quant.dcast %a : tensor<4x!quant.uniform<i8:f32, 1.0>> to tensor<5xf32>
  return
}
