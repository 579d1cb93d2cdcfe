"""Semantic tokens: the lexer's tokens, classified with what the parser found.

The legend (token types and modifiers, in this order) is part of the protocol
and documented in docs/lsp.md. Tokens never span lines.

The document is cut into *ranges* of whole lines at the starts of the semantic
index's top-level pieces (`ide.index`), so a range is made of pieces the index
keeps across versions. Each range's lexed tokens are cached on its first piece
(keyed by the pieces, the few characters around them and the lexer's context),
and by its text (a whole re-parse makes new pieces of the same text), with, per
classification (`SemanticIndex.classification`: what the index says beyond the
text, a few lookups), its tokens in the protocol's relative encoding. A request joins the ranges' encodings (`EncodedTokens`): only a range
whose text or classification changed is lexed or encoded again, and the edit
between two answers (`semanticTokens/full/delta`) is found range by range.
"""

from __future__ import annotations

import re
import threading
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.index import (
    ATTRIBUTE_ALIAS,
    FUNCTION,
    LABEL,
    PARAMETER,
    SYMBOL,
    TYPE_ALIAS,
    VARIABLE,
    name_class,
)
from mlir_ls.syntax import tokens as tk
from mlir_ls.syntax.lexer import scan
from mlir_ls.text.changes import changed_range
from mlir_ls.text.line_index import LineIndex
from mlir_ls.text.span import Span

TOKEN_TYPES: tuple[str, ...] = (
    "namespace",  # the dialect part of an op name (`arith` of `arith.addi`)
    "function",  # an op name (the part after the dialect); a symbol of a function
    "variable",  # an SSA value
    "parameter",  # a block argument
    "label",  # a block label
    "type",  # builtin types, type aliases, dialect types
    "macro",  # attribute aliases (`#map`)
    "decorator",  # dialect attributes (`#llvm.linkage<...>`)
    "property",  # attribute names in dictionaries (`alignment = ...`)
    "keyword",  # other bare identifiers (`attributes`, `private`, `dense`, `loc`...)
    "number",
    "string",
    "comment",
    "class",  # a symbol that is not a function (`module @m`, `memref.global @g`)
)
TOKEN_MODIFIERS: tuple[str, ...] = (
    "declaration",  # the definition of a value, block, symbol or alias
    "defaultLibrary",  # a registered op, a builtin type
)
_TYPE = {name: i for i, name in enumerate(TOKEN_TYPES)}
_PARAMETER = _TYPE["parameter"]
_VARIABLE = _TYPE["variable"]
DECLARATION = 1
DEFAULT_LIBRARY = 2

_BUILTIN_TYPE = re.compile(
    r"(?:(?:[0-9?]+x)*|(?:x[0-9?]+)*x)"  # the tail of a dimension list: `x8xf32`
    r"(?:[su]?i[0-9]+|f16|f32|f64|f80|f128|bf16|tf32|f8E[0-9A-Za-z]+|f4E[0-9A-Za-z]+|index|none"
    r"|tensor|memref|vector|complex|tuple)\Z"
)

#: Lexer kinds that the semantic index classifies (the sigils of named things).
_NAMED_KINDS: tuple[str, ...] = (tk.PERCENT, tk.CARET, tk.AT, tk.HASH, tk.EXCLAIM)
#: Encodings kept per cached range (classifications seen recently).
_ENCODINGS_PER_RANGE = 4
#: Lexer contexts kept per piece (a piece starting a range after other text or tokens).
_VARIANTS_PER_PIECE = 8
#: Lexed ranges kept by text beyond twice those of the last request.
_TEXT_CACHE_SLACK = 1024


@dataclass(frozen=True, slots=True)
class SemanticToken:
    span: Span
    type: int  # index into TOKEN_TYPES
    modifiers: int  # bit set over TOKEN_MODIFIERS


# ---- the rules -----------------------------------------------------------------------------


