// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// operand-count: tensor.extract_slice: repeat operand %collapsed
// The below tests verify that a dimension which is the result of collapsing at
// most one non-unit dim is handled properly.

// CHECK: @collapse_and_slice_unit_dim(%[[arg0:.+]]: tensor<{{.*}}>, %[[arg1:.+]]: index, %[[arg2:.+]]: index
func.func @collapse_and_slice_unit_dim(%input: tensor<1x11x100xf32>, %offt: index, %size: index) -> tensor<?x100xf32> {
  %collapsed = tensor.collapse_shape %input [[0, 1], [2]] : tensor<1x11x100xf32> into tensor<11x100xf32>
  %slice = tensor.extract_slice %collapsed [%offt, 0] [%size, 100] [1, 1] : tensor<11x100xf32> to tensor<?x100xf32>
  // CHECK-NOT: scf.for
  // CHECK: %[[e:.+]] = tensor.extract_slice %[[arg0]][0, 0, 0] [1, 11, 100] [1, 1, 1]
  // CHECK-SAME:           tensor<1x11x100xf32> to tensor<11x100xf32>
  // CHECK: %[[e1:.+]] = tensor.extract_slice %[[e]][%[[arg1]], 0] [%[[arg2]], 100] [1, 1]
  // CHECK-SAME:           tensor<11x100xf32> to tensor<?x100xf32>
  return %slice : tensor<?x100xf32>
}

// CHECK: @collapse_and_slice_multiple_unit_dim_dynamic(%[[arg0:.+]]: tensor<{{.*}}>, %[[arg1:.+]]: index, %[[arg2:.+]]: index
func.func @collapse_and_slice_multiple_unit_dim_dynamic(%input: tensor<1x?x1x100xf32>, %offt: index, %size: index) -> tensor<?x100xf32> {
  %collapsed = tensor.collapse_shape %input [[0, 1, 2], [3]] : tensor<1x?x1x100xf32> into tensor<?x100xf32>
  %slice = tensor.extract_slice %collapsed [%offt, 0] [%size, 100] [1, 1] : tensor<?x100xf32> to tensor<?x100xf32>
  // CHECK-NOT: scf.for
  // CHECK: %[[c1:.+]] = arith.constant 1 : index
  // CHECK: %[[dim:.+]] = tensor.dim %[[arg0]], %[[c1]] :
  // CHECK: %[[e:.+]] = tensor.extract_slice %[[arg0]][0, 0, 0, 0] [1, %[[dim]], 1, 100] [1, 1, 1, 1]
  // CHECK-SAME:           tensor<1x?x1x100xf32> to tensor<?x100xf32>
  // CHECK: %[[e1:.+]] = tensor.extract_slice %[[e]][%[[arg1]], 0] [%[[arg2]], 100] [1, 1]
  // CHECK-SAME:           tensor<?x100xf32> to tensor<?x100xf32>
  return %slice : tensor<?x100xf32>
}

// CHECK: @collapse_and_slice_multiple_unit_dim_mixed(%[[arg0:.+]]: tensor<{{.*}}>, %[[arg1:.+]]: index, %[[arg2:.+]]: index
func.func @collapse_and_slice_multiple_unit_dim_mixed(%input: tensor<1x?x1x100x10xf32>, %offt: index, %size: index) -> tensor<?x?xf32> {
  %collapsed = tensor.collapse_shape %input [[0, 1, 2], [3, 4]] : tensor<1x?x1x100x10xf32> into tensor<?x1000xf32>
  %slice = tensor.extract_slice %collapsed [%offt, %offt] [%size, %size] [1, 1] : tensor<?x1000xf32> to tensor<?x?xf32>
  // CHECK-DAG: %[[c0]] = arith.constant 0 : index
  // CHECK-DAG: %[[c1]] = arith.constant 1 : index
  // CHECK: %[[dim:.+]] = tensor.dim %[[arg0]], %[[c1]]
  // CHECK: %[[rank_reduced:.+]] = tensor.extract_slice %[[arg0]][0, 0, 0, 0, 0] [1, %[[dim]], 1, 100, 10] [1, 1, 1, 1, 1]
  // CHECK: %[[empty:.+]] = tensor.empty
  // CHECK: %[[result:.+]] = scf.for %[[iv:.+]] = %[[c0]] to %[[arg2]] step %[[c1]] iter_args(%[[ia:.+]] = %[[empty]])
  // CHECK:     %[[idx:.+]] = affine.apply
  // CHECK:     %[[multi_index:.+]] = affine.delinearize_index %[[idx]] into
  // CHECK:     %[[collapsed:.+]] = tensor.collapse_shape
  // CHECK:     %[[updated:.+]] = tensor.insert_slice
  // CHECK:     scf.yield %[[updated]]
  // CHECK: return %[[result]]
  return %slice : tensor<?x?xf32>
}

