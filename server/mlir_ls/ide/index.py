"""The semantic index: every definition and use of a value, block, symbol and alias.

Each named thing is an *entity*; an entity knows its definition span and all its
occurrences, so definition, references, highlight and rename are lookups.
`at(offset)` finds the occurrence under a cursor.

Entities are per name: the results of `%0:2 = ...` are one `ValueEntity` (`%0`)
and `%0#1` is an occurrence of it, because renaming `%0` renames every `%0#N`.

The index is kept per top-level piece of each chunk's source map (one piece per
top-level op and one per text between two, as `SegmentedSourceMap` cuts them). A
`_PieceData` holds what a piece's records say in offsets relative to the piece:
the operations, the occurrences, the entities defined there, the symbol tables
of the ops inside it and the symbol references it makes. It does not depend on
the rest of the document, so the index of the next version takes every piece the
edit left alone from the previous one (`SemanticIndex(analysis, base)`) and builds
only the re-parsed op's. What crosses pieces is found per version and only when
asked: symbol references are resolved against the chunk's tables (the top-level
symbols, built per version from each piece's list), values and blocks used in
one piece and defined in another through the piece of their defining op, and
aliases through the chunk's alias definitions. The entities and occurrences a
query returns are made for the version asked (whole-document offsets), one piece
at a time.
"""

from __future__ import annotations

import weakref
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from mlir_ls.dialects.function_interface import symbol_name_of
from mlir_ls.ir.attributes import Attribute, SymbolRefAttr
from mlir_ls.ir.core import Block, BlockArgument, Operation, OpResult, Region, Value
from mlir_ls.ir.source_map import OpLocation, SegmentedSourceMap, SourceMap
from mlir_ls.ir.types import Type
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.ide.analysis import Analysis
    from mlir_ls.parser import ParseResult


def _occurrences_of(entity: Entity) -> list[Occurrence]:
    index = entity.index_ref() if entity.index_ref is not None else None
    return index.occurrences_of(entity) if index is not None else []


@dataclass(eq=False, slots=True)
class ValueEntity:
    """An SSA name (`%x`): the values it defines (several for `%x:2`)."""

    name: str  # with its sigil
    span: Span | None  # the definition; None for a use of an undefined name
    values: list[Value]
    chunk: int
    #: The index that made it (weakly) and where it lives there (see `occurrences`).
    index_ref: Callable[[], SemanticIndex | None] | None = field(default=None, repr=False)
    home: object = field(default=None, repr=False)

    @property
    def occurrences(self) -> list[Occurrence]:
        """Its definition and uses, in source order."""
        return _occurrences_of(self)

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
    index_ref: Callable[[], SemanticIndex | None] | None = field(default=None, repr=False)
    home: object = field(default=None, repr=False)

    @property
    def occurrences(self) -> list[Occurrence]:
        return _occurrences_of(self)


@dataclass(eq=False, slots=True)
class SymbolEntity:
    """A symbol: the op defining it, or None when a reference does not resolve."""

    name: str  # `@f` as written at the definition (or the unresolved reference)
    span: Span | None
    op: Operation | None
    chunk: int
    index_ref: Callable[[], SemanticIndex | None] | None = field(default=None, repr=False)
    home: object = field(default=None, repr=False)

    @property
    def occurrences(self) -> list[Occurrence]:
        return _occurrences_of(self)


@dataclass(eq=False, slots=True)
class AliasEntity:
    name: str  # `#map` or `!ty`
    span: Span | None
    value: Attribute | Type | None
    chunk: int
    index_ref: Callable[[], SemanticIndex | None] | None = field(default=None, repr=False)
    home: object = field(default=None, repr=False)

    @property
    def occurrences(self) -> list[Occurrence]:
        return _occurrences_of(self)


Entity = ValueEntity | BlockEntity | SymbolEntity | AliasEntity


@dataclass(frozen=True, slots=True)
class Occurrence:
    span: Span
    entity: Entity
    is_def: bool
    #: For a symbol reference: the component's position in `@a::@b` (0 for `@a`).
    component: int = 0


#: What a name is, for semantic tokens (`SemanticIndex.named_classes`, `name_class`).
VARIABLE, PARAMETER, LABEL, FUNCTION, SYMBOL, TYPE_ALIAS, ATTRIBUTE_ALIAS = range(7)


def name_class(entity: Entity) -> int:
    """What an entity is: a value (a block argument or not), a block, a symbol (of a
    function or not) or an alias (of a type or an attribute)."""
    if isinstance(entity, ValueEntity):
        return _value_class(entity.values)
    if isinstance(entity, BlockEntity):
        return LABEL
    if isinstance(entity, SymbolEntity):
        return _symbol_class(entity.op)
    return TYPE_ALIAS if entity.name.startswith("!") else ATTRIBUTE_ALIAS


def _value_class(values: list[Value]) -> int:
    return PARAMETER if any(isinstance(v, BlockArgument) for v in values) else VARIABLE


def _symbol_class(op: Operation | None) -> int:
    is_fn = op is not None and (
        "function_type" in op.attributes or op.attr("function_type") is not None
    )
    return FUNCTION if is_fn else SYMBOL


# ---- one piece, relative to its start ---------------------------------------------------

_VALUE, _BLOCK, _SYMBOL = 0, 1, 2


class _Local:
    """An entity defined in the piece: kind, name as written, definition span and what it
    names (the values, the block or the defining op)."""

    __slots__ = ("code", "end", "kind", "name", "payload", "start")

    def __init__(self, kind: int, name: str, start: int, end: int, payload: Any) -> None:
        self.kind = kind
        self.name = name
        self.start = start
        self.end = end
        self.payload = payload
        #: Its `name_class`, once asked (-1 before).
        self.code = -1

    def name_class(self) -> int:
        code = self.code
        if code < 0:
            if self.kind == _VALUE:
                code = _value_class(self.payload)
            else:
                code = LABEL if self.kind == _BLOCK else _symbol_class(self.payload)
            self.code = code
        return code


class _Ext:
    """A value or block used in the piece and not defined there (`key`: the IR object)."""

    __slots__ = ("key", "kind", "name")

    def __init__(self, kind: int, key: Value | Block, name: str) -> None:
        self.kind = kind
        self.key = key
        self.name = name


