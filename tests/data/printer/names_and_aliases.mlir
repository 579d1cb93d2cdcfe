// RUN: mlir-ls print --allow-unregistered-dialect
#map_user = affine_map<(i, j)[s] -> (j + i, s * 2 + 1 + i)>
#set_user = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
func.func @names(%a: i32, %b: i32) -> (i32, i32) {
  %x:2 = "test.pair"(%a, %b) {map = #map_user, set = #set_user, z = 3 : i32, a} : (i32, i32) -> (i32, i32)
  cf.br ^next(%x#1 : i32)
^next(%y: i32):
  %m = "test.memref"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>>
  %c = call @other(%y) : (i32) -> i32
  return %c, %x#0 : i32, i32
}
func.func private @other(i32) -> i32
"test.regions"() ({
  %0 = "test.inner"() : () -> index
  "test.nested"() ({
    %1 = "test.inner"(%0) : (index) -> index
  }) : () -> ()
}, {
^bb0(%arg: f32):
  "test.yield"(%arg) : (f32) -> ()
}) {map = affine_map<(d0) -> (d0 + 1)>} : () -> ()
