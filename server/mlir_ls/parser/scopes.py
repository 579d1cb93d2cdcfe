"""SSA name scopes, as upstream's parser keeps them.

One `IsolatedScope` per file (upstream isolates names only for regions parsed with
`enableNameShadowing`, which no op mlir-ls describes uses): values are visible in the
region that defines them and in every region nested in it, IsolatedFromAbove ones too
(the verifier reports such uses). A use before its definition creates a placeholder
(`ForwardRef`) that a later definition anywhere in the file resolves, in another region
too; the ones left at the end are reported as undeclared. Regions parsed while
recovering from an error get a scope of their own (`quiet`).
"""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING, Any, Protocol

from mlir_ls.ir.core import Block, BlockArgument, ForwardRef, Value
from mlir_ls.ir.types import ERROR_TYPE
from mlir_ls.text.diagnostics import Diagnostic, Severity
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.ir.source_map import SourceMap
    from mlir_ls.ir.types import Type


class IsolatedScope:
    __slots__ = ("def_spans", "defs_per_region", "forward", "forward_uses", "quiet", "values")

    def __init__(self, quiet: bool = False) -> None:
        #: Set for regions parsed while recovering from an error: their unresolved
        #: uses are not reported (the broken header may have defined them).
        self.quiet = quiet
        #: Visible value groups by name (without `%`): results of one `%x:2 =`, or one value.
        self.values: dict[str, list[Value]] = {}
        #: (start, end) of each visible name's definition (a Span or a plain pair).
        self.def_spans: dict[str, tuple[int, int]] = {}
        #: Names defined in each open region (innermost last), erased when it closes.
        self.defs_per_region: list[list[str]] = [[]]
        #: Placeholders for uses before definition, by (name, result number).
        self.forward: dict[tuple[str, int], ForwardRef] = {}
        self.forward_uses: dict[tuple[str, int], Span] = {}


class BlockScope:
    """Blocks of one region by label: defined ones and forward references."""

    __slots__ = ("blocks", "defined", "first_use")

    def __init__(self) -> None:
        self.blocks: dict[str, Block] = {}
        self.defined: dict[str, Span] = {}
        self.first_use: dict[str, Span] = {}


# ---- names shared by top-level ops ---------------------------------------------------------
#
# The file's one scope links top-level ops through their uses before definitions: a
# placeholder one op leaves pending is shared by the later ops that use the name (their
# uses bind to it) and resolved by the first later definition of the name. What each op
# does with the pending names is recorded in the source map (`SourceMap.forward_uses`:
# the parser's clock, `len(value_defs)`, at each use of a name not visible, and at each
# placeholder dropped without a definition), so that these links can be computed again,
# name by name, without parsing the ops (`link_name`; `verify/incremental.py` uses it).

#: Payload of a `SourceMap.forward_uses` record: (clock: the count of `value_defs` records
#: made before it, name, result number, type written at the use (None if none), kind).
ForwardUse = tuple[int, str, int, "Type | None", int]
#: Kinds of `forward_uses` records: a use; an entry argument of the name that popped a
#: placeholder ("already in use"); a definition of the name in a region parsed while
#: recovering, which drops any placeholder of it (recorded whether there is one or not).
USE, ARGUMENT, FORGOTTEN = 0, 1, 2


def record_forward_use(
    source_map: SourceMap,
    name: str,
    number: int,
    start: int,
    end: int,
    type: Type | None,
    kind: int = USE,
) -> None:
    """Record a use of `%name#number` in the file's scope while the name is not visible
    (or another `kind` of record)."""
    source_map.forward_uses.append(
        (start, end, (len(source_map.value_defs), name, number, type, kind))
    )


class Sensitive(Exception):
    """The parse of top-level op `piece` depends on a placeholder another op left pending
    (a use of another type than the placeholder's, an entry argument of its name, a note
    about an earlier use), and its records were not made with that one: it must be parsed
    again with it (`link_name`)."""

    def __init__(self, piece: int) -> None:
        super().__init__(piece)
        self.piece = piece


class LinkPolicy:
    """How `link_name` treats an op whose parse depends on a placeholder pending before
    it. This one raises `Sensitive` there: every op's records must be those of its parse
    alone."""

    def made_with(self, piece: int, key: tuple[str, int], chain: Chain | None) -> bool:
        """Whether the records of `piece` were made with `chain` pending before it (None:
        nothing of `key` pending), so that they say what a parse of the whole chunk does
        there; raises `Sensitive` if they depend on another."""
        return False

    def sensitive(self, piece: int, key: tuple[str, int], chain: Chain | None) -> None:
        """The parse of `piece` depends on `chain`, and its records were not made with it
        (None: they were made with a placeholder no longer pending)."""
        raise Sensitive(piece)


