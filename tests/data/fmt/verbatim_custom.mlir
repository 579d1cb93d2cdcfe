// Custom syntax of a dialect the formatter does not reprint stays as written (re-indented).
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
        %v = memref.load %m[%i]
             : memref<4xf32>
        return %v : f32
}
func.func @g(%a: i32,
             // a comment inside the signature keeps the op as written
             %b: i32) {
  return
}
