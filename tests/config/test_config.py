"""`mlir-ls.toml` / `[tool.mlir-ls]`: finding, reading, errors with file and line, "auto" splits."""

from __future__ import annotations

from pathlib import Path

import pytest

from mlir_ls.config import (
    ConfigCache,
    ConfigError,
    find_config,
    is_excluded,
    load_config,
    resolve_config,
    split_marker_for,
)
from mlir_ls.text.split import DEFAULT_MARKER


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_found_upwards_and_pyproject_table(tmp_path: Path) -> None:
    write(tmp_path / "pyproject.toml", "[tool.mlir-ls]\nline-length = 80\n")
    sub = tmp_path / "a" / "b"
    sub.mkdir(parents=True)
    assert find_config(sub) == tmp_path / "pyproject.toml"
    assert resolve_config(sub / "x.mlir").line_length == 80
    # The nearest file wins; mlir-ls.toml before pyproject.toml in the same folder.
    write(tmp_path / "a" / "mlir-ls.toml", "line-length = 90\n")
    assert resolve_config(sub / "x.mlir").width == 90
    assert resolve_config(sub / "x.mlir", isolated=True).width == 100


def test_every_key(tmp_path: Path) -> None:
    config = load_config(
        write(
            tmp_path / "mlir-ls.toml",
            "split-input-file = true\nallow-unregistered-dialect = true\n"
            'unregistered-dialect-severity = "ignore"\nline-length = 120\n'
            'exclude = ["build/**"]\nextra-file-extensions = ["td.mlir"]\n'
            'opt = "bin/my-opt"\nopt-args = ["--x"]\nopt-timeout = 5\nopt-delay = 100\n'
            '[dialects]\nods = ["inc/My.td"]\ninclude = ["inc"]\ntblgen = "llvm-tblgen"\n',
        )
    )
    assert (config.split, config.allow_unregistered_dialect, config.severity) == (
        True,
        True,
        "ignore",
    )
    assert config.width == 120 and config.file_extensions == (".mlir", ".td.mlir")
    assert config.opt.path == str(tmp_path / "bin" / "my-opt") and config.opt.timeout_s == 5
    assert config.dialects.ods == (tmp_path / "inc" / "My.td",)
    assert config.dialects.tblgen == "llvm-tblgen"


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        (
            "line-length = 100\nline-lenght = 80\n",
            2,
            "unknown key 'line-lenght' (did you mean 'line-length'?)",
        ),
        ('\nsplit-input-file = "yes"\n', 2, "'split-input-file' must be true, false or \"auto\""),
        ("line-length = 5\n", 1, "'line-length' must be a whole number from 20 to 10000"),
        ('unregistered-dialect-severity = "loud"\n', 1, "must be one of error, warning"),
        ("[dialects]\nodss = []\n", 2, "unknown key 'dialects.odss'"),
        ("line-length = \n", 1, "Invalid value"),
    ],
)
def test_errors_name_file_and_line(tmp_path: Path, text: str, line: int, message: str) -> None:
    path = write(tmp_path / "mlir-ls.toml", text)
    with pytest.raises(ConfigError) as info:
        load_config(path)
    assert info.value.line == line and info.value.path == path
    assert message in str(info.value) and str(info.value).startswith(f"{path}:{line}: ")


def test_auto_split_follows_run_lines_then_marker_lines() -> None:
    lit_split = "// RUN: mlir-opt %s -split-input-file -verify-diagnostics\nx\n// -----\ny\n"
    lit_whole = "// RUN: mlir-opt %s | FileCheck %s\nx\n// -----\ny\n"
    assert split_marker_for("auto", lit_split) == DEFAULT_MARKER
    assert split_marker_for("auto", lit_split.replace("-split", "--split")) == DEFAULT_MARKER
    assert split_marker_for("auto", lit_whole) is None
    assert split_marker_for("auto", "x\n// -----\ny\n") == DEFAULT_MARKER
    assert split_marker_for("auto", "x\n// ------\ny\n") is None  # a comment, not a marker
    assert (
        split_marker_for(True, "x") == DEFAULT_MARKER and split_marker_for(False, lit_split) is None
    )


def test_exclude_globs(tmp_path: Path) -> None:
    patterns = ("build/**", "*.gen.mlir", "third_party")
    assert is_excluded(tmp_path / "build" / "x" / "a.mlir", patterns, tmp_path)
    assert is_excluded(tmp_path / "src" / "a.gen.mlir", patterns, tmp_path)
    assert is_excluded(tmp_path / "src" / "third_party" / "a.mlir", patterns, tmp_path)
    assert not is_excluded(tmp_path / "src" / "a.mlir", patterns, tmp_path)


def test_cache_reads_each_folder_once_and_forgets(tmp_path: Path) -> None:
    path = write(tmp_path / "mlir-ls.toml", "line-length = 80\n")
    cache = ConfigCache()
    assert cache.for_path(tmp_path / "a.mlir").width == 80
    path.write_text("line-length = 70\n", encoding="utf-8")
    assert cache.for_path(tmp_path / "b.mlir").width == 80  # cached
    cache.forget()
    assert cache.for_path(tmp_path / "b.mlir").width == 70
    path.write_text("line-length = 7\n", encoding="utf-8")
    cache.forget()
    with pytest.raises(ConfigError):
        cache.for_path(tmp_path / "b.mlir")
