"""ODS import speed: a cold import of StablehloOps (TableGen run) and cached ones.

    .venv/bin/python bench/ods_report.py [--runs 9] [--td FILE.td -I DIR ...]

Cold: an empty cache folder (TableGen runs, the model is reduced and stored, specs built).
Cached: a new registry each run (as a new editor session would), the model read from the
cache and the specs built; the target is at most 100 ms and no TableGen run. Each run is a
fresh process-level import (`registry_for` + looking the dialect up); medians are quoted.
Defaults to `../shared/ods` (or `$MLIR_LS_SHARED_ODS`) StablehloOps.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED_ODS = Path(os.environ.get("MLIR_LS_SHARED_ODS", ROOT.parent / "shared" / "ods"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument(
        "--td", type=Path, default=SHARED_ODS / "stablehlo/stablehlo/dialect/StablehloOps.td"
    )
    parser.add_argument("-I", "--include", type=Path, action="append", default=None)
    parser.add_argument("--namespace", default="stablehlo")
    args = parser.parse_args(argv)
    includes = args.include if args.include is not None else [SHARED_ODS / "stablehlo"]
    if not args.td.is_file():
        print(f"ods_report: {args.td} not found (set MLIR_LS_SHARED_ODS)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="mlir-ls-ods-bench-") as folder:
        os.environ["MLIR_LS_CACHE_DIR"] = folder
        from mlir_ls.config import DialectSettings
        from mlir_ls.dialects.ods_import.loader import registry_for

        settings = DialectSettings(ods=(args.td,), include=tuple(includes))

        def once() -> tuple[float, int, int]:
            start = time.perf_counter()
            result = registry_for(settings, upstream=False)
            dialect = result.registry.dialect(args.namespace)
            seconds = time.perf_counter() - start
            runs = result.importer.tblgen_runs if result.importer else -1
            return seconds, runs, len(dialect.ops) if dialect else 0

        cold, cold_runs, ops = once()
        cached = [once() for _ in range(args.runs)]
    times = [seconds for seconds, _, _ in cached]
    print(f"ODS import of {args.td.name}: {ops} ops in '{args.namespace}'")
    print(f"  cold (TableGen runs: {cold_runs}): {cold * 1000:.1f} ms")
    print(
        f"  cached, median of {args.runs}: {statistics.median(times) * 1000:.1f} ms "
        f"(min {min(times) * 1000:.1f}, max {max(times) * 1000:.1f}; "
        f"TableGen runs: {sum(r for _, r, _ in cached)}); target <= 100 ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
