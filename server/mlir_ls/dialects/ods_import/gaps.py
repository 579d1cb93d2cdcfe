"""Ops a hand-written dialect leaves to its placeholder, taken from the dialect's ODS import.

A hand-written dialect described in part (`nvvm`, `bufferization`, ...) gives the names it
does not describe a `PLACEHOLDER` spec: a tolerant parse and the "unknown operation"
warning. When upstream's `.td` files define such an op, the registry of the tools
(`loader.registry_for`) takes it from them instead (`Registry.op_fallback`), op by op: the
hand-written specs keep precedence, the imported op fills the gap with its format,
constraints, traits, documentation and `.td` location.

The imported op lives beside the hand-written dialect, so what its format reads of the
dialect's own attributes and types must be what the hand-written dialect makes of them
(the generic form and the other ops read them through it): an attribute variable whose
`EnumAttr`/`AttrDef` belongs to the dialect reads through the hand-written dialect's format
kind of that mnemonic (`nvvm.mem_scope`: `<cta>` with upstream's messages), else its
`parse_attribute` hook at the stripped `<...>` (`#nvvm.shape`'s struct); a `type($x)`
written stripped (`<1>` for `!llvm.ptr<1>`, `printStrippedAttrOrType`) reads through the
hand-written `parse_type` of the type's dialect.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import elements as el
from mlir_ls.dialects.assembly_format.attr_kinds import ANY, AttrKind, lookup_kind
from mlir_ls.dialects.ods_import.stripped import StrippedTypeOf
from mlir_ls.ir.spec import PLACEHOLDER, DialectSpec, OpSpec
from mlir_ls.parser.dialect_body import scan_body
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.ir import attributes as at
    from mlir_ls.ir import types as ty
    from mlir_ls.ir.core import Operation
    from mlir_ls.parser import Parser

#: (parser, name after the namespace, body span) -> the dialect's value, or None.
_Hook = Callable[[Any, str, Any], Any]


def gap_ops(
    hand: DialectSpec,
    imported: DialectSpec,
    model: dict[str, Any],
    dialects: Callable[[str], DialectSpec | None],
) -> dict[str, OpSpec]:
    """The ops of `imported` (the same namespace's ODS import) that `hand` leaves to a
    placeholder, reading the attributes and types of the hand-written dialects (`dialects`:
    namespace -> its hand-written dialect, None for others) as those dialects do."""
    owners = _attribute_owners(model)
    gaps: dict[str, OpSpec] = {}
    for name, spec in imported.ops.items():
        if name in hand.ops or hand.placeholder is None:
            continue
        stand_in = hand.placeholder(name)
        if stand_in is None or PLACEHOLDER not in stand_in.traits:
            continue  # a name the dialect rejects, or describes in its placeholder hook
        if spec.format is not None:
            spec.format.elements = _hosted(spec.format.elements, owners, dialects)
        gaps[name] = spec
    return gaps


def _attribute_owners(model: dict[str, Any]) -> dict[str, tuple[str, str]]:
    """Format kind name (`ods:<record>`) -> (dialect, mnemonic) of the dialect attributes and
    `EnumAttr`s of `model`."""
    owners: dict[str, tuple[str, str]] = {}
    for record, enum in (model.get("enums") or {}).items():
        if enum.get("attr") and enum.get("dialect") and enum.get("mnemonic"):
            owners[f"ods:{record}"] = (str(enum["dialect"]), str(enum["mnemonic"]))
    for dialect in model.get("dialects") or []:
        for adef in dialect.get("attrs") or []:
            if adef.get("mnemonic") and f"ods:{adef['def']}" not in owners:
                owners[f"ods:{adef['def']}"] = (str(dialect["name"]), str(adef["mnemonic"]))
    return owners


def _hosted(
    elements: tuple[el.Element, ...],
    owners: dict[str, tuple[str, str]],
    dialects: Callable[[str], DialectSpec | None],
) -> tuple[el.Element, ...]:
    def host(element: el.Element, _followers: tuple[el.Element, ...]) -> el.Element:
        if isinstance(element, el.AttrVar):
            owner = owners.get(element.kind.name)
            if owner is None:
                return element
            dialect = dialects(owner[0])
            if dialect is None:
                return element
            kind = _host_attr_kind(element.kind, dialect, owner[1])
            if kind is element.kind:
                return element
            return replace(element, kind=kind)
        if isinstance(element, StrippedTypeOf):
            dialect = dialects(element.dialect)
            if dialect is None or dialect.parse_type is None:
                return element
            given = {f.name: getattr(element, f.name) for f in fields(element)}
            return HostedTypeOf(**given, hook=dialect.parse_type)
        return element

    return el.map_elements(elements, host)


def _host_attr_kind(base: AttrKind, dialect: DialectSpec, mnemonic: str) -> AttrKind:
    """`base` reading the stripped form through the hand-written dialect: its format kind of
    `#dialect.mnemonic` (its `DialectEnum`s register `dialect.mnemonic`), else its
    `parse_attribute` hook at `<...>`. The full form (`#nvvm.mem_scope<cta>`, which
    `parseCustomAttributeWithFallback` also accepts) is `base`'s: the dialect's hook reads it."""
    own = lookup_kind(f"{dialect.name}.{mnemonic}")
    hook = dialect.parse_attribute
    if own is ANY and hook is None:
        return base

    full = f"#{dialect.name}.{mnemonic}"

    def parse(p: Parser, attr_name: str) -> at.Attribute:
        if p.kind == "hash":
            if own is ANY and p.text == full and p.src.startswith("<", p.end):
                # `#nvvm.permute_mode<...>`: the dialect's hook first, else `base` reads the
                # body (the hand-written dialect does not know this attribute)
                p.advance()
                found = _through_hook(p, hook, mnemonic) if hook is not None else None
                return found if found is not None else base.parse(p, attr_name)
            return base.parse(p, attr_name)
        if own is not ANY:
            return own.parse(p, attr_name)
        if p.kind == "<" and hook is not None:
            found = _through_hook(p, hook, mnemonic)
            if found is not None:
                return found
        return base.parse(p, attr_name)

    def starts(p: Parser) -> bool:
        return p.kind == "hash" or (own if own is not ANY else base).starts(p)

    return replace(
        base,
        parse=parse,
        print=own.print if own is not ANY else base.print,
        starts=starts,
        cases=own.cases if own is not ANY else base.cases,
    )


def _through_hook(p: Parser, hook: _Hook, mnemonic: str) -> Any:
    """What the dialect's hook makes of `<...>` at the cursor read as `!d.mnemonic<...>` /
    `#d.mnemonic<...>` (None, nothing consumed: the hook does not know the mnemonic)."""
    start = p.start
    end, problem = scan_body(p.src, start)
    if problem is not None:
        return None  # the caller's own reading reports it
    found = hook(p, mnemonic, Span(start + 1, end - 1))
    if found is None:
        p.reset(start)
    return found


# (no `slots=True`: slots made again for the compiled base's fields would hide them)
@dataclass(frozen=True)
class HostedTypeOf(StrippedTypeOf):
    """`type($x)` written stripped, whose type's dialect is hand-written: the parameters read
    by that dialect's `parse_type` (`<1>` is `!llvm.ptr<1>` as the llvm dialect makes it)."""

    hook: _Hook | None = None

    def parse(self, p: Parser, op: Operation, st: el.ParseState) -> None:
        if p.kind == "<" and self.hook is not None:
            found: ty.Type | None = _through_hook(p, self.hook, self.mnemonic)
            if found is not None:
                st.types[self.name] = [found]
                return
        StrippedTypeOf.parse(self, p, op, st)