def _lex(text: str, prev_kind: str) -> tuple[array[int], str]:
    """Every token of `text` (after a token of kind `prev_kind`) as (start, end, type,
    modifiers), classified as far as the text alone says: `type` is -2 - k for a sigil
    token of the k-th of `_NAMED_KINDS` (the index classifies it), -1 for a token shown
    only when it is an op name. Also the kind of the last token."""
    out: list[int] = []
    add = out.extend
    prev_end = -1
    plain = _PLAIN_TYPES
    named = _NAMED_TYPES
    builtin = _BUILTIN_TYPE.match
    for kind, start, stop in scan(text, 0, True):
        typ = plain.get(kind)
        mods = 0
        if typ is None:
            if kind == tk.BARE:
                word = text[start:stop]
                if builtin(word):
                    typ, mods = _TYPE["type"], DEFAULT_LIBRARY
                elif word == "true" or word == "false":
                    typ = _TYPE["number"]
                elif (prev_kind == "{" or prev_kind == ",") and _next_is_eq(text, stop):
                    typ = _TYPE["property"]
                else:
                    typ = _TYPE["keyword"]
            elif kind == tk.HASH and prev_kind == tk.PERCENT and prev_end == start:
                typ = _VARIABLE  # `#1` of `%x#1`
            elif kind == tk.EOF:
                break
            else:
                typ = named.get(kind, -1)
        add((start, stop, typ, mods))
        prev_kind = kind
        prev_end = stop
    return array("i", out), prev_kind


#: Token types of the lexer's kinds classified by their kind alone.
_PLAIN_TYPES = {
    tk.COMMENT: _TYPE["comment"],
    tk.INTEGER: _TYPE["number"],
    tk.FLOAT: _TYPE["number"],
    tk.STRING: _TYPE["string"],
}
#: The placeholder types of the sigil kinds (`_NAMED_KINDS`).
_NAMED_TYPES = {kind: -2 - k for k, kind in enumerate(_NAMED_KINDS)}


def _next_is_eq(text: str, pos: int) -> bool:
    """True when a bare identifier at `pos` is followed by `=`, `,` or `}` (a dictionary key)."""
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return pos >= len(text) or text[pos] in "=,}"


#: Token types of what the index says a name is (`ide.index.name_class`).
_CLASS_TYPES = {
    VARIABLE: _VARIABLE,
    PARAMETER: _PARAMETER,
    LABEL: _TYPE["label"],
    FUNCTION: _TYPE["function"],
    SYMBOL: _TYPE["class"],
    TYPE_ALIAS: _TYPE["type"],
    ATTRIBUTE_ALIAS: _TYPE["macro"],
}


def _named_class(
    found: tuple[int, bool, int] | None, kind: str, start: int, stop: int, text: str
) -> int:
    """The packed class (type | modifiers << 4 | length << 6) of a sigil token (`%x`, `^bb`,
    `@f`, `#a`, `!t`) at `text[start:stop]`: from what the index says of the occurrence
    starting there (its class, whether a definition, its end), else from its kind."""
    if found is not None:
        code, is_def, end = found
        typ = _CLASS_TYPES[code]
        mods = DECLARATION if is_def else 0
        if code not in (FUNCTION, SYMBOL):
            end = stop  # a symbol reference's component may be shorter than the token
        return typ | mods << 4 | (end - start) << 6
    if kind == tk.PERCENT:
        typ = _VARIABLE
    elif kind == tk.CARET:
        typ = _TYPE["label"]
    elif kind == tk.AT:
        typ = _TYPE["function"]
    elif kind == tk.EXCLAIM:
        typ = _TYPE["type"]
    elif "." in text[start:stop]:
        typ = _TYPE["decorator"]
    else:
        typ = _TYPE["macro"]
    return typ | (stop - start) << 6


# ---- ranges of whole lines, made of the index's pieces -----------------------------------


class _Range:
    """Whole lines `[start, end)` of the document: the pieces starting in them (positions
    in the index) and what makes their text (the cache key)."""

    __slots__ = ("end", "key", "owner", "pieces", "start")

    def __init__(
        self, start: int, end: int, pieces: list[int], owner: object, key: tuple[object, ...]
    ) -> None:
        self.start = start
        self.end = end
        self.pieces = pieces
        #: The first piece's data (None: text outside every piece), where the cache lives.
        self.owner = owner
        #: The characters before the first atom, the atoms (piece data or text), and how
        #: many characters of the last ones belong to the next range.
        self.key = key


def _ranges(analysis: Analysis) -> tuple[list[_Range], list[int]]:
    """`_cut_ranges` of the analysis's index, and the ranges' starts: cut once per index
    (kept on it: `full`, `full/delta` and `range` requests of a version share them)."""
    index = analysis.index
    found = index.token_ranges
    if found is None:
        ranges = _cut_ranges(analysis)
        found = index.token_ranges = (ranges, [r.start for r in ranges])
    return found


