"""`stablehlo.reduce`'s C++ form (`hlo::parseReduceOp` / `printReduceOp`,
stablehlo/dialect/AssemblyFormat.cpp), written by hand (facts only).

    reduce-op ::= `(` input `init:` init `)` (`,` ...)*
                  ( `applies` inner-op-name | )
                  `across` `dimensions` `=` `[` integer (`,` integer)* `]` attr-dict?
                  `:` function-type
                  ( trailing-location? | `reducer` (`(` arg `,` arg `)`)* region )

The inputs come first, then the inits. The compact form (`applies stablehlo.add`) names a
commutative op of the same dialect with two operands, one result and no region ("expected
the inner-op to be a commutative binary-op from the stablehlo dialect, with zero region,
producing single result"); its region is built: two scalar tensor arguments of the first
input's element type, the inner op on them, a `stablehlo.return` of its result. The printer
chooses the compact form when the region is exactly that (one such op on the block's
arguments, of the first input's scalar type, returned), else prints the reducer's arguments
pairwise (each input's, then its init's) before the region.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import OpSpec

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand
    from mlir_ls.text.span import Span

_DIALECT = "stablehlo"


def _keyword(p: Parser, word: str) -> None:
    """`parseKeyword`: the custom op's "expected 'word'" at the current token."""
    if not p.consume_keyword(word):
        raise p.custom_error(f"expected '{word}'", p.span)


def _dimensions_and_type(p: Parser, op: Operation) -> tuple[list[int], ty.FunctionType]:
    """`across` `dimensions` `=` dims attr-dict `:` function-type (both forms' tail)."""
    _keyword(p, "across")
    _keyword(p, "dimensions")
    p.expect("=", "expected '='")
    dims = _dimensions(p)
    p.parse_optional_attr_dict_into(op)
    p.expect(":", "expected ':'")
    return dims, _function_type(p)


def _eligible_inner(spec: OpSpec | None) -> bool:
    """`isCommutativeNoRegionMatchingDialect`."""
    return (
        spec is not None
        and spec.dialect == _DIALECT
        and len(spec.operands) == 2
        and all(d.arity == "single" for d in spec.operands)
        and len(spec.results) == 1
        and spec.results[0].arity == "single"
        and "Commutative" in spec.traits
        and not spec.regions
    )


def _dimensions(p: Parser) -> list[int]:
    """`[` integer (`,` integer)* `]`"""
    p.expect("[", "expected '['")
    dims = [p.parse_signed_integer("expected integer value", p.custom_error)]
    while p.consume_if(","):
        dims.append(p.parse_signed_integer("expected integer value", p.custom_error))
    p.expect("]", "expected ']'")
    return dims


def _function_type(p: Parser) -> ty.FunctionType:
    where = p.span
    parsed = p.parse_type()
    if not isinstance(parsed, ty.FunctionType):
        raise p.custom_error("invalid kind of type specified", where)
    return parsed


def _resolve(
    p: Parser, op: Operation, names: list[UnresolvedOperand], fn: ty.FunctionType, where: Span
) -> None:
    if len(names) != len(fn.inputs):
        raise p.count_mismatch(len(names), len(fn.inputs), where)
    op.operands.extend(p.resolve_operands(names, list(fn.inputs), where))


