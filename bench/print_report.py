"""How often `mlir-ls print` equals the oracle's prints on $MLIR_CORPUS (default ../shared/corpus).

For every chunk the oracle accepts, our print of the chunk is compared with the
oracle's `generic`, `custom` and `custom_local` print (modulo trailing newlines).
Only chunks that mlir-ls itself accepts can be printed; the figures give both
denominators. `--roundtrip` also parses the oracle's generic print and prints it
generically again (a check of attribute/type spelling independent of dialects).

    python bench/print_report.py [--areas ir,builtin,func] [--mode generic] [--show N]
"""

from __future__ import annotations

import argparse
import difflib
import os
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
os.environ.setdefault("MLIR_CORPUS", str(HERE.parent.parent / "shared" / "corpus"))

from corpus_support import corpus_files, corpus_root  # noqa: E402
from mlir_ls.dialects import default_registry  # noqa: E402
from mlir_ls.parser import ParseOptions, parse  # noqa: E402
from mlir_ls.printer.asm_printer import PrintOptions  # noqa: E402
from mlir_ls.printer.module import print_result  # noqa: E402
from mlir_ls.verify.check import analyze  # noqa: E402

MODES = {
    "generic": ("generic", PrintOptions(generic=True)),
    "custom": ("custom", PrintOptions()),
    "local": ("custom_local", PrintOptions(local_scope=True)),
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--areas", default="", help="comma-separated areas (default: all)")
    parser.add_argument("--mode", default="generic,custom,local")
    parser.add_argument("--show", type=int, default=0, help="show the first N mismatches")
    parser.add_argument("--roundtrip", action="store_true")
    parser.add_argument(
        "--first", action="store_true", help="print the first differing line pair of each mismatch"
    )
    args = parser.parse_args()
    root = corpus_root()
    if root is None:
        print("MLIR_CORPUS does not name a corpus", file=sys.stderr)
        return 2
    areas = tuple(a for a in args.areas.split(",") if a) or None
    modes = [m for m in args.mode.split(",") if m]
    per_area: dict[str, Counter[str]] = {}
    shown = 0
    for corpus_file in corpus_files(root, areas):
        counts = per_area.setdefault(corpus_file.area, Counter())
        text = corpus_file.text()
        analysis = analyze(
            text,
            split_marker="// -----" if corpus_file.split else None,
            allow_unregistered=corpus_file.allow_unregistered,
        )
        for ours, oracle in zip(analysis.chunks, corpus_file.oracle["chunks"], strict=False):
            if not oracle.get("ok"):
                continue
            counts["accepted"] += 1
            if any(d.is_error for d in ours.diagnostics):
                continue
            counts["parsed"] += 1
            for mode in modes:
                key, options = MODES[mode]
                expected = (oracle.get(key) or "").rstrip("\n")
                try:
                    got = print_result(ours.parse, options).rstrip("\n")
                except Exception as exc:  # a printer bug: count and show it
                    got = f"<<exception {exc!r}>>"
                if got == expected:
                    counts[mode] += 1
                elif args.first:
                    print(
                        _first_difference(
                            f"{mode} {corpus_file.id}#{oracle['index']}", expected, got
                        )
                    )
                elif shown < args.show:
                    shown += 1
                    print(f"=== {mode} mismatch {corpus_file.id}#{oracle['index']}")
                    diff = difflib.unified_diff(
                        expected.splitlines(), got.splitlines(), "oracle", "ours", lineterm="", n=1
                    )
                    print("\n".join(list(diff)[:40]))
            if args.roundtrip and oracle.get("generic"):
                result = parse(
                    oracle["generic"],
                    default_registry(),
                    ParseOptions(allow_unregistered=True),
                )
                if not result.has_errors:
                    counts["rt_parsed"] += 1
                    got = print_result(result, PrintOptions(generic=True)).rstrip("\n")
                    if got == oracle["generic"].rstrip("\n"):
                        counts["roundtrip"] += 1
    total: Counter[str] = Counter()
    for area, counts in sorted(per_area.items()):
        total.update(counts)
        print(_line(area, counts, modes, args.roundtrip))
    print(_line("total", total, modes, args.roundtrip))
    return 0


def _first_difference(where: str, expected: str, got: str) -> str:
    lines_e, lines_g = expected.splitlines(), got.splitlines()
    for index in range(max(len(lines_e), len(lines_g))):
        e = lines_e[index] if index < len(lines_e) else "<end>"
        g = lines_g[index] if index < len(lines_g) else "<end>"
        if e != g:
            return f"@@ {where}\n- {e.strip()}\n+ {g.strip()}"
    return f"@@ {where}\n(trailing difference)"


def _line(area: str, counts: Counter[str], modes: list[str], roundtrip: bool) -> str:
    acc, parsed = counts["accepted"], counts["parsed"]
    parts = [f"{area:14} accepted {acc:5} parsed {parsed:5}"]
    for mode in modes:
        n = counts[mode]
        parts.append(f"{mode} {n}/{parsed} ({n / parsed if parsed else 1:.1%})")
    if roundtrip:
        n, d = counts["roundtrip"], counts["rt_parsed"]
        parts.append(f"roundtrip {n}/{d} ({n / d if d else 1:.1%})")
    return "  ".join(parts)


if __name__ == "__main__":
    sys.exit(main())
