"""Conformance figures of `mlir-ls check` on $MLIR_CORPUS (default ../shared/corpus).

Prints, per area, how many oracle-accepted chunks check clean and how many
oracle-rejected chunks get an error (on the oracle's first error line), and
whether every oracle generic print parses. `--failures` lists the misses.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
os.environ.setdefault("MLIR_CORPUS", str(HERE.parent.parent / "shared" / "corpus"))

from corpus_support import (  # noqa: E402
    FRONT_END_AREAS,
    Figures,
    chunk_verdicts,
    corpus_files,
    corpus_root,
    generic_prints,
    in_front_end_scope,
)
from mlir_ls.verify.check import analyze  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--areas", default=",".join(FRONT_END_AREAS))
    parser.add_argument(
        "--all-dialects", action="store_true", help="do not restrict to builtin/func chunks"
    )
    parser.add_argument("--failures", action="store_true")
    parser.add_argument(
        "--generic", action="store_true", help="also parse every oracle generic print"
    )
    args = parser.parse_args()
    root = corpus_root()
    if root is None:
        print("MLIR_CORPUS does not name a corpus", file=sys.stderr)
        return 2
    areas = tuple(a for a in args.areas.split(",") if a)
    total = Figures()
    for area in areas:
        figures = Figures()
        for corpus_file in corpus_files(root, (area,)):
            for verdict in chunk_verdicts(corpus_file):
                if args.all_dialects or in_front_end_scope(verdict):
                    figures.add(verdict)
                    total.add(verdict)
        print(f"{area:14} {figures.summary()}")
        if args.failures:
            for line in figures.failures:
                print("   ", line)
    print(f"{'total':14} {total.summary()}")
    if args.generic:
        count = bad = 0
        for file_id, index, text in generic_prints(root):
            count += 1
            result = analyze(text, allow_unregistered=True)
            errors = [d for d in result.diagnostics if d.is_error]
            if errors:
                bad += 1
                if args.failures:
                    print(f"   generic {file_id}#{index}: {errors[0].message}")
        print(f"generic prints parsing clean: {count - bad}/{count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
