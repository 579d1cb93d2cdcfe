"""The formatter: canonical layout from the printer, the user's names and comments kept.

Each `// -----` chunk is parsed and printed again through `FormattingPrinter`,
an `AsmPrinter` that names values, blocks and aliases as the source does,
keeps every op in the form (generic or custom) it was written in, re-inserts
the comments where `comments.attach` put them, keeps blank lines between
operations (at most one) and prints verbatim (re-indented) every op it cannot
reprint faithfully: a comment or a location inside its text, a custom form
without a printer hook.

Lines longer than `line_length` break at their brackets (`fmt/layout.py`); an op the
user wrote over several lines keeps a broken first line (its first bracket breaks) even
when it would fit, so a wrapped op stays wrapped. Lines of ops kept verbatim whose text
mlir-ls could not fully read (a tolerant parse, comments or locations inside) are never
broken, and neither are file metadata blocks.

Every chunk is checked after formatting: it must keep every comment, and have the same
lines as before but for their indentation and blank lines (`fmt/trivia.py`), or else
parse and print the same generic IR as before (the top-level ops whose lines only changed
indentation, or whose tokens are the input's (`fmt/same_tokens.py`, `fmt/token_rules.py`),
left out of that parse, `_same_beside_unchanged`; the two parses walked side by
side, `same_ir.py`, and printed only where the walk does not show them equal). If not, the
chunk is formatted again with every op verbatim (only indentation and blank lines change),
and if that fails too, without line breaking; if that fails too it is left as written. A
text with syntax errors is not touched. CRLF line ends and a missing final newline are kept.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any

from mlir_ls.config import DEFAULT_LINE_LENGTH
from mlir_ls.dialects import default_registry
from mlir_ls.dialects.assembly_format.custom import tolerant_reads
from mlir_ls.ir import attributes as at
from mlir_ls.ir.core import Block, Operation, Region, Value
from mlir_ls.ir.source_map import OpLocation
from mlir_ls.ir.spec import Registry
from mlir_ls.ir.types import ErrorType
from mlir_ls.parser import ParseOptions, ParseResult, parse
from mlir_ls.parser.dialect_body import scan_body
from mlir_ls.printer.aliases import alias_key
from mlir_ls.printer.asm_printer import AsmPrinter, PrintOptions, _is_terminator, short_name
from mlir_ls.printer.attrs import AttrTypePrinter
from mlir_ls.printer.module import print_operation
from mlir_ls.printer.unknown import unprintable_op
from mlir_ls.syntax.lexer import comment_spans, scan
from mlir_ls.text.deep import deep
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.span import Span
from mlir_ls.text.split import DEFAULT_MARKER, split_chunks

from .comments import Attachments, Comment, Item, LineMap, attach
from .layout import break_line
from .same_ir import same_generic_ir
from .same_tokens import same_tokens
from .token_rules import TokenRules
from .trivia import same_but_line_ends


@dataclass(slots=True)
class FormatResult:
    """The formatted text (the input itself when it has syntax errors)."""

    text: str
    diagnostics: list[Diagnostic] = field(default_factory=list)
    #: Chunks kept as written (or with every op verbatim) because a safety check failed.
    fallbacks: int = 0

    @property
    def ok(self) -> bool:
        return not self.diagnostics


#: Deepest indentation of nested regions (columns): deeper regions are not indented further.
MAX_INDENT = 80

#: Dialects whose custom printers the formatter reprints ops with (they reproduce upstream's
#: custom form on the corpus); custom ops of other dialects keep their text, re-indented.
TRUSTED_HOOK_DIALECTS = frozenset({"builtin", "func", "arith", "cf"})


class SourceNames:
    """Value and block names as written in the source (the `SSANames` interface)."""

    def __init__(self) -> None:
        self.ids: dict[Value, int | str] = {}
        self.groups: dict[Operation, list[int]] = {}
        self.blocks: dict[Block, tuple[str, int]] = {}

    def value(self, value: Value, print_result_no: bool = True) -> str:
        shadow = self.ids.get(value)
        if shadow is not None:
            return f"%{shadow}"
        name = value.name if value.name is not None else "<<unnamed>>"
        if not print_result_no:
            return "%" + _group_base(name)
        return f"%{name}"

    def block(self, block: Block) -> str:
        if block.label is not None:
            return "^" + block.label
        index = block.index
        return f"^bb{index}"

    def block_order(self, block: Block) -> int:
        return block.index


def _group_base(name: str) -> str:
    """`r` for the parser's `r#1` (the result names of `%r:2`)."""
    base, sep, number = name.rpartition("#")
    return base if sep and number.isdigit() else name


def _result_groups(op: Operation) -> str:
    """`%a:2, %b` from the result names."""
    results = op.results
    if len(results) == 1:
        return "%" + _group_base(results[0].name or "<<unnamed>>")
    parts: list[str] = []
    i = 0
    while i < len(results):
        name = _group_base(results[i].name or "<<unnamed>>")
        j = i + 1
        while j < len(results) and _group_base(results[j].name or "") == name:
            j += 1
        part = f"%{name}"
        if j - i > 1:
            part += f":{j - i}"
        parts.append(part)
        i = j
    return ", ".join(parts)


