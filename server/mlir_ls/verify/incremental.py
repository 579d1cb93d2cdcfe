"""Incremental re-analysis for editors: re-do only what an edit touched.

`IncrementalAnalyzer.analyze(text)` returns what `check.analyze` would, reusing
the previous version's results:

- chunks (`// -----`) whose text did not change are reused as they are (moved);
- in a changed chunk, when the edit lies inside one top-level operation that is
  isolated from above and defines no values (a function, usually), only that
  operation is parsed again and spliced into the module and the source map; the
  names it shares with other top-level ops through the file's one scope (uses
  before a definition) are linked again name by name (`verify/links.py`,
  `parser.scopes.link_name`), re-binding the uses of the ops whose placeholder now
  resolves elsewhere (an op whose parse depends on a placeholder pending before
  it, as when it uses the name with another type, is parsed again with that
  placeholder pending), except the uses of a value the parsed op defines again
  (`verify/adopt.py`: the old value object is kept, its readers' checks run again:
  `_adopted_unchanged`); the verifier re-runs on the ops parsed, on the ops so
  re-bound (in part: `_verify_part`), on the ops whose checks looked symbols up, and
  on the module itself (symbol table), keeping every other op's findings;
- anything else is analysed from scratch.

The result is the same as a full analysis (a property test checks it). The
module's op list is updated in place: callers treat an older analysis of the
same document as stale once they asked for a newer one.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from mlir_ls.dialects import default_registry
from mlir_ls.dialects.function_interface import symbol_name_of
from mlir_ls.gcpause import gc_paused
from mlir_ls.ir.core import ForwardRef, Operation, OpResult, Value
from mlir_ls.ir.release import DroppedOp, detached_roots
from mlir_ls.ir.source_map import SegmentedSourceMap, SourceMap
from mlir_ls.ir.spec import Registry, is_isolated
from mlir_ls.parser import ParseOptions, Parser, ParseResult, parse
from mlir_ls.parser.scopes import Chain, Sensitive, link_name, pending_before
from mlir_ls.syntax.tree import SyntaxTree
from mlir_ls.text.changes import changed_range
from mlir_ls.text.diagnostics import Diagnostic, Related
from mlir_ls.text.span import Span
from mlir_ls.text.split import SplitResult, split_chunks, split_edited
from mlir_ls.verify.adopt import adopt_values
from mlir_ls.verify.check import (
    ChunkAnalysis,
    DocumentAnalysis,
    chunk_diagnostics,
    internal_verifier_error,
)
from mlir_ls.verify.dominance import noted_op
from mlir_ls.verify.links import Checked, ChunkNames, Key, Recorded, Seen, bind_operands
from mlir_ls.verify.value_regions import drop_masked_dominance, verify_value_regions
from mlir_ls.verify.verifier import Verifier, _RegionTraits, has_region_checks

#: `OperationParser` memo tables a re-parse hands to the next one (see `_splice`).
_MEMO_TABLES = (
    "_type_memo",
    "_line_memo",
    "_custom_memo",
    "_generic_names",
    "_attr_memo",
    "_attr_dict_memo",
)
#: (previous text, start, old end, new end): where the text changed (`IncrementalAnalyzer.analyze`).
Changed = tuple[str, int, int, int]

#: Entries kept across re-parses, at most (typing new shapes forever would grow them).
MAX_MEMO_ENTRIES = 100_000
#: Top-level ops parsed again for one edit, at most (the edited one, and the ones whose
#: parse depends on a placeholder it leaves pending); beyond, the chunk is parsed whole.
MAX_PARSED_OPS = 8


@dataclass(slots=True)
class _VerifyState:
    """The verifier's findings of one chunk, by the op whose checks produced them."""

    by_owner: dict[Operation, list[Diagnostic]] = field(default_factory=dict)
    #: The findings of the verifier's walk (`Verifier.verify_single`, region traits), in
    #: their order, of the owners whose `by_owner` differs: those the region phase added
    #: to (`verify_value_regions`) or took from (`drop_masked_dominance`, a dominance
    #: finding masked or replaced). A re-bound op verified in part starts from them.
    own: dict[Operation, list[Diagnostic]] = field(default_factory=dict)
    #: Ops whose checks looked symbols up, with the root names they looked up.
    symbol_users: dict[Operation, set[str]] = field(default_factory=dict)
    #: `symbol_users` by name (built when first asked, then kept up to date).
    _by_name: dict[str, set[Operation]] | None = None

    def collect(self, verifier: Verifier, phases: _Phases) -> None:
        phases.capture(verifier)
        final: set[int] = set()
        touched: set[Operation] = set()
        for diag, owner in zip(verifier.diagnostics, verifier.owners, strict=True):
            self.by_owner.setdefault(owner, []).append(diag)
            final.add(id(diag))
            if id(diag) in phases.regional:
                touched.add(owner)
        for diag, owner in phases.own:
            if id(diag) not in final:
                touched.add(owner)
        for owner in touched:
            self.own[owner] = []
        for diag, owner in phases.own:
            if owner in touched:
                self.own[owner].append(diag)
        index = self._by_name
        for user, names in verifier.symbol_users.items():
            self.symbol_users.setdefault(user, set()).update(names)
            if index is not None:
                for name in names:
                    index.setdefault(name, set()).add(user)

    def walk_findings(self, owner: Operation) -> list[Diagnostic]:
        """What the verifier's walk found for `owner` (before the region phase)."""
        found = self.own.get(owner)
        if found is not None:
            return found
        return self.by_owner.get(owner, [])

    def diagnostics(self) -> list[Diagnostic]:
        return list(itertools.chain.from_iterable(self.by_owner.values()))

    def users_of(self, names: set[str]) -> set[Operation]:
        """The ops whose checks looked up one of `names`."""
        index = self._by_name
        if index is None:
            index = self._by_name = {}
            for user, looked_up in self.symbol_users.items():
                for name in looked_up:
                    index.setdefault(name, set()).add(user)
        found: set[Operation] = set()
        for name in names:
            found |= index.get(name, set())
        return found

    def forget(self, ops: set[Operation]) -> None:
        """Drop what `ops` looked up (they are verified again, or gone)."""
        index = self._by_name
        for op in ops:
            names = self.symbol_users.pop(op, None)
            if names is not None and index is not None:
                for name in names:
                    index.get(name, set()).discard(op)


