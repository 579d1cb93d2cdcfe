"""Buildable types in declarative formats stand in for fixed-size results only.

Upstream's OpFormatGen builds a result type the format leaves out only for a
result that is not variable-length: an optional result is there when the
format parses its type, and absent otherwise.
"""

from __future__ import annotations

import pytest

from mlir_ls.dialects import LOADERS
from mlir_ls.dialects.assembly_format import FormatError
from mlir_ls.dialects.ods import op, opt_res, res
from mlir_ls.ir import types as ty
from mlir_ls.ir.spec import DialectSpec, Registry, TypeConstraint
from mlir_ls.parser import ParseOptions, parse

I64 = TypeConstraint("64-bit signless integer", lambda t: t == ty.I64, ty.I64)
I1 = TypeConstraint("1-bit signless integer", lambda t: t == ty.I1, ty.I1)


def _registry() -> Registry:
    dialect = DialectSpec("tst")
    dialect.add(
        op("tst.maybe", "", "attr-dict (`->` type($res)^)?", results=[opt_res("res", I64)]),
        op("tst.flag", "", "attr-dict", results=[res("res", I1)]),
    )
    registry = Registry()
    for namespace, loader in LOADERS.items():
        registry.register_lazy(namespace, loader)
    registry.register(dialect)
    return registry


def _result_types(body: str) -> tuple[list[list[str]], list[str]]:
    text = f"func.func @f() {{\n{body}\n  return\n}}\n"
    result = parse(text, _registry(), ParseOptions(strict_progress=True))
    ops = [o for o in result.module.walk() if o.name.startswith("tst.")]
    return [[str(r.type) for r in o.results] for o in ops], [d.message for d in result.diagnostics]


def test_absent_optional_result_stays_absent() -> None:
    assert _result_types("  tst.maybe\n  %0 = tst.maybe -> i64") == ([[], ["i64"]], [])


def test_naming_an_absent_optional_result() -> None:
    _, problems = _result_types("  %0 = tst.maybe")
    assert problems == ["cannot name an operation with no results"]


def test_fixed_result_gets_its_buildable_type() -> None:
    assert _result_types("  %0 = tst.flag") == ([["i1"]], [])


def test_untyped_optional_result_is_a_format_error() -> None:
    with pytest.raises(FormatError, match="type of result '\\$res' is not known"):
        op("tst.never", "", "attr-dict", results=[opt_res("res", I64)])
