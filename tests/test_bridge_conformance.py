"""`check --opt torch-mlir-opt` on the corpus areas of torch-mlir-opt's dialects (issue 12).

With the project's own tool as the second checker, mlir-ls must agree with the oracle (the
same tool, run by the corpus' make_oracle.py) on at least 99.5% of the accepted chunks and
98% of the rejected ones, with the oracle's first error line among ours in 95%.
`bench/bridge_report.py` prints the same figures per area, with and without the tool.
"""

from __future__ import annotations

import pytest

from corpus_support import Figures, corpus_files, corpus_root
from mlir_ls.ide.opt_bridge import BridgeCache, OptTool
from opt_support import AREAS, TORCH_MLIR_OPT, bridge_verdicts, needs_torch_mlir_opt

ROOT = corpus_root()


@needs_torch_mlir_opt
@pytest.mark.skipif(ROOT is None, reason="MLIR_CORPUS is not set")
def test_corpus_with_torch_mlir_opt() -> None:
    assert ROOT is not None and TORCH_MLIR_OPT is not None
    tool = OptTool(str(TORCH_MLIR_OPT), timeout_s=120)
    cache = BridgeCache()
    figures = Figures()
    for corpus_file in corpus_files(ROOT, AREAS):
        for verdict in bridge_verdicts(corpus_file, tool, cache):
            figures.add(verdict)
    assert figures.accepted > 50 and figures.rejected > 200, figures.summary()
    failures = "\n".join(figures.failures[:20])
    assert figures.accepted_clean >= 0.995 * figures.accepted, failures
    assert figures.rejected_flagged >= 0.98 * figures.rejected, failures
    assert figures.rejected_on_line >= 0.95 * figures.rejected, failures


@pytest.mark.skipif(ROOT is None, reason="MLIR_CORPUS is not set")
def test_corpus_without_a_tool_accepts() -> None:
    """Without `--opt` (and without ODS files), the tolerant parse accepts >= 99% of the
    chunks upstream accepts in these areas: out-of-tree IR gets no false error."""
    assert ROOT is not None
    figures = Figures()
    for corpus_file in corpus_files(ROOT, AREAS):
        for verdict in bridge_verdicts(corpus_file, None, BridgeCache()):
            figures.add(verdict)
    assert figures.accepted > 50, figures.summary()
    failures = "\n".join(figures.failures[:20])
    assert figures.accepted_clean >= 0.99 * figures.accepted, failures
