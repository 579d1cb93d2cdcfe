"""Whether a formatted text differs from its input only in indentation and blank lines.

The formatter's cheap safety check: when the formatted text has the input's lines, in
order, each changed only in the white space at its ends (and blank lines added or
dropped), its parse is the input's, so the full check (parse the output, compare the
generic prints) is not needed. Only the white space at line ends is allowed to differ:
equal tokens do not imply an equal parse, as white space inside a token sequence can be
significant (`vector<1x[2]xi8>` does not parse with a line break inside the brackets; a
dimension list is read from the text), while at a line's ends there is a line break
either way. One exception: the `<...>` body of a dialect attribute or type is kept as
written by upstream for an unregistered dialect (`OpaqueAttr`, `OpaqueType`), so a body
spanning lines that were re-indented changes the IR; the bodies are compared as written.

Comments are compared by the caller (`formatter._comment_key`), and the caller excludes
the one case where the text's length changes the IR (`ParseResult.truncated_values`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import zip_longest

from mlir_ls.parser.dialect_body import scan_body

#: `#ns.name<` / `!ns<`: a dialect attribute or type whose body may be kept as written.
_DIALECT_BODY = re.compile(r"[#!][A-Za-z_][\w$]*(?:\.[\w$.]*)?<")

#: White space as MLIR's lexer skips it.
_SPACE = " \t\r\n\f\v\0"


def _bodies(text: str) -> list[str]:
    """Every dialect body of `text` (`<` to `>`), as written, nested ones too (a match in
    a string or comment is scanned too: skipping what it covers could skip a real body)."""
    out: list[str] = []
    for match in _DIALECT_BODY.finditer(text):
        out.append(text[match.end() - 1 : scan_body(text, match.end() - 1)[0]])
    return out


def _lines(text: str, start: int) -> Iterator[str]:
    """The non-blank lines of `text` from `start`, without the white space at their ends
    (found one at a time: the caller stops at the first that differs)."""
    end = len(text)
    while start <= end:
        stop = text.find("\n", start)
        if stop == -1:
            stop = end
        stripped = text[start:stop].strip(_SPACE)
        if stripped:
            yield stripped
        start = stop + 1


#: How many characters `_common_prefix` compares at a time.
_STEP = 1 << 16


def _common_prefix(a: str, b: str) -> int:
    """The length of the longest common prefix of `a` and `b` (to within `_STEP`: a
    lower bound; compared a block at a time, each a `memcmp`)."""
    common = 0
    limit = min(len(a), len(b))
    while common < limit and a[common : common + _STEP] == b[common : common + _STEP]:
        common += _STEP
    return min(common, limit)


def same_but_line_ends(a: str, b: str) -> bool:
    """Whether `a` and `b` differ only in the white space at their lines' ends and in blank
    lines, their dialect bodies equal as written (see the module doc). Stops at the first
    line that differs (a formatted text that changed more differs early, usually); the
    lines of the texts' common prefix (but the last, which may go on differently) are
    skipped."""
    start = a.rfind("\n", 0, _common_prefix(a, b)) + 1
    if any(x != y for x, y in zip_longest(_lines(a, start), _lines(b, start))):
        return False
    if "<" not in a:
        return True
    return _bodies(a) == _bodies(b)


__all__ = ["same_but_line_ends"]
