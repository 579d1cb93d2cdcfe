"""`mlir-ls check`: text and JSON output, exit codes, stdin, splitting, --verify-diagnostics."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mlir_ls.cli import main


def run(
    args: list[str], capsys: pytest.CaptureFixture[str], stdin: str | None = None
) -> tuple[int, str]:
    if stdin is not None:
        import sys

        old = sys.stdin
        sys.stdin = io.StringIO(stdin)
        try:
            code = main(args)
        finally:
            sys.stdin = old
    else:
        code = main(args)
    return code, capsys.readouterr().out


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


VALID = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"
BROKEN = 'func.func @f() {\n  %0 = "test.op"(%missing) : (i32) -> i32\n  return\n}\n'


def test_valid_file_exits_zero(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(["check", write(tmp_path, "ok.mlir", VALID)], capsys)
    assert (code, out) == (0, "")


def test_errors_print_like_mlir_opt(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "bad.mlir", BROKEN)
    code, out = run(["check", "--allow-unregistered-dialect", path], capsys)
    assert code == 1
    first = out.splitlines()[0]
    assert first == f"{path}:2:18: error: use of undeclared SSA value name"
    assert out.splitlines()[1] == '  %0 = "test.op"(%missing) : (i32) -> i32'
    assert out.splitlines()[2] == "                 ^"


def test_json_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "bad.mlir", BROKEN)
    code, out = run(["check", "--allow-unregistered-dialect", "--format", "json", path], capsys)
    assert code == 1
    data = json.loads(out)
    diag = data["files"][0]["diagnostics"][0]
    assert data["files"][0]["path"] == path
    assert diag == {
        "line": 2,
        "col": 18,
        "end_line": 2,
        "end_col": 26,
        "severity": "error",
        "message": "use of undeclared SSA value name",
        "code": "undefined-value",
        "related": [],
    }


def test_notes_and_related(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = 'func.func @f() {\n  %x = "t.a"() : () -> i32\n  %x = "t.b"() : () -> i32\n  return\n}\n'
    code, out = run(
        ["check", "--allow-unregistered-dialect", write(tmp_path, "n.mlir", text)], capsys
    )
    assert code == 1
    lines = out.splitlines()
    assert lines[0].endswith(":3:3: error: redefinition of SSA value '%x'")
    assert lines[3].endswith(":2:3: note: previously defined here")


def test_stdin(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(["check", "-"], capsys, stdin=VALID)
    assert (code, out) == (0, "")
    code, out = run(["check", "--allow-unregistered-dialect", "-"], capsys, stdin=BROKEN)
    assert code == 1 and out.startswith("<stdin>:2:18: error:")


def test_split_input_file_reports_whole_file_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = VALID + "// -----\n" + BROKEN
    path = write(tmp_path, "s.mlir", text)
    code, out = run(["check", "--split-input-file", "--allow-unregistered-dialect", path], capsys)
    assert code == 1
    assert out.startswith(f"{path}:6:18: error: use of undeclared SSA value name")
    # Without splitting, the two functions clash; by default ("auto") the marker line splits.
    code, out = run(
        ["check", "--no-split-input-file", "--allow-unregistered-dialect", path], capsys
    )
    assert "redefinition of symbol named 'f'" in out


def test_split_flag_does_not_take_the_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = VALID + "// -----\n" + VALID
    code, out = run(["check", "--split-input-file", write(tmp_path, "p.mlir", text)], capsys)
    assert (code, out) == (0, "")


def test_custom_split_marker(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = VALID + "// ====\n" + VALID
    code, _ = run(["check", "--split-input-file=// ====", write(tmp_path, "m.mlir", text)], capsys)
    assert code == 0


def test_verify_diagnostics(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = (
        "func.func @f() {\n  // expected-error@+1 {{use of undeclared SSA value name}}\n"
        '  "t.op"(%m) : (i32) -> ()\n  return\n}\n'
    )
    code, out = run(
        [
            "check",
            "--allow-unregistered-dialect",
            "--verify-diagnostics",
            write(tmp_path, "g.mlir", good),
        ],
        capsys,
    )
    assert (code, out) == (0, "")
    bad = good.replace("undeclared SSA", "something else")
    code, out = run(
        [
            "check",
            "--allow-unregistered-dialect",
            "--verify-diagnostics",
            write(tmp_path, "b.mlir", bad),
        ],
        capsys,
    )
    assert code == 1
    assert 'expected error "use of something else value name" was not produced' in out
    assert "unexpected error: use of undeclared SSA value name" in out


def test_verify_diagnostics_regex_and_relative_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = '"t.op"(%m) : (i32) -> ()\n// expected-error-re@-1 {{use of {{[a-z]+}} SSA value}}\n'
    code, out = run(
        [
            "check",
            "--allow-unregistered-dialect",
            "--verify-diagnostics",
            write(tmp_path, "r.mlir", text),
        ],
        capsys,
    )
    assert (code, out) == (0, "")


def test_usage_and_io_errors_exit_two(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(tmp_path / "missing.mlir")]) == 2
    assert main(["check"]) == 2
    assert main(["frobnicate"]) == 2
    capsys.readouterr()
