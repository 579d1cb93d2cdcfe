"""Conformance with upstream MLIR on $MLIR_CORPUS (../shared/corpus in CI).

Issue thresholds for the front end (areas ir, builtin, func; chunks whose
custom-form ops all belong to builtin or func):
- oracle-accepted chunks: no error from `check` in >= 99%;
- oracle-rejected chunks: an error in >= 95%, on the oracle's first error line in >= 85%;
- every oracle generic print parses with no error (allowing unregistered dialects);
- our `--split-input-file` chunks start where the oracle's do.

Without a corpus the same checks run on the project's own check data.
"""

from __future__ import annotations

import pytest

from conftest import DATA
from corpus_support import (
    FRONT_END_AREAS,
    Figures,
    chunk_verdicts,
    corpus_files,
    corpus_root,
    generic_prints,
    in_front_end_scope,
    split_matches_oracle,
)
from mlir_ls.verify.check import analyze

ROOT = corpus_root()
needs_corpus = pytest.mark.skipif(ROOT is None, reason="MLIR_CORPUS is not set")


@needs_corpus
def test_front_end_thresholds() -> None:
    assert ROOT is not None
    figures = Figures()
    for corpus_file in corpus_files(ROOT, FRONT_END_AREAS):
        for verdict in chunk_verdicts(corpus_file):
            if in_front_end_scope(verdict):
                figures.add(verdict)
    print(figures.summary())
    assert figures.accepted >= 50 and figures.rejected >= 150
    assert figures.ratio(figures.accepted_clean, figures.accepted) >= 0.99, figures.failures
    assert figures.ratio(figures.rejected_flagged, figures.rejected) >= 0.95, figures.failures
    assert figures.ratio(figures.rejected_on_line, figures.rejected) >= 0.85, figures.failures


@needs_corpus
def test_every_generic_print_parses() -> None:
    assert ROOT is not None
    failures = []
    count = 0
    for file_id, index, text in generic_prints(ROOT):
        count += 1
        analysis = analyze(text, allow_unregistered=True, strict=True)
        errors = [d.message for d in analysis.diagnostics if d.is_error]
        if errors:
            failures.append((file_id, index, errors[:2]))
    assert count > 1000
    assert failures == []


@needs_corpus
def test_split_matches_oracle() -> None:
    assert ROOT is not None
    mismatched = [f.id for f in corpus_files(ROOT) if not split_matches_oracle(f)]
    assert mismatched == []


def test_project_examples_without_corpus() -> None:
    """The checks that need no corpus: our own valid data parses in strict mode."""
    for path in sorted((DATA / "check").glob("*.mlir")):
        analysis = analyze(
            path.read_text(), split_marker="// -----", allow_unregistered=True, strict=True
        )
        assert analysis.chunks
