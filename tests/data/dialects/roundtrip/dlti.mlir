#map = affine_map<(d0) -> (d0 + 1)>
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>, "dlti.endianness" = "little", "dlti.alloca_memory_space" = 5 : ui64>, dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : i32>>} {
  func.func private @f() attributes {dlti.map = #dlti.map<"key" = #map, index = #dlti.dl_entry<"x", 1 : i32>>}
}
