// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// type-width: nvvm.cp.async.bulk.wait_group: i32 -> i33
"builtin.module"() ({
  "gpu.module"() <{sym_name = "main_kernel"}> ({
    "gpu.func"() <{function_type = (!nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>) -> (), kernel}> ({
    ^bb0(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// expected-error@+1 {{'nvvm.cp.async.bulk.wait_group' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i33}> : () -> ()
      "gpu.return"() : () -> ()
    }) {gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, sym_name = "main_kernel"} : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-element: nvvm.cp.async.bulk.wait_group: i32 -> i1
"builtin.module"() ({
  "gpu.module"() <{sym_name = "main_kernel"}> ({
    "gpu.func"() <{function_type = (!nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>) -> (), kernel}> ({
    ^bb0(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// expected-error@+1 {{'nvvm.cp.async.bulk.wait_group' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i1}> : () -> ()
      "gpu.return"() : () -> ()
    }) {gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, sym_name = "main_kernel"} : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-int: nvvm.cp.async.bulk.wait_group: group: 0 -> -1
"builtin.module"() ({
  "gpu.module"() <{sym_name = "main_kernel"}> ({
    "gpu.func"() <{function_type = (!nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>) -> (), kernel}> ({
    ^bb0(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// expected-error@+1 {{'nvvm.cp.async.bulk.wait_group' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
      "nvvm.cp.async.bulk.wait_group"() <{group = -1 : i32}> : () -> ()
      "gpu.return"() : () -> ()
    }) {gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, sym_name = "main_kernel"} : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: nvvm.cp.async.bulk.wait_group: group = 1 : i64
"builtin.module"() ({
  "gpu.module"() <{sym_name = "main_kernel"}> ({
    "gpu.func"() <{function_type = (!nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>) -> (), kernel}> ({
    ^bb0(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// expected-error@+1 {{'nvvm.cp.async.bulk.wait_group' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
      "nvvm.cp.async.bulk.wait_group"() <{group = 1 : i64}> : () -> ()
      "gpu.return"() : () -> ()
    }) {gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, sym_name = "main_kernel"} : () -> ()
  }) : () -> ()
}) : () -> ()
