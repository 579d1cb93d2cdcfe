// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// Argument attributes of function-like ops are checked by their dialect
// (verifyRegionArgAttribute), with the error at the function.
llvm.func @kernel(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
llvm.func @not_a_kernel(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.grid_constant"' must be a unit attribute}}
llvm.func @not_unit(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant = 1 : i32}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.grid_constant"' attribute requires the argument to also have attribute 'llvm.byval'}}
llvm.func @no_byval(%arg0: f32, %arg1: !llvm.ptr {nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// expected-error@+1 {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
func.func @func(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) {
  return
}

// -----

// A `gpu.func` kernel is not an NVVM kernel (`nvvm.kernel`).
gpu.module @m {
  // expected-error@+1 {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
  gpu.func @gpu_kernel(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) kernel {
    gpu.return
  }
}

// -----

// expected-error@+1 {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
llvm.func @declaration(!llvm.ptr {llvm.byval = i32, nvvm.grid_constant})

// -----

// Discardable attributes are checked first; upstream stops at the first failure.
// expected-error@+1 {{'nvvm.kernel' attribute attached to unexpected op}}
func.func @attributes_first(%arg0: !llvm.ptr {nvvm.grid_constant = 1 : i32}) attributes {nvvm.kernel} {
  return
}
