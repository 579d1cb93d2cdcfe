"""Running TableGen, caching its reduced model, and loading imported dialects.

Tests that need a real `llvm-tblgen` (LLVM 17+) and upstream's `.td` files skip with a
reason when they are missing (CI installs Debian's `llvm-22` and `libmlir-22-dev`).
Fake TableGens (shell scripts) test discovery, the cache and error handling anywhere.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from conftest import TESTS
from mlir_ls.config import DialectSettings
from mlir_ls.dialects import default_registry
from mlir_ls.dialects.ods_import import cache as cache_mod
from mlir_ls.dialects.ods_import import tblgen as tg
from mlir_ls.dialects.ods_import.cache import CacheEntry, OdsCache, entry_key
from mlir_ls.dialects.ods_import.loader import (
    registry_for,
    upstream_namespaces,
)
from mlir_ls.verify.check import analyze

REAL = tg.discover(None, None)
needs_llvm = pytest.mark.skipif(
    REAL.tblgen is None or REAL.mlir_include is None,
    reason="needs llvm-tblgen 17+ and MLIR's .td files (Debian: llvm-22 libmlir-22-dev)",
)


def fake_tool(folder: Path, name: str, version: str, *, dump_json: bool = True) -> Path:
    """A script answering `--version`/`--help` like llvm-tblgen and writing a tiny dump."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    count = folder / f"{name}.runs"
    helptext = "--dump-json - Dump all records as machine-readable JSON" if dump_json else ""
    dump = json.dumps({"!instanceof": {"Op": []}, "!tablegen_json_version": 1})
    path.write_text(
        "#!/bin/sh\n"
        f'case "$1" in --version) echo "LLVM version {version}"; exit 0;; '
        f'--help) echo "{helptext}"; exit 0;; esac\n'
        f'echo run >> "{count}"\n'
        'out=""; dep=""; last=""\n'
        'while [ $# -gt 0 ]; do case "$1" in -o) out="$2"; shift;; -d) dep="$2"; shift;; '
        '-I) shift;; *) last="$1";; esac; shift; done\n'
        f"echo '{dump}' > \"$out\"\n"
        'echo "$out: $last" > "$dep"\n'
    )
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


def runs(tool: Path) -> int:
    counter = tool.parent / f"{tool.name}.runs"
    return len(counter.read_text().splitlines()) if counter.exists() else 0


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MLIR_LS_CACHE_DIR", str(tmp_path / "cache"))
    tg.probe_tblgen.cache_clear()
    tg._llvm_config_includedir.cache_clear()


# ---- discovery --------------------------------------------------------------------------------


