"""The pygls server and its handlers: convert in, call `mlir_ls.ide`, convert out.

Every handler is wrapped by `guarded`: a failure is logged and answered with an
empty result, never allowed to take the server down.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import logging
import os
import stat
import sys
import threading
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, BinaryIO, TypeVar
from urllib.parse import unquote

try:
    import fcntl
except ImportError:  # (Windows)
    fcntl = None  # type: ignore[assignment]

from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException
from pygls.io_ import StdoutWriter
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol
from pygls.uris import from_fs_path, to_fs_path
from pygls.workspace import TextDocument

from mlir_ls import __version__, ide
from mlir_ls.config import ConfigError
from mlir_ls.gcpause import keep_large_blocks_in_heap
from mlir_ls.ide.analysis import Analysis, AnalysisOptions
from mlir_ls.ide.formatting import FormatError, format_document
from mlir_ls.ide.navigation import FileTarget, resolve_file
from mlir_ls.ide.symbols import matches
from mlir_ls.lsp import caches, stdio
from mlir_ls.lsp.bridge import OptBridge
from mlir_ls.lsp.commands import register_commands
from mlir_ls.lsp.config import ProjectConfigs, Settings, parse_settings
from mlir_ls.lsp.convert import SYMBOL_KIND, Converter, encoding_name
from mlir_ls.lsp.documents import HEAP, Documents, DocumentState, Result
from mlir_ls.lsp.ods import OdsWorkspace, watchers
from mlir_ls.lsp.raw_json import NULL, RawJson, send_raw
from mlir_ls.lsp.stale import NavigationView
from mlir_ls.lsp.text_document import install as install_documents
from mlir_ls.lsp.text_document import known_line_index
from mlir_ls.lsp.warmup import warm_serialisers, warm_up
from mlir_ls.text.changes import changed_range
from mlir_ls.text.line_index import LineIndex

log = logging.getLogger(__name__)

T = TypeVar("T")
AsyncHandler = Callable[..., Awaitable[Any]]

#: Tests set MLIR_LS_STRICT=1: a handler's failure then becomes an error response.
STRICT = os.environ.get("MLIR_LS_STRICT") == "1"

#: The interpreter's thread switch interval in the server (see `MlirLanguageServer`).
SWITCH_INTERVAL_S = 0.0005

TRIGGER_CHARACTERS = ["%", "^", "@", "#", "!", "."]
#: Files scanned for workspace symbols: at most this many, each at most this large.
MAX_SCANNED_FILES = 2000
MAX_SCANNED_BYTES = 4_000_000
#: Directory entries walked and seconds spent per workspace scan, at most.
MAX_WALKED_ENTRIES = 50_000
SCAN_SECONDS = 5.0


class MlirProtocol(LanguageServerProtocol):
    """pygls' protocol, but a request whose params do not deserialize gets an error response
    (JSON-RPC's "Invalid params"), instead of only a log line."""

    def structure_message(self, data: dict[str, Any]) -> Any:
        try:
            return super().structure_message(data)
        except JsonRpcException as exc:
            if isinstance(data, dict) and "id" in data and "method" in data:
                self._send_response(data["id"], error=exc.to_response_error())
            raise

    def _execute_handler(
        self,
        msg_id: Any,
        handler: Any,
        callback: Any,
        args: tuple[Any, ...] | None = None,
        kwargs: dict[str, Any] | None = None,
    ) -> None:
        """pygls keeps each message's future in `_request_futures` until it answers; a
        notification's, and a user handler's that a built-in method runs (under a uuid
        id pygls makes: initialize, didOpen, didChange, didClose...), were never
        dropped: a finished task per message for the process's life, each pinning the
        memory around it (issue 14). Every future is dropped once done (a request's
        after pygls answered it, which drops it too)."""
        super()._execute_handler(msg_id, handler, callback, args, kwargs)
        future = self._request_futures.get(msg_id)
        if future is not None:
            future.add_done_callback(functools.partial(self._drop_future, msg_id))

    def _drop_future(self, msg_id: Any, future: Any) -> None:
        """Forget `future`, done, unless its id now names another message's."""
        if self._request_futures.get(msg_id) is future:
            del self._request_futures[msg_id]

    def _send_response(self, msg_id: Any, result: Any = None, error: Any = None) -> None:
        """A `RawJson` result is written as it is; so is a null one (pygls would look up
        the converter's hook for `NoneType`, and a lookup made while a big document is
        open keeps its memory resident after it closes: lsp/warmup.py)."""
        if error is None and result is None:
            result = NULL
        if error is None and isinstance(result, RawJson):  # JSON made by the handler
            self._result_types.pop(msg_id, None)
            send_raw(self, msg_id, result)
            return
        super()._send_response(msg_id, result, error)

    def _send_data(self, data: Any) -> None:
        """The answer to `initialize` is serialised once, with the messages `initialized`
        sends, and the serialisers warmed again (`warm_serialisers`), before it is written:
        each new type's hook empties the converter's lookup cache, and warming it again
        after `initialized` (8-12 ms on the protocol thread) delayed the reading of the
        `didOpen` a client sends right after it."""
        if isinstance(getattr(data, "result", None), lsp.InitializeResult):
            try:
                self._serialize_message(data)
                for method, params in _initialized_requests():
                    request_type = self.get_message_type(method)
                    if request_type is not None:
                        self._serialize_message(
                            request_type(id="", method=method, params=params, jsonrpc="2.0")
                        )
                warm_serialisers(self._converter.unstructure)
            except Exception:  # (only the first open pays then)
                log.warning("warming the serialisers failed", exc_info=True)
        super()._send_data(data)


#: Size asked for the pipe the client writes to (Linux's default limit for a process).
PIPE_BYTES = 1 << 20


def _grow_pipe(stdin: BinaryIO) -> None:
    """Let the client's pipe hold a whole large message (`didOpen` of a 10k-line file is
    ~0.5 MB): with Linux's default 64 KB, the client writes it in pieces, each waiting for
    the reader thread to drain the last one and take the interpreter lock back."""
    set_size = getattr(fcntl, "F_SETPIPE_SZ", None) if fcntl is not None else None
    if set_size is None:
        return
    try:
        fd = stdin.fileno()
        if stat.S_ISFIFO(os.fstat(fd).st_mode):
            fcntl.fcntl(fd, set_size, PIPE_BYTES)
    except (OSError, ValueError, AttributeError):
        pass  # (not a pipe, or above the system's limit: the default size stays)


class MlirLanguageServer(LanguageServer):
    def start_io(self, stdin: BinaryIO | None = None, stdout: BinaryIO | None = None) -> None:
        """Serve over stdio, reading whole messages on one thread (`lsp/stdio.py`)."""
        self._stop_event = threading.Event()
        self.protocol.set_writer(StdoutWriter(stdout or sys.stdout.buffer))
        stdin = stdin or sys.stdin.buffer
        _grow_pipe(stdin)
        try:
            asyncio.run(stdio.serve(self, stdin))
        except BrokenPipeError:
            log.error("Connection to the client is lost! Shutting down the server.")
        except (KeyboardInterrupt, SystemExit):
            pass
        finally:
            self.shutdown()

    def __init__(self) -> None:
        super().__init__("mlir-ls", __version__, protocol_cls=MlirProtocol)
        self.settings = Settings()
        self.documents = Documents()
        self.documents.on_first_index = self._warm_tokens
        HEAP.take_over()  # the server's collector policy (gcpause.FrozenHeap)
        keep_large_blocks_in_heap()  # texts replaced per edit reuse memory (gcpause)
        caches.register()  # emptied after a large document is closed (issue 14)
        # The protocol thread gets the interpreter lock back within this many seconds
        # while an analysis runs in a worker (the default, 5 ms, made a request that
        # needs a few hand-offs wait for most of the analysis).
        sys.setswitchinterval(SWITCH_INTERVAL_S)
        #: Analysis options per document with the settings and text they were read for.
        self._options: dict[str, tuple[Settings, str, AnalysisOptions]] = {}
        #: The documents' mlir-ls.toml files, laid over `settings` (lsp/config.py).
        self.projects = ProjectConfigs()
        self.projects.publish = lambda uri, diags: self.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=uri, diagnostics=diags)
        )
        self.projects.show_message = lambda kind, text: self.window_show_message(
            lsp.ShowMessageParams(type=kind, message=text)
        )
        #: The project's `*-opt` run on each chunk (`opt` in mlir-ls.toml; lsp/bridge.py).
        self.bridge = OptBridge(self)
        #: Registries of the documents' `[dialects]` settings (ODS imports; lsp/ods.py).
        self.ods = OdsWorkspace(self.documents.executor)
        self.ods.on_reload = self.reload_dialects
        self.ods.dialects_for = lambda uri: self.projects.config_for(uri).dialects
        self.ods.publish = lambda uri, diags: self.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=uri, diagnostics=diags)
        )
        self.ods.show_message = lambda kind, text: self.window_show_message(
            lsp.ShowMessageParams(type=kind, message=text)
        )
        self._scan_cache: dict[str, tuple[float, list[ide.WorkspaceSymbol], str]] = {}

    # ---- analysis -------------------------------------------------------------------------

    @property
    def encoding(self) -> str:
        return encoding_name(self.workspace.position_encoding)

    def open_document(self, uri: str) -> TextDocument:
        """The open document `uri`; `NotOpen` for any other (never read from disk here)."""
        doc = self.workspace.text_documents.get(unquote(uri))
        if doc is None:
            raise NotOpen(uri)
        return doc

    async def result(self, uri: str) -> Result:
        """The analysis of the document's current version (computed off the protocol thread)."""
        doc = self.open_document(uri)
        settings, options = await self.analysis_options(uri, doc)
        return await self.documents.analysis(
            uri,
            doc.version,
            lambda: doc.source,
            options,
            settings.diagnostic_options,
            lambda: known_line_index(doc),
        )

    async def analysis_options(
        self, uri: str, doc: TextDocument
    ) -> tuple[Settings, AnalysisOptions]:
        """The settings and analysis options of `doc`'s current version. The options read
        the whole text (RUN lines, split markers): not again after an edit that touched
        no such line (`_same_options`)."""
        settings = self.settings_for(uri)
        source = doc.source
        cached = self._options.get(uri)
        if cached is not None and cached[0] == settings and _same_options(cached[1], source):
            options = cached[2]
        else:
            options = settings.analysis_options_for(source)
        self._options[uri] = (settings, source, options)
        registry = await self.ods.registry(uri)
        if registry is not None:
            options = dataclasses.replace(options, registry=registry)
        return settings, options

    def settings_for(self, uri: str) -> Settings:
        """The client's settings with the document's configuration file laid over them."""
        return self.projects.settings_for(uri, self.settings)

    def use_command_line(self, explicit: Path | None, isolated: bool) -> None:
        """`mlir-ls serve --config PATH` / `--isolated`: for every workspace folder."""
        publish, show = self.projects.publish, self.projects.show_message
        self.projects = ProjectConfigs(explicit, isolated=isolated)
        self.projects.publish, self.projects.show_message = publish, show

    def reload_dialects(self) -> None:
        """The imported `.td` files (or a configuration file) changed: analyse again."""
        self.documents.generation += 1
        for uri in list(self.documents.states):
            self.schedule(uri, 0)

    def _warm_tokens(self, st: DocumentState, result: Result) -> None:
        """Lex and encode a document's semantic tokens once its first index is built (in
        the background, while the editor is idle after opening it): the client's first
        `semanticTokens/full` then joins cached ranges instead of lexing the document."""
        caps = self.client_capabilities.text_document
        if caps is None or caps.semantic_tokens is None:
            return
        job = self.documents.executor.submit(
            _warm, result.analysis, self.encoding, lambda: not st.closed
        )
        st.track(asyncio.wrap_future(job))

    def converter(self, result: Result) -> Converter:
        return Converter(result.analysis.line_index, self.encoding)

    async def view(self, uri: str, position: lsp.Position) -> tuple[Result, NavigationView, int]:
        """The result navigation answers from, how to map onto it, and the cursor's offset.

        Right after an edit that is an older analysis (see `mlir_ls.lsp.stale`),
        unless the cursor is on an edited line.
        """
        doc = self.open_document(uri)
        settings, options = await self.analysis_options(uri, doc)
        args = (uri, doc.version, lambda: doc.source, options, settings.diagnostic_options)
        result, shift = await self.documents.navigation(*args)
        view = NavigationView(result.analysis, self.converter(result), shift)
        offset = view.offset(position)
        if offset is None:
            result, _ = await self.documents.navigation(*args, current=True)
            view = NavigationView(result.analysis, self.converter(result), None)
            offset = view.conv.offset(position)
        return result, view, offset

    def schedule(self, uri: str, delay_ms: int | None = None) -> None:
        """(Re)start the debounce timer of `uri`: analyse, then publish unless stale."""
        st = self.documents.state(uri)
        if st.debounce is not None:
            st.debounce.cancel()
        delay = self.settings.diagnostics_delay_ms if delay_ms is None else delay_ms
        st.debounce = asyncio.ensure_future(self._diagnose(uri, delay / 1000))
        self.bridge.changed(uri)

    async def _diagnose(self, uri: str, delay: float) -> None:
        try:
            if delay > 0:
                await asyncio.sleep(delay)
            if uri not in self.documents.states:
                return  # closed meanwhile
            doc = self.open_document(uri)
            version = doc.version
            st = self.documents.state(uri)
            token = None
            # The analysis starts before the progress token is asked for (a round trip
            # to the client the analysis need not wait for).
            analysis = asyncio.ensure_future(self.result(uri))
            if not st.analysed_once and self._wants_progress(doc.source):
                try:
                    token = await self._progress_begin(uri)
                except BaseException:
                    analysis.cancel()  # (the computation itself goes on: documents.py)
                    raise
            try:
                result = await analysis
            except NotOpen:
                raise
            except Exception:
                # every version gets its diagnostics: here, that the analysis failed
                log.exception("analysis of %s (version %s) failed", uri, version)
                if self.open_document(uri).version == version:
                    self.text_document_publish_diagnostics(
                        lsp.PublishDiagnosticsParams(
                            uri=uri, version=version, diagnostics=[_failed_analysis()]
                        )
                    )
                return
            finally:
                if token is not None:
                    self.work_done_progress.end(token, lsp.WorkDoneProgressEnd(message="done"))
            if self.open_document(uri).version != version:
                return  # stale: a newer version is on its way
            if uri not in self.documents.states or result.key in (
                st.published,
                self.bridge.merged_key(uri),
            ):
                return
            st.published = result.key
            conv = self.converter(result)
            self.text_document_publish_diagnostics(
                lsp.PublishDiagnosticsParams(
                    uri=uri,
                    version=version,
                    diagnostics=[conv.diagnostic(uri, d) for d in result.diagnostics],
                )
            )
            self.documents.settle()  # collect the analysis's garbage once it is published
        except (asyncio.CancelledError, NotOpen):
            pass
        except Exception:
            log.exception("diagnostics of %s failed", uri)

    def _wants_progress(self, text: str) -> bool:
        caps = self.client_capabilities.window
        if caps is None or not caps.work_done_progress:
            return False
        return text.count("\n") >= self.settings.progress_threshold_lines

    async def _progress_begin(self, uri: str) -> str | None:
        token = f"mlir-ls/analyse/{uuid.uuid4()}"
        try:
            await asyncio.wait_for(self.work_done_progress.create_async(token), 5)
        except Exception:
            log.warning("client refused a progress token")
            return None
        name = uri.rsplit("/", 1)[-1]
        self.work_done_progress.begin(
            token, lsp.WorkDoneProgressBegin(title="mlir-ls", message=f"analysing {name}")
        )
        return token

    def apply_settings(self, raw: Any) -> None:
        new = parse_settings(raw, self.settings)
        if new == self.settings:
            return
        self.settings = new
        self.documents.generation += 1
        for uri in list(self.documents.states):
            self.schedule(uri, 0)

    # ---- workspace symbols ----------------------------------------------------------------

    def scan_workspace(self, query: str) -> list[lsp.WorkspaceSymbol]:
        """Symbols of the workspace's files that are not open (tree-sitter scan, cached by mtime).

        Runs off the protocol thread; bounded: at most `MAX_SCANNED_FILES` files (and
        `MAX_WALKED_ENTRIES` directory entries), `SCAN_SECONDS` of work, regular files
        under `MAX_SCANNED_BYTES` only (never FIFOs or devices), symbolic links not followed.
        """
        out: list[lsp.WorkspaceSymbol] = []
        open_paths = {to_fs_path(uri) for uri in self.documents.states}
        count = 0
        walked = 0
        deadline = time.monotonic() + SCAN_SECONDS
        for folder in self._folders():
            for dirpath, dirnames, filenames in os.walk(folder):
                dirnames[:] = [d for d in dirnames if not d.startswith(".") and d != "node_modules"]
                walked += len(dirnames) + len(filenames)
                if walked > MAX_WALKED_ENTRIES or time.monotonic() > deadline:
                    return out
                for name in filenames:
                    if not name.endswith(self.settings.file_extensions):
                        continue
                    path = os.path.join(dirpath, name)
                    if path in open_paths:
                        continue
                    count += 1
                    if count > MAX_SCANNED_FILES or time.monotonic() > deadline:
                        return out
                    out.extend(self._scan_file(path, query))
        return out

    def _folders(self) -> list[str]:
        folders = [to_fs_path(f.uri) for f in self.workspace.folders.values()]
        if not folders and self.workspace.root_path:
            folders = [self.workspace.root_path]
        return [f for f in folders if f and os.path.isdir(f)]

    def _scan_file(self, path: str, query: str) -> list[lsp.WorkspaceSymbol]:
        try:
            info = os.lstat(path)
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SCANNED_BYTES:
                return []  # FIFOs, devices, links and large files are never read
            cached = self._scan_cache.get(path)
            if cached is None or cached[0] != info.st_mtime:
                text = _read_regular_file(path)
                if text is None:
                    return []
                cached = (info.st_mtime, ide.scan_symbols(text, ""), text)
                self._scan_cache[path] = cached
        except OSError:
            return []
        _, symbols, text = cached
        conv = Converter(LineIndex(text), self.encoding)
        uri = from_fs_path(path) or path
        return [
            lsp.WorkspaceSymbol(
                name=s.name,
                kind=SYMBOL_KIND[s.kind],
                location=lsp.Location(uri=uri, range=conv.range(s.span)),
            )
            for s in symbols
            if matches(query, s.name)
        ]


