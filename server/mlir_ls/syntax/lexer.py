"""Lexer for MLIR's textual IR.

Lexing is lazy: the parser asks for one token at a time at an offset
(`match_token`), which lets it re-lex from any position (dimension lists such
as `4x?xf32`, `::` in nested symbol references, dialect bodies). `tokenize`
lexes a whole text, comments included, for tools that want every token.

Never raises: a character that starts no token becomes an `error` token of
length one, an unterminated string an `error` token up to the end of its line.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from typing import NamedTuple

from mlir_ls.syntax import tokens as tk

#: suffix-id ::= (digit+ | (letter|id-punct) (letter|id-punct|digit)*): `%0abc` is `%0`, `abc`.
SUFFIX_ID = r"(?:[0-9]+|[A-Za-z$._\-][A-Za-z0-9$._\-]*)"
_SUFFIX_ID = SUFFIX_ID
_STRING = r'"(?:[^"\\\n]|\\.)*"'

# One pattern: leading trivia (white space, comments), then one token.  The
# token's kind is the name of the group that matched.
TOKEN_PATTERN = re.compile(
    r"(?:[ \t\r\n\f\v\0]+|//[^\n\r]*)*"
    r"(?:"
    r"(?P<float>[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)"
    r"|(?P<integer>0x[0-9A-Fa-f]+|[0-9]+)"
    r"|(?P<bare>[A-Za-z_][A-Za-z0-9_$.]*)"
    rf"|(?P<percent>%{_SUFFIX_ID})"
    rf"|(?P<caret>\^{_SUFFIX_ID})"
    rf"|(?P<at>@(?:{_STRING}|{_SUFFIX_ID}))"
    r"|(?P<punct>\{-\#|\#-\}|->|\.\.\.|[(){}\[\]<>:,=?*+\-|])"
    rf"|(?P<hash>\#{_SUFFIX_ID})"
    rf"|(?P<exclaim>!{_SUFFIX_ID})"
    rf"|(?P<string>{_STRING})"
    r"|(?P<error>\"[^\n]*|[\s\S])"
    r"|(?P<eof>\Z)"
    r")"
)

_TRIVIA = re.compile(r"[ \t\r\n\f\v\0]+|(//[^\n\r]*)")


class Token(NamedTuple):
    kind: str
    start: int
    end: int
    text: str


def regex_next_token(text: str, pos: int) -> tuple[str, int, int]:
    """The token at or after `pos`: (kind, start, end); skips white space and comments.

    The definition (`TOKEN_PATTERN`); `next_token` is the same function, compiled when
    the extension module `_mlir_lexer` is built.
    """
    m = _match_pattern(text, pos)
    assert m is not None  # the pattern always matches (eof alternative)
    index: int = m.lastindex  # type: ignore[assignment]  # a token group always matches
    start, end = m.span(index)
    kind = m.lastgroup
    return (text[start:end] if kind == "punct" else kind), start, end  # type: ignore[return-value]


def regex_scan(text: str, pos: int, comments: bool) -> list[tuple[str, int, int]]:
    """Every token from `pos` to the end, `eof` last, with `comment` tokens when asked."""
    out: list[tuple[str, int, int]] = []
    length = len(text)
    pos = min(max(pos, 0), length)
    while True:
        if comments:
            while pos < length:
                trivia = _TRIVIA.match(text, pos)
                if trivia is None:
                    break
                if trivia.group(1) is not None:
                    out.append((tk.COMMENT, trivia.start(), trivia.end()))
                pos = trivia.end()
        token = regex_next_token(text, pos)
        out.append(token)
        if token[0] == tk.EOF:
            return out
        pos = token[2]


def regex_comment_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every `//` comment of `text` (not those inside string literals)."""
    return [(start, end) for kind, start, end in regex_scan(text, 0, True) if kind == tk.COMMENT]


_match_pattern = TOKEN_PATTERN.match

#: An SSA use: `%name` or `%name#N` (value-use ::= value-id (`#` decimal-literal)?).
SSA_USE = re.compile(rf"%({SUFFIX_ID})(?:#([0-9]+))?")

#: One use of `mask_ssa_uses`: (start, end, name, digits after `#` or None).
SsaUse = tuple[int, int, str, str | None]


