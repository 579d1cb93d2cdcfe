// RUN: mlir-ls print --split-input-file
// What custom forms leave implicit and the generic form shows: linalg.generic's iterator
// types as enum attributes, scf.forall's implicit terminator (its block included),
// index_switch's elided default yield, unstored optional defaults, cf.switch case values.
#trait = {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["reduction"]}
func.func @iterators(%a: tensor<4xf32>, %b: memref<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  linalg.generic #trait outs(%b : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @implicit_terminators(%n: index, %m: memref<4xi32>) -> i32 {
  scf.forall (%i) in (%n) {
    %v = memref.load %m[%i] {invariant = true} : memref<4xi32>
  }
  scf.index_switch %n
  case 1 {
    scf.yield
  }
  default {
  }
  %w = memref.load %m[%n] : memref<4xi32>
  return %w : i32
}

// -----

func.func @switch(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    -1: ^bb1,
    -128: ^bb1
  ]
^bb1:
  return
}