def _read_regular_file(path: str) -> str | None:
    """The text of `path` if it is (still) a regular file under the size limit; never blocks."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SCANNED_BYTES:
            return None
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(MAX_SCANNED_BYTES + 1)
    finally:
        os.close(fd)
    if len(data) > MAX_SCANNED_BYTES:
        return None
    return data.decode("utf-8", errors="replace")


class NotOpen(Exception):
    """A request named a document the client has not opened: features answer nothing."""


def guarded(default: Any = None) -> Callable[[AsyncHandler], AsyncHandler]:
    """Catch and log a handler's failure; answer `default` instead."""

    def wrap(fn: AsyncHandler) -> AsyncHandler:
        @functools.wraps(fn)
        async def handler(ls: MlirLanguageServer, params: Any) -> Any:
            try:
                return await fn(ls, params)
            except asyncio.CancelledError:
                raise
            except NotOpen:
                return default
            except Exception:
                log.exception("%s failed", fn.__name__)
                if STRICT:
                    raise
                return default

        return handler

    return wrap


def create_server() -> MlirLanguageServer:
    server = MlirLanguageServer()
    _register(server)
    register_commands(server)  # workspace/executeCommand (lsp/commands.py)
    return server


def _register(server: MlirLanguageServer) -> None:
    # ---- lifecycle and settings ----------------------------------------------------------

    @server.feature(lsp.INITIALIZE)
    @guarded()
    async def initialize(ls: MlirLanguageServer, params: lsp.InitializeParams) -> None:
        install_documents(ls.workspace)  # edits in time independent of the file's size
        if params.initialization_options is not None:
            ls.settings = parse_settings(params.initialization_options, ls.settings)
        # Dialects, formats and serialisers loaded before the first open (lsp/warmup.py),
        # and the registry the workspace's documents will use (lsp/ods.py): its upstream
        # discovery is ~10-20 ms the first open would otherwise wait for.
        loop = asyncio.get_running_loop()
        warming = loop.run_in_executor(ls.documents.executor, warm_up, _unstructure(ls))
        registry = _prepare_registry(ls, params)
        if registry is not None:
            await asyncio.gather(registry, return_exceptions=True)
        await warming

    @server.feature(lsp.INITIALIZED)
    @guarded()
    async def initialized(ls: MlirLanguageServer, params: lsp.InitializedParams) -> None:
        await _pull_configuration(ls)
        await _watch_files(ls)
        unstructure = _unstructure(ls)
        if unstructure is not None:  # after the hooks the initialize answer made
            warm_serialisers(unstructure)

    @server.feature(lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    @guarded()
    async def did_change_watched_files(
        ls: MlirLanguageServer, params: lsp.DidChangeWatchedFilesParams
    ) -> None:
        paths = [Path(p) for p in (to_fs_path(change.uri) for change in params.changes) if p]
        config_changed = ls.projects.changed(paths)
        if not ls.ods.changed(paths) and config_changed:
            ls.reload_dialects()

    @server.feature(lsp.WORKSPACE_DID_CHANGE_CONFIGURATION)
    @guarded()
    async def did_change_configuration(
        ls: MlirLanguageServer, params: lsp.DidChangeConfigurationParams
    ) -> None:
        if isinstance(params.settings, dict) and isinstance(params.settings.get("mlir"), dict):
            ls.apply_settings(params.settings["mlir"])
        else:
            await _pull_configuration(ls)

    # ---- document sync -----------------------------------------------------------------

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    @guarded()
    async def did_open(ls: MlirLanguageServer, params: lsp.DidOpenTextDocumentParams) -> None:
        ls.schedule(params.text_document.uri, 0)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    @guarded()
    async def did_change(ls: MlirLanguageServer, params: lsp.DidChangeTextDocumentParams) -> None:
        ls.schedule(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
    @guarded()
    async def did_save(ls: MlirLanguageServer, params: lsp.DidSaveTextDocumentParams) -> None:
        path = to_fs_path(params.text_document.uri) or ""
        ls._scan_cache.pop(path, None)
        if path and ls.projects.changed([Path(path)]):
            ls.reload_dialects()

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    @guarded()
    async def did_close(ls: MlirLanguageServer, params: lsp.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.documents.close(uri)
        ls._options.pop(uri, None)  # (holds the text)
        ls.bridge.close(uri)
        ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    @server.feature(lsp.SHUTDOWN)
    @guarded()
    async def shutdown(ls: MlirLanguageServer, params: None) -> None:
        ls.bridge.shutdown()  # kill the `*-opt` processes still running

    # ---- features ------------------------------------------------------------------------

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    @guarded()
    async def hover(ls: MlirLanguageServer, params: lsp.HoverParams) -> lsp.Hover | None:
        result, view, offset = await ls.view(params.text_document.uri, params.position)
        types = await ls.bridge.types(params.text_document.uri, result)
        found = ide.hover(view.analysis, offset, types)
        if found is None:
            return None
        return lsp.Hover(
            contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=found.markdown),
            range=view.range(view.conv.range(found.span)),
        )

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    @guarded([])
    async def definition(
        ls: MlirLanguageServer, params: lsp.DefinitionParams
    ) -> list[lsp.Location]:
        uri = params.text_document.uri
        _, view, offset = await ls.view(uri, params.position)
        out: list[lsp.Location] = []
        for target in ide.definition(view.analysis, offset):
            if isinstance(target, FileTarget):
                location = _file_location(uri, target)
                if location is not None:
                    out.append(location)
            elif (rng := view.range(view.conv.range(target))) is not None:
                out.append(lsp.Location(uri=uri, range=rng))
        return out

    @server.feature(lsp.TEXT_DOCUMENT_REFERENCES)
    @guarded([])
    async def references(ls: MlirLanguageServer, params: lsp.ReferenceParams) -> list[lsp.Location]:
        uri = params.text_document.uri
        _, view, offset = await ls.view(uri, params.position)
        spans = ide.references(view.analysis, offset, params.context.include_declaration)
        ranges = (view.range(view.conv.range(s)) for s in spans)
        return [lsp.Location(uri=uri, range=r) for r in ranges if r is not None]

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT)
    @guarded([])
    async def highlight(
        ls: MlirLanguageServer, params: lsp.DocumentHighlightParams
    ) -> list[lsp.DocumentHighlight]:
        _, view, offset = await ls.view(params.text_document.uri, params.position)
        out = []
        for h in ide.highlights(view.analysis, offset):
            found = view.conv.highlight(h)
            rng = view.range(found.range)
            if rng is not None:
                out.append(lsp.DocumentHighlight(range=rng, kind=found.kind))
        return out

    @server.feature(lsp.TEXT_DOCUMENT_PREPARE_RENAME)
    @guarded()
    async def prepare_rename(
        ls: MlirLanguageServer, params: lsp.PrepareRenameParams
    ) -> lsp.PrepareRenamePlaceholder | None:
        result = await ls.result(params.text_document.uri)
        conv = ls.converter(result)
        try:
            found = ide.prepare_rename(result.analysis, conv.offset(params.position))
        except ide.RenameError as exc:
            log.info("prepareRename refused: %s", exc)
            return None
        return lsp.PrepareRenamePlaceholder(
            range=conv.range(found.span), placeholder=found.placeholder
        )

    @server.feature(lsp.TEXT_DOCUMENT_RENAME)
    async def rename(ls: MlirLanguageServer, params: lsp.RenameParams) -> lsp.WorkspaceEdit | None:
        # Not `guarded`: a refused rename must reach the user as an error response.
        uri = params.text_document.uri
        result = await ls.result(uri)
        conv = ls.converter(result)
        try:
            edits = ide.rename(result.analysis, conv.offset(params.position), params.new_name)
        except ide.RenameError as exc:
            from pygls.exceptions import JsonRpcInvalidParams

            raise JsonRpcInvalidParams(str(exc)) from None
        return lsp.WorkspaceEdit(changes={uri: [conv.text_edit(e) for e in edits]})

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    @guarded([])
    async def document_symbol(
        ls: MlirLanguageServer, params: lsp.DocumentSymbolParams
    ) -> list[lsp.DocumentSymbol]:
        result = await ls.result(params.text_document.uri)
        conv = ls.converter(result)
        return [conv.document_symbol(s) for s in ide.document_symbols(result.analysis)]

    @server.feature(lsp.WORKSPACE_SYMBOL)
    @guarded([])
    async def workspace_symbol(
        ls: MlirLanguageServer, params: lsp.WorkspaceSymbolParams
    ) -> list[lsp.WorkspaceSymbol]:
        out: list[lsp.WorkspaceSymbol] = []
        for uri in list(ls.documents.states):
            try:
                result = await ls.result(uri)
            except NotOpen:
                continue
            conv = ls.converter(result)
            for s in ide.workspace_symbols(result.analysis, params.query):
                out.append(
                    lsp.WorkspaceSymbol(
                        name=s.name,
                        kind=SYMBOL_KIND[s.kind],
                        location=lsp.Location(uri=uri, range=conv.range(s.span)),
                        container_name=s.container or None,
                    )
                )
        loop = asyncio.get_running_loop()
        out.extend(await loop.run_in_executor(None, ls.scan_workspace, params.query))
        return out

    @server.feature(
        lsp.TEXT_DOCUMENT_COMPLETION, lsp.CompletionOptions(trigger_characters=TRIGGER_CHARACTERS)
    )
    @guarded()
    async def completion(
        ls: MlirLanguageServer, params: lsp.CompletionParams
    ) -> lsp.CompletionList:
        result = await ls.result(params.text_document.uri)
        conv = ls.converter(result)
        types = await ls.bridge.types(params.text_document.uri, result)
        items = ide.completion(result.analysis, conv.offset(params.position), types=types)
        snippets = _snippet_support(ls.client_capabilities)
        return lsp.CompletionList(
            is_incomplete=False, items=[conv.completion_item(i, snippets) for i in items]
        )

    legend = lsp.SemanticTokensLegend(
        token_types=list(ide.TOKEN_TYPES), token_modifiers=list(ide.TOKEN_MODIFIERS)
    )

    @server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, legend)
    @guarded()
    async def semantic_tokens_full(
        ls: MlirLanguageServer, params: lsp.SemanticTokensParams
    ) -> RawJson:
        result_id, tokens = await _full_semantic_tokens(ls, params.text_document.uri)
        return await _tokens_json(ls, result_id, tokens)

    @server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL_DELTA, legend)
    @guarded()
    async def semantic_tokens_delta(
        ls: MlirLanguageServer, params: lsp.SemanticTokensDeltaParams
    ) -> RawJson | lsp.SemanticTokensDelta:
        uri = params.text_document.uri
        st = ls.documents.states.get(uri)
        previous = st.tokens if st is not None else None
        result_id, tokens = await _full_semantic_tokens(ls, uri)
        if previous is None or previous[0] != params.previous_result_id:
            return await _tokens_json(ls, result_id, tokens)
        start, deleted, data = tokens.edit_from(previous[1])
        edits = [lsp.SemanticTokensEdit(start=start, delete_count=deleted, data=data)]
        return lsp.SemanticTokensDelta(result_id=result_id, edits=edits)

    @server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, legend)
    @guarded()
    async def semantic_tokens_range(
        ls: MlirLanguageServer, params: lsp.SemanticTokensRangeParams
    ) -> lsp.SemanticTokens:
        return lsp.SemanticTokens(
            data=await _semantic_tokens(ls, params.text_document.uri, params.range)
        )

    @server.feature(lsp.TEXT_DOCUMENT_FOLDING_RANGE)
    @guarded([])
    async def folding_range(
        ls: MlirLanguageServer, params: lsp.FoldingRangeParams
    ) -> list[lsp.FoldingRange]:
        result = await ls.result(params.text_document.uri)
        conv = ls.converter(result)
        return [conv.folding_range(f) for f in ide.folding_ranges(result.analysis)]

    @server.feature(lsp.TEXT_DOCUMENT_SELECTION_RANGE)
    @guarded([])
    async def selection_range(
        ls: MlirLanguageServer, params: lsp.SelectionRangeParams
    ) -> list[lsp.SelectionRange]:
        result = await ls.result(params.text_document.uri)
        conv = ls.converter(result)
        offsets = [conv.offset(p) for p in params.positions]
        return [conv.selection_range(c) for c in ide.selection_ranges(result.analysis, offsets)]

    @server.feature(lsp.TEXT_DOCUMENT_INLAY_HINT)
    @guarded([])
    async def inlay_hint(
        ls: MlirLanguageServer, params: lsp.InlayHintParams
    ) -> list[lsp.InlayHint]:
        result = await ls.result(params.text_document.uri)
        conv = ls.converter(result)
        types = await ls.bridge.types(params.text_document.uri, result, wait=False)
        hints = ide.inlay_hints(result.analysis, conv.span(params.range), types)
        return [conv.inlay_hint(h) for h in hints]

    @server.feature(lsp.TEXT_DOCUMENT_FORMATTING)
    @guarded([])
    async def formatting(
        ls: MlirLanguageServer, params: lsp.DocumentFormattingParams
    ) -> list[lsp.TextEdit]:
        return await _format(ls, params.text_document.uri, None)

    @server.feature(lsp.TEXT_DOCUMENT_RANGE_FORMATTING)
    @guarded([])
    async def range_formatting(
        ls: MlirLanguageServer, params: lsp.DocumentRangeFormattingParams
    ) -> list[lsp.TextEdit]:
        return await _format(ls, params.text_document.uri, params.range)

    @server.feature(
        lsp.TEXT_DOCUMENT_CODE_ACTION,
        lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]),
    )
    @guarded([])
    async def code_action(
        ls: MlirLanguageServer, params: lsp.CodeActionParams
    ) -> list[lsp.CodeAction]:
        uri = params.text_document.uri
        result = await ls.result(uri)
        conv = ls.converter(result)
        actions = ide.code_actions(result.analysis, conv.span(params.range), result.diagnostics)
        return [conv.code_action(uri, a) for a in actions]


