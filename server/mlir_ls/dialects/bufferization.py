"""The bufferization dialect: conversion between tensors and buffers (memrefs)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.common import placeholder_spec
from mlir_ls.dialects.constraints import ANY_MEMREF, ANY_TENSOR, INDEX, RANKED_TENSOR
from mlir_ls.dialects.ods import arg, op, opt_arg, opt_res, res, unit, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import ATTR_SIZED_OPERAND_SEGMENTS, DialectSpec, OpSpec

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser

#: Discardable attributes the dialect knows (BufferizationDialect::verifyOperationAttribute).
ESCAPE = "bufferization.escape"


def parse_alloc_tensor(p: Parser, o: Operation) -> None:
    """`(` dynamic-sizes `)` (`copy` `(` %t `)`)? (`size_hint` `=` %n)? attr-dict `:` type"""
    sizes = p.parse_operand_list("(")
    copy = None
    hint = None
    if p.consume_keyword("copy"):
        p.expect("(", "expected '('")
        copy = p.parse_operand()
        p.expect(")", "expected ')'")
    if p.consume_keyword("size_hint"):
        p.expect("=", "expected '='")
        hint = p.parse_operand()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    result = p.parse_type()
    o.add_result(result)
    o.operands.extend(p.resolve_operands(sizes, [ty.INDEX] * len(sizes)))
    if copy is not None:
        o.operands.append(p.resolve_operand(copy, result))
    if hint is not None:
        o.operands.append(p.resolve_operand(hint, ty.INDEX))
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32, [len(sizes), int(copy is not None), int(hint is not None)]
    )


def _segments(o: Operation) -> list[int]:
    sizes = o.attr("operandSegmentSizes")
    if isinstance(sizes, at.DenseArrayAttr) and len(sizes.values) == 3:
        return [int(v) for v in sizes.values]
    return [len(o.operands), 0, 0]


def print_alloc_tensor(pr: OpAsmPrinter, o: Operation) -> None:
    dynamic, copy, hint = _segments(o)
    pr.write("(")
    pr.print_operands(o.operands[:dynamic])
    pr.write(")")
    if copy:
        pr.write(" copy(")
        pr.print_operand(o.operands[dynamic])
        pr.write(")")
    if hint:
        pr.write(" size_hint=")
        pr.print_operand(o.operands[dynamic + copy])
    pr.print_optional_attr_dict(
        {k: v for k, v in o.attributes.items()}, elided=("operandSegmentSizes",)
    )
    pr.write(" : ")
    if o.results:
        pr.print_type(o.results[0].type)


def verify_alloc_tensor(o: Operation, ctx: VerifyContext) -> None:
    if ESCAPE in o.attributes:
        ctx.plain_error(
            o,
            f"attribute '\"{ESCAPE}\"' not supported as an op attribute by the bufferization "
            "dialect",
        )
        return
    dynamic, copy, _ = _segments(o)
    if copy and dynamic:
        ctx.plain_error(o, "dynamic sizes not needed when copying a tensor")
        return
    if not o.results:
        return
    result = o.results[0].type
    if not copy and isinstance(result, ty.RankedTensorType):
        expected = sum(1 for d in result.shape or () if d is None or d < 0)
        if dynamic != expected:
            ctx.error(o, f"incorrect number of dynamic sizes, has {dynamic}, expected {expected}")
            return
    if copy and o.operands[dynamic].type != result and not o.operands[dynamic].type.is_error:
        ctx.error(o, "expected that `copy` and return type match")


#: Discardable attributes the dialect accepts on any op.
_OP_ATTRIBUTES = frozenset({"bufferization.manual_deallocation"})


def verify_op_attribute(op: Operation, name: str, value: object, ctx: VerifyContext) -> None:
    if name not in _OP_ATTRIBUTES:
        ctx.plain_error(
            op,
            f"attribute '\"{name}\"' not supported as an op attribute by the bufferization dialect",
        )


BUFFERIZATION = DialectSpec("bufferization", "Bufferization: tensors to buffers.")
BUFFERIZATION.verify_op_attribute = verify_op_attribute


def _placeholder(name: str) -> OpSpec | None:
    """Upstream's one op not described yet (BufferizationOps.td); other names are unknown."""
    return placeholder_spec(name) if name == "bufferization.dealloc" else None


BUFFERIZATION.placeholder = _placeholder
BUFFERIZATION.add(
    op(
        "bufferization.alloc_tensor",
        "allocate buffer for a tensor",
        operands=[
            var_arg("dynamic_sizes", INDEX),
            opt_arg("copy", ANY_TENSOR),
            opt_arg("size_hint", INDEX),
        ],
        results=[res("result", ANY_TENSOR)],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
        parse=parse_alloc_tensor,
        print=print_alloc_tensor,
        verify=verify_alloc_tensor,
    ),
    op(
        "bufferization.clone",
        "clone a memref",
        "$input attr-dict `:` type($input) `to` type($output)",
        operands=[arg("input", ANY_MEMREF)],
        results=[res("output", ANY_MEMREF)],
    ),
    op(
        "bufferization.dealloc_tensor",
        "release underlying storage format of given tensor",
        "$tensor attr-dict `:` type($tensor)",
        operands=[arg("tensor", ANY_TENSOR)],
    ),
    op(
        "bufferization.materialize_in_destination",
        "copy a tensor",
        "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` "
        "functional-type(operands, results)",
        operands=[arg("source", RANKED_TENSOR), arg("dest")],
        results=[opt_res("result", ANY_TENSOR)],
        attrs=[unit("restrict"), unit("writable")],
    ),
    op(
        "bufferization.to_buffer",
        "cast a tensor to memref",
        "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)",
        operands=[arg("tensor", ANY_TENSOR)],
        results=[res("buffer", ANY_MEMREF)],
        attrs=[unit("read_only")],
        traits=["Pure"],
    ),
    op(
        "bufferization.to_tensor",
        "create a tensor from a `memref`",
        "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) "
        "`to` type($result)",
        operands=[arg("buffer", ANY_MEMREF)],
        results=[res("result", ANY_TENSOR)],
        attrs=[unit("restrict"), unit("writable")],
    ),
)
