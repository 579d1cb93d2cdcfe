"""The formatter: canonical layout from the printer, the user's names and comments kept.

Each `// -----` chunk is parsed and printed again through `FormattingPrinter`
(`fmt/printing.py`), an `AsmPrinter` that names values, blocks and aliases as the source
does, keeps every op in the form (generic or custom) it was written in, re-inserts
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

from mlir_ls.config import DEFAULT_LINE_LENGTH
from mlir_ls.dialects import default_registry
from mlir_ls.dialects.assembly_format.custom import tolerant_reads
from mlir_ls.ir.core import Operation
from mlir_ls.ir.source_map import OpLocation
from mlir_ls.ir.spec import Registry
from mlir_ls.parser import ParseOptions, ParseResult, parse
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.attrs import AttrTypePrinter
from mlir_ls.printer.module import print_operation
from mlir_ls.syntax.lexer import comment_spans
from mlir_ls.text.deep import deep
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.span import Span
from mlir_ls.text.split import DEFAULT_MARKER, split_chunks

from .printing import format_result
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


def _comment_key(text: str) -> Counter[str]:
    """The text's comments, counted (a comment ends at LF or a lone CR: the lexer's
    `comment_spans`)."""
    return Counter([text[start:end].rstrip() for start, end in comment_spans(text)])


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
            formatted, units = format_result(result, all_verbatim, line_range, width)
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
    """The source-map location of each of `ops` (top-level ops of `result`), by id (an op's
    last one). Looked for from the end, where a top-level op's location is recorded after
    those of the ops inside it: a file wrapped in one `module` is done at its last entry."""
    wanted = {id(op) for op in ops}
    found: dict[int, OpLocation] = {}
    for loc in reversed(result.source_map.operations):
        key = id(loc.op)
        if key in wanted and key not in found:
            found[key] = loc
            if len(found) == len(wanted):
                break
    return found


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
    "format_chunk",
    "format_text",
]