class _Phases:
    """Tells the findings of the verifier's walk from those of its region phase
    (`verify_value_regions`: isolation, dominance across regions; then
    `drop_masked_dominance`), which may add findings and drop some of the walk's."""

    __slots__ = ("own", "regional", "seen")

    def __init__(self) -> None:
        #: The walk's findings, in the order they were made, with their owners.
        self.own: list[tuple[Diagnostic, Operation]] = []
        #: The region phase's findings (by `id`).
        self.regional: set[int] = set()
        self.seen: set[int] = set()

    def capture(self, verifier: Verifier) -> None:
        """Note the walk's findings made since the last call."""
        for diag, owner in zip(verifier.diagnostics, verifier.owners, strict=True):
            key = id(diag)
            if key not in self.seen and key not in self.regional:
                self.seen.add(key)
                self.own.append((diag, owner))

    def regions(
        self, verifier: Verifier, top: Operation, dominance: bool | None, uses_before: bool
    ) -> None:
        """The region phase of `verifier.verify(top, dominance)`, its findings noted."""
        self.capture(verifier)
        before = {id(d) for d in verifier.diagnostics}
        if uses_before:
            if dominance is None:
                dominance = all(d.code == "dominance" for d in verifier.diagnostics if d.is_error)
            verify_value_regions(top, verifier, dominance=dominance)
        drop_masked_dominance(verifier)
        for diag in verifier.diagnostics:
            if id(diag) not in before:
                self.regional.add(id(diag))


@dataclass(slots=True)
class _ChunkState:
    analysis: ChunkAnalysis
    verify: _VerifyState
    #: Whether a top-level op of the chunk defines values (None: not looked at yet).
    module_values: bool | None = None
    #: Its names across top-level ops (built at the first splice).
    names: ChunkNames | None = None


@dataclass(slots=True)
class IncrementalStats:
    """What the last `analyze` call did (for logs and benchmarks)."""

    reused_chunks: int = 0
    spliced_ops: int = 0
    full_chunks: int = 0
    #: Characters of text parsed into new IR (for the server's collector policy,
    #: `gcpause.FrozenHeap`).
    built_chars: int = 0
    #: The IR the call replaced: spliced-out ops and the modules of chunks analysed anew.
    dropped: list[DroppedOp] = field(default_factory=list)
    #: Ops of spliced chunks whose checks ran again (the ops parsed, the re-bound ops'
    #: part, the symbol users), and top-level ops re-bound and verified in part.
    verified_ops: int = 0
    verified_in_part: int = 0
    #: Top-level ops the splice path parsed (the edited one, the ones whose parse depends
    #: on a placeholder it leaves pending, and their parses again with another seed).
    parsed_ops: int = 0