class FormattingPrinter(AsmPrinter):
    """An AsmPrinter that keeps names, forms, comments, blank lines and hard cases verbatim."""

    def __init__(
        self,
        result: ParseResult,
        att: Attachments,
        *,
        all_verbatim: bool = False,
        lines: LineMap | None = None,
        width: int | None = None,
    ) -> None:
        table: dict[Any, str] = {}
        for name, alias_type in result.type_aliases.items():
            table.setdefault(alias_type, "!" + name)
        for name, alias_attr in result.attr_aliases.items():
            if not isinstance(alias_attr, at.LocationAttr):
                table.setdefault(alias_key(alias_attr), "#" + name)
        super().__init__(
            result.module,
            PrintOptions(),
            names=SourceNames(),  # type: ignore[arg-type]
            attrs=AttrTypePrinter(table),
        )
        self.add_defaults = False
        self.src = result.text
        self.att = att
        self.all_verbatim = all_verbatim
        self.lines = lines if lines is not None else LineMap(result.text)
        #: The line length `break_lines` applies afterwards (None: no line is broken).
        self.width = width
        #: Source end of the previous item in the current block (None at a block start).
        self._prev_end: list[int | None] = [None]
        #: Output lines (0-based) never re-broken, and lines whose first group must break.
        self.keep_lines: set[int] = set()
        self.force_lines: set[int] = set()
        self._counted = 0
        self._line_count = 0
        self._region_starts = sorted(span.start for span in result.source_map.regions)
        #: `_trusted_hook` by `id(op.spec)` (the registry keeps the specs alive).
        self._trusted: dict[int, bool] = {}
        #: The block whose ops the safety check may leave out (`_top_ops`), and the output
        #: lines (first, last; 0-based) of each of its ops, in order.
        self.unit_block = result.module.regions[0].blocks[0] if result.module.regions else None
        self.unit_lines: list[tuple[int, int]] = []

    def line_number(self) -> int:
        """The 0-based output line the next text goes to."""
        return self._line_at(len(self._out))

    def _line_at(self, mark: int) -> int:
        """The 0-based output line where piece `mark` of the output starts (marks are asked
        in increasing order: the pieces before are counted once)."""
        count = self._line_count
        if mark > self._counted:
            count += "".join(self._out[self._counted : mark]).count("\n")
        self._line_count = count
        self._counted = mark
        return count

    def keep(self, first: int) -> None:
        """Lines `first`..current are printed as they are (no line breaking)."""
        self.keep_lines.update(range(first, self.line_number() + 1))

    def _header_wrapped(self, op: Operation, span: Span) -> bool:
        """Whether the source of `op` up to its first region spans several lines."""
        end = span.end
        if op.regions:
            i = bisect_right(self._region_starts, span.start)
            if i < len(self._region_starts) and self._region_starts[i] < span.end:
                end = self._region_starts[i]
        header = self.src[span.start : end]
        return "\n" in header and "\n" in _outside_dialect_bodies(header)

    # ---- items ---------------------------------------------------------------------------

    def _gap_has_blank_line(self, start: int) -> bool:
        prev = self._prev_end[-1]
        if prev is None:
            return False
        gap = self.src[prev:start]
        return gap.count("\n") >= 2 and _has_blank_line(gap)

    def _emit_comment_lines(self, comments: list[Comment]) -> None:
        for comment in comments:
            if self._gap_has_blank_line(comment.start):
                self._out.append("\n")
            self._out.append(" " * self._indent + comment.text.rstrip() + "\n")
            self._prev_end[-1] = comment.end

    def _trailing(self, obj: object, end: int) -> str:
        comment = self.att.trailing.get(id(obj))
        if comment is None:
            return ""
        gap = self.src[end : comment.start]
        spacing = gap if gap and gap.strip() == "" and "\n" not in gap else " "
        self._prev_end[-1] = comment.end
        return spacing + comment.text.rstrip()

    def print_op_line(self, op: Operation) -> None:
        att = self.att
        out = self._out
        span = att.op_spans.get(id(op))
        leading = att.leading.get(id(op))
        if leading:
            self._emit_comment_lines(leading)
        if span is None:
            out.append(" " * self._indent)
            self.print_full_op(op)
            return
        if self._gap_has_blank_line(span.start):
            out.append("\n")
        loc_text = None
        verbatim = self._is_verbatim(op)
        if not verbatim and op.location is not None:
            loc_text = trailing_location(self.src, span)
            if loc_text is None:
                att.verbatim_ops.add(id(op))
                verbatim = True
        mark = len(out)  # where the op's first line starts
        unit = op.parent is self.unit_block
        first = self._line_at(mark) if unit else 0
        if verbatim:
            text = reindent(self.src, span, self._indent)
            out.append(text)
            self._prev_end[-1] = span.end
            trailing = self._trailing(op, span.end)
            out.append(trailing)
            width = self.width
            # Its lines are kept as they are when it may not break; only a line longer than
            # the width would break (none of its lines is a forced one: those start other ops).
            if (
                width is not None
                and len(text) + len(trailing) > width
                and max(map(len, (text + trailing).split("\n"))) > width
                and not self._breakable_verbatim(op)
            ):
                self.keep(self._line_at(mark))
        else:
            if self._header_wrapped(op, span):
                self.force_lines.add(self._line_at(mark))
            out.append(" " * self._indent)
            self.print_full_op(op)
            if loc_text is not None:
                out.append(" " + loc_text)
            self._prev_end[-1] = span.end
            out.append(self._trailing(op, span.end))
        if unit:
            self.unit_lines.append((first, self._line_at(len(out))))

    def _breakable_verbatim(self, op: Operation) -> bool:
        """A verbatim op whose lines may break: fully read (nothing in it that the printer
        cannot print, `printer/unknown.unprintable_op`: custom syntax read tolerantly,
        which reads an unknown op's lines, or unknown types), no comment or location
        inside."""
        verbatim = self.att.verbatim_ops
        if self.all_verbatim or id(op) in verbatim:
            return False
        for inner in op.walk():
            if inner.location is not None or (inner is not op and id(inner) in verbatim):
                return False
        return unprintable_op(op) is None

    def shadow_region_args(self, region: Region, names: Any) -> None:
        """The formatter keeps the source's own names for region arguments."""

    def _is_verbatim(self, op: Operation) -> bool:
        if self.all_verbatim or id(op) in self.att.verbatim_ops:
            return True
        if op.custom and not self._trusted_hook(op):
            return True
        for region in op.regions:  # argument locations are not reprinted
            for block in region.blocks:
                for arg in block.arguments:
                    if arg.location is not None:
                        return True
        # A tolerant parse (unknown custom syntax) leaves error types: print what was written.
        # (Loops: `any` over a generator costs more than the few values an op has.)
        for values in (op.operands, op.results):
            for value in values:
                if isinstance(value.type, ErrorType):
                    return True
        return False

    def _trusted_hook(self, op: Operation) -> bool:
        """Whether `op` has a printer hook of a `TRUSTED_HOOK_DIALECTS` dialect (by spec)."""
        trusted = self._trusted.get(id(op.spec))
        if trusted is None:
            trusted = self.hook_for(op) is not None and op.dialect in TRUSTED_HOOK_DIALECTS
            if op.spec is not None:
                self._trusted[id(op.spec)] = trusted
        return trusted

    def print_full_op(self, op: Operation) -> None:
        if op.results and op.results[0].name is not None:  # (results the text leaves unnamed:
            self._out.append(_result_groups(op) + " = ")  # none bound; was `%<<unnamed>> =`)
        if op.custom:
            hook = self.hook_for(op)
            if hook is not None:
                self._out.append(short_name(op.name, self._default_dialect[-1]))
                if op.signature is None or not self._print_templated(hook, op):
                    hook(self, op)
                return
        self.print_generic_op(op)

    # ---- regions and blocks ---------------------------------------------------------------

    def _region_open(self, region: Region) -> None:
        self._out.append("{")
        for comment in self.att.brace.get(id(region), ()):
            self._out.append(" " + comment.text.rstrip())
        self._out.append("\n")
        self._prev_end.append(None)

    def _region_close(self, region: Region) -> None:
        dangling = self.att.dangling.get(id(region))
        if dangling:
            self._indent += 2
            self._emit_comment_lines(dangling)
            self._indent -= 2
        self._prev_end.pop()
        self._out.append(" " * self._indent + "}")

    def _block(self, block: Block, print_header: bool, print_terminator: bool) -> None:
        if self.collector is not None:
            super()._block(block, print_header, print_terminator)
            return
        label_start = self.att.label_starts.get(id(block))
        if label_start is not None and not print_header:
            print_header = True  # the user wrote the label: keep it
        if print_header:
            leading = self.att.leading.get(id(block))
            if leading:
                self._emit_comment_lines(leading)
            if label_start is not None and self._gap_has_blank_line(label_start):
                self._out.append("\n")
            self._block_header(block)
            if label_start is not None:
                self._prev_end[-1] = label_start
        # Regions nested deeper than MAX_INDENT columns stay there (else the output, and
        # the time to write it, would be quadratic in their depth).
        step = 2 if self._indent < MAX_INDENT else 0
        self._indent += step
        ops = block.operations
        if not print_terminator and ops and _is_terminator(ops[-1]):
            if id(ops[-1]) not in self.att.leading and id(ops[-1]) not in self.att.trailing:
                ops = ops[:-1]
        for op in ops:
            self.print_op_line(op)
            self._out.append("\n")
        self._indent -= step

    def _block_header(self, block: Block) -> None:
        out = self._out
        out.append(" " * self._indent + self.names.block(block))
        if block.arguments:
            out.append(
                "("
                + ", ".join(
                    f"{self.names.value(arg)}: {self.attrs.type(arg.type)}"
                    for arg in block.arguments
                )
                + ")"
            )
        out.append(":")
        label_start = self.att.label_starts.get(id(block))
        if label_start is not None:
            out.append(self._trailing(block, label_start))
        out.append("\n")


