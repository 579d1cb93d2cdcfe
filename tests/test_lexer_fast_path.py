"""The compiled lexer (`syntax/_lexer.c`) gives exactly the pure-Python lexer's tokens.

`regex_next_token` / `regex_scan` / `regex_comment_spans` are the definition (one regular
expression); `_mlir_lexer` must agree with them at every offset of tricky inputs, at every
token of the test data, and on the corpus when `MLIR_CORPUS` names it.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from corpus_support import corpus_files, corpus_root
from mlir_ls.parser import base as parser_base
from mlir_ls.parser.base import CursorBase, PyCursor
from mlir_ls.syntax import lexer

try:
    from mlir_ls.syntax import _mlir_lexer
except ImportError:  # pragma: no cover - a pure-Python install
    _mlir_lexer = None  # type: ignore[assignment]

pytestmark = pytest.mark.skipif(
    _mlir_lexer is None, reason="the compiled lexer is not built (pure-Python install)"
)

DATA = Path(__file__).resolve().parent / "data"

TRICKY = [
    "",
    " ",
    "//",
    "// only a comment",
    "a//b\n//c\r\n d",
    '%0 = "arith.addi"(%a, %b#1) : (i32, i32) -> i32 loc(#loc3)',
    "0 00 0x 0x1F 0xg 00x5 1. 1.5 1.e5 1.5e 1.5e+ 1.5e-3 2E7 3.0E+12x 12x3 0x1.5 4x?xf32",
    "%0abc %-x %. %$ % %\n ^bb0 ^ ^-1 !llvm.ptr ! !1 #map #-} #- #-a #",
    '@sym @"quoted \\" name" @"unterminated\n@ @1 @"a\\\n"',
    '"ok" "esc \\n \\t \\\\ \\22" "bad\\\nline" "open\n"\r"x" "\\',
    "{-# dialect_resources: {} #-} {- {-x -> - > ... .. . .5 -.5",
    "( ) { } [ ] < > : , = ? * + - | ; ` ' \\ $ & ~",
    "a.b$c_d.e _x __ x$ 9a a9",
    "\t\v\f\0\r\n x \0y",
    "naïve %é 'ü' \"ünïcödé\" // ç\n ∀x #\U0001d538 %a\U0001d538 \u00a0b",
    'lone \ud800 surrogate "in \udfff string" %\udc00',
    "x\n",
    "%a = arith.addi %a, %a#1 : i32 %1#2 %1 %1# %#1 %-x#01 %a%b%a %\u00e9 %x\U0001d538 %",
    '%0:2 = "t.op"(%b#0, %b#1, %b#0) {s = "%0 %b"} : (i32, i32, i32) -> (i32, i32)',
    "%a, %b:2 = t.op %x, %y#1 : i32\n%a , %b = x\n%a, = x\n%0abc = x\n%a:x = y\n%a:2=y {\n",
    "  %a =  t.op %b, %b loc(#x)\n%c = t.op %d loc(\nx.y {\n_z\nZ %q %q %r %q",
    "a.b %x\r\n\r\n \t c.d\n\n\r\r\ne.f \n",
    "// ends at a lone CR\r%x = a.b // and at CRLF\r\n// -----\rc.d //\r//\r",
]


def _every_offset(text: str) -> None:
    for pos in range(-2, len(text) + 3):
        assert _mlir_lexer.next_token(text, pos) == lexer.regex_next_token(text, pos), (
            text,
            pos,
        )


def _same_scans(text: str) -> None:
    for comments in (False, True):
        assert _mlir_lexer.scan(text, 0, comments) == lexer.regex_scan(text, 0, comments), text
    assert _mlir_lexer.comment_spans(text) == lexer.regex_comment_spans(text)
    _same_masks(text)


def _same_masks(text: str) -> None:
    """`mask_ssa_uses` on every line of `text`, on the whole text and on cut ranges."""
    ranges = [(0, len(text)), (1, len(text) - 1), (len(text) // 2, len(text) + 5), (3, 1)]
    start = 0
    for line in text.split("\n"):
        ranges.append((start, start + len(line)))
        start += len(line) + 1
    for a, b in ranges:
        expected = lexer.regex_mask_ssa_uses(text, a, b)
        assert _mlir_lexer.mask_ssa_uses(text, a, b) == expected, text[a:b]
    _same_line_shapes(text)


def _same_line_shapes(text: str) -> None:
    """`custom_line_shape` at every line start and every `%` of `text` (every offset of a
    short text), under an ASCII and a non-ASCII default dialect."""
    if len(text) <= 200:
        positions = set(range(-2, len(text) + 2))
    else:
        positions = {0} | {i + 1 for i, c in enumerate(text) if c == "\n" or c == "%"}
    for context in ("func", "", "é"):
        for pos in sorted(positions):
            expected = lexer.regex_custom_line_shape(text, pos, context)
            got = _mlir_lexer.custom_line_shape(text, pos, context)
            assert got == expected, (text[pos : pos + 80], pos, context)


@pytest.mark.parametrize("text", TRICKY)
def test_every_offset_of_tricky_inputs(text: str) -> None:
    _every_offset(text)
    _same_scans(text)


def test_random_text() -> None:
    rng = random.Random(13)
    alphabet = '%^@#!"\\/-.{}()<>[]:,=?*+|01x9eE.aZ_$ \t\n\r\0é'
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        _every_offset(text)
        _same_scans(text)


def test_every_token_of_the_test_data() -> None:
    files = sorted(DATA.rglob("*.mlir"))
    assert len(files) > 50
    for path in files:
        text = path.read_text(encoding="utf-8")
        _same_scans(text)
        # every offset of the first 2,000 characters (positions inside tokens included)
        head = text[:2000]
        for pos in range(len(head)):
            assert _mlir_lexer.next_token(text, pos) == lexer.regex_next_token(text, pos), (
                path,
                pos,
            )


def test_the_corpus() -> None:
    root = corpus_root()
    if root is None:
        pytest.skip("MLIR_CORPUS is not set: the corpus part of this check is skipped")
    seen = 0
    for item in corpus_files(root):
        _same_scans(item.text())
        seen += 1
    assert seen > 100


def test_the_lexer_uses_the_compiled_path() -> None:
    assert lexer.COMPILED
    assert lexer.next_token is _mlir_lexer.next_token
    assert lexer.mask_ssa_uses is _mlir_lexer.mask_ssa_uses
    assert lexer.custom_line_shape is _mlir_lexer.custom_line_shape


class _Compiled(_mlir_lexer.Cursor if _mlir_lexer is not None else object):  # type: ignore[misc]
    pass


def _cursor_state(cursor: PyCursor) -> tuple[object, ...]:
    return (cursor.kind, cursor.start, cursor.end, cursor.prev_end, cursor.text)


def test_the_compiled_cursor() -> None:
    """`_mlir_lexer.Cursor` (the base of the parser when built) moves as `PyCursor`."""
    # (the compiled parser derives from `PyCursor`, compiled with it: mlir_ls.compiled)
    assert CursorBase is (PyCursor if parser_base.COMPILED else _mlir_lexer.Cursor)
    for text in [*TRICKY, (DATA / "check" / "func.mlir").read_text(encoding="utf-8")[:3000]]:
        for start in sorted({0, 1, len(text) // 2, len(text), len(text) + 3}):
            cursors: list[PyCursor] = [_Compiled(), PyCursor()]
            for cursor in cursors:
                cursor.src = text
                cursor.reset(start)
            for _ in range(len(text) + 2):
                states = [_cursor_state(c) for c in cursors]
                assert states[0] == states[1], (text, start)
                for cursor in cursors:
                    cursor.advance()
            for cursor in cursors:
                cursor.prev_end = 1  # the parser moves prev_end back (tolerant parse)
                cursor.reset(start // 2)
            assert _cursor_state(cursors[0]) == _cursor_state(cursors[1])


def test_long_lines_with_many_uses() -> None:
    """Past the extension's fixed buffers (256 characters, 16 uses)."""
    text = "x" * 300 + ", ".join(f"%v{i % 7}" for i in range(100)) + " %" + "é" * 3
    _same_masks(text)
    _same_masks(text.replace("é", "e"))


