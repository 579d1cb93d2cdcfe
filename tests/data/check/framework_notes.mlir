// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

// Verifiers attach upstream's notes to their findings (`ctx.note`).
gpu.module @m {
  // expected-note@+1 {{return type declared here}}
  gpu.func @f() -> f32 {
    // expected-error@+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

func.func @launch(%sz: index) {
  // expected-note@+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    "test.op"() : () -> ()
  }
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-note@+1 {{see the kernel definition here}}
    memref.global "private" @not_a_function : memref<4xf32>
  }
  func.func @main(%sz: index) {
    // expected-error@+1 {{'gpu.launch_func' op referenced kernel '@kernels::@not_a_function' is not a function}}
    gpu.launch_func @kernels::@not_a_function blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}
