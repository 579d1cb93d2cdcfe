"""The command line as MLIR engineers use it: mlir-opt's flag spellings, folders, the
configuration file, summaries, colour, `--stdin-filename`, help pages, exit codes."""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mlir_ls.cli import main

VALID = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"
UNKNOWN_NS = 'func.func @g() {\n  "foo.bar"() : () -> ()\n  return\n}\n'
LIT = (
    "// RUN: mlir-opt %s -split-input-file -verify-diagnostics\n" + VALID + "\n// -----\n\n" + VALID
)


def run(args: list[str], capsys: pytest.CaptureFixture[str], stdin: str | None = None):  # type: ignore[no-untyped-def]
    old = sys.stdin
    if stdin is not None:
        sys.stdin = io.StringIO(stdin)
    try:
        code = main(args)
    finally:
        sys.stdin = old
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_single_dash_aliases(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    both = write(tmp_path / "s.mlir", VALID + "// -----\n" + UNKNOWN_NS)
    args = ["-split-input-file", "-allow-unregistered-dialect", "-verify-diagnostics", "-q"]
    assert run(["check", *args, str(both)], capsys)[0] == 0
    code, out, _ = run(
        ["print", "-mlir-print-op-generic", "-allow-unregistered-dialect", str(both)], capsys
    )
    assert code == 0 and '"func.return"' in out and "// -----" in out


def test_split_marker_never_leaks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "m.mlir", VALID + "// ====\n" + VALID)
    assert run(["check", "--split-input-file=// ====", "-q", str(path)], capsys)[0] == 0
    code, out, _ = run(["print", "--split-input-file=// ====", str(path)], capsys)
    assert code == 0 and out.count("func.func @f") == 2
    code, _, err = run(["serve", "--split-input-file=// ===="], capsys)
    assert code == 2 and "split-marker" not in err and "--split-input-file" in err


def test_folders_are_walked_with_exclude_extensions_and_gitignore(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path / "mlir-ls.toml", 'exclude = ["gen/**"]\nextra-file-extensions = [".ir"]\n')
    write(tmp_path / "src" / "a.mlir", VALID)
    write(tmp_path / "src" / "b.ir", "func.func @b() {\n  return %x : i32\n}\n")
    write(tmp_path / "gen" / "c.mlir", "broken(")
    write(tmp_path / "src" / "notes.txt", "not mlir")
    write(tmp_path / ".hidden" / "d.mlir", "broken(")
    if shutil.which("git"):
        subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
        write(tmp_path / ".gitignore", "ignored.mlir\n")
        write(tmp_path / "src" / "ignored.mlir", "broken(")
    code, out, err = run(["check", str(tmp_path)], capsys)
    assert code == 1
    assert "b.ir:2:10: error: use of undeclared SSA value name" in out
    assert "c.mlir" not in out and "d.mlir" not in out and "ignored" not in out
    assert err.strip().startswith("Found ") and err.strip().endswith(" in 1 file (2 files checked)")
    # A file named on the command line is checked even when a glob excludes it.
    assert run(["check", "-q", str(tmp_path / "gen" / "c.mlir")], capsys)[0] == 1


def test_summary_and_colour(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    good = write(tmp_path / "good.mlir", VALID)
    bad = write(tmp_path / "bad.mlir", "func.func @f() {\n  return %x : i32\n}\n")
    code, out, err = run(["check", str(good), str(good)], capsys)
    assert (code, out, err) == (0, "", "No errors in 2 files\n")
    monkeypatch.setenv("FORCE_COLOR", "1")
    code, out, err = run(["check", str(bad)], capsys)
    assert code == 1 and "\x1b[1;31merror:\x1b[0m" in out and "\x1b[1m" in err
    monkeypatch.setenv("NO_COLOR", "1")
    code, out, _ = run(["check", str(bad)], capsys)
    assert "\x1b[" not in out


def test_configuration_drives_check_and_errors_exit_two(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "u.mlir", "// RUN: mlir-opt %s\n" + UNKNOWN_NS)
    assert run(["check", "-q", str(path)], capsys)[0] == 1  # as the RUN line runs it
    write(tmp_path / "mlir-ls.toml", "allow-unregistered-dialect = true\n")
    assert run(["check", "-q", str(path)], capsys)[0] == 0
    assert run(["check", "-q", "--isolated", str(path)], capsys)[0] == 1
    plain = write(tmp_path / "plain" / "p.mlir", UNKNOWN_NS)
    assert run(["check", "-q", "--isolated", str(plain)], capsys)[0] == 0  # no RUN lines
    write(tmp_path / "plain" / "mlir-ls.toml", "allow-unregistered-dialect = false\n")
    assert run(["check", "-q", str(plain)], capsys)[0] == 1
    other = write(tmp_path / "cfg" / "other.toml", "line-length = 100\nallow-unregistered = 1\n")
    code, _, err = run(["check", "--config", str(other), str(path)], capsys)
    assert code == 2 and f"{other}:2: unknown key 'allow-unregistered'" in err


def test_lit_files_split_as_their_run_lines_say(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lit = write(tmp_path / "lit.mlir", LIT)
    assert run(["check", "-q", str(lit)], capsys)[0] == 0  # "auto" is the default
    code, out, _ = run(["check", "-q", "--no-split-input-file", str(lit)], capsys)
    assert code == 1 and "redefinition of symbol named 'f'" in out
    whole = write(tmp_path / "whole.mlir", LIT.replace("-split-input-file ", ""))
    assert run(["check", "-q", str(whole)], capsys)[0] == 1


def test_stdin_filename(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path / "proj" / "mlir-ls.toml", "allow-unregistered-dialect = true\n")
    name = str(tmp_path / "proj" / "x.mlir")
    assert run(["check", "-q", "--stdin-filename", name], capsys, stdin=UNKNOWN_NS)[0] == 0
    code, out, _ = run(
        ["check", "-q", "--stdin-filename", name, "-"], capsys, stdin="func.func @f( {\n"
    )
    assert code == 1 and out.startswith(f"{name}:1:")
    assert run(["check"], capsys)[0] == 2


@pytest.mark.parametrize("command", ["check", "print", "format", "serve"])
def test_help_has_examples_and_exit_codes(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run([command, "--help"], capsys)
    assert code == 0
    assert "examples:" in out and "exit status:" in out and "--config" in out


def test_print_and_format_take_many_paths(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = write(tmp_path / "a.mlir", VALID)
    b = write(tmp_path / "b.mlir", VALID.replace("@f", "@g"))
    code, out, _ = run(["print", str(a), str(b)], capsys)
    assert code == 0 and "@f" in out and "@g" in out
    write(tmp_path / "c.mlir", "func.func @h(%a : i32) -> i32 {\n      return %a: i32\n}\n")
    code, _, err = run(["format", "--check", str(tmp_path)], capsys)
    assert code == 1
    assert err.splitlines()[-1] == "1 file would be reformatted, 2 files already formatted"
    code, _, err = run(["format", "-i", str(tmp_path)], capsys)
    assert code == 0 and err.splitlines()[-1] == "1 file reformatted, 2 files left unchanged"


def test_serve_without_the_lsp_extra_prints_one_message(tmp_path: Path) -> None:
    script = (
        "import sys; sys.modules['pygls'] = None; sys.modules['lsprotocol'] = None\n"
        "from mlir_ls.cli import main; sys.exit(main(['serve']))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "mlir-ls: 'mlir-ls serve' needs the language server packages: pip install 'mlir-ls[lsp]'"
    ]
