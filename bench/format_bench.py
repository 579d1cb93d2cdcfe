"""Throughput of `mlir-ls format` (and `print`) beside the parse time.

    python bench/format_bench.py [--lines 100000] [--seed 1] [--repeat 3]

Generates the file with ../shared/bench/gen_mlir.py (deterministic), then times
parse alone, `print` (custom and generic), and `format` (which parses, prints,
and re-parses every chunk it changed for its safety checks). `bench/batch_bench.py`
gives the same figures beside `mlir-opt` 22. Reports the best of
`--repeat` runs in seconds and lines per second.
"""

from __future__ import annotations

import argparse
import gc
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
GEN = HERE.parent.parent / "shared" / "bench" / "gen_mlir.py"

from mlir_ls.dialects import default_registry  # noqa: E402
from mlir_ls.fmt.formatter import format_text  # noqa: E402
from mlir_ls.parser import ParseOptions, parse  # noqa: E402
from mlir_ls.printer.asm_printer import PrintOptions  # noqa: E402
from mlir_ls.printer.module import print_result  # noqa: E402


def best_of(repeat: int, fn: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--file", type=Path, help="time this file instead of a generated one")
    args = parser.parse_args()
    if args.file:
        text = args.file.read_text(encoding="utf-8")
    else:
        text = subprocess.run(
            [sys.executable, str(GEN), "--lines", str(args.lines), "--seed", str(args.seed)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    lines = text.count("\n")
    registry = default_registry()
    options = ParseOptions(allow_unregistered=True)
    result = parse(text, registry, options)
    if result.has_errors:
        print("the input has errors; figures would be meaningless", file=sys.stderr)
        return 1
    formatted = format_text(text)
    rows = [
        ("parse", best_of(args.repeat, lambda: parse(text, registry, options))),
        ("print (custom)", best_of(args.repeat, lambda: print_result(result))),
        (
            "print (generic)",
            best_of(args.repeat, lambda: print_result(result, PrintOptions(generic=True))),
        ),
        ("format", best_of(args.repeat, lambda: format_text(text))),
    ]
    print(f"{lines} lines, {len(text) / 1e6:.1f} MB; format fallbacks: {formatted.fallbacks}")
    print(f"format changed the text: {formatted.text != text}")
    for name, seconds in rows:
        print(f"{name:16} {seconds:8.2f} s  {lines / seconds:10.0f} lines/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
