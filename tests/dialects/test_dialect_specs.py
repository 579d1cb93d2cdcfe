"""Every dialect loads, every format compiles, every op has a summary and both hooks."""

from __future__ import annotations

import pytest

from mlir_ls.dialects import LOADERS, new_registry
from mlir_ls.dialects.assembly_format import FormatError, parse_format
from mlir_ls.dialects.assembly_format.syntax import FormatSyntaxError
from mlir_ls.dialects.ods import arg, op, res
from mlir_ls.ir.spec import PLACEHOLDER


def all_specs() -> list:  # type: ignore[type-arg]
    registry = new_registry()
    return [spec for spec in registry.all_ops() if PLACEHOLDER not in spec.traits]


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_dialect_loads(name: str) -> None:
    dialect = new_registry().dialect(name)
    # A dialect describes ops, or (like DLTI, which has none) attributes or types.
    assert dialect is not None
    assert dialect.ops or dialect.parse_attribute is not None or dialect.parse_type is not None


def test_every_op_has_a_summary() -> None:
    assert [s.name for s in all_specs() if not s.summary.strip()] == []


def test_every_op_parses_and_prints_its_custom_form() -> None:
    missing = [s.name for s in all_specs() if s.parse is None or s.print is None]
    # builtin/func ops still print through the printer's own code paths.
    assert [n for n in missing if not n.startswith(("builtin.", "func."))] == []


def test_formats_are_compiled() -> None:
    for spec in all_specs():
        if spec.assembly_format is not None and not spec.name.startswith(("func.", "builtin.")):
            assert spec.format is not None, spec.name


@pytest.mark.parametrize(
    "text",
    ["$lhs `,`", "($a)?", "type(", "custom<X>($a", "`x` unknown-directive", "($a^ $b^)?"],
)
def test_bad_format_strings_do_not_parse(text: str) -> None:
    with pytest.raises(FormatSyntaxError):
        parse_format(text + (" $" if text == "$lhs `,`" else ""))


def test_format_that_does_not_fit_its_op_is_a_registration_error() -> None:
    with pytest.raises(FormatError):
        op("test.bad", "Bad", "$lhs attr-dict", operands=[arg("lhs"), arg("rhs")])
    with pytest.raises(FormatError):
        op("test.bad", "Bad", "$lhs attr-dict", operands=[arg("lhs")], results=[res("r")])
    with pytest.raises(FormatError):
        op("test.bad", "Bad", "$nope attr-dict")