def test_the_pure_python_install_gives_the_same_analysis() -> None:
    """`MLIR_LS_PURE_PYTHON=1` (the lexer without its extension): same diagnostics."""
    import json
    import os
    import subprocess
    import sys

    script = (
        "import json, sys\n"
        "from mlir_ls.syntax import lexer\n"
        "from mlir_ls.verify.check import analyze\n"
        "out = {'compiled': lexer.COMPILED, 'files': []}\n"
        "for path in sys.argv[1:]:\n"
        "    text = open(path, encoding='utf-8').read()\n"
        "    a = analyze(text, split_marker='// -----', allow_unregistered=True)\n"
        "    out['files'].append([[d.span.start, d.span.end, d.message] for d in a.diagnostics])\n"
        "print(json.dumps(out))\n"
    )
    files = [str(p) for p in sorted((DATA / "check").glob("*.mlir"))]
    results = {}
    for pure in ("", "1"):
        env = {**os.environ, "MLIR_LS_PURE_PYTHON": pure}
        done = subprocess.run(
            [sys.executable, "-c", script, *files],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        results[pure] = json.loads(done.stdout)
    assert results[""]["compiled"] and not results["1"]["compiled"]
    assert results[""]["files"] == results["1"]["files"]
    assert any(results[""]["files"])  # the inputs do have findings to compare