class IncrementalAnalyzer:
    def __init__(
        self,
        *,
        split_marker: str | None = None,
        allow_unregistered: bool = False,
        registry: Registry | None = None,
    ) -> None:
        self.split_marker = split_marker
        self.registry = registry or default_registry()
        self.options = ParseOptions(allow_unregistered=allow_unregistered)
        self._states: list[_ChunkState] = []
        #: The split of the last text (the next one is derived from it: `split_edited`).
        self._split: SplitResult | None = None
        self.stats = IncrementalStats()
        #: The memo tables of the last re-parse, with the alias tables they were made with.
        self._memos: tuple[tuple[object, object], dict[str, dict[str, Any]]] | None = None

    def analyze(self, text: str, changed: Changed | None = None) -> DocumentAnalysis:
        """The analysis of `text`. `changed`: (previous text, start, old end, new end) when
        the caller knows where `text` differs from the previous text (`changed_range`),
        so that it is not compared again."""
        self.stats = IncrementalStats()
        syntax = SyntaxTree(text)
        with gc_paused():
            last = self._split
            if changed is not None and last is not None:
                split = split_edited(last, changed[0], text, changed[1:], self.split_marker)
            else:
                split = split_chunks(text, self.split_marker)
            self._split = split
            chunks = split.chunks
            # Chunks by length, then text: the texts are new strings each version, and
            # hashing them would read the whole document.
            by_length: dict[int, list[_ChunkState]] = {}
            for old in self._states:
                by_length.setdefault(len(old.analysis.text), []).append(old)
            same_count = len(chunks) == len(self._states)
            reused = [
                next(
                    (s for s in by_length.get(len(c.text), ()) if s.analysis.text == c.text),
                    None,
                )
                for c in chunks
            ]
            # A splice updates its chunk's module in place: not one another chunk keeps
            # (chunks of one text share one analysis).
            shared = Counter(id(old.analysis.parse.module) for old in self._states)
            shared.update(id(r.analysis.parse.module) for r in reused if r is not None)
            states: list[_ChunkState] = []
            for i, chunk in enumerate(chunks):
                found = reused[i]
                if found is not None:
                    states.append(_moved(found, chunk.offset))
                    self.stats.reused_chunks += 1
                    continue
                whole = syntax if len(chunk.text) == len(text) else None
                state = None
                if same_count and shared[id(self._states[i].analysis.parse.module)] == 1:
                    old_chunk = self._states[i]
                    hint = None
                    if changed is not None and changed[0] is old_chunk.analysis.text:
                        hint = changed[1:]
                    state = self._splice(old_chunk, chunk.offset, chunk.text, whole, hint)
                if state is None:
                    state = self._full(chunk.offset, chunk.text, whole)
                    self.stats.full_chunks += 1
                    self.stats.built_chars += len(chunk.text)
                else:
                    self.stats.spliced_ops += 1
                states.append(state)
        kept_modules = {id(s.analysis.parse.module) for s in states}
        for old in self._states:
            module = old.analysis.parse.module
            if id(module) not in kept_modules:
                kept_modules.add(id(module))
                self.stats.dropped.append(DroppedOp(module, len(old.analysis.text)))
                for root in detached_roots(_located_ops(old.analysis.parse.source_map), module):
                    self.stats.dropped.append(DroppedOp(root, 0))
        self._states = states
        return DocumentAnalysis(text, [s.analysis for s in states], syntax)

    def forget(self) -> list[DroppedOp]:
        """All the IR this analyzer holds, and what its last call dropped, as dropped IR:
        for a caller that gives it up (the server, after a bug in `analyze`; else the
        versions it holds would never be freed: `gcpause.FrozenHeap` frees only the IR
        handed to it). The analyzer is empty after."""
        dropped = list(self.stats.dropped)
        self.stats.dropped = []
        seen: set[int] = set()
        for old in self._states:
            module = old.analysis.parse.module
            if id(module) in seen:
                continue
            seen.add(id(module))
            dropped.append(DroppedOp(module, len(old.analysis.text)))
            for root in detached_roots(_located_ops(old.analysis.parse.source_map), module):
                dropped.append(DroppedOp(root, 0))
        self._states = []
        self._split = None
        return dropped

    def prepare(self) -> None:
        """Cut each chunk's map in pieces and build its name tables now, as the first
        edit would (the server does it once the first analysis is out, before the
        semantic index, which then uses the same pieces)."""
        for state in self._states:
            result = state.analysis.parse
            module = result.module
            if not module.regions or not module.regions[0].blocks:
                continue
            block = module.regions[0].blocks[0]
            sm = SegmentedSourceMap.of(result.source_map, block, len(state.analysis.text))
            result.source_map = sm
            if state.names is None or state.names.map is not sm:
                state.names = ChunkNames(sm, state.analysis.text)

    # ---- whole chunks --------------------------------------------------------------------

    def _full(self, offset: int, text: str, syntax: SyntaxTree | None) -> _ChunkState:
        result = parse(text, self.registry, self.options, syntax)
        verifier = Verifier(result.source_map, self.registry)
        state = _VerifyState()
        phases = _Phases()
        try:
            verifier._verify_op(result.module)
            phases.regions(verifier, result.module, None, result.source_map.uses_before_definitions)
        except Exception as exc:
            state.by_owner[result.module] = [internal_verifier_error(exc)]
        else:
            state.collect(verifier, phases)
        return _ChunkState(_chunk_analysis(offset, text, result, state), state)

    # ---- one operation ---------------------------------------------------------------------

    def _splice(
        self,
        old: _ChunkState,
        offset: int,
        text: str,
        syntax: SyntaxTree | None,
        changed: tuple[int, int, int] | None = None,
    ) -> _ChunkState | None:
        """Re-parse the one top-level op the edit is in, or None when that is not safe."""
        old_result = old.analysis.parse
        if old_result.identified_structs:
            return None  # one struct table per parse: see ParseResult.identified_structs
        old_text = old.analysis.text
        lo, old_hi, new_hi = changed or changed_range(old_text, text)
        delta = new_hi - old_hi
        module = old_result.module
        if not module.regions or not module.regions[0].blocks:
            return None
        block = module.regions[0].blocks[0]
        old_map = SegmentedSourceMap.of(old_result.source_map, block, len(old_text))
        found = old_map.top_level_at(lo, old_hi)
        if found is None:
            return None
        piece, op = found
        if op.results or op.spec is None or not is_isolated(op.spec):
            return None
        # Values defined at module level would be visible in every op.
        if old.module_values is None:
            old.module_values = any(top.results for top in block.operations)
        if old.module_values:
            return None
        names = old.names
        if names is None or names.map is not old_map:
            names = ChunkNames(old_map, old_text)
        if not names.usable:
            return None
        start, end = old_map.piece_range(piece)
        linked = self._link(
            old_result, old_map, names, piece, start, end, (lo, old_hi, delta), text, syntax
        )
        if linked is None:
            return None
        parsed, new_names, old_chains, new_chains = linked
        # The old ops' findings go with them; the old links' findings elsewhere too.
        old_ranges = [old_map.piece_range(k) for k in parsed]
        gone: dict[tuple[object, ...], int] = {}
        for diag in _link_diagnostics(old_chains):
            if not any(_inside(diag.span, s, e) for s, e in old_ranges):
                key = _diagnostic_key(diag)
                gone[key] = gone.get(key, 0) + 1
        # (one pass over the chunk's findings, which grow with the errors the edits leave:
        # cheap tests first)
        first = min(s for s, _ in old_ranges)
        last = max(e for _, e in old_ranges)
        gone_spans = {key[0] for key in gone}
        old_diagnostics = []
        for diag in old_result.diagnostics:
            span = diag.span
            if first <= span.start < last and any(_inside(span, s, e) for s, e in old_ranges):
                continue
            if span in gone_spans:
                key = _diagnostic_key(diag)
                if gone.get(key):
                    gone[key] -= 1
                    continue
            old_diagnostics.append(diag)
        if any(gone.values()):  # not what the last analysis found: analyse it whole
            for new_op, _, _ in parsed.values():
                self.stats.dropped.append(DroppedOp(new_op, 0))
            return None
        bindings = new_names.bindings(new_chains)
        source_map = new_names.map
        for k, (new_op, _, _) in parsed.items():
            old_op = old_map.piece_top(k)
            assert old_op is not None
            block.operations[block.operations.index(old_op)] = new_op
            new_op.parent = block
            s, e = old_map.piece_range(k)
            self.stats.dropped.append(DroppedOp(old_op, e - s))
            for root in detached_roots(old_map.piece_ops(k), old_op):
                self.stats.dropped.append(DroppedOp(root, 0))
            self.stats.built_chars += e - s
        self.stats.built_chars += delta
        # (the other ops keep the values a parsed op defines anew, where they can)
        tops = {k: new_op for k, (new_op, _, _) in parsed.items()}
        adopted = adopt_values(bindings, tops, old_map, new_names.map)
        rebinds = {k: bind_operands(new_names.top(k), mapping) for k, mapping in bindings.items()}
        if bindings:
            source_map = source_map.relinked(bindings)
        new_names = new_names.over(source_map, set(bindings) | set(parsed))
        diagnostics = [
            # (notes in the edited op after the edit move too: at a first use that other
            # ops' parses noted and that stays, `_relink`)
            *(
                old_diagnostics
                if not delta  # (none lies in the changed text: it is in a parsed op)
                else [_shifted(d, lo, old_hi, delta) for d in old_diagnostics]
            ),
            *(
                d
                for k, (_, _, parser) in parsed.items()
                for d in _own_diagnostics(parser.diagnostics, *new_names.map.piece_range(k))
            ),
            *_link_diagnostics(new_chains),
        ]
        result = ParseResult(
            text,
            module,
            old_result.explicit_module,
            [d for d in diagnostics if d is not None],
            source_map,
            old_result.attr_aliases,
            old_result.type_aliases,
            {k: _shift_span(v, end, delta) for k, v in old_result.metadata.items()},
        )
        replaced = {k: (old_map.piece_top(k), new_op) for k, (new_op, _, _) in parsed.items()}
        rebound = set(bindings) - set(parsed)
        state = self._reverify(
            old.verify, new_names, replaced, rebound, rebinds, adopted, module, start, end, delta
        )
        analysis = _chunk_analysis(offset, text, result, state)
        defines = any(new_op.results for new_op, _, _ in parsed.values())
        return _ChunkState(analysis, state, defines, new_names)

    def _link(
        self,
        old_result: ParseResult,
        old_map: SegmentedSourceMap,
        names: ChunkNames,
        piece: int,
        start: int,
        end: int,
        edit: tuple[int, int, int],
        text: str,
        syntax: SyntaxTree | None,
    ) -> (
        tuple[
            dict[int, tuple[Operation, dict[Key, Seen], Parser]],
            ChunkNames,
            list[Chain],
            list[Chain],
        ]
        | None
    ):
        """Parse the edited op (piece `piece`, `[start, end)` before the edit) alone and
        link the names it shares with the other top-level ops (one scope per file) as a
        parse of the whole chunk would, name by name (`parser.scopes.link_name`). An op
        whose parse depends on a placeholder pending before it (`Sensitive`) is parsed
        again with what is pending there, the edited op too. Returns the ops parsed (by
        piece: the op, what it was parsed with, its parser), the names of the new version,
        the chains of the names linked anew before and after; None when that is not safe."""
        parsed: dict[int, tuple[Operation, dict[Key, Seen], Parser]] = {}
        made: list[tuple[Operation, int, Parser]] = []  # every op parsed here
        used: set[int] = set()
        try:
            found = self._relink(
                old_result, old_map, names, piece, start, end, edit, text, syntax, parsed, made
            )
            if found is not None:
                used = {id(op) for op, _, _ in parsed.values()}
            return found
        finally:
            # ops parsed and not kept (parsed again with another seed, or given up): their
            # IR has cycles; it is freed as a replaced op's is
            for op, size, parser in made:
                if id(op) not in used:
                    self.stats.dropped.append(DroppedOp(op, size))
                    located = (loc.op for loc in parser.source_map.operations)
                    for root in detached_roots(located, op):
                        self.stats.dropped.append(DroppedOp(root, 0))

    def _relink(
        self,
        old_result: ParseResult,
        old_map: SegmentedSourceMap,
        names: ChunkNames,
        piece: int,
        start: int,
        end: int,
        edit: tuple[int, int, int],
        text: str,
        syntax: SyntaxTree | None,
        parsed: dict[int, tuple[Operation, dict[Key, Seen], Parser]],
        made: list[tuple[Operation, int, Parser]],
    ) -> (
        tuple[
            dict[int, tuple[Operation, dict[Key, Seen], Parser]],
            ChunkNames,
            list[Chain],
            list[Chain],
        ]
        | None
    ):
        """`_link`'s loop: fills `parsed` (and `made`, every op it parsed). `edit`: the
        text changed, (start, old end, length difference)."""
        lo, old_hi, delta = edit

        def moved(span: Span) -> Span | None:
            """`span` of the last text in the new one; None if the edit changed it. (A span
            in the edited op but outside the edit stays: a first use there that is the
            first use still, of the same type, is what an op after it was parsed with.)"""
            if span.end <= lo:
                return span
            return span.shifted(delta) if span.start >= old_hi else None

        old_chains: dict[tuple[Key, tuple[int, int | None]], list[Chain]] = {}
        recorded = Recorded()
        # The last version's links of the edited op's names first: where its parse
        # depended on a placeholder pending before it (the ops before it are the same, so
        # that one is pending still), the op is parsed with it at once, not parsed alone
        # and again (`Sensitive`) once its links show it.
        for key in sorted(names.touched(piece)):
            window = (names.quiet_before(key, piece), names.quiet_after(key, piece))
            old_chains[(key, window)] = link_name(names, key, recorded, window)
        seeds: dict[int, dict[Key, Seen]] = {
            piece: {
                key: seen
                for (k, key), seen in recorded.depends.items()
                if k == piece and seen is not None
            }
        }
        while True:
            for k in sorted(seeds):
                if k in parsed and parsed[k][1] is seeds[k]:
                    continue
                if k == piece:
                    s, e = start, end + delta
                else:
                    s, e = old_map.piece_range(k)
                    if s >= end:
                        s, e = s + delta, e + delta
                op = self._parse_op(old_result, text, syntax, s, e, seeds[k])
                self.stats.parsed_ops += 1
                if op is None:
                    return None
                made.append((op[0], e - s, op[1]))
                parsed[k] = (op[0], seeds[k], op[1])
            new_map = old_map.splice(piece, parsed[piece][2].source_map, parsed[piece][0], delta)
            for k, (new_op, _, parser) in parsed.items():
                if k != piece:
                    new_map = new_map.splice(k, parser.source_map, new_op, 0)
            new_names = names.spliced(set(parsed), new_map, text)
            keys = set()
            for k in parsed:
                keys |= names.touched(k) | new_names.touched(k)
            # each key linked only between the pieces around the parsed ones after which
            # nothing of it is pending (the same in both versions: those pieces were not
            # parsed again); the links outside are the same in both
            first, last = min(parsed), max(parsed)
            windows = {
                key: (names.quiet_before(key, first), names.quiet_after(key, last)) for key in keys
            }
            for key, window in sorted(windows.items()):
                if (key, window) not in old_chains:
                    old_chains[(key, window)] = link_name(names, key, recorded, window)
            depends = {
                where: (span, seen[1]) if seen is not None and (span := moved(seen[0])) else None
                for where, seen in recorded.depends.items()
            }
            checked = Checked(depends, {k: seed for k, (_, seed, _) in parsed.items()})
            try:
                new_chains = [
                    c
                    for key, window in sorted(windows.items())
                    for c in link_name(new_names, key, checked, window)
                ]
            except Sensitive as exc:
                # parse that op again with what is pending before it
                k = exc.piece
                if len(parsed) >= MAX_PARSED_OPS or new_map.piece_top(k) is None:
                    return None
                others = Recorded()  # what is pending there, whatever the ops before say
                seed = {}
                for key in sorted(new_names.touched(k)):
                    chain = pending_before(
                        new_names, key, others, k, new_names.quiet_before(key, k)
                    )
                    if chain is not None:
                        seed[key] = (chain.span, chain.type)
                if k in parsed and parsed[k][1] == seed:
                    return None  # parsed with that already: the records disagree
                seeds[k] = seed
                continue
            chains = [
                c for key, window in sorted(windows.items()) for c in old_chains[(key, window)]
            ]
            return parsed, new_names, chains, new_chains

    def _parse_op(
        self,
        old_result: ParseResult,
        text: str,
        syntax: SyntaxTree | None,
        start: int,
        end: int,
        seed: dict[Key, Seen],
    ) -> tuple[Operation, Parser] | None:
        """The top-level op at `[start, end)` of `text`, parsed alone, with the placeholders
        of `seed` pending before it."""
        parser = Parser(text, self.registry, self.options)
        parser.syntax_tree = syntax
        parser.attr_aliases = dict(old_result.attr_aliases)
        parser.type_aliases = dict(old_result.type_aliases)
        # The parser's memos (line shapes, types, attributes by their text) hold what
        # earlier re-parses of this document recorded: the aliases they read are these.
        memos = self._memos
        if memos is not None and memos[0] == (old_result.attr_aliases, old_result.type_aliases):
            for name, table in memos[1].items():
                setattr(parser, name, table)
        scope = parser.scopes[0]
        for (name, number), (span, seen_type) in seed.items():
            scope.forward[(name, number)] = ForwardRef(seen_type, name)
            scope.forward_uses[(name, number)] = span
        try:
            with gc_paused():
                new_op = parser.reparse_operation(start, end, "builtin")
        except Exception:
            return None
        if new_op is None or parser.identified_structs:
            return None  # names an identified struct: the whole chunk is parsed again
        tables = {name: getattr(parser, name) for name in _MEMO_TABLES}
        if sum(len(t) for t in tables.values()) < MAX_MEMO_ENTRIES:
            self._memos = ((old_result.attr_aliases, old_result.type_aliases), tables)
        else:
            self._memos = None
        return new_op, parser

    def _reverify(
        self,
        old: _VerifyState,
        names: ChunkNames,
        replaced: dict[int, tuple[Operation | None, Operation]],
        rebound: set[int],
        changed: dict[int, set[Operation]],
        adopted: dict[int, set[Value]],
        module: Operation,
        start: int,
        end: int,
        delta: int,
    ) -> _VerifyState:
        """The findings after a splice: the new ops', the re-bound ops', the symbol users'
        and the module's anew, every other op's kept (moved). Updates `old` in place (the
        last version's state is not used again) and returns it.

        A re-bound op is verified in part (`_verify_part`): the checks of its ops whose
        operands `changed` (and of what reads them) run again, the others' findings are
        kept, and its region phase (isolation, dominance across regions) runs whole.

        An op using values `adopted` (`verify/adopt.py`: kept for a parsed op's new
        definitions) keeps its findings when the checks of its ops using them, of the ops
        using their results and of the ops around them find what they found
        (`_adopted_unchanged`); else it is verified in part as a re-bound op.

        Dominance across regions is reported only when nothing else in the chunk failed
        (`Verifier.verify`): when that changes, the ops with uses before definitions (the
        only ones with such findings) are verified again too."""
        source_map = names.map
        uses_before = source_map.uses_before_definitions_flag
        # Checks that looked up a name an old or a new op defines may now find
        # something else; other lookups give what they gave.
        symbols = {
            n
            for pair in replaced.values()
            for top in pair
            if top is not None and (n := symbol_name_of(top)) is not None
        }
        looked_up = old.users_of(symbols) if symbols else set()
        # (not the flat list of every finding: the first failing owner answers)
        was_clean = not any(_fails(diags) for diags in old.by_owner.values())
        again = set(rebound)
        light: Verifier | None = None  # (shared: a symbol table is built once)
        for k, values in sorted(adopted.items()):
            if k in replaced:
                continue
            ops = list(names.top(k).walk())
            roots = {op for op in ops if any(v in values for v in op.operands)}
            changed[k] = changed.get(k, set()) | roots
            if k not in again:
                if light is None:
                    flag = names.map.uses_before_definitions_flag
                    light = Verifier(SourceMap(uses_before_definitions=flag), self.registry)
                if not self._adopted_unchanged(light, names, old, k, ops, roots, start, end, delta):
                    again.add(k)
        while True:
            whole = [new_op for _, new_op in replaced.values()]
            partial = {k: names.top(k) for k in sorted(again - set(replaced))}
            removed: set[Operation] = set()
            for old_op, _ in replaced.values():
                if old_op is not None:
                    removed.update(old_op.walk())
            forgotten = set(removed)
            walks = {k: list(top.walk()) for k, top in partial.items()}
            for ops in walks.values():
                removed.update(ops)
            users = looked_up - removed
            by_owner: dict[Operation, list[Diagnostic]] = {}
            own: dict[Operation, list[Diagnostic]] = {}
            for kept_by, found in ((by_owner, old.by_owner), (own, old.own)):
                for owner, diags in found.items():
                    if owner in removed or owner in users or owner is module:
                        continue
                    kept_by[owner] = _kept(diags, start, end, delta)
            # a symbol user's checks run again (`verify_single`), not its top-level op's
            # region phase: the findings that phase gave it (isolation) stay, after them
            regional: dict[Operation, list[Diagnostic]] = {}
            for user in users:
                walk = old.own.get(user)
                if walk is not None and user is not module:
                    ids = {id(d) for d in walk}
                    found_by = old.by_owner.get(user, [])
                    regional[user] = _kept(
                        [d for d in found_by if id(d) not in ids], start, end, delta
                    )
            wanted = set(replaced) | again
            verifier = Verifier(_verify_map(names, wanted, users), self.registry)
            phases = _Phases()
            stats = self.stats
            for top in whole:
                verifier._verify_op(top)
                phases.regions(verifier, top, False, uses_before)
                stats.verified_ops += sum(1 for _ in top.walk())
            for k, top in partial.items():
                ops = walks[k]
                roots = changed.get(k, set())
                dirty = _verify_part(verifier, old, ops, roots, looked_up, start, end, delta)
                if dirty is None:
                    verifier._verify_op(top)
                    forgotten.update(ops)
                    stats.verified_ops += len(ops)
                else:
                    forgotten |= dirty
                    stats.verified_ops += len(dirty)
                    stats.verified_in_part += 1
                phases.regions(verifier, top, False, uses_before)
            for user in users:
                if user is not module:  # verified below, once (its checks may look symbols up)
                    verifier.verify_single(user)
            verifier.verify_single(module)
            stats.verified_ops += len(users) + 1
            clean = not _fails(verifier.diagnostics) and not any(
                _fails(diags) for diags in by_owner.values()
            )
            if clean != was_clean and not (candidates := names.candidates()) <= wanted:
                again |= candidates
                continue  # dominance findings appear or go elsewhere
            if clean and uses_before:
                for top in [*whole, *partial.values()]:
                    phases.regions(verifier, top, True, uses_before)
            old.forget(forgotten | users | {module})
            old.by_owner = by_owner
            old.own = own
            old.collect(verifier, phases)
            for user, phase in regional.items():
                if phase:
                    walk = old.by_owner.get(user, [])
                    old.own[user] = list(walk)
                    old.by_owner[user] = [*walk, *phase]
            return old

    def _adopted_unchanged(
        self,
        verifier: Verifier,
        names: ChunkNames,
        old: _VerifyState,
        k: int,
        ops: list[Operation],
        roots: set[Operation],
        start: int,
        end: int,
        delta: int,
    ) -> bool:
        """Whether piece `k`'s findings stand with its uses of adopted values (`ops`: its top-level
        op's, in pre-order; `roots`: the ops using them; `verify/adopt.py`). The checks that may
        read what such a value is (its defining op or block, which another replaced) are those of
        the ops reading it (`_readers`: `roots` and the ops using their results, transitively),
        their traits and region verifiers included: they run again (`verifier`, over the piece's
        records) and must find what they found, moved. The ops around them read of the value only
        its identity and its block's region (dominance: another top-level op's, before and after).
        The region phase reads of another top-level op's value only that it is one (isolation:
        `value_regions`), true of an adopted value as of the value it was, when the op is isolated
        from above (else a use of it is a dominance finding, with a note at its definition)."""
        top = names.top(k)
        if top.spec is None or not is_isolated(top.spec):
            return False
        verifier.read_records(_piece_records(names.map, k))
        reads = _readers(ops, roots)
        diagnostics, owners = verifier.diagnostics, verifier.owners
        base = len(diagnostics)
        for op in reads:
            verifier.verify_single(op)
        self.stats.verified_ops += len(reads)
        found = _by_owner(verifier, base)
        for op in reversed(reads):
            if op in found or not has_region_checks(op):
                continue
            # (run when nothing nested in it has a finding, as `Verifier._verify_op` does)
            if any(
                inner in found or old.walk_findings(inner) for inner in op.walk() if inner is not op
            ):
                continue
            at = len(diagnostics)
            _RegionTraits(op, at, at).verify(verifier)
            for owner, diags in _by_owner(verifier, at).items():
                found.setdefault(owner, []).extend(diags)
        del diagnostics[base:], owners[base:]
        if not found.keys() <= set(reads):
            return False
        for op in reads:
            was = [_shifted(d, start, end, delta) for d in old.walk_findings(op)]
            if was != found.get(op, []):
                return False
        return True


