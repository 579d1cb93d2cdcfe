"""Names shared by a chunk's top-level ops, for the incremental analyzer.

Names live in one scope per file (`parser/scopes.py`): a use of a name not visible
where it is written leaves a placeholder that later top-level ops share and the first
later definition resolves. `ChunkNames` answers what `parser.scopes.link_name` asks of
a chunk (its `NameView`): per top-level piece of the chunk's `SegmentedSourceMap`, the
uses of names not visible (`SourceMap.forward_uses`) and the definitions, by name, in
parse order, kept relative to the piece so that an edit elsewhere leaves them valid.
An edit of one op then re-links only the names it uses that way or defines
(`touched`), and `bindings` says which uses of which pieces must be bound to which
value (`SegmentedSourceMap.relinked`).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Set
from typing import Any

from mlir_ls.dialects.function_interface import symbol_name_of
from mlir_ls.ir.core import ForwardRef, Operation, Value
from mlir_ls.ir.source_map import SegmentedSourceMap
from mlir_ls.ir.types import Type
from mlir_ls.parser.scopes import Chain, LinkPolicy, Sensitive
from mlir_ls.text.span import Span

Key = tuple[str, int]


class _PieceNames:
    """One piece's records by name, offsets relative to the piece's start (built when
    asked: most pieces are never asked for their definitions)."""

    __slots__ = ("_defs", "_external", "forward", "lo", "source")

    def __init__(self, sm: SegmentedSourceMap, k: int) -> None:
        _, piece_uses, lo = sm.piece_parse_records(k)
        self.source, self.lo = sm.piece_identity(k)[:2]
        #: (clock, start, end, type, kind) of each forward use, by key, in parse order
        self.forward: dict[Key, list[tuple[int, int, int, Type | None, int]]] = {}
        for s, e, (clock, name, number, use_type, kind) in piece_uses:
            self.forward.setdefault((name, number), []).append(
                (clock, s - lo, e - lo, use_type, kind)
            )
        self._defs: dict[str, int | tuple[int, ...]] | None = None
        self._external: dict[Key, set[Value]] | None = None

    def defs(self, sm: SegmentedSourceMap, k: int, text: str) -> dict[str, int | tuple[int, ...]]:
        """`definition_clocks` of the piece. Kept for every piece an edit looked at, for the
        rest of the session: one entry per name, not the records' groups (which
        `definitions` makes when asked), so that the tables of the pieces edited once cost
        what their names do (issue 13: the memory of a long session)."""
        if self._defs is None:
            self._defs = definition_clocks(sm, k, text)
        return self._defs

    def definitions(
        self, sm: SegmentedSourceMap, k: int, text: str, name: str
    ) -> list[tuple[int, int, int, list[Value]]]:
        """(clock, start, end, values) of each definition of `%name`, in parse order,
        offsets relative to the piece (`%x:2 = ...`: one definition of two values)."""
        found = self.defs(sm, k, text).get(name)
        if found is None:
            return []
        # the records the clocks of `defs` index (this piece's: `piece` checked its source)
        records = sm.piece_parse_records(k)[0]
        out = []
        for clock in (found,) if isinstance(found, int) else found:
            s, e, value = records[clock]
            values = [value]
            after = clock + 1
            while after < len(records) and records[after][0] == s:
                values.append(records[after][2])
                after += 1
            out.append((clock, s - self.lo, e - self.lo, values))
        return out

    def external(self, sm: SegmentedSourceMap, k: int, text: str) -> dict[Key, set[Value]]:
        """The values the piece's uses of each key are bound to, for the uses not bound
        to a value the piece defines (placeholders, or values of other pieces).

        A placeholder counts only where one of its uses is a forward use of the file's
        scope (`forward`): a use inside a region parsed while recovering (a quiet scope,
        `parser/scopes.py`) that nothing resolved keeps a placeholder of that region's
        own, which a full parse leaves apart from the file's placeholder of the same name
        (binding it to the chain's value would make the two one entity)."""
        if self._external is None:
            defined = {v for _, _, v in sm.piece_parse_records(k)[0]}
            source, base = sm.piece_source(k)
            uses, lo = source.value_uses, self.lo
            # forward uses, relative to the piece (as `uses` are, once `lo` is taken off)
            linked = {s for records in self.forward.values() for _, s, _, _, _ in records}
            quiet: set[Value] = set()
            placeholders: set[Value] = set()
            for s, _, value in uses:
                if isinstance(value, ForwardRef):
                    (placeholders if s - lo in linked else quiet).add(value)
            quiet -= placeholders
            found: dict[Key, set[Value]] = {}
            for s, e, value in uses:
                if value not in defined and value not in quiet:
                    name, _, number = text[s + base + 1 : e + base].partition("#")
                    found.setdefault((name, int(number or 0)), set()).add(value)
            self._external = found
        return self._external


def named_definitions(sm: SegmentedSourceMap, k: int, text: str) -> Iterator[tuple[int, str, int]]:
    """(clock of its first record: its index among piece `k`'s definitions, in parse order;
    name; count of values) of each definition of the piece (`%x:2 = ...`: one of two)."""
    piece_defs = sm.piece_parse_records(k)[0]
    base = sm.piece_source(k)[1]  # source offsets -> `text` offsets
    first = -1
    name = ""
    for clock, (s, e, value) in enumerate(piece_defs):
        if first >= 0 and piece_defs[first][0] == s:
            continue  # `%x:2 = ...`: one record per value
        if first >= 0:
            yield first, name, clock - first
        first = clock
        # the value's own name when it is the text's (not `x#0`): no new string
        own = value.name
        if own is not None and len(own) == e - s - 1 and text.startswith(own, s + base + 1):
            name = own
        else:
            name = text[s + base + 1 : e + base]
    if first >= 0:
        yield first, name, len(piece_defs) - first


def definition_clocks(
    sm: SegmentedSourceMap, k: int, text: str
) -> dict[str, int | tuple[int, ...]]:
    """The clock of each definition of each name of piece `k` (`named_definitions`): an
    int for the usual one definition, a tuple for several."""
    defs: dict[str, int | tuple[int, ...]] = {}
    for clock, name, _ in named_definitions(sm, k, text):
        found = defs.get(name)
        if found is None:
            defs[name] = clock
        else:
            defs[name] = (found, clock) if isinstance(found, int) else (*found, clock)
    return defs


def defined_keys(sm: SegmentedSourceMap, k: int, text: str) -> set[Key]:
    """The keys (name, result number) piece `k` defines: `%x:2 = ...` defines x#0, x#1."""
    keys: set[Key] = set()
    for _, name, count in named_definitions(sm, k, text):
        keys.update((name, number) for number in range(count))
    return keys


class ChunkNames:
    """`parser.scopes.NameView` of one version of a chunk (see the module docstring)."""

    def __init__(
        self,
        sm: SegmentedSourceMap,
        text: str,
        previous: ChunkNames | None = None,
        replaced: Set[int] = frozenset(),
    ) -> None:
        """The view of `sm`; with `previous`, the view of the version before whose pieces
        `replaced` were parsed again (`sm`: the new map), its tables carried over."""
        self.map = sm
        self.text = text
        #: Top-level op -> piece, and piece numbers by top-level symbol name (when asked).
        self._pieces: dict[Operation, int] | None = None
        self._symbols: dict[str, list[int]] | None = None
        if previous is not None:
            #: The pieces defining each name, in order, shared by the versions (`_Definers`).
            self._definers: _Definers = previous._definers
            #: The piece numbers of the top-level ops (they stay, as the pieces do).
            self._tops: list[int] = previous._tops
            self._cache: list[_PieceNames | None] = list(previous._cache)
            #: Whether the records replay the parse (else the analyzer parses the chunk
            #: whole): definitions made piece after piece, none outside the top-level ops.
            self.usable: bool = previous.usable and sm.parse_ordered
            self._users: dict[Key, list[int]] = previous._users
            #: The result numbers above 0 of each name with forward uses as `%name#N`
            #: (shared by the versions, only added to: read against `_users`).
            self._numbered: dict[str, set[int]] = previous._numbered
            self._carry(previous, replaced)
            return
        self._tops = [k for k, _ in sm.top_level_ops()]
        self._definers = _Definers()
        self._cache = [None] * sm.piece_count
        self.usable = sm.parse_ordered and not any(
            sm.piece_top(k) is None and sm.piece_has_records(k) for k in range(sm.piece_count)
        )
        users: dict[Key, list[int]] = {}
        numbered: dict[str, set[int]] = {}
        for k in range(sm.piece_count):
            for _, _, (_, name, number, _, _) in sm.piece_parse_records(k)[1]:
                found = users.setdefault((name, number), [])
                if not found or found[-1] != k:
                    found.append(k)
                if number:
                    numbered.setdefault(name, set()).add(number)
        self._users = users
        self._numbered = numbered

    def _carry(self, previous: ChunkNames, replaced: Set[int]) -> None:
        """`previous`'s op -> piece and symbol tables, if made, with the `replaced` pieces'
        entries made again."""
        sm = self.map
        if previous._pieces is not None:
            pieces = dict(previous._pieces)
            for k in replaced:
                old, new = previous.map.piece_top(k), sm.piece_top(k)
                if old is not new:
                    pieces.pop(old, None)  # type: ignore[arg-type]
                    if new is not None:
                        pieces[new] = k
            self._pieces = pieces
        if previous._symbols is not None:
            symbols = dict(previous._symbols)
            for k in replaced:
                for top in (previous.map.piece_top(k), sm.piece_top(k)):
                    if top is not None and (name := symbol_name_of(top)) is not None:
                        symbols[name] = [p for p in symbols.get(name, ()) if p != k]
            for k in sorted(replaced):
                top = sm.piece_top(k)
                if top is not None and (name := symbol_name_of(top)) is not None:
                    symbols[name] = sorted({*symbols[name], k})
            self._symbols = symbols

    def pieces(self) -> dict[Operation, int]:
        """The piece of each top-level op."""
        if self._pieces is None:
            self._pieces = {top: k for k, top in self.map.top_level_ops()}
        return self._pieces

    def symbol_pieces(self) -> dict[str, list[int]]:
        """The pieces of the top-level ops defining each symbol name."""
        if self._symbols is None:
            symbols: dict[str, list[int]] = {}
            for k, top in self.map.top_level_ops():
                name = symbol_name_of(top)
                if name is not None:
                    symbols.setdefault(name, []).append(k)
            self._symbols = symbols
        return self._symbols

    def piece(self, k: int) -> _PieceNames:
        found = self._cache[k]
        source, lo = self.map.piece_identity(k)[:2]
        if found is None or found.source is not source or found.lo != lo:
            found = self._cache[k] = _PieceNames(self.map, k)
        return found

    def defs(self, k: int) -> dict[str, int | tuple[int, ...]]:
        return self.piece(k).defs(self.map, k, self.text)

    def spliced(self, pieces: set[int], sm: SegmentedSourceMap, text: str) -> ChunkNames:
        """The view of the next version: `pieces` parsed again (`sm`: the new map)."""
        names = ChunkNames(sm, text, self, pieces)
        tops = [k for k in pieces if sm.piece_top(k) is not None]
        definers = self._definers
        if definers.names is None:  # not built: remembered for the build (both versions)
            old = [k for k in tops if self.map.piece_top(k) is not None]
            definers.remember(
                [(k, defined_keys(self.map, k, self.text)) for k in old]
                + [(k, defined_keys(sm, k, text)) for k in tops]
            )
        else:
            for k in tops:
                definers.add(k, defined_keys(sm, k, text))
        # the users of the keys the pieces use (theirs are the only lists that change:
        # the others are shared with this version)
        shared = self._users
        users = dict(shared)
        for k in pieces:
            for key in self.piece(k).forward:
                found = users.get(key)
                if found is not None and found is shared.get(key):
                    kept = [p for p in found if p not in pieces]
                    if kept:
                        users[key] = kept
                    else:
                        del users[key]
        for k in pieces:
            names._cache[k] = None
        for k in pieces:
            for key in names.piece(k).forward:
                found = users.get(key)
                if key[1]:
                    self._numbered.setdefault(key[0], set()).add(key[1])
                if found is None:
                    users[key] = [k]
                    continue
                if found is shared.get(key):
                    found = users[key] = list(found)
                found.insert(bisect_right(found, k), k)
        names._users = users
        return names

    def over(self, sm: SegmentedSourceMap, rebound: set[int]) -> ChunkNames:
        """The same view over `sm`: the same pieces, those of `rebound` with uses bound
        anew (`SegmentedSourceMap.relinked`)."""
        if sm is self.map:
            return self
        names = ChunkNames(sm, self.text, self)
        for k in rebound:
            names._cache[k] = None  # (its tables hold the values it was bound to)
        return names

    def touched(self, k: int) -> set[Key]:
        """The keys whose links piece `k` takes part in: the ones it uses while not
        visible, and the pending ones (used before `k`) that its definitions may resolve.

        A key of result number 0 whose last use before `k` is followed by a definition of
        its name before `k` is not pending when `k` starts (the first later definition
        resolves a placeholder, `_resolve_between`), so `k`'s definitions take no part in
        its links (without this, each edit linked again every name it defines that some
        op before it used before its definition: cost growing with those uses). Found
        name by name of `k`'s definitions (the last use of the name before `k`, then
        whether a definer lies between it and `k`), not key by key of the chunk's pending
        ones, which grow with the uses before definitions the edits leave."""
        keys = set(self.piece(k).forward)
        defs = self.defs(k)
        if not defs:
            return keys
        users = self._users
        numbered = self._numbered
        for name in defs:
            found = users.get((name, 0))
            if found is not None and found[0] < k:
                last = found[bisect_left(found, k) - 1]
                if self.next_definer((name, 0), last, k) is None:
                    keys.add((name, 0))
            numbers = numbered.get(name)
            if numbers:
                for number in numbers:
                    found = users.get((name, number))
                    if found is not None and found[0] < k:
                        keys.add((name, number))
        return keys

    def candidates(self) -> set[int]:
        """The pieces that use a name before its definition (the only ones whose uses can
        lie outside the region of their value: the verifier's cross-region checks)."""
        return {k for found in self._users.values() for k in found}

    # ---- parser.scopes.NameView ----------------------------------------------------------

    def users(self, key: Key) -> list[int]:
        return self._users.get(key, [])

    def events(self, k: int, key: Key) -> list[tuple[int, Span, Type | None, int]]:
        base = self.map.piece_range(k)[0]
        return [
            (clock, Span(s + base, e + base), use_type, kind)
            for clock, s, e, use_type, kind in self.piece(k).forward.get(key, ())
        ]

    def definitions(self, k: int, name: str) -> list[tuple[int, Span, list[Value]]]:
        base = self.map.piece_range(k)[0]
        return [
            (clock, Span(s + base, e + base), values)
            for clock, s, e, values in self.piece(k).definitions(self.map, k, self.text, name)
        ]

    def next_definer(self, key: Key, after: int, before: int) -> int | None:
        """The first top-level piece in `(after, before)` that may define `key` (it
        defines the name), found in the table of definers by key (work per definer of the
        key, not per piece)."""
        name = key[0]
        definers = self._definers
        pieces = definers.of(self, key)
        reparsed = definers.reparsed
        for i in range(bisect_right(pieces, after), len(pieces)):
            k = pieces[i]
            if k >= before:
                return None
            # the table is exact for the pieces never parsed again (their definitions'
            # tables are not built for this: they would stay for the session)
            if k not in reparsed or name in self.defs(k):
                return k
        return None

    # ---- the pieces an edit's links lie between ---------------------------------------------

    def quiet_before(self, key: Key, piece: int) -> int:
        """The last piece before `piece` after which nothing of `key` is pending, whatever
        was pending before it: its last record of the key is a definition of the name with
        that result (it resolves what is pending, as `parser.scopes.link_name` replays it);
        -1 (the chunk's start) if there is none. Links before it are not the edit's."""
        pieces = self._definers.of(self, key)
        for i in range(bisect_left(pieces, piece) - 1, -1, -1):
            if self._ends_quiet(pieces[i], key):
                return pieces[i]
        return -1

    def quiet_after(self, key: Key, piece: int) -> int | None:
        """The first piece after `piece` after which nothing of `key` is pending, whatever
        was pending before it (see `quiet_before`); None if there is none."""
        pieces = self._definers.of(self, key)
        for i in range(bisect_right(pieces, piece), len(pieces)):
            if self._ends_quiet(pieces[i], key):
                return pieces[i]
        return None

    def _ends_quiet(self, k: int, key: Key) -> bool:
        """Whether piece `k`'s last record of `key` is a definition with its result (a use
        recorded at clock c comes before the definition numbered c)."""
        name, number = key
        uses = self.piece(k).forward.get(key)
        if not uses and k not in self._definers.reparsed:
            return True  # (a piece of the key's definers: the table is exact for it)
        if name not in self.defs(k):
            return False
        clocks = [
            c
            for c, _, _, values in self.piece(k).definitions(self.map, k, self.text, name)
            if number < len(values)
        ]
        if not clocks:
            return False
        return not uses or max(clocks) >= max(use[0] for use in uses)

    # ---- binding uses ----------------------------------------------------------------------

    def bindings(self, chains: list[Chain]) -> dict[int, dict[Value, Value]]:
        """For the chains of one key: per piece, the values its uses of the key are bound
        to now and the one they must be bound to (the resolving definition, or one
        placeholder all the chain's uses share).

        The placeholder is the one of the chain's type that most of its uses are bound to
        already (the head's first among equals), and no other chain's: a new first use
        of a name used in many ops (one defined nowhere) binds that op's uses to the
        others' placeholder, not all of theirs to a new one (each op bound anew is
        verified again). Which placeholder it is says nothing: a full parse makes one
        per chain, of the type of its first use, as this one is."""
        out: dict[int, dict[Value, Value]] = {}
        taken: set[Value] = set()
        for chain in chains:
            bound = [
                (k, self.piece(k).external(self.map, k, self.text).get(chain.key, ()))
                for k in chain.members
            ]
            target: Value | None = chain.value
            if target is None:
                counts: dict[Value, int] = {}
                for _, current in bound:
                    for v in current:
                        if isinstance(v, ForwardRef) and v.type == chain.type and v not in taken:
                            counts[v] = counts.get(v, 0) + 1
                if counts:
                    target = max(counts, key=counts.__getitem__)
                else:
                    target = ForwardRef(chain.type, chain.key[0])
                taken.add(target)
            for k, current in bound:
                for value in current:
                    if value is not target:
                        out.setdefault(k, {})[value] = target
        return out

    def top(self, k: int) -> Operation:
        top = self.map.piece_top(k)
        assert top is not None
        return top

    def defining_values(self, k: int, tops: dict[Operation, int]) -> Iterator[tuple[int, Value]]:
        """The values piece `k`'s uses are bound to outside it (defined in another
        top-level op), with the piece defining each."""
        for values in self.piece(k).external(self.map, k, self.text).values():
            for value in values:
                op = defining_top(value)
                if op is not None and op in tops:
                    yield tops[op], value


def bind_operands(top: Operation, mapping: dict[Value, Value]) -> set[Operation]:
    """Bind the operands of `top` and its nested ops to the values `mapping` says;
    returns the ops whose operands changed."""
    changed: set[Operation] = set()
    for inner in top.walk():
        operands = inner.operands
        for i, value in enumerate(operands):
            target = mapping.get(value)
            if target is not None:
                operands[i] = target
                changed.add(inner)
    return changed


def defining_top(value: Any) -> Operation | None:
    """The top-level op (the op whose parent has no parent op) holding `value`'s definition."""
    op: Operation | None = getattr(value, "op", None)
    if op is None:
        block = getattr(value, "block", None)
        op = block.parent_op if block is not None else None
    while op is not None:
        parent = op.parent_op
        if parent is None or parent.parent_op is None:
            return op
        op = parent
    return None


class _Definers:
    """The top-level pieces defining each key (`%name#number`), in order, shared by the
    versions of a chunk's `ChunkNames`: a piece parsed again adds its keys, none are taken
    out (a piece that no longer defines one is skipped where it is read: the versions
    still in use read the same table).

    Built when first asked (most edits link no name across ops): from the asking
    version, with the keys of the last splice's pieces in both of its versions added (the
    other version of the edit in progress reads it too)."""

    __slots__ = ("_last", "groups", "names", "reparsed")

    def __init__(self) -> None:
        #: The pieces defining each name (`%name`, `%name#0`), and each `%name#N` (N > 0).
        self.names: dict[str, list[int]] | None = None
        self.groups: dict[Key, list[int]] = {}
        #: The pieces added since the build (parsed again: one of their versions may no
        #: longer define what the table says); the table is exact for the others.
        self.reparsed: set[int] = set()
        #: While not built: the pieces of the last splice and their keys, old and new.
        self._last: list[tuple[int, set[Key]]] = []

    def of(self, view: ChunkNames, key: Key) -> list[int]:
        names = self.names
        if names is None:
            names = self._build(view)
        if key[1]:
            return self.groups.get(key, [])
        return names.get(key[0], [])

    def remember(self, keys: list[tuple[int, set[Key]]]) -> None:
        """The keys of the last splice's pieces, old and new, while the table is not built
        (added when it is)."""
        self._last = keys

    def _build(self, view: ChunkNames) -> dict[str, list[int]]:
        """One pass over every top-level piece's definitions (once per chunk parsed
        whole; their tables are not kept); returns the table of names."""
        names: dict[str, list[int]] = {}
        groups: dict[Key, list[int]] = {}
        sm, text = view.map, view.text
        for k in view._tops:
            here: set[str] = set()
            for _, name, count in named_definitions(sm, k, text):
                here.add(name)
                for number in range(1, count):
                    self._insert(groups, (name, number), k)
            for name in here:
                found = names.get(name)
                if found is None:
                    names[name] = [k]
                else:
                    found.append(k)
        self.names = names
        self.groups = groups
        for k, keys in self._last:
            self.add(k, keys)
        self._last = []
        return names

    def add(self, k: int, keys: set[Key]) -> None:
        """Piece `k` (parsed again) defines `keys` (the table is built)."""
        assert self.names is not None
        self.reparsed.add(k)
        for name, number in keys:
            if number:
                self._insert(self.groups, (name, number), k)
            else:
                self._insert(self.names, name, k)

    @staticmethod
    def _insert(table: dict[Any, list[int]], key: Any, k: int) -> None:
        found = table.get(key)
        if found is None:
            table[key] = [k]
            return
        at = bisect_left(found, k)
        if at == len(found) or found[at] != k:
            found.insert(at, k)


#: What an op's parse saw of a placeholder pending before it: its first use and its type.
Seen = tuple[Span, Type]


class Recorded(LinkPolicy):
    """`link_name` over the last version: each op's records were made with what was
    pending before it (its parse was the whole chunk's, or made with that). Notes the ops
    whose parse depends on it (`depends`)."""

    def __init__(self) -> None:
        self.depends: dict[tuple[int, Key], Seen | None] = {}

    def sensitive(self, piece: int, key: Key, chain: Chain | None) -> None:
        self.depends[(piece, key)] = (chain.span, chain.type) if chain is not None else None


class Checked(LinkPolicy):
    """`link_name` over the next version: an op's records stand where its parse does not
    depend on what is pending before it, or was made with the same (`depends`: what the
    last version's ops depended on, in the new offsets; `seeds`: what the ops parsed for
    this version were parsed with); else `Sensitive` is raised."""

    def __init__(
        self,
        depends: dict[tuple[int, Key], Seen | None],
        seeds: dict[int, dict[Key, Seen]],
    ) -> None:
        self.depends = depends
        self.seeds = seeds

    def made_with(self, piece: int, key: Key, chain: Chain | None) -> bool:
        seed = self.seeds.get(piece)
        if seed is not None:
            if key not in seed:
                return False
            seen: Seen | None = seed[key]
        elif (piece, key) in self.depends:
            seen = self.depends[(piece, key)]
        else:
            return False
        if chain is not None and seen is not None and (chain.span, chain.type) == seen:
            return True
        raise Sensitive(piece)
