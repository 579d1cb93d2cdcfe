"""`lsp.publish`: the diagnostics' JSON made in a worker equals pygls's, and a kept
finding's text is reused only where its positions are unchanged."""

from __future__ import annotations

import json

import pytest
from lsprotocol import converters
from lsprotocol import types as lsp

from mlir_ls.ide import Analysis, diagnostics
from mlir_ls.lsp.convert import Converter
from mlir_ls.lsp.publish import PublishedDiagnostics

URI = "file:///t.mlir"

#: A redefinition (a finding with a note), a non-ASCII message source, an unknown op.
TEXT = """func.func @f() {
  %0 = arith.constant 1 : i32
  %0 = arith.constant 2 : i32 // café
  "x.y"() : () -> ()
  %1 = arith.addi %9, %0 : i32
  return
}
"""


def _pygls_json(conv: Converter, version: int, analysis: Analysis) -> object:
    """What pygls writes for the same notification's params."""
    params = lsp.PublishDiagnosticsParams(
        uri=URI,
        version=version,
        diagnostics=[conv.diagnostic(URI, d) for d in diagnostics(analysis)],
    )
    return json.loads(json.dumps(converters.get_converter().unstructure(params)))


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8", "utf-32"])
def test_params_equal_pygls(encoding: str) -> None:
    analysis = Analysis.of(TEXT)
    conv = Converter(analysis.line_index, encoding)
    found = diagnostics(analysis)
    assert any(d.related for d in found), "the input must give a finding with a note"
    made = PublishedDiagnostics().params_json(
        conv, URI, 7, found, converters.get_converter().unstructure
    )
    assert json.loads(made) == _pygls_json(conv, 7, analysis)


def test_kept_texts_reused_only_at_the_same_positions() -> None:
    analysis = Analysis.of(TEXT)
    found = diagnostics(analysis)
    unstructure = converters.get_converter().unstructure
    published = PublishedDiagnostics()
    first = published.params_json(
        Converter(analysis.line_index, "utf-16"), URI, 1, found, unstructure
    )
    again = published.params_json(
        Converter(analysis.line_index, "utf-16"), URI, 2, found, unstructure
    )
    assert json.loads(again)["diagnostics"] == json.loads(first)["diagnostics"]
    # The same findings (same offsets) in a text whose lines moved: a space before them
    # replaced by a line break (same length), so every position must be made again.
    moved_text = TEXT.replace("func.func @f() {", "func.func\n@f() {", 1)
    assert len(moved_text) == len(TEXT)
    moved = Analysis.of(moved_text)
    made = published.params_json(Converter(moved.line_index, "utf-16"), URI, 3, found, unstructure)
    lines = [d["range"]["start"]["line"] for d in json.loads(made)["diagnostics"]]
    assert lines == [moved.line_index.position(d.span.start, "utf-16")[0] for d in found]
    assert lines != [d["range"]["start"]["line"] for d in json.loads(first)["diagnostics"]]
