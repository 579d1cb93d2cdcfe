"""Every registered op has a byte-exact parse -> print round trip of its custom form.

`tests/data/dialects/roundtrip/<dialect>.mlir` holds one module per dialect, exactly as
upstream's mlir-opt prints it (each file is `../shared/tools/mlir-oracle INPUT`'s output,
so the data is upstream's canonical custom form). Each file must analyse without errors
and print back byte for byte (modulo the trailing newline), and every op a dialect
registers (placeholder specs aside) must occur in its file, printed by name (in the
generic form, `"llvm.intr.abs"(`, for ops upstream gives no custom form).

`KNOWN_MISMATCHES` lists files that do not round-trip yet, with the reason; the test
asserts they still fail, so the list cannot go stale.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from conftest import DATA
from mlir_ls.dialects import LOADERS
from mlir_ls.dialects.llvm.intrinsics import NO_CUSTOM_FORM
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import PLACEHOLDER
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_result
from mlir_ls.verify.check import DocumentAnalysis, analyze

ROUNDTRIP = DATA / "dialects" / "roundtrip"

#: Data file name -> why it does not print back byte for byte yet.
KNOWN_MISMATCHES: dict[str, str] = {}

#: Ops whose custom form never prints them, with the reason; they must still be in the IR.
NOT_PRINTED: dict[str, str] = {
    # vector.mask prints its single masked op between `{ }`; the terminator is implicit.
    "vector.yield": "implicit terminator of vector.mask",
}

#: Dialects whose ops print without their prefix in the default-dialect scopes
#: (`module`, `return`, `call` inside `builtin.module` and `func.func`).
PREFIX_ELIDED = {"builtin", "func"}


def _path(dialect: str) -> Path:
    return ROUNDTRIP / f"{dialect}.mlir"


@cache
def _analysis(dialect: str) -> DocumentAnalysis:
    return analyze(_path(dialect).read_text(encoding="utf-8"), allow_unregistered=True)


def _walk(op: Operation) -> Iterator[Operation]:
    yield op
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                yield from _walk(inner)


def _printed(name: str, text: str, generic: bool = False) -> bool:
    """Is op `name` printed in `text`: in its custom form, or with `generic`, its generic one."""
    if generic:
        return f'"{name}"(' in text
    dialect, _, short = name.partition(".")
    names = [name, short] if dialect in PREFIX_ELIDED else [name]
    return any(re.search(rf"(^|[\s=(]){re.escape(n)}([\s(]|$)", text, re.MULTILINE) for n in names)


def _round_trips(dialect: str) -> tuple[str, str]:
    text = _path(dialect).read_text(encoding="utf-8")
    analysis = _analysis(dialect)
    assert [d.message for d in analysis.diagnostics if d.is_error] == []
    assert len(analysis.chunks) == 1
    printed = print_result(analysis.chunks[0].parse, PrintOptions())
    return printed.rstrip("\n"), text.rstrip("\n")


def test_every_dialect_has_round_trip_data() -> None:
    assert sorted(p.stem for p in ROUNDTRIP.glob("*.mlir")) == sorted(LOADERS)


@pytest.mark.parametrize("dialect", sorted(LOADERS))
def test_print_round_trip(dialect: str) -> None:
    printed, text = _round_trips(dialect)
    name = f"{dialect}.mlir"
    if name in KNOWN_MISMATCHES:
        assert printed != text, f"{name} round-trips now: drop it from KNOWN_MISMATCHES"
    else:
        assert printed == text


@pytest.mark.parametrize("dialect", sorted(LOADERS))
def test_every_registered_op_is_round_tripped(dialect: str) -> None:
    spec = LOADERS[dialect]()
    text = _path(dialect).read_text(encoding="utf-8")
    module = _analysis(dialect).chunks[0].parse.module
    in_ir = {op.name for op in _walk(module)}
    described = {name: op for name, op in spec.ops.items() if PLACEHOLDER not in op.traits}
    missing = [
        name
        for name, op in described.items()
        if name not in in_ir
        or not (name in NOT_PRINTED or _printed(name, text, NO_CUSTOM_FORM in op.traits))
    ]
    assert missing == []


def test_not_printed_ops_are_not_printed() -> None:
    for name in NOT_PRINTED:
        dialect = name.partition(".")[0]
        assert not _printed(name, _path(dialect).read_text(encoding="utf-8")), name
