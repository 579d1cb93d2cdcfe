"""The memref dialect: buffers, their allocation, access and views."""

from __future__ import annotations

from typing import TYPE_CHECKING

import mlir_ls.dialects.directives  # noqa: F401  (registers custom<DynamicIndexList>)
from mlir_ls.dialects.common import placeholder_spec
from mlir_ls.dialects.constraints import (
    ANY_MEMREF,
    INDEX,
    RANKED_MEMREF,
    element_type,
)
from mlir_ls.dialects.ods import arg, attr, op, opt_arg, res, transform, unit, var_arg, var_res
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    RETURN_LIKE,
    SYMBOL,
    TERMINATOR,
    DialectSpec,
)

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser

DIL = "custom<DynamicIndexList>"
SLICE = (
    f"{DIL}($offsets, $static_offsets) {DIL}($sizes, $static_sizes) "
    f"{DIL}($strides, $static_strides)"
)
SLICE_OPERANDS = [var_arg("offsets", INDEX), var_arg("sizes", INDEX), var_arg("strides", INDEX)]
SLICE_ATTRS = [
    attr("static_offsets", "DenseI64ArrayAttr"),
    attr("static_sizes", "DenseI64ArrayAttr"),
    attr("static_strides", "DenseI64ArrayAttr"),
]


def verify_alloc(o: Operation, ctx: VerifyContext) -> None:
    if not o.results:
        return
    t = o.results[0].type
    if not isinstance(t, ty.MemRefType):
        return
    dynamic = sum(1 for d in t.shape or () if d == ty.DYNAMIC)
    sizes = o.attr("operandSegmentSizes")
    count = int(sizes.values[0]) if isinstance(sizes, at.DenseArrayAttr) else len(o.operands)
    if count != dynamic:
        ctx.error(o, "dimension operand count does not equal memref dynamic dimension count")


def verify_load_store(o: Operation, ctx: VerifyContext) -> None:
    memref = next((v for v in o.operands if isinstance(v.type, ty.ShapedType)), None)
    if memref is None or not isinstance(memref.type, ty.MemRefType):
        return
    index_count = len(o.operands) - (2 if o.name == "memref.store" else 1)
    if index_count != memref.type.rank:
        ctx.error(
            o,
            "incorrect number of indices for load, expected "
            f"{memref.type.rank} but got {index_count}"
            if o.name == "memref.load"
            else "store index operand count not equal to memref rank",
        )


# ---- memref.global ------------------------------------------------------------------------


def parse_global(p: Parser, o: Operation) -> None:
    """(`private`|`public`|`nested` as a string)? `constant`? @name `:` type (`=` (`uninitialized` | attr))? attr-dict"""
    if p.kind == "string":
        o.attributes["sym_visibility"] = p.parse_attribute()
    if p.consume_keyword("constant"):
        o.attributes["constant"] = at.UNIT
    p.parse_symbol_name(o)
    p.expect(":", "expected ':'")
    span = p.span
    memref = p.parse_type()
    if not isinstance(memref, ty.MemRefType) and not memref.is_error:
        raise p.fail(f"type should be static shaped memref, but got {memref}", span)
    o.attributes["type"] = at.TypeAttr(memref)
    if p.consume_if("="):
        if p.consume_keyword("uninitialized"):
            o.attributes["initial_value"] = at.UNIT
        else:
            tensor: ty.Type = ty.ERROR_TYPE
            if isinstance(memref, ty.MemRefType):
                tensor = ty.RankedTensorType(memref.shape or (), memref.element_type)
            o.attributes["initial_value"] = p.parse_attribute(tensor)
    p.parse_optional_attr_dict_into(o)


def print_global(pr: OpAsmPrinter, o: Operation) -> None:
    visibility = o.attr("sym_visibility")
    if visibility is not None:
        pr.write(" ")
        pr.print_attribute(visibility)
    if o.attr("constant") is not None:
        pr.write(" constant")
    name = o.attr("sym_name")
    pr.write(" ")
    if isinstance(name, at.StringAttr):
        pr.print_symbol_name(name.value)
    pr.write(" : ")
    memref = o.attr("type")
    if isinstance(memref, at.TypeAttr):
        pr.print_type(memref.value)
    initial = o.attr("initial_value")
    if isinstance(initial, at.UnitAttr):
        pr.write(" = uninitialized")
    elif initial is not None:
        pr.write(" = ")
        pr.print_attribute_without_type(initial)
    elided = {"sym_visibility", "constant", "sym_name", "type", "initial_value"}
    merged = dict(o.attributes)
    pr.print_optional_attr_dict({k: merged[k] for k in sorted(merged) if k not in elided})


