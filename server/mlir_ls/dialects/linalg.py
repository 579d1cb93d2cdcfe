"""The linalg dialect: `linalg.generic` and the named structured ops.

Every structured op shares one custom form (upstream's `parseCommonStructuredOpParts`
and the named-op parsers):

    linalg.<op> (keyword `=` attribute)* attr-dict? (`ins` `(` operands `:` types `)`)?
                (`outs` `(` operands `:` types `)`)? (keyword `=` attribute)*
                (`(` block-args `)`)? region? (`->` types)? attr-dict?

Named ops carry their region implicitly (it is not written); `linalg.generic`,
`linalg.map` and `linalg.reduce` write it.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING, Any

import mlir_ls.dialects.directives  # noqa: F401  (registers custom<DynamicIndexList>)
from mlir_ls.dialects.assembly_format.attr_kinds import (
    AttrKind,
    DialectAttrBody,
    dense_array,
    enum_kind,
    register_kind,
)
from mlir_ls.dialects.common import placeholder_spec
from mlir_ls.dialects.constraints import INDEX, _c
from mlir_ls.dialects.directives import DYNAMIC_INDEX
from mlir_ls.dialects.linalg_opdsl import UNARY_FNS, named_op, op_indexing_maps
from mlir_ls.dialects.ods import arg, attr, op, opt_arg, opt_res, res, var_arg, var_res
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.affine import AffineBinary, AffineConstant, AffineDim, AffineExpr, AffineMap
from mlir_ls.ir.core import Operation, Region, Value
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    RETURN_LIKE,
    TERMINATOR,
    AttrDef,
    DialectSpec,
    OpSpec,
    RegionDef,
)
from mlir_ls.ir.types import Type
from mlir_ls.parser.base import ParseAbort
from mlir_ls.text import Span

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import Argument, UnresolvedOperand

#: Keywords introducing `keyword = attribute` clauses of structured ops.
_KEYWORD_ATTRS = ("indexing_maps", "iterator_types", "kind", "permutation", "dimensions", "cast")


def _parse_operand_group(p: Parser, keyword: str) -> tuple[list[UnresolvedOperand], list[Type]]:
    p.expect("(", "expected '('")
    if p.consume_if(")"):
        return [], []
    at_operands = p.span  # parseCommonStructuredOpParts: resolveOperands(..., loc, ...)
    names = p.parse_operand_list_no_parens()
    p.expect(":", "expected ':'")
    types = p.parse_type_list_no_parens()
    p.expect(")", "expected ')'")
    if len(names) != len(types):
        raise p.count_mismatch(len(names), len(types), at_operands)
    return names, types


def parse_structured(p: Parser, o: Operation) -> None:
    start = p.span
    ins: list[UnresolvedOperand] = []
    ins_types: list[Type] = []
    outs: list[UnresolvedOperand] = []
    out_types: list[Type] = []
    seen_outs = seen_ins = False
    short: tuple[str, dict[str, at.Attribute]] | None = None
    block_args: list[Argument] | None = None
    region_parsed = False
    while True:
        if (
            p.kind == "bare"
            and p.text in _KEYWORD_ATTRS
            and p.peek_kind() in ("=", "(")
            and (not (seen_ins or seen_outs) or p.text in ("permutation", "dimensions"))
        ):
            name = p.text
            p.advance()
            if p.consume_if("="):
                value_span = p.span
                if name == "kind" and o.name == "linalg.elementwise":
                    o.attributes[name] = _parse_elementwise_kind(p)
                else:
                    o.attributes[name] = p.parse_attribute()
                if name == "kind" and o.name == "linalg.elementwise":
                    _check_elementwise_kind(p, o.attributes[name], value_span)
                if name in _DENSE_KEYWORDS:  # parseDenseI64ArrayAttr: stored as array<i64: ...>
                    o.attributes[name] = _as_dense_i64(o.attributes[name])
            else:
                p.expect("(", "expected '('")
                o.attributes[name] = p.parse_attribute()
                p.expect(")", "expected ')'")
            continue
        if p.kind == "bare" and p.text == "attrs" and p.peek_kind() == "=":
            p.advance()
            p.advance()
            o.attributes.update(p.parse_attr_dict())
            continue
        if p.kind == "bare" and p.text == "ins" and not seen_ins and not seen_outs:
            if o.name == "linalg.contract" and "indexing_maps" not in o.attributes:
                raise p.custom_error("expected 'indexing_maps' attribute")
            p.advance()
            ins, ins_types = _parse_operand_group(p, "ins")
            seen_ins = True
            continue
        if not seen_outs and p.consume_keyword("outs"):
            outs, out_types = _parse_operand_group(p, "outs")
            seen_outs = True
            continue
        if p.kind == "{" and o.name in _SHORT_FORM and not (seen_ins or seen_outs):
            short = _parse_short_form(p)
            continue
        if p.kind == "{" and not seen_outs and not ins:
            trait_span = p.span
            o.attributes.update(p.parse_attr_dict())
            if o.name == "linalg.generic":
                _check_iterator_types(p, o, trait_span)
            continue
        if p.kind == "hash" and not seen_outs and not ins:
            span = p.span
            trait = p.parse_attribute()
            if not isinstance(trait, at.DictionaryAttr):
                raise p.fail("expected attribute dictionary", span)
            o.attributes.update(trait.entries)
            if o.name == "linalg.generic":
                _check_iterator_types(p, o, span)
            continue
        break
    required = _DENSE_CLAUSE.get(o.name)
    if required is not None and required not in o.attributes:
        # parseDstStyleOp: parseDenseI64ArrayAttr's parseKeyword right after ins/outs
        raise p.custom_error(f"expected '{required}'")
    if p.kind == "(" and seen_outs and o.name in _SHORT_FORM:  # MapOp/ReduceOp::parse only
        p.advance()
        block_args = []
        if p.kind != ")":
            while True:
                block_args.append(p.parse_argument(require_type=True))
                if not p.consume_if(","):
                    break
        p.expect(")", "expected ')'")
    region = o.add_region()
    if o.name == "linalg.generic" and p.kind != "{":
        raise p.fail_token("expected '{' to begin a region")
    if p.kind == "{" and (block_args is not None or _region_follows(p)):
        p.parse_region(region, block_args, False)
        region_parsed = True
    result_types: list[Type] = p.parse_optional_arrow_type_list()
    if not region_parsed and p.kind == "{" and _region_follows(p):
        p.parse_region(region, block_args, False)
    if p.kind == "{":
        o.attributes.update(p.parse_attr_dict())
    expected_args = _named_region_arity(o)
    if not region_parsed and expected_args is not None:
        if expected_args != len(ins) + len(outs):
            failure = p.custom_error(
                "[parseNamedStructuredOpRegion] ods-gen generated region expects "
                f"{expected_args} args, got {len(ins) + len(outs)}"
            )
            if o.name == "linalg.elementwise":  # ElementwiseOp::parse adds its own line
                raise p.custom_error("unable to parse elemwise op")
            raise failure
    if ins:
        o.operands.extend(p.resolve_operands(ins, ins_types))
    if outs:
        o.operands.extend(p.resolve_operands(outs, out_types))
    if o.name.split(".", 1)[1] not in _NO_SEGMENTS:
        o.attributes["operandSegmentSizes"] = dense_array(ty.I32, (len(ins), len(outs)))
    _check_region_builder(p, o, start, ins_types, out_types)
    if short is not None and o.operands and not region.blocks:
        _add_payload_body(p, o, region, *short)
    if not result_types and o.name in _IMPLICIT_RESULTS:
        result_types = [t for t in out_types if isinstance(t, ty.RankedTensorType)]
    for t in result_types:
        o.add_result(t)


#: Ops with a short form `{ payload.op attr-dict? }` for a one-op body.
_SHORT_FORM = frozenset({"linalg.map", "linalg.reduce"})


def _parse_short_form(p: Parser) -> tuple[str, dict[str, at.Attribute]]:
    """`{` custom-operation-name attr-dict? `}` (MapOp/ReduceOp::parse)."""
    p.expect("{", "expected '{'")
    if p.kind != "bare":  # parseCustomOperationName
        raise p.fail("expected bare identifier or keyword")
    name = p.text
    p.advance()
    attrs = p.parse_attr_dict() if p.kind == "{" else {}
    p.expect("}", "expected '}'")
    return name, attrs


def _add_payload_body(
    p: Parser, o: Operation, region: Region, name: str, attrs: dict[str, at.Attribute]
) -> None:
    """addBodyWithPayloadOp: one block argument per operand, the payload op, a yield.

    linalg.map applies the payload to the inputs; linalg.reduce to (init, inputs)."""
    block = region.add_block()
    args = [block.add_argument(_element(v.type)) for v in o.operands]
    operands = [args[-1], *args[:-1]] if o.name == "linalg.reduce" else args[:-1]
    payload = Operation(name)
    payload.spec = p.registry.lookup_op(name)
    payload.operands.extend(operands)
    payload.attributes.update(attrs)
    result = payload.add_result(_element(o.operands[-1].type))
    block.append(payload)
    terminator = Operation("linalg.yield")
    terminator.spec = p.registry.lookup_op("linalg.yield")
    terminator.operands.append(result)
    block.append(terminator)


def _payload_op(o: Operation) -> Operation | None:
    """findPayloadOp: the body's one op when the short form can print it."""
    if not o.regions or len(o.regions[0].blocks) != 1:
        return None
    block = o.regions[0].blocks[0]
    if len(block.operations) != 2 or block.operations[1].name != "linalg.yield":
        return None
    payload, terminator = block.operations
    args = block.arguments
    if not payload.operands or len(payload.results) != 1 or not args:
        return None
    if list(terminator.operands) != [payload.results[0]] or payload.regions:
        return None
    expected = [args[-1], *args[:-1]] if o.name == "linalg.reduce" else list(args[:-1])
    return payload if list(payload.operands) == expected else None


