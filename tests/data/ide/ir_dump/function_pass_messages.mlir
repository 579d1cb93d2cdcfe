// -----// IR Dump After CSE (cse) //----- //
func.func @main(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32
  %c0_i32 = arith.constant 0 : i32
  %1 = arith.addi %0, %c0_i32 : i32
  %2 = arith.muli %1, %0 : i32
  %3 = call @helper(%2) : (i32) -> i32
  return %3 : i32
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func @main(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32
  %1 = arith.muli %0, %0 : i32
  %2 = call @helper(%1) : (i32) -> i32
  return %2 : i32
}

// -----// IR Dump After CSE (cse) //----- //
func.func private @helper(%arg0: i32) -> i32 {
  %c1_i32 = arith.constant 1 : i32
  %0 = arith.muli %arg0, %c1_i32 : i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}

/tmp/in.mlir:13:10: remark: folded a multiplication by one
    %y = arith.muli %x, %c1 : i32
         ^
/tmp/in.mlir:4:5: warning: value computed twice
    // expected-warning @below {{value computed twice}}
    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
<unknown>:0: note: see current operation: "func.return"(%0) : (i32) -> ()

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func private @helper(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  return %0 : i32
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func private @helper(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  return %0 : i32
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func @main(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32
  %1 = arith.muli %0, %0 : i32
  %2 = call @helper(%1) : (i32) -> i32
  return %2 : i32
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func @main(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.addi %1, %1 : i32
  return %2 : i32
}

// -----// IR Dump After Inliner (inline) //----- //
module {
  func.func @main(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %0, %0 : i32
    %2 = arith.addi %1, %1 : i32
    return %2 : i32
  }
}


// -----// IR Dump After SymbolDCE (symbol-dce) //----- //
module {
  func.func @main(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %0, %0 : i32
    %2 = arith.addi %1, %1 : i32
    return %2 : i32
  }
}


