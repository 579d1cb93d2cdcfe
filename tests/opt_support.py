"""Tools for the `*-opt` bridge's tests: a fake tool (tests/data/opt/fake_opt.py) and the real one.

The real one is the torch-mlir wheel's `torch-mlir-opt` in ~/.cache/mlir-oracle, which
`.ci/install-tools.sh` installs; tests that need it skip with a reason where it is missing.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from mlir_ls.ide.opt_bridge import OptTool

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
