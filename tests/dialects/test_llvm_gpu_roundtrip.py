"""Byte-exact round trips of the llvm and gpu dialects' custom forms through the printer.

`tests/data/dialects/roundtrip/{llvm,gpu}.mlir` hold modules exactly as upstream's
mlir-opt prints them (checked with `../shared/tools/mlir-oracle`); every op the two
dialects register appears in one of them (in the generic form, `"llvm.intr.abs"(`,
for ops upstream gives no custom form). Printing the parsed module must give the text
back byte for byte. (`test_roundtrip_all.py` checks the same for every dialect.)
"""

from __future__ import annotations

import pytest

from conftest import DATA
from mlir_ls.dialects import default_registry
from mlir_ls.dialects.llvm.intrinsics import NO_CUSTOM_FORM
from mlir_ls.ir.spec import PLACEHOLDER
from mlir_ls.parser import parse
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_result

FILES = ["llvm.mlir", "gpu.mlir"]


def _module_text(name: str) -> str:
    return (DATA / "dialects" / "roundtrip" / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", FILES)
def test_print_round_trip(name: str) -> None:
    text = _module_text(name)
    result = parse(text, default_registry())
    assert [d.message for d in result.diagnostics] == []
    assert print_result(result, PrintOptions()).rstrip("\n") == text.rstrip("\n")


@pytest.mark.parametrize("dialect", ["llvm", "gpu"])
def test_every_registered_op_is_round_tripped(dialect: str) -> None:
    spec = default_registry().dialect(dialect)
    assert spec is not None
    text = _module_text(f"{dialect}.mlir")
    missing = [
        name
        for name, op in spec.ops.items()
        if PLACEHOLDER not in op.traits
        and not _tested_alias(name, text, NO_CUSTOM_FORM in op.traits)
    ]
    assert missing == [], missing


def _tested_alias(name: str, text: str, generic: bool = False) -> bool:
    """Ops printed with their results (`%x = llvm.add ...`), at line end, or before `(`;
    with `generic`, printed in the generic form (`"llvm.intr.abs"(`)."""
    if generic:
        return f'"{name}"(' in text
    return any(f"{head}{name}{tail}" in text for head in ("= ", " ") for tail in (" ", "\n", "("))
