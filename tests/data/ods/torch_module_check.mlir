// torch's C++ checks and forms written by hand (torch_module.py, torch_parts.py): modules,
// classes, methods, lists, permute, torch.type_bound, the generated ops' default form.
// Needs ../shared/ods (torch-mlir's .td files) and LLVM 22's llvm-tblgen.

// Valid: a module of its class, a method, the default form, permutations.
torch.class_type @c {
  torch.attr "a" : !torch.int
  torch.method "m", @m
}
func.func private @m(%arg0: !torch.nn.Module<"c">) {
  return
}
%c0 = torch.constant.int 0
%0 = torch.nn_module {
  torch.slot "a", %c0 : !torch.int
} : !torch.nn.Module<"c">
func.func @ok(%t: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[?],f32> {torch.type_bound = !torch.vtensor<[4],f32>}) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %intm1 = torch.constant.int -1
  %perm = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.permute %t, %perm : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[3,2],f32>
  %perm2 = torch.prim.ListConstruct %intm1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.permute %t, %perm2 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[3,2],f32>
  %3 = torch.aten.tanh %t : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  return
}

// -----

torch.class_type @c {}
%0 = torch.nn_module {
  // expected-error@+1 {{'torch.constant.int' op is not allowed inside 'torch.nn_module'}}
  %1 = torch.constant.int 1
} : !torch.nn.Module<"c">

// -----

// expected-error@+1 {{'a' does not reference a valid class type}}
%m = torch.nn_module {} : !torch.nn.Module<"a">

// -----

torch.class_type @c {}
%c0 = torch.constant.int 0
// expected-error@+1 {{number of 'torch.slot's in a 'torch.nn_module' must match number of 'torch.attr's in the corresponding 'torch.class_type'}}
%0 = torch.nn_module {
  torch.slot "f", %c0 : !torch.int
} : !torch.nn.Module<"c">

// -----

torch.class_type @c {
  // expected-note@+1 {{see torch.attr at corresponding index 0 here}}
  torch.attr "g" : !torch.int
}
%c0 = torch.constant.int 0
%0 = torch.nn_module {
  // expected-error@+1 {{'torch.slot' op is expected to match type and name of '"torch.attr"() <{name = "g", type = !torch.int}> : () -> ()'}}
  torch.slot "f", %c0 : !torch.int
} : !torch.nn.Module<"c">

// -----

// expected-error@+1 {{has duplicate attr/method with name 'a'}}
torch.class_type @c {
  // expected-note@+1 {{see first conflicting attr/method here}}
  torch.attr "a" : !torch.int
  // expected-note@+1 {{see second conflicting attr/method here}}
  torch.attr "a" : !torch.int
}

// -----

torch.class_type @c {
  // expected-error@+1 {{'@f' must reference a private function}}
  torch.method "f", @f
}
func.func @f(%arg0: !torch.nn.Module<"c">) {
  return
}

// -----

func.func private @f(%arg0: !torch.nn.Module<"other">) {
  return
}
torch.class_type @c {
  // expected-error@+1 {{the referenced function 'f' must have a first argument of type '!torch.nn.Module<"c">'}}
  torch.method "f", @f
}

// -----

func.func @list(%a: !torch.int, %b: !torch.float) {
  // expected-error@+1 {{operand types should have the same type as the list contained type}}
  %0 = torch.prim.ListConstruct %a, %b : (!torch.int, !torch.float) -> !torch.list<int>
  return
}

// -----

func.func @permute_rank(%t: !torch.vtensor<[2,3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %perm = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error@+1 {{'torch.aten.permute' op expected input and output tensors to have same rank, but 2 != 3.}}
  %0 = torch.aten.permute %t, %perm : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[3,2,1],f32>
  return
}

// -----

func.func @permute_index(%t: !torch.vtensor<[2,3],f32>) {
  %int0 = torch.constant.int 0
  %int5 = torch.constant.int 5
  %perm = torch.prim.ListConstruct %int5, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error@+1 {{observed invalid index in permutation (5) for input tensor of rank 2.}}
  %0 = torch.aten.permute %t, %perm : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[3,2],f32>
  return
}

// -----

func.func @permute_duplicate(%t: !torch.vtensor<[2,2],f32>) {
  %int1 = torch.constant.int 1
  %intm1 = torch.constant.int -1
  %perm = torch.prim.ListConstruct %int1, %intm1 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error@+1 {{'torch.aten.permute' op has a duplicate dimension (1) in its permutation}}
  %0 = torch.aten.permute %t, %perm : !torch.vtensor<[2,2],f32>, !torch.list<int> -> !torch.vtensor<[2,2],f32>
  return
}

// -----

func.func @permute_sizes(%t: !torch.vtensor<[2,3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %perm = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error@+1 {{'torch.aten.permute' op has a permutation which is not compatible with the input and output shapes. The input shape in dimension 0 is 2, and the output shape in dimension 0 is 3 : they should be the same with this permutation.}}
  %0 = torch.aten.permute %t, %perm : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[3,2],f32>
  return
}

// -----

// expected-error@+1 {{'torch.type_bound' must be of !torch.tensor/!torch.vtensor type}}
func.func private @f(%arg0: i32 {torch.type_bound = i32})

// -----

// expected-error@+1 {{'torch.type_bound' must be attached to an argument of !torch.tensor/!torch.vtensor type}}
func.func private @f(%arg0: i32 {torch.type_bound = !torch.tensor<*,f32>})

// -----

// The default form of the generated ops: operand and result counts.
func.func @default_form(%t: !torch.vtensor<[2,3],f32>) {
  // expected-error@+1 {{custom op 'torch.aten.tanh' expected 1 operands}}
  %0 = torch.aten.tanh %t, %t : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  return
}

// -----

func.func @default_form_types(%t: !torch.vtensor<[2,3],f32>, %i: !torch.int) {
  // expected-error@+1 {{custom op 'torch.aten.size.int' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = torch.aten.size.int %t, %i : !torch.vtensor<[2,3],f32> -> !torch.int
  return
}

// -----

func.func @constant_int() {
  // expected-error@+1 {{custom op 'torch.constant.int' expected integer value}}
  %0 = torch.constant.int {test = "v"} 5
  return
}
