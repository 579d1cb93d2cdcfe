"""Conformance of `mlir-ls check --opt TOOL` on the out-of-tree areas of $MLIR_CORPUS.

For every chunk of the areas' files (MANIFEST.tsv; the oracle's per-chunk verdicts in
oracle/*.json, as bench/corpus_report.py reads them), with the file's RUN-line flags:
mlir-ls's own diagnostics merged with the tool's (`ide.opt_bridge`, `ide.opt_diagnostics`,
exactly what `check --opt` prints), then, per area: accepted chunks that check clean,
rejected chunks that get an error, and those whose errors include the oracle's first error
line. The same figures without the tool are printed beside them. Chunks the oracle rejects
only for a missing dialect (`missing_dialect`) are left out, as in corpus_report.py.

    bench/bridge_report.py [--opt PATH] [--areas a,b] [--failures]

The default tool is the torch-mlir wheel's `torch-mlir-opt` in ~/.cache/mlir-oracle (the
corpus README and shared/tools/mlir-oracle name it).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
os.environ.setdefault("MLIR_CORPUS", str(HERE.parent.parent / "shared" / "corpus"))

from corpus_support import Figures, corpus_files, corpus_root  # noqa: E402
from mlir_ls.ide.opt_bridge import BridgeCache, OptTool  # noqa: E402
from opt_support import AREAS, TORCH_MLIR_OPT, bridge_verdicts  # noqa: E402


def default_tool() -> str | None:
    return str(TORCH_MLIR_OPT) if TORCH_MLIR_OPT is not None else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opt", default=default_tool(), help="the *-opt to run")
    parser.add_argument("--areas", default=",".join(AREAS))
    parser.add_argument("--failures", action="store_true", help="list the misses")
    args = parser.parse_args()
    root = corpus_root()
    if root is None:
        print("MLIR_CORPUS does not name a corpus", file=sys.stderr)
        return 2
    if not args.opt:
        print("no --opt and no torch-mlir-opt in ~/.cache/mlir-oracle", file=sys.stderr)
        return 2
    tool = OptTool(args.opt, timeout_s=60)
    cache = BridgeCache()
    print(f"tool: {tool.path}")
    start = time.perf_counter()
    totals = {True: Figures(), False: Figures()}
    for area in (a for a in args.areas.split(",") if a):
        figures = {True: Figures(), False: Figures()}
        for corpus_file in corpus_files(root, (area,)):
            for with_tool in (True, False):
                for verdict in bridge_verdicts(corpus_file, tool if with_tool else None, cache):
                    figures[with_tool].add(verdict)
                    totals[with_tool].add(verdict)
        print(f"{area:10} --opt   {figures[True].summary()}")
        print(f"{'':10} no opt  {figures[False].summary()}")
        if args.failures:
            for line in figures[True].failures:
                print("    with opt:", line)
    print(f"{'total':10} --opt   {totals[True].summary()}")
    print(f"{'':10} no opt  {totals[False].summary()}")
    print(f"({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
