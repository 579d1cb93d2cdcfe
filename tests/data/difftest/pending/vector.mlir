// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// move: vector.shape_cast: vector.shape_cast to the top level
"builtin.module"() ({
  %5 = "vector.shape_cast"(%4) : (vector<1x8xi32>) -> vector<8xi32>
"func.func"() <{function_type = (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>, sym_name = "fold_unit_dims_entirely"}> ({
  ^bb0(%arg0: vector<8xi32>, %arg1: vector<8xi32>, %arg2: vector<8xi32>):
    %0 = "vector.shape_cast"(%arg0) : (vector<8xi32>) -> vector<1x8xi32>
    %1 = "vector.shape_cast"(%arg1) : (vector<8xi32>) -> vector<1x8xi32>
    %2 = "vector.shape_cast"(%arg2) : (vector<8xi32>) -> vector<1x8xi32>
    %3 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<1x8xi32>, vector<1x8xi32>) -> vector<1x8xi32>
    %4 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (vector<1x8xi32>, vector<1x8xi32>) -> vector<1x8xi32>
// expected-error@+1 {{'func.return' op using value defined outside the region}}
    "func.return"(%5) : (vector<8xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// operand-count: vector.contract: repeat operand %arg2
#contraction_accesses1 = [
]
#contraction_trait1 = {
  iterator_types = ["parallel", "parallel", "parallel", "reduction"],
  kind = #vector.kind<mul>
}
// expected-error@+1 {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract #contraction_trait1 %arg0, %arg1, %arg2, %arg2  : vector<1x1x8xf32>, vector<1x8x16xf32> into vector<1x1x16xf32>

// -----

// terminator: vector.mask: drop vector.yield
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<32x16xf32>, vector<8x32x16xf32>, vector<8x32x16xi1>) -> vector<8x32xf32>, sym_name = "contract_broadcast_masked"}> ({
  ^bb0(%arg0: vector<32x16xf32>, %arg1: vector<8x32x16xf32>, %arg2: vector<8x32x16xi1>):
    %0 = "arith.constant"() <{value = dense<0.000000e+00> : vector<8x32xf32>}> : () -> vector<8x32xf32>
    %1 = "vector.broadcast"(%arg0) : (vector<32x16xf32>) -> vector<8x32x16xf32>
// expected-error@+1 {{'vector.mask' op expects a terminator within the mask region}}
    %2 = "vector.mask"(%arg2) ({
      %3 = "vector.contract"(%1, %arg1, %0) <{fastmath = #arith.fastmath<none>, indexing_maps = [#map, #map, #map1], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<8x32x16xf32>, vector<8x32x16xf32>, vector<8x32xf32>) -> vector<8x32xf32>
    }) : (vector<8x32x16xi1>) -> vector<8x32xf32>
    "func.return"(%2) : (vector<8x32xf32>) -> ()
  }) : () -> ()
}) : () -> ()