def _print_payload(pr: OpAsmPrinter, payload: Operation) -> None:
    """printShortForm: ` { name attr-dict }` (a `none` fastmath flag left out)."""
    pr.write(f" {{ {payload.name}")
    attrs = dict(payload.attributes)
    if isinstance(payload.properties, at.DictionaryAttr):
        attrs = {**payload.properties.entries, **attrs}
    fastmath = attrs.get("fastmath")
    if isinstance(fastmath, at.DialectAttr) and (fastmath.body or "").strip("<> ") == "none":
        del attrs["fastmath"]
    pr.print_optional_attr_dict(attrs)
    pr.write(" }")


def _print_mapper(pr: OpAsmPrinter, o: Operation) -> None:
    """The explicit `(args) {body}` of a map/reduce without a short form, one level
    deeper than the op (MapOp/ReduceOp::print increase the indent around it)."""
    if not o.regions or not o.regions[0].blocks:
        return
    pr.increase_indent()
    pr.print_new_line()
    pr.write("(")
    for i, value in enumerate(o.regions[0].blocks[0].arguments):
        if i:
            pr.write(", ")
        pr.print_region_argument(value)
    pr.write(")")
    pr.print_region(o.regions[0], print_entry_block_args=False)
    pr.decrease_indent()


_UNSIGNED_POOLING = re.compile(r"linalg\.pooling_\w+_(max|min)_unsigned")
#: Named elementwise ops whose body is one BinaryFn of the two inputs.
_BINARY_NAMED = frozenset(
    {"linalg.add", "linalg.sub", "linalg.mul", "linalg.div", "linalg.max", "linalg.min"}
)


def _element(t: Type) -> Type:
    return t.element_type if isinstance(t, ty.ShapedType) else t


def _check_region_builder(
    p: Parser, o: Operation, start: Span, ins_types: list[Type], out_types: list[Type]
) -> None:
    """The type errors upstream's region builders report while parsing a named op."""
    pooling = _UNSIGNED_POOLING.fullmatch(o.name)
    if pooling and out_types:
        element = _element(out_types[0])
        if not element.is_error and not (
            isinstance(element, ty.IntegerType) and element.width != 1
        ):
            raise p.custom_error(
                f"unsupported operation: unsigned {pooling.group(1)} not on uint", start
            )
    if o.name in _BINARY_NAMED and len(ins_types) == 2:
        a, b = _element(ins_types[0]), _element(ins_types[1])
        if a.is_error or b.is_error:
            return
        kinds = [
            "complex"
            if isinstance(t, ty.ComplexType)
            else "float"
            if isinstance(t, ty.FloatType)
            else "int"
            if isinstance(t, ty.IntegerType | ty.IndexType)
            else None
            for t in (a, b)
        ]
        if kinds[0] is None or kinds[0] != kinds[1]:
            raise p.custom_error(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, "
                f"or allInteger, got '{a}' and '{b}'",
                start,
            )


#: linalg::ElementwiseKind, in enum order.
_ELEMENTWISE_KINDS = (
    "exp, log, abs, ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf, sin, "
    "cos, tan, acos, acosh, asin, asinh, atan, atanh, log10, log1p, log2, add, sub, mul, div, "
    "div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf, select"
)


def _parse_elementwise_kind(p: Parser) -> at.Attribute:
    """ElementwiseOp::parse reads `kind = #linalg.elementwise_kind<...>` and adds its own
    error when the attribute does not parse."""
    try:
        return p.parse_attribute()
    except ParseAbort:
        if p.kind == "bare":
            p.advance()
        if p.kind == ">":
            p.advance()
        raise p.custom_error("expected operation 'kind' attribute") from None


def _check_elementwise_kind(p: Parser, value: at.Attribute, span: Span) -> None:
    """`#linalg.elementwise_kind<...>` must name an ElementwiseKind (reported at the name)."""
    if not isinstance(value, at.DialectAttr) or value.name != "elementwise_kind":
        return
    body = (value.body or "").strip("<> ")
    if body in _ELEMENTWISE_KINDS.split(", "):
        return
    offset = p.src.find("<", span.start)
    if offset == -1:
        return
    start = offset + 1
    while start < len(p.src) and p.src[start] == " ":
        start += 1
    raise p.fail(
        f"expected ::mlir::linalg::ElementwiseKind to be one of: {_ELEMENTWISE_KINDS}",
        Span(start, start + len(body)),
    )


_ITERATOR_TYPES = ("parallel", "reduction")


def _check_iterator_types(p: Parser, o: Operation, trait_span: Span) -> None:
    """GenericOp::parse: `iterator_types` is an array of iterator type names, stored as
    `#linalg.iterator_type<name>` enum attributes."""
    iterators = o.attributes.get("iterator_types")
    if not isinstance(iterators, at.ArrayAttr):
        raise p.custom_error('expected "iterator_types" array attribute', trait_span)
    names = tuple(e.value for e in iterators.elements if isinstance(e, at.StringAttr))
    known = _ITERATOR_ARRAYS.get(names) if len(names) == len(iterators.elements) else None
    if known is not None:
        o.attributes["iterator_types"] = known
        return
    converted: list[at.Attribute] = []
    for element in iterators.elements:
        if isinstance(element, at.StringAttr):
            if element.value not in _ITERATOR_TYPES:
                raise p.custom_error(f"unexpected iterator_type ({element.value})")
            element = at.DialectAttr("linalg", "iterator_type", element.value)
        converted.append(element)
    o.attributes["iterator_types"] = array = at.ArrayAttr(converted)
    if len(names) == len(iterators.elements) and len(_ITERATOR_ARRAYS) < 1024:
        _ITERATOR_ARRAYS[names] = array  # every name valid: one object per list of names


#: `iterator_types` arrays of iterator names converted (`_check_iterator_types`), by the
#: names: one object per list, so that caches by object see a file's repeated lists once.
_ITERATOR_ARRAYS: dict[tuple[str, ...], at.ArrayAttr] = {}


#: Block arguments of named ops' implicit regions (inputs + outputs), by op name.
_NAMED_ARITY = {
    "linalg.matmul": 3,
    "linalg.batch_matmul": 3,
    "linalg.batch_reduce_matmul": 3,
    "linalg.matvec": 3,
    "linalg.vecmat": 3,
    "linalg.batch_matvec": 3,
    "linalg.batch_vecmat": 3,
    "linalg.dot": 3,
    "linalg.mmt4d": 3,
    "linalg.fill": 2,
    "linalg.copy": 2,
}
#: ElementwiseKind arity (upstream's ElementwiseArityGroup).
_ELEMENTWISE_UNARY = frozenset(
    {
        *UNARY_FNS,
        "sin",
        "cos",
        "tan",
        "acos",
        "acosh",
        "asin",
        "asinh",
        "atan",
        "atanh",
        "log10",
        "log1p",
        "log2",
    }
)
_ELEMENTWISE_TERNARY = frozenset({"select"})


def _named_region_arity(o: Operation) -> int | None:
    if o.name == "linalg.elementwise":
        kind = o.attributes.get("kind")
        if not isinstance(kind, at.DialectAttr) or kind.body is None:
            return None
        name = kind.body.strip("<> ")
        if name in _ELEMENTWISE_UNARY:
            return 2
        return 4 if name in _ELEMENTWISE_TERNARY else 3
    return _NAMED_ARITY.get(o.name)


#: Ops whose tensor results are not written: they are the types of their tensor `outs`.
_IMPLICIT_RESULTS = frozenset(
    {"linalg.broadcast", "linalg.transpose", "linalg.map", "linalg.reduce"}
)
#: linalg ops with a form of their own (parsed tolerantly until described).
_NOT_STRUCTURED: frozenset[str] = frozenset()


def _region_follows(p: Parser) -> bool:
    """Is the `{` at the cursor a region (a line break, a block label or an op follows)?"""
    nxt = p.peek_kind()
    if nxt in ("caret", "percent", "}"):
        return nxt != "}" or True
    newline = p.src.find("\n", p.end)
    rest = p.src[p.end : newline if newline != -1 else len(p.src)].strip()
    return not rest or rest.startswith("//") or (nxt == "bare" and "." in rest.split(" ", 1)[0])


#: `keyword = [i64, ...]` clauses printed after `outs` (printDenseI64ArrayAttr), by op.
_DENSE_CLAUSE = {
    "linalg.transpose": "permutation",
    "linalg.broadcast": "dimensions",
    "linalg.reduce": "dimensions",
}
_DENSE_KEYWORDS = frozenset(_DENSE_CLAUSE.values())


def _as_dense_i64(value: at.Attribute) -> at.Attribute:
    if isinstance(value, at.ArrayAttr) and all(
        isinstance(e, at.IntegerAttr) for e in value.elements
    ):
        return at.DenseArrayAttr(
            ty.I64, [e.value for e in value.elements if isinstance(e, at.IntegerAttr)]
        )
    return value


