// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s
// Locations on generic ops and in attributes. Annotations: the oracle's.
"test.op"() : () -> () loc("a":1:2 to 3:4)

// -----

"test.op"() : () -> () loc("a":1:2 to :4)

// -----

// expected-error@+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"test.op"() : () -> () loc("a":1:2 to 3)

// -----

"test.op"() : () -> () loc("a":1)

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
"test.op"() : () -> () loc("a":x:1)

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
"test.op"() : () -> () loc("a":1:x)

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
"test.op"() : () -> () loc("a":1:2 to 3:x)

// -----

"test.op"() : () -> () loc(fused<"x">[])

// -----

"test.op"() : () -> () loc(fused[])

// -----

"test.op"() : () -> () loc(fused["a", unknown])

// -----

"test.op"() : () -> () loc("foo"("bar"("baz")))

// -----

"test.op"() : () -> () loc(callsite("a" at "b":1:2))

// -----

// expected-error@+1 {{expected location attribute, but got#foo.bar}}
"test.op"() : () -> () loc(#foo.bar)

// -----

#loc = loc("a":1:2)
"test.op"() : () -> () loc(#loc)

// -----

#loc = "a"
// expected-error@+1 {{expected location, but found '"a"'}}
"test.op"() : () -> () loc(#loc)

// -----

"test.op"() : () -> () loc(#loc)
#loc = loc(unknown)
// expected-error@+1 {{redefinition of attribute alias id 'loc'}}
#loc = loc(unknown)

// -----

// expected-error@+1 {{operation location alias was never defined}}
"test.op"() : () -> () loc(#loc1)
#loc = loc(unknown)

// -----

"test.op"() ({
^bb0(%a: i32 loc(unknown), %b: i32 loc("x")):
  "test.op"() : () -> ()
}) : () -> ()

// -----

"test.op"() ({
// expected-error@+1 {{expected ')'}}
^bb0(%a: i32 loc(unknown):
  "test.op"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{custom op 'loc' is unknown (tried 'builtin.loc' as well)}}
"test.op"() : () -> () loc(unknown) loc(unknown)

// -----

// expected-error@+1 {{expected ')' in location}}
"test.op"() : () -> () loc("a" 1)

// -----

// expected-error@+1 {{expected location instance}}
"test.op"() : () -> () loc(1)

// -----

"test.op"() {a = loc(unknown)} : () -> ()

// -----

"test.op"() {a = loc(fused<1>[unknown])} : () -> ()

// -----

// expected-error@+1 {{expected ')' in callsite location}}
"test.op"() : () -> () loc(callsite(unknown at unknown at unknown))

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
"test.op"() : () -> () loc("a":4294967296:1)

// -----

// expected-error@+1 {{unknown escape in string literal}}
"test.op"() : () -> () loc("a\q":1:1)
