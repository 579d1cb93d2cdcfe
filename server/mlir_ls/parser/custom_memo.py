"""The line memo of custom-form ops: a one-line op whose text differs from one seen
before only in its SSA names is built from what that first parse recorded.

    %prod_6 = arith.mulf %diff_4, %call_0#0 fastmath<contract> : f32
    %x_9 = arith.mulf %a, %b fastmath<contract> : f32

Both lines have the *shape* `arith.mulf %, % fastmath<contract> : f32` (every
`%name` or `%name#N` replaced by `%`, plus which uses repeat a name, if any do). A custom parse hook sees only the text and
the types of the operands it resolves, so a line with a known shape whose operands
have the recorded types parses to the same op: same name, attributes, properties,
result types and location, the operands taken from the masked positions in the
recorded order. Alias, symbol and symbol-definition ranges are stored in shape
coordinates and mapped back through the lengths of the names of the new line.

Only clean parses are recorded (no diagnostics, no regions or successors, the op
alone on its line, each `%` in the text one operand use in operand order), so
replaying one is indistinguishable from parsing it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mlir_ls.ir.attributes import Attribute, LocationAttr, SymbolRefAttr
from mlir_ls.ir.spec import OpSpec
from mlir_ls.ir.types import Type
from mlir_ls.syntax.lexer import SsaUse, mask_ssa_uses


class LineShape:
    """A line's text with its SSA uses masked: the memo key and the uses' real ranges."""

    __slots__ = ("key", "start", "uses")

    def __init__(self, key: str, uses: list[SsaUse], start: int) -> None:
        self.key = key
        #: The `%` uses of the line, in text order: (start, end, name, result number
        #: digits or None), in source offsets.
        self.uses = uses
        #: Offset of the body (the op name) in the source.
        self.start = start

    def to_source(self, key_pos: int) -> int:
        """The source offset of position `key_pos` of the shape (never inside a name)."""
        pos = self.start + key_pos
        for use_start, use_end, _name, _number in self.uses:
            if use_start >= pos:
                break
            pos += use_end - use_start - 1
        return pos

    def to_key(self, source_pos: int) -> int:
        """The shape position of source offset `source_pos` (outside any name)."""
        shift = 0
        for use_start, use_end, _name, _number in self.uses:
            if use_start >= source_pos:
                break
            shift += use_end - use_start - 1
        return source_pos - self.start - shift


def line_shape(src: str, start: int, end: int, context: str) -> LineShape:
    """The shape of `src[start:end]` under the default dialect `context`.

    Each use is masked as `%`; when uses repeat a value name, the key also lists
    which uses name the same value: parses may depend on it (affine maps list a
    repeated dimension once), so lines with other sharing have other shapes.
    """
    masked, uses, sharing = mask_ssa_uses(src, start, end)
    if sharing is None:
        return LineShape(f"{context}\0{masked}", uses, start)
    return LineShape(f"{context}\0{masked}\0{sharing}", uses, start)


@dataclass(slots=True, init=False)
class CustomLineEntry:
    """What the first parse of a shape built (see the module doc). (Its own `__init__`:
    compiled, a dataclass's generated one is interpreted.)"""

    name: str
    spec: OpSpec | None
    properties: Attribute | None
    attributes: dict[str, Attribute]
    location: LocationAttr | None
    result_types: list[Type]
    #: For each operand: the index of its `%` use in the line, and its type.
    operands: list[tuple[int, Type]]
    #: How many `%` uses the line must have (one past the highest index of `operands`).
    uses_needed: int
    #: Shape ranges: the op name, alias uses, symbol uses and definitions.
    name_range: tuple[int, int]
    #: Characters between the op's end and the end of its line (white space).
    end_before_line_end: int
    alias_uses: list[tuple[int, int, str]]
    symbol_uses: list[tuple[SymbolRefAttr, list[tuple[int, int]]]]
    symbol_defs: list[tuple[int, int]]
    #: Verifier signature shared by every op this entry builds (`Operation.signature`).
    signature: Any

    def __init__(
        self,
        name: str,
        spec: OpSpec | None,
        properties: Attribute | None,
        attributes: dict[str, Attribute],
        location: LocationAttr | None,
        result_types: list[Type],
        operands: list[tuple[int, Type]],
        uses_needed: int,
        name_range: tuple[int, int],
        end_before_line_end: int,
        alias_uses: list[tuple[int, int, str]],
        symbol_uses: list[tuple[SymbolRefAttr, list[tuple[int, int]]]],
        symbol_defs: list[tuple[int, int]],
        signature: Any,
    ) -> None:
        self.name = name
        self.spec = spec
        self.properties = properties
        self.attributes = attributes
        self.location = location
        self.result_types = result_types
        self.operands = operands
        self.uses_needed = uses_needed
        self.name_range = name_range
        self.end_before_line_end = end_before_line_end
        self.alias_uses = alias_uses
        self.symbol_uses = symbol_uses
        self.symbol_defs = symbol_defs
        self.signature = signature
