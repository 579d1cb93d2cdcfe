"""Navigation from an older analysis: the line shift between two texts, and the
line index derived from the previous version's."""

from __future__ import annotations

import itertools
import random

from lsprotocol import types as lsp

from mlir_ls.ide import Analysis, semantic_tokens
from mlir_ls.lsp.convert import Converter
from mlir_ls.lsp.stale import LineShift, NavigationView
from mlir_ls.text.changes import changed_range
from mlir_ls.text.line_index import LineIndex

TEXT = """func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @g(%b: i32) -> i32 {
  %1 = func.call @f(%b) : (i32) -> i32
  return %1 : i32
}
"""


def random_edits(seed: int) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    pairs = []
    for _ in range(2000):
        old = "".join(rng.choice("ab\n") for _ in range(rng.randrange(30)))
        lo = rng.randrange(len(old) + 1)
        hi = rng.randrange(lo, len(old) + 1)
        insert = "".join(rng.choice("ab\n") for _ in range(rng.randrange(5)))
        pairs.append((old, old[:lo] + insert + old[hi:]))
    return pairs


def test_changed_range_and_derived_line_index() -> None:
    for old, new in random_edits(1):
        lo, old_hi, new_hi = changed_range(old, new)
        assert old[:lo] + new[lo:new_hi] + old[old_hi:] == new
        assert old[:lo] == new[:lo] and old[old_hi:] == new[new_hi:]
        derived = LineIndex.edited(LineIndex(old), new, lo, old_hi, new_hi)
        assert derived.line_starts == LineIndex(new).line_starts


def test_line_shift_maps_unchanged_lines_only() -> None:
    for old, new in random_edits(2):
        shift = LineShift.between(LineIndex(old), new)
        old_lines, new_lines = old.split("\n"), new.split("\n")
        for line, text in enumerate(new_lines):
            back = shift.to_old(line)
            if back is not None:
                assert old_lines[back] == text
                assert shift.to_new(back) == line


def test_navigation_view_answers_from_the_older_analysis() -> None:
    old = Analysis.of(TEXT)
    new_text = TEXT.replace(
        "  %0 = arith.addi %a, %a : i32\n", "  %0 = arith.addi %a, %a : i32\n\n\n"
    )
    view = NavigationView(
        old, Converter(old.line_index, "utf-16"), LineShift.between(LineIndex(TEXT), new_text)
    )
    # `%1` in @g moved two lines down; the view finds it in the old text.
    position = lsp.Position(line=7, character=2)
    offset = view.offset(position)
    assert offset is not None and TEXT[offset : offset + 2] == "%1"
    back = view.range(view.conv.range(old.index.at(offset).span))  # type: ignore[union-attr]
    assert back is not None and back.start == position
    # The edited line itself is not answered from the old analysis.
    assert view.offset(lsp.Position(line=2, character=0)) is None


def test_ascii_token_encoding_equals_the_general_one() -> None:
    analysis = Analysis.of(TEXT)
    tokens = semantic_tokens(analysis)
    fast = Converter(analysis.line_index, "utf-16").semantic_tokens(tokens)
    general = LineIndex(TEXT)
    general._ascii = False  # force the per-token conversion
    assert fast == Converter(general, "utf-16").semantic_tokens(tokens)


def test_edited_document_applies_changes_like_pygls() -> None:
    from pygls.workspace import TextDocument

    from mlir_ls.lsp.text_document import EditedDocument

    rng = random.Random(3)
    text = "a\nbé\n\ncd𝄞e\n"
    ours = EditedDocument("file:///x.mlir", source=text)
    theirs = TextDocument("file:///x.mlir", source=text)
    for _ in range(300):
        source = theirs.source
        lines = source.split("\n")
        line = rng.randrange(len(lines))
        char = rng.randrange(len(lines[line].encode("utf-16-le")) // 2 + 1)
        end_line = min(len(lines) - 1, line + rng.randrange(2))
        end_char = rng.randrange(len(lines[end_line].encode("utf-16-le")) // 2 + 1)
        if (end_line, end_char) < (line, char):
            end_line, end_char = line, char
        change = lsp.TextDocumentContentChangePartial(
            range=lsp.Range(
                start=lsp.Position(line=line, character=char),
                end=lsp.Position(line=end_line, character=end_char),
            ),
            text=rng.choice(["", "x", "\n", "é\n", "ab"]),
        )
        try:
            theirs.apply_change(change)
        except Exception:
            continue  # a position inside a surrogate pair: pygls' codec refuses it
        ours.apply_change(change)
        assert ours.source == theirs.source
        assert ours.line_index.line_starts == LineIndex(ours.source).line_starts


def test_shift_chain_maps_lines_no_edit_touched() -> None:
    from mlir_ls.lsp.stale import ShiftChain

    rng = random.Random(4)
    for _ in range(200):
        texts = ["\n".join(f"line {i}" for i in range(30))]
        for _ in range(rng.randrange(1, 5)):
            lines = texts[-1].split("\n")
            at = rng.randrange(len(lines))
            lines[at : at + rng.randrange(3)] = [f"new {rng.random()}"] * rng.randrange(3)
            texts.append("\n".join(lines))
        chain = ShiftChain(
            tuple(LineShift.between(LineIndex(a), b) for a, b in itertools.pairwise(texts))
        )
        old_lines, new_lines = texts[0].split("\n"), texts[-1].split("\n")
        for line, text in enumerate(new_lines):
            back = chain.to_old(line)
            if back is not None:
                assert old_lines[back] == text and chain.to_new(back) == line
    # Two edits far apart: the lines between them are answered (one range over both
    # edits would cover them).
    base = [f"line {i}" for i in range(30)]
    first = [*base[:2], "x", "y", *base[3:]]
    second = first[:25] + first[26:]
    texts = ["\n".join(t) for t in (base, first, second)]
    chain = ShiftChain(
        tuple(LineShift.between(LineIndex(a), b) for a, b in itertools.pairwise(texts))
    )
    assert chain.to_old(15) == 14
    assert LineShift.between(LineIndex(texts[0]), texts[-1]).to_old(15) is None


def test_options_are_read_again_only_when_an_option_line_changes() -> None:
    from mlir_ls.lsp.config import Settings
    from mlir_ls.lsp.server import _same_options

    base = "// RUN: mlir-opt %s\nfunc.func @f() {\n  return\n}\n// ---\nfunc.func @g()\n"
    edits = [
        base.replace("return", "return "),
        base.replace("// RUN: mlir-opt %s", "// RUN: mlir-opt %s -split-input-file"),
        base.replace("// ---\n", "// -----\n"),
        base.replace("@g()\n", "@g()\n// RUN: mlir-opt --allow-unregistered-dialect\n"),
        base.replace("// RUN", "/ RUN"),
    ]
    settings = Settings()
    for text in edits:
        if _same_options(base, text):
            assert settings.analysis_options_for(text) == settings.analysis_options_for(base)
    assert _same_options(base, edits[0])
    assert not any(_same_options(base, text) for text in edits[1:])
