"""Generic checks of registered ops against their `OpSpec` (ODS-generated verifiers upstream).

`verify_op_constraints` runs for ops written in generic form, in the order of
upstream's op traits: the properties a parser could not convert (segment
sizes), then the size-count traits (regions, results, successors, operands),
the structural `AttrSized{Operand,Result}Segments` traits, and the required
attributes of `OpInvariants`. `verify_required_attributes` is the part every
op needs, custom forms included (a custom form leaves the attributes its
format does not bind to the attribute dictionary). The other checks every
registered op needs (type constraints, attribute checks,
SameOperandsAndResultType...) are in `mlir_ls.dialects.invariants`, run in
front of each op's own hook.
"""

from __future__ import annotations

from collections.abc import Sequence

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    ATTR_SIZED_RESULT_SEGMENTS,
    PLACEHOLDER,
    OpSpec,
)
from mlir_ls.verify.context import VerifyContext

OPERAND_SEGMENTS = "operandSegmentSizes"
RESULT_SEGMENTS = "resultSegmentSizes"

#: Shapes (op name, counts, segment sizes, attribute names) already found valid.
_VALID: set[tuple[object, ...]] = set()
_VALID_LIMIT = 100_000


def verify_op_constraints(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    """Counts, segment sizes and required attributes of an op in generic form.

    Returns False when a finding makes the op-specific hook pointless. The checks
    read only counts, segment sizes and which attributes are present, so a shape
    that passed once passes again.
    """
    if PLACEHOLDER in spec.traits:
        return False
    props = op.properties
    key = (
        spec.name,
        len(op.operands),
        len(op.results),
        len(op.regions),
        len(op.successors),
        tuple(getattr(props, "entries", ())),
        op.attr(OPERAND_SEGMENTS),
        op.attr(RESULT_SEGMENTS),
        tuple(op.attributes),
    )
    if key in _VALID:
        return True
    if not _verify_op_constraints(op, spec, ctx):
        return False
    if len(_VALID) >= _VALID_LIMIT:
        _VALID.clear()
    _VALID.add(key)
    return True


def verify_required_attributes(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    """ODS's "requires attribute 'x'" (OpInvariants), for ops in any form.

    Returns False after the first missing attribute, as upstream's verifier stops there.
    """
    for attr_def in spec.attributes:
        if not attr_def.optional and op.attr(attr_def.name) is None:
            ctx.error(op, f"requires attribute '{attr_def.name}'")
            return False
    return True


def _verify_op_constraints(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    segment_traits = (
        (ATTR_SIZED_OPERAND_SEGMENTS, OPERAND_SEGMENTS, len(spec.operands)),
        (ATTR_SIZED_RESULT_SEGMENTS, RESULT_SEGMENTS, len(spec.results)),
    )
    for trait, name, count in segment_traits:
        if trait in spec.traits and not _convertible_segments(op, name, count, ctx):
            return False
    if not (
        _verify_region_count(op, spec, ctx)
        and _verify_result_count(op, spec, ctx)
        and _verify_successor_count(op, spec, ctx)
        and _verify_operand_count(op, spec, ctx)
    ):
        return False
    for trait, name, count in segment_traits:
        if trait in spec.traits and not _verify_segment_sizes(op, name, count, ctx):
            return False
    return verify_required_attributes(op, spec, ctx)


# ---- size-count traits (ZeroRegions, OneResult, NOperands<2>, AtLeastNSuccessors<1>...) ----


def _counts(arities: Sequence[bool]) -> tuple[int, bool]:
    """(number of fixed-size entries, whether any is variable-length)."""
    return sum(1 for variable in arities if not variable), any(arities)


def _verify_region_count(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    fixed, variadic = _counts([r.variadic for r in spec.regions])
    found = len(op.regions)
    if variadic:
        message = f"expected {fixed} or more regions" if found < fixed else None
    elif found == fixed:
        message = None
    else:
        message = {0: "requires zero regions", 1: "requires one region"}.get(
            fixed, f"expected {fixed} regions"
        )
    return _report(op, message, ctx)


def _verify_result_count(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    fixed, variadic = _counts([r.arity != "single" for r in spec.results])
    found = len(op.results)
    if variadic:
        message = f"expected {fixed} or more results" if found < fixed else None
    elif found == fixed:
        message = None
    else:
        message = {0: "requires zero results", 1: "requires one result"}.get(
            fixed, f"expected {fixed} results"
        )
    return _report(op, message, ctx)


def _verify_successor_count(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    fixed, variadic = _counts([s.variadic for s in spec.successors])
    found = len(op.successors)
    if variadic:
        message = (
            f"requires at least {fixed} successors but found {found}" if found < fixed else None
        )
    elif found == fixed:
        message = None
    else:
        noun = "successor" if fixed == 1 else "successors"
        message = f"requires {fixed} {noun} but found {found}"
    return _report(op, message, ctx)


def _verify_operand_count(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    fixed, variadic = _counts([d.arity != "single" for d in spec.operands])
    found = len(op.operands)
    if variadic:
        message = f"expected {fixed} or more operands, but found {found}" if found < fixed else None
    elif found == fixed:
        message = None
    else:
        message = {0: "requires zero operands", 1: "requires a single operand"}.get(
            fixed, f"expected {fixed} operands, but found {found}"
        )
    return _report(op, message, ctx)


def _report(op: Operation, message: str | None, ctx: VerifyContext) -> bool:
    if message is None:
        return True
    ctx.error(op, message)
    return False


# ---- AttrSizedOperandSegments / AttrSizedResultSegments -------------------------------------


def _convertible_segments(op: Operation, name: str, count: int, ctx: VerifyContext) -> bool:
    """A segment array in the properties (`<{...}>`) that upstream's parser cannot store.

    The property is an `array<i32>` of one entry per ODS operand (result); anything else
    fails the conversion of the properties, a parse error upstream. (The same array in
    the attribute dictionary is dropped silently: the sizes then stay zero.)
    """
    props = op.properties
    entries = getattr(props, "entries", None)
    if not isinstance(entries, dict) or name not in entries:
        return True
    value = entries[name]
    if not isinstance(value, at.DenseArrayAttr) or value.element_type != ty.I32:
        problem = "expected DenseI32ArrayAttr"
    elif len(value.values) != count:
        problem = f"size mismatch in attribute conversion: {len(value.values)} vs {count}"
    else:
        return True
    shown = at.DictionaryAttr(dict(sorted(entries.items())))
    ctx.plain_error(op, f"invalid properties {shown} for op {op.name}: for `{name}`: {problem}")
    return False


def _segment_sizes(op: Operation, name: str, count: int) -> tuple[int, ...]:
    """The stored sizes: all zero when the array is absent or of the wrong kind or length."""
    value = op.attr(name)
    if (
        isinstance(value, at.DenseArrayAttr)
        and value.element_type == ty.I32
        and len(value.values) == count
    ):
        return tuple(int(v) for v in value.values)
    return (0,) * count


def _verify_segment_sizes(op: Operation, name: str, count: int, ctx: VerifyContext) -> bool:
    """OpTrait::impl::verifyValueSizeAttr: no negative sizes, and they add up to the count."""
    sizes = _segment_sizes(op, name, count)
    if any(size < 0 for size in sizes):
        ctx.error(op, f"'{name}' attribute cannot have negative elements")
        return False
    total = sum(sizes)
    what, found = ("operand", len(op.operands))
    if name == RESULT_SEGMENTS:
        what, found = ("result", len(op.results))
    if total != found:
        ctx.error(
            op,
            f"{what} count ({found}) does not match with the total size ({total}) "
            f"specified in attribute '{name}'",
        )
        return False
    return True
