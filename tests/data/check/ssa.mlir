// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

func.func @ok(%arg0: i32) -> i32 {
  %0 = "test.add"(%arg0, %arg0) : (i32, i32) -> i32
  %1:2 = "test.pair"(%0) : (i32) -> (i32, f32)
  "test.use"(%1#0, %1#1) : (i32, f32) -> ()
  return %1#0 : i32
}

// -----

func.func @undefined() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  "test.use"(%nope) : (i32) -> ()
  return
}

// -----

func.func @redefined() {
  // expected-note@+1 {{previously defined here}}
  %x = "test.def"() : () -> i32
  // expected-error@+1 {{redefinition of SSA value '%x'}}
  %x = "test.def"() : () -> i32
  return
}

// -----

func.func @type_mismatch() {
  %x = "test.def"() : () -> i32
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'f32' vs 'i32'}}
  "test.use"(%x) : (f32) -> ()
  return
}

// -----

func.func @bad_result_number() {
  %x:2 = "test.def"() : () -> (i32, i32)
  // expected-error@+1 {{reference to invalid result number}}
  "test.use"(%x#2) : (i32) -> ()
  return
}

// -----

func.func @result_count() {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %a, %b = "test.def"() : () -> i32
  return
}

// -----

func.func @named_op_without_results() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %a = "test.def"() : () -> ()
  return
}

// -----

func.func @operand_type_count() {
  %a = "test.def"() : () -> i32
  // expected-error@+1 {{but had 2}}
  "test.use"(%a) : (i32, i32) -> ()
  return
}

// -----

func.func @dominance() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "test.use"(%x) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %x = "test.def"() : () -> i32
  return
}

// -----

func.func @dominance_blocks(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  // expected-note@+1 {{operand defined here}}
  %x = "test.def"() : () -> i32
  "cf.br"()[^bb3] : () -> ()
^bb2:
  "cf.br"()[^bb3] : () -> ()
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// Graph regions (module bodies, unregistered ops) need no dominance.
"test.graph"() ({
  "test.use"(%late) : (i32) -> ()
  %late = "test.def"() : () -> i32
}) : () -> ()

// -----

func.func @isolated(%outer: i32) {
  "test.region"() ({
    "test.use"(%outer) : (i32) -> ()
  }) : () -> ()
  "test.isolated_holder"() ({
    // expected-note@+1 {{required by region isolation constraints}}
    func.func @nested() {
      // expected-error@+1 {{'test.use' op using value defined outside the region}}
      "test.use"(%outer) : (i32) -> ()
      return
    }
  }) : () -> ()
  return
}

// -----

func.func @sibling_regions() {
  "test.two_regions"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "test.use"(%def) : (i32) -> ()
  }, {
    // expected-note@+1 {{operand defined here (op is neither in a parent nor in a child region)}}
    %def = "test.def"() : () -> i32
  }) : () -> ()
  return
}

// -----

func.func @forward_type_mismatch() {
  "test.graph"() ({
    // expected-note@+1 {{previously used here with type 'f32'}}
    "test.use"(%v) : (f32) -> ()
    // expected-error@+1 {{definition of SSA value '%v#0' has type 'i32'}}
    %v = "test.def"() : () -> i32
  }) : () -> ()
  return
}

// -----

// A forward reference bound by a later function's definition (one name scope per file,
// as upstream's parser keeps it) is a value defined outside the isolated region.
// expected-note@+1 {{required by region isolation constraints}}
func.func @forward_bound_elsewhere(%arg0: i32) {
  // expected-error@+1 {{'arith.addi' op using value defined outside the region}}
  %0 = arith.addi %later, %arg0 : i32
  return
}
func.func @defines_it(%arg0: i32) {
  %later = arith.addi %arg0, %arg0 : i32
  return
}
