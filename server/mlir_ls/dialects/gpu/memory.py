"""Host-side gpu ops: `gpu.wait`, memory (`gpu.alloc`, `gpu.dealloc`, `gpu.memcpy`,
`gpu.memset`, `gpu.host_register`, `gpu.host_unregister`), `gpu.set_default_device` and the
device-side `gpu.printf`.

Most take upstream's async dependencies first:
    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.common import types_match
from mlir_ls.dialects.gpu.base import (
    ANY_MEMREF,
    ANY_TYPE,
    ASYNC_TOKEN,
    I32,
    INDEX,
    UNRANKED_MEMREF,
    all_attrs,
    async_op,
    constraint,
    has_async_token,
    parse_async_dependencies,
    parse_type_of_kind,
    print_async_dependencies,
)
from mlir_ls.dialects.memref import KDYN, is_identity_layout
from mlir_ls.dialects.ods import arg, attr, op, res, unit, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, Value
from mlir_ls.ir.spec import ATTR_SIZED_OPERAND_SEGMENTS, OpSpec

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser


def _is_memref(t: ty.Type) -> bool:
    return isinstance(t, ty.MemRefType)


def _parse_async(p: Parser, o: Operation) -> tuple[bool, list[Value]]:
    """The async dependencies of a hand-written form (cursor after the op name)."""
    is_async, names = parse_async_dependencies(p, p.prev_end)
    return is_async, p.resolve_operands(names, [ASYNC_TOKEN] * len(names))


def _print_async(pr: OpAsmPrinter, o: Operation, deps: list[Value]) -> None:
    pr.write(" ")
    print_async_dependencies(pr, has_async_token(o), deps)


# ---- gpu.alloc ----------------------------------------------------------------------------


def parse_alloc(p: Parser, o: Operation) -> None:
    """custom<AsyncDependencies> (` ` `host_shared` $hostShared^)? ` ` `(` $dynamicSizes `)`
    (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)"""
    is_async, deps = _parse_async(p, o)
    if p.consume_keyword("host_shared"):
        o.attributes["hostShared"] = at.UNIT
    sizes = p.parse_operand_list("(")
    symbols = p.parse_operand_list("[") if p.kind == "[" else []
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    memref = parse_type_of_kind(p, "memref", _is_memref)
    o.operands.extend(deps)
    o.operands.extend(p.resolve_operands(sizes, [ty.INDEX] * len(sizes)))
    o.operands.extend(p.resolve_operands(symbols, [ty.INDEX] * len(symbols)))
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32, [len(deps), len(sizes), len(symbols)]
    )
    o.add_result(memref)
    if is_async:
        o.add_result(ASYNC_TOKEN)


def print_alloc(pr: OpAsmPrinter, o: Operation) -> None:
    sizes = _alloc_segments(o)
    if sizes is None or not o.results:
        return
    deps = list(o.operands[: sizes[0]])
    dynamic = list(o.operands[sizes[0] : sizes[0] + sizes[1]])
    symbols = list(o.operands[sizes[0] + sizes[1] :])
    _print_async(pr, o, deps)
    if o.attr("hostShared") is not None:
        pr.write(" host_shared")
    pr.write(" (")
    pr.print_operands(dynamic)
    pr.write(")")
    if symbols:
        pr.write("[")
        pr.print_operands(symbols)
        pr.write("]")
    pr.print_optional_attr_dict(all_attrs(o), ("operandSegmentSizes", "hostShared"))
    pr.write(" : ")
    pr.print_type(o.results[0].type)


def _alloc_segments(o: Operation) -> list[int] | None:
    sizes = o.attr("operandSegmentSizes")
    if not isinstance(sizes, at.DenseArrayAttr) or len(sizes.values) != 3:
        return None
    values = [int(v) for v in sizes.values]
    return values if sum(values) == len(o.operands) and min(values) >= 0 else None


def _alloc_names(o: Operation) -> list[str | None]:
    names: list[str | None] = ["memref", "asyncToken"]
    return names[: len(o.results)]


def layout_symbols(t: ty.MemRefType) -> int:
    """The symbols of a memref's layout map (0 for an identity layout)."""
    if is_identity_layout(t):
        return 0
    layout = t.layout
    if isinstance(layout, at.AffineMapAttr):
        return layout.value.num_symbols
    if isinstance(layout, at.StridedLayoutAttr):
        values = (*layout.strides, layout.offset)
        return sum(1 for v in values if v is None or v in (KDYN, at.DYNAMIC_STRIDE))
    return 0


def verify_alloc(o: Operation, ctx: VerifyContext) -> None:
    sizes = _alloc_segments(o)
    if sizes is None or not o.results:
        return
    memref = o.results[0].type
    if not isinstance(memref, ty.MemRefType):
        return
    dynamic = sum(1 for d in memref.shape or () if d == ty.DYNAMIC)
    if sizes[1] != dynamic:
        ctx.error(o, f"incorrect number of dynamic sizes, has {sizes[1]}, expected {dynamic}")
    elif sizes[2] != layout_symbols(memref):
        ctx.error(o, "symbol operand count does not equal memref symbol count")


# ---- gpu.dealloc, gpu.memcpy, gpu.memset ----------------------------------------------------


def parse_dealloc(p: Parser, o: Operation) -> None:
    """custom<AsyncDependencies> $memref attr-dict `:` type($memref)"""
    is_async, deps = _parse_async(p, o)
    name = p.parse_operand()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    memref = parse_type_of_kind(p, "memref", _is_memref)
    o.operands.extend([*deps, p.resolve_operand(name, memref)])
    if is_async:
        o.add_result(ASYNC_TOKEN)