// Edge case where all collapsed dims are unit dims. This pattern can't eliminate the collapse shape,
// that should be handled by `linalg-fold-unit-extent-dims`.

// CHECK: @collapse_and_slice_multiple_all_unit_dim(%[[arg0:.+]]: tensor<{{.*}}>)
func.func @collapse_and_slice_multiple_all_unit_dim(%input: tensor<1x1x1x100xf32>) -> tensor<1x100xf32> {
  %collapsed = tensor.collapse_shape %input [[0, 1, 2], [3]] : tensor<1x1x1x100xf32> into tensor<1x100xf32>
  %slice = tensor.extract_slice %collapsed, %collapsed [0, 0] [1, 100] [1, 1] : tensor<1x100xf32> to tensor<1x100xf32>
  return %slice : tensor<1x100xf32>
// expected-error@+2 {{expected '[' in dynamic index list}}
// expected-error@+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  // CHECK: %[[collapse:.+]] = tensor.collapse_shape %[[arg0]] {{\[}}[0, 1, 2], [3]] : tensor<1x1x1x100xf32> into tensor<1x100xf32>
  // CHECK: return %[[collapse]]
}

// -----

// move: tensor.empty: swap tensor.empty with arith.mulf
// RUN: mlir-opt -test-linalg-decompose-ops -cse -split-input-file %s | FileCheck %s
// RUN: mlir-opt -test-linalg-decompose-ops=remove-dead-args-and-results -cse -split-input-file %s | FileCheck %s --check-prefix=CANONICALIZECHECK

