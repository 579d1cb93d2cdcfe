"""ODS import speed: a cold import of StablehloOps (TableGen run) and cached ones.

    .venv/bin/python bench/ods_report.py [--runs 9] [--td FILE.td -I DIR ...]

Cold: an empty cache folder (TableGen runs, the model is reduced and stored, specs built).
Cached, in process: a new registry each run (as a new editor session would), the model read
from the cache and the specs built; tool facts already known in the process.
Cached, fresh process: each run is a new interpreter (the modules imported first, untimed,
as the editor server has them), timing `registry_for` + looking the dialect up: what an
editor pays on start-up with a warm cache folder. The target is at most 100 ms and no
TableGen run. Wall and CPU time are both quoted (on a loaded machine the CPU time is the
stable one). The anchor, measured the same way in fresh processes: analysing a fixed
400-line function with the hand-written dialects (an editor's everyday work). Medians are quoted. Defaults to `../shared/ods` (or
`$MLIR_LS_SHARED_ODS`) StablehloOps.

`--gap nvvm.pmevent` instead measures what the first op a hand-written dialect leaves to its
placeholder costs (the registry's `op_fallback`: the dialect's upstream `.td` imported, its
undescribed ops built): the lookup of that op in a registry whose hand-written dialect is
already loaded (untimed), cold (TableGen runs) and cached in fresh processes, against the
same anchor.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
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
    parser.add_argument("--gap", help="an op a hand-written dialect leaves to its placeholder")
    args = parser.parse_args(argv)
    if args.gap:
        return gap_report(args.gap, args.runs)
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
        spec = {"td": str(args.td), "include": [str(i) for i in includes], "ns": args.namespace}
        fresh = [_fresh(spec, anchor=False) for _ in range(args.runs)]
        anchor = [_fresh(spec, anchor=True) for _ in range(args.runs)]
    times = [seconds for seconds, _, _ in cached]
    print(f"ODS import of {args.td.name}: {ops} ops in '{args.namespace}'")
    print(f"  cold (TableGen runs: {cold_runs}): {cold * 1000:.1f} ms")
    print(
        f"  cached, in process, median of {args.runs}: {statistics.median(times) * 1000:.1f} ms "
        f"(min {min(times) * 1000:.1f}, max {max(times) * 1000:.1f}; "
        f"TableGen runs: {sum(r for _, r, _ in cached)})"
    )
    fresh_ms = statistics.median(m for m, _, _ in fresh)
    fresh_cpu = statistics.median(c for _, c, _ in fresh)
    anchor_ms = statistics.median(m for m, _, _ in anchor)
    anchor_cpu = statistics.median(c for _, c, _ in anchor)
    print(
        f"  cached, fresh process, median of {args.runs}: {fresh_ms:.1f} ms wall, "
        f"{fresh_cpu:.1f} ms CPU (wall min {min(m for m, _, _ in fresh):.1f}; "
        f"TableGen runs: {sum(r for _, _, r in fresh)}); target <= 100 ms"
    )
    print(
        f"  anchor, fresh process: analysing 400 arith.addi lines: {anchor_ms:.1f} ms wall, "
        f"{anchor_cpu:.1f} ms CPU; cached import / anchor: {fresh_ms / anchor_ms:.2f}x wall, "
        f"{fresh_cpu / anchor_cpu:.2f}x CPU; cold / cached: {cold * 1000 / fresh_ms:.1f}x"
    )
    return 0


_CHILD = """
import json, sys, time
from mlir_ls.config import DialectSettings
from mlir_ls.dialects import new_registry
from mlir_ls.dialects.ods_import.loader import registry_for
from mlir_ls.verify.check import analyze
from pathlib import Path
spec = json.loads(sys.argv[1])
settings = DialectSettings(ods=(Path(spec["td"]),), include=tuple(Path(i) for i in spec["include"]))
anchor_text = "func.func @f(%a: i32, %b: i32) -> i32 {\\n" + "".join(
    f"  %v{i} = arith.addi %a, %b : i32\\n" for i in range(400)
) + "  return %a : i32\\n}\\n"
registry = new_registry()
wall, cpu = time.perf_counter(), time.process_time()
if spec["anchor"]:
    analyze(anchor_text, registry=registry)
    runs = 0
