"""Builtin attributes (and placeholders for dialect attributes) as immutable values.

Every attribute compares by value and prints in upstream's spelling with `str()`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from mlir_ls.compiled import mypyc_attr
from mlir_ls.ir.affine import AffineMap, IntegerSet
from mlir_ls.ir.types import F64, I1, I64, FloatType, Type


@mypyc_attr(allow_interpreted_subclasses=True)
class Attribute:
    """Base of all attributes: equality and hashing through `_key()` (hash cached)."""

    __slots__ = ("_hash",)

    _hash: int

    def _key(self) -> tuple[Any, ...]:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return self is other or (
            isinstance(other, Attribute)
            and type(self) is type(other)
            and hash(self) == hash(other)
            and self._key() == other._key()
        )

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:
            self._hash = hash((type(self).__name__, self._key()))
            return self._hash

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self}>"

    @property
    def type(self) -> Type | None:
        """The attribute's type, for typed attributes."""
        return None


class ErrorAttr(Attribute):
    """Stands for an attribute that failed to parse."""

    __slots__ = ()

    def _key(self) -> tuple[Any, ...]:
        return ()

    def __str__(self) -> str:
        return "<<error attribute>>"


class UnitAttr(Attribute):
    __slots__ = ()

    def _key(self) -> tuple[Any, ...]:
        return ()

    def __str__(self) -> str:
        return "unit"


class BoolAttr(Attribute):
    __slots__ = ("value",)

    def __init__(self, value: bool) -> None:
        self.value = value

    def _key(self) -> tuple[Any, ...]:
        return (self.value,)

    def __str__(self) -> str:
        return "true" if self.value else "false"

    @property
    def type(self) -> Type | None:
        return I1


class IntegerAttr(Attribute):
    """integer-attribute ::= (integer-literal (`:` (index-type | integer-type))?) | `true` | `false`"""

    __slots__ = ("_type", "value")

    def __init__(self, value: int, type: Type = I64) -> None:
        self.value = value
        self._type = type

    def _key(self) -> tuple[Any, ...]:
        return (self.value, self._type)

    def __hash__(self) -> int:
        # Not cached, as `IntegerType.__hash__`: cheaper than a first `_hash` lookup.
        return hash((self.value, self._type))

    def __str__(self) -> str:
        if self._type == I64:
            return str(self.value)
        return f"{self.value} : {self._type}"

    @property
    def type(self) -> Type | None:
        return self._type


def format_float(value: float) -> str:
    """Upstream's float spelling: shortest round-trip form with an exponent when large."""
    if math.isnan(value) or math.isinf(value):
        return repr(value)
    text = repr(value)
    if "e" in text:
        mantissa, exp = text.split("e")
        if "." not in mantissa:
            mantissa += ".0"
        sign = "-" if exp.startswith("-") else "+"
        return f"{mantissa}e{sign}{exp.lstrip('+-').zfill(2)}"
    return text


class FloatAttr(Attribute):
    """float-attribute ::= (float-literal (`:` float-type)?) | (hexadecimal-literal `:` float-type)"""

    __slots__ = ("_type", "bits", "value")

    def __init__(self, value: float, type: Type = F64, bits: int | None = None) -> None:
        self.value = value
        self._type = type
        self.bits = bits  # set when written as a hexadecimal bit pattern

    def _key(self) -> tuple[Any, ...]:
        if self.bits is not None:
            return ("bits", self.bits, self._type)
        return (self.value, self._type)

    def __str__(self) -> str:
        body = hex(self.bits) if self.bits is not None else format_float(self.value)
        return body if self._type == F64 else f"{body} : {self._type}"

    @property
    def type(self) -> Type | None:
        return self._type


def quote_string(value: str) -> str:
    """A string literal for `value`, escaping as upstream's printer does."""
    out = ['"']
    for char in value:
        code = ord(char)
        if char == '"' or char == "\\":
            out.append("\\" + char)
        elif 0x20 <= code < 0x7F:
            out.append(char)
        elif code < 0x80:
            out.append(f"\\{code:02X}")
        else:
            out.extend(f"\\{b:02X}" for b in char.encode("utf-8", "surrogatepass"))
    out.append('"')
    return "".join(out)


