"""Splitting a file into chunks on `// -----`, exactly as mlir-opt's `--split-input-file` does.

mlir-opt splits on the marker minus its last two characters (`// ---`). A piece
that starts with those two characters (`--`), is longer than two characters and
whose third character is not `'0'` ends the previous chunk; the next chunk
starts right after the marker, on the marker's own line. Any other piece is a
near miss: it stays in the current chunk (and mlir-opt warns about it).
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_MARKER = "// -----"


@dataclass(frozen=True, slots=True)
class Chunk:
    """One chunk: its text and where it starts in the whole file."""

    offset: int
    text: str


@dataclass(frozen=True, slots=True)
class SplitResult:
    chunks: list[Chunk]
    #: Offsets of marker near misses (a warning in mlir-opt).
    near_misses: list[int]
    #: Spans (start, end) of the markers that split the file.
    markers: list[tuple[int, int]]


def split_chunks(text: str, marker: str | None = DEFAULT_MARKER) -> SplitResult:
    """The chunks of `text`; one chunk when `marker` is None."""
    if not marker:
        return SplitResult([Chunk(0, text)], [], [])
    check_len = 2
    prefix = marker[:-check_len]
    suffix = marker[-check_len:]
    pieces: list[tuple[int, str]] = []
    pos = 0
    while True:
        found = text.find(prefix, pos)
        if found == -1:
            pieces.append((pos, text[pos:]))
            break
        pieces.append((pos, text[pos:found]))
        pos = found + len(prefix)
    chunks: list[Chunk] = []
    near: list[int] = []
    markers: list[tuple[int, int]] = []
    prev_start, prev_end = pieces[0][0], pieces[0][0] + len(pieces[0][1])
    for start, piece in pieces[1:]:
        if piece.startswith(suffix) and len(piece) > check_len and piece[check_len] != "0":
            chunks.append(Chunk(prev_start, text[prev_start:prev_end]))
            markers.append((start - len(prefix), start + check_len))
            prev_start = start + check_len
            prev_end = start + len(piece)
        else:
            near.append(start)
            prev_end = start + len(piece)
    chunks.append(Chunk(prev_start, text[prev_start:prev_end]))
    return SplitResult(chunks, near, markers)


def split_edited(
    previous: SplitResult | None,
    old: str,
    text: str,
    changed: tuple[int, int, int] | None,
    marker: str | None = DEFAULT_MARKER,
) -> SplitResult:
    """`split_chunks(text, marker)`, where `text` is `old` (split into `previous`) with
    `[start, old end)` replaced by `text[start:new end]` (`changed`): when `old` held
    no marker prefix at all (one chunk, no near miss), neither does `text` unless the
    edit made one, which only its region (and a prefix's length around it) can show,
    so a large file without markers is not searched again after each edit."""
    if (
        marker
        and previous is not None
        and changed is not None
        and len(previous.chunks) == 1
        and not previous.near_misses
        and previous.chunks[0].text is old
    ):
        prefix = marker[:-2]
        lo, _, new_hi = changed
        if text.find(prefix, max(0, lo - len(prefix) + 1), new_hi + len(prefix) - 1) == -1:
            return SplitResult([Chunk(0, text)], [], [])
    return split_chunks(text, marker)
