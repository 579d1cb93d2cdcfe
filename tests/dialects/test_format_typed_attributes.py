"""Attribute variables of a known type in declarative formats (`I32Attr`, `F32Attr`...).

Upstream parses them with `parseAttribute(type)`, which reads no `: type` after
the literal: the `:` that follows belongs to the op's own types.
"""

from __future__ import annotations

import pytest

from mlir_ls.dialects import LOADERS
from mlir_ls.dialects.ods import attr, op, res
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import DialectSpec, Registry
from mlir_ls.parser import ParseOptions, parse
from mlir_ls.printer.module import print_result

FORMAT = "$value attr-dict `:` type($res)"


def _registry() -> Registry:
    dialect = DialectSpec("tst")
    dialect.add(
        op("tst.int", "", FORMAT, results=[res("res")], attrs=[attr("value", "I32Attr")]),
        op("tst.index", "", FORMAT, results=[res("res")], attrs=[attr("value", "IndexAttr")]),
        op("tst.float", "", FORMAT, results=[res("res")], attrs=[attr("value", "F32Attr")]),
    )
    registry = Registry()
    for namespace, loader in LOADERS.items():
        registry.register_lazy(namespace, loader)
    registry.register(dialect)
    return registry


def _parse(line: str) -> tuple[Operation | None, list[str]]:
    text = f"func.func @f() {{\n  %0 = {line}\n  return\n}}\n"
    result = parse(text, _registry(), ParseOptions(strict_progress=True))
    ops = [o for o in result.module.walk() if o.name.startswith("tst.")]
    return (ops[0] if ops else None), [d.message for d in result.diagnostics]


@pytest.mark.parametrize(
    ("line", "value"),
    [
        ("tst.int -1 : f32", at.IntegerAttr(-1, ty.I32)),
        ("tst.int 7 : f32", at.IntegerAttr(7, ty.I32)),
        ("tst.index -3 : i64", at.IntegerAttr(-3, ty.INDEX)),
        ("tst.float -1.5 : i32", at.FloatAttr(-1.5, ty.F32)),
        ("tst.float 2.0 : f64", at.FloatAttr(2.0, ty.F32)),
    ],
)
def test_literal_leaves_the_colon_to_the_op(line: str, value: at.Attribute) -> None:
    found, problems = _parse(line)
    assert problems == []
    assert found is not None
    assert found.attr("value") == value
    assert [str(r.type) for r in found.results] == [line.rsplit(": ", 1)[1]]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("tst.int -2147483649 : f32", "integer constant out of range for attribute"),
        ("tst.int 1.5 : f32", "floating point value not valid for specified type"),
        ("tst.float 3 : f32", "unexpected decimal integer literal for a floating point value"),
        (
            "tst.float -0x3F800000 : f32",
            "hexadecimal float literal should not have a leading minus",
        ),
        ("tst.int - : f32", "expected constant integer or floating point value"),
    ],
)
def test_literal_errors(line: str, message: str) -> None:
    _, problems = _parse(line)
    assert problems[:1] == [message]


def test_hexadecimal_float_and_print() -> None:
    text = (
        "func.func @f() {\n  %0 = tst.float 0x3F800000 : f32\n  %1 = tst.int -1 : i8\n  return\n}\n"
    )
    result = parse(text, _registry(), ParseOptions(strict_progress=True))
    assert result.diagnostics == []
    printed = print_result(result)
    assert "tst.float 1.000000e+00 : f32" in printed
    assert "tst.int -1 : i8" in printed
