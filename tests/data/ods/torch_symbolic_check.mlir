// torch.bind_symbolic_shape's C++ form and verify() (torch_symbolic.py). Needs ../shared/ods;
// annotations checked with torch-mlir-opt --verify-diagnostics.

func.func @f(%arg0: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,?],f32> {
  %0 = torch.symbolic_int "s0" {min_val = 3, max_val = 6} : !torch.int
  %1 = torch.symbolic_int "s1" {min_val = 3, max_val = 6} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 * 2)> {foo = 1 : i64} : !torch.vtensor<[?,?],f32>
  torch.bind_symbolic_shape %arg0, [], affine_map<()[] -> (1, 2)> : !torch.vtensor<[?,?],f32>
  return %arg0 : !torch.vtensor<[?,?],f32>
}

// -----

func.func @more_symbols_than_the_map(%arg0: !torch.vtensor<[?],f32>) {
  %0 = torch.symbolic_int "s0" {min_val = 3, max_val = 6} : !torch.int
  %1 = torch.symbolic_int "s1" {min_val = 3, max_val = 6} : !torch.int
  // expected-error @+1 {{'torch.bind_symbolic_shape' op requires equal number of shape symbol args and symbol args to the attached affine map, since they are 1:1 mapped}}
  torch.bind_symbolic_shape %arg0, [%0, %1], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  return
}

// -----

func.func @symbol_of_a_constant(%arg0: !torch.vtensor<[?],f32>) {
  %int2 = torch.constant.int 2
  // expected-error @+1 {{'torch.bind_symbolic_shape' op shape symbol must be produced by a SymbolicIntOp}}
  torch.bind_symbolic_shape %arg0, [%int2], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  return
}