#: Every line the analysis options depend on holds one of these (`config.split_marker_for`
#: and `allow_unregistered_for` read `// RUN:` lines, `// -----` markers and dump headers).
OPTION_LINE_NEEDLES = ("RUN:", "-----")


def _prepare_registry(
    ls: MlirLanguageServer, params: lsp.InitializeParams
) -> asyncio.Future[Any] | None:
    """`OdsWorkspace.prepare` for the documents of the client's workspace, unless their
    configuration file has an error (reported when a document opens: nothing is sent before
    the answer to `initialize`)."""
    uri = _probe_uri(params)
    path = to_fs_path(uri)
    try:
        ls.projects.cache.for_path(Path(path) if path else None)
    except ConfigError:
        return None
    return ls.ods.prepare(uri)


def _probe_uri(params: lsp.InitializeParams) -> str:
    """A document URI in the client's first workspace folder (its root, or the working
    directory): the settings of the documents opened there (`OdsWorkspace.prepare`)."""
    folders = params.workspace_folders or []
    root = folders[0].uri if folders else params.root_uri
    if not root and params.root_path:
        root = from_fs_path(params.root_path)
    if not root:
        root = from_fs_path(os.getcwd())
    return f"{(root or '').rstrip('/')}/mlir-ls.mlir"


