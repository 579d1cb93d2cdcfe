"""Inlay hints only where the text does not state the type, spelled with the file's aliases.

`$0` marks where a hint is expected (its label after `=` in the fixture's comment)."""

from __future__ import annotations

from mlir_ls.ide import inlay_hints
from mlir_ls.ide.alias_spelling import states_type

from .support import analyse, cursor


def hints(src: str) -> list[tuple[int, str]]:
    analysis, _ = analyse(src)
    return [(h.offset, h.label) for h in inlay_hints(analysis)]


def test_no_hint_where_the_trailing_type_states_it_with_an_alias() -> None:
    src = """#enc = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @f() -> tensor<4xf32, #enc> {
  %0 = arith.constant dense<1.0> : tensor<4xf32, #enc>
  return %0 : tensor<4xf32, #enc>
}
"""
    assert hints(src) == []


def test_no_hint_with_the_alias_expanded_in_the_text() -> None:
    src = """#enc = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @f() -> tensor<4xf32, #enc> {
  %0 = arith.constant dense<1.0> : tensor<4xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>
  return %0 : tensor<4xf32, #enc>
}
"""
    assert hints(src) == []


def test_hint_shortened_with_the_alias() -> None:
    analysis, fx = analyse(
        """#enc = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @f(%t: tensor<4xf32, #enc>) -> index {
  %c0 = arith.constant 0 : index
  %d$0 = tensor.dim %t, %c0 : tensor<4xf32, #enc>
  %e = tensor.empty() : tensor<4xf32, #enc>
  return %d : index
}
"""
    )
    found = [(h.offset, h.label) for h in inlay_hints(analysis)]
    # `tensor.dim` states only its operand's type: the result `index` is hinted; the
    # `tensor.empty` result is stated (with its alias): no hint.
    assert found == [(cursor(fx), ": index")]


def test_result_type_other_than_the_operand_type() -> None:
    analysis, fx = analyse(
        """func.func @f(%a: i16, %b: i16) -> i1 {
  %r$0 = arith.cmpi slt, %a, %b : i16
  return %r : i1
}
"""
    )
    assert [(h.offset, h.label) for h in inlay_hints(analysis)] == [(cursor(fx), ": i1")]


def test_block_argument_hint_uses_alias() -> None:
    analysis, _ = analyse(
        """!t = tensor<4xf32>
func.func @f(%lb: index, %ub: index, %init: !t) -> !t {
  %r = scf.for %i = %lb to %ub step %lb iter_args(%acc = %init) -> (!t) {
    scf.yield %acc : !t
  }
  return %r : !t
}
"""
    )
    labels = [h.label for h in inlay_hints(analysis)]
    assert labels == [": index", ": !t"]


def test_states_type() -> None:
    assert states_type("%a, %b : i16", ["i16"])
    assert not states_type("%a, %b : i16", ["i1"])
    assert not states_type("%v : vector<4xf32>", ["f32"])
    assert states_type("%v : tensor<4 x f32, #enc>", ["tensor<4xf32, #enc>"])


def test_attribute_alias_written_where_a_type_alias_exists_too() -> None:
    # TritonGPU-like IR: `!t` names the whole type, the ops write `tensor<..., #blocked>`.
    analysis, fx = analyse(
        """#blocked = #ttg.blocked<{sizePerThread = [1, 4], order = [1, 0]}>
!t = tensor<128x64xf32, #blocked>
func.func @f(%x: tensor<128x64xf32, #blocked>) {
  %cst = arith.constant dense<0.0> : tensor<128x64xf32, #blocked>
  %1 = arith.addf %x, %cst : tensor<128x64xf32, #blocked>
  %2 = arith.addf %1, %x : !t
  %c0 = arith.constant 0 : index
  %r:2 = scf.for %i⟦⟧ = %c0 to %c0 step %c0 iter_args(%a⟦⟧ = %1, %b⟦⟧ = %2) -> (tensor<128x64xf32, #blocked>, !t) {
    scf.yield %a, %b : tensor<128x64xf32, #blocked>, tensor<128x64xf32, #blocked>
  }
  %9⟦⟧ = arith.cmpf ogt, %1, %cst : tensor<128x64xf32, #blocked>
  return
}
"""
    )
    marks = [r.start for r in fx.ranges]
    assert [(h.offset, h.label) for h in inlay_hints(analysis)] == [
        (marks[0], ": index"),
        (marks[1], ": !t"),
        (marks[2], ": !t"),
        (marks[3], ": tensor<128x64xi1, #blocked>"),
    ]
