"""Closing a document frees its analyses (issue 14): once the work running on it is done,
nothing the server keeps reaches them, the process caches are emptied and one full
collection frees the (frozen) IR. And the young objects of the analyses settled while
requests come wait for a quiet moment, never for more than `defer` analyses."""

from __future__ import annotations

import asyncio
import re
import sys
import weakref

import pytest

from collector_support import collector_off
from mlir_ls.gcpause import FrozenHeap, process_cache
from mlir_ls.ide import Analysis, AnalysisOptions, DiagnosticOptions
from mlir_ls.ide.tokens import encoded_tokens
from mlir_ls.lsp import caches
from mlir_ls.lsp import documents as documents_module
from mlir_ls.lsp.documents import HEAP, Documents

FUNCTION = """func.func @f{n}(%a: i32) -> i32 {{
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}}
"""


def text(functions: int, edit: int = 0) -> str:
    body = "".join(FUNCTION.format(n=i) for i in range(functions))
    return body.replace("arith.muli %0, %a", "arith.muli %a, %0", edit)


class Cyclic:
    """Stands for IR: in a reference cycle, so only a collection frees it."""

    def __init__(self) -> None:
        self.me = self


def test_forget_empties_the_process_caches_and_frees_what_was_frozen() -> None:
    with collector_off():
        heap = FrozenHeap()
        cache = {"entry": Cyclic()}
        process_cache(cache.clear)
        held = Cyclic()
        alive = weakref.ref(held)
        heap.settle(built=1000, collect=False)  # (frozen with the rest)
        heap.forget(100)  # 100 closed out of 900 kept: waits
        assert heap.full_collections == 0 and cache
        del held
        heap.forget(800)  # the closed documents are most of the heap
        assert heap.full_collections == 1 and not cache and alive() is None


def test_young_objects_wait_for_defer_analyses_at_most() -> None:
    with collector_off():
        heap = FrozenHeap(defer=3, young_garbage=1.0)  # (young collections pay)
        heap.settle(built=100, collect=False)
        young = Cyclic()
        alive = weakref.ref(young)
        del young
        for _ in range(3):  # as the server calls them: at the end of an analysis, and
            heap.collect_due()  # once its result is out
            heap.settle(built=10)
        assert alive() is not None  # three analyses' garbage waits
        heap.collect_due()
        assert alive() is None  # the fourth analysis collects it
        young = Cyclic()
        alive = weakref.ref(young)
        del young
        heap.settle(built=10)
        heap.quiet()
        assert alive() is None  # or the quiet moment does


def test_forced_young_collections_run_only_when_they_pay() -> None:
    """With `defer` analyses waiting and no quiet moment, the young objects are collected
    only if the last young collection found garbage, or every `sample_every`-th time."""
    with collector_off():
        heap = FrozenHeap(defer=2, young_garbage=0.0, sample_every=3)
        heap.settle(built=100, collect=False)
        alive: list[weakref.ref[Cyclic]] = []

        def analysis() -> None:  # three analyses' garbage: `defer` reached at the third
            for _ in range(3):
                young = Cyclic()
                alive.append(weakref.ref(young))
                del young
                heap.settle(built=10)

        analysis()
        assert heap.young_skipped == 1 and alive[-1]() is not None  # frozen, uncollected
        analysis()
        assert heap.young_skipped == 2 and alive[-1]() is not None
        analysis()  # the third forced occasion samples: collected, and it paid
        assert heap.young_skipped == 0 and alive[-1]() is None and heap.young_garbage > 0
        analysis()  # so the next forced one collects too
        assert heap.young_skipped == 0 and alive[-1]() is None
        assert all(ref() is not None for ref in alive[:6])  # (until a full collection)
        heap.collect_all()
        assert all(ref() is None for ref in alive)


async def _open_analyse_close(
    documents: Documents, uri: str
) -> tuple[weakref.ref[Analysis], list[weakref.ref[object]]]:
    """Open, edit, index, ask for the semantic tokens and close: weak references to the
    last analysis and to its index's pieces (each holds the IR of a top-level op)."""
    options, diag_options = AnalysisOptions(), DiagnosticOptions()
    first = await documents.analysis(uri, 1, lambda: text(40), options, diag_options)
    second = text(40, edit=3)
    result, _ = await documents.navigation(
        uri, 2, lambda: second, options, diag_options, current=True
    )
    assert result.analysis.has_index and first.analysis is not result.analysis
    assert encoded_tokens(result.analysis)  # (the tokens keep ranges of each index)
    analysis = weakref.ref(result.analysis)
    pieces: list[weakref.ref[object]] = [weakref.ref(p) for p in result.analysis.index._pieces]
    assert pieces
    del first, result
    documents.close(uri)
    await asyncio.gather(*documents._closing)
    return analysis, pieces


def test_a_closed_document_s_analyses_are_freed() -> None:
    caches.register()

    async def run() -> None:
        documents = Documents()
        try:
            analysis, pieces = await _open_analyse_close(documents, "file:///closed.mlir")
            assert documents.states == {}
            assert analysis() is None  # freed: nothing the server keeps reaches it
            # and its IR with it (not left for a later collection by what the collection
            # that freed the analysis released: the tokens' ranges of its index)
            assert [piece for piece in pieces if piece() is not None] == []
            assert HEAP.closed == 0 and HEAP.full_collections > 0
        finally:
            documents.shutdown()

    with collector_off():
        asyncio.run(run())


def _free_lists(capfd: pytest.CaptureFixture[str]) -> int:
    """Lists in the interpreter's free list (`sys._debugmallocstats`, on the C stderr)."""
    capfd.readouterr()
    sys._debugmallocstats()
    found = re.search(r"(\d+) free PyListObjects", capfd.readouterr().err)
    assert found is not None
    return int(found.group(1))


