"""Semantic tokens: the lexer's tokens, classified with what the parser found.

The legend (token types and modifiers, in this order) is part of the protocol
and documented in docs/lsp.md. Tokens never span lines.

The document is cut into *ranges* of whole lines at the starts of the semantic
index's top-level pieces (`ide.index`), so a range is made of pieces the index
keeps across versions. Each range's lexed tokens are cached on its first piece
(keyed by the pieces, the few characters around them and the lexer's context),
and by its text (a whole re-parse makes new pieces of the same text), with, per
classification (`SemanticIndex.classification`: what the index says beyond the
text, a few lookups), its tokens in the protocol's relative encoding. A request
joins the ranges' encodings (`EncodedTokens`): only a range whose text or
classification changed is lexed or encoded again, and the edit between two answers
(`semanticTokens/full/delta`) is found range by range.

A version's ranges and answers are kept on its index (`_State`). The state of a
version whose index was derived from an older one block by block is spliced from
that one's (`_spliced`): the ranges of the changed pieces are cut, lexed and encoded
again, the others kept, so an edit costs its function, not the file; a range cut
again is lexed from the old range it replaces (`_relexed`: the lines that differ
alone, the other lines' tokens moved); `range` requests decode the ranges'
encodings (`encoded_range_tokens`).
"""

from __future__ import annotations

import re
import threading
import weakref
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

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
_KEYWORD = _TYPE["keyword"]
_PROPERTY = _TYPE["property"]
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


def _relexed(old: _Lexed, text: str) -> _Lexed | None:
    """`text` lexed in `old`'s context from `old` (another text): the tokens of the lines
    before and after those that differ kept (moved), those lines lexed. A token's kind
    does not depend on what precedes its line, and a bare identifier's class depends on
    the token before it (`_lex`: a dictionary key after `{` or `,`), so the first token
    after the lexed lines is classified again. None when more than half the text differs
    (then lexed whole) or when the kind of the last token is not known."""
    old_text = old.text
    lo, old_hi, new_hi = changed_range(old_text, text)
    line = text.rfind("\n", 0, lo) + 1
    stop = text.find("\n", new_hi)
    stop = stop + 1 if stop >= 0 else len(text)
    old_stop = stop - new_hi + old_hi
    if 2 * (stop - line) > len(text):
        return None
    tokens = old.tokens
    starts = tokens[0::4]
    first = bisect_left(starts, line)  # the first token lexed again
    tail = bisect_left(starts, old_stop)  # the first token kept after them
    # The kind of the token before the lexed lines, as far as `_lex` reads it.
    before = _kind_of(old_text, tokens, first) if first else old.context
    mid, mid_kind = _lex(text[line:stop], before)
    if mid:
        _shift(mid, line)
    out = tokens[: 4 * first]
    out.extend(mid)
    rest = tokens[4 * tail :]
    if rest:
        shift = stop - old_stop
        if shift:
            _shift(rest, shift)
        if rest[2] == _KEYWORD or rest[2] == _PROPERTY:
            after = mid_kind if mid else before
            key = (after == "{" or after == ",") and _next_is_eq(text, rest[1])
            rest[2] = _PROPERTY if key else _KEYWORD
        out.extend(rest)
        last_kind = old.last_kind
    elif mid:
        last_kind = mid_kind
    elif first == 0:
        last_kind = old.context
    else:
        return None
    return _Lexed(text, old.context, out, last_kind)


def _shift(tokens: array[int], d: int) -> None:
    """Move lexed tokens (start, end, type, modifiers)* by `d` characters, in place."""
    tokens[0::4] = array("i", [s + d for s in tokens[0::4]])
    tokens[1::4] = array("i", [s + d for s in tokens[1::4]])


def _kind_of(text: str, tokens: array[int], i: int) -> str:
    """The kind of the `i - 1`-th token (`text[start:end]`) as `_lex` reads a previous
    token's kind at a line start: `{` and `,` are told apart, the others not."""
    k = 4 * (i - 1)
    if tokens[k + 2] == -1:
        spelling = text[tokens[k] : tokens[k + 1]]
        if spelling == "{" or spelling == ",":
            return spelling
    return tk.COMMENT


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
    """Whole lines of the document (where they start is the version's: `_State.starts`):
    the pieces starting in them (positions in the index) and what makes their text (the
    cache key). A version whose edit is elsewhere shares the object."""

    __slots__ = ("cache_key", "key", "owner", "pieces")

    def __init__(
        self, pieces: list[int], owner: object, key: tuple[str, tuple[object, ...], int]
    ) -> None:
        self.pieces = pieces
        #: The first piece's data (None: text outside every piece), where the cache lives.
        self.owner = owner
        #: The characters before the first atom, the atoms (piece data or text), and how
        #: many characters of the last ones belong to the next range.
        self.key = key
        #: `key` as a key of the cache on its first piece (`_PieceData.tokens`), the
        #: pieces by weak reference: the piece would else hold itself (a cycle, garbage
        #: once the piece is replaced, that the server's young collections freeze) and
        #: the pieces after it (a replaced op's, kept with its IR while the first piece
        #: lives) (issue 13).
        prefix, parts, tail = key
        atoms = tuple(part if isinstance(part, str) else weakref.ref(part) for part in parts)
        self.cache_key: tuple[object, ...] = (prefix, atoms, tail)


