"""The ODS importer on the test dialect `tests/data/ods/TestOds.td` (records -> specs).

TableGen runs here directly (`llvm-tblgen --dump-json`); the tests skip with a reason when
LLVM 22's TableGen or MLIR's include folder is missing (Debian: `llvm-22`, `libmlir-22-dev`).
`check.mlir` carries upstream's messages as `expected-*` annotations; `roundtrip.mlir` is
written as upstream's generated printers write it and must print back byte for byte.
"""

from __future__ import annotations

import json
import subprocess
import threading
from functools import cache
from pathlib import Path

import pytest

from conftest import DATA
from expected_support import expectation_problems
from mlir_ls.dialects import new_registry
from mlir_ls.dialects.ods_import import MODEL_VERSION, build_dialects, reduce_dump
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.spec import Registry
from mlir_ls.printer.module import print_result
from mlir_ls.verify.check import analyze

TBLGEN = Path("/usr/lib/llvm-22/bin/llvm-tblgen")
MLIR_INCLUDE = Path("/usr/lib/llvm-22/include")
ODS = DATA / "ods"

pytestmark = pytest.mark.skipif(
    not TBLGEN.is_file() or not (MLIR_INCLUDE / "mlir" / "IR" / "OpBase.td").is_file(),
    reason="needs LLVM 22's llvm-tblgen and MLIR's .td files (Debian: llvm-22, libmlir-22-dev)",
)


