"""Semantic tokens: the lexer's tokens, classified with what the parser found.

The legend (token types and modifiers, in this order) is part of the protocol
and documented in docs/lsp.md. Tokens never span lines.
"""

from __future__ import annotations

import re
import threading
from array import array
from collections.abc import Sequence
from dataclasses import dataclass

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.index import AliasEntity, BlockEntity, Occurrence, SymbolEntity, ValueEntity
from mlir_ls.ir.core import BlockArgument
from mlir_ls.syntax import tokens as tk
from mlir_ls.syntax.lexer import tokenize
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


@dataclass(frozen=True, slots=True)
class SemanticToken:
    span: Span
    type: int  # index into TOKEN_TYPES
    modifiers: int  # bit set over TOKEN_MODIFIERS


def semantic_tokens(analysis: Analysis, span: Span | None = None) -> list[SemanticToken]:
    """Tokens of the document, or of the lines overlapping `span`.

    `encoded_semantic_tokens` gives the whole document's in the protocol's encoding
    from per-piece caches.
    """
    text = analysis.text
    index = analysis.index
    base = 0
    end = len(text)
    if span is not None:
        lines = analysis.line_index
        base = lines.line_start(lines.line_of(span.start))
        end = lines.line_end(lines.line_of(span.end))
    op_names = {
        loc.name_start: loc
        for loc in index.operations_between(base, end)
        if loc.name_end <= len(text)
    }
    starting = index.occurrence_starts
    out: list[SemanticToken] = []
    append = out.append
    segment = text[base:end]
    prev_kind = ""
    prev_end = -1
    for tok in tokenize(segment):
        kind = tok.kind
        if kind == tk.EOF:
            break
        start = tok.start + base
        stop = tok.end + base
        loc = op_names.get(start)
        if loc is not None and loc.name.end == stop:
            mods = DEFAULT_LIBRARY if loc.op.spec is not None else 0
            written = tok.text
            quote = 1 if written.startswith('"') else 0
            dot = written.find(".")
            if dot > quote:
                namespace = Span(start + quote, start + dot)
                append(SemanticToken(namespace, _TYPE["namespace"], mods))
                append(SemanticToken(Span(start + dot + 1, stop - quote), _TYPE["function"], mods))
            else:
                append(SemanticToken(Span(start + quote, stop - quote), _TYPE["function"], mods))
        elif kind == tk.COMMENT:
            append(SemanticToken(Span(start, stop), _TYPE["comment"], 0))
        elif kind == tk.HASH and prev_kind == tk.PERCENT and prev_end == tok.start:
            append(SemanticToken(Span(start, stop), _TYPE["variable"], 0))  # `#1` of `%x#1`
        elif kind in (tk.PERCENT, tk.CARET, tk.AT, tk.HASH, tk.EXCLAIM):
            token = _named(analysis, starting.get(start), kind, start, stop)
            if token is not None:
                append(token)
        elif kind == tk.BARE:
            if _BUILTIN_TYPE.match(tok.text):
                append(SemanticToken(Span(start, stop), _TYPE["type"], DEFAULT_LIBRARY))
            elif tok.text in ("true", "false"):
                append(SemanticToken(Span(start, stop), _TYPE["number"], 0))
            elif prev_kind in ("{", ",") and _next_is_eq(segment, tok.end):
                append(SemanticToken(Span(start, stop), _TYPE["property"], 0))
            else:
                append(SemanticToken(Span(start, stop), _TYPE["keyword"], 0))
        elif kind in (tk.INTEGER, tk.FLOAT):
            append(SemanticToken(Span(start, stop), _TYPE["number"], 0))
        elif kind == tk.STRING:
            append(SemanticToken(Span(start, stop), _TYPE["string"], 0))
        prev_kind = kind
        prev_end = tok.end
    if span is not None:
        out = [t for t in out if t.span.end >= span.start and t.span.start <= span.end]
    return out


def _next_is_eq(text: str, pos: int) -> bool:
    """True when a bare identifier at `pos` is followed by `=`, `,` or `}` (a dictionary key)."""
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return pos >= len(text) or text[pos] in "=,}"


