"""How attribute variables of a format parse and print, by ODS attribute kind.

An `AttrDef.kind` names the ODS constraint (`I64Attr`, `StrAttr`, an enum...).
A format prints most attributes with their storage class known, so without
their type (`I64Attr`: `4`, not `4 : i64`) or without their dialect prefix
(enums: `slt`; `#arith.fastmath<fast>`: `<fast>` after `fastmath`).
Dialects register their enum and attribute kinds with `register_kind`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.attributes import Attribute
from mlir_ls.parser.base import ParseAbort
from mlir_ls.syntax.lexer import integer_value
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser

#: Dense arrays a parse hook builds (segment sizes, static offsets...), by element type
#: and values: one object per value, so that the printer's and the verifier's caches
#: (by object) see a file's repeated arrays once. Bounded: past the limit, new ones.
_DENSE_ARRAYS: dict[tuple[ty.Type, tuple[int | float, ...]], at.DenseArrayAttr] = {}
_DENSE_ARRAY_LIMIT = 4096


def dense_array(element: ty.Type, values: Sequence[int | float]) -> at.DenseArrayAttr:
    """`DenseArrayAttr(element, values)`, the same object for equal arguments (attributes
    are immutable values)."""
    key = (element, tuple(values))
    found = _DENSE_ARRAYS.get(key)
    if found is None:
        found = at.DenseArrayAttr(element, key[1])
        if len(_DENSE_ARRAYS) < _DENSE_ARRAY_LIMIT:
            _DENSE_ARRAYS[key] = found
    return found


_ATTR_START = frozenset({"integer", "float", "-", "string", "[", "{", "at", "hash", "exclaim"})
_ATTR_WORDS = frozenset(
    {
        "true",
        "false",
        "unit",
        "affine_map",
        "affine_set",
        "array",
        "dense",
        "dense_resource",
        "sparse",
        "strided",
        "distinct",
        "loc",
    }
)


@dataclass(frozen=True, slots=True)
class AttrKind:
    """Parse/print of one attribute kind in a custom form."""

    name: str
    parse: Callable[[Parser, str], Attribute]  # (parser, attribute name)
    print: Callable[[OpAsmPrinter, Attribute], None]
    starts: Callable[[Parser], bool]
    #: Whether an attribute has this kind's storage class (upstream's property conversion
    #: casts to it); None when not modelled.
    storage: Callable[[Attribute], bool] | None = None
    #: Upstream's message when the cast fails, for properties whose conversion has its own
    #: (`for `name`: expected IntegerAttr storage for ...`); None: "Invalid attribute ...".
    storage_message: str | None = None
    #: The ODS constraint's summary when `storage` is also its constraint ("attribute 'x'
    #: failed to satisfy constraint: <summary>"); None when not modelled.
    summary: str | None = None
    #: An enum kind's cases, the keywords it reads where it starts (`slt` of `arith.cmpi`'s
    #: predicate): snippets offer them as a choice, completion as keywords; None for other
    #: kinds (a bit enum written `<a, b>` included).
    cases: tuple[str, ...] | None = None


def _starts_any(p: Parser) -> bool:
    kind = p.kind
    if kind in _ATTR_START:
        return True
    if kind == "bare":
        return p.text in _ATTR_WORDS or p._starts_type(p.text)
    return kind == "("


def _parse_any(p: Parser, name: str) -> Attribute:
    return p.parse_attribute()


def _print_any(printer: OpAsmPrinter, attr: Attribute) -> None:
    printer.print_attribute(attr)


def _print_without_type(printer: OpAsmPrinter, attr: Attribute) -> None:
    printer.print_attribute_without_type(attr)


ANY = AttrKind("any", _parse_any, _print_any, _starts_any)


def typed_kind(name: str, type: ty.Type) -> AttrKind:
    """An attribute of a fixed type (`I64Attr`, `IndexAttr`, `F32Attr`): printed without it."""

    def parse(p: Parser, attr_name: str) -> Attribute:
        if p.kind in _NUMBER_START:
            return parse_typed_number(p, type)
        span = p.span
        attr = p.parse_attribute(type)
        if attr.type is not None and attr.type != type and not attr.type.is_error:
            raise p.fail(f"expected attribute of type '{type}'", span)
        return attr

    def starts(p: Parser) -> bool:
        return p.kind in _NUMBER_START or (p.kind == "bare" and p.text in ("true", "false"))

    return AttrKind(name, parse, _print_without_type, starts)


_NUMBER_START = frozenset({"integer", "float", "-"})


def parse_typed_number(p: Parser, type: ty.Type) -> Attribute:
    """`-`? (integer | float) of a known type, as upstream's `parseAttribute(type)` reads it.

    With the type known, no `: type` suffix is read after the literal: in
    `rocdl.permlanex16 %a, %b, %c, %d, 0, -1 : f32, i32` and `linalg.index 0 : index`
    the `:` belongs to the op.
    """
    if p.kind not in _NUMBER_START:
        raise p.fail_token("expected constant integer or floating point value")
    return p.parse_attribute(type)


def _float_from_integer_literal(
    p: Parser, text: str, bits: int, negative: bool, type: ty.FloatType, span: Span
) -> Attribute:
    """A float attribute spelled as an integer: only hexadecimal bit patterns are."""
    if not text.startswith("0x"):
        diag = p.error("unexpected decimal integer literal for a floating point value", span)
        diag.with_note(span, "add a trailing dot to make the literal a float")
        raise ParseAbort(diag.message)
    if negative:
        raise p.fail("hexadecimal float literal should not have a leading minus", span)
    return p._float_from_bits(bits, type, span)


def _parse_str(p: Parser, name: str) -> Attribute:
    """A StrAttr has a known storage type: no `: type` suffix is read (`torch.attr "b" : t`)."""
    if p.kind != "string":
        raise p.fail_token("expected attribute value")
    return at.StringAttr(p._parse_string_literal())


def _parse_symbol_ref(p: Parser, name: str) -> Attribute:
    """`parseAttribute<SymbolRefAttr>`: any attribute is read, then its kind checked."""
    if p.kind == "at":
        return p.symbol_ref_attr()
    span = p.span
    p.parse_attribute()
    raise p.custom_error("invalid kind of attribute specified", span)


def _parse_type_attr(p: Parser, name: str) -> Attribute:
    return at.TypeAttr(p.parse_type())


def _print_type_attr(printer: OpAsmPrinter, attr: Attribute) -> None:
    if isinstance(attr, at.TypeAttr):
        printer.print_type(attr.value)
    else:
        printer.print_attribute(attr)


def _starts_type(p: Parser) -> bool:
    return p.kind in ("(", "exclaim") or (p.kind == "bare" and p._starts_type(p.text))


def dense_array_kind(name: str, element: ty.Type) -> AttrKind:
    """`DenseI64ArrayAttr` and friends: `[1, 2, 3]`."""

    def parse(p: Parser, attr_name: str) -> Attribute:
        p.expect("[", "expected '['")
        values: list[int | float] = []
        if not p.consume_if("]"):
            while True:
                negative = p.consume_if("-")
                if p.kind == "integer":
                    value: int | float = integer_value(p.text)
                elif p.kind == "float" and isinstance(element, ty.FloatType):
                    value = float(p.text)
                elif p.kind == "bare" and p.text in ("true", "false") and element == ty.I1:
                    value = 1 if p.text == "true" else 0
                else:
                    raise p.fail_token("expected integer value")
                p.advance()
                values.append(-value if negative else value)
                if not p.consume_if(","):
                    break
            p.expect("]", "expected ']'")
        return at.DenseArrayAttr(element, values)

    def print_(printer: OpAsmPrinter, attr: Attribute) -> None:
        if isinstance(attr, at.DenseArrayAttr):
            if element == ty.I1:
                printer.write("[" + ", ".join("true" if v else "false" for v in attr.values) + "]")
            else:
                printer.write("[" + ", ".join(str(v) for v in attr.values) + "]")
        else:
            printer.print_attribute(attr)

    return AttrKind(name, parse, print_, lambda p: p.kind == "[")


def enum_kind(
    name: str,
    cases: Sequence[str],
    *,
    attr_name_in_message: bool = True,
    dialect: str | None = None,
    mnemonic: str | None = None,
    values: Sequence[int] | None = None,
    int_type: ty.Type = ty.I64,
) -> AttrKind:
    """An enum attribute printed as its keyword.

    Stored as `IntegerAttr(value : i64)` (I64EnumAttr/I32EnumAttr), or as the
    dialect attribute `#dialect.mnemonic<case>` when `dialect` is given (EnumAttr).
    """
    numbers = list(values) if values is not None else list(range(len(cases)))
    by_name = dict(zip(cases, numbers, strict=True))
    by_value = {v: c for c, v in by_name.items()}

    def parse(p: Parser, attr_name: str) -> Attribute:
        if p.kind not in ("bare", "string") or (p.text.strip('"') not in by_name):
            raise p.custom_error(
                "expected string or keyword containing one of the following enum values for "
                f"attribute '{attr_name}' [{', '.join(cases)}]",
                p.span,
            )
        word = p.text.strip('"')
        p.advance()
        if dialect is not None:
            return at.DialectAttr(dialect, mnemonic or "", word)
        return at.IntegerAttr(by_name[word], int_type)

    def print_(printer: OpAsmPrinter, attr: Attribute) -> None:
        printer.write(enum_keyword(attr, by_value))

    summary = None
    if dialect is not None:
        storage = dialect_storage(dialect, mnemonic or "")
    else:
        known = frozenset(numbers)
        width = getattr(int_type, "width", 64)
        summary = f"allowed {width}-bit signless integer cases: {', '.join(map(str, numbers))}"

        def storage(attr: Attribute) -> bool:
            # I64EnumAttr/I32EnumAttr: an integer naming one of the cases
            return (
                isinstance(attr, at.IntegerAttr) and attr.type == int_type and attr.value in known
            )

    return AttrKind(
        name,
        parse,
        print_,
        lambda p: p.kind == "bare" and p.text in by_name,
        storage,
        summary=summary,
        cases=tuple(cases),
    )


def dialect_storage(dialect: str, mnemonic: str) -> Callable[[Attribute], bool]:
    """The storage test of a kind whose values are `#dialect.mnemonic<...>` attributes."""

    def storage(attr: Attribute) -> bool:
        return isinstance(attr, at.DialectAttr) and (attr.dialect, attr.name) == (dialect, mnemonic)

    return storage


def enum_keyword(attr: Attribute, by_value: dict[int, str]) -> str:
    if isinstance(attr, at.IntegerAttr):
        return by_value.get(attr.value, str(attr.value))
    if isinstance(attr, at.DialectAttr) and attr.body is not None:
        return attr.body
    return str(attr)


_ENUM_VALUES = re.compile(r"enum values for attribute '([^']+)' \[([^\]]*)\]")
_FIELD_ENUM = re.compile(r"expected ([\w:]+) to be one of: (.*)$")
_ONE_OF = re.compile(r"expected one of \[([^\]]*)\] for (.+?)(?:, got: .*)?$")


def message_cases(message: str) -> tuple[str, tuple[str, ...]] | None:
    """(name, cases) from an enum parser's error, for parsers whose kind does not list its
    `cases` (hand-written C++ parsers, and completion after any text): OpFormatGen's
    `expected string or keyword containing one of the following enum values for attribute
    'predicate' [eq, ne, ...]` (`enum_kind`), an EnumAttr's FieldParser `expected ::ns::E to
    be one of: a, b` (name `E`), or a keyword enum's `expected one of [none, nsw, nuw] for
    overflow flags` (name `overflow flags`, `DialectAttrBody`); None for other messages."""
    m = _ENUM_VALUES.search(message)
    if m is not None:
        name, cases = m.group(1), m.group(2)
    elif (m := _FIELD_ENUM.search(message)) is not None:
        name, cases = m.group(1).rsplit("::", 1)[-1], m.group(2)
    elif (m := _ONE_OF.search(message)) is not None:
        name, cases = m.group(2), m.group(1)
    else:
        return None
    return name, tuple(w.strip() for w in cases.split(",") if w.strip())


def flags_kind(
    name: str,
    dialect: str,
    mnemonic: str,
    cases: Sequence[str],
    separator: str = ", ",
    enum_name: str = "",
) -> AttrKind:
    """A bit-enum attribute written `<a, b>` after a keyword (`fastmath<fast>`)."""

    # `name` is the ODS attribute def, which upstream's second error names
    body = DialectAttrBody(
        dialect, mnemonic, cases, separator, enum_name, name if enum_name else ""
    )

    def parse(p: Parser, attr_name: str) -> Attribute:
        return body.parse(p)

    def print_(printer: OpAsmPrinter, attr: Attribute) -> None:
        if isinstance(attr, at.DialectAttr) and attr.body is not None:
            printer.write(f"<{attr.body}>")
        else:
            printer.print_attribute(attr)

    return AttrKind(
        name, parse, print_, lambda p: p.kind == "<", dialect_storage(dialect, mnemonic)
    )


@dataclass(frozen=True, slots=True)
class DialectAttrBody:
    """`<` case (`,` case)* `>`: the body of a bit-enum dialect attribute."""

    dialect: str
    mnemonic: str
    cases: Sequence[str]
    separator: str = ", "
    #: The C++ enum (`::mlir::arith::FastMathFlags`): upstream's generated parser names it
    #: in "expected <enum> to be one of: ...", at the wrong keyword.
    enum_name: str = ""
    #: The ODS attribute def (`Arith_FastMathAttr`): its generated parser adds "failed to
    #: parse <def> parameter 'value' ..." at the next token.
    attr_def: str = ""

    def parse(self, p: Parser) -> Attribute:
        p.expect("<", "expected '<'")
        words: list[str] = []
        while True:
            if self.enum_name and (p.kind != "bare" or p.text not in self.cases):
                failure = p.custom_error(
                    f"expected {self.enum_name} to be one of: {', '.join(self.cases)}", p.span
                )
                if self.attr_def:
                    if p.kind == "bare":
                        p.advance()
                    p.custom_error(
                        f"failed to parse {self.attr_def} parameter 'value' which is to be a "
                        f"`{self.enum_name}`",
                        p.span,
                    )
                raise failure
            if p.kind != "bare" or p.text not in self.cases:
                raise p.fail_token(
                    f"expected one of [{', '.join(self.cases)}] for {self.mnemonic} flags"
                )
            words.append(p.text)
            p.advance()
            if not p.consume_if(","):
                break
        p.expect(">", "expected '>'")
        return at.DialectAttr(self.dialect, self.mnemonic, self.separator.join(words))


def _parse_bool(p: Parser, name: str) -> Attribute:
    if p.kind == "bare" and p.text in ("true", "false"):
        value = p.text == "true"
        p.advance()
        return at.TRUE if value else at.FALSE
    raise p.fail_token("expected attribute value")


_KINDS: dict[str, AttrKind] = {}


def register_kind(kind: AttrKind, *aliases: str) -> AttrKind:
    _KINDS[kind.name] = kind
    for alias in aliases:
        _KINDS[alias] = kind
    return kind


def lookup_kind(name: str) -> AttrKind:
    found = _KINDS.get(name)
    if found is not None:
        return found
    if name.startswith("TypeAttrOf") or name.startswith("TypeAttr"):
        return _KINDS["TypeAttr"]
    return ANY


for _name, _type in (
    ("I1Attr", ty.I1),
    ("I8Attr", ty.I8),
    ("I16Attr", ty.I16),
    ("I32Attr", ty.I32),
    ("I64Attr", ty.I64),
    ("SI32Attr", ty.IntegerType(32, "s")),
    ("SI64Attr", ty.IntegerType(64, "s")),
    ("UI32Attr", ty.IntegerType(32, "u")),
    ("UI64Attr", ty.IntegerType(64, "u")),
    ("IndexAttr", ty.INDEX),
    ("F32Attr", ty.F32),
    ("F64Attr", ty.F64),
):
    register_kind(typed_kind(_name, _type), "Confined<" + _name + ">")
for _name, _type in (
    ("DenseI64ArrayAttr", ty.I64),
    ("DenseI32ArrayAttr", ty.I32),
    ("DenseI16ArrayAttr", ty.I16),
    ("DenseI8ArrayAttr", ty.I8),
    ("DenseBoolArrayAttr", ty.I1),
    ("DenseF32ArrayAttr", ty.F32),
    ("DenseF64ArrayAttr", ty.F64),
):
    register_kind(dense_array_kind(_name, _type))
register_kind(AttrKind("StrAttr", _parse_str, _print_any, lambda p: p.kind == "string"))
register_kind(
    AttrKind("SymbolRefAttr", _parse_symbol_ref, _print_any, lambda p: p.kind == "at"),
    "FlatSymbolRefAttr",
)
register_kind(AttrKind("TypeAttr", _parse_type_attr, _print_type_attr, _starts_type))
register_kind(
    AttrKind(
        "BoolAttr",
        _parse_bool,
        _print_any,
        lambda p: p.kind == "bare" and p.text in ("true", "false"),
    )
)
