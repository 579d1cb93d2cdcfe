// RUN: mlir-ls check --split-input-file %s

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%arg0: f32) kernel {
      gpu.return
    }
  }
  func.func @launch(%arg0: index, %arg1: f32) {
    gpu.launch_func @kernels::@kernel blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0) args(%arg1 : f32)
    return
  }
}

// -----

module {
  func.func @launch_func_missing_module_attribute(%sz : index) {
    // expected-error@+1 {{expected the closest surrounding module to have the 'gpu.container_module' attribute}}
    gpu.launch_func @foo::@bar blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

func.func @alloc(%arg0: index) {
  // expected-error@+1 {{incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = gpu.alloc (%arg0) : memref<4xf32>
  return
}

// -----

func.func @memcpy(%dst: memref<4xf32>, %src: memref<4xi32>) {
  // expected-error@+1 {{arguments have incompatible element type}}
  gpu.memcpy %dst, %src : memref<4xf32>, memref<4xi32>
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error@+1 {{expected void return type for kernel function}}
    gpu.func @kernel() -> f32 kernel {
      %0 = arith.constant 0.0 : f32
      gpu.return %0 : f32
    }
  }
}
