// RUN: mlir-ls print --split-input-file
func.func @first() {
  return
}

// -----

module @named attributes {test.unit} {
  func.func @second(%arg0: f32) -> f32 {
    return %arg0 : f32
  }
}