def regex_mask_ssa_uses(text: str, start: int, end: int) -> tuple[str, list[SsaUse], str | None]:
    """`text[start:end]` with every SSA use (`SSA_USE`) replaced by `%`, the uses in text
    order (whole-text offsets), and which uses repeat an earlier use's spelling: for each
    use the index of the first use spelled the same, comma-separated (None when every
    spelling differs). `mask_ssa_uses` is the same function, compiled with the lexer."""
    matches = list(SSA_USE.finditer(text, start, end))
    uses: list[SsaUse] = [(m.start(), m.end(), m.group(1), m.group(2)) for m in matches]
    sharing = None
    if len(matches) > 1:
        spelled = [m.group() for m in matches]
        if len(set(spelled)) != len(spelled):
            first: dict[str, int] = {}
            sharing = ",".join(str(first.setdefault(s, i)) for i, s in enumerate(spelled))
    return SSA_USE.sub("%", text[start:end]), uses, sharing


#: suffix-id and a result list `%a, %b:2 =` with possessive quantifiers (no backtracking).
SUFFIX_ID_ONCE = r"(?:[0-9]++|[A-Za-z$._\-][A-Za-z0-9$._\-]*+)"
RESULTS_ONCE = (
    rf"(?P<results>%{SUFFIX_ID_ONCE}(?::[0-9]++)?"
    rf"(?:[ \t]*+,[ \t]*+%{SUFFIX_ID_ONCE}(?::[0-9]++)?)*+)[ \t]*+=[ \t]*+"
)
#: A custom-form op alone on its line: results, then the body from the op name on.
CUSTOM_LINE = re.compile(rf"(?:{RESULTS_ONCE})?(?P<body>[A-Za-z_][^\n]*+)")

#: What `custom_line_shape` finds: (shape key or None, the body's SSA uses or None, body
#: start, line end, results end or -1, whether the results are several or `%x:N`,
#: offset of the body's first `loc(` or -1, where the next line's text starts or -1).
CustomLine = tuple[str | None, list[SsaUse] | None, int, int, int, bool, int, int]

#: The line end, blank lines and indentation between two one-line ops.
LINE_GAP = re.compile(r"[ \t]*(?:\r?\n[ \t]*)+")


def regex_custom_line_shape(text: str, pos: int, context: str) -> CustomLine | None:
    """The one-line custom op at `pos` (`CUSTOM_LINE`) as the custom line memo keys it.

    None when no op name starts the line's body (after its results) or the line ends
    with `{` (a region opens). Otherwise the key is `context`, NUL, the body with its SSA
    uses masked (`mask_ssa_uses`) and, when uses repeat a name, NUL and their sharing;
    a body with `loc(` in it has no key (nor uses): the parser looks at the location.
    The next line's text starts after `LINE_GAP`. `custom_line_shape` is the same
    function, compiled with the lexer."""
    m = CUSTOM_LINE.match(text, pos)
    if m is None:
        return None
    body_start, line_end = m.span("body")
    if text.endswith("{", body_start, line_end):
        return None
    results = m.group("results")
    multi = results is not None and ("," in results or ":" in results)
    gap = LINE_GAP.match(text, line_end)
    next_line = -1 if gap is None else gap.end()
    loc_pos = text.find("loc(", body_start, line_end)
    if loc_pos != -1:
        return None, None, body_start, line_end, m.end("results"), multi, loc_pos, next_line
    masked, uses, sharing = regex_mask_ssa_uses(text, body_start, line_end)
    key = f"{context}\0{masked}" if sharing is None else f"{context}\0{masked}\0{sharing}"
    return key, uses, body_start, line_end, m.end("results"), multi, -1, next_line


