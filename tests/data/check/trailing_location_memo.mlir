// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// One-line ops ending in `loc(#alias)` repeat their shapes (the custom line memo replays
// them): aliases defined before and after the ops, unknown ones, and non-locations.

#before = loc("before.mlir":1:2)
#not_a_location = 42 : i32
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc(#before)
  %1 = arith.addi %0, %b : i32 loc(#after)
  %2 = arith.addi %1, %0 : i32 loc(#before)
  %3 = arith.addi %2, %2 : i32 loc(#after2)
  %4 = arith.addi %3, %3 : i32  loc(#after)  
  %5 = arith.muli %4, %a : i32 loc(#after)
  %6 = arith.muli %5, %a : i32 loc(#before)
  %7 = arith.muli %6, %a : i32 loc("inline.mlir":3:4)
  %8 = arith.muli %7, %a : i32 loc(#after)
  return %8 : i32 loc(#after)
}
#after = loc("after.mlir":5:6)
#after2 = loc(fused[#before, #after])

// -----

#loc = loc("x.mlir":1:1)
#i = 1 : i32
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(#loc)
  // expected-error@+1 {{expected location, but found '1 : i32'}}
  %1 = arith.addi %0, %0 : i32 loc(#i)
  return %0 : i32
}

// -----

func.func @h(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(#known)
  // expected-error@+1 {{operation location alias was never defined}}
  %1 = arith.addi %0, %0 : i32 loc(#unknown)
  %2 = arith.addi %1, %1 : i32 loc(#known)
  return %2 : i32
}
#known = loc("k.mlir":2:3)
