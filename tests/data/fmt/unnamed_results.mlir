// Results the text leaves unnamed stay unnamed (the formatter wrote `%<<unnamed>> =`, which
// does not parse, and fell back to the text as written).
"a.b"()   : () -> memref<memref<f32>>
func.func @f() {
  "a.c"()   : () -> (i32, i32)
  return
}
