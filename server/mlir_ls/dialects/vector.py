"""The vector dialect: n-D vectors, their shuffles, reductions, masks and memory transfers.

Declarative formats come from upstream's `VectorOps.td`; `vector.contract`,
`vector.transfer_read`/`transfer_write`, `vector.outerproduct` and `vector.mask`
are hand-written upstream and here. Ops not described yet parse tolerantly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.arith import FASTMATH_ATTR
from mlir_ls.dialects.assembly_format.attr_kinds import DialectAttrBody, flags_kind, register_kind
from mlir_ls.dialects.constraints import (
    ANY_MEMREF,
    ANY_VECTOR,
    INDEX,
    SHAPED,
    _c,
    with_builtin_class,
)
from mlir_ls.dialects.memref import is_identity_layout
from mlir_ls.dialects.ods import (
    arg,
    attr,
    match,
    op,
    opt_arg,
    opt_res,
    region,
    res,
    transform,
    var_arg,
    var_res,
)
from mlir_ls.dialects.scf import ensure_yield
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.affine import AffineBinary, AffineConstant, AffineDim, AffineExpr, AffineMap
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    RETURN_LIKE,
    TERMINATOR,
    DialectSpec,
    OpSpec,
    TypeConstraint,
)
from mlir_ls.parser.base import Repeated

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.text.span import Span

COMBINING_KINDS = (
    "add",
    "mul",
    "minui",
    "minsi",
    "minnumf",
    "maxui",
    "maxsi",
    "maxnumf",
    "and",
    "or",
    "xor",
    "maximumf",
    "minimumf",
)
PUNCTUATIONS = ("no_punctuation", "newline", "comma", "open", "close")
ITERATOR_TYPES = ("parallel", "reduction")
_ENUMS = {
    "kind": ("::mlir::vector::CombiningKind", COMBINING_KINDS, "Vector_CombiningKindAttr"),
    "punctuation": (
        "::mlir::vector::PrintPunctuation",
        PUNCTUATIONS,
        "Vector_PrintPunctuation",
    ),
    "iterator_type": (
        "::mlir::vector::IteratorType",
        ITERATOR_TYPES,
        "Vector_IteratorTypeEnum",
    ),
}
register_kind(
    flags_kind(
        "Vector_CombiningKindAttr", "vector", "kind", COMBINING_KINDS, ", ", _ENUMS["kind"][0]
    )
)
register_kind(
    flags_kind(
        "Vector_PrintPunctuation",
        "vector",
        "punctuation",
        PUNCTUATIONS,
        ", ",
        _ENUMS["punctuation"][0],
    )
)
KIND_ADD = at.DialectAttr("vector", "kind", "add")
NEWLINE = at.DialectAttr("vector", "punctuation", "newline")


_RANKED_TENSOR_RESULT = TypeConstraint(
    "ranked tensor of any non-token type values",
    lambda t: t.is_error or isinstance(t, ty.RankedTensorType),
)


def parse_vector_attribute(p: Parser, name: str, body: Span | None) -> at.Attribute | None:
    """`#vector.kind<add>` and `#vector.iterator_type<parallel>` (kept as dialect attributes),
    their case checked as upstream's generated enum parsers do."""
    if name in _ENUMS and body is not None:
        enum_name, cases, attr_def = _ENUMS[name]
        return DialectAttrBody("vector", name, cases, ", ", enum_name, attr_def).parse(p)
    if not name and body is not None:  # `#vector<...>`: the body starts with a mnemonic
        p.expect("<", "expected '<'")
        if p.kind != "bare":
            raise p.fail_token("expected valid keyword")
    return None


def _elem(t: ty.Type) -> ty.Type:
    return t.element_type if isinstance(t, ty.ShapedType) else t


def _num_elements(t: ty.Type) -> int:
    """ShapedType::getNumElements: the product of the dims in `int64_t`, which wraps around
    (`vector<4294967296x4294967296xf32>` has 0 elements upstream)."""
    count = 1
    if isinstance(t, ty.VectorType):
        for d in t.shape or ():
            count = (count * d + 2**63) % 2**64 - 2**63
    return count


# ---- vector.contract ----------------------------------------------------------------------

TRAIT_ATTRS = ("indexing_maps", "iterator_types", "kind")


def _iterator_attr(a: at.Attribute) -> at.Attribute:
    if isinstance(a, at.StringAttr):
        return at.DialectAttr("vector", "iterator_type", a.value)
    return a


def _iterator_string(a: at.Attribute) -> at.Attribute:
    if isinstance(a, at.DialectAttr) and a.name == "iterator_type" and a.body is not None:
        return at.StringAttr(a.body)
    return a


def parse_contract(p: Parser, o: Operation) -> None:
    """trait-dict %lhs `,` %rhs `,` %acc (`,` %masks)? attr-dict `:` t `,` t `into` t"""
    span = p.span
    trait = p.parse_attribute()
    if not isinstance(trait, at.DictionaryAttr):
        raise p.fail("expected dictionary attribute", span)
    for key, value in trait.entries.items():
        if key == "iterator_types" and isinstance(value, at.ArrayAttr):
            for element in value.elements:
                if isinstance(element, at.StringAttr) and element.value not in ITERATOR_TYPES:
                    raise p.custom_error(f"unexpected iterator_type ({element.value})", span)
            value = at.ArrayAttr([_iterator_attr(e) for e in value.elements])
        o.attributes[key] = value
    lhs = p.parse_operand()
    p.expect(",", "expected ','")
    rhs = p.parse_operand()
    p.expect(",", "expected ','")
    acc = p.parse_operand()
    masks = p.parse_optional_operand_list() if p.consume_if(",") else []
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    types = p.parse_type_list_no_parens()
    p.expect_keyword("into", "expected 'into'")
    result = p.parse_type()
    if len(types) != 2:
        raise p.fail(f"expected 2 types, got {len(types)}", span)
    if masks and len(masks) != 2:
        raise p.custom_error("expected zero or exactly 2 vector mask operands", span)
    if "kind" not in o.attributes:
        o.attributes["kind"] = KIND_ADD
    o.operands.append(p.resolve_operand(lhs, types[0]))
    o.operands.append(p.resolve_operand(rhs, types[1]))
    o.operands.append(p.resolve_operand(acc, result))
    o.operands.extend(p.resolve_operands(masks, [None] * len(masks)))  # type: ignore[list-item]
    o.add_result(result)


def print_contract(pr: OpAsmPrinter, o: Operation) -> None:
    merged = _attrs(o)
    trait: dict[str, at.Attribute] = {}
    for key in TRAIT_ATTRS:
        value = merged.get(key)
        if value is None:
            continue
        if key == "iterator_types" and isinstance(value, at.ArrayAttr):
            value = at.ArrayAttr([_iterator_string(e) for e in value.elements])
        trait[key] = value
    pr.write(" ")
    pr.print_attribute(at.DictionaryAttr(trait))
    pr.write(" ")
    pr.print_operands(o.operands[:3])
    pr.print_optional_attr_dict(merged, TRAIT_ATTRS)
    pr.write(" : ")
    pr.print_types([o.operands[0].type, o.operands[1].type])
    pr.write(" into ")
    if o.results:
        pr.print_type(o.results[0].type)


def _attrs(o: Operation) -> dict[str, at.Attribute]:
    merged: dict[str, at.Attribute] = {}
    if isinstance(o.properties, at.DictionaryAttr):
        merged.update(o.properties.entries)
    merged.update(o.attributes)
    return merged


# ---- transfers ----------------------------------------------------------------------------


def _minor_identity(shaped: ty.Type, vector: ty.Type) -> AffineMap | None:
    if not isinstance(shaped, ty.ShapedType) or not isinstance(vector, ty.VectorType):
        return None
    rank = len(shaped.shape or ())
    elem = shaped.element_type
    elem_rank = len(elem.shape or ()) if isinstance(elem, ty.VectorType) else 0
    results = len(vector.shape or ()) - elem_rank
    if results > rank or results < 0:
        return None
    return AffineMap(rank, 0, tuple(AffineDim(rank - results + i) for i in range(results)))


def _is_minor_identity(amap: AffineMap) -> bool:
    n = len(amap.results)
    if amap.num_symbols or n > amap.num_dims:
        return False
    start = amap.num_dims - n
    return all(
        isinstance(r, AffineDim) and r.position == start + i for i, r in enumerate(amap.results)
    )


def _mask_type(vector: ty.Type, amap: AffineMap | None) -> ty.Type | None:
    """inferTransferOpMaskType for permutation maps (None: not inferred here)."""
    if not isinstance(vector, ty.VectorType) or amap is None:
        return None
    if not all(isinstance(r, AffineDim) for r in amap.results):
        return None
    shape = vector.shape or ()
    if len(shape) != len(amap.results):
        return None
    scalable = vector.scalable or (False,) * len(shape)
    order = sorted(range(len(amap.results)), key=lambda i: amap.results[i].position)  # type: ignore[attr-defined]
    return ty.VectorType([shape[i] for i in order], ty.I1, [scalable[i] for i in order])


def _finish_transfer(
    p: Parser, o: Operation, shaped: ty.Type, vector: ty.Type, span: Span
) -> AffineMap | None:
    if not isinstance(shaped, ty.MemRefType | ty.RankedTensorType):
        raise p.custom_error("requires memref or ranked tensor type", span)
    if not isinstance(vector, ty.VectorType):
        raise p.custom_error("requires vector type", span)
    perm = o.attributes.get("permutation_map")
    if perm is None:
        identity = _minor_identity(shaped, vector)
        if identity is None:
            raise p.custom_error(
                "expected a custom permutation_map when rank(source) != rank(destination)", span
            )
        o.attributes["permutation_map"] = at.AffineMapAttr(identity)
        perm = o.attributes["permutation_map"]
    amap = perm.value if isinstance(perm, at.AffineMapAttr) else None
    if amap is not None and "in_bounds" not in o.attributes:
        o.attributes["in_bounds"] = at.ArrayAttr([at.FALSE] * len(amap.results))
    return amap


def _bits(t: ty.Type) -> int | None:
    """DataLayout's default size in bits of a scalar element type (None: not computed here)."""
    if isinstance(t, ty.IntegerType | ty.FloatType):
        return t.width
    if t == ty.INDEX:
        return 64
    return None


