"""A bounded, seeded slice of `bench/difftest.py`: mutants of corpus chunks checked by
mlir-ls and by upstream MLIR (the oracle's python bindings, one worker process).

Skips when the corpus ($MLIR_CORPUS) or the oracle venv (~/.cache/mlir-oracle) is
missing. The full run and its per-dialect report: `python bench/difftest.py run`.
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from corpus_support import corpus_root

BENCH = Path(__file__).resolve().parents[2] / "bench" / "difftest.py"


def _difftest() -> ModuleType:
    spec = importlib.util.spec_from_file_location("difftest", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["difftest"] = module
    spec.loader.exec_module(module)
    return module


def test_difftest_slice_agrees_with_upstream() -> None:
    if corpus_root() is None:
        pytest.skip("MLIR_CORPUS does not name a corpus")
    difftest = _difftest()
    if not difftest.OracleWorker.available():
        pytest.skip("the oracle venv (~/.cache/mlir-oracle) is missing")
    worker = difftest.OracleWorker()
    tally: Counter[str] = Counter()
    disagreements: list[str] = []
    try:
        for mutant, allow in difftest.plan(11, 400, None, seed_limit=60):
            record = difftest.compare(worker, mutant, allow)
            if record["upstream"] is None:
                continue  # upstream crashed or hung on this mutant
            ours, up = record["ours"], record["upstream"]
            tally["mutants"] += 1
            assert not (ours[2] or "").startswith("internal"), record
            if ours[0] == up[0]:
                tally["agree"] += 1
            else:
                disagreements.append(f"{mutant.what}: upstream {up}, mlir-ls {ours}")
            if not ours[0] and not up[0]:
                tally["joint"] += 1
                tally["line"] += ours[1] == up[1]
    finally:
        worker.close()
    assert tally["mutants"] >= 200
    # the issue-15 targets, with slack for a small sample
    assert tally["agree"] / tally["mutants"] >= 0.9, disagreements[:10]
    assert tally["line"] / max(1, tally["joint"]) >= 0.85