def trailing_location(src: str, span: Span) -> str | None:
    """The `loc(...)` text that ends the op at `span`, when it is the only `loc` in the op
    outside nested ops (else None: the op is then printed verbatim).

    The text returned has no line break, so only the op's last line is lexed (a line
    starts between tokens: strings and comments end with their line)."""
    first = max(span.start, src.rfind("\n", span.start, span.end) + 1)
    tokens = scan(src[first : span.end], 0, False)
    tokens.pop()  # eof
    if not tokens or tokens[-1][0] != ")":
        return None
    depth = 0
    for i in range(len(tokens) - 1, -1, -1):
        kind = tokens[i][0]
        if kind == ")":
            depth += 1
        elif kind == "(":
            depth -= 1
            if depth == 0:
                if i == 0:
                    return None  # `loc` (if it is one) ends an earlier line
                kind, start, end = tokens[i - 1]
                if kind != "bare" or src[first + start : first + end] != "loc":
                    return None
                return src[first + start : span.end]
    return None  # the parentheses open on an earlier line


def _has_blank_line(gap: str) -> bool:
    lines = gap.split("\n")
    return any(line.strip() == "" for line in lines[1:-1])


#: What `reindent` changes in a text it does not shift: white space ending a line (blank lines
#: too) and other white space than spaces in an indentation.
_REINDENTED = re.compile(r"\s(?=\n|\Z)|\n *[^\S ]")


