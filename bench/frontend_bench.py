"""Front-end benchmark (`make bench`): parse + verify throughput and peak memory.

For each generated input (../shared/bench/gen_mlir.py, seed 1) it measures, in
fresh child processes and interleaved runs (median of --runs):

* mlir-ls: `analyze()` (parse + verify) timed in-process after imports, and the
  child's peak RSS;
* upstream MLIR: the `Parser` phase of `torch-mlir-opt IN -o /dev/null
  --mlir-timing` (parse + verify) and its peak RSS (from the torch-mlir wheel);
* xDSL, when `--xdsl-python` names an interpreter with xdsl installed: parse +
  verify on the `--subset xdsl` input of the same size.

It prints a Markdown table, the ratios the issue sets as targets, and writes
the raw figures as JSON with `--json`. A benchmark, not a test: nothing here
fails a build.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SHARED = ROOT.parent / "shared"
GEN = SHARED / "bench" / "gen_mlir.py"
CACHE = Path(os.environ.get("MLIR_LS_BENCH_CACHE", Path.home() / ".cache" / "mlir-ls-bench"))

MLIR_LS_CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[2])
from mlir_ls.gcpause import BatchCollection
from mlir_ls.verify.check import analyze
text = open(sys.argv[1], encoding="utf-8").read()
with BatchCollection() as collection:  # the collector policy of `mlir-ls check`
    collection.before_file(len(text))
    t0 = time.perf_counter()
    result = analyze(text, allow_unregistered=True)
    elapsed = time.perf_counter() - t0
errors = sum(1 for d in result.diagnostics if d.is_error)
print("RESULT " + json.dumps({"seconds": elapsed, "errors": errors,
      "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""

XDSL_CHILD = r"""
import json, resource, sys, time
from xdsl.context import Context
from xdsl.parser import Parser
from xdsl.universe import Universe
ctx = Context()
for name, dialect in Universe.get_multiverse().all_dialects.items():
    ctx.register_dialect(name, dialect)
