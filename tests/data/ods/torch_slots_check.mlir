// torch's global slots (torch_slots.py): torch.initialize.global_slots's C++ form and
// torch.global_slot.module_initializer's module-wide checks. Needs ../shared/ods
// (torch-mlir's .td files) and LLVM 22's llvm-tblgen; annotations checked with
// torch-mlir-opt --verify-diagnostics.

// Valid: every slot initialized once, with a value within its bound.
torch.global_slot @i : !torch.int
torch.global_slot "private" @t : !torch.tensor
torch.global_slot.module_initializer {
  %0 = torch.constant.int 1
  %1 = torch.tensor.literal(dense<0.0> : tensor<f32>) : !torch.tensor<[],f32>
  torch.initialize.global_slots [
    @i(%0 : !torch.int)
    @t(%1 : !torch.tensor<[],f32>)
  ]
}

// -----

// expected-note @+1 {{missing global slot initializer for @b}}
torch.global_slot @b : !torch.int
torch.global_slot @a : !torch.int

torch.global_slot.module_initializer {
  %0 = torch.constant.int 1
  // expected-error @below {{must have one initializer for each global slot in the module}}
  // expected-note @below {{unexpected global slot initializer for non-existent global slot @c}}
  torch.initialize.global_slots [
    @a(%0 : !torch.int)
    @c(%0 : !torch.int)
  ]
}

// -----

torch.global_slot @s : !torch.int

torch.global_slot.module_initializer {
  %0 = torch.constant.int 1
  // expected-error @+1 {{duplicate initialization of global slot: @s}}
  torch.initialize.global_slots [
    @s(%0 : !torch.int)
    @s(%0 : !torch.int)
  ]
}

// -----

torch.global_slot @f : !torch.float

torch.global_slot.module_initializer {
  %0 = torch.constant.int 1
  // expected-error @+1 {{initial value for global slot @f has type '!torch.int' which is not within the bound '!torch.float'}}
  torch.initialize.global_slots [
    @f(%0 : !torch.int)
  ]
}

// -----

torch.global_slot @t : !torch.tensor

torch.global_slot.module_initializer {
  %0 = torch.tensor.literal(dense<0.0> : tensor<f32>) : !torch.tensor
  // expected-error @+1 {{'torch.aten.tanh' op is not allowed in a module initializer}}
  %1 = torch.aten.tanh %0 : !torch.tensor -> !torch.tensor
  torch.initialize.global_slots [
    @t(%1 : !torch.tensor)
  ]
}

// -----

// expected-error @+1 {{there must be only one global slot initializer}}
torch.global_slot.module_initializer {
  torch.initialize.global_slots [
  ]
}
// expected-error @+1 {{there must be only one global slot initializer}}
torch.global_slot.module_initializer {
  torch.initialize.global_slots [
  ]
}

// -----

torch.global_slot.module_initializer {
  %0 = torch.constant.int 1
  // expected-error @+2 {{expected valid '@'-identifier for symbol name}}
  torch.initialize.global_slots [
    (%0 : !torch.int)
  ]
}

// -----

torch.global_slot @a : !torch.int
torch.global_slot.module_initializer {
  // expected-error @+1 {{'torch.initialize.global_slots' op expected number of operands to match number of slots}}
  "torch.initialize.global_slots"() {slotSymNames = [@a]} : () -> ()
}
