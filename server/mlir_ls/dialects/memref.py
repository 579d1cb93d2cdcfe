"""The memref dialect: buffers, their allocation, access and views."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import mlir_ls.dialects.directives  # noqa: F401  (registers custom<DynamicIndexList>)
from mlir_ls.dialects.assembly_format.attr_kinds import enum_kind, register_kind
from mlir_ls.dialects.common import placeholder_spec, types_match
from mlir_ls.dialects.constraints import (
    ANY_MEMREF,
    INDEX,
    RANKED_MEMREF,
    element_type,
)
from mlir_ls.dialects.directives import DYNAMIC_INDEX, static_values
from mlir_ls.dialects.ods import (
    arg,
    attr,
    match,
    op,
    opt_arg,
    region,
    res,
    transform,
    unit,
    var_arg,
    var_res,
)
from mlir_ls.ir import affine as aff
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, Value
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    RETURN_LIKE,
    SYMBOL,
    TERMINATOR,
    AttrDef,
    DialectSpec,
    TypeConstraint,
    TypeTransform,
)

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand

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
        ctx.error(o, f"incorrect number of dynamic sizes, has {count}, expected {dynamic}")
        return
    symbols = 0
    if isinstance(t.layout, at.AffineMapAttr) and not is_identity_layout(t):
        symbols = t.layout.value.num_symbols
    elif isinstance(t.layout, at.StridedLayoutAttr) and not is_identity_layout(t):
        symbols = sum(1 for v in (*t.layout.strides, t.layout.offset) if v == KDYN)
    given = int(sizes.values[1]) if isinstance(sizes, at.DenseArrayAttr) else 0
    if isinstance(sizes, at.DenseArrayAttr) and given != symbols:
        ctx.error(
            o,
            "symbol operand count does not equal memref symbol count: expected "
            f"{symbols}, got {given}",
        )


def verify_load_store(o: Operation, ctx: VerifyContext) -> None:
    memref = next((v for v in o.operands if isinstance(v.type, ty.ShapedType)), None)
    if memref is None or not isinstance(memref.type, ty.MemRefType):
        return
    index_count = len(o.operands) - (2 if o.name == "memref.store" else 1)
    if index_count != memref.type.rank:
        ctx.error(
            o,
            "invalid number of indices for accessed memref, expected "
            f"{memref.type.rank} but got {index_count}",
        )


# ---- strided layouts and slices (shared with tensor.py) -----------------------------------

#: `?` in static offset/size/stride arrays and in strided layouts (ShapedType::kDynamic).
KDYN = DYNAMIC_INDEX


def _linear(expr: aff.AffineExpr, dims: dict[int, int], scale: int) -> int | None:
    """Add `scale * expr` to `dims` (coefficient per dim); returns the constant part or None."""
    if isinstance(expr, aff.AffineConstant):
        return _mul(scale, expr.value)
    if isinstance(expr, aff.AffineSymbol):
        return KDYN if scale != 0 else 0
    if isinstance(expr, aff.AffineDim):
        dims[expr.position] = _add(dims.get(expr.position, 0), scale)
        return 0
    if isinstance(expr, aff.AffineBinary) and expr.op == "+":
        lhs = _linear(expr.lhs, dims, scale)
        rhs = _linear(expr.rhs, dims, scale)
        return None if lhs is None or rhs is None else _add(lhs, rhs)
    if isinstance(expr, aff.AffineBinary) and expr.op == "*":
        for factor, other in ((expr.rhs, expr.lhs), (expr.lhs, expr.rhs)):
            if isinstance(factor, aff.AffineConstant):
                return _linear(other, dims, _mul(scale, factor.value))
            if isinstance(factor, aff.AffineSymbol):
                return _linear(other, dims, KDYN)
    return None


def _add(a: int, b: int) -> int:
    return KDYN if KDYN in (a, b) else a + b


def _mul(a: int, b: int) -> int:
    """SaturatedInteger product: 0 wins over `?`."""
    if a == 0 or b == 0:
        return 0
    return KDYN if KDYN in (a, b) else a * b


def strides_and_offset(t: ty.MemRefType) -> tuple[list[int], int] | None:
    """MemRefType::getStridesAndOffset (None when the layout is not strided)."""
    shape = list(t.shape or ())
    layout = t.layout
    if isinstance(layout, at.StridedLayoutAttr):
        return [KDYN if s is None else s for s in layout.strides], layout.offset
    if layout is None or (isinstance(layout, at.AffineMapAttr) and layout.value.is_identity):
        strides: list[int] = []
        running = 1
        for dim in reversed(shape):
            strides.append(running)
            running = running * dim if dim > 0 and running != KDYN else KDYN
        return list(reversed(strides)), 0
    if isinstance(layout, at.AffineMapAttr):
        amap = layout.value
        if len(amap.results) != 1 or amap.num_dims != len(shape):
            return None
        coefficients: dict[int, int] = {}
        offset = _linear(amap.results[0], coefficients, 1)
        if offset is None:
            return None
        return [coefficients.get(i, 0) for i in range(len(shape))], offset
    return None


def static_shape_dim(v: int) -> int:
    return ty.DYNAMIC if v == KDYN else v


def _dyn_text(v: int) -> str:
    return "dynamic" if v == KDYN else str(v)


def _segments(o: Operation) -> list[int] | None:
    sizes = o.attr("operandSegmentSizes")
    return [int(v) for v in sizes.values] if isinstance(sizes, at.DenseArrayAttr) else None


def verify_offset_size_stride(
    o: Operation, ctx: VerifyContext, max_ranks: tuple[int, int, int], first: int
) -> bool:
    """OffsetSizeAndStrideOpInterface: ranks of the mixed lists, dynamic counts, signs.

    `first` is the index in operandSegmentSizes of the offsets segment."""
    offsets = static_values(o.attr("static_offsets"))
    sizes = static_values(o.attr("static_sizes"))
    strides = static_values(o.attr("static_strides"))
    segments = _segments(o)
    # upstream (LLVM 24) counts the dynamic entries first
    for i, (name, values) in enumerate((("offset", offsets), ("size", sizes), ("stride", strides))):
        dynamic = sum(1 for v in values if v == KDYN)
        if segments is not None and first + i < len(segments) and segments[first + i] != dynamic:
            ctx.plain_error(
                o,
                f"expected the number of '{name}s' to match the number of dynamic entries in "
                f"'static_{name}s' ({segments[first + i]} vs {dynamic})",
            )
            return False
    if not (len(offsets) == 1 and max_ranks[0] == 1) and len(offsets) != len(sizes):
        ctx.plain_error(
            o,
            f"expected mixed offsets rank to match mixed sizes rank ({len(offsets)} vs "
            f"{len(sizes)}) so the rank of the result type is well-formed.",
        )
        return False
    if len(sizes) != len(strides):
        ctx.plain_error(
            o,
            f"expected mixed sizes rank to match mixed strides rank ({len(sizes)} vs "
            f"{len(strides)}) so the rank of the result type is well-formed.",
        )
        return False
    for i, (name, values) in enumerate((("offset", offsets), ("size", sizes), ("stride", strides))):
        if max_ranks[i] != len(values):
            ctx.plain_error(o, f"expected {max_ranks[i]} {name} values, got {len(values)}")
            return False
    for name, values in (("offsets", offsets), ("sizes", sizes)):
        for v in values:
            if v < 0 and v != KDYN:
                ctx.plain_error(o, f"expected {name} to be non-negative, but got {v}")
                return False
    return True


def slice_bounds_problem(o: Operation, shape: Sequence[int]) -> str | None:
    """verifyInBoundsSlice: the static part of the slice stays inside `shape`."""
    offsets = static_values(o.attr("static_offsets"))
    sizes = static_values(o.attr("static_sizes"))
    strides = static_values(o.attr("static_strides"))
    for i, dim in enumerate(shape):
        if i >= min(len(offsets), len(sizes), len(strides)):
            break
        if dim == ty.DYNAMIC or offsets[i] == KDYN:
            continue
        if offsets[i] >= dim:
            return f"offset {i} is out-of-bounds: {offsets[i]} >= {dim}"
        if KDYN in (sizes[i], strides[i]):
            continue
        last = offsets[i] + (sizes[i] - 1) * strides[i]
        if last >= dim:
            return f"slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
    return None


def rank_reduction_mask(original: Sequence[int], reduced: Sequence[int]) -> set[int] | None:
    """computeRankReductionMask: the dropped (unit) dims, or None when sizes do not match."""
    unused: set[int] = set()
    j = 0
    for i, size in enumerate(original):
        if j < len(reduced) and size == reduced[j]:
            j += 1
            continue
        unused.add(i)
        if size != 1:
            return None
    return unused if j == len(reduced) else None


def rank_reduced_result(original: ty.ShapedType, candidate: ty.ShapedType) -> str | None:
    """isRankReducedType: None on success, else 'rank', 'size' or 'element'."""
    if original == candidate:
        return None
    if candidate.rank > original.rank:
        return "rank"
    if rank_reduction_mask(original.shape or (), candidate.shape or ()) is None:
        return "size"
    if original.element_type != candidate.element_type:
        return "element"
    return None


def _reduces_to(
    shape: Sequence[int],
    strides: Sequence[int],
    reduced: Sequence[int],
    reduced_strides: Sequence[int],
) -> bool:
    """Whether dropping unit dims of (shape, strides) can give (reduced, reduced_strides)."""
    n, m = len(shape), len(reduced)
    # reachable[j]: the first i dims of `shape` can produce the first j dims of `reduced`.
    reachable = [True] + [False] * m
    for i in range(n):
        following = [shape[i] == 1 and reachable[0]] + [False] * m
        for j in range(1, m + 1):
            keep = (
                reachable[j - 1]
                and shape[i] == reduced[j - 1]
                and strides[i] == reduced_strides[j - 1]
            )
            following[j] = keep or (shape[i] == 1 and reachable[j])
        reachable = following
    return reachable[m]


def verify_subview(o: Operation, ctx: VerifyContext) -> None:
    base = o.operands[0].type if o.operands else None
    result = o.results[0].type if o.results else None
    if not isinstance(base, ty.MemRefType) or not isinstance(result, ty.MemRefType):
        return
    rank = base.rank
    if not verify_offset_size_stride(o, ctx, (rank, rank, rank), 1):
        return
    if memory_space(base) != memory_space(result):
        ctx.plain_error(
            o,
            f"different memory spaces specified for base memref type '{base}' and subview "
            f"memref type '{result}'",
        )
        return
    layout = strides_and_offset(base)
    if layout is None:
        if base.layout is not None and not isinstance(base.layout, at.AffineMapAttr):
            return
        ctx.plain_error(o, f"base type '{base}' is not strided")
        return
    base_strides, offset = layout
    offsets = static_values(o.attr("static_offsets"))
    sizes = static_values(o.attr("static_sizes"))
    steps = static_values(o.attr("static_strides"))
    for off, stride in zip(offsets, base_strides, strict=False):
        offset = _add(offset, _mul(off, stride))
    strides = [_mul(a, b) for a, b in zip(base_strides, steps, strict=False)]
    expected = ty.MemRefType(
        [static_shape_dim(s) for s in sizes],
        base.element_type,
        at.StridedLayoutAttr(strides, offset),
        base.memory_space,
    )
    problem = rank_reduced_result(expected, result)
    if problem == "rank":
        ctx.plain_error(
            o, f"expected result rank to be smaller or equal to the source rank, but got '{result}'"
        )
        return
    if problem == "size":
        ctx.plain_error(
            o,
            f"expected result type to be '{expected}' or a rank-reduced version. (mismatch of "
            f"result sizes), but got '{result}'",
        )
        return
    if problem == "element":
        ctx.plain_error(
            o,
            f"expected result element type to be '{expected.element_type}', but got '{result}'",
        )
        return
    mismatch = (
        f"expected result type to be '{expected}' or a rank-reduced version. (mismatch of "
        f"result layout), but got '{result}'"
    )
    result_layout = strides_and_offset(result)
    if result_layout is None:
        if result.layout is None or isinstance(result.layout, at.AffineMapAttr):
            ctx.plain_error(o, mismatch)
        return
    result_strides, result_offset = result_layout
    if result_offset != offset:
        ctx.plain_error(o, mismatch)
        return
    if not _reduces_to(expected.shape or (), strides, result.shape or (), result_strides):
        ctx.plain_error(o, mismatch)
        return
    bounds = slice_bounds_problem(o, base.shape or ())
    if bounds is not None:
        ctx.plain_error(o, bounds)


def verify_reinterpret_cast(o: Operation, ctx: VerifyContext) -> None:
    source = o.operands[0].type if o.operands else None
    result = o.results[0].type if o.results else None
    if not isinstance(source, ty.ShapedType) or not isinstance(result, ty.MemRefType):
        return
    if not verify_offset_size_stride(o, ctx, (1, result.rank, result.rank), 1):
        return
    space = (
        memory_space(source) if isinstance(source, ty.MemRefType | ty.UnrankedMemRefType) else None
    )
    if space != memory_space(result):
        ctx.plain_error(
            o,
            f"different memory spaces specified for source type '{source}' and result memref "
            f"type '{result}'",
        )
        return
    if source.element_type != result.element_type:
        ctx.error(
            o,
            f"source element type ('{source.element_type}') does not match result element type "
            f"('{result.element_type}')",
        )
        return
    sizes = static_values(o.attr("static_sizes"))
    for i, (dim, want) in enumerate(zip(result.shape or (), sizes, strict=False)):
        if dim != ty.DYNAMIC and dim != want:
            ctx.plain_error(
                o,
                f"expected result type with size = {_dyn_text(want)} instead of {dim} in dim = {i}",
            )
            return
    layout = strides_and_offset(result)
    if layout is None:
        if result.layout is None or isinstance(result.layout, at.AffineMapAttr):
            ctx.plain_error(o, f"expected result type to have strided layout but found '{result}'")
        return
    strides, offset = layout
    offsets = static_values(o.attr("static_offsets"))
    if offsets and offset != KDYN and offset != offsets[0]:
        ctx.plain_error(
            o, f"expected result type with offset = {_dyn_text(offsets[0])} instead of {offset}"
        )
        return
    for i, (stride, want) in enumerate(
        zip(strides, static_values(o.attr("static_strides")), strict=False)
    ):
        if stride != KDYN and stride != want:
            ctx.plain_error(
                o,
                f"expected result type with stride = {_dyn_text(want)} instead of {stride} "
                f"in dim = {i}",
            )
            return


def reassociation(o: Operation) -> list[list[int]] | None:
    groups = o.attr("reassociation")
    if not isinstance(groups, at.ArrayAttr):
        return None
    out: list[list[int]] = []
    for group in groups.elements:
        if not isinstance(group, at.ArrayAttr):
            return None
        indices = [e.value for e in group.elements if isinstance(e, at.IntegerAttr)]
        if len(indices) != len(group.elements):
            return None
        out.append(indices)
    return out


def verify_collapsed_shape(
    o: Operation,
    ctx: VerifyContext,
    collapsed: Sequence[int],
    expanded: Sequence[int],
    groups: list[list[int]],
) -> bool:
    """verifyCollapsedShape (memref reshapes: several dynamic dims per group allowed)."""
    if len(collapsed) != len(groups):
        ctx.error(
            o,
            f"invalid number of reassociation groups: found {len(groups)}, expected "
            f"{len(collapsed)}",
        )
        return False
    next_dim = 0
    for index, group in enumerate(groups):
        dynamic = False
        for dim in group:
            if dim != next_dim:
                ctx.error(o, "reassociation indices must be contiguous")
                return False
            next_dim += 1
            if dim >= len(expanded):
                ctx.error(o, f"reassociation index {dim} is out of bounds")
                return False
            if expanded[dim] == ty.DYNAMIC:
                dynamic = True
        if (collapsed[index] == ty.DYNAMIC) != dynamic:
            ctx.error(
                o,
                f"collapsed dim ({index}) must be dynamic if and only if reassociation group is "
                "dynamic",
            )
            return False
        if not dynamic:
            size = 1
            for dim in group:
                size *= expanded[dim]
            if size != collapsed[index]:
                ctx.error(
                    o,
                    f"collapsed dim size ({collapsed[index]}) must equal reassociation group "
                    f"size ({size})",
                )
                return False
    if not collapsed:
        if any(d != 1 for d in expanded):
            ctx.error(o, "rank 0 memrefs can only be extended/collapsed with/from ones")
            return False
    elif next_dim != len(expanded):
        ctx.error(
            o,
            f"expanded rank ({len(expanded)}) inconsistent with number of reassociation indices "
            f"({next_dim})",
        )
        return False
    return True


def verify_output_shape(o: Operation, ctx: VerifyContext, result: ty.ShapedType, what: str) -> bool:
    static = static_values(o.attr("static_output_shape"))
    if len(static) != result.rank:
        ctx.error(
            o,
            f"expected number of static shape {what} to be equal to the output rank "
            f"({result.rank}) but found {len(static)} inputs instead",
        )
        return False
    dynamic = sum(1 for v in static if v == KDYN)
    if len(o.operands) - 1 != dynamic:
        ctx.error(
            o,
            "mismatch in dynamic dims in output_shape and static_output_shape: "
            f"static_output_shape has {dynamic} dynamic dims while output_shape has "
            f"{len(o.operands) - 1} values",
        )
        return False
    return True


def collapsed_layout(src: ty.MemRefType, groups: list[list[int]]) -> at.StridedLayoutAttr | None:
    """computeCollapsedLayoutMap (non-strict): None for non-contiguous groups."""
    layout = strides_and_offset(src)
    if layout is None:
        return None
    strides, offset = layout
    shape = [KDYN if d == ty.DYNAMIC else d for d in src.shape or ()]
    result: list[int] = []
    for group in groups:
        ref = list(group)
        while len(ref) > 1 and shape[ref[-1]] == 1:
            ref.pop()
        if shape[ref[-1]] != KDYN or len(ref) == 1:
            result.append(strides[ref[-1]])
        else:
            result.append(KDYN)
    for group, stride in zip(reversed(groups), reversed(result), strict=True):
        for idx in reversed(group[1:]):
            stride = _mul(stride, shape[idx])
            source = strides[idx - 1]
            if shape[idx - 1] == 1:
                continue
            if KDYN not in (stride, source) and stride != source:
                return None
    return at.StridedLayoutAttr(result, offset)


def expanded_layout(
    src: ty.MemRefType, shape: Sequence[int], groups: list[list[int]]
) -> at.StridedLayoutAttr | None:
    """computeExpandedLayoutMap: each source stride spreads over its group."""
    layout = strides_and_offset(src)
    if layout is None or len(layout[0]) != len(groups):
        return None
    strides, offset = layout
    sizes = [KDYN if d == ty.DYNAMIC else d for d in shape]
    reverse: list[int] = []
    position = len(sizes) - 1
    for group, stride in zip(reversed(groups), reversed(strides), strict=True):
        for _ in group:
            reverse.append(stride)
            if position < 0:
                return None
            stride = _mul(stride, sizes[position])
            position -= 1
    result = list(reversed(reverse))
    result += [1] * (len(sizes) - len(result))
    return at.StridedLayoutAttr(result[: len(sizes)], offset)


def verify_memref_reshape(o: Operation, ctx: VerifyContext) -> None:
    src = o.operands[0].type if o.operands else None
    result = o.results[0].type if o.results else None
    groups = reassociation(o)
    if (
        not isinstance(src, ty.MemRefType)
        or not isinstance(result, ty.MemRefType)
        or groups is None
    ):
        return
    expand = o.name == "memref.expand_shape"
    big, small = (result, src) if expand else (src, result)
    if big.rank < small.rank:
        r0, r1 = src.rank, result.rank
        kind = f"an expansion ({r0} > {r1})" if expand else f"a collapse ({r0} < {r1})"
        ctx.error(o, f"has source rank {r0} and result rank {r1}. This is not {kind}.")
        return
    if not verify_collapsed_shape(o, ctx, small.shape or (), big.shape or (), groups):
        return
    want: ty.MemRefType | None = None
    if is_identity_layout(src):
        want = ty.MemRefType(result.shape or (), src.element_type, None, src.memory_space)
    elif expand:
        expanded = expanded_layout(src, result.shape or (), groups)
        if expanded is None:
            ctx.error(o, "invalid source layout map")
            return
        want = ty.MemRefType(result.shape or (), src.element_type, expanded, src.memory_space)
    else:
        layout = collapsed_layout(src, groups)
        if layout is None:
            ctx.error(o, "invalid source layout map or collapsing non-contiguous dims")
            return
        want = ty.MemRefType(result.shape or (), src.element_type, layout, src.memory_space)
    if want is not None and want != result:
        word = "expanded" if expand else "collapsed"
        ctx.error(o, f"expected {word} type to be '{want}' but found '{result}'")
        return
    if expand:
        if not verify_output_shape(o, ctx, result, "bounds"):
            return
        if not verify_dynamic_count(o, ctx, result, len(o.operands) - 1):
            return
        static = static_values(o.attr("static_output_shape"))
        for pos, dim in enumerate(result.shape or ()):
            if dim != ty.DYNAMIC and dim != static[pos]:
                ctx.error(o, f"invalid output shape provided at pos {pos}")
                return


def cast_compatible(a: ty.Type, b: ty.Type) -> bool:
    """memref::CastOp::areCastCompatible."""
    if isinstance(a, ty.MemRefType) and isinstance(b, ty.MemRefType):
        if a.element_type != b.element_type:
            return False
        if a.layout != b.layout:
            la, lb = strides_and_offset(a), strides_and_offset(b)
            if la is None or lb is None or len(la[0]) != len(lb[0]):
                return False
            pairs = [(la[1], lb[1])]
            for i, pair in enumerate(zip(la[0], lb[0], strict=True)):
                if (a.shape or ())[i] != 1 and (b.shape or ())[i] != 1:
                    pairs.append(pair)
            if any(KDYN not in (x, y) and x != y for x, y in pairs):
                return False
        if memory_space(a) != memory_space(b) or a.rank != b.rank:
            return False
        return all(
            ty.DYNAMIC in (x, y) or x == y
            for x, y in zip(a.shape or (), b.shape or (), strict=True)
        )
    memrefs = ty.MemRefType | ty.UnrankedMemRefType
    if not isinstance(a, memrefs) or not isinstance(b, memrefs):
        return False
    if isinstance(a, ty.UnrankedMemRefType) and isinstance(b, ty.UnrankedMemRefType):
        return a == b
    return a.element_type == b.element_type and memory_space(a) == memory_space(b)


def memory_space(t: ty.MemRefType | ty.UnrankedMemRefType) -> at.Attribute | None:
    """The memory space, with the default `0` spelled as none (as upstream stores it)."""
    space = t.memory_space
    if isinstance(space, at.IntegerAttr) and space.value == 0:
        return None
    return space


def verify_cast(o: Operation, ctx: VerifyContext) -> None:
    if not o.operands or not o.results:
        return
    a, b = o.operands[0].type, o.results[0].type
    if a.is_error or b.is_error:
        return
    if not cast_compatible(a, b):
        ctx.error(o, f"operand type '{a}' and result type '{b}' are cast incompatible")


# ---- further op checks --------------------------------------------------------------------


def check_alignment(value: at.Attribute) -> str | None:
    """ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]>."""
    if (
        isinstance(value, at.IntegerAttr)
        and value.value > 0
        and not value.value & (value.value - 1)
    ):
        return None
    return (
        "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute "
        "whose value is positive and whose value is a power of two > 0"
    )


def alignment_attr() -> AttrDef:
    return attr("alignment", "I64Attr", optional=True, check=check_alignment)


def is_identity_layout(t: ty.MemRefType) -> bool:
    """MemRefLayoutAttrInterface::isIdentity."""
    layout = t.layout
    if layout is None:
        return True
    if isinstance(layout, at.AffineMapAttr):
        # AffineMap::isIdentity looks at the results only (symbols may be declared).
        amap = layout.value
        return len(amap.results) == amap.num_dims and all(
            isinstance(r, aff.AffineDim) and r.position == i for i, r in enumerate(amap.results)
        )
    if isinstance(layout, at.StridedLayoutAttr):
        # Its affine map `d0 * s0 + ... + offset` is an identity only as `(d0) -> (d0)`.
        return tuple(layout.strides) == (1,) and layout.offset == 0
    return False


def _dynamic_dims(t: ty.ShapedType) -> int:
    return sum(1 for d in t.shape or () if d == ty.DYNAMIC)


def verify_dynamic_count(o: Operation, ctx: VerifyContext, t: ty.ShapedType, given: int) -> bool:
    """verifyDynamicDimensionCount."""
    if _dynamic_dims(t) != given:
        ctx.error(o, f"incorrect number of dynamic sizes, has {given}, expected {_dynamic_dims(t)}")
        return False
    return True


def verify_view(o: Operation, ctx: VerifyContext) -> None:
    base = o.operands[0].type if o.operands else None
    view = o.results[0].type if o.results else None
    if not isinstance(base, ty.MemRefType) or not isinstance(view, ty.MemRefType):
        return
    if not is_identity_layout(base):
        ctx.plain_error(o, f"unsupported map for base memref type '{base}'")
    elif not is_identity_layout(view):
        ctx.plain_error(o, f"unsupported map for result memref type '{view}'")
    elif memory_space(base) != memory_space(view):
        ctx.plain_error(
            o,
            f"different memory spaces specified for base memref type '{base}' and view memref "
            f"type '{view}'",
        )
    else:
        verify_dynamic_count(o, ctx, view, len(o.operands) - 2)


def verify_reshape(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) < 2 or not o.results:
        return
    source, shape, result = o.operands[0].type, o.operands[1].type, o.results[0].type
    if not isinstance(source, ty.ShapedType) or not isinstance(result, ty.ShapedType):
        return
    if source.element_type != result.element_type:
        ctx.error(o, "element types of source and destination memref types should be the same")
        return
    if isinstance(source, ty.MemRefType) and not is_identity_layout(source):
        ctx.error(o, "source memref type should have identity affine map")
        return
    if not isinstance(result, ty.MemRefType) or not isinstance(shape, ty.MemRefType):
        return
    if not is_identity_layout(result):
        ctx.error(o, "result memref type should have identity affine map")
        return
    length = (shape.shape or (ty.DYNAMIC,))[0]
    if length == ty.DYNAMIC:
        ctx.error(
            o,
            "cannot use shape operand with dynamic length to reshape to statically-ranked "
            "memref type",
        )
    elif length != result.rank:
        ctx.error(o, "length of shape operand differs from the result's memref rank")


def verify_realloc(o: Operation, ctx: VerifyContext) -> None:
    source = o.operands[0].type if o.operands else None
    result = o.results[0].type if o.results else None
    if not isinstance(source, ty.MemRefType) or not isinstance(result, ty.MemRefType):
        return
    if not is_identity_layout(source):
        ctx.plain_error(o, f"unsupported layout for source memref type '{source}'")
    elif not is_identity_layout(result):
        ctx.plain_error(o, f"unsupported layout for result memref type '{result}'")
    elif memory_space(source) != memory_space(result):
        ctx.plain_error(
            o,
            f"different memory spaces specified for source memref type '{source}' and result "
            f"memref type '{result}'",
        )
    elif source.element_type != result.element_type:
        ctx.error(
            o,
            f"source element type ('{source.element_type}') does not match result element type "
            f"('{result.element_type}')",
        )
    elif _dynamic_dims(result) and len(o.operands) < 2:
        ctx.plain_error(o, f"missing dimension operand for result type '{result}'")
    elif not _dynamic_dims(result) and len(o.operands) > 1:
        ctx.plain_error(o, f"unnecessary dimension operand for result type '{result}'")


def verify_copy(o: Operation, ctx: VerifyContext) -> None:
    types = [v.type for v in o.operands]
    if len(types) != 2 or not all(isinstance(t, ty.ShapedType) for t in types):
        return
    a, b = types
    assert isinstance(a, ty.ShapedType) and isinstance(b, ty.ShapedType)
    if a.element_type != b.element_type:
        ctx.error(o, "requires the same element type for all operands")
    elif (
        a.has_rank
        and b.has_rank
        and (
            a.rank != b.rank
            or any(
                ty.DYNAMIC not in (x, y) and x != y
                for x, y in zip(a.shape or (), b.shape or (), strict=True)
            )
        )
    ):
        ctx.error(o, "requires the same shape for all operands")


def verify_get_global(o: Operation, ctx: VerifyContext) -> None:
    name = o.attr("name")
    if not isinstance(name, at.SymbolRefAttr) or not o.results:
        return
    target = ctx.lookup_symbol(o, name)
    if target is None or target.name != "memref.global":
        ctx.error(o, f"'{name.root}' does not reference a valid global memref")
        return
    declared = target.attr("type")
    result = o.results[0].type
    if isinstance(declared, at.TypeAttr) and declared.value != result:
        ctx.error(
            o,
            f"result type '{result}' does not match type '{declared.value}' of the global "
            f"memref @{name.root}",
        )


_VISIBILITIES = ("public", "private", "nested")


def verify_global(o: Operation, ctx: VerifyContext) -> None:
    visibility = o.attr("sym_visibility")
    if isinstance(visibility, at.StringAttr) and visibility.value not in _VISIBILITIES:
        ctx.error(
            o,
            'visibility expected to be one of ["public", "private", "nested"], but got '
            f'"{visibility.value}"',
        )
        return
    declared = o.attr("type")
    memref = declared.value if isinstance(declared, at.TypeAttr) else None
    if not isinstance(memref, ty.MemRefType) or not memref.has_static_shape:
        if memref is not None and not memref.is_error:
            ctx.error(o, f"type should be static shaped memref, but got '{memref}'")
        return
    initial = o.attr("initial_value")
    if initial is None or isinstance(initial, at.UnitAttr):
        return
    if not isinstance(initial, at.DenseElementsAttr | at.DenseResourceAttr | at.SparseElementsAttr):
        ctx.error(o, f"initial value should be a unit or elements attribute, but got {initial}")
        return
    init_type = initial.type
    if not isinstance(init_type, ty.ShapedType):
        return
    if init_type.element_type != memref.element_type:
        ctx.error(
            o,
            f"initial value element expected to be of type '{memref.element_type}', but was of "
            f"type '{init_type.element_type}'",
        )
        return
    if tuple(init_type.shape or ()) != tuple(memref.shape or ()):
        want = ", ".join(map(str, memref.shape or ()))
        got = ", ".join(map(str, init_type.shape or ()))
        ctx.error(o, f"initial value shape expected to be {want} but was {got}")


def verify_distinct_objects(o: Operation, ctx: VerifyContext) -> None:
    if not o.operands:
        ctx.error(o, "expected at least one operand")
        return
    if [v.type for v in o.operands] != [r.type for r in o.results]:
        ctx.error(o, "operand types and result types must match")


RANKED_OR_UNRANKED_MEMREF = TypeConstraint(
    "ranked or unranked memref of any non-token type values",
    lambda t: t.is_error or isinstance(t, ty.MemRefType | ty.UnrankedMemRefType),
)
BYTE_BUFFER = TypeConstraint(
    "1D memref of 8-bit signless integer values",
    lambda t: (
        t.is_error
        or (isinstance(t, ty.MemRefType) and t.rank == 1 and t.element_type == ty.IntegerType(8))
    ),
)
SHAPE_MEMREF = TypeConstraint(
    "1D memref of signless integer or index values",
    lambda t: (
        t.is_error
        or (
            isinstance(t, ty.MemRefType)
            and t.rank == 1
            and (
                isinstance(t.element_type, ty.IndexType)
                or (isinstance(t.element_type, ty.IntegerType) and t.element_type.is_signless)
            )
        )
    ),
)
NON_0_RANKED_OR_UNRANKED_MEMREF = TypeConstraint(
    "unranked.memref of any non-token type values or non-0-ranked.memref of any non-token type "
    "values",
    lambda t: (
        t.is_error
        or isinstance(t, ty.UnrankedMemRefType)
        or (isinstance(t, ty.MemRefType) and t.rank > 0)
    ),
)


# ---- memref.atomic_rmw, memref.prefetch ---------------------------------------------------

#: arith::AtomicRMWKind, in enum order.
ATOMIC_RMW_KINDS = (
    "addf",
    "addi",
    "andi",
    "assign",
    "maximumf",
    "maxnumf",
    "maxs",
    "maxu",
    "minimumf",
    "minnumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "xori",
)
_FLOAT_KINDS = frozenset({"addf", "maximumf", "minimumf", "mulf", "maxnumf", "minnumf"})
_INT_KINDS = frozenset({"addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "andi", "xori"})
register_kind(enum_kind("MemRef_AtomicRMWKindAttr", ATOMIC_RMW_KINDS))


def verify_atomic_rmw(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) < 2:
        return
    value, memref = o.operands[0].type, o.operands[1].type
    if not isinstance(memref, ty.MemRefType):
        return
    if len(o.operands) - 2 != memref.rank:
        ctx.error(
            o,
            "invalid number of indices for accessed memref, expected "
            f"{memref.rank} but got {len(o.operands) - 2}",
        )
        return
    kind = o.attr("kind")
    if not isinstance(kind, at.IntegerAttr) or not 0 <= kind.value < len(ATOMIC_RMW_KINDS):
        return
    name = ATOMIC_RMW_KINDS[kind.value]
    if name in _FLOAT_KINDS and not isinstance(value, ty.FloatType) and not value.is_error:
        ctx.error(o, f"with kind '{name}' expects a floating-point type")
    elif name in _INT_KINDS and not isinstance(value, ty.IntegerType) and not value.is_error:
        ctx.error(o, f"with kind '{name}' expects an integer type")


def check_locality(value: at.Attribute) -> str | None:
    if isinstance(value, at.IntegerAttr) and 0 <= value.value <= 3:
        return None
    return (
        "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer "
        "attribute whose minimum value is 0 whose maximum value is 3"
    )


def parse_prefetch(p: Parser, o: Operation) -> None:
    """$memref `[` $indices `]` `,` (`read`|`write`) `,` `locality` `<` $hint `>` `,`
    (`data`|`instr`) attr-dict `:` type($memref)"""
    name_span = p.op_name_span()
    memref = p.parse_operand()
    p.expect("[", "expected '['")
    indices = p.parse_operand_list_no_parens() if p.kind == "percent" else []
    p.expect("]", "expected ']'")
    p.expect(",", "expected ','")
    if p.kind != "bare":
        raise p.fail_token("expected valid keyword")
    rw = p.text
    p.advance()
    p.expect(",", "expected ','")
    p.expect_keyword("locality", "expected 'locality'")
    p.expect("<", "expected '<'")
    hint = p.parse_attribute(ty.I32)
    p.expect(">", "expected '>'")
    p.expect(",", "expected ','")
    if p.kind != "bare":
        raise p.fail_token("expected valid keyword")
    cache = p.text
    p.advance()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    memref_type = p.parse_type()
    o.operands.append(p.resolve_operand(memref, memref_type))
    if indices:
        o.operands.extend(p.resolve_operands(indices, [ty.INDEX] * len(indices)))
    if rw not in ("read", "write"):
        raise p.custom_error("rw specifier has to be 'read' or 'write'", name_span)
    if cache not in ("data", "instr"):
        raise p.custom_error("cache type has to be 'data' or 'instr'", name_span)
    o.attributes["isWrite"] = at.TRUE if rw == "write" else at.FALSE
    o.attributes["localityHint"] = hint
    o.attributes["isDataCache"] = at.TRUE if cache == "data" else at.FALSE


def print_prefetch(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[0])
    pr.write("[")
    for i, v in enumerate(o.operands[1:]):
        if i:
            pr.write(", ")
        pr.print_operand(v)
    pr.write("]")
    pr.write(", write" if o.attr("isWrite") == at.TRUE else ", read")
    hint = o.attr("localityHint")
    pr.write(f", locality<{hint.value if isinstance(hint, at.IntegerAttr) else 0}>")
    pr.write(", data" if o.attr("isDataCache") == at.TRUE else ", instr")
    elided = {"isWrite", "localityHint", "isDataCache"}
    pr.print_optional_attr_dict({k: v for k, v in sorted(o.attributes.items()) if k not in elided})
    pr.write(" : ")
    pr.print_type(o.operands[0].type)


def verify_prefetch(o: Operation, ctx: VerifyContext) -> None:
    memref = o.operands[0].type if o.operands else None
    if isinstance(memref, ty.MemRefType) and len(o.operands) != 1 + memref.rank:
        ctx.error(o, "too few indices")


# ---- memref.transpose ---------------------------------------------------------------------


def parse_transpose(p: Parser, o: Operation) -> None:
    """$in affine-map attr-dict `:` type($in) `to` type($result)"""
    source = p.parse_operand()
    span = p.span
    permutation = p.parse_affine_map_or_set_body()
    if not isinstance(permutation, aff.AffineMap):
        raise p.fail("expected affine map", span)
    o.attributes["permutation"] = at.AffineMapAttr(permutation)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    o.operands.append(p.resolve_operand(source, p.parse_type()))
    p.expect_keyword("to", "expected 'to'")
    o.add_result(p.parse_type())


def print_transpose(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[0])
    permutation = o.attr("permutation")
    pr.write(" ")
    pr.write(str(permutation.value) if isinstance(permutation, at.AffineMapAttr) else "")
    pr.print_optional_attr_dict(
        {k: v for k, v in sorted(o.attributes.items()) if k != "permutation"}
    )
    pr.write(" : ")
    pr.print_type(o.operands[0].type)
    pr.write(" to ")
    pr.print_type(o.results[0].type)


def verify_transpose(o: Operation, ctx: VerifyContext) -> None:
    permutation = o.attr("permutation")
    source = o.operands[0].type if o.operands else None
    if not isinstance(permutation, at.AffineMapAttr) or not isinstance(source, ty.MemRefType):
        return
    amap = permutation.value
    positions = [r.position for r in amap.results if isinstance(r, aff.AffineDim)]
    if (
        amap.num_symbols
        or len(positions) != len(amap.results)
        or sorted(positions) != list(range(amap.num_dims))
    ):
        ctx.error(o, "expected a permutation map")
    elif amap.num_dims != source.rank:
        ctx.error(o, "expected a permutation map of same rank as the input")


# ---- memref.generic_atomic_rmw ------------------------------------------------------------


def parse_generic_atomic_rmw(p: Parser, o: Operation) -> None:
    """$memref `[` $indices `]` `:` type($memref) $atomic_body attr-dict"""
    memref = p.parse_operand()
    p.expect("[", "expected '['")
    indices = p.parse_operand_list_no_parens() if p.kind == "percent" else []
    p.expect("]", "expected ']'")
    p.expect(":", "expected ':'")
    memref_type = p.parse_type()
    o.operands.append(p.resolve_operand(memref, memref_type))
    if indices:
        o.operands.extend(p.resolve_operands(indices, [ty.INDEX] * len(indices)))
    p.parse_region(o.add_region(), [], False)
    p.parse_optional_attr_dict_into(o)
    o.add_result(
        memref_type.element_type if isinstance(memref_type, ty.ShapedType) else ty.ERROR_TYPE
    )


def print_generic_atomic_rmw(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[0])
    pr.write("[")
    for i, v in enumerate(o.operands[1:]):
        if i:
            pr.write(", ")
        pr.print_operand(v)
    pr.write("] : ")
    pr.print_type(o.operands[0].type)
    pr.print_region(o.regions[0])
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())))


#: Ops that are not memory-effect free (the body of generic_atomic_rmw may not hold them).
_SIDE_EFFECTING = frozenset(
    {
        "memref.alloc",
        "memref.alloca",
        "memref.dealloc",
        "memref.load",
        "memref.store",
        "memref.copy",
        "memref.realloc",
        "memref.atomic_rmw",
        "memref.generic_atomic_rmw",
        "func.call",
        "func.call_indirect",
    }
)


def verify_generic_atomic_rmw(o: Operation, ctx: VerifyContext) -> None:
    if not o.regions or not o.regions[0].blocks or not o.results:
        return
    entry = o.regions[0].blocks[0]
    if len(entry.arguments) != 1:
        ctx.error(o, "expected single number of entry block arguments")
        return
    if not types_match(o.results[0].type, entry.arguments[0].type):
        ctx.error(o, "expected block argument of the same type result type")
        return
    for inner in o.walk():
        if inner is not o and inner.name in _SIDE_EFFECTING:
            ctx.plain_error(
                inner,
                "body of 'memref.generic_atomic_rmw' should contain only operations with no "
                "side effects",
            )
            return


def verify_atomic_yield(o: Operation, ctx: VerifyContext) -> None:
    parent = o.parent_op
    if parent is None or not parent.results or not o.operands:
        return
    want, got = parent.results[0].type, o.operands[0].type
    if not types_match(want, got):
        ctx.error(o, f"types mismatch between yield op: '{got}' and its parent: '{want}'")


# ---- memref.dma_start ---------------------------------------------------------------------


def _parse_indexed(p: Parser) -> tuple[UnresolvedOperand, list[UnresolvedOperand]]:
    value = p.parse_operand()
    p.expect("[", "expected '['")
    indices = p.parse_operand_list_no_parens() if p.kind == "percent" else []
    p.expect("]", "expected ']'")
    return value, indices


def parse_dma_start(p: Parser, o: Operation) -> None:
    """%src[...], %dst[...], %num, %tag[...] (, %stride, %per_stride)? attr-dict
    `:` type(src), type(dst), type(tag)"""
    name_span = p.op_name_span()
    src, src_indices = _parse_indexed(p)
    p.expect(",", "expected ','")
    dst, dst_indices = _parse_indexed(p)
    p.expect(",", "expected ','")
    num = p.parse_operand()
    p.expect(",", "expected ','")
    tag, tag_indices = _parse_indexed(p)
    strides: list[UnresolvedOperand] = []
    if p.consume_if(","):
        strides = p.parse_operand_list_no_parens()
    if strides and len(strides) != 2:
        raise p.custom_error("expected two stride related operands", name_span)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    types = [p.parse_type()]
    while p.consume_if(","):
        types.append(p.parse_type())
    if len(types) != 3:
        raise p.custom_error("fewer/more types expected", name_span)
    index = [ty.INDEX]
    o.operands.append(p.resolve_operand(src, types[0]))
    o.operands.extend(p.resolve_operands(src_indices, index * len(src_indices)))
    o.operands.append(p.resolve_operand(dst, types[1]))
    o.operands.extend(p.resolve_operands(dst_indices, index * len(dst_indices)))
    o.operands.append(p.resolve_operand(num, ty.INDEX))
    o.operands.append(p.resolve_operand(tag, types[2]))
    o.operands.extend(p.resolve_operands(tag_indices, index * len(tag_indices)))
    o.operands.extend(p.resolve_operands(strides, index * len(strides)))


def _rank(t: ty.Type) -> int:
    return t.rank if isinstance(t, ty.MemRefType) else 0


def _dma_groups(o: Operation) -> list[list[Value]] | None:
    """src, src indices, dst, dst indices, num, tag, tag indices, strides (by the ranks)."""
    ops = list(o.operands)
    if len(ops) < 4:
        return None
    src_rank = _rank(ops[0].type)
    dst_at = 1 + src_rank
    if dst_at >= len(ops):
        return None
    dst_rank = _rank(ops[dst_at].type)
    num_at = dst_at + 1 + dst_rank
    tag_at = num_at + 1
    if tag_at >= len(ops):
        return None
    tag_rank = _rank(ops[tag_at].type)
    end = tag_at + 1 + tag_rank
    return [
        [ops[0]],
        ops[1:dst_at],
        [ops[dst_at]],
        ops[dst_at + 1 : num_at],
        [ops[num_at]],
        [ops[tag_at]],
        ops[tag_at + 1 : end],
        ops[end:],
    ]


def print_dma_start(pr: OpAsmPrinter, o: Operation) -> None:
    groups = _dma_groups(o)
    assert groups is not None
    src, src_indices, dst, dst_indices, num, tag, tag_indices, strides = groups

    def indexed(value: Value, indices: list[Value]) -> None:
        pr.print_operand(value)
        pr.write("[")
        for i, v in enumerate(indices):
            if i:
                pr.write(", ")
            pr.print_operand(v)
        pr.write("]")

    pr.write(" ")
    indexed(src[0], src_indices)
    pr.write(", ")
    indexed(dst[0], dst_indices)
    pr.write(", ")
    pr.print_operand(num[0])
    pr.write(", ")
    indexed(tag[0], tag_indices)
    for v in strides:
        pr.write(", ")
        pr.print_operand(v)
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())))
    pr.write(" : ")
    pr.print_type(src[0].type)
    pr.write(", ")
    pr.print_type(dst[0].type)
    pr.write(", ")
    pr.print_type(tag[0].type)


def verify_dma_start(o: Operation, ctx: VerifyContext) -> None:
    ops = list(o.operands)
    if len(ops) < 4:
        ctx.error(o, "expected at least 4 operands")
        return

    def all_index(values: Sequence[Value]) -> bool:
        return all(isinstance(v.type, ty.IndexType) or v.type.is_error for v in values)

    if not isinstance(ops[0].type, ty.MemRefType):
        ctx.error(o, "expected source to be of memref type")
        return
    expected = _rank(ops[0].type) + 4
    if len(ops) < expected:
        ctx.error(o, f"expected at least {expected} operands")
        return
    if not all_index(ops[1 : 1 + _rank(ops[0].type)]):
        ctx.error(o, "expected source indices to be of index type")
        return
    dst_at = 1 + _rank(ops[0].type)
    if not isinstance(ops[dst_at].type, ty.MemRefType):
        ctx.error(o, "expected destination to be of memref type")
        return
    expected += _rank(ops[dst_at].type)
    if len(ops) < expected:
        ctx.error(o, f"expected at least {expected} operands")
        return
    groups = _dma_groups(o)
    if groups is None:
        return
    if not all_index(groups[3]):
        ctx.error(o, "expected destination indices to be of index type")
        return
    if not all_index(groups[4]):
        ctx.error(o, "expected num elements to be of index type")
        return
    if not isinstance(groups[5][0].type, ty.MemRefType):
        ctx.error(o, "expected tag to be of memref type")
        return
    expected += _rank(groups[5][0].type)
    if len(ops) < expected:
        ctx.error(o, f"expected at least {expected} operands")
        return
    if not all_index(groups[6]):
        ctx.error(o, "expected tag indices to be of index type")
        return
    if len(ops) not in (expected, expected + 2):
        ctx.error(o, "incorrect number of operands")
        return
    if not all_index(groups[7]):
        ctx.error(o, "expected stride and num elements per stride to be of type index")


def verify_dma_wait(o: Operation, ctx: VerifyContext) -> None:
    tag = o.operands[0].type if o.operands else None
    if not isinstance(tag, ty.MemRefType):
        return
    indices = len(o.operands) - 2
    if indices != tag.rank:
        ctx.error(
            o,
            "expected tagIndices to have the same number of elements as the tagMemRef rank, "
            f"expected {tag.rank}, but got {indices}",
        )


# ---- memref.alloca_scope, memref.assume_alignment -----------------------------------------


def parse_alloca_scope(p: Parser, o: Operation) -> None:
    """(`->` `(` types `)`)? region attr-dict"""
    result_types = p.parse_optional_arrow_type_list()
    body = o.add_region()
    p.parse_region(body, [], False)
    if not body.blocks:
        body.add_block()
    block = body.blocks[-1]
    last = block.operations[-1] if block.operations else None
    if last is None or last.spec is None or TERMINATOR not in last.spec.traits:
        if last is None or last.name != "memref.alloca_scope.return":
            term = Operation("memref.alloca_scope.return")
            term.spec = p.registry.lookup_op(term.name)
            term.custom = True
            block.append(term)
    p.parse_optional_attr_dict_into(o)
    for t in result_types:
        o.add_result(t)


def print_alloca_scope(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if o.results:
        pr.write(" -> (")
        pr.print_types([r.type for r in o.results])
        pr.write(")")
    pr.print_region(
        o.regions[0], print_entry_block_args=False, print_block_terminators=bool(o.results)
    )
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())))


def verify_alloca(o: Operation, ctx: VerifyContext) -> None:
    verify_alloc(o, ctx)
    parent = o.parent_op
    while parent is not None:
        if parent.dialect not in ("", "builtin"):
            return  # a dialect op: upstream's trait lists decide; assume a scope is found
        parent = parent.parent_op
    if o.parent_op is not None:
        ctx.error(o, "requires an ancestor op with AutomaticAllocationScope trait")


def check_positive_i32(value: at.Attribute) -> str | None:
    if isinstance(value, at.IntegerAttr) and value.value > 0:
        return None
    return (
        "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute "
        "whose value is positive"
    )


def verify_assume_alignment(o: Operation, ctx: VerifyContext) -> None:
    alignment = o.attr("alignment")
    if isinstance(alignment, at.IntegerAttr) and alignment.value & (alignment.value - 1):
        ctx.error(o, "alignment must be power of 2")


# ---- memref.global ------------------------------------------------------------------------


def parse_global(p: Parser, o: Operation) -> None:
    """(`private`|`public`|`nested` as a string)? `constant`? @name `:` type (`=` (`uninitialized` | attr))? attr-dict"""
    name_span = p.op_name_span()
    if p.kind == "string":
        o.attributes["sym_visibility"] = p.parse_attribute()
    if p.consume_keyword("constant"):
        o.attributes["constant"] = at.UNIT
    p.parse_symbol_name(o)
    p.expect(":", "expected ':'")
    memref = p.parse_type()
    if not memref.is_error and (
        not isinstance(memref, ty.MemRefType) or not memref.has_static_shape
    ):
        raise p.custom_error(f"type should be static shaped memref, but got '{memref}'", name_span)
    o.attributes["type"] = at.TypeAttr(memref)
    if p.consume_if("="):
        if p.consume_keyword("uninitialized"):
            o.attributes["initial_value"] = at.UNIT
        else:
            tensor: ty.Type = ty.ERROR_TYPE
            if isinstance(memref, ty.MemRefType):
                tensor = ty.RankedTensorType(memref.shape or (), memref.element_type)
            initial = p.parse_attribute(tensor)
            if not isinstance(
                initial, at.DenseElementsAttr | at.DenseResourceAttr | at.SparseElementsAttr
            ):
                raise p.custom_error(
                    "initial value should be a unit or elements attribute", name_span
                )
            o.attributes["initial_value"] = initial
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
            attrs=[alignment_attr()],
            traits=[ATTR_SIZED_OPERAND_SEGMENTS],
            verify=verify_alloca if name == "alloca" else verify_alloc,
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
        operands=[arg("memref", RANKED_OR_UNRANKED_MEMREF)],
    ),
    op(
        "memref.load",
        "Load operation",
        "$memref `[` $indices `]` attr-dict `:` type($memref)",
        operands=[arg("memref", ANY_MEMREF), var_arg("indices", INDEX)],
        results=[res("result")],
        attrs=[
            attr("nontemporal", "BoolAttr", default=at.FALSE),
            # DefaultValuedOptionalAttr: stored only when written.
            attr("invariant", "BoolAttr", default=at.FALSE, stored_default=False),
            alignment_attr(),
        ],
        relations=[transform("memref", "result", element_type)],
        verify=verify_load_store,
        local_verify=True,
    ),
    op(
        "memref.store",
        "Store operation",
        "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
        operands=[arg("value"), arg("memref", ANY_MEMREF), var_arg("indices", INDEX)],
        attrs=[
            attr("nontemporal", "BoolAttr", default=at.FALSE),
            alignment_attr(),
        ],
        relations=[transform("memref", "value", element_type)],
        verify=verify_load_store,
        local_verify=True,
    ),
    op(
        "memref.dim",
        "Dimension index operation",
        "attr-dict $source `,` $index `:` type($source)",
        operands=[arg("source", NON_0_RANKED_OR_UNRANKED_MEMREF), arg("index", INDEX)],
        results=[res("result", INDEX)],
        traits=["Pure"],
    ),
    op(
        "memref.rank",
        "Rank operation",
        "$memref attr-dict `:` type($memref)",
        operands=[arg("memref", RANKED_OR_UNRANKED_MEMREF)],
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
            verify=verify_cast if name == "cast" else None,
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
        operands=[
            arg("source", RANKED_OR_UNRANKED_MEMREF),
            arg("target", RANKED_OR_UNRANKED_MEMREF),
        ],
        verify=verify_copy,
    ),
    op(
        "memref.subview",
        "Memref subview operation",
        f"$source `` {SLICE} attr-dict `:` type($source) `to` type($result)",
        operands=[arg("source", ANY_MEMREF), *SLICE_OPERANDS],
        results=[res("result", ANY_MEMREF)],
        attrs=SLICE_ATTRS,
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "Pure"],
        verify=verify_subview,
    ),
    op(
        "memref.reinterpret_cast",
        "Memref reinterpret cast operation",
        f"$source `to` `offset` `` `:` {DIL}($offsets, $static_offsets) `` `,` `sizes` `` `:` "
        f"{DIL}($sizes, $static_sizes) `` `,` `strides` `` `:` {DIL}($strides, $static_strides) "
        "attr-dict `:` type($source) `to` type($result)",
        operands=[arg("source", RANKED_OR_UNRANKED_MEMREF), *SLICE_OPERANDS],
        results=[res("result", ANY_MEMREF)],
        attrs=SLICE_ATTRS,
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "Pure"],
        verify=verify_reinterpret_cast,
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
            alignment_attr(),
        ],
        traits=[SYMBOL],
        parse=parse_global,
        print=print_global,
        verify=verify_global,
    ),
    op(
        "memref.get_global",
        "Get the memref pointing to a global variable",
        "$name `:` type($result) attr-dict",
        results=[res("result", ANY_MEMREF)],
        attrs=[attr("name", "FlatSymbolRefAttr")],
        traits=["Pure"],
        verify=verify_get_global,
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
        verify=verify_memref_reshape,
    ),
    op(
        "memref.collapse_shape",
        "Operation to produce a memref with a smaller rank",
        "$src $reassociation attr-dict `:` type($src) `into` type($result)",
        operands=[arg("src", ANY_MEMREF)],
        results=[res("result", ANY_MEMREF)],
        attrs=[attr("reassociation")],
        traits=["Pure"],
        verify=verify_memref_reshape,
    ),
    op(
        "memref.view",
        "Memref view operation",
        "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
        operands=[arg("source", BYTE_BUFFER), arg("byte_shift", INDEX), var_arg("sizes", INDEX)],
        results=[res("result", ANY_MEMREF)],
        traits=["Pure"],
        verify=verify_view,
    ),
    op(
        "memref.transpose",
        "`transpose` produces a new strided memref (metadata-only)",
        operands=[arg("in", RANKED_MEMREF)],
        results=[res("result", RANKED_MEMREF)],
        attrs=[attr("permutation", "AffineMapAttr")],
        traits=["Pure"],
        parse=parse_transpose,
        print=print_transpose,
        verify=verify_transpose,
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
        operands=[arg("source", RANKED_OR_UNRANKED_MEMREF)],
        results=[res("aligned_pointer", INDEX)],
        traits=["Pure"],
    ),
    op(
        "memref.assume_alignment",
        "Assumption that gives alignment information to the input memref",
        "$memref `,` $alignment attr-dict `:` type($memref)",
        operands=[arg("memref", ANY_MEMREF)],
        results=[res("result", ANY_MEMREF)],
        attrs=[attr("alignment", "I32Attr", check=check_positive_i32)],
        relations=[transform("memref", "result", _same)],
        verify=verify_assume_alignment,
    ),
    op(
        "memref.alloca_scope",
        "Explicitly delimited scope for stack allocation",
        results=[var_res("results")],
        regions=[region("bodyRegion", single_block=True)],
        traits=["AutomaticAllocationScope", "RecursiveMemoryEffects", "NoRegionArguments"],
        parse=parse_alloca_scope,
        print=print_alloca_scope,
        implicit_terminator="memref.alloca_scope.return",
    ),
    op(
        "memref.realloc",
        "Memory reallocation operation",
        "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
        operands=[arg("source", ANY_MEMREF), opt_arg("dynamicResultSize", INDEX)],
        results=[res("result", ANY_MEMREF)],
        attrs=[alignment_attr()],
        verify=verify_realloc,
    ),
    op(
        "memref.reshape",
        "Memref reshape operation",
        "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
        operands=[arg("source", RANKED_OR_UNRANKED_MEMREF), arg("shape", SHAPE_MEMREF)],
        results=[res("result", RANKED_OR_UNRANKED_MEMREF)],
        traits=["Pure"],
        verify=verify_reshape,
    ),
    op(
        "memref.distinct_objects",
        "Assumption that acesses to specific memrefs will never alias",
        "$operands attr-dict `:` type($operands)",
        operands=[var_arg("operands", ANY_MEMREF)],
        results=[var_res("results", ANY_MEMREF)],
        infer=lambda o: [v.type for v in o.operands],
        verify=verify_distinct_objects,
    ),
    op(
        "memref.dma_start",
        "Non-blocking DMA operation that starts a transfer",
        operands=[var_arg("operands")],
        parse=parse_dma_start,
        print=print_dma_start,
        verify=verify_dma_start,
    ),
    op(
        "memref.dma_wait",
        "Blocking DMA operation that waits for transfer completion",
        "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
        operands=[
            arg("tagMemRef", ANY_MEMREF),
            var_arg("tagIndices", INDEX),
            arg("numElements", INDEX),
        ],
        verify=verify_dma_wait,
    ),
    op(
        "memref.atomic_rmw",
        "Atomic read-modify-write operation",
        "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` "
        "type($memref) `)` `->` type($result)",
        operands=[arg("value"), arg("memref", RANKED_MEMREF), var_arg("indices", INDEX)],
        results=[res("result")],
        attrs=[attr("kind", "MemRef_AtomicRMWKindAttr")],
        relations=[transform("memref", "value", element_type), match("value", "result")],
        verify=verify_atomic_rmw,
    ),
    op(
        "memref.prefetch",
        "Prefetch operation",
        operands=[arg("memref", ANY_MEMREF), var_arg("indices", INDEX)],
        attrs=[
            attr("isWrite", "BoolAttr"),
            attr("localityHint", "I32Attr", check=check_locality),
            attr("isDataCache", "BoolAttr"),
        ],
        parse=parse_prefetch,
        print=print_prefetch,
        verify=verify_prefetch,
    ),
    op(
        "memref.atomic_yield",
        "Yield operation for GenericAtomicRMWOp",
        "$result attr-dict `:` type($result)",
        operands=[arg("result")],
        traits=[TERMINATOR, "Pure"],
        parents=["memref.generic_atomic_rmw"],
        verify=verify_atomic_yield,
    ),
    op(
        "memref.generic_atomic_rmw",
        "Atomic read-modify-write operation with a region",
        operands=[arg("memref", ANY_MEMREF), var_arg("indices", INDEX)],
        results=[res("result")],
        regions=[region("atomic_body")],
        relations=[
            TypeTransform(
                "memref", "result", element_type, "result type matches element type of memref"
            )
        ],
        parse=parse_generic_atomic_rmw,
        print=print_generic_atomic_rmw,
        verify=verify_generic_atomic_rmw,
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
