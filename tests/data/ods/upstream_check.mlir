// RUN: mlir-ls check --split-input-file (upstream dialects imported from LLVM 22's .td files)
// Checks that come from C++ facts written in ods_import/known.py, and PredOpTraits.

// `quant::QuantizedType` is the C++ base class of every quant type.
func.func @dcast_ok(%a: !quant.uniform<i8:f32, 1.0>) {
  %0 = quant.dcast %a : !quant.uniform<i8:f32, 1.0> to f32
  return
}

// -----

func.func @dcast_not_quantized(%a: f32) {
  // expected-error@+1 {{'quant.dcast' op operand #0 must be scalar or tensor of quantized type, but got 'f32'}}
  %0 = quant.dcast %a : f32 to f32
  return
}

// -----

func.func @dcast_shapes(%a: tensor<4x!quant.uniform<i8:f32, 1.0>>) {
  // expected-error@+1 {{'quant.dcast' op failed to verify that input and result are both scalars or both tensors with matching shape}}
  %0 = quant.dcast %a : tensor<4x!quant.uniform<i8:f32, 1.0>> to tensor<5xf32>
  return
}

// -----

// quant's C++ type parser: the storage type and its range.
// expected-error@+1 {{illegal storage type prefix}}
!q = !quant.any<int8<-4:3>:f32>

// -----

// expected-error@+1 {{illegal storage type size: 33}}
!q = !quant.uniform<i33:f32, 1.0>

// -----

// expected-error@+1 {{illegal storage type maximum: 9}}
!q = !quant.any<i4<-1:9>:f32>

// -----

// expected-error@+1 {{illegal storage type minimum: -1}}
!q = !quant.uniform<u4<-1:9>:f32, 1.0>

// -----

// expected-error@+1 {{illegal storage min and storage max: (3:3)}}
!q = !quant.any<i8<3:3>:f32>

// -----

// expected-error@+1 {{expected ':'}}
!q = !quant.any<i8<16>:f32>

// -----

!q = !quant.any<u8<1:200>:f32>
!r = !quant.uniform<u8<1:200>:f32, 0.5:4>
func.func private @storage_ok(!q, !r)

// -----

// The casts' C++ verifier (verifyQuantizationOp).
func.func @expressed(%a: !quant.uniform<i8:f32, 1.0>) {
  // expected-error@+1 {{expressed type in quantized type expected to match float type}}
  %0 = quant.dcast %a : !quant.uniform<i8:f32, 1.0> to f64
  return
}

// -----

func.func @storage(%a: i16) {
  // expected-error@+1 {{storage type in quantized type expected to match integer type}}
  %0 = quant.scast %a : i16 to !quant.uniform<i8:f32, 1.0>
  return
}

// -----

func.func @per_axis_scalar(%a: f32) {
  // expected-error@+1 {{scalar types may not use per-axis quantization}}
  %0 = quant.qcast %a : f32 to !quant.uniform<i8:f32:0, {1.0, 2.0}>
  return
}

// -----

func.func @per_axis_rank(%a: tensor<2xf32>) {
  // expected-error@+1 {{quantized dimension must be less than tensor rank}}
  %0 = quant.qcast %a : tensor<2xf32> to tensor<2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  return
}

// -----

func.func @per_axis_scales(%a: tensor<3xf32>) {
  // expected-error@+1 {{quantized dimension size does not match number of scales}}
  %0 = quant.qcast %a : tensor<3xf32> to tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
  return
}

// -----

func.func @per_axis_ok(%a: tensor<?x2xf32>, %b: tensor<*xf32>) {
  %0 = quant.qcast %a : tensor<?x2xf32> to tensor<?x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  %1 = quant.qcast %b : tensor<*xf32> to tensor<*x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  %2 = quant.scast %0 : tensor<?x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>> to tensor<?x2xi8>
  return
}

// -----

// ml_program.func has a C++ parser (read tolerantly) and an SSACFG region (its C++
// getRegionKind): dominance is checked in it.
ml_program.func @ssa(%a: i32) -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %1 = arith.addi %0, %a : i32
  // expected-note@+1 {{operand defined here}}
  %0 = arith.addi %a, %a : i32
  ml_program.return %1 : i32
}

// -----

// ml_program.subgraph's region is a graph region (HasOnlyGraphRegion).
ml_program.subgraph @graph(%a: i32) -> i32 {
  %1 = arith.addi %0, %a : i32
  %0 = arith.addi %a, %a : i32
  ml_program.output %1 : i32
}

// -----

// ml_program's C++: custom<SymbolVisibility>, custom<TypedInitialValue>, the globals' checks.
ml_program.global private mutable @var(42 : i64) : i64
ml_program.global private @const(1 : i32) : i32
func.func @globals(%a: i32, %b: i64) -> i64 {
  // expected-error@+1 {{'ml_program.global_load_const' op cannot load as const from mutable global @var}}
  %0 = ml_program.global_load_const @var : i64
  return %0 : i64
}

// -----