data = open(sys.argv[1], encoding="utf-8").read()
t0 = time.perf_counter()
module = Parser(ctx, data, sys.argv[1]).parse_module()
module.verify()
print("RESULT " + json.dumps({"seconds": time.perf_counter() - t0,
      "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""

PARSER_PHASE = re.compile(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+Parser\s*$", re.M)


def find_upstream_opt() -> str | None:
    if os.environ.get("MLIR_OPT"):
        return os.environ["MLIR_OPT"]
    found = glob.glob(
        str(
            Path.home()
            / ".cache/mlir-oracle/lib/python3*/site-packages/torch_mlir/_mlir_libs/torch-mlir-opt"
        )
    )
    return found[0] if found else None


def generate(lines: int, flavour: str, opt: str | None) -> Path | None:
    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / f"{flavour}_{lines}.mlir"
    if path.exists():
        return path
    args = [sys.executable, str(GEN), "--lines", str(lines), "--seed", "1"]
    if flavour == "generic":
        if opt is None:
            return None
        args += ["--generic", "--mlir-opt", opt]
    elif flavour == "xdsl":
        args += ["--subset", "xdsl"]
    with tempfile.NamedTemporaryFile("w", dir=CACHE, delete=False, suffix=".tmp") as out:
        subprocess.run(args, stdout=out, check=True)
    os.replace(out.name, path)
    return path


def run_child(cmd: list[str]) -> tuple[dict[str, Any] | None, float]:
    """Run a child; its RESULT line and its peak RSS in MB (from wait4)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        out.seek(0)
        err.seek(0)
        text = out.read().decode(errors="replace")
        stderr = err.read().decode(errors="replace")
    peak = usage.ru_maxrss / 1024
    if os.waitstatus_to_exitcode(status) != 0 and "RESULT" not in text:
        return {"error": stderr.strip().splitlines()[-1:] or ["failed"], "stderr": stderr}, peak
    for line in text.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[len("RESULT ") :]), peak
    return {"stderr": stderr}, peak


def measure_mlir_ls(path: Path) -> dict[str, Any]:
    result, peak = run_child([sys.executable, "-c", MLIR_LS_CHILD, str(path), str(ROOT / "server")])
    assert result is not None
    result["peak_mb"] = peak
    return result


def measure_upstream(opt: str, path: Path) -> dict[str, Any]:
    cmd = [opt, str(path), "-o", os.devnull, "--mlir-timing", "--allow-unregistered-dialect"]
    result, peak = run_child(cmd)
    stderr = (result or {}).get("stderr", "")
    phase = PARSER_PHASE.search(stderr)
    return {"seconds": float(phase.group(1)) if phase else None, "peak_mb": peak}


def measure_xdsl(python: str, path: Path) -> dict[str, Any]:
    result, peak = run_child([python, "-c", XDSL_CHILD, str(path)])
    assert result is not None
    result["peak_mb"] = peak
    return result


def median(values: list[float | None]) -> float | None:
    clean = [v for v in values if v is not None]
    return statistics.median(clean) if clean else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000,1000000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--xdsl-python", default=os.environ.get("XDSL_PYTHON"))
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    opt = find_upstream_opt()
    if opt is None:
        print(
            "note: no torch-mlir-opt found (set MLIR_OPT): upstream columns and generic inputs skipped"
        )
    sizes = [int(s) for s in args.sizes.split(",")]
    rows: list[dict[str, Any]] = []
    for size in sizes:
        for flavour in ("generic", "full"):
            path = generate(size, flavour, opt)
            if path is None:
                continue
            lines = path.read_text(encoding="utf-8").count("\n")
            ours: list[dict[str, Any]] = []
            upstream: list[dict[str, Any]] = []
            runs = 1 if size >= 1_000_000 else args.runs
            for _ in range(runs):
                ours.append(measure_mlir_ls(path))
                if opt is not None:
                    upstream.append(measure_upstream(opt, path))
            row: dict[str, Any] = {
                "input": path.name,
                "lines": lines,
                "mlir_ls_s": median([r.get("seconds") for r in ours]),
                "mlir_ls_peak_mb": median([r.get("peak_mb") for r in ours]),
                "mlir_ls_errors": ours[0].get("errors"),
                "upstream_s": median([r.get("seconds") for r in upstream]) if upstream else None,
                "upstream_peak_mb": median([r.get("peak_mb") for r in upstream])
                if upstream
                else None,
            }
            if args.xdsl_python and flavour == "full" and size <= 100_000:
                xpath = generate(size, "xdsl", opt)
                assert xpath is not None
                xdsl = measure_xdsl(args.xdsl_python, xpath)
                ours_x = measure_mlir_ls(xpath)
                row["xdsl_input"] = xpath.name
                row["xdsl_s"] = xdsl.get("seconds")
                row["mlir_ls_on_xdsl_input_s"] = ours_x.get("seconds")
            rows.append(row)
            print(json.dumps(row), file=sys.stderr)
    print_table(rows)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))
    return 0


def fmt(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def print_table(rows: list[dict[str, Any]]) -> None:
    print(
        "| input | lines | mlir-ls p+v s | lines/s | peak MB | upstream p+v s | upstream peak MB | ratio | mem ratio | xDSL s | xDSL/mlir-ls |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        ours = row["mlir_ls_s"]
        up = row["upstream_s"]
        speed = row["lines"] / ours if ours else None
        ratio = ours / up if ours and up else None
        mem = (
            row["mlir_ls_peak_mb"] / row["upstream_peak_mb"]
            if row.get("upstream_peak_mb")
            else None
        )
        xdsl = row.get("xdsl_s")
        xratio = (
            xdsl / row["mlir_ls_on_xdsl_input_s"]
            if xdsl and row.get("mlir_ls_on_xdsl_input_s")
            else None
        )
        print(
            f"| {row['input']} | {row['lines']:,} | {fmt(ours)} | {fmt(speed, 0)} | {fmt(row['mlir_ls_peak_mb'], 0)} "
            f"| {fmt(up)} | {fmt(row.get('upstream_peak_mb'), 0)} | {fmt(ratio, 1)}x | {fmt(mem, 1)}x "
            f"| {fmt(xdsl)} | {fmt(xratio, 1)}x |"
        )
    by_name = {row["input"]: row for row in rows}
    g100 = by_name.get("generic_100000.mlir")
    g1m = by_name.get("generic_1000000.mlir")
    if g100 and g100["mlir_ls_s"]:
        print(
            f"\ngeneric 100k: {g100['lines'] / g100['mlir_ls_s']:,.0f} lines/s (target >= 25,000)"
        )
        if g100["upstream_s"]:
            print(
                f"generic 100k vs upstream: {g100['mlir_ls_s'] / g100['upstream_s']:.1f}x (target <= 10x)"
            )
        if g100.get("upstream_peak_mb"):
            print(
                f"generic 100k peak memory vs upstream: {g100['mlir_ls_peak_mb'] / g100['upstream_peak_mb']:.1f}x (target <= 3x)"
            )
    if g100 and g1m and g100["mlir_ls_s"] and g1m["mlir_ls_s"]:
        print(
            f"generic 1M / 100k time: {g1m['mlir_ls_s'] / g100['mlir_ls_s']:.1f}x (target <= 11x)"
        )


if __name__ == "__main__":
    started = time.perf_counter()
    code = main()
    print(f"(benchmark took {time.perf_counter() - started:.0f}s)", file=sys.stderr)
    sys.exit(code)
