"""Random edit sequences: every request answers and the server stays up (bounded in time)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from mlir_ls.text.line_index import LineIndex

from .support import open_document, wait_diagnostics

pytestmark = pytest.mark.asyncio

SEED_TEXT = """#map = affine_map<(d0) -> (d0)>
!t = tensor<4xf32>
module @m {
  func.func private @callee(i32) -> i32
  func.func @f(%arg0: i32, %t: !t) -> i32 {
    %0 = func.call @callee(%arg0) : (i32) -> i32
    %1:2 = "test.two"(%0) {m = #map} : (i32) -> (i32, f32)
    cf.br ^bb1(%1#0 : i32)
  ^bb1(%x: i32):  // é 😀
    return %x : i32
  }
}
// -----
func.func @g() {
  return
}
"""
PIECES = [
    "%", "%0", "%x", "^bb1", "@callee", "@m::@callee", "#map", "!t", "{", "}", "(", ")", "<", ">",
    "[", "]", '"', ":", " : i32", ",", "=", "\n", "  ", "func.func @h() {\n", "return", "// -----\n",
    "loc(\"f.mlir\":1:2)", "dense<[1, 2]>", "é", "😀", "expected-error {{x}}", "arith.addi",
]  # fmt: skip
EDITS = 60


def position(lines: LineIndex, offset: int) -> lsp.Position:
    line, character = lines.position(offset, "utf-16")
    return lsp.Position(line=line, character=character)


def requests(
    client: LanguageClient, ident: lsp.TextDocumentIdentifier, pos: lsp.Position, whole: lsp.Range
) -> list[Callable[[], Awaitable[object]]]:
    """One request of each kind, at `pos` (or over `whole`), not yet sent."""
    return [
        lambda: client.text_document_hover_async(
            lsp.HoverParams(text_document=ident, position=pos)
        ),
        lambda: client.text_document_definition_async(
            lsp.DefinitionParams(text_document=ident, position=pos)
        ),
        lambda: client.text_document_references_async(
            lsp.ReferenceParams(
                text_document=ident,
                position=pos,
                context=lsp.ReferenceContext(include_declaration=True),
            )
        ),
        lambda: client.text_document_completion_async(
            lsp.CompletionParams(text_document=ident, position=pos)
        ),
        lambda: client.text_document_semantic_tokens_full_async(
            lsp.SemanticTokensParams(text_document=ident)
        ),
        lambda: client.text_document_document_symbol_async(
            lsp.DocumentSymbolParams(text_document=ident)
        ),
        lambda: client.text_document_folding_range_async(
            lsp.FoldingRangeParams(text_document=ident)
        ),
        lambda: client.text_document_selection_range_async(
            lsp.SelectionRangeParams(text_document=ident, positions=[pos])
        ),
        lambda: client.text_document_prepare_rename_async(
            lsp.PrepareRenameParams(text_document=ident, position=pos)
        ),
        lambda: client.text_document_inlay_hint_async(
            lsp.InlayHintParams(text_document=ident, range=whole)
        ),
        lambda: client.text_document_code_action_async(
            lsp.CodeActionParams(
                text_document=ident,
                range=whole,
                context=lsp.CodeActionContext(diagnostics=[]),
            )
        ),
        lambda: client.text_document_document_highlight_async(
            lsp.DocumentHighlightParams(text_document=ident, position=pos)
        ),
    ]


async def test_random_edits(strict_client: LanguageClient, tmp_path: Path) -> None:
    client = strict_client
    rng = random.Random(20261101)
    text = SEED_TEXT
    uri = await open_document(client, tmp_path / "fuzz.mlir", text)
    ident = lsp.TextDocumentIdentifier(uri=uri)
    for version in range(2, EDITS + 2):
        lines = LineIndex(text)
        start = rng.randrange(len(text) + 1)
        end = min(len(text), start + rng.choice([0, 0, 1, 2, 5, 20]))
        new = rng.choice(PIECES) if rng.random() < 0.7 else ""
        client.text_document_did_change(
            lsp.DidChangeTextDocumentParams(
                text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[
                    lsp.TextDocumentContentChangePartial(
                        range=lsp.Range(start=position(lines, start), end=position(lines, end)),
                        text=new,
                    )
                ],
            )
        )
        text = text[:start] + new + text[end:]
        lines = LineIndex(text)
        pos = position(lines, rng.randrange(len(text) + 1))
        whole = lsp.Range(start=lsp.Position(line=0, character=0), end=position(lines, len(text)))
        make = rng.choice(requests(client, ident, pos, whole))
        # Answers (None or a result) and never hangs; in strict mode a failure is an error.
        await asyncio.wait_for(make(), 20)
    final = EDITS + 1
    # The server is still up and in sync: a full-text replacement gives fresh diagnostics.
    client.text_document_did_change(
        lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=final + 1),
            content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=SEED_TEXT)],
        )
    )
    diags = await wait_diagnostics(client, uri, final + 1)
    assert all(d.severity != lsp.DiagnosticSeverity.Error for d in diags), diags
