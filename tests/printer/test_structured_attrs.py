"""The printer's side of the `StructuredAttr` protocol (mlir_ls.ir.structured).

A structured dialect attribute names its alias, lists the attributes and types it
prints through the printer (alias collection visits those), and prints its
parameters; the printer adds `#dialect.mnemonic`, hoists aliases, and never raises
when a dialect's hook does (the attribute then prints as its kept text). The llvm
and dlti attributes are checked against upstream in tests/data/printer.
"""

from __future__ import annotations

from collections.abc import Iterable

from mlir_ls.dialects import default_registry
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.structured import PLAIN, AttrPrinter, StructuredAttr, without_mnemonic
from mlir_ls.parser import ParseOptions, parse
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.attrs import AttrTypePrinter
from mlir_ls.printer.module import print_operation

_TUPLE = ty.TupleType(tuple([ty.I32] * 17))  # upstream aliases tuples of more than 16 types


class _Pair(StructuredAttr):
    """`#test.pair<first, second>`: both through the printer; `#pair` when `aliased`."""

    __slots__ = ("aliased",)

    def __init__(self, first: at.Attribute, second: at.Attribute | ty.Type, aliased: bool) -> None:
        super().__init__("test", "pair", None, None, (first, second))
        self.aliased = aliased

    def _key(self) -> tuple[object, ...]:
        return (self.params, self.aliased)

    def print_params(self, printer: AttrPrinter) -> str:
        first, second = self.params
        spelled = printer.type(second) if isinstance(second, ty.Type) else printer.attr(second)
        return f"<{printer.attr(first)}, {spelled}>"

    def children(self) -> Iterable[at.Attribute | ty.Type]:
        return self.params

    def alias_name(self) -> str | None:
        return "pair" if self.aliased else None


class _Broken(StructuredAttr):
    """A dialect attribute whose hooks all fail."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__("test", "broken", "kept text")

    def print_params(self, printer: AttrPrinter) -> str:
        raise RuntimeError("print")

    def children(self) -> Iterable[at.Attribute | ty.Type]:
        raise RuntimeError("children")

    def alias_name(self) -> str | None:
        raise RuntimeError("alias")


def _parse_attr(text: str) -> at.Attribute:
    """An attribute parsed from its spelling."""
    result = parse(
        f'"test.op"() {{a = {text}}} : () -> ()',
        default_registry(),
        ParseOptions(allow_unregistered=True),
    )
    op = next(o for o in result.module.walk() if o.name == "test.op")
    return op.attributes["a"]


def _print(attr: at.Attribute, options: PrintOptions | None = None) -> str:
    """`"test.op"() {a = attr}` printed as a module."""
    result = parse(
        '"test.op"() {a = 1} : () -> ()', default_registry(), ParseOptions(allow_unregistered=True)
    )
    op = next(o for o in result.module.walk() if o.name == "test.op")
    op.attributes["a"] = attr
    return print_operation(result.module, options or PrintOptions())


def test_alias_depth_is_one_more_than_the_deepest_child() -> None:
    inner = _Pair(at.StringAttr("x"), _TUPLE, aliased=True)
    outer = _Pair(inner, at.UnitAttr(), aliased=True)
    # The inner pair uses `!tuple`, the outer one the inner one: each is defined after
    # what it uses, and numbered in that order (as upstream: the outer one is visited first).
    assert _print(outer).splitlines()[:4] == [
        "!tuple = " + str(_TUPLE),
        '#pair = #test.pair<"x", !tuple>',
        "#pair1 = #test.pair<#pair, unit>",
        "module {",
    ]


def test_unaliased_attribute_prints_children_through_aliases() -> None:
    attr = _Pair(_parse_attr("affine_map<(d0) -> (d0)>"), _TUPLE, aliased=False)
    printed = _print(attr)
    assert "{a = #test.pair<#map, !tuple>}" in printed
    assert "{a = #test.pair<affine_map<(d0) -> (d0)>, " in _print(
        attr, PrintOptions(local_scope=True)
    )


def test_stripped_form() -> None:
    attr = _Pair(at.UnitAttr(), at.UnitAttr(), aliased=False)
    assert AttrTypePrinter().stripped(attr) == "<unit, unit>"
    assert AttrTypePrinter({attr: "#pair"}).stripped(attr) == "#pair"
    assert PLAIN.stripped(attr) == "<unit, unit>"
    # No mnemonic or no parameters: the full spelling.
    assert without_mnemonic(at.DialectAttr("test", "", "x"), "#test<x>") == "#test<x>"
    assert without_mnemonic(at.DialectAttr("test", "bare", None), "#test.bare") == "#test.bare"
    assert AttrTypePrinter().stripped(at.UnitAttr()) == "unit"


def test_str_uses_the_plain_printer() -> None:
    assert str(_Pair(at.UnitAttr(), ty.I32, aliased=True)) == "#test.pair<unit, i32>"


def test_failing_hooks_do_not_break_the_print() -> None:
    for options in (PrintOptions(), PrintOptions(generic=True), PrintOptions(local_scope=True)):
        assert "{a = #test.broken<kept text>}" in _print(_Broken(), options)
