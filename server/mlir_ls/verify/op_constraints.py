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

from collections.abc import Callable, Mapping
from dataclasses import dataclass

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
    if not all(_verify_count(op, spec, ctx, count) for count in _COUNTS):
        return False
    for trait, name, count in segment_traits:
        if trait in spec.traits and not _verify_segment_sizes(op, name, count, ctx):
            return False
    return verify_required_attributes(op, spec, ctx)


# ---- size-count traits (ZeroRegions, OneResult, NOperands<2>, AtLeastNSuccessors<1>...) ----


@dataclass(frozen=True, slots=True)
class _Count:
    """A size-count trait: which of the spec's entries are variable-length, how many the op
    has, and its messages, formatted with `{fixed}` (the number of fixed-size entries) and
    `{found}`: `too_few` when an entry is variable-length, else `special[fixed]` or `wrong`."""

    variable: Callable[[OpSpec], list[bool]]
    found: Callable[[Operation], int]
    too_few: str
    wrong: str
    special: Mapping[int, str]


_COUNTS = (
    _Count(
        lambda spec: [r.variadic for r in spec.regions],
        lambda op: len(op.regions),
        "expected {fixed} or more regions",
        "expected {fixed} regions",
        {0: "requires zero regions", 1: "requires one region"},
    ),
    _Count(
        lambda spec: [r.arity != "single" for r in spec.results],
        lambda op: len(op.results),
        "expected {fixed} or more results",
        "expected {fixed} results",
        {0: "requires zero results", 1: "requires one result"},
    ),
    _Count(
        lambda spec: [s.variadic for s in spec.successors],
        lambda op: len(op.successors),
        "requires at least {fixed} successors but found {found}",
        "requires {fixed} successors but found {found}",
        {1: "requires 1 successor but found {found}"},
    ),
    _Count(
        lambda spec: [d.arity != "single" for d in spec.operands],
        lambda op: len(op.operands),
        "expected {fixed} or more operands, but found {found}",
        "expected {fixed} operands, but found {found}",
        {0: "requires zero operands", 1: "requires a single operand"},
    ),
)


def _verify_count(op: Operation, spec: OpSpec, ctx: VerifyContext, count: _Count) -> bool:
    variable = count.variable(spec)
    fixed, found = sum(1 for v in variable if not v), count.found(op)
    if found == fixed or (any(variable) and found > fixed):
        return True
    message = count.too_few if any(variable) else count.special.get(fixed, count.wrong)
    ctx.error(op, message.format(fixed=fixed, found=found))
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
