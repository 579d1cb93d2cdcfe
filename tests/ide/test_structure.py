"""Folding ranges, selection ranges and inlay hints."""

from __future__ import annotations

from mlir_ls.ide import folding_ranges, inlay_hints, selection_ranges

from .support import analyse, cursor


def folds(src: str) -> list[tuple[int, int, str]]:
    analysis, _ = analyse(src)
    return [(f.start_line, f.end_line, f.kind) for f in folding_ranges(analysis)]


def test_folding_regions_comments_aliases_chunks() -> None:
    found = folds(
        """#a = affine_map<(d0) -> (d0)>
#b = affine_map<(d0) -> (d0)>
// one
// two
func.func @f() {
  %0 = "test.op"() ({
    "test.yield"() : () -> ()
  }) : () -> i32
  return
}
// -----
func.func @g() {
  return
}
"""
    )
    assert (0, 1, "imports") in found
    assert (2, 3, "comment") in found
    assert (4, 8, "region") in found  # the function body, up to the line before `}`
    assert (5, 6, "region") in found
    assert (0, 9, "region") in found and (10, 13, "region") in found  # the chunks


def test_selection_expands_outwards() -> None:
    analysis, fx = analyse(
        'func.func @f(%a: i32) {\n  "test.op"(%a$0) : (i32) -> ()\n  return\n}\n'
    )
    (chain,) = selection_ranges(analysis, [cursor(fx)])
    texts = [fx.text[s.start : s.end] for s in chain]
    assert texts[0] == "%a"
    assert '"test.op"(%a) : (i32) -> ()' in texts
    assert texts[-1] == fx.text
    lengths = [s.end - s.start for s in chain]
    assert lengths == sorted(lengths)


def test_inlay_hints_for_types_the_text_does_not_show() -> None:
    analysis, _ = analyse(
        """func.func @f(%a: i32) -> i32 {
  %0 = "test.op"(%a) : (i32) -> i32
  %r = func.call @f(%a) : (i32) -> i32
  return %0 : i32
}"""
    )
    # Generic ops and func.call spell their types; function arguments too.
    assert inlay_hints(analysis) == []


def test_inlay_hint_for_implicit_block_argument() -> None:
    analysis, _ = analyse(
        """func.func @f(%n: index) {
  "test.loop"(%n) ({
  ^bb0(%i: index):
    "test.yield"() : () -> ()
  }) : (index) -> ()
  return
}"""
    )
    assert inlay_hints(analysis) == []  # every argument has its `: type`
