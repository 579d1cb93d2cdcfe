// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect %s
// Inputs bench/fuzz.py found (minimised), with upstream's verdicts. tests/test_fuzz.py also
// prints and formats every chunk here that has no error (the output must parse again).

// An index literal is a signed 64-bit value: a bound past 2^63 - 1 printed as one that no
// longer parsed.
func.func @bound_past_int64() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  affine.for %i = 1 to 9223372036854775808 {
  }
  return
}

// -----

// (-9223372036854775808 is accepted too, but its generic form `affine_map<() -> (-9223...808)>`
// does not parse, upstream's own output included: the map parser negates after reading.)
func.func @bounds_at_the_limits() {
  affine.for %i = -9223372036854775807 to 9223372036854775807 step 9223372036854775807 {
  }
  return
}

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {a = 9223372036854775810 : index} : () -> ()
