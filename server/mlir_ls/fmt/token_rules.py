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
  `value` a `FloatAttr` (not a bit pattern) of that literal's value, signed; or a float
  element of its `dense<...>` value (`_dense_element`). The parser
  reads a float literal as that value (`float`) with the type the rest of the op gives
  (`_parse_number_attribute`), so the new literal gives a `FloatAttr` of the same type,
  whose value the generic form prints as the old one's, or the difference is refused.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from operator import attrgetter

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
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
        self._op_tokens: dict[int, list[tuple[str, int, int]]] = {}

    def __call__(self, offset: int, before: str, after: str) -> bool:
        if "." in before and "." not in after and self._elided_name(offset, before, after):
            return True
        return self._float_value(offset, before, after)

    # ---- op names ------------------------------------------------------------------------

    def _name_table(self) -> dict[int, OpLocation]:
        names = self._names
        if names is None:
            locations = self.result.source_map.operations
            names = dict(zip(map(_NAME_START, locations), locations, strict=True))
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

    def _constant_at(self, offset: int) -> OpLocation | None:
        """The `arith.constant` without regions whose text holds `offset`, if any: the op
        whose name starts last before `offset` (an op that starts inside another's text
        is nested in it, which an op without regions has none of)."""
        starts = self._starts
        if starts is None:
            starts = sorted(self._name_table())
            self._starts = starts
        i = bisect_right(starts, offset) - 1
        if i < 0:
            return None
        loc = self._name_table()[starts[i]]
        op = loc.op
        if loc.end <= offset or op.name != "arith.constant" or op.regions or not op.custom:
            return None
        return loc

    def _float_value(self, offset: int, before: str, after: str) -> bool:
        loc = self._constant_at(offset)
        if loc is None:
            return False
        value = loc.op.attributes.get("value")
        try:
            old = float(before)
            new = float(after)
        except ValueError:
            return False
        if old == 0.0:
            return False
        if isinstance(value, at.FloatAttr):
            if value.bits is not None or value.value not in (old, -old):
                return False
            if sum(1 for kind, _, _ in self._tokens(loc) if kind == "float") != 1:
                return False
            signed = new if value.value == old else -new
            float_type = value.type
            if float_type is None:
                return False
            printer = AttrTypePrinter()
            return printer.attr(at.FloatAttr(signed, float_type)) == printer.attr(value)
        if isinstance(value, at.DenseElementsAttr):
            return self._dense_element(loc, value, offset, old, new)
        return False

    def _dense_element(
        self, loc: OpLocation, value: at.DenseElementsAttr, offset: int, old: float, new: float
    ) -> bool:
        """A float element of the `dense<...>` literal of an `arith.constant`: the k-th
        number between `dense<` and the first `>` is element k (one for a splat); the
        parser stores a float element as the literal's value, signed
        (`_parse_dense_element`), so the new literal gives the attribute with element k
        changed, which must print as the input's."""
        shaped = value.type
        if value.hex is not None or not isinstance(shaped, ty.ShapedType):
            return False
        if not isinstance(shaped.element_type, ty.FloatType):
            return False
        tokens = self._tokens(loc)
        texts = [self.result.text[loc.start + start : loc.start + end] for _, start, end in tokens]
        if texts.count("dense") != 1:
            return False
        first = texts.index("dense") + 1
        if first >= len(texts) or texts[first] != "<" or ">" not in texts[first:]:
            return False
        last = texts.index(">", first)
        numbers = [
            loc.start + start
            for kind, start, _ in tokens[first:last]
            if kind in ("integer", "float")
        ]
        elements = value.elements
        if len(numbers) != (1 if value.splat else len(elements)) or offset not in numbers:
            return False
        k = numbers.index(offset)
        element = elements[k]
        if not isinstance(element, float) or element not in (old, -old):
            return False
        changed = list(elements)
        changed[k] = new if element == old else -new
        printer = AttrTypePrinter()
        return printer.attr(
            at.DenseElementsAttr(shaped, changed, splat=value.splat)
        ) == printer.attr(value)

    def _tokens(self, loc: OpLocation) -> list[tuple[str, int, int]]:
        """The tokens of the op's text (offsets from its start), lexed once."""
        key = id(loc.op)
        tokens = self._op_tokens.get(key)
        if tokens is None:
            tokens = scan(self.result.text[loc.start : loc.end], 0, False)
            self._op_tokens[key] = tokens
        return tokens


_NAME_START = attrgetter("name_start")


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