def test_the_free_lists_are_emptied_once_a_closed_document_is_freed(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    """What was in use while the closed document's IR was collected (requests in flight)
    and is freed after it goes to the interpreter's free lists: each entry would keep the
    allocator arena of the document's memory it lies in. They are emptied after the close."""
    caches.register()
    monkeypatch.setattr(documents_module, "TIDY_DELAY_S", 0.2)
    uri = "file:///tidied.mlir"

    async def run() -> None:
        documents = Documents()
        try:
            options, diag_options = AnalysisOptions(), DiagnosticOptions()
            await documents.analysis(uri, 1, lambda: text(40), options, diag_options)
            collections = HEAP.full_collections
            documents.close(uri)
            while HEAP.full_collections == collections:  # the close's collection ran
                await asyncio.sleep(0.01)
            in_flight = [[n] for n in range(200)]  # alive during the collection
            del in_flight  # and freed after it
            assert _free_lists(capfd) == 80  # (CPython keeps 80 at most)
            await asyncio.gather(*documents._closing)
            while documents.tidied is None:
                await asyncio.sleep(0.01)
            await asyncio.wrap_future(documents.tidied)
            assert _free_lists(capfd) < 20
        finally:
            documents.shutdown()

    with collector_off():
        asyncio.run(run())


def test_the_documents_containers_outlive_a_document() -> None:
    """The lists, sets and dicts `Documents` keeps for the process's life are the ones made
    with it: one made again while a large document is open would keep the allocator arena
    of the document's memory it lies in after the document is closed."""
    import tracemalloc

    async def run() -> None:
        documents = Documents()
        tracemalloc.start()
        try:
            uri = "file:///containers.mlir"
            options, diag_options = AnalysisOptions(), DiagnosticOptions()
            await documents.analysis(uri, 1, lambda: text(20), options, diag_options)
            documents.settle()
            await documents.analysis(uri, 2, lambda: text(20, 1), options, diag_options)
            documents.settle()
            documents.close(uri)
            await asyncio.gather(*documents._closing)
            made = {
                name: tracemalloc.get_object_traceback(value)
                for name, value in vars(documents).items()
                if isinstance(value, (list, set, dict))
            }
            assert made and all(where is None for where in made.values()), made
        finally:
            tracemalloc.stop()
            documents.shutdown()

    with collector_off():
        asyncio.run(run())


def test_the_stdin_reader_keeps_nothing_of_the_last_message() -> None:
    """While it waits for the next message, the stdin reader refers to nothing of the last
    one: read while a large document is open (its didClose), it would keep the allocator
    arena of the document's memory it lies in."""
    import io

    from mlir_ls.lsp.stdio import read_messages

    got: list[bytes] = []
    waiting: list[int] = []

    class Input(io.BytesIO):
        def readline(self, size: int | None = -1) -> bytes:
            line = super().readline(size)
            if not line and got:  # waiting for the next message: the last one's holders
                waiting.append(sys.getrefcount(got[0]))
            return line

    body = b'{"jsonrpc": "2.0", "method": "exit"}'

    def deliver(message: bytes) -> bool:
        got.append(message)
        return True

    read_messages(Input(b"Content-Length: %d\r\n\r\n" % len(body) + body), deliver)
    holders = sys.getrefcount(got[0])  # once the reader is gone (outside an assert: pytest's
    assert got == [body] and got[0] is not body  # rewriting holds what an assert reads)
    assert waiting == [holders]


def test_a_document_reopened_while_the_closed_one_is_freed_is_kept() -> None:
    async def run() -> None:
        documents = Documents()
        uri = "file:///reopened.mlir"
        options, diag_options = AnalysisOptions(), DiagnosticOptions()
        try:
            await documents.analysis(uri, 1, lambda: text(20), options, diag_options)
            documents.close(uri)  # its freeing runs while the document is opened again
            again = await documents.analysis(uri, 1, lambda: text(21), options, diag_options)
            await asyncio.gather(*documents._closing)
            st = documents.states[uri]
            assert not st.closed and st.result is again and st.analyzer is not None
            later = await documents.analysis(uri, 2, lambda: text(21, 1), options, diag_options)
            assert later.diagnostics == [] and st.result is later
        finally:
            documents.shutdown()

    with collector_off():
        asyncio.run(run())


def test_notifications_leave_no_future_behind() -> None:
    """pygls keeps each message's future until it answers; a notification never answers,
    and the user handler a built-in method runs (initialize, didOpen, didChange, didClose)
    runs under an id pygls makes: each finished one would stay (pinning the memory around
    it for good)."""
    import io
    import json

    from pygls.io_ import StdoutWriter

    from mlir_ls.lsp.server import create_server

    server = create_server()
    protocol = server.protocol
    protocol.set_writer(StdoutWriter(io.BytesIO()))
    uri = "file:///notified.mlir"
    item = {"uri": uri, "languageId": "mlir", "version": 1, "text": text(2)}
    hover = {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 4}}
    change = {"text": text(3)}
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": item}},
        {
            "jsonrpc": "2.0",
            "method": "textDocument/didChange",
            "params": {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [change]},
        },
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": hover},
        {
            "jsonrpc": "2.0",
            "method": "textDocument/didClose",
            "params": {"textDocument": {"uri": uri}},
        },
    ]

    async def run() -> None:
        try:
            for message in messages:
                protocol.handle_message(
                    json.loads(json.dumps(message), object_hook=protocol.structure_message)
                )
                running = list(protocol._request_futures.values())
                while not all(future.done() for future in running):
                    await asyncio.sleep(0.01)
            await asyncio.gather(*server.documents._closing)
            assert protocol._request_futures == {}
        finally:
            server.documents.shutdown()

    with collector_off():
        asyncio.run(run())
