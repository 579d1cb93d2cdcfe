"""Incremental consistency: after random edits, the incrementally reparsed tree is
the tree a fresh parse gives (property test, bounded to stay fast)."""

from __future__ import annotations

import tree_sitter
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ._support import dump, gate_chunks, new_parser

SOURCES = sorted({chunk.text for chunk in gate_chunks() if 40 <= len(chunk.text) <= 6000})[:400]
PIECES = [
    b"",
    b"%",
    b"{",
    b"}",
    b"(",
    b")",
    b"<",
    b">",
    b"\n",
    b" ",
    b",",
    b":",
    b"=",
    b"%x = ",
    b"arith.addi %a, %b : i32\n",
    b"^bb1:\n",
    b"// c\n",
    b'"s"',
    b"i32",
    b"tensor<4x",
    b"#map",
    b"!t",
    b"{-#",
    b"-> ",
    b"loc(",
    b"x",
]


def _point(text: bytes, offset: int) -> tuple[int, int]:
    row = text.count(b"\n", 0, offset)
    return row, offset - (text.rfind(b"\n", 0, offset) + 1)


@st.composite
def edit_sequences(draw: st.DrawFn) -> tuple[bytes, list[tuple[int, int, bytes]]]:
    source = draw(st.sampled_from(SOURCES))
    edits = []
    length = len(source)
    for _ in range(draw(st.integers(1, 3))):
        start = draw(st.integers(0, length))
        end = draw(st.integers(start, min(length, start + 12)))
        insert = draw(
            st.sampled_from(PIECES) | st.binary(max_size=4).filter(lambda b: b"\x00" not in b)
        )
        edits.append((start, end, insert))
        length += len(insert) - (end - start)
    return source, edits


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edit_sequences())
def test_incremental_reparse_equals_fresh_parse(
    case: tuple[bytes, list[tuple[int, int, bytes]]],
) -> None:
    source, edits = case
    parser = new_parser()
    tree = parser.parse(source)
    text = source
    for start, end, insert in edits:
        new_text = text[:start] + insert + text[end:]
        tree.edit(
            start_byte=start,
            old_end_byte=end,
            new_end_byte=start + len(insert),
            start_point=_point(text, start),
            old_end_point=_point(text, end),
            new_end_point=_point(new_text, start + len(insert)),
        )
        tree = parser.parse(new_text, tree)
        text = new_text
    fresh = tree_sitter.Parser(parser.language).parse(text)
    assert dump(tree.root_node) == dump(fresh.root_node)


def test_sources_available() -> None:
    assert len(SOURCES) >= 50
