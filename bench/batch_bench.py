"""Batch throughput (`make bench`): `mlir-ls check`, `print` and `format` beside `mlir-opt` 22.

    python bench/batch_bench.py [--lines 100000] [--runs 3] [--no-1m] [--no-check] [--json OUT]

Inputs come from ../shared/bench/gen_mlir.py (seed 1, cached in ~/.cache/mlir-ls-bench):
the custom-form file, the generic-form file (printed by `mlir-opt --mlir-print-op-generic`)
and the `--locs` file (a `loc(#locN)` on every op, one alias per location). Runs are
interleaved (ours, upstream, ours, ...) and medians reported, so that load on a shared
machine hits both columns alike. The package's bytecode is compiled first (`compileall`),
so that no measured run compiles modules.

* check: the whole `mlir-ls check FILE` process against the whole `mlir-opt FILE -o
  /dev/null --allow-unregistered-dialect` process (parse, verify and print to /dev/null,
  upstream's cheapest complete run): CPU seconds (user + system, from wait4) and peak RSS.
* print: lines per second of the printer alone (`print_result` on a parsed file, CPU time
  in a child), and of the whole `mlir-ls print` process beside `mlir-opt`'s.
* format: lines per second of `format_text` (it parses, prints, and checks the result by
  re-parsing it unless nothing changed), on the generated file and on its formatted text
  (an already formatted file: the common case of format-on-save), and on that text with one
  `return` in the middle spelled `func.return` (a one-line edit, then format-on-save). The phases are timed in
  `--runs` children, medians reported.
* 1M / 100k: the check CPU ratio between the 1M-line and the 100k-line custom inputs.

Targets (issue 13): check <= 4x upstream CPU (generic and custom), <= 6x (`--locs`), peak
RSS <= 2.5x, 1M/100k <= 10.5x; print >= 100k lines/s; format >= 50k lines/s.
`--no-check`: only the print and format figures. A benchmark, not a test: nothing here
fails a build.
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
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
GEN = ROOT.parent / "shared" / "bench" / "gen_mlir.py"
CACHE = Path(os.environ.get("MLIR_LS_BENCH_CACHE", Path.home() / ".cache" / "mlir-ls-bench"))
MLIR_OPT = os.environ.get("MLIR_OPT_22", "/usr/lib/llvm-22/bin/mlir-opt")
MLIR_LS = [sys.executable, "-m", "mlir_ls"]

#: Times the printer alone and `format_text` in a child (CPU seconds, after imports).
PHASES_CHILD = r"""
import gc, json, sys, time
from mlir_ls.dialects import default_registry
from mlir_ls.fmt.formatter import format_text
from mlir_ls.parser import ParseOptions, parse
from mlir_ls.printer.module import print_result
text = open(sys.argv[1], encoding="utf-8").read()
gc.disable()
result = parse(text, default_registry(), ParseOptions(allow_unregistered=True))
assert not result.has_errors, "the input has errors"
t0 = time.process_time()
print_result(result)
t1 = time.process_time()
formatted = format_text(text)
t2 = time.process_time()
again = format_text(formatted.text)
t3 = time.process_time()
assert again.text == formatted.text, "format is not idempotent"
at = formatted.text.index(" return ", len(formatted.text) // 2)
edited = formatted.text[:at] + " func.return " + formatted.text[at + 8:]
t4 = time.process_time()
after_edit = format_text(edited)
t5 = time.process_time()
assert after_edit.text == formatted.text, "the edit is not formatted away"
print("RESULT " + json.dumps({"print_s": t1 - t0, "format_s": t2 - t1,
      "format_formatted_s": t3 - t2, "format_edited_s": t5 - t4,
      "changed": formatted.text != text, "fallbacks": formatted.fallbacks}))
"""


def generate(lines: int, flavour: str) -> Path:
    """The cached generated input (`custom`, `generic` or `locs`) of about `lines` lines."""
    CACHE.mkdir(parents=True, exist_ok=True)
    name = {"custom": "full", "generic": "opt22_generic", "locs": "locs"}[flavour]
    path = CACHE / f"{name}_{lines}.mlir"
    if path.exists():
        return path
    args = [sys.executable, str(GEN), "--lines", str(lines), "--seed", "1"]
    if flavour == "generic":
        args += ["--generic", "--mlir-opt", MLIR_OPT]
    elif flavour == "locs":
        args += ["--locs"]
    with tempfile.NamedTemporaryFile("w", dir=CACHE, delete=False, suffix=".tmp") as out:
        subprocess.run(args, stdout=out, check=True)
    os.replace(out.name, path)
    return path


def run(cmd: list[str]) -> dict[str, Any]:
    """CPU seconds, wall seconds, peak RSS (MB) and output of one child process."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode(errors="replace")
        stderr = err.read().decode(errors="replace")
    return {
        "cpu_s": usage.ru_utime + usage.ru_stime,
        "wall_s": wall,
        "peak_mb": usage.ru_maxrss / 1024,
        "status": os.waitstatus_to_exitcode(status),
        "stdout": stdout,
        "stderr": stderr,
    }


def median(rows: list[dict[str, Any]], key: str) -> float:
    return statistics.median(r[key] for r in rows)


def compare(ours_cmd: list[str], theirs_cmd: list[str], runs: int) -> dict[str, float]:
    ours: list[dict[str, Any]] = []
    theirs: list[dict[str, Any]] = []
    for _ in range(runs):
        ours.append(run(ours_cmd))
        theirs.append(run(theirs_cmd))
    for row, cmd in ((ours[0], ours_cmd), (theirs[0], theirs_cmd)):
        if row["status"] not in (0,):
            tail = row["stderr"].strip().splitlines()[-3:]
            print(f"warning: {' '.join(cmd[-2:])} exited {row['status']}: {tail}", file=sys.stderr)
    return {
        "ours_cpu_s": median(ours, "cpu_s"),
        "ours_peak_mb": median(ours, "peak_mb"),
        "opt_cpu_s": median(theirs, "cpu_s"),
        "opt_peak_mb": median(theirs, "peak_mb"),
    }


def compile_bytecode() -> None:
    """Write the package's bytecode first, as an installed package has it: the measured
    runs must not compile modules (with PYTHONDONTWRITEBYTECODE set, or sources newer
    than their cache, every run would)."""
    import mlir_ls

    package = Path(mlir_ls.__file__).parent
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(package)], check=False)


