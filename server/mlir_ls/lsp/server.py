"""The pygls server and its handlers: convert in, call `mlir_ls.ide`, convert out.

Every handler is wrapped by `guarded`: a failure is logged and answered with an
empty result, never allowed to take the server down.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from mlir_ls import __version__, ide
from mlir_ls.ide.formatting import FormatError, format_document
from mlir_ls.ide.navigation import FileTarget, resolve_file
from mlir_ls.ide.symbols import matches
from mlir_ls.lsp.config import Settings, parse_settings
from mlir_ls.lsp.convert import SYMBOL_KIND, Converter, encoding_name
from mlir_ls.lsp.documents import Documents, Result
from mlir_ls.text.line_index import LineIndex

log = logging.getLogger(__name__)

T = TypeVar("T")
AsyncHandler = Callable[..., Awaitable[Any]]

#: Tests set MLIR_LS_STRICT=1: a handler's failure then becomes an error response.
STRICT = os.environ.get("MLIR_LS_STRICT") == "1"

TRIGGER_CHARACTERS = ["%", "^", "@", "#", "!", "."]
#: Files scanned for workspace symbols: at most this many, each at most this large.
MAX_SCANNED_FILES = 2000
MAX_SCANNED_BYTES = 4_000_000


class MlirLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("mlir-ls", __version__)
        self.settings = Settings()
        self.documents = Documents()
        self._scan_cache: dict[str, tuple[float, list[ide.WorkspaceSymbol], str]] = {}

    # ---- analysis -------------------------------------------------------------------------

    @property
    def encoding(self) -> str:
        return encoding_name(self.workspace.position_encoding)

    async def result(self, uri: str) -> Result:
        """The analysis of the document's current version (computed off the protocol thread)."""
        doc = self.workspace.get_text_document(uri)
        return await self.documents.analysis(
            uri,
            doc.version,
            lambda: doc.source,
            self.settings.analysis_options,
            self.settings.diagnostic_options,
        )

    def converter(self, result: Result) -> Converter:
        return Converter(result.analysis.line_index, self.encoding)

    def schedule(self, uri: str, delay_ms: int | None = None) -> None:
        """(Re)start the debounce timer of `uri`: analyse, then publish unless stale."""
        st = self.documents.state(uri)
        if st.debounce is not None:
            st.debounce.cancel()
        delay = self.settings.diagnostics_delay_ms if delay_ms is None else delay_ms
        st.debounce = asyncio.ensure_future(self._diagnose(uri, delay / 1000))

    async def _diagnose(self, uri: str, delay: float) -> None:
        try:
            if delay > 0:
                await asyncio.sleep(delay)
            doc = self.workspace.get_text_document(uri)
            version = doc.version
            st = self.documents.state(uri)
            token = None
            if not st.analysed_once and self._wants_progress(doc.source):
                token = await self._progress_begin(uri)
            try:
                result = await self.result(uri)
            finally:
                if token is not None:
                    self.work_done_progress.end(token, lsp.WorkDoneProgressEnd(message="done"))
            if self.workspace.get_text_document(uri).version != version:
                return  # stale: a newer version is on its way
            if uri not in self.documents.states or st.published == result.key:
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
        except asyncio.CancelledError:
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
        """Symbols of the workspace's files that are not open (tree-sitter scan, cached by mtime)."""
        out: list[lsp.WorkspaceSymbol] = []
        open_paths = {to_fs_path(uri) for uri in self.documents.states}
        count = 0
        for folder in self._folders():
            for dirpath, dirnames, filenames in os.walk(folder):
                dirnames[:] = [d for d in dirnames if not d.startswith(".") and d != "node_modules"]
                for name in filenames:
                    if not name.endswith(self.settings.file_extensions):
                        continue
                    path = os.path.join(dirpath, name)
                    if path in open_paths:
                        continue
                    count += 1
                    if count > MAX_SCANNED_FILES:
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
            stat = os.stat(path)
            if stat.st_size > MAX_SCANNED_BYTES:
                return []
            cached = self._scan_cache.get(path)
            if cached is None or cached[0] != stat.st_mtime:
                text = Path(path).read_text(encoding="utf-8", errors="replace")
                cached = (stat.st_mtime, ide.scan_symbols(text, ""), text)
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


def guarded(default: Any = None) -> Callable[[AsyncHandler], AsyncHandler]:
    """Catch and log a handler's failure; answer `default` instead."""

    def wrap(fn: AsyncHandler) -> AsyncHandler:
        @functools.wraps(fn)
        async def handler(ls: MlirLanguageServer, params: Any) -> Any:
            try:
                return await fn(ls, params)
            except asyncio.CancelledError:
                raise
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
    return server