#: GenericOp's trait attributes (printed in its leading dictionary).
_GENERIC_TRAIT = frozenset({"doc", "indexing_maps", "iterator_types", "library_call"})
#: Named ops printing ` indexing_maps = [...]` before `ins` (contract always, the
#: others when the maps are not their defaults).
_MAPS_FIRST = frozenset(
    {
        "linalg.matmul",
        "linalg.batch_matmul",
        "linalg.batch_reduce_matmul",
        "linalg.contract",
        "linalg.elementwise",
    }
)


def _default_maps(o: Operation, maps: at.Attribute) -> bool:
    """Are `maps` the op's default indexing maps (so its custom form leaves them out)?"""
    if not isinstance(maps, at.ArrayAttr):
        return False
    given = [e.value if isinstance(e, at.AffineMapAttr) else None for e in maps.elements]
    if o.name == "linalg.elementwise":
        shape = _shape(o.operands[-1].type) if o.operands else None
        if shape is None:
            return False
        rank = len(shape)
        identity = AffineMap(rank, 0, tuple(AffineDim(i) for i in range(rank)))
        return len(given) == len(o.operands) and all(m == identity for m in given)
    defaults = _DEFAULT_MAPS.get(o.name)
    return defaults is not None and tuple(given) == defaults


def _iterator_strings(value: at.Attribute) -> at.Attribute:
    """GenericOp::print spells iterator types as strings."""
    if not isinstance(value, at.ArrayAttr):
        return value
    return at.ArrayAttr(
        [
            at.StringAttr(e.body.strip("<> "))
            if isinstance(e, at.DialectAttr) and e.body is not None
            else e
            for e in value.elements
        ]
    )


#: The trait dictionaries `linalg.generic` prints, by their entries (bounded): the ops of one
#: trait print one attribute object, which the printer's caches know by its id.
_TRAITS: dict[tuple[tuple[str, at.Attribute], ...], at.DictionaryAttr] = {}
_TRAITS_LIMIT = 4096


def _trait(entries: tuple[tuple[str, at.Attribute], ...]) -> at.DictionaryAttr:
    """`{indexing_maps = ..., iterator_types = [...]}` as GenericOp::print spells it."""
    try:
        found = _TRAITS.get(entries)
    except TypeError:  # an unhashable attribute value: not kept
        return _new_trait(entries)
    if found is None:
        found = _new_trait(entries)
        if len(_TRAITS) >= _TRAITS_LIMIT:
            _TRAITS.clear()
        _TRAITS[entries] = found
    return found


def _new_trait(entries: tuple[tuple[str, at.Attribute], ...]) -> at.DictionaryAttr:
    trait = dict(entries)
    if "iterator_types" in trait:
        trait["iterator_types"] = _iterator_strings(trait["iterator_types"])
    return at.DictionaryAttr(trait)


def print_structured(pr: OpAsmPrinter, o: Operation) -> None:
    ins, outs = _segments(o)
    clause = _DENSE_CLAUSE.get(o.name)
    attrs = {
        k: v for k, v in sorted(o.attributes.items()) if k != "operandSegmentSizes" and k != clause
    }
    generic = o.name == "linalg.generic"
    extra: dict[str, at.Attribute] = {}
    if generic:
        entries = tuple([(k, v) for k, v in attrs.items() if k in _GENERIC_TRAIT])
        extra = {k: v for k, v in attrs.items() if k not in _GENERIC_TRAIT}
        pr.write(" ")
        if entries:
            pr.print_attribute(_trait(entries))
    elif o.name in _MAPS_FIRST:
        kind = attrs.pop("kind", None) if o.name == "linalg.elementwise" else None
        if kind is not None:
            pr.write(" kind=")
            pr.print_attribute(kind)
        maps = attrs.pop("indexing_maps", None)
        attrs.pop("linalg.memoized_indexing_maps", None)
        if maps is not None and (o.name == "linalg.contract" or not _default_maps(o, maps)):
            pr.write(" indexing_maps = ")
            pr.print_attribute(maps)
        pr.print_optional_attr_dict(attrs)
    elif o.name in _SHORT_FORM:
        payload = _payload_op(o)
        if payload is not None:
            _print_payload(pr, payload)
    elif clause is None:
        pr.print_optional_attr_dict(attrs)
    for keyword, values in (("ins", ins), ("outs", outs)):
        if values:
            pr.write(f" {keyword}(")
            pr.print_operands(values)
            pr.write(" : ")
            pr.print_types([v.type for v in values])
            pr.write(")")
    if clause is not None:
        values_ = _dense_values(o, clause) or []
        pr.write(f" {clause} = [{', '.join(str(v) for v in values_)}] ")
        pr.print_optional_attr_dict(attrs)
    if o.name == "linalg.map":
        pr.print_optional_attr_dict(attrs)
    if o.name in _SHORT_FORM and _payload_op(o) is None:
        _print_mapper(pr, o)
    if extra:
        pr.write(" attrs = ")
        pr.print_optional_attr_dict(extra)
    if generic and o.regions:
        pr.print_region(o.regions[0])
    if o.results and o.name not in _IMPLICIT_RESULTS:  # printOptionalArrowTypeList
        types = [r.type for r in o.results]
        wrap = len(types) > 1 or isinstance(types[0], ty.FunctionType)
        pr.write(" -> (" if wrap else " -> ")
        pr.print_types(types)
        if wrap:
            pr.write(")")


# Ops whose variadic inputs are followed by one init (`linalg.map`, `linalg.reduce`).
_NO_SEGMENTS = frozenset({"transpose", "broadcast", "map", "reduce"})


def _enum_storage_kind(kind: str, mnemonic: str) -> str:
    """A linalg EnumAttr's kind: what property conversion casts to (`#linalg.<mnemonic><..>`)."""

    def stored(value: at.Attribute) -> bool:
        return isinstance(value, at.DialectAttr) and (value.dialect, value.name) == (
            "linalg",
            mnemonic,
        )

    register_kind(
        AttrKind(
            kind,
            lambda p, _name: p.parse_attribute(),
            lambda pr, value: pr.print_attribute(value),
            lambda p: p.kind == "hash",
            stored,
        )
    )
    return kind


_TYPE_FN = _enum_storage_kind("TypeFnAttr", "type_fn")
_ELEMENTWISE_KIND = _enum_storage_kind("ElementwiseKindAttr", "elementwise_kind")
_MAPS_DEFAULTED = attr("indexing_maps", "AffineMapArrayAttr", optional=True)
_CAST = attr("cast", _TYPE_FN, optional=True)

#: The ODS attributes of the ops of LinalgStructuredOps.td (the OpDSL ops' come from their
#: custom form only), so that a generic form's properties convert as upstream's do.
_STRUCTURED_ATTRS: dict[str, tuple[AttrDef, ...]] = {
    "generic": (
        attr("indexing_maps", "AffineMapArrayAttr"),
        attr("iterator_types", "ArrayAttr"),
        attr("doc", "StrAttr", optional=True),
        attr("library_call", "StrAttr", optional=True),
    ),
    "transpose": (attr("permutation", "DenseI64ArrayAttr"),),
    "broadcast": (attr("dimensions", "DenseI64ArrayAttr"),),
    "reduce": (attr("dimensions", "DenseI64ArrayAttr"),),
    "matmul": (_MAPS_DEFAULTED, _CAST),
    "batch_matmul": (_MAPS_DEFAULTED, _CAST),
    "batch_reduce_matmul": (_MAPS_DEFAULTED, _CAST),
    "contract": (attr("indexing_maps", "AffineMapArrayAttr"), _CAST),
    "elementwise": (attr("kind", _ELEMENTWISE_KIND), _MAPS_DEFAULTED),
}


def structured(name: str, summary: str) -> OpSpec:
    """A structured op: inputs, outputs, tensor results and one (possibly implicit) region."""
    traits = ["LinalgStructuredInterface"]
    operands = [var_arg("inputs"), var_arg("outputs")]
    results = var_res("result_tensors")
    if name not in _NO_SEGMENTS:
        traits.append(ATTR_SIZED_OPERAND_SEGMENTS)
        operands = [var_arg("inputs"), var_arg("outputs", _SHAPED)]
        results = var_res("result_tensors", _RANKED_TENSOR)
    elif name in ("transpose", "broadcast"):  # TensorOrMemref:$input, TensorOrMemref:$init
        operands = [arg("input", _TENSOR_OR_MEMREF_OPERAND), arg("init", _TENSOR_OR_MEMREF_OPERAND)]
        results = var_res("result", _ANY_TENSOR)
    elif name == "map":  # Variadic<TensorOrMemref>:$inputs, TensorOrMemref:$init
        operands = [
            var_arg("inputs", _TENSOR_OR_MEMREF_OPERAND),
            arg("init", _TENSOR_OR_MEMREF_OPERAND),
        ]
        results = var_res("result", _ANY_TENSOR)
    return op(
        f"linalg.{name}",
        summary,
        operands=operands,
        results=[results],
        attrs=_STRUCTURED_ATTRS.get(name, ()),
        regions=[RegionDef("region", single_block=True)],
        traits=traits,
        parse=parse_structured,
        print=print_structured,
        verify=verify_structured,
        verify_regions=verify_structured_regions,
        # LinalgStructuredBase_Op: SingleBlockImplicitTerminator<"YieldOp">
        implicit_terminator="linalg.yield",
    )


