// RUN: mlir-ls check --split-input-file --verify-diagnostics %s
// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.
// type-width: arith.constant: i64 -> i65
func.func @compute3(%a: memref<10x10xf32>, %b: memref<10x10xf32>, %c: memref<10xf32>, %d: memref<10xf32>) -> memref<10xf32> {
  %numWorkers = arith.constant 10 : i65
  acc.data dataOperands(%pa, %pb, %pc, %pd: memref<10x10xf32>, memref<10x10xf32>, memref<10xf32>, memref<10xf32>) {
// expected-error@+1 {{use of value '%numWorkers' expects different type than prior uses: 'i64' vs 'i65'}}
    acc.parallel num_gangs({%numGangs: i64}) num_workers(%numWorkers: i64 [#acc.device_type<nvidia>]) private(%private : memref<10xf32>) {
      acc.loop gang control(%x : index) = (%lb : index) to (%c10 : index) step (%st : index) {
        acc.loop worker control(%y : index) = (%lb : index) to (%c10 : index) step (%st : index) {
          %axy = memref.load %a[%x, %y] : memref<10x10xf32>
          %bxy = memref.load %b[%x, %y] : memref<10x10xf32>
        } attributes {inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>]}
        acc.loop control(%i : index) = (%lb : index) to (%c10 : index) step (%st : index) {
          %ci = memref.load %c[%i] : memref<10xf32>
          %dx = memref.load %d[%x] : memref<10xf32>
        } attributes {inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>], seq = [#acc.device_type<nvidia>]}
      } attributes {inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>]}
    }
  }
}

// -----

// move: arith.constant: swap arith.constant with memref.load
  %ci = memref.load %a[%i] : memref<10xf32>
// expected-error@+1 {{region entry argument '%i' is already in use}}
    acc.loop private(%p1 : memref<10xf32>) control(%i : index) = (%lb : index) to (%c10 : index) step (%st : index) {
      %lb = arith.constant 0 : index

// -----

// type-encoding: arith.constant: add an encoding
func.func @test_partition_constant() ->(tensor<1024x1024xf32>)attributes{llvm.emit_c_interface} {
  %cst = arith.constant dense<0.000000e+00> : tensor<1024x1024xf32, "enc">
  %sharding_1 = shard.sharding @grid4x4 split_axes = [[0]] : !shard.sharding
// expected-error@+1 {{use of value '%cst' expects different type than prior uses: 'tensor<1024x1024xf32>' vs 'tensor<1024x1024xf32, "enc">'}}
  %sharded_1 = shard.shard %cst to %sharding_1 : tensor<1024x1024xf32>
  %sharded_r = shard.shard %sharded_1 to %sharding_1 annotate_for_users : tensor<1024x1024xf32>
}

// -----

// operand-count: arith.select: repeat operand %t1
// expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %s = arith.select %c, %t1, %t1, %t2 : tensor<?xf32>

// -----

// operand-count: arith.select: drop operand %t1
func.func @write_to_select_op_source(
    %c : i1)
// expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %s = arith.select %c, %t2 : tensor<?xf32>
