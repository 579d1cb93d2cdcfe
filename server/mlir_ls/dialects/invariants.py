"""ODS invariants of registered ops: type constraints, attribute checks, type relations.

`verify_invariants` runs for every registered op (custom or generic form) in
front of the op's own verify hook (`mlir_ls.dialects.ods.op` chains them),
with upstream's messages: "operand #0 must be ..., but got '...'",
"requires the same type for all operands and results", ...
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mlir_ls.dialects.assembly_format.attr_kinds import lookup_kind
from mlir_ls.dialects.assembly_format.compile import group_values
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import (
    SAME_OPERANDS_AND_RESULT_TYPE,
    OpSpec,
    TypesMatch,
    TypeTransform,
    VerifyContext,
)

#: Signatures (op name, operand and result types, attributes, region and successor
#: counts) already found valid: IR dumps repeat the same few thousand signatures.
_VALID: set[tuple[Any, ...]] = set()
_VALID_LIMIT = 200_000


def verify_invariants(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    """Attribute checks, operand/result type constraints and type relations.

    Returns False after the first finding (upstream's verifier stops there too).
    The checks read only the op's types, attributes and counts, so a signature
    that passed once passes again.
    """
    try:
        key: tuple[Any, ...] | None = (
            spec.name,
            tuple([v.type for v in op.operands]),
            tuple([r.type for r in op.results]),
            op.properties,
            tuple(op.attributes.items()),
            len(op.regions),
            len(op.successors),
        )
        if key in _VALID:
            return _verify_sized_regions(op, spec, ctx)
    except TypeError:  # an unhashable attribute value: check without the memo
        key = None
    if not _verify_invariants(op, spec, ctx):
        return False
    if key is not None:
        if len(_VALID) >= _VALID_LIMIT:
            _VALID.clear()
        _VALID.add(key)
    return _verify_sized_regions(op, spec, ctx)


def _verify_sized_regions(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    """The region constraints the ODS verifier checks after the type constraints:
    `SizedRegion<1>` is "region #i ('name') failed to verify constraint: region with 1
    blocks" (ops whose regions are all fixed, where region #i is the i-th definition).
    Generic form only: a custom form's parser may build the block upstream's leaves to
    `ensureTerminator` (an empty `{}` of a SingleBlockImplicitTerminator op)."""
    if op.custom or len(op.regions) != len(spec.regions):
        return True
    if any(r.variadic for r in spec.regions):
        return True
    for index, (found, defined) in enumerate(zip(op.regions, spec.regions, strict=True)):
        if defined.min_blocks and len(found.blocks) != defined.min_blocks:
            ctx.error(
                op,
                f"region #{index} ('{defined.name}') failed to verify constraint: "
                f"region with {defined.min_blocks} blocks",
            )
            return False
    return True


def _verify_invariants(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    for attr_def in spec.attributes:
        value = op.attr(attr_def.name)
        if value is None:
            continue
        if attr_def.check is None:
            summary = kind_violation(attr_def.kind, value)
            if summary is not None:
                ctx.error(
                    op, f"attribute '{attr_def.name}' failed to satisfy constraint: {summary}"
                )
                return False
            continue
        problem = attr_def.check(value)
        if problem is not None:
            ctx.error(op, problem)
            return False
    if not _check_values(op, ctx, spec.operands, op.operands, "operand"):
        return False
    if not _check_values(op, ctx, spec.results, list(op.results), "result"):
        return False
    # the generated verifyInvariantsImpl's PredOpTraits come before the native traits
    if "SameInputOutputTensorDims" in spec.traits and op.operands and op.results:
        shapes = [_tensor_dims(v.type) for v in (op.operands[0], op.results[0])]
        if None not in shapes and shapes[0] != shapes[1]:
            ctx.error(op, "failed to verify that input and output have the same tensor dimensions")
            return False
    if spec.type_relations:
        groups = value_groups(op, spec)
        for rel in spec.type_relations:
            if isinstance(rel, TypesMatch):
                if _restates_native_trait(rel, spec):
                    continue  # SameTypeOperands / SameOperandsAndResultType: checked below
                types = [v.type for n in rel.names for v in groups.get(n, [])]
                known = [t for t in types if not t.is_error]
                if known and any(t != known[0] for t in known):
                    ctx.error(
                        op,
                        f"failed to verify that all of {{{', '.join(rel.names)}}} have same type",
                    )
                    return False
            elif isinstance(rel, TypeTransform) and rel.description:
                sources = groups.get(rel.source, [])
                targets = groups.get(rel.target, [])
                if sources and targets:
                    src, dst = sources[0].type, targets[0].type
                    if not src.is_error and not dst.is_error and rel.transform(src) != dst:
                        ctx.error(op, f"failed to verify that {rel.description}")
                        return False
    if SAME_OPERANDS_AND_RESULT_TYPE in spec.traits:
        types = [v.type for v in op.operands] + [r.type for r in op.results]
        known = [t for t in types if not t.is_error]
        if known and any(t != known[0] for t in known):
            elementwise = "Elementwise" in spec.traits or "ElementwiseMappable" in spec.traits
            problem = same_type_problem(op, elementwise)
            ctx.error(op, problem)
            if problem.startswith("inferred type(s)"):  # verifyInferredResultTypes adds it
                ctx.error(op, "failed to infer returned types")
            return False
    if "SameOperandsAndResultShape" in spec.traits:
        types = [v.type for v in op.operands] + [r.type for r in op.results]
        if not compatible_shapes([t for t in types if not t.is_error]):
            ctx.error(op, "requires the same shape for all operands and results")
            return False
    if "SameTypeOperands" in spec.traits:
        known = [v.type for v in op.operands if not v.type.is_error]
        if known and any(t != known[0] for t in known):
            ctx.error(op, "requires all operands to have the same type")
            return False
    return True


def _int_of(width: int, signedness: str = "") -> Callable[[at.Attribute], bool]:
    def test(a: at.Attribute) -> bool:
        if isinstance(a, at.BoolAttr):
            return width == 1 and not signedness
        return (
            isinstance(a, at.IntegerAttr)
            and isinstance(a.type, ty.IntegerType)
            and a.type.width == width
            and a.type.signedness == signedness
        )

    return test


def _dense(element: ty.Type) -> Callable[[at.Attribute], bool]:
    return lambda a: isinstance(a, at.DenseArrayAttr) and a.element_type == element


def _array_of(test: Callable[[at.Attribute], bool]) -> Callable[[at.Attribute], bool]:
    return lambda a: isinstance(a, at.ArrayAttr) and all(test(e) for e in a.elements)


#: ODS attribute constraints by kind: (summary in "failed to satisfy constraint", test).
ATTR_CONSTRAINTS: dict[str, tuple[str, Callable[[at.Attribute], bool]]] = {
    **{
        f"I{w}Attr": (f"{w}-bit signless integer attribute", _int_of(w)) for w in (1, 8, 16, 32, 64)
    },
    **{
        f"{p}I{w}Attr": (f"{w}-bit {n} integer attribute", _int_of(w, p[0].lower()))
        for w in (32, 64)
        for p, n in (("S", "signed"), ("U", "unsigned"))
    },
    "IndexAttr": (
        "index attribute",
        lambda a: isinstance(a, at.IntegerAttr) and isinstance(a.type, ty.IndexType),
    ),
    "BoolAttr": ("bool attribute", _int_of(1)),
    "StrAttr": ("string attribute", lambda a: isinstance(a, at.StringAttr)),
    "SymbolNameAttr": ("string attribute", lambda a: isinstance(a, at.StringAttr)),
    "UnitAttr": ("unit attribute", lambda a: isinstance(a, at.UnitAttr | at.BoolAttr)),
    "TypeAttr": ("any type attribute", lambda a: isinstance(a, at.TypeAttr)),
    "ArrayAttr": ("array attribute", lambda a: isinstance(a, at.ArrayAttr)),
    "DenseI64ArrayAttr": ("i64 dense array attribute", _dense(ty.I64)),
    "DenseI32ArrayAttr": ("i32 dense array attribute", _dense(ty.I32)),
    "DenseBoolArrayAttr": ("i1 dense array attribute", _dense(ty.I1)),
    "AffineMapAttr": ("AffineMap attribute", lambda a: isinstance(a, at.AffineMapAttr)),
    "FlatSymbolRefAttr": (
        "flat symbol reference attribute",
        lambda a: isinstance(a, at.SymbolRefAttr) and not a.nested,
    ),
    "I64ArrayAttr": ("64-bit integer array attribute", _array_of(_int_of(64))),
    "I32ArrayAttr": ("32-bit integer array attribute", _array_of(_int_of(32))),
    "BoolArrayAttr": ("1-bit boolean array attribute", _array_of(_int_of(1))),
    "AffineMapArrayAttr": (
        "AffineMap array attribute",
        _array_of(lambda a: isinstance(a, at.AffineMapAttr)),
    ),
}


def kind_violation(kind: str, value: at.Attribute) -> str | None:
    """The summary of ODS constraint `kind` when `value` does not satisfy it, else None
    (also for kinds not modelled here)."""
    found = ATTR_CONSTRAINTS.get(kind)
    if found is None:
        described = lookup_kind(kind)  # an integer-stored enum (I64EnumAttr ...)
        if described.summary is None or described.storage is None or described.storage(value):
            return None
        return described.summary
    if found[1](value):
        return None
    return found[0]


def same_type_problem(op: Operation, elementwise: bool) -> str:
    """Which check fails first when the operand and result types of a
    SameOperandsAndResultType op differ: the trait itself (element types, compatible
    shapes: `?` matches any size; encodings), then Elementwise (same kind of type, same
    shape and scalable dims), then InferTypeOpInterface (the inferred type, the first
    operand's, equal to the results')."""
    results = [r.type for r in op.results if not r.type.is_error]
    operands = [v.type for v in op.operands if not v.type.is_error]
    if results and operands:
        first = results[0]
        encoding = getattr(first, "encoding", None)
        for t in [*results[1:], *operands]:
            if _element_or_self(t) != _element_or_self(first) or not compatible_shape(t, first):
                return "requires the same type for all operands and results"
            if encoding is not None and getattr(t, "encoding", None) != encoding:
                return "requires the same encoding for all operands and results"
        mappable = [t for t in [*operands, *results] if isinstance(t, _MAPPABLE)]
        if elementwise and mappable:
            kinds = {type(t) for t in mappable}
            keys = {shape_key(t) for t in mappable}
            if (
                len(kinds) > 1
                or not all(compatible_shape(t, mappable[0]) for t in mappable)
                or len({k[1] for k in keys if k is not None}) > 1
            ):
                return "all non-scalar operands/results must have the same shape and base type"
        shown = ", ".join(f"'{t}'" for t in results)
        if operands[0] != results[0] or any(t != results[0] for t in results):
            return (
                f"inferred type(s) '{operands[0]}' are incompatible with return type(s) of "
                f"operation {shown}"
            )
    return "requires the same type for all operands and results"


_MAPPABLE = (ty.VectorType, ty.RankedTensorType, ty.UnrankedTensorType)


def _element_or_self(t: Any) -> Any:
    return t.element_type if isinstance(t, ty.ShapedType) else t


def compatible_shape(a: Any, b: Any) -> bool:
    """mlir::verifyCompatibleShape(Type, Type)."""
    a_shaped, b_shaped = isinstance(a, ty.ShapedType), isinstance(b, ty.ShapedType)
    if not a_shaped or not b_shaped:
        return a_shaped == b_shaped
    if a.shape is None or b.shape is None:
        return True
    return len(a.shape) == len(b.shape) and all(
        x == y or ty.DYNAMIC in (x, y) for x, y in zip(a.shape, b.shape, strict=True)
    )


def _restates_native_trait(rel: TypesMatch, spec: OpSpec) -> bool:
    """A type relation kept for the custom form's type inference that a native trait states:
    upstream verifies that trait (not an AllTypesMatch) after the PredOpTraits."""
    operands = {d.name for d in spec.operands}
    if "SameTypeOperands" in spec.traits and set(rel.names) <= operands:
        return True
    results = {d.name for d in spec.results}
    return SAME_OPERANDS_AND_RESULT_TYPE in spec.traits and set(rel.names) <= operands | results


def _tensor_dims(t: Any) -> tuple[int, ...] | None:
    """SameInputOutputTensorDims's key: a tensor's shape, `()` for anything else (None:
    not known, an unranked tensor or a type that did not parse)."""
    if t.is_error or isinstance(t, ty.UnrankedTensorType):
        return None
    return tuple(t.shape or ()) if isinstance(t, ty.RankedTensorType) else ()


def compatible_shapes(types: list[Any]) -> bool:
    """mlir::verifyCompatibleShapes: all shaped or none; scalable vectors with scalable
    only; ranked ones of one rank, each dimension equal or dynamic."""
    shaped = [isinstance(t, ty.ShapedType) for t in types]
    if not all(shaped):
        return not any(shaped)
    scalable = {isinstance(t, ty.VectorType) and any(t.scalable) for t in types}
    if len(scalable) > 1:
        return False
    ranked = [t.shape for t in types if t.shape is not None]
    if not ranked:
        return True
    if any(len(shape) != len(ranked[0]) for shape in ranked):
        return False
    for dims in zip(*ranked, strict=True):
        static = {d for d in dims if d != ty.DYNAMIC}
        if len(static) > 1:
            return False
    return True


def shape_key(t: Any) -> Any:
    """What SameOperandsAndResultShape compares: the shape (with scalable dims), or None."""
    from mlir_ls.ir import types as ty

    if isinstance(t, ty.VectorType):
        return (t.shape, t.scalable)
    if isinstance(t, ty.ShapedType):
        return (t.shape, ())
    return None


def value_groups(op: Operation, spec: OpSpec) -> dict[str, list[Any]]:
    """The op's operands and results by ODS name, split by the segment-size attributes."""
    groups = group_values(
        op,
        spec.operands,
        list(op.operands),
        "operandSegmentSizes",
        sum(1 for d in spec.operands if d.arity != "single"),
    )
    groups.update(
        group_values(
            op,
            spec.results,
            list(op.results),
            "resultSegmentSizes",
            sum(1 for d in spec.results if d.arity != "single"),
        )
    )
    return groups


def _check_values(
    op: Operation, ctx: VerifyContext, defs: tuple[Any, ...], values: list[Any], what: str
) -> bool:
    optional = any(d.arity == "optional" for d in defs)
    if not optional and not any(d.constraint is not None for d in defs):
        return True
    segment = "operandSegmentSizes" if what == "operand" else "resultSegmentSizes"
    groups = group_values(op, defs, values, segment, sum(1 for d in defs if d.arity != "single"))
    index = 0
    for d in defs:
        group = groups.get(d.name, [])
        if d.arity == "optional" and len(group) > 1 and not op.custom:
            ctx.error(
                op,
                f"{what} group starting at #{index} requires 0 or 1 element, but found "
                f"{len(group)}",
            )
            return False
        constraint = d.constraint
        if constraint is not None:
            for i, value in enumerate(group):
                if not constraint(value.type):
                    prefix = "variadic of " if d.arity == "variadic" else ""
                    ctx.error(
                        op,
                        f"{what} #{index + i} must be {prefix}{constraint.description}, "
                        f"but got '{value.type}'",
                    )
                    return False
        index += len(group)
    return True