class Chain:
    """One placeholder of the file's scope shared by top-level ops: created by the first
    use (`head`, at `span`) in one op and left pending there, bound to by the uses of the
    later ops in `members` (head first), and resolved by the definition `value` (at
    `def_span`) in op `resolver`, or never (then reported as undeclared). Ops are given by
    their piece number in the chunk's map."""

    __slots__ = (
        "def_span",
        "forgotten",
        "head",
        "key",
        "members",
        "resolver",
        "span",
        "type",
        "value",
    )

    def __init__(self, key: tuple[str, int], head: int, span: Span, type: Type) -> None:
        self.key = key
        self.head = head
        self.span = span
        self.type = type
        self.members = [head]
        self.resolver: int | None = None
        self.value: Value | None = None
        self.def_span: Span | None = None
        #: Dropped unresolved by a definition in a region parsed while recovering.
        self.forgotten = False

    def diagnostic(self) -> Diagnostic | None:
        """What the parser reports about it: "undeclared" at its first use when nothing
        resolves it, a type differing from the uses' at the definition that does."""
        if self.forgotten:
            return None
        if self.value is None:
            return Diagnostic(
                self.span, Severity.ERROR, "use of undeclared SSA value name", "undefined-value"
            )
        value_type = self.value.type
        if self.type != value_type and not self.type.is_error and not value_type.is_error:
            name, number = self.key
            assert self.def_span is not None
            return Diagnostic(
                self.def_span,
                Severity.ERROR,
                f"definition of SSA value '%{name}#{number}' has type '{value_type}'",
                "parse",
            ).with_note(self.span, f"previously used here with type '{self.type}'")
        return None


class NameView(Protocol):
    """What `link_name` reads of a chunk: per piece (top-level op), in parse order, its
    `forward_uses` records of one key and its definitions of one name."""

    def users(self, key: tuple[str, int]) -> list[int]:
        """The pieces with `forward_uses` records of `key`, in order."""
        ...

    def events(self, piece: int, key: tuple[str, int]) -> list[tuple[int, Span, Type | None, int]]:
        """(clock, span, type, kind) of the piece's records of `key`, in parse order."""
        ...

    def definitions(self, piece: int, name: str) -> list[tuple[int, Span, list[Value]]]:
        """(clock, span, values) of the piece's definitions of `%name`, in parse order."""
        ...

    def next_definer(self, key: tuple[str, int], after: int, before: int) -> int | None:
        """The first piece in `(after, before)` that may define `key` (one defining its
        name, at least; the caller looks at its definitions), if any."""
        ...


def link_name(
    view: NameView,
    key: tuple[str, int],
    policy: LinkPolicy | None = None,
    between: tuple[int, int | None] = (-1, None),
) -> list[Chain]:
    """The chains of `key` across the chunk's top-level ops, as one scope per file makes
    them (`OperationParser::resolveSSAUse` and `defineSSAValue`): each op's own records
    replayed in parse order with the placeholder the ops before it left pending. Where an
    op's parse depends on that placeholder, `policy` says whether its records were made
    with it (else `Sensitive` is raised).

    Chains created and resolved (or dropped) inside one op are the op's own business and
    not returned; an unresolved chain is returned last. `between` (first, last): only the
    chains whose first use lies in the pieces after `first` up to `last` (None: to the
    end), where nothing of the key is pending after `first` nor after `last`, whatever
    was pending before them (`verify/links.py`, `ChunkNames.quiet_before`)."""
    first, last = between
    if last is None:
        return _link(view, key, policy or LinkPolicy(), 1 << 62, first)[0]
    chains, pending = _link(view, key, policy or LinkPolicy(), last + 1, first)
    if pending is not None:  # (not when `last` ends quiet as said)
        chains.append(pending)
    return chains


def pending_before(
    view: NameView, key: tuple[str, int], policy: LinkPolicy, piece: int, first: int = -1
) -> Chain | None:
    """The chain of `key` pending when top-level op `piece` starts (see `link_name`;
    `first`: a piece after which nothing of the key is pending)."""
    return _link(view, key, policy, piece, first)[1]