#: ASCII white space other than spaces and line feeds (`str.isspace`).
_OTHER_ASCII_SPACE = ("\t", "\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x1f")


def _kept_by_reindent(text: str) -> bool:
    """`_REINDENTED` finds nothing in `text` (for ASCII text, by a few substring searches:
    with no other white space than spaces and line feeds, only a space or a line feed
    before a line feed, or white space at the end, is one)."""
    if not text.isascii():
        return _REINDENTED.search(text) is None
    if " \n" in text or "\n\n" in text or text[-1:].isspace():
        return False
    return not any(space in text for space in _OTHER_ASCII_SPACE)


def reindent(src: str, span: Span, indent: int) -> str:
    """The text of `span` with its first line at `indent` and the others shifted alike."""
    text = src[span.start : span.end]
    line_start = src.rfind("\n", 0, span.start) + 1
    prefix = src[line_start : span.start]
    base = len(prefix) if prefix.strip() == "" else len(prefix) - len(prefix.lstrip())
    if indent == base and _kept_by_reindent(text):
        return " " * indent + text  # every line as it is
    lines = text.split("\n")
    out = [" " * indent + lines[0].rstrip()]
    for line in lines[1:]:
        stripped = line.rstrip()
        if not stripped.strip():
            out.append("")
            continue
        lead = len(stripped) - len(stripped.lstrip())
        out.append(" " * max(0, indent + lead - base) + stripped.lstrip())
    return "\n".join(out)


# ---- top level ------------------------------------------------------------------------------


def _top_items(result: ParseResult) -> list[Item]:
    """Alias definitions, file metadata and top-level ops, in source order."""
    text = result.text
    items: list[Item] = []
    sm = result.source_map
    for spelled, span in sm.alias_defs.items():
        items.append(Item(span.start, span.end, ("alias", spelled)))
    for span in result.metadata.values():
        start = text.rfind("{-#", 0, span.start)
        end = text.find("#-}", span.end)
        if start != -1 and end != -1:
            items.append(Item(start, end + 3, ("metadata", None)))
    module = result.module
    ops = (
        [module]
        if result.explicit_module
        else [op for block in module.regions[0].blocks for op in block.operations]
    )
    top = {id(op) for op in ops}
    locations = {id(loc.op): loc for loc in sm.operations if id(loc.op) in top}
    for op in ops:
        loc = locations.get(id(op))
        if loc is not None:
            items.append(Item(loc.start, loc.end, op))
    items.sort(key=lambda item: item.start)
    # Merge metadata blocks that cover the same `{-# ... #-}`, and end aliases before the next item.
    merged: list[Item] = []
    for item in items:
        if merged and isinstance(item.obj, tuple) and item.obj[0] == "metadata":
            last = merged[-1]
            if (
                isinstance(last.obj, tuple)
                and last.obj[0] == "metadata"
                and last.start == item.start
            ):
                continue
        merged.append(item)
    for i, item in enumerate(merged):
        if isinstance(item.obj, tuple) and item.obj[0] == "alias":
            limit = merged[i + 1].start if i + 1 < len(merged) else len(text)
            item.end = _last_token_end(text, item.start, limit)
    return merged


