"""Dialect attributes that print their parameters through the printer.

Upstream, a dialect prints its attributes through a `DialectAsmPrinter`: what the
hook passes through the printer (`printer << attr`, `printStrippedAttrOrType`) uses
the aliases the printer hoisted and is what alias collection visits; what it writes
straight to the stream (`printer.getStream() << key`) is neither. A dialect attribute
kept as values rather than text (`StructuredAttr`) states that contract here, so the
printer layer can honour it without knowing the dialect (this module sits in `ir`,
below both):

* `print_params(printer)`: everything after `#dialect.mnemonic`: `<...>`, or "" when
  there is nothing to print (`#llvm.di_null_type`); nested values go through
  `printer`, an `AttrPrinter`;
* `children()`: the attributes and types `print_params` passes through the printer,
  in printing order (upstream's alias collection visits exactly those);
* `alias_name()`: the alias the dialect's `OpAsmDialectInterface::getAlias` gives the
  attribute (`di_file` for `#di_file = #llvm.di_file<...>`), or None.

The printer (`mlir_ls.printer.attrs.AttrTypePrinter`) is the `AttrPrinter` that
prints with aliases; `PLAIN` prints without them and gives `str()` its spelling.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from mlir_ls.compiled import mypyc_attr
from mlir_ls.ir.attributes import Attribute, DialectAttr, DistinctAttr, UnitAttr
from mlir_ls.ir.types import Type


class AttrPrinter(Protocol):
    """What a `StructuredAttr` prints its nested values through (upstream's
    `DialectAsmPrinter`)."""

    def attr(self, a: Attribute) -> str:
        """`printer << attr`: the alias when one was hoisted, else the full spelling."""
        ...

    def type(self, t: Type) -> str:
        """`printer << type`: the alias when one was hoisted, else the full spelling."""
        ...

    def plain(self, value: Attribute | Type) -> str:
        """`printer.getStream() << value`: the full spelling, never an alias."""
        ...

    def stripped(self, a: Attribute) -> str:
        """`printStrippedAttrOrType`: the alias when one was hoisted, else a dialect
        attribute without its `#dialect.mnemonic` (`without_mnemonic`)."""
        ...


@mypyc_attr(allow_interpreted_subclasses=True)
class StructuredAttr(DialectAttr):
    """A dialect attribute whose parameters are values that print through the printer."""

    __slots__ = ()

    def print_params(self, printer: AttrPrinter) -> str:
        """The spelling after `#dialect.mnemonic` (`<...>`, or "" for none)."""
        raise NotImplementedError

    def children(self) -> Iterable[Attribute | Type]:
        """The attributes and types `print_params` prints through the printer, in order."""
        return ()

    def alias_name(self) -> str | None:
        """The alias name upstream's dialect gives this attribute, or None."""
        return None

    def head(self) -> str:
        """`#dialect.mnemonic` (`#dialect` without a mnemonic)."""
        return f"#{self.dialect}.{self.name}" if self.name else f"#{self.dialect}"

    def __str__(self) -> str:
        text = self.head() + self.print_params(PLAIN)
        return text if self.type is None else f"{text} : {self.type}"


def without_mnemonic(a: Attribute, spelled: str) -> str:
    """What `printStrippedAttrOrType` prints for `a`, spelled `spelled` in full, when it
    has no alias: a dialect attribute's parameters after `#dialect.mnemonic` (`<...>`).
    Attributes without a mnemonic, with a type, or printing no parameters keep their
    full spelling (upstream falls back to it when the stripped print writes nothing)."""
    if not isinstance(a, DialectAttr) or not a.name or a.type is not None:
        return spelled
    head = f"#{a.dialect}.{a.name}<"
    if spelled.startswith(head) and spelled.endswith(">"):
        return spelled[len(head) - 1 :]
    return spelled


class PlainPrinter:
    """The `AttrPrinter` without aliases: every value in its full spelling."""

    def attr(self, a: Attribute) -> str:
        if isinstance(a, DistinctAttr) and isinstance(a.referenced, UnitAttr):
            return f"distinct[{a.id}]<>"
        return str(a)

    def type(self, t: Type) -> str:
        return str(t)

    def plain(self, value: Attribute | Type) -> str:
        return self.attr(value) if isinstance(value, Attribute) else str(value)

    def stripped(self, a: Attribute) -> str:
        return without_mnemonic(a, self.attr(a))


#: The alias-free printer (`str()` of structured attributes).
PLAIN = PlainPrinter()

__all__ = ["PLAIN", "AttrPrinter", "PlainPrinter", "StructuredAttr", "without_mnemonic"]