def _unstructure(ls: MlirLanguageServer) -> Callable[[Any], Any] | None:
    """The protocol's converter's `unstructure` (pygls' serialiser), if it has one."""
    return getattr(getattr(ls.protocol, "_converter", None), "unstructure", None)


def _warm(analysis: Analysis, encoding: str, is_open: Callable[[], bool]) -> None:
    """`encoded_tokens` for a document still open (closing waits for this job; the tokens
    cached by their text are emptied with the other process caches: `lsp/caches.py`)."""
    if not is_open():
        return
    try:
        ide.encoded_tokens(analysis, encoding)
    except Exception:
        log.exception("semantic tokens failed")


def _failed_analysis() -> lsp.Diagnostic:
    """What is published for a version whose analysis failed (a bug, logged)."""
    start = lsp.Position(line=0, character=0)
    return lsp.Diagnostic(
        range=lsp.Range(start=start, end=start),
        message="mlir-ls: internal error while analysing this version (see the server log)",
        severity=lsp.DiagnosticSeverity.Error,
        source="mlir-ls",
    )


def _snippet_support(caps: lsp.ClientCapabilities) -> bool:
    """`textDocument.completion.completionItem.snippetSupport` (absent: plain text)."""
    completion = caps.text_document.completion if caps.text_document else None
    item = completion.completion_item if completion else None
    return bool(item and item.snippet_support)


