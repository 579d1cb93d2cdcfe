// RUN: mlir-ls print --allow-unregistered-dialect
// DLTI attributes: entry lists print as `key = value` (old `#dlti.dl_entry` elements
// included); keys print without aliases, values with them.
module attributes {dlti.dl_spec = #dlti.dl_spec<
    #dlti.dl_entry<!llvm.ptr<1>, dense<[32, 64, 64]> : vector<3xi64>>,
    #dlti.dl_entry<"dlti.endianness", "big">,
    !llvm.ptr<2> = dense<[64, 64, 64]> : vector<3xi64>,
    "dlti.stack_alignment" = 128 : i64>} {
  "test.op"() {
    entry = #dlti.dl_entry<"x", affine_map<(d0) -> (d0)>>,
    typed = #dlti.dl_entry<index, affine_map<(d0) -> (d0 + 1)>>,
    empty = #dlti.dl_spec<>,
    bare = #dlti.map,
    nested = #dlti.map<"a" = 1, i32 = #dlti.map<"q" = affine_map<(d0) -> (d0 + 1)>>>,
    system = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : i32>>,
    escaped = #dlti.dl_spec<"a\"b" = "c">
  } : () -> ()
  // A type key prints without its alias (it is streamed, not printed through the printer).
  func.func private @tuple_key(%a: tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>) attributes {x = #dlti.map<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32> = 1>}
}
