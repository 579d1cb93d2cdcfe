"""`mlir-ls check` and `mlir-ls serve` give the same diagnostics on the same text and settings.

For every test input and (with `MLIR_CORPUS`) every corpus file, the CLI's JSON output is
compared with what the server publishes for a freshly opened document: the server's own
pipeline (`lsp.documents.compute` with a `DocumentState`, the options of `lsp.config.Settings`
for that text) against `mlir-ls check --format json --isolated`. `verifyDiagnostics` is off
on the server side, as `--verify-diagnostics` is off on the CLI side.
"""

from __future__ import annotations

import dataclasses
import io
import json
from contextlib import redirect_stdout
from pathlib import Path

import pytest

pytest.importorskip("pygls")

from corpus_support import corpus_root
from mlir_ls.cli import main as cli_main
from mlir_ls.config import DialectSettings
from mlir_ls.dialects.ods_import.loader import registry_for
from mlir_ls.lsp.config import Settings
from mlir_ls.lsp.documents import DocumentState, compute
from mlir_ls.text.line_index import LineIndex

DATA = Path(__file__).resolve().parent / "data"
Row = tuple[int, int, str, str]


def _inputs() -> list[Path]:
    files = sorted(p for p in DATA.rglob("*.mlir") if "pending" not in p.parts)
    corpus = corpus_root()
    if corpus is not None:
        files += sorted((corpus / "files").rglob("*.mlir"))
    return files


def _cli_rows(path: Path) -> list[Row]:
    out = io.StringIO()
    with redirect_stdout(out):
        cli_main(["check", "--format", "json", "--isolated", "-q", str(path)])
    report = json.loads(out.getvalue())["files"][0]
    return sorted((d["line"], d["col"], d["severity"], d["message"]) for d in report["diagnostics"])


_LABEL = {"error": "error", "warning": "warning", "information": "remark", "hint": "note"}
_REGISTRY = None


def _server_rows(text: str) -> list[Row]:
    global _REGISTRY
    if _REGISTRY is None:
        _REGISTRY = registry_for(DialectSettings()).registry
    settings = dataclasses.replace(Settings(), verify_diagnostics=False)
    options = dataclasses.replace(settings.analysis_options_for(text), registry=_REGISTRY)
    state = DocumentState("file:///parity.mlir")
    result = compute(text, (1, 0), options, settings.diagnostic_options, state)
    index = LineIndex(text)
    rows = []
    for diag in result.diagnostics:
        line, col = index.mlir_line_col(diag.span.start)
        rows.append((line, col, _LABEL[diag.severity], diag.message))
    return sorted(rows)


@pytest.mark.parametrize("path", _inputs(), ids=lambda p: p.name)
def test_cli_and_server_agree(path: Path) -> None:
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    assert _cli_rows(path) == _server_rows(text)