class _Cutter:
    """Ranges of whole lines made atom by atom (piece data, or text outside every piece):
    a range ends at a line start where an atom starts after indentation only."""

    __slots__ = (
        "cut",
        "firsts",
        "line_starts",
        "owner",
        "parts",
        "pieces",
        "prefix",
        "ranges",
        "starts",
        "text",
    )

    def __init__(self, text: str, line_starts: list[int], cut: int, prefix: str) -> None:
        self.text = text
        self.line_starts = line_starts
        self.ranges: list[_Range] = []
        self.starts: list[int] = []
        self.firsts: list[int] = []
        self.parts: list[object] = []
        self.pieces: list[int] = []
        self.owner: object = None
        self.cut = cut
        self.prefix = prefix

    def line_start(self, start: int) -> int | None:
        """The start of the line of `start` when a range would end there (an atom starting
        there after indentation only, after the current range's first line); else None."""
        if not self.parts:
            return None
        line_start = self.line_starts[bisect_right(self.line_starts, start) - 1]
        if line_start > self.cut and (
            line_start == start or not self.text[line_start:start].strip(" \t")
        ):
            return line_start
        return None

    def add(self, start: int, part: object, pos: int) -> None:
        line_start = self.line_start(start)
        if line_start is not None:
            self.close(line_start, start - line_start)
            self.prefix = self.text[line_start:start]
            self.cut = line_start
        if not self.parts:
            self.owner = part if pos >= 0 else None
        self.parts.append(part)
        if pos >= 0:
            self.pieces.append(pos)

    def close(self, end: int, tail: int) -> None:
        """End the current range at `end` (`tail`: characters after it of its last atom)."""
        if self.parts:
            self.ranges.append(
                _Range(self.pieces, self.owner, (self.prefix, tuple(self.parts), tail))
            )
            self.starts.append(self.cut)
            self.firsts.append(self.pieces[0] if self.pieces else -1)
        self.parts, self.pieces = [], []


class _Parts:
    """One encoding's tokens of one version, range by range (`tokens`), with what they
    were made under: each chunk's module classes and the registry; `volatile`: the ranges
    whose encoding is not found from their pieces and those alone (references resolved
    elsewhere than in the module's table, text outside every piece)."""

    __slots__ = ("classes", "registry", "tokens", "volatile")

    def __init__(
        self,
        tokens: EncodedTokens,
        volatile: list[int],
        classes: tuple[object, ...],
        registry: object,
    ) -> None:
        self.tokens = tokens
        self.volatile = volatile
        self.classes = classes
        self.registry = registry


class _State:
    """The ranges of one version (kept on its index: `full`, `full/delta` and `range`
    requests share them): where each starts, its first piece, its lexed tokens once lexed
    in their context, and the encodings made."""

    __slots__ = ("encoded", "firsts", "lexed", "ranges", "spliced", "starts")

    def __init__(
        self,
        ranges: list[_Range],
        starts: list[int],
        firsts: list[int],
        lexed: list[_Lexed | None],
    ) -> None:
        self.ranges = ranges
        self.starts = starts
        self.firsts = firsts
        self.lexed = lexed
        self.encoded: dict[str, _Parts] = {}
        #: Made from an older version's state (`_spliced`), not cut from the pieces.
        self.spliced = False

    def end(self, i: int, size: int) -> int:
        return self.starts[i + 1] if i + 1 < len(self.starts) else size


_state_lock = threading.Lock()


def _state(analysis: Analysis) -> _State:
    """The version's ranges: spliced from an older version's (`SemanticIndex.
    previous_tokens`) where the index was derived from it, else cut."""
    index = analysis.index
    state = index.token_ranges
    if state is None:
        with _state_lock:
            state = index.token_ranges
            if state is None:
                carried = index.previous_tokens
                index.previous_tokens = None
                if carried is not None:
                    state = _spliced(analysis, *carried)
                if state is None:
                    state = _cut(analysis)
                index.token_ranges = state
    assert isinstance(state, _State)
    return state


def _add_pieces(
    cutter: _Cutter, text: str, pieces: Iterable[tuple[int, tuple[int, Any]]], at: int
) -> int:
    """Hand `cutter` each piece `(position, (start, data))` in text order, and the text
    between pieces (position -1); `at` is where the text not yet handed starts. Returns
    the end of the last piece handed (or `at`)."""
    for pos, (start, data) in pieces:
        if data.length <= 0:
            continue
        if start > at:
            cutter.add(at, text[at:start], -1)
        cutter.add(start, data, pos)
        at = start + data.length
    return at


