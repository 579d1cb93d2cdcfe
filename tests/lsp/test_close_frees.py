"""A closed document's IR is freed by reference counting, not by a full collection.

Issue 14: after closing a 1M-line document the server's memory returns to the baseline.
Its IR is cyclic (an op's results and regions point back at it); freed by the collector,
it cost one full collection that held the interpreter lock for about 7 s, while every
other document's requests waited. `Documents.close` breaks its cycles (`dismantle`) and
drops the semantic indexes' (`Analysis.drop_index`), so nothing of it is left for a
collection: here the closing's own collection is turned off, and a collection afterwards
must find no op, block, value or analysis among the unreachable objects.
"""

from __future__ import annotations

import asyncio
import functools
import gc
from collections import Counter

import pytest

from collector_support import collector_off
from mlir_ls.ide import Analysis
from mlir_ls.ir.core import Block, Operation, Region, Value
from mlir_ls.lsp import documents as documents_module
from mlir_ls.lsp.documents import Documents

from .test_index_base import DIAGNOSTICS, OPTIONS, TEXT, edit

#: What the collector must not find once the document is closed.
IR_TYPES = (Operation, Block, Region, Value, Analysis)


def _unreachable_kinds() -> Counter[str]:
    """The kinds of IR objects a full collection of the whole heap finds unreachable."""
    gc.unfreeze()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        found = Counter(type(o).__name__ for o in gc.garbage if isinstance(o, IR_TYPES))
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    return found


@pytest.mark.parametrize("edits", [0, 3])
def test_a_closed_document_leaves_no_cycle_behind(
    edits: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the closing's full collection off: what it would free must already be freed
    monkeypatch.setattr(documents_module.HEAP, "collect_all", lambda: None)

    async def run() -> None:
        documents = Documents(workers=1)
        uri = "file:///closed.mlir"
        texts = [TEXT]
        for k in range(edits):
            texts.append(edit(texts[-1], k))
        try:
            for version, text in enumerate(texts, 1):
                result = await documents.analysis(
                    uri, version, functools.partial(str, text), OPTIONS, DIAGNOSTICS
                )
                await documents.indexed_result(uri, result)
            del result
            documents.close(uri)
            await asyncio.gather(*documents._closing)
        finally:
            for timer in (documents._quiet_timer, documents._settle_timer, documents._tidy):
                if timer is not None:
                    timer.cancel()
            documents.shutdown()

    gc.unfreeze()  # (what earlier tests froze and left is not this document's)
    gc.collect()
    with collector_off():
        asyncio.run(run())
        assert _unreachable_kinds() == Counter()