def _named(
    analysis: Analysis, occ: Occurrence | None, kind: str, start: int, stop: int
) -> SemanticToken | None:
    typ, mods, end = _named_class(analysis, occ, kind, start, stop, analysis.text)
    return SemanticToken(Span(start, end), typ, mods)


def _named_class(
    analysis: Analysis, occ: Occurrence | None, kind: str, start: int, stop: int, text: str
) -> tuple[int, int, int]:
    """(type, modifiers, end) of a sigil token (`%x`, `^bb`, `@f`, `#a`, `!t`) at
    `text[start:stop]`: from the index's occurrence there, else from its kind."""
    if occ is None:
        occ = analysis.index.at(start)
    mods = 0
    if occ is not None and occ.span.start == start:
        entity = occ.entity
        mods = DECLARATION if occ.is_def else 0
        if isinstance(entity, ValueEntity):
            for value in entity.values:
                if isinstance(value, BlockArgument):
                    return _PARAMETER, mods, stop
            return _VARIABLE, mods, stop
        if isinstance(entity, BlockEntity):
            return _TYPE["label"], mods, stop
        if isinstance(entity, SymbolEntity):
            is_fn = entity.op is not None and (
                "function_type" in entity.op.attributes
                or entity.op.attr("function_type") is not None
            )
            return _TYPE["function" if is_fn else "class"], mods, occ.span.end
        if isinstance(entity, AliasEntity):
            return _TYPE["type" if entity.name.startswith("!") else "macro"], mods, stop
    if kind == tk.PERCENT:
        return _TYPE["variable"], 0, stop
    if kind == tk.CARET:
        return _TYPE["label"], 0, stop
    if kind == tk.AT:
        return _TYPE["function"], 0, stop
    if kind == tk.EXCLAIM:
        return _TYPE["type"], 0, stop
    if "." in text[start:stop]:
        return _TYPE["decorator"], 0, stop
    return _TYPE["macro"], 0, stop


# ---- the whole document, encoded, from cached pieces ------------------------------------
#
# The document is cut at line ends into pieces chosen by the lines' content, so that an
# edit changes only the pieces around it (tokens never span lines). For each piece the
# cache keeps its sigil tokens and, per classification of them and of its op names (what
# the semantic index says: a pure function of it), the piece's tokens in the protocol's
# relative encoding. A request classifies the sigil tokens and op names again (dictionary
# lookups in the index) and joins the pieces' encodings; only a piece whose text or
# classification changed is lexed and encoded again.

#: Lexer kinds that the semantic index classifies (the sigils of named things).
_NAMED_KINDS: tuple[str, ...] = (tk.PERCENT, tk.CARET, tk.AT, tk.HASH, tk.EXCLAIM)
_PIECE_LINES = 16  # a piece ends at a line whose hash is a multiple of this
_PIECE_MIN_LINES = 4
_PIECE_MAX_LINES = 256
_CACHE_LIMIT = 1 << 16  # pieces kept (about 1.2M lines); more while one document needs them
_ENCODINGS_PER_PIECE = 4


class _Piece:
    """What one piece's text (after a token of kind `prev_kind`) lexes to."""

    __slots__ = ("encoded", "last_kind", "named", "used")

    def __init__(self, last_kind: str, named: array[int]) -> None:
        self.last_kind = last_kind
        #: The last request that read it (`_generation`).
        self.used = 0
        #: (start, end, index into `_NAMED_KINDS`) of each sigil token, relative to the piece.
        self.named = named
        #: (op names, sigil classes, position encoding) -> (encoded tokens, last token's line).
        self.encoded: dict[tuple[object, ...], tuple[array[int], int]] = {}


_cache: dict[tuple[str, str], _Piece] = {}
_cache_lock = threading.Lock()
_generation = 0  # requests so far; a full cache drops the pieces older ones read


