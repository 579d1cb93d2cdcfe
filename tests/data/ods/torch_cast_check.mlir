// The torch casts' CastOpInterface checks and the copies' TypesMatchWith transforms
// (torch_parts.py).
// Needs ../shared/ods (torch-mlir's .td files) and LLVM 22's llvm-tblgen.

// Valid: refining into an optional, a union, a number, less static information.
func.func @valid(%i: !torch.int, %n: !torch.none, %t: !torch.vtensor<[2,3],f32>, %u: !torch.tensor<[4],si64>) {
  %0 = torch.derefine %i : !torch.int to !torch.optional<int>
  %1 = torch.derefine %n : !torch.none to !torch.optional<int>
  %2 = torch.derefine %i : !torch.int to !torch.union<float, int>
  %3 = torch.derefine %i : !torch.int to !torch.number
  %4 = torch.derefine %t : !torch.vtensor<[2,3],f32> to !torch.vtensor<[?,3],unk>
  %5 = torch.derefine %u : !torch.tensor<[4],si64> to !torch.tensor
  %6 = torch.tensor_static_info_cast %t : !torch.vtensor<[2,3],f32> to !torch.vtensor<[2,?],f32>
  %7 = torch.tensor_static_info_cast %t : !torch.vtensor<[2,3],f32> to !torch.vtensor<*,unk>
  return
}

// -----

func.func @more_static_than_the_source(%t: !torch.vtensor<[?],f32>) {
  // expected-error@+1 {{'torch.derefine' op operand type '!torch.vtensor<[?],f32>' and result type '!torch.vtensor<[5],f32>' are cast incompatible}}
  %0 = torch.derefine %t : !torch.vtensor<[?],f32> to !torch.vtensor<[5],f32>
  return
}

// -----

func.func @float_is_not_an_optional_int(%f: !torch.float) {
  // expected-error@+1 {{'torch.derefine' op operand type '!torch.float' and result type '!torch.optional<int>' are cast incompatible}}
  %0 = torch.derefine %f : !torch.float to !torch.optional<int>
  return
}

// -----

func.func @static_sizes_disagree(%t: !torch.vtensor<[2,3],f32>) {
  // expected-error@+1 {{'torch.tensor_static_info_cast' op operand type '!torch.vtensor<[2,3],f32>' and result type '!torch.vtensor<[2,4],f32>' are cast incompatible}}
  %0 = torch.tensor_static_info_cast %t : !torch.vtensor<[2,3],f32> to !torch.vtensor<[2,4],f32>
  return
}

// -----

// The copies' types correspond (getWithoutValueSemantics / getWithValueSemantics).
func.func @copies(%t: !torch.vtensor<[2,3],f32>, %u: !torch.tensor<[2,3],f32>) {
  %0 = torch.copy.to_tensor %t : !torch.tensor<[2,3],f32>
  %1 = torch.copy.to_vtensor %u : !torch.vtensor<[2,3],f32>
  torch.overwrite.tensor.contents %t overwrites %u : !torch.vtensor<[2,3],f32>, !torch.tensor<[2,3],f32>
  return
}

// -----

func.func @overwritten_sizes_disagree(%t: !torch.vtensor<[2,3],f32>, %u: !torch.tensor<[2,?],f32>) {
  // expected-error@+1 {{'torch.overwrite.tensor.contents' op failed to verify that overwritten tensor type is corresponding !torch.tensor of value tensor type}}
  torch.overwrite.tensor.contents %t overwrites %u : !torch.vtensor<[2,3],f32>, !torch.tensor<[2,?],f32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @copy_dtype_disagrees(%t: !torch.vtensor<[2,3],f32>) {
  // expected-error@+1 {{use of value '%t' expects different type than prior uses: '!torch.vtensor<[2,3],f64>' vs '!torch.vtensor<[2,3],f32>'}}
  %0 = torch.copy.to_tensor %t : !torch.tensor<[2,3],f64>
  return
}
