// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// move: gpu.memcpy: swap gpu.memcpy with memref.alloc
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (10)>
#map5 = affine_map<() -> (16)>
#map6 = affine_map<() -> (1)>
#map7 = affine_map<() -> (512)>
#map8 = affine_map<() -> (14)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "affine_prefetch_invariant"}> ({
// expected-error@+1 {{'gpu.memcpy' op using value defined outside the region}}
    %7 = "gpu.memcpy"(%2, %1, %5#0) : (!gpu.async.token, memref<1x512x16x16xf32>, memref<1x512x16x16xf32>) -> !gpu.async.token
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg8: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg9: index):
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "side_effecting_ops"}> ({
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x512x16x16xf32>
    %2 = "gpu.wait"() : () -> !gpu.async.token
// expected-error@+1 {{'affine.for' op expected body to have an index argument for the induction variable}}
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
        "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map2, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map7}> ({
          "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
            "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
              "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
                %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf32, 3>
                %5:2 = "gpu.alloc"(%2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!gpu.async.token) -> (memref<1x512x16x16xf32>, !gpu.async.token)
                "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
                  "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
                  }) : () -> ()
                }) : () -> ()
              }) : () -> ()
            }) : () -> ()
          }) : () -> ()
        }) : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: gpu.terminator: swap gpu.terminator with func.return
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1024xf32>, memref<1024xf32>) -> (), sym_name = "test_kernel_environment"}> ({
  ^bb0(%arg0: memref<1024xf32>, %arg1: memref<1024xf32>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %2 = "acc.copyin"(%arg0) <{dataClause = #acc<data_clause acc_copyin>, implicit = false, modifiers = #acc<data_clause_modifier none>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = true, varType = f32}> : (memref<1024xf32>) -> memref<1024xf32>
    %3 = "acc.create"(%arg1) <{dataClause = #acc<data_clause acc_create>, implicit = false, modifiers = #acc<data_clause_modifier none>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = true, varType = f32}> : (memref<1024xf32>) -> memref<1024xf32>
    "acc.kernel_environment"(%2, %3) <{operandSegmentSizes = array<i32: 2, 0, 0, 0>}> ({
      "gpu.launch"(%0, %0, %0, %1, %0, %0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0>}> ({
      ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index):
        %4 = "memref.load"(%2, %arg5) : (memref<1024xf32>, index) -> f32
        %5 = "arith.mulf"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
        "func.return"() : () -> ()
      }) : (index, index, index, index, index, index) -> ()
    }) : (memref<1024xf32>, memref<1024xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// symbol: gpu.module: @kernels -> @launch_func_kernel_operand_types
module attributes {gpu.container_module} {
  gpu.module @launch_func_kernel_operand_types {
    gpu.func @kernel_1(%arg1 : f32) kernel {
      gpu.return
    }
  }
// expected-error@+1 {{redefinition of symbol named 'launch_func_kernel_operand_types'}}
  func.func @launch_func_kernel_operand_types(%sz : index, %arg : f32) {
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : f32)
    return
  }
}