def _pieces(text: str) -> list[tuple[int, int, str]]:
    """(offset, first line, text) of each piece of `text`."""
    out: list[tuple[int, int, str]] = []
    lines = text.split("\n")
    last = len(lines) - 1
    start = pos = count = first = 0
    for i, line in enumerate(lines):
        pos += len(line) + 1
        count += 1
        if i == last:
            out.append((start, first, text[start:]))
        elif count >= _PIECE_MAX_LINES or (
            count >= _PIECE_MIN_LINES and hash(line) % _PIECE_LINES == 0
        ):
            out.append((start, first, text[start:pos]))
            start = pos
            first = i + 1
            count = 0
    return out


def _lex_piece(piece: str, prev_kind: str) -> tuple[list[tuple[int, int, int, int]], _Piece]:
    """The piece's tokens as (start, end, type, modifiers) with what needs no index
    classified (`type` -2 - k for the k-th of `_NAMED_KINDS`, -1 for no token unless an
    op name), and its `_Piece`. The rules of `semantic_tokens`."""
    quads: list[tuple[int, int, int, int]] = []
    append = quads.append
    named: array[int] = array("q")
    prev_end = -1
    for tok in tokenize(piece):
        kind = tok.kind
        if kind == tk.EOF:
            break
        start = tok.start
        stop = tok.end
        typ = -1
        mods = 0
        if kind == tk.COMMENT:
            typ = _TYPE["comment"]
        elif kind == tk.HASH and prev_kind == tk.PERCENT and prev_end == start:
            typ = _TYPE["variable"]
        elif kind in _NAMED_KINDS:
            k = _NAMED_KINDS.index(kind)
            typ = -2 - k
            named.extend((start, stop, k))
        elif kind == tk.BARE:
            if _BUILTIN_TYPE.match(tok.text):
                typ, mods = _TYPE["type"], DEFAULT_LIBRARY
            elif tok.text in ("true", "false"):
                typ = _TYPE["number"]
            elif prev_kind in ("{", ",") and _next_is_eq(piece, stop):
                typ = _TYPE["property"]
            else:
                typ = _TYPE["keyword"]
        elif kind in (tk.INTEGER, tk.FLOAT):
            typ = _TYPE["number"]
        elif kind == tk.STRING:
            typ = _TYPE["string"]
        append((start, stop, typ, mods))
        prev_kind = kind
        prev_end = stop
    return quads, _Piece(prev_kind, named)


def _piece(
    piece: str, prev_kind: str, generation: int
) -> tuple[_Piece, list[tuple[int, int, int, int]] | None]:
    """The cached `_Piece`, and the lexed tokens when it was not cached."""
    key = (piece, prev_kind)
    found = _cache.get(key)
    if found is not None:
        found.used = generation
        return found, None
    quads, found = _lex_piece(piece, prev_kind)
    found.used = generation
    with _cache_lock:
        if len(_cache) >= _CACHE_LIMIT:
            # Keep what this request read (its document may need more than the limit).
            for old_key, old in list(_cache.items()):
                if old.used != generation:
                    del _cache[old_key]
        _cache[key] = found
    return found, quads


def _encode_piece(
    piece: str,
    quads: list[tuple[int, int, int, int]],
    op_names: tuple[int, ...],
    classes: tuple[int, ...],
    encoding: str,
) -> tuple[array[int], int]:
    """The piece's tokens in the protocol's relative encoding (the first token's line
    relative to the piece's first line) and the line of its last token.

    `op_names`: (name start, name end, registered) triples of the ops whose name starts
    in the piece; `classes`: the packed `_named_class` of each sigil token.
    """
    names: dict[int, tuple[int, int]] = {}
    for i in range(0, len(op_names), 3):
        names[op_names[i]] = (op_names[i + 1], op_names[i + 2])
    tokens: list[tuple[int, int, int, int]] = []
    add = tokens.append
    k = 0
    for start, stop, typ, mods in quads:
        named = typ <= -2
        if named:
            packed = classes[k]
            k += 1
        found = names.get(start)
        if found is not None and found[0] == stop:
            mods = DEFAULT_LIBRARY if found[1] else 0
            quote = 1 if piece.startswith('"', start) else 0
            dot = piece.find(".", start, stop)
            if dot - start > quote:
                add((start + quote, dot, _TYPE["namespace"], mods))
                add((dot + 1, stop - quote, _TYPE["function"], mods))
            else:
                add((start + quote, stop - quote, _TYPE["function"], mods))
        elif named:
            add((start, start + (packed >> 6), packed & 15, (packed >> 4) & 3))
        elif typ >= 0:
            add((start, stop, typ, mods))
    lines = LineIndex(piece)
    starts = lines.line_starts
    count = len(starts)
    plain = encoding == "utf-32" or piece.isascii()
    out: array[int] = array("q")
    extend = out.extend
    line = prev_line = prev_char = 0
    for start, end, typ, mods in tokens:
        start = min(max(start, 0), len(piece))
        while line + 1 < count and starts[line + 1] <= start:
            line += 1
        line_start = starts[line]
        line_end = starts[line + 1] - 1 if line + 1 < count else len(piece)
        end = min(max(end, start), line_end)
        if plain:
            char = start - line_start
            length = end - start
        else:
            char = _units(piece[line_start:start], encoding)
            length = _units(piece[start:end], encoding)
        if length <= 0:
            continue
        delta = line - prev_line
        extend((delta, char - prev_char if delta == 0 else char, length, typ, mods))
        prev_line, prev_char = line, char
    return out, prev_line


