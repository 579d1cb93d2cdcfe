"""The formatter's printer: a parse printed again as its source wrote it, laid out.

`FormattingPrinter` is an `AsmPrinter` that names values, blocks and aliases as the
source does (`SourceNames`), keeps every op in the form (generic or custom) it was
written in, re-inserts the comments where `comments.attach` put them, keeps blank lines
between operations (at most one) and prints verbatim (re-indented, `reindent`) every op
it cannot reprint faithfully. `format_result` prints a whole parse with it and breaks the
long lines (`break_lines`, `fmt/layout.py`); `fmt/formatter.py` checks what it gives.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate
from typing import Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir.core import Block, Operation, Region, Value
from mlir_ls.ir.source_map import OpLocation
from mlir_ls.ir.types import ErrorType
from mlir_ls.parser import ParseResult
from mlir_ls.parser.dialect_body import scan_body
from mlir_ls.printer.aliases import alias_key
from mlir_ls.printer.asm_printer import AsmPrinter, PrintOptions, _is_terminator, short_name
from mlir_ls.printer.attrs import AttrTypePrinter
from mlir_ls.printer.names import Names
from mlir_ls.printer.unknown import unprintable_op
from mlir_ls.syntax.lexer import scan

from .comments import Attachments, Comment, Item, LineMap, attach
from .layout import break_line

#: Deepest indentation of nested regions (columns): deeper regions are not indented further.
MAX_INDENT = 80

#: Dialects whose custom printers the formatter reprints ops with (they reproduce upstream's
#: custom form on the corpus); custom ops of other dialects keep their text, re-indented.
TRUSTED_HOOK_DIALECTS = frozenset({"builtin", "func", "arith", "cf"})


class SourceNames(Names):
    """Value and block names as written in the source."""

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
            names=SourceNames(),
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

    def _header_wrapped(self, op: Operation, span: OpLocation) -> bool:
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
            loc_text = trailing_location(self.src, span.start, span.end)
            if loc_text is None:
                att.verbatim_ops.add(id(op))
                verbatim = True
        mark = len(out)  # where the op's first line starts
        unit = op.parent is self.unit_block
        first = self._line_at(mark) if unit else 0
        if verbatim:
            text = reindent(self.src, span.start, span.end, self._indent)
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


def trailing_location(src: str, op_start: int, op_end: int) -> str | None:
    """The `loc(...)` text that ends the op written from `op_start` to `op_end`, when it is
    the only `loc` in the op outside nested ops (else None: the op is then printed
    verbatim).

    The text returned has no line break, so only the op's last line is lexed (a line
    starts between tokens: strings and comments end with their line)."""
    first = max(op_start, src.rfind("\n", op_start, op_end) + 1)
    tokens = scan(src[first:op_end], 0, False)
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
                return src[first + start : op_end]
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


def reindent(src: str, start: int, end: int, indent: int) -> str:
    """The text from `start` to `end` with its first line at `indent` and the others
    shifted alike."""
    text = src[start:end]
    line_start = src.rfind("\n", 0, start) + 1
    prefix = src[line_start:start]
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


def format_result(
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
                out.append(reindent(text, item.start, item.end, 0))
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


__all__ = [
    "FormattingPrinter",
    "SourceNames",
    "break_lines",
    "format_result",
    "reindent",
    "trailing_location",
]
