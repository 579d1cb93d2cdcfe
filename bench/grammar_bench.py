"""Benchmark of the tree-sitter grammar (grammar-tree-sitter/) beside PyPI's
`tree-sitter-mlir` 0.2.0 when it is installed, measured in the same run.

    python bench/grammar_bench.py [--input FILE] [--lines 100000] [--repeat 5] [--locality]

Without --input, the input is `../shared/bench/gen_mlir.py --lines N --seed 1`.
Reports the full parse time, and the incremental reparse time after a
one-character edit (a same-length replacement in the middle of the file, and
a one-character insertion). With --locality and $MLIR_CORPUS set, also the
error-locality figure of tests/grammar/locality.py for both grammars.
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import tree_sitter

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from grammar._support import gate_chunks, load_language  # noqa: E402
from grammar.locality import mutations, score  # noqa: E402


def generate(lines: int) -> bytes:
    script = ROOT.parent / "shared" / "bench" / "gen_mlir.py"
    return subprocess.run(
        [sys.executable, str(script), "--lines", str(lines), "--seed", "1"],
        check=True,
        capture_output=True,
    ).stdout


def point(text: bytes, offset: int) -> tuple[int, int]:
    row = text.count(b"\n", 0, offset)
    return row, offset - (text.rfind(b"\n", 0, offset) + 1)


def best_of(repeat: int, run: Callable[[], float]) -> float:
    return min(run() for _ in range(repeat))


def measure(language: tree_sitter.Language, source: bytes, repeat: int) -> dict[str, float]:
    parser = tree_sitter.Parser(language)

    def full() -> float:
        start = time.perf_counter()
        parser.parse(source)
        return time.perf_counter() - start

    middle = source.index(b"arith.", len(source) // 2) + len("arith.")

    def incremental(insert: bool) -> float:
        tree = parser.parse(source)
        if insert:
            new = source[:middle] + b"x" + source[middle:]
            old_end = middle
        else:
            new = source[:middle] + b"x" + source[middle + 1 :]
            old_end = middle + 1
        tree.edit(
            start_byte=middle,
            old_end_byte=old_end,
            new_end_byte=middle + 1,
            start_point=point(source, middle),
            old_end_point=point(source, old_end),
            new_end_point=point(new, middle + 1),
        )
        start = time.perf_counter()
        parser.parse(new, tree)
        return time.perf_counter() - start

    full_times = [full() for _ in range(repeat)]
    return {
        "full_s": min(full_times),
        "full_median_s": statistics.median(full_times),
        "replace_ms": best_of(repeat, lambda: incremental(False)) * 1e3,
        "insert_ms": best_of(repeat, lambda: incremental(True)) * 1e3,
        "has_error": float(parser.parse(source).root_node.has_error),
    }


def main() -> None:
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("--input", type=Path)
    args.add_argument("--lines", type=int, default=100_000)
    args.add_argument("--repeat", type=int, default=5)
    args.add_argument("--locality", action="store_true")
    options = args.parse_args()

    source = options.input.read_bytes() if options.input else generate(options.lines)
    grammars: dict[str, tree_sitter.Language] = {"mlir-ls": load_language()}
    try:
        peer = importlib.import_module("tree_sitter_mlir")
        grammars["tree-sitter-mlir 0.2.0"] = tree_sitter.Language(peer.language())
    except ImportError:
        print("(tree-sitter-mlir not installed: pip install tree-sitter-mlir==0.2.0 to compare)")

    lines = source.count(b"\n")
    print(f"input: {lines} lines, {len(source) / 1e6:.1f} MB\n")
    print(
        "| grammar | full parse (best) | full (median) | reparse, 1-char replace | reparse, 1-char insert | errors |"
    )
    print("|---|---:|---:|---:|---:|---|")
    for name, language in grammars.items():
        r = measure(language, source, options.repeat)
        print(
            f"| {name} | {r['full_s']:.3f} s | {r['full_median_s']:.3f} s | "
            f"{r['replace_ms']:.2f} ms | {r['insert_ms']:.2f} ms | {'yes' if r['has_error'] else 'no'} |"
        )

    if options.locality:
        chunks = gate_chunks()
        sample = chunks[:: max(1, len(chunks) // 600)]
        cases = mutations(tree_sitter.Parser(grammars["mlir-ls"]), sample)
        print(f"\nerror locality ({len(cases)} one-token mutations):")
        for name, language in grammars.items():
            s = score(tree_sitter.Parser(language), cases)
            print(f"  {name}: {s.intact}/{s.total} other operations intact = {s.ratio:.2%}")


if __name__ == "__main__":
    main()
