// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

#map = affine_map<(d0) -> (d0 + 1)>
!vec = vector<4xf32>
#dict = {a = #map, t = !vec}
"test.op"() {m = #map, d = #dict} : () -> !vec loc(#loc1)
"test.op"() : () -> () loc(callsite("callee.mlir":1:2 at fused<"meta">["a.mlir":3:4 to 5:6, "b.mlir":7:8 to :9]))
"test.op"() : () -> () loc("named"("inner.mlir":1:1))
"test.op"() : () -> () loc(unknown)
#loc1 = loc("deferred.mlir":10:20)
"test.op"() : () -> () loc(fused[#loc1, unknown])

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}

// -----

#map = affine_map<(d0) -> (d0)>
// expected-error@+1 {{redefinition of attribute alias id 'map'}}
#map = affine_map<(d0) -> (d0)>

// -----

!t = i32
// expected-error@+1 {{redefinition of type alias id 't'}}
!t = i64

// -----

// expected-error@+1 {{operation location alias was never defined}}
"test.op"() : () -> () loc(#never)

// -----

// expected-error@+1 {{expected location instance}}
"test.op"() : () -> () loc(42)

// -----

// expected-error@+1 {{undefined symbol alias id 'later'}}
"test.op"() : () -> () loc(fused[#later])
#later = loc(unknown)

// -----

// expected-error@+1 {{expected ')' in location}}
"test.op"() : () -> () loc(unknown

// -----

// expected-error@+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#foo.bar = i32
