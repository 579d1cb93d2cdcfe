"""Semantic tokens: each `⟦...⟧` range is one token; the list gives their types in order."""

from __future__ import annotations

import pytest

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


def test_encoded_tokens_reuse_pieces_only_when_nothing_they_show_changed() -> None:
    """`encoded_semantic_tokens` joins cached pieces: after edits (here a symbol that stops
    being a function, far from its uses, and non-ASCII text) it still equals the encoding
    of the tokens computed afresh."""
    from mlir_ls.ide import Analysis, encoded_semantic_tokens
    from mlir_ls.lsp.convert import Converter

    body = "".join(
        f'  %v{i} = "test.op"(%a) {{k = {i}}} : (i32) -> i32  // é{i}\n' for i in range(300)
    )
    callee = "func.func private @g(i32) -> i32\n"
    text = callee + f"func.func @f(%a: i32) {{\n{body}  %r = func.call @g(%a) : (i32) -> i32\n"
    text += "  return\n}\n"
    versions = [
        text,
        text.replace("// é150", "// \u00fc\U0001d518150"),
        text.replace(callee, 'memref.global "private" @g : memref<i32>\n'),
        text.replace("{k = 7}", "{k = 7, l}"),
    ]
    for version in versions:
        analysis = Analysis.of(version)
        fresh = semantic_tokens(analysis)
        for encoding in ("utf-16", "utf-8", "utf-32"):
            expected = Converter(analysis.line_index, encoding).semantic_tokens(fresh)
            assert encoded_semantic_tokens(analysis, encoding) == expected


def test_token_edit_turns_the_old_data_into_the_new() -> None:
    import random

    from mlir_ls.ide import token_edit

    rng = random.Random(7)
    for _ in range(300):
        old = [rng.randrange(3) for _ in range(rng.choice([0, 5, 40, 9000]))]
        new = list(old)
        for _ in range(rng.randrange(3)):
            at = rng.randrange(len(new) + 1)
            new[at : at + rng.randrange(6)] = [rng.randrange(3) for _ in range(rng.randrange(6))]
        start, deleted, data = token_edit(old, new)
        assert old[:start] + data + old[start + deleted :] == new
        assert len(data) <= len(new) and (old != new or (deleted, data) == (0, []))


def test_an_edit_lexes_and_encodes_only_the_range_it_changed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Ranges are cached on the index's pieces: after an edit inside one function, the
    next version's tokens lex one range again, and the edit between the two answers
    (`full/delta`) is found from the ranges and equals the one found from the integers."""
    from mlir_ls.ide import AnalysisOptions, encoded_tokens, token_edit, tokens
    from mlir_ls.ide.analysis import Analysis
    from mlir_ls.lsp.convert import Converter
    from mlir_ls.verify.incremental import IncrementalAnalyzer

    functions = "".join(
        f"func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n"
        f"  %1 = func.call @f{(i + 1) % 40}(%0) : (i32) -> i32\n  return %1 : i32\n}}\n"
        for i in range(40)
    )
    options = AnalysisOptions(None, True)
    inc = IncrementalAnalyzer(allow_unregistered=True)
    first = Analysis(functions, inc.analyze(functions), options)
    old = encoded_tokens(first)
    lexed: list[str] = []
    real = tokens._lex
    monkeypatch.setattr(
        tokens, "_lex", lambda text, kind: (lexed.append(text), real(text, kind))[1]
    )
    at = functions.index("@f7(")
    edited = functions[:at] + functions[at:].replace(": i32\n", ": i32 // muli\n", 1)
    second = Analysis(edited, inc.analyze(edited), options, previous=first)
    assert inc.stats.spliced_ops == 1
    new = encoded_tokens(second)
    assert len(lexed) == 1 and "// muli" in lexed[0]
    expected = Converter(second.line_index, "utf-16").semantic_tokens(semantic_tokens(second))
    assert new.data() == expected
    assert new.edit_from(old) == token_edit(old.data(), new.data())
    start, deleted, data = new.edit_from(old)
    assert start > 0 and deleted <= 10 and 0 < len(data) <= 15
    import json

    assert json.loads(new.json()) == expected


def test_range_lexes_only_the_lines_it_needs_and_equals_the_full_tokens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from mlir_ls.ide import tokens
    from mlir_ls.ide.analysis import Analysis

    text = "module {\n" + "".join(
        f'  func.func @g{i}(%a: i32) {{\n    "test.op"(%a) {{k = {i}, u}} : (i32) -> ()\n'
        f"    return\n  }}\n"
        for i in range(30)
    )
    text += "}\n"
    analysis = Analysis.of(text)
    lexed: list[str] = []
    real = tokens._lex
    monkeypatch.setattr(tokens, "_lex", lambda t, kind: (lexed.append(t), real(t, kind))[1])
    start = text.index("@g17")
    span = Span(start, start + 3)
    ranged = semantic_tokens(analysis, span)
    assert 1 <= len(lexed) <= 3  # the range and the one before it (its last token's kind)
    whole = semantic_tokens(analysis)
    assert ranged == [t for t in whole if t.span.end >= span.start and t.span.start <= span.end]
