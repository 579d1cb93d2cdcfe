// stablehlo.while's C++ checks (stablehlo_while.py), generic form.
// Needs ../shared/ods (stablehlo's .td files) and LLVM 22's llvm-tblgen.

// A counter that runs while it is below its limit; a dynamic dimension is compatible.
func.func @count(%n: tensor<i64>, %acc: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = "stablehlo.while"(%n, %acc) ({
  ^bb0(%i: tensor<i64>, %a: tensor<?xf32>):
    %lim = stablehlo.constant dense<10> : tensor<i64>
    %c = stablehlo.compare LT, %i, %lim : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>, %a: tensor<4xf32>):
    %one = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %j, %a : tensor<i64>, tensor<4xf32>
  }) : (tensor<i64>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>)
  return %r#1 : tensor<4xf32>
}

// -----

func.func @condition_argument_type(%n: tensor<i64>) -> tensor<i64> {
  // expected-error@+1 {{expect operands to be compatible with condition block arguments but got 'tensor<i64>' vs 'tensor<i32>'}}
  %r = "stablehlo.while"(%n) ({
  ^bb0(%i: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>):
    stablehlo.return %i : tensor<i64>
  }) : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}

// -----

func.func @body_argument_count(%n: tensor<i64>, %m: tensor<i64>) -> tensor<i64> {
  // expected-error@+1 {{expect operands to be compatible with body block arguments but got 'tensor<i64>', 'tensor<i64>' vs 'tensor<i64>'}}
  %r:2 = "stablehlo.while"(%n, %m) ({
  ^bb0(%i: tensor<i64>, %k: tensor<i64>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>):
    stablehlo.return %i, %i : tensor<i64>, tensor<i64>
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  return %r#0 : tensor<i64>
}

// -----

func.func @body_returns_other_shape(%v: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{expect operands to be compatible with body block return types but got 'tensor<3xf32>' vs 'tensor<2xf32>'}}
  %r = "stablehlo.while"(%v) ({
  ^bb0(%a: tensor<3xf32>):
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<3xf32>):
    %s = stablehlo.slice %a [0:2] : (tensor<3xf32>) -> tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }) : (tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

func.func @condition_returns_nothing(%n: tensor<i64>) -> tensor<i64> {
  // expected-error@+1 {{expect condition body returns a single value but got 0}}
  %r = "stablehlo.while"(%n) ({
  ^bb0(%i: tensor<i64>):
    stablehlo.return
  }, {
  ^bb0(%i: tensor<i64>):
    stablehlo.return %i : tensor<i64>
  }) : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}

// -----

func.func @condition_returns_a_vector_of_flags(%n: tensor<i64>) -> tensor<i64> {
  // expected-error@+1 {{expect condition block return a zero-ranked tensor of i1 but got 'tensor<2xi1>'}}
  %r = "stablehlo.while"(%n) ({
  ^bb0(%i: tensor<i64>):
    %c = stablehlo.constant dense<true> : tensor<2xi1>
    stablehlo.return %c : tensor<2xi1>
  }, {
  ^bb0(%i: tensor<i64>):
    stablehlo.return %i : tensor<i64>
  }) : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}