class _AliasRef:
    """An alias named in the piece (aliases belong to the chunk)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class _Use:
    """One symbol reference `@a::@b`: the attribute, the op holding it (None: the innermost
    op around it), the spelling of each component, and the position of each component's
    occurrence in its piece's `occ` (not its `_SymRef`s, which refer to it: a cycle, that
    only a full collection would free once the piece is replaced)."""

    __slots__ = ("attr", "names", "occ", "start", "user")

    def __init__(self, attr: SymbolRefAttr, user: Operation | None, start: int) -> None:
        self.attr = attr
        self.user = user
        self.start = start
        self.names: list[str] = []
        self.occ: list[int] = []


class _SymRef:
    """Component `k` of a symbol reference."""

    __slots__ = ("k", "use")

    def __init__(self, use: _Use, k: int) -> None:
        self.use = use
        self.k = k


_Ref = _Local | _Ext | _AliasRef | _SymRef
#: (start, end, ref, is_def, component), offsets relative to the piece.
_Occ = tuple[int, int, _Ref, bool, int]


class _Occurrences:
    """A piece's occurrences, sorted by span, stored by column: starts, ends and flags
    (component * 2 + is_def) in arrays of machine integers, the refs in a list. Read as
    a sequence of `_Occ` tuples, made when asked. (As a list of tuples, each occurrence
    was a 5-tuple and two int objects, 144 bytes in pymalloc's 32 and 80-byte classes:
    23 + ~15 MB at 100k lines, and every index build made and freed them by the
    thousand for each piece it built, which fragmented those classes' pools; issue 13.)"""

    __slots__ = ("ends", "flags", "refs", "starts")

    def __init__(self, occ: list[_Occ]) -> None:
        self.starts = array("q", [o[0] for o in occ])
        self.ends = array("q", [o[1] for o in occ])
        self.refs: list[_Ref] = [o[2] for o in occ]
        self.flags = array("q", [o[4] * 2 + o[3] for o in occ])

    def __len__(self) -> int:
        return len(self.refs)

    def __getitem__(self, i: int) -> _Occ:
        flags = self.flags[i]
        return (self.starts[i], self.ends[i], self.refs[i], bool(flags & 1), flags >> 1)

    def __iter__(self) -> Iterator[_Occ]:
        for s, e, ref, flags in zip(self.starts, self.ends, self.refs, self.flags, strict=True):
            yield (s, e, ref, bool(flags & 1), flags >> 1)


class _PieceData:
    """What the records of one piece say, relative to the piece's start; shared by every
    version whose map holds the same piece (the same top-level op, or the same text
    between two of them in the same module)."""

    __slots__ = (
        "__weakref__",
        "alias_defs",
        "aliases",
        "by_ref",
        "encl_defs",
        "exit_op",
        "ext",
        "ext_uses",
        "full_starts",
        "gap_text",
        "global_defs",
        "key",
        "length",
        "local_block",
        "local_sym",
        "local_value",
        "locals",
        "occ",
        "op_loc",
        "op_starts",
        "ops",
        "ops_by_start",
        "origin",
        "parse_key",
        "sig",
        "tables",
        "tokens",
        "top",
        "uses",
        "uses_by_root",
    )

    def __init__(
        self,
        identity: tuple[SourceMap, int, int, Operation | None],
        records: SourceMap,
        text: str,
        base: int,
        length: int,
        gap_text: str | None = None,
        locations: tuple[list[OpLocation], int] | None = None,
    ) -> None:
        """`records`: the piece's map in the chunk's offsets, `text` the chunk's text and
        `base` the piece's start in it; `gap_text`: the text of a piece without an op;
        `locations`: the piece's op locations as its map keeps them and the piece's start
        in their offsets (kept as they are: `ops` are in those offsets, `origin` apart from
        the piece's; else copies of `records.operations`)."""
        self.top = identity[3]
        self.length = length
        self.gap_text = gap_text
        #: The semantic tokens' cache of the text starting with this piece (ide.tokens).
        self.tokens: dict[object, object] = {}
        if locations is not None:
            ops, self.origin = list(locations[0]), locations[1]
        else:
            ops, self.origin = [loc.shifted(-base) for loc in records.operations], 0
        ops.sort(key=attrgetter("name_start"))
        origin = self.origin
        #: The piece's op locations, by name (in their own offsets: `origin` at the piece's
        #: start), and their names' and texts' starts relative to the piece.
        self.ops = ops
        self.op_starts = array("q", [o.name_start - origin for o in ops])
        self.ops_by_start = sorted(ops, key=attrgetter("start"))
        self.full_starts = array("q", [o.start - origin for o in self.ops_by_start])
        self.op_loc = {o.op: o for o in ops}
        occ: list[_Occ] = []
        self.locals: list[_Local] = []
        self.ext: dict[Value | Block, _Ext] = {}
        self.aliases: dict[str, _AliasRef] = {}

        local_value: dict[Value, _Local] = {}
        by_span: dict[tuple[int, int], _Local] = {}
        for s, e, value in records.value_defs:
            local = by_span.get((s, e))
            if local is None:
                local = _Local(_VALUE, text[s:e], s - base, e - base, [])
                by_span[(s, e)] = local
                self.locals.append(local)
                occ.append((s - base, e - base, local, True, 0))
            local.payload.append(value)
            local_value[value] = local
        self.local_value = local_value
        for s, e, value in records.value_uses:
            ref: _Ref | None = local_value.get(value)
            if ref is None:
                ref = self.ext.get(value)
                if ref is None:
                    ref = self.ext[value] = _Ext(_VALUE, value, text[s:e].split("#", 1)[0])
            occ.append((s - base, e - base, ref, False, 0))

        local_block: dict[Block, _Local] = {}
        for s, e, block in records.block_defs:
            if block in local_block:
                continue  # a redefinition: the first one is the block
            local = local_block[block] = _Local(_BLOCK, text[s:e], s - base, e - base, block)
            self.locals.append(local)
            occ.append((s - base, e - base, local, True, 0))
        self.local_block = local_block
        for s, e, block in records.block_uses:
            ref = local_block.get(block)
            if ref is None:
                ref = self.ext.get(block)
                if ref is None:
                    ref = self.ext[block] = _Ext(_BLOCK, block, text[s:e])
            occ.append((s - base, e - base, ref, False, 0))

        self.local_sym: dict[Operation, _Local] = {}
        self.tables: dict[Operation, dict[str, _Local]] = {}
        self.global_defs: list[tuple[Operation, str, _Local]] = []
        self.encl_defs: list[tuple[Operation, _Local]] = []
        for s, e, op in records.symbol_defs:
            if op in self.local_sym:
                continue
            local = _Local(_SYMBOL, text[s:e], s - base, e - base, op)
            self.local_sym[op] = local
            self.locals.append(local)
            occ.append((s - base, e - base, local, True, 0))
            if op not in self.op_loc:
                self.encl_defs.append((op, local))
            parent = op.parent_op
            name = symbol_name_of(op) or text[s + 1 : e]
            if parent is None:
                continue
            if parent in self.op_loc:
                self.tables.setdefault(parent, {}).setdefault(name, local)
            else:
                self.global_defs.append((parent, name, local))

        self.alias_defs: list[tuple[str, int, int]] = []
        for name, span in records.alias_defs.items():
            self.alias_defs.append((name, span.start - base, span.end - base))
            alias = self.aliases.setdefault(name, _AliasRef(name))
            occ.append((span.start - base, span.end - base, alias, True, 0))
        for s, e, name in records.alias_uses:
            alias = self.aliases.setdefault(name, _AliasRef(name))
            occ.append((s - base, e - base, alias, False, 0))

        self.ext_uses: list[tuple[Operation | None, _Use]] | None = None
        #: The op outside the piece every reference in `ext_uses` is looked up from, if one.
        self.exit_op: Operation | None = None
        #: The classes of `ext_uses` for a version's `SemanticIndex._module_classes`.
        self.sig: tuple[dict[str, int], tuple[object, ...]] | None = None
        self.uses: list[_Use] = []
        self.uses_by_root: dict[str, list[_Use]] = {}
        sym_refs: list[tuple[_Use, list[_SymRef]]] = []
        for u in records.symbol_uses:
            use = _Use(u.attr, u.user, u.spans[0].start - base)
            refs = []
            for k, span in enumerate(u.spans):
                use.names.append(text[span.start : span.end])
                refs.append(_SymRef(use, k))
                occ.append((span.start - base, span.end - base, refs[-1], False, k))
            sym_refs.append((use, refs))
            self.uses.append(use)
            self.uses_by_root.setdefault(u.attr.root, []).append(use)

        occ.sort(key=_span_key)
        self.occ = _Occurrences(occ)
        del occ
        #: What the piece's parse says of its text, once asked (`shape`).
        self.parse_key: _Shape | None = None
        #: What finds it among an older version's pieces (`SemanticIndex._piece`).
        self.key: tuple[object, ...] = ()
        by_ref: dict[object, list[int]] = {}
        for i, ref in enumerate(self.occ.refs):
            by_ref.setdefault(ref, []).append(i)
        #: The positions in `occ` of each ref's occurrences (tuples: one block each).
        self.by_ref: dict[object, tuple[int, ...]] = {r: tuple(ix) for r, ix in by_ref.items()}
        del by_ref
        for use, refs in sym_refs:
            use.occ = [self.by_ref[ref][0] for ref in refs]

    def shape(self) -> _Shape:
        """Where the piece's ops and names are and what the piece defines: equal for two
        parses of one text that classify its tokens alike (the same text can parse
        differently: names resolve across top-level ops)."""
        found = self.parse_key
        if found is None:
            origin = self.origin
            items: list[object] = [
                (o.name_start - origin, o.name_end - origin, o.op.spec is not None)
                for o in self.ops
            ]
            occ = self.occ
            for s, e, ref, flags in zip(occ.starts, occ.ends, occ.refs, occ.flags, strict=True):
                code = ref.name_class() if isinstance(ref, _Local) else type(ref).__name__
                items.append((s, e, bool(flags & 1), code))
            found = self.parse_key = _Shape(tuple(items))
        return found

    def external_uses(self) -> list[tuple[Operation | None, _Use]]:
        """The symbol references whose resolution leaves the piece: (the first op outside it
        whose table is searched, the reference); None for one resolved per version in full
        (no user op, or nested names)."""
        found = self.ext_uses
        if found is not None:
            return found
        found = []
        for use in self.uses:
            user = use.user if use.user is not None else self.innermost(use.start)
            if user is None or use.attr.nested:
                found.append((None, use))
                continue
            root = use.attr.root
            table_op = user.parent_op
            while table_op is not None and table_op in self.op_loc:
                if root in self.tables.get(table_op, {}) or (
                    table_op in self.local_sym and symbol_name_of(table_op) == root
                ):
                    break
                table_op = table_op.parent_op
            else:
                if table_op is not None:
                    found.append((table_op, use))
        self.ext_uses = found
        exits = {id(table_op): table_op for table_op, _ in found}
        self.exit_op = next(iter(exits.values())) if len(exits) == 1 else None
        return found

    def innermost(self, rel: int) -> Operation | None:
        """The innermost op of the piece whose text holds `rel`."""
        k = bisect_right(self.full_starts, rel)
        if k == 0:
            return None
        op: Operation | None = self.ops_by_start[k - 1].op
        while op is not None:
            loc = self.op_loc.get(op)
            if loc is None:
                return None
            if loc.start <= rel + self.origin < loc.end:
                return op
            op = op.parent_op
        return None


def _span_key(o: _Occ) -> tuple[int, int]:
    return o[0], o[1]


class _Shape:
    """A piece's `_PieceData.shape`: a tuple compared by value, hashed once."""

    __slots__ = ("hash", "items")

    def __init__(self, items: tuple[object, ...]) -> None:
        self.items = items
        self.hash = hash(items)

    def __hash__(self) -> int:
        return self.hash

    def __eq__(self, other: object) -> bool:
        return self is other or (
            isinstance(other, _Shape) and self.hash == other.hash and self.items == other.items
        )


class _WholeMap:
    """A chunk's map as one piece (a chunk without a module body to cut it at)."""

    def __init__(self, sm: SourceMap, length: int) -> None:
        self.sm = sm
        self.length = length
        self.enclosing_operations: list[OpLocation] = []
        self.piece_count = 1

    def piece_identity(self, k: int) -> tuple[SourceMap, int, int, Operation | None]:
        return self.sm, -1, -1, None

    def piece_range(self, k: int) -> tuple[int, int]:
        return 0, self.length

    def piece_binding(self, k: int) -> object | None:
        return None

    def piece_rows(
        self,
    ) -> Iterator[tuple[tuple[SourceMap, int, int, Operation | None], int, int, object | None]]:
        yield (self.sm, -1, -1, None), 0, self.length, None

    def piece_map(self, k: int) -> SourceMap:
        return self.sm

    def piece_locations(self, k: int) -> tuple[list[OpLocation], int]:
        return self.sm.operations, 0


_Map = SegmentedSourceMap | _WholeMap


class _Chunk:
    """What one chunk's pieces share in one version."""

    __slots__ = (
        "alias_table",
        "encl_defs",
        "encl_loc",
        "enclosing",
        "first",
        "index",
        "last",
        "offset",
        "parse",
        "root_classes",
        "tables",
    )

    def __init__(self, index: int, offset: int, parse: ParseResult) -> None:
        self.index = index
        self.offset = offset
        self.parse = parse
        self.first = self.last = 0  # its pieces: positions [first, last)
        self.enclosing: list[OpLocation] = []
        self.encl_loc: dict[Operation, OpLocation] = {}
        #: Symbol tables of the ops around the pieces (the module): name -> (piece, entity).
        self.tables: dict[Operation, dict[str, tuple[int, _Local]]] = {}
        self.encl_defs: dict[Operation, tuple[int, _Local]] = {}
        self.alias_table: dict[str, tuple[int, int, int]] | None = None
        self.root_classes: dict[str, int] | None = None


_Target = tuple[int, _Local]  # (piece position, entity defined there)
K = TypeVar("K")
V = TypeVar("V")


class _Lookup(Generic[K, V]):
    """A read-only mapping answered by a function (entities are found, not stored)."""

    def __init__(self, find: Callable[[K], V | None]) -> None:
        self._find = find

    def get(self, key: K, default: V | None = None) -> V | None:
        found = self._find(key)
        return default if found is None else found

    def __getitem__(self, key: K) -> V:
        found = self._find(key)
        if found is None:
            raise KeyError(key)
        return found

    def __contains__(self, key: K) -> bool:
        return self._find(key) is not None


# ---- the index of one version -----------------------------------------------------------


#: Piece positions whose tokens a version may carry from an older version's token state
#: (`SemanticIndex.previous_tokens`), at most: past that the state is dropped (it holds the
#: pieces of the ops replaced since, and with them their IR).
MAX_CARRIED_CHANGES = 64


class SemanticIndex:
    def __init__(self, analysis: Analysis, base: SemanticIndex | None = None) -> None:
        """The index of `analysis`, taking the pieces it shares with `base` (an index of an
        earlier version of the same document) from there."""
        self.analysis = analysis
        self.text = analysis.text
        self._ref = weakref.ref(self)
        self._holders: dict[Operation, Operation | None] = {}
        self._entities: dict[object, Entity] = {}
        self._resolved: dict[tuple[int, _Use], list[_Target | None]] = {}
        self._roots: dict[tuple[Operation, str, int], int] = {}
        #: The newest `_module_classes` of earlier versions, by module (the pieces'
        #: cached symbol classes hold while they are equal).
        self._old_classes: dict[Operation, dict[str, int]] = {}
        #: `ide.tokens`' state of this version (its ranges; made on first use).
        self.token_ranges: Any = None
        #: An older version's `ide.tokens` state, the piece starts of that version and the
        #: positions of the pieces that differ from it (sorted): what this version's
        #: tokens are spliced from (set when this index was derived from `base` block by
        #: block; dropped once this version's state is made).
        self.previous_tokens: tuple[Any, list[int], list[int]] | None = None
        #: What `_derive` made before it gave up on the tables: every piece, and the
        #: positions of those that differ from `base`'s (`_build` takes them).
        self._derived: tuple[list[_PieceData], list[int]] | None = None
        if base is None or not self._derive(base):
            self._build(base)
        if base is not None:
            live = {info.parse.module for info in self._chunks}
            older = {**base._old_classes}
            for info in base._chunks:
                if info.root_classes is not None:
                    older[info.parse.module] = info.root_classes
            self._old_classes = {m: c for m, c in older.items() if m in live}
        #: (name start, name end, registered) of the ops around pieces, by start.
        self._encl_names = sorted(
            (loc.name_start, loc.name_end, loc.op.spec is not None)
            for info in self._chunks
            for loc in info.enclosing
        )

    def _reset(self) -> None:
        self._maps: dict[int, tuple[SourceMap, _Map]] = {}
        #: Each chunk's map in pieces (the next version compares its blocks with them).
        self._chunk_maps: list[_Map] = []
        self._pieces: list[_PieceData] = []
        self._starts: list[int] = []
        self._chunk_of: list[int] = []
        self._chunks: list[_Chunk] = []
        #: The piece of each top-level op (and of each op of a piece without one); an op
        #: in several chunks (the analyzer shares the parse of chunks with equal texts)
        #: has its other pieces in `_more`.
        self._top_piece: dict[Operation, int] = {}
        self._more: dict[Operation, list[int]] = {}
        #: Pieces built for this version (not taken from `base`).
        self.built = 0

    def _build(self, base: SemanticIndex | None) -> None:
        """Every piece of every chunk, taken from `base` (by its op, length and binding, or
        for text between ops by its place and text) or built."""
        self._reset()
        old_data = {data.key: data for data in base._pieces} if base is not None else {}
        old_maps = base._maps if base is not None else {}
        derived, self._derived = self._derived, None
        if derived is not None:  # (this version's pieces: before `base`'s of the same key)
            old_data.update((data.key, data) for data in map(derived[0].__getitem__, derived[1]))
        for ci, chunk in enumerate(self.analysis.document.chunks):
            info = _Chunk(ci, chunk.offset, chunk.parse)
            info.first = len(self._pieces)
            pieces = self._map_of(chunk.parse, len(chunk.text), old_maps)
            self._chunk_maps.append(pieces)
            for k, (identity, start, end, binding) in enumerate(pieces.piece_rows()):
                data = self._piece(chunk, pieces, k, identity, start, end, binding, old_data)
                pos = len(self._pieces)
                self._pieces.append(data)
                self._starts.append(chunk.offset + start)
                self._chunk_of.append(ci)
                for op in (data.top,) if data.top is not None else data.op_loc:
                    if self._top_piece.setdefault(op, pos) != pos:
                        self._more.setdefault(op, []).append(pos)
                for parent, name, local in data.global_defs:
                    info.tables.setdefault(parent, {}).setdefault(name, (pos, local))
                for op, local in data.encl_defs:
                    info.encl_defs.setdefault(op, (pos, local))
            info.last = len(self._pieces)
            self._enclose(info, pieces, chunk.offset)
            self._chunks.append(info)
        if derived is not None and base is not None and self._pieces == derived[0]:
            # The pieces `_derive` found, in place: the tokens splice as they would have.
            self._carry_tokens(base, derived[1])

    def _piece(
        self,
        chunk: Any,
        pieces: _Map,
        k: int,
        identity: tuple[SourceMap, int, int, Operation | None],
        start: int,
        end: int,
        binding: object | None,
        old: dict[tuple[object, ...], _PieceData] | _PieceData | None,
    ) -> _PieceData:
        """Piece `k` of a chunk's map: the one of `old` (a piece, or pieces by key) with its
        key (and text, for text between ops), else built."""
        top = identity[3]
        end = min(end, len(chunk.text))
        # An op's records (relative to it) are those of the parse that made it; the
        # pieces of a module stay in place until it is parsed again (a re-parse of
        # one op keeps the others and the text between them).
        gap = None if top is not None else chunk.text[start:end]
        key = (top, end - start, binding) if top is not None else (chunk.parse.module, k)
        if isinstance(old, dict):
            data = old.get(key)
        else:
            data = old if old is not None and old.key == key else None
        if data is None or data.gap_text != gap:
            records = pieces.piece_map(k)
            locations = pieces.piece_locations(k)
            data = _PieceData(identity, records, chunk.text, start, end - start, gap, locations)
            data.key = key
            self.built += 1
        return data

    def _enclose(self, info: _Chunk, pieces: _Map, offset: int) -> None:
        """The chunk's ops around its pieces (the module), in whole-document offsets."""
        info.enclosing = [loc.shifted(offset) for loc in pieces.enclosing_operations]
        info.encl_loc = {loc.op: loc for loc in info.enclosing}

    def _derive(self, base: SemanticIndex) -> bool:
        """The pieces of `base`'s blocks that this version's maps share (`SegmentedSourceMap.
        moved_blocks`), moved, and the others compared piece by piece: work per block and
        per piece that changed, not per piece. False (nothing kept) when the chunks do not
        stand block for block (another chunk count, a chunk parsed whole again), or the
        changed pieces would change more than their own entries of the per-version tables."""
        self._reset()
        chunks = self.analysis.document.chunks
        if len(chunks) != len(base._chunks) or base._more:
            return False
        pieces_out = self._pieces
        starts = self._starts
        base_starts = base._starts
        changed: list[int] = []
        for ci, chunk in enumerate(chunks):
            old_info = base._chunks[ci]
            if chunk.parse.module is not old_info.parse.module:
                return False
            old_map = base._chunk_maps[ci]
            pieces = self._map_of(chunk.parse, len(chunk.text), base._maps)
            shift = chunk.offset - old_info.offset
            moves: list[tuple[int, int, int | None]] | None
            if pieces is old_map:
                moves = [(0, old_info.last - old_info.first, 0)]
            elif isinstance(pieces, SegmentedSourceMap) and isinstance(old_map, SegmentedSourceMap):
                moves = pieces.moved_blocks(old_map)
            else:
                moves = None
            if moves is None or moves[-1][1] != old_info.last - old_info.first:
                return False
            self._chunk_maps.append(pieces)
            first = old_info.first
            for lo, hi, move in moves:
                if move is not None:
                    pieces_out.extend(base._pieces[first + lo : first + hi])
                    d = move + shift
                    segment = base_starts[first + lo : first + hi]
                    starts.extend(map(d.__add__, segment) if d else segment)
                    continue
                for k in range(lo, hi):
                    pos = first + k
                    identity = pieces.piece_identity(k)
                    start, end = pieces.piece_range(k)
                    binding = pieces.piece_binding(k)
                    old = base._pieces[pos]
                    data = self._piece(chunk, pieces, k, identity, start, end, binding, old)
                    if data is not old:
                        changed.append(pos)
                    pieces_out.append(data)
                    starts.append(chunk.offset + start)
        self._derived = (pieces_out, changed)  # (for `_build`, if the tables give up)
        self._chunk_of = base._chunk_of
        top_piece = dict(base._top_piece)
        old_pieces = base._pieces
        for pos in changed:
            old = old_pieces[pos]
            for op in (old.top,) if old.top is not None else old.op_loc:
                if top_piece.get(op) == pos:
                    del top_piece[op]
        for pos in changed:
            data = pieces_out[pos]
            for op in (data.top,) if data.top is not None else data.op_loc:
                if top_piece.setdefault(op, pos) != pos:
                    return False
        self._top_piece = top_piece
        # The chunks' tables: base's, with the entries of the changed pieces replaced when
        # they define the same names (else the tables are made again: `_build`).
        for ci, chunk in enumerate(chunks):
            old_info = base._chunks[ci]
            info = _Chunk(ci, chunk.offset, chunk.parse)
            info.first, info.last = old_info.first, old_info.last
            info.tables = old_info.tables
            info.encl_defs = old_info.encl_defs
            info.root_classes = old_info.root_classes
            self._enclose(info, self._chunk_maps[ci], chunk.offset)
            self._chunks.append(info)
        copied: set[tuple[int, Operation]] = set()
        for pos in changed:
            old, data = old_pieces[pos], pieces_out[pos]
            if old.encl_defs or data.encl_defs:
                return False
            if [(p, n) for p, n, _ in old.global_defs] != [(p, n) for p, n, _ in data.global_defs]:
                return False
            info = self._chunks[self._chunk_of[pos]]
            for parent, name, local in data.global_defs:
                table = info.tables[parent]
                if table[name][0] != pos:
                    continue  # a redefinition: the first definition is the entry
                if (info.index, parent) not in copied:  # (base's tables stay as they are)
                    info.tables = {**info.tables, parent: {**table}}
                    table = info.tables[parent]
                    copied.add((info.index, parent))
                classes = info.root_classes
                if classes is not None and classes.get(name) != _symbol_class(local.payload):
                    info.root_classes = None
                table[name] = (pos, local)
        self._derived = None
        self._carry_tokens(base, changed)
        return True

    def _carry_tokens(self, base: SemanticIndex, changed: list[int]) -> None:
        """What this version's semantic tokens are spliced from: `base`'s token state, or
        the one `base` carried (the changes since added), while few pieces changed."""
        if base.token_ranges is not None:
            carried = (base.token_ranges, base._starts, changed)
        elif base.previous_tokens is not None:
            state, starts, before = base.previous_tokens
            carried = (state, starts, sorted({*before, *changed}))
        else:
            return
        if len(carried[2]) <= MAX_CARRIED_CHANGES:
            self.previous_tokens = carried

    def _map_of(
        self, parse: ParseResult, length: int, old: dict[int, tuple[SourceMap, _Map]]
    ) -> _Map:
        """The chunk's map in pieces (a flat one is cut once and kept for later versions)."""
        sm = parse.source_map
        if isinstance(sm, SegmentedSourceMap):
            return sm
        found = old.get(id(sm))
        if found is None or found[0] is not sm:
            module = parse.module
            if module.regions and module.regions[0].blocks:
                cut: _Map = SegmentedSourceMap.of(sm, module.regions[0].blocks[0], length)
            else:
                cut = _WholeMap(sm, length)
            found = (sm, cut)
        self._maps[id(sm)] = found
        return found[1]

    def dispose(self) -> None:
        """Forget what this version made (the pieces stay with the versions sharing them)."""
        self._entities = {}
        self._resolved = {}
        self.token_ranges = None
        self.previous_tokens = None
        for name in ("occurrences", "operations", "values", "blocks", "symbols", "aliases"):
            self.__dict__.pop(name, None)

    # ---- pieces and entities ------------------------------------------------------------------

    @property
    def piece_starts(self) -> list[int]:
        """Each piece's start (whole-document offsets), in document order (for ide.tokens;
        not to be changed)."""
        return self._starts

    @property
    def pieces(self) -> list[_PieceData]:
        """Each piece's data, in document order (for ide.tokens; not to be changed)."""
        return self._pieces

    def chunk_classes(self) -> tuple[dict[str, int], ...]:
        """Each chunk's `_module_classes` (the same objects while they are equal)."""
        return tuple(self._module_classes(info) for info in self._chunks)

    def piece_data(self) -> Iterator[tuple[int, _PieceData]]:
        """(absolute start, data) of each piece, in document order (for ide.tokens)."""
        return zip(self._starts, self._pieces, strict=True)

    def _piece_at(self, offset: int) -> int:
        return bisect_right(self._starts, offset) - 1

    def _piece_of_op(self, op: Operation | None, chunk: int | None = None) -> int | None:
        """The piece holding `op` (in `chunk`, when given; else the first)."""
        op = self._holder(op)
        if op is None:
            return None
        pos = self._top_piece[op]
        if chunk is None or self._chunk_of[pos] == chunk:
            return pos
        for other in self._more.get(op, ()):
            if self._chunk_of[other] == chunk:
                return other
        return None

    def _holder(self, op: Operation | None) -> Operation | None:
        """The nearest of `op` and its ancestors that has a piece, remembered for every op
        climbed through: asking for each op of a region nest thousands deep stays linear."""
        climbed: list[Operation] = []
        found: Operation | None = None
        holders = self._holders
        while op is not None:
            if op in self._top_piece:
                found = op
                break
            if op in holders:
                found = holders[op]
                break
            climbed.append(op)
            op = op.parent_op
        for seen in climbed:
            holders[seen] = found
        return found

    def _chunk_of_op(self, op: Operation, chunk: int | None = None) -> _Chunk | None:
        """The chunk around whose pieces `op` is (`chunk`, when given)."""
        for info in self._chunks if chunk is None else (self._chunks[chunk],):
            if op in info.encl_loc or op in info.tables or op in info.encl_defs:
                return info
        return None

    def _entity(self, pos: int, ref: _Ref) -> Entity:
        if isinstance(ref, _Local):
            return self._local_entity(pos, ref)
        if isinstance(ref, _AliasRef):
            return self._alias_entity(self._chunk_of[pos], ref.name)
        if isinstance(ref, _SymRef):
            target = self.resolve(pos, ref.use)
            found = target[ref.k] if ref.k < len(target) else None
            if found is not None:
                return self._local_entity(*found)
            key = "::".join(ref.use.names[: ref.k + 1])
            chunk = self._chunk_of[pos]
            return self._made(
                ("unresolved", chunk, key),
                lambda: SymbolEntity(key, None, None, chunk, self._ref, ("unresolved", chunk, key)),
            )
        chunk = self._chunk_of[pos]
        found = self._find_ext(ref.kind, ref.key, chunk)
        if found is not None:
            return self._local_entity(*found)
        home = ("ext", ref.key, chunk)
        if ref.kind == _VALUE:
            value = ref.key
            assert isinstance(value, Value)
            return self._made(
                home, lambda: ValueEntity(ref.name, None, [value], chunk, self._ref, home)
            )
        block = ref.key
        assert isinstance(block, Block)
        return self._made(home, lambda: BlockEntity(ref.name, None, block, chunk, self._ref, home))

    def _made(self, key: object, make: Callable[[], Entity]) -> Entity:
        found = self._entities.get(key)
        if found is None:
            found = self._entities.setdefault(key, make())
        return found

    def _local_entity(self, pos: int, local: _Local) -> Entity:
        found = self._entities.get((pos, local))
        if found is not None:
            return found
        base = self._starts[pos]
        span = Span(base + local.start, base + local.end)
        chunk = self._chunk_of[pos]
        home = ("local", pos, local)
        entity: Entity
        if local.kind == _VALUE:
            entity = ValueEntity(local.name, span, local.payload, chunk, self._ref, home)
        elif local.kind == _BLOCK:
            entity = BlockEntity(local.name, span, local.payload, chunk, self._ref, home)
        else:
            entity = SymbolEntity(local.name, span, local.payload, chunk, self._ref, home)
        return self._entities.setdefault((pos, local), entity)

    def _alias_entity(self, chunk: int, name: str) -> AliasEntity:
        key = ("alias", chunk, name)
        found = self._entities.get(key)
        if found is not None:
            assert isinstance(found, AliasEntity)
            return found
        info = self._chunks[chunk]
        defined = self._alias_table(info).get(name)
        span: Span | None = None
        aliased: Attribute | Type | None = None
        if defined is not None:
            base = self._starts[defined[0]]
            span = Span(base + defined[1], base + defined[2])
            if name.startswith("#"):
                aliased = info.parse.attr_aliases.get(name[1:])
            else:
                aliased = info.parse.type_aliases.get(name[1:])
        entity = self._entities.setdefault(
            key, AliasEntity(name, span, aliased, chunk, self._ref, key)
        )
        assert isinstance(entity, AliasEntity)
        return entity

    def _alias_table(self, info: _Chunk) -> dict[str, tuple[int, int, int]]:
        table = info.alias_table
        if table is None:
            table = {}
            for pos in range(info.first, info.last):
                for name, s, e in self._pieces[pos].alias_defs:
                    table[name] = (pos, s, e)
            info.alias_table = table
        return table

    def _find_ext(self, kind: int, key: Value | Block, chunk: int | None = None) -> _Target | None:
        """The piece defining a value or block used elsewhere, and its entity there."""
        if kind == _VALUE:
            if isinstance(key, OpResult):
                owner: Operation | None = key.op
            elif isinstance(key, BlockArgument):
                owner = key.block.parent_op
            else:
                return None
            pos = self._piece_of_op(owner, chunk)
            if pos is None:
                return None
            local = self._pieces[pos].local_value.get(key)
        else:
            assert isinstance(key, Block)
            pos = self._piece_of_op(key.parent_op, chunk)
            if pos is None:
                return None
            local = self._pieces[pos].local_block.get(key)
        return (pos, local) if local is not None else None

    # ---- symbols ------------------------------------------------------------------------------

    def _table(self, table_op: Operation, name: str, chunk: int | None) -> _Target | None:
        pos = self._piece_of_op(table_op, chunk)
        if pos is not None:
            local = self._pieces[pos].tables.get(table_op, {}).get(name)
            return (pos, local) if local is not None else None
        info = self._chunk_of_op(table_op, chunk)
        return info.tables.get(table_op, {}).get(name) if info is not None else None

    def _symbol_def(self, op: Operation, chunk: int | None = None) -> _Target | None:
        pos = self._piece_of_op(op, chunk)
        if pos is not None:
            local = self._pieces[pos].local_sym.get(op)
            if local is not None:
                return pos, local
        for info in self._chunks if chunk is None else (self._chunks[chunk],):
            found = info.encl_defs.get(op)
            if found is not None:
                return found
        return None

    def resolve(self, pos: int, use: _Use) -> list[_Target | None]:
        """The definition of each component of a symbol reference, looked up from its user
        as upstream does.

        The root is searched in the nearest enclosing symbol table, then further out
        (more lenient than upstream, which stops at the nearest: an editor should still
        navigate); nested names in the symbol table of the previous component.
        """
        found_list = self._resolved.get((pos, use))
        if found_list is not None:
            return found_list
        chunk = self._chunk_of[pos]
        user = use.user
        if user is None:
            user = self._pieces[pos].innermost(use.start)
        if user is None:
            user = self._innermost_op_at(self._starts[pos] + use.start)
        root = use.attr.root
        found: _Target | None = None
        table_op = user.parent_op if user is not None else None
        while table_op is not None:
            found = self._table(table_op, root, chunk)
            if found is None and symbol_name_of(table_op) == root:
                # `@m::@f` inside `module @m`: upstream would not find it; navigation still should.
                found = self._symbol_def(table_op, chunk)
            if found is not None:
                break
            table_op = table_op.parent_op
        if found is None and user is None:
            found = self._any_table(self._chunks[chunk], root)
        out: list[_Target | None] = [found]
        for name in use.attr.nested:
            prev = out[-1]
            out.append(self._table(prev[1].payload, name, chunk) if prev is not None else None)
        return self._resolved.setdefault((pos, use), out)

    def _any_table(self, info: _Chunk, root: str) -> _Target | None:
        """No user known: any table of the chunk will do."""
        for table in info.tables.values():
            if root in table:
                return table[root]
        for pos in range(info.first, info.last):
            for local_table in self._pieces[pos].tables.values():
                if root in local_table:
                    return pos, local_table[root]
        return None

    def _symbol_roots(self, op: Operation) -> set[str]:
        """The root names a reference to `op` can start with (its own, its tables')."""
        roots: set[str] = set()
        current: Operation | None = op
        while current is not None:
            name = symbol_name_of(current)
            if name is not None:
                roots.add(name)
            current = current.parent_op
        return roots

    # ---- occurrences --------------------------------------------------------------------------

    def _occurrence(self, pos: int, o: _Occ) -> Occurrence:
        base = self._starts[pos]
        return Occurrence(Span(base + o[0], base + o[1]), self._entity(pos, o[2]), o[3], o[4])

    def named_classes(self, pos: int) -> dict[int, tuple[int, bool, int]]:
        """For each start of a non-empty occurrence of piece `pos` (whole-document offsets):
        what it names (`name_class`), whether it defines it, and its end. The one `at`
        finds when several start there."""
        base = self._starts[pos]
        found: dict[int, tuple[int, bool, int]] = {}
        occ = self._pieces[pos].occ
        for s, e, ref, flags in zip(occ.starts, occ.ends, occ.refs, occ.flags, strict=True):
            if e <= s:
                continue
            is_def = bool(flags & 1)
            if isinstance(ref, _Local):
                code = ref.name_class()
            elif isinstance(ref, _AliasRef):
                code = TYPE_ALIAS if ref.name.startswith("!") else ATTRIBUTE_ALIAS
            elif isinstance(ref, _SymRef):
                targets = self.resolve(pos, ref.use)
                target = targets[ref.k] if ref.k < len(targets) else None
                code = target[1].name_class() if target is not None else SYMBOL
            elif ref.kind == _VALUE:
                target = self._find_ext(_VALUE, ref.key, self._chunk_of[pos])
                undefined: list[Any] = [ref.key]
                code = target[1].name_class() if target is not None else _value_class(undefined)
            else:
                code = LABEL
            found[base + s] = (code, is_def, base + e)
        return found

    def classification(self, pieces: list[int], start: int, end: int) -> tuple[object, ...]:
        """What the semantic tokens of the pieces `pieces` (making the text `[start, end)`)
        show beyond what their text says: the names of the ops around them there, the
        registry, where the pieces are, and what their symbol references that leave them
        resolve to (a function, another symbol, nothing). Equal for two texts that are
        equal and classified alike, also across a whole re-parse."""
        names: tuple[tuple[int, int, bool], ...] = ()
        if self._encl_names:
            lo = bisect_left(self._encl_names, (start,))
            hi = bisect_left(self._encl_names, (end,))
            names = tuple((s - start, e - start, r) for s, e, r in self._encl_names[lo:hi])
        registry = self.analysis.options.registry
        shape = tuple(
            (
                self._starts[p] - start,
                self._pieces[p].length,
                self._pieces[p].top is not None,
                self._pieces[p].shape(),
            )
            for p in pieces
        )
        symbols = tuple(self._signature(pos) for pos in pieces)
        return names, registry, shape, symbols, tuple(self._value_classes(pos) for pos in pieces)

    def _value_classes(self, pos: int) -> tuple[int, ...]:
        """What the values the piece uses and does not define are (a block argument or
        not): uses bound across top-level ops (`verify/links.py`) change with them."""
        data = self._pieces[pos]
        if not data.ext:
            return ()
        chunk = self._chunk_of[pos]
        out = []
        for key in data.ext:
            if isinstance(key, Value):
                target = self._find_ext(_VALUE, key, chunk)
                out.append(target[1].name_class() if target is not None else _value_class([key]))
        return tuple(out)

    def module_classes_of(self, pieces: list[int]) -> dict[str, int] | None:
        """`_module_classes` of the pieces' chunk when every symbol reference they make
        that leaves them is found from the module's table (then their classification
        changes only with it: `ide.tokens` reuses their encoding); None otherwise."""
        if not pieces:
            return None
        info = self._chunks[self._chunk_of[pieces[0]]]
        module = info.parse.module
        for pos in pieces:
            data = self._pieces[pos]
            if data.external_uses() and data.exit_op is not module:
                return None
        return self._module_classes(info)

    def _signature(self, pos: int) -> tuple[object, ...]:
        data = self._pieces[pos]
        info = self._chunks[self._chunk_of[pos]]
        uses = data.external_uses()
        if data.exit_op is info.parse.module:
            # References found from the module's table: by what its names are, which
            # changes only when a top-level symbol changes kind (kept on the piece).
            classes = self._module_classes(info)
            cached = data.sig
            if cached is not None and cached[0] is classes:
                return cached[1]
            sig = tuple(classes.get(use.attr.root, SYMBOL) for _, use in uses)
            data.sig = (classes, sig)
            return sig
        out: list[object] = []
        for table_op, use in uses:
            if table_op is None:
                out.append(
                    tuple(
                        _symbol_class(t[1].payload if t is not None else None)
                        for t in self.resolve(pos, use)
                    )
                )
            else:
                out.append(self._root_class(table_op, use.attr.root, self._chunk_of[pos]))
        return tuple(out)

    def _module_classes(self, info: _Chunk) -> dict[str, int]:
        """What each name a reference can find from the chunk's module is (`name_class`):
        the same object as the previous version's when equal."""
        if info.root_classes is None:
            module = info.parse.module
            classes = {
                name: _symbol_class(local.payload)
                for name, (_, local) in info.tables.get(module, {}).items()
            }
            name = symbol_name_of(module)
            if name is not None and name not in classes:
                found = self._symbol_def(module, info.index)
                if found is not None:
                    classes[name] = _symbol_class(found[1].payload)
            old = self._old_classes.get(module)
            info.root_classes = old if old == classes else classes
        return info.root_classes

    def _root_class(self, table_op: Operation, root: str, chunk: int) -> int:
        """What `root` names (`name_class`), searched from the table of `table_op` outwards."""
        key = (table_op, root, chunk)
        found_class = self._roots.get(key)
        if found_class is not None:
            return found_class
        found: _Target | None = None
        current: Operation | None = table_op
        while current is not None:
            found = self._table(current, root, chunk)
            if found is None and symbol_name_of(current) == root:
                found = self._symbol_def(current, chunk)
            if found is not None:
                break
            current = current.parent_op
        found_class = _symbol_class(found[1].payload if found is not None else None)
        self._roots[key] = found_class
        return found_class

    def at(self, offset: int) -> Occurrence | None:
        """The occurrence under the cursor: one containing `offset`, else one ending at it."""
        pos = self._piece_at(offset)
        if pos < 0:
            return None
        data = self._pieces[pos]
        rel = offset - self._starts[pos]
        starts, ends = data.occ.starts, data.occ.ends
        k = bisect_right(starts, rel)
        touching = -1
        for i in range(k - 1, max(-1, k - 8), -1):
            if starts[i] <= rel < ends[i]:
                return self._occurrence(pos, data.occ[i])
            if ends[i] == rel and touching < 0:
                touching = i
        if touching < 0 and rel == 0 and pos > 0:
            prev = self._pieces[pos - 1].occ
            end = offset - self._starts[pos - 1]
            for i in range(len(prev) - 1, max(-1, len(prev) - 9), -1):
                if prev.ends[i] == end:
                    return self._occurrence(pos - 1, prev[i])
        return self._occurrence(pos, data.occ[touching]) if touching >= 0 else None

    def occurrences_of(self, entity: Entity) -> list[Occurrence]:
        """The entity's definition and uses in this version, in source order."""
        home = entity.home
        found: list[Occurrence] = []
        if isinstance(home, tuple) and home[0] == "local":
            _, pos, local = home
            data = self._pieces[pos]
            found.extend(self._occurrence(pos, data.occ[i]) for i in data.by_ref.get(local, ()))
            if local.kind == _SYMBOL:
                found.extend(self._symbol_uses(entity, self._symbol_roots(local.payload)))
            else:
                keys = local.payload if local.kind == _VALUE else [local.payload]
                found.extend(self._ext_uses(entity, keys))
        elif isinstance(home, tuple) and home[0] == "ext":
            found.extend(self._ext_uses(entity, [home[1]]))
        elif isinstance(home, tuple) and home[0] == "alias":
            info = self._chunks[home[1]]
            for pos in range(info.first, info.last):
                data = self._pieces[pos]
                ref = data.aliases.get(home[2])
                if ref is not None:
                    found.extend(self._occurrence(pos, data.occ[i]) for i in data.by_ref[ref])
        elif isinstance(home, tuple) and home[0] == "unresolved":
            found.extend(self._symbol_uses(entity, {home[2].split("::", 1)[0][1:].strip('"')}))
        found.sort(key=_by_span)
        return found

    def _ext_uses(self, entity: Entity, keys: list[Any]) -> Iterator[Occurrence]:
        for pos, data in enumerate(self._pieces):
            if not data.ext:
                continue
            for key in keys:
                ref = data.ext.get(key)
                if ref is None:
                    continue
                for i in data.by_ref[ref]:
                    occ = self._occurrence(pos, data.occ[i])
                    if occ.entity is entity:
                        yield occ

    def _symbol_uses(self, entity: Entity, roots: set[str]) -> Iterator[Occurrence]:
        """The references resolving to `entity` among those whose root is one of `roots`."""
        for pos, data in enumerate(self._pieces):
            for root in roots:
                for use in data.uses_by_root.get(root, ()):
                    for i in use.occ:
                        occ = self._occurrence(pos, data.occ[i])
                        if occ.entity is entity:
                            yield occ

    # ---- operations ---------------------------------------------------------------------------

    def _shifted(self, pos: int, loc: OpLocation) -> OpLocation:
        """`loc`, an op location of piece `pos`, in whole-document offsets."""
        return loc.shifted(self._starts[pos] - self._pieces[pos].origin)

    def _piece_ops_between(self, start: int, end: int) -> Iterator[tuple[int, list[OpLocation]]]:
        """For each piece from `start` to `end`: the shift of its operations' locations to
        whole-document offsets, and those whose name starts in `[start, end)`."""
        for pos in range(max(self._piece_at(start), 0), bisect_left(self._starts, end)):
            data = self._pieces[pos]
            base = self._starts[pos]
            lo = bisect_left(data.op_starts, start - base)
            yield base - data.origin, data.ops[lo : bisect_left(data.op_starts, end - base)]

    def operations_between(self, start: int, end: int) -> list[OpLocation]:
        """The operations whose name starts in `[start, end)`, in source order."""
        found: list[OpLocation] = []
        for base, locs in self._piece_ops_between(start, end):
            found.extend(loc.shifted(base) for loc in locs)
        for info in self._chunks:
            found.extend(loc for loc in info.enclosing if start <= loc.name_start < end)
        found.sort(key=attrgetter("name_start"))
        return found

    def op_names_between(self, start: int, end: int) -> dict[int, tuple[int, bool]]:
        """`operations_between(start, end)` as {name start - start: (name end - start,
        registered)}, names ending past the text left out (for ide.tokens, without making
        the ops' locations)."""
        found: dict[int, tuple[int, bool]] = {}
        size = len(self.text)
        for base, locs in self._piece_ops_between(start, end):
            d = base - start
            for loc in locs:
                if loc.name_end + base <= size:
                    found[loc.name_start + d] = (loc.name_end + d, loc.op.spec is not None)
        names = self._encl_names
        for k in range(bisect_left(names, (start,)), bisect_left(names, (end,))):
            s, e, registered = names[k]
            if e <= size:
                found[s - start] = (e - start, registered)
        return found

    def op_at(self, offset: int) -> OpLocation | None:
        """The operation whose name is under the cursor."""
        best: OpLocation | None = None
        pos = self._piece_at(offset)
        if pos >= 0:
            data = self._pieces[pos]
            k = bisect_right(data.op_starts, offset - self._starts[pos])
            if k > 0:
                best = self._shifted(pos, data.ops[k - 1])
        for info in self._chunks:
            for loc in info.enclosing:
                if loc.name_start <= offset and (best is None or loc.name_start > best.name_start):
                    best = loc
        return best if best is not None and best.name.contains(offset) else None

    def _op_location(self, op: Operation, chunk: int | None = None) -> OpLocation | None:
        pos = self._piece_of_op(op, chunk)
        if pos is not None:
            loc = self._pieces[pos].op_loc.get(op)
            return self._shifted(pos, loc) if loc is not None else None
        for info in self._chunks if chunk is None else (self._chunks[chunk],):
            found = info.encl_loc.get(op)
            if found is not None:
                return found
        return None

    def innermost_op(self, offset: int) -> OpLocation | None:
        """The innermost operation whose text contains `offset`."""
        ops = self.enclosing_ops(offset)
        return self._op_location(ops[0], self._chunk_at(offset)) if ops else None

    def _chunk_at(self, offset: int) -> int | None:
        pos = self._piece_at(offset)
        return self._chunk_of[pos] if pos >= 0 else None

    def _innermost_op_at(self, offset: int) -> Operation | None:
        ops = self.enclosing_ops(offset)
        return ops[0] if ops else None

    def enclosing_ops(self, offset: int) -> list[Operation]:
        """The operations whose text contains `offset`, innermost first.

        Ops nest properly, so every op containing `offset` is an ancestor of (or is)
        the last op starting at or before it.
        """
        found: list[Operation] = []
        pos = self._piece_at(offset)
        op: Operation | None = None
        chunk: int | None = None
        if pos >= 0:
            op = self._pieces[pos].innermost(offset - self._starts[pos])
            chunk = self._chunk_of[pos]
        if op is None:
            around = [
                (loc.start, info.index, loc.op)
                for info in self._chunks
                for loc in info.enclosing
                if loc.start <= offset < loc.end
            ]
            if not around:
                return []
            _, chunk, op = max(around, key=itemgetter(0))
        while op is not None:
            loc = self._op_location(op, chunk)
            if loc is not None and loc.start <= offset < loc.end:
                found.append(op)
            op = op.parent_op
        return found

    @property
    def op_location(self) -> _Lookup[Operation, OpLocation]:
        return _Lookup(self._op_location)

    # ---- entities by IR object ----------------------------------------------------------------

    @property
    def value_entity(self) -> _Lookup[Value, ValueEntity]:
        def find(value: Value) -> ValueEntity | None:
            entity = self._by_key(_VALUE, value)
            return entity if isinstance(entity, ValueEntity) else None

        return _Lookup(find)

    @property
    def block_entity(self) -> _Lookup[Block, BlockEntity]:
        def find(block: Block) -> BlockEntity | None:
            entity = self._by_key(_BLOCK, block)
            return entity if isinstance(entity, BlockEntity) else None

        return _Lookup(find)

    def _by_key(self, kind: int, key: Value | Block) -> Entity | None:
        """The entity of a value or block: where it is defined, else where it is used."""
        target = self._find_ext(kind, key)
        if target is not None:
            return self._local_entity(*target)
        for pos, data in enumerate(self._pieces):
            ref = data.ext.get(key)
            if ref is not None:
                return self._entity(pos, ref)
        return None

    @property
    def symbol_entity(self) -> _Lookup[Operation, SymbolEntity]:
        def find(op: Operation) -> SymbolEntity | None:
            target = self._symbol_def(op)
            entity = self._local_entity(*target) if target is not None else None
            return entity if isinstance(entity, SymbolEntity) else None

        return _Lookup(find)

    # ---- everything (built on first use: completion, rename, symbols, tests) --------------------

    @cached_property
    def occurrences(self) -> list[Occurrence]:
        """Every occurrence, sorted by span."""
        return [self._occurrence(pos, o) for pos, data in enumerate(self._pieces) for o in data.occ]

    @cached_property
    def operations(self) -> list[OpLocation]:
        """Every operation with its location, in source order of their names."""
        return self.operations_between(-1, len(self.text) + 1)

    def _all(self, kind: type) -> list[Any]:
        seen: set[int] = set()
        out: list[Any] = []
        for occ in self.occurrences:
            entity = occ.entity
            if isinstance(entity, kind) and id(entity) not in seen:
                seen.add(id(entity))
                out.append(entity)
        return out

    @cached_property
    def values(self) -> list[ValueEntity]:
        return self._all(ValueEntity)

    @cached_property
    def blocks(self) -> list[BlockEntity]:
        return self._all(BlockEntity)

    @cached_property
    def symbols(self) -> list[SymbolEntity]:
        return self._all(SymbolEntity)

    @cached_property
    def aliases(self) -> list[AliasEntity]:
        return self._all(AliasEntity)

    @cached_property
    def alias_entity(self) -> list[dict[str, AliasEntity]]:
        """Per chunk: alias name -> entity (defined or used)."""
        out: list[dict[str, AliasEntity]] = []
        for info in self._chunks:
            names: dict[str, AliasEntity] = {}
            for name in self._alias_table(info):
                names[name] = self._alias_entity(info.index, name)
            for pos in range(info.first, info.last):
                for name in self._pieces[pos].aliases:
                    if name not in names:
                        names[name] = self._alias_entity(info.index, name)
            out.append(names)
        return out


def _by_span(o: Occurrence) -> tuple[int, int]:
    return o.span.start, o.span.end
