"""The `*-opt` bridge in the editor: when, on what, and what gets published.

With `opt` set in the document's configuration file (`mlir-ls.toml`, see mlir_ls.config),
every change of a document (re)starts one bridge task for it:

1. it cancels the previous task of the document and kills its tool processes;
2. it waits `opt-delay` ms of quiet (not when every chunk's answer is cached already);
3. it runs the tool on each `// -----` chunk of the latest version in its own worker threads
   (`ide.opt_bridge.run_document`: cached by chunk text, tool and arguments; `opt-timeout`);
4. it waits for mlir-ls's own analysis of that version (which was published as soon as it
   was ready: the bridge never delays it), merges the tool's findings into it
   (`ide.opt_diagnostics.merge_ide`) and publishes the merged list, unless a newer version
   came meanwhile;
5. once typing pauses (or at the first hover or completion), it parses the generic prints
   for their types (`ide.opt_types`: hover, inlay hints and completion show them), then asks
   the client to refresh its inlay hints.

A tool that is missing, crashes, hangs or prints garbage gives one `window/showMessage` per
distinct problem and session; mlir-ls's own diagnostics stay as they were.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from lsprotocol import types as lsp
from pygls.uris import to_fs_path

from mlir_ls.config import ConfigError, resolve_config
from mlir_ls.ide.analysis import EXPECTED_MARK
from mlir_ls.ide.opt_bridge import (
    BridgeCache,
    Cancelled,
    CancelToken,
    ChunkJob,
    DocumentRun,
    OptTool,
    cached_document,
    has_expectations,
    run_document,
    tool_from_settings,
)
from mlir_ls.ide.opt_diagnostics import merge_ide
from mlir_ls.ide.opt_types import OptTypes, document_types
from mlir_ls.text.split import split_chunks

if TYPE_CHECKING:
    from mlir_ls.lsp.documents import Key, Result
    from mlir_ls.lsp.server import MlirLanguageServer

log = logging.getLogger(__name__)

#: Seconds a folder's configuration is reused before it is read again.
CONFIG_TTL_S = 2.0
#: Quiet time after a merged publication before the tool's types are parsed.
TYPES_QUIET_S = 1.0


@dataclass(slots=True)
class _State:
    task: asyncio.Task[None] | None = None
    token: CancelToken | None = None
    #: The own result the last merged diagnostics were built on, and the tool's answers.
    key: Key | None = None
    run: DocumentRun | None = None


@dataclass(slots=True)
class BridgeTiming:
    """One merged publication: the tool's own time and the bridge's (for bench/bridge_bench)."""

    version: int | None
    tool_seconds: float
    #: From the start of the tool run to the merged publication (own analysis not counted).
    bridge_seconds: float
    published_at: float


class OptBridge:
    def __init__(self, server: MlirLanguageServer) -> None:
        self.server = server
        self.executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="mlir-opt-bridge")
        self.cache = BridgeCache()
        self.states: dict[str, _State] = {}
        self.shown: set[str] = set()
        self._tools: dict[str, tuple[float, OptTool | None]] = {}
        #: Called after each merged publication (the latency bench reads it from the log).
        self.on_published: Callable[[str, BridgeTiming], None] | None = None

    # ---- configuration -------------------------------------------------------------------

    def tool_for(self, uri: str) -> OptTool | None:
        """The `opt` of the configuration file governing the document (None: no bridge)."""
        path = to_fs_path(uri)
        folder = os.path.dirname(path) if path else os.getcwd()
        now = time.monotonic()
        cached = self._tools.get(folder)
        if cached is not None and now - cached[0] < CONFIG_TTL_S:
            return cached[1]
        try:
            config = resolve_config(Path(folder))
            tool = tool_from_settings(config.opt, config.root)
        except ConfigError as exc:
            log.warning("configuration of %s: %s", folder, exc)
            tool = None
        self._tools[folder] = (now, tool)
        return tool

    # ---- lifecycle ----------------------------------------------------------------------

    def cancel(self, uri: str) -> None:
        """A newer version exists: stop the document's task and kill its tool processes."""
        st = self.states.get(uri)
        if st is None:
            return
        if st.task is not None:
            st.task.cancel()
            st.task = None
        if st.token is not None:
            st.token.cancel()
            st.token = None

    def close(self, uri: str) -> None:
        self.cancel(uri)
        self.states.pop(uri, None)

    def changed(self, uri: str) -> None:
        """The document was opened or edited: run the tool on its latest version."""
        self.cancel(uri)
        tool = self.tool_for(uri)
        if tool is None:
            return
        st = self.states.setdefault(uri, _State())
        st.task = asyncio.ensure_future(self._run(uri, tool, st))

    def merged_key(self, uri: str) -> Key | None:
        """The own result whose merged diagnostics were published last (or None)."""
        st = self.states.get(uri)
        return st.key if st is not None else None

    # ---- one run --------------------------------------------------------------------------

    def _jobs(self, text: str, chunks: Sequence[tuple[int, str]]) -> list[ChunkJob]:
        """The chunks to run; those with `expected-*` annotations under `--verify-diagnostics`."""
        verify = self.server.settings.verify_diagnostics and EXPECTED_MARK in text
        return [ChunkJob(at, body, verify and has_expectations(body)) for at, body in chunks]

    async def _execute(
        self, tool: OptTool, jobs: list[ChunkJob], unregistered: bool, st: _State
    ) -> DocumentRun:
        token = CancelToken()
        st.token = token
        return await asyncio.get_running_loop().run_in_executor(
            self.executor,
            lambda: run_document(
                tool, jobs, unregistered=unregistered, cache=self.cache, cancel=token
            ),
        )

    async def _run(self, uri: str, tool: OptTool, st: _State) -> None:
        from mlir_ls.lsp.server import NotOpen  # the server imports this module

        try:
            server = self.server
            doc = server.open_document(uri)
            version, text = doc.version, doc.source

            def stale() -> bool:
                current = server.workspace.text_documents.get(doc.uri)
                return current is None or current.version != version

            # The document's own options (RUN lines, split markers, configuration file):
            # the chunks the tool sees are the chunks mlir-ls analyses.
            _, options = await server.analysis_options(uri, doc)
            split = split_chunks(text, options.split_marker).chunks
            jobs = self._jobs(text, [(c.offset, c.text) for c in split])
            unregistered = options.allow_unregistered
            run = cached_document(tool, jobs, self.cache, unregistered=unregistered)
            start = time.perf_counter()
            if run is None:
                if tool.delay_ms > 0:
                    await asyncio.sleep(tool.delay_ms / 1000)
                if stale():
                    return
                start = time.perf_counter()
                run = await self._execute(tool, jobs, unregistered, st)
            result = await self.server.result(uri)
            if stale() or result.key[0] != version:
                return
            chunks = result.analysis.document.chunks
            if [c.offset for c in chunks] != [j.offset for j in jobs]:
                # The analysis split the text otherwise (a per-file setting): follow it.
                jobs = self._jobs(text, [(c.offset, c.text) for c in chunks])
                run = await self._execute(tool, jobs, unregistered, st)
                if stale():
                    return
            self._publish(uri, version, result, run, start)
            self._problems(run)
            # Types for hover and inlay hints, once typing pauses: parsing a large print
            # while the next version is analysed would slow that analysis down.
            await asyncio.sleep(TYPES_QUIET_S)
            if not stale() and st.run is run:
                await asyncio.get_running_loop().run_in_executor(self.executor, document_types, run)
                self._refresh_inlay_hints()
        except (asyncio.CancelledError, Cancelled, NotOpen):
            pass
        except Exception:
            log.exception("the *-opt bridge failed on %s", uri)

    def _publish(
        self, uri: str, version: int | None, result: Result, run: DocumentRun, start: float
    ) -> None:
        st = self.states.get(uri)
        if st is None:
            return
        merged = merge_ide(result.diagnostics, run, result.analysis.text)
        conv = self.server.converter(result)
        self.server.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(
                uri=uri, version=version, diagnostics=[conv.diagnostic(uri, d) for d in merged]
            )
        )
        st.key, st.run = result.key, run
        timing = BridgeTiming(version, run.seconds, time.perf_counter() - start, time.time())
        log.info(
            "opt bridge: %s version %s: tool %.3f s, bridge %.3f s",
            run.tool.name,
            version,
            timing.tool_seconds,
            timing.bridge_seconds,
        )
        if self.on_published is not None:
            self.on_published(uri, timing)

    def _refresh_inlay_hints(self) -> None:
        """Ask the client to request inlay hints again: they can show the tool's types now."""
        caps = self.server.client_capabilities.workspace
        inlay = caps.inlay_hint if caps is not None else None
        if inlay is not None and inlay.refresh_support:
            self.server.workspace_inlay_hint_refresh(None)

    def _problems(self, run: DocumentRun) -> None:
        for problem in run.problems:
            if problem.message in self.shown:
                continue
            self.shown.add(problem.message)
            log.warning("opt bridge: %s", problem.message)
            kind = lsp.MessageType.Error if problem.kind == "missing" else lsp.MessageType.Warning
            self.server.window_show_message(
                lsp.ShowMessageParams(type=kind, message=f"mlir-ls: {problem.message}")
            )

    # ---- types ----------------------------------------------------------------------------

    async def types(self, uri: str, result: Result, *, wait: bool = True) -> OptTypes | None:
        """The tool's types for the analysed version `result`, if the tool answered for it.

        `wait=False` (inlay hints, asked for after every change) does not start the parse of
        the tool's print: None until it is built once typing pauses.
        """
        st = self.states.get(uri)
        if st is None or st.run is None or st.key != result.key:
            return None
        run = st.run
        if isinstance(run.types_cache, OptTypes):
            return run.types_cache
        if not wait:
            return None
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.executor, document_types, run)

    def shutdown(self) -> None:
        for uri in list(self.states):
            self.cancel(uri)
        self.executor.shutdown(wait=False, cancel_futures=True)