else:
    result = registry_for(settings)
    result.registry.dialect(spec["ns"])
    runs = result.importer.tblgen_runs if result.importer else -1
print(json.dumps([(time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000, runs]))
"""


def gap_report(name: str, runs: int) -> int:
    """The first lookup of `name` (an op of a hand-written dialect it does not describe) in
    the tools' registry: cold, then cached in fresh processes; the anchor beside it."""
    with tempfile.TemporaryDirectory(prefix="mlir-ls-ods-bench-") as folder:
        os.environ["MLIR_LS_CACHE_DIR"] = folder
        spec: dict[str, object] = {"td": "", "include": [], "ns": "", "gap": name}
        cold_ms, cold_cpu, cold_runs = _fresh(spec, anchor=False)
        if cold_runs < 0:
            print(f"ods_report: '{name}' is not imported (no TableGen or include folder?)")
            return 2
        fresh = [_fresh(spec, anchor=False) for _ in range(runs)]
        anchor = [_fresh(spec, anchor=True) for _ in range(runs)]
    fresh_ms = statistics.median(m for m, _, _ in fresh)
    fresh_cpu = statistics.median(c for _, c, _ in fresh)
    anchor_ms = statistics.median(m for m, _, _ in anchor)
    anchor_cpu = statistics.median(c for _, c, _ in anchor)
    print(f"first lookup of '{name}' (its dialect's undescribed ops imported from ODS)")
    print(f"  cold (TableGen runs: {cold_runs}): {cold_ms:.1f} ms wall, {cold_cpu:.1f} ms CPU")
    print(
        f"  cached, fresh process, median of {runs}: {fresh_ms:.1f} ms wall, "
        f"{fresh_cpu:.1f} ms CPU (TableGen runs: {sum(r for _, _, r in fresh)})"
    )
    print(
        f"  anchor, fresh process: analysing 400 arith.addi lines: {anchor_ms:.1f} ms wall, "
        f"{anchor_cpu:.1f} ms CPU; cached first lookup / anchor: {fresh_ms / anchor_ms:.2f}x "
        f"wall, {fresh_cpu / anchor_cpu:.2f}x CPU"
    )
    return 0


_GAP_CHILD = """
import json, sys, time
from mlir_ls.config import DialectSettings
from mlir_ls.dialects.ods_import.loader import registry_for
from mlir_ls.dialects.ods_import.ops import ODS_IMPORTED
name = json.loads(sys.argv[1])["gap"]
result = registry_for(DialectSettings())
result.registry.dialect(name.split(".", 1)[0])  # the hand-written dialect: not timed
wall, cpu = time.perf_counter(), time.process_time()
spec = result.registry.lookup_op(name)
elapsed = [(time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000]
imported = spec is not None and ODS_IMPORTED in spec.traits
runs = result.importer.tblgen_runs if result.importer and imported else -1
print(json.dumps([*elapsed, runs]))
"""


def _fresh(spec: dict[str, object], anchor: bool) -> tuple[float, float, int]:
    """One measure in a new interpreter (same cache folder): wall and CPU milliseconds,
    TableGen runs."""
    child = _GAP_CHILD if spec.get("gap") and not anchor else _CHILD
    done = subprocess.run(
        [sys.executable, "-c", child, json.dumps({**spec, "anchor": anchor})],
        capture_output=True,
        text=True,
        check=True,
        env=os.environ.copy(),
    )
    ms, cpu, runs = json.loads(done.stdout.strip().splitlines()[-1])
    return float(ms), float(cpu), int(runs)


if __name__ == "__main__":
    sys.exit(main())
