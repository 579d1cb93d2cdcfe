// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Locations: unknown, file:line(:col)? with ranges, names, callsites, fused with metadata,
// aliases, block argument locations, and their parse errors. Annotations: the oracle's.
func.func @f() {
// expected-error@+1 {{expected location instance}}
  return loc(
}

// -----

func.func @f() {
// expected-error@+1 {{expected '(' in location}}
  return loc)
}

// -----

func.func @f() {
// expected-error@+1 {{expected ')' in location}}
  return loc(unknown
}

// -----

func.func @f() {
// expected-error@+1 {{expected location instance}}
  return loc(bogus)
}

// -----

func.func @f() {
// expected-error@+1 {{expected ')' after child location of NameLoc}}
  return loc("n"(unknown
}

// -----

func.func @f() {
// expected-error@+1 {{expected '(' in callsite location}}
  return loc(callsite unknown)
}

// -----

func.func @f() {
// expected-error@+1 {{expected 'at' in callsite location}}
  return loc(callsite(unknown unknown))
}

// -----

func.func @f() {
// expected-error@+1 {{expected location instance}}
  return loc(callsite(unknown at ))
}

// -----

func.func @f() {
// expected-error@+1 {{expected '>' after fused location metadata}}
  return loc(fused<"m" [unknown])
}

// -----

func.func @f() {
// expected-error@+1 {{expected attribute value}}
  return loc(fused<>[unknown])
}

// -----

func.func @f() {
// expected-error@+1 {{expected '[' in fused location}}
  return loc(fused unknown])
}

// -----

func.func @f() {
// expected-error@+1 {{expected ']' in fused location}}
  return loc(fused[unknown)
}

// -----

func.func @f() {
// expected-error@+1 {{operation location alias was never defined}}
  return loc(#never_defined)
}

// -----

func.func @f() {
// expected-error@+1 {{expected location, but found '3 : i32'}}
  return loc(#not_a_loc)
}
#not_a_loc = 3 : i32

// -----

#here = loc("x.mlir":3:4)
func.func @f() {
  return loc(#here)
}

// -----

func.func @f() {
  return loc(#later)
}
#later = loc(fused<"meta">["a":1:2, callsite("b" at "c":3:4)])
