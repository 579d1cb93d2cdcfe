"""Formatter gates on $MLIR_CORPUS (runs only when the variable names a corpus).

For every corpus file mlir-ls can parse: formatting is idempotent, keeps every
comment, and every chunk prints the same generic IR (and locations) after
formatting. Files with syntax errors must come back untouched.
`bench/format_report.py --oracle` measures the semantic gate with upstream's
printer instead of ours.
"""

from __future__ import annotations

import random
import re

import pytest

from corpus_support import corpus_files, corpus_root
from mlir_ls.dialects import default_registry
from mlir_ls.fmt.formatter import _comment_key, _generic_key, _shown_same, format_text
from mlir_ls.parser import ParseOptions, parse
from mlir_ls.text.deep import deep
from mlir_ls.text.split import split_chunks

ROOT = corpus_root()
pytestmark = pytest.mark.skipif(ROOT is None, reason="MLIR_CORPUS is not set")


def test_format_gates() -> None:
    assert ROOT is not None
    problems: list[str] = []
    formatted = 0
    for corpus_file in corpus_files(ROOT):
        text = corpus_file.text()
        first = format_text(text)
        if not first.ok:
            if first.text != text:
                problems.append(f"{corpus_file.id}: changed despite syntax errors")
            continue
        formatted += 1
        if format_text(first.text).text != first.text:
            problems.append(f"{corpus_file.id}: not idempotent")
        if _comment_key(first.text) != _comment_key(text):
            problems.append(f"{corpus_file.id}: comments differ")
        before = split_chunks(text, "// -----").chunks
        after = split_chunks(first.text, "// -----").chunks
        if len(before) != len(after):
            problems.append(f"{corpus_file.id}: chunk count changed")
            continue
        for index, (old, new) in enumerate(zip(before, after, strict=True)):
            a = parse(old.text, default_registry(), ParseOptions(True))
            b = parse(new.text, default_registry(), ParseOptions(True))
            if b.has_errors or _generic_key(a) != _generic_key(b):
                problems.append(f"{corpus_file.id}#{index}: IR changed")
    print(f"formatted {formatted} files")
    assert formatted >= 100
    assert problems == []


#: Edits that may change the IR or not (what parses of them is compared with the original).
MUTATIONS = [
    (r"\b0\.0\b", "-0.0"),
    (r"(?<![\w.])1\b", "2"),
    (r"i32", "i64"),
    (r"%(\w+), %(\w+)", r"%\2, %\1"),
    (r"\^bb1\b", "^bb2"),
    (r"f32", "f16"),
    (r"\"[a-z_]+\"", '"zz"'),
    (r"loc\(\"[^\"]*\"", 'loc("other"'),
    (r"(\d)\.(\d)", r"\1.\g<2>1"),
    (r"true", "false"),
    (r"index", "i64"),
    (r"arith\.addi", "arith.subi"),
]


@deep
def _walk_against_prints() -> tuple[int, list[str]]:
    """For every corpus chunk, its formatted text and one random edit per `MUTATIONS`
    pattern (seeded): (pairs compared, pairs the walk finds equal whose prints differ)."""
    rng = random.Random(1)
    registry = default_registry()
    options = ParseOptions(allow_unregistered=True)
    compared = 0
    wrong: list[str] = []
    assert ROOT is not None
    for corpus_file in corpus_files(ROOT):
        for index, chunk in enumerate(split_chunks(corpus_file.text(), "// -----").chunks):
            before = parse(chunk.text, registry, options)
            if before.has_errors:
                continue
            others = [format_text(chunk.text, marker=None).text]
            for pattern, replacement in MUTATIONS:
                found = list(re.finditer(pattern, chunk.text))
                if found:
                    m = rng.choice(found)
                    others.append(
                        chunk.text[: m.start()] + m.expand(replacement) + chunk.text[m.end() :]
                    )
            key = None
            for other in others:
                after = parse(other, registry, options)
                if after.has_errors:
                    continue
                compared += 1
                if _shown_same(before, after):
                    key = key if key is not None else _generic_key(before)
                    if _generic_key(after) != key:
                        wrong.append(f"{corpus_file.id}#{index}: {other[:80]!r}")
    return compared, wrong


def test_the_walk_finds_equal_only_what_prints_equal() -> None:
    """`fmt/same_ir.py` against the generic prints, on formatted and edited corpus chunks."""
    compared, wrong = _walk_against_prints()
    assert compared >= 5000
    assert wrong == []