def _same_options(old: str, new: str) -> bool:
    """True when `new` differs from `old` only in lines the analysis options do not read."""
    if old is new:
        return True
    lo, old_hi, new_hi = changed_range(old, new)
    for text, hi in ((old, old_hi), (new, new_hi)):
        start = text.rfind("\n", 0, lo) + 1
        end = text.find("\n", hi)
        lines = text[start : end if end != -1 else len(text)]
        if any(needle in lines for needle in OPTION_LINE_NEEDLES):
            return False
    return True


async def _full_semantic_tokens(ls: MlirLanguageServer, uri: str) -> tuple[str, ide.EncodedTokens]:
    """The document's tokens (off the protocol thread) with a result id; remembered for
    `full/delta`."""
    result = await ls.documents.indexed_result(uri, await ls.result(uri))
    encoding = ls.converter(result).encoding
    tokens = ide.made_tokens(result.analysis, encoding)  # (spliced with the index)
    if tokens is None:
        loop = asyncio.get_running_loop()
        tokens = await loop.run_in_executor(
            ls.documents.executor, ide.encoded_tokens, result.analysis, encoding
        )
    st = ls.documents.states.get(uri)
    previous = st.tokens if st is not None else None
    result_id = str(int(previous[0]) + 1 if previous is not None else 1)
    if st is not None:  # (not closed meanwhile)
        st.tokens = (result_id, tokens)
    return result_id, tokens


