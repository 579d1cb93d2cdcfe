"""The parser's token cursor, diagnostics and error-recovery primitives.

Every parse method reads `self.kind` / `self.start` / `self.end` (the current
token) and calls `advance()`. An error is recorded with `error()`; a method
that cannot go on raises the `ParseAbort` that `fail()` returns, which unwinds
to the nearest recovery point (the operation loop of the enclosing block). No
exception ever leaves the parser: `mlir_ls.parser.parse` catches everything.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from mlir_ls.ir.source_map import SourceMap, SymbolUse
from mlir_ls.parser.errors import NestingTooDeep, ParseAbort, ParserStuck
from mlir_ls.syntax import lexer
from mlir_ls.text.deep import MAX_NESTING
from mlir_ls.text.diagnostics import Diagnostic, Severity
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.ir.attributes import Attribute, LocationAttr
    from mlir_ls.ir.core import Operation
    from mlir_ls.ir.spec import Registry
    from mlir_ls.ir.types import Type

__all__ = [
    "NestingTooDeep",
    "ParseAbort",
    "ParseOptions",
    "ParserBase",
    "ParserStuck",
    "PyCursor",
    "Repeated",
]

_next_token = lexer.next_token  # compiled when `_mlir_lexer` is built (see syntax/lexer.py)
#: `Span(start, end)` as `_new_span(Span, (start, end))`: without the named tuple's
#: Python-level constructor (the parser makes one per token it records).
_new_span = tuple.__new__
T = TypeVar("T")
_TRAILING_BLANK = re.compile(r"[ \t]*\Z")


class Repeated(Sequence[T]):
    """`[item] * count` without building the list: result types whose count comes from a
    type in the text (`vector.to_elements` of a `vector<1000000000xf32>`). A parser adds at
    most `values_to_build` of them (`ParserBase.add_inferred_results`)."""

    def __init__(self, item: T, count: int) -> None:
        self.item = item
        self.size = max(0, count)

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self.item for _ in range(*index.indices(self.size))]
        if not -self.size <= index < self.size:
            raise IndexError(index)
        return self.item


#: Upstream's lexer errors by the character that starts the bad token, with where they
#: point (characters past the token's start): a lone or double `.`, prefixed identifiers
#: without a name (`lexPrefixedIdentifier`, `lexAtIdentifier`).
_LEXER_ERRORS = {
    ".": ("expected three consecutive dots for an ellipsis", 1),
    "!": ("invalid type identifier", 0),
    "#": ("invalid attribute name", 0),
    "%": ("invalid SSA name", 0),
    "^": ("invalid block name", 0),
    "@": ("@ identifier expected to start with letter or '_'", 1),
}


class ParseOptions:
    """What the parser accepts: `allow_unregistered` follows mlir-opt's flag."""

    __slots__ = ("allow_unregistered", "strict_progress")

    def __init__(self, allow_unregistered: bool = False, strict_progress: bool = False) -> None:
        self.allow_unregistered = allow_unregistered
        self.strict_progress = strict_progress


class PyCursor:
    """The token cursor: the text `src`, the current token (`kind`, `start`, `end`) and the
    end of the one before it (`prev_end`). `_mlir_lexer.Cursor` is its compiled twin (the
    base of `ParserBase` when the extension is built; tests/test_lexer_fast_path.py)."""

    src: str
    kind: str
    start: int
    end: int
    prev_end: int

    def advance(self) -> None:
        """Move to the next token."""
        self.prev_end = self.end
        self.kind, self.start, self.end = _next_token(self.src, self.end)

    def reset(self, pos: int) -> None:
        """Re-lex from `pos`; the text before `pos` counts as consumed."""
        self.end = pos
        self.advance()
        self.prev_end = pos

    @property
    def text(self) -> str:
        """Spelling of the current token."""
        return self.src[self.start : self.end]


#: Whether this module is the compiled build (mypyc, see docs/architecture.md "Compiled
#: build"): its classes are native classes, which mypyc marks with `__mypyc_attrs__`.
COMPILED = "__mypyc_attrs__" in vars(PyCursor)
#: The base of `ParserBase`: the C cursor when the lexer extension is built. The compiled
#: parser keeps `PyCursor`, compiled with it: a native class's layout is fixed when it is
#: compiled, and it cannot derive from another extension's type.
CursorBase = PyCursor
if lexer.COMPILED_CURSOR is not None and not COMPILED:
    CursorBase = lexer.COMPILED_CURSOR  # type: ignore[misc, assignment]


