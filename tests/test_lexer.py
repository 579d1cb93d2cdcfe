"""The lexer: every token kind with exact offsets; bad input becomes error tokens."""

from __future__ import annotations

import pytest

from mlir_ls.syntax.lexer import invalid_escape, tokenize, unescape_string


def kinds(text: str) -> list[tuple[str, str]]:
    return [(t.kind, t.text) for t in tokenize(text) if t.kind != "eof"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("foo.bar_baz$1", [("bare", "foo.bar_baz$1")]),
        ("%0 %arg1 %x.y-z", [("percent", "%0"), ("percent", "%arg1"), ("percent", "%x.y-z")]),
        ("^bb0 ^entry", [("caret", "^bb0"), ("caret", "^entry")]),
        ('@sym @"quoted name"', [("at", "@sym"), ("at", '@"quoted name"')]),
        ("#map #1 !llvm.ptr", [("hash", "#map"), ("hash", "#1"), ("exclaim", "!llvm.ptr")]),
        ("42 0x1F", [("integer", "42"), ("integer", "0x1F")]),
        (
            "1.5 2. 3.0e-7 4.5E+3",
            [("float", "1.5"), ("float", "2."), ("float", "3.0e-7"), ("float", "4.5E+3")],
        ),
        ('"a\\"b"', [("string", '"a\\"b"')]),
        ("{-# #-} -> ...", [("{-#", "{-#"), ("#-}", "#-}"), ("->", "->"), ("...", "...")]),
        ("( ) { } [ ] < > : , = ? * + - |", [(c, c) for c in "(){}[]<>:,=?*+-|"]),
    ],
)
def test_token_kinds(text: str, expected: list[tuple[str, str]]) -> None:
    assert kinds(text) == expected


def test_offsets_and_comments() -> None:
    text = "%0 = // note\n  foo"
    tokens = list(tokenize(text))
    assert [(t.kind, t.start, t.end) for t in tokens] == [
        ("percent", 0, 2),
        ("=", 3, 4),
        ("comment", 5, 12),
        ("bare", 15, 18),
        ("eof", 18, 18),
    ]


def test_a_comment_ends_at_a_lone_cr_as_at_lf() -> None:
    """Upstream's lexer ends a `//` comment at `\n` or `\r`: code after a lone CR is code."""
    text = "// a\r%x = b.c // d\r\ne"
    tokens = [(t.kind, text[t.start : t.end]) for t in tokenize(text)]
    assert tokens == [
        ("comment", "// a"),
        ("percent", "%x"),
        ("=", "="),
        ("bare", "b.c"),
        ("comment", "// d"),
        ("bare", "e"),
        ("eof", ""),
    ]


def test_comments_can_be_skipped() -> None:
    assert [t.kind for t in tokenize("a // b\nc", comments=False)] == ["bare", "bare", "eof"]


def test_bad_characters_become_error_tokens() -> None:
    assert kinds('$ ` "open') == [("error", "$"), ("error", "`"), ("error", '"open')]


def test_nul_is_white_space() -> None:
    assert kinds("a\0b") == [("bare", "a"), ("bare", "b")]


def test_string_escapes() -> None:
    assert unescape_string('"a\\n\\t\\\\\\"\\41"') == 'a\n\t\\"A'
    assert invalid_escape('"ok\\n"') is None
    assert invalid_escape('"bad \\q"') == 5


def test_lexer_never_raises_on_random_bytes() -> None:
    import random

    rng = random.Random(7)
    for _ in range(200):
        text = "".join(chr(rng.randrange(0, 0x250)) for _ in range(rng.randrange(0, 80)))
        tokens = list(tokenize(text))
        assert tokens[-1].kind == "eof"
        covered = "".join(t.text for t in tokens)
        assert len(covered) <= len(text)
