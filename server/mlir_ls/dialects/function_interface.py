"""Parsing of function-like ops' custom form (upstream's `function_interface_impl`).

function-op ::= op-name visibility? symbol-name `(` argument-list `)` (`->` function-result-list)?
                (`attributes` attr-dict)? region?
argument-list ::= (named-argument (`,` named-argument)*)? | (type attr-dict? (`,` ...)*)?
function-result-list ::= non-function-type | `(` (type attr-dict? (`,` type attr-dict?)*)? `)`
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mlir_ls.dialects.common import types_match
from mlir_ls.ir.attributes import ArrayAttr, Attribute, DictionaryAttr, StringAttr, TypeAttr
from mlir_ls.ir.core import Block, Operation, Region
from mlir_ls.ir.types import FunctionType, Type

if TYPE_CHECKING:
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import Argument

VISIBILITIES = ("private", "public", "nested")


def parse_function_op(p: Parser, op: Operation, allow_variadic: bool = False) -> None:
    """Parse visibility, name, signature, attributes and optional body into `op`."""
    if p.kind == "bare" and p.text in VISIBILITIES:
        op.attributes["sym_visibility"] = StringAttr(p.text)
        p.advance()
    p.parse_symbol_name(op)
    args, arg_types, arg_attrs, variadic = parse_argument_list(p, allow_variadic)
    results: list[Type] = []
    res_attrs: list[dict[str, Attribute]] = []
    if p.consume_if("->"):
        results, res_attrs = parse_function_results(p)
    op.attributes["function_type"] = TypeAttr(FunctionType(arg_types, results))
    if variadic:
        from mlir_ls.ir.attributes import UNIT

        op.attributes["func.varargs"] = UNIT
    if any(arg_attrs):
        op.attributes["arg_attrs"] = ArrayAttr([DictionaryAttr(a) for a in arg_attrs])
    if any(res_attrs):
        op.attributes["res_attrs"] = ArrayAttr([DictionaryAttr(a) for a in res_attrs])
    dict_span = p.span
    if p.consume_keyword("attributes"):
        explicit = p.parse_attr_dict()
        for inferred in ("sym_visibility", "sym_name", "function_type"):
            if inferred in explicit:
                raise p.custom_error(
                    f"'{inferred}' is an inferred attribute and should not be specified in the explicit "
                    "attribute dictionary",
                    dict_span,
                )
        op.attributes.update(explicit)
    region = op.add_region()
    if p.kind == "{":
        # With unnamed arguments the body spells its entry block (`^bb0(%a: f32):`).
        brace = p.span
        if parse_function_body(p, region, args):
            raise p.custom_error("expected non-empty function body", brace)


def parse_function_body(p: Parser, region: Region, args: list[Argument] | None) -> bool:
    """The body region (at `{`); True when it was written empty without arguments: upstream's
    `parseRegion` then adds no block (func.func refuses that, llvm.func is a declaration)."""
    brace = p.span
    p.parse_region(region, args, True)
    body = p.src[brace.end : p.prev_end - 1]
    if args or not all(not line.split("//", 1)[0].strip() for line in body.splitlines()):
        return False
    region.blocks.clear()
    return True


def parse_argument_list(
    p: Parser, allow_variadic: bool
) -> tuple[list[Argument] | None, list[Type], list[dict[str, Attribute]], bool]:
    """`(` argument-list `)`: named arguments (with a body) or bare types (a declaration)."""
    p.expect("(", "expected '('")
    named: list[Argument] | None = None
    types: list[Type] = []
    attrs: list[dict[str, Attribute]] = []
    variadic = False
    if p.consume_if(")"):
        return [], types, attrs, variadic
    named_form = p.kind == "percent"
    if named_form:
        named = []
    while True:
        if variadic:
            raise p.custom_error(
                "variadic arguments must be in the end of the argument list", p.span
            )
        if allow_variadic and p.kind == "...":
            p.advance()
            variadic = True
        elif named_form:
            if p.kind != "percent":
                raise p.custom_error("expected SSA identifier", p.span)
            arg = p.parse_argument(require_type=True)
            assert named is not None
            named.append(arg)
            types.append(arg.type)
            attrs.append(arg.attrs or {})
        else:
            if p.kind == "percent":
                raise p.custom_error("expected type instead of SSA identifier", p.span)
            arg_type = p.parse_type()
            types.append(arg_type)
            attrs.append(p.parse_optional_attr_dict() or {})
            p.parse_optional_trailing_location()
        if not p.consume_if(","):
            break
    p.expect(")", "expected ')'")  # parseCommaSeparatedList(Delimiter::Paren)
    return named if named is not None else None, types, attrs, variadic


def parse_function_results(p: Parser) -> tuple[list[Type], list[dict[str, Attribute]]]:
    """function-result-list ::= non-function-type | `(` (type attr-dict?)* `)`"""
    if p.kind != "(":
        return [p.parse_non_function_type()], [{}]
    p.advance()
    types: list[Type] = []
    attrs: list[dict[str, Attribute]] = []
    if p.consume_if(")"):
        return types, attrs
    while True:
        types.append(p.parse_type())
        attrs.append(p.parse_optional_attr_dict() or {})
        if not p.consume_if(","):
            break
    p.expect(")", "expected ')' in function result list")
    return types, attrs


def verify_entry_block_arguments(
    op: Operation, entry: Block, inputs: Sequence[Type], ctx: VerifyContext
) -> None:
    """The entry block's arguments against the signature (upstream's function interface check)."""
    if len(entry.arguments) != len(inputs):
        ctx.error(op, f"entry block must have {len(inputs)} arguments to match function signature")
        return
    for i, (argument, expected) in enumerate(zip(entry.arguments, inputs, strict=True)):
        if not types_match(expected, argument.type):
            ctx.error(
                op,
                f"type of entry block argument #{i}('{argument.type}') must match the type of the "
                f"corresponding argument in function signature('{expected}')",
            )
            return


def function_type_of(op: Operation) -> FunctionType | None:
    attr = op.attr("function_type")
    if isinstance(attr, TypeAttr) and isinstance(attr.value, FunctionType):
        return attr.value
    return None


def symbol_name_of(op: Operation) -> str | None:
    attr = op.attr("sym_name")
    return attr.value if isinstance(attr, StringAttr) else None
