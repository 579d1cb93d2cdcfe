"""IR dumps: logs of `mlir-opt --mlir-print-ir-before-all` / `--mlir-print-ir-after-all`.

Such a log holds one printed IR per pass run, each after a header that upstream's
pass instrumentation (`PassManager`'s IR printing, `IRPrinterInstrumentation`) writes:

    // -----// IR Dump After CSE (cse) ('func.func' operation: @main) //----- //

The header starts with `// -----`, so `--split-input-file` splits a log into one
chunk per dump (the chunk starts right after the marker, with the rest of the header
as a comment). The configuration's `split-input-file = "auto"` splits logs that have
such headers (`mlir_ls.config.split_marker_for`), so each dump is analysed alone and
symbols of successive dumps never clash. This module names the dumps (outline), finds
the same op in the previous or next dump, and diffs two dumps.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ir.core import Operation
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.span import Span

#: `// -----// IR Dump After <pass>[ Failed] (<argument>)[ ('<op>' operation[: @sym])] //----- //`
HEADER = re.compile(
    r"^// -----// IR Dump (?P<when>Before|After) (?P<pass>.*?)(?P<failed> Failed)?"
    r"(?: \((?P<arg>[^()]*)\))?"
    r"(?: \('(?P<op>[^']+)' operation(?:: (?P<sym>@[^)]*))?\))? //----- //[ \t]*$",
    re.M,
)
#: The same header as it starts a chunk (the splitter consumed `// -----`).
_CHUNK_HEADER = re.compile(
    r"\A[ \t]*// IR Dump (?P<when>Before|After) (?P<pass>.*?)(?P<failed> Failed)?"
    r"(?: \((?P<arg>[^()]*)\))?"
    r"(?: \('(?P<op>[^']+)' operation(?:: (?P<sym>@[^)]*))?\))? //----- //[ \t]*$",
    re.M,
)


def is_ir_dump(text: str) -> bool:
    """Whether `text` is an IR printing log (it has a dump header at the start of a line)."""
    return HEADER.search(text) is not None


@dataclass(frozen=True, slots=True)
class Dump:
    """One dump of a log: the chunk it is, what ran, on which op."""

    chunk: int
    when: str  # "Before" or "After"
    pass_name: str  # `CSE`
    argument: str  # `cse` ("" when the header names none)
    op: str  # `func.func` ("" when the header names none: the top-level op)
    symbol: str  # `@main` ("" when none)
    failed: bool
    #: The header line (whole-document offsets) and the whole chunk.
    header: Span
    span: Span

    @property
    def title(self) -> str:
        """`After CSE (cse)`, `After Canonicalizer (canonicalize) failed`."""
        arg = f" ({self.argument})" if self.argument else ""
        return f"{self.when} {self.pass_name}{arg}" + (" failed" if self.failed else "")

    @property
    def target(self) -> str:
        """The op the pass ran on: `func.func @main`, `builtin.module`, or ""."""
        return " ".join(p for p in (self.op, self.symbol) if p)

    @property
    def name(self) -> str:
        """`After CSE (cse) on func.func @main` (the outline's entry, a diff's file name)."""
        return self.title + (f" on {self.target}" if self.target else "")


def dumps(analysis: Analysis) -> list[Dump]:
    """The dumps of an analysed log, in order (chunks without a header are not dumps).

    A header that does not name the op the pass ran on (upstream writes it only with
    `--mlir-print-ir-module-scope`) takes it from the dump: the op printed (`func.func
    @main` for a function pass), `builtin.module` for a whole module."""
    out: list[Dump] = []
    for number, chunk in enumerate(analysis.document.chunks):
        m = _CHUNK_HEADER.match(chunk.text)
        if m is None:
            continue
        op, symbol = m["op"] or "", m["sym"] or ""
        if not op:
            op, symbol = _printed_op(chunk.parse.module, chunk.parse.explicit_module)
        out.append(
            Dump(
                chunk=number,
                when=m["when"],
                pass_name=m["pass"],
                argument=m["arg"] or "",
                op=op,
                symbol=symbol,
                failed=m["failed"] is not None,
                header=Span(chunk.offset + m.start(), chunk.offset + m.end()),
                span=Span(chunk.offset, chunk.offset + len(chunk.text)),
            )
        )
    return out


def _printed_op(module: Operation, explicit: bool) -> tuple[str, str]:
    """(name, `@symbol`) of the op a dump prints: the module itself when it is written, else
    the implicit module's first op (what follows it is the tool's messages, if anything);
    ("", "") for an empty dump."""
    op: Operation | None = module
    if not explicit:
        op = next((o for r in module.regions for b in r.blocks for o in b.operations), None)
    if op is None:
        return "", ""
    name = op.attr("sym_name")
    value = getattr(name, "value", None)
    return op.name, (f"@{value}" if isinstance(value, str) else "")


# ---- the same op in another dump ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OpPath:
    """Where an op is, in terms that survive a pass: the symbols around it (outermost first),
    its name and its index among the ops of that name under the innermost symbol op."""

    symbols: tuple[str, ...]
    name: str
    ordinal: int


def _symbol_of(analysis: Analysis, op: Operation) -> str | None:
    entity = analysis.index.symbol_entity.get(op)
    return entity.name if entity is not None else None


def _path(analysis: Analysis, op: Operation) -> OpPath:
    symbols: list[str] = []
    scope: Operation | None = None
    parent: Operation | None = op
    while parent is not None:
        name = _symbol_of(analysis, parent)
        if name is not None:
            symbols.append(name)
            if scope is None and parent is not op:
                scope = parent
        parent = parent.parent_op
    symbols.reverse()
    if _symbol_of(analysis, op) is not None:
        return OpPath(tuple(symbols), op.name, 0)
    root = scope if scope is not None else _root(op)
    ordinal = 0
    for other in root.walk():
        if other is op:
            break
        if other.name == op.name:
            ordinal += 1
    return OpPath(tuple(symbols), op.name, ordinal)


def _root(op: Operation) -> Operation:
    while op.parent_op is not None:
        op = op.parent_op
    return op


def _find(analysis: Analysis, module: Operation, path: OpPath) -> tuple[Operation, bool] | None:
    """The op at `path` under `module`: (op, exact); the innermost symbol found otherwise."""
    scope = module
    for symbol in path.symbols:
        found = next(
            (o for o in scope.walk() if o is not scope and _symbol_of(analysis, o) == symbol), None
        )
        if found is None:
            return (scope, False) if scope is not module else None
        scope = found
    if path.symbols and _symbol_of(analysis, scope) == path.symbols[-1] and scope.name == path.name:
        return scope, True
    same = [o for o in scope.walk() if o.name == path.name and o is not scope]
    if not same:
        return (scope, False) if scope is not module else None
    return same[min(path.ordinal, len(same) - 1)], path.ordinal < len(same)


@dataclass(frozen=True, slots=True)
class Neighbour:
    """The same op in another dump: where (its name span), which dump, whether exactly found."""

    span: Span
    dump: Dump
    exact: bool


def neighbour_op(analysis: Analysis, offset: int, step: int) -> Neighbour | None:
    """The op under `offset` in the previous (`step` -1) or next (+1) dump that holds it.

    In a log of a pass on functions (`func.func(cse)`: one dump per function and pass),
    the dumps of other functions are skipped: the nearest dump in that direction in which
    the op's symbols are found is the answer; with none, the adjacent dump's header."""
    found = dumps(analysis)
    chunk = analysis.chunk_at(offset)
    position = next((i for i, d in enumerate(found) if d.chunk == chunk), None)
    if position is None or not 0 <= position + step < len(found):
        return None
    adjacent = found[position + step]
    header = Neighbour(Span(adjacent.header.start, adjacent.header.start), adjacent, False)
    index = analysis.index
    loc = index.innermost_op(offset)
    if loc is None or analysis.chunk_at(loc.full.start) != chunk:
        return header
    path = _path(analysis, loc.op)
    own = found[position]
    i = position + step
    while 0 <= i < len(found):
        target = found[i]
        i += step
        # Another function's dump (a dump of one op naming another symbol): skipped.
        if _of_another_op(analysis, own, target):
            continue
        module = analysis.document.chunks[target.chunk].parse.module
        located = _find(analysis, module, path)
        if located is None:
            if own.symbol and target.symbol == own.symbol and _prints_one_op(analysis, target):
                return Neighbour(Span(target.header.start, target.header.start), target, False)
            continue
        op, exact = located
        where = index.op_location.get(op)
        if where is None:
            continue
        return Neighbour(where.name, target, exact)
    return header


# ---- diffs ---------------------------------------------------------------------------------------


def dump_body(analysis: Analysis, dump: Dump) -> str:
    """The dump's IR: its chunk without the header line, trailing blank lines dropped."""
    text = analysis.text[dump.header.end : dump.span.end].lstrip("\n")
    return text.rstrip() + "\n"


