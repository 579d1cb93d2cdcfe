// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// gpu.launch: async tokens, clusters, attributions, module/function, cooperative.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%arg0: f32, %arg1: memref<?xf32>) kernel {
      gpu.return
    }
  }
  gpu.binary @bin [#gpu.object<#nvvm.target, "">]
  func.func @launches(%sz: index, %i32: i32, %i64: i64, %f: f32, %m: memref<?xf32>) {
    %t0 = gpu.wait async
    %t1 = gpu.launch async [%t0] clusters(%cx, %cy, %cz) in (%scx = %sz, %scy = %sz, %scz = %sz) blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz) threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) dynamic_shared_memory_size %i32 module(@kernels) function(@kernel) cooperative workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>) private(%p : memref<4xf32, 5>) {
      %shmem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.terminator
    }
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32, %m : memref<?xf32>)
    %t2 = gpu.launch_func async [%t1] @kernels::@kernel clusters in (%i64, %i64, %i64) blocks in (%i64, %i64, %i64) threads in (%i64, %i64, %i64) : i64 dynamic_shared_memory_size %i32 cooperative args(%f : f32, %m : memref<?xf32>)
    gpu.launch_func @bin::@anything blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.wait [%t2]
    return
  }
}

// -----

func.func @launch_needs_name(%sz: index) {
  // expected-error@+1 {{custom op 'gpu.launch' needs to be named when marked 'async'}}
  gpu.launch async blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz) threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    gpu.terminator
  }
  return
}

// -----

func.func @launch_two_ids(%sz: index) {
  // expected-error@+1 {{custom op 'gpu.launch' blocks expects 3 arguments, but got 2}}
  gpu.launch blocks(%bx, %by) in (%sbx = %sz, %sby = %sz, %sbz = %sz) threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    gpu.terminator
  }
  return
}

// -----

func.func @launch_nested_module(%sz: index) {
  // expected-error@+1 {{custom op 'gpu.launch' invalid kind of attribute specified}}
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz) threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) module(@a::@b) {
    gpu.terminator
  }
  return
}

// -----

func.func @launch_partial_cluster(%sz: index) {
  // expected-error@+1 {{'gpu.launch' op cluster size must be all present}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz, %sz, %sz) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    gpu.terminator
  }) : (index, index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @launch_empty_body(%sz: index) {
  // expected-error@+1 {{'gpu.launch' op body region is empty}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz, %sz) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0>}> ({
  }) : (index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @launch_region_arguments(%sz: index) {
  // expected-error@+1 {{'gpu.launch' op expected at least 12 region arguments, but got 1}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz, %sz) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0>}> ({
  ^bb0(%a: index):
    gpu.terminator
  }) : (index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @launch_workgroup_space(%sz: index) {
  // expected-error@+1 {{'gpu.launch' op expected memory space workgroup in attribution}}
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz) threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) workgroup(%w : memref<4xf32, #gpu.address_space<private>>) {
    gpu.terminator
  }
  return
}

// -----

func.func @launch_private_type(%sz: index) {
  // expected-error@+1 {{'gpu.launch' op expected memref type in attribution}}
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz) threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) private(%p : f32) {
    gpu.terminator
  }
  return
}

// -----

func.func @launch_terminator(%sz: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz) threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    "gpu.yield"() : () -> ()
  }
  return
}

// -----

func.func @terminator_parent() {
  // expected-error@+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  gpu.terminator
}

// -----

func.func @launch_func_needs_name(%sz: index) {
  // expected-error@+1 {{custom op 'gpu.launch_func' needs to be named when marked 'async'}}
  gpu.launch_func async @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
  return
}

// -----

func.func @launch_func_kernel_kind(%sz: index) {
  // expected-error@+1 {{custom op 'gpu.launch_func' invalid kind of attribute specified}}
  gpu.launch_func "k" blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
  return
}

// -----

