"""Formatter gates on $MLIR_CORPUS (runs only when the variable names a corpus).

For every corpus file mlir-ls can parse: formatting is idempotent, keeps every
comment, and every chunk prints the same generic IR (and locations) after
formatting. Files with syntax errors must come back untouched.
`bench/format_report.py --oracle` measures the semantic gate with upstream's
printer instead of ours.
"""

from __future__ import annotations

import pytest

from corpus_support import corpus_files, corpus_root
from mlir_ls.dialects import default_registry
from mlir_ls.fmt.formatter import _comment_key, _generic_key, format_text
from mlir_ls.parser import ParseOptions, parse
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