def _by_owner(verifier: Verifier, base: int) -> dict[Operation, list[Diagnostic]]:
    """The verifier's findings from position `base` on, by the op each is about."""
    found: dict[Operation, list[Diagnostic]] = {}
    for diag, owner in zip(verifier.diagnostics[base:], verifier.owners[base:], strict=True):
        found.setdefault(owner, []).append(diag)
    return found


def _piece_records(source_map: SegmentedSourceMap, k: int) -> SourceMap:
    """Piece `k`'s op locations and value definitions, in current offsets (what the
    verifier reads of a map)."""
    source, base = source_map.piece_source(k)
    flag = source_map.uses_before_definitions_flag
    if not base:
        return SourceMap(
            value_defs=source.value_defs,
            operations=source.operations,
            uses_before_definitions=flag,
        )
    return SourceMap(
        value_defs=[(s + base, e + base, v) for s, e, v in source.value_defs],
        operations=[loc.shifted(base) for loc in source.operations],
        uses_before_definitions=flag,
    )


def _readers(ops: list[Operation], roots: set[Operation]) -> list[Operation]:
    """`roots` and the ops using their results, transitively (a check may read an
    operand's defining op and its operands, as affine's valid symbols do), in the order
    of `ops` (a top-level op's, in pre-order)."""
    reads = {op for op in roots}
    grown = bool(reads)
    while grown:
        grown = False
        for op in ops:
            if op not in reads and any(type(v) is OpResult and v.op in reads for v in op.operands):
                reads.add(op)
                grown = True
    return [op for op in ops if op in reads]


