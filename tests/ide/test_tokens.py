"""Semantic tokens: each `⟦...⟧` range is one token; the list gives their types in order."""

from __future__ import annotations

from mlir_ls.ide import TOKEN_MODIFIERS, TOKEN_TYPES, semantic_tokens
from mlir_ls.text.span import Span

from .support import analyse


def describe(src: str, span: Span | None = None) -> list[tuple[str, str, tuple[str, ...]]]:
    analysis, _ = analyse(src)
    out = []
    for tok in semantic_tokens(analysis, span):
        mods = tuple(m for i, m in enumerate(TOKEN_MODIFIERS) if tok.modifiers & (1 << i))
        out.append((analysis.text[tok.span.start : tok.span.end], TOKEN_TYPES[tok.type], mods))
    return out


def test_function() -> None:
    tokens = describe(
        """#map = affine_map<(d0) -> (d0)>
// a comment
func.func @f(%a: tensor<4xf32>) -> i32 {
  %0:2 = "test.two"(%a) {m = #map, n = 1 : i64} : (tensor<4xf32>) -> (i32, i32)
  return %0#1 : i32
}
"""
    )
    assert ("#map", "macro", ("declaration",)) in tokens
    assert ("// a comment", "comment", ()) in tokens
    assert ("func", "namespace", ("defaultLibrary",)) in tokens
    assert ("func", "function", ("defaultLibrary",)) in tokens
    assert ("@f", "function", ("declaration",)) in tokens
    assert ("%a", "parameter", ("declaration",)) in tokens
    assert ("tensor", "type", ("defaultLibrary",)) in tokens
    assert ("test", "namespace", ()) in tokens and ("two", "function", ()) in tokens
    assert ("m", "property", ()) in tokens and ("n", "property", ()) in tokens
    assert ("#map", "macro", ()) in tokens
    assert ("return", "function", ("defaultLibrary",)) in tokens
    assert ("%0", "variable", ()) in tokens and ("#1", "variable", ()) in tokens
    assert ("1", "number", ()) in tokens and ("i64", "type", ("defaultLibrary",)) in tokens


def test_sorted_and_single_line() -> None:
    src = 'func.func @f() {\n  "test.op"() {s = "x"} : () -> () // c\n  return\n}\n'
    analysis, _ = analyse(src)
    tokens = semantic_tokens(analysis)
    starts = [t.span.start for t in tokens]
    assert starts == sorted(starts)
    assert all("\n" not in src[t.span.start : t.span.end] for t in tokens)


def test_range_restricts_to_lines() -> None:
    src = "func.func @f() {\n  return\n}\nfunc.func @g() {\n  return\n}\n"
    start = src.index("@g")
    names = [t[0] for t in describe(src, Span(start, start + 2))]
    assert "@g" in names and "@f" not in names