func.func @launch_func_args(%sz: index) {
  // expected-error@+1 {{expected ')' in argument list}}
  gpu.launch_func @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%sz : index {attr})
  return
}

// -----

func.func @launch_func_container(%sz: index) {
  // expected-error@+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
  return
}

// -----

module attributes {gpu.container_module} {
  func.func @launch_func_size_type(%sz: f32) {
    // expected-error@+1 {{'gpu.launch_func' op operand #0 must be index or 32-bit signless integer or 64-bit signless integer, but got 'f32'}}
    gpu.launch_func @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) : f32
    return
  }
  gpu.module @k {
    gpu.func @f() kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @launch_func_same_types(%sz: index, %i: i32) {
    // expected-error@+1 {{'gpu.launch_func' op failed to verify that all of {gridSizeX, gridSizeY, gridSizeZ, blockSizeX, blockSizeY, blockSizeZ} have same type}}
    "gpu.launch_func"(%sz, %sz, %sz, %sz, %sz, %i) <{kernel = @k::@f, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, i32) -> ()
    return
  }
  gpu.module @k {
    gpu.func @f() kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @launch_func_cluster_types(%sz: index, %i: i32) {
    // expected-error@+1 {{'gpu.launch_func' op expects types of the cluster dimensions must be the same}}
    "gpu.launch_func"(%sz, %sz, %sz, %sz, %sz, %sz, %sz, %i, %sz) <{kernel = @k::@f, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> : (index, index, index, index, index, index, index, i32, index) -> ()
    return
  }
  gpu.module @k {
    gpu.func @f() kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @kernel_container(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel container 'missing' is undefined}}
    gpu.launch_func @missing::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  module @plain {
  }
  func.func @kernel_module(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel module 'plain' is undefined}}
    gpu.launch_func @plain::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
  }
  func.func @kernel_function(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function '@k::@f' is undefined}}
    gpu.launch_func @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.module @inner {
      gpu.func @f() kernel {
        gpu.return
      }
    }
  }
  func.func @kernel_leaf_only(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function '@k::@inner::@f' is undefined}}
    gpu.launch_func @k::@inner::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    memref.global "private" @f : memref<4xi32>
  }
  func.func @kernel_not_function(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op referenced kernel '@k::@f' is not a function}}
    gpu.launch_func @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    func.func @f() {
      return
    }
  }
  func.func @kernel_attribute(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    func.func @f(%a: f32) attributes {gpu.kernel} {
      return
    }
  }
  func.func @kernel_not_gpu_func(%sz: index, %i: i32) {
    gpu.launch_func @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%i : i32, %i : i32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @kernel_operand_count(%sz: index, %a: f32) {
    // expected-error@+1 {{'gpu.launch_func' op got 2 kernel operands but expected 1}}
    gpu.launch_func @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%a : f32, %a : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: f32) attributes {gpu.kernel} {
      gpu.return
    }
  }
  func.func @kernel_operand_type(%sz: index, %a: i32) {
    // expected-error@+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%a : i32)
    return
  }
}

// -----

// Launches nested deeper than the module's functions are not checked against the module.
module attributes {gpu.container_module} {
  func.func @nested(%sz: index) {
    scf.execute_region {
      gpu.launch_func @missing::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      scf.yield
    }
    return
  }
}

// -----

// expected-error@+1 {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @container_on_func() attributes {gpu.container_module} {
  return
}

// -----

func.func @shared_memory_space(%sz: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz) threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
    %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<private>>
    gpu.terminator
  }
  return
}

// -----

func.func @shared_memory_static() {
  // expected-error@+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
  %0 = gpu.dynamic_shared_memory : memref<4xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @shared_memory_type() {
  // expected-error@+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?xf32, #gpu.address_space<workgroup>>'}}
  %0 = gpu.dynamic_shared_memory : memref<?xf32, #gpu.address_space<workgroup>>
  return
}