def _dirty_ops(
    ops: list[Operation],
    index: dict[Operation, int],
    roots: set[Operation],
    looked_up: Iterable[Operation],
) -> set[Operation]:
    """The ops of a top-level op (`ops`, in pre-order; `index`: their positions) whose
    checks run again when the operands of `roots` changed: those, the ops using their
    results, transitively (a check may read an operand's defining op and its operands,
    as affine's valid symbols do), the ops directly inside those (a terminator's check
    reads its parent's operands: `linalg.yield` the element types of the enclosing
    `linalg.generic`'s outputs), the symbol users `looked_up`, and the ops around all
    those (their regions' dominance and traits read the ops nested in them)."""
    reads = _readers(ops, {op for op in roots if op in index})
    dirty = set(reads)
    for op in reads:
        for region in op.regions:
            for block in region.blocks:
                dirty.update(block.operations)
    for op in (*reads, *(u for u in looked_up if u in index)):
        dirty.add(op)
        parent = op.parent_op
        while parent is not None and parent in index and parent not in dirty:
            dirty.add(parent)
            parent = parent.parent_op
    return dirty


def _verify_part(
    verifier: Verifier,
    old: _VerifyState,
    ops: list[Operation],
    roots: set[Operation],
    looked_up: set[Operation],
    start: int,
    end: int,
    delta: int,
) -> set[Operation] | None:
    """The findings of the verifier's walk over a re-bound top-level op (`ops`, in
    pre-order) appended to `verifier`'s, in the walk's order: anew for the ops whose
    findings may have changed, moved from `old` for the others. Returns the ops verified
    again, or None (nothing appended) when the op must be verified whole.

    Verified again: the ops whose operands were re-bound (`roots`), the ops using their
    results, transitively (a check may read an operand's defining op and its operands,
    as affine's valid symbols do), the ops whose checks looked up a symbol an edited op
    (re)defines (`looked_up`), and the ops around all those (their regions' dominance
    and traits read the ops nested in them; the traits run only when those found
    nothing, `Verifier._verify_op`)."""
    index = {op: i for i, op in enumerate(ops)}
    dirty = _dirty_ops(ops, index, roots, looked_up)
    order = sorted(dirty, key=index.__getitem__)
    diagnostics, owners = verifier.diagnostics, verifier.owners
    base = len(diagnostics)
    for op in order:
        verifier.verify_single(op)
    before = _by_owner(verifier, base)
    #: ops with a finding of the walk in an op nested in them
    nested: set[Operation] = set()

    def mark(op: Operation) -> None:
        parent = op.parent_op
        while parent is not None and parent in index and parent not in nested:
            nested.add(parent)
            parent = parent.parent_op

    kept: dict[Operation, list[Diagnostic]] = {}
    for op in ops:
        if op not in dirty and (found := old.walk_findings(op)):
            moved = [_shifted(d, start, end, delta) for d in found]
            kept[op] = [d for d in moved if d is not None]
            if len(kept[op]) != len(found):
                del diagnostics[base:], owners[base:]
                return None
            mark(op)
    for owner in before:
        mark(owner)
    middle = len(diagnostics)
    for op in reversed(order):
        if op.signature is not None or not has_region_checks(op) or op in before or op in nested:
            continue
        reported = len(diagnostics)
        _RegionTraits(op, reported, reported).verify(verifier)
        if len(diagnostics) != reported:
            mark(op)
    after = _by_owner(verifier, middle)
    del diagnostics[base:], owners[base:]
    if not (before.keys() | after.keys()) <= dirty:
        return None  # a check reported on another op: not what this assumes
    for op in ops:
        found = [*before.get(op, ()), *after.get(op, ())] if op in dirty else kept.get(op, [])
        for diag in found:
            diagnostics.append(diag)
            owners.append(op)
    return dirty