ml_program.global private mutable @var(42 : i64) : i64
func.func @load_type(%a: i32) {
  // expected-error@+1 {{'ml_program.global_load' op cannot load from global typed 'i64' as 'i32'}}
  %0 = ml_program.global_load @var : i32
  return
}

// -----

ml_program.global private @const(1 : i32) : i32
func.func @store_immutable(%a: i32) {
  // expected-error@+1 {{'ml_program.global_store' op cannot store to an immutable global @const}}
  ml_program.global_store @const = %a : i32
  return
}

// -----

func.func @undefined(%a: i32) {
  // expected-error@+1 {{'ml_program.global_store' op undefined global: @nothere}}
  ml_program.global_store @nothere = %a : i32
  return
}

// -----

// expected-error@+1 {{'ml_program.global' op immutable global must have an initial value}}
ml_program.global private @no_value : i32

// -----

// expected-error@+1 {{custom op 'ml_program.global' expected 'public', 'private', or 'nested'}}
ml_program.global @no_visibility(1 : i32) : i32

// -----

// A named dense array (`Shard_GridAxesAttr`: a `DenseI16ArrayAttr`) reads as its storage
// class does (no "i16 dense array attribute" error on `[1]`).
shard.grid @grid0(shape = 4x4)
func.func @grid_axes(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = shard.all_reduce %arg0 on @grid0 grid_axes = [1] reduction = max : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @grid_axes_generic(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'shard.all_reduce' op attribute 'grid_axes' failed to satisfy constraint: i16 dense array attribute}}
  %0 = "shard.all_reduce"(%arg0) {grid = @grid0, grid_axes = [1]} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An attribute def whose own format opens with `[` (`Shard_GridAxesArrayAttr`:
// `` `[` $axes `]` ``) is written stripped as `[[0]]` and stored as
// `#shard<axisarray[[0]]>`: it satisfies its constraint, in either form.
shard.grid @grid1(shape = 4x4)
func.func @split_axes() {
  %0 = shard.sharding @grid1 split_axes = [[0]] : !shard.sharding
  %1 = shard.sharding @grid1 split_axes = [[], [0, 1]] halo_sizes = [1, 2] : !shard.sharding
  %2 = "shard.sharding"() <{grid = @grid1, operandSegmentSizes = array<i32: 0, 0>, split_axes = #shard<axisarray[[0]]>, static_halo_sizes = array<i64>, static_sharded_dims_offsets = array<i64>}> : () -> !shard.sharding
  return
}

// -----

shard.grid @grid1(shape = 4x4)
func.func @split_axes_generic() {
  // expected-error@+1 {{invalid properties {grid = @grid1, operandSegmentSizes = array<i32: 0, 0>, split_axes = [[0]], static_halo_sizes = array<i64>, static_sharded_dims_offsets = array<i64>} for op shard.sharding: Invalid attribute `split_axes` in property conversion: [[0]]}}
  %0 = "shard.sharding"() <{grid = @grid1, operandSegmentSizes = array<i32: 0, 0>, split_axes = [[0]], static_halo_sizes = array<i64>, static_sharded_dims_offsets = array<i64>}> : () -> !shard.sharding
  return
}

// -----

// ml_program.func / subgraph read as function-like ops (function_interface_impl): their
// terminators' checks see the signature; a subgraph is a graph region.
ml_program.subgraph @graph(%arg0 : i32) -> i32 {
  %1 = arith.addi %0, %0 : i32
  %0 = arith.addi %arg0, %arg0 : i32
  ml_program.output %0 : i32
}

// -----

ml_program.func @return_arity(%arg0 : i32) -> i32 {
  // expected-error@+1 {{'ml_program.return' op has 2 operands, but enclosing function (@return_arity) returns 1}}
  ml_program.return %arg0, %arg0 : i32, i32
}

// -----

ml_program.subgraph @output_type(%arg0 : i64) -> i32 {
  // expected-error@+1 {{type of output operand 0 ('i64') doesn't match function result type ('i32') in function @output_type}}
  ml_program.output %arg0 : i64
}

// -----

// ml_program's custom<TokenOrdering>: `ordering(() -> type)`, `ordering(%a, %b -> type)`.
ml_program.global private mutable @g : tensor<?xi32>
ml_program.subgraph @sg(%t: !ml_program.token) -> (tensor<?xi32>, !ml_program.token) {
  %0, %token = ml_program.global_load_graph @g ordering(() -> !ml_program.token) : tensor<?xi32>
  %token_0 = ml_program.global_store_graph @g = %0 ordering(%t, %token -> !ml_program.token) : tensor<?xi32>
  ml_program.output %0, %token_0 : tensor<?xi32>, !ml_program.token
}

// -----

ml_program.global private mutable @g : tensor<?xi32>
ml_program.subgraph @sg(%t: !ml_program.token) -> tensor<?xi32> {
  // expected-error @+1 {{expected '->'}}
  %0, %token = ml_program.global_load_graph @g ordering(%t) : tensor<?xi32>
  ml_program.output %0 : tensor<?xi32>
}