def _verify_permutation_map(o: Operation, ctx: VerifyContext, amap: AffineMap) -> None:
    """verifyPermutationMap: each result a dim (used once) or the constant 0."""
    seen: set[int] = set()
    for expr in amap.results:
        if isinstance(expr, AffineConstant) and expr.value == 0:
            continue
        if not isinstance(expr, AffineDim):
            ctx.error(
                o,
                "requires a projected permutation_map (at most one dim or the zero constant "
                "can appear in each result)",
            )
            return
        if expr.position in seen:
            ctx.error(
                o,
                "requires a permutation_map that is a permutation (found one dim used more "
                "than once)",
            )
            return
        seen.add(expr.position)


def _verify_transfer_common(
    o: Operation, ctx: VerifyContext, shaped: ty.Type, vector: ty.VectorType, amap: AffineMap
) -> bool:
    """verifyTransferOp (VectorOps.cpp), in its order of checks."""
    if "masked" in o.attributes:
        ctx.error(o, "masked attribute has been removed. Use in_bounds instead.")
        return False
    if not isinstance(shaped, ty.MemRefType | ty.RankedTensorType):
        ctx.error(o, "requires source to be a memref or ranked tensor type")
        return False
    elem = shaped.element_type
    vshape = vector.shape or ()
    if isinstance(elem, ty.VectorType):
        src_bits, res_bits = _bits(elem.element_type), _bits(vector.element_type)
        eshape = elem.shape or ()
        if src_bits is not None and res_bits is not None and eshape and vshape:
            if (res_bits * vshape[-1]) % (src_bits * eshape[-1]) != 0:
                ctx.error(
                    o,
                    "requires the bitwidth of the minor 1-D vector to be an integral multiple "
                    "of the bitwidth of the minor 1-D vector of the source",
                )
                return False
        if len(eshape) > len(vshape):
            ctx.error(o, "requires source vector element and vector result ranks to match.")
            return False
        if len(amap.results) != len(vshape) - len(eshape):
            ctx.error(
                o,
                "requires a permutation_map with result dims of the same rank as the vector type",
            )
            return False
    else:
        src_bits, res_bits = _bits(elem), _bits(vector.element_type)
        minor = vshape[-1] if vshape else 1
        if src_bits and res_bits is not None and (res_bits * minor) % src_bits != 0:
            ctx.error(
                o,
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of "
                "the bitwidth of the source element type",
            )
            return False
        if len(amap.results) != len(vshape):
            ctx.error(
                o,
                "requires a permutation_map with result dims of the same rank as the vector type",
            )
            return False
    if amap.num_symbols:
        ctx.error(o, "requires permutation_map without symbols")
        return False
    if amap.num_dims != len(shaped.shape or ()):
        ctx.error(
            o,
            "requires a permutation_map with input dims of the same rank as the source type",
        )
        return False
    in_bounds = o.attr("in_bounds")
    if isinstance(in_bounds, at.ArrayAttr) and len(in_bounds.elements) != len(amap.results):
        ctx.error(
            o,
            "expects the in_bounds attr of same rank as permutation_map results: "
            f"{at.AffineMapAttr(amap)} vs inBounds of size: {len(in_bounds.elements)}",
        )
        return False
    return True


def _transfer_parts(
    o: Operation, shaped_index: int
) -> tuple[ty.Type, ty.VectorType, AffineMap, int] | None:
    perm = o.attr("permutation_map")
    sizes = _segments(o)
    if not isinstance(perm, at.AffineMapAttr) or len(o.operands) <= shaped_index:
        return None
    vector = o.results[0].type if shaped_index == 0 and o.results else None
    if shaped_index == 1:
        vector = o.operands[0].type
    if not isinstance(vector, ty.VectorType):
        return None
    return o.operands[shaped_index].type, vector, perm.value, sizes[2 if shaped_index else 1]


def _verify_index_count(o: Operation, ctx: VerifyContext, shaped: ty.Type, n_indices: int) -> bool:
    """Transfer ops: "requires N indices", one index per dimension of the shaped operand."""
    if isinstance(shaped, ty.ShapedType) and shaped.shape is not None:
        if n_indices != len(shaped.shape):
            ctx.error(o, f"requires {len(shaped.shape)} indices")
            return False
    return True


def verify_transfer_read(o: Operation, ctx: VerifyContext) -> None:
    """TransferReadOp::verify: index count, verifyTransferOp, padding, permutation map."""
    parts = _transfer_parts(o, 0)
    if parts is None:
        return
    shaped, vector, amap, n_indices = parts
    if not _verify_index_count(o, ctx, shaped, n_indices):
        return
    if not _verify_transfer_common(o, ctx, shaped, vector, amap):
        return
    sizes = _segments(o)
    padding_index = sizes[0] + sizes[1]
    if padding_index < len(o.operands) and isinstance(shaped, ty.ShapedType):
        padding, elem = o.operands[padding_index].type, shaped.element_type
        if isinstance(elem, ty.VectorType):
            if elem != padding:
                ctx.error(o, "requires source element type and padding type to match.")
                return
        elif padding != elem and not padding.is_error and not elem.is_error:
            ctx.error(o, "requires formal padding and source of the same elemental type")
            return
    _verify_permutation_map(o, ctx, amap)


def verify_transfer_write(o: Operation, ctx: VerifyContext) -> None:
    """TransferWriteOp::verify: index count, no broadcast, verifyTransferOp, permutation map."""
    parts = _transfer_parts(o, 1)
    if parts is None:
        return
    shaped, vector, amap, n_indices = parts
    if not _verify_index_count(o, ctx, shaped, n_indices):
        return
    if any(isinstance(e, AffineConstant) and e.value == 0 for e in amap.results):
        ctx.error(o, "should not have broadcast dimensions")
        return
    if not _verify_transfer_common(o, ctx, shaped, vector, amap):
        return
    _verify_permutation_map(o, ctx, amap)


def _check_transfer_mask(
    p: Parser,
    shaped: ty.Type,
    vector: ty.Type,
    amap: AffineMap | None,
    at_mask: Span,
    at_types: Span,
) -> None:
    """The transfer parsers' checks of a written mask (before inferring its type)."""
    if isinstance(shaped, ty.ShapedType) and isinstance(shaped.element_type, ty.VectorType):
        raise p.custom_error("does not support masks with vector element type", at_mask)
    if (
        isinstance(vector, ty.VectorType)
        and amap is not None
        and len(vector.shape or ()) != len(amap.results)
    ):
        raise p.custom_error(
            "expected the same rank for the vector and the results of the permutation map",
            at_types,
        )


def parse_transfer_read(p: Parser, o: Operation) -> None:
    """%src `[` indices `]` `,` %pad (`,` %mask)? attr-dict `:` shaped `,` vector"""
    source = p.parse_operand()
    indices = p.parse_operand_list("[")
    p.expect(",", "expected ','")
    padding = p.parse_operand()
    mask = p.parse_operand() if p.consume_if(",") else None
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    span = p.span
    types = p.parse_type_list_no_parens()
    if len(types) != 2:
        raise p.custom_error("requires two types", span)
    shaped, vector = types
    perm = _finish_transfer(p, o, shaped, vector, span)
    o.operands.append(p.resolve_operand(source, shaped))
    o.operands.extend(p.resolve_operands(indices, [ty.INDEX] * len(indices)))
    o.operands.append(p.resolve_operand(padding, _elem(shaped)))
    if mask is not None:
        _check_transfer_mask(p, shaped, vector, perm, mask.span, span)
        o.operands.append(p.resolve_operand(mask, _mask_type(vector, perm)))
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32, [1, len(indices), 1, int(mask is not None)]
    )
    o.add_result(vector)


def parse_transfer_write(p: Parser, o: Operation) -> None:
    """%v `,` %dst `[` indices `]` (`,` %mask)? attr-dict `:` vector `,` shaped"""
    value = p.parse_operand()
    p.expect(",", "expected ','")
    source = p.parse_operand()
    indices = p.parse_operand_list("[")
    mask = p.parse_operand() if p.consume_if(",") else None
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    span = p.span
    types = p.parse_type_list_no_parens()
    if len(types) != 2:
        raise p.custom_error("requires two types", span)
    vector, shaped = types
    perm = _finish_transfer(p, o, shaped, vector, span)
    o.operands.append(p.resolve_operand(value, vector))
    o.operands.append(p.resolve_operand(source, shaped))
    o.operands.extend(p.resolve_operands(indices, [ty.INDEX] * len(indices)))
    if mask is not None:
        _check_transfer_mask(p, shaped, vector, perm, mask.span, span)
        o.operands.append(p.resolve_operand(mask, _mask_type(vector, perm)))
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32, [1, 1, len(indices), int(mask is not None)]
    )
    if isinstance(shaped, ty.RankedTensorType):
        o.add_result(shaped)


def _segments(o: Operation) -> list[int]:
    sizes = o.attr("operandSegmentSizes")
    if isinstance(sizes, at.DenseArrayAttr) and len(sizes.values) == 4:
        return [int(v) for v in sizes.values]
    return [1, 1, max(0, len(o.operands) - 2), 0]


def _print_transfer_attrs(pr: OpAsmPrinter, o: Operation) -> None:
    merged = _attrs(o)
    elided = ["operandSegmentSizes"]
    perm = merged.get("permutation_map")
    if isinstance(perm, at.AffineMapAttr) and _is_minor_identity(perm.value):
        elided.append("permutation_map")
    in_bounds = merged.get("in_bounds")
    if isinstance(in_bounds, at.ArrayAttr) and not any(e == at.TRUE for e in in_bounds.elements):
        elided.append("in_bounds")
    pr.print_optional_attr_dict(merged, elided)


def print_transfer_read(pr: OpAsmPrinter, o: Operation) -> None:
    _, n, _, has_mask = _segments(o)
    pr.write(" ")
    pr.print_operand(o.operands[0])
    pr.write("[")
    pr.print_operands(o.operands[1 : 1 + n])
    pr.write("], ")
    pr.print_operand(o.operands[1 + n])
    if has_mask:
        pr.write(", ")
        pr.print_operand(o.operands[2 + n])
    _print_transfer_attrs(pr, o)
    pr.write(" : ")
    pr.print_type(o.operands[0].type)
    pr.write(", ")
    if o.results:
        pr.print_type(o.results[0].type)


