"""Whether two texts read as the same IR because they have the same tokens.

The formatter's token check, used on one top-level op at a time: the formatted op's
tokens (the lexer's, `syntax/lexer.scan`, comments left out) must be the input op's,
spelled alike (or differ as the caller's `accept` allows: `fmt/token_rules.py`), and the
white space between them may differ only where the parser reads tokens and not
characters. It reads characters, or looks at the white space, in these places, which the
check therefore compares as written:

* a `<...>` body kept as written: a dialect attribute or type (`#foo.bar<...>`,
  `!foo<...>`), or one of an op's custom syntax written without its `#dialect.name`
  (`llvm.blocktag <id = 1>`), read with `parser/dialect_body.scan_body`. Every `<...>`
  but those of builtin types and attributes (`memref<`, `tensor<`, `dense<`, ... touching
  their keyword: read by tokens) must be written alike, nested ones too;
* whether two tokens touch: `#x<` (a body) or `#x <`, `%r#1` (a result of a group) or
  `%r #1`, `::` (a nested symbol reference) or `: :`, `4x?xf32` (a dimension list, read
  from the text) or `4 x?xf32`, `[4]` (a scalable dimension) or `[ 4 ]`. The check wants
  a gap (white space or comment) exactly where the input has one, except right after an
  opening bracket `(` `[` `{` `<` or a comma and right before a closing one `)` `]` `}`
  `>`, where the formatter breaks lines (and a list is read token by token). A `[`, one
  token, `]` (a scalable dimension `[4]`) is not such a place;
* line breaks: whether a `{` after `outs(...)` or a result type opens a region is told by
  the first word of the rest of its line (`linalg`): that word must be the same after
  every `{` but one after an op's name, `attributes`, `=`, a comma or an opening bracket.
  The tolerant parse of custom syntax mlir-ls does not know (`parser/tolerant.py`, which
  warns, and `custom<...>` directives of imported ops read without checks) and the head
  of a result list (`%a, %b = op`: counted from the op's line for ops of newer ODS
  syntax, which warns) look at lines too: the caller does not use the token check for a
  text whose parse warned or read custom syntax without checks.

Strings, numbers and names are tokens, compared as spelled. Comments are not tokens: the
caller compares the texts' comments. Two token streams equal in this sense are read by
the parser alike: its path through a text is a function of the token kinds and spellings,
of which tokens touch (above), of the kept bodies' text and of nothing else outside the
places above (its regular-expression shortcuts read the same tokens as the token path,
which they only make faster). `tests/fmt/test_same_tokens_corpus.py` checks this against
the parser on the corpus, with random edits.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from itertools import accumulate, compress, repeat
from operator import itemgetter, ne

from mlir_ls.parser.dialect_body import scan_body
from mlir_ls.syntax.lexer import scan

#: Tokens after which a gap may come or go.
_OPENING = frozenset({"(", "[", "{", "<", ","})
#: Tokens before which a gap may come or go.
_CLOSING = frozenset({")", "]", "}", ">"})
#: Builtin types and attributes whose `<...>` the parser reads by tokens.
_BUILTIN_BODIES = (
    "memref",
    "tensor",
    "vector",
    "dense",
    "strided",
    "affine_map",
    "affine_set",
    "complex",
    "tuple",
    "array",
)
#: A `<` that may open a body kept as written: every `<` but one touching a builtin
#: keyword (a dialect attribute or type `#x.y<...>`, `!x<...>`; `llvm.blocktag <id = 1>`:
#: an attribute of an op's custom syntax written without its `#llvm.blocktag`, kept as
#: written by the dialect). Also found in strings and comments: more bodies compared,
#: never fewer.
_BODY_START = re.compile(
    # (a `<` first, for speed; then the word before it, as a look-behind of fixed width)
    "<" + "".join(rf"(?<!(?<![A-Za-z0-9$._\-#!]){word}<)" for word in _BUILTIN_BODIES)
)
#: White space as MLIR's lexer skips it.
_SPACE = " \t\r\n\f\v\0"

#: `accept(offset, before, after)`: whether the input's token at `offset` (of the whole
#: input), spelled `before`, may be spelled `after` in the formatted text (a difference
#: shown to be read alike by the caller, `fmt/token_rules.py`).
Accept = Callable[[int, str, str], bool]

_START = itemgetter(1)
_END = itemgetter(2)


def same_tokens(a: str, b: str, accept: Accept | None = None, base: int = 0) -> bool:
    """Whether `a` (at offset `base` of the input) and `b` are read alike by the parser
    (module doc; False: not shown). The lines equal but for the white space at their ends
    are taken as they are; the tokens are compared where the lines differ, a run of
    differing lines at a time (`_runs`)."""
    if not _same_bodies(a, b):
        return False
    lines_a = a.split("\n")
    lines_b = b.split("\n")
    # (C-level maps: a top-level op may be the whole file, 100k lines)
    stripped_a = list(map(str.strip, lines_a, repeat(_SPACE)))
    stripped_b = list(map(str.strip, lines_b, repeat(_SPACE)))
    text_a = list(filter(None, stripped_a))
    text_b = list(filter(None, stripped_b))
    if text_a == text_b:
        return True
    lines = _Lines(
        lines_a,
        lines_b,
        text_a,
        text_b,
        list(compress(range(len(stripped_a)), stripped_a)),
        list(compress(range(len(stripped_b)), stripped_b)),
    )
    runs, anchored = _runs(lines, True)
    if runs is not None and _same_runs(lines, runs, accept, base):
        return True
    if not anchored:
        return False
    # A run ended at an anchor (two lines equal on both sides) that may have been the wrong
    # one: the runs found without anchors decide.
    runs, _ = _runs(lines, False)
    return runs is not None and _same_runs(lines, runs, accept, base)


@dataclass(frozen=True, slots=True)
class _Lines:
    """The lines of the two texts, and their non-blank ones (stripped: `text_a` /
    `text_b`, and where each is among `lines_a` / `lines_b`: `rows_a` / `rows_b`)."""

    lines_a: list[str]
    lines_b: list[str]
    text_a: list[str]
    text_b: list[str]
    rows_a: list[int]
    rows_b: list[int]


#: How far `_anchor` looks for two lines equal on both sides: lines of the input after the
#: run's start, and lines of the formatted text per line of the input.
_ANCHOR_LINES = 64
_ANCHOR_SPREAD = 64


def _runs(lines: _Lines, anchored: bool) -> tuple[list[tuple[int, int, int, int]] | None, bool]:
    """The runs of differing non-blank lines (first and last of `a`, first and last of `b`,
    as indices of `text_a` / `text_b`), the lines between them equal; None when the texts
    do not end alike. A run goes up to where the two sides have the same text but for
    white space; when they never do (a token spelled differently: `call` for
    `func.call`, a float literal), up to two lines equal on both sides (`anchored`; the
    second value says whether such an anchor ended a run), else to the end."""
    text_a = lines.text_a
    text_b = lines.text_b
    count_a = len(text_a)
    count_b = len(text_b)
    runs: list[tuple[int, int, int, int]] = []
    used_anchor = False
    p = q = 0
    while p < count_a and q < count_b:
        if text_a[p] == text_b[q]:
            p += 1
            q += 1
            continue
        p_end, q_end = p, q
        if p + 1 < count_a and q + 1 < count_b and text_a[p + 1] == text_b[q + 1]:
            seen_a = seen_b = ""  # one line changed in place (`call` for `func.call`)
        else:
            seen_a = "".join(text_a[p].split())
            seen_b = "".join(text_b[q].split())
        while seen_a != seen_b:
            if len(seen_a) <= len(seen_b) and p_end + 1 < count_a:
                p_end += 1
                seen_a += "".join(text_a[p_end].split())
            elif q_end + 1 < count_b:
                q_end += 1
                seen_b += "".join(text_b[q_end].split())
            else:
                anchor = _anchor(text_a, text_b, p, q) if anchored else None
                if anchor is None:
                    p_end, q_end = count_a - 1, count_b - 1
                else:
                    p_end, q_end = anchor
                    used_anchor = True
                break
        runs.append((p, p_end, q, q_end))
        p, q = p_end + 1, q_end + 1
    if p != count_a or q != count_b:
        return None, used_anchor
    return runs, used_anchor


def _anchor(text_a: list[str], text_b: list[str], p: int, q: int) -> tuple[int, int] | None:
    """The end of a run starting at lines `p` / `q` (its last lines, each side) before the
    first line of `a` that, with the next, equals two consecutive lines of `b` (or the
    last line of each text), looked for within `_ANCHOR_LINES` lines of `a` and
    `_ANCHOR_SPREAD` lines of `b` for each of them."""
    count_a = len(text_a)
    count_b = len(text_b)
    for i in range(p + 1, min(count_a, p + 1 + _ANCHOR_LINES)):
        line = text_a[i]
        last_a = i + 1 == count_a
        for j in range(q + 1, min(count_b, q + 1 + _ANCHOR_SPREAD * (i - p))):
            if text_b[j] != line:
                continue
            if last_a:
                if j + 1 == count_b:
                    return i - 1, j - 1
            elif j + 1 < count_b and text_a[i + 1] == text_b[j + 1]:
                return i - 1, j - 1
    return None


def _same_runs(
    lines: _Lines, runs: list[tuple[int, int, int, int]], accept: Accept | None, base: int
) -> bool:
    """The token comparison of the runs, all at once: each side's runs joined with a
    separator token between two, so that a token of one run is compared with a token of
    the run of the other text at the same place only."""
    if not runs:
        return True
    lines_a = lines.lines_a
    lines_b = lines.lines_b
    rows_a = lines.rows_a
    rows_b = lines.rows_b
    lengths_a = list(accumulate(map(len, lines_a), initial=0))  # line r starts at [r] + r
    runs_a: list[str] = []
    runs_b: list[str] = []
    #: Where each run starts in the joined runs of `a`, and in the input.
    joined_starts: list[int] = []
    input_starts: list[int] = []
    joined_length = 0
    for p, p_end, q, q_end in runs:
        run_a = "\n".join(lines_a[rows_a[p] : rows_a[p_end] + 1])
        runs_a.append(run_a)
        runs_b.append("\n".join(lines_b[rows_b[q] : rows_b[q_end] + 1]))
        joined_starts.append(joined_length)
        input_starts.append(base + lengths_a[rows_a[p]] + rows_a[p])
        joined_length += len(run_a) + len(_SEPARATOR)

    def accept_joined(offset: int, before: str, after: str) -> bool:
        assert accept is not None
        i = bisect_right(joined_starts, offset) - 1
        return accept(input_starts[i] + offset - joined_starts[i], before, after)

    return _same_token_run(
        _SEPARATOR.join(runs_a),
        _SEPARATOR.join(runs_b),
        accept_joined if accept is not None else None,
        0,
    )


#: Between two runs of lines: a line of one `error` token (an input that parsed has none;
#: where the formatted text has one, the tokens differ).
_SEPARATOR = "\n\x01\n"


def _same_token_run(a: str, b: str, accept: Accept | None, base: int) -> bool:
    """The token comparison of the module doc, dialect bodies aside (`_same_bodies`)."""
    tokens_a = scan(a, 0, False)
    tokens_b = scan(b, 0, False)
    tokens_a.pop()  # `eof`: what follows the last token is not compared here
    tokens_b.pop()
    if len(tokens_a) != len(tokens_b):
        return False
    starts_a = list(map(_START, tokens_a))
    ends_a = list(map(_END, tokens_a))
    starts_b = list(map(_START, tokens_b))
    ends_b = list(map(_END, tokens_b))
    texts = list(map(a.__getitem__, map(slice, starts_a, ends_a)))
    texts_b = list(map(b.__getitem__, map(slice, starts_b, ends_b)))
    if texts != texts_b:
        if accept is None:
            return False
        for i in compress(range(len(texts)), map(ne, texts, texts_b)):
            if tokens_a[i][0] != tokens_b[i][0]:
                return False
            if not accept(base + starts_a[i], texts[i], texts_b[i]):
                return False
    # gap[i]: whether white space or a comment separates token i from token i + 1
    gaps_a = list(map(ne, starts_a[1:], ends_a))
    gaps_b = list(map(ne, starts_b[1:], ends_b))
    if gaps_a != gaps_b:
        for i in compress(range(len(gaps_a)), map(ne, gaps_a, gaps_b)):
            if texts[i] not in _OPENING and texts[i + 1] not in _CLOSING:
                return False
            if _in_scalable_dimension(texts, i):
                return False
    # breaks[i]: whether a line break separates token i from token i + 1
    if gaps_a != gaps_b or _breaks(a, starts_a) != _breaks(b, starts_b):
        return _same_line_reads(a, b, texts, ends_a, ends_b)
    return True


def _breaks(text: str, starts: list[int]) -> dict[int, None]:
    """The tokens a line break comes before (by index; a line break is never inside a
    token: strings and comments end with their line)."""
    newlines = [m.start() for m in _NEWLINE.finditer(text)]
    return dict.fromkeys(map(bisect_left, repeat(starts), newlines))


_NEWLINE = re.compile("\n")


def _same_line_reads(
    a: str,
    b: str,
    texts: list[str],
    ends_a: list[int],
    ends_b: list[int],
) -> bool:
    """Whether the rest of the line after each `{` reads the same, where it may matter:
    whether a `{` opens a region or an attribute dictionary is told by what follows it on
    its line after `outs(...)` or a result type (`linalg`, `_region_follows`); not after an
    op's name (a bare word with a `.`), `attributes`, `=`, a comma or an opening bracket,
    where only a dictionary may come. (The tolerant reading of unknown custom syntax also
    looks at lines: the caller does not use the token check after a parse that used it.)"""
    for i in compress(range(len(texts)), map(_BRACE_EQ, texts)):
        if i > 0:
            before = texts[i - 1]
            if before in _DICTIONARY_ONLY or ("." in before and before[0].isalpha()):
                continue
        if _rest_of_line(a, ends_a[i]) != _rest_of_line(b, ends_b[i]):
            return False
    return True


_BRACE_EQ = "{".__eq__


#: Tokens after which a `{` opens an attribute dictionary, never a region.
_DICTIONARY_ONLY = frozenset({"attributes", "=", ",", "(", "[", "<", "{"})


def _rest_of_line(text: str, start: int) -> str:
    """The first word of the rest of the line from `start` ('' at the line's end): all
    that `_region_follows` reads of it."""
    end = text.find("\n", start)
    return text[start : end if end != -1 else len(text)].strip().split(" ", 1)[0]


def _bodies(text: str) -> list[str]:
    """The text of every `<...>` of `text` that the parser may keep as written (`<` to its
    `>`), nested ones too: all but those of builtin types and attributes (`memref<`...,
    touching their `<`), which the parser reads by tokens."""
    return [text[m.start() : scan_body(text, m.start())[0]] for m in _BODY_START.finditer(text)]


def _same_bodies(a: str, b: str) -> bool:
    """Whether the `<...>` bodies of `a` and `b` that the parser may keep as written are
    written alike, in the same order (the tokens around them being the same in both)."""
    if "<" not in a and "<" not in b:
        return True
    return _bodies(a) == _bodies(b)


def _in_scalable_dimension(texts: list[str], i: int) -> bool:
    """Whether the gap after token `i` is inside a `[`, one token, `]`: a scalable
    dimension (`[4]` in `vector<[4]xf32>`) is read from the text, without white space."""
    if texts[i] == "[":
        return i + 2 < len(texts) and texts[i + 2] == "]"
    return texts[i + 1] == "]" and i >= 1 and texts[i - 1] == "["


__all__ = ["same_tokens"]