def _units(segment: str, encoding: str) -> int:
    if encoding == "utf-8":
        return len(segment.encode("utf-8", "surrogatepass"))
    return len(segment.encode("utf-16-le", "surrogatepass")) // 2


def encoded_semantic_tokens(analysis: Analysis, encoding: str = "utf-16") -> list[int]:
    """The document's `semantic_tokens` in the protocol's relative encoding (five integers
    per token: line delta, start character delta, length, type, modifiers), columns in
    code units of `encoding`, tokens clipped to their line and empty ones left out."""
    text = analysis.text
    index = analysis.index
    size = len(text)
    starting = index.occurrence_starts
    global _generation
    with _cache_lock:
        _generation += 1
        generation = _generation
    out: array[int] = array("q")
    prev_line = 0
    prev_kind = ""
    for base, first_line, piece in _pieces(text):
        entry, quads = _piece(piece, prev_kind, generation)
        stop = base + len(piece)
        op_names: list[int] = []
        for loc in index.operations_between(base, stop):
            if loc.name_end <= size:
                op_names.extend((loc.name_start - base, loc.name_end - base))
                op_names.append(loc.op.spec is not None)
        classes: list[int] = []
        named = entry.named
        for i in range(0, len(named), 3):
            s = named[i] + base
            e = named[i + 1] + base
            typ, mods, end = _named_class(
                analysis, starting.get(s), _NAMED_KINDS[named[i + 2]], s, e, text
            )
            classes.append(typ | mods << 4 | (end - s) << 6)
        key = (tuple(op_names), tuple(classes), encoding)
        encoded = entry.encoded.get(key)
        if encoded is None:
            if quads is None:
                quads = _lex_piece(piece, prev_kind)[0]
            encoded = _encode_piece(piece, quads, key[0], key[1], encoding)
            if len(entry.encoded) >= _ENCODINGS_PER_PIECE:
                entry.encoded.clear()
            entry.encoded[key] = encoded
        prev_kind = entry.last_kind
        data, last_line = encoded
        if data:
            out.append(first_line + data[0] - prev_line)
            out.extend(data[1:])
            prev_line = first_line + last_line
    return out.tolist()


def token_edit(old: Sequence[int], new: Sequence[int]) -> tuple[int, int, list[int]]:
    """One edit turning the encoded tokens `old` into `new` (`semanticTokens/full/delta`):
    (start, count of integers deleted, integers inserted), the common head and tail kept."""
    size = min(len(old), len(new))
    head = 0
    step = 4096
    while head + step <= size and old[head : head + step] == new[head : head + step]:
        head += step
    while head < size and old[head] == new[head]:
        head += 1
    tail = 0
    limit = size - head
    while (
        tail + step <= limit
        and old[len(old) - tail - step : len(old) - tail]
        == new[len(new) - tail - step : len(new) - tail]
    ):
        tail += step
    while tail < limit and old[len(old) - tail - 1] == new[len(new) - tail - 1]:
        tail += 1
    return head, len(old) - tail - head, list(new[head : len(new) - tail])
