"""Serialisation caches built before a document opens (`mlir_ls.lsp.warmup`).

Issue 14: an entry the protocol's converter caches while a big document is open outlives
the document and keeps part of its memory resident after it is closed. The warm-up
fills the converter's caches for every kind of answer; a null answer does not use the
converter at all.
"""

from __future__ import annotations

import functools
import json
from typing import Any

from pygls.protocol.json_rpc import JsonRPCResponseMessage

from mlir_ls.lsp.server import create_server
from mlir_ls.lsp.warmup import _sample_results, warm_serialisers


def _spy_lookups(converter: Any) -> list[Any]:
    """The classes the converter's unstructure dispatch looks up from now on (its cache
    misses; the cache itself starts empty and is emptied as the converter empties it)."""
    dispatcher = converter._unstructure_func
    lookups: list[Any] = []
    lookup = dispatcher.dispatch_without_caching

    def counted(typ: Any) -> Any:
        lookups.append(typ)
        return lookup(typ)

    dispatcher.dispatch = functools.lru_cache(maxsize=None)(counted)
    return lookups


def test_every_answer_kind_is_cached_after_the_warm_up() -> None:
    server = create_server()
    converter = server.protocol._converter
    lookups = _spy_lookups(converter)
    warm_serialisers(converter.unstructure)
    assert type(None) in lookups
    lookups.clear()
    for sample in _sample_results():
        converter.unstructure(JsonRPCResponseMessage(id=1, jsonrpc="2.0", result=sample))
    assert lookups == []


class _Writer:
    def __init__(self) -> None:
        self.data = b""

    def write(self, data: bytes) -> None:
        self.data += data

    def close(self) -> None:
        pass


def test_a_null_answer_is_written_without_the_converter() -> None:
    server = create_server()
    protocol = server.protocol
    writer = _Writer()
    protocol.set_writer(writer, include_headers=False)
    lookups = _spy_lookups(protocol._converter)
    protocol._send_response(7, None)
    assert json.loads(writer.data) == {"id": 7, "jsonrpc": "2.0", "result": None}
    assert lookups == []
    protocol._send_response(8, [])  # other answers still go through it
    assert lookups != []