def _last_token_end(text: str, start: int, limit: int) -> int:
    tokens = scan(text[start:limit], 0, False)  # the last one is `eof`
    return start + tokens[-2][2] if len(tokens) > 1 else start


def _format_result(
    result: ParseResult,
    all_verbatim: bool,
    line_range: tuple[int, int] | None,
    width: int | None,
) -> tuple[str, list[tuple[int, int]]]:
    """The formatted text, and the lines (first, last; 0-based) each op of `_top_ops`
    takes in it (a hint for the safety check, which verifies what it uses of it)."""
    items = _top_items(result)
    text = result.text
    lines = LineMap(text)
    att = attach(result, items, lines)
    printer = FormattingPrinter(result, att, all_verbatim=all_verbatim, lines=lines, width=width)
    out = printer._out
    for item in items:
        obj = item.obj
        in_range = line_range is None or (
            lines.line(item.start) + 1 <= line_range[1]
            and lines.line(item.end) + 1 >= line_range[0]
        )
        if isinstance(obj, Operation) and in_range:
            printer.print_op_line(obj)  # emits its own comments and blank line
        else:
            leading = att.leading.get(id(obj))
            if leading:
                printer._emit_comment_lines(leading)
            if printer._gap_has_blank_line(item.start):
                out.append("\n")
            first_line = printer.line_number()
            if in_range:
                out.append(reindent(text, Span(item.start, item.end), 0))
            else:
                out.append(text[item.start : item.end])
            if not (isinstance(obj, tuple) and obj[0] == "alias" and in_range):
                printer.keep(first_line)
            printer._prev_end[-1] = item.end
            out.append(printer._trailing(obj, item.end))
        out.append("\n")
    dangling = att.dangling.get(0)
    if dangling:
        printer._emit_comment_lines(dangling)
    formatted = printer.text()
    units = printer.unit_lines
    if width is None:
        return formatted, units
    broken, added = _broken_lines(formatted, width, printer.keep_lines, printer.force_lines)
    if added and units:
        # Lines past a broken one move down by the lines its breaking added.
        numbers = [number for number, _ in added]
        shift = [0]
        shift.extend(accumulate(count for _, count in added))

        def moved(line: int, last: bool) -> int:
            at = bisect_right(numbers, line - 1) if not last else bisect_right(numbers, line)
            return line + shift[at]

        units = [(moved(first, False), moved(last, True)) for first, last in units]
    return "\n".join(broken), units


def break_lines(text: str, width: int, keep: set[int], force: set[int]) -> str:
    """`text` with its long lines (and the `force` lines) broken, the `keep` lines as they are."""
    return "\n".join(_broken_lines(text, width, keep, force)[0])


def _broken_lines(
    text: str, width: int, keep: set[int], force: set[int]
) -> tuple[list[str], list[tuple[int, int]]]:
    """The lines of `text`, each broken as `break_lines` does (it may hold line breaks
    then), and (line number, line breaks added) for each line broken."""
    lines = text.split("\n")
    added: list[tuple[int, int]] = []
    for number, line in enumerate(lines):
        if number in keep or (len(line) <= width and number not in force):
            continue
        broken = break_line(line, width, force=number in force)
        lines[number] = broken
        if broken is not line:
            breaks = broken.count("\n")
            if breaks:
                added.append((number, breaks))
    return lines, added


def _shown_same(before: ParseResult, after: ParseResult) -> bool:
    """Whether the two parses are shown to print the same generic IR and locations by
    walking them side by side (`same_ir.py`; False: not shown). Not tried with identified
    LLVM structs or `distinct[...]` attributes in the texts (their spelling depends on
    where the print meets them first)."""
    if (
        before.identified_structs
        or after.identified_structs
        or "distinct[" in before.text
        or "distinct[" in after.text
    ):
        return False
    return same_generic_ir(before.module, after.module)


def _same_generic(before: ParseResult, after: ParseResult) -> bool:
    """Whether the two parses print the same generic IR and locations (`_generic_key`),
    shown by walking them (`_shown_same`) or else by printing both."""
    return _shown_same(before, after) or _generic_key(after) == _generic_key(before)


def _generic_key(result: ParseResult) -> str:
    """The IR as upstream would print it, plus every location (not printed by default);
    unindented: nested regions indented would make it quadratic in their depth."""
    options = PrintOptions(generic=True, local_scope=True, indent_width=0)
    text = print_operation(result.module, options)
    locations = []
    for op in result.module.walk():
        if op.location is not None:
            locations.append(str(op.location))
        for region in op.regions:
            for block in region.blocks:
                locations.extend(str(a.location) for a in block.arguments if a.location is not None)
    return text + "\n".join(locations)


#: `#ns.name<` / `!ns<`: a dialect attribute or type whose body may be printed as written.
_DIALECT_BODY = re.compile(r"[#!][A-Za-z_][\w$]*(?:\.[\w$.]*)?<")


