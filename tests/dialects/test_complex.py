"""Round trip of every registered complex op's custom form, through the canonical printer.

`FORM` is written exactly as upstream's mlir-opt prints it (checked with
`../shared/tools/mlir-oracle`): printing it again must give it back byte for byte.
"""

from __future__ import annotations

from mlir_ls.dialects import default_registry
from mlir_ls.printer.document import print_text
from mlir_ls.verify.check import analyze

FORM = """\
module {
  func.func @complex(%arg0: complex<f32>, %arg1: f32, %arg2: i32) {
    %0 = complex.add %arg0, %arg0 : complex<f32>
    %1 = complex.atan2 %arg0, %arg0 : complex<f32>
    %2 = complex.div %arg0, %arg0 fastmath<fast> : complex<f32>
    %3 = complex.mul %arg0, %arg0 : complex<f32>
    %4 = complex.pow %arg0, %arg0 : complex<f32>
    %5 = complex.sub %arg0, %arg0 : complex<f32>
    %6 = complex.conj %arg0 : complex<f32>
    %7 = complex.cos %arg0 : complex<f32>
    %8 = complex.exp %arg0 : complex<f32>
    %9 = complex.expm1 %arg0 : complex<f32>
    %10 = complex.log %arg0 : complex<f32>
    %11 = complex.log1p %arg0 : complex<f32>
    %12 = complex.neg %arg0 : complex<f32>
    %13 = complex.rsqrt %arg0 : complex<f32>
    %14 = complex.sign %arg0 : complex<f32>
    %15 = complex.sin %arg0 : complex<f32>
    %16 = complex.sqrt %arg0 : complex<f32>
    %17 = complex.tan %arg0 : complex<f32>
    %18 = complex.tanh %arg0 : complex<f32>
    %19 = complex.abs %arg0 : complex<f32>
    %20 = complex.angle %arg0 : complex<f32>
    %21 = complex.re %arg0 : complex<f32>
    %22 = complex.im %arg0 : complex<f32>
    %23 = complex.eq %arg0, %arg0 : complex<f32>
    %24 = complex.neq %arg0, %arg0 : complex<f32>
    %25 = complex.powi %arg0, %arg2 : complex<f32>, i32
    %26 = complex.create %arg1, %arg1 : complex<f32>
    %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
    %27 = complex.bitcast %arg0 : complex<f32> to i64
    return
  }
}
"""


def test_complex_round_trip() -> None:
    printed, _chunks, failed = print_text(FORM)
    assert not failed
    assert printed == FORM


def test_complex_form_checks_clean() -> None:
    result = analyze(FORM)
    assert [d.message for d in result.diagnostics] == []


def test_every_complex_op_is_covered() -> None:
    dialect = default_registry().dialect("complex")
    assert dialect is not None
    missing = [n for n in dialect.ops if not any(n + c in FORM for c in (" ", "(", "\n"))]
    assert missing == []
