"""Architecture invariant: only `mlir_ls.lsp` imports pygls / lsprotocol."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import mlir_ls

PACKAGE = Path(mlir_ls.__file__).resolve().parent


def test_lower_layers_do_not_import_the_protocol() -> None:
    modules = sorted(
        "mlir_ls." + ".".join(p.relative_to(PACKAGE).with_suffix("").parts)
        for p in PACKAGE.rglob("*.py")
        if p.relative_to(PACKAGE).parts[0] not in ("lsp", "__main__.py") and p.name != "__init__.py"
    )
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygls', 'lsprotocol')]\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


def test_only_lsp_sources_mention_pygls() -> None:
    offenders = [
        str(p.relative_to(PACKAGE))
        for p in PACKAGE.rglob("*.py")
        if p.relative_to(PACKAGE).parts[0] != "lsp"
        and (
            "import pygls" in p.read_text()
            or "from pygls" in p.read_text()
            or "lsprotocol" in p.read_text()
        )
    ]
    assert offenders == []
