"""The source map: where each value, block, symbol and alias is defined and used.

Like upstream's AsmParserState, a side table kept next to the IR: the parser
appends flat records while it runs (cheap), and the IDE layer indexes them on
demand. All positions are offsets into the parsed text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

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

    def __init__(self, op: Operation, name: Span, full: Span) -> None:
        self.op = op
        self.name_start, self.name_end = name
        self.start, self.end = full

    @classmethod
    def at(cls, op: Operation, name_start: int, name_end: int, start: int, end: int) -> OpLocation:
        """The same from offsets (the parser's hot path: no Span objects)."""
        loc = cls.__new__(cls)
        loc.op = op
        loc.name_start = name_start
        loc.name_end = name_end
        loc.start = start
        loc.end = end
        return loc

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
            operations=[
                OpLocation(o.op, o.name.shifted(delta), o.full.shifted(delta))
                for o in self.operations
            ],
            symbol_defs=sh(self.symbol_defs),  # type: ignore[arg-type]
            symbol_uses=[
                SymbolUse(u.attr, [s.shifted(delta) for s in u.spans], u.user)
                for u in self.symbol_uses
            ],
            alias_defs={k: v.shifted(delta) for k, v in self.alias_defs.items()},
            alias_uses=sh(self.alias_uses),  # type: ignore[arg-type]
            regions=[r.shifted(delta) for r in self.regions],
            uses_before_definitions=self.uses_before_definitions,
        )