@cache
def dump(td: Path) -> str:
    """`llvm-tblgen --dump-json` of one `.td` file (the loader does this for the tools)."""
    done = subprocess.run(
        [str(TBLGEN), "--dump-json", "-I", str(MLIR_INCLUDE), "-I", str(td.parent), str(td)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return done.stdout


def model() -> dict:
    return reduce_dump(json.loads(dump(ODS / "TestOds.td")))


@cache
def registry() -> Registry:
    result = build_dialects(model())
    assert result.problems == []
    reg = new_registry()
    for spec in result.specs:
        reg.register(spec)
    return reg


def test_model_is_small_plain_json() -> None:
    m = model()
    assert m["version"] == MODEL_VERSION
    text = json.dumps(m)
    assert json.loads(text) == m
    assert len(text) < 40_000  # the raw dump is several MB
    (dialect,) = m["dialects"]
    assert dialect["name"] == "tods"
    ops = {o["name"]: o for o in dialect["ops"]}
    lines = (ODS / "TestOds.td").read_text().splitlines()
    line = next(i for i, text in enumerate(lines, 1) if text.startswith("def TOds_AddOp"))
    assert ops["tods.add"]["loc"] == f"TestOds.td:{line}"
    assert ops["tods.segments"]["operands"] == [
        ["lows", "variadic", "Index"],
        ["highs", "variadic", "Index"],
        ["cond", "optional", "I1"],
    ]
    assert ops["tods.scope"]["implicit_terminator"] == "tods.yield"
    assert ops["tods.yield"]["parents"] == ["tods.scope"]
    assert ops["tods.cpp"]["custom_format"] is True
    assert {"IsolatedFromAbove", "SymbolTable", "Symbol", "NoTerminator"} <= set(
        ops["tods.module"]["traits"]
    )
    assert m["enums"]["TOds_Color"]["cases"] == [["red", 0], ["green", 1], ["blue", 2]]


def test_specs() -> None:
    reg = registry()
    add = reg.lookup_op("tods.add")
    assert add is not None and add.summary == "Adds two floats"
    assert add.operands[0].constraint is not None
    assert add.operands[0].constraint.description == "tensor of 32-bit float values"
    attrs = {a.name: a for a in reg.lookup_op("tods.attrs").attributes}  # type: ignore[union-attr]
    assert attrs["flag"].kind == "UnitAttr" and attrs["flag"].optional
    assert attrs["label"].optional and not attrs["count"].optional
    assert str(attrs["level"].default) == "7 : i32"
    scope = reg.lookup_op("tods.scope")
    assert scope is not None and scope.default_dialect == "tods"
    assert scope.implicit_terminator == "tods.yield"


def _problems(text: str) -> list[str]:
    analysis = analyze(text, split_marker="// -----", registry=registry(), strict=True)
    return expectation_problems(text, analysis)


def test_check_data() -> None:
    assert _problems((ODS / "check.mlir").read_text()) == []


def test_roundtrip() -> None:
    text = (ODS / "roundtrip.mlir").read_text()
    body = "\n".join(line for line in text.splitlines() if not line.startswith("//"))
    analysis = analyze(body, registry=registry(), strict=True)
    (chunk,) = analysis.chunks
    assert [d.message for d in chunk.diagnostics] == []
    assert print_result(chunk.parse).rstrip("\n") == body.strip("\n")


def test_unknown_records_do_not_crash() -> None:
    broken = {"!instanceof": {"Op": ["X"], "Dialect": ["D"]}, "D": {"name": "d"}, "X": {}}
    assert build_dialects(reduce_dump(broken)).specs == []
    bad = model()
    bad["dialects"][0]["ops"][0]["operands"] = "nonsense"
    result = build_dialects(bad)
    assert result.problems and result.problems[0].path == Path("TestOds.td")
    assert len(result.specs[0].ops) == len(model()["dialects"][0]["ops"]) - 1


def test_tolerant_read_counter_is_per_thread() -> None:
    """A format parse that fails before any tolerant directive keeps its error even when
    another thread (the server's workers) reads a tolerant directive meanwhile."""
    from mlir_ls.dialects.ods_import.ops import _with_fallback

    result = build_dialects(model())
    reg = new_registry()
    for spec in result.specs:
        reg.register(spec)
    br = reg.lookup_op("tods.br")
    assert br is not None and br.format is not None
    exact = br.format.parse
    other = "func.func @g(%x: i64) {\n  %2 = tods.opaque %x, %x by 3 : i64\n  return\n}\n"

    def with_other_thread(p: object, op: object) -> None:
        def work() -> None:
            (chunk,) = analyze(other, registry=registry()).chunks
            assert not [d for d in chunk.diagnostics if d.is_error]

        worker = threading.Thread(target=work)
        worker.start()
        worker.join()
        exact(p, op)  # type: ignore[arg-type]

    br.parse = _with_fallback(with_other_thread)
    text = "func.func @f() {\n  tods.br 42\n^bb1:\n  return\n}\n"
    (chunk,) = analyze(text, registry=reg).chunks
    errors = [d.message for d in chunk.diagnostics if d.is_error]
    assert errors and "expected" in errors[0], errors


def test_cpp_literal_defaults_are_elided() -> None:
    """DefaultValuedAttr defaults written as C++ literals (a float, `{}` for a dense array,
    an enum case by its C++ symbol, `CallConv::C` for `ccc`, `static_cast<uint64_t>(-1)`)
    are the attributes upstream's printer compares with and elides from the dictionary."""
    attrs = {a.name: a for a in registry().lookup_op("tods.defaults").attributes}  # type: ignore[union-attr]
    assert str(attrs["scale"].default) == "1.5 : f32"
    assert str(attrs["dims"].default) == "array<i64>"
    assert str(attrs["cc"].default) == "0 : i32"
    assert attrs["limit"].default == at.IntegerAttr(-1, ty.I64)
    text = (
        "tods.defaults {cc = 0 : i32, dims = array<i64>, limit = -1 : i64, "
        "scale = 1.500000e+00 : f32}\n"
    )
    (chunk,) = analyze(text, registry=registry(), strict=True).chunks
    assert [d.message for d in chunk.diagnostics] == []
    assert print_result(chunk.parse).splitlines()[1].strip() == "tods.defaults"


def test_bit_enum_strings_as_the_generated_printer_writes_them() -> None:
    """`stringify<Enum>` lists every case whose bits are set (groups too) in declaration
    order; an enum whose cases are all single-bit keywords is written bare even when
    several are set (`x, y`), another one quotes what is not one single-bit case."""
    text = 'tods.bits rw lanes "y, x"\n'
    (chunk,) = analyze(text, registry=registry(), strict=True).chunks
    assert [d.message for d in chunk.diagnostics] == []
    assert (
        print_result(chunk.parse).splitlines()[1].strip() == 'tods.bits "read|write|rw" lanes x, y'
    )