def placeholder_structured(name: str) -> OpSpec:
    """Named ops mlir-ls does not list: parsed with the common structured form, unchecked."""
    if name in _NOT_STRUCTURED:
        return placeholder_spec(name)
    spec = structured(name.split(".", 1)[1], f"Named structured op `{name}`")
    if named_op(name) is not None:
        return spec  # an OpDSL op (LinalgNamedStructuredOps.yamlgen.td): fully described
    spec.traits = frozenset({*spec.traits, "Placeholder", "NoTerminator", "GraphRegion"})
    return spec


# ---- verification (DestinationStyleOpInterface, LinalgStructuredInterface) ---------------

_SHAPED = _c("shaped of any non-token type values", lambda t: isinstance(t, ty.ShapedType))
_RANKED_TENSOR = _c(
    "ranked tensor of any non-token type values", lambda t: isinstance(t, ty.RankedTensorType)
)
_ANY_TENSOR = _c(
    "tensor of any non-token type values",
    lambda t: isinstance(t, ty.RankedTensorType | ty.UnrankedTensorType),
)
#: TensorOrMemref: AnyTypeOf<[AnyMemRef, AnyRankedTensor]>.
_TENSOR_OR_MEMREF_OPERAND = _c(
    "memref of any non-token type values or ranked tensor of any non-token type values",
    lambda t: isinstance(t, ty.RankedTensorType | ty.MemRefType),
)


def _maps(*specs: tuple[int, tuple[int, ...]]) -> tuple[AffineMap, ...]:
    return tuple(
        AffineMap(dims, 0, tuple(AffineDim(d) for d in results)) for dims, results in specs
    )


#: The default indexing maps of the ODS contractions (the OpDSL ops' maps come from
#: linalg_opdsl), by op name.
_DEFAULT_MAPS: dict[str, tuple[AffineMap, ...]] = {
    "linalg.matmul": _maps((3, (0, 2)), (3, (2, 1)), (3, (0, 1))),
    "linalg.batch_matmul": _maps((4, (0, 1, 3)), (4, (0, 3, 2)), (4, (0, 1, 2))),
    "linalg.batch_reduce_matmul": _maps((4, (0, 1, 3)), (4, (0, 3, 2)), (4, (1, 2))),
}


def _segments(o: Operation) -> tuple[list[Value], list[Value]]:
    sizes = o.attr("operandSegmentSizes")
    if isinstance(sizes, at.DenseArrayAttr) and len(sizes.values) == 2:
        n_ins = int(sizes.values[0])
    elif o.name == "linalg.reduce":  # SameVariadicOperandSize
        n_ins = len(o.operands) // 2
    else:
        n_ins = max(len(o.operands) - 1, 0)
    return list(o.operands[:n_ins]), list(o.operands[n_ins:])


def _shape(t: ty.Type) -> tuple[int, ...] | None:
    """The static operand shape the interface uses: () for scalars, None if unranked."""
    if isinstance(t, ty.MemRefType | ty.RankedTensorType | ty.UnrankedTensorType):
        return t.shape
    return ()  # scalars and vectors are not indexed


def _elem(t: ty.Type) -> ty.Type:
    return t.element_type if isinstance(t, ty.MemRefType | ty.RankedTensorType) else t