async def _tokens_json(
    ls: MlirLanguageServer, result_id: str, tokens: ide.EncodedTokens
) -> RawJson:
    """`SemanticTokens` as JSON text (joined off the protocol thread from the ranges'
    cached JSON), written to the client as is (lsp/raw_json.py)."""
    loop = asyncio.get_running_loop()
    data = await loop.run_in_executor(ls.documents.executor, tokens.json)
    return RawJson('{"resultId":"' + result_id + '","data":' + data + "}")


async def _semantic_tokens(ls: MlirLanguageServer, uri: str, rng: lsp.Range) -> list[int]:
    """Encoded semantic tokens of `rng`, from the ranges cached for earlier versions,
    computed off the protocol thread."""
    result = await ls.documents.indexed_result(uri, await ls.result(uri))
    conv = ls.converter(result)
    span = conv.span(rng)

    def encode() -> list[int]:
        found = ide.encoded_range_tokens(result.analysis, span, conv.encoding)
        if found is None:  # columns other than character offsets: from the tokens
            found = conv.semantic_tokens(ide.semantic_tokens(result.analysis, span))
        return found

    return await asyncio.get_running_loop().run_in_executor(ls.documents.executor, encode)


async def _format(ls: MlirLanguageServer, uri: str, rng: lsp.Range | None) -> list[lsp.TextEdit]:
    """Format off the protocol thread; a document with errors is left alone, with a message."""
    doc = ls.open_document(uri)
    text = doc.source
    conv = Converter(LineIndex(text), ls.encoding)
    lines = (rng.start.line, rng.end.line) if rng is not None else None
    loop = asyncio.get_running_loop()
    try:
        settings = ls.settings_for(uri)
        edits = await loop.run_in_executor(
            ls.documents.executor,
            functools.partial(
                format_document,
                text,
                lines,
                marker=settings.split_marker(text),
                line_length=settings.line_length,
            ),
        )
    except FormatError as exc:
        ls.window_show_message(
            lsp.ShowMessageParams(type=lsp.MessageType.Warning, message=str(exc))
        )
        return []
    if ls.open_document(uri).version != doc.version:
        return []  # the document changed meanwhile: these edits would be wrong
    return [conv.text_edit(e) for e in edits]


