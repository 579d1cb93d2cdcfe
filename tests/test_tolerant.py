"""The tolerant parse of undescribed custom ops (parser/tolerant.py): never a false error.

tests/data/tolerant/*.mlir are written in the syntax of IREE, triton, torch-mlir,
stablehlo, CIRCT, onnx-mlir, tt-mlir and catalyst: each must check without an
error. The inline cases check what the parse records: region arguments and their
types, result types, declarations, default-dialect ops, hover, printing and
`expected-*` annotations on ops mlir-ls cannot check.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import DATA
from ide.support import analyse, cursor
from mlir_ls.dialects import default_registry
from mlir_ls.ide import hover
from mlir_ls.ide.diagnostics import diagnostics
from mlir_ls.ir.core import Operation
from mlir_ls.ir.types import UnknownType
from mlir_ls.printer.document import print_text
from mlir_ls.verify.check import analyze

CASES = sorted((DATA / "tolerant").glob("*.mlir"))


def _ops(text: str) -> dict[str, Operation]:
    """The ops of `text` by name (the last of each name), analysed with no error."""
    result = analyze(text, allow_unregistered=True, strict=True)
    errors = [d.message for d in result.diagnostics if d.is_error]
    assert not errors, errors
    found: dict[str, Operation] = {}
    for chunk in result.chunks:
        for op in chunk.parse.module.walk():
            found[op.name] = op
    return found


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.name)
def test_no_false_error(path: Path) -> None:
    text = path.read_text()
    result = analyze(text, split_marker="// -----", allow_unregistered=True, strict=True)
    errors = [(d.span.start, d.message) for d in result.diagnostics if d.is_error]
    assert not errors
    assert any(d.code == "unknown-op" for d in result.diagnostics), "nothing tolerated?"


def test_there_are_cases() -> None:
    assert len(CASES) >= 7


def test_multi_line_op_with_keyword_clauses() -> None:
    ops = _ops(
        """func.func @f(%l: tensor<2x2xf32>, %r: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.convolution(%l, %r)
      dim_numbers = [b, f]x[i, o]->[b, f],
      window = {stride = [1]}
      {feature_group_count = 1 : i64}
      : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}"""
    )
    conv = ops["stablehlo.convolution"]
    assert len(conv.operands) == 2
    assert [str(r.type) for r in conv.results] == ["tensor<2x2xf32>"]


def test_dynamic_dimensions_are_uses_not_regions() -> None:
    ops = _ops(
        """func.func @f(%t: tensor<?x4xf32>, %d: index) {
  %0 = flow.tensor.reshape %t : tensor<?x4xf32>{%d} -> tensor<4x?xf32>{%d}
  return
}"""
    )
    reshape = ops["flow.tensor.reshape"]
    assert not reshape.regions
    assert len(reshape.operands) == 3
    assert str(reshape.results[0].type) == "tensor<4x?xf32>"


def test_region_arguments_from_signature_and_bindings() -> None:
    ops = _ops(
        """func.func @f(%n: tensor<i64>) {
  %r:2 = stablehlo.while(%iv = %n, %acc = %n) : tensor<i64>, tensor<i64>
   cond {
    stablehlo.return %iv : tensor<i64>
  } do {
    stablehlo.return %iv, %acc : tensor<i64>, tensor<i64>
  }
  %w = flow.dispatch.workgroups(%n) : (tensor<i64>) -> tensor<i64> =
      (%in: !flow.dispatch.tensor<readonly:tensor<i64>>, %out: index) {
    flow.return
  }
  return
}"""
    )
    loop = ops["stablehlo.while"]
    assert len(loop.regions) == 2
    for region in loop.regions:
        assert [str(a.type) for a in region.blocks[0].arguments] == ["tensor<i64>"] * 2
    dispatch = ops["flow.dispatch.workgroups"]
    args = dispatch.regions[0].blocks[0].arguments
    assert [str(a.type) for a in args] == ["!flow.dispatch.tensor<readonly:tensor<i64>>", "index"]
    assert str(dispatch.results[0].type) == "tensor<i64>"


def test_declaration_names_are_definitions() -> None:
    text = "hw.module.extern @M(in %a: i10, in %b: i1, out y: i10)\n"
    result = analyze(text, allow_unregistered=True, strict=True)
    assert not result.has_errors
    source_map = result.chunks[0].parse.source_map
    defined = {text[s:e] for s, e, _ in source_map.value_defs}
    assert defined == {"%a", "%b"}
    assert not source_map.value_uses


def test_short_names_belong_to_the_unknown_dialect() -> None:
    ops = _ops("toy.func @main() {\n  print\n  return\n}\n")
    assert "toy.return" in ops and "toy.print" in ops
    assert "func.return" not in ops


def test_result_types_only_when_unambiguous() -> None:
    ops = _ops(
        """func.func @f(%p: !tt.ptr<f32>) {
  %c = hw.constant 1 : i10
  %v = tt.load %p : !tt.ptr<f32>
  %s = tt.splat %v : f32 -> tensor<4xf32>
  %f = foo.call @g(%p) : (!tt.ptr<f32>) -> i1
  return
}"""
    )
    assert str(ops["hw.constant"].results[0].type) == "i10"
    loaded = ops["tt.load"].results[0].type  # `: t` names the operand's type here
    assert isinstance(loaded, UnknownType) and loaded.dialect == "tt"
    assert str(ops["tt.splat"].results[0].type) == "tensor<4xf32>"
    assert str(ops["foo.call"].results[0].type) == "i1"


def test_unknown_type_satisfies_registered_ops() -> None:
    ops = _ops(
        """func.func @f(%a: i32) -> f32 {
  %u = foo.make %a
  %s = arith.addi %a, %u : i32
  %i = arith.index_cast %u : index to i32
  %x = arith.addf %u, %u : f32
  return %u : f32
}"""
    )
    assert isinstance(ops["foo.make"].results[0].type, UnknownType)


def test_hover_shows_real_and_unknown_types() -> None:
    src = """func.func @f(%d: index) {
  %t = hal.tensor.import %d : tensor<?xf32>{%d} -> tensor<?xf32>{%d}
  %$0u = flow.tensor.sizeof %t
  %w = flow.tensor.reshape %t : tensor<?xf32>{%d} -> tensor<?xf32>{%d}
  return
}"""
    analysis, fx = analyse(src)
    found = hover(analysis, cursor(fx))
    assert found is not None
    assert "%u : ?" in found.markdown
    assert "type not known: dialect `flow` is not described" in found.markdown
    analysis, fx = analyse(src.replace("%$0u", "%u").replace("%t =", "%$0t ="))
    found = hover(analysis, cursor(fx))
    assert found is not None and "%t : tensor<?xf32>" in found.markdown


def test_print_refuses_unknown_syntax() -> None:
    text = "func.func @f(%a: i32) -> i32 {\n  %0 = foo.bar %a : i32\n  return %0 : i32\n}\n"
    printed, chunks, failed = print_text(text, allow_unregistered=True)
    assert failed and "<<" not in printed
    messages = [d.message for c in chunks for d in c.diagnostics if d.is_error]
    assert any("cannot print 'foo.bar'" in m for m in messages)


def test_print_of_described_ops_unchanged() -> None:
    text = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n"
    printed, _chunks, failed = print_text(text)
    assert not failed and "arith.addi %arg0, %arg0 : i32" in printed


ANNOTATED = """func.func @f(%a: i32) {
  // expected-error@+1 {{'foo.op' op operand must be a tensor}}
  %0 = foo.op %a : i32
  // expected-error@+1 {{'arith.addi' op is broken}}
  %1 = arith.addi %a, %a : i32
  return
}
"""


def test_annotations_on_unchecked_ops_are_not_unmet() -> None:
    analysis, _fx = analyse(ANNOTATED)
    found = {(d.severity, d.code): d.message for d in diagnostics(analysis)}
    assert "not checked by mlir-ls" in found[("information", "expected-unchecked")]
    unmet = [d.message for d in diagnostics(analysis) if d.code == "expected"]
    assert unmet == ["expected error \"'arith.addi' op is broken\" was not produced"]
    assert not any(d.code == "unknown-op" and d.severity == "error" for d in diagnostics(analysis))


def test_cli_verify_diagnostics_skips_unchecked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from mlir_ls import cli

    path = tmp_path / "a.mlir"
    path.write_text(ANNOTATED.replace("  // expected-error@+1 {{'arith.addi' op is broken}}\n", ""))
    flags = ["check", "--isolated", "--allow-unregistered-dialect", "--verify-diagnostics"]
    status = cli.main([*flags, str(path)])
    assert status == 0, capsys.readouterr()
    path.write_text(ANNOTATED)
    assert cli.main([*flags, str(path)]) == 1
    assert "'arith.addi' op is broken" in capsys.readouterr().out


def test_registry_still_knows_described_ops() -> None:
    assert default_registry().lookup_op("arith.addi") is not None
