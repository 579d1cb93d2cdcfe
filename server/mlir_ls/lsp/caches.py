"""The process's caches of what documents made, emptied after a large document is closed.

Modules keep a few bounded tables of objects built while analysing (parsed types by
spelling, dense arrays and iterator lists by value, signatures found valid, printed
affine maps, lexed token ranges by text) and each worker thread its tree-sitter parser;
the standard library keeps the URIs it split (`urllib.parse`).
They belong to the process, not to a document: after a document is closed, the entries
it made would stay. Few as they are, they are spread over the allocator's arenas that
the document's IR filled, and an arena that holds one live object is not given back (a
200k-line document: 250 of 300 arenas kept by about 7,000 cached objects). A parser's
buffers grow to the largest text it parsed; made again after the free, it lands among
the objects that stay. `register()` hands their `clear` to
`mlir_ls.gcpause.process_cache`: `FrozenHeap.forget` empties them before the full
collection that frees the closed document's IR. Emptying is safe while analyses run:
each is a cache (a miss builds the entry again) read and written one key at a time.
"""

from __future__ import annotations

import urllib.parse

from mlir_ls.dialects import invariants, linalg
from mlir_ls.dialects.assembly_format import attr_kinds
from mlir_ls.gcpause import process_cache
from mlir_ls.ide.tokens import forget_texts
from mlir_ls.parser import types
from mlir_ls.printer import affine, floats
from mlir_ls.syntax.tree import forget_parsers
from mlir_ls.verify import op_constraints

_registered = False


def _clear_split_uris() -> None:
    """Empty `urllib.parse`'s cache of split URIs (the closed document's, split by pygls).
    `clear_cache` is there in CPython 3.11 and later though typeshed does not list it."""
    clear = getattr(urllib.parse, "clear_cache", None)
    if clear is not None:
        clear()


def register() -> None:
    """Register the caches (once per process)."""
    global _registered
    if _registered:
        return
    _registered = True
    for clear in (
        types._SHAPED_CACHE.clear,
        attr_kinds._DENSE_ARRAYS.clear,
        linalg._ITERATOR_ARRAYS.clear,
        invariants._VALID.clear,
        op_constraints._VALID.clear,
        affine.canonical.cache_clear,
        affine.print_affine_map.cache_clear,
        affine.print_integer_set.cache_clear,
        floats.format_float.cache_clear,
        forget_texts,
        forget_parsers,
        _clear_split_uris,
    ):
        process_cache(clear)
