// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">, !llvm.ptr<1> = dense<[32, 64, 64]> : vector<3xi64>>} {
  "test.op"() {a = #dlti.map<"a" = 1, i32 = #dlti.map<>>, b = #dlti.dl_spec} : () -> ()
}

// -----

// expected-error@+1 {{repeated DLTI key: "a"}}
"test.op"() {a = #dlti.dl_spec<"a" = 1, #dlti.dl_entry<"a", 2>>} : () -> ()

// -----

// expected-error@+1 {{repeated DLTI key: i32}}
"test.op"() {a = #dlti.dl_spec<i32 = 1, i32 = 2>} : () -> ()

// -----

// expected-error@+1 {{empty string as DLTI key is not allowed}}
"test.op"() {a = #dlti.map<"" = 1>} : () -> ()

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
"test.op"() {a = #dlti.target_device_spec<i32 = 1>} : () -> ()

// -----

// expected-error@+1 {{no DLTI entries provided}}
"test.op"() {a = #dlti.target_device_spec<>} : () -> ()

// -----

// expected-error@+1 {{value associated with key "CPU" is not a DLTI device spec}}
"test.op"() {a = #dlti.target_system_spec<"CPU" = 1>} : () -> ()

// -----

// expected-error@+1 {{expected a type or a quoted string}}
"test.op"() {a = #dlti.dl_entry<1, 2>} : () -> ()

// -----

// expected-error@+1 {{expected '='}}
"test.op"() {a = #dlti.dl_spec<"a" 1>} : () -> ()

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `dlti`}}
"test.op"() {a = #dlti.foo<"a" = 1>} : () -> ()

// -----

// expected-error@+1 {{attribute 'dlti.foo' not supported by dialect}}
"test.op"() {dlti.foo = 1} : () -> ()

// -----

// expected-error@+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
"test.op"() {dlti.dl_spec = 1} : () -> ()

// -----

// expected-error@+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle">} {
}

// -----

// expected-error@+1 {{unknown data layout entry name: dlti.unknown}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.unknown" = 1>} {
}
