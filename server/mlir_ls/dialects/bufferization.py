"""The bufferization dialect: conversion between tensors and buffers (memrefs)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.common import placeholder_spec
from mlir_ls.dialects.constraints import ANY_MEMREF, ANY_TENSOR, INDEX, RANKED_TENSOR, SHAPED
from mlir_ls.dialects.invariants import compatible_shape
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


_TENSORS = (ty.RankedTensorType, ty.UnrankedTensorType)
_MEMREFS = (ty.MemRefType, ty.UnrankedMemRefType)


def verify_materialize_in_destination(o: Operation, ctx: VerifyContext) -> None:
    """AllElementTypesMatch<["source", "dest"]>, then MaterializeInDestinationOp::verify: the
    destination's kind decides the result (one of the dest's type for a tensor, none for a
    memref) and the `restrict`/`writable` flags (memrefs only; `writable` exactly for
    them), then the source and destination shapes (rank, static sizes)."""
    if len(o.operands) < 2:
        return
    src, dest = o.operands[0].type, o.operands[1].type
    if src.is_error or dest.is_error:
        return
    if isinstance(src, ty.ShapedType) and isinstance(dest, ty.ShapedType):
        if src.element_type != dest.element_type:
            ctx.error(o, "failed to verify that all of {source, dest} have same element type")
            return
    is_tensor, is_memref = isinstance(dest, _TENSORS), isinstance(dest, _MEMREFS)
    if not is_tensor and not is_memref:
        ctx.error(o, "'dest' must be a tensor or a memref")
        return
    if is_tensor:
        if len(o.results) != 1:
            ctx.error(o, "tensor 'dest' implies exactly one tensor result")
            return
        if o.results[0].type != dest and not o.results[0].type.is_error:
            ctx.error(o, "result and 'dest' types must match")
            return
    if is_memref and o.results:
        ctx.error(o, "memref 'dest' implies zero results")
        return
    if o.attr("restrict") is not None and not is_memref:
        ctx.error(o, "'restrict' is valid only for memref destinations")
        return
    if (o.attr("writable") is not None) != is_memref:
        ctx.error(
            o, "'writable' must be specified if and only if the destination is of memref type"
        )
        return
    if not isinstance(src, ty.ShapedType) or not isinstance(dest, ty.ShapedType):
        return
    if (src.shape is None) != (dest.shape is None):
        ctx.error(o, "source/destination shapes are incompatible")
        return
    if src.shape is None or dest.shape is None:
        return
    if len(src.shape) != len(dest.shape):
        ctx.error(
            o, f"source rank ({len(src.shape)}) does not match destination rank ({len(dest.shape)})"
        )
        return
    if not compatible_shape(src, dest):
        ctx.error(o, "source/destination shapes are incompatible")


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
        operands=[arg("source", RANKED_TENSOR), arg("dest", SHAPED)],
        results=[opt_res("result", ANY_TENSOR)],
        attrs=[unit("restrict"), unit("writable")],
        verify=verify_materialize_in_destination,
        local_verify=True,
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
