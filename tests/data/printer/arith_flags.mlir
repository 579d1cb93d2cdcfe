// RUN: mlir-ls print
// Bit enums print canonically (groups first, then bits in declaration order; a set
// written again on another op too: its canonical form is remembered); rounding
// modes of the float ops; integer constants' names use the signed value.
func.func @f(%a: f32, %i: i32) {
  %0 = arith.mulf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %1 = arith.mulf %a, %a fastmath<nnan,reassoc> : f32
  %2 = arith.mulf %a, %a fastmath<fast,nnan> : f32
  %3 = arith.mulf %a, %a fastmath<none> : f32
  %4 = arith.addi %i, %i overflow<nuw, nsw> : i32
  %5 = arith.mulf %a, %a {fastmath = #arith.fastmath<afn,nnan>} : f32
  %6 = arith.addf %a, %a to_nearest_even : f32
  %7 = arith.divf %a, %a toward_zero fastmath<fast> : f32
  %8 = arith.subf %a, %a fastmath<nnan,reassoc> : f32
  %9 = arith.muli %i, %i overflow<nuw, nsw> : i32
  %c = arith.constant 340282366920938463463374607431768211455 : i128
  %d = arith.constant -1 : i8
  return
}