func.func @simple_op(%arg0 : tensor<?x?xf32>, %arg1 : tensor<?xf32>, %arg2 : tensor<?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
  %1 = arith.mulf %0, %b2 : f32
  %init2 = tensor.empty(%d0, %d1) : tensor<?x?xf32>
// expected-error@+1 {{operation's operand is unlinked}}
  %result:2 = linalg.generic {
    indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>,
                     affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>,
                     affine_map<(d0, d1) -> (d0, d1)>],
    iterator_types = ["parallel", "parallel"]}
    ins(%arg0, %arg1, %arg2 : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>)
    outs(%init1, %init2 : tensor<?x?xf32>, tensor<?x?xf32>) {
    ^bb0(%b0 : f32, %b1 : f32, %b2 : f32, %b3 : f32, %b4 : f32) :
      %0 = arith.addf %b0, %b1 : f32
      %init1 = tensor.empty(%d1, %d0) : tensor<?x?xf32>
      linalg.yield %0, %1 : f32, f32
    } -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return %result#0, %result#1 : tensor<?x?xf32>, tensor<?x?xf32>
}
//  CHECK-DAG: #[[MAP0:.+]] = affine_map<(d0, d1) -> (d0, d1)>
//  CHECK-DAG: #[[MAP1:.+]] = affine_map<(d0, d1) -> (d0)>
//  CHECK-DAG: #[[MAP2:.+]] = affine_map<(d0, d1) -> (d1)>
//  CHECK-DAG: #[[MAP3:.+]] = affine_map<(d0, d1) -> (d1, d0)>
//      CHECK: func @simple_op(
// CHECK-SAME:     %[[ARG0:[a-zA-Z0-9_]+]]: tensor<?x?xf32>
// CHECK-SAME:     %[[ARG1:[a-zA-Z0-9_]+]]: tensor<?xf32>
// CHECK-SAME:     %[[ARG2:[a-zA-Z0-9_]+]]: tensor<?xf32>
//  CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//  CHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//  CHECK-DAG:   %[[D0:.+]] = tensor.dim %[[ARG0]], %[[C0]]
//  CHECK-DAG:   %[[D1:.+]] = tensor.dim %[[ARG0]], %[[C1]]
//  CHECK-DAG:   %[[INIT1:.+]] = tensor.empty(%[[D1]], %[[D0]])
//  CHECK-DAG:   %[[INIT2:.+]] = tensor.empty(%[[D0]], %[[D1]])
//  CHECK-DAG:   %[[GENERIC1:.+]]:3 = linalg.generic
// CHECK-SAME:       [#[[MAP0]], #[[MAP1]], #[[MAP2]], #[[MAP3]], #[[MAP0]], #[[MAP3]]]
// CHECK-SAME:       ["parallel", "parallel"]
// CHECK-SAME:       ins(%[[ARG0]], %[[ARG1]], %[[ARG2]] :
// CHECK-SAME:       outs(%[[INIT1]], %[[INIT2]], %[[INIT1]] :
// CHECK-NEXT:   ^bb0(
// CHECK-SAME:       %[[B0:[a-zA-Z0-9_]+]]: f32
// CHECK-SAME:       %[[B1:[a-zA-Z0-9_]+]]: f32
// CHECK-SAME:       %[[B2:[a-zA-Z0-9_]+]]: f32
// CHECK-SAME:       %[[B3:[a-zA-Z0-9_]+]]: f32
// CHECK-SAME:       %[[B4:[a-zA-Z0-9_]+]]: f32
// CHECK-SAME:       %[[B5:[a-zA-Z0-9_]+]]: f32):
// CHECK-NEXT:     %[[S0:.+]] = arith.addf %[[B0]], %[[B1]]
// CHECK-NEXT:     linalg.yield %[[S0]], %{{[a-zA-Z0-9_]+}}, %[[S0]]
//      CHECK:   %[[GENERIC2:.+]]:2 = linalg.generic
// CHECK-SAME:       [#[[MAP0]], #[[MAP1]], #[[MAP2]], #[[MAP3]], #[[MAP3]], #[[MAP0]]]
// CHECK-SAME:       ["parallel", "parallel"]
// CHECK-SAME:       ins(%[[ARG0]], %[[ARG1]], %[[ARG2]], %[[GENERIC1]]#2 :
// CHECK-SAME:       outs(%[[INIT1]], %[[INIT2]] :
// CHECK-NEXT:   ^bb0(
// CHECK-SAME:       %[[B6:[a-zA-Z0-9_]+]]: f32
// CHECK-SAME:       %[[B7:[a-zA-Z0-9_]+]]: f32
// CHECK-SAME:       %[[B8:[a-zA-Z0-9_]+]]: f32
// CHECK-SAME:       %[[B9:[a-zA-Z0-9_]+]]: f32
// CHECK-SAME:       %[[B10:[a-zA-Z0-9_]+]]: f32
// CHECK-SAME:       %[[B11:[a-zA-Z0-9_]+]]: f32):
// CHECK-NEXT:     %[[S1:.+]] = arith.mulf %[[B9]], %[[B8]]
// CHECK-NEXT:     linalg.yield %[[B9]], %[[S1]]
//      CHECK:   return %[[GENERIC1]]#0, %[[GENERIC2]]#1

// With cse + canonicalization

