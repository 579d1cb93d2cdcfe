"""pytest-lsp fixtures: a real `mlir-ls serve` process per test, driven over stdio."""

from __future__ import annotations

import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient

SERVER = [sys.executable, "-m", "mlir_ls", "serve"]


def _initialize_params(tmp_path: Path) -> lsp.InitializeParams:
    return lsp.InitializeParams(
        capabilities=lsp.ClientCapabilities(
            window=lsp.WindowClientCapabilities(work_done_progress=True),
            workspace=lsp.WorkspaceClientCapabilities(configuration=True),
            text_document=lsp.TextDocumentClientCapabilities(
                rename=lsp.RenameClientCapabilities(prepare_support=True),
                document_symbol=lsp.DocumentSymbolClientCapabilities(
                    hierarchical_document_symbol_support=True
                ),
            ),
        ),
        root_uri=tmp_path.as_uri(),
        workspace_folders=[lsp.WorkspaceFolder(uri=tmp_path.as_uri(), name="ws")],
        initialization_options={"diagnosticsDelay": 10},
    )


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def client(lsp_client: LanguageClient, tmp_path: Path) -> AsyncIterator[None]:
    await lsp_client.initialize_session(_initialize_params(tmp_path))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=SERVER, server_env={**os.environ, "MLIR_LS_STRICT": "1"}
    )
)
async def strict_client(lsp_client: LanguageClient, tmp_path: Path) -> AsyncIterator[None]:
    """A server whose handlers re-raise their failures (a bug becomes an error response)."""
    await lsp_client.initialize_session(_initialize_params(tmp_path))
    yield
    await lsp_client.shutdown_session()
