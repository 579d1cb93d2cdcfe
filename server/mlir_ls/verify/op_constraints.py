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

from mlir_ls.dialects.assembly_format.attr_kinds import lookup_kind
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
    if not _convertible_properties(op, spec, ctx):
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


def verify_counts(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    """The checks of an op in generic form that come before its `HasParent` trait: the
    properties' conversion (a parse error upstream) and the size-count traits, which ODS
    lists first among an op's traits."""
    if PLACEHOLDER in spec.traits or op.custom:
        return True
    if not _convertible_properties(op, spec, ctx):
        return False
    for trait, name, count in (
        (ATTR_SIZED_OPERAND_SEGMENTS, OPERAND_SEGMENTS, len(spec.operands)),
        (ATTR_SIZED_RESULT_SEGMENTS, RESULT_SEGMENTS, len(spec.results)),
    ):
        if trait in spec.traits and not _convertible_segments(op, name, count, ctx):
            return False
    return all(_verify_count(op, spec, ctx, count) for count in _COUNTS)


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


def _storage_check(kind: str) -> Callable[[at.Attribute], bool] | None:
    """Whether an attribute has the storage class of ODS attribute `kind` (what upstream's
    `convertFromAttribute` casts a property to); None for kinds not modelled here."""
    if kind in _STORAGE:
        return _STORAGE[kind]
    if kind.startswith("TypeAttrOf"):
        return _STORAGE["TypeAttr"]
    if kind.endswith("ArrayAttr") and not kind.startswith(("Dense", "ods:")):
        # (`ods:` kinds are imported enums and attribute defs: `Shard_GridAxesArrayAttr`)
        return _STORAGE["ArrayAttr"]
    return lookup_kind(kind).storage


def _is_integer(attr: at.Attribute) -> bool:
    return isinstance(attr, at.IntegerAttr | at.BoolAttr)


def _dense_of(element: ty.Type) -> Callable[[at.Attribute], bool]:
    return lambda a: isinstance(a, at.DenseArrayAttr) and a.element_type == element


_STORAGE: dict[str, Callable[[at.Attribute], bool]] = {
    **dict.fromkeys(
        ("I1Attr", "I8Attr", "I16Attr", "I32Attr", "I64Attr", "IndexAttr"), _is_integer
    ),
    **dict.fromkeys(("SI32Attr", "SI64Attr", "UI32Attr", "UI64Attr"), _is_integer),
    "BoolAttr": lambda a: (
        isinstance(a, at.BoolAttr) or (isinstance(a, at.IntegerAttr) and a.type == ty.I1)
    ),
    **dict.fromkeys(("StrAttr", "SymbolNameAttr"), lambda a: isinstance(a, at.StringAttr)),
    "TypeAttr": lambda a: isinstance(a, at.TypeAttr),
    "ArrayAttr": lambda a: isinstance(a, at.ArrayAttr),
    "DenseI64ArrayAttr": _dense_of(ty.I64),
    "DenseI32ArrayAttr": _dense_of(ty.I32),
    "DenseI16ArrayAttr": _dense_of(ty.IntegerType(16)),
    "DenseI8ArrayAttr": _dense_of(ty.IntegerType(8)),
    "DenseBoolArrayAttr": _dense_of(ty.I1),
    "AffineMapAttr": lambda a: isinstance(a, at.AffineMapAttr),
    "IntegerSetAttr": lambda a: isinstance(a, at.IntegerSetAttr),
    "FlatSymbolRefAttr": lambda a: isinstance(a, at.SymbolRefAttr) and not a.nested,
    "SymbolRefAttr": lambda a: isinstance(a, at.SymbolRefAttr),
    # UnitProp converts from `unit` and from a bool (the generic form prints `x = false`);
    # mlir-ls's specs do not tell UnitProp from UnitAttr, so both accept either
    "UnitAttr": lambda a: isinstance(a, at.UnitAttr | at.BoolAttr),
    "UnitProp": lambda a: isinstance(a, at.UnitAttr | at.BoolAttr),
    # a string attribute is typed too (`none` unless written `"s" : type`)
    "TypedAttrInterface": lambda a: a.type is not None or isinstance(a, at.StringAttr),
    "F32Attr": lambda a: isinstance(a, at.FloatAttr),
    "F64Attr": lambda a: isinstance(a, at.FloatAttr),
    "LLVM_F64Attr": lambda a: isinstance(a, at.FloatAttr),
}


def _convertible_properties(op: Operation, spec: OpSpec, ctx: VerifyContext) -> bool:
    """A property written in `<{...}>` whose attribute is not of its storage class.

    Upstream's generic parser converts the properties dictionary into the op's
    properties (`setPropertiesFromAttr`, in ODS declaration order) and fails the
    parse with "Invalid attribute `x` in property conversion" when a cast fails.
    """
    entries = getattr(op.properties, "entries", None)
    if isinstance(entries, dict) and _without_properties(spec):
        shown = ", ".join(
            name if isinstance(v, at.UnitAttr) else f"{name} = {_spelled(v)}"
            for name, v in sorted(entries.items())
        )
        ctx.plain_error(
            op,
            f"invalid properties {{{shown}}} for op {op.name}: this operation has empty properties",
        )
        return False
    if not isinstance(entries, dict) or not entries:
        return True
    for attr_def in spec.attributes:
        if not attr_def.is_property or attr_def.name not in entries:
            continue
        check = _storage_check(attr_def.kind)
        value = entries[attr_def.name]
        if check is None or check(value):
            continue
        shown = ", ".join(
            name if isinstance(v, at.UnitAttr) else f"{name} = {_spelled(v)}"
            for name, v in sorted(entries.items())
        )
        message = lookup_kind(attr_def.kind).storage_message
        problem = (
            f"for `{attr_def.name}`: {message}"
            if message is not None
            else f"Invalid attribute `{attr_def.name}` in property conversion: {_spelled(value)}"
        )
        ctx.plain_error(op, f"invalid properties {{{shown}}} for op {op.name}: {problem}")
        return False
    return True


def _spelled(value: at.Attribute) -> str:
    """An attribute as upstream's `Attribute::print` spells it in a message: integers with
    their type (`1 : i64`), floats in the 6-digit scientific form when it reads back."""
    if isinstance(value, at.IntegerAttr):
        return f"{value.value} : {value.type}"
    if isinstance(value, at.FloatAttr):
        number = float(value.value)
        short = f"{number:.6e}"
        text = short if float(short) == number else repr(number)
        return f"{text} : {value.type}"
    return str(value)


def _without_properties(spec: OpSpec) -> bool:
    """An op with no inherent attribute at all (no properties storage upstream): a written
    `<{...}>`, even empty, fails its conversion. Hand-written specs only, whose attributes
    are all declared (the linalg ops' printer table names some)."""
    traits = spec.traits
    return (
        not spec.attributes
        and ATTR_SIZED_OPERAND_SEGMENTS not in traits
        and ATTR_SIZED_RESULT_SEGMENTS not in traits
        and PLACEHOLDER not in traits
        and "OdsImported" not in traits
        and not spec.name.startswith("linalg.")
    )


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
