"""The source map: where each value, block, symbol and alias is defined and used.

Like upstream's AsmParserState, a side table kept next to the IR: the parser
appends flat records while it runs (cheap), and the IDE layer indexes them on
demand. All positions are offsets into the parsed text.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any

from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.ir.attributes import SymbolRefAttr
    from mlir_ls.ir.core import Block, Operation, Value


class OpLocation:
    """Ranges of one operation: its name token and the whole text from results to end.

    Stored as four offsets (one of these exists per operation of a file, so it
    is kept small); `name` and `full` give them as spans.
    """

    __slots__ = ("end", "name_end", "name_start", "op", "start")

    def __init__(self, op: Operation, name_start: int, name_end: int, start: int, end: int) -> None:
        self.op = op
        self.name_start = name_start
        self.name_end = name_end
        self.start = start
        self.end = end

    def shifted(self, delta: int) -> OpLocation:
        """The same ranges moved by `delta`."""
        return OpLocation(
            self.op,
            self.name_start + delta,
            self.name_end + delta,
            self.start + delta,
            self.end + delta,
        )

    @property
    def name(self) -> Span:
        return Span(self.name_start, self.name_end)

    @property
    def full(self) -> Span:
        return Span(self.start, self.end)

    def __repr__(self) -> str:
        return f"OpLocation({self.op!r}, name={self.name}, full={self.full})"


@dataclass(slots=True)
class SymbolUse:
    """One `@a::@b` reference: the attribute, the span of each component, the op that holds it."""

    attr: SymbolRefAttr
    spans: list[Span]
    user: Operation | None


@dataclass(slots=True)
class SourceMap:
    #: (start, end, value): where each value's name is defined (`%x` in `%x = ...`, block args).
    value_defs: list[tuple[int, int, Value]] = field(default_factory=list)
    #: (start, end, value): every use of a value (`%x`, `%x#1`).
    value_uses: list[tuple[int, int, Value]] = field(default_factory=list)
    #: For `%x:2 = ...`: the group name span and its result values.
    value_groups: list[tuple[int, int, list[Value]]] = field(default_factory=list)
    block_defs: list[tuple[int, int, Block]] = field(default_factory=list)
    block_uses: list[tuple[int, int, Block]] = field(default_factory=list)
    operations: list[OpLocation] = field(default_factory=list)
    #: Symbol definitions: span of the `@name` in the defining op, and the op.
    symbol_defs: list[tuple[int, int, Operation]] = field(default_factory=list)
    symbol_uses: list[SymbolUse] = field(default_factory=list)
    #: Alias definitions by spelling with sigil (`#map`, `!ty`): span of the name.
    alias_defs: dict[str, Span] = field(default_factory=dict)
    alias_uses: list[tuple[int, int, str]] = field(default_factory=list)
    #: Spans of `{...}` regions and of split chunks, for folding and outlines.
    regions: list[Span] = field(default_factory=list)
    #: (start, end, payload): each use of a name not visible where it is written (a
    #: placeholder the file's one scope may share with other top-level ops), in parse
    #: order; the payload (`parser.scopes.ForwardUse`) starts with the count of
    #: `value_defs` records made before it, so that uses and definitions can be replayed
    #: in the order the parser saw them (`parser.scopes.link_name`).
    forward_uses: list[tuple[int, int, Any]] = field(default_factory=list)
    #: False when no value was used before its definition in the text. Then every use
    #: in a single-block region follows its definition, so it cannot fail dominance
    #: (the verifier skips those regions). True unless the parser says otherwise.
    uses_before_definitions: bool = True

    def remap_values(self, mapping: dict[Value, Value]) -> None:
        """Replace resolved forward-reference placeholders by their definitions."""
        if not mapping:
            return
        self.value_uses = [(s, e, mapping.get(v, v)) for s, e, v in self.value_uses]

    def shifted(self, delta: int) -> SourceMap:
        """A copy with every offset moved by `delta` (for chunks of a split file)."""
        if delta == 0:
            return self

        def sh(records: list[tuple[int, int, object]]) -> list[tuple[int, int, object]]:
            return [(s + delta, e + delta, x) for s, e, x in records]

        return SourceMap(
            value_defs=sh(self.value_defs),  # type: ignore[arg-type]
            value_uses=sh(self.value_uses),  # type: ignore[arg-type]
            value_groups=sh(self.value_groups),  # type: ignore[arg-type]
            block_defs=sh(self.block_defs),  # type: ignore[arg-type]
            block_uses=sh(self.block_uses),  # type: ignore[arg-type]
            operations=[o.shifted(delta) for o in self.operations],
            symbol_defs=sh(self.symbol_defs),  # type: ignore[arg-type]
            symbol_uses=[
                SymbolUse(u.attr, [s.shifted(delta) for s in u.spans], u.user)
                for u in self.symbol_uses
            ],
            alias_defs={k: v.shifted(delta) for k, v in self.alias_defs.items()},
            alias_uses=sh(self.alias_uses),  # type: ignore[arg-type]
            regions=[r.shifted(delta) for r in self.regions],
            forward_uses=sh(self.forward_uses),
            uses_before_definitions=self.uses_before_definitions,
        )


# ---- a chunk's map kept in pieces, for incremental re-analysis ------------------------------

#: Record lists of a `SourceMap` that hold `(start, end, x)` triples.
_TRIPLES = (
    "value_defs",
    "value_uses",
    "value_groups",
    "block_defs",
    "block_uses",
    "symbol_defs",
    "alias_uses",
    "forward_uses",
)


def _use_start(use: SymbolUse) -> int:
    return use.spans[0].start


def _sorted_records(sm: SourceMap, d: int) -> dict[str, list[Any]]:
    """The records of `sm` as `SourceMap` fields, each list sorted by start and moved by
    `d` (`alias_defs` as `(start, end, name)` triples). Made when asked and not kept: a
    piece's map holds its own op's records (a few hundred), read when the op is spliced
    in, verified and indexed. (A sorted copy kept per piece asked for would stay for the
    session: every op edited once, issue 13.)"""
    first = itemgetter(0)
    out: dict[str, list[Any]] = {}
    for name in _TRIPLES:
        found = sorted(getattr(sm, name), key=first)
        out[name] = found if d == 0 else [(s + d, e + d, x) for s, e, x in found]
    ops = sorted(sm.operations, key=attrgetter("start"))
    out["operations"] = ops if d == 0 else [loc.shifted(d) for loc in ops]
    regions = sorted(sm.regions, key=first)
    out["regions"] = regions if d == 0 else [r.shifted(d) for r in regions]
    uses = sorted(sm.symbol_uses, key=_use_start)
    out["symbol_uses"] = (
        uses
        if d == 0
        else [SymbolUse(u.attr, [s.shifted(d) for s in u.spans], u.user) for u in uses]
    )
    aliases = sorted(((s.start, s.end, n) for n, s in sm.alias_defs.items()), key=first)
    out["alias_defs"] = aliases if d == 0 else [(s + d, e + d, n) for s, e, n in aliases]
    return out


def _distribute(
    flat: SourceMap, starts: list[int], his: list[int]
) -> tuple[list[dict[str, Any]], bool]:
    """The records of `flat` of each piece `[starts[k], his[k])`, by the piece their start
    is in, as `SourceMap` fields; the ops and regions that cross a piece's end are left
    out (`SegmentedSourceMap.enclosing_*` hold them). Also whether the definitions of each
    piece were made one piece after the other (see `SegmentedSourceMap.parse_ordered`)."""
    out: list[dict[str, Any]] = [
        {name: [] for name in (*_TRIPLES, "operations", "regions", "symbol_uses")} for _ in starts
    ]
    for k in range(len(starts)):
        out[k]["alias_defs"] = {}
    last = len(starts) - 1

    def piece(start: int) -> int:
        return max(0, min(last, bisect_right(starts, start) - 1))

    ordered = True
    for name in _TRIPLES:
        lists = [records[name] for records in out]
        # records come mostly in text order: follow them piece by piece
        k = 0
        lo, hi = starts[0], starts[1] if last else 1 << 62
        for record in getattr(flat, name):
            start = record[0]
            if not lo <= start < hi:
                if start < lo and name == "value_defs":
                    ordered = False  # an earlier piece's definition after a later one's
                k = piece(start)
                lo = starts[k] if k else -(1 << 62)
                hi = starts[k + 1] if k < last else 1 << 62
            lists[k].append(record)
    # `forward_uses` clocks count the definitions of their own piece (each piece's come
    # one after the other in the parse: a top-level op at a time)
    base = 0
    for records in out:
        count = len(records["value_defs"])
        uses = records["forward_uses"]
        if uses:
            records["forward_uses"] = uses = [
                (s, e, (clock - base, *rest)) for s, e, (clock, *rest) in uses
            ]
            if any(not 0 <= clock <= count for _, _, (clock, *_) in uses):
                ordered = False
        base += count
    for loc in flat.operations:
        k = piece(loc.start)
        if loc.end <= his[k]:
            out[k]["operations"].append(loc)
    for region in flat.regions:
        k = piece(region.start)
        if region.end <= his[k]:
            out[k]["regions"].append(region)
    for use in flat.symbol_uses:
        out[piece(_use_start(use))]["symbol_uses"].append(use)
    for alias, span in flat.alias_defs.items():
        out[piece(span.start)]["alias_defs"][alias] = span
    return out, ordered


class _Piece:
    """The records of `source` (all of them: `[lo, hi)` is the piece's range in the
    text they were parsed from), moved by `delta`.

    A piece is one top-level op (`top`) or the text between two, with a map of its
    own. Records that cross its end (the ops and regions around the top-level ops)
    are kept apart, in `SegmentedSourceMap.enclosing_*`.
    """

    __slots__ = ("bound", "delta", "hi", "lo", "source", "top")

    def __init__(
        self,
        source: SourceMap,
        lo: int,
        hi: int,
        delta: int,
        top: Operation | None,
        bound: object | None = None,
    ) -> None:
        self.source = source
        self.lo = lo
        self.hi = hi
        self.delta = delta
        self.top = top
        #: Made when the op's uses were bound anew (`SegmentedSourceMap.relinked`).
        self.bound = bound


#: Pieces per block of a `SegmentedSourceMap` (a power of two).
_BLOCK_BITS = 6
_BLOCK = 1 << _BLOCK_BITS
_IN_BLOCK = _BLOCK - 1


class _Block:
    """`_BLOCK` consecutive pieces (fewer in the last block) moved by `delta` more. A
    version whose edit is elsewhere shares `pieces` and `starts` with the previous
    one and only has a `_Block` of its own with another `delta`."""

    __slots__ = ("delta", "pieces", "starts")

    def __init__(self, pieces: list[_Piece], delta: int, starts: list[int] | None = None) -> None:
        self.pieces = pieces
        self.delta = delta
        #: Each piece's start without `delta` (for bisection).
        self.starts = [p.lo + p.delta for p in pieces] if starts is None else starts


class SegmentedSourceMap(SourceMap):
    """A chunk's source map as pieces, one per top-level op: an edit inside one op
    replaces that op's piece and moves the later pieces, instead of shifting every
    record of the file. The pieces are kept in blocks (`_Block`) that carry their own
    move: a splice makes one block again and moves the later blocks (one addition
    each), so its work grows with the square root of the op count, not with the file.

    The flat record lists (the `SourceMap` fields) are built on first access, so code
    that reads a `SourceMap` reads this one unchanged; the incremental analyzer uses
    `top_level_at`, `splice` and `piece_map` without building them.
    """

    __slots__ = (
        "_block_starts",
        "_blocks",
        "_count",
        "_ordered",
        "_uses_before_definitions",
        "enclosing_operations",
        "enclosing_regions",
    )

    _blocks: list[_Block]
    _block_starts: list[int]
    _count: int
    _uses_before_definitions: bool
    _ordered: bool  # each piece's `value_defs` were made one piece after the other
    enclosing_operations: list[OpLocation]
    enclosing_regions: list[Span]

    def __init__(
        self,
        blocks: list[_Block],
        count: int,
        ops: list[OpLocation],
        regions: list[Span],
        flags: bool,
    ) -> None:
        """Built by `of` and `splice` (not `SourceMap.__init__`: none of its tables)."""
        self._blocks = blocks
        self._block_starts = [b.starts[0] + b.delta for b in blocks]
        self._count = count
        self._uses_before_definitions = flags
        self._ordered = True
        self.enclosing_operations = ops
        self.enclosing_regions = regions

    @classmethod
    def of(cls, flat: SourceMap, block: Block, length: int) -> SegmentedSourceMap:
        """The pieces of a whole chunk's map whose top-level ops are those of `block`."""
        if isinstance(flat, SegmentedSourceMap):
            return flat
        tops: list[OpLocation] = []
        ancestors: set[Operation] = set()
        holder = block.parent_op
        while holder is not None:
            ancestors.add(holder)
            holder = holder.parent_op
        enclosing = []
        for loc in flat.operations:
            parent = loc.op.parent
            if parent is block:
                tops.append(loc)
            elif loc.op in ancestors:
                enclosing.append(loc)
        tops.sort(key=attrgetter("start"))
        bounds: list[tuple[int, int, Operation | None]] = []
        at = 0
        for loc in tops:
            if loc.start < at:  # overlapping (broken text): one piece
                bounds = []
                at = 0
                break
            bounds.append((at, loc.start, None))
            bounds.append((loc.start, loc.end, loc.op))
            at = loc.end
        bounds.append((at, max(length, at) + 1, None))
        starts = [lo for lo, _, _ in bounds]
        his = [hi for _, hi, _ in bounds]

        def crossing(start: int, end: int) -> bool:
            k = bisect_right(starts, start) - 1
            return k >= 0 and end > his[k]

        ops = [loc for loc in enclosing if crossing(loc.start, loc.end)]
        regions = [r for r in flat.regions if crossing(r.start, r.end)]
        # Each piece gets a map of its own records: replacing a piece then drops
        # them (and the IR they refer to) with it, and a piece's records are sorted
        # only when asked for (`_sorted_records`), not the whole chunk's at the first edit.
        flags = flat.uses_before_definitions
        distributed, ordered = _distribute(flat, starts, his)
        pieces = [
            _Piece(SourceMap(**records, uses_before_definitions=flags), lo, hi, 0, top)
            for (lo, hi, top), records in zip(bounds, distributed, strict=True)
        ]
        blocks = [_Block(pieces[i : i + _BLOCK], 0) for i in range(0, len(pieces), _BLOCK)]
        sm = cls(blocks, len(pieces), ops, regions, flags)
        sm._ordered = ordered
        return sm

    def _at(self, k: int) -> tuple[_Piece, int]:
        """Piece `k` and its block's move."""
        block = self._blocks[k >> _BLOCK_BITS]
        return block.pieces[k & _IN_BLOCK], block.delta

    def _pieces(self) -> Iterator[tuple[_Piece, int]]:
        """Every piece with its block's move, in order."""
        for block in self._blocks:
            for piece in block.pieces:
                yield piece, block.delta

    def _piece_at(self, offset: int) -> int:
        """The last piece starting at or before `offset` (-1: none)."""
        b = bisect_right(self._block_starts, offset) - 1
        if b < 0:
            return -1
        block = self._blocks[b]
        return (b << _BLOCK_BITS) + bisect_right(block.starts, offset - block.delta) - 1

    def top_level_at(self, lo: int, hi: int) -> tuple[int, Operation] | None:
        """The piece of the top-level op whose text holds `[lo, hi]`, and the op."""
        k = self._piece_at(lo)
        while k >= 0:
            piece, shift = self._at(k)
            d = piece.delta + shift
            if piece.top is not None and piece.lo + d <= lo and hi <= piece.hi + d:
                return k, piece.top
            if piece.lo + d < lo:
                return None
            k -= 1  # an empty gap piece starting at the op's end
        return None

    @property
    def uses_before_definitions_flag(self) -> bool:
        """`uses_before_definitions` without building the flat lists."""
        return self._uses_before_definitions

    def top_level_ops(self) -> Iterator[tuple[int, Operation]]:
        """(piece index, op) of each top-level op."""
        for k, (piece, _) in enumerate(self._pieces()):
            if piece.top is not None:
                yield k, piece.top

    @property
    def piece_count(self) -> int:
        return self._count

    def piece_identity(self, k: int) -> tuple[SourceMap, int, int, Operation | None]:
        """What piece `k` holds: the map that parsed its records, their range in it and
        its top-level op; the same in two versions exactly when the piece was not
        re-parsed (the semantic index keeps per-piece data by it)."""
        piece, _ = self._at(k)
        return piece.source, piece.lo, piece.hi, piece.top

    def piece_range(self, k: int) -> tuple[int, int]:
        piece, shift = self._at(k)
        d = piece.delta + shift
        return piece.lo + d, piece.hi + d

    def piece_source(self, k: int) -> tuple[SourceMap, int]:
        """The map that parsed piece `k`'s records (in the offsets of the text it was
        parsed from; the piece is `piece_identity`'s range of it) and their move to the
        current offsets: a record at `s` there is at `s + move` now."""
        piece, shift = self._at(k)
        return piece.source, piece.delta + shift

    def piece_rows(
        self,
    ) -> Iterator[tuple[tuple[SourceMap, int, int, Operation | None], int, int, object | None]]:
        """For each piece in order: `piece_identity`, `piece_range` and `piece_binding` (in
        one pass over the blocks, for the semantic index of a version)."""
        for block in self._blocks:
            shift = block.delta
            for p in block.pieces:
                d = p.delta + shift
                yield (p.source, p.lo, p.hi, p.top), p.lo + d, p.hi + d, p.bound

    def moved_blocks(self, other: SegmentedSourceMap) -> list[tuple[int, int, int | None]] | None:
        """How this map's pieces stand to those of `other` (an older version's map of the
        same chunk), block by block: (first piece, end piece, move) where the block's
        pieces are `other`'s moved by `move` characters, and None as the move where they
        may differ (compare them one by one). None when the maps have other piece counts.
        Work per block, not per piece: what the semantic index of a version keeps."""
        if self._count != other._count or len(self._blocks) != len(other._blocks):
            return None
        out: list[tuple[int, int, int | None]] = []
        lo = 0
        for mine, theirs in zip(self._blocks, other._blocks, strict=True):
            if len(mine.pieces) != len(theirs.pieces):
                return None
            hi = lo + len(mine.pieces)
            shared = mine.pieces is theirs.pieces
            out.append((lo, hi, mine.delta - theirs.delta if shared else None))
            lo = hi
        return out

    def piece_binding(self, k: int) -> object | None:
        """None, or what identifies the binding of piece `k`'s uses of other ops' values
        made when they were bound anew (`relinked`): a piece's records are the same in two
        versions when its op and this are."""
        return self._at(k)[0].bound

    def piece_map(self, k: int) -> SourceMap:
        """The records of piece `k` (current offsets) as a flat map."""
        piece, shift = self._at(k)
        records = _sorted_records(piece.source, piece.delta + shift)
        aliases = {n: Span(s, e) for s, e, n in records.pop("alias_defs")}
        return SourceMap(
            **records, alias_defs=aliases, uses_before_definitions=self._uses_before_definitions
        )

    def splice(self, k: int, new: SourceMap, new_top: Operation, delta: int) -> SegmentedSourceMap:
        """This map with piece `k` replaced by `new` (the re-parsed op, current offsets):
        piece `k`'s block made again, the later blocks moved by `delta`, the others
        shared."""
        b, i = k >> _BLOCK_BITS, k & _IN_BLOCK
        block = self._blocks[b]
        old = block.pieces[i]
        shift = block.delta
        start, end = old.lo + old.delta + shift, old.hi + old.delta + shift
        pieces = block.pieces[:i]
        # records in current offsets: moved by nothing, with the block's move taken off
        pieces.append(_Piece(new, start, end + delta, -shift, new_top))
        for p in block.pieces[i + 1 :]:
            pieces.append(_Piece(p.source, p.lo, p.hi, p.delta + delta, p.top, p.bound))
        blocks = self._blocks[:b]
        blocks.append(_Block(pieces, shift))
        if delta:
            blocks.extend(
                _Block(o.pieces, o.delta + delta, o.starts) for o in self._blocks[b + 1 :]
            )
        else:
            blocks.extend(self._blocks[b + 1 :])
        ops = [
            loc
            if loc.end < start
            else OpLocation(
                loc.op,
                *(
                    (loc.name_start, loc.name_end)
                    if loc.name_start < start
                    else (loc.name_start + delta, loc.name_end + delta)
                ),
                loc.start if loc.start <= start else loc.start + delta,
                loc.end + delta,
            )
            for loc in self.enclosing_operations
        ]
        regions = [
            r
            if r.end < start
            else Span(r.start if r.start <= start else r.start + delta, r.end + delta)
            for r in self.enclosing_regions
        ]
        # The replaced piece's records go with it (each piece has a map of its own:
        # `of`, `splice` and `relinked` make one per piece).
        flags = self._uses_before_definitions or new.uses_before_definitions
        spliced = SegmentedSourceMap(blocks, self._count, ops, regions, flags)
        spliced._ordered = self._ordered
        return spliced

    def relinked(self, mapping: dict[int, dict[Value, Value]]) -> SegmentedSourceMap:
        """This map with the value uses of some pieces bound to other values (`mapping`:
        piece number -> old value -> new value): names shared across top-level ops
        resolved anew (`verify/incremental.py`). Each such piece gets a map of its own."""
        blocks = list(self._blocks)
        for k, values in mapping.items():
            b, i = k >> _BLOCK_BITS, k & _IN_BLOCK
            block = blocks[b]
            old = block.pieces[i]
            source = old.source
            fields = {name: getattr(source, name) for name in SourceMap.__dataclass_fields__}
            fields["value_uses"] = [(s, e, values.get(v, v)) for s, e, v in source.value_uses]
            pieces = list(block.pieces)
            pieces[i] = _Piece(SourceMap(**fields), old.lo, old.hi, old.delta, old.top, object())
            blocks[b] = _Block(pieces, block.delta, block.starts)
        flags = True  # a use bound to another op's value is a use before its definition
        relinked = SegmentedSourceMap(
            blocks, self._count, self.enclosing_operations, self.enclosing_regions, flags
        )
        relinked._ordered = self._ordered
        return relinked

    @property
    def parse_ordered(self) -> bool:
        """Whether `piece_parse_records` replays the parse: every piece's definitions were
        made one after the other (not so in text the parser skipped around)."""
        return self._ordered

    def piece_parse_records(
        self, k: int
    ) -> tuple[list[tuple[int, int, Value]], list[tuple[int, int, Any]], int]:
        """Piece `k`'s `value_defs` and `forward_uses` in the order the parser made them
        (the clocks of `forward_uses` count the piece's `value_defs`), in the offsets of
        the text it was parsed from, and the piece's start in them."""
        piece, _ = self._at(k)
        source = piece.source
        return source.value_defs, source.forward_uses, piece.lo

    def piece_top(self, k: int) -> Operation | None:
        return self._at(k)[0].top

    def piece_locations(self, k: int) -> tuple[list[OpLocation], int]:
        """Piece `k`'s `operations` (in no particular order, the records themselves) in the
        offsets of the text it was parsed from, and the piece's start in them."""
        piece, _ = self._at(k)
        return piece.source.operations, piece.lo

    def piece_ops(self, k: int) -> list[Operation]:
        """The ops piece `k` locates (its records' `operations`)."""
        return [loc.op for loc in self._at(k)[0].source.operations]

    def piece_has_records(self, k: int) -> bool:
        """Whether piece `k` holds value definitions, uses or forward uses."""
        source = self._at(k)[0].source
        return bool(source.value_defs or source.value_uses or source.forward_uses)

    def __getattr__(self, name: str) -> Any:
        # A `SourceMap` field not built yet (slots of the base class start unset).
        if name.startswith("_") or name not in SourceMap.__dataclass_fields__:
            raise AttributeError(name)
        self._materialize()
        return getattr(self, name)

    def _materialize(self) -> None:
        fields: dict[str, list[Any]] = {
            name: [] for name in (*_TRIPLES, "operations", "regions", "symbol_uses", "alias_defs")
        }
        for piece, shift in self._pieces():
            for name, records in _sorted_records(piece.source, piece.delta + shift).items():
                fields[name].extend(records)
        fields["operations"].extend(self.enclosing_operations)
        fields["regions"].extend(self.enclosing_regions)
        aliases = {n: Span(s, e) for s, e, n in fields.pop("alias_defs")}
        SourceMap.__init__(
            self,
            **fields,
            alias_defs=aliases,
            uses_before_definitions=self._uses_before_definitions,
        )