def _eval(expr: AffineExpr, dims: list[int]) -> int | None:
    if isinstance(expr, AffineDim):
        return dims[expr.position] if expr.position < len(dims) else None
    if isinstance(expr, AffineConstant):
        return expr.value
    if isinstance(expr, AffineBinary):
        lhs, rhs = _eval(expr.lhs, dims), _eval(expr.rhs, dims)
        if lhs is None or rhs is None:
            return None
        if expr.op == "+":
            return lhs + rhs
        if expr.op == "*":
            return lhs * rhs
        if rhs == 0:
            return None
        if expr.op == "floordiv":
            return lhs // rhs
        if expr.op == "ceildiv":
            return -((-lhs) // rhs)
        if expr.op == "mod":
            return lhs % rhs
    return None


def _explicit_maps(o: Operation) -> list[AffineMap] | None:
    value = o.attr("indexing_maps")
    if not isinstance(value, at.ArrayAttr):
        return None
    maps = [e.value for e in value.elements if isinstance(e, at.AffineMapAttr)]
    return maps if len(maps) == len(value.elements) else None


def _indexing_maps(o: Operation) -> list[AffineMap] | None:
    explicit = _explicit_maps(o)
    if explicit is not None:
        return explicit
    if o.name == "linalg.generic":
        return None
    defaults = _DEFAULT_MAPS.get(o.name)
    if defaults is not None:
        return list(defaults)
    fixed = op_indexing_maps(o)
    if fixed is not None:
        return fixed
    definition = named_op(o.name)
    ins, outs = _segments(o)
    if (definition is not None or o.name == "linalg.elementwise") and len(outs) == 1:
        return _rank_polymorphic_maps(o, ins, outs[0])
    return None


def _rank_polymorphic_maps(o: Operation, ins: list[Value], out: Value) -> list[AffineMap] | None:
    """getIndexingMaps of ops without a fixed domain: identity maps over the output's
    loops, `() -> ()` for rank-0 operands (fill's value always)."""
    out_shape = _shape(out.type)
    if out_shape is None:
        return None
    rank = len(out_shape)
    identity = AffineMap(rank, 0, tuple(AffineDim(i) for i in range(rank)))
    scalar = AffineMap(rank, 0, ())
    maps: list[AffineMap] = []
    for value in ins:
        shape = _shape(value.type)
        maps.append(scalar if o.name == "linalg.fill" or shape == () else identity)
    return [*maps, identity]


def _verify_destination_style(o: Operation, ctx: VerifyContext, outs: list[Value]) -> bool:
    tensor_outs: list[tuple[int, Value]] = []
    base = len(o.operands) - len(outs)
    for i, v in enumerate(outs):
        t = v.type
        if isinstance(t, ty.RankedTensorType | ty.UnrankedTensorType):
            tensor_outs.append((base + i, v))
        elif not isinstance(t, ty.MemRefType) and not t.is_error:
            ctx.error(o, f"expected that operand #{base + i} is a tensor or a ranked memref")
            return False
    n_tensor_results = sum(
        1 for r in o.results if isinstance(r.type, ty.RankedTensorType | ty.UnrankedTensorType)
    )
    if n_tensor_results != len(tensor_outs):
        ctx.error(
            o,
            f"expected the number of tensor results ({n_tensor_results}) to be equal to the "
            f"number of output tensors ({len(tensor_outs)})",
        )
        return False
    for (number, v), r in zip(tensor_outs, o.results, strict=False):
        if r.type != v.type and not r.type.is_error and not v.type.is_error:
            ctx.error(
                o,
                f"expected type of operand #{number} ('{v.type}') to match type of "
                f"corresponding result ('{r.type}')",
            )
            return False
    return True


def _static_loop_ranges(maps: list[AffineMap], shapes: list[tuple[int, ...]]) -> list[int] | None:
    """getStaticLoopRanges: each loop's size from the first operand dim indexed by it alone."""
    if not maps:
        return None
    num_loops = maps[0].num_dims
    ranges: list[int | None] = [None] * num_loops
    for amap, shape in zip(maps, shapes, strict=False):
        for index, expr in enumerate(amap.results):
            if isinstance(expr, AffineDim) and expr.position < num_loops:
                if ranges[expr.position] is None and index < len(shape):
                    ranges[expr.position] = shape[index]
    if any(r is None for r in ranges):
        return None
    return [r for r in ranges if r is not None]


def _verify_indexing_maps(
    o: Operation, ctx: VerifyContext, maps: list[AffineMap], num_loops: int | None
) -> bool:
    """IndexingMapOpInterface::verifyImpl and the structured-op map checks."""
    operands = list(o.operands)
    if len(maps) != len(operands):
        ctx.error(
            o,
            f"expected the number of indexing_map ({len(maps)}) to be equal to the number of "
            f"input/output operands ({len(operands)})",
        )
        return False
    # IndexingMapOpInterface::verifyImpl: per operand the symbols and the rank, then the
    # loop ranges inferred from the shapes; verifyStructuredOpInterface then checks each
    # map's dims against the number of loops
    shapes: list[tuple[int, ...]] = []
    for number, (amap, v) in enumerate(zip(maps, operands, strict=True)):
        if amap.num_symbols:
            ctx.error(o, f"unexpected symbols in indexing_map #{number}")
            return False
        if v.type.is_error:
            return True
        shape = _shape(v.type)
        if shape is None:
            return True
        if len(amap.results) != len(shape):
            ctx.error(
                o,
                f"expected operand #{number} rank ({len(shape)}) to match the result rank of "
                f"indexing_map ({len(amap.results)})",
            )
            return False
        shapes.append(shape)
    if all(m.num_dims == maps[0].num_dims for m in maps) and not _verify_static_ranges(
        o, ctx, maps, shapes
    ):
        return False
    for number, amap in enumerate(maps):
        if num_loops is not None and amap.num_dims != num_loops:
            ctx.error(
                o,
                f"expected indexing_map #{number} to have {num_loops} dim(s) to match the "
                "number of loops",
            )
            return False
    return True


def _verify_static_ranges(
    o: Operation, ctx: VerifyContext, maps: list[AffineMap], shapes: list[tuple[int, ...]]
) -> bool:
    """The operands' static sizes against the loop ranges inferred from them."""
    ranges = _static_loop_ranges(maps, shapes)
    if ranges is None or any(r == ty.DYNAMIC for r in ranges):
        return True
    start = [0] * len(ranges)
    end = [r - 1 for r in ranges]
    for number, (amap, shape) in enumerate(zip(maps, shapes, strict=True)):
        for dim, expr in enumerate(amap.results):
            size = shape[dim]
            if size == ty.DYNAMIC or size == 0:
                continue
            lo, hi = _eval(expr, start), _eval(expr, end)
            if lo is None or hi is None:
                continue
            inferred = max(lo, hi) + 1
            if min(lo, hi) < 0:
                ctx.error(o, f"unexpected result less than 0 at expression #{dim} in {amap}")
                return False
            if isinstance(expr, AffineDim):
                if inferred != size:
                    ctx.error(
                        o,
                        f"inferred input/output operand #{number} has shape's dimension #{dim} "
                        f"to be {inferred}, but found {size}",
                    )
                    return False
            elif inferred > size:
                ctx.error(
                    o,
                    f"inferred input/output operand #{number} has shape's dimension #{dim} to "
                    f"be greater than or equal to {inferred}, but found {size}",
                )
                return False
    return True


def verify_structured(o: Operation, ctx: VerifyContext) -> None:
    """What upstream checks on entry: the ODS constraint of reduce's dimensions and the op's
    own `verify()` (transpose, broadcast, reduce, map, fill). The interfaces verified "with
    regions" (DestinationStyleOpInterface, LinalgStructuredInterface) come on exit:
    `verify_structured_regions`."""
    if o.has_trait("Placeholder") and named_op(o.name) is None:
        return
    if o.name == "linalg.reduce":
        dims = _dense_values(o, "dimensions")
        if dims is not None and any(a >= b for a, b in pairwise(dims)):
            ctx.error(
                o,
                "attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute "
                "should be in increasing order",
            )
            return
    if o.name in _OWN_VERIFIER:
        ins, outs = _segments(o)
        _OWN_VERIFIER[o.name](o, ctx, ins, outs)


def verify_structured_regions(o: Operation, ctx: VerifyContext) -> None:
    """On exit, after the nested ops and the implicit terminator: DestinationStyleOpInterface,
    then LinalgStructuredInterface (verifyStructuredOpInterface)."""
    if o.has_trait("Placeholder") and named_op(o.name) is None:
        return
    _, outs = _segments(o)
    if not _verify_destination_style(o, ctx, outs):
        return
    if o.name in _OWN_VERIFIER:
        if o.name != "linalg.map" and _region_written(o):
            _verify_generic_region(o, ctx)
        return
    kinds = {
        "tensor" if isinstance(v.type, ty.RankedTensorType | ty.UnrankedTensorType) else "memref"
        for v in o.operands
        if isinstance(v.type, ty.RankedTensorType | ty.UnrankedTensorType | ty.MemRefType)
    }
    if len(kinds) > 1:
        ctx.error(o, "expected to have pure tensor or buffer semantics")
        return
    if o.name == "linalg.contract" and not _verify_contract(o, ctx):
        return
    if o.name in _MATMUL_LIKE and _explicit_maps(o) is not None:
        if not _verify_matmul_maps(o, ctx):
            return
    maps = _indexing_maps(o)
    if maps is None:
        return
    num_loops: int | None = None
    iterators = o.attr("iterator_types")
    if o.name == "linalg.generic" and isinstance(iterators, at.ArrayAttr):
        num_loops = len(iterators.elements)
    elif o.name == "linalg.elementwise" and o.operands:
        out_shape = _shape(o.operands[-1].type)  # the loops of the output
        num_loops = len(out_shape) if out_shape is not None else None
    if not _verify_indexing_maps(o, ctx, maps, num_loops):
        return
    if o.name == "linalg.generic" or _region_written(o):
        _verify_generic_region(o, ctx)


def _region_written(o: Operation) -> bool:
    """A named op's region is implicit in its custom form; the generic form writes it."""
    return not o.custom and bool(o.regions) and bool(o.regions[0].blocks)


def _verify_generic_region(o: Operation, ctx: VerifyContext) -> None:
    if not o.regions or len(o.regions[0].blocks) != 1:
        ctx.error(o, "expects to have 1 region with 1 block")
        return
    block = o.regions[0].blocks[0]
    if len(block.arguments) != len(o.operands):
        ctx.error(
            o,
            "expected as many non-induction variable region arguments as the number of "
            "input/output operands",
        )
        return
    for number, (v, a) in enumerate(zip(o.operands, block.arguments, strict=True)):
        expected = _elem(v.type)
        if expected != a.type and not expected.is_error and not a.type.is_error:
            ctx.error(
                o,
                f"expected type of bb argument #{number} ('{a.type}') to match element or "
                f"self type of the corresponding operand ('{expected}')",
            )
            return


def _num_loops(o: Operation) -> int | None:
    if o.name == "linalg.generic":
        iterators = o.attr("iterator_types")
        return len(iterators.elements) if isinstance(iterators, at.ArrayAttr) else None
    maps = _indexing_maps(o)
    return maps[0].num_dims if maps else None


def _check_index_dim(value: Any) -> str | None:
    """`ConfinedAttr<I64Attr, [IntMinValue<0>]>`."""
    if isinstance(value, at.IntegerAttr) and value.type == ty.I64 and value.value >= 0:
        return None
    return (
        "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute "
        "whose minimum value is 0"
    )


def verify_index(o: Operation, ctx: VerifyContext) -> None:
    parent = o.parent_op
    if parent is None or parent.spec is None:
        return
    if "LinalgStructuredInterface" not in parent.spec.traits:
        if not parent.has_trait("Placeholder"):
            ctx.error(o, "expected parent op with LinalgOp interface")
        return
    dim = o.attr("dim")
    loops = _num_loops(parent)
    if isinstance(dim, at.IntegerAttr) and loops is not None and loops <= dim.value:
        ctx.error(
            o,
            f"expected dim ({dim.value}) to be lower than the number of loops ({loops}) of the "
            "enclosing LinalgOp",
        )


def verify_yield(o: Operation, ctx: VerifyContext) -> None:
    parent = o.parent_op
    if parent is None:
        return
    if len(parent.regions) != 1 or not parent.regions[0].blocks:
        ctx.error(o, "expected single non-empty parent region")
        return
    if parent.spec is None or "LinalgStructuredInterface" not in parent.spec.traits:
        if parent.spec is not None and not parent.has_trait("Placeholder"):
            ctx.error(o, "expected parent op with LinalgOp interface")
        return
    if parent.has_trait("Placeholder"):
        return
    _ins, outs = _segments(parent)
    if len(o.operands) != len(outs):
        ctx.error(
            o,
            f"expected number of yield values ({len(o.operands)}) to match the number of inits "
            f"/ outs operands of the enclosing LinalgOp ({len(outs)})",
        )
        return
    for index, (v, out) in enumerate(zip(o.operands, outs, strict=True)):
        expected = _elem(out.type)
        if v.type != expected and not v.type.is_error and not expected.is_error:
            ctx.error(
                o,
                f"type of yield operand {index + 1} ('{v.type}') doesn't match the element type "
                f"of the enclosing linalg.generic op ('{expected}')",
            )
            return


# ---- named ops' own verifiers ---------------------------------------------------------------

_MATMUL_LIKE = frozenset({"linalg.matmul", "linalg.batch_matmul", "linalg.batch_reduce_matmul"})


def _dims_of(expr: AffineExpr) -> set[int]:
    return expr.walk_dims()


def _is_subset(sub: AffineMap, full: AffineMap) -> bool:
    """areResultExprsSubsetOf"""
    return set(sub.results) <= set(full.results)


def _verify_matmul_maps(o: Operation, ctx: VerifyContext) -> bool:
    """MatmulOp / BatchMatmulOp / BatchReduceMatmulOp::verify with user-defined maps."""
    maps = _explicit_maps(o) or []
    defaults = _DEFAULT_MAPS[o.name]
    if o.name == "linalg.matmul":
        for index in range(2):
            if index >= len(maps):
                return True
            amap, default = maps[index], defaults[index]
            if not _is_subset(amap, default):
                ctx.error(o, "Unexpected dim expression in map result.")
                return False
            if len(amap.results) < len(default.results):
                if len(amap.results) != 1 or (amap.num_dims - 1) not in _dims_of(amap.results[0]):
                    ctx.error(o, "Invalid broadcast requested, should be (d2).")
                    return False
        return True
    if len(maps) != 3:
        ctx.error(o, "Indexing_map attribute must have 3 affine maps.")
        return False
    batch = o.name == "linalg.batch_matmul"
    for index in range(3):
        amap, default = maps[index], defaults[index]
        if index == 2:
            expected = 3 if batch else 2
            if len(amap.results) != expected:
                ctx.error(o, f"expects {expected} dims, but got ({len(amap.results)}).")
                return False
            wanted = (0, 1, 2) if batch else (1, 2)
            if any(d not in _dims_of(e) for d, e in zip(wanted, amap.results, strict=True)):
                ctx.error(o, "Invalid output map result dimension.")
                return False
            continue
        if not _is_subset(amap, default):
            ctx.error(
                o, "Unexpected result dim expression (outside the set of default result dims)."
            )
            return False
        if len(amap.results) > 3:
            ctx.error(o, "no. of result dim expressions exceeds 3.")
            return False
        if len(amap.results) < len(default.results):
            if not _valid_batch_broadcast(amap, index == 0):
                ctx.error(o, "Invalid broadcast requested.")
                return False
        elif not amap.results or 0 not in _dims_of(amap.results[0]):
            ctx.error(o, "Invalid batch dimension expression.")
            return False
    return True


def _verify_contract(o: Operation, ctx: VerifyContext) -> bool:
    """ContractOp::verify: projected permutations over one iteration space, each dim used."""
    maps = _explicit_maps(o)
    if maps is None or len(maps) != len(o.operands) or len(maps) != 3:
        return True
    space: int | None = None
    inputs: list[int] = []
    outputs: list[int] = []
    for index, (amap, v) in enumerate(zip(maps, o.operands, strict=True)):
        dims = [e.position for e in amap.results if isinstance(e, AffineDim)]
        if amap.num_symbols or len(dims) != len(amap.results) or len(set(dims)) != len(dims):
            ctx.plain_error(o, "provided affine_map is not a projected permutation")
            return False
        t = v.type
        if isinstance(t, ty.ShapedType):
            if t.shape is not None and len(amap.results) != len(t.shape):
                ctx.plain_error(
                    o, "ranks of shaped operand and results of corresponding affine_map differ"
                )
                return False
        elif amap.results and not t.is_error:
            ctx.plain_error(
                o, "affine_map specifies shaped access while operand has non-shaped type"
            )
            return False
        if space is None:
            space = amap.num_dims
        elif space != amap.num_dims:
            ctx.plain_error(o, "iteration spaces of provided affine_maps differ")
            return False
        (inputs if index < 2 else outputs).extend(dims)
    contracting = False
    for dim in range(space or 0):
        uses_in, uses_out = inputs.count(dim), outputs.count(dim)
        contracting |= uses_in == 2 and uses_out == 0
        if uses_in == 0 and uses_out == 0:
            ctx.plain_error(o, f"iteration space dim at index {dim} not used to access any operand")
            return False
        if uses_in == 1 and uses_out != 1:
            ctx.plain_error(
                o,
                f"iteration space dim at index {dim} is neither a contracting dim nor of "
                "parallel iteration type",
            )
            return False
    if not contracting:
        ctx.plain_error(o, "'indexing_maps' do not specify a contracting dimension")
        return False
    return True


def _valid_batch_broadcast(amap: AffineMap, lhs: bool) -> bool:
    """BatchMatmulOp::isValidLhsRhsBroadcastMap (dims: batch 0, m 1, n 2, k 3)."""
    results = [_dims_of(e) for e in amap.results]
    if len(results) == 1:
        return 3 in results[0]
    if len(results) == 2:
        e0, e1 = results
        if lhs:
            return (0 in e0 or 1 in e0) and 3 in e1
        return (0 in e0 and 3 in e1) or (3 in e0 and 2 in e1)
    return False


def _dims_text(shape: tuple[int, ...]) -> str:
    return ", ".join(str(_KDYNAMIC if d == ty.DYNAMIC else d) for d in shape)


#: How upstream prints ShapedType::kDynamic in messages.
_KDYNAMIC = -9223372036854775808


def _dense_values(o: Operation, name: str) -> list[int] | None:
    value = o.attr(name)
    if isinstance(value, at.DenseArrayAttr):
        return [int(v) for v in value.values]
    if isinstance(value, at.ArrayAttr) and all(
        isinstance(e, at.IntegerAttr) for e in value.elements
    ):
        return [e.value for e in value.elements if isinstance(e, at.IntegerAttr)]
    return None


def _verify_transpose(
    o: Operation, ctx: VerifyContext, ins: list[Value], outs: list[Value]
) -> None:
    perm = _dense_values(o, "permutation")
    if perm is None or len(ins) != 1 or len(outs) != 1:
        return
    if sorted(perm) != list(range(len(perm))):
        ctx.error(o, "permutation is not valid")
        return
    source, init = ins[0].type, outs[0].type
    if not isinstance(source, ty.ShapedType) or not isinstance(init, ty.ShapedType):
        return
    if source.shape is None or init.shape is None:
        return
    rank = len(source.shape)
    if rank != len(init.shape):
        ctx.error(o, f"input rank ({rank}) does not match init rank ({len(init.shape)})")
        return
    if rank != len(perm):
        ctx.error(o, f"size of permutation {len(perm)} does not match the argument rank {rank}")
        return
    for i in range(rank):
        input_dim, init_dim = source.shape[perm[i]], init.shape[i]
        if input_dim != init_dim:
            ctx.error(
                o,
                f"dim(result, {i}) = {_dims_text((init_dim,))} doesn't match dim(input, "
                f"permutation[{i}]) = {_dims_text((input_dim,))}",
            )
            return


def _verify_broadcast(
    o: Operation, ctx: VerifyContext, ins: list[Value], outs: list[Value]
) -> None:
    dims = _dense_values(o, "dimensions")
    if dims is None or len(ins) != 1 or len(outs) != 1:
        return
    source, init = ins[0].type, outs[0].type
    if not isinstance(source, ty.ShapedType) or not isinstance(init, ty.ShapedType):
        return
    if source.shape is None or init.shape is None:
        return
    in_rank, init_rank = len(source.shape), len(init.shape)
    if in_rank + len(dims) != init_rank:
        ctx.error(
            o,
            "input rank plus added dimensions does not match init rank. input rank: "
            f"{in_rank}, dimensions size: {len(dims)}, init rank: {init_rank}",
        )
        return
    for index, dim in enumerate(dims):
        if dim < 0 or dim >= init_rank:
            ctx.error(
                o,
                f"dimension {index} is out of range. expected range: [0, {init_rank - 1}], "
                f"got: {dim}",
            )
            return
    kept = [d for d in range(init_rank) if d not in dims]
    for input_index, init_index in enumerate(kept):
        a, b = source.shape[input_index], init.shape[init_index]
        if a != b:
            ctx.error(
                o,
                f"input dim {input_index} should match init dim {init_index}. input: "
                f"{_dims_text((a,))}, init: {_dims_text((b,))}",
            )
            return


def _verify_reduce(o: Operation, ctx: VerifyContext, ins: list[Value], outs: list[Value]) -> None:
    dims = _dense_values(o, "dimensions")
    if dims is None or not ins or not outs:
        return
    types = [v.type for v in (*ins, *outs)]
    if not all(isinstance(t, ty.ShapedType) and t.shape is not None for t in types):
        return
    shapes = [t.shape for t in types if isinstance(t, ty.ShapedType)]
    in_shapes, out_shapes = shapes[: len(ins)], shapes[len(ins) :]
    for i in range(1, len(in_shapes)):
        if in_shapes[i] != in_shapes[0]:
            ctx.error(
                o,
                f"expects all inputs to have the same shapes. Shape at input-index {i} is not "
                "equal to the shape at input-index 0.",
            )
            return
    for i in range(1, len(out_shapes)):
        if out_shapes[i] != out_shapes[0]:
            ctx.error(
                o,
                f"expects all outputs to have the same shapes. Shape at output-index {i} is not "
                "equal to the shape at output-index 0.",
            )
            return
    in_shape, init_shape = in_shapes[0], out_shapes[0]
    assert in_shape is not None and init_shape is not None
    for dim in dims:
        if dim < 0 or dim >= len(in_shape):
            ctx.error(
                o, f"dimensions for reduction should be in the range [0, {len(in_shape) - 1}]."
            )
            return
    reduced = tuple(d for i, d in enumerate(in_shape) if i not in dims)
    if len(reduced) != len(init_shape):
        ctx.error(
            o,
            f"number of dimensions after reduction {len(reduced)} doesn't match the init rank "
            f"{len(init_shape)}",
        )
        return
    if reduced != init_shape:
        ctx.error(
            o,
            f"init dimensions [{_dims_text(init_shape)}] doesn't match input dimensions after "
            f"reduction [{_dims_text(reduced)}]",
        )
        return
    if not o.regions or not o.regions[0].blocks:
        return
    args = o.regions[0].blocks[0].arguments
    if len(args) != len(o.operands):
        ctx.error(o, "mismatching number of operands and block arguments")
        return
    for v, a in zip(ins, args, strict=False):
        e = _elem(v.type)
        if e != a.type and not a.type.is_error:
            ctx.error(
                o,
                f"input element type '{e}' does not match corresponding block argument type "
                f"'{a.type}'",
            )
            return
    for v, a in zip(outs, args[len(args) - len(outs) :], strict=False):
        e = _elem(v.type)
        if e != a.type and not a.type.is_error:
            ctx.error(
                o,
                f"output element type '{e}' does not match corresponding block argument type "
                f"'{a.type}'",
            )
            return


def _verify_map(o: Operation, ctx: VerifyContext, ins: list[Value], outs: list[Value]) -> None:
    if len(outs) != 1 or not o.regions or not o.regions[0].blocks:
        return
    args = o.regions[0].blocks[0].arguments
    if len(o.operands) != len(args):  # the mapper takes the inputs and the init
        ctx.error(
            o,
            "expects number of operands to match the arity of mapper, but got: "
            f"{len(o.operands)} and {len(args)}",
        )
        return
    for a, v in zip(args, ins, strict=False):
        e = _elem(v.type)
        if a.type != e and not a.type.is_error and not e.is_error:
            ctx.error(o, f"expected element type of input '{e}' to match bbArg type '{a.type}'")
            return
    out = outs[0].type
    if not isinstance(out, ty.ShapedType) or out.shape is None:
        return
    for v in ins:
        t = v.type
        if isinstance(t, ty.ShapedType) and t.shape is not None and t.shape != out.shape:
            ctx.error(
                o,
                f"expected shape of input ({_dims_text(t.shape)}) to match shape of output "
                f"({_dims_text(out.shape)})",
            )
            return


def _verify_fill(o: Operation, ctx: VerifyContext, ins: list[Value], outs: list[Value]) -> None:
    scalar = not isinstance(
        ins[0].type if ins else None,
        ty.RankedTensorType | ty.UnrankedTensorType | ty.MemRefType | ty.UnrankedMemRefType,
    )
    if len(ins) == 1 and not scalar:  # FillOpInterface (LinalgOp::isScalar), before verify()
        ctx.plain_error(o, "expected op with scalar input")
        return
    if len(ins) == 1 and len(outs) == 1:
        value, out = ins[0].type, _elem(outs[0].type)
        if value != out and not value.is_error and not out.is_error:
            ctx.error(
                o, f"expected fill value type ('{value}') to match output element type ('{out}')"
            )
            return
    _verify_common(o, ctx)


def _verify_common(o: Operation, ctx: VerifyContext) -> None:
    maps = _indexing_maps(o)
    if maps is not None:
        _verify_indexing_maps(o, ctx, maps, None)


_OWN_VERIFIER = {
    "linalg.transpose": _verify_transpose,
    "linalg.broadcast": _verify_broadcast,
    "linalg.reduce": _verify_reduce,
    "linalg.map": _verify_map,
    "linalg.fill": _verify_fill,
}


# ---- linalg.pack / linalg.unpack ------------------------------------------------------------


def _static_tiles(o: Operation) -> list[int]:
    return _dense_values(o, "static_inner_tiles") or []


def _pack_parts(o: Operation) -> tuple[Value, Value, Value | None] | None:
    """(source, dest, padding value) of a pack/unpack, or None if they are missing."""
    if len(o.operands) < 2:
        return None
    padding: Value | None = None
    if o.name == "linalg.pack":
        sizes = o.attr("operandSegmentSizes")
        if isinstance(sizes, at.DenseArrayAttr) and len(sizes.values) == 4:
            if int(sizes.values[2]) == 1 and len(o.operands) > 2:
                padding = o.operands[2]
    return o.operands[0], o.operands[1], padding


def _invalid_positions(positions: list[int], rank: int) -> bool:
    """isInvalidPackingPosSpecification"""
    return (
        len(positions) > rank
        or len(set(positions)) != len(positions)
        or any(p < 0 or p >= rank for p in positions)
    )


def _packed_shape(
    shape: tuple[int, ...], tiles: list[int], inner: list[int], outer: list[int]
) -> list[int]:
    """PackOp::inferPackedType's shape."""
    result = list(shape)
    for index, dim in enumerate(inner):
        if result[dim] == ty.DYNAMIC:
            continue
        if tiles[index] == DYNAMIC_INDEX:
            result[dim] = ty.DYNAMIC
            continue
        result[dim] = -((-result[dim]) // tiles[index]) if tiles[index] else result[dim]
    if outer:
        result = [result[p] for p in outer]
    return result + [ty.DYNAMIC if t == DYNAMIC_INDEX else t for t in tiles]


def verify_pack(o: Operation, ctx: VerifyContext) -> None:
    """commonVerifierPackAndUnPackOp, then PackOp::verify / UnPackOp::verify."""
    parts = _pack_parts(o)
    if parts is None:
        return
    source, dest, padding = parts
    pack = o.name == "linalg.pack"
    unpacked, packed = (source.type, dest.type) if pack else (dest.type, source.type)
    if not isinstance(unpacked, ty.ShapedType) or not isinstance(packed, ty.ShapedType):
        return
    if unpacked.shape is None or packed.shape is None:
        return
    tiles = _static_tiles(o)
    if any(t == 0 for t in tiles):
        ctx.plain_error(o, "invalid zero tile factor")
        return
    inner = _dense_values(o, "inner_dims_pos") or []
    outer = _dense_values(o, "outer_dims_perm") or []
    rank = len(unpacked.shape)
    if _invalid_positions(inner, rank):
        ctx.plain_error(o, "invalid inner_dims_pos vector")
        return
    if _invalid_positions(outer, rank):
        ctx.plain_error(o, "invalid outer_dims_perm vector")
        return
    if outer and len(outer) != rank:
        ctx.plain_error(o, "outer_dims_perm must be a permutation or empty")
        return
    if len(tiles) > rank:
        ctx.plain_error(
            o,
            "tiling factors must be less than or equal to the input rank for pack or output "
            "rank for unpack",
        )
        return
    if len(tiles) != len(inner):
        ctx.plain_error(o, "tiling factors must equal the number of dimensions to tile")
        return
    packed_rank = len(packed.shape)
    if rank + len(tiles) != packed_rank:
        ctx.plain_error(
            o,
            f"packed rank != (unpacked rank + num tiling factors), got {packed_rank} != "
            f"{rank + len(tiles)}",
        )
        return
    tail = packed.shape[packed_rank - len(tiles) :]
    for index, (size, tile) in enumerate(zip(tail, tiles, strict=True)):
        if tile != DYNAMIC_INDEX:
            if size != tile:
                ctx.plain_error(
                    o,
                    "mismatch in inner tile sizes specified and shaped of tiled dimension in the "
                    f"packed type at index {index}: got {_dims_text((size,))} != {tile}",
                )
                return
        elif size != ty.DYNAMIC:
            ctx.plain_error(
                o,
                f"mismatch in inner tile sizes specified at index {index}: got static shape "
                f"{size} but dynamic tile size",
            )
            return
    expected = _packed_shape(unpacked.shape, tiles, inner, outer)
    if len(expected) != packed_rank or any(
        a != b and a != ty.DYNAMIC and b != ty.DYNAMIC
        for a, b in zip(expected, packed.shape, strict=True)
    ):
        expected_type = ty.RankedTensorType(tuple(expected), unpacked.element_type)
        ctx.plain_error(
            o, f"expected '{expected_type}' for the packed domain value, got '{packed}'"
        )
        return
    if not pack:
        return
    if padding is not None:
        if padding.type != unpacked.element_type and not padding.type.is_error:
            ctx.error(
                o,
                f"expected padding_value has '{unpacked.element_type}' but got: '{padding.type}'",
            )
        return
    # PackOp::requirePaddingValue
    out_tiles = list(packed.shape[:rank])
    if outer:
        inverse = [0] * len(outer)
        for i, p in enumerate(outer):
            inverse[p] = i
        out_tiles = [out_tiles[inverse[i]] for i in range(len(out_tiles))]
    for pos, tile in zip(inner, tiles, strict=True):
        size = unpacked.shape[pos]
        if size == ty.DYNAMIC:
            continue
        if tile == DYNAMIC_INDEX:
            partial = out_tiles[pos] != ty.DYNAMIC and out_tiles[pos] and size % out_tiles[pos]
        else:
            partial = bool(size % tile)
        if partial:
            ctx.error(
                o,
                "invalid tile factor or output size provided. Only full tiles are supported when "
                "padding_value is not set",
            )
            return


def _dest_result(o: Operation) -> list[Type]:
    if len(o.operands) > 1 and isinstance(o.operands[1].type, ty.RankedTensorType):
        return [o.operands[1].type]
    return []


_TENSOR_OR_MEMREF = _c(
    "ranked tensor of any non-token type values or memref of any non-token type values",
    lambda t: isinstance(t, ty.RankedTensorType | ty.MemRefType),
)
_PACK_TILES = "`inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles)"
_PACK_ATTRS = [
    attr("outer_dims_perm", "DenseI64ArrayAttr", optional=True),
    attr("inner_dims_pos", "DenseI64ArrayAttr"),
    attr("static_inner_tiles", "DenseI64ArrayAttr"),
]

PACK_OPS = [
    op(
        "linalg.pack",
        "linalg.pack operation",
        "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? "
        "(`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos "
        f"{_PACK_TILES} `into` $dest attr-dict `:` type($source) `->` type($dest)",
        operands=[
            arg("source", _TENSOR_OR_MEMREF),
            arg("dest", _TENSOR_OR_MEMREF),
            opt_arg("padding_value"),
            var_arg("inner_tiles", INDEX),
        ],
        results=[opt_res("result")],
        attrs=_PACK_ATTRS,
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "DestinationStyleOpInterface"],
        infer=_dest_result,
        verify=verify_pack,
    ),
    op(
        "linalg.unpack",
        "linalg.unpack operation",
        "$source (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` "
        f"$inner_dims_pos {_PACK_TILES} `into` $dest attr-dict `:` type($source) `->` "
        "type($dest)",
        operands=[
            arg("source", _TENSOR_OR_MEMREF),
            arg("dest", _TENSOR_OR_MEMREF),
            var_arg("inner_tiles", INDEX),
        ],
        results=[opt_res("result")],
        attrs=_PACK_ATTRS,
        traits=["DestinationStyleOpInterface"],
        infer=_dest_result,
        verify=verify_pack,
    ),
]


def _unpack_segments(parse: Any) -> Any:
    """Upstream's unpack parser leaves `operandSegmentSizes = [1, 1, 0, #tiles]` as a
    discardable attribute (the generic form shows it; the custom form does not)."""

    def run(p: Parser, o: Operation) -> None:
        parse(p, o)
        if o.spec is not None and len(o.operands) >= 2:
            sizes = [1, 1, 0, len(o.operands) - 2]
            o.attributes["operandSegmentSizes"] = dense_array(ty.I32, sizes)

    return run


PACK_OPS[1].parse = _unpack_segments(PACK_OPS[1].parse)


# ---- winograd transforms ----------------------------------------------------------------------

#: WinogradConv2DFmr cases and their F(m, r).
_FMR = {"F_2_3": (2, 3), "F_4_3": (4, 3), "F_2_5": (2, 5)}
_FMR_VALUES = list(_FMR.values())
register_kind(enum_kind("WinogradConv2DFmrAttr", list(_FMR), int_type=ty.I32))


def _wino_parts(o: Operation) -> tuple[tuple[int, ...], tuple[int, ...], int, int] | None:
    """(input shape, output shape, m, r) of a winograd transform, or None."""
    fmr = o.attr("fmr")
    if len(o.operands) != 2 or not isinstance(fmr, at.IntegerAttr):
        return None
    if not 0 <= fmr.value < len(_FMR_VALUES):
        return None
    source, dest = o.operands[0].type, o.operands[1].type
    if not isinstance(source, ty.ShapedType) or not isinstance(dest, ty.ShapedType):
        return None
    if source.shape is None or dest.shape is None:
        return None
    m, r = _FMR_VALUES[fmr.value]
    return source.shape, dest.shape, m, r


def _compatible(expected: list[int], actual: tuple[int, ...]) -> bool:
    """verifyCompatibleShape"""
    return len(expected) == len(actual) and all(
        a == b or a == ty.DYNAMIC or b == ty.DYNAMIC for a, b in zip(expected, actual, strict=True)
    )


def verify_winograd_filter(o: Operation, ctx: VerifyContext) -> None:
    parts = _wino_parts(o)
    if parts is None or len(parts[0]) != 4:
        return
    shape, out, m, r = parts
    height, width = shape[1], shape[2]
    if height not in (r, 1):
        ctx.error(o, "expect filter height either equals to r or 1")
        return
    if width not in (r, 1):
        ctx.error(o, "expect filter width either equals to r or 1")
        return
    if height == 1 and width == 1:
        ctx.error(o, "expect either filter height or width equals to r")
        return
    expected = [
        m + r - 1 if height == r else 1,
        m + r - 1 if width == r else 1,
        shape[3],
        shape[0],
    ]
    if not _compatible(expected, out):
        ctx.error(o, "the output shape is not expected")


def verify_winograd_input(o: Operation, ctx: VerifyContext) -> None:
    parts = _wino_parts(o)
    if parts is None or len(parts[0]) != 4 or len(parts[1]) != 6:
        return
    shape, out, m, r = parts
    height, width = shape[1], shape[2]
    tile = m + r - 1
    left, right = out[0] != 1, out[1] != 1
    expected = [height] * 6
    if height == ty.DYNAMIC:
        expected[0], expected[2] = tile, ty.DYNAMIC
    else:
        expected[0] = tile if left else 1
        expected[2] = int((height - (r - 1)) / m) if left else height
    if width == ty.DYNAMIC:
        expected[1], expected[3] = tile, ty.DYNAMIC
    else:
        expected[1] = tile if right else 1
        expected[3] = int((width - (r - 1)) / m) if right else width
    expected[4], expected[5] = shape[0], shape[3]
    if not _compatible(expected, out):
        ctx.error(o, "the output shape is not expected")


def verify_winograd_output(o: Operation, ctx: VerifyContext) -> None:
    parts = _wino_parts(o)
    if parts is None or len(parts[0]) != 6:
        return
    shape, out, m, r = parts
    value_h, value_w, tile_h, tile_w = shape[0], shape[1], shape[2], shape[3]
    left, right = value_h != 1, value_w != 1
    expected = [value_h] * len(out)
    if len(out) != 4:
        return
    if value_h == ty.DYNAMIC or tile_h == ty.DYNAMIC:
        expected[1] = ty.DYNAMIC
    else:
        if value_h != (m + r - 1 if left else 1):
            ctx.error(o, "expect input height equals to input tile size")
            return
        expected[1] = (m if left else 1) * tile_h
    if value_w == ty.DYNAMIC or tile_w == ty.DYNAMIC:
        expected[2] = ty.DYNAMIC
    else:
        if value_w != (m + r - 1 if right else 1):
            ctx.error(o, "expect input width equals to input tile size")
            return
        expected[2] = (m if right else 1) * tile_w
    expected[0], expected[3] = shape[4], shape[5]
    if not _compatible(expected, out):
        ctx.error(o, "the output shape is not expected")


def _winograd(name: str, summary: str, source: str, verify: Any) -> OpSpec:
    return op(
        f"linalg.{name}",
        summary,
        f"`fmr` `(` $fmr `)` attr-dict `ins` `(` ${source} `:` type(${source}) `)` "
        "`outs` `(` $output `:` type($output) `)` `->` type($result)",
        operands=[arg(source, _RANKED_TENSOR), arg("output", _RANKED_TENSOR)],
        results=[res("result", _RANKED_TENSOR)],
        attrs=[attr("fmr", "WinogradConv2DFmrAttr")],
        verify=verify,
    )


WINOGRAD_OPS = [
    _winograd(
        "winograd_filter_transform",
        "Winograd filter transform operator",
        "filter",
        verify_winograd_filter,
    ),
    _winograd(
        "winograd_input_transform",
        "Winograd input transform operator",
        "input",
        verify_winograd_input,
    ),
    _winograd(
        "winograd_output_transform",
        "Winograd output transform operator",
        "value",
        verify_winograd_output,
    ),
]


def verify_softmax(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) != 2:
        return
    source, dest = o.operands[0].type, o.operands[1].type
    if not isinstance(source, ty.ShapedType) or not isinstance(dest, ty.ShapedType):
        return
    if source.shape is None or dest.shape is None:
        return
    if not _compatible(list(source.shape), dest.shape):
        ctx.error(o, "incompatible output shape")
        return
    dim = o.attr("dimension")
    if isinstance(dim, at.IntegerAttr) and not 0 <= dim.value < len(source.shape):
        ctx.error(o, "incorrect dimension specified")


SOFTMAX = op(
    "linalg.softmax",
    "Softmax operator",
    "attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)` "
    "`outs` `(` $output `:` type($output) `)` (`->` type($result)^)?",
    operands=[arg("input", _SHAPED), arg("output", _SHAPED)],
    results=[var_res("result", _RANKED_TENSOR)],
    attrs=[attr("dimension", "I64Attr")],
    traits=["DestinationStyleOpInterface"],
    verify=verify_softmax,
)


LINALG = DialectSpec("linalg", "Linear algebra on tensors and buffers (structured ops).")
LINALG.placeholder = placeholder_structured

#: Linalg's enum attributes: mnemonic -> (C++ enum named in upstream's parse error, cases).
_ENUMS = {
    "iterator_type": ("::mlir::utils::IteratorType", _ITERATOR_TYPES, "IteratorTypeEnum"),
    "elementwise_kind": (
        "::mlir::linalg::ElementwiseKind",
        tuple(_ELEMENTWISE_KINDS.split(", ")),
        "ElementwiseKindAttr",
    ),
    "type_fn": ("::mlir::linalg::TypeFn", ("cast_signed", "cast_unsigned"), "TypeFnAttr"),
}


def parse_linalg_attribute(p: Parser, name: str, body: Span | None) -> at.Attribute | None:
    """`#linalg.iterator_type<parallel>` and the other enum attributes, their case checked
    as upstream's generated enum parsers do; other attributes are kept as written."""
    if name in _ENUMS and body is not None:
        enum_name, cases, attr_def = _ENUMS[name]
        return DialectAttrBody("linalg", name, cases, ", ", enum_name, attr_def).parse(p)
    return None


LINALG.parse_attribute = parse_linalg_attribute
LINALG.add(
    structured(
        "generic",
        "Generic Linalg op form where the key properties of the computation are specified as attributes",
    ),
    structured(
        "matmul", "Performs a matrix multiplication of two 2D inputs without broadcast or transpose"
    ),
    structured("batch_matmul", "Performs a batched matrix multiplication of two 3D inputs"),
    structured(
        "batch_reduce_matmul",
        "Performs a batch-reduce matrix multiplication on two inputs",
    ),
    structured("batch_matvec", "Performs a batched matrix-vector multiplication"),
    structured("batch_vecmat", "Performs a batched vector-matrix multiplication"),
    structured("mmt4d", "Performs a matrix-matrix-transpose multiplication of two 4D inputs"),
    structured("matvec", "Performs a matrix-vector multiplication"),
    structured("vecmat", "Performs a vector-matrix multiplication"),
    structured("dot", "Performs a dot product of two vectors to a scalar result"),
    structured("fill", "Fills the output tensor with the given value"),
    structured("copy", "Copies the tensor elementwise"),
    structured("transpose", "Transpose operator"),
    structured("broadcast", "Static broadcast operator"),
    structured("map", "Elementwise operations"),
    structured("reduce", "Reduce operator"),
    structured("elementwise", "Performs one of the elementwise operations given by `kind`"),
    structured("contract", "Perform a contraction on two inputs, accumulating into the third"),
    *PACK_OPS,
    *WINOGRAD_OPS,
    SOFTMAX,
    op(
        "linalg.yield",
        "Linalg yield operation",
        "attr-dict ($values^ `:` type($values))?",
        operands=[var_arg("values")],
        traits=[TERMINATOR, "Pure", RETURN_LIKE],
        verify=verify_yield,
    ),
    op(
        "linalg.index",
        "Linalg index operation",
        "$dim attr-dict `:` type($result)",
        results=[res("result", INDEX)],
        attrs=[attr("dim", "I64Attr", check=_check_index_dim)],
        traits=["Pure"],
        verify=verify_index,
    ),
)