class ParserBase(CursorBase):
    """Token cursor and diagnostics shared by every part of the parser."""

    def __init__(self, text: str, registry: Registry, options: ParseOptions | None = None) -> None:
        self.src = text
        self.registry = registry
        self.options = options or ParseOptions()
        self.diagnostics: list[Diagnostic] = []
        self.source_map = SourceMap()
        self.kind = ""
        self.start = 0
        self.end = 0
        self.prev_end = 0
        #: Levels of nesting (regions, compound types and attributes, locations, affine
        #: parentheses and operator chains) open at the cursor; see `nest`.
        self.nesting = 0
        #: Result counts of ops that have fewer results built than they define (an inferred
        #: count read from a type, past `values_to_build`): the binding checks against these.
        self.result_counts: dict[Operation, int] = {}
        #: Whether some count read from the text was past `values_to_build` (see there).
        self.truncated_values = False
        self.reset(0)

    # ---- cursor (advance, reset and text: `PyCursor`) ---------------------------------

    def memoized(self, memo: dict[str, Any], parse: Callable[[], T], end: int = -1) -> T:
        """`parse()` at the current token, memoized on the rest of the line (or up to `end`).

        Generic-form dumps repeat the same tails (`{attrs} : (i32, i32) -> i32`)
        thousands of times: a hit replays the recorded alias and symbol uses at
        the new position and skips the work. Parses that reported anything are
        not memoized.
        """
        src = self.src
        start = self.start
        if end < 0:
            end = src.find("\n", start)
            if end == -1:
                end = len(src)
        key = src[start:end]
        hit = memo.get(key)
        source_map = self.source_map
        if hit is not None:
            value, length, alias_uses, symbol_uses = hit
            if alias_uses:
                source_map.alias_uses.extend((s + start, e + start, n) for s, e, n in alias_uses)
            if symbol_uses:
                for attr, spans in symbol_uses:
                    source_map.symbol_uses.append(
                        SymbolUse(attr, [Span(a + start, b + start) for a, b in spans], None)
                    )
            self.reset(start + length)
            return value
        n_alias = len(source_map.alias_uses)
        n_symbol = len(source_map.symbol_uses)
        n_diag = len(self.diagnostics)
        value = parse()
        if len(self.diagnostics) == n_diag and self.prev_end - start <= len(key):
            memo[key] = (
                value,
                self.prev_end - start,
                [(s - start, e - start, n) for s, e, n in source_map.alias_uses[n_alias:]],
                [
                    (u.attr, [(sp.start - start, sp.end - start) for sp in u.spans])
                    for u in source_map.symbol_uses[n_symbol:]
                ],
            )
        return value

    @property
    def span(self) -> Span:
        return _new_span(Span, (self.start, self.end))

    def at_line_start(self) -> bool:
        """True when only white space (or comments) precede the current token on its line."""
        return "\n" in self.src[self.prev_end : self.start] or self.prev_end == 0

    def peek_kind(self) -> str:
        """Kind of the token after the current one."""
        return _next_token(self.src, self.end)[0]

    def consume_if(self, kind: str) -> bool:
        if self.kind == kind:
            self.advance()
            return True
        return False

    def consume_keyword(self, word: str) -> bool:
        if self.kind == "bare" and self.text == word:
            self.advance()
            return True
        return False

    def skip_balanced(self, open_kind: str, close_kind: str) -> bool:
        """Skip from the current `open_kind` token past its matching `close_kind`.

        Nested pairs are counted; nothing inside is parsed. False (the cursor at eof)
        when the text ends before the pair closes.
        """
        depth = 0
        while self.kind != "eof":
            if self.kind == open_kind:
                depth += 1
            elif self.kind == close_kind:
                depth -= 1
                if depth == 0:
                    self.advance()
                    return True
            self.advance()
        return False

    def expect(self, kind: str, message: str | None = None) -> None:
        """Consume a token of `kind` or fail with "expected 'kind'"."""
        if self.kind == kind:
            self.advance()
            return
        raise self.fail_token(message or f"expected '{kind}'")

    def expect_keyword(self, word: str, message: str | None = None) -> None:
        if not self.consume_keyword(word):
            raise self.fail_token(message or f"expected '{word}'")

    def nest(self, levels: int = 1) -> None:
        """Open `levels` more levels of nesting (the caller closes them: `self.nesting -= n`).

        Input nested deeper than `MAX_NESTING` is refused (`NestingTooDeep`), which
        bounds the recursion of every later walk over the IR (see `mlir_ls.text.deep`).
        """
        self.nesting += levels
        if self.nesting > MAX_NESTING:
            raise NestingTooDeep(self.start)

    def add_inferred_results(self, op: Operation, types: Sequence[Type]) -> None:
        """Give `op` its inferred result `types` (a `Repeated` when a count from the text makes
        them), building at most `values_to_build` of them."""
        built = self.values_to_build(len(types))
        for i in range(built):
            op.add_result(types[i])
        if built < len(types):
            self.result_counts[op] = len(types)

    def values_to_build(self, count: int) -> int:
        """How many of `count` values bound in the text to build (`%x:N` result groups).

        Sizes read from the text never drive allocation beyond the text's length:
        the values past it could never be used (`%x#i` takes several characters).
        """
        cap = len(self.src) // 2 + 1
        if count > cap:
            self.truncated_values = True
            return cap
        return count

    # ---- diagnostics -----------------------------------------------------------------

    def error(self, message: str, span: Span | None = None, code: str = "parse") -> Diagnostic:
        diag = Diagnostic(self.span if span is None else span, Severity.ERROR, message, code)
        self.diagnostics.append(diag)
        return diag

    def warning(self, message: str, span: Span, code: str = "") -> Diagnostic:
        diag = Diagnostic(span, Severity.WARNING, message, code)
        self.diagnostics.append(diag)
        return diag

    def fail(self, message: str, span: Span | None = None, code: str = "parse") -> ParseAbort:
        """Record an error at `span` (default: the current token); return the abort to raise."""
        self.error(message, span, code)
        return ParseAbort(message)

    def parse_signed_integer(
        self,
        message: str = "expected integer value",
        fail: Callable[[str, Span], ParseAbort] | None = None,
    ) -> int:
        """`-`? integer-literal (`parseInteger` / `parseOptionalInteger` of a signed
        value), else a failure with `message` at the current token (`fail(message, span)`
        when given, e.g. a custom op's `custom_error`)."""
        negative = self.consume_if("-")
        if self.kind != "integer":
            raise self.fail_token(message) if fail is None else fail(message, self.span)
        value = lexer.integer_value(self.text)
        self.advance()
        return -value if negative else value

    def fail_token(self, message: str) -> ParseAbort:
        """Record an "expected ..." error where upstream puts it.

        Like upstream's `emitWrongTokenError`: when the current token starts a
        line, the error goes to the end of the previous line's code (before any
        comment), so a missing `)` is reported where it is missing.
        """
        if self.kind == "error":
            return self.lexer_error()
        pos = self.start
        if self.kind == "eof" and pos > 0:
            pos -= 1
        before = self.src[:pos]
        stripped = before.rstrip(" \t")
        while stripped.endswith("\n") or stripped.endswith("\r"):
            stripped = stripped[:-1]
            line_start = max(stripped.rfind("\n"), stripped.rfind("\r")) + 1
            comment = _comment_start(stripped, line_start)
            if comment is not None:
                stripped = stripped[:comment]
            stripped = stripped.rstrip(" \t")
        if not stripped:
            at = pos
        else:
            at = len(stripped)
        if at == self.start:
            return self.fail(message, self.span)
        return self.fail(message, Span(at, at))

    def check_symbol_start(self) -> None:
        """An `@` token must go on with a letter, `_` or a string (upstream's lexer)."""
        first = self.src[self.start + 1 : self.start + 2]
        if not (first.isascii() and (first.isalpha() or first in '_"')):
            raise self.fail(
                "@ identifier expected to start with letter or '_'",
                Span(self.start + 1, self.end),
            )

    def lexer_error(self) -> ParseAbort:
        """Upstream's lexer error for the `error` token at the cursor, where it puts it."""
        start, end = self.start, self.end
        char = self.src[start : start + 1]
        if char == "@" and self.src.startswith('"', end):
            start, end = end, _next_token(self.src, end)[2]  # `@"...`: the string's error
            char = '"'
        if char == '"':  # unterminated: reported where the line ends
            return self.fail("expected '\"' in string literal", Span(end, end))
        message, offset = _LEXER_ERRORS.get(char, ("unexpected character", 0))
        return self.fail(message, Span(start + offset, end) if offset else self.span)

    def guard(self, last_pos: int) -> None:
        """Progress guard: the loop that calls this must have consumed input since `last_pos`."""
        if self.start <= last_pos and self.kind != "eof":
            if self.options.strict_progress:
                raise ParserStuck(f"parser made no progress at offset {self.start}")
            self.advance()

    # ---- provided by the other parts ---------------------------------------------------

    def parse_type(self) -> Type:
        raise NotImplementedError

    def parse_attribute(self, type: Type | None = None) -> Attribute:
        raise NotImplementedError

    def parse_location_body(self) -> LocationAttr:
        raise NotImplementedError


def _comment_start(text: str, line_start: int) -> int | None:
    """Offset of a `//` comment on the line starting at `line_start`, ignoring ones in strings."""
    index = text.find("//", line_start)
    if index == -1:
        return None
    in_string = False
    i = line_start
    while i < index:
        char = text[i]
        if char == "\\" and in_string:
            i += 2
            continue
        if char == '"':
            in_string = not in_string
        i += 1
    if in_string:
        return None
    return index
