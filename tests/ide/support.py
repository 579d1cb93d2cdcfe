"""Fixtures for the ide tests: `$0` marks the cursor, `⟦...⟧` marks expected ranges."""

from __future__ import annotations

from dataclasses import dataclass

from mlir_ls.ide import Analysis, AnalysisOptions
from mlir_ls.text.span import Span

CURSOR = "$0"
OPEN = "⟦"
CLOSE = "⟧"


@dataclass(frozen=True, slots=True)
class Fixture:
    text: str
    cursor: int | None
    ranges: list[Span]


def parse_fixture(src: str) -> Fixture:
    """The text without markers, the cursor offset and the marked ranges (sorted)."""
    out: list[str] = []
    cursor: int | None = None
    ranges: list[Span] = []
    open_stack: list[int] = []
    pos = 0
    length = 0
    while pos < len(src):
        if src.startswith(CURSOR, pos):
            cursor = length
            pos += len(CURSOR)
        elif src[pos] == OPEN:
            open_stack.append(length)
            pos += 1
        elif src[pos] == CLOSE:
            ranges.append(Span(open_stack.pop(), length))
            pos += 1
        else:
            out.append(src[pos])
            length += 1
            pos += 1
    return Fixture("".join(out), cursor, sorted(ranges))


def analyse(src: str, split: bool = True) -> tuple[Analysis, Fixture]:
    fixture = parse_fixture(src)
    options = AnalysisOptions(split_marker="// -----" if split else None)
    return Analysis.of(fixture.text, options), fixture


def cursor(fixture: Fixture) -> int:
    assert fixture.cursor is not None, "fixture needs a $0 cursor"
    return fixture.cursor