def print_dealloc(pr: OpAsmPrinter, o: Operation) -> None:
    if not o.operands:
        return
    _print_async(pr, o, list(o.operands[:-1]))
    pr.write(" ")
    pr.print_operand(o.operands[-1])
    pr.print_optional_attr_dict(all_attrs(o))
    pr.write(" : ")
    pr.print_type(o.operands[-1].type)


def _parse_pair(p: Parser, o: Operation, second_is_memref: bool) -> None:
    """custom<AsyncDependencies> $dst `,` $x `:` type($dst) `,` type($x) attr-dict"""
    is_async, deps = _parse_async(p, o)
    dst = p.parse_operand()
    p.expect(",", "expected ','")
    other = p.parse_operand()
    p.expect(":", "expected ':'")
    dst_type = parse_type_of_kind(p, "memref", _is_memref)
    p.expect(",", "expected ','")
    other_type = parse_type_of_kind(p, "memref", _is_memref) if second_is_memref else p.parse_type()
    p.parse_optional_attr_dict_into(o)
    o.operands.extend([*deps, *p.resolve_operands([dst, other], [dst_type, other_type])])
    if is_async:
        o.add_result(ASYNC_TOKEN)


def parse_memcpy(p: Parser, o: Operation) -> None:
    _parse_pair(p, o, True)


def parse_memset(p: Parser, o: Operation) -> None:
    _parse_pair(p, o, False)


def print_pair(pr: OpAsmPrinter, o: Operation) -> None:
    if len(o.operands) < 2:
        return
    _print_async(pr, o, list(o.operands[:-2]))
    pr.write(" ")
    values = list(o.operands[-2:])
    pr.print_operands(values)
    pr.write(" : ")
    pr.print_types([v.type for v in values])
    pr.print_optional_attr_dict(all_attrs(o))


def verify_memcpy(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) < 2:
        return
    dst, src = o.operands[-2].type, o.operands[-1].type
    if not isinstance(dst, ty.MemRefType) or not isinstance(src, ty.MemRefType):
        return
    if dst.element_type != src.element_type:
        ctx.error(o, "arguments have incompatible element type")
    elif not _compatible_shape(dst.shape or (), src.shape or ()):
        ctx.error(o, "arguments have incompatible shape")


def _compatible_shape(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """verifyCompatibleShape: same rank, and static sizes agree."""
    return len(a) == len(b) and all(
        x == y or ty.DYNAMIC in (x, y) for x, y in zip(a, b, strict=True)
    )


def verify_memset(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) < 2:
        return
    dst, value = o.operands[-2].type, o.operands[-1].type
    if isinstance(dst, ty.MemRefType) and not types_match(dst.element_type, value):
        ctx.error(o, "failed to verify that all of {dst, value} have same element type")


# ---- gpu.wait, host registration, default device, printf ----------------------------------

PRINTF_ARG = constraint(
    "integer or index or floating-point",
    lambda t: isinstance(t, ty.IntegerType | ty.IndexType | ty.FloatType),
)


def parse_host_register(p: Parser, o: Operation) -> None:
    """$value attr-dict `:` type($value)"""
    name = p.parse_operand()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    t = parse_type_of_kind(p, "unranked_memref", lambda t: isinstance(t, ty.UnrankedMemRefType))
    o.operands.append(p.resolve_operand(name, t))


def print_host_register(pr: OpAsmPrinter, o: Operation) -> None:
    if not o.operands:
        return
    pr.write(" ")
    pr.print_operand(o.operands[0])
    pr.print_optional_attr_dict(all_attrs(o))
    pr.write(" : ")
    pr.print_type(o.operands[0].type)


def _host_register(name: str, summary: str) -> OpSpec:
    return op(
        name,
        summary,
        operands=[arg("value", UNRANKED_MEMREF)],
        parse=parse_host_register,
        print=print_host_register,
    )


OPS: list[OpSpec] = [
    async_op(
        "gpu.wait",
        "Wait for async gpu ops to complete.",
        "attr-dict",
    ),
    async_op(
        "gpu.alloc",
        "GPU memory allocation operation.",
        operands=[var_arg("dynamicSizes", INDEX), var_arg("symbolOperands", INDEX)],
        results=[res("memref", ANY_MEMREF)],
        attrs=[unit("hostShared")],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
        parse=parse_alloc,
        print=print_alloc,
        verify=verify_alloc,
        result_names=_alloc_names,
    ),
    async_op(
        "gpu.dealloc",
        "GPU memory deallocation operation",
        operands=[arg("memref", ANY_MEMREF)],
        parse=parse_dealloc,
        print=print_dealloc,
    ),
    async_op(
        "gpu.memcpy",
        "GPU memcpy operation",
        operands=[
            arg("dst", ANY_MEMREF),
            arg("src", ANY_MEMREF),
        ],
        parse=parse_memcpy,
        print=print_pair,
        verify=verify_memcpy,
    ),
    async_op(
        "gpu.memset",
        "GPU memset operation",
        operands=[
            arg("dst", ANY_MEMREF),
            arg("value", ANY_TYPE),
        ],
        parse=parse_memset,
        print=print_pair,
        verify=verify_memset,
    ),
    _host_register("gpu.host_register", "Registers a memref for access from device."),
    _host_register("gpu.host_unregister", "Unregisters a memref for access from device."),
    op(
        "gpu.set_default_device",
        "Set default GPU for operations after this by index",
        "attr-dict $devIndex",
        operands=[arg("devIndex", I32)],
    ),
    op(
        "gpu.printf",
        "Device-side printf, as in CUDA or OpenCL, for debugging",
        "$format attr-dict (`,` $args^ `:` type($args))?",
        operands=[var_arg("args", PRINTF_ARG)],
        attrs=[attr("format", "StrAttr")],
    ),
]
