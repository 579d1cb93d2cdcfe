"""Settings, from `initializationOptions` or the `mlir` section of the workspace configuration.

| key | default | meaning |
|---|---|---|
| `diagnosticsDelay` | 100 | ms to wait after the last change before analysing |
| `unregisteredDialectSeverity` | `"warning"` | severity of "unknown operation" diagnostics: `error`, `warning`, `information`, `hint` or `ignore` |
| `splitInputFile` | `"auto"` | analyse `// -----` chunks separately, as `mlir-opt --split-input-file`: true, false, or `"auto"` (as the file's RUN lines say; without RUN lines, when it has a `// -----` line) |
| `verifyDiagnostics` | true | interpret `expected-*` annotations when a document has any |
| `extraFileExtensions` | [] | more extensions (`.td.mlir`, `.ll.mlir`...) scanned for workspace symbols |
| `progressThresholdLines` | 20000 | show work-done progress for first analyses of documents this large |
| `lineLength` | 100 | the formatter's line length |

Each document's configuration file (`mlir-ls.toml` or `[tool.mlir-ls]`, found upwards from
the document; `mlir_ls.config`) is laid over these: a key the file sets wins over the
client's setting (`split-input-file`, `unregistered-dialect-severity`, `line-length`,
`extra-file-extensions`). The files are read once per folder and again when one changes
(`workspace/didChangeWatchedFiles`, or a save of the file in the editor); a file that
cannot be used gets a diagnostic at the offending line (or a message) and is ignored
until it is fixed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from lsprotocol import types as lsp
from pygls.uris import from_fs_path, to_fs_path

from mlir_ls.config import (
    CONFIG_NAMES,
    DEFAULT_LINE_LENGTH,
    PYPROJECT,
    ConfigCache,
    ConfigError,
    ProjectConfig,
    allow_unregistered_for,
    split_marker_for,
)
from mlir_ls.ide.analysis import AnalysisOptions
from mlir_ls.ide.diagnostics import SEVERITIES, DiagnosticOptions, IdeSeverity, ide_severity

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Settings:
    diagnostics_delay_ms: int = 100
    unregistered_severity: IdeSeverity | None = "warning"
    split_input_file: bool | Literal["auto"] = "auto"
    verify_diagnostics: bool = True
    extra_file_extensions: tuple[str, ...] = field(default=())
    progress_threshold_lines: int = 20000
    line_length: int = DEFAULT_LINE_LENGTH
    #: `allow-unregistered-dialect` of the configuration file; None: as the RUN lines say.
    allow_unregistered_dialect: bool | None = None

    def analysis_options_for(self, text: str) -> AnalysisOptions:
        """How to analyse `text`: as `mlir-ls check` would with the same settings."""
        return AnalysisOptions(
            split_marker=self.split_marker(text),
            allow_unregistered=allow_unregistered_for(self.allow_unregistered_dialect, text),
        )

    def split_marker(self, text: str) -> str | None:
        return split_marker_for(self.split_input_file, text)

    def with_file(self, config: ProjectConfig) -> Settings:
        """These settings with what the configuration file sets laid over them."""
        values: dict[str, Any] = {}
        if config.split_input_file is not None:
            values["split_input_file"] = config.split_input_file
        if config.unregistered_dialect_severity is not None:
            values["unregistered_severity"] = ide_severity(config.unregistered_dialect_severity)
        if config.line_length is not None:
            values["line_length"] = config.line_length
        if config.allow_unregistered_dialect is not None:
            values["allow_unregistered_dialect"] = config.allow_unregistered_dialect
        if config.extra_file_extensions:
            values["extra_file_extensions"] = config.extra_file_extensions
        return replace(self, **values) if values else self

    @property
    def diagnostic_options(self) -> DiagnosticOptions:
        return DiagnosticOptions(self.unregistered_severity, self.verify_diagnostics)

    @property
    def file_extensions(self) -> tuple[str, ...]:
        return (".mlir", *self.extra_file_extensions)


def parse_settings(raw: Any, base: Settings | None = None) -> Settings:
    """Settings from a JSON object (unknown keys and bad values are logged and ignored).

    Accepts the `mlir` section itself or an object holding it under `mlir`.
    """
    base = base or Settings()
    if not isinstance(raw, dict):
        return base
    if isinstance(raw.get("mlir"), dict):
        raw = raw["mlir"]
    values: dict[str, Any] = {}
    delay = raw.get("diagnosticsDelay")
    if isinstance(delay, int | float) and not isinstance(delay, bool) and 0 <= delay <= 10000:
        values["diagnostics_delay_ms"] = int(delay)
    severity = raw.get("unregisteredDialectSeverity")
    if severity == "ignore":
        values["unregistered_severity"] = None
    elif severity in SEVERITIES:
        values["unregistered_severity"] = severity
    split = raw.get("splitInputFile")
    if isinstance(split, bool) or split == "auto":
        values["split_input_file"] = split
    if isinstance(raw.get("verifyDiagnostics"), bool):
        values["verify_diagnostics"] = raw["verifyDiagnostics"]
    length = raw.get("lineLength")
    if isinstance(length, int) and not isinstance(length, bool) and 20 <= length <= 10_000:
        values["line_length"] = length
    extensions = raw.get("extraFileExtensions")
    if isinstance(extensions, list) and all(isinstance(e, str) for e in extensions):
        values["extra_file_extensions"] = tuple(
            e if e.startswith(".") else "." + e for e in extensions
        )
    threshold = raw.get("progressThresholdLines")
    if isinstance(threshold, int) and not isinstance(threshold, bool) and threshold >= 0:
        values["progress_threshold_lines"] = threshold
    known = {
        "diagnosticsDelay",
        "unregisteredDialectSeverity",
        "splitInputFile",
        "verifyDiagnostics",
        "extraFileExtensions",
        "progressThresholdLines",
        "lineLength",
    }
    for key in raw:
        if key not in known:
            log.warning("unknown setting mlir.%s ignored", key)
    return replace(base, **values)


class ProjectConfigs:
    """The configuration files of the open documents, read once per folder.

    A file that cannot be used is reported once (a diagnostic on the file at the key's
    line, else a message) and its documents get the client's settings alone.
    """

    def __init__(self, explicit: Path | None = None, *, isolated: bool = False) -> None:
        self.cache = ConfigCache(explicit, isolated=isolated)
        #: Called with (uri, diagnostics) to report a configuration file's problem.
        self.publish: Callable[[str, list[lsp.Diagnostic]], None] | None = None
        self.show_message: Callable[[lsp.MessageType, str], None] | None = None
        self._reported: dict[str, str] = {}

    def config_for(self, uri: str) -> ProjectConfig:
        path = to_fs_path(uri)
        try:
            return self.cache.for_path(Path(path) if path else None)
        except ConfigError as exc:
            self._report(exc)
            return ProjectConfig()

    def settings_for(self, uri: str, client: Settings) -> Settings:
        """The client's settings with the document's configuration file laid over them."""
        return client.with_file(self.config_for(uri))

    def changed(self, paths: Iterable[Path]) -> bool:
        """Forget the files read when one of `paths` is a configuration file; True then."""
        names = (*CONFIG_NAMES, PYPROJECT)
        touched = [Path(p) for p in paths if Path(p).name in names]
        if not touched:
            return False
        self.cache.forget()
        for uri in list(self._reported):
            if self.publish is not None:
                self.publish(uri, [])
        self._reported.clear()
        return True

    def _report(self, exc: ConfigError) -> None:
        uri = from_fs_path(str(exc.path)) if exc.path is not None else None
        key = uri or ""
        if self._reported.get(key) == str(exc):
            return
        self._reported[key] = str(exc)
        log.warning("configuration: %s", exc)
        if uri is not None and self.publish is not None:
            line = max((exc.line or 1) - 1, 0)
            diagnostic = lsp.Diagnostic(
                range=lsp.Range(lsp.Position(line, 0), lsp.Position(line + 1, 0)),
                message=exc.message,
                severity=lsp.DiagnosticSeverity.Error,
                source="mlir-ls",
                code="config",
            )
            self.publish(uri, [diagnostic])
        elif self.show_message is not None:
            self.show_message(lsp.MessageType.Error, f"mlir-ls: {exc}")