#: The compiled lexer (`_lexer.c`, built by setup.py) unless missing or turned off with
#: MLIR_LS_PURE_PYTHON=1; tests/test_lexer_fast_path.py checks both agree.
next_token: Callable[[str, int], tuple[str, int, int]] = regex_next_token
scan: Callable[[str, int, bool], list[tuple[str, int, int]]] = regex_scan
comment_spans: Callable[[str], list[tuple[int, int]]] = regex_comment_spans
mask_ssa_uses: Callable[[str, int, int], tuple[str, list[SsaUse], str | None]] = regex_mask_ssa_uses
custom_line_shape: Callable[[str, int, str], CustomLine | None] = regex_custom_line_shape
#: The parser's compiled token cursor (`parser.base.PyCursor` is its definition), if built.
COMPILED_CURSOR: type | None = None
COMPILED = False
if not os.environ.get("MLIR_LS_PURE_PYTHON"):
    try:
        from mlir_ls.syntax import _mlir_lexer
    except ImportError:  # a pure-Python install
        pass
    else:
        next_token = _mlir_lexer.next_token
        scan = _mlir_lexer.scan
        comment_spans = _mlir_lexer.comment_spans
        # (an extension built from an older _lexer.c lacks these: the Python definitions
        # stand in until it is rebuilt; test_lexer_fast_path says so)
        mask_ssa_uses = getattr(_mlir_lexer, "mask_ssa_uses", regex_mask_ssa_uses)
        custom_line_shape = getattr(_mlir_lexer, "custom_line_shape", regex_custom_line_shape)
        COMPILED_CURSOR = getattr(_mlir_lexer, "Cursor", None)
        COMPILED = True


def match_token(text: str, pos: int) -> tuple[str, int, int]:
    """The token at or after `pos`: (kind, start, end); skips white space and comments."""
    return next_token(text, pos)


def tokenize(text: str, *, comments: bool = True) -> Iterator[Token]:
    """Every token of `text` in order, with `comment` tokens when `comments` is true."""
    for kind, start, end in scan(text, 0, comments):
        yield Token(kind, start, end, text[start:end])


def integer_value(literal: str) -> int:
    """The value of an `integer` token: decimal (leading zeros allowed, `08`) or `0x` hex."""
    if literal[:2] in ("0x", "0X"):
        return int(literal[2:], 16)
    return int(literal)


_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"'}


def unescape_string(literal: str) -> str:
    """The value of a string literal token (quotes included in `literal`).

    Escapes: `\\n`, `\\t`, `\\\\`, `\\"` and two hex digits (`\\0A`), as upstream.
    Invalid escapes are kept verbatim (the parser reports them). A string is bytes
    upstream: `\\C3\\A9` is `é` as the text's `é` is; escaped bytes that are not UTF-8
    (`\\FF`) are `surrogateescape` characters (`string_bytes` gives the bytes back).
    """
    body = literal[1:-1]
    if "\\" not in body:
        return body
    out = bytearray()
    i = 0
    run = 0  # start of the text not copied yet
    while i < len(body):
        if body[i] != "\\" or i + 1 >= len(body):
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in _ESCAPES:
            out += body[run:i].encode("utf-8", "surrogatepass") + _ESCAPES[nxt].encode()
            i = run = i + 2
        elif i + 2 < len(body) and _is_hex(nxt) and _is_hex(body[i + 2]):
            out += body[run:i].encode("utf-8", "surrogatepass")
            out.append(int(body[i + 1 : i + 3], 16))
            i = run = i + 3
        else:
            i += 1
    out += body[run:].encode("utf-8", "surrogatepass")
    return out.decode("utf-8", "surrogateescape")


def string_bytes(value: str) -> bytes:
    """The bytes a string value stands for (see `unescape_string`): UTF-8, with
    `surrogateescape` characters as the bytes they stand for (a lone surrogate of the
    text, from an editor, as UTF-8 would spell it)."""
    if value.isascii():
        return value.encode("ascii")
    try:
        return value.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        out = bytearray()
        for char in value:
            code = ord(char)
            if 0xDC80 <= code <= 0xDCFF:
                out.append(code - 0xDC00)
            else:
                out += char.encode("utf-8", "surrogatepass")
        return bytes(out)


def invalid_escape(literal: str) -> int | None:
    """Index inside `literal` of the first invalid escape, or None."""
    i = 1
    end = len(literal) - 1
    while i < end:
        if literal[i] == "\\":
            nxt = literal[i + 1] if i + 1 < end else ""
            if nxt in _ESCAPES:
                i += 2
                continue
            if i + 2 < end and _is_hex(nxt) and _is_hex(literal[i + 2]):
                i += 3
                continue
            return i
        i += 1
    return None


def _is_hex(char: str) -> bool:
    return char in "0123456789abcdefABCDEF"
