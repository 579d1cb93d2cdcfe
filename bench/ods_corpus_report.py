"""Issue 11's gate: `mlir-ls check` with dialects imported from ODS, per corpus area.

With the ODS files of ../shared/ods (stablehlo, chlo, vhlo, torch, torch_c, tm_tensor) and
the upstream include folder (the other upstream dialects are imported on first use), prints
per area: oracle-accepted chunks that check clean, chunks without an "unknown operation"
warning, oracle-rejected chunks we flag, and accepted chunks made only of ops with a fully
described custom form (declarative format without unknown directives, or hand-written) whose
custom print is byte-identical to the oracle's. (`bench/ods_report.py` measures import speed.)

`ods-level` counts the oracle-rejected chunks whose first error is one an ODS description
can state (a type or attribute constraint, a required attribute, a parent, a Same*/All*
trait, a PredOpTrait, a region or successor count; `ODS_LEVEL` below), and how many of
them we report with the oracle's message on its line: the honest denominator of "reject".

`--handwritten` instead measures, per hand-written dialect, how the importer alone would do:
that dialect's area checked and printed with a registry whose only description of the dialect
is the one imported from upstream's `.td`.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
os.environ.setdefault("MLIR_CORPUS", str(HERE.parent.parent / "shared" / "corpus"))

from corpus_support import corpus_files, corpus_root  # noqa: E402
from mlir_ls.config import DialectSettings  # noqa: E402
from mlir_ls.dialects.ods_import.loader import registry_for  # noqa: E402
from mlir_ls.dialects.ods_import.ops import ODS_TOLERANT_FORM  # noqa: E402
from mlir_ls.ir.spec import Registry  # noqa: E402
from mlir_ls.printer.module import print_result  # noqa: E402
from mlir_ls.text.line_index import LineIndex  # noqa: E402
from mlir_ls.verify.check import analyze  # noqa: E402

AREAS = (
    "stablehlo,chlo,vhlo,torch,torch_c,tm_tensor,sparse_tensor,quant,ml_program,omp,acc,"
    "pdl,pdl_interp,irdl,nvgpu,amdgpu,wasmssa"
)
HANDWRITTEN = (
    "arith",
    "math",
    "cf",
    "scf",
    "func",
    "index",
    "ub",
    "memref",
    "tensor",
    "linalg",
    "complex",
    "bufferization",
    "affine",
    "vector",
    "gpu",
    "llvm",
    "nvvm",
    "rocdl",
    "xevm",
    "dlti",
)
SHARED_ODS = Path(os.environ.get("MLIR_LS_SHARED_ODS", HERE.parent.parent / "shared" / "ods"))
ODS_FILES = (
    "stablehlo/stablehlo/dialect/StablehloOps.td",
    "stablehlo/stablehlo/dialect/ChloOps.td",
    "stablehlo/stablehlo/dialect/VhloOps.td",
    "torch-mlir/include/torch-mlir/Dialect/Torch/IR/TorchOps.td",
    "torch-mlir/include/torch-mlir/Dialect/TorchConversion/IR/TorchConversionOps.td",
    "torch-mlir/include/torch-mlir-dialects/Dialect/TMTensor/IR/TMTensorOps.td",
)
INCLUDES = ("stablehlo", "torch-mlir/include")
#: First errors an ODS description can state (the generated verifier's and parser's words).
ODS_LEVEL = re.compile(
    r"(operand|result) #\d+ must be|requires attribute '|attribute '[^']*' failed to satisfy"
    r"|property '[^']*' failed to satisfy|expects parent op|requires the same (element )?type"
    r"|requires compatible element types|requires the same shape|requires all operands"
    r"|failed to verify that|requires (\d+|one|zero) (region|successor)|region #\d+ .*"
    r"failed to verify constraint|expected \d+ .*operands|requires a single successor"
    r"|must be the last operation|isolated from above"
)


def shared_settings() -> DialectSettings:
    return DialectSettings(
        ods=tuple(SHARED_ODS / f for f in ODS_FILES),
        include=tuple(SHARED_ODS / i for i in INCLUDES),
    )


def declarative_only(module: Any) -> bool:
    """Every op of the chunk (in whatever form it is written) has a fully described custom
    form: a declarative format without unknown directives, or a hand-written printer."""
    for op in module.walk():
        if op is module:
            continue
        if op.spec is None or ODS_TOLERANT_FORM in op.spec.traits:
            return False
    return True


def measure(areas: tuple[str, ...], registry: Registry, failures: bool) -> Counter[str]:
    total: Counter[str] = Counter()
    root = corpus_root()
    assert root is not None
    for area in areas:
        counts: Counter[str] = Counter()
        misses: list[str] = []
        for corpus_file in corpus_files(root, (area,)):
            index: LineIndex | None = None
            analysis = analyze(
                corpus_file.text(),
                split_marker="// -----" if corpus_file.split else None,
                allow_unregistered=corpus_file.allow_unregistered,
                registry=registry,
            )
            for ours, oracle in zip(analysis.chunks, corpus_file.oracle["chunks"], strict=False):
                where = f"{corpus_file.id}#{oracle['index']} (line {oracle['start_line']})"
                errors = [d for d in ours.diagnostics if d.is_error]
                counts["chunks"] += 1
                unknown = [d for d in ours.diagnostics if "unknown operation" in d.message]
                if not unknown:
                    counts["no_unknown"] += 1
                elif failures:
                    misses.append(f"unknown op: {where}: {unknown[0].message}")
                if oracle.get("ok"):
                    counts["accepted"] += 1
                    if errors:
                        if failures:
                            misses.append(f"false error: {where}: {errors[0].message}")
                        continue
                    counts["accepted_clean"] += 1
                    if declarative_only(ours.parse.module):
                        counts["declarative"] += 1
                        expected = (oracle.get("custom") or "").rstrip("\n")
                        try:
                            got = print_result(ours.parse).rstrip("\n")
                        except Exception as exc:  # a printer bug: count and show it
                            got = f"<<exception {exc!r}>>"
                        if got == expected:
                            counts["print_same"] += 1
                        elif failures:
                            misses.append(f"print differs: {where}: {_first_diff(expected, got)}")
                elif not oracle.get("missing_dialect"):
                    counts["rejected"] += 1
                    if errors:
                        counts["rejected_flagged"] += 1
                    elif failures:
                        misses.append(f"missed: {where}")
                    first = next(
                        (
                            d
                            for d in oracle.get("diagnostics") or []
                            if d.get("severity", "error") == "error"
                        ),
                        None,
                    )
                    if first is not None and ODS_LEVEL.search(first.get("message", "")):
                        counts["ods_level"] += 1
                        index = index or LineIndex(corpus_file.text())
                        if errors and _same_error(errors[0], first, index):
                            counts["ods_level_exact"] += 1
                        elif failures:
                            misses.append(f"ods-level: {where}: {first.get('message', '')[:120]}")
        total.update(counts)
        print(_line(area, counts))
        for miss in misses:
            print("   ", miss)
    if len(areas) > 1:
        print(_line("total", total))
    return total


def _same_error(ours: Any, theirs: dict[str, Any], index: LineIndex) -> bool:
    """Our first error has the oracle's message (one contains the other) on its line."""
    message = theirs.get("message", "")
    line = index.line_of(ours.span.start) + 1
    return line == theirs.get("line") and (message in ours.message or ours.message in message)


