"""The compiled build (`mlir_ls.compiled`, docs/architecture.md "Compiled build"):
its module list, and the check that an edited source is never hidden by its compiled
module. `make test-compiled` runs the whole suite on the compiled build."""

from __future__ import annotations

import importlib.util
import runpy
import subprocess
import sys
from pathlib import Path

import pytest

import mlir_ls
from mlir_ls import compiled
from mlir_ls.parser import base as parser_base

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "server" / "mlir_ls"


def test_the_listed_modules_exist_and_setup_reads_the_same_list() -> None:
    assert compiled.COMPILED and len(set(compiled.COMPILED)) == len(compiled.COMPILED)
    for path in compiled.COMPILED:
        assert (PACKAGE / path).is_file(), path
        assert not path.endswith("__init__.py"), path
    # setup.py runs compiled.py on its own (`runpy.run_path`), without the package
    assert "runpy.run_path" in (ROOT / "setup.py").read_text(encoding="utf-8")
    alone = runpy.run_path(str(PACKAGE / "compiled.py"))
    assert alone["COMPILED"] == compiled.COMPILED and alone["MANIFEST"] == compiled.MANIFEST
    assert alone["digest"](b"%x = 1") == compiled.digest(b"%x = 1")
    code = "import runpy, sys; runpy.run_path(sys.argv[1]); print('mlir_ls' in sys.modules)"
    run = subprocess.run(
        [sys.executable, "-c", code, str(PACKAGE / "compiled.py")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert run.stdout.split() == ["False"]


def test_the_parser_knows_which_build_runs() -> None:
    assert mlir_ls.BUILD in ("pure", "compiled") or mlir_ls.BUILD.startswith("sources (")
    compiled_build = mlir_ls.BUILD == "compiled"
    assert parser_base.COMPILED is compiled_build
    if parser_base.COMPILED:
        assert parser_base.CursorBase is parser_base.PyCursor


def _package(tmp_path: Path, source: str, recorded: str) -> Path:
    package = tmp_path / "pkg"
    (package / "parser").mkdir(parents=True)
    (package / "parser" / "fake.py").write_text(source, encoding="utf-8")
    digest = compiled.digest(recorded.encode())
    (package / compiled.MANIFEST).write_text(f"{digest} parser/fake.py\n", encoding="utf-8")
    return package


def test_no_manifest_is_a_pure_install(tmp_path: Path) -> None:
    assert compiled.read_manifest(tmp_path) is None
    assert compiled.use_sources(tmp_path) == "pure"


def test_an_edited_source_is_used_instead_of_its_compiled_module(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    unchanged = _package(tmp_path / "a", "VALUE = 1\n", "VALUE = 1\n")
    assert compiled.stale_sources(unchanged, compiled.read_manifest(unchanged) or {}) == []
    before = list(sys.meta_path)
    assert compiled.use_sources(unchanged) == "compiled"
    assert sys.meta_path == before

    edited = _package(tmp_path / "b", "VALUE = 2\n", "VALUE = 1\n")
    try:
        why = compiled.use_sources(edited)
        assert why == "sources (edited since the compiled build: parser/fake.py)"
        finder = sys.meta_path[0]
        assert isinstance(finder, compiled.SourceFinder)
        spec = finder.find_spec("mlir_ls.parser.fake", None)
        assert spec is not None and spec.origin == str(edited / "parser" / "fake.py")
        assert finder.find_spec("mlir_ls.parser.other", None) is None
        module = importlib.util.module_from_spec(spec)
        assert spec.loader is not None
        spec.loader.exec_module(module)
        assert module.VALUE == 2
    finally:
        sys.meta_path[:] = before


def test_the_environment_asks_for_the_sources(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = _package(tmp_path, "VALUE = 1\n", "VALUE = 1\n")
    monkeypatch.setenv(compiled.PURE_ENV, "1")
    before = list(sys.meta_path)
    try:
        assert compiled.use_sources(package) == f"sources ({compiled.PURE_ENV} is set)"
        assert isinstance(sys.meta_path[0], compiled.SourceFinder)
    finally:
        sys.meta_path[:] = before


def test_a_missing_source_counts_as_unchanged(tmp_path: Path) -> None:
    package = _package(tmp_path, "VALUE = 1\n", "VALUE = 2\n")
    (package / "parser" / "fake.py").unlink()
    assert compiled.stale_sources(package, compiled.read_manifest(package) or {}) == []


@pytest.mark.parametrize(
    ("value", "commands", "wanted"),
    [
        (None, ["bdist_wheel", "--dist-dir", "/tmp/x"], True),  # pip install . / pip wheel .
        (None, ["editable_wheel", "--dist-dir", "/tmp/x"], False),  # pip install -e .
        (None, ["dist_info", "--output-dir", "/tmp/x"], False),  # the metadata step
        (None, ["build_ext", "--inplace"], False),
        ("1", ["editable_wheel"], True),  # make compiled
        ("1", ["build_ext", "--inplace"], True),
        ("0", ["bdist_wheel"], False),
        ("", ["bdist_wheel"], True),
    ],
)
def test_a_wheel_is_compiled_and_an_editable_install_is_not(
    value: str | None, commands: list[str], wanted: bool
) -> None:
    environ = {} if value is None else {compiled.MYPYC_ENV: value}
    assert compiled.mypyc_wanted(environ, commands) is wanted
    # the build environment gets mypyc whenever the build may compile
    assert compiled.mypyc_asked(environ) is (value != "0")
