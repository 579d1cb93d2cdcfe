"""The DLTI dialect (data layout and target information): its attributes.

DLTI has no ops; its attributes describe data layouts and targets (DLTI.cpp):

    dl-entry-attr ::= `#dlti.dl_entry` `<` (type | quoted-string) `,` attr `>`
    dl-spec-attr  ::= `#dlti.dl_spec` `<` entry-list? `>`
    map-attr      ::= `#dlti.map` `<` entry-list? `>`
    dev-spec-attr ::= `#dlti.target_device_spec` `<` entry-list `>`      (string keys)
    sys-spec-attr ::= `#dlti.target_system_spec` `<` entry-list `>`      (string keys)
    entry-list    ::= entry (`,` entry)*
    entry         ::= ((type | quoted-string) `=` attr) | dl-entry-attr

Every entry is a (key, value) pair, however it was written: upstream prints the
lists as `key = value` (`#dlti.dl_spec<"dlti.endianness" = "big">`, the old
`#dlti.dl_entry<...>` elements included) and `dl_entry` itself as `<key, value>`.
Keys go to a plain stream (no aliases: `keyToStr`), values through the printer (with
aliases). `DLTIAttr` carries the entries as a `StructuredAttr` (mlir_ls.ir.structured):
`print_params` prints them, `children()` are the values it passes through the printer.

Checks: upstream's `verifyEntries` at parse time (reported at the mnemonic), and
`DLTIDialect::verifyOperationAttribute` for the `dlti.*` attributes of ops, with the
dialect's own entries (`"dlti.endianness"`, ...) of a module's data layout.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import DialectSpec
from mlir_ls.ir.structured import AttrPrinter, StructuredAttr
from mlir_ls.syntax.lexer import unescape_string
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser

#: An entry key: a type or a string attribute.
Key = ty.Type | at.StringAttr

DL_ENTRY = "dl_entry"
DL_SPEC = "dl_spec"
MAP = "map"
DEVICE_SPEC = "target_device_spec"
SYSTEM_SPEC = "target_system_spec"
#: List attributes: name -> (types allowed as keys, empty list allowed).
_LISTS = {
    DL_SPEC: (True, True),
    MAP: (True, True),
    DEVICE_SPEC: (False, False),
    SYSTEM_SPEC: (False, False),
}


class DLTIAttr(StructuredAttr):
    """`#dlti.<name><...>` with its entries, `(key, value)` pairs, in `params`."""

    __slots__ = ()

    def __init__(self, name: str, entries: Sequence[tuple[Key, at.Attribute]]) -> None:
        super().__init__("dlti", name, None, None, tuple(entries))

    @property
    def entries(self) -> tuple[tuple[Key, at.Attribute], ...]:
        return self.params

    def _key(self) -> tuple[Any, ...]:
        return ("dlti", self.name, self.params)

    # ---- the StructuredAttr protocol ------------------------------------------------------

    def print_params(self, printer: AttrPrinter) -> str:
        """`<key, value>` (dl_entry) or `<key = value, ...>`: keys go to the stream (no
        aliases: upstream's `keyToStr`), values through the printer."""
        if self.name == DL_ENTRY:
            key, value = self.params[0]
            return f"<{printer.plain(key)}, {printer.attr(value)}>"
        entries = ", ".join(f"{printer.plain(k)} = {printer.attr(v)}" for k, v in self.params)
        return f"<{entries}>"

    def children(self) -> tuple[at.Attribute, ...]:
        """What the print passes through the printer (the values), in order."""
        return tuple(value for _, value in self.params)


# ---- parsing ------------------------------------------------------------------------------


def parse_dlti_attribute(p: Parser, name: str, body: Span | None) -> at.Attribute | None:
    """DLTIDialect::parseAttribute: the cursor is at the body's `<` (if any)."""
    name_span = Span(p.prev_end - len(name), p.prev_end)
    if not name:  # `#dlti<...>`: the mnemonic is the body's first keyword
        p.consume_if("<")
        raise p.fail_token("expected valid keyword")
    if name == DL_ENTRY:
        if body is None:
            raise p.fail_token("expected '<'")
        return DLTIAttr(DL_ENTRY, [_parse_entry_attr(p)])
    if name not in _LISTS:
        raise p.fail(f"unknown attribute `{name}` in dialect `dlti`", name_span)
    try_type, allow_empty = _LISTS[name]
    entries: list[tuple[Key, at.Attribute]] = []
    if body is not None:
        p.expect("<", "expected '<'")
        if p.kind != ">":
            while True:
                entries.append(_parse_entry(p, try_type))
                if not p.consume_if(","):
                    break
        p.expect(">", "expected '>'")
    if not entries and not allow_empty:
        raise p.fail("no DLTI entries provided", name_span)
    problem = _verify_entries(name, entries)
    if problem is not None:
        raise p.fail(problem, name_span)
    return DLTIAttr(name, entries)


def _parse_entry_attr(p: Parser) -> tuple[Key, at.Attribute]:
    """DataLayoutEntryAttr::parse: `<` (type | quoted-string) `,` attr `>`."""
    p.expect("<", "expected '<'")
    key: Key | None = p.parse_optional_type()
    if key is None:
        if p.kind != "string":
            raise p.fail("expected a type or a quoted string")
        key = at.StringAttr(unescape_string(p.text))
        p.advance()
    p.expect(",", "expected ','")
    value = p.parse_attribute()
    p.expect(">", "expected '>'")
    return key, value


def _parse_entry(p: Parser, try_type: bool) -> tuple[Key, at.Attribute]:
    """parseKeyValuePair: `key = value`, or a `#dlti.dl_entry<...>` attribute."""
    if try_type:
        key = p.parse_optional_type()
        if key is not None:
            p.expect("=", "expected '='")
            return key, p.parse_attribute()
    if p.kind == "string":
        string = at.StringAttr(unescape_string(p.text))
        p.advance()
        p.expect("=", "expected '='")
        return string, p.parse_attribute()
    span = p.span
    entry = p.parse_attribute()
    if isinstance(entry, DLTIAttr) and entry.name == DL_ENTRY:
        return entry.entries[0]
    raise p.fail("invalid kind of attribute specified", span)


def _key_text(key: Key) -> str:
    return at.quote_string(key.value) if isinstance(key, at.StringAttr) else str(key)


def _verify_entries(name: str, entries: list[tuple[Key, at.Attribute]]) -> str | None:
    """verifyEntries (and TargetSystemSpecAttr::verify): the first problem, or None."""
    seen: set[Key] = set()
    for key, value in entries:
        if isinstance(key, ty.Type) and name in (DEVICE_SPEC, SYSTEM_SPEC):
            if name == SYSTEM_SPEC:
                return "non-string key of DLTI system spec"
            return "type as DLTI key is not allowed"
        if isinstance(key, at.StringAttr) and not key.value:
            return "empty string as DLTI key is not allowed"
        if name == SYSTEM_SPEC and not (isinstance(value, DLTIAttr) and value.name == DEVICE_SPEC):
            return f"value associated with key {_key_text(key)} is not a DLTI device spec"
        if key in seen:
            return f"repeated DLTI key: {_key_text(key)}"
        seen.add(key)
    return None


# ---- verification of `dlti.*` op attributes ---------------------------------------------

#: DLTIDialect's attribute names and the attribute each must hold.
_OP_ATTRIBUTES = {"dlti.dl_spec": DL_SPEC, "dlti.target_system_spec": SYSTEM_SPEC, "dlti.map": MAP}
#: The dialect's data layout entries (DLTIDialect::k...Key) other than endianness.
_LAYOUT_KEYS = frozenset(
    {
        "dlti.default_memory_space",
        "dlti.alloca_memory_space",
        "dlti.program_memory_space",
        "dlti.global_memory_space",
        "dlti.stack_alignment",
        "dlti.function_pointer_alignment",
        "dlti.mangling_mode",
    }
)
_ENDIANNESS = "dlti.endianness"


def verify_dlti_op_attribute(op: Operation, name: str, value: object, ctx: VerifyContext) -> None:
    """DLTIDialect::verifyOperationAttribute."""
    expected = _OP_ATTRIBUTES.get(name)
    if expected is None:
        ctx.plain_error(op, f"attribute '{name}' not supported by dialect")
        return
    if not (isinstance(value, DLTIAttr) and value.name == expected):
        ctx.plain_error(op, f"'{name}' is expected to be a #dlti.{expected} attribute")
        return
    if expected == DL_SPEC and op.name == "builtin.module":
        problem = _verify_layout_entries(value)
        if problem is not None:
            ctx.plain_error(op, problem)


def _verify_layout_entries(spec: DLTIAttr) -> str | None:
    """The dialect's `verifyEntry` for the `dlti.`-named entries of a module's layout."""
    for key, value in spec.entries:
        if not isinstance(key, at.StringAttr) or not key.value.startswith("dlti."):
            continue
        if key.value == _ENDIANNESS:
            if not (isinstance(value, at.StringAttr) and value.value in ("big", "little")):
                return (
                    f"'{_ENDIANNESS}' data layout entry is expected to be either 'big' or 'little'"
                )
        elif key.value not in _LAYOUT_KEYS:
            return f"unknown data layout entry name: {key.value}"
    return None


DLTI = DialectSpec("dlti", "Data layout and target information (attributes only).")
DLTI.parse_attribute = parse_dlti_attribute
DLTI.verify_op_attribute = verify_dlti_op_attribute
