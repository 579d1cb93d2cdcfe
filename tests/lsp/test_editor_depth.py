"""Issue 17 through a real server: hover on types and attributes, inlay hints, IR dumps,
commands, completion from the parser's expectations."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from .conftest import SERVER, _initialize_params
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


DUMPS = Path(__file__).parent.parent / "data" / "ide" / "ir_dump"

CHUNKS = """func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
// -----
func.func @g(%b: i32) -> i32 {
  %c = arith.muli %b, %b : i32
  %d = arith.muli %b, %b : i32
  return %d : i32
}
"""


async def execute(client: LanguageClient, command: str, argument: dict[str, object]) -> object:
    return await client.workspace_execute_command_async(
        lsp.ExecuteCommandParams(command=command, arguments=[argument])
    )


async def test_commands_are_listed() -> None:
    from mlir_ls.lsp.server import create_server

    server = create_server()
    assert set(server.protocol.fm.commands) >= {
        "mlir.print",
        "mlir.runPipeline",
        "mlir.addExpectedAnnotations",
        "mlir.irDumpNeighbour",
        "mlir.diffDumps",
        "mlir.irDumps",
    }


async def test_print_generic_form_of_a_chunk(client: LanguageClient, tmp_path: Path) -> None:
    uri = await open_document(client, tmp_path / "c.mlir", CHUNKS)
    answer = await execute(
        client,
        "mlir.print",
        {"uri": uri, "form": "generic", "position": {"line": 6, "character": 4}},
    )
    assert isinstance(answer, dict) and answer["errors"] == []
    assert '"arith.muli"(%arg0, %arg0)' in answer["text"] and '"g"' in answer["text"]
    assert '"f"' not in answer["text"]


async def test_expected_annotations_edit(client: LanguageClient, tmp_path: Path) -> None:
    text = "func.func @f() {\n  return %x : i32\n}\n"
    uri = await open_document(client, tmp_path / "e.mlir", text)
    answer = await execute(client, "mlir.addExpectedAnnotations", {"uri": uri})
    assert isinstance(answer, dict) and answer["applied"] is False
    (edit,) = answer["edit"]["changes"][uri]
    assert "  // expected-error @below {{use of undeclared SSA value name}}\n" in edit["newText"]
    # What upstream reports (its parser stops at the first error), or every finding.
    two = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %q : i32\n  return %0 : i64\n}\n"
    uri = await open_document(client, tmp_path / "two.mlir", two)
    upstream = await execute(client, "mlir.addExpectedAnnotations", {"uri": uri})
    every = await execute(client, "mlir.addExpectedAnnotations", {"uri": uri, "findings": "all"})
    assert isinstance(upstream, dict) and isinstance(every, dict)
    (first,) = upstream["edit"]["changes"][uri]
    (second,) = every["edit"]["changes"][uri]
    assert "undeclared" not in first["newText"] and "undeclared" in second["newText"]
    assert first["newText"].count("expected-error") == 1


async def test_run_pipeline_command(client: LanguageClient, tmp_path: Path) -> None:
    from mlir_ls.ide.commands import find_mlir_opt

    if find_mlir_opt() is None:
        pytest.skip("upstream mlir-opt not installed")
    uri = await open_document(client, tmp_path / "p.mlir", CHUNKS)
    answer = await execute(
        client,
        "mlir.runPipeline",
        {"uri": uri, "position": {"line": 6, "character": 2}, "pipeline": "cse"},
    )
    assert isinstance(answer, dict) and answer["ok"], answer
    assert answer["output"].count("arith.muli") == 1
    assert "-    %1 = arith.muli %arg0, %arg0 : i32" in answer["diff"]


async def test_ir_dump_outline_navigation_and_diff(client: LanguageClient, tmp_path: Path) -> None:
    text = (DUMPS / "function_scope.mlir").read_text()
    uri = await open_document(client, tmp_path / "dump.mlir", text)
    assert [d for d in client.diagnostics[uri] if d.severity == lsp.DiagnosticSeverity.Error] == []
    symbols = await client.text_document_document_symbol_async(
        lsp.DocumentSymbolParams(text_document=doc(uri))
    )
    assert symbols is not None
    names = [s.name for s in symbols]
    # The op each pass ran on, from the dump when the header does not name it (mlir-opt 22).
    assert names[0] == "After CSE (cse) on func.func @main"
    assert names[-1] == "After SymbolDCE (symbol-dce) on builtin.module"
    assert len(names) == 12
    # From `arith.muli` in the second dump to the same op in the first and third.
    second = text.index("IR Dump After Canonicalizer")
    muli = position_of(
        text, "arith.muli", text.index("arith.muli", second) - text.index("arith.muli")
    )
    back = await execute(
        client,
        "mlir.irDumpNeighbour",
        {"uri": uri, "position": _json(muli), "direction": "previous"},
    )
    assert isinstance(back, dict) and back["exact"] and back["title"] == "After CSE (cse)"
    assert back["range"]["start"] == _json(position_of(text, "arith.muli"))
    # Forward, the dumps of @helper and @unused are skipped: the next dump of @main.
    ahead = await execute(
        client, "mlir.irDumpNeighbour", {"uri": uri, "position": _json(muli), "direction": "next"}
    )
    assert isinstance(ahead, dict) and ahead["exact"] and ahead["target"] == "func.func @main"
    assert ahead["range"]["start"]["line"] > text[: text.index("@unused")].count("\n")
    diff = await execute(client, "mlir.diffDumps", {"uri": uri, "position": _json(muli)})
    assert isinstance(diff, dict) and diff["from"] == "After CSE (cse) on func.func @main"
    assert diff["diff"].startswith(
        "--- 1: After CSE (cse) on func.func @main\n+++ 2: After Canonicalizer"
    )
    # The third @main dump is compared with @main's previous one, not @unused's.
    third = text.index("arith.muli", text.index("@main", text.index("@unused")))
    diff = await execute(
        client, "mlir.diffDumps", {"uri": uri, "position": _json(position_of(text, "", third))}
    )
    assert isinstance(diff, dict) and diff["from"].endswith("on func.func @main")


def _json(position: lsp.Position) -> dict[str, int]:
    return {"line": position.line, "character": position.character}


async def test_completion_from_the_parsers_expectations(
    client: LanguageClient, tmp_path: Path
) -> None:
    text = "func.func @f(%a: i32, %b: i32, %c: f32) {\n  %y = arith.cmpi \n  return\n}\n"
    uri = await open_document(client, tmp_path / "c.mlir", text)

    async def labels(position: lsp.Position) -> list[lsp.CompletionItem]:
        found = await client.text_document_completion_async(
            lsp.CompletionParams(text_document=doc(uri), position=position)
        )
        assert isinstance(found, lsp.CompletionList)
        return list(found.items)

    predicates = await labels(position_of(text, "arith.cmpi ", 11))
    assert [i.label for i in predicates][:3] == ["eq", "ne", "slt"]
    # After `arith.cmpi slt, %a, `: values, the one defined on the line excluded, i32 first.
    edited = text.replace("arith.cmpi ", "arith.cmpi slt, %a, %")
    client.text_document_did_change(
        lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=edited)],
        )
    )
    values = await labels(position_of(edited, "%a, %", 5))
    ranked = [i.label for i in sorted(values, key=lambda i: i.sort_text or i.label)]
    assert "%y" not in ranked and ranked[:2] == ["%a", "%b"] and ranked[-1] == "%c"


async def _completion(
    client: LanguageClient, uri: str, position: lsp.Position
) -> list[lsp.CompletionItem]:
    found = await client.text_document_completion_async(
        lsp.CompletionParams(text_document=doc(uri), position=position)
    )
    assert isinstance(found, lsp.CompletionList)
    return list(found.items)


OP_NAME = "func.func @f(%a: i32, %b: i32) {\n  %y = arith.ad\n  return\n}\n"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def snippet_client(lsp_client: LanguageClient, tmp_path: Path) -> AsyncIterator[None]:
    """A client that declares `completionItem.snippetSupport`."""
    params = _initialize_params(tmp_path)
    assert params.capabilities.text_document is not None
    params.capabilities.text_document.completion = lsp.CompletionClientCapabilities(
        completion_item=lsp.ClientCompletionItemOptions(snippet_support=True)
    )
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


async def test_op_snippet_when_the_client_supports_snippets(
    snippet_client: LanguageClient, tmp_path: Path
) -> None:
    uri = await open_document(snippet_client, tmp_path / "s.mlir", OP_NAME)
    items = await _completion(snippet_client, uri, position_of(OP_NAME, "arith.ad", 8))
    (addi,) = [i for i in items if i.label == "arith.addi"]
    assert addi.insert_text_format == lsp.InsertTextFormat.Snippet
    assert isinstance(addi.text_edit, lsp.TextEdit)
    assert addi.text_edit.new_text == "arith.addi ${1:%lhs}, ${2:%rhs} : ${3:type}"


async def test_plain_op_name_without_snippet_support(
    client: LanguageClient, tmp_path: Path
) -> None:
    uri = await open_document(client, tmp_path / "s.mlir", OP_NAME)
    items = await _completion(client, uri, position_of(OP_NAME, "arith.ad", 8))
    (addi,) = [i for i in items if i.label == "arith.addi"]
    assert addi.insert_text_format is None
    assert isinstance(addi.text_edit, lsp.TextEdit) and addi.text_edit.new_text == "arith.addi"


MULTI_LINE = """#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %p: !llvm.ptr, %i: i32) -> tensor<4xf32> {{
  %c = arith.cmpi
{blank}
  %r = linalg.generic {{indexing_maps = [#map, #map],
                       iterator_types = ["parallel"]}}
      ins(%a : tensor<4xf32>)
{blank}
  %q = llvm.icmp{space}
  return %b : tensor<4xf32>
}}
""".format(blank="      ", space=" ")


async def test_completion_across_lines_string_enums_and_cpp_dialect_types(
    client: LanguageClient, tmp_path: Path
) -> None:
    uri = await open_document(client, tmp_path / "m.mlir", MULTI_LINE)
    # The op begun on the line above: arith.cmpi's predicates, linalg.generic's `outs`.
    cmpi = await _completion(client, uri, position_of(MULTI_LINE, "arith.cmpi\n      ", 17))
    assert [i.label for i in cmpi][:3] == ["eq", "ne", "slt"]
    outs = await _completion(client, uri, position_of(MULTI_LINE, "tensor<4xf32>)\n      ", 21))
    assert [i.label for i in outs] == ["outs", "{"]
    # llvm.icmp's predicate is a string.
    icmp = await _completion(client, uri, position_of(MULTI_LINE, "llvm.icmp ", 10))
    assert [i.label for i in icmp][:3] == ['"eq"', '"ne"', '"slt"']
    # `!llvm.void` is a C++ type upstream: from the hand-written dialect's table.
    edited = MULTI_LINE.replace("%p: !llvm.ptr", "%p: !llvm.")
    client.text_document_did_change(
        lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=edited)],
        )
    )
    types = await _completion(client, uri, position_of(edited, "!llvm.", 6))
    assert {"!llvm.void", "!llvm.struct", "!llvm.ptr"} <= {i.label for i in types}


async def test_hover_deep_inside_a_long_literal(client: LanguageClient, tmp_path: Path) -> None:
    values = ", ".join(str(i % 97) for i in range(3000))
    text = (
        "func.func @f() {\n  %0 = arith.constant dense<["
        + values
        + "]> : tensor<3000xi32>\n  return\n}\n"
    )
    uri = await open_document(client, tmp_path / "d.mlir", text)
    deep = await hover_text(client, uri, position_of(text, "dense<[", 7 + 9000))
    assert "dense elements literal" in deep and "shape `3000`" in deep


HAND_PARSED = "func.func @f(%n: index) {\n  scf.f\n  %c = llvm.ic\n  return\n}\n"


async def test_snippets_of_hand_parsed_ops_from_their_templates(
    snippet_client: LanguageClient, tmp_path: Path
) -> None:
    uri = await open_document(snippet_client, tmp_path / "h.mlir", HAND_PARSED)
    items = await _completion(snippet_client, uri, position_of(HAND_PARSED, "scf.f", 5))
    (for_,) = [i for i in items if i.label == "scf.for"]
    assert for_.insert_text_format == lsp.InsertTextFormat.Snippet
    assert isinstance(for_.text_edit, lsp.TextEdit)
    assert for_.text_edit.new_text == (
        "scf.for ${1:%iv} = ${2:%lb} to ${3:%ub} step ${4:%step} {\n\t$0\n\\}"
    )
    items = await _completion(snippet_client, uri, position_of(HAND_PARSED, "llvm.ic", 7))
    (icmp,) = [i for i in items if i.label == "llvm.icmp"]
    assert isinstance(icmp.text_edit, lsp.TextEdit)
    assert icmp.text_edit.new_text.startswith('llvm.icmp "${1|eq,ne,slt,')


CPP_TYPES = "func.func @f(%q: !quant., %p: !spirv.) {\n  return\n}\n"


async def test_cpp_types_of_imported_dialects(client: LanguageClient, tmp_path: Path) -> None:
    uri = await open_document(client, tmp_path / "q.mlir", CPP_TYPES)
    quant = await _completion(client, uri, position_of(CPP_TYPES, "!quant.", 7))
    by_label = {i.label: i for i in quant}
    assert set(by_label) == {"!quant.uniform", "!quant.any", "!quant.calibrated"}
    assert (by_label["!quant.uniform"].detail or "").startswith("<storage-type:expressed-type")
    spirv = await _completion(client, uri, position_of(CPP_TYPES, "!spirv.", 7))
    assert {"!spirv.ptr", "!spirv.array", "!spirv.struct"} <= {i.label for i in spirv}


ENCODING = (
    "#enc = #sparse_tensor.encoding<{ map = (d0) -> (d0 : ), po }>\n"
    "func.func @f(%t: tensor<4xf32, #enc>) {\n  return\n}\n"
)


async def test_sparse_encoding_body_completion(client: LanguageClient, tmp_path: Path) -> None:
    uri = await open_document(client, tmp_path / "e.mlir", ENCODING)
    levels = await _completion(client, uri, position_of(ENCODING, "(d0 : ", 6))
    assert [i.label for i in levels][:3] == ["dense", "batch", "compressed"]
    keys = await _completion(client, uri, position_of(ENCODING, ", po", 4))
    assert [i.label for i in keys] == ["posWidth", "crdWidth", "explicitVal", "implicitVal"]
    (pos_width,) = [i for i in keys if i.label == "posWidth"]
    assert isinstance(pos_width.text_edit, lsp.TextEdit)
    assert pos_width.text_edit.new_text == "posWidth = "


IMPORTED = "func.func @f(%w: !shape.witness) {\n  shape.assu\n  return\n}\n"


@pytest.mark.skipif(
    not Path("/usr/lib/llvm-22/bin/llvm-tblgen").is_file()
    or not Path("/usr/lib/llvm-22/include/mlir/Dialect/Shape").is_dir(),
    reason="needs LLVM 22's llvm-tblgen and MLIR's .td files (upstream dialects imported)",
)
async def test_snippet_of_an_imported_op_with_a_cpp_parser(
    snippet_client: LanguageClient, tmp_path: Path
) -> None:
    uri = await open_document(snippet_client, tmp_path / "i.mlir", IMPORTED)
    items = await _completion(snippet_client, uri, position_of(IMPORTED, "shape.assu", 10))
    (assuming,) = [i for i in items if i.label == "shape.assuming"]
    assert isinstance(assuming.text_edit, lsp.TextEdit)
    assert assuming.text_edit.new_text == "shape.assuming ${1:%witness} {\n\t$0\n\\}"


async def test_ir_dump_log_with_the_tools_messages_publishes_no_errors(
    client: LanguageClient, tmp_path: Path
) -> None:
    text = (DUMPS / "function_pass_messages.mlir").read_text()
    uri = await open_document(client, tmp_path / "messages.log.mlir", text)
    errors = [d for d in client.diagnostics[uri] if d.severity == lsp.DiagnosticSeverity.Error]
    assert errors == []
    listed = await execute(client, "mlir.irDumps", {"uri": uri})
    assert isinstance(listed, list) and len(listed) == 9
    assert listed[2]["target"] == "func.func @helper"


async def test_run_pipeline_errors_name_the_documents_lines(
    client: LanguageClient, tmp_path: Path
) -> None:
    from mlir_ls.ide.commands import find_mlir_opt

    if find_mlir_opt() is None:
        pytest.skip("upstream mlir-opt not installed")
    text = CHUNKS.replace("%d = arith.muli %b, %b : i32", "%d = arith.muli %b, %c : i64")
    path = tmp_path / "p.mlir"
    uri = await open_document(client, path, text)
    answer = await execute(
        client,
        "mlir.runPipeline",
        {"uri": uri, "position": {"line": 6, "character": 2}, "pipeline": "cse"},
    )
    assert isinstance(answer, dict) and not answer["ok"]
    line = text.splitlines().index("  %d = arith.muli %b, %c : i64") + 1
    assert answer["message"].startswith(f"{path}:{line}:"), answer["message"]


EXPECTED_NEXT = """func.func @f(%m: memref<4xf32>, %i: index, %a: i32, %c: i1) {{
  %v = memref.load %m[
  %s = arith.addi %a, %a overflow<
  func.call{sp}
  scf.if %c{sp}
  cf.br{sp}
^bb1:
  return
}}
""".format(sp=" ")


async def test_completion_of_symbols_blocks_flags_and_punctuation(
    client: LanguageClient, tmp_path: Path
) -> None:
    uri = await open_document(client, tmp_path / "n.mlir", EXPECTED_NEXT)

    async def ranked(needle: str) -> list[tuple[str, str | None]]:
        items = await _completion(client, uri, position_of(EXPECTED_NEXT, needle, len(needle)))
        ordered = sorted(items, key=lambda i: i.sort_text or i.label)
        return [(i.label, i.detail) for i in ordered]

    # An index list that may be empty: the values, then `]`.
    load = await ranked("%m[")
    assert load[-1] == ("]", "expected next") and ("%i", "index") in load
    assert [label for label, _ in await ranked("overflow<")] == ["none", "nsw", "nuw"]
    assert [label for label, _ in await ranked("func.call ")] == ["@f"]
    assert await ranked("scf.if %c ") == [("{", "expected next"), ("->", "expected next")]
    assert [label for label, _ in await ranked("cf.br ")] == ["^bb1"]


async def test_run_pipeline_through_the_configured_opt_or_upstreams(
    client: LanguageClient, tmp_path: Path
) -> None:
    from mlir_ls.ide.commands import find_mlir_opt

    upstream = find_mlir_opt()
    if upstream is None:
        pytest.skip("upstream mlir-opt not installed")
    # The project's `*-opt` (here a script running upstream's), as mlir-ls.toml names it.
    (tmp_path / "bin").mkdir()
    tool = tmp_path / "bin" / "my-opt"
    tool.write_text(f'#!/bin/sh\nexec "{upstream}" "$@"\n')
    tool.chmod(0o755)
    (tmp_path / "mlir-ls.toml").write_text('opt = "bin/my-opt"\n')
    uri = await open_document(client, tmp_path / "p.mlir", CHUNKS)
    where = {"uri": uri, "position": {"line": 6, "character": 2}, "pipeline": "cse"}
    configured = await execute(client, "mlir.runPipeline", where)
    assert isinstance(configured, dict) and configured["ok"], configured
    assert configured["tool"] == str(tool) and configured["output"].count("arith.muli") == 1
    # `tool: "mlir-opt"` asks for upstream's whatever the configuration says.
    chosen = await execute(client, "mlir.runPipeline", {**where, "tool": "mlir-opt"})
    assert isinstance(chosen, dict) and chosen["ok"], chosen
    assert chosen["tool"] == upstream
