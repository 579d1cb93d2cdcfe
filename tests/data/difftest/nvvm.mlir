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

// -----

// attr-int: nvvm.cp.async.bulk.wait_group: group: 0 -> -1
"builtin.module"() ({
  "gpu.module"() <{sym_name = "main_kernel"}> ({
    "gpu.func"() <{function_type = (!nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>) -> (), kernel}> ({
    ^bb0(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %2 = "arith.cmpi"(%1, %0) <{predicate = 0 : i64}> : (index, index) -> i1
      %3 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %4 = "memref.view"(%3, %0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128x32xf32, #gpu.address_space<workgroup>>
      "nvgpu.tma.async.store"(%4, %arg0, %0, %0, %2) <{operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (memref<128x32xf32, #gpu.address_space<workgroup>>, !nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>, index, index, i1) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
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
      %2 = "arith.cmpi"(%1, %0) <{predicate = 0 : i64}> : (index, index) -> i1
      %3 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %4 = "memref.view"(%3, %0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128x32xf32, #gpu.address_space<workgroup>>
      "nvgpu.tma.async.store"(%4, %arg0, %0, %0, %2) <{operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (memref<128x32xf32, #gpu.address_space<workgroup>>, !nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>, index, index, i1) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
// expected-error@+1 {{'nvvm.cp.async.bulk.wait_group' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
      "nvvm.cp.async.bulk.wait_group"() <{group = 1 : i64}> : () -> ()
      "gpu.return"() : () -> ()
    }) {gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, sym_name = "main_kernel"} : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-width: nvvm.cp.async.bulk.wait_group: i32 -> i33
"builtin.module"() ({
  "gpu.module"() <{sym_name = "main_kernel"}> ({
    "gpu.func"() <{function_type = (!nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>) -> (), kernel}> ({
    ^bb0(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %2 = "arith.cmpi"(%1, %0) <{predicate = 0 : i64}> : (index, index) -> i1
      %3 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %4 = "memref.view"(%3, %0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128x32xf32, #gpu.address_space<workgroup>>
      "nvgpu.tma.async.store"(%4, %arg0, %0, %0, %2) <{operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (memref<128x32xf32, #gpu.address_space<workgroup>>, !nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>, index, index, i1) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
// expected-error@+1 {{'nvvm.cp.async.bulk.wait_group' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i33}> : () -> ()
      "gpu.return"() : () -> ()
    }) {gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, sym_name = "main_kernel"} : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-element: nvvm.cp.async.bulk.wait_group: i32 -> i16
"builtin.module"() ({
  "gpu.module"() <{sym_name = "main_kernel"}> ({
    "gpu.func"() <{function_type = (!nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>) -> (), kernel}> ({
    ^bb0(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %2 = "arith.cmpi"(%1, %0) <{predicate = 0 : i64}> : (index, index) -> i1
      %3 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %4 = "memref.view"(%3, %0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128x32xf32, #gpu.address_space<workgroup>>
      "nvgpu.tma.async.store"(%4, %arg0, %0, %0, %2) <{operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (memref<128x32xf32, #gpu.address_space<workgroup>>, !nvgpu.tensormap.descriptor<tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>, index, index, i1) -> ()
      "nvvm.cp.async.bulk.commit.group"() : () -> ()
// expected-error@+1 {{'nvvm.cp.async.bulk.wait_group' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
      "nvvm.cp.async.bulk.wait_group"() <{group = 0 : i16}> : () -> ()
      "gpu.return"() : () -> ()
    }) {gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, sym_name = "main_kernel"} : () -> ()
  }) : () -> ()
}) : () -> ()