def _cut(analysis: Analysis) -> _State:
    """The document cut at line starts where a piece starts after indentation only."""
    text = analysis.text
    cutter = _Cutter(text, analysis.line_index.line_starts, 0, "")
    at = _add_pieces(cutter, text, enumerate(analysis.index.piece_data()), 0)
    if at < len(text):
        cutter.add(at, text[at:], -1)
    cutter.close(len(text), 0)
    return _State(cutter.ranges, cutter.starts, cutter.firsts, [None] * len(cutter.ranges))


def _spliced(
    analysis: Analysis, old: _State, old_piece_starts: list[int], changed: list[int]
) -> _State | None:
    """The ranges of `old` (an older version's, whose pieces are this version's but at
    the positions `changed`) where no changed piece is, moved; the ranges around the
    changed pieces cut again (one more on each side, more where a cut moved); their
    lexed tokens and encodings made again, the others' kept. None when `old` cannot be
    spliced (a range without a piece)."""
    n = len(old.ranges)
    if not n or -1 in old.firsts:
        return None
    index = analysis.index
    starts_now = index.piece_starts
    pieces_now = index.pieces
    firsts = old.firsts
    dirty = sorted({max(bisect_right(firsts, p) - 1, 0) for p in changed})
    regions: list[list[int]] = []
    for i in dirty:
        lo, hi = max(i - 1, 0), min(i + 1, n - 1)
        if regions and lo <= regions[-1][1] + 1:
            regions[-1][1] = max(regions[-1][1], hi)
        else:
            regions.append([lo, hi])

    def moved(i: int) -> int:
        p = firsts[i]
        return old.starts[i] + starts_now[p] - old_piece_starts[p]

    def moved_all(lo: int, hi: int) -> list[int]:
        return [
            s + starts_now[p] - old_piece_starts[p]
            for s, p in zip(old.starts[lo:hi], firsts[lo:hi], strict=True)
        ]

    line_starts = analysis.line_index.line_starts
    # 1. The regions settled: one whose cut at an edge moved takes one more range on
    # each side (and the regions it then meets, whose cuts are made again).
    cuts: list[tuple[int, int, _Cutter]] = []
    r = 0
    while r < len(regions):
        a, b = regions[r]
        if cuts and cuts[-1][1] + 1 >= a:  # (met by the one before, widened)
            a = cuts.pop()[0]
        cut = _recut(analysis, old, a, b, moved, line_starts, starts_now, pieces_now)
        if cut is not None:
            cuts.append((a, b, cut))
            r += 1
            continue
        a, b = max(a - 1, 0), min(b + 1, n - 1)
        if a == 0 and b == n - 1:
            return None
        while r + 1 < len(regions) and regions[r + 1][0] <= b + 1:
            b = max(b, regions[r + 1][1])
            del regions[r + 1]
        regions[r] = [a, b]
    # 2. The new lists: the old ranges between the regions, moved, and the regions' cuts.
    ranges: list[_Range] = []
    starts: list[int] = []
    new_firsts: list[int] = []
    lexed: list[_Lexed | None] = []
    #: Per region: where its ranges are in the old and in the new lists.
    spans: list[tuple[int, int, int, int]] = []
    done = 0  # old ranges [0, done) are in the new lists
    for a, b, cutter in cuts:
        ranges.extend(old.ranges[done:a])
        starts.extend(moved_all(done, a))
        new_firsts.extend(firsts[done:a])
        lexed.extend(old.lexed[done:a])
        spans.append((a, b + 1, len(ranges), len(ranges) + len(cutter.ranges)))
        ranges.extend(cutter.ranges)
        starts.extend(cutter.starts)
        new_firsts.extend(cutter.firsts)
        lexed.extend([None] * len(cutter.ranges))
        done = b + 1
    ranges.extend(old.ranges[done:])
    starts.extend(moved_all(done, n))
    new_firsts.extend(firsts[done:])
    lexed.extend(old.lexed[done:])
    state = _State(ranges, starts, new_firsts, lexed)
    state.spliced = True
    # Lex the cut ranges in their context; after each region, the next ranges again until
    # one ends with the kind it ended with before (then the rest were lexed alike).
    touched: list[int] = []
    for old_a, old_end, new_a, new_end in spans:
        for i in range(new_a, new_end):
            # (the old range cut again at the same place in the region, or its last)
            like = old.lexed[min(old_a + i - new_a, old_end - 1)]
            _lexed_at(analysis, state, i, force=True, like=like)
            touched.append(i)
        j, k = new_end, old_end  # the first range after the region, new and old
        while j < len(ranges):
            before = old.lexed[k - 1] if k > 0 else None
            now = lexed[j - 1]
            if before is not None and now is not None and before.last_kind == now.last_kind:
                break
            if before is None:  # not known how the old version lexed it: lexed when asked
                for m in range(j, len(ranges)):
                    lexed[m] = None
                break
            _lexed_at(analysis, state, j, force=True)
            touched.append(j)
            j += 1
            k += 1
    for encoding, parts in old.encoded.items():
        found = _spliced_parts(analysis, state, parts, encoding, spans, sorted(set(touched)))
        if found is not None:
            state.encoded[encoding] = found
    _trim_texts(state)
    return state


