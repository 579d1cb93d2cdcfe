// RUN: mlir-ls check --split-input-file (sparse_tensor imported from LLVM 22's .td files)
// `#sparse_tensor.encoding` is parsed in C++ upstream: ods_import/sparse_encoding.py.

#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32 }>
#bsr = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense) }>
#coo = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>
#nm = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]) }>
#fwd = #sparse_tensor.encoding<{ map = {l0, l1} (d0 = l1, d1 = l0) -> (l0 = d1 : dense, l1 = d0 : compressed) }>
#slice = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, 4, 2)>) -> (d0 : dense, d1 : compressed) }>
func.func private @ok(tensor<4x6xf32, #csr>, tensor<4x6xf32, #bsr>, tensor<?x?xf32, #coo>, tensor<8x8xf32, #nm>, tensor<3x4xf32, #fwd>, tensor<?x?xf64, #slice>)

// -----

// expected-error@+1 {{expected '(' in dimension-specifier list}}
#a = #sparse_tensor.encoding<{map = d0 -> d0}>

// -----

// expected-error@+1 {{expected ')' in level-specifier list}}
#a = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed[high])}>

// -----

// expected-error@+1 {{use of undeclared identifier}}
#a = #sparse_tensor.encoding<{map = (d0) -> (d0 : dense, d1 : compressed)}>

// -----

// expected-error@+1 {{use of undeclared identifier 'd0'}}
#a = #sparse_tensor.encoding<{map = {l0, l1} (d0 = l0, d1 = l1) -> (d0 : dense, d1 : compressed)}>

// -----

// expected-error@+1 {{Level-variable ordering mismatch. The variable 'l0' was forward-declared as the 1st level; but is bound by the 0th specification.}}
#a = #sparse_tensor.encoding<{map = {l1, l0} (d0, d1) -> (l0 = d0 : dense, l1 = d1 : compressed)}>

// -----

// expected-error@+1 {{unknown level format: strange}}
#a = #sparse_tensor.encoding<{map = (d0) -> (d0 : strange)}>

// -----

// expected-error@+1 {{unknown level property: wrong}}
#a = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed(wrong))}>

// -----

// expected-error@+1 {{unexpected key: nap}}
#a = #sparse_tensor.encoding<{nap = (d0) -> (d0 : dense)}>

// -----

// expected-error@+1 {{unexpected position bitwidth: 42}}
#a = #sparse_tensor.encoding<{map = (d0) -> (d0 : dense), posWidth = 42}>

// -----

// expected-error@+1 {{failed to infer lvlToDim from dimToLvl}}
#a = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d0 : compressed)}>

// -----

// expected-error@+1 {{Batch lvlType can only be leading levels.}}
#a = #sparse_tensor.encoding<{map = (d0, d1, d2) -> (d0 : batch, d1 : compressed, d2 : batch)}>

// -----

// expected-error@+1 {{expected lvlToDim to be an inverse of dimToLvl}}
#a = #sparse_tensor.encoding<{map = {il, jl, ii, jj} (i = il * 3 + ii, j = jl * 2 + jj) -> (il = i floordiv 2 : dense, jl = j floordiv 3 : compressed, ii = i mod 2 : dense, jj = j mod 3 : dense)}>

// -----

// expected-error@+1 {{expected coeffiencts of Affine expressions to be equal to m of n_out_of_m level}}
#a = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j floordiv 2 : dense, j mod 2 : structured[2, 4])}>

// -----

// expected-error@+1 {{expect positive value or ? for slice offset/size/stride}}
#a = #sparse_tensor.encoding<{map = (d0 : #sparse_tensor<slice(-1, ?, 1)>) -> (d0 : compressed)}>

// -----

#a = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>
// expected-error@+1 {{dimension-rank mismatch between encoding and tensor shape: 2 != 1}}
func.func private @f(tensor<8xi32, #a>)

// -----

#a = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed), explicitVal = 1 : i32}>
// expected-error@+1 {{explicit value type mismatch between encoding and tensor element type: 'i32' != 'f32'}}
func.func private @f(tensor<?x?xf32, #a>)

// -----

#a = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed), implicitVal = 1.0 : f32}>
// expected-error@+1 {{implicit value must be zero}}
func.func private @f(tensor<?x?xf32, #a>)

// -----

// expected-error@+1 {{expected a numeric value for explicitVal}}
#a = #sparse_tensor.encoding<{map = (d0) -> (d0 : dense), explicitVal = "str"}>