def opt_cmd(path: Path) -> list[str]:
    return [MLIR_OPT, str(path), "-o", os.devnull, "--allow-unregistered-dialect"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-1m", action="store_true", help="skip the 1M-line input")
    parser.add_argument(
        "--no-check", action="store_true", help="only print and format (no check tables, no 1M)"
    )
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if not Path(MLIR_OPT).exists():
        print(f"no mlir-opt 22 at {MLIR_OPT} (set MLIR_OPT_22): nothing to compare with")
        return 0
    compile_bytecode()
    figures: dict[str, Any] = {"lines": args.lines}
    if not args.no_check:
        check_tables(args, figures)
    print_and_format(args, figures)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2))
    return 0


def check_tables(args: argparse.Namespace, figures: dict[str, Any]) -> None:
    """The check CPU and peak RSS tables, and the 1M / 100k ratio (unless `--no-1m`)."""
    print(f"## check, {args.lines:,} lines (median of {args.runs}; CPU = user + system)\n")
    print("| input | lines | mlir-ls CPU s | mlir-opt-22 CPU s | ratio | target |")
    print("|---|---:|---:|---:|---:|---:|")
    rss_rows = []
    for flavour, target in (("generic", 4.0), ("custom", 4.0), ("locs", 6.0)):
        path = generate(args.lines, flavour)
        lines = path.read_text(encoding="utf-8").count("\n")
        row = compare([*MLIR_LS, "check", "-q", str(path)], opt_cmd(path), args.runs)
        figures[f"check_{flavour}"] = {"lines": lines, **row}
        ratio = row["ours_cpu_s"] / row["opt_cpu_s"]
        print(
            f"| {flavour} | {lines:,} | {row['ours_cpu_s']:.2f} | {row['opt_cpu_s']:.2f} "
            f"| {ratio:.2f}x | <= {target:g}x |"
        )
        rss_rows.append((flavour, row))
    print("\n| input | mlir-ls peak MB | mlir-opt-22 peak MB | ratio (target <= 2.5x) |")
    print("|---|---:|---:|---:|")
    for flavour, row in rss_rows:
        ratio = row["ours_peak_mb"] / row["opt_peak_mb"]
        print(
            f"| {flavour} | {row['ours_peak_mb']:.0f} | {row['opt_peak_mb']:.0f} | {ratio:.2f}x |"
        )

    if not args.no_1m:
        big = generate(10 * args.lines, "custom")
        big_lines = big.read_text(encoding="utf-8").count("\n")
        row = compare([*MLIR_LS, "check", "-q", str(big)], opt_cmd(big), 1)
        small = figures["check_custom"]
        figures["check_custom_1m"] = {"lines": big_lines, **row}
        ratio = row["ours_cpu_s"] / small["ours_cpu_s"]
        opt_ratio = row["opt_cpu_s"] / small["opt_cpu_s"]
        print(f"\n## {big_lines:,} / {small['lines']:,} lines (custom input, check CPU)\n")
        print(
            f"mlir-ls {row['ours_cpu_s']:.1f} s / {small['ours_cpu_s']:.2f} s = {ratio:.1f}x "
            f"(target <= 10.5x); mlir-opt-22 {row['opt_cpu_s']:.1f} s / "
            f"{small['opt_cpu_s']:.2f} s = {opt_ratio:.1f}x; "
            f"1M vs mlir-opt-22: {row['ours_cpu_s'] / row['opt_cpu_s']:.1f}x CPU, "
            f"{row['ours_peak_mb'] / row['opt_peak_mb']:.1f}x peak RSS"
        )