def _first_diff(expected: str, got: str) -> str:
    a, b = expected.splitlines(), got.splitlines()
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else "<end>"
        y = b[i] if i < len(b) else "<end>"
        if x != y:
            return f"\n      - {x.strip()}\n      + {y.strip()}"
    return "(trailing)"


def _pct(a: int, b: int) -> str:
    return f"{a}/{b} ({a / b if b else 1:.1%})"


def _line(area: str, c: Counter[str]) -> str:
    return (
        f"{area:14} accept {_pct(c['accepted_clean'], c['accepted'])}  "
        f"no-unknown {_pct(c['no_unknown'], c['chunks'])}  "
        f"reject {_pct(c['rejected_flagged'], c['rejected'])}  "
        f"print-identical {_pct(c['print_same'], c['declarative'])}  "
        f"ods-level {_pct(c['ods_level_exact'], c['ods_level'])}"
    )


def handwritten(areas: tuple[str, ...], failures: bool) -> None:
    """Per hand-written dialect: its area checked and printed with the imported description."""
    from mlir_ls.dialects import LOADERS, new_registry
    from mlir_ls.dialects.ods_import.loader import OdsImporter

    importer = OdsImporter(DialectSettings())
    found = importer.discovery()
    if found.mlir_include is None:
        print("no MLIR include folder / TableGen found", file=sys.stderr)
        return
    names = importer.upstream_map()
    for area in areas:
        files = names.get(area)
        if area not in LOADERS or not files:
            continue
        imported = importer._import_upstream(area, found.mlir_include, files)
        spec = next((s for s in imported.specs if s.name == area), None) if imported else None
        if spec is None:
            print(f"{area:14} (not imported)")
            continue
        registry = new_registry()
        registry.register(spec)  # in place of the hand-written description
        print(f"{area:14} {len(spec.ops)} ops imported from {', '.join(files)}")
        measure((area,), registry, failures)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--areas", default=AREAS)
    parser.add_argument("--failures", action="store_true")
    parser.add_argument(
        "--handwritten", action="store_true", help="hand-written dialects, imported instead"
    )
    args = parser.parse_args()
    if corpus_root() is None:
        print("MLIR_CORPUS does not name a corpus", file=sys.stderr)
        return 2
    areas = tuple(a for a in args.areas.split(",") if a)
    if args.handwritten:
        handwritten(areas if args.areas != AREAS else HANDWRITTEN, args.failures)
        return 0
    if not SHARED_ODS.is_dir():
        print(f"no shared ODS folder at {SHARED_ODS}", file=sys.stderr)
        return 2
    result = registry_for(shared_settings())
    for problem in result.problems:
        print(f"problem: {problem}", file=sys.stderr)
    measure(areas, result.registry, args.failures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
