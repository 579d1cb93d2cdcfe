"""Bit enums stored as integers (`I32BitEnumAttr`, `I64BitEnumAttr` used directly, not
wrapped in an `EnumAttr`) in a declarative format, as OpFormatGen's code reads and writes
them (`mlir-tblgen -gen-op-defs` / `-gen-enum-defs`):

* parse: a case keyword (any case, `none` and groups included) or a string; the text is
  then symbolized (`symbolize<Enum>`): the value-0 case's string alone, else the pieces
  between separators (`|`, or the enum's `separator` without its spaces), each trimmed, must
  be cases, whose values are or-ed. Errors: "expected string or keyword containing one of
  the following enum values for attribute 'x' [cases]" when neither is there (only for a
  required attribute: an optional one is then absent), and `invalid x attribute
  specification: "text"` at the keyword when the text is not the enum's.
* print (`stringify<Enum>`): the value-0 case's string for 0 when there is one, else every
  non-zero case whose bits are all set, in declaration order, joined by the separator.
  Written bare when no case is a group or a non-keyword string (all single bits), else bare
  only when the value is one single-bit case, quoted otherwise.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format.attr_kinds import AttrKind
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser

#: `isValidKeyword`-like: what the generated printer can write without quotes.
_KEYWORD = re.compile(r"[A-Za-z_][\w$.]*")


def _single_bit(value: int) -> bool:
    return value > 0 and value & (value - 1) == 0


class BitEnum:
    """The cases of one integer-stored bit enum, and its symbolize / stringify."""

    def __init__(self, enum: dict[str, Any]) -> None:
        self.cases: list[tuple[str, int]] = [(str(w), int(v)) for w, v in enum["cases"]]
        self.separator: str = enum.get("separator") or "|"
        self.width: int = enum.get("width", 32)
        self.none = next((w for w, v in self.cases if v == 0), None)
        self.mask = 0
        for _, v in self.cases:
            self.mask |= v
        self.bare = {v for w, v in self.cases if _single_bit(v) and _KEYWORD.fullmatch(w)}
        self.always_bare = all(_KEYWORD.fullmatch(w) and _single_bit(v) for w, v in self.cases)

    def symbolize(self, text: str) -> int | None:
        if self.none is not None and text == self.none:
            return 0
        by_word = {w: v for w, v in self.cases}
        value = 0
        for piece in text.split(self.separator.strip() or self.separator):
            bit = by_word.get(piece.strip())
            if bit is None:
                return None
            value |= bit
        return value

    def stringify(self, value: int) -> str:
        if value == 0 and self.none is not None:
            return self.none
        words = [w for w, v in self.cases if v and v & value == v]
        return self.separator.join(words)

    def kind(self, name: str) -> AttrKind:
        cases = [w for w, _ in self.cases]
        words = set(cases)
        int_type = ty.IntegerType(self.width)

        def parse(p: Parser, attr_name: str) -> at.Attribute:
            span = p.span
            if p.kind == "bare" and p.text in words:
                text = p.text
                p.advance()
            elif p.kind == "string":
                parsed = p.parse_attribute()
                text = parsed.value if isinstance(parsed, at.StringAttr) else ""
            else:
                raise p.custom_error(
                    "expected string or keyword containing one of the following enum values "
                    f"for attribute '{attr_name}' [{', '.join(cases)}]",
                    span,
                )
            value = self.symbolize(text)
            if value is None:
                raise p.custom_error(f'invalid {attr_name} attribute specification: "{text}"', span)
            return at.IntegerAttr(value, int_type)

        def print_(printer: OpAsmPrinter, attr: at.Attribute) -> None:
            if not isinstance(attr, at.IntegerAttr) or attr.value & ~self.mask:
                printer.print_attribute(attr)
                return
            text = self.stringify(attr.value)
            if self.always_bare or attr.value in self.bare:
                printer.write(text)
            else:
                printer.write(f'"{text}"')

        def starts(p: Parser) -> bool:
            return (p.kind == "bare" and p.text in words) or p.kind == "string"

        def storage(attr: at.Attribute) -> bool:
            return (
                isinstance(attr, at.IntegerAttr)
                and attr.type == int_type
                and not attr.value & ~self.mask
            )

        return AttrKind(name, parse, print_, starts, storage, cases=tuple(cases))