def _cut_ranges(analysis: Analysis) -> list[_Range]:
    """The document cut at line starts where a piece starts after indentation only."""
    text = analysis.text
    line_starts = analysis.line_index.line_starts
    out: list[_Range] = []
    parts: list[object] = []  # piece data, or text outside every piece
    pieces: list[int] = []
    owner: object = None
    cut = 0
    prefix = ""
    at = 0

    def add(start: int, part: object, pos: int) -> None:
        nonlocal parts, pieces, owner, cut, prefix
        if parts:
            line_start = line_starts[bisect_right(line_starts, start) - 1]
            if line_start > cut and (
                line_start == start or not text[line_start:start].strip(" \t")
            ):
                out.append(
                    _Range(
                        cut, line_start, pieces, owner, (prefix, tuple(parts), start - line_start)
                    )
                )
                parts, pieces = [], []
                prefix = text[line_start:start]
                cut = line_start
        if not parts:
            owner = part if pos >= 0 else None
        parts.append(part)
        if pos >= 0:
            pieces.append(pos)

    for pos, (start, data) in enumerate(analysis.index.piece_data()):
        if data.length <= 0:
            continue
        if start > at:
            add(at, text[at:start], -1)
        add(start, data, pos)
        at = start + data.length
    if at < len(text):
        add(at, text[at:], -1)
    if parts:
        out.append(_Range(cut, len(text), pieces, owner, (prefix, tuple(parts), 0)))
    return out


class _Encoded:
    """One range's tokens in the protocol's relative encoding: the first token's line
    relative to the range's first line, and the line of its last token."""

    __slots__ = ("_json", "data", "last_line")

    def __init__(self, data: array[int], last_line: int) -> None:
        self.data = data
        self.last_line = last_line
        self._json: str | None = None

    def json_tail(self) -> str:
        """`data[1:]` as JSON list items."""
        if self._json is None:
            self._json = ",".join(map(str, self.data[1:]))
        return self._json


class _Lexed:
    """A range's lexed tokens (`_lex`) and its encodings per classification."""

    __slots__ = ("encoded", "last_kind", "tokens")

    def __init__(self, tokens: array[int], last_kind: str) -> None:
        self.tokens = tokens
        self.last_kind = last_kind
        self.encoded: dict[tuple[object, ...], _Encoded] = {}


#: Lexed ranges by their text and lexer context: what a range whose pieces are new (a
#: whole re-parse) is lexed from. Holds the ranges the last request read, and more up to
#: a bound.
_by_text: dict[tuple[str, str], _Lexed] = {}
_lock = threading.Lock()


def forget_texts() -> None:
    """Drop the ranges kept by their text (the cache belongs to the process, not to a
    document: a closed document's ranges would stay)."""
    with _lock:
        _by_text.clear()


def _lexed(analysis: Analysis, rng: _Range, prev_kind: str) -> _Lexed:
    """The range's lexed tokens: cached on its first piece (same pieces, same context),
    else by its text, else lexed now."""
    cache: dict[object, object] | None = getattr(rng.owner, "tokens", None)
    key = (*rng.key, prev_kind)
    found = cache.get(key) if cache is not None else None
    if isinstance(found, _Lexed):
        return found
    text = analysis.text[rng.start : rng.end]
    found = _by_text.get((text, prev_kind))
    if found is None:
        tokens, last_kind = _lex(text, prev_kind)
        found = _Lexed(tokens, last_kind)
        with _lock:
            _by_text[(text, prev_kind)] = found
    if cache is not None:
        if len(cache) >= _VARIANTS_PER_PIECE:
            cache.clear()
        cache[key] = found
    return found


def _walk(analysis: Analysis) -> Iterator[tuple[_Range, _Lexed]]:
    """Every range with its lexed tokens, in document order."""
    prev_kind = ""
    used: set[int] = set()
    for rng in _ranges(analysis)[0]:
        lexed = _lexed(analysis, rng, prev_kind)
        used.add(id(lexed))
        prev_kind = lexed.last_kind
        yield rng, lexed
    if len(_by_text) > 2 * len(used) + _TEXT_CACHE_SLACK:
        with _lock:
            for key, lexed in list(_by_text.items()):
                if id(lexed) not in used:
                    del _by_text[key]


def _walk_span(analysis: Analysis, span: Span) -> Iterator[tuple[_Range, _Lexed]]:
    """The ranges touching `span` with their lexed tokens; the others are not lexed."""
    ranges, starts = _ranges(analysis)
    prev_kind: str | None = None
    # The first range that ends at or after the span's start (ranges are contiguous).
    first = max(0, bisect_left(starts, span.start) - 1)
    for i in range(first, len(ranges)):
        rng = ranges[i]
        if rng.end < span.start:
            continue
        if rng.start > span.end:
            break
        if prev_kind is None:
            prev_kind = _kind_before(analysis, ranges, i)
        lexed = _lexed(analysis, rng, prev_kind)
        prev_kind = lexed.last_kind
        yield rng, lexed