def _recut(
    analysis: Analysis,
    old: _State,
    a: int,
    b: int,
    moved: Callable[[int], int],
    line_starts: list[int],
    starts_now: list[int],
    pieces_now: list[Any],
) -> _Cutter | None:
    """The old ranges `[a, b]` cut again in this version; None when their first range
    would not start, or the range after them would not, where they did."""
    text = analysis.text
    n = len(old.ranges)
    p_lo = old.firsts[a] if a > 0 else 0
    at = starts_now[p_lo] if a > 0 else 0
    if a > 0:
        start = moved(a)
        line_start = line_starts[bisect_right(line_starts, at) - 1]
        if (
            line_start != start
            or (line_start != at and text[line_start:at].strip(" \t"))
            or start <= moved(a - 1)
        ):
            return None
        cutter = _Cutter(text, line_starts, start, text[start:at])
    else:
        cutter = _Cutter(text, line_starts, 0, "")
    p_hi = old.firsts[b + 1] if b + 1 < n else len(pieces_now)
    pieces = ((pos, (starts_now[pos], pieces_now[pos])) for pos in range(p_lo, p_hi))
    at = _add_pieces(cutter, text, pieces, at)
    if b + 1 < n:
        start = starts_now[p_hi]
        if start > at:
            cutter.add(at, text[at:start], -1)
        end = moved(b + 1)
        if cutter.line_start(start) != end or old.ranges[b + 1].key[0] != text[end:start]:
            return None
        cutter.close(end, start - end)
    else:
        if at < len(text):
            cutter.add(at, text[at:], -1)
        cutter.close(len(text), 0)
    return cutter


def _spliced_parts(
    analysis: Analysis,
    state: _State,
    old: _Parts,
    encoding: str,
    spans: list[tuple[int, int, int, int]],
    touched: list[int],
) -> _Parts | None:
    """`old`'s encodings in `encoding` (an older version's) for the ranges of `state` spliced from that
    version's: the touched ranges (cut or lexed again) and the volatile ones encoded
    again, the others' kept, and the first integer of each range after them made again.
    None when what every range shows changed (the registry, a chunk's module classes)."""
    index = analysis.index
    registry = analysis.options.registry
    classes = index.chunk_classes()
    if registry is not old.registry or len(classes) != len(old.classes):
        return None
    if any(x is not y for x, y in zip(classes, old.classes, strict=True)):
        return None
    old_parts = old.tokens.parts
    old_heads = old.tokens.heads
    old_sizes = old.tokens.sizes
    parts: list[_Encoded] = []
    heads: list[int] = []
    sizes: list[int] = []
    done = 0
    for old_a, old_end, new_a, new_end in spans:
        parts.extend(old_parts[done:old_a])
        heads.extend(old_heads[done:old_a])
        sizes.extend(old_sizes[done:old_a])
        parts.extend([_EMPTY] * (new_end - new_a))
        heads.extend([0] * (new_end - new_a))
        sizes.extend([0] * (new_end - new_a))
        done = old_end
    parts.extend(old_parts[done:])
    heads.extend(old_heads[done:])
    sizes.extend(old_sizes[done:])
    # The volatile ranges in the new numbering.
    volatile: list[int] = []
    k = 0
    shift = 0
    for v in old.volatile:
        while k < len(spans) and spans[k][1] <= v:
            shift += (spans[k][3] - spans[k][2]) - (spans[k][1] - spans[k][0])
            k += 1
        if k < len(spans) and spans[k][0] <= v:
            continue  # in a region: encoded again below
        volatile.append(v + shift)
    redo = sorted({*touched, *volatile})
    volatile_now: set[int] = set()
    text_size = len(analysis.text)
    for i in redo:
        lexed = _lexed_at(analysis, state, i)
        encoded, is_volatile = _encode_range(
            analysis, state.ranges[i], state.starts[i], state.end(i, text_size), lexed, encoding
        )
        parts[i] = encoded
        sizes[i] = len(encoded.data)
        if is_volatile:
            volatile_now.add(i)
    lines = analysis.line_index
    fixed = -1
    for i in redo:
        if i <= fixed:
            continue
        # the range and the first non-empty one after it
        j = i
        while j < len(parts):
            fixed = j
            heads[j] = _head(lines, state, parts, j)
            if j > i and parts[j].data:
                break
            j += 1
    tokens = EncodedTokens(parts, heads, sizes)
    return _Parts(tokens, sorted(volatile_now), classes, registry)


