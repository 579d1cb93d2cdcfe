// RUN: mlir-ls print --allow-unregistered-dialect
// A string is bytes: `é` in the text and `\C3\A9` are the same, printed `\C3\A9` as upstream
// prints them (was `\E9`: another string); `\FF` alone is a byte that is not UTF-8.
func.func @f(%a: memref<?xf32>) {
  "x.é"(%a) : (memref<?xf32>) -> ()
  "x.\C3\A9\FF"(%a) {s = "é\FF\0A"} : (memref<?xf32>) -> ()
  return
}
llvm.mlir.global constant @s("h\C3\A9\FF") : !llvm.array<4 x i8>
llvm.mlir.global constant @t("hé") : !llvm.array<3 x i8>