def _kind_before(analysis: Analysis, ranges: list[_Range], i: int) -> str:
    """The kind of the last token before range `i` (a token's kind does not depend on
    what precedes its line: the ranges before are lexed without context)."""
    for j in range(i - 1, -1, -1):
        rng = ranges[j]
        tokens, last_kind = _lex(analysis.text[rng.start : rng.end], "")
        if tokens:
            return last_kind
    return ""


def _classified(analysis: Analysis, rng: _Range, lexed: _Lexed) -> list[tuple[int, int, int, int]]:
    """The range's tokens as (start, end, type, modifiers) relative to it: the op names and
    sigil tokens classified with the index."""
    index = analysis.index
    text = analysis.text
    base = rng.start
    names: dict[int, tuple[int, bool]] = {
        loc.name_start - base: (loc.name_end - base, loc.op.spec is not None)
        for loc in index.operations_between(rng.start, rng.end)
        if loc.name_end <= len(text)
    }
    starting: dict[int, tuple[int, bool, int]] = {}
    for pos in rng.pieces:
        starting.update(index.named_classes(pos))
    out: list[tuple[int, int, int, int]] = []
    add = out.append
    each = iter(lexed.tokens)
    for start, stop, typ, mods in zip(each, each, each, each, strict=True):
        found = names.get(start)
        if found is not None and found[0] == stop:
            mods = DEFAULT_LIBRARY if found[1] else 0
            quote = 1 if text.startswith('"', base + start) else 0
            # An unterminated name (`"abc` at the end of a line) has no closing quote.
            close = 1 if quote and stop - start > 1 and text[base + stop - 1] == '"' else 0
            dot = text.find(".", base + start, base + stop) - base
            if dot - start > quote:
                add((start + quote, dot, _TYPE["namespace"], mods))
                add((dot + 1, stop - close, _TYPE["function"], mods))
            else:
                add((start + quote, stop - close, _TYPE["function"], mods))
        elif typ <= -2:
            s = base + start
            named = starting.get(s)
            if named is None:  # an empty occurrence there, or none
                occ = index.at(s)
                if occ is not None and occ.span.start == s:
                    named = (name_class(occ.entity), occ.is_def, occ.span.end)
            packed = _named_class(named, _NAMED_KINDS[-2 - typ], s, base + stop, text)
            add((start, start + (packed >> 6), packed & 15, (packed >> 4) & 3))
        elif typ >= 0:
            add((start, stop, typ, mods))
    return out


def _encode(text: str, quads: list[tuple[int, int, int, int]], encoding: str) -> _Encoded:
    """Tokens of the range `text` in the protocol's relative encoding, clipped to their line,
    empty ones left out."""
    lines = LineIndex(text)
    starts = lines.line_starts
    count = len(starts)
    plain = encoding == "utf-32" or text.isascii()
    out: list[int] = []
    line = prev_line = prev_char = 0
    size = len(text)
    next_start = starts[1] if count > 1 else size + 1
    for start, end, typ, mods in quads:
        # Tokens start inside the range and in order; ends are clipped to their line.
        while next_start <= start:
            line += 1
            next_start = starts[line + 1] if line + 1 < count else size + 1
        line_start = starts[line]
        if end >= next_start:
            end = next_start - 1
        if plain:
            char = start - line_start
            length = end - start
        else:
            char = _units(text[line_start:start], encoding)
            length = _units(text[start:end], encoding)
        if length <= 0:
            continue
        delta = line - prev_line
        out += (delta, char - prev_char if delta == 0 else char, length, typ, mods)
        prev_line, prev_char = line, char
    return _Encoded(array("i", out), prev_line)


def _units(segment: str, encoding: str) -> int:
    if encoding == "utf-8":
        return len(segment.encode("utf-8", "surrogatepass"))
    return len(segment.encode("utf-16-le", "surrogatepass")) // 2


# ---- the API ------------------------------------------------------------------------------


def semantic_tokens(analysis: Analysis, span: Span | None = None) -> list[SemanticToken]:
    """Tokens of the document, or those touching `span`."""
    out: list[SemanticToken] = []
    for rng, lexed in _walk(analysis) if span is None else _walk_span(analysis, span):
        base = rng.start
        for start, end, typ, mods in _classified(analysis, rng, lexed):
            token = SemanticToken(Span(base + start, base + end), typ, mods)
            if span is None or (token.span.end >= span.start and token.span.start <= span.end):
                out.append(token)
    return out


