"""Token differences the printer makes by design, shown to be read alike.

The token check (`fmt/same_tokens.py`) wants the formatted text's tokens spelled as the
input's; these two differences, which the printer makes on purpose, are accepted where the
input's parse shows that the parser reads the new spelling as it read the old one (the
tokens before them being read alike, the parser stands in the same place):

* an op name without its default dialect (`call` for `func.call` in a `func.func`): the
  token is the name of an op of the input (its source-map name span), with a spec; the
  new spelling has no `.` and is not an integer type, and the default dialect where the
  op stands, as the parser has it (that of the nearest enclosing op parsed by its custom
  parse hook, `OpSpec.default_dialect`; `builtin` at the top), followed by `.` and the new
  spelling is the op's name. The parser then looks the same name up
  (`parse_custom_operation`) and goes on alike.
* the literal of an `arith.constant`'s float value (`9.99999974E-6` for `1.000000e-05` in
  `arith.constant 1.000000e-05 : f32`): the op has no region and one float literal, its
  `value` a `FloatAttr` (not a bit pattern) of that literal's value, signed. The parser
  reads a float literal as that value (`float`) with the type the rest of the op gives
  (`_parse_number_attribute`), so the new literal gives a `FloatAttr` of the same type,
  whose value the generic form prints as the old one's, or the difference is refused.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from mlir_ls.ir import attributes as at
from mlir_ls.ir.core import Operation
from mlir_ls.ir.source_map import OpLocation
from mlir_ls.parser import ParseResult
from mlir_ls.printer.attrs import AttrTypePrinter
from mlir_ls.syntax.lexer import scan

_INTEGER_TYPE = re.compile(r"[su]?i[0-9]+\Z")


class TokenRules:
    """The `accept` of `same_tokens` for the input `result` (its tables built when asked)."""

    def __init__(self, result: ParseResult) -> None:
        self.result = result
        self._names: dict[int, OpLocation] | None = None
        self._starts: list[int] | None = None
        self._locations: list[OpLocation] = []

    def __call__(self, offset: int, before: str, after: str) -> bool:
        if "." in before and "." not in after and self._elided_name(offset, before, after):
            return True
        return self._float_value(offset, before, after)

    # ---- op names ------------------------------------------------------------------------

    def _name_table(self) -> dict[int, OpLocation]:
        names = self._names
        if names is None:
            names = {loc.name_start: loc for loc in self.result.source_map.operations}
            self._names = names
        return names

    def _elided_name(self, offset: int, before: str, after: str) -> bool:
        loc = self._name_table().get(offset)
        if loc is None or loc.name_end != offset + len(before):
            return False
        op = loc.op
        if op.name != before or op.spec is None or not op.custom:
            return False
        if _INTEGER_TYPE.match(after):
            return False
        default = _default_dialect(op, self.result)
        return bool(default) and f"{default}.{after}" == op.name

    # ---- float literals --------------------------------------------------------------------

    def _innermost(self, offset: int) -> OpLocation | None:
        """The location of the innermost op of the input whose text holds `offset`."""
        starts = self._starts
        if starts is None:
            self._locations = sorted(self.result.source_map.operations, key=_start_of)
            starts = [loc.start for loc in self._locations]
            self._starts = starts
        i = bisect_right(starts, offset) - 1
        while i >= 0:
            loc = self._locations[i]
            if loc.end > offset:
                return loc
            i -= 1
        return None

    def _float_value(self, offset: int, before: str, after: str) -> bool:
        loc = self._innermost(offset)
        if loc is None:
            return False
        op = loc.op
        if op.name != "arith.constant" or op.regions or not op.custom:
            return False
        value = op.attributes.get("value")
        if not isinstance(value, at.FloatAttr) or value.bits is not None:
            return False
        try:
            old = float(before)
            new = float(after)
        except ValueError:
            return False
        if old == 0.0 or value.value not in (old, -old):
            return False
        text = self.result.text[loc.start : loc.end]
        if sum(1 for kind, _, _ in scan(text, 0, False) if kind == "float") != 1:
            return False
        signed = new if value.value == old else -new
        float_type = value.type
        if float_type is None:
            return False
        printer = AttrTypePrinter()
        return printer.attr(at.FloatAttr(signed, float_type)) == printer.attr(value)


def _start_of(loc: OpLocation) -> int:
    return loc.start


def _default_dialect(op: Operation, result: ParseResult) -> str:
    """The default dialect the parser had where `op` stands: that of the nearest op around
    it parsed by its custom parse hook (the parser pushes `spec.default_dialect or ""` for
    the hook's time), else `builtin` (its start)."""
    parent = op.parent_op
    while parent is not None:
        if parent.custom and parent.spec is not None and parent.spec.parse is not None:
            if parent is result.module and not result.explicit_module:
                break
            return parent.spec.default_dialect or ""
        parent = parent.parent_op
    return "builtin"


__all__ = ["TokenRules"]
