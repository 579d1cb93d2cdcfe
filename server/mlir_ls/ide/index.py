"""The semantic index: every definition and use of a value, block, symbol and alias.

Built once per `Analysis` from the chunks' source maps (shifted to
whole-document offsets). Each named thing is an *entity*; an entity knows its
definition span and all its occurrences, so definition, references, highlight
and rename are lookups. `at(offset)` finds the occurrence under a cursor.

Entities are per name: the results of `%0:2 = ...` are one `ValueEntity` (`%0`)
and `%0#1` is an occurrence of it, because renaming `%0` renames every `%0#N`.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from functools import cached_property
from operator import attrgetter
from typing import TYPE_CHECKING

from mlir_ls.ir.attributes import Attribute, StringAttr, SymbolRefAttr
from mlir_ls.ir.core import Block, BlockArgument, Operation, OpResult, Region, Value
from mlir_ls.ir.source_map import OpLocation, SymbolUse
from mlir_ls.ir.spec import SYMBOL_TABLE
from mlir_ls.ir.types import Type
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.ide.analysis import Analysis


@dataclass(eq=False, slots=True)
class ValueEntity:
    """An SSA name (`%x`): the values it defines (several for `%x:2`)."""

    name: str  # with its sigil
    span: Span | None  # the definition; None for a use of an undefined name
    values: list[Value]
    chunk: int
    occurrences: list[Occurrence] = field(default_factory=list)

    @property
    def region(self) -> Region | None:
        for value in self.values:
            if isinstance(value, OpResult):
                block = value.op.parent
                return block.parent if block is not None else None
            if isinstance(value, BlockArgument):
                return value.block.parent
        return None


@dataclass(eq=False, slots=True)
class BlockEntity:
    name: str  # `^bb1`
    span: Span | None
    block: Block
    chunk: int
    occurrences: list[Occurrence] = field(default_factory=list)


@dataclass(eq=False, slots=True)
class SymbolEntity:
    """A symbol: the op defining it, or None when a reference does not resolve."""

    name: str  # `@f` as written at the definition (or the unresolved reference)
    span: Span | None
    op: Operation | None
    chunk: int
    occurrences: list[Occurrence] = field(default_factory=list)


@dataclass(eq=False, slots=True)
class AliasEntity:
    name: str  # `#map` or `!ty`
    span: Span | None
    value: Attribute | Type | None
    chunk: int
    occurrences: list[Occurrence] = field(default_factory=list)


Entity = ValueEntity | BlockEntity | SymbolEntity | AliasEntity


@dataclass(frozen=True, slots=True)
class Occurrence:
    span: Span
    entity: Entity
    is_def: bool
    #: For a symbol reference: the component's position in `@a::@b` (0 for `@a`).
    component: int = 0


@dataclass(frozen=True, slots=True)
class OpOccurrence:
    """An operation name under the cursor."""

    location: OpLocation  # whole-document offsets
    chunk: int


class SemanticIndex:
    def __init__(self, analysis: Analysis) -> None:
        self.analysis = analysis
        text = analysis.text
        self.text = text
        self.values: list[ValueEntity] = []
        self.blocks: list[BlockEntity] = []
        self.symbols: list[SymbolEntity] = []
        self.aliases: list[AliasEntity] = []
        self.occurrences: list[Occurrence] = []
        #: Every operation with its location (whole-document offsets), in source order.
        self.operations: list[OpLocation] = []
        self.op_chunk: dict[Operation, int] = {}
        self.op_location: dict[Operation, OpLocation] = {}
        self.value_entity: dict[Value, ValueEntity] = {}
        self.block_entity: dict[Block, BlockEntity] = {}
        self.symbol_entity: dict[Operation, SymbolEntity] = {}
        #: Per chunk: alias name -> entity.
        self.alias_entity: list[dict[str, AliasEntity]] = []
        self._pending_uses: list[
            tuple[int, dict[Operation, dict[str, SymbolEntity]], list[SymbolUse]]
        ] = []
        for i, chunk in enumerate(analysis.document.chunks):
            self._add_chunk(i, chunk.offset, chunk.parse)
        self.operations.sort(key=attrgetter("name_start"))
        self._op_starts = [o.name_start for o in self.operations]
        self._ops_by_full = sorted(self.operations, key=attrgetter("start"))
        self._full_starts = [o.start for o in self._ops_by_full]
        # Symbol uses resolve once every op is placed (a use without a user op is
        # resolved from the innermost op around it).
        for chunk_index, tables, uses in self._pending_uses:
            self._add_symbol_uses(chunk_index, tables, uses)
        self._pending_uses = []
        self.occurrences.sort(key=attrgetter("span"))  # (start, end)
        self._starts = [o.span.start for o in self.occurrences]

    # ---- construction -------------------------------------------------------------------

    def _add_chunk(self, chunk_index: int, delta: int, parse: object) -> None:
        from mlir_ls.parser import ParseResult

        assert isinstance(parse, ParseResult)
        sm = parse.source_map.shifted(delta)
        text = self.text
        for loc in sm.operations:
            self.operations.append(loc)
            self.op_chunk[loc.op] = chunk_index
            self.op_location[loc.op] = loc

        by_span: dict[tuple[int, int], ValueEntity] = {}
        for s, e, value in sm.value_defs:
            entity = by_span.get((s, e))
            if entity is None:
                entity = ValueEntity(text[s:e], Span(s, e), [], chunk_index)
                by_span[(s, e)] = entity
                self.values.append(entity)
                self._occ(Span(s, e), entity, True)
            entity.values.append(value)
            self.value_entity[value] = entity
        undefined: dict[Value, ValueEntity] = {}
        for s, e, value in sm.value_uses:
            entity = self.value_entity.get(value) or undefined.get(value)
            if entity is None:
                name = text[s:e].split("#", 1)[0]
                entity = ValueEntity(name, None, [value], chunk_index)
                undefined[value] = entity
                self.values.append(entity)
            self._occ(Span(s, e), entity, False)

        for s, e, block in sm.block_defs:
            if block in self.block_entity:
                continue  # a redefinition: the first one is the block
            b_entity = BlockEntity(text[s:e], Span(s, e), block, chunk_index)
            self.block_entity[block] = b_entity
            self.blocks.append(b_entity)
            self._occ(Span(s, e), b_entity, True)
        for s, e, block in sm.block_uses:
            used = self.block_entity.get(block)
            if used is None:
                used = BlockEntity(text[s:e], None, block, chunk_index)
                self.block_entity[block] = used
                self.blocks.append(used)
            self._occ(Span(s, e), used, False)

        tables: dict[Operation, dict[str, SymbolEntity]] = {}
        for s, e, op in sm.symbol_defs:
            if op in self.symbol_entity:
                continue
            s_entity = SymbolEntity(text[s:e], Span(s, e), op, chunk_index)
            self.symbol_entity[op] = s_entity
            self.symbols.append(s_entity)
            self._occ(Span(s, e), s_entity, True)
            parent = op.parent_op
            name = _symbol_name(op) or text[s + 1 : e]
            table = tables.setdefault(parent, {}) if parent is not None else None
            if table is not None and name not in table:
                table[name] = s_entity
        self._pending_uses.append((chunk_index, tables, sm.symbol_uses))

        aliases: dict[str, AliasEntity] = {}
        for name, span in sm.alias_defs.items():
            aliased: Attribute | Type | None
            if name.startswith("#"):
                aliased = parse.attr_aliases.get(name[1:])
            else:
                aliased = parse.type_aliases.get(name[1:])
            a_entity = AliasEntity(name, span, aliased, chunk_index)
            aliases[name] = a_entity
            self.aliases.append(a_entity)
            self._occ(span, a_entity, True)
        for s, e, name in sm.alias_uses:
            alias = aliases.get(name)
            if alias is None:
                alias = AliasEntity(name, None, None, chunk_index)
                aliases[name] = alias
                self.aliases.append(alias)
            self._occ(Span(s, e), alias, False)
        self.alias_entity.append(aliases)

    def _add_symbol_uses(
        self,
        chunk_index: int,
        tables: dict[Operation, dict[str, SymbolEntity]],
        uses: list[SymbolUse],
    ) -> None:
        text = self.text
        unresolved: dict[str, SymbolEntity] = {}
        for use in uses:
            user = use.user if use.user is not None else self._innermost_op_at(use.spans[0].start)
            targets = _resolve(tables, self.symbol_entity, use.attr, user)
            for k, span in enumerate(use.spans):
                target = targets[k] if k < len(targets) else None
                if target is None:
                    key = "::".join(text[sp.start : sp.end] for sp in use.spans[: k + 1])
                    target = unresolved.get(key)
                    if target is None:
                        target = SymbolEntity(key, None, None, chunk_index)
                        unresolved[key] = target
                        self.symbols.append(target)
                self._occ(span, target, False, k)

    def _occ(self, span: Span, entity: Entity, is_def: bool, component: int = 0) -> None:
        occ = Occurrence(span, entity, is_def, component)
        self.occurrences.append(occ)
        entity.occurrences.append(occ)

    def _innermost_op_at(self, offset: int) -> Operation | None:
        ops = self.enclosing_ops(offset)
        return ops[0] if ops else None

    def dispose(self) -> None:
        """Break the entity <-> occurrence cycles of an index no longer used, so that
        reference counting frees it (the server keeps the collector off its heap)."""
        for entities in (self.values, self.blocks, self.symbols, self.aliases):
            for entity in entities:
                entity.occurrences = []
        self.occurrences = []
        self._starts = []
        self.__dict__.pop("occurrence_starts", None)

    # ---- queries --------------------------------------------------------------------------

    def at(self, offset: int) -> Occurrence | None:
        """The occurrence under the cursor: one containing `offset`, else one ending at it."""
        k = bisect_right(self._starts, offset)
        touching: Occurrence | None = None
        for i in range(k - 1, max(-1, k - 8), -1):
            occ = self.occurrences[i]
            if occ.span.start <= offset < occ.span.end:
                return occ
            if occ.span.end == offset and touching is None:
                touching = occ
        return touching

    @cached_property
    def occurrence_starts(self) -> dict[int, Occurrence]:
        """The occurrence `at(start)` finds for each start of a non-empty occurrence."""
        found: dict[int, Occurrence] = {}
        for occ in self.occurrences:
            if occ.span.end > occ.span.start:
                found[occ.span.start] = occ  # the last one wins, as in `at`
        return found

    def operations_between(self, start: int, end: int) -> list[OpLocation]:
        """The operations whose name starts in `[start, end)`, in source order."""
        starts = self._op_starts
        return self.operations[bisect_left(starts, start) : bisect_left(starts, end)]

    def op_at(self, offset: int) -> OpLocation | None:
        """The operation whose name is under the cursor."""
        k = bisect_right(self._op_starts, offset)
        if k == 0:
            return None
        loc = self.operations[k - 1]
        return loc if loc.name.contains(offset) else None

    def innermost_op(self, offset: int) -> OpLocation | None:
        """The innermost operation whose text contains `offset`."""
        ops = self.enclosing_ops(offset)
        return self.op_location[ops[0]] if ops else None

    def enclosing_ops(self, offset: int) -> list[Operation]:
        """The operations whose text contains `offset`, innermost first.

        Ops nest properly, so every op containing `offset` is an ancestor of (or is)
        the last op starting at or before it.
        """
        k = bisect_right(self._full_starts, offset)
        if k == 0:
            return []
        op: Operation | None = self._ops_by_full[k - 1].op
        found: list[Operation] = []
        while op is not None:
            loc = self.op_location.get(op)
            if loc is not None and loc.full.start <= offset < loc.full.end:
                found.append(op)
            op = op.parent_op
        return found


def _symbol_name(op: Operation) -> str | None:
    attr = op.attr("sym_name")
    return attr.value if isinstance(attr, StringAttr) else None


def _is_symbol_table(op: Operation) -> bool:
    return op.name == "builtin.module" or op.has_trait(SYMBOL_TABLE)


def _resolve(
    tables: dict[Operation, dict[str, SymbolEntity]],
    defs: dict[Operation, SymbolEntity],
    ref: SymbolRefAttr,
    user: Operation | None,
) -> list[SymbolEntity | None]:
    """The entity of each component of `ref`, looked up from `user` as upstream does.

    The root is searched in the nearest enclosing symbol table, then further out
    (more lenient than upstream, which stops at the nearest: an editor should
    still navigate); nested names in the symbol table of the previous component.
    """
    found: SymbolEntity | None = None
    table_op = user.parent_op if user is not None else None
    while table_op is not None:
        found = tables.get(table_op, {}).get(ref.root)
        if found is None and _symbol_name(table_op) == ref.root:
            # `@m::@f` inside `module @m`: upstream would not find it; navigation still should.
            found = defs.get(table_op)
        if found is not None:
            break
        table_op = table_op.parent_op
    if found is None and user is None:
        # No user known: any table will do.
        for table in tables.values():
            if ref.root in table:
                found = table[ref.root]
                break
    out: list[SymbolEntity | None] = [found]
    for name in ref.nested:
        prev = out[-1]
        if prev is None or prev.op is None:
            out.append(None)
            continue
        out.append(tables.get(prev.op, {}).get(name))
    return out
