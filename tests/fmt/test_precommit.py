"""The hooks of .pre-commit-hooks.yaml, run by pre-commit (PyPI) in a temporary git repository.

The hook definitions (id, entry, files, types) are copied into a `repo: local`
configuration with `language: system`, so the test runs offline against the
mlir-ls installed in this environment.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def _pre_commit() -> str:
    found = shutil.which("pre-commit", path=str(BIN)) or shutil.which("pre-commit")
    if found is None:
        pytest.skip("pre-commit is not installed (pip install pre-commit)")
    return found


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    env["PRE_COMMIT_HOME"] = str(cwd / ".pre-commit-home")
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_hooks(tmp_path: Path) -> None:
    pre_commit = _pre_commit()
    yaml = pytest.importorskip("yaml")
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert {h["id"] for h in hooks} == {"mlir-format", "mlir-format-check", "mlir-check"}
    for hook in hooks:
        assert hook["files"] == r"\.mlir$" and hook["types"] == ["text"]
        hook["language"] = "system"
    config = {"repos": [{"repo": "local", "hooks": hooks}]}
    (tmp_path / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    _run(["git", "init", "-q"], tmp_path)
    _run(["git", "config", "user.email", "t@example.com"], tmp_path)
    _run(["git", "config", "user.name", "t"], tmp_path)
    messy = tmp_path / "a.mlir"
    messy.write_text("func.func @f(%x : i32) -> i32 {\n      return %x: i32   // done\n}\n")
    (tmp_path / "notes.txt").write_text("not mlir  \n")
    _run(["git", "add", "."], tmp_path)

    check = _run([pre_commit, "run", "mlir-format-check", "--all-files"], tmp_path)
    assert check.returncode == 1, check.stdout + check.stderr
    assert "+  return %x : i32   // done" in check.stdout

    fix = _run([pre_commit, "run", "mlir-format", "--all-files"], tmp_path)
    assert fix.returncode == 1  # pre-commit fails a run whose hooks changed files
    assert messy.read_text() == "func.func @f(%x: i32) -> i32 {\n  return %x : i32   // done\n}\n"
    assert (tmp_path / "notes.txt").read_text() == "not mlir  \n"

    _run(["git", "add", "."], tmp_path)
    again = _run([pre_commit, "run", "--all-files"], tmp_path)
    assert again.returncode == 0, again.stdout + again.stderr

    messy.write_text("func.func @f() -> i32 {\n  return\n}\n")
    _run(["git", "add", "."], tmp_path)
    bad = _run([pre_commit, "run", "mlir-check", "--all-files"], tmp_path)
    assert bad.returncode == 1
    assert "error:" in bad.stdout


def _documented_hooks(yaml: object) -> list[dict[str, object]]:
    """The `hooks:` of the `.pre-commit-config.yaml` example in docs/formatting.md."""
    import re

    doc = (ROOT / "docs" / "formatting.md").read_text(encoding="utf-8")
    block = re.search(r"## pre-commit.*?```yaml\n(.*?)```", doc, re.S)
    assert block is not None
    config = yaml.safe_load(block.group(1))  # type: ignore[attr-defined]
    (repo,) = config["repos"]
    assert re.fullmatch(r"[0-9a-f]{40}", repo["rev"]), "rev must be a pinned commit"
    return list(repo["hooks"])


def test_documented_args_and_configuration(tmp_path: Path) -> None:
    """The doc's example (with its `args:`) on lit tests, and mlir-ls.toml read by the hooks."""
    pre_commit = _pre_commit()
    yaml = pytest.importorskip("yaml")
    defined = {h["id"]: h for h in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())}
    hooks = []
    for used in _documented_hooks(yaml):
        hook = dict(defined[str(used["id"])], language="system")
        hook.update({k: v for k, v in used.items() if k != "id"})
        hooks.append(hook)
    config = {"repos": [{"repo": "local", "hooks": hooks}]}
    (tmp_path / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    _run(["git", "init", "-q"], tmp_path)
    _run(["git", "config", "user.email", "t@example.com"], tmp_path)
    _run(["git", "config", "user.name", "t"], tmp_path)
    body = 'func.func @f() {\n  "foo.op"() : () -> ()\n  return\n}\n'
    lit = tmp_path / "test" / "ops.mlir"
    lit.parent.mkdir()
    lit.write_text(
        "// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect\n\n"
        + body
        + "\n// -----\n\n"
        + body
    )
    _run(["git", "add", "."], tmp_path)
    ok = _run([pre_commit, "run", "--all-files"], tmp_path)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    # mlir-ls.toml is read by the hooks: no splitting makes the two @f clash.
    (tmp_path / "mlir-ls.toml").write_text("split-input-file = false\n")
    _run(["git", "add", "."], tmp_path)
    clash = _run([pre_commit, "run", "mlir-check", "--all-files"], tmp_path)
    assert clash.returncode == 1 and "redefinition of symbol named 'f'" in clash.stdout
