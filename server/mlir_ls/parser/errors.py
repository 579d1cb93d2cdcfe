"""The parser's exceptions, in a module of their own that the compiled build leaves
interpreted (see `setup.py`): `ParserStuck` derives from `AssertionError`, which a
compiled class cannot."""

from __future__ import annotations


class ParseAbort(Exception):
    """Unwinds to the nearest recovery point; the error is already recorded."""


class NestingTooDeep(Exception):
    """The input nests deeper than `MAX_NESTING` levels: the chunk is not parsed (one error)."""

    def __init__(self, offset: int) -> None:
        super().__init__(f"nesting too deep at offset {offset}")
        self.offset = offset


class ParserStuck(AssertionError):
    """Raised by the progress guard when a parse loop stops consuming input (a bug)."""
