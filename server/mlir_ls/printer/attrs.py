"""Types and attributes in upstream's exact spelling (`AsmPrinter::Impl::printAttributeImpl`).

`AttrTypePrinter` prints through an alias table (`#map1`, `!tuple`) filled by
`mlir_ls.printer.aliases`; with an empty table everything prints inline (that is
`--mlir-print-local-scope`). Results are cached per object, since the same
attribute objects repeat throughout a module. It is the `AttrPrinter` that
structured dialect attributes (`mlir_ls.ir.structured`) print their parameters
through.
"""

from __future__ import annotations

import math
import re
import struct
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.structured import StructuredAttr, without_mnemonic
from mlir_ls.parser.known_dialects import UPSTREAM_DIALECTS
from mlir_ls.printer.affine import is_identity_map, print_affine_map, print_integer_set
from mlir_ls.printer.aliases import alias_key
from mlir_ls.printer.floats import format_float
from mlir_ls.syntax.lexer import string_bytes


class Elision(Enum):
    """AttrTypeElision: whether a typed attribute prints its `: type`."""

    NEVER = 0  # always print the type
    MAY = 1  # i64 integers and f64 floats elide it
    MUST = 2  # never print the type


_BARE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")
_PRETTY_DIALECT = re.compile(r"[A-Za-z][A-Za-z0-9._]*")


def is_bare_identifier(name: str) -> bool:
    return _BARE.match(name) is not None


def escape_string(value: str) -> str:
    """`"..."` with llvm::printEscapedString's escapes (`\\\\`, `\\22`, `\\0A`, ...)."""
    if value.isascii() and value.isprintable() and '"' not in value and "\\" not in value:
        return f'"{value}"'
    out = ['"']
    for byte in string_bytes(value):  # (`é` is `\\C3\\A9`, as upstream prints it)
        if byte == 0x5C:
            out.append("\\\\")
        elif 0x20 <= byte < 0x7F and byte != 0x22:
            out.append(chr(byte))
        else:
            out.append(f"\\{byte:02X}")
    out.append('"')
    return "".join(out)


def keyword_or_string(name: str) -> str:
    """printKeywordOrString: bare when a valid identifier, else a quoted string."""
    return name if is_bare_identifier(name) else escape_string(name)


def symbol_ref(name: str) -> str:
    return "@" + keyword_or_string(name)


def dialect_symbol(prefix: str, dialect: str, data: str) -> str:
    """printDialectSymbol: `!dialect.data` when simple enough, else `!dialect<data>`."""
    m = _PRETTY_DIALECT.match(data)
    if m is not None:
        rest = data[m.end() :]
        if not rest or (rest.startswith("<") and rest.endswith(">")):
            return f"{prefix}{dialect}.{data}"
    return f"{prefix}{dialect}<{data}>"


def normalize_int(value: int, type: ty.Type | None) -> int:
    """An integer as upstream prints it: signed for signless/signed/index, else unsigned."""
    if isinstance(type, ty.IndexType):
        width, unsigned = 64, False
    elif isinstance(type, ty.IntegerType):
        width, unsigned = type.width, type.signedness == "u"
    else:
        return value
    if width == 0:
        return 0
    mask = (1 << width) - 1
    value &= mask
    if not unsigned and value >> (width - 1):
        value -= 1 << width
    return value


def _float_type_name(type: ty.Type | None) -> str:
    return type.name if isinstance(type, ty.FloatType) else "f64"


_INT_BYTES = {1: 1}


