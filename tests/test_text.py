"""Offsets <-> line/column (mlir-opt's columns, LSP encodings) and file splitting."""

from __future__ import annotations

import pytest

from mlir_ls.text.line_index import LineIndex
from mlir_ls.text.split import split_chunks


def test_mlir_line_col() -> None:
    index = LineIndex("ab\ncd\n\nef")
    assert index.mlir_line_col(0) == (1, 1)
    assert index.mlir_line_col(3) == (2, 1)
    assert index.mlir_line_col(7) == (4, 1)
    assert index.offset_of_mlir(4, 2) == 8


def test_columns_count_utf8_bytes_for_mlir_and_units_for_lsp() -> None:
    text = 'x = "é😀" y'
    index = LineIndex(text)
    y = text.index("y")
    assert index.mlir_line_col(y) == (1, 1 + len(text[:y].encode("utf-8")))
    assert index.position(y, "utf-16") == (0, y + 1)  # 😀 is two UTF-16 units
    assert index.position(y, "utf-32") == (0, y)
    assert index.position(y, "utf-8") == (0, len(text[:y].encode("utf-8")))
    for encoding in ("utf-8", "utf-16", "utf-32"):
        line, character = index.position(y, encoding)
        assert index.offset(line, character, encoding) == y


def test_positions_past_the_end_clamp() -> None:
    index = LineIndex("ab\ncd")
    assert index.offset(0, 99) == 2
    assert index.offset(9, 0) == 5


@pytest.mark.parametrize(
    ("text", "starts"),
    [
        ("a\n// -----\nb\n// -----\nc", [0, 10, 21]),
        ("no marker", [0]),
        ("a\n// ------\nb", [0, 10]),  # longer markers split too
        ("a\n// ---\nb", [0]),  # near miss: stays in the chunk
    ],
)
def test_split_like_mlir_opt(text: str, starts: list[int]) -> None:
    result = split_chunks(text)
    assert [c.offset for c in result.chunks] == starts


def test_split_chunk_starts_on_marker_line() -> None:
    text = "a\n// -----\nb"
    chunks = split_chunks(text).chunks
    assert chunks[1].text == "\nb"
    assert text[: chunks[0].offset + len(chunks[0].text)] == "a\n"


def test_no_split_without_marker() -> None:
    assert len(split_chunks("a\n// -----\nb", None).chunks) == 1


def test_split_after_edits_equals_a_split_of_the_text() -> None:
    """`split_edited` derives the split of an edited text from the previous one; with or
    without markers, made or broken by the edit, it equals `split_chunks` of the text."""
    import random

    from mlir_ls.text.changes import changed_range
    from mlir_ls.text.split import split_edited

    rng = random.Random(5)
    pieces = ["// -----\n", "// ---", "--", "-", "/", "a.b\n", "x", "\n", "// --0\n"]
    text = "a.b\nc.d\n" * 20
    split = split_chunks(text)
    derived = 0
    for _ in range(400):
        at = rng.randrange(len(text) + 1)
        if rng.random() < 0.4 and at < len(text):
            new = text[:at] + text[at + rng.randrange(1, 10) :]
        else:
            new = text[:at] + rng.choice(pieces) + text[at:]
        got = split_edited(split, text, new, changed_range(text, new))
        want = split_chunks(new)
        assert [(c.offset, c.text) for c in got.chunks] == [(c.offset, c.text) for c in want.chunks]
        assert (got.near_misses, got.markers) == (want.near_misses, want.markers)
        derived += len(split.chunks) == 1 and not split.near_misses and len(got.chunks) == 1
        text, split = new, got
    assert derived > 10  # the edit-only path is really taken


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("a\n// --\nb", "a\n// ---\nb"),  # the edit ends a prefix begun before it
        ("a\n/ ---\nb", "a\n// ---\nb"),  # ... or starts one that goes on after it
        ("a\n// ---x--\nb", "a\n// ------\nb"),  # a near miss made a marker
        ("a\n// --\n-b", "a\n// ---b"),  # a deletion joins one
    ],
)
def test_split_after_an_edit_that_completes_a_marker(old: str, new: str) -> None:
    from mlir_ls.text.changes import changed_range
    from mlir_ls.text.split import split_edited

    got = split_edited(split_chunks(old), old, new, changed_range(old, new))
    want = split_chunks(new)
    assert [(c.offset, c.text) for c in got.chunks] == [(c.offset, c.text) for c in want.chunks]
    assert (got.near_misses, got.markers) == (want.near_misses, want.markers)