//  CANONICALIZECHECK-DAG: #[[MAP0:.+]] = affine_map<(d0, d1) -> (d0, d1)>
//  CANONICALIZECHECK-DAG: #[[MAP1:.+]] = affine_map<(d0, d1) -> (d0)>
//  CANONICALIZECHECK-DAG: #[[MAP2:.+]] = affine_map<(d0, d1) -> (d1, d0)>
//  CANONICALIZECHECK-DAG: #[[MAP3:.+]] = affine_map<(d0, d1) -> (d1)>
//      CANONICALIZECHECK: func @simple_op(
// CANONICALIZECHECK-SAME:     %[[ARG0:[a-zA-Z0-9_]+]]: tensor<?x?xf32>
// CANONICALIZECHECK-SAME:     %[[ARG1:[a-zA-Z0-9_]+]]: tensor<?xf32>
// CANONICALIZECHECK-SAME:     %[[ARG2:[a-zA-Z0-9_]+]]: tensor<?xf32>
//  CANONICALIZECHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//  CANONICALIZECHECK-DAG:   %[[C1:.+]] = arith.constant 1 : index
//  CANONICALIZECHECK-DAG:   %[[D0:.+]] = tensor.dim %[[ARG0]], %[[C0]]
//  CANONICALIZECHECK-DAG:   %[[D1:.+]] = tensor.dim %[[ARG0]], %[[C1]]
//  CANONICALIZECHECK-DAG:   %[[INIT1:.+]] = tensor.empty(%[[D1]], %[[D0]])
//  CANONICALIZECHECK-DAG:   %[[INIT2:.+]] = tensor.empty(%[[D0]], %[[D1]])
//  CANONICALIZECHECK-DAG:   %[[GENERIC1:.+]] = linalg.generic
// CANONICALIZECHECK-SAME:       [#[[MAP0]], #[[MAP1]], #[[MAP2]]]
// CANONICALIZECHECK-SAME:       ["parallel", "parallel"]
// CANONICALIZECHECK-SAME:       ins(%[[ARG0]], %[[ARG1]] :
// CANONICALIZECHECK-SAME:       outs(%[[INIT1]] :
// CANONICALIZECHECK-NEXT:   ^bb0(
// CANONICALIZECHECK-SAME:       %[[B0:[a-zA-Z0-9_]+]]: f32
// CANONICALIZECHECK-SAME:       %[[B1:[a-zA-Z0-9_]+]]: f32
// CANONICALIZECHECK-SAME:       %[[B2:[a-zA-Z0-9_]+]]: f32):
// CANONICALIZECHECK-NEXT:     %[[S0:.+]] = arith.addf %[[B0]], %[[B1]]
// CANONICALIZECHECK-NEXT:     linalg.yield %[[S0]]
//      CANONICALIZECHECK:   %[[GENERIC2:.+]] = linalg.generic
// CANONICALIZECHECK-SAME:       [#[[MAP3]], #[[MAP2]], #[[MAP0]]]
// CANONICALIZECHECK-SAME:       ["parallel", "parallel"]
// CANONICALIZECHECK-SAME:       ins(%[[ARG2]], %[[GENERIC1]] :
// CANONICALIZECHECK-SAME:       outs(%[[INIT2]] :
// CANONICALIZECHECK-NEXT:   ^bb0(
// CANONICALIZECHECK-SAME:       %[[B3:[a-zA-Z0-9_]+]]: f32
// CANONICALIZECHECK-SAME:       %[[B4:[a-zA-Z0-9_]+]]: f32
// CANONICALIZECHECK-SAME:       %[[B5:[a-zA-Z0-9_]+]]: f32):
// CANONICALIZECHECK-NEXT:     %[[S1:.+]] = arith.mulf %[[B4]], %[[B3]]
// CANONICALIZECHECK-NEXT:     linalg.yield %[[S1]]
//      CANONICALIZECHECK:   return %[[GENERIC1]], %[[GENERIC2]]
