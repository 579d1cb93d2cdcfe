"""The server's view of mlir-ls.toml: laid over the client's settings, errors reported, reloads."""

from __future__ import annotations

from pathlib import Path

from lsprotocol import types as lsp
from pygls.uris import from_fs_path

from mlir_ls.lsp.config import ProjectConfigs, Settings, parse_settings
from mlir_ls.text.split import DEFAULT_MARKER


def test_file_wins_over_client_settings_and_reloads(tmp_path: Path) -> None:
    config = tmp_path / "mlir-ls.toml"
    config.write_text(
        'split-input-file = false\nunregistered-dialect-severity = "ignore"\nline-length = 80\n'
    )
    uri = from_fs_path(str(tmp_path / "a.mlir"))
    assert uri is not None
    client = parse_settings({"mlir": {"splitInputFile": True, "lineLength": 120}})
    projects = ProjectConfigs()
    settings = projects.settings_for(uri, client)
    assert settings.split_input_file is False and settings.unregistered_severity is None
    assert settings.line_length == 80
    assert settings.analysis_options_for("a\n// -----\nb").split_marker is None
    config.write_text("line-length = 90\n")
    assert projects.settings_for(uri, client).line_length == 80  # read once per folder
    assert projects.changed([config])
    reloaded = projects.settings_for(uri, client)
    assert reloaded.line_length == 90 and reloaded.split_input_file is True


def test_auto_is_the_default_and_follows_run_lines() -> None:
    settings = Settings()
    assert settings.split_input_file == "auto"
    lit = "// RUN: mlir-opt %s | FileCheck %s\nx\n// -----\ny\n"
    assert settings.analysis_options_for(lit).split_marker is None
    assert settings.analysis_options_for("x\n// -----\ny\n").split_marker == DEFAULT_MARKER


def test_a_bad_file_is_a_diagnostic_at_its_line(tmp_path: Path) -> None:
    config = tmp_path / "mlir-ls.toml"
    config.write_text("line-length = 100\nsplit-input-file = 3\n")
    published: list[tuple[str, list[lsp.Diagnostic]]] = []
    projects = ProjectConfigs()
    projects.publish = lambda uri, diags: published.append((uri, diags))
    uri = from_fs_path(str(tmp_path / "a.mlir"))
    assert uri is not None
    assert projects.settings_for(uri, Settings()) == Settings()  # the client's settings alone
    projects.settings_for(uri, Settings())  # reported once
    ((where, (diag,)),) = published
    assert where == from_fs_path(str(config)) and diag.range.start.line == 1
    assert "'split-input-file' must be true, false or \"auto\"" in diag.message
    config.write_text("line-length = 100\n")
    assert projects.changed([config]) and published[-1] == (where, [])
