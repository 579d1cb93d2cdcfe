// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// type-shape: scf.for: dim 1: 4 -> 5
func.func @scf_for_with_multiple_operands(%idx: index, %vec0: vector<1x4xf32>, %vec1: vector<1x4xf32>) -> vector<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %res:3 = scf.for %i = %c0 to %c4 step %c1
    iter_args(%id = %idx, %iter0 = %vec0, %iter1 = %vec1) -> (index, vector<1x4xf32>, vector<1x5xf32>) {
    %add = arith.addf %iter0, %iter1 : vector<1x4xf32>
    scf.yield %id, %add, %add : index, vector<1x4xf32>, vector<1x4xf32>
// expected-error@+1 {{use of value '%iter1' expects different type than prior uses: 'vector<1x4xf32>' vs 'vector<1x5xf32>'}}
  }
  return %res#1 : vector<1x4xf32>
}

// CHECK-LABEL: func.func @scf_for_with_multiple_operands
//  CHECK-SAME:   %[[IDX:[A-Za-z0-9]+]]: index
//  CHECK-SAME:   %[[VEC0:[A-Za-z0-9]+]]: vector<1x4xf32>
//  CHECK-SAME:   %[[VEC1:[A-Za-z0-9]+]]: vector<1x4xf32>
//   CHECK-DAG:   %[[CAST0:.+]] = vector.shape_cast %[[VEC0]] : vector<1x4xf32> to vector<4xf32>
//   CHECK-DAG:   %[[CAST1:.+]] = vector.shape_cast %[[VEC1]] : vector<1x4xf32> to vector<4xf32>
//       CHECK:   %[[LOOP:.+]]:3 = scf.for
//  CHECK-SAME:     iter_args(%{{.*}} = %[[IDX]], %[[ITER0:.+]] = %[[CAST0]], %[[ITER1:.+]] = %[[CAST1]])
//       CHECK:     %[[ADD:.+]] = arith.addf %[[ITER0]], %[[ITER1]] : vector<4xf32>
//       CHECK:     scf.yield %{{.*}}, %[[ADD]], %[[ADD]]
//       CHECK:   %[[CASTBACK:.+]] = vector.shape_cast %[[LOOP]]#1 : vector<4xf32> to vector<1x4xf32>
//       CHECK:   return %[[CASTBACK]]

// -----

// type-shape: scf.for: dim 0: 1 -> 2
"builtin.module"() ({
  "func.func"() <{function_type = (index, vector<1x4xf32>, vector<1x4xf32>) -> vector<1x4xf32>, sym_name = "scf_for_with_multiple_operands"}> ({
  ^bb0(%arg0: index, %arg1: vector<1x4xf32>, %arg2: vector<1x4xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
// expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Operation scf.for: successor operand type #2 'vector<1x4xf32>' should match successor input type #2 'vector<2x4xf32>'}}
    %3:3 = "scf.for"(%0, %2, %1, %arg0, %arg1, %arg2) ({
    ^bb0(%arg3: index, %arg4: index, %arg5: vector<1x4xf32>, %arg6: vector<1x4xf32>):
      %4 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (vector<1x4xf32>, vector<1x4xf32>) -> vector<1x4xf32>
      "scf.yield"(%arg4, %4, %4) : (index, vector<1x4xf32>, vector<1x4xf32>) -> ()
    }) : (index, index, index, index, vector<1x4xf32>, vector<1x4xf32>) -> (index, vector<1x4xf32>, vector<2x4xf32>)
  }) : () -> ()
}) : () -> ()
