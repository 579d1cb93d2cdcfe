"""Pieces whose semantic tokens are cached make no reference cycles.

Each range's lexed tokens and encodings are cached on its first piece, keyed by the
pieces the range holds. With the pieces themselves in the key, the first piece held
itself: once its op was replaced, the piece was cyclic garbage that the server's young
collections froze (`gcpause.FrozenHeap`), and it kept the op's IR (and the next pieces'
in its range) until a rare full collection (issue 13: after one `semanticTokens/full`,
every function edited later stayed alive).
"""

from __future__ import annotations

import gc

from collector_support import collector_off
from mlir_ls import ide
from mlir_ls.ide import Analysis, AnalysisOptions

from .test_index_memory import TEXT


def test_pieces_with_cached_tokens_are_freed_by_reference_counting() -> None:
    analysis = Analysis.of(TEXT, AnalysisOptions(None, True))
    with collector_off():
        assert ide.encoded_tokens(analysis, "utf-16").data()
        pieces = list(analysis.index._pieces)
        assert any(getattr(p, "tokens", None) for p in pieces)  # the caches are filled
        analysis.drop_index()
        gc.collect()  # the version's own objects (not the pieces)
        del pieces  # freed by reference counting alone
        assert gc.collect() == 0
