"""Navigation answered from an older analysis while the current one is computed.

Right after an edit, the analysis of the new version (and its semantic index) is
still being computed off the protocol thread. Hover, definition, references and
highlight do not wait for it: they are answered from the newest analysis whose
index is built, through the lines the edits since then left alone. The edited
lines are one contiguous range (`first`..`last` in the old text); a position on a
line before it is the same in both texts, a position after it moved by
`line_delta` lines with the same characters. A position inside it is not
answered from the old analysis (the caller waits for the current one), and a
result span inside it is dropped.
"""

from __future__ import annotations

from dataclasses import dataclass

from lsprotocol import types as lsp

from mlir_ls.ide import Analysis
from mlir_ls.lsp.convert import Converter
from mlir_ls.text.changes import changed_range
from mlir_ls.text.line_index import LineIndex


@dataclass(frozen=True, slots=True)
class LineShift:
    """Which lines differ between an old and a new text, and how far the rest moved."""

    first: int  # first changed line (same number in both texts)
    last: int  # last changed line in the old text
    line_delta: int  # new line number - old line number after the change

    @classmethod
    def between(cls, old: LineIndex, new: str) -> LineShift:
        """The shift from the text `old` indexes to `new`: the lines counted in the
        changed region only (the line of its start from the index, not by counting)."""
        lo, old_hi, new_hi = changed_range(old.text, new)
        first = old.line_of(lo)
        last = first + old.text.count("\n", lo, old_hi)
        new_last = first + new.count("\n", lo, new_hi)
        return cls(first, last, new_last - last)

    def to_old(self, line: int) -> int | None:
        if line < self.first:
            return line
        if line - self.line_delta > self.last:
            return line - self.line_delta
        return None

    def to_new(self, line: int) -> int | None:
        if line < self.first:
            return line
        if line > self.last:
            return line + self.line_delta
        return None


@dataclass(frozen=True, slots=True)
class ShiftChain:
    """The line shifts of successive edits, oldest first: lines an edit left alone map
    through each of them (scattered edits do not make everything between them stale)."""

    shifts: tuple[LineShift, ...]

    def to_old(self, line: int) -> int | None:
        for shift in reversed(self.shifts):
            found = shift.to_old(line)
            if found is None:
                return None
            line = found
        return line

    def to_new(self, line: int) -> int | None:
        for shift in self.shifts:
            found = shift.to_new(line)
            if found is None:
                return None
            line = found
        return line


@dataclass(frozen=True, slots=True)
class NavigationView:
    """An analysis to answer from, and how positions of the current text map onto it."""

    analysis: Analysis
    conv: Converter
    shift: LineShift | ShiftChain | None  # None: the analysis is of the current text

    def offset(self, position: lsp.Position) -> int | None:
        """The analysis offset of a position in the current text (None: on an edited line)."""
        if self.shift is None:
            return self.conv.offset(position)
        line = self.shift.to_old(position.line)
        if line is None:
            return None
        return self.conv.offset(lsp.Position(line=line, character=position.character))

    def range(self, rng: lsp.Range) -> lsp.Range | None:
        """A range of the analysed text in the current text (None: it was edited)."""
        if self.shift is None:
            return rng
        start = self.shift.to_new(rng.start.line)
        end = self.shift.to_new(rng.end.line)
        if start is None or end is None:
            return None
        return lsp.Range(
            start=lsp.Position(line=start, character=rng.start.character),
            end=lsp.Position(line=end, character=rng.end.character),
        )