class StringAttr(Attribute):
    __slots__ = ("_type", "value")

    def __init__(self, value: str, type: Type | None = None) -> None:
        self.value = value
        self._type = type

    def _key(self) -> tuple[Any, ...]:
        return (self.value, self._type)

    def __str__(self) -> str:
        text = quote_string(self.value)
        return text if self._type is None else f"{text} : {self._type}"

    @property
    def type(self) -> Type | None:
        return self._type


class TypeAttr(Attribute):
    __slots__ = ("value",)

    def __init__(self, value: Type) -> None:
        self.value = value

    def _key(self) -> tuple[Any, ...]:
        return (self.value,)

    def __str__(self) -> str:
        return str(self.value)


class ArrayAttr(Attribute):
    __slots__ = ("elements",)

    def __init__(self, elements: Sequence[Attribute]) -> None:
        self.elements = tuple(elements)

    def _key(self) -> tuple[Any, ...]:
        return self.elements

    def __str__(self) -> str:
        return f"[{', '.join(map(str, self.elements))}]"


class DenseArrayAttr(Attribute):
    """dense-array-attribute ::= `array` `<` (integer-type | float-type) (`:` values)? `>`"""

    __slots__ = ("element_type", "values")

    def __init__(self, element_type: Type, values: Sequence[int | float]) -> None:
        self.element_type = element_type
        self.values = tuple(values)

    def _key(self) -> tuple[Any, ...]:
        return (self.element_type, self.values)

    def __str__(self) -> str:
        if not self.values:
            return f"array<{self.element_type}>"
        if self.element_type == I1:
            vals = ", ".join("true" if v else "false" for v in self.values)
        elif isinstance(self.element_type, FloatType):
            vals = ", ".join(format_float(float(v)) for v in self.values)
        else:
            vals = ", ".join(str(v) for v in self.values)
        return f"array<{self.element_type}: {vals}>"


def _is_bare_key(name: str) -> bool:
    import re

    return re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$.]*", name) is not None


class DictionaryAttr(Attribute):
    """dictionary-attribute ::= `{` (attribute-entry (`,` attribute-entry)*)? `}`"""

    __slots__ = ("entries",)

    def __init__(self, entries: dict[str, Attribute]) -> None:
        self.entries = entries

    def _key(self) -> tuple[Any, ...]:
        return tuple(sorted(self.entries.items(), key=lambda kv: kv[0]))

    def __str__(self) -> str:
        parts = []
        for name, value in self.entries.items():
            key = name if _is_bare_key(name) else quote_string(name)
            parts.append(key if isinstance(value, UnitAttr) else f"{key} = {value}")
        return "{" + ", ".join(parts) + "}"


class SymbolRefAttr(Attribute):
    """symbol-ref-attribute ::= symbol-ref-id (`::` symbol-ref-id)*"""

    __slots__ = ("nested", "root")

    def __init__(self, root: str, nested: Sequence[str] = ()) -> None:
        self.root = root
        self.nested: tuple[str, ...] = tuple(nested)

    def _key(self) -> tuple[Any, ...]:
        return (self.root, self.nested)

    @property
    def path(self) -> tuple[str, ...]:
        return (self.root, *self.nested)

    def __str__(self) -> str:
        return "::".join(format_symbol_name(name) for name in self.path)


def format_symbol_name(name: str) -> str:
    return "@" + name if _is_bare_key(name) or name.isdigit() else "@" + quote_string(name)


class AffineMapAttr(Attribute):
    __slots__ = ("value",)

    def __init__(self, value: AffineMap) -> None:
        self.value = value

    def _key(self) -> tuple[Any, ...]:
        return (self.value,)

    def __str__(self) -> str:
        return f"affine_map<{self.value}>"


class IntegerSetAttr(Attribute):
    __slots__ = ("value",)

    def __init__(self, value: IntegerSet) -> None:
        self.value = value

    def _key(self) -> tuple[Any, ...]:
        return (self.value,)

    def __str__(self) -> str:
        return f"affine_set<{self.value}>"


