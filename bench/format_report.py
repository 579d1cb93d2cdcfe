"""Formatter gates on $MLIR_CORPUS (default ../shared/corpus).

For every corpus file: is `format` idempotent, are all comments kept, and does
every chunk print the same generic IR after formatting (our printer; with
`--oracle`, also upstream's through ../shared/tools/mlir-oracle for the chunks
the oracle accepts)? Files with syntax errors are skipped (left untouched).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
os.environ.setdefault("MLIR_CORPUS", str(HERE.parent.parent / "shared" / "corpus"))

from corpus_support import corpus_files, corpus_root  # noqa: E402
from mlir_ls.fmt.formatter import _comment_key, format_text  # noqa: E402

ORACLE = HERE.parent.parent / "shared" / "tools" / "mlir-oracle"


def oracle_generic(text: str, corpus_file: object) -> list[str | None]:
    flags = ["--json", "--generic"]
    if getattr(corpus_file, "split", False):
        flags.append("--split-input-file")
    if getattr(corpus_file, "allow_unregistered", False):
        flags.append("--allow-unregistered-dialect")
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as handle:
        handle.write(text)
        path = handle.name
    try:
        proc = subprocess.run(
            [str(ORACLE), *flags, path], capture_output=True, text=True, timeout=300
        )
        data = json.loads(proc.stdout or "[]")
    finally:
        os.unlink(path)
    chunks = data.get("chunks", data) if isinstance(data, dict) else data
    return [c.get("generic") if c.get("ok") else None for c in chunks]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--areas", default="")
    parser.add_argument("--oracle", action="store_true")
    parser.add_argument("--failures", action="store_true")
    args = parser.parse_args()
    root = corpus_root()
    if root is None:
        return 2
    areas = tuple(a for a in args.areas.split(",") if a) or None
    counts: Counter[str] = Counter()
    started = time.perf_counter()
    for corpus_file in corpus_files(root, areas):
        text = corpus_file.text()
        counts["files"] += 1
        counts["accepted_files"] += all(c.get("ok") for c in corpus_file.oracle["chunks"])
        accepted = bool(corpus_file.oracle["chunks"]) and all(
            c.get("ok") for c in corpus_file.oracle["chunks"]
        )
        first = format_text(text)
        if not first.ok:
            counts["syntax_errors"] += 1
            if accepted:
                counts["accepted_syntax_errors"] += 1
                if args.failures:
                    d = first.diagnostics[0]
                    print("syntax error in accepted file:", corpus_file.id, d.message)
            continue
        counts["accepted_formatted"] += accepted
        counts["formatted"] += 1
        counts["fallback_chunks"] += first.fallbacks
        counts["changed"] += first.text != text
        second = format_text(first.text)
        if second.text == first.text:
            counts["idempotent"] += 1
        elif args.failures:
            print("not idempotent:", corpus_file.id)
        if _comment_key(first.text) == _comment_key(text):
            counts["comments_kept"] += 1
        elif args.failures:
            print("comments lost:", corpus_file.id)
        ok_chunks = [c for c in corpus_file.oracle["chunks"] if c.get("ok")]
        upstream = corpus_file.oracle.get("oracle", "").startswith("upstream MLIR python")
        if args.oracle and ok_chunks and upstream:
            after = oracle_generic(first.text, corpus_file)
            for chunk in corpus_file.oracle["chunks"]:
                if not chunk.get("ok"):
                    continue
                counts["oracle_chunks"] += 1
                index = chunk["index"]
                got = after[index] if index < len(after) else None
                if got is not None and got.rstrip("\n") == chunk["generic"].rstrip("\n"):
                    counts["oracle_same"] += 1
                elif args.failures:
                    print("oracle differs:", corpus_file.id, index)
    elapsed = time.perf_counter() - started
    for key in sorted(counts):
        print(f"{key:18} {counts[key]}")
    print(f"elapsed            {elapsed:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
