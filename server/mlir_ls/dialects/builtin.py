"""The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import (
    ISOLATED_FROM_ABOVE,
    NO_TERMINATOR,
    SINGLE_BLOCK,
    SYMBOL,
    SYMBOL_TABLE,
    AttrDef,
    DialectSpec,
    OperandDef,
    OpSpec,
    RegionDef,
    ResultDef,
)

if TYPE_CHECKING:
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser


def parse_module(p: Parser, op: Operation) -> None:
    """module ::= `module` symbol-name? (`attributes` attr-dict)? region"""
    if p.kind == "at":
        p.parse_symbol_name(op)
    p.parse_optional_attr_dict_with_keyword(op)
    p.parse_region(op.add_region(), [], True)
    if not op.regions[0].blocks:
        op.regions[0].add_block()


def verify_module(op: Operation, ctx: VerifyContext) -> None:
    region = op.regions[0] if op.regions else None
    if region is not None and region.blocks and region.blocks[0].arguments:
        ctx.error(op, "region should have no arguments")  # NoRegionArguments, one region
        return
    if region is not None and not region.blocks:  # SizedRegion<1> (a generic form's `({})`)
        ctx.error(op, "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks")
        return
    for name in op.attributes:
        if "." not in name and name not in ("sym_name", "sym_visibility"):
            ctx.error(
                op, f"can only contain attributes with dialect-prefixed names, found: '{name}'"
            )
            return


def parse_unrealized_cast(p: Parser, op: Operation) -> None:
    """($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"""
    if p.kind == "percent":
        names = p.parse_operand_list_no_parens()
        types = p.parse_colon_type_list()
        if len(names) != len(types):  # resolveOperands
            raise p.count_mismatch(len(names), len(types), names[0].span)
        op.operands.extend(p.resolve_operands(names, types))
    p.expect_keyword("to", "expected 'to'")
    for result_type in p.parse_type_list_no_parens():
        op.add_result(result_type)
    p.parse_optional_attr_dict_into(op)


def verify_unrealized_cast(op: Operation, ctx: VerifyContext) -> None:
    if not op.results:
        ctx.error(op, "expected at least one result for cast operation")


BUILTIN = DialectSpec(
    "builtin", "The builtin dialect: modules and the IR's core types and attributes."
)
BUILTIN.add(
    OpSpec(
        "builtin.module",
        summary="A top level container operation",
        attributes=(
            AttrDef("sym_name", "SymbolNameAttr", optional=True),
            AttrDef("sym_visibility", "StrAttr", optional=True),
        ),
        regions=(RegionDef("bodyRegion", single_block=True, min_blocks=1),),  # SizedRegion<1>
        traits=frozenset(
            {
                ISOLATED_FROM_ABOVE,
                NO_TERMINATOR,
                SINGLE_BLOCK,
                SYMBOL_TABLE,
                SYMBOL,
                "OptionalSymbol",
            }
        ),
        parse=parse_module,
        verify=verify_module,
        default_dialect="builtin",
    ),
    OpSpec(
        "builtin.unrealized_conversion_cast",
        summary="An unrealized conversion from one set of types to another",
        operands=(OperandDef("inputs", "variadic"),),
        results=(ResultDef("outputs", "variadic"),),
        parse=parse_unrealized_cast,
        verify=verify_unrealized_cast,
    ),
)
