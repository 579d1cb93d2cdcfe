"""Dialect types written without their prefix in op formats (`type($x)` of a TypeDef).

When an operand or result is constrained to one dialect type (a `TypeDef` with a
mnemonic), the generated C++ parses `type($x)` with `parseCustomTypeWithFallback`: a full
type when the text starts with `!`, else the type's own parameters (what follows the
mnemonic in `!dialect.mnemonic...`); the printer writes them stripped
(`printStrippedAttrOrType`): `<tensor = memref<...>, ...>` for
`!nvgpu.tensormap.descriptor<...>`, `ref to i32` for `!wasmssa<local ref to i32>`.

The parameters are read from the TypeDef's declarative `assemblyFormat` when it is made
of literals and `$param`s, or `` `<` ... `>` `` or `` (`<` ... `>`)? `` (read as a balanced
body); types with a C++ parser keep the full form.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import elements as el
from mlir_ls.ir import types as ty

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.core import Operation
    from mlir_ls.parser import Parser

#: Reads a type's parameters at the cursor: True when read, False when they are not there.
Reader = Callable[["Parser"], bool]

_TOKEN = re.compile(r"\s*(?:`([^`]*)`|\$([A-Za-z_][A-Za-z0-9_]*))")
_OPTIONAL_ANGLE = re.compile(r"\(\s*`<`[^()]*`>`\s*\)\s*\?")
_INT_CPP = re.compile(r"^(?:::)?(?:std::)?(?:u?int\d*_t|unsigned|int|size_t|int64_t)$")


def stripped_reader(fmt: str | None, params: list[list[str]]) -> Reader | None:
    """A reader of the stripped form of a TypeDef with format `fmt`, None when unknown."""
    if not fmt:
        return None
    text = fmt.strip()
    if text.startswith("`<`") and text.endswith("`>`"):
        return _read_angle_body
    if _OPTIONAL_ANGLE.fullmatch(text):
        # `(`<` $p^ `>`)?` (`!llvm.ptr`): printed stripped only when there is a body (an
        # empty stripped print falls back to the full type), read as a balanced body
        return _read_angle_body
    cpp = {name: kind for name, kind in params}
    steps: list[tuple[str, str]] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            return None if text[pos:].strip() else _sequence(steps)
        pos = m.end()
        if m.group(1) is not None:
            literal = m.group(1).strip()
            if literal:
                steps.append(("literal", literal))
        else:
            kind = cpp.get(m.group(2))
            if kind is None:
                return None
            if kind.rstrip().endswith("Type") or kind.endswith("Type>"):
                steps.append(("type", m.group(2)))
            elif _INT_CPP.match(kind.strip()):
                steps.append(("int", m.group(2)))
            else:
                return None
    return _sequence(steps) if steps else None


def _read_angle_body(p: Parser) -> bool:
    return p.kind == "<" and p.skip_balanced("<", ">")


def _sequence(steps: list[tuple[str, str]]) -> Reader:
    def read(p: Parser) -> bool:
        for i, (kind, value) in enumerate(steps):
            if kind == "literal":
                if p.text != value:
                    if i == 0:
                        return False
                    raise p.fail(f"expected '{value}'")
                p.advance()
            elif kind == "type":
                p.parse_type()
            elif p.kind == "integer":
                p.advance()
            else:
                raise p.fail("expected integer value")
        return True

    return read


# (no `slots=True`: slots made again for the compiled base's fields would hide them)
@dataclass(frozen=True)
class StrippedTypeOf(el.TypeOf):
    """`type($x)` of a value constrained to the dialect type `dialect.mnemonic`."""

    dialect: str = ""
    mnemonic: str = ""
    reader: Reader | None = None

    def parse(self, p: Parser, op: Operation, st: el.ParseState) -> None:
        if self.reader is None or p.kind == "exclaim":
            el.TypeOf.parse(self, p, op, st)
            return
        start = p.start
        if not self.reader(p):
            p.reset(start)
            el.TypeOf.parse(self, p, op, st)
            return
        body = p.src[start : p.prev_end]
        st.types[self.name] = [self.full_type(body)]

    def full_type(self, body: str) -> ty.Type:
        """The type `!dialect.mnemonic<...>` (or `!dialect<mnemonic ...>`) for `body`."""
        if body.startswith("<") and body.endswith(">"):
            return ty.DialectType(self.dialect, self.mnemonic, body[1:-1])
        return ty.DialectType(self.dialect, "", f"{self.mnemonic} {body}")

    def starts(self, p: Parser) -> bool:
        return el.TypeOf.starts(self, p) or p.kind == "<"

    def print(self, pr: OpAsmPrinter, op: Operation, v: el.View) -> None:
        values = self.values(v)
        if len(values) != 1:
            el.TypeOf.print(self, pr, op, v)
            return
        t = values[0].type
        stripped = self.stripped(t)
        if stripped is None:
            el.TypeOf.print(self, pr, op, v)
            return
        self._space(pr)
        pr.write(stripped)

    def stripped(self, t: Any) -> str | None:
        if not isinstance(t, ty.DialectType) or t.dialect != self.dialect or t.body is None:
            return None
        if t.name == self.mnemonic:
            return f"<{t.body}>"
        if not t.name and t.body.startswith(self.mnemonic + " "):
            return t.body[len(self.mnemonic) + 1 :]
        return None


def with_stripped_types(
    elements: tuple[el.Element, ...], stripped: dict[str, tuple[str, str, Reader]]
) -> tuple[el.Element, ...]:
    """`elements` with `type($x)` of single values named in `stripped` made stripped."""

    def strip(element: el.Element, _followers: tuple[el.Element, ...]) -> el.Element:
        if type(element) is el.TypeOf and element.arity == "single" and element.name in stripped:
            dialect, mnemonic, reader = stripped[element.name]
            return StrippedTypeOf(
                element.name,
                element.arity,
                element.is_result,
                dialect=dialect,
                mnemonic=mnemonic,
                reader=reader,
                space=element.space,
            )
        return element

    return el.map_elements(elements, strip)
