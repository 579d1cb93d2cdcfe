// RUN: mlir-ls check --allow-unregistered-dialect --split-input-file %s
// torch-mlir's torch dialect: value tensors and op results typed after `->`.

func.func @aten_ops(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %sum = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  %none = torch.constant.none
  %false = torch.constant.bool false
  %list = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  return %sum : !torch.vtensor<[2,3],f32>
}

// -----

func.func @to_builtin(%a: !torch.vtensor<[4],f32>) -> tensor<4xf32> {
  %t = torch_c.to_builtin_tensor %a : !torch.vtensor<[4],f32> -> tensor<4xf32>
  %n = arith.negf %t : tensor<4xf32>
  return %n : tensor<4xf32>
}

// -----

torch.class_type @c {
  torch.attr "weight" : !torch.tensor
  torch.method "forward", @forward
}
func.func private @forward(%self: !torch.nn.Module<"c">) -> !torch.tensor {
  %w = torch.prim.GetAttr %self["weight"] : !torch.nn.Module<"c"> -> !torch.tensor
  return %w : !torch.tensor
}