def print_transfer_write(pr: OpAsmPrinter, o: Operation) -> None:
    _, _, n, has_mask = _segments(o)
    pr.write(" ")
    pr.print_operand(o.operands[0])
    pr.write(", ")
    pr.print_operand(o.operands[1])
    pr.write("[")
    pr.print_operands(o.operands[2 : 2 + n])
    pr.write("]")
    if has_mask:
        pr.write(", ")
        pr.print_operand(o.operands[2 + n])
    _print_transfer_attrs(pr, o)
    pr.write(" : ")
    pr.print_type(o.operands[0].type)
    pr.write(", ")
    pr.print_type(o.operands[1].type)


# ---- vector.outerproduct ------------------------------------------------------------------


def parse_outerproduct(p: Parser, o: Operation) -> None:
    """%lhs `,` %rhs (`,` %acc)? attr-dict `:` type `,` type"""
    span = p.span
    operands = p.parse_optional_operand_list()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    lhs_t = p.parse_type()
    p.expect(",", "expected ','")
    rhs_t = p.parse_type()
    if len(operands) < 2:
        raise p.custom_error("expected at least 2 operands", span)
    if not isinstance(lhs_t, ty.VectorType):
        raise p.custom_error("expected vector type for operand #1", span)
    lhs_shape = lhs_t.shape or (1,)
    lhs_scalable = lhs_t.scalable or (False,)
    result: ty.Type
    if isinstance(rhs_t, ty.VectorType):
        rhs_shape = rhs_t.shape or (1,)
        rhs_scalable = rhs_t.scalable or (False,)
        result = ty.VectorType(
            [lhs_shape[0], rhs_shape[0]], lhs_t.element_type, [lhs_scalable[0], rhs_scalable[0]]
        )
    else:
        result = ty.VectorType([lhs_shape[0]], lhs_t.element_type, [lhs_scalable[0]])
    o.operands.append(p.resolve_operand(operands[0], lhs_t))
    o.operands.append(p.resolve_operand(operands[1], rhs_t))
    if len(operands) > 2:
        o.operands.append(p.resolve_operand(operands[2], result))
    o.add_result(result)


