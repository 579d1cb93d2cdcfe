"""Structured `#llvm.*` metadata attributes (debug info, TBAA, alias scopes, loops).

Parameters print in declaration order with defaults left out, as upstream does (the
expected spellings were checked with `../shared/tools/mlir-oracle`); nested attributes
stay attributes, exposed to the printer through the `StructuredAttr` protocol
(`children()`, `alias_name()`, `print_params(printer)`).
"""

from __future__ import annotations

import pytest

from mlir_ls.dialects import default_registry
from mlir_ls.dialects.llvm.metadata import MetadataAttr
from mlir_ls.ir import attributes as at
from mlir_ls.parser import ParseOptions, parse
from mlir_ls.printer.attrs import AttrTypePrinter

OPTIONS = ParseOptions(allow_unregistered=True, strict_progress=True)


def _attrs(text: str) -> dict[str, at.Attribute]:
    result = parse(f'"x.y"() {{{text}}} : () -> ()', default_registry(), OPTIONS)
    assert [d.message for d in result.diagnostics if d.is_error] == []
    op = next(o for o in result.module.walk() if o.name == "x.y")
    return dict(op.attributes)


def _errors(text: str) -> list[str]:
    result = parse(f'"x.y"() {{a = {text}}} : () -> ()', default_registry(), OPTIONS)
    return [d.message for d in result.diagnostics if d.is_error]


def test_parameters_print_in_declaration_order_without_defaults() -> None:
    attrs = _attrs(
        'a = #llvm.di_basic_type<name = "int", encoding = DW_ATE_signed, '
        "tag = DW_TAG_base_type, sizeInBits = 32>, "
        'b = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", sizeInBits = 0>, '
        "c = #llvm.di_derived_type<tag = DW_TAG_pointer_type, flags = Zero>"
    )
    assert str(attrs["a"]) == (
        '#llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, '
        "encoding = DW_ATE_signed>"
    )
    assert str(attrs["b"]) == '#llvm.di_basic_type<tag = DW_TAG_base_type, name = "x">'
    assert str(attrs["c"]) == "#llvm.di_derived_type<tag = DW_TAG_pointer_type>"


def test_spellings_of_one_attribute_are_equal() -> None:
    attrs = _attrs(
        "a = #llvm.tbaa_tag<access_type = #llvm.tbaa_root, base_type = #llvm.tbaa_root, "
        "offset = 0>, b = #llvm.tbaa_tag<base_type = #llvm.tbaa_root, "
        "access_type = #llvm.tbaa_root, offset = 0, constant = false>"
    )
    assert attrs["a"] == attrs["b"]
    assert hash(attrs["a"]) == hash(attrs["b"])


def test_flags_and_files() -> None:
    attrs = _attrs(
        'a = #llvm.di_file<"f.c" in "/dir">, '
        'b = #llvm.di_derived_type<tag = DW_TAG_member, flags = "Artificial|ObjectPointer">, '
        "c = #llvm.di_derived_type<tag = DW_TAG_member, flags = Artificial>"
    )
    assert str(attrs["a"]) == '#llvm.di_file<"f.c" in "/dir">'
    assert str(attrs["b"]) == (
        '#llvm.di_derived_type<tag = DW_TAG_member, flags = "Artificial|ObjectPointer">'
    )
    assert str(attrs["c"]) == "#llvm.di_derived_type<tag = DW_TAG_member, flags = Artificial>"


def test_children_and_alias_names() -> None:
    attrs = _attrs(
        'a = #llvm.di_global_variable_expression<var = <file = #llvm.di_file<"a" in "b">, '
        'name = "g", type = #llvm.di_null_type>, expr = <>>, '
        "b = #llvm.di_subrange<count = 4 : i64>"
    )
    expression = attrs["a"]
    assert isinstance(expression, MetadataAttr)
    assert expression.alias_name() == "di_global_variable_expression"
    variable, expr = list(expression.children())
    assert isinstance(variable, MetadataAttr) and variable.name == "di_global_variable"
    assert isinstance(expr, MetadataAttr) and expr.alias_name() is None
    assert [c.name for c in variable.children() if isinstance(c, MetadataAttr)] == [
        "di_file",
        "di_null_type",
    ]
    subrange = attrs["b"]
    assert isinstance(subrange, MetadataAttr) and subrange.alias_name() is None


def test_printing_uses_aliases_and_strips_known_kinds() -> None:
    attrs = _attrs(
        'a = #llvm.di_global_variable_expression<var = <file = #llvm.di_file<"a" in "b">, '
        'name = "g">, expr = <>>'
    )
    expression = attrs["a"]
    assert isinstance(expression, MetadataAttr)
    variable = next(iter(expression.children()))
    assert isinstance(variable, MetadataAttr)
    file = next(iter(variable.children()))
    # No aliases: parameters of a known kind print without their prefix.
    assert AttrTypePrinter().attr(expression) == (
        '#llvm.di_global_variable_expression<var = <name = "g", file = <"a" in "b">>, expr = <>>'
    )
    # With aliases, nested attributes print as their alias.
    printer = AttrTypePrinter({variable: "#di_global_variable", file: "#di_file"})
    assert printer.attr_impl(expression) == (
        "#llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>"
    )
    assert printer.attr_impl(variable) == '#llvm.di_global_variable<name = "g", file = #di_file>'
    assert printer.stripped(variable) == "#di_global_variable"
    assert AttrTypePrinter().stripped(variable) == '<name = "g", file = <"a" in "b">>'


def test_bare_attributes_print_in_full_where_stripped() -> None:
    """printStrippedAttrOrType prints the full attribute when the stripped print is empty."""
    attrs = _attrs("a = #llvm.di_null_type, b = #llvm.tbaa_root")
    assert str(attrs["a"]) == "#llvm.di_null_type"
    assert AttrTypePrinter().stripped(attrs["a"]) == "#llvm.di_null_type"
    assert AttrTypePrinter().stripped(attrs["b"]) == "#llvm.tbaa_root"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "#llvm.di_basic_type<tag = DW_TAG_base_type, size = 3>",
            "duplicate or unknown struct parameter name: size",
        ),
        (
            '#llvm.di_label<name = "l">',
            "struct is missing required parameter: scope",
        ),
        (
            '#llvm.tbaa_type_desc<id = "t", members = {<#llvm.tbaa_root, x>}>',
            "expected integer value",
        ),
    ],
)
def test_parse_errors(text: str, message: str) -> None:
    assert message in _errors(text)