def _own_diagnostics(diagnostics: list[Diagnostic], start: int, end: int) -> Iterator[Diagnostic]:
    """The findings of an op's parse that are its own: not its undeclared names nor its
    definitions of another op's placeholder (those are its chains', `Chain.diagnostic`)."""
    for diag in diagnostics:
        if diag.code == "undefined-value":
            continue
        if diag.message.startswith("definition of SSA value") and not all(
            _inside(r.span, start, end) for r in diag.related
        ):
            continue
        yield diag


def _fails(diagnostics: list[Diagnostic]) -> bool:
    """Whether a finding other than dominance is an error (`Verifier.verify`: dominance
    across regions is reported only when none is)."""
    return any(d.is_error and d.code != "dominance" for d in diagnostics)


def _located_ops(source_map: SourceMap) -> Iterator[Operation]:
    """The ops a chunk's map locates."""
    if isinstance(source_map, SegmentedSourceMap):
        for k in range(source_map.piece_count):
            yield from source_map.piece_ops(k)
    else:
        for loc in source_map.operations:
            yield loc.op


def _diagnostic_key(diag: Diagnostic) -> tuple[object, ...]:
    return diag.span, diag.severity, diag.message, diag.code, tuple(diag.related)


def _link_diagnostics(chains: list[Chain]) -> list[Diagnostic]:
    return [d for chain in chains if (d := chain.diagnostic()) is not None]


