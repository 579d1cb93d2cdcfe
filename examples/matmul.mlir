// A hand-written kernel in the builtin and func dialects with generic-form ops
// of other dialects, as tests and IR dumps mix them.

#identity = affine_map<(d0, d1) -> (d0, d1)>
!tile = tensor<4x4xf32>

module @kernels attributes {test.target = "cpu"} {
  func.func private @external_scale(f32) -> f32 attributes {test.inline = false}

  // Element-wise scale of a tile, then a call to a helper.
  func.func @scale_tile(%tile: !tile, %factor: f32) -> !tile {
    %scaled = "test.map"(%tile, %factor) {indexing = #identity} : (!tile, f32) -> !tile
    %f2 = func.call @external_scale(%factor) : (f32) -> f32
    %out = "test.map"(%scaled, %f2) {indexing = #identity} : (!tile, f32) -> !tile
    return %out : !tile
  }

  // Unstructured control flow with block arguments.
  func.func @select(%cond: i1, %a: i32, %b: i32) -> i32 {
    "cf.cond_br"(%cond, %a, %b)[^then, ^else] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^then(%x: i32):
    "cf.br"(%x)[^exit] : (i32) -> ()
  ^else(%y: i32):
    "cf.br"(%y)[^exit] : (i32) -> ()
  ^exit(%r: i32):
    return %r : i32
  }

  func.func @indirect(%f: (i32) -> i32, %v: i32) -> i32 {
    %r = func.call_indirect %f(%v) : (i32) -> i32
    return %r : i32
  }
}
