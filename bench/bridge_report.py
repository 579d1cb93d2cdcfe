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
import glob
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
os.environ.setdefault("MLIR_CORPUS", str(HERE.parent.parent / "shared" / "corpus"))

from corpus_support import ChunkVerdict, CorpusFile, Figures, corpus_files, corpus_root  # noqa: E402
from mlir_ls.ide.opt_bridge import (  # noqa: E402
    BridgeCache,
    ChunkJob,
    OptTool,
    run_document,
)
from mlir_ls.ide.opt_diagnostics import merge_document  # noqa: E402
from mlir_ls.text.diagnostics import Diagnostic  # noqa: E402
from mlir_ls.text.line_index import LineIndex  # noqa: E402
from mlir_ls.verify.check import analyze  # noqa: E402

AREAS = ("stablehlo", "chlo", "vhlo", "torch", "torch_c", "tm_tensor")


def default_tool() -> str | None:
    pattern = os.path.expanduser(
        "~/.cache/mlir-oracle/lib/python3*/site-packages/torch_mlir/_mlir_libs/torch-mlir-opt"
    )
    found = sorted(glob.glob(pattern))
    return found[0] if found else None


def verdicts(
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
    out: list[ChunkVerdict] = []
    for diags, oracle in zip(merged, corpus_file.oracle["chunks"], strict=False):
        errors = [d for d in diags if d.is_error]
        first = next(
            (
                d["line"]
                for d in oracle.get("diagnostics", [])
                if d.get("severity") == "error" and "line" in d
            ),
            None,
        )
        out.append(
            ChunkVerdict(
                corpus_file.id,
                oracle["index"],
                oracle["start_line"],
                oracle["ok"],
                bool(errors),
                first,
                sorted({index.mlir_line_col(d.span.start)[0] for d in errors}),
                set(),
                bool(oracle.get("missing_dialect")),
                [f"{index.mlir_line_col(d.span.start)[0]}: {d.message}" for d in errors[:3]],
            )
        )
    return out


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
                for verdict in verdicts(corpus_file, tool if with_tool else None, cache):
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
