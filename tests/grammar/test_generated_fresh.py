"""The committed grammar-tree-sitter/src/ is what grammar.js generates."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from ._support import GRAMMAR, ROOT, SRC

GENERATED = ("parser.c", "grammar.json", "node-types.json")


def _cli() -> str | None:
    candidates = [
        os.environ.get("TREE_SITTER_CLI"),
        str(ROOT.parent / "shared" / "tools" / "tree-sitter"),
    ]
    for candidate in candidates:
        if not candidate or not os.access(candidate, os.X_OK) or not shutil.which("node"):
            continue
        try:
            subprocess.run([candidate, "--version"], capture_output=True, check=True, timeout=300)
        except (OSError, subprocess.SubprocessError):
            continue
        return candidate
    return None


def test_src_is_fresh(tmp_path: Path) -> None:
    cli = _cli()
    if cli is None:
        pytest.skip("no runnable tree-sitter CLI (set TREE_SITTER_CLI) or no node on PATH")
    shutil.copy(GRAMMAR / "grammar.js", tmp_path / "grammar.js")
    subprocess.run(
        [cli, "generate", "--abi", "14", "--no-bindings"],
        cwd=tmp_path,
        check=True,
        capture_output=True,
        timeout=600,
    )
    stale = [
        name
        for name in GENERATED
        if (tmp_path / "src" / name).read_bytes() != (SRC / name).read_bytes()
    ]
    assert stale == [], "run `tree-sitter generate --abi 14 --no-bindings` in grammar-tree-sitter/"


def test_src_files_present() -> None:
    for name in (*GENERATED, "scanner.c", "tree_sitter/parser.h"):
        assert (SRC / name).is_file(), name


def test_tree_sitter_cli_test() -> None:
    """`tree-sitter test` (corpus and highlight cases) passes when the CLI is available."""
    cli = _cli()
    if cli is None:
        pytest.skip("no tree-sitter CLI (../shared/tools/tree-sitter or $TREE_SITTER_CLI) or node")
    run = subprocess.run([cli, "test"], cwd=GRAMMAR, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert "✗" not in run.stdout