def _head(lines: LineIndex, state: _State, parts: list[_Encoded], i: int) -> int:
    """The first integer of range `i`'s encoding in the document: its first token's line
    relative to the last token of the non-empty range before it (0 for an empty range)."""
    data = parts[i].data
    if not data:
        return 0
    k = i - 1
    while k >= 0 and not parts[k].data:
        k -= 1
    prev_line = lines.line_of(state.starts[k]) + parts[k].last_line if k >= 0 else 0
    return lines.line_of(state.starts[i]) + data[0] - prev_line


class _Encoded:
    """One range's tokens in the protocol's relative encoding: the first token's line
    relative to the range's first line, and the line of its last token. `plain`: the
    columns are character offsets and no token was clipped at its line's end."""

    __slots__ = ("_json", "data", "last_line", "plain")

    def __init__(self, data: array[int], last_line: int, plain: bool = True) -> None:
        self.data = data
        self.last_line = last_line
        self.plain = plain
        self._json: str | None = None

    def json_tail(self) -> str:
        """`data[1:]` as JSON list items."""
        if self._json is None:
            self._json = ",".join(map(str, self.data[1:]))
        return self._json


_EMPTY = _Encoded(array("i"), 0)


class _Lexed:
    """A range's text, the kind of the token before it (`context`), its lexed tokens
    (`_lex`) and its encodings per classification."""

    __slots__ = ("context", "encoded", "last_kind", "text", "tokens")

    def __init__(self, text: str, context: str, tokens: array[int], last_kind: str) -> None:
        self.text = text
        self.context = context
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


def _trim_texts(state: _State) -> None:
    """Keep `_by_text` within twice the ranges of `state` (the newest version's) and the
    slack: the entries its ranges do not use go first."""
    if len(_by_text) <= 2 * len(state.ranges) + _TEXT_CACHE_SLACK:
        return
    used = {id(lexed) for lexed in state.lexed if lexed is not None}
    with _lock:
        for key, lexed in list(_by_text.items()):
            if id(lexed) not in used:
                del _by_text[key]


def _lexed(
    analysis: Analysis,
    rng: _Range,
    start: int,
    end: int,
    prev_kind: str,
    like: _Lexed | None = None,
) -> _Lexed:
    """The range's lexed tokens: cached on its first piece (same pieces, same context),
    else by its text, else lexed now: the lines that differ from `like` (an older
    version's range lexed in the same context) alone when given (`_relexed`)."""
    cache: dict[object, object] | None = getattr(rng.owner, "tokens", None)
    key = (*rng.cache_key, prev_kind)
    found = cache.get(key) if cache is not None else None
    if isinstance(found, _Lexed):
        return found
    text = analysis.text[start:end]
    found = _by_text.get((text, prev_kind))
    if found is None:
        if like is not None and like.context == prev_kind:
            found = _relexed(like, text)
        if found is None:
            tokens, last_kind = _lex(text, prev_kind)
            found = _Lexed(text, prev_kind, tokens, last_kind)
        with _lock:
            _by_text[(text, prev_kind)] = found
    if cache is not None:
        if len(cache) >= _VARIANTS_PER_PIECE:
            cache.clear()
        cache[key] = found
    return found


def _lexed_at(
    analysis: Analysis, state: _State, i: int, force: bool = False, like: _Lexed | None = None
) -> _Lexed:
    """Range `i`'s lexed tokens in their context (kept on the state; `force`: lexed again,
    the range or its context being new; `like`: an older version's range it was cut
    again from)."""
    found = state.lexed[i]
    if found is not None and not force:
        return found
    if i == 0:
        prev_kind = ""
    else:
        before = state.lexed[i - 1]
        prev_kind = before.last_kind if before is not None else _kind_before(analysis, state, i)
    found = _lexed(
        analysis,
        state.ranges[i],
        state.starts[i],
        state.end(i, len(analysis.text)),
        prev_kind,
        like,
    )
    state.lexed[i] = found
    return found


def _walk(analysis: Analysis) -> Iterator[tuple[_Range, int, int, _Lexed]]:
    """Every range with its start, end and lexed tokens, in document order."""
    state = _state(analysis)
    size = len(analysis.text)
    for i, rng in enumerate(state.ranges):
        yield rng, state.starts[i], state.end(i, size), _lexed_at(analysis, state, i)
    _trim_texts(state)


def _touching(state: _State, span: Span, size: int) -> range:
    """The ranges touching `span` (ranges are contiguous)."""
    starts = state.starts
    first = max(0, bisect_left(starts, span.start) - 1)
    while first < len(starts) and state.end(first, size) < span.start:
        first += 1
    last = bisect_right(starts, span.end)
    return range(first, max(first, last))