def _link(
    view: NameView, key: tuple[str, int], policy: LinkPolicy, stop: int, first: int = -1
) -> tuple[list[Chain], Chain | None]:
    name, number = key
    chains: list[Chain] = []
    pending: Chain | None = None
    at = first
    users = view.users(key)
    for i in range(bisect_right(users, first), len(users)):
        piece = users[i]
        if pending is not None:
            pending = _resolve_between(view, pending, at, min(piece, stop), chains, policy)
        if piece >= stop:
            return chains, pending
        made_with = policy.made_with(piece, key, pending)
        events: list[tuple[int, int, Any]] = [
            (clock, 0, event) for clock, *event in view.events(piece, key)
        ]
        for clock, span, values in view.definitions(piece, name):
            if number < len(values):
                events.append((clock, 1, (span, values[number])))
        events.sort(key=_clock_order)
        for _, is_def, event in events:
            if is_def:
                if pending is not None:
                    def_span, value = event
                    _resolve(pending, piece, def_span, value, chains, policy, made_with)
                    pending = None
                continue
            span, use_type, kind = event
            if pending is not None and pending.head != piece and kind != USE:
                # a placeholder of an op before dropped: by a recovery region's definition
                # (no error), by an entry argument ("already in use": a parse error)
                if kind == ARGUMENT and not made_with:
                    policy.sensitive(piece, key, pending)
                pending.forgotten = True
                chains.append(pending)
                pending = None
            elif kind != USE:
                if kind == ARGUMENT and pending is None and not made_with:
                    policy.sensitive(piece, key, None)  # it popped one: not there now
                pending = None
            elif pending is None:
                pending = Chain(key, piece, span, use_type or ERROR_TYPE)
            elif pending.head == piece:
                if pending.type.is_error and use_type is not None:
                    pending.type = use_type
            else:
                if use_type is not None and use_type != pending.type and not made_with:
                    policy.sensitive(piece, key, pending)  # a type check against it
                if pending.members[-1] != piece:
                    pending.members.append(piece)
        at = piece
    if pending is not None:
        pending = _resolve_between(view, pending, at, stop, chains, policy)
    if stop < 1 << 62:
        return chains, pending
    if pending is not None:
        chains.append(pending)
    return chains, None


def _clock_order(event: tuple[int, int, Any]) -> tuple[int, int]:
    """A record made at clock `c` comes before the definition numbered `c`."""
    return event[0], event[1]


def _resolve_between(
    view: NameView,
    pending: Chain,
    after: int,
    before: int,
    chains: list[Chain],
    policy: LinkPolicy,
) -> Chain | None:
    """`pending` after the pieces strictly between `after` and `before` (no records of
    its key there): the first definition of the name with enough values resolves it."""
    name, number = pending.key
    piece = view.next_definer(pending.key, after, before)
    while piece is not None:
        for _, span, values in view.definitions(piece, name):
            if number < len(values):
                made_with = policy.made_with(piece, pending.key, pending)
                _resolve(pending, piece, span, values[number], chains, policy, made_with)
                return None
        piece = view.next_definer(pending.key, piece, before)
    return pending


def _resolve(
    pending: Chain,
    piece: int,
    span: Span,
    value: Value,
    chains: list[Chain],
    policy: LinkPolicy,
    made_with: bool,
) -> None:
    """`pending` resolved by the definition of `value` at `span` in `piece`."""
    if pending.head == piece:
        return  # the op's own placeholder: its own parse resolved it
    if _entry_argument(value) and not made_with:
        policy.sensitive(piece, pending.key, pending)  # may be "already in use"
    if pending.members[-1] == piece:
        # the op used the placeholder before defining it: its uses bind to its own value,
        # and a type error would note another op's use than its own parse did
        pending.members.pop()
        if (
            pending.type != value.type
            and not pending.type.is_error
            and not value.type.is_error
            and not made_with
        ):
            policy.sensitive(piece, pending.key, pending)
    pending.resolver = piece
    pending.value = value
    pending.def_span = span
    chains.append(pending)


def _entry_argument(value: Value) -> bool:
    """Whether `value` may be an argument of an entry block given in an op's custom form
    (`OperationParser::parseRegion` with arguments: checked against pending uses), not one
    of a labelled block (`^bb1(%x: i32)`: a plain definition)."""
    if not isinstance(value, BlockArgument):
        return False
    block = value.block
    region = block.parent
    return block.label is None and (region is None or region.blocks[:1] == [block])
