"""Short constructors for op specs, close to how ODS spells them.

    op("arith.addi", "Integer addition operation",
       "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
       operands=[arg("lhs", SIGNLESS_INTEGER_LIKE), arg("rhs", SIGNLESS_INTEGER_LIKE)],
       results=[res("result", SIGNLESS_INTEGER_LIKE)],
       traits=[SAME_OPERANDS_AND_RESULT_TYPE, "Pure"])

`op()` compiles the format at once, so a format that does not fit its op fails
when the dialect module is imported (a test imports every dialect).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from mlir_ls.dialects.assembly_format import attach_format
from mlir_ls.dialects.invariants import verify_invariants
from mlir_ls.ir.spec import (
    AttrDef,
    OperandDef,
    OpSpec,
    RegionDef,
    ResultDef,
    SuccessorDef,
    TypeConstraint,
    TypesMatch,
    TypeTransform,
)


def arg(name: str, constraint: TypeConstraint | None = None) -> OperandDef:
    return OperandDef(name, "single", constraint)


def opt_arg(name: str, constraint: TypeConstraint | None = None) -> OperandDef:
    return OperandDef(name, "optional", constraint)


def var_arg(name: str, constraint: TypeConstraint | None = None) -> OperandDef:
    return OperandDef(name, "variadic", constraint)


def res(name: str, constraint: TypeConstraint | None = None) -> ResultDef:
    return ResultDef(name, "single", constraint)


def opt_res(name: str, constraint: TypeConstraint | None = None) -> ResultDef:
    return ResultDef(name, "optional", constraint)


def var_res(name: str, constraint: TypeConstraint | None = None) -> ResultDef:
    return ResultDef(name, "variadic", constraint)


def attr(
    name: str,
    kind: str = "any",
    *,
    optional: bool = False,
    default: Any = None,
    check: Callable[[Any], str | None] | None = None,
    stored_default: bool = True,
) -> AttrDef:
    return AttrDef(
        name,
        kind,
        optional=optional or default is not None,
        default=default,
        check=check,
        stored_default=stored_default,
    )


def unit(name: str) -> AttrDef:
    return AttrDef(name, "UnitAttr", optional=True)


def region(
    name: str, single_block: bool = False, variadic: bool = False, sized: int = 0
) -> RegionDef:
    """A region definition; `sized`: its `SizedRegion<N>` block count (0: any)."""
    return RegionDef(name, variadic=variadic, single_block=single_block, min_blocks=sized)


def succ(name: str, variadic: bool = False) -> SuccessorDef:
    return SuccessorDef(name, variadic)


def match(*names: str) -> TypesMatch:
    return TypesMatch(tuple(names))


def transform(
    source: str, target: str, fn: Callable[[Any], Any], description: str = ""
) -> TypeTransform:
    """TypesMatchWith; with its `description` it is verified ("failed to verify that ...")."""
    return TypeTransform(source, target, fn, description)


def op(
    name: str,
    summary: str,
    format: str | None = None,
    *,
    operands: Iterable[OperandDef] = (),
    results: Iterable[ResultDef] = (),
    attrs: Iterable[AttrDef] = (),
    regions: Iterable[RegionDef] = (),
    successors: Iterable[SuccessorDef] = (),
    traits: Iterable[str] = (),
    parents: Iterable[str] = (),
    relations: Iterable[TypesMatch | TypeTransform] = (),
    infer: Callable[[Any], Sequence[Any]] | None = None,
    parse: Callable[[Any, Any], None] | None = None,
    print: Callable[[Any, Any], None] | None = None,
    verify: Callable[[Any, Any], None] | None = None,
    implicit_terminator: str | None = None,
    default_dialect: str | None = None,
    result_names: Callable[[Any], list[str | None]] | None = None,
    local_verify: bool | None = None,
    verify_regions: Callable[[Any, Any], None] | None = None,
) -> OpSpec:
    """An op spec from ODS-like parts. `local_verify` says that `verify` reads only the
    op's attributes, properties and operand/result types (the default when it has no
    `verify` hook: the ODS invariants are local)."""
    spec = OpSpec(
        name,
        summary=summary,
        operands=tuple(operands),
        results=tuple(results),
        attributes=tuple(attrs),
        regions=tuple(regions),
        successors=tuple(successors),
        traits=frozenset(traits),
        parents=tuple(parents),
        parse=parse,
        print=print,
        verify=verify,
        assembly_format=format,
        default_dialect=default_dialect,
        result_names=result_names,
        type_relations=tuple(relations),
        infer_result_types=infer,
        implicit_terminator=implicit_terminator,
        local_verify=verify is None if local_verify is None else local_verify,
        verify_regions=verify_regions,
    )
    if format is not None:
        attach_format(spec)
    spec.verify = _chain(spec, verify)
    if spec.parse is not None:
        spec.parse = _guard(spec.parse)
    return spec


def _guard(hook: Callable[[Any, Any], None]) -> Callable[[Any, Any], None]:
    """A parse hook that keeps a wrongly written op in the IR (see `run_guarded`)."""

    def parse(p: Any, o: Any) -> None:
        p.run_guarded(hook, o)

    return parse


def _chain(spec: OpSpec, hook: Callable[[Any, Any], None] | None) -> Callable[[Any, Any], None]:
    """The op's verifier: ODS invariants first, then its own hook (if they hold)."""

    def run(op: Any, ctx: Any) -> None:
        if verify_invariants(op, spec, ctx) and hook is not None:
            hook(op, ctx)

    return run