def print_and_format(args: argparse.Namespace, figures: dict[str, Any]) -> None:
    """The printer's and the formatter's throughput, and the whole `print` process."""
    custom = generate(args.lines, "custom")
    lines = custom.read_text(encoding="utf-8").count("\n")
    rows: list[dict[str, Any]] = []
    for _ in range(args.runs):
        phases = run([sys.executable, "-c", PHASES_CHILD, str(custom)])
        row = next(
            (json.loads(x[7:]) for x in phases["stdout"].splitlines() if x.startswith("RESULT ")),
            None,
        )
        if row is None:
            print("phase timing failed:", phases["stderr"].strip().splitlines()[-3:])
            break
        rows.append(row)
    whole = compare([*MLIR_LS, "print", str(custom)], opt_cmd(custom), args.runs)
    print(f"\n## print and format, custom input ({lines:,} lines; median of {len(rows)})\n")
    if rows:
        result = dict(rows[0])
        for key in ("print_s", "format_s", "format_formatted_s", "format_edited_s"):
            result[key] = median(rows, key)
        figures["phases"] = result
        print("| measure | seconds | lines/s | target |")
        print("|---|---:|---:|---:|")
        print(
            f"| print (printer alone) | {result['print_s']:.2f} "
            f"| {lines / result['print_s']:,.0f} | >= 100,000 |"
        )
        print(
            f"| format (changes the text: {result['changed']}) | {result['format_s']:.2f} "
            f"| {lines / result['format_s']:,.0f} | >= 50,000 |"
        )
        print(
            f"| format of the formatted text | {result['format_formatted_s']:.2f} "
            f"| {lines / result['format_formatted_s']:,.0f} | >= 50,000 |"
        )
        print(
            f"| format of the formatted text after a one-line edit | "
            f"{result['format_edited_s']:.2f} | {lines / result['format_edited_s']:,.0f} | |"
        )
    figures["print_process"] = whole
    print(
        f"| `mlir-ls print` whole process CPU | {whole['ours_cpu_s']:.2f} "
        f"| {lines / whole['ours_cpu_s']:,.0f} | mlir-opt-22 (parse+verify+print): "
        f"{whole['opt_cpu_s']:.2f} s, {lines / whole['opt_cpu_s']:,.0f} lines/s |"
    )


if __name__ == "__main__":
    started = time.perf_counter()
    code = main()
    print(f"(benchmark took {time.perf_counter() - started:.0f}s)", file=sys.stderr)
    sys.exit(code)
