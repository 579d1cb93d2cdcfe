// RUN: mlir-ls check --split-input-file %s

func.func @ok(%a: f32, %i: i32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addf %a, %a fastmath<fast> : f32
  %1 = arith.cmpi slt, %i, %i : i32
  %2 = arith.addi %i, %i overflow<nsw, nuw> : i32
  %3 = arith.select %c, %a, %a : f32
  %4 = arith.constant 1.0 : f32
  %5 = arith.extsi %i : i32 to i64
  %6 = arith.cmpi eq, %v, %v : vector<4xi32>
  %7:2 = arith.addui_extended %i, %i : i32, i1
  %8 = arith.divsi %i, %i exact : i32
  return
}

// -----

func.func @wrong_operand(%a: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @bad_predicate(%i: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %i, %i : i32
  return
}

// -----

func.func @cmpf_on_int(%i: i32) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf olt, %i, %i : i32
  return
}

// -----

func.func @ext_narrows(%a: f32) {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @same_type(%v: vector<4xi32>, %i: i32) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%v, %i) : (vector<4xi32>, i32) -> i32
  return
}