def _outside_dialect_bodies(text: str) -> str:
    """`text` without the `<...>` bodies of dialect attributes and types: a line break inside
    one is part of a value the printer may print as written (an opaque type's body), not a
    line the user wrapped (else the output, where such a type moves to its uses, would wrap
    on the next run: not idempotent)."""
    out: list[str] = []
    pos = 0
    for match in _DIALECT_BODY.finditer(text):
        if match.start() < pos:
            continue
        out.append(text[pos : match.end() - 1])
        pos = scan_body(text, match.end() - 1)[0]
    out.append(text[pos:])
    return "".join(out)


def _comment_key(text: str) -> Counter[str]:
    """The text's comments, counted (a comment ends at LF or a lone CR: the lexer's
    `comment_spans`)."""
    return Counter(text[start:end].rstrip() for start, end in comment_spans(text))


def format_chunk(
    text: str,
    registry: Registry | None = None,
    line_range: tuple[int, int] | None = None,
    line_length: int | None = DEFAULT_LINE_LENGTH,
) -> tuple[str, list[Diagnostic], bool]:
    """(formatted chunk, syntax errors, fell back) for one chunk's text."""
    registry = registry or default_registry()
    options = ParseOptions(allow_unregistered=True)
    reads = tolerant_reads()
    result = parse(text, registry, options)
    # (custom syntax read without checks may look at line breaks: `fmt/same_tokens.py`)
    by_tokens = tolerant_reads() == reads and not result.diagnostics
    errors = [d for d in result.diagnostics if d.is_error]
    if errors:
        return text, errors, False
    if not text.strip():
        return "", [], False  # whitespace only (a lone CR too): nothing to keep
    if result.truncated_values:
        # `%x:N` past what the text's length allows: the IR depends on that length, which
        # formatting changes, so no formatted text can be checked (nor idempotent).
        return text, [], True
    expected: str | None = None  # computed when a changed text has to be checked
    comments: Counter[str] | None = None
    widths = (line_length, None) if line_length is not None else (None,)
    attempts = [(verbatim, width) for width in widths for verbatim in (False, True)]
    tried: set[str] = set()
    for all_verbatim, width in attempts:
        try:
            formatted, units = _format_result(result, all_verbatim, line_range, width)
        except Exception:  # a printer bug must never cost the user's text
            continue
        fell_back = all_verbatim or (width is None and line_length is not None)
        if formatted == text:
            return formatted, [], fell_back  # nothing changed: nothing to check
        if formatted in tried:
            continue
        tried.add(formatted)
        if comments is None:
            comments = _comment_key(text)
        if _comment_key(formatted) != comments:
            continue
        if same_but_line_ends(text, formatted):
            return formatted, [], fell_back  # only indentation changed: the same IR
        if _same_beside_unchanged(result, formatted, units, registry, options, by_tokens):
            return formatted, [], fell_back
        again = parse(formatted, registry, options)
        if again.has_errors:
            continue
        unchanged = _unchanged_top_ops(result, again)
        if unchanged:
            with _without(result, unchanged), _without(again, unchanged):
                same = _same_generic(result, again)
        elif _shown_same(result, again):
            same = True
        else:
            if expected is None:
                expected = _generic_key(result)
            same = _generic_key(again) == expected
        if same:
            return formatted, [], fell_back
    return text, [], True


#: The op that stands for a top-level op left out of the text `_same_beside_unchanged` parses.
_STAND_IN_NAME = "mlir_ls.unchanged"
_STAND_IN = f'"{_STAND_IN_NAME}"() : () -> ()'


