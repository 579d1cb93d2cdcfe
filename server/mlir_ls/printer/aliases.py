"""Alias hoisting as upstream's `AliasInitializer` does it.

Every attribute and type the printer will print is visited in printing order
(nested ones first reach their children: a `StructuredAttr`'s `children()`); those
with an alias name (`map`, `set`, `loc`, `distinct`, `tuple` for tuples of more than
16 types, a `StructuredAttr`'s `alias_name()`, and dialect names from
`DIALECT_ALIASES`) become aliases. An alias's depth is one more than the deepest
alias it uses (1 for one that uses none); aliases are ordered by depth (an alias is
defined after the aliases it uses), types before attributes, then by name (visiting
order among equals), and numbered per name in that order: `#map`, `#map1`, ...
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.structured import StructuredAttr
from mlir_ls.printer.affine import canonical_map, canonical_set, is_identity_map

#: Alias names that upstream dialects give their attributes (`OpAsmDialectInterface::getAlias`),
#: by (dialect, attribute mnemonic), for dialect attributes kept as text (a
#: `StructuredAttr` names its own alias).
DIALECT_ALIASES: dict[tuple[str, str], str] = {
    ("sparse_tensor", "encoding"): "sparse",
    ("ml_program", "extern"): "extern",
}


@dataclass(slots=True)
class _Info:
    alias: str | None
    is_type: bool
    depth: int = 0
    order: int = 0


@dataclass(slots=True)
class Alias:
    """One hoisted alias: the aliased value, its spelling (`#map1`), and whether a type."""

    value: Any
    name: str
    is_type: bool


def _sanitize_alias(name: str) -> str:
    out = []
    for char in name:
        if (char.isalnum() and char.isascii()) or char in "$_-":
            out.append(char)
        elif char == " ":
            out.append("_")
        else:
            out.append(f"{ord(char):X}")
    text = "".join(out)
    if text and text[0].isdigit():
        return "_" + text
    if text and text[-1].isdigit():
        return text + "_"
    return text


def alias_key(a: Any) -> Any:
    """The value that identifies an attribute as upstream uniques it (canonical affine forms)."""
    if isinstance(a, at.AffineMapAttr):
        return at.AffineMapAttr(canonical_map(a.value))
    if isinstance(a, at.IntegerSetAttr):
        return at.IntegerSetAttr(canonical_set(a.value))
    return a


def attr_alias_name(a: at.Attribute) -> str | None:
    """The alias name upstream gives `a` (before numbering), or None."""
    if isinstance(a, at.AffineMapAttr):
        return "map"
    if isinstance(a, at.IntegerSetAttr):
        return "set"
    if isinstance(a, at.LocationAttr):
        return "loc"
    if isinstance(a, at.DistinctAttr):
        return None if isinstance(a.referenced, at.UnitAttr) else "distinct"
    if isinstance(a, StructuredAttr):
        try:
            return a.alias_name()
        except Exception:  # a failing dialect hook: no alias, the attribute prints inline
            return None
    if isinstance(a, at.DialectAttr):
        return DIALECT_ALIASES.get((a.dialect, a.name))
    return None


def structured_children(a: StructuredAttr) -> Iterable[at.Attribute | ty.Type]:
    """`a.children()`, or nothing when the dialect hook fails (the printer never raises)."""
    try:
        return list(a.children())
    except Exception:
        return ()


def type_alias_name(t: ty.Type) -> str | None:
    if isinstance(t, ty.TupleType) and len(t.types) > 16:
        return "tuple"
    return None


@dataclass(slots=True)
class AliasCollector:
    """Visits attributes and types in printing order; `aliases()` gives the hoisted ones."""

    entries: dict[Any, _Info] = field(default_factory=dict)
    _seen_ids: dict[int, int] = field(default_factory=dict)
    _keep: list[Any] = field(default_factory=list)

    def visit_type(self, t: ty.Type) -> int:
        if isinstance(t, ty.IntegerType | ty.IndexType | ty.FloatType | ty.NoneType):
            return 0
        info = self.entries.get(t)
        if info is not None:
            return info.depth
        info = _Info(type_alias_name(t), True, order=len(self.entries))
        if info.alias is not None:
            info.depth = 1
        self.entries[t] = info
        depth = 0
        if isinstance(t, ty.MemRefType):
            depth = max(depth, self.visit_type(t.element_type))
            layout = t.layout
            if layout is not None and not (
                isinstance(layout, at.AffineMapAttr) and is_identity_map(layout.value)
            ):
                depth = max(depth, self.visit_attr(layout))
            if t.memory_space is not None:
                depth = max(depth, self.visit_attr(t.memory_space))
        elif isinstance(t, ty.RankedTensorType):
            depth = self.visit_type(t.element_type)
            if t.encoding is not None:
                depth = max(depth, self.visit_attr(t.encoding))
        elif isinstance(t, ty.UnrankedMemRefType):
            depth = self.visit_type(t.element_type)
            if t.memory_space is not None:
                depth = max(depth, self.visit_attr(t.memory_space))
        elif isinstance(t, ty.VectorType | ty.UnrankedTensorType | ty.ComplexType):
            depth = self.visit_type(t.element_type)
        elif isinstance(t, ty.FunctionType):
            for sub in (*t.inputs, *t.results):
                depth = max(depth, self.visit_type(sub))
        elif isinstance(t, ty.TupleType):
            for sub in t.types:
                depth = max(depth, self.visit_type(sub))
        if depth:
            info.depth = depth + 1
        return info.depth

    def visit_attr(self, a: at.Attribute, elide_type: bool = False) -> int:
        if isinstance(a, at.UnitAttr | at.BoolAttr | at.IntegerAttr | at.FloatAttr):
            return 0
        if isinstance(a, at.StringAttr) and a.type is None:
            return 0
        known = self._seen_ids.get(id(a))
        if known is not None:
            return known
        original = a
        a = alias_key(a)
        info = self.entries.get(a)
        if info is not None:
            if not isinstance(original, at.DistinctAttr):
                # an equal attribute was visited: this object answers as it did, by id
                # (kept alive: a freed object's id could name another)
                self._seen_ids[id(original)] = info.depth
                self._keep.append(original)
            return info.depth
        info = _Info(attr_alias_name(a), False, order=len(self.entries))
        if info.alias is not None:
            info.depth = 1
        self.entries[a] = info
        depth = 0
        if isinstance(a, at.DistinctAttr):
            depth = self.visit_attr(a.referenced)
        elif isinstance(a, at.DictionaryAttr):
            for value in a.entries.values():
                depth = max(depth, self.visit_attr(value))
        elif isinstance(a, at.ArrayAttr):
            for element in a.elements:
                depth = max(depth, self.visit_attr(element))
        elif isinstance(a, at.TypeAttr):
            depth = self.visit_type(a.value)
        elif isinstance(a, at.NameLoc):
            if a.child is not None and not isinstance(a.child, at.UnknownLoc):
                depth = self.visit_attr(a.child)
        elif isinstance(a, at.CallSiteLoc):
            depth = max(self.visit_attr(a.callee), self.visit_attr(a.caller))
        elif isinstance(a, at.FusedLoc):
            if a.metadata is not None:
                depth = self.visit_attr(a.metadata)
            for loc in a.locations:
                depth = max(depth, self.visit_attr(loc))
        elif isinstance(a, at.OpaqueLoc):
            depth = self.visit_attr(a.attr)
        elif isinstance(a, StructuredAttr):
            for child in structured_children(a):
                if isinstance(child, ty.Type):
                    depth = max(depth, self.visit_type(child))
                else:
                    depth = max(depth, self.visit_attr(child))
        if not elide_type and not isinstance(a, at.AffineMapAttr | at.IntegerSetAttr):
            attr_type = a.type
            if attr_type is not None and not isinstance(attr_type, ty.NoneType):
                depth = max(depth, self.visit_type(attr_type))
        if depth:
            info.depth = depth + 1
        if info.alias is None and info.depth == 0 and not isinstance(a, at.DistinctAttr):
            self._seen_ids[id(a)] = 0
            self._keep.append(a)
        return info.depth

    def aliases(self) -> list[Alias]:
        """The hoisted aliases in definition order, each with its final spelling."""
        candidates = [(value, info) for value, info in self.entries.items() if info.alias]
        candidates.sort(key=lambda item: (item[1].depth, not item[1].is_type, item[1].alias))
        counts: dict[str, int] = {}
        result: list[Alias] = []
        for value, info in candidates:
            assert info.alias is not None
            name = _sanitize_alias(info.alias)
            index = counts.get(name, 0)
            counts[name] = index + 1
            spelled = name
            if index:
                spelled += ("_" if name[-1].isdigit() else "") + str(index)
            result.append(Alias(value, ("!" if info.is_type else "#") + spelled, info.is_type))
        return result