def print_outerproduct(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operands(o.operands)
    if len(o.operands) > 2:
        # Upstream prints every attribute (the stored default `kind` too), only with an acc.
        attrs = {"kind": KIND_ADD, **_attrs(o)}
        pr.print_optional_attr_dict(attrs)
    pr.write(" : ")
    pr.print_types([o.operands[0].type, o.operands[1].type])


# ---- vector.mask --------------------------------------------------------------------------


def parse_mask(p: Parser, o: Operation) -> None:
    """%mask (`,` %passthru)? region attr-dict `:` mask-type (`->` types)?"""
    mask = p.parse_operand()
    passthru = p.parse_operand() if p.consume_if(",") else None
    body = o.add_region()
    p.parse_region(body, [], False)
    block = body.blocks[-1] if body.blocks else None
    count = len(block.operations) if block is not None else 0
    ensure_yield(p, body, "vector.yield")
    if block is not None and count == 1 and len(block.operations) == 2:
        # MaskOp::ensureTerminator: the implicit yield returns the masked op's results.
        block.operations[1].operands.extend(block.operations[0].results)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    mask_t = p.parse_type()
    results = p.parse_optional_arrow_type_list()
    o.operands.append(p.resolve_operand(mask, mask_t))
    if passthru is not None:
        if not results:
            raise p.fail("expects a result if passthru operand is provided", p.op_name_span_for(o))
        o.operands.append(p.resolve_operand(passthru, results[0]))
    for t in results:
        o.add_result(t)


def print_mask(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operands(o.operands)
    pr.write(" { ")
    block = o.regions[0].blocks[0] if o.regions and o.regions[0].blocks else None
    if block is not None and block.operations:
        first = block.operations[0]
        if first.spec is not None and first.spec.print is not None:
            pr.write(first.name)
            first.spec.print(pr, first)
    pr.write(" }")
    pr.print_optional_attr_dict(_attrs(o))
    pr.write(" : ")
    pr.print_type(o.operands[0].type)
    if o.results:
        pr.write(" -> ")
        types = [r.type for r in o.results]
        if len(types) == 1:
            pr.print_type(types[0])
        else:
            pr.write("(")
            pr.print_types(types)
            pr.write(")")


# ---- vector.from_elements -----------------------------------------------------------------


def parse_from_elements(p: Parser, o: Operation) -> None:
    """$elements attr-dict `:` type($result) (elements typed by the result's element type)"""
    elements = p.parse_optional_operand_list()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    result = p.parse_type()
    # TypesMatchWith gives one type per element of the result (resolveOperands counts)
    count = _num_elements(result) if isinstance(result, ty.VectorType) else len(elements)
    if elements and count != len(elements):
        raise p.count_mismatch(len(elements), count, elements[0].span)
    o.operands.extend(p.resolve_operands(elements, [_elem(result)] * len(elements)))
    o.add_result(result)


def print_from_elements(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operands(o.operands)
    pr.print_optional_attr_dict(_attrs(o))
    pr.write(" : ")
    if o.results:
        pr.print_type(o.results[0].type)


# ---- dialect ------------------------------------------------------------------------------


def _vector_elem(t: ty.Type) -> ty.Type:
    return t.element_type if isinstance(t, ty.VectorType) else ty.ERROR_TYPE


def _same(t: ty.Type) -> ty.Type:
    return t


def _double_last(t: ty.Type) -> ty.Type:
    if not isinstance(t, ty.VectorType):
        return ty.ERROR_TYPE
    shape = list(t.shape or ())
    if not shape:
        return ty.VectorType([2], t.element_type)
    shape[-1] *= 2
    return ty.VectorType(shape, t.element_type, t.scalable)


def _halve_last(t: ty.Type) -> ty.Type:
    if not isinstance(t, ty.VectorType) or not t.shape:
        return ty.ERROR_TYPE
    shape = list(t.shape)
    shape[-1] //= 2
    return ty.VectorType(shape, t.element_type, t.scalable)


# ---- verifiers --------------------------------------------------------------------------------


def _last_dim_stride(m: ty.MemRefType) -> int | None:
    """The most minor stride of a memref layout when known (None: not computed)."""
    layout = m.layout
    if layout is None:
        return 1
    if isinstance(layout, at.StridedLayoutAttr):
        return layout.strides[-1] if layout.strides else 1
    if isinstance(layout, at.AffineMapAttr):
        amap = layout.value
        if amap.is_identity:
            return 1
        if len(amap.results) != 1 or amap.num_symbols or not amap.num_dims:
            return None
        expr = amap.results[0]
        if not expr.is_pure_affine() or _has_div(expr):
            return None
        base = _eval_linear(expr, [0] * amap.num_dims)
        unit = _eval_linear(expr, [0] * (amap.num_dims - 1) + [1])
        if base is None or unit is None:
            return None
        return unit - base
    return None


def _has_div(expr: AffineExpr) -> bool:
    if isinstance(expr, AffineBinary):
        return expr.op in ("floordiv", "ceildiv", "mod") or _has_div(expr.lhs) or _has_div(expr.rhs)
    return False


def _eval_linear(expr: AffineExpr, dims: list[int]) -> int | None:
    if isinstance(expr, AffineDim):
        return dims[expr.position] if expr.position < len(dims) else None
    if isinstance(expr, AffineConstant):
        return expr.value
    if isinstance(expr, AffineBinary) and expr.op in ("+", "*"):
        lhs, rhs = _eval_linear(expr.lhs, dims), _eval_linear(expr.rhs, dims)
        if lhs is None or rhs is None:
            return None
        return lhs + rhs if expr.op == "+" else lhs * rhs
    return None


def _unit_minor_stride(
    o: Operation, ctx: VerifyContext, memref: ty.MemRefType, vector: ty.VectorType
) -> bool:
    """verifyLoadStoreMemRefLayout: a vector access needs a unit most minor stride."""
    if not any(vector.scalable or ()) and (not vector.shape or _num_elements(vector) == 1):
        return True
    stride = _last_dim_stride(memref)
    if stride is not None and stride != 1:
        ctx.error(o, "most minor memref dim must have unit stride")
        return False
    return True


# ---- broadcast, outerproduct, casts, reductions, memory access (VectorOps.cpp verifiers) ---


#: VectorOfAnyRankOf<[AnyFloat]>.
FLOAT_VECTOR = with_builtin_class(
    _c(
        "vector of floating-point values",
        lambda t: isinstance(t, ty.VectorType) and isinstance(t.element_type, ty.FloatType),
    ),
    "vector",
    ty.VectorType,
)
#: StaticShapeMemRefOf<[AnyType]>.
STATIC_MEMREF = _c(
    "statically shaped memref of any non-token type values",
    lambda t: (
        isinstance(t, ty.MemRefType)
        and not isinstance(t.element_type, ty.TokenType)
        and ty.DYNAMIC not in (t.shape or ())
    ),
)


def _dim_text(size: int, scalable: bool) -> str:
    return f"[{size}]" if scalable else str(size)


def verify_elements(o: Operation, ctx: VerifyContext) -> None:
    """to_elements/from_elements' PredOpTrait: one scalar of the vector's element type per
    element (a custom form builds them so; the generic form may not)."""
    if o.custom:
        return
    to = o.name == "vector.to_elements"
    vector = _vec((o.operands[0] if to else o.results[0]).type) if o.operands or o.results else None
    if vector is None:
        return
    scalars = [r.type for r in o.results] if to else [v.type for v in o.operands]
    if any(t.is_error for t in scalars):
        return
    # (compared without building a list of one type per element: its size is the type's)
    if len(scalars) != _num_elements(vector) or any(t != vector.element_type for t in scalars):
        name = "source" if to else "dest"
        ctx.error(
            o,
            f"failed to verify that shaped type '{name}' matches 'elements' element count and "
            "types",
        )


def verify_broadcast(o: Operation, ctx: VerifyContext) -> None:
    """BroadcastOp::verify through isBroadcastableTo: an element type broadcasts; a vector
    source of no higher rank must match the trailing dims (or be 1, not scalable)."""
    if not o.operands or not o.results:
        return
    src, dst = o.operands[0].type, _vec(o.results[0].type)
    if dst is None or src.is_error:
        return
    if not isinstance(src, ty.ShapedType):
        return  # a vector element (integer, index, float, pointer...) broadcasts
    source = _vec(src)
    if source is None:
        ctx.error(o, "source type is not a vector")
        return
    s_shape, d_shape = source.shape or (), dst.shape or ()
    if len(s_shape) > len(d_shape):
        ctx.error(o, "source rank higher than destination rank")
        return
    lead = len(d_shape) - len(s_shape)
    s_scal, d_scal = _scalable(source), _scalable(dst)
    for i, size in enumerate(s_shape):
        d_size, s_flag, d_flag = d_shape[lead + i], s_scal[i], d_scal[lead + i]
        if (
            (size != 1 and size != d_size)
            or (size == 1 and s_flag and d_size != 1)
            or (s_flag != d_flag and size != 1)
        ):
            ctx.error(
                o,
                f"dimension mismatch ({_dim_text(size, s_flag)} vs. {_dim_text(d_size, d_flag)})",
            )
            return


def verify_outerproduct(o: Operation, ctx: VerifyContext) -> None:
    """The element-type PredOpTraits, then OuterProductOp::verify."""
    if len(o.operands) < 2 or not o.results:
        return
    lhs, rhs_type, result = _vec(o.operands[0].type), o.operands[1].type, _vec(o.results[0].type)
    if lhs is None or result is None or rhs_type.is_error:
        return
    for side, t in (("lhs", lhs), ("rhs", rhs_type)):
        if _elem(t) != result.element_type:
            ctx.error(o, f"failed to verify that {side} operand and result have same element type")
            return
    rhs = _vec(rhs_type)
    acc = _vec(o.operands[2].type) if len(o.operands) > 2 else None
    l_shape, r_shape = lhs.shape or (), result.shape or ()
    if len(l_shape) != 1:
        ctx.error(o, "expected 1-d vector for operand #1")
        return
    if rhs is not None:
        if len(rhs.shape or ()) != 1:
            ctx.error(o, "expected 1-d vector for operand #2")
            return
        if len(r_shape) != 2:
            ctx.error(o, "expected 2-d vector result")
            return
        if l_shape[0] != r_shape[0]:
            ctx.error(o, "expected #1 operand dim to match result dim #1")
            return
        if (rhs.shape or ())[0] != r_shape[1]:
            ctx.error(o, "expected #2 operand dim to match result dim #2")
            return
    else:
        if len(r_shape) != 1:
            ctx.error(o, "expected 1-d vector result")
            return
        if l_shape[0] != r_shape[0]:
            ctx.error(o, "expected #1 operand dim to match result dim #1")
            return
    if acc is not None and acc != result:
        ctx.error(o, "expected operand #3 of same type as result type")


def _element_types_match(
    o: Operation, ctx: VerifyContext, first: ty.Type, second: ty.Type, names: tuple[str, str]
) -> bool:
    """verifyElementTypesMatch: "<a> element type ('x') does not match <b> element type"."""
    a, b = _elem(first), _elem(second)
    if a.is_error or b.is_error or a == b:
        return True
    ctx.error(
        o,
        f"{names[0]} element type ('{a}') does not match {names[1]} element type ('{b}')",
    )
    return False


def verify_shape_cast(o: Operation, ctx: VerifyContext) -> None:
    """ShapeCastOp::verify: element type, element count, number of scalable dims."""
    if not o.operands or not o.results:
        return
    src, res = _vec(o.operands[0].type), _vec(o.results[0].type)
    if src is None or res is None:
        return
    if not _element_types_match(o, ctx, src, res, ("source", "result")):
        return
    n_src, n_res = _num_elements(src), _num_elements(res)
    if n_src != n_res:
        ctx.error(
            o,
            f"has different number of elements at source ({n_src}) and result ({n_res})",
        )
        return
    k_src, k_res = sum(_scalable(src)), sum(_scalable(res))
    if k_src != k_res:
        ctx.error(
            o,
            f"has different number of scalable dims at source ({k_src}) and result ({k_res})",
        )


def verify_bitcast(o: Operation, ctx: VerifyContext) -> None:
    """AllRanksMatch (a PredOpTrait), then BitCastOp::verify."""
    if not o.operands or not o.results:
        return
    src, res = _vec(o.operands[0].type), _vec(o.results[0].type)
    if src is None or res is None:
        return
    s_shape, r_shape = src.shape or (), res.shape or ()
    if len(s_shape) != len(r_shape):
        ctx.error(o, "failed to verify that all of {source, result} have same rank")
        return
    for i in range(len(s_shape) - 1):
        if s_shape[i] != r_shape[i]:
            ctx.error(o, f"dimension size mismatch at: {i}")
            return
    a, b = _bits(src.element_type), _bits(res.element_type)
    if a is None or b is None:
        return
    if not s_shape:
        if a != b:
            ctx.error(o, "source/result bitwidth of the 0-D vector element types must be equal")
    elif a * s_shape[-1] != b * r_shape[-1]:
        ctx.error(o, "source/result bitwidth of the minor 1-D vectors must be equal")


def _reduction_types(o: Operation, ctx: VerifyContext) -> tuple[ty.VectorType, ty.Type] | None:
    """(source, result) of a reduction, after the PredOpTrait "source operand and result
    have same element type" (reported: None)."""
    if not o.operands or not o.results:
        return None
    src, dest = _vec(o.operands[0].type), o.results[0].type
    if src is None or dest.is_error:
        return None
    if _elem(dest) != src.element_type:
        ctx.error(o, "failed to verify that source operand and result have same element type")
        return None
    return src, dest


def verify_reduction(o: Operation, ctx: VerifyContext) -> None:
    """The PredOpTraits (source and result element types; dest and acc types), then
    ReductionOp::verify (rank)."""
    types = _reduction_types(o, ctx)
    if types is None:
        return
    src, dest = types
    if len(o.operands) > 1 and not o.operands[1].type.is_error and o.operands[1].type != dest:
        ctx.error(o, "failed to verify that dest and acc have the same type")
        return
    rank = len(src.shape or ())
    if rank > 1:
        ctx.error(o, f"unsupported reduction rank: {rank}")


def verify_multi_reduction(o: Operation, ctx: VerifyContext) -> None:
    """The PredOpTrait "source operand and result have same element type" (after
    AllTypesMatch<dest, acc>), then MultiDimReductionOp::verify: the result is the source
    with the reduced dimensions dropped (their scalable flags with them), the bare element
    type when every dimension is reduced."""
    types = _reduction_types(o, ctx)
    if types is None:
        return
    src, dest = types
    dims = _dense(o, "reduction_dims")
    if dims is None or src.shape is None:
        return
    kept = [i for i in range(len(src.shape)) if i not in dims]
    scalable = _scalable(src)
    inferred: ty.Type = src.element_type
    if kept:
        inferred = ty.VectorType(
            [src.shape[i] for i in kept], src.element_type, [scalable[i] for i in kept]
        )
    if dest != inferred:
        ctx.error(o, f"destination type '{dest}' is incompatible with source type '{src}'")


def _canonical_identity(t: ty.MemRefType) -> bool:
    """Whether `canonicalizeStridedLayout(t)` has an identity layout: `is_identity_layout`,
    or a strided layout of offset 0 whose strides are the contiguous row-major ones of a
    static shape."""
    if is_identity_layout(t):
        return True
    layout, shape = t.layout, t.shape or ()
    if not isinstance(layout, at.StridedLayoutAttr) or layout.offset != 0:
        return False
    if any(d == ty.DYNAMIC for d in shape[1:]):
        return False
    expected, size = [], 1
    for dim in reversed(shape):
        expected.append(size)
        size *= dim
    return tuple(layout.strides) == tuple(reversed(expected))


def verify_type_cast(o: Operation, ctx: VerifyContext) -> None:
    """TypeCastOp::verify (layouts identity, one memory space; shapes and scalar checked
    only as far as mlir-ls models them)."""
    if not o.operands or not o.results:
        return
    src, res = o.operands[0].type, o.results[0].type
    if not isinstance(src, ty.MemRefType) or not isinstance(res, ty.MemRefType):
        return
    if not _canonical_identity(src):
        ctx.error(o, "expects operand to be a memref with identity layout")
    elif not _canonical_identity(res):
        ctx.error(o, "expects result to be a memref with identity layout")
    elif src.memory_space != res.memory_space:
        ctx.error(o, "expects result in same memory space")
    elif _elem(src.element_type) != _elem(res.element_type):
        ctx.error(o, f"expects result and operand with same underlying scalar type: '{res}'")
    elif _concatenated_shape(src) != _concatenated_shape(res):
        ctx.error(o, f"expects concatenated result and operand shapes to be equal: '{res}'")


def _concatenated_shape(t: ty.MemRefType) -> tuple[int, ...]:
    """A memref's shape followed by its vector element's."""
    inner = t.element_type.shape if isinstance(t.element_type, ty.VectorType) else ()
    return (*(t.shape or ()), *(inner or ()))


def verify_vector_load(o: Operation, ctx: VerifyContext) -> None:
    """LoadOp/StoreOp::verify: the layout's unit stride, vector element memrefs, element
    types, one index per memref dimension."""
    store = o.name == "vector.store"
    base = 1 if store else 0
    if len(o.operands) <= base:
        return
    memref = o.operands[base].type
    vector = o.operands[0].type if store else (o.results[0].type if o.results else None)
    if not isinstance(memref, ty.MemRefType) or not isinstance(vector, ty.VectorType):
        return
    if not _unit_minor_stride(o, ctx, memref, vector):
        return
    if len(memref.shape or ()) < len(vector.shape or ()):
        ctx.error(
            o,
            "source memref has lower rank than the vector to store"
            if store
            else "destination memref has lower rank than the result vector",
        )
        return
    what = "valueToStore" if store else "result"
    element = memref.element_type
    if isinstance(element, ty.VectorType):
        if element != vector:
            ctx.error(o, f"base memref and {what} vector types should match")
            return
        element = element.element_type
    if element != vector.element_type:
        ctx.error(o, f"base and {what} element type should match")
        return
    rank = len(memref.shape or ())
    if len(o.operands) - base - 1 != rank:
        ctx.error(o, f"requires {rank} indices")


def verify_masked_access(o: Operation, ctx: VerifyContext) -> None:
    """MaskedLoad/MaskedStore/ExpandLoad/CompressStore::verify."""
    if len(o.operands) < 3:
        return
    # base, indices..., mask, value (pass_thru or the stored vector)
    base, mask, value = o.operands[0].type, o.operands[-2].type, o.operands[-1].type
    load = o.name in ("vector.maskedload", "vector.expandload")
    result = o.results[0].type if load and o.results else value
    if not isinstance(base, ty.MemRefType) or not isinstance(result, ty.VectorType):
        return
    what = "result" if load else "valueToStore"
    if not _element_types_match(o, ctx, base, result, ("base", what)):
        return
    rank = len(base.shape or ())
    if len(o.operands) - 3 != rank:
        ctx.error(o, f"requires {rank} indices")
        return
    if isinstance(mask, ty.VectorType) and (mask.shape or ()) != (result.shape or ()):
        ctx.error(o, f"expected {what} shape to match mask shape")
        return
    if load and value != result:
        ctx.error(o, "expected pass_thru of same type as result type")


def verify_gather_scatter(o: Operation, ctx: VerifyContext) -> None:
    """GatherOp/ScatterOp::verify."""
    if len(o.operands) < 4:
        return
    gather = o.name == "vector.gather"
    base = o.operands[0].type
    index_vec, mask, value = (v.type for v in o.operands[-3:])
    result = o.results[0].type if gather and o.results else value
    if not isinstance(result, ty.VectorType) or base.is_error:
        return
    if not isinstance(base, ty.MemRefType | ty.RankedTensorType):
        ctx.error(o, "requires base to be a memref or ranked tensor type")
        return
    what = "result" if gather else "valueToStore"
    if not _element_types_match(o, ctx, base, result, ("base", what)):
        return
    rank = len(base.shape or ())
    if len(o.operands) - 4 != rank:
        ctx.error(o, f"requires {rank} indices")
        return
    if isinstance(index_vec, ty.VectorType) and index_vec.shape != result.shape:
        ctx.error(o, f"expected {what} dim to match indices dim")
        return
    if isinstance(mask, ty.VectorType) and mask.shape != result.shape:
        ctx.error(o, f"expected {what} dim to match mask dim")
        return
    if gather and value != result:
        ctx.error(o, "expected pass_thru of same type as result type")


#: Combining kinds and the element types they accept (isSupportedCombiningKind).
_INT_KINDS = frozenset({"minui", "minsi", "maxui", "maxsi", "and", "or", "xor"})
_FLOAT_KINDS = frozenset({"minnumf", "maxnumf", "minimumf", "maximumf"})


def verify_scan(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) != 2 or not o.results:
        return
    source, initial = o.operands[0].type, o.operands[1].type
    dim = o.attr("reduction_dim")
    if not isinstance(source, ty.VectorType) or not isinstance(initial, ty.VectorType):
        return
    if not isinstance(dim, at.IntegerAttr):
        return
    rank = len(source.shape or ())
    if dim.value >= rank:
        ctx.error(o, f"reduction dimension {dim.value} has to be less than {rank}")
        return
    initial_rank = len(initial.shape or ())
    if initial_rank != rank - 1:
        ctx.error(o, f"initial value rank {initial_rank} has to be equal to {rank - 1}")
        return
    expected = tuple(d for i, d in enumerate(source.shape or ()) if i != dim.value)
    if tuple(initial.shape or ()) != expected:
        ctx.error(o, "incompatible input/initial value shapes")
        return
    kind = o.attr("kind")
    dest = o.results[0].type
    element = dest.element_type if isinstance(dest, ty.VectorType) else None
    if not isinstance(kind, at.DialectAttr) or kind.body is None or element is None:
        return
    name = kind.body.strip("<> ")
    is_int = isinstance(element, ty.IntegerType | ty.IndexType)
    is_float = isinstance(element, ty.FloatType)
    if name in ("add", "mul"):
        supported = is_int or is_float
    elif name in _INT_KINDS:
        supported = is_int
    elif name in _FLOAT_KINDS:
        supported = is_float
    else:
        return
    if not supported:
        ctx.error(o, f"unsupported reduction type '{element}' for kind '{name}'")


def _iterator_name(a: at.Attribute) -> str | None:
    if isinstance(a, at.StringAttr):
        return a.value
    if isinstance(a, at.DialectAttr) and a.body is not None:
        return a.body.strip("<> ")
    return None


def _dim_positions(amap: AffineMap) -> list[int] | None:
    """The dim of each result of a projected permutation, or None."""
    positions = []
    for expr in amap.results:
        if not isinstance(expr, AffineDim):
            return None
        positions.append(expr.position)
    return positions if len(set(positions)) == len(positions) else None


def verify_contract(o: Operation, ctx: VerifyContext) -> None:
    """ContractionOp::verify (maps, dimension maps and the accumulator/result shape)."""
    if len(o.operands) < 3 or not o.results:
        return
    lhs, rhs = o.operands[0].type, o.operands[1].type
    acc, res = o.operands[2].type, o.results[0].type
    maps_attr, iterators = o.attr("indexing_maps"), o.attr("iterator_types")
    if not isinstance(lhs, ty.VectorType) or not isinstance(rhs, ty.VectorType):
        return
    if lhs.element_type != rhs.element_type:  # a PredOpTrait, before verify()
        ctx.error(o, "failed to verify that lhs and rhs have same element type")
        return
    if not isinstance(maps_attr, at.ArrayAttr) or not isinstance(iterators, at.ArrayAttr):
        return
    maps = [e.value for e in maps_attr.elements if isinstance(e, at.AffineMapAttr)]
    names = [_iterator_name(e) for e in iterators.elements]
    if len(maps) != len(maps_attr.elements) or any(n is None for n in names):
        return
    if len(maps) != 3:
        ctx.error(o, "expected an indexing map for each vector operand")
        return
    positions: list[list[int]] = []
    for index, amap in enumerate(maps):
        if amap.num_symbols:
            ctx.error(o, f"expected indexing map {index} to have no symbols")
            return
        operand = o.operands[index].type
        rank = len(operand.shape or ()) if isinstance(operand, ty.VectorType) else 0
        if amap.num_dims != len(names):
            ctx.error(o, f"expected indexing map {index} to have {len(names)} number of inputs")
            return
        if len(amap.results) != rank:
            ctx.error(o, f"expected indexing map {index} to have {rank} number of outputs")
            return
        dims = _dim_positions(amap)
        if dims is None:
            ctx.error(
                o, f"expected indexing map {index} to be a projected permutation of its inputs"
            )
            return
        positions.append(dims)
    lhs_dims, rhs_dims = positions[0], positions[1]
    contracting = [
        (lhs_dims.index(i), rhs_dims.index(i))
        for i, n in enumerate(names)
        if n == "reduction" and i in lhs_dims and i in rhs_dims
    ]
    batch = [
        (lhs_dims.index(i), rhs_dims.index(i))
        for i, n in enumerate(names)
        if n == "parallel" and i in lhs_dims and i in rhs_dims
    ]
    if not contracting:
        ctx.error(o, "expected at least one contracting dimension pair")
        return
    lhs_shape, rhs_shape = lhs.shape or (), rhs.shape or ()
    for which, pairs in (("contracting", contracting), ("batch", batch)):
        if any(lhs_shape[a] != rhs_shape[b] for a, b in pairs):
            ctx.error(o, f"invalid {which} dimension map")
            return
    lhs_contracting = {a for a, _ in contracting}
    rhs_contracting = {b for _, b in contracting}
    rhs_batch = {b for _, b in batch}
    expected_dims = [d for i, d in enumerate(lhs_shape) if i not in lhs_contracting]
    expected_dims += [
        d for i, d in enumerate(rhs_shape) if i not in rhs_contracting and i not in rhs_batch
    ]
    if not expected_dims:
        if isinstance(res, ty.VectorType) or isinstance(acc, ty.VectorType):
            ctx.error(o, "invalid accumulator/result vector shape")
        return
    if not isinstance(res, ty.VectorType) or not isinstance(acc, ty.VectorType):
        ctx.error(o, "invalid accumulator/result vector shape")
        return
    used = set(lhs_dims) | set(rhs_dims)
    if any(i not in used for i in range(len(names))):
        ctx.error(o, "expected all dimensions to be either a LHS or a RHS dimension")
        return
    extents: dict[int, int] = {}
    for shape, dims in ((lhs_shape, lhs_dims), (rhs_shape, rhs_dims)):
        for size, dim in zip(shape, dims, strict=True):
            extents.setdefault(dim, size)
    expected = ty.VectorType([extents[d] for d in positions[2]], res.element_type, res.scalable)
    if res != expected or acc != expected:
        ctx.error(o, f"invalid accumulator/result vector shape, expected: '{expected}'")


# ---- verifiers of the position / slice / mask ops (VectorOps.cpp) --------------------------

#: ShapedType::kDynamic in a static position list; kPoisonIndex.
_K_DYNAMIC = -(1 << 63)
_POISON = -1


def _dense(o: Operation, name: str) -> list[int] | None:
    value = o.attr(name)
    return [int(v) for v in value.values] if isinstance(value, at.DenseArrayAttr) else None


def _int_array(o: Operation, name: str) -> list[int] | None:
    value = o.attr(name)
    if not isinstance(value, at.ArrayAttr):
        return None
    ints = [e.value for e in value.elements if isinstance(e, at.IntegerAttr)]
    return ints if len(ints) == len(value.elements) else None


def _vec(t: ty.Type) -> ty.VectorType | None:
    return t if isinstance(t, ty.VectorType) else None


def _scalable(t: ty.VectorType) -> tuple[bool, ...]:
    return t.scalable or (False,) * len(t.shape or ())


def _positions_ok(
    o: Operation,
    ctx: VerifyContext,
    static: list[int],
    dims: tuple[int, ...],
    what: str,
) -> bool:
    """The static positions against the vector's dims (isValidPositiveIndexOrPoison)."""
    for index, pos in enumerate(static):
        if pos == _K_DYNAMIC or index >= len(dims):
            continue
        if not (pos == _POISON or 0 <= pos < dims[index]):
            tail = " or poison (-1)" if what == "vector" else ""
            ctx.error(
                o,
                f"expected position attribute #{index + 1} to be a non-negative integer smaller "
                f"than the corresponding {what} dimension{tail}",
            )
            return False
    return True


def _dynamic_markers_ok(o: Operation, ctx: VerifyContext, static: list[int], dynamic: int) -> bool:
    if sum(1 for p in static if p == _K_DYNAMIC) != dynamic:
        ctx.error(
            o,
            "mismatch between dynamic and static positions (kDynamic marker but no "
            "corresponding dynamic position) -- this can only happen due to an incorrect "
            "fold/rewrite",
        )
        return False
    return True


def verify_extract(o: Operation, ctx: VerifyContext) -> None:
    """ExtractOp: the inferred result type (InferTypeOpInterface), then ExtractOp::verify."""
    static = _dense(o, "static_position")
    source = _vec(o.operands[0].type) if o.operands else None
    if static is None or source is None or not o.results:
        return
    shape = source.shape or ()
    result = o.results[0].type
    if len(static) == len(shape):
        inferred: ty.Type = source.element_type
    else:
        n = min(len(static), len(shape))
        inferred = ty.VectorType(shape[n:], source.element_type, _scalable(source)[n:])
    if inferred != result and not result.is_error and not _one_element_of(inferred, result):
        ctx.error(
            o,
            f"inferred type(s) '{inferred}' are incompatible with return type(s) of operation "
            f"'{result}'",
        )
        return
    if isinstance(result, ty.VectorType) and not result.shape:
        ctx.plain_error(o, "expected a scalar instead of a 0-d vector as the result type")
        return
    if not _dynamic_markers_ok(o, ctx, static, len(o.operands) - 1):
        return
    if len(static) > len(shape):
        ctx.error(o, "expected position attribute of rank no greater than vector rank")
        return
    _positions_ok(o, ctx, static, shape, "vector")


def _one_element_of(a: ty.Type, b: ty.Type) -> bool:
    """ExtractOp::isCompatibleReturnTypes: a 1-element vector stands for its scalar."""
    for v, s in ((a, b), (b, a)):
        if isinstance(v, ty.VectorType) and v.shape == (1,) and v.element_type == s:
            return True
    return False


def verify_insert(o: Operation, ctx: VerifyContext) -> None:
    """InsertOp::verify."""
    static = _dense(o, "static_position")
    if static is None or len(o.operands) < 2:
        return
    value, dest = o.operands[0].type, _vec(o.operands[1].type)
    if dest is None:
        return
    source = _vec(value)
    if source is not None and not source.shape:
        ctx.plain_error(o, "expected a scalar instead of a 0-d vector as the source operand")
        return
    if not _dynamic_markers_ok(o, ctx, static, len(o.operands) - 2):
        return
    rank = len(dest.shape or ())
    if len(static) > rank:
        ctx.error(o, "expected position attribute of rank no greater than dest vector rank")
        return
    if source is not None and len(source.shape or ()) + len(static) != rank:
        ctx.error(o, "expected position attribute rank + source rank to match dest vector rank")
        return
    if source is None and len(static) != rank:
        ctx.error(o, "expected position attribute rank to match the dest vector rank")
        return
    _positions_ok(o, ctx, static, dest.shape or (), "dest vector")


def _smaller_than_shape(
    o: Operation, ctx: VerifyContext, values: list[int], shape: tuple[int, ...], name: str
) -> bool:
    if len(values) > len(shape):
        ctx.error(o, f"expected {name} attribute of rank no greater than vector rank")
        return False
    return True


def _confined_to_shape(
    o: Operation,
    ctx: VerifyContext,
    values: list[int],
    shape: tuple[int, ...],
    name: str,
    half_open: bool = True,
    low: int = 0,
) -> bool:
    for index, (value, dim) in enumerate(zip(values, shape, strict=False)):
        high = dim if half_open else dim + 1
        if value < low or value >= high:
            ctx.error(o, f"expected {name} dimension {index} to be confined to [{low}, {high})")
            return False
    return True


def _confined_to_range(
    o: Operation, ctx: VerifyContext, values: list[int], low: int, high: int, name: str
) -> bool:
    """isIntegerArrayAttrConfinedToRange with a closed interval [low, high]."""
    for value in values:
        if value < low or value >= high + 1:
            ctx.error(o, f"expected {name} to be confined to [{low}, {high + 1})")
            return False
    return True


def _sum_confined(
    o: Operation,
    ctx: VerifyContext,
    first: list[int],
    second: list[int],
    shape: tuple[int, ...],
    names: tuple[str, str],
    low: int = 1,
) -> bool:
    for index, (a, b, dim) in enumerate(zip(first, second, shape, strict=False)):
        high = dim + 1
        if a + b < 0 or a + b >= high:
            ctx.error(
                o,
                f"expected sum({names[0]}, {names[1]}) dimension {index} to be confined to "
                f"[{low}, {high})",
            )
            return False
    return True


def verify_extract_strided_slice(o: Operation, ctx: VerifyContext) -> None:
    """ExtractStridedSliceOp::verify."""
    offsets, sizes = _int_array(o, "offsets"), _int_array(o, "sizes")
    strides = _int_array(o, "strides")
    source = _vec(o.operands[0].type) if o.operands else None
    if offsets is None or sizes is None or strides is None or source is None:
        return
    if len(offsets) != len(sizes) or len(offsets) != len(strides):
        ctx.error(o, "expected offsets, sizes and strides attributes of same size")
        return
    shape = source.shape or ()
    if not (
        _smaller_than_shape(o, ctx, offsets, shape, "offsets")
        and _smaller_than_shape(o, ctx, sizes, shape, "sizes")
        and _smaller_than_shape(o, ctx, strides, shape, "strides")
        and _confined_to_shape(o, ctx, offsets, shape, "offsets")
        and _confined_to_shape(o, ctx, sizes, shape, "sizes", half_open=False, low=1)
        and _confined_to_range(o, ctx, strides, 1, 1, "strides")
        and _sum_confined(o, ctx, offsets, sizes, shape, ("offsets", "sizes"))
    ):
        return
    scalable = _scalable(source)
    n = len(sizes)
    inferred = ty.VectorType([*sizes, *shape[n:]], source.element_type, scalable)
    result = o.results[0].type if o.results else None
    if result is not None and result != inferred and not result.is_error:
        ctx.error(o, f"expected result type to be '{inferred}'")
        return
    for index in range(n):
        if scalable[index] and shape[index] != sizes[index]:
            ctx.error(
                o,
                f"expected size at idx={index} to match the corresponding base size from the "
                f"input vector ({sizes[index]} vs {shape[index]})",
            )
            return


def verify_insert_strided_slice(o: Operation, ctx: VerifyContext) -> None:
    """InsertStridedSliceOp::verify."""
    offsets, strides = _int_array(o, "offsets"), _int_array(o, "strides")
    if offsets is None or strides is None or len(o.operands) < 2:
        return
    source, dest = _vec(o.operands[0].type), _vec(o.operands[1].type)
    if source is None or dest is None:
        return
    src_shape, dest_shape = source.shape or (), dest.shape or ()
    if len(offsets) != len(dest_shape):
        ctx.error(o, "expected offsets of same size as destination vector rank")
        return
    if len(strides) != len(src_shape):
        ctx.error(o, "expected strides of same size as source vector rank")
        return
    if len(src_shape) > len(dest_shape):
        ctx.error(o, "expected source rank to be no greater than destination rank")
        return
    as_dest = [0] * (len(dest_shape) - len(src_shape)) + list(src_shape)
    if not (
        _confined_to_shape(o, ctx, offsets, dest_shape, "offsets")
        and _confined_to_range(o, ctx, strides, 1, 1, "strides")
        and _sum_confined(o, ctx, offsets, as_dest, dest_shape, ("offsets", "source vector shape"))
    ):
        return
    diff = len(dest_shape) - len(src_shape)
    src_scalable, dest_scalable = _scalable(source), _scalable(dest)
    for index, size in enumerate(src_shape):
        if src_scalable[index] != dest_scalable[index + diff]:
            ctx.error(o, f"mismatching scalable flags (at source vector idx={index})")
            return
        if src_scalable[index] and size != dest_shape[index + diff]:
            ctx.error(
                o,
                f"expected size at idx={index} to match the corresponding base size from the "
                f"input vector ({size} vs {dest_shape[index + diff]})",
            )
            return


def verify_constant_mask(o: Operation, ctx: VerifyContext) -> None:
    """ConstantMaskOp::verify."""
    sizes = _dense(o, "mask_dim_sizes")
    result = _vec(o.results[0].type) if o.results else None
    if sizes is None or result is None:
        return
    shape = result.shape or ()
    if not shape:
        if len(sizes) != 1:
            ctx.plain_error(o, "array attr must have length 1 for 0-D vectors")
        elif sizes[0] not in (0, 1):
            ctx.plain_error(o, "mask dim size must be either 0 or 1 for 0-D vectors")
        return
    if len(sizes) != len(shape):
        ctx.error(o, "must specify array attr of size equal vector result rank")
        return
    scalable = _scalable(result)
    for index, size in enumerate(sizes):
        if size < 0 or size > shape[index]:
            ctx.error(o, "array attr of size out of bounds of vector result dimension size")
            return
        if scalable[index] and size not in (0, shape[index]):
            ctx.error(o, "only supports 'none set' or 'all set' scalable dimensions")
            return
    if 0 in sizes and any(sizes):
        ctx.error(
            o,
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero "
            "mask dim",
        )


def verify_create_mask(o: Operation, ctx: VerifyContext) -> None:
    """CreateMaskOp::verify."""
    result = _vec(o.results[0].type) if o.results else None
    if result is None:
        return
    rank = len(result.shape or ())
    if rank == 0:
        if len(o.operands) != 1:
            ctx.error(o, "must specify exactly one operand for 0-D create_mask")
    elif len(o.operands) != rank:
        ctx.error(o, "must specify an operand for each result vector dimension")


def verify_shuffle(o: Operation, ctx: VerifyContext) -> None:
    """ShuffleOp::verify."""
    mask = _dense(o, "mask")
    if mask is None or len(o.operands) != 2 or not o.results:
        return
    v1, v2, result = _vec(o.operands[0].type), _vec(o.operands[1].type), _vec(o.results[0].type)
    if v1 is None or v2 is None or result is None:
        return
    for which, name, vector in (("first", "v1", v1), ("second", "v2", v2)):  # PredOpTraits
        if vector.element_type != result.element_type:
            ctx.error(
                o, f"failed to verify that {which} operand {name} and result have same element type"
            )
            return
    s1, s2, sr = v1.shape or (), v2.shape or (), result.shape or ()
    if not ((len(s1) == 0 and len(s2) == 0 and len(sr) == 1) or (len(s1) == len(sr) == len(s2))):
        ctx.error(o, "rank mismatch")
        return
    for r in range(1, len(s1)):
        if not (sr[r] == s1[r] == s2[r]):
            ctx.error(o, "dimension mismatch")
            return
    if not mask:
        ctx.error(o, "invalid mask length")
        return
    if len(mask) != sr[0]:
        ctx.error(o, "mask length mismatch")
        return
    size = (s1[0] if s1 else 1) + (s2[0] if s2 else 1)
    for index, pos in enumerate(mask):
        if not (pos == _POISON or 0 <= pos < size):
            ctx.error(o, f"mask index #{index + 1} out of range")
            return


def verify_transpose(o: Operation, ctx: VerifyContext) -> None:
    """vector::TransposeOp::verify."""
    perm = _dense(o, "permutation")
    source = _vec(o.operands[0].type) if o.operands else None
    result = _vec(o.results[0].type) if o.results else None
    if perm is None or source is None or result is None:
        return
    rank = len(result.shape or ())
    if len(source.shape or ()) != rank:
        ctx.error(o, f"vector result rank mismatch: {rank}")
        return
    if len(perm) != rank:
        ctx.error(o, f"transposition length mismatch: {len(perm)}")
        return
    seen: set[int] = set()
    for index, value in enumerate(perm):
        if value < 0 or value >= rank:
            ctx.error(o, f"transposition index out of range: {value}")
            return
        if value in seen:
            ctx.error(o, f"duplicate position index: {value}")
            return
        seen.add(value)
        if (result.shape or ())[index] != (source.shape or ())[value]:
            ctx.error(o, f"dimension size mismatch at: {value}")
            return


#: Ops with MaskableOpInterface among those mlir-ls describes.
_MASKABLE = frozenset(
    {
        "vector.transfer_read",
        "vector.transfer_write",
        "vector.contract",
        "vector.reduction",
        "vector.multi_reduction",
        "vector.gather",
        "vector.scatter",
    }
)


def verify_mask(o: Operation, ctx: VerifyContext) -> None:
    """MaskOp::verify: the region's structure and terminator, then the masked op's results
    (the region's implicit `vector.yield` is checked here, before the nested ops)."""
    if not o.regions or not o.regions[0].blocks:
        return
    ops = o.regions[0].blocks[0].operations
    if not ops:
        ctx.error(o, "expects a terminator within the mask region")
        return
    if len(ops) > 2:
        ctx.error(o, "expects only one operation to mask")
        return
    terminator = ops[-1]
    if terminator.name != "vector.yield":
        ctx.error(o, "expects a terminator within the mask region")
        return
    if len(terminator.operands) != len(o.results):
        ctx.error(o, "expects number of results to match mask region yielded values")
        return
    if len(ops) == 1 or ops[0].name not in _MASKABLE:
        return
    masked = ops[0]
    if len(masked.results) != len(o.results):
        ctx.error(o, "expects number of results to match maskable operation number of results")
        return
    if [r.type for r in masked.results] != [r.type for r in o.results]:
        ctx.error(
            o,
            "expects all the results from the MaskableOpInterface to match all the values "
            "returned by the terminator",
        )


MEMREF_INDICES = [arg("base", ANY_MEMREF), var_arg("indices", INDEX)]
TRANSFER_ATTRS = [attr("permutation_map", "AffineMapAttr"), attr("in_bounds", "BoolArrayAttr")]
ALIGNMENT = attr("alignment", "I64Attr", optional=True)


def _masked_load(name: str, summary: str) -> OpSpec:
    """vector.maskedload / vector.expandload: one operand list and format."""
    return op(
        name,
        summary,
        "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` "
        "type($mask) `,` type($pass_thru) `into` type($result)",
        operands=[*MEMREF_INDICES, arg("mask", ANY_VECTOR), arg("pass_thru", ANY_VECTOR)],
        results=[res("result", ANY_VECTOR)],
        attrs=[ALIGNMENT],
        verify=verify_masked_access,
    )


def _masked_store(name: str, summary: str) -> OpSpec:
    """vector.maskedstore / vector.compressstore: one operand list and format."""
    return op(
        name,
        summary,
        "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` "
        "type($mask) `,` type($valueToStore)",
        operands=[*MEMREF_INDICES, arg("mask", ANY_VECTOR), arg("valueToStore", ANY_VECTOR)],
        attrs=[ALIGNMENT],
        verify=verify_masked_access,
    )


VECTOR = DialectSpec("vector", "Vectors: n-D shuffles, reductions, masks and transfers.")
VECTOR.parse_attribute = parse_vector_attribute
VECTOR.add(
    op(
        "vector.contract",
        "vector contraction operation",
        operands=[arg("lhs", ANY_VECTOR), arg("rhs", ANY_VECTOR), arg("acc"), var_arg("masks")],
        results=[res("result")],
        attrs=[
            attr("indexing_maps", "AffineMapArrayAttr"),
            attr("iterator_types", "ArrayAttr"),
            attr("kind", "Vector_CombiningKindAttr", default=KIND_ADD),
            FASTMATH_ATTR,
        ],
        traits=["Pure"],
        parse=parse_contract,
        print=print_contract,
        verify=verify_contract,
    ),
    op(
        "vector.reduction",
        "reduction operation",
        "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` "
        "type($vector) `into` type($dest)",
        operands=[arg("vector", ANY_VECTOR), opt_arg("acc")],
        results=[res("dest")],
        attrs=[attr("kind", "Vector_CombiningKindAttr"), FASTMATH_ATTR],
        relations=[transform("dest", "acc", _same)],
        traits=["Pure"],
        verify=verify_reduction,
    ),
    op(
        "vector.multi_reduction",
        "Multi-dimensional reduction operation",
        "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)",
        operands=[arg("source", ANY_VECTOR), arg("acc")],
        results=[res("dest")],
        attrs=[
            attr("kind", "Vector_CombiningKindAttr"),
            attr("reduction_dims", "DenseI64ArrayAttr"),
        ],
        relations=[match("dest", "acc")],
        traits=["Pure"],
        verify=verify_multi_reduction,
        local_verify=True,
    ),
    op(
        "vector.broadcast",
        "broadcast operation",
        "$source attr-dict `:` type($source) `to` type($vector)",
        operands=[arg("source")],
        results=[res("vector", ANY_VECTOR)],
        traits=["Pure"],
        verify=verify_broadcast,
    ),
    op(
        "vector.shuffle",
        "shuffle operation",
        "operands $mask attr-dict `:` type(operands)",
        operands=[arg("v1", ANY_VECTOR), arg("v2", ANY_VECTOR)],
        results=[res("vector", ANY_VECTOR)],
        attrs=[attr("mask", "DenseI64ArrayAttr")],
        infer=lambda o: [
            ty.VectorType(
                [len(o.attr("mask").values), *((o.operands[0].type.shape or ())[1:])],
                _vector_elem(o.operands[0].type),
            )
            if isinstance(o.operands[0].type, ty.VectorType)
            and isinstance(o.attr("mask"), at.DenseArrayAttr)
            else ty.ERROR_TYPE
        ],
        traits=["Pure"],
        verify=verify_shuffle,
    ),
    op(
        "vector.interleave",
        "constructs a vector by interleaving two input vectors",
        "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)",
        operands=[arg("lhs", ANY_VECTOR), arg("rhs", ANY_VECTOR)],
        results=[res("result", ANY_VECTOR)],
        relations=[match("lhs", "rhs")],
        traits=["Pure"],
    ),
    op(
        "vector.deinterleave",
        "constructs two vectors by deinterleaving an input vector",
        "$source attr-dict `:` type($source) `->` type($res1)",
        operands=[arg("source", ANY_VECTOR)],
        results=[res("res1", ANY_VECTOR), res("res2", ANY_VECTOR)],
        relations=[match("res1", "res2")],
        result_names=lambda o: ["res1", "res2"],
        traits=["Pure"],
    ),
    op(
        "vector.extract",
        "extract operation",
        "$vector `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict "
        "`:` type($result) `from` type($vector)",
        operands=[arg("vector", ANY_VECTOR), var_arg("dynamic_position", INDEX)],
        results=[res("result")],
        attrs=[attr("static_position", "DenseI64ArrayAttr")],
        traits=["Pure"],
        verify=verify_extract,
    ),
    op(
        "vector.fma",
        "vector fused multiply-add",
        "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
        operands=[arg("lhs", FLOAT_VECTOR), arg("rhs", FLOAT_VECTOR), arg("acc", FLOAT_VECTOR)],
        results=[res("result", FLOAT_VECTOR)],
        relations=[match("lhs", "rhs", "acc", "result")],
        traits=["Pure"],
    ),
    op(
        "vector.from_elements",
        "operation that defines a vector from scalar elements",
        operands=[var_arg("elements")],
        results=[res("result", ANY_VECTOR)],
        traits=["Pure"],
        parse=parse_from_elements,
        print=print_from_elements,
        verify=verify_elements,
    ),
    op(
        "vector.to_elements",
        "operation that decomposes a vector into all its scalar elements",
        "$source attr-dict `:` type($source)",
        operands=[arg("source", ANY_VECTOR)],
        results=[var_res("elements")],
        infer=lambda o: Repeated(
            _vector_elem(o.operands[0].type), _num_elements(o.operands[0].type)
        ),
        traits=["Pure"],
        verify=verify_elements,
    ),
    op(
        "vector.insert",
        "insert operation",
        "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) "
        "attr-dict `:` type($valueToStore) `into` type($dest)",
        operands=[arg("valueToStore"), arg("dest", ANY_VECTOR), var_arg("dynamic_position", INDEX)],
        results=[res("result", ANY_VECTOR)],
        attrs=[attr("static_position", "DenseI64ArrayAttr")],
        relations=[match("dest", "result")],
        traits=["Pure"],
        verify=verify_insert,
    ),
    op(
        "vector.scalable.insert",
        "insert subvector into scalable vector operation",
        "$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)",
        operands=[arg("valueToStore", ANY_VECTOR), arg("dest", ANY_VECTOR)],
        results=[res("res", ANY_VECTOR)],
        attrs=[attr("pos", "I64Attr")],
        relations=[match("dest", "res")],
        traits=["Pure"],
    ),
    op(
        "vector.scalable.extract",
        "extract subvector from scalable vector operation",
        "$source `[` $pos `]` attr-dict `:` type($res) `from` type($source)",
        operands=[arg("source", ANY_VECTOR)],
        results=[res("res", ANY_VECTOR)],
        attrs=[attr("pos", "I64Attr")],
        traits=["Pure"],
    ),
    op(
        "vector.insert_strided_slice",
        "strided_slice operation",
        "$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)",
        operands=[arg("valueToStore", ANY_VECTOR), arg("dest", ANY_VECTOR)],
        results=[res("res", ANY_VECTOR)],
        attrs=[attr("offsets", "I64ArrayAttr"), attr("strides", "I64ArrayAttr")],
        relations=[match("dest", "res")],
        traits=["Pure"],
        verify=verify_insert_strided_slice,
    ),
    op(
        "vector.outerproduct",
        "vector outerproduct with optional fused add",
        operands=[arg("lhs", ANY_VECTOR), arg("rhs"), opt_arg("acc", ANY_VECTOR)],
        results=[res("result", ANY_VECTOR)],
        attrs=[attr("kind", "Vector_CombiningKindAttr", default=KIND_ADD)],
        traits=["Pure"],
        parse=parse_outerproduct,
        print=print_outerproduct,
        verify=verify_outerproduct,
    ),
    op(
        "vector.extract_strided_slice",
        "extract_strided_slice operation",
        "$vector attr-dict `:` type($vector) `to` type(results)",
        operands=[arg("vector", ANY_VECTOR)],
        results=[res("result", ANY_VECTOR)],
        attrs=[
            attr("offsets", "I64ArrayAttr"),
            attr("sizes", "I64ArrayAttr"),
            attr("strides", "I64ArrayAttr"),
        ],
        traits=["Pure"],
        verify=verify_extract_strided_slice,
    ),
    op(
        "vector.transfer_read",
        "Reads a supervector from memory into an SSA vector value.",
        operands=[
            arg("base", SHAPED),
            var_arg("indices", INDEX),
            arg("padding"),
            opt_arg("mask", ANY_VECTOR),
        ],
        results=[res("vector", ANY_VECTOR)],
        attrs=TRANSFER_ATTRS,
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
        parse=parse_transfer_read,
        print=print_transfer_read,
        verify=verify_transfer_read,
    ),
    op(
        "vector.transfer_write",
        "The vector.transfer_write op writes a supervector to memory.",
        operands=[
            arg("valueToStore", ANY_VECTOR),
            arg("base", SHAPED),
            var_arg("indices", INDEX),
            opt_arg("mask", ANY_VECTOR),
        ],
        results=[opt_res("result", _RANKED_TENSOR_RESULT)],
        attrs=TRANSFER_ATTRS,
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
        parse=parse_transfer_write,
        print=print_transfer_write,
        verify=verify_transfer_write,
    ),
    op(
        "vector.load",
        "reads an n-D slice of memory into an n-D vector",
        "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
        operands=MEMREF_INDICES,
        results=[res("result", ANY_VECTOR)],
        attrs=[attr("nontemporal", "BoolAttr", optional=True), ALIGNMENT],
        verify=verify_vector_load,
    ),
    op(
        "vector.store",
        "writes an n-D vector to an n-D slice of memory",
        "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` "
        "type($valueToStore)",
        operands=[arg("valueToStore", ANY_VECTOR), *MEMREF_INDICES],
        attrs=[attr("nontemporal", "BoolAttr", optional=True), ALIGNMENT],
        verify=verify_vector_load,
    ),
    _masked_load(
        "vector.maskedload", "loads elements from memory into a vector as defined by a mask vector"
    ),
    _masked_store(
        "vector.maskedstore",
        "stores elements from a vector into memory as defined by a mask vector",
    ),
    op(
        "vector.gather",
        "gathers elements from memory or ranked tensor into a vector",
        "$base `[` $indices `]` ` ` `[` $index_vec `]` `,` $mask `,` $pass_thru attr-dict "
        "`:` type($base) `,` type($index_vec) `,` type($mask) `,` type($pass_thru) `into` "
        "type($result)",
        operands=[
            arg("base", SHAPED),
            var_arg("indices", INDEX),
            arg("index_vec", ANY_VECTOR),
            arg("mask", ANY_VECTOR),
            arg("pass_thru", ANY_VECTOR),
        ],
        results=[res("result", ANY_VECTOR)],
        attrs=[ALIGNMENT],
        verify=verify_gather_scatter,
    ),
    op(
        "vector.scatter",
        "scatters elements from a vector into memory or ranked tensor",
        "$base `[` $indices `]` ` ` `[` $index_vec `]` `,` $mask `,` $valueToStore attr-dict "
        "`:` type($base) `,` type($index_vec) `,` type($mask) `,` type($valueToStore) "
        "(`->` type($result)^)?",
        operands=[
            arg("base", SHAPED),
            var_arg("indices", INDEX),
            arg("index_vec", ANY_VECTOR),
            arg("mask", ANY_VECTOR),
            arg("valueToStore", ANY_VECTOR),
        ],
        results=[opt_res("result")],
        attrs=[ALIGNMENT],
        verify=verify_gather_scatter,
    ),
    _masked_load(
        "vector.expandload",
        "reads elements from memory and spreads them into a vector as defined by a mask",
    ),
    _masked_store(
        "vector.compressstore", "writes elements selectively from a vector as defined by a mask"
    ),
    op(
        "vector.shape_cast",
        "shape_cast casts between vector shapes",
        "$source attr-dict `:` type($source) `to` type($result)",
        operands=[arg("source", ANY_VECTOR)],
        results=[res("result", ANY_VECTOR)],
        traits=["Pure"],
        verify=verify_shape_cast,
    ),
    op(
        "vector.bitcast",
        "bitcast casts between vectors",
        "$source attr-dict `:` type($source) `to` type($result)",
        operands=[arg("source", ANY_VECTOR)],
        results=[res("result", ANY_VECTOR)],
        traits=["Pure"],
        verify=verify_bitcast,
    ),
    op(
        "vector.type_cast",
        "type_cast op converts a scalar memref to a vector memref",
        "$memref attr-dict `:` type($memref) `to` type($result)",
        operands=[arg("memref", STATIC_MEMREF)],
        results=[res("result", ANY_MEMREF)],
        traits=["Pure"],
        verify=verify_type_cast,
    ),
    op(
        "vector.constant_mask",
        "creates a constant vector mask",
        "$mask_dim_sizes attr-dict `:` type(results)",
        results=[res("result", ANY_VECTOR)],
        attrs=[attr("mask_dim_sizes", "DenseI64ArrayAttr")],
        traits=["Pure"],
        verify=verify_constant_mask,
    ),
    op(
        "vector.create_mask",
        "creates a vector mask",
        "$operands attr-dict `:` type(results)",
        operands=[var_arg("operands", INDEX)],
        results=[res("result", ANY_VECTOR)],
        traits=["Pure"],
        verify=verify_create_mask,
    ),
    op(
        "vector.mask",
        "Predicates a maskable vector operation",
        operands=[arg("mask", ANY_VECTOR), opt_arg("passthru")],
        results=[var_res("results")],
        regions=[region("maskRegion", single_block=True)],
        traits=["RecursiveMemoryEffects", "NoRegionArguments"],
        parse=parse_mask,
        print=print_mask,
        verify=verify_mask,
    ),
    op(
        "vector.transpose",
        "vector transpose operation",
        "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)",
        operands=[arg("vector", ANY_VECTOR)],
        results=[res("result", ANY_VECTOR)],
        attrs=[attr("permutation", "DenseI64ArrayAttr")],
        traits=["Pure"],
        verify=verify_transpose,
    ),
    op(
        "vector.print",
        "print operation (for testing and debugging)",
        "($source^ `:` type($source))? oilist(`str` $stringLiteral | `punctuation` "
        "$punctuation) attr-dict",
        operands=[opt_arg("source")],
        attrs=[
            attr("punctuation", "Vector_PrintPunctuation", default=NEWLINE),
            attr("stringLiteral", "StrAttr", optional=True),
        ],
    ),
    op(
        "vector.vscale",
        "Load vector scale size",
        "attr-dict",
        results=[res("res", INDEX)],
        traits=["Pure"],
        result_names=lambda o: ["vscale"],
    ),
    op(
        "vector.scan",
        "Scan operation",
        "$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)",
        operands=[arg("source", ANY_VECTOR), arg("initial_value", ANY_VECTOR)],
        results=[res("dest", ANY_VECTOR), res("accumulated_value", ANY_VECTOR)],
        attrs=[
            attr("kind", "Vector_CombiningKindAttr"),
            attr("reduction_dim", "I64Attr"),
            attr("inclusive", "BoolAttr"),
        ],
        relations=[match("source", "dest"), match("initial_value", "accumulated_value")],
        result_names=lambda o: ["dest", "accumulated_value"],
        traits=["Pure"],
        verify=verify_scan,
    ),
    op(
        "vector.step",
        "A linear sequence of values from 0 to N",
        "attr-dict `:` type($result)",
        results=[res("result", ANY_VECTOR)],
        traits=["Pure"],
    ),
    op(
        "vector.yield",
        "Terminates and yields values from vector regions.",
        "attr-dict ($operands^ `:` type($operands))?",
        operands=[var_arg("operands")],
        traits=["Pure", RETURN_LIKE, TERMINATOR],
    ),
)