def test_discovery_prefers_path_then_lib_newest_first_and_refuses_old(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bin_dir = tmp_path / "bin"
    fake_tool(bin_dir, "llvm-tblgen", "14.0.6")
    fake_tool(bin_dir, "llvm-tblgen-19", "19.1.0")
    fake_tool(bin_dir, "llvm-tblgen-21", "21.1.2")
    lib = tmp_path / "lib"
    fake_tool(lib / "llvm-23" / "bin", "llvm-tblgen", "23.0.0")
    monkeypatch.setenv("PATH", str(bin_dir))
    monkeypatch.setattr(tg, "LLVM_PREFIX_GLOB", str(lib))
    candidates = tg.tblgen_candidates()
    assert [Path(c).name for c in candidates[:3]] == [
        "llvm-tblgen",
        "llvm-tblgen-21",
        "llvm-tblgen-19",
    ]
    assert candidates[3] == str(lib / "llvm-23" / "bin" / "llvm-tblgen")
    refused: list[str] = []
    # No include version: the newest usable one; LLVM 14 is refused with the reason.
    assert tg.find_tblgen(None, None, refused).version == (23, 0, 0)  # type: ignore[union-attr]
    assert any("14.0.6 is too old" in r for r in refused)
    # An include folder of LLVM 21: the matching tool wins over newer ones.
    assert tg.find_tblgen(None, 21).version == (21, 1, 2)  # type: ignore[union-attr]
    # Configured: that one, by path or by command name.
    assert tg.find_tblgen("llvm-tblgen-19", 21).version == (19, 1, 0)  # type: ignore[union-attr]
    why: list[str] = []
    assert tg.find_tblgen(str(bin_dir / "nope"), None, why) is None
    assert why == [f"{bin_dir / 'nope'}: not found"]


def test_a_tool_without_dump_json_is_refused(tmp_path: Path) -> None:
    tool = fake_tool(tmp_path, "llvm-tblgen", "22.1.0", dump_json=False)
    assert "no --dump-json" in str(tg.probe_tblgen(str(tool)))


def test_mlir_include_found_as_configured_or_under_lib(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lib = tmp_path / "lib"
    for version in (18, 21):
        base = lib / f"llvm-{version}" / "include" / "mlir" / "IR"
        base.mkdir(parents=True)
        (base / "OpBase.td").write_text("")
    (lib / "llvm-22" / "include").mkdir(parents=True)  # no MLIR in it
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(tg, "LLVM_PREFIX_GLOB", str(lib))
    notes: list[str] = []
    assert tg.find_mlir_include(None, notes) == lib / "llvm-21" / "include"
    assert notes == [f"{lib / 'llvm-22' / 'include'}: no mlir/IR/OpBase.td in it"]
    assert tg.include_major(lib / "llvm-21" / "include") == 21
    assert tg.find_mlir_include(lib / "llvm-18" / "include") == lib / "llvm-18" / "include"
    assert tg.find_mlir_include(tmp_path) is None


def test_missing_tblgen_names_the_setting_and_the_packages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(tg, "LLVM_PREFIX_GLOB", str(tmp_path / "nolib"))
    td = tmp_path / "My.td"
    td.write_text("def X;\n")
    result = registry_for(DialectSettings(ods=(td,)))
    messages = [str(p) for p in result.problems]
    assert any(
        "no usable llvm-tblgen" in m
        and "[dialects] tblgen" in m
        and "--tblgen" in m
        and "llvm-22 libmlir-22-dev" in m
        and str(td) in m
        for m in messages
    ), messages
    # The hand-written dialects still load; nothing raised.
    assert result.registry.lookup_op("arith.addi") is not None


def test_configured_file_that_does_not_exist(tmp_path: Path) -> None:
    result = registry_for(DialectSettings(ods=(tmp_path / "Missing.td",)), upstream=False)
    assert [p.message for p in result.problems] == [
        f"the ODS file {tmp_path / 'Missing.td'} does not exist (`[dialects] ods` / `--ods`)"
    ]


# ---- TableGen's output ------------------------------------------------------------------------


def test_tablegen_diagnostics_and_depfiles_are_parsed(tmp_path: Path) -> None:
    stderr = (
        f"{tmp_path}/inner.td:3:17: error: Unknown or reserved token when parsing a value\n"
        "def A { int x = ; }\n"
        "                ^\n"
        "outer.td:1:9: warning: something odd\n"
        "llvm-tblgen: 1 errors.\n"
        "error: no input\n"
    )
    problems = tg.parse_diagnostics(stderr, tmp_path)
    assert [(p.path, p.line, p.severity, p.message) for p in problems] == [
        (
            tmp_path / "inner.td",
            3,
            "error",
            "TableGen: Unknown or reserved token when parsing a value",
        ),
        (tmp_path / "outer.td", 1, "warning", "TableGen: something odd"),
        (None, None, "error", "TableGen: no input"),
    ]
    assert tg.parse_depfile("out.json: /a/b.td \\\n  /c/with\\ space.td /d.td\n") == [
        Path("/a/b.td"),
        Path("/c/with space.td"),
        Path("/d.td"),
    ]


@needs_llvm
def test_a_tablegen_error_is_a_problem_at_the_td_line(tmp_path: Path) -> None:
    (tmp_path / "Inner.td").write_text("class C;\n\ndef A { int x = ; }\n")
    td = tmp_path / "Outer.td"
    td.write_text('include "Inner.td"\n')
    result = registry_for(DialectSettings(ods=(td,)), upstream=False)
    errors = [p for p in result.problems if p.severity == "error"]
    assert errors and errors[0].path == tmp_path / "Inner.td" and errors[0].line == 3
    assert "Unknown or reserved token" in errors[0].message
    assert result.registry.lookup_op("arith.addi") is not None


# ---- the cache --------------------------------------------------------------------------------


def test_cache_root_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MLIR_LS_CACHE_DIR", "/x/y")
    assert cache_mod.cache_root() == Path("/x/y")
    monkeypatch.delenv("MLIR_LS_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", "/xdg")
    assert cache_mod.cache_root() == Path("/xdg/mlir-ls")
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cache_mod.cache_root() == Path.home() / ".cache" / "mlir-ls"


def test_cache_entries_are_keyed_by_contents_and_survive_corruption(tmp_path: Path) -> None:
    td = tmp_path / "A.td"
    td.write_text("def A;\n")
    cache = OdsCache(tmp_path / "c")
    key = entry_key(td, [], Path("/t"), "22.1.8", 1)
    assert key != entry_key(td, [], Path("/t"), "21.1.0", 1)
    assert key != entry_key(td, [], Path("/t"), "22.1.8", 2)
    entry = CacheEntry([(str(td), cache_mod.file_hash(td) or "")], {"dialects": []}, ["a"])
    assert cache.store(key, entry)
    assert cache.load(key) == entry
    td.write_text("def B;\n")  # any change of a file read: a miss
    assert cache.load(key) is None
    td.write_text("def A;\n")
    assert cache.load(key) == entry
    cache.path(key).write_text("{not json")  # corrupt: a miss, never an exception
    assert cache.load(key) is None
    assert not list(cache.folder.glob(".tmp-*"))


def test_an_unwritable_cache_only_costs_speed(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    cache = OdsCache(blocker)  # its "folder" is a file: nothing can be written under it
    assert not cache.store("k", CacheEntry([], {}))
    assert cache.load("k") is None


def test_second_import_runs_no_tablegen(tmp_path: Path) -> None:
    tool = fake_tool(tmp_path / "bin", "llvm-tblgen", "22.1.8")
    include = tmp_path / "include"
    (include / "mlir" / "IR").mkdir(parents=True)
    (include / "mlir" / "IR" / "OpBase.td").write_text("")
    td = tmp_path / "My.td"
    td.write_text("def X;\n")
    settings = DialectSettings(ods=(td,), mlir_include=include, tblgen=str(tool))
    first = registry_for(settings, upstream=False)
    assert runs(tool) == 1 and first.importer is not None and first.importer.tblgen_runs == 1
    assert td in first.watched
    second = registry_for(settings, upstream=False)
    assert runs(tool) == 1 and second.importer is not None and second.importer.tblgen_runs == 0
    td.write_text("def Y;\n")
    registry_for(settings, upstream=False)
    assert runs(tool) == 2


# ---- upstream dialects ------------------------------------------------------------------------


def test_upstream_namespace_map_from_dialect_defs(tmp_path: Path) -> None:
    folder = tmp_path / "mlir" / "Dialect" / "Foo" / "IR"
    folder.mkdir(parents=True)
    (tmp_path / "mlir" / "IR").mkdir(parents=True)
    (tmp_path / "mlir" / "IR" / "OpBase.td").write_text("")
    (folder / "FooBase.td").write_text(
        'def Foo_Dialect : Dialect {\n  let name = "foo";\n  let summary = "{x}";\n}\n'
    )
    (folder / "FooTypes.td").write_text('include "mlir/Dialect/Foo/IR/FooBase.td"\n')
    (folder / "FooOps.td").write_text(
        'include "mlir/Dialect/Foo/IR/FooBase.td"\ninclude "mlir/Dialect/Foo/IR/FooTypes.td"\n'
    )
    (folder / "FooPasses.td").write_text('include "mlir/Dialect/Foo/IR/FooOps.td"\n')
    (folder / "Other.td").write_text("def Unrelated;\n")
    cache = OdsCache(tmp_path / "c")
    expected = {"foo": ["mlir/Dialect/Foo/IR/FooOps.td"]}
    assert upstream_namespaces(tmp_path, cache) == expected
    assert upstream_namespaces(tmp_path, cache) == expected  # from the cache


@needs_llvm
def test_upstream_map_of_the_real_include_folder() -> None:
    assert REAL.mlir_include is not None
    mapping = upstream_namespaces(REAL.mlir_include)
    assert mapping["sparse_tensor"] == ["mlir/Dialect/SparseTensor/IR/SparseTensorOps.td"]
    assert mapping["tosa"] == ["mlir/Dialect/Tosa/IR/TosaOps.td"]
    for namespace in ("quant", "shape", "ml_program", "pdl", "pdl_interp", "irdl", "omp", "acc"):
        assert namespace in mapping, namespace


def test_without_tblgen_upstream_dialects_stay_undescribed_with_one_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(tg, "LLVM_PREFIX_GLOB", str(tmp_path / "nolib"))
    result = registry_for(DialectSettings())
    assert result.registry.lookup_op("tosa.add") is None
    assert result.registry.lookup_op("shape.add") is None
    assert not result.registry.is_registered("tosa")
    assert len(result.problems) == 1
    assert "upstream dialect 'tosa' (and others) not imported" in result.problems[0].message
    assert result.registry.lookup_op("arith.addi") is not None


@needs_llvm
def test_upstream_dialects_are_imported_on_first_use(tmp_path: Path) -> None:
    text = (
        "func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {\n"
        "  %0 = sparse_tensor.convert %t : tensor<8xf32> to tensor<8xf32>\n"
        "  %1 = tosa.abs %0 : (tensor<8xf32>) -> tensor<8xf32>\n"
        "  return %1 : tensor<8xf32>\n"
        "}\n"
    )
    result = registry_for(DialectSettings())
    assert result.importer is not None
    assert result.importer.tblgen_runs == 0  # nothing imported before a namespace is used
    analysis = analyze(text, registry=result.registry, allow_unregistered=True)
    assert [d.message for c in analysis.chunks for d in c.diagnostics] == []
    convert = result.registry.lookup_op("sparse_tensor.convert")
    assert convert is not None and convert.definition is not None
    assert convert.definition[0].endswith("SparseTensor/IR/SparseTensorOps.td")
    assert convert.summary and convert.description.startswith("Converts one sparse")
    assert result.importer.tblgen_runs == 2
    assert result.problems == [] and result.registry.load_errors == {}
    # Hand-written dialects keep precedence; the default registry is not affected.
    assert result.registry.dialect("arith") is default_registry().dialect("arith")
    assert default_registry().lookup_op("sparse_tensor.convert") is None
    again = registry_for(DialectSettings())
    assert again.registry.lookup_op("tosa.abs") is not None
    assert again.importer is not None and again.importer.tblgen_runs == 0


SHARED_ODS = Path(os.environ.get("MLIR_LS_SHARED_ODS", TESTS.parent.parent / "shared" / "ods"))
STABLEHLO = SHARED_ODS / "stablehlo" / "stablehlo" / "dialect" / "StablehloOps.td"


@needs_llvm
@pytest.mark.skipif(not STABLEHLO.is_file(), reason="needs ../shared/ods (MLIR_LS_SHARED_ODS)")
def test_stablehlo_is_imported_once_then_from_the_cache() -> None:
    settings = DialectSettings(ods=(STABLEHLO,), include=(SHARED_ODS / "stablehlo",))
    first = registry_for(settings, upstream=False)
    second = registry_for(settings, upstream=False)
    assert first.importer is not None and first.importer.tblgen_runs == 1
    assert second.importer is not None and second.importer.tblgen_runs == 0
    for result in (first, second):
        dialect = result.registry.dialect("stablehlo")
        assert dialect is not None and len(dialect.ops) == 118
        assert STABLEHLO in result.watched
        add = result.registry.lookup_op("stablehlo.add")
        assert add is not None and add.definition is not None
        assert add.definition[0] == str(STABLEHLO)
        lines = STABLEHLO.read_text().splitlines()
        assert lines[add.definition[1] - 1].startswith("def StableHLO_AddOp")
