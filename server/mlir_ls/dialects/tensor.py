"""The tensor dialect: creating, slicing and reshaping tensor values."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

import mlir_ls.dialects.directives  # noqa: F401  (registers custom<DynamicIndexList>)
from mlir_ls.dialects.common import placeholder_spec, types_match
from mlir_ls.dialects.constraints import ANY_TENSOR, INDEX, RANKED_TENSOR, element_type
from mlir_ls.dialects.directives import DYNAMIC_INDEX, static_values
from mlir_ls.dialects.memref import (
    DIL,
    SLICE,
    SLICE_ATTRS,
    SLICE_OPERANDS,
    rank_reduced_result,
    reassociation,
    slice_bounds_problem,
    static_shape_dim,
    verify_dynamic_count,
    verify_offset_size_stride,
    verify_output_shape,
)
from mlir_ls.dialects.ods import arg, attr, op, region, res, transform, unit, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir.core import Operation, Value
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    RETURN_LIKE,
    TERMINATOR,
    DialectSpec,
    TypeConstraint,
)
from mlir_ls.ir.types import (
    DYNAMIC,
    IndexType,
    IntegerType,
    RankedTensorType,
    ShapedType,
    Type,
    UnrankedTensorType,
)

if TYPE_CHECKING:
    from mlir_ls.ir.spec import VerifyContext

INDICES_TENSOR = TypeConstraint(
    "ranked tensor of signless integer or index values",
    lambda t: (
        t.is_error
        or (
            isinstance(t, RankedTensorType)
            and (
                isinstance(t.element_type, IndexType)
                or (isinstance(t.element_type, IntegerType) and t.element_type.is_signless)
            )
        )
    ),
)
TENSOR_OF_NON_TOKEN = TypeConstraint(
    "tensor of any non-token type values",
    lambda t: t.is_error or isinstance(t, RankedTensorType | UnrankedTensorType),
)
NON_0_RANKED_OR_UNRANKED_TENSOR = TypeConstraint(
    "non-0-ranked or unranked tensor",
    lambda t: (
        t.is_error
        or isinstance(t, UnrankedTensorType)
        or (isinstance(t, RankedTensorType) and t.rank > 0)
    ),
)


def _same(t: Type) -> Type:
    return t


def _gather_dims(
    o: Operation, ctx: VerifyContext, dims: list[int], indices: RankedTensorType, rank: int
) -> bool:
    """verifyGatherOrScatterDims."""
    what = "gather" if o.name == "tensor.gather" else "scatter"
    other = "source" if what == "gather" else "dest"
    problem = None
    if not dims:
        problem = f"{what}_dims must be non-empty"
    elif len(dims) > rank:
        problem = f"{what}_dims overflow {other} rank"
    elif not indices.shape or indices.shape[-1] != len(dims):
        problem = f"{what}_dims length must match the size of last dimension of indices"
    else:
        for v in dims:
            if v < 0:
                problem = f"{what}_dims value must be non-negative"
            elif v >= rank:
                problem = f"{what}_dims value must be smaller than {other} rank"
            if problem:
                break
        if problem is None and any(a >= b for a, b in itertools.pairwise(dims)):
            problem = f"{what}_dims values must be strictly increasing"
    if problem:
        ctx.error(o, problem)
    return problem is None


def gather_result_type(
    source: RankedTensorType, indices: RankedTensorType, dims: list[int], reduced: bool
) -> RankedTensorType:
    shape = list((indices.shape or ())[:-1])
    for i, d in enumerate(source.shape or ()):
        if i in dims:
            if not reduced:
                shape.append(1)
            continue
        shape.append(d)
    return RankedTensorType(shape, source.element_type, source.encoding)


def verify_gather_scatter(o: Operation, ctx: VerifyContext) -> None:
    gather = o.name == "tensor.gather"
    full = _type(o.operands, 0 if gather else 1)
    indices = _type(o.operands, 1 if gather else 2)
    part = _type(o.results) if gather else _type(o.operands, 0)
    types = (full, indices, part)
    if not all(isinstance(t, RankedTensorType) for t in types):
        return
    assert isinstance(full, RankedTensorType) and isinstance(indices, RankedTensorType)
    dims = static_values(o.attr("gather_dims" if gather else "scatter_dims"))
    if not _gather_dims(o, ctx, dims, indices, full.rank):
        return
    if not gather and o.attr("unique") is None:
        ctx.error(o, "requires 'unique' attribute to be set")
        return
    expected = gather_result_type(full, indices, dims, False)
    reduced = gather_result_type(full, indices, dims, True)
    if part not in (expected, reduced):
        what = "result" if gather else "source"
        ctx.error(
            o,
            f"{what} type mismatch: expected '{expected}' or its rank-reduced variant "
            f"'{reduced}' (got: '{part}')",
        )


def _type(values: Sequence[Value], index: int = 0) -> Type | None:
    return values[index].type if len(values) > index else None


def verify_dynamic_sizes(o: Operation, ctx: VerifyContext) -> None:
    """empty, generate, splat: one index operand per `?` in the result type."""
    result = _type(o.results)
    if not isinstance(result, RankedTensorType):
        return
    given = len(o.operands) - (1 if o.name == "tensor.splat" else 0)
    expected = sum(1 for d in result.shape or () if d == DYNAMIC)
    if given != expected:
        ctx.error(o, f"incorrect number of dynamic sizes, has {given}, expected {expected}")
        return
    if o.name == "tensor.generate":
        verify_generate_body(o, ctx, result)


def verify_generate_body(o: Operation, ctx: VerifyContext, result: RankedTensorType) -> None:
    if not o.regions or not o.regions[0].blocks:
        return
    block = o.regions[0].blocks[0]
    if not all(isinstance(a.type, IndexType) for a in block.arguments):
        ctx.plain_error(o, "all body arguments must be index")
        return
    if len(block.arguments) != result.rank:
        ctx.plain_error(o, "must have one body argument per input dimension")
        return
    term = block.terminator
    if term is not None and term.name == "tensor.yield" and term.operands:
        if not types_match(result.element_type, term.operands[0].type):
            ctx.error(
                o, "body must be terminated with a `yield` operation of the tensor element type"
            )


def verify_extract_insert(o: Operation, ctx: VerifyContext) -> None:
    tensor = _type(o.operands, 0 if o.name == "tensor.extract" else 1)
    if not isinstance(tensor, RankedTensorType):
        return
    indices = len(o.operands) - (1 if o.name == "tensor.extract" else 2)
    if indices != tensor.rank:
        suffix = " for extract_element" if o.name == "tensor.extract" else ""
        ctx.error(o, f"incorrect number of indices{suffix}")


def _slice_problem(
    o: Operation, ctx: VerifyContext, expected: RankedTensorType, candidate: RankedTensorType
) -> bool:
    problem = rank_reduced_result(expected, candidate)
    if problem == "rank":
        ctx.plain_error(o, "expected rank to be smaller or equal to the other rank. ")
    elif problem == "size":
        ctx.plain_error(
            o, f"expected type to be '{expected}' or a rank-reduced version. (size mismatch) "
        )
    elif problem == "element":
        ctx.plain_error(o, f"expected element type to be '{expected.element_type}'")
    return problem is None


def verify_slice(o: Operation, ctx: VerifyContext) -> None:
    """extract_slice / insert_slice / parallel_insert_slice: the slice has the sizes' shape."""
    extract = o.name == "tensor.extract_slice"
    full = _type(o.operands, 0 if extract else 1)
    part = _type(o.results) if extract else _type(o.operands, 0)
    if not isinstance(full, RankedTensorType) or not isinstance(part, RankedTensorType):
        return
    rank = full.rank
    if not verify_offset_size_stride(o, ctx, (rank, rank, rank), 1 if extract else 2):
        return
    sizes = [static_shape_dim(s) for s in static_values(o.attr("static_sizes"))]
    expected = RankedTensorType(sizes, full.element_type, full.encoding)
    if not _slice_problem(o, ctx, expected, part):
        return
    bounds = slice_bounds_problem(o, full.shape or ())
    if bounds is not None:
        ctx.plain_error(o, bounds)


