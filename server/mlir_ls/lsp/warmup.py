"""Costs paid once per server process, paid at `initialize` instead of at the first open.

The first analysis imports the hand-written dialects (lazily loaded, about 0.3 s
in all), compiles the assembly formats and regular expressions of the ops it
meets, and the first `publishDiagnostics` builds lsprotocol's (cattrs)
serialisation hooks. Upstream's `mlir-lsp-server` registers its dialects before
it answers `initialize`; `warm_up` does the same here (in a worker thread, with
the same deep stack as an analysis), so that opening a file costs its analysis
only.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from lsprotocol import types as lsp
from pygls.protocol.json_rpc import JsonRPCResponseMessage

from mlir_ls.dialects import LOADERS, default_registry
from mlir_ls.ide import AnalysisOptions, DiagnosticOptions
from mlir_ls.lsp.convert import Converter
from mlir_ls.lsp.documents import DocumentState, compute

log = logging.getLogger(__name__)

#: Common ops of the hand-written dialects, with one error (a use of an undefined
#: value) so that the diagnostics path runs too.
SAMPLE = """#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  memref.global "private" constant @g : memref<2xf32> = dense<1.0>
  func.func private @decl(i32) -> i32
  func.func @f(%a: i32, %b: index, %t: tensor<4x4xf32>, %m: memref<4xf32>) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.addi %a, %a : i32
    %1 = arith.cmpi slt, %0, %a : i32
    %2 = scf.for %i = %c0 to %b step %c1 iter_args(%acc = %0) -> (i32) {
      %x = memref.load %m[%i] : memref<4xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %m[%i] : memref<4xf32>
      scf.yield %acc : i32
    }
    %3 = scf.if %1 -> (i32) {
      scf.yield %2 : i32
    } else {
      %r = func.call @decl(%2) : (i32) -> i32
      scf.yield %r : i32
    }
    %e = tensor.empty() : tensor<4x4xf32>
    %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
        ins(%t : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4xf32>
    %d = tensor.dim %g, %c0 : tensor<4x4xf32>
    cf.br ^bb1(%3 : i32)
  ^bb1(%z: i32):
    return %undefined : i32
  }
}
"""


def _sample_results() -> list[object]:
    """One answer of each kind the server's requests give (lsp/server.py).

    pygls serialises an answer as a `JsonRPCResponseMessage` whose `result` is typed
    `Any`: the converter looks up a hook for the answer's class the first time it
    sees it, and its type checks fill the ABCs' caches. Built during a big
    document's life, those entries outlive it and each keeps a 1 MiB allocator
    arena of the document's memory resident after it is closed (issue 14); built
    here, they are part of the baseline. (Making a hook for a new type empties the
    converter's whole lookup cache: every class is looked up again after it.)"""
    at = lsp.Position(line=0, character=0)
    span = lsp.Range(start=at, end=at)
    uri = "file:///warm-up.mlir"
    return [
        None,
        [],
        True,
        lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value="x"), range=span),
        [lsp.Location(uri=uri, range=span)],
        [lsp.LocationLink(target_uri=uri, target_range=span, target_selection_range=span)],
        [lsp.DocumentHighlight(range=span, kind=lsp.DocumentHighlightKind.Read)],
        [
            lsp.DocumentSymbol(
                name="x", kind=lsp.SymbolKind.Function, range=span, selection_range=span
            )
        ],
        [
            lsp.WorkspaceSymbol(
                name="x", kind=lsp.SymbolKind.Function, location=lsp.Location(uri=uri, range=span)
            )
        ],
        lsp.SemanticTokens(data=[0, 0, 1, 0, 0]),
        lsp.SemanticTokensDelta(edits=[lsp.SemanticTokensEdit(start=0, delete_count=0, data=[])]),
        lsp.CompletionList(is_incomplete=False, items=[lsp.CompletionItem(label="x")]),
        [lsp.FoldingRange(start_line=0, end_line=1)],
        [lsp.SelectionRange(range=span)],
        [lsp.TextEdit(range=span, new_text="x")],
        lsp.WorkspaceEdit(changes={uri: [lsp.TextEdit(range=span, new_text="x")]}),
        lsp.PrepareRenameDefaultBehavior(default_behavior=True),
        [lsp.InlayHint(position=at, label="x")],
        [lsp.CodeAction(title="x", kind=lsp.CodeActionKind.QuickFix)],
        lsp.SignatureHelp(signatures=[lsp.SignatureInformation(label="x")]),
        [lsp.DocumentLink(range=span)],
        [lsp.CodeLens(range=span)],
    ]


def warm_serialisers(unstructure: Any) -> None:
    """Serialise one answer of each kind (`_sample_results`) with `unstructure`, the
    protocol's converter, so that its lookups are cached before a document opens.

    Twice: the converter empties its whole lookup cache each time it makes a hook for a
    new type, so only the second round leaves every class looked up. Called again once
    the server is initialized (its own initialize answer and registrations made hooks)."""
    messages = [
        JsonRPCResponseMessage(id=0, jsonrpc="2.0", result=sample) for sample in _sample_results()
    ]
    for message in messages + messages:
        unstructure(message)


def warm_up(unstructure: Any = None) -> float:
    """Load every hand-written dialect and analyse `SAMPLE` (and serialise its
    diagnostics with `unstructure`, the protocol's converter); the seconds it took.
    Never raises: a failure here only means the first open pays instead."""
    start = time.perf_counter()
    try:
        registry = default_registry()
        for name in LOADERS:
            registry.dialect(name)
        result = compute(
            SAMPLE, (None, -1), AnalysisOptions(), DiagnosticOptions(), DocumentState("")
        )
        conv = Converter(result.analysis.line_index, "utf-16")
        params = lsp.PublishDiagnosticsParams(
            uri="file:///warm-up.mlir",
            version=1,
            diagnostics=[conv.diagnostic("file:///warm-up.mlir", d) for d in result.diagnostics],
        )
        if unstructure is not None:
            unstructure(params)
            warm_serialisers(unstructure)
    except Exception:
        log.warning("warm-up failed", exc_info=True)
    seconds = time.perf_counter() - start
    log.info("warmed up in %.3f s", seconds)
    return seconds
