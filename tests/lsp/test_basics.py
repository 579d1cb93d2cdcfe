"""Open, diagnostics, hover, definition over a real server process."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from .support import open_document, position_of

pytestmark = pytest.mark.asyncio

EXAMPLE = """func.func @f(%arg0: i32) -> i32 {
  %0 = "test.op"(%arg0) : (i32) -> i32
  return %0 : i32
}
func.func @bad() {
  return %undefined : i32
}
"""


async def test_open_publishes_diagnostics(client: LanguageClient, tmp_path: Path) -> None:
    uri = await open_document(client, tmp_path / "a.mlir", EXAMPLE)
    diags = client.diagnostics[uri]
    assert any("undeclared SSA value" in d.message for d in diags), diags
    (undefined,) = [d for d in diags if "undeclared" in d.message]
    assert undefined.range.start == position_of(EXAMPLE, "%undefined")
    assert undefined.severity == lsp.DiagnosticSeverity.Error


async def test_hover_value(client: LanguageClient, tmp_path: Path) -> None:
    uri = await open_document(client, tmp_path / "a.mlir", EXAMPLE)
    result = await client.text_document_hover_async(
        lsp.HoverParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri),
            position=position_of(EXAMPLE, "%0 :", 1),
        )
    )
    assert result is not None
    assert isinstance(result.contents, lsp.MarkupContent)
    assert "%0 : i32" in result.contents.value
    assert "result #0 of `test.op`" in result.contents.value