def verify_cast(o: Operation, ctx: VerifyContext) -> None:
    a, b = _type(o.operands), _type(o.results)
    if a is None or b is None or a.is_error or b.is_error:
        return
    ok = (
        isinstance(a, ShapedType) and isinstance(b, ShapedType) and a.element_type == b.element_type
    )
    if ok and isinstance(a, RankedTensorType) and isinstance(b, RankedTensorType):
        ok = a.rank == b.rank and all(
            DYNAMIC in (x, y) or x == y for x, y in zip(a.shape or (), b.shape or (), strict=True)
        )
    if not ok:
        ctx.error(o, f"operand type '{a}' and result type '{b}' are cast incompatible")


def verify_tensor_reshape(o: Operation, ctx: VerifyContext) -> None:
    src, result = _type(o.operands), _type(o.results)
    groups = reassociation(o)
    if not isinstance(src, RankedTensorType) or not isinstance(result, RankedTensorType):
        return
    if groups is None:
        return
    if any(not g for g in groups):
        ctx.error(o, "reassociation indices must not be empty")
        return
    expand = o.name == "tensor.expand_shape"
    if expand and not verify_output_shape(o, ctx, result, "dims"):
        return
    if expand and not verify_dynamic_count(o, ctx, result, len(o.operands) - 1):
        return
    big, small = (result, src) if expand else (src, result)
    if big.rank < small.rank:
        ctx.error(
            o,
            f"expected the expanded type, '{big}' to have a higher (or same) rank than the "
            f"collapsed type, '{small}'.",
        )
        return
    if small.rank != len(groups):
        ctx.error(
            o,
            f"expected collapsed rank ({small.rank}) to equal the number of reassociation maps "
            f"({len(groups)}).",
        )
        return
    dims = max((d for g in groups for d in g), default=-1) + 1
    if groups and dims != big.rank:
        ctx.error(
            o,
            f"expected reassociation map #0 to have size equal to the expanded rank "
            f"({big.rank}), but it is  {dims}.",
        )
        return
    following = 0
    for index, group in enumerate(groups):
        for d in group:
            if d != following:
                ctx.error(o, f"expected reassociation map #{index} to be valid and contiguous.")
                return
            following += 1
    expanded = big.shape or ()
    collapsed = small.shape or ()
    for index, group in enumerate(groups):
        sizes = [expanded[d] for d in group]
        if DYNAMIC in sizes:
            if collapsed[index] != DYNAMIC:
                ctx.error(
                    o,
                    f"expected dimension {index} of collapsed type to be dynamic since one or "
                    "more of the corresponding dimensions in the expanded type is dynamic",
                )
                return
            continue
        product = 1
        for s in sizes:
            product *= s
        if collapsed[index] != product:
            ctx.error(
                o,
                f"expected dimension {index} of collapsed type to be static value of {product}",
            )
            return
    inferred = []
    for group in groups:
        sizes = [expanded[d] for d in group]
        product = 1
        for size in sizes:
            product *= size
        inferred.append(DYNAMIC if DYNAMIC in sizes else product)
    want = RankedTensorType(inferred, big.element_type)
    if tuple(inferred) != tuple(collapsed) or big.element_type != small.element_type:
        ctx.error(o, f"expected collapsed type to be '{want}', but got '{small}'")
        return
    if expand:
        static = static_values(o.attr("static_output_shape"))
        for pos, dim in enumerate(result.shape or ()):
            if dim != DYNAMIC and pos < len(static) and dim != static[pos]:
                ctx.error(o, f"invalid output shape provided at pos {pos}")
                return