def _same_beside_unchanged(
    before: ParseResult,
    formatted: str,
    units: list[tuple[int, int]],
    registry: Registry,
    options: ParseOptions,
    by_tokens: bool = False,
) -> bool:
    """Whether `formatted` has `before`'s IR, shown by parsing it with each top-level op
    (`_top_ops`) whose text changed only at its line ends (`fmt/trivia.py`), or has the
    input's tokens (`fmt/same_tokens.py`; `by_tokens`: the input's parse neither warned
    nor read custom syntax without checks) replaced by a
    one-line stand-in op, and comparing the generic prints without those ops (False: not
    shown; the caller parses the whole text). After a one-line edit, only the changed
    function is parsed and printed again, not the whole file.

    `units` (the lines of each top-level op in `formatted`) is a hint: an op is left out
    only where those lines hold its text (changed only at line ends), and the parse of the
    reduced text must find a stand-in as the op at that position, so the left-out text was
    read there as a top-level op, as in the input. As in `_unchanged_top_ops`: no top-level
    op defines a value or block argument (no op can refer to one left out), the aliases have
    the same values, and no identified LLVM struct or `distinct[N]` attribute (shared across
    the ops) is in the text; the reduced text is shorter, so none of its `%x:N` is cut short
    where the whole text's would not be."""
    text = before.text
    ops = _top_ops(before)
    if (
        ops is None
        or len(ops) != len(units)
        or before.identified_structs
        or "distinct[" in text
        or "distinct[" in formatted
        or _STAND_IN_NAME in text
        or _STAND_IN_NAME in formatted
        or before.module.regions[0].blocks[0].arguments
        or any(op.results for op in ops)
    ):
        return False
    spans = _locations_of(before, ops)
    lines = formatted.split("\n")
    # (a parse that warned may have read line breaks: `fmt/same_tokens.py`)
    rules = TokenRules(before) if by_tokens else None
    reduced: list[str] = []
    left_out: set[int] = set()
    taken = 0  # lines before this one are in `reduced` already
    for index, (op, (first, last)) in enumerate(zip(ops, units, strict=True)):
        span = spans.get(id(op))
        if span is None or first < taken or last < first or last >= len(lines):
            continue
        before_text = text[span.start : span.end]
        after_text = "\n".join(lines[first : last + 1])
        if (
            same_tokens(before_text, after_text, rules, span.start)
            if rules is not None
            else same_but_line_ends(before_text, after_text)
        ):
            reduced.extend(lines[taken:first])
            reduced.append(_STAND_IN)
            taken = last + 1
            left_out.add(index)
    if not left_out:
        return False
    reduced.extend(lines[taken:])
    again = parse("\n".join(reduced), registry, options)
    if again.has_errors or again.truncated_values or again.identified_structs:
        return False
    ops_after = _top_ops(again)
    if (
        ops_after is None
        or len(ops_after) != len(ops)
        or again.module.regions[0].blocks[0].arguments
    ):
        return False
    for index, op in enumerate(ops_after):
        stand_in = op.name == _STAND_IN_NAME
        if op.results or stand_in != (index in left_out):
            return False
        if stand_in and (op.operands or op.regions or op.attributes):
            return False
    if _alias_values(before) != _alias_values(again):
        return False
    with _without(before, left_out), _without(again, left_out):
        return _same_generic(before, again)


def _top_ops(result: ParseResult) -> list[Operation] | None:
    """The ops of the top-level module's one block (None: not one region of one block)."""
    regions = result.module.regions
    if len(regions) != 1 or len(regions[0].blocks) != 1:
        return None
    return regions[0].blocks[0].operations


def _alias_values(result: ParseResult) -> list[tuple[str, str]]:
    """Every alias with its value printed in full (no alias used)."""
    printer = AttrTypePrinter({})
    values = [("#" + name, printer.attr(value)) for name, value in result.attr_aliases.items()]
    values += [("!" + name, printer.type(value)) for name, value in result.type_aliases.items()]
    return sorted(values)


def _unchanged_top_ops(before: ParseResult, after: ParseResult) -> set[int]:
    """The positions of the top-level ops whose text formatting changed only in indentation
    and blank lines (`fmt/trivia.py`): their IR is the same, so the check need not print
    them. Only where nothing else of the text can make one such op read differently: no
    top-level op defines a value (another one could use it, by a name formatting changed),
    the aliases have the same values, no identified LLVM struct (one body per name in the
    whole text) and no `distinct[N]` attribute (its number is shared across the ops)."""
    if before.identified_structs or after.identified_structs or "distinct[" in before.text:
        return set()
    ops_before = _top_ops(before)
    ops_after = _top_ops(after)
    if ops_before is None or ops_after is None or len(ops_before) != len(ops_after):
        return set()
    if any(op.results for op in ops_before) or any(op.results for op in ops_after):
        return set()
    if _alias_values(before) != _alias_values(after):
        return set()
    spans_before = _locations_of(before, ops_before)
    spans_after = _locations_of(after, ops_after)
    unchanged: set[int] = set()
    for index, (old, new) in enumerate(zip(ops_before, ops_after, strict=True)):
        old_span = spans_before.get(id(old))
        new_span = spans_after.get(id(new))
        if old_span is None or new_span is None or old.name != new.name:
            continue
        old_text = before.text[old_span.start : old_span.end]
        if same_but_line_ends(old_text, after.text[new_span.start : new_span.end]):
            unchanged.add(index)
    return unchanged


def _locations_of(result: ParseResult, ops: list[Operation]) -> dict[int, OpLocation]:
    """The source-map location of each of `ops` (top-level ops of `result`), by id."""
    wanted = {id(op) for op in ops}
    return {id(loc.op): loc for loc in result.source_map.operations if id(loc.op) in wanted}


@contextmanager
def _without(result: ParseResult, positions: set[int]) -> Iterator[None]:
    """The top-level ops at `positions` left out of `result`'s module meanwhile."""
    block = result.module.regions[0].blocks[0]
    ops = block.operations
    block.operations = [op for index, op in enumerate(ops) if index not in positions]
    try:
        yield
    finally:
        block.operations = ops


