// RUN: mlir-ls check --allow-unregistered-dialect --split-input-file %s
// onnx-mlir, tt-mlir and catalyst: generic forms mixed with short custom forms.

func.func @onnx_graph(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %w = onnx.Constant dense<1.0> : tensor<3x4xf32>
  %0 = "onnx.Add"(%x, %w) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = "onnx.Relu"(%0) {onnx_node_name = "relu0"} : (tensor<3x4xf32>) -> tensor<3x4xf32>
  onnx.Return %1 : tensor<3x4xf32>
}

// -----

func.func @ttir_ops(%a: tensor<32x32xbf16>, %b: tensor<32x32xbf16>) -> tensor<32x32xbf16> {
  %0 = ttir.empty() : tensor<32x32xbf16>
  %1 = "ttir.add"(%a, %b, %0) : (tensor<32x32xbf16>, tensor<32x32xbf16>, tensor<32x32xbf16>) -> tensor<32x32xbf16>
  %2 = arith.constant dense<0.0> : tensor<32x32xbf16>
  return %1 : tensor<32x32xbf16>
}

// -----

func.func @circuit(%theta: f64) -> f64 {
  %c0 = arith.constant 0 : i64
  quantum.device shots(%c0) ["lib.so", "Simulator", "{}"]
  %reg = quantum.alloc( 2) : !quantum.reg
  %q0 = quantum.extract %reg[ 0] : !quantum.reg -> !quantum.bit
  %q1 = quantum.custom "Hadamard"() %q0 : !quantum.bit
  %q2 = quantum.custom "RX"(%theta) %q1 : !quantum.bit
  %obs = quantum.namedobs %q2[ PauliZ] : !quantum.obs
  %e = quantum.expval %obs : f64
  %twice = arith.addf %e, %e : f64
  quantum.dealloc %reg : !quantum.reg
  return %twice : f64
}

// -----

func.func @catalyst_for(%n: i64) {
  catalyst.print "hello"
  %res = catalyst.callback_call @cb(%n) : (i64) -> i64
  return
}