class EncodedTokens:
    """The document's semantic tokens in the protocol's relative encoding, as the ranges'
    encodings: the integers (`data`), their JSON text (`json`), and the edit from an older
    answer (`edit_from`), each in time that grows with the ranges, not the tokens."""

    def __init__(self, parts: list[_Encoded], heads: list[int]) -> None:
        #: The non-empty ranges' encodings and the first integer of each in the document
        #: (its line relative to the previous range's last token).
        self.parts = parts
        self.heads = heads
        self.size = sum(len(p.data) for p in parts)

    def data(self) -> list[int]:
        return self._ints(0, len(self.parts))

    def json(self) -> str:
        """The integers as a JSON list."""
        items = []
        for part, head in zip(self.parts, self.heads, strict=True):
            tail = part.json_tail()
            items.append(f"{head},{tail}" if tail else str(head))
        return "[" + ",".join(items) + "]"

    def _ints(self, lo: int, hi: int) -> list[int]:
        out: list[int] = []
        for part, head in zip(self.parts[lo:hi], self.heads[lo:hi], strict=True):
            out.append(head)
            out.extend(part.data[1:])
        return out

    def edit_from(self, old: EncodedTokens) -> tuple[int, int, list[int]]:
        """One edit turning `old`'s integers into these (`semanticTokens/full/delta`):
        (start, count of integers deleted, integers inserted). Ranges equal in both are
        skipped at both ends; the integers of the others are compared."""
        a, b = old, self
        size = min(len(a.parts), len(b.parts))
        head = 0
        start = 0
        while head < size and a.parts[head] is b.parts[head] and a.heads[head] == b.heads[head]:
            start += len(a.parts[head].data)
            head += 1
        tail = 0
        while (
            tail < size - head
            and a.parts[-1 - tail] is b.parts[-1 - tail]
            and a.heads[-1 - tail] == b.heads[-1 - tail]
        ):
            tail += 1
        old_mid = a._ints(head, len(a.parts) - tail)
        new_mid = b._ints(head, len(b.parts) - tail)
        at, deleted, data = token_edit(old_mid, new_mid)
        return start + at, deleted, data


def encoded_tokens(analysis: Analysis, encoding: str = "utf-16") -> EncodedTokens:
    """The document's `semantic_tokens`, encoded (five integers per token: line delta, start
    character delta, length, type, modifiers; columns in code units of `encoding`), from
    the ranges cached for earlier versions."""
    index = analysis.index
    text = analysis.text
    lines = analysis.line_index
    parts: list[_Encoded] = []
    heads: list[int] = []
    prev_line = 0
    registry = analysis.options.registry
    for rng, lexed in _walk(analysis):
        # The same pieces, lexed alike, whose references find nothing but the module's
        # symbols (as they did): their encoding is the one made for them last time.
        cache: dict[object, object] | None = getattr(rng.owner, "tokens", None)
        classes = index.module_classes_of(rng.pieces) if cache is not None else None
        last_key = ("encoded", rng.key, encoding)
        last = cache.get(last_key) if cache is not None and classes is not None else None
        if (
            isinstance(last, tuple)
            and last[0] is classes
            and last[1] is registry
            and last[2] is lexed
        ):
            encoded = last[3]
        else:
            key = (index.classification(rng.pieces, rng.start, rng.end), encoding)
            encoded = lexed.encoded.get(key)
            if encoded is None:
                quads = _classified(analysis, rng, lexed)
                encoded = _encode(text[rng.start : rng.end], quads, encoding)
                if len(lexed.encoded) >= _ENCODINGS_PER_RANGE:
                    lexed.encoded.clear()
                encoded = lexed.encoded.setdefault(key, encoded)
            if cache is not None and classes is not None:
                cache[last_key] = (classes, registry, lexed, encoded)
        if encoded.data:
            first_line = lines.line_of(rng.start)
            parts.append(encoded)
            heads.append(first_line + encoded.data[0] - prev_line)
            prev_line = first_line + encoded.last_line
    return EncodedTokens(parts, heads)


def encoded_semantic_tokens(analysis: Analysis, encoding: str = "utf-16") -> list[int]:
    """`encoded_tokens(analysis, encoding).data()`."""
    return encoded_tokens(analysis, encoding).data()


def token_edit(old: Sequence[int], new: Sequence[int]) -> tuple[int, int, list[int]]:
    """One edit turning the integers `old` into `new`: (start, count of integers deleted,
    integers inserted), the common head and tail kept."""
    head, old_end, new_end = changed_range(old, new)
    return head, old_end - head, list(new[head:new_end])
