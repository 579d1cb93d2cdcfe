// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

gpu.module @funcs [#nvvm.target] attributes {gpu.extra} {
  gpu.func @kernel(%arg0: f32 {gpu.arg}) workgroup(%w : memref<4xf32, 3> {gpu.w}) private(%p : memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>} {
    gpu.return
  }
  gpu.func @helper(%arg0: f32) -> (f32 {gpu.res}) {
    gpu.return %arg0 : f32
  }
  "gpu.func"() ({
  ^bb0(%arg0: f32, %w: memref<4xf32, 3>):
    gpu.return
  }) {function_type = (f32) -> (), gpu.kernel, sym_name = "generic", workgroup_attributions = 1 : i64} : () -> ()
}
gpu.module @handled <#gpu.select_object<0>> [#nvvm.target] {
}
gpu.binary @binary <#gpu.select_object<#nvvm.target>> [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, kernels = <[#gpu.kernel_metadata<"b", () -> ()>, #gpu.kernel_metadata<"a", (i32) -> (), arg_attrs = [{llvm.read_only}], metadata = {regs = 8 : i32}>]>, offload = "">, #gpu.object<#nvvm.target, fatbin = "blob">]

// -----

gpu.module @funcs {
  // expected-error@+1 {{custom op 'gpu.func' gpu.func requires named arguments}}
  gpu.func @unnamed(f32) {
  ^bb0(%arg0: f32):
    gpu.return
  }
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{custom op 'gpu.func' expected valid '@'-identifier for symbol name}}
  gpu.func private @visibility() {
    gpu.return
  }
}

// -----

module {
  // expected-error@+1 {{'gpu.func' op expects parent op 'gpu.module'}}
  gpu.func @outside() {
    gpu.return
  }
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
  "gpu.func"() ({
    gpu.return
  }) {sym_name = "f", function_type = i32} : () -> ()
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op requires string attribute 'sym_name'}}
  "gpu.func"() ({
    gpu.return
  }) {function_type = () -> ()} : () -> ()
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op attribute 'kernel' failed to satisfy constraint: unit attribute}}
  "gpu.func"() ({
    gpu.return
  }) {function_type = () -> (), sym_name = "f", kernel = 1} : () -> ()
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op attribute 'workgroup_attributions' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  "gpu.func"() ({
    gpu.return
  }) {function_type = () -> (), sym_name = "f", workgroup_attributions = -1 : i64} : () -> ()
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 0}}
  "gpu.func"() ({
    gpu.return
  }) {function_type = () -> (), sym_name = "f", arg_attrs = [{}]} : () -> ()
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @kernel() -> i32 kernel {
    %0 = arith.constant 0 : i32
    gpu.return %0 : i32
  }
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected body with at least one block}}
  "gpu.func"() ({
  }) {function_type = () -> (), sym_name = "f"} : () -> ()
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected at least 3 arguments to body region}}
  "gpu.func"() ({
  ^bb0(%a: f32, %b: memref<4xf32, 3>):
    gpu.return
  }) {function_type = (f32) -> (), sym_name = "f", workgroup_attributions = 2 : i64} : () -> ()
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected body region argument #0 to be of type 'f32', got 'i32'}}
  "gpu.func"() ({
  ^bb0(%a: i32):
    gpu.return
  }) {function_type = (f32) -> (), sym_name = "f"} : () -> ()
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @f() workgroup(%w : f32) {
    gpu.return
  }
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @f() workgroup(%w : memref<4xf32, #gpu.address_space<global>>) {
    gpu.return
  }
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op expected memory space private in attribution}}
  gpu.func @f() private(%p : memref<4xf32, #gpu.address_space<workgroup>>) {
    gpu.return
  }
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op attribute 'known_grid_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present) and all elements >= 1}}
  gpu.func @f() attributes {known_grid_size = array<i32: 1, 0, 1>} {
    gpu.return
  }
}

// -----

gpu.module @funcs {
  // expected-error@+1 {{'gpu.func' op gpu.known_block_size must be a dense i32 array}}
  gpu.func @f() attributes {gpu.known_block_size = array<i64: 1, 1, 1>} {
    gpu.return
  }
}

// -----

// expected-error@+1 {{'func.func' op gpu.known_cluster_size must contain exactly 3 elements}}
func.func @f() attributes {gpu.known_cluster_size = array<i32: 1, 1>} {
  return
}

// -----

gpu.module @funcs {
  gpu.func @f() -> (i32, f32) {
    %0 = arith.constant 0 : i32
    // expected-error@+1 {{'gpu.return' op expected 2 result operands}}
    gpu.return %0 : i32
  }
}

// -----

gpu.module @funcs {
  gpu.func @f() -> i32 {
    %0 = arith.constant 0 : index
    // expected-error@+1 {{'gpu.return' op unexpected type `'index'' for operand #0}}
    gpu.return %0 : index
  }
}

// -----

func.func @f() {
  // expected-error@+1 {{'gpu.return' op expects parent op 'gpu.func'}}
  gpu.return
}

// -----

// expected-error@+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @m [] {
}

// -----

// expected-error@+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @m [#gpu.object<#nvvm.target, "">] {
}

// -----

// expected-error@+1 {{'gpu.module' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
gpu.module @m <1> {
}

// -----

// expected-error@+1 {{'gpu.module' op region should have no arguments}}
"gpu.module"() <{sym_name = "m"}> ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @b []

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
gpu.binary @b <"x"> [#gpu.object<#nvvm.target, "">]

// -----

// expected-error@+1 {{the object index must be positive}}
gpu.binary @b <#gpu.select_object<-1>> [#gpu.object<#nvvm.target, "">]

// -----

// expected-error@+1 {{the target attribute must be a GPU Target attribute}}
gpu.binary @b <#gpu.select_object<"x">> [#gpu.object<#nvvm.target, "">]

// -----

// expected-error@+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @b [#gpu.object<1, "">]

// -----

// expected-error@+1 {{expected keyword for GPU object format}}
gpu.binary @b [#gpu.object<#nvvm.target, elf = "">]

// -----

// expected-error@+1 {{expected keyword for GPU object format}}
gpu.binary @b [#gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"k", () -> ()>]>, properties = {}, "">]

// -----

// expected-error@+3 {{expected '<'}}
// expected-error@+2 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, kernels = <[]>, "">]

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, bin = 3>]

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'properties' which is to be a `DictionaryAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, properties = 3, "">]

// -----

// expected-error@+2 {{expected all kernels to be uniquely named}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"k", () -> ()>, #gpu.kernel_metadata<"k", () -> ()>]>, "">]

// -----

// expected-error@+3 {{the kernel name can't be empty}}
// expected-error@+2 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"", () -> ()>]>, "">]

// -----

// expected-error@+1 {{unknown attribute `frob` in dialect `gpu`}}
func.func @f(%a: i32 {gpu.x = #gpu.frob<1>}) {
  return
}

// -----

// expected-error@+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private, constant}}
// expected-error@+1 {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func @f(%m: memref<4xf32, #gpu.address_space<shared>>) {
  return
}
