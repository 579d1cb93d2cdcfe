"""Data-driven printer tests: tests/data/printer/*.mlir against their snapshots.

Each input starts with `// RUN: mlir-ls print FLAGS`; its prints in the three
modes are compared with `NAME.custom.out`, `NAME.generic.out` and
`NAME.local.out` (checked against upstream's mlir-opt when they were written).
Regenerate the snapshots with MLIR_LS_UPDATE_SNAPSHOTS=1.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

from conftest import DATA
from mlir_ls.cli import main
from mlir_ls.printer.document import print_text

FILES = sorted((DATA / "printer").glob("*.mlir"))
MODES = {"custom": [], "generic": ["--generic"], "local": ["--local-scope"]}
UPDATE = bool(os.environ.get("MLIR_LS_UPDATE_SNAPSHOTS"))


def run_flags(path: Path) -> list[str]:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("// RUN: mlir-ls print"), "every printer input starts with a RUN line"
    return first.removeprefix("// RUN: mlir-ls print").split()


def check_snapshot(actual: str, snapshot: Path) -> None:
    if UPDATE or not snapshot.exists():
        snapshot.write_text(actual, encoding="utf-8")
    assert actual == snapshot.read_text(encoding="utf-8"), f"{snapshot.name} differs"


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_print(path: Path, mode: str) -> None:
    flags = run_flags(path)
    text = path.read_text(encoding="utf-8")
    printed, _chunks, failed = print_text(
        text,
        generic=mode == "generic",
        local_scope=mode == "local",
        split_marker="// -----" if "--split-input-file" in flags else None,
        allow_unregistered="--allow-unregistered-dialect" in flags,
    )
    assert not failed
    check_snapshot(printed, path.with_suffix(f".{mode}.out"))


def test_cli_print_reports_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_text('"test.op"() : () -> (\n', encoding="utf-8")
    assert main(["print", "--allow-unregistered-dialect", str(bad)]) == 1
    assert "error:" in capsys.readouterr().err


def test_cli_print_split(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "two.mlir"
    source.write_text("func.func @a()\n// -----\nfunc.func @b()\n", encoding="utf-8")
    assert main(["print", "--split-input-file", str(source)]) == 1  # public declarations
    capsys.readouterr()
    source.write_text(
        "func.func private @a()\n// -----\nfunc.func private @b()\n", encoding="utf-8"
    )
    assert main(["print", "--split-input-file", str(source)]) == 0
    out = capsys.readouterr().out
    assert out == (
        "module {\n  func.func private @a()\n}\n// -----\nmodule {\n  func.func private @b()\n}\n"
    )


def test_print_text_is_idempotent_on_its_output() -> None:
    for path in FILES:
        flags = run_flags(path)
        marker = "// -----" if "--split-input-file" in flags else None
        unregistered = "--allow-unregistered-dialect" in flags
        once, _, _ = print_text(
            path.read_text(encoding="utf-8"), split_marker=marker, allow_unregistered=unregistered
        )
        twice, _, _ = print_text(once, split_marker=marker, allow_unregistered=unregistered)
        assert once == twice, path.name


def test_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("func.func private @f(i32)\n"))
    assert main(["print", "--generic", "-"]) == 0
    assert '"func.func"()' in capsys.readouterr().out
