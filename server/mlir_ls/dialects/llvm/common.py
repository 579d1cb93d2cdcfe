"""Helpers shared by the llvm dialect modules: attribute checks, result counts, parse wrappers."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import OpSpec

if TYPE_CHECKING:
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser

Check = Callable[[at.Attribute], str | None]


def parse_signed_integer(p: Parser, message: str = "expected integer value") -> int:
    """`-`? integer-literal (`Parser.parse_signed_integer`)."""
    return p.parse_signed_integer(message)


def array_of(mnemonic: str, description: str) -> Check:
    """An `ArrayAttr` of `#llvm.<mnemonic>` attributes (`LLVM_AccessGroupArrayAttr`...)."""

    def check(value: at.Attribute) -> str | None:
        if isinstance(value, at.ArrayAttr) and all(
            isinstance(e, at.DialectAttr) and e.dialect == "llvm" and e.name == mnemonic
            for e in value.elements
        ):
            return None
        return description

    return check


def of_kind(mnemonic: str, description: str) -> Check:
    """A single `#llvm.<mnemonic>` attribute."""

    def check(value: at.Attribute) -> str | None:
        if isinstance(value, at.DialectAttr) and value.dialect == "llvm" and value.name == mnemonic:
            return None
        return description

    return check


#: Attribute constraints of the memory access ops (LLVM_MemAccessOpBase's aliasAttrs).
ALIAS_ATTR_CHECKS: dict[str, Check] = {
    "access_groups": array_of("access_group", "LLVM dialect access group metadata array"),
    "alias_scopes": array_of("alias_scope", "LLVM dialect alias scope array"),
    "noalias_scopes": array_of("alias_scope", "LLVM dialect alias scope array"),
    "tbaa": array_of("tbaa_tag", "LLVM dialect TBAA tag metadata array"),
}


def attr_problem(o: Operation, checks: dict[str, Check]) -> str | None:
    """The first attribute of `o` that fails its constraint, as upstream words it
    (without the `'op' op` prefix)."""
    for name, check in checks.items():
        value = o.attr(name)
        if value is None:
            continue
        description = check(value)
        if description is not None:
            return f"attribute '{name}' failed to satisfy constraint: {description}"
    return None


def check_attrs_after_parse(spec: OpSpec, checks: dict[str, Check]) -> OpSpec:
    """Attribute constraints a custom form's parser checks (while setting properties).

    Upstream reports them while parsing, prefixed `custom op '<name>'`; the verifier
    checks them too for the generic form.
    """
    parse = spec.parse
    assert parse is not None

    def checked(p: Parser, o: Operation) -> None:
        parse(p, o)
        if o.spec is None:
            return
        problem = attr_problem(o, checks)
        if problem is not None:
            span = p.op_name_span_for(o)
            raise p.custom_error(f"'{o.name}' op {problem}", span)

    spec.parse = _guarded(checked)
    spec.verify = _chain_checks(spec.verify, checks)
    return spec


def _guarded(hook: Callable[[Any, Any], None]) -> Callable[[Any, Any], None]:
    def parse(p: Any, o: Any) -> None:
        p.run_guarded(hook, o)

    return parse


def _chain_checks(
    verify: Callable[[Any, Any], None] | None, checks: dict[str, Check]
) -> Callable[[Any, Any], None]:
    def run(o: Operation, ctx: VerifyContext) -> None:
        problem = attr_problem(o, checks)
        if problem is not None:
            ctx.error(o, problem)
            return
        if verify is not None:
            verify(o, ctx)

    return run


def one_result(o: Operation, ctx: VerifyContext) -> bool:
    """OneResult: upstream's "requires one result" (custom forms may bind none)."""
    if len(o.results) != 1:
        ctx.error(o, "requires one result")
        return False
    return True


def all_attributes(o: Operation) -> dict[str, at.Attribute]:
    """getAttrs(): the properties (of a generic form) and the attributes, sorted by name."""
    merged: dict[str, at.Attribute] = {}
    props = o.properties
    if isinstance(props, at.DictionaryAttr):
        merged.update(props.entries)
    merged.update(o.attributes)
    return dict(sorted(merged.items()))


def has_attr(o: Operation, name: str) -> bool:
    return o.attr(name) is not None


def int_attr(value: at.Attribute | None) -> int | None:
    if isinstance(value, at.IntegerAttr):
        return value.value
    return None