def diff_dumps(analysis: Analysis, first: int, second: int, context: int = 3) -> str:
    """A unified diff from dump number `first` to dump number `second` (0-based, in order);
    empty when they are equal. Raises IndexError for a dump that does not exist."""
    found = dumps(analysis)
    a, b = found[first], found[second]
    lines = difflib.unified_diff(
        dump_body(analysis, a).splitlines(keepends=True),
        dump_body(analysis, b).splitlines(keepends=True),
        fromfile=f"{first + 1}: {a.name}",
        tofile=f"{second + 1}: {b.name}",
        n=context,
    )
    return "".join(lines)


def _prints_one_op(analysis: Analysis, dump: Dump) -> bool:
    """Does the dump print the op its pass ran on alone (not its whole module)?"""
    return not analysis.document.chunks[dump.chunk].parse.explicit_module


def _of_another_op(analysis: Analysis, own: Dump, other: Dump) -> bool:
    """Is `other` a dump of one op that is not `own`'s (another function's)?"""
    return (
        bool(own.symbol and other.symbol)
        and (other.op, other.symbol) != (own.op, own.symbol)
        and _prints_one_op(analysis, other)
    )


def previous_dump(analysis: Analysis, number: int) -> int | None:
    """The dump to compare dump `number` with: in a log of a pass on functions (dumps of
    one op each), that function's previous dump; else the one before."""
    found = dumps(analysis)
    if not 0 < number < len(found):
        return None
    own = found[number]
    for i in range(number - 1, -1, -1):
        if not _of_another_op(analysis, own, found[i]):
            return i
    return number - 1