def _register(server: MlirLanguageServer) -> None:
    # ---- lifecycle and settings ----------------------------------------------------------

    @server.feature(lsp.INITIALIZE)
    @guarded()
    async def initialize(ls: MlirLanguageServer, params: lsp.InitializeParams) -> None:
        if params.initialization_options is not None:
            ls.settings = parse_settings(params.initialization_options, ls.settings)

    @server.feature(lsp.INITIALIZED)
    @guarded()
    async def initialized(ls: MlirLanguageServer, params: lsp.InitializedParams) -> None:
        await _pull_configuration(ls)

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
        ls._scan_cache.pop(to_fs_path(params.text_document.uri) or "", None)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    @guarded()
    async def did_close(ls: MlirLanguageServer, params: lsp.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.documents.close(uri)
        ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    # ---- features ------------------------------------------------------------------------

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    @guarded()
    async def hover(ls: MlirLanguageServer, params: lsp.HoverParams) -> lsp.Hover | None:
        result = await ls.result(params.text_document.uri)
        conv = ls.converter(result)
        found = ide.hover(result.analysis, conv.offset(params.position))
        if found is None:
            return None
        return lsp.Hover(
            contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=found.markdown),
            range=conv.range(found.span),
        )

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    @guarded([])
    async def definition(
        ls: MlirLanguageServer, params: lsp.DefinitionParams
    ) -> list[lsp.Location]:
        uri = params.text_document.uri
        result = await ls.result(uri)
        conv = ls.converter(result)
        out: list[lsp.Location] = []
        for target in ide.definition(result.analysis, conv.offset(params.position)):
            if isinstance(target, FileTarget):
                location = _file_location(uri, target)
                if location is not None:
                    out.append(location)
            else:
                out.append(lsp.Location(uri=uri, range=conv.range(target)))
        return out

    @server.feature(lsp.TEXT_DOCUMENT_REFERENCES)
    @guarded([])
    async def references(ls: MlirLanguageServer, params: lsp.ReferenceParams) -> list[lsp.Location]:
        uri = params.text_document.uri
        result = await ls.result(uri)
        conv = ls.converter(result)
        spans = ide.references(
            result.analysis, conv.offset(params.position), params.context.include_declaration
        )
        return [lsp.Location(uri=uri, range=conv.range(s)) for s in spans]

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT)
    @guarded([])
    async def highlight(
        ls: MlirLanguageServer, params: lsp.DocumentHighlightParams
    ) -> list[lsp.DocumentHighlight]:
        result = await ls.result(params.text_document.uri)
        conv = ls.converter(result)
        return [
            conv.highlight(h) for h in ide.highlights(result.analysis, conv.offset(params.position))
        ]

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
            result = await ls.result(uri)
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
        items = ide.completion(result.analysis, conv.offset(params.position))
        return lsp.CompletionList(
            is_incomplete=False, items=[conv.completion_item(i) for i in items]
        )

    legend = lsp.SemanticTokensLegend(
        token_types=list(ide.TOKEN_TYPES), token_modifiers=list(ide.TOKEN_MODIFIERS)
    )

    @server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, legend)
    @guarded()
    async def semantic_tokens_full(
        ls: MlirLanguageServer, params: lsp.SemanticTokensParams
    ) -> lsp.SemanticTokens:
        result = await ls.result(params.text_document.uri)
        conv = ls.converter(result)
        return lsp.SemanticTokens(data=conv.semantic_tokens(ide.semantic_tokens(result.analysis)))

    @server.feature(lsp.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, legend)
    @guarded()
    async def semantic_tokens_range(
        ls: MlirLanguageServer, params: lsp.SemanticTokensRangeParams
    ) -> lsp.SemanticTokens:
        result = await ls.result(params.text_document.uri)
        conv = ls.converter(result)
        tokens = ide.semantic_tokens(result.analysis, conv.span(params.range))
        return lsp.SemanticTokens(data=conv.semantic_tokens(tokens))

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
        hints = ide.inlay_hints(result.analysis, conv.span(params.range))
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


async def _format(ls: MlirLanguageServer, uri: str, rng: lsp.Range | None) -> list[lsp.TextEdit]:
    """Format off the protocol thread; a document with errors is left alone, with a message."""
    doc = ls.workspace.get_text_document(uri)
    text = doc.source
    conv = Converter(LineIndex(text), ls.encoding)
    lines = (rng.start.line, rng.end.line) if rng is not None else None
    loop = asyncio.get_running_loop()
    try:
        edits = await loop.run_in_executor(ls.documents.executor, format_document, text, lines)
    except FormatError as exc:
        ls.window_show_message(
            lsp.ShowMessageParams(type=lsp.MessageType.Warning, message=str(exc))
        )
        return []
    if ls.workspace.get_text_document(uri).version != doc.version:
        return []  # the document changed meanwhile: these edits would be wrong
    return [conv.text_edit(e) for e in edits]


async def _pull_configuration(ls: MlirLanguageServer) -> None:
    caps = ls.client_capabilities.workspace
    if caps is None or not caps.configuration:
        return
    try:
        values = await asyncio.wait_for(
            ls.workspace_configuration_async(
                lsp.ConfigurationParams(items=[lsp.ConfigurationItem(section="mlir")])
            ),
            5,
        )
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