class StridedLayoutAttr(Attribute):
    """strided-layout ::= `strided` `<` `[` dims `]` (`,` `offset` `:` dim)? `>`"""

    __slots__ = ("offset", "strides")

    def __init__(self, strides: Sequence[int], offset: int) -> None:
        self.strides = tuple(strides)
        self.offset = offset

    def _key(self) -> tuple[Any, ...]:
        return (self.strides, self.offset)

    def __str__(self) -> str:
        strides = ", ".join(
            "?" if s is None or s == DYNAMIC_STRIDE else str(s) for s in self.strides
        )
        if self.offset == 0:
            return f"strided<[{strides}]>"
        offset = "?" if self.offset == DYNAMIC_STRIDE else str(self.offset)
        return f"strided<[{strides}], offset: {offset}>"


#: A dynamic stride or offset (`?`) in a strided layout.
DYNAMIC_STRIDE = -(2**63)


class DenseElementsAttr(Attribute):
    """dense-elements-attribute ::= `dense` `<` attribute-value `>` `:` (tensor-type | vector-type)

    `elements` is the flat list of element values (ints, floats, bools, or
    (real, imag) pairs), `splat` says the literal was a single value, `hex` keeps
    a hex-string literal verbatim.
    """

    __slots__ = ("_type", "elements", "hex", "splat")

    def __init__(
        self, type: Type, elements: Sequence[Any], splat: bool = False, hex: str | None = None
    ) -> None:
        self._type = type
        self.elements = tuple(elements)
        self.splat = splat
        self.hex = hex

    def _key(self) -> tuple[Any, ...]:
        return (self._type, self.elements, self.splat, self.hex)

    def __str__(self) -> str:
        if self.hex is not None:
            body = quote_string(self.hex)
        elif self.splat and self.elements:
            body = _format_element(self.elements[0])
        else:
            body = "[" + ", ".join(_format_element(e) for e in self.elements) + "]"
        return f"dense<{body}> : {self._type}"

    @property
    def type(self) -> Type | None:
        return self._type


