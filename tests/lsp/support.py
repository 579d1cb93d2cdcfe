"""Helpers for the end-to-end tests: open a document, wait for its diagnostics."""

from __future__ import annotations

import asyncio
from pathlib import Path

from lsprotocol import types as lsp
from pytest_lsp import LanguageClient


async def open_document(client: LanguageClient, path: Path, text: str) -> str:
    """Open `text` as `path` (written to disk too) and wait for its first diagnostics."""
    path.write_text(text, encoding="utf-8")
    uri = path.as_uri()
    client.text_document_did_open(
        lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(uri=uri, language_id="mlir", version=1, text=text)
        )
    )
    await wait_diagnostics(client, uri, 1)
    return uri


async def wait_diagnostics(
    client: LanguageClient, uri: str, version: int, timeout: float = 30
) -> list[lsp.Diagnostic]:
    """Wait for the diagnostics of `version` of `uri`.

    Call it right after sending the change (no await in between), so the
    notification cannot arrive before the wait starts.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        remaining = deadline - loop.time()
        if remaining <= 0:
            raise TimeoutError(f"no diagnostics for {uri} version {version}")
        params = await asyncio.wait_for(
            client.wait_for_notification(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), remaining
        )
        if params.uri == uri and params.version == version:
            return list(params.diagnostics)


def position_of(text: str, needle: str, delta: int = 0) -> lsp.Position:
    """The position of `needle` in `text` (plus `delta` characters; ASCII texts)."""
    offset = text.index(needle) + delta
    line = text.count("\n", 0, offset)
    return lsp.Position(line=line, character=offset - (text.rfind("\n", 0, offset) + 1))
