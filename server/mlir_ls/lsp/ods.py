"""Dialects imported from ODS in the server: one registry per `[dialects]` configuration.

Each document's configuration file (`mlir-ls.toml` ..., found upwards from the document,
see `mlir_ls.config`) names the `.td` files to import; documents with equal `[dialects]`
settings share one registry (`registry_for`), built off the protocol thread. The
importer's problems are published as diagnostics on the `.td` files (a window message
when they have no location); the `.td` files an import read are watched
(`workspace/didChangeWatchedFiles`, and a stat poll at most every `POLL_S` seconds for
clients that do not watch) and a change rebuilds the registry.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from lsprotocol import types as lsp
from pygls.uris import from_fs_path, to_fs_path

from mlir_ls.config import CONFIG_NAMES, PYPROJECT, ConfigError, DialectSettings, resolve_config
from mlir_ls.ir.spec import Registry

if TYPE_CHECKING:
    from mlir_ls.dialects.ods_import.loader import OdsRegistryResult
    from mlir_ls.dialects.ods_import.problems import OdsProblem

log = logging.getLogger(__name__)

#: Seconds between stat polls of the watched `.td` files.
POLL_S = 2.0
#: Glob patterns the server asks the client to watch.
WATCH_GLOBS = ("**/*.td", *(f"**/{name}" for name in (*CONFIG_NAMES, PYPROJECT)))

Stamp = tuple[int, int] | None


def _stamp(path: Path) -> Stamp:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


@dataclass(slots=True)
class _Entry:
    settings: DialectSettings
    future: asyncio.Future[OdsRegistryResult] | None = None
    result: OdsRegistryResult | None = None
    stamps: dict[Path, Stamp] = field(default_factory=dict)
    published: int = -1
    published_uris: set[str] = field(default_factory=set)
    #: Building failed (a bug, logged): the document uses the hand-written dialects.
    failed: bool = False


class OdsWorkspace:
    """Registries by `[dialects]` settings, their problems, and reloading."""

    def __init__(self, executor: Executor) -> None:
        self.executor = executor
        self._entries: dict[DialectSettings, _Entry] = {}
        self._folder_settings: dict[str, DialectSettings] = {}
        self._last_poll = 0.0
        #: Called (on the event loop) after a reload: re-analyse the open documents.
        self.on_reload: Callable[[], None] | None = None
        #: Called with (uri or None, diagnostics or message) to publish problems.
        self.publish: Callable[[str, list[lsp.Diagnostic]], None] | None = None
        self.show_message: Callable[[lsp.MessageType, str], None] | None = None
        #: The `[dialects]` settings of a document (the server's configuration files, which
        #: report their own errors); None: found here with `resolve_config`.
        self.dialects_for: Callable[[str], DialectSettings] | None = None

    # ---- which registry -------------------------------------------------------------------

    def settings_for(self, uri: str) -> DialectSettings:
        if self.dialects_for is not None:
            return self.dialects_for(uri)
        path = to_fs_path(uri)
        folder = os.path.dirname(path) if path else os.getcwd()
        found = self._folder_settings.get(folder)
        if found is None:
            try:
                found = resolve_config(Path(folder)).dialects
            except ConfigError as exc:
                log.warning("configuration of %s: %s", folder, exc)
                found = DialectSettings()
            self._folder_settings[folder] = found
        return found

    async def registry(self, uri: str) -> Registry | None:
        """The registry for the document `uri` (None while none could be built)."""
        self.poll()
        settings = self.settings_for(uri)
        entry = self._entries.get(settings)
        if entry is None:
            entry = self._entries[settings] = _Entry(settings)
        if entry.failed:
            return None
        if entry.result is None:
            if entry.future is None:
                loop = asyncio.get_running_loop()
                entry.future = loop.run_in_executor(self.executor, self._build, settings)
            try:
                entry.result = await asyncio.shield(entry.future)
            except Exception:
                log.exception("building the dialect registry failed")
                entry.failed = True
                return None
            entry.stamps = {p: _stamp(p) for p in entry.result.watched}
        self.publish_problems(entry)
        return entry.result.registry

    def prepare(self, uri: str) -> asyncio.Future[OdsRegistryResult] | None:
        """Start building the registry `uri`'s settings ask for, with the importer's upstream
        discovery (the `.td` files of upstream's dialects, searched for on first use of a
        namespace nothing describes: ~10-20 ms). The server calls it at `initialize`, so that
        the first document opened waits for neither. Publishes nothing (`registry` does, when
        a document asks). Not for settings that import `.td` files: those are read when a
        document asks (the files' stamps are taken then; a change before would be missed)."""
        settings = self.settings_for(uri)
        if settings.ods or settings in self._entries:
            return None
        entry = self._entries[settings] = _Entry(settings)
        entry.future = asyncio.get_running_loop().run_in_executor(
            self.executor, self._build_discovered, settings
        )
        return entry.future

    @staticmethod
    def _build_discovered(settings: DialectSettings) -> OdsRegistryResult:
        result = OdsWorkspace._build(settings)
        if result.importer is not None and result.registry.fallback is not None:
            try:
                result.importer.upstream_map()
            except Exception:  # (asked again, and reported, on first use)
                log.warning("upstream dialect discovery failed", exc_info=True)
        return result

    @staticmethod
    def _build(settings: DialectSettings) -> OdsRegistryResult:
        from mlir_ls.dialects.ods_import.loader import registry_for

        start = time.perf_counter()
        result = registry_for(settings)
        log.info(
            "dialect registry for %s built in %.3f s (%d problems)",
            [str(p) for p in settings.ods] or "(no .td files)",
            time.perf_counter() - start,
            len(result.problems),
        )
        return result

    # ---- problems ------------------------------------------------------------------------------

    def publish_problems(self, entry: _Entry | None = None) -> None:
        """Publish the problems of `entry` (every entry: None) that were not yet published."""
        entries = [entry] if entry is not None else list(self._entries.values())
        for current in entries:
            if current.result is None or current.published == len(current.result.problems):
                continue
            problems = list(current.result.problems)
            new = problems[max(current.published, 0) :]
            current.published = len(problems)
            by_uri: dict[str, list[lsp.Diagnostic]] = {}
            for problem in problems:
                uri = from_fs_path(str(problem.path)) if problem.path is not None else None
                if uri is not None:
                    by_uri.setdefault(uri, []).append(_diagnostic(problem))
            if self.publish is not None:
                for uri in current.published_uris - set(by_uri):
                    self.publish(uri, [])
                for uri, diagnostics in by_uri.items():
                    self.publish(uri, diagnostics)
            current.published_uris = set(by_uri)
            for problem in new:
                if problem.path is None:
                    log.warning("ODS import: %s", problem.message)
                    if self.show_message is not None:
                        kind = (
                            lsp.MessageType.Error
                            if problem.severity == "error"
                            else lsp.MessageType.Warning
                        )
                        self.show_message(kind, f"mlir-ls: {problem.message}")

    # ---- reloading ------------------------------------------------------------------------------

    def changed(self, paths: Iterable[Path]) -> bool:
        """Forget what depends on `paths` (files that changed); True when a reload is due."""
        changed = {Path(os.path.abspath(p)) for p in paths}
        reload = False
        if any(p.name in (*CONFIG_NAMES, PYPROJECT) for p in changed):
            self._folder_settings.clear()  # the settings may have changed: build again
            for settings in list(self._entries):
                self._drop(settings)
            reload = True
        for settings, entry in list(self._entries.items()):
            watched = set(entry.stamps) | set(settings.ods)
            if watched & changed:
                self._drop(settings)
                reload = True
        if reload and self.on_reload is not None:
            self.on_reload()
        return reload

    def poll(self) -> bool:
        """Stat the watched files (at most every POLL_S seconds); reload what changed."""
        now = time.monotonic()
        if now - self._last_poll < POLL_S:
            return False
        self._last_poll = now
        stale = [
            path
            for entry in self._entries.values()
            if entry.result is not None
            for path, stamp in entry.stamps.items()
            if _stamp(path) != stamp
        ]
        return self.changed(stale) if stale else False

    def _drop(self, settings: DialectSettings) -> None:
        entry = self._entries.pop(settings, None)
        if entry is not None and self.publish is not None:
            for uri in entry.published_uris:
                self.publish(uri, [])


def _diagnostic(problem: OdsProblem) -> lsp.Diagnostic:
    line = max((problem.line or 1) - 1, 0)
    severity = {
        "error": lsp.DiagnosticSeverity.Error,
        "warning": lsp.DiagnosticSeverity.Warning,
    }.get(problem.severity, lsp.DiagnosticSeverity.Information)
    return lsp.Diagnostic(
        range=lsp.Range(
            start=lsp.Position(line=line, character=0), end=lsp.Position(line=line + 1, character=0)
        ),
        message=problem.message,
        severity=severity,
        source="mlir-ls (ODS import)",
    )


def watchers() -> list[lsp.FileSystemWatcher]:
    return [lsp.FileSystemWatcher(glob_pattern=glob) for glob in WATCH_GLOBS]