def _walk_span(analysis: Analysis, span: Span) -> Iterator[tuple[_Range, int, int, _Lexed]]:
    """The ranges touching `span` with their lexed tokens; the others are not lexed."""
    state = _state(analysis)
    size = len(analysis.text)
    for i in _touching(state, span, size):
        yield state.ranges[i], state.starts[i], state.end(i, size), _lexed_at(analysis, state, i)


def _kind_before(analysis: Analysis, state: _State, i: int) -> str:
    """The kind of the last token before range `i` (a token's kind does not depend on
    what precedes its line: the ranges before are lexed without context)."""
    size = len(analysis.text)
    for j in range(i - 1, -1, -1):
        tokens, last_kind = _lex(analysis.text[state.starts[j] : state.end(j, size)], "")
        if tokens:
            return last_kind
    return ""


def _classified(
    analysis: Analysis, rng: _Range, base: int, end: int, lexed: _Lexed
) -> list[tuple[int, int, int, int]]:
    """The range's tokens (the range `[base, end)`) as (start, end, type, modifiers)
    relative to it: the op names and sigil tokens classified with the index."""
    index = analysis.index
    text = analysis.text
    names = index.op_names_between(base, end)
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
    clipped = False
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
            clipped = True
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
    return _Encoded(array("i", out), prev_line, plain and not clipped)


def _classified_encoded(
    analysis: Analysis, rng: _Range, base: int, end: int, lexed: _Lexed, encoding: str
) -> _Encoded:
    """`_encode` of `_classified` in one pass over the lexed tokens when the columns are
    character offsets (ASCII text, or UTF-32): the same rules, no list of tokens made."""
    text = analysis.text
    if encoding != "utf-32" and not text[base:end].isascii():
        return _encode(text[base:end], _classified(analysis, rng, base, end, lexed), encoding)
    index = analysis.index
    names = index.op_names_between(base, end)
    starting: dict[int, tuple[int, bool, int]] = {}
    for pos in rng.pieces:
        starting.update(index.named_classes(pos))
    # The range's line starts relative to it (and the start after its last line, if any).
    all_starts = analysis.line_index.line_starts
    first = bisect_right(all_starts, base) - 1
    starts = [s - base for s in all_starts[first : bisect_right(all_starts, end)]]
    count = len(starts)
    size = end - base
    out: list[int] = []
    add = out.extend
    clipped = False
    line = prev_line = prev_char = 0
    line_start = 0
    next_start = starts[1] if count > 1 else size + 1
    namespace, function = _TYPE["namespace"], _TYPE["function"]
    class_types = _CLASS_TYPES
    each = iter(lexed.tokens)
    for start, stop, typ, mods in zip(each, each, each, each, strict=True):
        found = names.get(start)
        if found is not None and found[0] == stop:
            mods = DEFAULT_LIBRARY if found[1] else 0
            quote = 1 if text.startswith('"', base + start) else 0
            close = 1 if quote and stop - start > 1 and text[base + stop - 1] == '"' else 0
            dot = text.find(".", base + start, base + stop) - base
            if dot - start > quote:
                segments: tuple[tuple[int, int, int], ...] = (
                    (start + quote, dot, namespace),
                    (dot + 1, stop - close, function),
                )
            else:
                segments = ((start + quote, stop - close, function),)
            # (the encoding step below, repeated here on purpose: one shared loop over a
            # one-segment tuple per token made the whole encoding 10% slower)
            for start, stop, typ in segments:
                while next_start <= start:
                    line += 1
                    line_start = next_start
                    next_start = starts[line + 1] if line + 1 < count else size + 1
                if stop >= next_start:
                    stop = next_start - 1
                    clipped = True
                if stop <= start:
                    continue
                char = start - line_start
                if line == prev_line:
                    add((0, char - prev_char, stop - start, typ, mods))
                else:
                    add((line - prev_line, char, stop - start, typ, mods))
                    prev_line = line
                prev_char = char
            continue
        if typ <= -2:  # (`_named_class`, inline where the index names it)
            s = base + start
            named = starting.get(s)
            if named is None:  # an empty occurrence there, or none
                occ = index.at(s)
                if occ is not None and occ.span.start == s:
                    named = (name_class(occ.entity), occ.is_def, occ.span.end)
            if named is not None:
                code = named[0]
                mods = DECLARATION if named[1] else 0
                if code in (FUNCTION, SYMBOL):
                    stop = named[2] - base
                typ = class_types[code]
            else:
                packed = _named_class(None, _NAMED_KINDS[-2 - typ], s, base + stop, text)
                typ, mods = packed & 15, 0
        elif typ < 0:
            continue
        while next_start <= start:
            line += 1
            line_start = next_start
            next_start = starts[line + 1] if line + 1 < count else size + 1
        if stop >= next_start:
            stop = next_start - 1
            clipped = True
        if stop <= start:
            continue
        char = start - line_start
        if line == prev_line:
            add((0, char - prev_char, stop - start, typ, mods))
        else:
            add((line - prev_line, char, stop - start, typ, mods))
            prev_line = line
        prev_char = char
    return _Encoded(array("i", out), prev_line, not clipped)


