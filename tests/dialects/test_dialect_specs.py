"""Every dialect loads, every format compiles, every op has a summary and both hooks."""

from __future__ import annotations

import pytest

from mlir_ls.dialects import LOADERS, new_registry
from mlir_ls.dialects.assembly_format import FormatError, attach_format, parse_format
from mlir_ls.dialects.assembly_format.syntax import FormatSyntaxError
from mlir_ls.dialects.llvm.intrinsics import NO_CUSTOM_FORM
from mlir_ls.dialects.ods import arg, op, res
from mlir_ls.ir import types as ty
from mlir_ls.ir.spec import (
    PLACEHOLDER,
    AttrDef,
    DialectSpec,
    OpSpec,
    ResultDef,
    TypeConstraint,
)
from mlir_ls.verify.check import analyze


def all_specs() -> list[OpSpec]:
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
    missing = [
        s.name
        for s in all_specs()
        if (s.parse is None or s.print is None) and NO_CUSTOM_FORM not in s.traits
    ]
    # builtin/func ops still print through the printer's own code paths.
    assert [n for n in missing if not n.startswith(("builtin.", "func."))] == []


def test_ops_without_custom_form_have_no_hooks() -> None:
    """Ops upstream gives no custom assembly form only parse and print generically."""
    without = [s for s in all_specs() if NO_CUSTOM_FORM in s.traits]
    assert without
    assert [s.name for s in without if s.parse is not None or s.print is not None] == []


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


def test_required_attributes_are_checked_in_custom_form_without_a_verify_hook() -> None:
    """The verifier checks required attributes of every op, custom forms included."""
    spec = OpSpec(
        "tst.req",
        summary="An op with a required attribute its format leaves to the attribute dictionary",
        results=(ResultDef("res", constraint=TypeConstraint("index", lambda t: True, ty.INDEX)),),
        attributes=(AttrDef("size", "I64Attr"), AttrDef("hint", "I64Attr", optional=True)),
        assembly_format="attr-dict",
    )
    attach_format(spec)
    assert spec.verify is None
    dialect = DialectSpec("tst")
    dialect.add(spec)
    registry = new_registry()
    registry.register(dialect)
    text = "%0 = tst.req\n%1 = tst.req {size = 4}\n"
    analysis = analyze(text, registry=registry)
    messages = [(d.span.start, d.message) for d in analysis.diagnostics]
    assert messages == [(5, "'tst.req' op requires attribute 'size'")]