def _same(t: ty.Type) -> ty.Type:
    return t


MEMREF = DialectSpec("memref", "Buffers: allocation, access, views.")
MEMREF.placeholder = placeholder_spec
MEMREF.add(
    *(
        op(
            f"memref.{name}",
            summary,
            "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
            operands=[var_arg("dynamicSizes", INDEX), var_arg("symbolOperands", INDEX)],
            results=[res("memref", RANKED_MEMREF)],
            attrs=[attr("alignment", "I64Attr", optional=True)],
            traits=[ATTR_SIZED_OPERAND_SEGMENTS],
            verify=verify_alloc,
        )
        for name, summary in (
            ("alloc", "Memory allocation operation"),
            ("alloca", "Stack memory allocation operation"),
        )
    ),
    op(
        "memref.dealloc",
        "Memory deallocation operation",
        "$memref attr-dict `:` type($memref)",
        operands=[arg("memref", ANY_MEMREF)],
    ),
    op(
        "memref.load",
        "Load operation",
        "$memref `[` $indices `]` attr-dict `:` type($memref)",
        operands=[arg("memref", ANY_MEMREF), var_arg("indices", INDEX)],
        results=[res("result")],
        attrs=[
            attr("nontemporal", "BoolAttr", default=at.FALSE),
            attr("alignment", "I64Attr", optional=True),
        ],
        relations=[transform("memref", "result", element_type)],
        verify=verify_load_store,
    ),
    op(
        "memref.store",
        "Store operation",
        "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
        operands=[arg("value"), arg("memref", ANY_MEMREF), var_arg("indices", INDEX)],
        attrs=[
            attr("nontemporal", "BoolAttr", default=at.FALSE),
            attr("alignment", "I64Attr", optional=True),
        ],
        relations=[transform("memref", "value", element_type)],
        verify=verify_load_store,
    ),
    op(
        "memref.dim",
        "Dimension index operation",
        "attr-dict $source `,` $index `:` type($source)",
        operands=[arg("source"), arg("index", INDEX)],
        results=[res("result", INDEX)],
        traits=["Pure"],
    ),
    op(
        "memref.rank",
        "Rank operation",
        "$memref attr-dict `:` type($memref)",
        operands=[arg("memref", ANY_MEMREF)],
        results=[res("result", INDEX)],
        traits=["Pure"],
    ),
    *(
        op(
            f"memref.{name}",
            summary,
            "$source attr-dict `:` type($source) `to` type($dest)",
            operands=[arg("source", ANY_MEMREF)],
            results=[res("dest", ANY_MEMREF)],
            traits=["Pure", "CastOpInterface"],
        )
        for name, summary in (
            ("cast", "Memref cast operation"),
            ("memory_space_cast", "Memref memory space cast operation"),
        )
    ),
    op(
        "memref.copy",
        "Copies the data from the source to the destination memref",
        "$source `,` $target attr-dict `:` type($source) `to` type($target)",
        operands=[arg("source", ANY_MEMREF), arg("target", ANY_MEMREF)],
    ),
    op(
        "memref.subview",
        "Memref subview operation",
        f"$source `` {SLICE} attr-dict `:` type($source) `to` type($result)",
        operands=[arg("source", ANY_MEMREF), *SLICE_OPERANDS],
        results=[res("result", ANY_MEMREF)],
        attrs=SLICE_ATTRS,
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "Pure"],
    ),
    op(
        "memref.reinterpret_cast",
        "Memref reinterpret cast operation",
        f"$source `to` `offset` `` `:` {DIL}($offsets, $static_offsets) `` `,` `sizes` `` `:` "
        f"{DIL}($sizes, $static_sizes) `` `,` `strides` `` `:` {DIL}($strides, $static_strides) "
        "attr-dict `:` type($source) `to` type($result)",
        operands=[arg("source", ANY_MEMREF), *SLICE_OPERANDS],
        results=[res("result", ANY_MEMREF)],
        attrs=SLICE_ATTRS,
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "Pure"],
    ),
    op(
        "memref.global",
        "Declare or define a global memref variable",
        attrs=[
            attr("sym_name", "SymbolNameAttr"),
            attr("sym_visibility", "StrAttr", optional=True),
            attr("type", "TypeAttr"),
            attr("initial_value", optional=True),
            unit("constant"),
            attr("alignment", "I64Attr", optional=True),
        ],
        traits=[SYMBOL],
        parse=parse_global,
        print=print_global,
    ),
    op(
        "memref.get_global",
        "Get the memref pointing to a global variable",
        "$name `:` type($result) attr-dict",
        results=[res("result", ANY_MEMREF)],
        attrs=[attr("name", "FlatSymbolRefAttr")],
        traits=["Pure"],
    ),
    op(
        "memref.expand_shape",
        "Operation to produce a memref with a higher rank",
        f"$src $reassociation `output_shape` {DIL}($output_shape, $static_output_shape) "
        "attr-dict `:` type($src) `into` type($result)",
        operands=[arg("src", ANY_MEMREF), var_arg("output_shape", INDEX)],
        results=[res("result", ANY_MEMREF)],
        attrs=[attr("reassociation"), attr("static_output_shape", "DenseI64ArrayAttr")],
        traits=["Pure"],
    ),
    op(
        "memref.collapse_shape",
        "Operation to produce a memref with a smaller rank",
        "$src $reassociation attr-dict `:` type($src) `into` type($result)",
        operands=[arg("src", ANY_MEMREF)],
        results=[res("result", ANY_MEMREF)],
        attrs=[attr("reassociation")],
        traits=["Pure"],
    ),
    op(
        "memref.view",
        "Memref view operation",
        "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
        operands=[arg("source", ANY_MEMREF), arg("byte_shift", INDEX), var_arg("sizes", INDEX)],
        results=[res("result", ANY_MEMREF)],
        traits=["Pure"],
    ),
    op(
        "memref.transpose",
        "`transpose` produces a new strided memref (metadata-only)",
        "$in $permutation attr-dict `:` type($in) `to` type($result)",
        operands=[arg("in", ANY_MEMREF)],
        results=[res("result", ANY_MEMREF)],
        attrs=[attr("permutation", "AffineMapAttr")],
        traits=["Pure"],
    ),
    op(
        "memref.extract_strided_metadata",
        "Extracts a buffer base with offset and strides",
        "$source `:` type($source) `->` type(results) attr-dict",
        operands=[arg("source", ANY_MEMREF)],
        results=[
            res("base_buffer"),
            res("offset", INDEX),
            var_res("sizes", INDEX),
            var_res("strides", INDEX),
        ],
        traits=["Pure"],
    ),
    op(
        "memref.extract_aligned_pointer_as_index",
        "Extracts a memref's underlying aligned pointer as an index",
        "$source `:` type($source) `->` type(results) attr-dict",
        operands=[arg("source", ANY_MEMREF)],
        results=[res("aligned_pointer", INDEX)],
        traits=["Pure"],
    ),
    op(
        "memref.assume_alignment",
        "Assumption that gives alignment information to the input memref",
        "$memref `,` $alignment attr-dict `:` type($memref)",
        operands=[arg("memref", ANY_MEMREF)],
        results=[res("result", ANY_MEMREF)],
        attrs=[attr("alignment", "I32Attr")],
        relations=[transform("memref", "result", _same)],
    ),
    op(
        "memref.realloc",
        "Memory reallocation operation",
        "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
        operands=[arg("source", ANY_MEMREF), opt_arg("dynamicResultSize", INDEX)],
        results=[res("result", ANY_MEMREF)],
        attrs=[attr("alignment", "I64Attr", optional=True)],
    ),
    op(
        "memref.atomic_yield",
        "Yield operation for GenericAtomicRMWOp",
        "$result attr-dict `:` type($result)",
        operands=[arg("result")],
        traits=[TERMINATOR, "Pure"],
    ),
    op(
        "memref.alloca_scope.return",
        "Terminator for alloca_scope operation",
        "attr-dict ($results^ `:` type($results))?",
        operands=[var_arg("results")],
        traits=[TERMINATOR, "Pure", RETURN_LIKE],
        parents=["memref.alloca_scope"],
    ),
)