@deep
def format_text(
    text: str,
    *,
    registry: Registry | None = None,
    marker: str | None = DEFAULT_MARKER,
    line_range: tuple[int, int] | None = None,
    line_length: int | None = DEFAULT_LINE_LENGTH,
) -> FormatResult:
    """Format a whole document, chunk by chunk along its `marker` lines (None: one chunk).

    `line_length` None: no line breaking. The line ends (LF or CRLF, by majority; lone CRs
    when there is no LF) and whether the text ends with a newline are kept as they were
    (except that a text with LFs is not formatted into one with lone CRs and no LF).
    """
    crlf = text.count("\r\n") * 2 > text.count("\n")
    # Lone CRs as the line ends (no LF at all): lines as upstream's lexer reads them (a
    # comment ends at a CR), formatted as LF lines and written back with CRs.
    cr = "\r" in text and "\n" not in text
    plain = text.replace("\r\n", "\n") if "\r\n" in text else text
    if cr:
        plain = text.replace("\r", "\n")
    result = _format_lf(plain, registry, marker, line_range, line_length)
    if not result.ok:
        if plain is not text and not cr:
            result.diagnostics = _to_original(result.diagnostics, text)
        result.text = text
        return result
    out = result.text
    if "\r\n" in out:
        # A lone CR (whitespace to MLIR) kept at the end of a verbatim line: the next run
        # would take it for a CRLF line end and drop it (not idempotent).
        out = out.replace("\r\n", "\n")
    if text and not plain.endswith("\n"):
        out = out.rstrip("\n")
        if not cr and "\r" in out and "\n" not in out:
            # The text had line ends and its only lines were joined around a lone CR kept
            # in a verbatim line: with no LF left, the lone CRs would be the line ends when
            # read again, so the output keeps a line end (idempotent).
            out += "\n"
    if crlf:
        out = out.replace("\n", "\r\n")
    elif cr:
        out = out.replace("\n", "\r")
    result.text = out
    return result


def _to_original(diags: list[Diagnostic], original: str) -> list[Diagnostic]:
    """`diags` (offsets in the text with CRLF made LF) in offsets of `original` (the CRLFs
    found once: a text with thousands of errors took seconds per CRLF document)."""
    crs = [m.start() for m in _CRLF.finditer(original)]
    lf_positions = [cr - n for n, cr in enumerate(crs)]  # where each dropped `\r` was

    def move(offset: int) -> int:
        return offset + bisect_right(lf_positions, offset - 1)

    return [
        Diagnostic(
            Span(move(d.span.start), move(d.span.end)),
            d.severity,
            d.message,
            d.code,
            list(d.related),
        )
        for d in diags
    ]


_CRLF = re.compile("\r\n")


def _format_lf(
    text: str,
    registry: Registry | None,
    marker: str | None,
    line_range: tuple[int, int] | None,
    line_length: int | None,
) -> FormatResult:
    split = split_chunks(text, marker)
    diagnostics: list[Diagnostic] = []
    pieces: list[str] = []
    fallbacks = 0
    for index, chunk in enumerate(split.chunks):
        chunk_range = None
        chunk_first_line = text.count("\n", 0, chunk.offset)
        if line_range is not None:
            chunk_range = (line_range[0] - chunk_first_line, line_range[1] - chunk_first_line)
        body = chunk.text
        formatted, errors, fell_back = format_chunk(body, registry, chunk_range, line_length)
        if errors:
            diagnostics.extend(_shift(d, chunk.offset) for d in errors)
        fallbacks += int(fell_back)
        pieces.append(_join_piece(body, formatted, index, len(split.chunks)))
    if diagnostics:
        return FormatResult(text, diagnostics, fallbacks)
    if len(pieces) == 1:
        out = pieces[0].strip("\n")
        return FormatResult(out + "\n" if out else "", [], fallbacks)
    out = ""
    for index, piece in enumerate(pieces):
        if index:
            out += (marker or DEFAULT_MARKER) + "\n"
        out += piece
    return FormatResult(out.rstrip("\n") + "\n", [], fallbacks)


def _join_piece(original: str, formatted: str, index: int, count: int) -> str:
    """A chunk's text between markers: blank lines around the marker kept (at most one)."""
    body = formatted.strip("\n")
    head = ""
    tail = ""
    if index > 0:
        first_line_end = original.find("\n")
        rest = original[first_line_end + 1 :] if first_line_end != -1 else ""
        head = "\n" if rest[: len(rest) - len(rest.lstrip())].count("\n") >= 1 else ""
    if index < count - 1:
        trailing_ws = original[len(original.rstrip()) :]
        tail = "\n\n" if trailing_ws.count("\n") >= 2 else "\n"
    if not body:
        return ""  # consecutive markers stay consecutive
    return head + body + (tail if index < count - 1 else "\n")


def _shift(diag: Diagnostic, delta: int) -> Diagnostic:
    return Diagnostic(
        diag.span.shifted(delta), diag.severity, diag.message, diag.code, list(diag.related)
    )


__all__ = [
    "DEFAULT_LINE_LENGTH",
    "FormatResult",
    "FormattingPrinter",
    "format_chunk",
    "format_text",
    "reindent",
]
