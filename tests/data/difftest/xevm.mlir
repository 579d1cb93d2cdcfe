// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// attr-int: xevm.mma: n: 16 -> 1099511627776
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi16>, vector<8xi32>) -> vector<8xf32>, sym_name = "mma"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<8xi16>, %arg2: vector<8xi32>):
// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse XeVM_MMAShapeAttr parameter 'n' which is to be a `int`}}
    %0 = "xevm.mma"(%arg1, %arg2, %arg0) <{shape = #xevm.mma_shape<m = 8, n = 1099511627776, k = 16>, types = #xevm.mma_types<d = f32, a = f16, b = f16, c = f32>}> : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// move: xevm.truncf: xevm.truncf to the top level
"builtin.module"() ({
  %1 = "xevm.truncf"(%0) <{dst_etype = #xevm<dst_etype dst_etype = f8>, src_etype = #xevm<src_etype src_etype = bf16>}> : (bf16) -> i8
"func.func"() <{function_type = () -> i8, sym_name = "truncf_scalar"}> ({
    %0 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
// expected-error@+1 {{'func.return' op using value defined outside the region}}
    "func.return"(%1) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// operand-count: xevm.blockload2d: drop operand %x
// expected-error@+1 {{custom op 'xevm.blockload2d' number of operands and types do not match: got 5 operands and 6 types}}
  %loaded_a = xevm.blockload2d %a, %base_width_a, %base_height_a, %base_pitch_a, %y
    <{elem_size_in_bits=16 : i32, tile_width=16 : i32, tile_height=8 : i32, v_blocks=1 : i32,
    transpose=false, pack_register=false, cache_control=#xevm.load_cache_control<L1uc_L2uc_L3uc>}>
    : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>

// -----

// attr-kind: xevm.truncf: dst_etype = 1.0 : f32
"builtin.module"() ({
  "func.func"() <{function_type = () -> vector<8xi4>, sym_name = "truncf_vector"}> ({
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8xbf16>}> : () -> vector<8xbf16>
// expected-error@+1 {{invalid properties {dst_etype = 1.000000e+00 : f32, src_etype = #xevm<src_etype src_etype = bf16>} for op xevm.truncf: Invalid attribute `dst_etype` in property conversion: 1.000000e+00 : f32}}
    %1 = "xevm.truncf"(%0) <{dst_etype = 1.0 : f32, src_etype = #xevm<src_etype src_etype = bf16>}> : (vector<8xbf16>) -> vector<8xi4>
    "func.return"(%1) : (vector<8xi4>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: xevm.mma: shape = []
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi16>, vector<8xi32>) -> vector<8xf32>, sym_name = "mma"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<8xi16>, %arg2: vector<8xi32>):
// expected-error@+1 {{invalid properties {shape = [], types = #xevm.mma_types<d = f32, a = f16, b = f16, c = f32>} for op xevm.mma: Invalid attribute `shape` in property conversion: []}}
    %0 = "xevm.mma"(%arg1, %arg2, %arg0) <{shape = [], types = #xevm.mma_types<d = f32, a = f16, b = f16, c = f32>}> : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: xevm.extf: dst_etype = -1 : i32
"builtin.module"() ({
  "func.func"() <{function_type = () -> vector<8xbf16>, sym_name = "extf_vector"}> ({
    %0 = "arith.constant"() <{value = dense<1> : vector<8xi4>}> : () -> vector<8xi4>
// expected-error@+1 {{invalid properties {dst_etype = -1 : i32, src_etype = #xevm<ext_src_etype src_etype = e2m1>} for op xevm.extf: Invalid attribute `dst_etype` in property conversion: -1 : i32}}
    %1 = "xevm.extf"(%0) <{dst_etype = -1 : i32, src_etype = #xevm<ext_src_etype src_etype = e2m1>}> : (vector<8xi4>) -> vector<8xbf16>
    "func.return"(%1) : (vector<8xbf16>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: xevm.truncf: src_etype = []
"builtin.module"() ({
  "func.func"() <{function_type = () -> vector<8xi4>, sym_name = "truncf_vector"}> ({
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8xbf16>}> : () -> vector<8xbf16>
// expected-error@+1 {{invalid properties {dst_etype = #xevm<dst_etype dst_etype = e2m1>, src_etype = []} for op xevm.truncf: Invalid attribute `src_etype` in property conversion: []}}
    %1 = "xevm.truncf"(%0) <{dst_etype = #xevm<dst_etype dst_etype = e2m1>, src_etype = []}> : (vector<8xbf16>) -> vector<8xi4>
    "func.return"(%1) : (vector<8xi4>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: xevm.mma_mx: shape = "bogus"
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi16>, vector<8xi32>, vector<2xi8>, vector<2xi8>) -> vector<8xf32>, sym_name = "mma_mx"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<8xi16>, %arg2: vector<8xi32>, %arg3: vector<2xi8>, %arg4: vector<2xi8>):
// expected-error@+1 {{invalid properties {shape = "bogus", types = #xevm.mma_types<d = f32, a = e2m1, b = e2m1, c = f32>} for op xevm.mma_mx: Invalid attribute `shape` in property conversion: "bogus"}}
    %0 = "xevm.mma_mx"(%arg1, %arg2, %arg3, %arg4, %arg0) <{shape = "bogus", types = #xevm.mma_types<d = f32, a = e2m1, b = e2m1, c = f32>}> : (vector<8xi16>, vector<8xi32>, vector<2xi8>, vector<2xi8>, vector<8xf32>) -> vector<8xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: xevm.mma: types = "bogus"
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi16>, vector<8xi32>) -> vector<8xf32>, sym_name = "mma"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<8xi16>, %arg2: vector<8xi32>):
// expected-error@+1 {{invalid properties {shape = #xevm.mma_shape<m = 8, n = 16, k = 16>, types = "bogus"} for op xevm.mma: Invalid attribute `types` in property conversion: "bogus"}}
    %0 = "xevm.mma"(%arg1, %arg2, %arg0) <{shape = #xevm.mma_shape<m = 8, n = 16, k = 16>, types = "bogus"}> : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: xevm.mma: types = @nowhere
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi16>, vector<8xi32>) -> vector<8xf32>, sym_name = "mma"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<8xi16>, %arg2: vector<8xi32>):
// expected-error@+1 {{invalid properties {shape = #xevm.mma_shape<m = 8, n = 16, k = 16>, types = @nowhere} for op xevm.mma: Invalid attribute `types` in property conversion: @nowhere}}
    %0 = "xevm.mma"(%arg1, %arg2, %arg0) <{shape = #xevm.mma_shape<m = 8, n = 16, k = 16>, types = @nowhere}> : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: xevm.mma_mx: types = "bogus"
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi16>, vector<8xi32>, vector<2xi8>, vector<2xi8>) -> vector<8xf32>, sym_name = "mma_mx"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<8xi16>, %arg2: vector<8xi32>, %arg3: vector<2xi8>, %arg4: vector<2xi8>):
// expected-error@+1 {{invalid properties {shape = #xevm.mma_shape<m = 8, n = 16, k = 64>, types = "bogus"} for op xevm.mma_mx: Invalid attribute `types` in property conversion: "bogus"}}
    %0 = "xevm.mma_mx"(%arg1, %arg2, %arg3, %arg4, %arg0) <{shape = #xevm.mma_shape<m = 8, n = 16, k = 64>, types = "bogus"}> : (vector<8xi16>, vector<8xi32>, vector<2xi8>, vector<2xi8>, vector<8xf32>) -> vector<8xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: xevm.mma_mx: types = unit
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi16>, vector<8xi32>, vector<2xi8>, vector<2xi8>) -> vector<8xf32>, sym_name = "mma_mx"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<8xi16>, %arg2: vector<8xi32>, %arg3: vector<2xi8>, %arg4: vector<2xi8>):
// expected-error@+1 {{invalid properties {shape = #xevm.mma_shape<m = 8, n = 16, k = 64>, types} for op xevm.mma_mx: Invalid attribute `types` in property conversion: unit}}
    %0 = "xevm.mma_mx"(%arg1, %arg2, %arg3, %arg4, %arg0) <{shape = #xevm.mma_shape<m = 8, n = 16, k = 64>, types = unit}> : (vector<8xi16>, vector<8xi32>, vector<2xi8>, vector<2xi8>, vector<8xf32>) -> vector<8xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// attr-kind: xevm.mma_mx: types = -1 : i32
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi16>, vector<8xi32>, vector<2xi8>, vector<2xi8>) -> vector<8xf32>, sym_name = "mma_mx"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<8xi16>, %arg2: vector<8xi32>, %arg3: vector<2xi8>, %arg4: vector<2xi8>):
// expected-error@+1 {{invalid properties {shape = #xevm.mma_shape<m = 8, n = 16, k = 64>, types = -1 : i32} for op xevm.mma_mx: Invalid attribute `types` in property conversion: -1 : i32}}
    %0 = "xevm.mma_mx"(%arg1, %arg2, %arg3, %arg4, %arg0) <{shape = #xevm.mma_shape<m = 8, n = 16, k = 64>, types = -1 : i32}> : (vector<8xi16>, vector<8xi32>, vector<2xi8>, vector<2xi8>, vector<8xf32>) -> vector<8xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// type-element: xevm.blockstore2d: i32 -> index
func.func @blockstore2d(%c: !llvm.ptr<1>, %base_width_c: i32, %base_height_c: i32,
  %base_pitch_c: i32, %x: i32, %y: i32, %c_result_casted: vector<8xi32>) {
// expected-error@+1 {{'xevm.blockstore2d' op attribute 'tile_height' failed to satisfy constraint: 32-bit signless integer attribute}}
  xevm.blockstore2d %c, %base_width_c, %base_height_c, %base_pitch_c, %x, %y, %c_result_casted
    <{elem_size_in_bits=32 : i32, tile_width=16 : i32, tile_height=8 : index}>
    : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi32>)
}

// -----

// operand-count: xevm.mma: duplicate an operand
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi16>, vector<8xi32>) -> vector<8xf32>, sym_name = "mma"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<8xi16>, %arg2: vector<8xi32>):
// expected-error@+1 {{'xevm.mma' op operand group starting at #2 requires 0 or 1 element, but found 2}}
    %0 = "xevm.mma"(%arg1, %arg1, %arg2, %arg0) <{shape = #xevm.mma_shape<m = 8, n = 16, k = 16>, types = #xevm.mma_types<d = f32, a = f16, b = f16, c = f32>}> : (vector<8xi16>, vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
