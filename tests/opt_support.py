"""Tools for the `*-opt` bridge's tests: a fake tool (tests/data/opt/fake_opt.py) and the real one.

The real one is the torch-mlir wheel's `torch-mlir-opt` in ~/.cache/mlir-oracle, which
`.ci/install-tools.sh` installs; tests that need it skip with a reason where it is missing.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from corpus_support import ChunkVerdict, CorpusFile, chunk_verdict
from mlir_ls.ide.opt_bridge import BridgeCache, ChunkJob, OptTool, run_document
from mlir_ls.ide.opt_diagnostics import merge_document
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.line_index import LineIndex
from mlir_ls.verify.check import analyze

#: The corpus areas of the dialects torch-mlir-opt registers (the oracle ran it on them).
AREAS = ("stablehlo", "chlo", "vhlo", "torch", "torch_c", "tm_tensor")

FAKE = Path(__file__).resolve().parent / "data" / "opt" / "fake_opt.py"
TORCH_MLIR_OPT = next(
    iter(
        sorted(
            Path.home().glob(
                ".cache/mlir-oracle/lib/python3*/site-packages/torch_mlir/_mlir_libs/torch-mlir-opt"
            )
        )
    ),
    None,
)
needs_torch_mlir_opt = pytest.mark.skipif(
    TORCH_MLIR_OPT is None,
    reason="torch-mlir-opt not installed (.ci/install-tools.sh puts it in ~/.cache/mlir-oracle)",
)


def fake_tool(folder: Path, *args: str, timeout_s: float = 20.0) -> OptTool:
    """An executable `fake-opt` in `folder` that runs the fake tool with this interpreter."""
    wrapper = folder / "fake-opt"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{FAKE}" "$@"\n')
    wrapper.chmod(0o755)
    return OptTool(str(wrapper), tuple(args), timeout_s)


def bridge_verdicts(
    corpus_file: CorpusFile, tool: OptTool | None, cache: BridgeCache
) -> list[ChunkVerdict]:
    """One verdict per chunk, from `check`'s diagnostics (with the tool when given)."""
    text = corpus_file.text()
    marker = "// -----" if corpus_file.split else None
    unregistered = corpus_file.allow_unregistered
    analysis = analyze(text, split_marker=marker, allow_unregistered=unregistered)
    index = LineIndex(text)
    own = [chunk.diagnostics for chunk in analysis.chunks]
    merged: list[list[Diagnostic]] = own
    if tool is not None:
        jobs = [ChunkJob(c.offset, c.text) for c in analysis.chunks]
        run = run_document(tool, jobs, unregistered=unregistered, cache=cache)
        everything = merge_document(own, run, text)
        bounds = [c.offset for c in analysis.chunks]
        merged = [[] for _ in bounds]
        for diag in everything:
            i = max(j for j, start in enumerate(bounds) if start <= diag.span.start or j == 0)
            merged[i].append(diag)
    return [
        chunk_verdict(corpus_file.id, oracle, diags, index, set())
        for diags, oracle in zip(merged, corpus_file.oracle["chunks"], strict=False)
    ]
