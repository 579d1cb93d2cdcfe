"""An index built after a newer version's index is dropped with its result.

Two index builds may run at once (the workers are two): when the older version's build
ends last, nothing answers from it. An analysis and its index refer to each other, so the
result, once replaced, was garbage that the server's young collections froze
(`gcpause.FrozenHeap`): its version's IR, and with it every function replaced since, stayed
until a rare full collection (issue 13: 1,000 edits kept the whole document's replaced
functions). Reference counting alone must free it.
"""

from __future__ import annotations

import asyncio
import gc
import time
import weakref

from collector_support import collector_off
from mlir_ls.ide import Analysis
from mlir_ls.lsp.documents import Documents

from .test_index_base import DIAGNOSTICS, OPTIONS, TEXT, edit


def test_an_index_built_after_a_newer_one_is_freed_with_its_result() -> None:
    async def run() -> weakref.ref[Analysis]:
        documents = Documents(workers=1)
        uri = "file:///f.mlir"
        texts = [TEXT]
        for function in (0, 1):
            texts.append(edit(texts[-1], function))
        try:
            first = await documents.analysis(uri, 1, lambda: texts[0], OPTIONS, DIAGNOSTICS)
            await documents.indexed_result(uri, first)
            second = await documents.analysis(uri, 2, lambda: texts[1], OPTIONS, DIAGNOSTICS)
            third = await documents.analysis(uri, 3, lambda: texts[2], OPTIONS, DIAGNOSTICS)
            st = documents.state(uri)
            await documents.indexed_result(uri, third)
            await asyncio.sleep(0)  # the build's callback: version 3 is the newest indexed
            assert st.indexed is third
            # version 2's build ends last (a request asked for it meanwhile)
            await documents.indexed_result(uri, second)
            await asyncio.sleep(0)
            analysis = weakref.ref(second.analysis)
            del first, second
            return analysis
        finally:
            for timer in (documents._quiet_timer, documents._settle_timer):
                if timer is not None:
                    timer.cancel()
            documents.shutdown()

    gc.collect()
    with collector_off():
        analysis = asyncio.run(run())
        # freed by reference counting, no collection (once the worker that built the
        # index let go of its job's arguments)
        for _ in range(200):
            if analysis() is None:
                break
            time.sleep(0.01)
        assert analysis() is None