def _chunk_analysis(
    offset: int, text: str, result: ParseResult, state: _VerifyState
) -> ChunkAnalysis:
    return ChunkAnalysis(
        offset, text, result, chunk_diagnostics(offset, result, state.diagnostics())
    )


def _moved(state: _ChunkState, offset: int) -> _ChunkState:
    old = state.analysis
    if old.offset == offset:
        return state
    delta = offset - old.offset
    moved = ChunkAnalysis(offset, old.text, old.parse, [d.shifted(delta) for d in old.diagnostics])
    return _ChunkState(moved, state.verify, state.module_values, state.names)


def _inside(span: Span, start: int, end: int) -> bool:
    """True for spans in `[start, end)`; an empty span at `end` belongs to what follows."""
    return start <= span.start < end and span.end <= end


def _kept(diags: list[Diagnostic], start: int, end: int, delta: int) -> list[Diagnostic]:
    """`diags` in the new text's coordinates, without those inside the edited range
    (the same list when none moves: most of an edit's kept findings)."""
    for diag in diags:
        at = diag.span.start
        if start <= at < end or (
            delta and (at >= end or any(r.span.start >= end for r in diag.related))
        ):
            break
    else:
        return diags
    moved = [_shifted(d, start, end, delta) for d in diags]
    return [d for d in moved if d is not None]


