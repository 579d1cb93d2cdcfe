// Deliberate mistakes: `mlir-ls check` reports every one of them, not just the first.

func.func @typos(%a: i32) -> i32 {
  // A use of a value that was never defined.
  %0 = "test.add"(%a, %b) : (i32, i32) -> i32
  // A missing closing parenthesis; the parser recovers at the next line.
  %1 = "test.neg"(%0 : (i32) -> i32
  // The returned type does not match the signature.
  return %0 : f32
}

func.func @wrong_call(%x: f32) {
  // The callee expects an i32.
  %r = func.call @typos(%x) : (f32) -> i32
  return
}

// Older syntax gets a pointer to the modern spelling.
func @legacy() {
  return
}
