// `!stablehlo.future<...>`'s verify(), tensor bounds and stablehlo.add's element types (stablehlo_types.py).
// Needs ../shared/ods; annotations checked with torch-mlir-opt --verify-diagnostics.

// Valid: futures of ranked tensors; an add of one element type.
func.func private @futures() -> (!stablehlo.future<tensor<2xf32>>, !stablehlo.future<tensor<f32>, tensor<4xi32>>)
func.func @add(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// expected-error @+1 {{future element type must be a ranked tensor, but got 'i1'}}
func.func private @scalar() -> !stablehlo.future<i1>

// -----

// expected-error @+1 {{future element type must be a ranked tensor, but got 'tensor<*xf32>'}}
func.func private @unranked() -> !stablehlo.future<tensor<2xf32>, tensor<*xf32>>

// -----

// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{failed to parse StableHLO_Future parameter 'types' which is to be a `::llvm::ArrayRef<::mlir::Type>`}}
func.func private @empty() -> !stablehlo.future<>

// -----

func.func @add_mixed(%a: tensor<2xf32>, %b: tensor<2xf16>) -> tensor<2xf32> {
  // expected-error @+1 {{op requires the same element type for all operands and results}}
  %0 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<2xf16>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Valid: a bound on each dynamic dimension, `?` on the static ones.
func.func private @bounded(tensor<3x?xf32, #stablehlo.bounds<?, 5>>) -> tensor<?xf32, #stablehlo.type_extensions<bounds = [4]>>

// -----

// expected-error @+1 {{Bounds length is 2, expected to be equal to rank(1) of the tensor 'tensor<?xf32>'}}
func.func private @bounds_length(tensor<?xf32, #stablehlo.bounds<4, 5>>)

// -----

// expected-error @+1 {{Static dimension 1 cannot have a bound, use ShapedType::kDynamic to indicate a missing bound}}
func.func private @static_bound(tensor<?x2xf32, #stablehlo.bounds<?, 2>>)
