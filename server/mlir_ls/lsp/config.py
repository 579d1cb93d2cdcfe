"""Settings, from `initializationOptions` or the `mlir` section of the workspace configuration.

| key | default | meaning |
|---|---|---|
| `diagnosticsDelay` | 100 | ms to wait after the last change before analysing |
| `unregisteredDialectSeverity` | `"warning"` | severity of "unknown operation" diagnostics: `error`, `warning`, `information`, `hint` or `ignore` |
| `splitInputFile` | true | analyse `// -----` chunks separately, as `mlir-opt --split-input-file` |
| `verifyDiagnostics` | true | interpret `expected-*` annotations when a document has any |
| `extraFileExtensions` | [] | more extensions (`.td.mlir`, `.ll.mlir`...) scanned for workspace symbols |
| `progressThresholdLines` | 20000 | show work-done progress for first analyses of documents this large |
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from typing import Any

from mlir_ls.ide.analysis import AnalysisOptions
from mlir_ls.ide.diagnostics import SEVERITIES, DiagnosticOptions, IdeSeverity
from mlir_ls.text.split import DEFAULT_MARKER

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Settings:
    diagnostics_delay_ms: int = 100
    unregistered_severity: IdeSeverity | None = "warning"
    split_input_file: bool = True
    verify_diagnostics: bool = True
    extra_file_extensions: tuple[str, ...] = field(default=())
    progress_threshold_lines: int = 20000

    @property
    def analysis_options(self) -> AnalysisOptions:
        return AnalysisOptions(
            split_marker=DEFAULT_MARKER if self.split_input_file else None,
            allow_unregistered=True,
        )

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
    for key, attr in (
        ("splitInputFile", "split_input_file"),
        ("verifyDiagnostics", "verify_diagnostics"),
    ):
        if isinstance(raw.get(key), bool):
            values[attr] = raw[key]
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
    }
    for key in raw:
        if key not in known:
            log.warning("unknown setting mlir.%s ignored", key)
    return replace(base, **values)
