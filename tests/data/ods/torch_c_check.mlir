// torch_c's builtin-tensor conversions (torch_c_parts.py).
// Needs ../shared/ods (torch-mlir's .td files) and LLVM 22's llvm-tblgen.

// Signedness does not matter, the width and the sizes do.
func.func @round_trip(%t: tensor<2x?xi16>, %u: tensor<*xbf16>) {
  %a = torch_c.from_builtin_tensor %t : tensor<2x?xi16> -> !torch.vtensor<[2,?],si16>
  %b = torch_c.to_builtin_tensor %a : !torch.vtensor<[2,?],si16> -> tensor<2x?xi16>
  %c = torch_c.from_builtin_tensor %u : tensor<*xbf16> -> !torch.vtensor<*,bf16>
  return
}

// -----

func.func @static_size_lost(%v: !torch.vtensor<[2,5],f32>) {
  // expected-error@+1 {{operand and result must have the same size and dtype}}
  %b = torch_c.to_builtin_tensor %v : !torch.vtensor<[2,5],f32> -> tensor<2x?xf32>
  return
}

// -----

func.func @wider_integers(%t: tensor<4xi32>) {
  // expected-error@+1 {{operand and result must have the same size and dtype}}
  %a = torch_c.from_builtin_tensor %t : tensor<4xi32> -> !torch.vtensor<[4],si64>
  return
}
