// RUN: mlir-ls format
func.func @a(%x : i32)->i32 {
    return %x: i32
}



// -----
// A chunk with a generic op and a trailing location kept as written.

"test.op"()   {b = 2, a = 1} : () -> ()
"test.loc"() : () -> () loc("file.mlir":3:4)
// -----

module {
  func.func private @decl(i32)   // a declaration



  func.func @b() {
    %c = arith.constant 1 : i32
    %d = arith.addi %c,%c : i32
    return
  }
}
