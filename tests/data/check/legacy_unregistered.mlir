// RUN: mlir-ls check --split-input-file --verify-diagnostics %s

// expected-error@+2 {{custom op 'func' is unknown (tried 'builtin.func' as well)}}
// expected-note@+1 {{'func' is now 'func.func'}}
func @old_style(%a: i32) -> i32 {
  return %a : i32
}

// -----

func.func @std_era(%a: i32) -> i32 {
  // expected-error@+2 {{custom op 'addi' is unknown (tried 'func.addi' as well)}}
  // expected-note@+1 {{'addi' is now 'arith.addi'}}
  %0 = addi %a, %a : i32
  return %0 : i32
}

// -----

// expected-error@+1 {{operation being parsed with an unregistered dialect}}
"mydialect.op"() : () -> ()

// -----

// expected-error@+2 {{Dialect `mydialect' not found for custom op 'mydialect.op'}}
// expected-error@+1 {{use of undeclared SSA value name}}
mydialect.op %x

// -----

func.func @upstream_but_undescribed(%a: i32) -> i32 {
  // expected-warning@+1 {{unknown operation 'tosa.my_add': custom syntax not checked}}
  %0 = tosa.my_add %a, %a : i32
  %1 = tosa.my_add %0, %a : i32
  return %1 : i32
}

// -----

func.func @tolerant_regions(%lb: index, %ub: index, %step: index) {
  // expected-warning@+1 {{unknown operation 'transform.my_for': custom syntax not checked}}
  transform.my_for %i = %lb to %ub step %step {
    "test.use"(%i) : (index) -> ()
    // expected-error@-1 {{operation being parsed with an unregistered dialect}}
  }
  return
}

// -----

// expected-error@+1 {{custom op 'func.nope' is unknown}}
func.nope