def _format_element(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return f"({_format_element(value[0])},{_format_element(value[1])})"
    if isinstance(value, float):
        return format_float(value)
    return str(value)


class DenseResourceAttr(Attribute):
    __slots__ = ("_type", "handle")

    def __init__(self, handle: str, type: Type) -> None:
        self.handle = handle
        self._type = type

    def _key(self) -> tuple[Any, ...]:
        return (self.handle, self._type)

    def __str__(self) -> str:
        return f"dense_resource<{self.handle}> : {self._type}"

    @property
    def type(self) -> Type | None:
        return self._type


class SparseElementsAttr(Attribute):
    __slots__ = ("_type", "indices", "values")

    def __init__(self, type: Type, indices: Attribute, values: Attribute) -> None:
        self._type = type
        self.indices = indices
        self.values = values

    def _key(self) -> tuple[Any, ...]:
        return (self._type, self.indices, self.values)

    def __str__(self) -> str:
        return f"sparse<{self.indices}, {self.values}> : {self._type}"

    @property
    def type(self) -> Type | None:
        return self._type


class DistinctAttr(Attribute):
    """distinct-attribute ::= `distinct` `[` integer-literal `]` `<` attribute? `>`"""

    __slots__ = ("id", "referenced")

    def __init__(self, id: int, referenced: Attribute) -> None:
        self.id = id
        self.referenced = referenced

    def _key(self) -> tuple[Any, ...]:
        return (self.id, self.referenced)

    def __str__(self) -> str:
        # `distinct[0]<>` holds a unit attribute, which prints as nothing here
        body = "" if isinstance(self.referenced, UnitAttr) else str(self.referenced)
        return f"distinct[{self.id}]<{body}>"


@mypyc_attr(allow_interpreted_subclasses=True)
class DialectAttr(Attribute):
    """A dialect attribute kept as its text: `#dialect.name<body>`, `#dialect<body>`."""

    __slots__ = ("_type", "body", "dialect", "name", "params")

    def __init__(
        self,
        dialect: str,
        name: str,
        body: str | None,
        type: Type | None = None,
        params: tuple[Any, ...] = (),
    ) -> None:
        self.dialect = dialect
        self.name = name
        self.body = body
        self._type = type
        self.params = params

    def _key(self) -> tuple[Any, ...]:
        body = None if self.body is None else " ".join(self.body.split())
        return (self.dialect, self.name, body, self._type)

    def __str__(self) -> str:
        head = f"#{self.dialect}.{self.name}" if self.name else f"#{self.dialect}"
        text = head if self.body is None else f"{head}<{self.body}>"
        return text if self._type is None else f"{text} : {self._type}"

    @property
    def type(self) -> Type | None:
        return self._type


# ---- locations --------------------------------------------------------------------------


class LocationAttr(Attribute):
    """Base of the location attributes (`loc(...)`)."""

    __slots__ = ()

    def __str__(self) -> str:
        return f"loc({self.body()})"

    def body(self) -> str:
        raise NotImplementedError


class UnknownLoc(LocationAttr):
    __slots__ = ()

    def _key(self) -> tuple[Any, ...]:
        return ()

    def body(self) -> str:
        return "unknown"


class FileLineColLoc(LocationAttr):
    """`"file":line:col` with an optional `to` range (`:3:4 to 5:6`, `:3:4 to :6`)."""

    __slots__ = ("col", "end_col", "end_line", "filename", "line")

    def __init__(
        self,
        filename: str,
        line: int,
        col: int,
        end_line: int | None = None,
        end_col: int | None = None,
    ) -> None:
        self.filename = filename
        self.line = line
        self.col = col
        self.end_line = end_line
        self.end_col = end_col

    def _key(self) -> tuple[Any, ...]:
        return (self.filename, self.line, self.col, self.end_line, self.end_col)

    def body(self) -> str:
        text = f"{quote_string(self.filename)}:{self.line}:{self.col}"
        if self.end_col is not None:
            if self.end_line is not None and self.end_line != self.line:
                text += f" to {self.end_line}:{self.end_col}"
            else:
                text += f" to :{self.end_col}"
        return text


class NameLoc(LocationAttr):
    __slots__ = ("child", "name")

    def __init__(self, name: str, child: LocationAttr | None = None) -> None:
        self.name = name
        self.child = child

    def _key(self) -> tuple[Any, ...]:
        return (self.name, self.child)

    def body(self) -> str:
        text = quote_string(self.name)
        return text if self.child is None else f"{text}({self.child.body()})"


class CallSiteLoc(LocationAttr):
    __slots__ = ("callee", "caller")

    def __init__(self, callee: LocationAttr, caller: LocationAttr) -> None:
        self.callee = callee
        self.caller = caller

    def _key(self) -> tuple[Any, ...]:
        return (self.callee, self.caller)

    def body(self) -> str:
        return f"callsite({self.callee.body()} at {self.caller.body()})"


class FusedLoc(LocationAttr):
    __slots__ = ("locations", "metadata")

    def __init__(
        self, locations: Sequence[LocationAttr], metadata: Attribute | None = None
    ) -> None:
        self.locations = tuple(locations)
        self.metadata = metadata

    def _key(self) -> tuple[Any, ...]:
        return (self.locations, self.metadata)

    def body(self) -> str:
        meta = f"<{self.metadata}>" if self.metadata is not None else ""
        return f"fused{meta}[{', '.join(loc.body() for loc in self.locations)}]"


class OpaqueLoc(LocationAttr):
    """A location written as an attribute reference (`loc(#alias)` or a dialect location)."""

    __slots__ = ("attr",)

    def __init__(self, attr: Attribute) -> None:
        self.attr = attr

    def _key(self) -> tuple[Any, ...]:
        return (self.attr,)

    def body(self) -> str:
        return str(self.attr)


UNIT = UnitAttr()
TRUE = BoolAttr(True)
FALSE = BoolAttr(False)
UNKNOWN_LOC = UnknownLoc()
ERROR_ATTR = ErrorAttr()
