"""The token check against the parser, on $MLIR_CORPUS (runs only when the variable names a
corpus): for every corpus chunk, its formatted text and edits of it (white space put in or
taken out anywhere, inside tokens, strings and dialect bodies too; lines re-indented,
joined or broken; a token changed), whenever `same_tokens` shows an edit read alike, the
edit must parse without errors and print the same generic IR and locations."""

from __future__ import annotations

import random
import re

import pytest

from corpus_support import corpus_files, corpus_root
from mlir_ls.dialects import default_registry
from mlir_ls.fmt.formatter import _generic_key, format_text
from mlir_ls.fmt.same_tokens import same_tokens
from mlir_ls.fmt.token_rules import TokenRules
from mlir_ls.parser import ParseOptions, parse
from mlir_ls.text.deep import deep
from mlir_ls.text.split import split_chunks

ROOT = corpus_root()
pytestmark = pytest.mark.skipif(ROOT is None, reason="MLIR_CORPUS is not set")


def _edits(text: str, rng: random.Random) -> list[str]:
    """Edits of `text` at random places (seeded)."""
    out: list[str] = []
    if not text:
        return out
    for insert in (" ", "\n", "\n    ", "  "):
        at = rng.randrange(len(text))
        out.append(text[:at] + insert + text[at:])
    spaces = [m.start() for m in re.finditer(r"[ \n]", text)]
    for _ in range(3):
        if spaces:
            at = rng.choice(spaces)
            out.append(text[:at] + text[at + 1 :])
    lines = text.split("\n")
    if len(lines) > 2:
        i = rng.randrange(len(lines) - 1)
        out.append("\n".join([*lines[:i], lines[i] + " " + lines[i + 1].lstrip(), *lines[i + 2 :]]))
        j = rng.randrange(len(lines))
        out.append("\n".join([*lines[:j], "      " + lines[j].lstrip(), *lines[j + 1 :]]))
    for pattern, replacement in ((r"\d+", "7"), (r"f32", "f16"), (r"%\w+", "%zz")):
        found = list(re.finditer(pattern, text))
        if found:
            m = rng.choice(found)
            out.append(text[: m.start()] + replacement + text[m.end() :])
    return out


@deep
def _check_corpus() -> tuple[int, int, list[str]]:
    """(edits checked, edits shown alike, edits shown alike that parse differently)."""
    rng = random.Random(7)
    registry = default_registry()
    options = ParseOptions(allow_unregistered=True)
    checked = 0
    alike = 0
    wrong: list[str] = []
    assert ROOT is not None
    for corpus_file in corpus_files(ROOT):
        for index, chunk in enumerate(split_chunks(corpus_file.text(), "// -----").chunks):
            before = parse(chunk.text, registry, options)
            if before.diagnostics or before.truncated_values or len(chunk.text) > 20_000:
                continue
            rules = TokenRules(before)
            formatted = format_text(chunk.text, marker=None).text
            key: str | None = None
            for other in [formatted, *_edits(formatted, rng), *_edits(chunk.text, rng)]:
                checked += 1
                if not same_tokens(chunk.text, other, rules):
                    continue
                alike += 1
                after = parse(other, registry, options)
                key = key if key is not None else _generic_key(before)
                if after.has_errors or _generic_key(after) != key:
                    wrong.append(f"{corpus_file.id}#{index}: {other[:120]!r}")
    return checked, alike, wrong


def test_the_token_check_shows_alike_only_what_parses_alike() -> None:
    checked, alike, wrong = _check_corpus()
    print(f"{checked} edits, {alike} shown alike")
    assert alike >= 500  # the check is exercised
    assert wrong == []