def _element_bytes(type: ty.Type) -> int:
    if isinstance(type, ty.IndexType):
        return 8
    if isinstance(type, ty.IntegerType | ty.FloatType):
        return max(1, (type.width + 7) // 8)
    if isinstance(type, ty.ComplexType):
        return 2 * _element_bytes(type.element_type)
    return 0


def decode_hex_elements(data: str, type: ty.ShapedType) -> list[Any] | None:
    """Elements of a `dense<"0x...">` literal, or None when not decodable here."""
    try:
        raw = bytes.fromhex(data[2:])
    except ValueError:
        return None
    elem = type.element_type
    if elem == ty.I1:
        # One byte per element (what upstream prints back as `true`/`false`), or a splat.
        if len(raw) == 1 and raw[0] in (0, 1, 0xFF):
            return [int(raw[0] != 0)]
        if len(raw) != type.num_elements or any(b > 1 for b in raw):
            return None
        return [int(b) for b in raw]
    size = _element_bytes(elem)
    if size == 0 or len(raw) % size:
        return None
    count = len(raw) // size
    if isinstance(elem, ty.ComplexType):
        half = size // 2
        parts = _decode_scalars(raw, elem.element_type, half)
        if parts is None:
            return None
        return [(parts[i], parts[i + 1]) for i in range(0, len(parts), 2)]
    values = _decode_scalars(raw, elem, size)
    if values is None or count not in (1, type.num_elements):
        return None
    return values


def _decode_scalars(raw: bytes, elem: ty.Type, size: int) -> list[Any] | None:
    ints = [int.from_bytes(raw[i : i + size], "little") for i in range(0, len(raw), size)]
    if isinstance(elem, ty.IntegerType | ty.IndexType):
        return ints
    if isinstance(elem, ty.FloatType):
        fmt = {"f64": "<d", "f32": "<f", "f16": "<e"}.get(elem.name)
        if fmt is not None:
            return [struct.unpack(fmt, raw[i : i + size])[0] for i in range(0, len(raw), size)]
        if elem.name == "bf16":
            return [struct.unpack("<f", struct.pack("<I", v << 16))[0] for v in ints]
    return None


def encode_hex_elements(values: Sequence[Any], elem: ty.Type) -> str | None:
    """The raw little-endian data of dense elements as upstream's `"0x..."` string."""
    out = bytearray()
    if isinstance(elem, ty.ComplexType):
        flat = [part for value in values for part in value]
        inner = encode_hex_elements(flat, elem.element_type)
        return inner
    size = _element_bytes(elem)
    for value in values:
        if isinstance(elem, ty.IntegerType | ty.IndexType):
            out.extend((int(value) & ((1 << (8 * size)) - 1)).to_bytes(size, "little"))
        elif isinstance(elem, ty.FloatType):
            fmt = {"f64": "<d", "f32": "<f", "f16": "<e"}.get(elem.name)
            if fmt is not None:
                out.extend(struct.pack(fmt, value))
            elif elem.name == "bf16":
                bits = struct.unpack("<I", struct.pack("<f", value))[0] >> 16
                out.extend(bits.to_bytes(2, "little"))
            else:
                return None
        else:
            return None
    return '"0x' + out.hex().upper() + '"'


def _bits_key(value: Any) -> Any:
    if isinstance(value, float):
        return (value, math.copysign(1.0, value)) if not math.isnan(value) else ("nan",)
    if isinstance(value, tuple):
        return tuple(_bits_key(v) for v in value)
    return value


def _nested(shape: Sequence[int], count: int, element: Callable[[int], str]) -> str:
    """printDenseElementsAttrImpl: elements in row-major order with brackets per dimension."""
    rank = len(shape)
    if rank == 0:
        return element(0) if count else ""
    out: list[str] = []
    counter = [0] * rank
    open_brackets = 0
    for idx in range(count):
        if idx:
            out.append(", ")
        while open_brackets < rank:
            out.append("[")
            open_brackets += 1
        out.append(element(idx))
        counter[-1] += 1
        for i in range(rank - 1, 0, -1):
            if counter[i] >= shape[i]:
                counter[i] = 0
                counter[i - 1] += 1
                open_brackets -= 1
                out.append("]")
    out.append("]" * open_brackets)
    return "".join(out)


class AttrTypePrinter:
    """Prints types and attributes; `aliases` maps a type/attribute to its alias spelling."""

    def __init__(self, aliases: dict[Any, str] | None = None) -> None:
        self.aliases: dict[Any, str] = aliases if aliases is not None else {}
        self._type_cache: dict[ty.Type, str] = {}
        #: The same by object (types repeat as the same objects: no structural hash).
        self._type_ids: dict[int, tuple[ty.Type, str]] = {}
        self._attr_cache: dict[tuple[int, Elision], tuple[at.Attribute, str]] = {}
        self.distinct_ids: dict[int, int] = {}
        #: Dialect hooks: (attribute or type) -> spelling or None (for registered dialects).
        self.dialect_printers: list[Callable[[Any, AttrTypePrinter], str | None]] = []
        self._plain: AttrTypePrinter | None = None

    def plain(self, value: ty.Type | at.Attribute) -> str:
        """`value` as a plain stream prints it (`raw_ostream << value`): without aliases."""
        if not self.aliases:
            return self.type(value) if isinstance(value, ty.Type) else self.attr(value)
        if self._plain is None:
            self._plain = AttrTypePrinter()
        return self._plain.plain(value)

    # ---- types -------------------------------------------------------------------------

    def type(self, t: ty.Type) -> str:
        hit = self._type_ids.get(id(t))
        if hit is not None:
            return hit[1]
        cached = self._type_cache.get(t)
        if cached is None:
            cached = self.aliases.get(t) if self.aliases else None
            if cached is None:
                cached = self.type_impl(t)
            self._type_cache[t] = cached
        self._type_ids[id(t)] = (t, cached)
        return cached

    def types(self, types: Sequence[ty.Type]) -> str:
        return ", ".join(self.type(t) for t in types)

    def type_impl(self, t: ty.Type) -> str:
        if isinstance(t, ty.IntegerType | ty.FloatType | ty.IndexType | ty.NoneType):
            return str(t)
        if isinstance(t, ty.FunctionType):
            return self.function_type(t.inputs, t.results)
        if isinstance(t, ty.RankedTensorType):
            enc = f", {self.attr(t.encoding)}" if t.encoding is not None else ""
            return f"tensor<{ty.format_shape(t.shape or ())}{self.type(t.element_type)}{enc}>"
        if isinstance(t, ty.VectorType):
            return (
                f"vector<{ty.format_shape(t.shape or (), t.scalable)}{self.type(t.element_type)}>"
            )
        if isinstance(t, ty.MemRefType):
            text = f"memref<{ty.format_shape(t.shape or ())}{self.type(t.element_type)}"
            layout = t.layout
            if layout is not None and not (
                isinstance(layout, at.AffineMapAttr) and is_identity_map(layout.value)
            ):
                text += ", " + self.attr(layout, Elision.MAY)
            space = t.memory_space
            if space is not None and not _is_default_memory_space(space):
                text += ", " + self.attr(space, Elision.MAY)
            return text + ">"
        if isinstance(t, ty.UnrankedTensorType):
            return f"tensor<*x{self.type(t.element_type)}>"
        if isinstance(t, ty.UnrankedMemRefType):
            space = t.memory_space
            if space is not None and not _is_default_memory_space(space):
                return f"memref<*x{self.type(t.element_type)}, {self.attr(space, Elision.MAY)}>"
            return f"memref<*x{self.type(t.element_type)}>"
        if isinstance(t, ty.ComplexType):
            return f"complex<{self.type(t.element_type)}>"
        if isinstance(t, ty.TupleType):
            return f"tuple<{self.types(t.types)}>"
        if isinstance(t, ty.DialectType):
            for hook in self.dialect_printers:
                printed = hook(t, self)
                if printed is not None:
                    return printed
            if not t.name and t.body is None:
                return f"!{t.dialect}<>"  # `!o.`: no data, printed as upstream (`!o` is an alias)
            if t.body is not None and "\n" in t.body and t.dialect in UPSTREAM_DIALECTS:
                # an upstream dialect's type kept as text: on one line, as its printer
                # writes it (only an unregistered dialect's body is kept as written)
                head = f"!{t.dialect}.{t.name}" if t.name else f"!{t.dialect}"
                return f"{head}<{one_line(t.body)}>"
            return str(t)
        return str(t)

    def function_type(self, inputs: Sequence[ty.Type], results: Sequence[ty.Type]) -> str:
        ins = self.types(inputs)
        if len(results) == 1 and not isinstance(results[0], ty.FunctionType):
            return f"({ins}) -> {self.type(results[0])}"
        return f"({ins}) -> ({self.types(results)})"

    # ---- attributes --------------------------------------------------------------------

    def attr(self, a: at.Attribute, elision: Elision = Elision.NEVER) -> str:
        key = (id(a), elision)
        hit = self._attr_cache.get(key)
        if hit is not None:
            return hit[1]
        text = self.aliases.get(alias_key(a)) if self.aliases else None
        if text is None:
            text = self.attr_impl(a, elision)
        if not isinstance(a, at.DistinctAttr):
            self._attr_cache[key] = (a, text)
        return text

    def stripped(self, a: at.Attribute) -> str:
        """printStrippedAttrOrType: the alias if hoisted, else a dialect attribute without
        its `#dialect.mnemonic` (`<...>`), else the full spelling."""
        return without_mnemonic(a, self.attr(a))

    def _typed(self, body: str, type: ty.Type | None, elision: Elision) -> str:
        if elision is Elision.MUST or type is None or isinstance(type, ty.NoneType):
            return body
        return f"{body} : {self.type(type)}"

    def attr_impl(self, a: at.Attribute, elision: Elision = Elision.NEVER) -> str:
        if isinstance(a, at.IntegerAttr):
            t = a.type
            if t == ty.I1:
                return "true" if a.value & 1 else "false"
            value = normalize_int(a.value, t)
            if elision is Elision.MAY and t == ty.I64:
                return str(value)
            return self._typed(str(value), t, elision)
        if isinstance(a, at.BoolAttr):
            return "true" if a.value else "false"
        if isinstance(a, at.FloatAttr):
            t = a.type
            text, hexed = format_float(a.value, _float_type_name(t), a.bits)
            if elision is Elision.MAY and t == ty.F64 and not hexed:
                return text
            return self._typed(text, t, elision)
        if isinstance(a, at.StringAttr):
            return self._typed(escape_string(a.value), a.type, elision)
        if isinstance(a, at.UnitAttr):
            return "unit"
        if isinstance(a, at.ArrayAttr):
            return "[" + ", ".join(self.attr(e, Elision.MAY) for e in a.elements) + "]"
        if isinstance(a, at.DictionaryAttr):
            return "{" + self.named_attrs(a.entries) + "}"
        if isinstance(a, at.TypeAttr):
            return self.type(a.value)
        if isinstance(a, at.SymbolRefAttr):
            return "::".join(symbol_ref(name) for name in a.path)
        if isinstance(a, at.AffineMapAttr):
            return f"affine_map<{print_affine_map(a.value)}>"
        if isinstance(a, at.IntegerSetAttr):
            return f"affine_set<{print_integer_set(a.value)}>"
        if isinstance(a, at.DenseArrayAttr):
            return self.dense_array(a)
        if isinstance(a, at.DenseElementsAttr):
            return self._typed(f"dense<{self.dense_body(a)}>", a.type, elision)
        if isinstance(a, at.StridedLayoutAttr):
            return str(a)
        if isinstance(a, at.DenseResourceAttr):
            return self._typed(f"dense_resource<{a.handle}>", a.type, elision)
        if isinstance(a, at.LocationAttr):
            return f"loc({self.location_body(a)})"
        if isinstance(a, at.DistinctAttr):
            ident = self.distinct_ids.setdefault(a.id, len(self.distinct_ids))
            inner = "" if isinstance(a.referenced, at.UnitAttr) else self.attr(a.referenced)
            return f"distinct[{ident}]<{inner}>"
        if isinstance(a, at.DialectAttr):
            if isinstance(a, StructuredAttr):
                return self._typed(self._structured(a), a.type, elision)
            for hook in self.dialect_printers:
                printed = hook(a, self)
                if printed is not None:
                    return printed
            head = f"#{a.dialect}.{a.name}" if a.name else f"#{a.dialect}"
            if head == "#complex.number" and len(a.params) == 2:
                parts = ", ".join(
                    format_float(p.value, _float_type_name(p.type), p.bits)[0]
                    if isinstance(p, at.FloatAttr)
                    else self.attr(p)
                    for p in a.params
                )
                element = a.type.element_type if isinstance(a.type, ty.ComplexType) else None
                text = f"{head}<:{self.type(element) if element else ''} {parts}>"
                return self._typed(text, a.type, elision)
            text = head if a.body is None else f"{head}<{one_line(a.body)}>"
            if not a.name and a.body is None:
                text = f"{head}<>"  # `#o.`: no data, printed as upstream (`#o` is an alias)
            return self._typed(text, a.type, elision)
        if isinstance(a, at.SparseElementsAttr):
            return self._typed(f"sparse<{self.sparse_body(a)}>", a.type, elision)
        return str(a)

    def _structured(self, a: StructuredAttr) -> str:
        """`#dialect.mnemonic` and the parameters the attribute prints through this
        printer; its kept text if the dialect's hook fails (the printer never raises)."""
        head = a.head()
        try:
            return head + a.print_params(self)
        except Exception:
            return head if a.body is None else f"{head}<{one_line(a.body)}>"

    def named_attrs(self, entries: dict[str, at.Attribute]) -> str:
        """`a = 1 : i32, b` sorted by name, as a DictionaryAttr holds them."""
        parts = []
        for name in sorted(entries):
            value = entries[name]
            key = keyword_or_string(name)
            parts.append(key if isinstance(value, at.UnitAttr) else f"{key} = {self.attr(value)}")
        return ", ".join(parts)

    def dense_array(self, a: at.DenseArrayAttr) -> str:
        elem = a.element_type
        if not a.values:
            return f"array<{self.type(elem)}>"
        if elem == ty.I1:
            vals = ", ".join("true" if v else "false" for v in a.values)
        elif isinstance(elem, ty.FloatType):
            vals = ", ".join(format_float(float(v), elem.name)[0] for v in a.values)
        else:
            vals = ", ".join(str(normalize_int(int(v), elem)) for v in a.values)
        return f"array<{self.type(elem)}: {vals}>"

    def dense_body(self, a: at.DenseElementsAttr) -> str:
        t = a.type
        if not isinstance(t, ty.ShapedType):
            return quote_hex(a.hex) if a.hex is not None else ""
        elem = t.element_type
        values: list[Any] | None
        if a.hex is not None:
            values = decode_hex_elements(a.hex, t)
            if values is None:
                return quote_hex(a.hex)
        else:
            values = list(a.elements)
        count = t.num_elements
        splat = a.splat or len(values) == 1
        if not splat and values:
            first = _bits_key(values[0])
            splat = all(_bits_key(v) == first for v in values[1:])
        if not splat and count > 100:
            encoded = encode_hex_elements(values, elem)
            if encoded is not None:
                return encoded
        fmt = self._element_formatter(elem)
        if splat:
            return fmt(values[0]) if values else ""
        return _nested(t.shape or (), min(count, len(values)), lambda i: fmt(values[i]))

    def sparse_body(self, a: at.SparseElementsAttr) -> str:
        """`indices, values` (the parser keeps indices flat and values as their spelling)."""
        t = a.type
        indices = a.indices.elements if isinstance(a.indices, at.ArrayAttr) else ()
        raw_values = a.values.elements if isinstance(a.values, at.ArrayAttr) else ()
        if not indices or not isinstance(t, ty.ShapedType):
            return ""
        ints = [e.value if isinstance(e, at.IntegerAttr) else 0 for e in indices]
        rank = t.rank
        # Indices are `[nonzeros, rank]`: counted from the indices, since a splat value
        # (`sparse<[[0, 0], [1, 1]], 5>`) says nothing of how many there are.
        count = len(ints) // rank if rank > 1 and len(ints) % rank == 0 else len(raw_values)
        shape = [count, rank] if rank > 1 and count * rank == len(ints) else [len(ints)]
        index_text = _nested(shape, len(ints), lambda i: str(ints[i]))
        if len(set(ints)) == 1 and len(ints) > 0:
            index_text = str(ints[0])
        elem = t.element_type
        values: list[Any] = []
        for v in raw_values:
            spelled = v.value if isinstance(v, at.StringAttr) else str(v)
            if isinstance(elem, ty.FloatType):
                values.append(float(spelled) if spelled not in ("True", "False") else 0.0)
            elif elem == ty.I1:
                values.append(spelled == "True")
            elif isinstance(elem, ty.IntegerType | ty.IndexType):
                values.append(int(spelled, 0) if spelled not in ("True", "False") else 0)
            else:
                values.append(spelled)
        fmt = self._element_formatter(elem)
        keys = {_bits_key(v) for v in values}
        if len(keys) == 1:
            value_text = fmt(values[0])
        else:
            value_text = _nested([len(values)], len(values), lambda i: fmt(values[i]))
        return f"{index_text}, {value_text}"

    def _element_formatter(self, elem: ty.Type) -> Callable[[Any], str]:
        numeric = self._numeric_formatter(elem)
        # a string element the parser kept beside numbers (after an error) prints as written
        return lambda v: escape_string(v) if isinstance(v, str) else numeric(v)

    def _numeric_formatter(self, elem: ty.Type) -> Callable[[Any], str]:
        if isinstance(elem, ty.ComplexType):
            inner = self._element_formatter(elem.element_type)
            return lambda v: f"({inner(v[0])},{inner(v[1])})"
        if elem == ty.I1:
            return lambda v: "true" if v else "false"
        if isinstance(elem, ty.IntegerType | ty.IndexType):
            return lambda v: str(normalize_int(int(v), elem))
        if isinstance(elem, ty.FloatType):
            name = elem.name
            return lambda v: format_float(float(v), name)[0]
        return lambda v: escape_string(v) if isinstance(v, str) else str(v)

    def _nested_location(self, loc: at.LocationAttr) -> str:
        alias = self.aliases.get(loc) if self.aliases else None
        return alias if alias is not None else self.location_body(loc)

    def location_body(self, loc: at.LocationAttr) -> str:
        if isinstance(loc, at.UnknownLoc):
            return "unknown"
        if isinstance(loc, at.FileLineColLoc):
            text = f"{escape_string(loc.filename)}:{loc.line}:{loc.col}"
            if loc.end_col is not None:
                if loc.end_line is not None and loc.end_line != loc.line:
                    text += f" to {loc.end_line}:{loc.end_col}"
                else:
                    text += f" to :{loc.end_col}"
            return text
        if isinstance(loc, at.NameLoc):
            text = escape_string(loc.name)
            if loc.child is None or isinstance(loc.child, at.UnknownLoc):
                return text
            return f"{text}({self._nested_location(loc.child)})"
        if isinstance(loc, at.CallSiteLoc):
            callee = self._nested_location(loc.callee)
            return f"callsite({callee} at {self._nested_location(loc.caller)})"
        if isinstance(loc, at.FusedLoc):
            meta = f"<{self.attr(loc.metadata)}>" if loc.metadata is not None else ""
            inner = ", ".join(self._nested_location(x) for x in loc.locations)
            return f"fused{meta}[{inner}]"
        if isinstance(loc, at.OpaqueLoc):
            return self.attr(loc.attr)
        return loc.body()


_STRING_OR_BREAK = re.compile(r'"(?:[^"\\]|\\.)*"|\s*\n\s*')
#: A string literal (kept) or a `//` comment that a line break inside the body ends
#: (dropped: the dialect's parser skips it, and on one line it would swallow the rest of
#: the body; a `//` with no line break after it is text, as in `#l<[//]>`).
_STRING_OR_COMMENT = re.compile(r'"(?:[^"\\]|\\.)*"|//[^\n\r]*(?=[\n\r])')
#: What the body scan of a dialect symbol counts: brackets and the quotes of strings.
_BODY_PUNCT = frozenset('<>()[]{}"')


def one_line(body: str) -> str:
    """A dialect attribute body written over several lines, on one line as upstream prints
    it: line breaks and their indentation become one space, none after an opening or
    before a closing bracket (string literals untouched)."""
    if "//" in body:
        dropped = False

        def drop(match: re.Match[str]) -> str:
            nonlocal dropped
            text = match.group(0)
            if text[0] == '"':
                return text
            dropped = dropped or any(c in _BODY_PUNCT for c in text)
            return ""

        without = _STRING_OR_COMMENT.sub(drop, body)
        if dropped:
            # Upstream reads a body by its brackets and strings, `//` being text there:
            # `{//}` closes its `{`. Without that text the body would not be balanced, so it
            # is kept as written (as upstream keeps an unregistered dialect's body).
            return body
        body = without
    if "\n" not in body:
        return body

    def join(match: re.Match[str]) -> str:
        text = match.group(0)
        if text.startswith('"'):
            return text
        before = body[match.start() - 1] if match.start() else ""
        after = body[match.end()] if match.end() < len(body) else ""
        if not before or not after or before in "<([{" or after in ">)]}":
            return ""
        return " "

    return _STRING_OR_BREAK.sub(join, body)


def quote_hex(data: str) -> str:
    return '"0x' + data[2:].upper() + '"'


def _is_default_memory_space(space: at.Attribute) -> bool:
    return isinstance(space, at.IntegerAttr) and space.value == 0


__all__ = ["AttrTypePrinter", "Elision", "escape_string", "keyword_or_string", "symbol_ref"]