def dump_at(analysis: Analysis, offset: int) -> int | None:
    """The number (0-based) of the dump holding `offset`, None outside dumps."""
    chunk = analysis.chunk_at(offset)
    for i, dump in enumerate(dumps(analysis)):
        if dump.chunk == chunk:
            return i
    return None


# ---- no false errors in dumps ---------------------------------------------------------------------

#: A diagnostic the tool printed into the log (its stderr, where the dumps go too):
#: `file.mlir:7:6: error: ...`, `<unknown>:0: error: ...`, `within split at f:3 offset :2:1: ...`.
_TOOL_MESSAGE = re.compile(
    r"^(?:within split at .* offset )?\S*:\d+(?::\d+)?: (?:error|warning|note|remark): .*$", re.M
)
_SEVERITIES = (": error: ", ": warning: ", ": note: ", ": remark: ")
#: The caret line under the source line the tool quotes after its message.
_CARET = re.compile(r"^[ \t]*\^~*[ \t]*$")


def is_dump(chunk_text: str) -> bool:
    """Whether a chunk is one dump of a log (it starts with a dump header)."""
    return _CHUNK_HEADER.match(chunk_text) is not None


def tool_messages(text: str) -> list[Span]:
    """The diagnostics the tool printed between the dumps of `text` (one chunk): each
    message line with the source line it quotes and its caret line (chunk offsets)."""
    out: list[Span] = []
    for m in _TOOL_MESSAGE.finditer(text):
        end = m.end()
        quoted = text.find("\n", end + 1)
        caret_end = text.find("\n", quoted + 1) if quoted >= 0 else -1
        caret_end = len(text) if caret_end < 0 else caret_end
        if quoted >= 0 and _CARET.match(text[quoted + 1 : caret_end]):
            end = caret_end
        out.append(Span(m.start(), end))
    return out


def dump_findings(analysis: Analysis, chunk: int, found: list[Diagnostic]) -> list[Diagnostic]:
    """`found` (the chunk's diagnostics) without the false ones of an IR dump: those on the
    tool's own messages printed into the log, and, in a dump of one op, those about symbols
    defined in the part of the module that was not printed (`outside_symbols`)."""
    ch = analysis.document.chunks[chunk]
    if len(analysis.document.chunks) < 2 or not is_dump(ch.text):
        return found
    messages = tool_messages(ch.text) if any(k in ch.text for k in _SEVERITIES) else []
    if messages:
        spans = [Span(s.start + ch.offset, s.end + ch.offset) for s in messages]
        found = [d for d in found if not any(s.start <= d.span.start <= s.end for s in spans)]
    outside = outside_symbols(analysis, chunk)
    if outside:
        found = [d for d in found if not is_outside_reference(d.message, outside)]
    return found


def outside_symbols(analysis: Analysis, chunk: int) -> frozenset[str]:
    """Symbols a dump of one op (a `func.func` printed without its module) refers to but
    cannot define: the rest of the module was not printed. Empty for other chunks."""
    ch = analysis.document.chunks[chunk]
    if ch.parse.explicit_module or _CHUNK_HEADER.match(ch.text) is None:
        return frozenset()
    source_map = ch.parse.source_map
    defined = {ch.text[s:e].lstrip("@").strip('"') for s, e, _ in source_map.symbol_defs}
    return frozenset(u.attr.root for u in source_map.symbol_uses if u.attr.root not in defined)


def is_outside_reference(message: str, names: frozenset[str]) -> bool:
    """Whether a diagnostic's message is about one of `names` (`'helper' does not reference
    a valid function`): in a dump of one op, such a symbol is defined outside the dump."""
    return any(f"'{n}'" in message or f"@{n}" in message for n in names)