def verify_from_elements(o: Operation, ctx: VerifyContext) -> None:
    result = _type(o.results)
    if not isinstance(result, RankedTensorType) or not result.has_static_shape:
        return
    if not o.custom:
        # TypesMatchWith: one operand of the element type per element
        # (compared without a list of one type per element: its size is the type's)
        found = [v.type for v in o.operands]
        expected = result.element_type
        if not any(t.is_error for t in found) and (
            len(found) != result.num_elements or any(t != expected for t in found)
        ):
            ctx.error(o, "failed to verify that operand types match result element type")
        return
    if len(o.operands) != result.num_elements:
        # Upstream's parser resolves one operand per element; mlir-ls reports it here.
        ctx.plain_error(
            o,
            "custom op 'tensor.from_elements' number of operands and types do not match: got "
            f"{len(o.operands)} operands and {result.num_elements} types",
        )


def verify_reshape(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) < 2 or not o.results:
        return
    source, shape, result = o.operands[0].type, o.operands[1].type, o.results[0].type
    if not isinstance(source, ShapedType) or not isinstance(result, ShapedType):
        return
    if source.element_type != result.element_type:
        ctx.error(o, "element types of source and destination tensor types should be the same")
        return
    if not isinstance(result, RankedTensorType) or not isinstance(shape, RankedTensorType):
        return
    if (
        isinstance(source, RankedTensorType)
        and source.has_static_shape
        and result.has_static_shape
        and source.num_elements != result.num_elements
    ):
        ctx.error(o, "source and destination tensor should have the same number of elements")
        return
    length = (shape.shape or (DYNAMIC,))[0]
    if length == DYNAMIC:
        ctx.error(
            o,
            "cannot use shape operand with dynamic length to reshape to statically-ranked "
            "tensor type",
        )
    elif length != result.rank:
        ctx.error(o, "length of shape operand differs from the result's tensor rank")


