// RUN: mlir-ls check --allow-unregistered-dialect --split-input-file %s
// IREE's flow/stream/hal/util dialects: dynamic-dimension lists after types,
// multi-line dispatch regions, external util.func declarations.

util.func public @dyn_dims(%src: tensor<?x8xf32>, %n: index) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %view = hal.tensor.import %src "in" : tensor<?x8xf32>{%n} -> tensor<?x8xf32>{%n}
  %size = stream.tensor.sizeof tensor<?x8xf32>{%n} : index
  %out = flow.tensor.reshape %view : tensor<?x8xf32>{%n} -> tensor<?x8xf32>{%n}
  util.return %out : tensor<?x8xf32>
}

// -----

util.func private @extern_decl(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32>

util.func public @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %r = util.call @extern_decl(%x, %c1) : (tensor<4xf32>, index) -> tensor<4xf32>
  util.return %r : tensor<4xf32>
}

// -----

flow.executable private @exec {
  flow.executable.export public @entry workgroups(%w0: index, %w1: index) -> (index, index, index) {
    %x, %y, %z = flow.dispatch.workgroup_count_from_slice %w0, %w1
    flow.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @entry(%arg0: !flow.dispatch.tensor<readonly:tensor<?x?xf32>>, %d0: index, %d1: index) {
      %c0 = arith.constant 0 : index
      %t = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%d0, %d1}
      %v = flow.dispatch.tensor.load %t, offsets = [0, 0], sizes = [%d0, %d1], strides = [1, 1]
          : !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%d0, %d1} -> tensor<?x?xf32>
      return
    }
  }
}

// -----

util.func public @workgroups(%in: tensor<?x4xf32>, %d: index) -> tensor<4x?xf32> {
  %c8 = arith.constant 8 : index
  %res = flow.dispatch.workgroups[%c8, %d](%in, %d) :
      (tensor<?x4xf32>{%d}, index) -> tensor<4x?xf32>{%d} =
      (%a: !flow.dispatch.tensor<readonly:tensor<?x4xf32>>, %dd: index,
       %o: !flow.dispatch.tensor<writeonly:tensor<4x?xf32>>) {
    %ld = flow.dispatch.tensor.load %a, offsets = [0, 0], sizes = [%dd, 4], strides = [1, 1]
        : !flow.dispatch.tensor<readonly:tensor<?x4xf32>>{%dd} -> tensor<?x4xf32>
    %e = tensor.empty(%dd) : tensor<4x?xf32>
    flow.dispatch.tensor.store %e, %o, offsets = [0, 0], sizes = [4, %dd], strides = [1, 1]
        : tensor<4x?xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x?xf32>>{%dd}
    flow.return
  }
  util.return %res : tensor<4x?xf32>
}

// -----

util.global private @weights {inlining_policy = #util.inline.never} = dense<1.0> : tensor<4xf32>

util.initializer {
  %cst = arith.constant dense<2.0> : tensor<4xf32>
  util.global.store %cst, @weights : tensor<4xf32>
  util.return
}

util.func public @use_global() -> tensor<4xf32> {
  %g = util.global.load @weights : tensor<4xf32>
  %sum = arith.addf %g, %g : tensor<4xf32>
  util.return %sum : tensor<4xf32>
}
