"""The semantic index's pieces make no reference cycles.

A piece of a replaced op is dropped with the index that holds it. The server's collector
policy freezes what survives a young collection (`gcpause.FrozenHeap`): a cycle among a
piece's objects would, once the piece is dropped, stay until a full collection, which
that policy runs rarely (issue 13: 1,000 edits left thousands of symbol references
behind), and keep the IR it refers to alive meanwhile.
"""

from __future__ import annotations

import gc

from collector_support import collector_off
from mlir_ls.ide import Analysis, AnalysisOptions
from mlir_ls.ide.index import SemanticIndex

TEXT = """#map = affine_map<(d0) -> (d0)>
module {
  func.func private @decl(i32) -> i32
  func.func @a(%x: i32) -> i32 {
    %0 = func.call @decl(%x) : (i32) -> i32
    %1 = "test.op"(%0) {m = #map, s = @decl, n = @a::@b} : (i32) -> i32
    cf.br ^bb1(%1 : i32)
  ^bb1(%2: i32):
    return %2 : i32
  }
  func.func @b(%y: i32) -> i32 {
    %r = func.call @a(%y) : (i32) -> i32
    %u = "test.use"(%later) : (i32) -> i32
    return %r : i32
  }
  func.func @c() -> i32 {
    %later = arith.constant 1 : i32
    return %later : i32
  }
}
"""


def test_dropped_pieces_leave_no_cycles() -> None:
    analysis = Analysis.of(TEXT, AnalysisOptions(None, True))
    with collector_off():
        index = SemanticIndex(analysis)
        pieces = list(index._pieces)
        assert any(data.uses for data in pieces)  # symbol references are in them
        # (entities, occurrences and the lookups of all kinds, made per version)
        assert index.occurrences and index.operations
        index.dispose()
        del index
        gc.collect()  # the version's own objects (not the pieces)
        assert gc.collect() == 0
        del pieces  # freed by reference counting alone
        assert gc.collect() == 0


def test_pieces_keep_few_objects_per_occurrence_and_share_op_locations() -> None:
    """A piece holds its occurrences by column (no tuple nor int objects per occurrence) and
    its source map's op locations themselves (no copies): issue 13, the objects an index
    build made per occurrence and per op fragmented pymalloc's small size classes."""
    analysis = Analysis.of(TEXT, AnalysisOptions(None, True))
    index = analysis.index
    located = {
        id(loc) for chunk in analysis.document.chunks for loc in chunk.parse.source_map.operations
    }
    pieces = [data for data in index._pieces if data.ops]
    assert pieces
    for data in pieces:
        assert all(id(loc) in located for loc in data.ops)
        for column in (data.occ.starts, data.occ.ends, data.occ.flags, data.op_starts):
            assert not isinstance(column, list)
        assert not any(isinstance(v, list) for v in data.by_ref.values())
    # read back as the tuples they were, in span order
    occ = [o for data in index._pieces for o in data.occ]
    assert occ and all(isinstance(o, tuple) and len(o) == 5 for o in occ)
    for data in index._pieces:
        spans = [(o[0], o[1]) for o in data.occ]
        assert spans == sorted(spans)
        assert [data.occ[i] for i in range(len(data.occ))] == list(data.occ)
