"""A half-open range of character offsets into one source text."""

from __future__ import annotations

from typing import NamedTuple


class Span(NamedTuple):
    """`[start, end)` in characters (Python string offsets) of the analysed text."""

    start: int
    end: int

    def contains(self, offset: int) -> bool:
        """True when `offset` lies inside the span or touches its end (cursor semantics)."""
        return self.start <= offset <= self.end

    def shifted(self, delta: int) -> Span:
        return Span(self.start + delta, self.end + delta)

    @property
    def length(self) -> int:
        return self.end - self.start
