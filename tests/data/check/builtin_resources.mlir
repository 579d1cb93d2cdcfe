// RUN: mlir-ls check --split-input-file --allow-unregistered-dialect --verify-diagnostics %s
// File metadata: dialect_resources (builtin blobs: hex data, alignment; dialects without a
// resource handler; unknown dialects), external_resources, unknown keys, repeated metadata.
// Annotations: upstream MLIR's findings (the oracle), one case per chunk.
"test.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
// expected-error@+1 {{expected hex string blob for key 'blob1'}}
      blob1: "0x0400000001000000020000000"
    }
  }
#-}

// -----

"test.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
// expected-error@+1 {{expected hex string blob for key 'blob1'}}
      blob1: 1
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
// expected-error@+1 {{expected hex string blob for key 'blob1'}}
      blob1: "abc"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
// expected-error@+1 {{expected hex string blob for key 'blob1' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
      blob1: "0x03000000010000000200"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
// expected-error@+1 {{expected hex string blob for key 'blob1' to encode alignment in first 4 bytes}}
      blob1: "0x01"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
// expected-error@+1 {{dialect 'foo' is unknown}}
    foo: {
      blob1: "0x04000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    func: {
// expected-error@+1 {{unexpected 'resource' section for dialect 'func'}}
      blob1: "0x04000000"
    }
  }
#-}

// -----

{-#
// expected-error@+1 {{unknown key 'unknown_key' in file metadata dictionary}}
  unknown_key: {}
#-}

// -----

{-#
  dialect_resources: {}
#-}
{-#
  external_resources: {}
#-}

// -----

{-#
  dialect_resources: {builtin: {}},
  dialect_resources: {builtin: {}}
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000",
      blob1: "0x04000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      "quoted": "0x04000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
// expected-error@+1 {{expected ':'}}
      blob1 "0x04000000"
    }
  }
#-}

// -----

{-#
// expected-error@+1 {{expected '{'}}
  dialect_resources: [
  ]
#-}

// -----

{-# dialect_resources: { builtin: { b: "0x0800000001" } } #-}

// -----

{-# dialect_resources: { builtin: { b: "0x00000000" } } #-}

// -----

{-# dialect_resources: { builtin: { b: "0x0400000001" } } #-}

// -----

// expected-error@+1 {{expected hex string blob for key 'b'}}
{-# dialect_resources: { builtin: { b: "0x04000000zz" } } #-}

// -----

"test.op"() {a = dense_resource<"blob1"> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
"test.op"() {a = dense_resource<1> : tensor<2xi32>} : () -> ()

// -----

"test.op"() : () -> ()
// expected-error@+1 {{expected ',' or '#-}'}}
{-# dialect_resources: { builtin: { b: "0x04000000" } } 

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'arith'}}
{-# dialect_resources: { arith: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'llvm'}}
{-# dialect_resources: { llvm: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'gpu'}}
{-# dialect_resources: { gpu: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'tensor'}}
{-# dialect_resources: { tensor: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'memref'}}
{-# dialect_resources: { memref: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'linalg'}}
{-# dialect_resources: { linalg: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'vector'}}
{-# dialect_resources: { vector: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'scf'}}
{-# dialect_resources: { scf: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'affine'}}
{-# dialect_resources: { affine: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'math'}}
{-# dialect_resources: { math: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'index'}}
{-# dialect_resources: { index: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'cf'}}
{-# dialect_resources: { cf: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'sparse_tensor'}}
{-# dialect_resources: { sparse_tensor: { k: "0x04000000" } } #-}

// -----

{-# dialect_resources: { builtin: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'complex'}}
{-# dialect_resources: { complex: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'bufferization'}}
{-# dialect_resources: { bufferization: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'nvvm'}}
{-# dialect_resources: { nvvm: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'rocdl'}}
{-# dialect_resources: { rocdl: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'amdgpu'}}
{-# dialect_resources: { amdgpu: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unknown 'resource' key 'k' for dialect 'ml_program'}}
{-# dialect_resources: { ml_program: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'quant'}}
{-# dialect_resources: { quant: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'tosa'}}
{-# dialect_resources: { tosa: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'emitc'}}
{-# dialect_resources: { emitc: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'omp'}}
{-# dialect_resources: { omp: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'acc'}}
{-# dialect_resources: { acc: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'dlti'}}
{-# dialect_resources: { dlti: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'transform'}}
{-# dialect_resources: { transform: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'spirv'}}
{-# dialect_resources: { spirv: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'shape'}}
{-# dialect_resources: { shape: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'async'}}
{-# dialect_resources: { async: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'pdl'}}
{-# dialect_resources: { pdl: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'irdl'}}
{-# dialect_resources: { irdl: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'ub'}}
{-# dialect_resources: { ub: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'ptr'}}
{-# dialect_resources: { ptr: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'xegpu'}}
{-# dialect_resources: { xegpu: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'shard'}}
{-# dialect_resources: { shard: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'nvgpu'}}
{-# dialect_resources: { nvgpu: { k: "0x04000000" } } #-}

// -----

// expected-error@+1 {{unexpected 'resource' section for dialect 'arm_sme'}}
{-# dialect_resources: { arm_sme: { k: "0x04000000" } } #-}

// -----

// External resources as mlir-opt reads them (its fallback resource map keeps entries no tool
// handles: booleans, strings and blobs); upstream's python bindings warn and skip instead.
{-#
  external_resources: {
    some_tool: {
      flag: true,
      "quoted key": "some text",
      blob: "0x04000000aabb",
      // expected-error@+1 {{expected string value for key 'count'}}
      count: 3
    }
  }
#-}

// -----

{-#
  external_resources: {
    some_tool: {
      // expected-error@+1 {{expected hex string blob for key 'b' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
      b: "0x03000000aa"
    }
  }
#-}

// -----

{-#
  external_resources: {
    some_tool: {
      // expected-error@+1 {{expected identifier key for 'external_resources' entry}}
      1: 2
    }
  }
#-}