def verify_concat(o: Operation, ctx: VerifyContext) -> None:
    result = _type(o.results)
    if not isinstance(result, RankedTensorType):
        return
    inputs = [v.type for v in o.operands]
    if not inputs:
        ctx.error(o, "requires at least one input")
        return
    if not all(isinstance(t, RankedTensorType) for t in inputs):
        return
    rank = result.rank
    if any(t.rank != rank for t in inputs if isinstance(t, RankedTensorType)):
        ctx.error(o, "rank of concatenated inputs must match result rank")
        return
    if any(t.element_type != result.element_type for t in inputs if isinstance(t, ShapedType)):
        ctx.error(o, "inputs and result element type must match")
        return
    dim_attr = o.attr("dim")
    if not isinstance(dim_attr, at.IntegerAttr):
        return
    dim = dim_attr.value
    if dim >= rank:
        ctx.error(o, "concatenation dim must be less than the tensor rank")
        return
    shapes = [t.shape or () for t in inputs if isinstance(t, ShapedType)]
    sizes: list[int] = []
    for i in range(rank):
        if i == dim:
            total = 0
            for s in shapes:
                total = DYNAMIC if DYNAMIC in (total, s[i]) else total + s[i]
            sizes.append(total)
            continue
        size = DYNAMIC
        for s in shapes:
            if s[i] == DYNAMIC:
                continue
            if size not in (DYNAMIC, s[i]):
                ctx.error(
                    o, f"static concatenation size mismatch along non-concatenated dimension {i}"
                )
                return
            size = s[i]
        sizes.append(size)
    inferred = RankedTensorType(sizes, result.element_type)
    for want, got in zip(sizes, result.shape or (), strict=True):
        if DYNAMIC not in (want, got) and want != got:
            ctx.error(
                o,
                f"result type '{result}'does not match inferred shape '{inferred}' static sizes",
            )
            return


def verify_pad(o: Operation, ctx: VerifyContext) -> None:
    source, result = _type(o.operands), _type(o.results)
    if not isinstance(source, RankedTensorType) or not isinstance(result, RankedTensorType):
        return
    low = static_values(o.attr("static_low"))
    high = static_values(o.attr("static_high"))
    rank = source.rank
    if len(low) != rank or len(high) != rank:
        ctx.plain_error(
            o,
            f"failed to infer expectedType from sourceType '{source}', specified resultType is "
            f"'{result}'",
        )
        return
    shape = [
        DYNAMIC if DYNAMIC_INDEX in (lo, hi) or d == DYNAMIC else d + lo + hi
        for d, lo, hi in zip(source.shape or (), low, high, strict=True)
    ]
    expected = RankedTensorType(shape, source.element_type)
    if result.rank != rank or any(
        got != want and want != DYNAMIC for got, want in zip(result.shape or (), shape, strict=True)
    ):
        ctx.plain_error(
            o, f"specified type '{result}' does not match the inferred type '{expected}'"
        )
        return
    if not o.regions or not o.regions[0].blocks:
        return
    block = o.regions[0].blocks[0]
    if len(block.arguments) != result.rank:
        ctx.plain_error(o, f"expected the block to have {result.rank} arguments")
        return
    for i, a in enumerate(block.arguments):
        if not isinstance(a.type, IndexType) and not a.type.is_error:
            ctx.error(o, f"expected block argument {i + 1} to be an index")
            return
    term = block.terminator
    if term is not None and term.name == "tensor.yield" and term.operands:
        if not types_match(result.element_type, term.operands[0].type):
            ctx.error(o, "expected yield type to match shape element type")


