"""`mlir-ls check --opt PATH` and `opt = ...` in mlir-ls.toml: the `*-opt` bridge in batch."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mlir_ls.cli import main
from opt_support import TORCH_MLIR_OPT, fake_tool, needs_torch_mlir_opt

TEXT = """\
%0 = fake.op { // type: i32
// -----
// expected-error @+1 {{op is bad}}
%1 = fake.bad
"""


def check(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["check", "--format", "json", *args])
    captured = capsys.readouterr()
    return code, json.loads(captured.out), captured.err


def errors(report: dict) -> list[tuple[int, str, str]]:
    return [
        (d["line"], d["code"], d["message"])
        for d in report["files"][0]["diagnostics"]
        if d["severity"] == "error"
    ]


def test_check_with_opt_merges_the_tools_verdict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "a.mlir"
    path.write_text(TEXT)
    tool = fake_tool(tmp_path)
    code, report, _ = check(["--split-input-file", str(path)], capsys)
    own = errors(report)
    assert code == 1 and own and all(code != "fake-opt" for _, code, _ in own)
    code, report, err = check(
        ["--split-input-file", "--allow-unregistered-dialect", "--opt", tool.path, str(path)],
        capsys,
    )
    # Chunk 1 is accepted by the tool: mlir-ls's own error there is dropped.
    assert errors(report) == [(4, "fake-opt", "'fake.bad' op is bad")]
    assert code == 1 and err == ""
    code, report, _ = check(
        ["--split-input-file", "--verify-diagnostics", "--opt", tool.path, str(path)], capsys
    )
    assert (code, errors(report)) == (0, [])


def test_opt_from_the_configuration_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tool = fake_tool(tmp_path)
    (tmp_path / "mlir-ls.toml").write_text(
        f'opt = "{tool.path}"\nopt-args = ["--mode=crash"]\nopt-timeout = 5\n'
        "allow-unregistered-dialect = true\n"
    )
    path = tmp_path / "a.mlir"
    path.write_text("%0 = fake.op\n// -----\n%1 = fake.op\n")
    code, report, err = check(["--split-input-file", str(path), str(path)], capsys)
    # A crashing tool: one message for the run, mlir-ls's own diagnostics unchanged.
    assert err.count("mlir-ls: warning:") == 1 and "fake-opt was killed by signal" in err
    assert code == 0 and errors(report) == []


def test_missing_tool_is_one_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "a.mlir"
    path.write_text("func.func @f() {\n  return\n}\n")
    code, _, err = check(["--opt", str(tmp_path / "gone-opt"), str(path)], capsys)
    assert code == 0 and err.count("mlir-ls: warning:") == 1
    assert "gone-opt' is not an executable file" in err


@needs_torch_mlir_opt
def test_check_with_torch_mlir_opt(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "a.mlir"
    path.write_text(
        "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %0 = stablehlo.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>\n"
        "  return %a : tensor<4xf32>\n}\n"
    )
    code, report, err = check(["--opt", str(TORCH_MLIR_OPT), str(path)], capsys)
    assert code == 1 and err == ""
    [(line, code_, message)] = errors(report)
    assert (line, code_) == (2, "torch-mlir-opt")
    assert message.startswith("'stablehlo.add' op requires the same shape")
