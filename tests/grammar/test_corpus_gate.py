"""Corpus gate: every chunk upstream MLIR accepts parses with no ERROR or MISSING node.

With `$MLIR_CORPUS` (../shared/corpus in CI) that is all accepted chunks of the
shared corpus; without it, the project's own valid samples.
"""

from __future__ import annotations

import tree_sitter

from ._support import error_nodes, gate_chunks, mlir_corpus_root


def test_accepted_chunks_parse_cleanly(parser: tree_sitter.Parser) -> None:
    chunks = gate_chunks()
    assert len(chunks) >= (1000 if mlir_corpus_root() else 150)
    failures = []
    for chunk in chunks:
        tree = parser.parse(chunk.text)
        errors = error_nodes(tree.root_node)
        if errors:
            first = errors[0]
            line = chunk.start_line + first.start_point[0]
            snippet = chunk.text[first.start_byte : first.start_byte + 60]
            failures.append(f"{chunk.file}#{chunk.index} line {line}: {snippet!r}")
    clean = len(chunks) - len(failures)
    print(f"corpus gate: {clean}/{len(chunks)} chunks without ERROR/MISSING")
    assert failures == []
