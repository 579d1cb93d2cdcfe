"""Printer conformance on $MLIR_CORPUS (runs only when the variable names a corpus).

1. Every oracle generic print that mlir-ls parses, printed generically again,
   must come back byte for byte (types, attributes, affine forms, aliases, SSA
   numbering; needs little dialect support): at least ROUNDTRIP_MIN of them.
2. The source chunks of the front-end areas that mlir-ls accepts must print
   exactly as the oracle's generic, custom and local-scope prints: at least
   SOURCE_MIN of them. `bench/print_report.py` gives the figures per area.
"""

from __future__ import annotations

import pytest

from corpus_support import FRONT_END_AREAS, corpus_files, corpus_root
from mlir_ls.dialects import default_registry
from mlir_ls.parser import ParseOptions, parse
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_result
from mlir_ls.verify.check import analyze

ROOT = corpus_root()
pytestmark = pytest.mark.skipif(ROOT is None, reason="MLIR_CORPUS is not set")

ROUNDTRIP_MIN = 0.96
SOURCE_MIN = 0.85


def test_generic_roundtrip_of_oracle_prints() -> None:
    assert ROOT is not None
    total = same = 0
    failures: list[str] = []
    for corpus_file in corpus_files(ROOT):
        for chunk in corpus_file.oracle["chunks"]:
            if not chunk.get("ok") or not chunk.get("generic"):
                continue
            result = parse(chunk["generic"], default_registry(), ParseOptions(True))
            if result.has_errors:
                continue  # a dialect's verifier or parser not ready yet: not the printer's part
            total += 1
            got = print_result(result, PrintOptions(generic=True))
            if got.rstrip("\n") == chunk["generic"].rstrip("\n"):
                same += 1
            else:
                failures.append(f"{corpus_file.id}#{chunk['index']}")
    ratio = same / total
    print(f"generic round trip {same}/{total} ({ratio:.1%})")
    assert ratio >= ROUNDTRIP_MIN, failures[:20]


@pytest.mark.parametrize(
    ("mode", "key", "options"),
    [
        ("generic", "generic", PrintOptions(generic=True)),
        ("custom", "custom", PrintOptions()),
        ("local", "custom_local", PrintOptions(local_scope=True)),
    ],
)
def test_front_end_source_prints(mode: str, key: str, options: PrintOptions) -> None:
    assert ROOT is not None
    total = same = 0
    failures: list[str] = []
    for corpus_file in corpus_files(ROOT, FRONT_END_AREAS):
        analysis = analyze(
            corpus_file.text(),
            split_marker="// -----" if corpus_file.split else None,
            allow_unregistered=corpus_file.allow_unregistered,
        )
        for ours, oracle in zip(analysis.chunks, corpus_file.oracle["chunks"], strict=False):
            if not oracle.get("ok") or any(d.is_error for d in ours.diagnostics):
                continue
            total += 1
            got = print_result(ours.parse, options)
            if got.rstrip("\n") == (oracle.get(key) or "").rstrip("\n"):
                same += 1
            else:
                failures.append(f"{corpus_file.id}#{oracle['index']}")
    ratio = same / total
    print(f"{mode}: {same}/{total} ({ratio:.1%})")
    assert ratio >= SOURCE_MIN, failures