TENSOR = DialectSpec("tensor", "Tensor values: creation, slicing, reshaping.")
# Upstream's other tensor ops parse tolerantly; any other name is "custom op ... is unknown"
# (as upstream, e.g. for `tensor.pack`, which moved to linalg).
TENSOR.add(*(placeholder_spec(f"tensor.{name}") for name in ("bitcast", "cast")))
TENSOR.add(
    op(
        "tensor.empty",
        "Empty tensor operation",
        "`(`$dynamicSizes`)` attr-dict `:` type($result)",
        operands=[var_arg("dynamicSizes", INDEX)],
        results=[res("result", RANKED_TENSOR)],
        traits=["Pure"],
        verify=verify_dynamic_sizes,
        local_verify=True,
    ),
    op(
        "tensor.extract",
        "Element extraction operation",
        "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
        operands=[arg("tensor", RANKED_TENSOR), var_arg("indices", INDEX)],
        results=[res("result")],
        relations=[transform("tensor", "result", element_type)],
        traits=["Pure"],
        verify=verify_extract_insert,
    ),
    op(
        "tensor.insert",
        "Element insertion operation",
        "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
        operands=[arg("scalar"), arg("dest", RANKED_TENSOR), var_arg("indices", INDEX)],
        results=[res("result", RANKED_TENSOR)],
        relations=[
            transform("dest", "scalar", element_type),
            transform("dest", "result", _same),
        ],
        traits=["Pure"],
        verify=verify_extract_insert,
    ),
    op(
        "tensor.dim",
        "Dimension index operation",
        "attr-dict $source `,` $index `:` type($source)",
        operands=[arg("source", NON_0_RANKED_OR_UNRANKED_TENSOR), arg("index", INDEX)],
        results=[res("result", INDEX)],
        traits=["Pure"],
    ),
    op(
        "tensor.rank",
        "Rank operation",
        "$tensor attr-dict `:` type($tensor)",
        operands=[arg("tensor", TENSOR_OF_NON_TOKEN)],
        results=[res("result", INDEX)],
        traits=["Pure"],
    ),
    *(
        op(
            f"tensor.{name}",
            summary,
            "$source attr-dict `:` type($source) `to` type($dest)",
            operands=[arg("source", ANY_TENSOR)],
            results=[res("dest", ANY_TENSOR)],
            traits=["Pure", "CastOpInterface"],
            verify=verify_cast if name == "cast" else None,
        )
        for name, summary in (
            ("cast", "Tensor cast operation"),
            ("bitcast", "Tensor bitcast operation"),
        )
    ),
    op(
        "tensor.extract_slice",
        "Extract slice operation",
        f"$source `` {SLICE} attr-dict `:` type($source) `to` type($result)",
        operands=[arg("source", RANKED_TENSOR), *SLICE_OPERANDS],
        results=[res("result", RANKED_TENSOR)],
        attrs=SLICE_ATTRS,
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "Pure"],
        verify=verify_slice,
    ),
    op(
        "tensor.insert_slice",
        "Insert_slice operation",
        f"$source `into` $dest `` {SLICE} attr-dict `:` type($source) `into` type($dest)",
        operands=[arg("source", RANKED_TENSOR), arg("dest", RANKED_TENSOR), *SLICE_OPERANDS],
        results=[res("result", RANKED_TENSOR)],
        attrs=SLICE_ATTRS,
        relations=[transform("dest", "result", _same)],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "Pure"],
        verify=verify_slice,
    ),
    op(
        "tensor.parallel_insert_slice",
        "Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op",
        f"$source `into` $dest `` {SLICE} attr-dict `:` type($source) `into` type($dest)",
        operands=[arg("source", RANKED_TENSOR), arg("dest", RANKED_TENSOR), *SLICE_OPERANDS],
        attrs=SLICE_ATTRS,
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
        verify=verify_slice,
    ),
    op(
        "tensor.expand_shape",
        "Operation to produce a tensor with a higher rank",
        f"$src $reassociation `output_shape` {DIL}($output_shape, $static_output_shape) "
        "attr-dict `:` type($src) `into` type($result)",
        operands=[arg("src", RANKED_TENSOR), var_arg("output_shape", INDEX)],
        results=[res("result", RANKED_TENSOR)],
        attrs=[attr("reassociation"), attr("static_output_shape", "DenseI64ArrayAttr")],
        traits=["Pure"],
        verify=verify_tensor_reshape,
    ),
    op(
        "tensor.collapse_shape",
        "Operation to produce a tensor with a smaller rank",
        "$src $reassociation attr-dict `:` type($src) `into` type($result)",
        operands=[arg("src", RANKED_TENSOR)],
        results=[res("result", RANKED_TENSOR)],
        attrs=[attr("reassociation")],
        traits=["Pure"],
        verify=verify_tensor_reshape,
    ),
    op(
        "tensor.from_elements",
        "Tensor from elements operation",
        "$elements attr-dict `:` type($result)",
        operands=[var_arg("elements")],
        results=[res("result", RANKED_TENSOR)],
        relations=[transform("result", "elements", element_type)],
        traits=["Pure"],
        verify=verify_from_elements,
    ),
    op(
        "tensor.generate",
        "Creates a dynamically sized tensor from elements",
        "$dynamicExtents $body attr-dict `:` type($result)",
        operands=[var_arg("dynamicExtents", INDEX)],
        results=[res("result", RANKED_TENSOR)],
        regions=[region("body", single_block=True)],
        traits=["RecursiveMemoryEffects"],
        implicit_terminator="tensor.yield",
        verify=verify_dynamic_sizes,
        local_verify=True,
    ),
    op(
        "tensor.yield",
        "Terminator for GenerateOp and PadOp",
        "$value attr-dict `:` type($value)",
        operands=[arg("value")],
        traits=[TERMINATOR, "Pure", RETURN_LIKE],
        parents=["tensor.generate", "tensor.pad"],
    ),
    op(
        "tensor.splat",
        "Tensor splat or broadcast operation",
        "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)",
        operands=[arg("input"), var_arg("dynamicSizes", INDEX)],
        results=[res("aggregate", RANKED_TENSOR)],
        relations=[transform("aggregate", "input", element_type)],
        traits=["Pure"],
        verify=verify_dynamic_sizes,
        local_verify=True,
    ),
    op(
        "tensor.reshape",
        "Tensor reshape operation",
        "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
        operands=[arg("source", ANY_TENSOR), arg("shape")],
        results=[res("result", ANY_TENSOR)],
        traits=["Pure"],
        verify=verify_reshape,
    ),
    op(
        "tensor.concat",
        "Tensor concatenation operation",
        "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)",
        operands=[var_arg("inputs", RANKED_TENSOR)],
        results=[res("result", RANKED_TENSOR)],
        attrs=[attr("dim", "I64Attr")],
        traits=["Pure"],
        verify=verify_concat,
    ),
    op(
        "tensor.gather",
        "Gather a subset of a tensor at specified indices",
        "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? "
        "attr-dict `:` functional-type(operands, results)",
        operands=[arg("source", RANKED_TENSOR), arg("indices", INDICES_TENSOR)],
        results=[res("result", RANKED_TENSOR)],
        attrs=[attr("gather_dims", "DenseI64ArrayAttr"), unit("unique")],
        traits=["Pure"],
        verify=verify_gather_scatter,
    ),
    op(
        "tensor.scatter",
        "Scatter a tensor into a destination tensor at specified indices",
        "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` "
        "(`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
        operands=[
            arg("source", RANKED_TENSOR),
            arg("dest", RANKED_TENSOR),
            arg("indices", INDICES_TENSOR),
        ],
        results=[res("result", RANKED_TENSOR)],
        attrs=[attr("scatter_dims", "DenseI64ArrayAttr"), unit("unique")],
        traits=["Pure"],
        verify=verify_gather_scatter,
    ),
    op(
        "tensor.pad",
        "Tensor pad operation",
        f"$source (`nofold` $nofold^)? `low` `` {DIL}($low, $static_low) `high` `` "
        f"{DIL}($high, $static_high) $region attr-dict `:` type($source) `to` type($result)",
        operands=[arg("source", RANKED_TENSOR), var_arg("low", INDEX), var_arg("high", INDEX)],
        results=[res("result", RANKED_TENSOR)],
        attrs=[
            attr("static_low", "DenseI64ArrayAttr"),
            attr("static_high", "DenseI64ArrayAttr"),
            unit("nofold"),
        ],
        regions=[region("region", single_block=True)],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "Pure"],
        implicit_terminator="tensor.yield",
        verify=verify_pad,
    ),
)
