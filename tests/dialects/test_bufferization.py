"""Round trip of every registered bufferization op's custom form, through the canonical printer.

`FORM` is written exactly as upstream's mlir-opt prints it (checked with
`../shared/tools/mlir-oracle`): printing it again must give it back byte for byte.
"""

from __future__ import annotations

from mlir_ls.dialects import default_registry
from mlir_ls.printer.document import print_text
from mlir_ls.verify.check import analyze

FORM = """\
module {
  func.func @f(%arg0: tensor<?xf32>, %arg1: memref<?xf32>, %arg2: index) {
    %0 = bufferization.alloc_tensor(%arg2) : tensor<?xf32>
    %1 = bufferization.alloc_tensor() copy(%arg0) size_hint=%arg2 {foo} : tensor<?xf32>
    %2 = bufferization.to_buffer %arg0 read_only : tensor<?xf32> to memref<?xf32>
    %3 = bufferization.to_tensor %arg1 restrict writable : memref<?xf32> to tensor<?xf32>
    %4 = bufferization.clone %arg1 : memref<?xf32> to memref<?xf32>
    bufferization.dealloc_tensor %arg0 : tensor<?xf32>
    %5 = bufferization.materialize_in_destination %arg0 in %arg0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    bufferization.materialize_in_destination %arg0 in restrict writable %arg1 : (tensor<?xf32>, memref<?xf32>) -> ()
    return
  }
}
"""


def test_bufferization_round_trip() -> None:
    printed, _chunks, failed = print_text(FORM)
    assert not failed
    assert printed == FORM


def test_bufferization_form_checks_clean() -> None:
    result = analyze(FORM)
    assert [d.message for d in result.diagnostics] == []


def test_every_bufferization_op_is_covered() -> None:
    dialect = default_registry().dialect("bufferization")
    assert dialect is not None
    missing = [n for n in dialect.ops if not any(n + c in FORM for c in (" ", "(", "\n"))]
    assert missing == []