def _units(segment: str, encoding: str) -> int:
    if encoding == "utf-8":
        return len(segment.encode("utf-8", "surrogatepass"))
    return len(segment.encode("utf-16-le", "surrogatepass")) // 2


def _encode_range(
    analysis: Analysis, rng: _Range, start: int, end: int, lexed: _Lexed, encoding: str
) -> tuple[_Encoded, bool]:
    """The range's encoding, and whether it is volatile (found again per version): the
    one made for its pieces when they are lexed alike and their references find nothing
    but the module's symbols (as they did), else the one of its classification."""
    index = analysis.index
    registry = analysis.options.registry
    cache: dict[object, object] | None = getattr(rng.owner, "tokens", None)
    classes = index.module_classes_of(rng.pieces) if cache is not None else None
    last_key = ("encoded", rng.cache_key, encoding)
    last = cache.get(last_key) if cache is not None and classes is not None else None
    if isinstance(last, tuple) and last[0] is classes and last[1] is registry and last[2] is lexed:
        return last[3], False
    if classes is not None and not lexed.encoded:
        # Found from its pieces from now on: its classification (a key made from every
        # occurrence of the pieces) would find nothing among the lexed tokens' encodings.
        encoded = _classified_encoded(analysis, rng, start, end, lexed, encoding)
    else:
        key = (index.classification(rng.pieces, start, end), encoding)
        found = lexed.encoded.get(key)
        if found is None:
            found = _classified_encoded(analysis, rng, start, end, lexed, encoding)
            if len(lexed.encoded) >= _ENCODINGS_PER_RANGE:
                lexed.encoded.clear()
            found = lexed.encoded.setdefault(key, found)
        encoded = found
    if cache is not None and classes is not None:
        cache[last_key] = (classes, registry, lexed, encoded)
    return encoded, classes is None


# ---- the API ------------------------------------------------------------------------------


def semantic_tokens(analysis: Analysis, span: Span | None = None) -> list[SemanticToken]:
    """Tokens of the document, or those touching `span`."""
    out: list[SemanticToken] = []
    for rng, base, end, lexed in _walk(analysis) if span is None else _walk_span(analysis, span):
        for start, stop, typ, mods in _classified(analysis, rng, base, end, lexed):
            token = SemanticToken(Span(base + start, base + stop), typ, mods)
            if span is None or (token.span.end >= span.start and token.span.start <= span.end):
                out.append(token)
    return out


class EncodedTokens:
    """The document's semantic tokens in the protocol's relative encoding, as the ranges'
    encodings: the integers (`data`), their JSON text (`json`), and the edit from an older
    answer (`edit_from`), each in time that grows with the ranges, not the tokens."""

    def __init__(
        self, parts: list[_Encoded], heads: list[int], sizes: list[int] | None = None
    ) -> None:
        #: Each range's encoding (empty ones too) and the first integer of each in the
        #: document (its line relative to the previous non-empty range's last token).
        self.parts = parts
        self.heads = heads
        #: How many integers each range has.
        self.sizes = sizes if sizes is not None else [len(p.data) for p in parts]

    def data(self) -> list[int]:
        return self._ints(0, len(self.parts))

    def json(self) -> str:
        """The integers as a JSON list."""
        items = []
        for part, head in zip(self.parts, self.heads, strict=True):
            if not part.data:
                continue
            tail = part.json_tail()
            items.append(f"{head},{tail}" if tail else str(head))
        return "[" + ",".join(items) + "]"

    def _ints(self, lo: int, hi: int) -> list[int]:
        out: list[int] = []
        for part, head in zip(self.parts[lo:hi], self.heads[lo:hi], strict=True):
            if part.data:
                out.append(head)
                out.extend(part.data[1:])
        return out

    def edit_from(self, old: EncodedTokens) -> tuple[int, int, list[int]]:
        """One edit turning `old`'s integers into these (`semanticTokens/full/delta`):
        (start, count of integers deleted, integers inserted). Ranges equal in both are
        skipped at both ends; the integers of the others are compared."""
        a, b = old, self
        a_parts, b_parts, a_heads, b_heads = a.parts, b.parts, a.heads, b.heads
        size = min(len(a_parts), len(b_parts))
        head = min(_common_head(a_parts, b_parts, size), _common_head(a_heads, b_heads, size))
        start = sum(a.sizes[:head])
        size -= head
        tail = min(_common_tail(a_parts, b_parts, size), _common_tail(a_heads, b_heads, size))
        old_mid = a._ints(head, len(a_parts) - tail)
        new_mid = b._ints(head, len(b_parts) - tail)
        at, deleted, data = token_edit(old_mid, new_mid)
        return start + at, deleted, data


