"""The token table of MLIR's textual IR (upstream's `TokenKinds.def`, as strings).

Identifier-like and literal tokens have a named kind; punctuation tokens use
their own spelling as the kind (`"("`, `"->"`, `"{-#"`). Keywords are bare
identifiers: the parser compares their text.
"""

from __future__ import annotations

from typing import Final

BARE: Final = "bare"  # bare-id ::= (letter|[_]) (letter|digit|[_$.])*
PERCENT: Final = "percent"  # value-id ::= `%` suffix-id
CARET: Final = "caret"  # caret-id ::= `^` suffix-id
AT: Final = "at"  # symbol-ref-id ::= `@` (suffix-id | string-literal)
HASH: Final = "hash"  # hash-id ::= `#` suffix-id  (also `#123` result numbers)
EXCLAIM: Final = "exclaim"  # exclaim-id ::= `!` suffix-id
INTEGER: Final = "integer"  # decimal-literal | hexadecimal-literal
FLOAT: Final = "float"  # [-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?
STRING: Final = "string"  # `"` (char | escape)* `"`
EOF = "eof"
ERROR: Final = "error"  # a character no token starts with, or an unterminated string
COMMENT: Final = "comment"  # `//` to end of line (trivia: only `tokenize` reports it)

PUNCTUATION: Final = (
    "{-#",
    "#-}",
    "->",
    "...",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ":",
    ",",
    "=",
    "?",
    "*",
    "+",
    "-",
    "|",
)

#: Kinds that name things (used by the tolerant parse and IDE features).
IDENTIFIER_KINDS: Final = frozenset({BARE, PERCENT, CARET, AT, HASH, EXCLAIM})
