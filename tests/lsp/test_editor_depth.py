"""Issue 17 through a real server: hover on types and attributes, inlay hints, IR dumps,
commands, completion from the parser's expectations."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from .support import open_document, position_of

pytestmark = pytest.mark.asyncio

TYPES = """#enc = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @f() -> tensor<4xf32, #enc> attributes {m = affine_map<(d0) -> (d0 + 0)>} {
  %0 = arith.constant dense<1.0> : tensor<4xf32, #enc>
  return %0 : tensor<4xf32, #enc>
}
"""


def doc(uri: str) -> lsp.TextDocumentIdentifier:
    return lsp.TextDocumentIdentifier(uri=uri)


async def hover_text(client: LanguageClient, uri: str, position: lsp.Position) -> str:
    found = await client.text_document_hover_async(
        lsp.HoverParams(text_document=doc(uri), position=position)
    )
    assert found is not None
    assert isinstance(found.contents, lsp.MarkupContent)
    return found.contents.value


async def test_hover_on_types_and_attributes(client: LanguageClient, tmp_path: Path) -> None:
    uri = await open_document(client, tmp_path / "t.mlir", TYPES)
    tensor = await hover_text(client, uri, position_of(TYPES, ": tensor<4xf32, #enc>\n  return", 3))
    assert "ranked tensor" in tensor and "encoding `#sparse_tensor.encoding<" in tensor
    amap = await hover_text(client, uri, position_of(TYPES, "affine_map<", 2))
    assert amap.startswith("```mlir\naffine_map<(d0) -> (d0)>") and "identity map" in amap
    dense = await hover_text(client, uri, position_of(TYPES, "dense<", 1))
    assert "splat of `1.000000e+00`" in dense


async def test_inlay_hints_only_where_the_type_is_not_written(
    client: LanguageClient, tmp_path: Path
) -> None:
    text = TYPES.replace(
        "  return %0",
        "  %c0 = arith.constant 0 : index\n  %d = tensor.dim %0, %c0 : tensor<4xf32, #enc>\n  return %0",
    )
    uri = await open_document(client, tmp_path / "t.mlir", text)
    found = await client.text_document_inlay_hint_async(
        lsp.InlayHintParams(
            text_document=doc(uri),
            range=lsp.Range(
                start=lsp.Position(line=0, character=0), end=lsp.Position(line=9, character=0)
            ),
        )
    )
    assert found is not None
    assert [(h.position, h.label) for h in found] == [(position_of(text, "%d =", 2), ": index")]
