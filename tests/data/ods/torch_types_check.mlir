// torch's tensor types' dtype and encoding checks (torch_types.py). Needs ../shared/ods;
// annotations checked with torch-mlir-opt --verify-diagnostics.

// Valid: builtin and torch dtypes, unknown dtypes and sizes, a sparse encoding of its rank.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func private @ok(!torch.vtensor<[2,?],f32>, !torch.tensor<*,si64>, !torch.vtensor<[2],!torch.qint8>, !torch.tensor<[],unk>, !torch.vtensor<[4,4],f32,#CSR>, !torch.tensor)

// -----

// expected-error @+1 {{invalid dtype 'tuple<i32>' for !torch.tensor type}}
func.func private @tuple() -> !torch.tensor<[2],tuple<i32>>

// -----

// expected-error @+1 {{invalid dtype 'index' for !torch.tensor type}}
func.func private @index() -> !torch.vtensor<[2],index>

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// expected-error @+1 {{dimension-rank mismatch between encoding and tensor shape: 2 != 1}}
func.func private @sparse_rank() -> !torch.vtensor<[4],f32,#CSR>

// -----

// expected-error @+1 {{invalid sparsity encoding attribute}}
func.func private @not_sparse() -> !torch.vtensor<[4],f32,"csr">