def _watch_registration(registration_id: str) -> lsp.RegistrationParams:
    """The registration of the `.td` and configuration files the client is asked to watch."""
    return lsp.RegistrationParams(
        registrations=[
            lsp.Registration(
                id=registration_id,
                method=lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                register_options=lsp.DidChangeWatchedFilesRegistrationOptions(watchers=watchers()),
            )
        ]
    )


#: What `_pull_configuration` asks the client.
CONFIGURATION = lsp.ConfigurationParams(items=[lsp.ConfigurationItem(section="mlir")])


def _initialized_requests() -> list[tuple[str, Any]]:
    """The requests `initialized` may send (method, params): their serialisers are made
    before the answer to `initialize` is written (`MlirProtocol._send_data`)."""
    return [
        (lsp.CLIENT_REGISTER_CAPABILITY, _watch_registration("")),
        (lsp.WORKSPACE_CONFIGURATION, CONFIGURATION),
    ]


async def _watch_files(ls: MlirLanguageServer) -> None:
    """Ask the client to watch `.td` and configuration files (ODS imports reload on change)."""
    caps = ls.client_capabilities.workspace
    watched = caps.did_change_watched_files if caps is not None else None
    if watched is None or not watched.dynamic_registration:
        return  # the server polls instead (OdsWorkspace.poll)
    try:
        await ls.client_register_capability_async(
            _watch_registration(f"mlir-ls/watch/{uuid.uuid4()}")
        )
    except Exception:
        log.warning("client refused to watch files", exc_info=True)


async def _pull_configuration(ls: MlirLanguageServer) -> None:
    caps = ls.client_capabilities.workspace
    if caps is None or not caps.configuration:
        return
    try:
        values = await asyncio.wait_for(ls.workspace_configuration_async(CONFIGURATION), 5)
    except Exception:
        log.warning("workspace/configuration failed", exc_info=True)
        return
    if values and isinstance(values[0], dict):
        ls.apply_settings(values[0])


def _file_location(uri: str, target: FileTarget) -> lsp.Location | None:
    path = to_fs_path(uri)
    found = resolve_file(target, os.path.dirname(path) if path else None)
    if found is None:
        return None
    target_uri = from_fs_path(found.path)
    if target_uri is None:
        return None
    pos = lsp.Position(line=max(0, found.line - 1), character=max(0, found.column - 1))
    return lsp.Location(uri=target_uri, range=lsp.Range(start=pos, end=pos))
