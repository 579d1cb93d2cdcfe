"""One real server session per test: edits, navigation, rename, symbols, tokens, actions."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from .support import open_document, position_of, wait_diagnostics

pytestmark = pytest.mark.asyncio

EXAMPLE = """#map = affine_map<(d0) -> (d0)>
func.func private @callee(i32) -> i32
func.func @f(%arg0: i32) -> i32 {
  %0 = func.call @callee(%arg0) : (i32) -> i32
  "test.op"(%0) {m = #map} : (i32) -> ()
  return %0 : i32
}
"""


def doc(uri: str) -> lsp.TextDocumentIdentifier:
    return lsp.TextDocumentIdentifier(uri=uri)


def change(
    uri: str, version: int, start: lsp.Position, end: lsp.Position, text: str
) -> lsp.DidChangeTextDocumentParams:
    return lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[
            lsp.TextDocumentContentChangePartial(range=lsp.Range(start=start, end=end), text=text)
        ],
    )


async def test_incremental_edits_update_diagnostics(client: LanguageClient, tmp_path: Path) -> None:
    uri = await open_document(client, tmp_path / "a.mlir", EXAMPLE)
    assert list(client.diagnostics[uri]) == []
    # Break the use of %0 in `return`: %0 -> %9.
    at = position_of(EXAMPLE, "%0 : i32\n}", 1)
    client.text_document_did_change(
        change(uri, 2, at, lsp.Position(line=at.line, character=at.character + 1), "9")
    )
    diags = await wait_diagnostics(client, uri, 2)
    assert [d.message for d in diags] == ["use of undeclared SSA value name"]
    assert diags[0].range.start == lsp.Position(line=at.line, character=at.character - 1)
    # Fix it again with a second edit.
    client.text_document_did_change(
        change(uri, 3, at, lsp.Position(line=at.line, character=at.character + 1), "0")
    )
    assert await wait_diagnostics(client, uri, 3) == []


async def test_rapid_edits_publish_only_the_latest(client: LanguageClient, tmp_path: Path) -> None:
    uri = await open_document(client, tmp_path / "a.mlir", EXAMPLE)
    end = lsp.Position(line=7, character=0)
    for version in range(2, 12):
        client.text_document_did_change(change(uri, version, end, end, "// x\n"))
    diags = await wait_diagnostics(client, uri, 11)
    assert diags == []


async def test_definition_and_references(client: LanguageClient, tmp_path: Path) -> None:
    uri = await open_document(client, tmp_path / "a.mlir", EXAMPLE)
    use = position_of(EXAMPLE, "@callee(%arg0)", 2)
    found = await client.text_document_definition_async(
        lsp.DefinitionParams(text_document=doc(uri), position=use)
    )
    assert isinstance(found, list) and len(found) == 1
    assert found[0].range.start == position_of(EXAMPLE, "@callee(i32)")
    refs = await client.text_document_references_async(
        lsp.ReferenceParams(
            text_document=doc(uri),
            position=position_of(EXAMPLE, "%0 = ", 1),
            context=lsp.ReferenceContext(include_declaration=True),
        )
    )
    assert refs is not None and len(refs) == 3
    highlights = await client.text_document_document_highlight_async(
        lsp.DocumentHighlightParams(text_document=doc(uri), position=position_of(EXAMPLE, "#map}"))
    )
    assert highlights is not None and len(highlights) == 2


async def test_definition_of_location_opens_file(client: LanguageClient, tmp_path: Path) -> None:
    (tmp_path / "src.py").write_text("line1\nline2\n", encoding="utf-8")
    text = 'func.func @f() {\n  "test.op"() : () -> () loc("src.py":2:3)\n  return\n}\n'
    uri = await open_document(client, tmp_path / "a.mlir", text)
    found = await client.text_document_definition_async(
        lsp.DefinitionParams(text_document=doc(uri), position=position_of(text, "src.py"))
    )
    assert isinstance(found, list) and len(found) == 1
    assert found[0].uri == (tmp_path / "src.py").as_uri()
    assert found[0].range.start == lsp.Position(line=1, character=2)


async def test_rename(client: LanguageClient, tmp_path: Path) -> None:
    uri = await open_document(client, tmp_path / "a.mlir", EXAMPLE)
    at = position_of(EXAMPLE, "%arg0: i32", 2)
    prepared = await client.text_document_prepare_rename_async(
        lsp.PrepareRenameParams(text_document=doc(uri), position=at)
    )
    assert isinstance(prepared, lsp.PrepareRenamePlaceholder) and prepared.placeholder == "%arg0"
    edit = await client.text_document_rename_async(
        lsp.RenameParams(text_document=doc(uri), position=at, new_name="input")
    )
    assert edit is not None and edit.changes is not None
    assert {e.new_text for e in edit.changes[uri]} == {"%input"}
    assert len(edit.changes[uri]) == 2
    with pytest.raises(Exception, match="already defined"):
        await client.text_document_rename_async(
            lsp.RenameParams(text_document=doc(uri), position=at, new_name="%0")
        )


async def test_symbols(client: LanguageClient, tmp_path: Path) -> None:
    (tmp_path / "other.mlir").write_text("func.func private @elsewhere()\n", encoding="utf-8")
    uri = await open_document(client, tmp_path / "a.mlir", EXAMPLE)
    symbols = await client.text_document_document_symbol_async(
        lsp.DocumentSymbolParams(text_document=doc(uri))
    )
    assert symbols is not None
    assert [s.name for s in symbols] == ["#map", "@callee", "@f"]
    found = await client.workspace_symbol_async(lsp.WorkspaceSymbolParams(query="else"))
    assert found is not None
    assert [(s.name, s.location.uri) for s in found] == [
        ("@elsewhere", (tmp_path / "other.mlir").as_uri())
    ]


async def test_semantic_tokens(client: LanguageClient, tmp_path: Path) -> None:
    uri = await open_document(client, tmp_path / "a.mlir", EXAMPLE)
    full = await client.text_document_semantic_tokens_full_async(
        lsp.SemanticTokensParams(text_document=doc(uri))
    )
    assert full is not None and len(full.data) % 5 == 0 and full.data
    # The first token: `#map` at 0:0, length 4, type macro, a declaration.
    assert list(full.data[:5]) == [0, 0, 4, 6, 1]
    ranged = await client.text_document_semantic_tokens_range_async(
        lsp.SemanticTokensRangeParams(
            text_document=doc(uri),
            range=lsp.Range(
                start=lsp.Position(line=5, character=0), end=lsp.Position(line=5, character=20)
            ),
        )
    )
    assert ranged is not None and 0 < len(ranged.data) < len(full.data)


async def test_semantic_tokens_delta(client: LanguageClient, tmp_path: Path) -> None:
    """`full/delta` after an edit: the old data with the edits applied is the new full data;
    an unknown previous result id gets the full data."""
    uri = await open_document(client, tmp_path / "a.mlir", EXAMPLE)
    full = await client.text_document_semantic_tokens_full_async(
        lsp.SemanticTokensParams(text_document=doc(uri))
    )
    assert full is not None and full.result_id
    at = position_of(EXAMPLE, "%0 = func.call")
    client.text_document_did_change(change(uri, 2, at, at, "%x = arith.constant 1 : i64\n  "))
    await wait_diagnostics(client, uri, 2)
    delta = await client.text_document_semantic_tokens_full_delta_async(
        lsp.SemanticTokensDeltaParams(text_document=doc(uri), previous_result_id=full.result_id)
    )
    assert isinstance(delta, lsp.SemanticTokensDelta) and delta.result_id != full.result_id
    data = list(full.data)
    for edit in sorted(delta.edits, key=lambda e: e.start, reverse=True):
        data[edit.start : edit.start + edit.delete_count] = edit.data or []
    again = await client.text_document_semantic_tokens_full_async(
        lsp.SemanticTokensParams(text_document=doc(uri))
    )
    assert again is not None and data == list(again.data) and data != list(full.data)
    unknown = await client.text_document_semantic_tokens_full_delta_async(
        lsp.SemanticTokensDeltaParams(text_document=doc(uri), previous_result_id="nope")
    )
    assert isinstance(unknown, lsp.SemanticTokens) and list(unknown.data) == data


async def test_completion_hover_folding_selection_inlay(
    client: LanguageClient, tmp_path: Path
) -> None:
    uri = await open_document(client, tmp_path / "a.mlir", EXAMPLE)
    items = await client.text_document_completion_async(
        lsp.CompletionParams(
            text_document=doc(uri), position=position_of(EXAMPLE, "%0 : i32\n}", 1)
        )
    )
    assert isinstance(items, lsp.CompletionList)
    assert {"%arg0", "%0"} <= {i.label for i in items.items}
    folds = await client.text_document_folding_range_async(
        lsp.FoldingRangeParams(text_document=doc(uri))
    )
    assert folds is not None and any(f.start_line == 2 and f.end_line == 5 for f in folds)
    chains = await client.text_document_selection_range_async(
        lsp.SelectionRangeParams(text_document=doc(uri), positions=[position_of(EXAMPLE, "%arg0)")])
    )
    assert chains is not None and chains[0].parent is not None
    hints = await client.text_document_inlay_hint_async(
        lsp.InlayHintParams(
            text_document=doc(uri),
            range=lsp.Range(
                start=lsp.Position(line=0, character=0), end=lsp.Position(line=7, character=0)
            ),
        )
    )
    assert list(hints or []) == []


async def test_code_action_adds_annotation(client: LanguageClient, tmp_path: Path) -> None:
    text = 'func.func @f() {\n  "test.use"(%x) : (i32) -> ()\n  return\n}\n'
    uri = await open_document(client, tmp_path / "a.mlir", text)
    (diag,) = client.diagnostics[uri]
    actions = await client.text_document_code_action_async(
        lsp.CodeActionParams(
            text_document=doc(uri),
            range=diag.range,
            context=lsp.CodeActionContext(diagnostics=[diag]),
        )
    )
    assert actions is not None
    (action,) = actions
    assert isinstance(action, lsp.CodeAction) and action.edit is not None
    assert action.edit.changes is not None
    (edit,) = action.edit.changes[uri]
    assert edit.new_text == "  // expected-error @below {{use of undeclared SSA value name}}\n"


async def test_formatting(client: LanguageClient, tmp_path: Path) -> None:
    text = 'func.func @f(%a: i32) -> i32 {\n      %0 = "test.op"(%a) : (i32) -> i32\n  return %0 : i32\n}\n'
    uri = await open_document(client, tmp_path / "a.mlir", text)
    edits = await client.text_document_formatting_async(
        lsp.DocumentFormattingParams(
            text_document=doc(uri), options=lsp.FormattingOptions(tab_size=2, insert_spaces=True)
        )
    )
    assert edits is not None and len(edits) == 1
    lines = text.splitlines(keepends=True)
    start, end = edits[0].range.start, edits[0].range.end
    offset = lambda p: sum(len(x) for x in lines[: p.line]) + p.character  # noqa: E731
    new = text[: offset(start)] + edits[0].new_text + text[offset(end) :]
    assert '\n  %0 = "test.op"(%a) : (i32) -> i32\n' in new
    broken = await open_document(client, tmp_path / "b.mlir", "func.func @f( {\n")
    assert not await client.text_document_formatting_async(
        lsp.DocumentFormattingParams(
            text_document=doc(broken),
            options=lsp.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
