// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

// Comments, string escapes, symbol names as strings, hex and float literals.
"test.op"() {s = "tab\there\0A\"q\"\\", f = 1.0e+10, g = 0.5, h = 0x1F : i64} : () -> () // trailing
"test.op"() {sym = @"quoted name", sym2 = @_under$score.dot} : () -> ()
%v_1.x$ = "test.def"() : () -> i32
"test.use"(%v_1.x$) : (i32) -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"test.op"() {s = "bad \q escape"} : () -> ()

// -----

// expected-error@+1 {{unexpected character}}
$ "test.op"() : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"test.op"() {s = "unterminated} : () -> ()
