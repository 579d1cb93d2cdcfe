"""Time of every front end and IDE path against nesting depth (issue 14: linear in the input).

For each kind of nesting in tests/test_fuzz.py's `NESTED` (regions, generic regions,
types, affine parentheses, arrays, dictionaries, dense literals, call-site locations,
affine sums), at depths 1,000, 2,000 and 4,000: check, format, print (custom and
generic), and the IDE requests (hover, definition, completion and selection at three
offsets; semantic tokens, symbols, folding, inlay hints). Prints CPU seconds per path
(the median of `--repeat` runs, each after a full garbage collection) and the ratio
t(4,000) / t(2,000): about 2 when linear, about 4 when quadratic.

    python bench/deep_bench.py [--depths 1000 2000 4000] [--kinds regions memref] [--repeat 3]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from mlir_ls import ide  # noqa: E402
from mlir_ls.fmt.formatter import format_text  # noqa: E402
from mlir_ls.ide import Analysis, AnalysisOptions  # noqa: E402
from mlir_ls.printer.asm_printer import PrintOptions  # noqa: E402
from mlir_ls.printer.module import print_result  # noqa: E402
from mlir_ls.text.deep import run_deep  # noqa: E402
from mlir_ls.verify.check import analyze  # noqa: E402
from test_fuzz import NESTED  # noqa: E402


def paths(text: str) -> dict[str, Callable[[], object]]:
    """The timed paths on `text` (the IDE ones share one analysis, as the server's do)."""
    document = analyze(text, allow_unregistered=True)
    analysis = Analysis(text, document, AnalysisOptions(split_marker=None))
    offsets = [len(text) // 3, len(text) // 2, len(text) - 2]

    def at_offsets(fn: Callable[[Analysis, int], object]) -> Callable[[], object]:
        return lambda: [fn(analysis, o) for o in offsets]

    return {
        "check": lambda: analyze(text, allow_unregistered=True),
        "format": lambda: format_text(text, marker=None),
        "print": lambda: [print_result(c.parse) for c in document.chunks],
        "print generic": lambda: [
            print_result(c.parse, PrintOptions(generic=True)) for c in document.chunks
        ],
        "index": lambda: analysis.index,
        "hover": at_offsets(ide.hover),
        "definition": at_offsets(ide.definition),
        "completion": at_offsets(ide.completion),
        "selection": lambda: ide.selection_ranges(analysis, offsets),
        "semantic tokens": lambda: ide.semantic_tokens(analysis),
        "symbols": lambda: ide.document_symbols(analysis),
        "folding": lambda: ide.folding_ranges(analysis),
        "inlay hints": lambda: ide.inlay_hints(analysis),
    }


def _time(fn: Callable[[], object], repeat: int) -> float:
    """Median CPU seconds (of this thread: other processes on a loaded machine do not count)
    of `repeat` calls, each after a full collection (a collection of the previous call's
    garbage must not land inside the next)."""
    times = []
    for _ in range(repeat):
        gc.collect()
        start = time.thread_time()
        fn()
        times.append(time.thread_time() - start)
    return statistics.median(times)


def measure(
    kinds: list[str], depths: list[int], repeat: int = 1, only: list[str] | None = None
) -> dict[str, dict[str, list[float]]]:
    """seconds[kind][path] per depth."""
    out: dict[str, dict[str, list[float]]] = {}
    for kind in kinds:
        out[kind] = {}
        for depth in depths:
            text = NESTED[kind](depth)
            timed = paths(text)
            # What is alive is frozen, as the server does after each analysis (gcpause.py):
            # a collection inside a timed call does not traverse the analysis built before.
            gc.collect()
            gc.freeze()
            try:
                for name, fn in timed.items():
                    if only is None or name in only:
                        out[kind].setdefault(name, []).append(_time(fn, repeat))
            finally:
                gc.unfreeze()
                del timed
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--depths", type=int, nargs="+", default=[1000, 2000, 4000])
    parser.add_argument("--kinds", nargs="+", default=list(NESTED))
    parser.add_argument("--paths", nargs="+", default=None, help="only these paths")
    parser.add_argument("--repeat", type=int, default=3, help="median of this many runs")
    args = parser.parse_args()
    results = run_deep(measure, args.kinds, args.depths, args.repeat, args.paths)
    header = "".join(f"{d:>9}" for d in args.depths)
    print(f"{'kind':20} {'path':16}{header}  ratio(last/previous)")
    worst = 0.0
    for kind, by_path in results.items():
        for name, times in by_path.items():
            ratio = times[-1] / times[-2] if len(times) > 1 and times[-2] > 0.005 else 0.0
            worst = max(worst, ratio)
            cells = "".join(f"{t:9.3f}" for t in times)
            print(f"{kind:20} {name:16}{cells}  {ratio:5.1f}")
    print(f"worst ratio (paths over 5 ms): {worst:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