def _common_head(a: list[Any], b: list[Any], n: int) -> int:
    """The length of the longest common head of `a` and `b`, at most `n` (items compared
    by identity, then equality: list comparison, in halves)."""
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _common_tail(a: list[Any], b: list[Any], n: int) -> int:
    """The length of the longest common tail of `a` and `b`, at most `n`."""
    lo, hi = 0, n
    la, lb = len(a), len(b)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[la - mid : la - lo] == b[lb - mid : lb - lo]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def encoded_tokens(analysis: Analysis, encoding: str = "utf-16") -> EncodedTokens:
    """The document's `semantic_tokens`, encoded (five integers per token: line delta, start
    character delta, length, type, modifiers; columns in code units of `encoding`): the
    answer made for this version, else spliced from an older version's, else joined from
    the ranges cached for earlier versions."""
    state = _state(analysis)
    found = state.encoded.get(encoding)
    if found is None:
        found = _encode_all(analysis, state, encoding)
        with _state_lock:
            found = state.encoded.setdefault(encoding, found)
    return found.tokens


def made_tokens(analysis: Analysis, encoding: str = "utf-16") -> EncodedTokens | None:
    """`encoded_tokens(analysis, encoding)` when already made (spliced with the index, or
    asked before); None otherwise. Computes nothing (the protocol thread asks)."""
    if not analysis.has_index:
        return None
    state = analysis.index.token_ranges
    found = state.encoded.get(encoding) if isinstance(state, _State) else None
    return found.tokens if found is not None else None


def splice_carried(analysis: Analysis) -> None:
    """The version's ranges and answers spliced now from the older version's its index
    carries (`SemanticIndex.previous_tokens`), if any: a client that asked for tokens
    asks again after an edit, and `full/delta` then finds them made (`made_tokens`)."""
    if analysis.index.previous_tokens is not None:
        _state(analysis)


def _encode_all(analysis: Analysis, state: _State, encoding: str) -> _Parts:
    """Every range's encoding (from the ranges' caches where they hold)."""
    lines = analysis.line_index
    parts: list[_Encoded] = []
    heads: list[int] = []
    volatile: list[int] = []
    prev_line = 0
    classes = analysis.index.chunk_classes()
    registry = analysis.options.registry
    for i, (rng, start, end, lexed) in enumerate(_walk(analysis)):
        encoded, is_volatile = _encode_range(analysis, rng, start, end, lexed, encoding)
        if is_volatile:
            volatile.append(i)
        parts.append(encoded)
        if encoded.data:
            first_line = lines.line_of(start)
            heads.append(first_line + encoded.data[0] - prev_line)
            prev_line = first_line + encoded.last_line
        else:
            heads.append(0)
    return _Parts(EncodedTokens(parts, heads), volatile, classes, registry)


def encoded_semantic_tokens(analysis: Analysis, encoding: str = "utf-16") -> list[int]:
    """`encoded_tokens(analysis, encoding).data()`."""
    return encoded_tokens(analysis, encoding).data()


def encoded_range_tokens(
    analysis: Analysis, span: Span, encoding: str = "utf-16"
) -> list[int] | None:
    """The encoded `semantic_tokens(analysis, span)` (`semanticTokens/range`), from the
    ranges' encodings (the version's answer's, when made); None when a range's columns are
    not character offsets (non-ASCII text in UTF-8 or UTF-16): encode the tokens then."""
    state = _state(analysis)
    size = len(analysis.text)
    line_starts = analysis.line_index.line_starts
    line_of = analysis.line_index.line_of
    made = state.encoded.get(encoding)
    out: list[int] = []
    prev_line = prev_char = 0
    for i in _touching(state, span, size):
        start = state.starts[i]
        if made is not None:
            encoded = made.tokens.parts[i]
        else:
            lexed = _lexed_at(analysis, state, i)
            encoded, _ = _encode_range(
                analysis, state.ranges[i], start, state.end(i, size), lexed, encoding
            )
        if not encoded.plain:
            return None
        data = encoded.data
        line = line_of(start)
        char = 0
        for k in range(0, len(data), 5):
            if data[k]:
                line += data[k]
                char = data[k + 1]
            else:
                char += data[k + 1]
            length = data[k + 2]
            at = line_starts[line] + char
            if at + length < span.start:
                continue
            if at > span.end:
                return out
            delta = line - prev_line
            out += (
                delta,
                char - prev_char if delta == 0 else char,
                length,
                data[k + 3],
                data[k + 4],
            )
            prev_line, prev_char = line, char
    return out


def token_edit(old: Sequence[int], new: Sequence[int]) -> tuple[int, int, list[int]]:
    """One edit turning the integers `old` into `new`: (start, count of integers deleted,
    integers inserted), the common head and tail kept."""
    head, old_end, new_end = changed_range(old, new)
    return head, old_end - head, list(new[head:new_end])
