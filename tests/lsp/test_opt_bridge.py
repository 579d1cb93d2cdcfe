"""The `*-opt` bridge in a real server session: merged diagnostics, the tool's types in hover.

The tool is configured as a user would: `opt = ...` in the workspace's mlir-ls.toml.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from opt_support import TORCH_MLIR_OPT, fake_tool, needs_torch_mlir_opt

from .support import position_of

pytestmark = pytest.mark.asyncio

TEXT = """\
func.func @f() {
  %0 = fake.op // type: i32
  %1 = fake.op %0 // type: !torch.vtensor<[2],f32>
  return
}
// -----
%2 = fake.bad
"""


def configure(folder: Path, opt: str, *extra: str) -> None:
    lines = [f'opt = "{opt}"', "opt-delay = 0", *extra]
    (folder / "mlir-ls.toml").write_text("\n".join(lines) + "\n")


def open_doc(client: LanguageClient, path: Path, text: str, version: int = 1) -> str:
    path.write_text(text, encoding="utf-8")
    uri = path.as_uri()
    client.text_document_did_open(
        lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(
                uri=uri, language_id="mlir", version=version, text=text
            )
        )
    )
    return uri


async def merged(
    client: LanguageClient, uri: str, source: str, timeout: float = 60
) -> list[lsp.Diagnostic]:
    """Wait until the diagnostics of `uri` hold one from `source` (the bridge's publication).

    Polls the client's latest diagnostics: the bridge's list may follow mlir-ls's own within
    a millisecond, faster than a waiter can re-register for the next notification.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        diags = list(client.diagnostics.get(uri, []))
        if any(d.source == source for d in diags):
            return diags
        if loop.time() > deadline:
            raise TimeoutError(f"no diagnostics from {source} for {uri}: {diags}")
        await asyncio.sleep(0.02)


async def test_merged_diagnostics_and_hover_types(client: LanguageClient, tmp_path: Path) -> None:
    tool = fake_tool(tmp_path)
    configure(tmp_path, tool.path)
    uri = open_doc(client, tmp_path / "a.mlir", TEXT)
    diags = await merged(client, uri, "fake-opt")
    tool_diags = [d for d in diags if d.source == "fake-opt"]
    assert [(d.message, d.range.start.line, d.code) for d in tool_diags] == [
        ("'fake.bad' op is bad", 6, "fake-opt")
    ]
    # The op name is the range; its note is related information.
    assert tool_diags[0].range.end.character - tool_diags[0].range.start.character == 8
    assert tool_diags[0].related_information
    # mlir-ls's "unknown operation" warnings are moot where the tool answered.
    assert not [d for d in diags if d.code == "unknown-op"]
    hover = await client.text_document_hover_async(
        lsp.HoverParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri),
            position=position_of(TEXT, "%1 ="),
        )
    )
    assert hover is not None and isinstance(hover.contents, lsp.MarkupContent)
    assert "%1 : !torch.vtensor<[2],f32>" in hover.contents.value
    assert "type from `fake-opt`" in hover.contents.value


async def test_a_broken_tool_gives_one_message_and_keeps_own(
    client: LanguageClient, tmp_path: Path
) -> None:
    tool = fake_tool(tmp_path)
    configure(tmp_path, tool.path, 'opt-args = ["--mode=garbage"]')
    text = "func.func @f() {\n  %0 = fake.op\n  return %0 : i32\n}\n"
    first = open_doc(client, tmp_path / "a.mlir", text)
    second = open_doc(client, tmp_path / "b.mlir", text)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 60
    while len([m for m in client.messages if "fake-opt" in m.message]) < 1:
        assert loop.time() < deadline, "no message about the broken tool"
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.5)
    notes = [m for m in client.messages if "fake-opt" in m.message]
    assert len(notes) == 1 and "without a diagnostic" in notes[0].message
    for uri in (first, second):
        assert all(d.source == "mlir-ls" for d in client.diagnostics.get(uri, []))


@needs_torch_mlir_opt
async def test_torch_mlir_opt_in_the_editor(client: LanguageClient, tmp_path: Path) -> None:
    configure(tmp_path, str(TORCH_MLIR_OPT))
    text = (
        "func.func @g(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %0 = stablehlo.add %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>\n"
        "  return %arg0 : tensor<4xf32>\n"
        "}\n"
    )
    uri = open_doc(client, tmp_path / "a.mlir", text)
    diags = await merged(client, uri, "torch-mlir-opt")
    [found] = [d for d in diags if d.source == "torch-mlir-opt"]
    assert found.range.start == lsp.Position(line=1, character=7)
    assert "'stablehlo.add' op requires the same shape" in found.message