def _shift_span(span: Span, end: int, delta: int) -> Span:
    return span.shifted(delta) if span.start >= end else span


def _shifted(diag: Diagnostic, start: int, end: int, delta: int) -> Diagnostic | None:
    """A finding about unchanged code in the new text's coordinates; None if it was inside."""
    if _inside(diag.span, start, end):
        return None
    if diag.span.start < end and all(r.span.start < end for r in diag.related):
        return diag
    related = [Related(_shift_span(r.span, end, delta), r.message) for r in diag.related]
    return Diagnostic(
        _shift_span(diag.span, end, delta), diag.severity, diag.message, diag.code, related
    )


def _verify_map(names: ChunkNames, pieces: set[int], users: set[Operation]) -> SourceMap:
    """What the verifier reads of the map (op and value-definition spans) for the ops of
    `pieces` (parsed again or re-bound), the symbol users re-verified, the top-level ops
    of one symbol name (the module's symbol table notes them), and the ops around them,
    without building it all; of the other ops defining values those use across ops, only
    the definitions and the ops a note on such a use points at (`dominance.noted_op`: the
    defining op, or the op holding an argument's block, and the ops around it; a whole
    piece's records are many: a large function defines the names other functions use
    before their definition, which grow with the edits)."""
    source_map = names.map
    tops = names.pieces()
    wanted = set(pieces)
    # the module's symbol table: notes at the first of two ops of one name
    for found in names.symbol_pieces().values():
        if len(found) > 1:
            wanted.update(found)
    for user in users:
        top = user
        while top.parent_op is not None and top not in tops:
            top = top.parent_op
        if top in tops:
            wanted.add(tops[top])
    needed: dict[int, set[Value]] = {}
    for k in wanted:
        for d, value in names.defining_values(k, tops):
            if d not in wanted:
                needed.setdefault(d, set()).add(value)
    maps = [source_map.piece_map(k) for k in sorted(wanted)]
    value_defs = [r for m in maps for r in m.value_defs]
    operations = [loc for m in maps for loc in m.operations]
    for d, values in sorted(needed.items()):
        source, base = source_map.piece_source(d)  # (the records' offsets -> the text's)
        noted: set[Operation] = set()
        for value in values:
            op = noted_op(value)
            while op is not None and op not in noted:
                noted.add(op)
                op = op.parent_op
        value_defs.extend((s + base, e + base, v) for s, e, v in source.value_defs if v in values)
        operations.extend(loc.shifted(base) for loc in source.operations if loc.op in noted)
    return SourceMap(
        value_defs=value_defs,
        operations=[*operations, *source_map.enclosing_operations],
        uses_before_definitions=source_map.uses_before_definitions_flag,
    )
