"""The server with dialects imported from ODS: hover, definition, problems, reload.

A workspace whose `mlir-ls.toml` names a small `.td` dialect; needs a real llvm-tblgen and
MLIR's `.td` files (skips with the reason otherwise).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from mlir_ls.dialects.ods_import.tblgen import discover

from .support import open_document, position_of, wait_diagnostics

FOUND = discover(None, None)
pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.skipif(
        FOUND.tblgen is None or FOUND.mlir_include is None,
        reason="needs llvm-tblgen 17+ and MLIR's .td files (Debian: llvm-22 libmlir-22-dev)",
    ),
]

TOY_TD = """include "mlir/IR/OpBase.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let cppNamespace = "::toy";
}

def Toy_AddOp : Op<Toy_Dialect, "add"> {
  let summary = "adds two integers";
  let description = [{
    Adds `lhs` and `rhs`, wrapping around.
  }];
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$res);
  let assemblyFormat = "$lhs `,` $rhs attr-dict";
}
"""
NEG_OP = """
def Toy_NegOp : Op<Toy_Dialect, "neg"> {
  let summary = "negates an integer";
  let arguments = (ins I32:$value);
  let results = (outs I32:$res);
  let assemblyFormat = "$value attr-dict";
}
"""
#: The servers' cache folder (isolated from the user's).
CACHE = tempfile.mkdtemp(prefix="mlir-ls-lsp-ods-cache-")
EXAMPLE = """func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = toy.add %a, %b
  %1 = toy.neg %0
  return %1 : i32
}
"""


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=[sys.executable, "-m", "mlir_ls", "serve"],
        server_env={**os.environ, "MLIR_LS_STRICT": "1", "MLIR_LS_CACHE_DIR": CACHE},
    )
)
async def client(lsp_client: LanguageClient, tmp_path: Path) -> AsyncIterator[None]:
    (tmp_path / "include").mkdir()
    (tmp_path / "include" / "Toy.td").write_text(TOY_TD)
    (tmp_path / "mlir-ls.toml").write_text('[dialects]\nods = ["include/Toy.td"]\n')

    @lsp_client.feature(lsp.CLIENT_REGISTER_CAPABILITY)
    def register(params: lsp.RegistrationParams) -> None:
        registered.extend(r.method for r in params.registrations)

    registered: list[str] = []
    await lsp_client.initialize_session(
        lsp.InitializeParams(
            capabilities=lsp.ClientCapabilities(
                workspace=lsp.WorkspaceClientCapabilities(
                    did_change_watched_files=lsp.DidChangeWatchedFilesClientCapabilities(
                        dynamic_registration=True
                    )
                )
            ),
            root_uri=tmp_path.as_uri(),
            workspace_folders=[lsp.WorkspaceFolder(uri=tmp_path.as_uri(), name="ws")],
            initialization_options={"diagnosticsDelay": 10},
        )
    )
    yield
    await lsp_client.shutdown_session()


def _unknown(diagnostics: list[lsp.Diagnostic]) -> list[str]:
    """The ops the diagnostics call unknown (the wording depends on the dialect's state)."""
    return sorted(
        name for d in diagnostics for name in ("toy.add", "toy.neg") if f"'{name}'" in d.message
    )


async def test_imported_op_hover_definition_and_reload(
    client: LanguageClient, tmp_path: Path
) -> None:
    path = tmp_path / "a.mlir"
    path.write_text(EXAMPLE)
    uri = path.as_uri()
    client.text_document_did_open(
        lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(uri=uri, language_id="mlir", version=1, text=EXAMPLE)
        )
    )
    diagnostics = await wait_diagnostics(client, uri, 1)
    assert _unknown(diagnostics) == ["toy.neg"], diagnostics

    hover = await client.text_document_hover_async(
        lsp.HoverParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri),
            position=position_of(EXAMPLE, "toy.add", 2),
        )
    )
    assert hover is not None and isinstance(hover.contents, lsp.MarkupContent)
    assert "adds two integers" in hover.contents.value
    assert "\nAdds `lhs` and `rhs`, wrapping around." in hover.contents.value

    found = await client.text_document_definition_async(
        lsp.DefinitionParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri),
            position=position_of(EXAMPLE, "toy.add", 2),
        )
    )
    td = tmp_path / "include" / "Toy.td"
    assert isinstance(found, list) and len(found) == 1
    assert found[0].uri == td.as_uri()
    assert found[0].range.start.line == TOY_TD.splitlines().index(
        'def Toy_AddOp : Op<Toy_Dialect, "add"> {'
    )

    # The .td file gains `toy.neg`: the client reports the change, the server reloads.
    td.write_text(TOY_TD + NEG_OP)
    client.workspace_did_change_watched_files(
        lsp.DidChangeWatchedFilesParams(
            changes=[lsp.FileEvent(uri=td.as_uri(), type=lsp.FileChangeType.Changed)]
        )
    )
    diagnostics = await wait_diagnostics(client, uri, 1)
    assert _unknown(diagnostics) == []


async def test_tablegen_errors_are_diagnostics_on_the_td_file(
    client: LanguageClient, tmp_path: Path
) -> None:
    td = tmp_path / "include" / "Toy.td"
    td.write_text(TOY_TD.replace("(outs I32:$res);", "(outs I32:$res)"))
    await open_document(client, tmp_path / "b.mlir", EXAMPLE)
    published = client.diagnostics.get(td.as_uri())
    assert published, client.diagnostics.keys()
    assert published[0].severity == lsp.DiagnosticSeverity.Error
    assert published[0].message.startswith("TableGen: ")
    assert published[0].range.start.line in (14, 15)


GAPS = """llvm.func @f() {
  nvvm.pmevent mask = 4
  nvvm.
  llvm.return
}
"""


async def test_op_a_hand_written_dialect_leaves_to_its_placeholder(
    client: LanguageClient, tmp_path: Path
) -> None:
    """`nvvm.pmevent`, which the hand-written nvvm dialect does not describe, comes from
    upstream's NVVMOps.td: no "unknown operation" warning, hover with its documentation,
    definition at its `def`, and completion offers it."""
    uri = await open_document(client, tmp_path / "gaps.mlir", GAPS)
    diagnostics = client.diagnostics.get(uri) or []
    assert not [d for d in diagnostics if "nvvm.pmevent" in d.message], diagnostics

    at_name = position_of(GAPS, "nvvm.pmevent", 6)
    hover = await client.text_document_hover_async(
        lsp.HoverParams(text_document=lsp.TextDocumentIdentifier(uri=uri), position=at_name)
    )
    assert hover is not None and isinstance(hover.contents, lsp.MarkupContent)
    assert "Trigger one or more Performance Monitor events." in hover.contents.value

    found = await client.text_document_definition_async(
        lsp.DefinitionParams(text_document=lsp.TextDocumentIdentifier(uri=uri), position=at_name)
    )
    assert isinstance(found, list) and len(found) == 1
    assert found[0].uri.endswith("/NVVMOps.td"), found[0].uri
    td = Path(found[0].uri.removeprefix("file://")).read_text().splitlines()
    assert td[found[0].range.start.line].startswith("def NVVM_PMEventOp"), found[0]

    completion = await client.text_document_completion_async(
        lsp.CompletionParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri),
            position=position_of(GAPS, "nvvm.\n", 5),
        )
    )
    items = completion.items if isinstance(completion, lsp.CompletionList) else completion or []
    assert "nvvm.pmevent" in [i.label for i in items]