def parse_reduce(p: Parser, op: Operation) -> None:
    """`parseReduceOp`."""
    where = p.span
    inputs: list[UnresolvedOperand] = []
    inits: list[UnresolvedOperand] = []
    while True:
        if p.consume_if("("):
            inputs.append(p.parse_operand())
            _keyword(p, "init")
            p.expect(":", "expected ':'")
            inits.append(p.parse_operand())
            p.expect(")", "expected ')'")
        if not p.consume_if(","):
            break
    names = [*inputs, *inits]
    if not p.consume_keyword("applies"):
        dims, fn = _dimensions_and_type(p, op)
        _keyword(p, "reducer")
        elements: list[UnresolvedOperand] = []
        accumulators: list[UnresolvedOperand] = []
        types: list[ty.Type] = []
        init_types: list[ty.Type] = []
        while p.consume_if("("):
            elements.append(p.parse_region_argument())
            p.expect(":", "expected ':'")
            types.append(p.parse_type())
            p.parse_optional_trailing_location()
            p.expect(",", "expected ','")
            accumulators.append(p.parse_region_argument())
            p.expect(":", "expected ':'")
            init_types.append(p.parse_type())
            p.parse_optional_trailing_location()
            p.expect(")", "expected ')'")
        op.attributes["dimensions"] = at.DenseArrayAttr(ty.I64, dims)
        for result in fn.results:
            op.add_result(result)
        _resolve(p, op, names, fn, where)
        region = op.add_region()
        args = p.region_arguments([*elements, *accumulators], [*types, *init_types])
        p.parse_region(region, args, False)
        return
    inner_name = p.text if p.kind in ("bare", "string") else ""
    if p.kind == "string":
        inner_name = inner_name.strip('"')
    spec = p.registry.lookup_op(inner_name) if inner_name else None
    if not _eligible_inner(spec):
        raise p.custom_error(
            f"expected the inner-op to be a commutative binary-op from the {_DIALECT} "
            "dialect, with zero region, producing single result",
            where,
        )
    p.advance()
    dims, fn = _dimensions_and_type(p, op)
    p.parse_optional_trailing_location()
    if not fn.inputs:
        raise p.custom_error("input types missing in reduce-op function type", where)
    _resolve(p, op, names, fn, where)
    element = getattr(fn.inputs[0], "element_type", fn.inputs[0])
    scalar = ty.RankedTensorType((), element)
    block = op.add_region().add_block()
    lhs, rhs = block.add_argument(scalar), block.add_argument(scalar)
    inner = Operation(inner_name)
    inner.spec = spec
    inner.operands = [lhs, rhs]
    inner.add_result(scalar)
    block.append(inner)
    ret = Operation(f"{_DIALECT}.return")
    ret.spec = p.registry.lookup_op(ret.name)
    ret.operands = [inner.results[0]]
    block.append(ret)
    for result in fn.results:
        op.add_result(result)
    op.attributes["dimensions"] = at.DenseArrayAttr(ty.I64, dims)


def _compact_inner(op: Operation) -> Operation | None:
    """`isReduceEligibleForCompactPrint`: the region's single inner op, or None."""
    if not op.regions or len(op.regions[0].blocks) != 1:
        return None
    block = op.regions[0].blocks[0]
    if len(block.operations) != 2:
        return None
    inner, ret = block.operations
    if inner.dialect != op.dialect or not _eligible_inner(inner.spec):
        return None
    types = [v.type for v in (*inner.operands, *inner.results)]
    if not types or any(t != types[0] for t in types):
        return None
    half = len(op.operands) // 2
    if half == 0:
        return None
    element = getattr(op.operands[0].type, "element_type", None)
    if element is None or inner.operands[0].type != ty.RankedTensorType((), element):
        return None
    if list(block.arguments) != list(inner.operands):
        return None
    if ret.name.partition(".")[2] != "return":
        return None
    return inner if list(ret.operands) == list(inner.results) else None


def print_reduce(pr: OpAsmPrinter, op: Operation) -> None:
    """`printReduceOp`."""
    half = len(op.operands) // 2
    for i in range(half):
        pr.write(", (" if i else "(")
        pr.print_operand(op.operands[i])
        pr.write(" init: ")
        pr.print_operand(op.operands[i + half])
        pr.write(")")
    inner = _compact_inner(op)
    if inner is not None:
        pr.write(" applies ")
        pr.write(inner.name)
    dims = op.attr("dimensions")
    values = dims.values if isinstance(dims, at.DenseArrayAttr) else ()
    pr.write(" across dimensions = [" + ", ".join(str(int(v)) for v in values) + "]")
    pr.print_optional_attr_dict(op.attributes, ("dimensions",))
    pr.write(" : ")
    pr.print_functional_type([v.type for v in op.operands], [r.type for r in op.results])
    if inner is not None or not op.regions or not op.regions[0].blocks:
        return
    pr.print_new_line()
    pr.write(" reducer")
    block = op.regions[0].blocks[0]
    for i in range(half):
        if i + half >= len(block.arguments):
            break
        pr.write("(")
        pr.print_region_argument(block.arguments[i])
        pr.write(", ")
        pr.print_region_argument(block.arguments[i + half])
        pr.write(") ")
    pr.print_region(op.regions[0], print_entry_block_args=False)


def reduce_form() -> tuple[Any, Any]:
    return parse_reduce, print_reduce
