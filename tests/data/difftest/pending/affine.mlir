// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// move: affine.prefetch: affine.prefetch to the top level
#map = affine_map<(d0, d1) -> (d0 + 3, d1 + 7)>
#map1 = affine_map<(d0, d1) -> (d0 + 3, d1 + 11)>
#map2 = affine_map<(d0, d1) -> (d0, d1 + 1)>
#map3 = affine_map<() -> (0)>
#map4 = affine_map<() -> (10)>
"builtin.module"() ({
// expected-error@+1 {{operand #0 does not dominate this use}}
  "affine.prefetch"(%0, %arg2, %arg3) <{isDataCache = false, isWrite = false, localityHint = 3 : i32, map = #map2}> : (memref<100x100xf32>, index, index) -> ()
"func.func"() <{function_type = (index, index) -> (), sym_name = "test_prefetch"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<100x100xf32>
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg2: index):
      "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
      ^bb0(%arg3: index):
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
