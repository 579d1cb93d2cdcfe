// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// terminator: func.func: func.return -> gpu.terminator
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "recurse_fold_traits"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// expected-error@+1 {{'gpu.terminator' op requires zero operands}}
    "gpu.terminator"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// terminator: func.func: func.return -> bufferization.yield
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x11x100xf32>, index, index) -> tensor<?x100xf32>, sym_name = "collapse_and_slice_unit_dim"}> ({
  ^bb0(%arg7: tensor<1x11x100xf32>, %arg8: index, %arg9: index):
    %6 = "tensor.collapse_shape"(%arg7) <{reassociation = [[0, 1], [2]]}> : (tensor<1x11x100xf32>) -> tensor<11x100xf32>
    %7 = "tensor.extract_slice"(%6, %arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 100>, static_strides = array<i64: 1, 1>}> : (tensor<11x100xf32>, index, index) -> tensor<?x100xf32>
    "func.return"(%7) : (tensor<?x100xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x?x1x100xf32>, index, index) -> tensor<?x100xf32>, sym_name = "collapse_and_slice_multiple_unit_dim_dynamic"}> ({
  ^bb0(%arg4: tensor<1x?x1x100xf32>, %arg5: index, %arg6: index):
    %4 = "tensor.collapse_shape"(%arg4) <{reassociation = [[0, 1, 2], [3]]}> : (tensor<1x?x1x100xf32>) -> tensor<?x100xf32>
    %5 = "tensor.extract_slice"(%4, %arg5, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 100>, static_strides = array<i64: 1, 1>}> : (tensor<?x100xf32>, index, index) -> tensor<?x100xf32>
// expected-error@+1 {{unregistered operation 'bufferization.yield' found in dialect ('bufferization') that does not allow unknown operations}}
    "bufferization.yield"(%5) : (tensor<?x100xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: a value of the top level used in a function (names resolve in one scope per file)
%c = arith.constant 1 : i32
func.func @f() -> i32 {
// expected-error@+1 {{'func.return' op using value defined outside the region}}
  return %c : i32
}

// -----

// move: an op moved to the top level, before the function that defines its operand
%r = arith.addi %x, %x : i32
func.func @f(%a: i32) -> i32 {
  %x = arith.constant 1 : i32
// expected-error@+1 {{'func.return' op using value defined outside the region}}
  return %r : i32
}

// -----

// move: a use before the function whose argument has that name
%0 = arith.addi %a, %a : index
// expected-error@+1 {{region entry argument '%a' is already in use}}
func.func @f(%a: index) {
  return
}

// -----

// move: a name of the top level reused as a block argument of a function
%a = arith.constant 1 : i32
// expected-error@+1 {{region entry argument '%a' is already in use}}
func.func @f(%a: i32) {
  return
}

// -----

// operand-count: an argument without its type
// expected-error@+1 {{expected ':'}}
func.func @f(%a: index, %b, %c: index) {
  return
}

// -----

// operand-count: an argument list closed late
// expected-error@+1 {{expected ')'}}
func.func @f(%a: i32, %b: i32 : i32) {
  return
}

// -----

// operand-count: func.return with two operands and one type
func.func @f(%a: i32) -> i32 {
// expected-error@+1 {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}

// -----

// operand-count: func.func: repeat operand %arg0
// expected-error@+1 {{expected ':'}}
func.func @test_vector_bitcast(%arg0, %arg0: vector<[4]x2xf32>) -> vector<[4]x4xf16> {

// -----

// move: the legacy `return` at the top level
func.func @f() {
  return
}
// expected-error@+1 {{custom op 'return' is unknown (tried 'builtin.return' as well)}}
return

// -----

// type-width: func.func: i64 -> i65
"builtin.module"() ({
  "func.func"() <{function_type = (i64, i1, i64) -> (), sym_name = "cycle"}> ({
  ^bb0(%arg1: i64, %arg2: i1, %arg3: i64):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i64>
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb2
    %1 = "memref.load"(%0) : (memref<i64>) -> i64
    "func.call"(%1) <{callee = @use}> : (i64) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i65')}}
  "func.func"() <{function_type = (i65) -> (), sym_name = "use"}> ({
  ^bb0(%arg0: i64):
  }) : () -> ()
}) : () -> ()

// -----

// terminator: func.func: func.return -> llvm.return
"builtin.module"() ({
  "func.func"() <{function_type = (vector<1x1x8xf32>, f32, vector<1x4xf32>, vector<1x4xf32>, i1) -> (vector<1x1x8xf32>, vector<1x4xi1>, vector<1x4xf32>, vector<1x4xf32>), sym_name = "cast_away_elementwise_leading_one_dims"}> ({
  ^bb0(%arg0: vector<1x1x8xf32>, %arg1: f32, %arg2: vector<1x4xf32>, %arg3: vector<1x4xf32>, %arg4: i1):
    %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (vector<1x1x8xf32>, vector<1x1x8xf32>) -> vector<1x1x8xf32>
    %1 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (vector<1x4xf32>, vector<1x4xf32>) -> vector<1x4xi1>
    %2 = "arith.select"(%1, %arg3, %arg2) : (vector<1x4xi1>, vector<1x4xf32>, vector<1x4xf32>) -> vector<1x4xf32>
    %3 = "arith.select"(%arg4, %arg3, %arg2) : (i1, vector<1x4xf32>, vector<1x4xf32>) -> vector<1x4xf32>
// expected-error@+1 {{'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 4}}
    "llvm.return"(%0, %1, %2, %3) : (vector<1x1x8xf32>, vector<1x4xi1>, vector<1x4xf32>, vector<1x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
