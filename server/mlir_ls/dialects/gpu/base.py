"""Shared pieces of the gpu dialect: its types, type constraints, enums and async tokens.

Enum attributes of the dialect (`EnumAttr<GPU_Dialect, ...>` without their own
assembly format) are written `#gpu<mnemonic case>` and print as their bare keyword
inside an op's custom form. Async ops share upstream's

    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
      ::= (`async`)? (`[` ssa-use-list `]`)?
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import (
    AttrKind,
    CustomDirective,
    ParseState,
    View,
    group_values,
    register_custom,
    register_kind,
)
from mlir_ls.dialects.ods import op, opt_res, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, Value
from mlir_ls.ir.spec import OpSpec, TypeConstraint
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand

# ---- types --------------------------------------------------------------------------------------

ASYNC_TOKEN = ty.DialectType("gpu", "async.token", None)
NAMED_BARRIER = ty.DialectType("gpu", "named_barrier", None)
DN_TENSOR = ty.DialectType("gpu", "sparse.dntensor_handle", None)
SP_MAT = ty.DialectType("gpu", "sparse.spmat_handle", None)
SPGEMM_OP = ty.DialectType("gpu", "sparse.spgemmop_handle", None)


def is_mma_matrix(t: ty.Type) -> bool:
    return isinstance(t, ty.DialectType) and t.dialect == "gpu" and t.name == "mma_matrix"


def mma_parts(t: ty.Type) -> tuple[tuple[int, ...], ty.Type, str] | None:
    """(shape, element type, operand) of a `!gpu.mma_matrix`, when its body was parsed."""
    if is_mma_matrix(t) and isinstance(t, ty.DialectType) and len(t.params) == 3:
        shape, element, operand = t.params
        return tuple(shape), element, str(operand)
    return None


# ---- type constraints -----------------------------------------------------------------------


def constraint(
    description: str, check: Callable[[ty.Type], bool], buildable: ty.Type | None = None
) -> TypeConstraint:
    """A type constraint with upstream's summary; error types satisfy every constraint."""
    return TypeConstraint(description, lambda t: t.is_error or check(t), buildable)


def _signless(width: int) -> Callable[[ty.Type], bool]:
    return lambda t: isinstance(t, ty.IntegerType) and t.is_signless and t.width == width


def _is_memref(t: ty.Type) -> bool:
    return isinstance(t, ty.MemRefType)


ANY_TYPE = constraint("any type", lambda t: True)
INDEX = constraint("index", lambda t: isinstance(t, ty.IndexType), ty.INDEX)
I1 = constraint("1-bit signless integer", _signless(1), ty.I1)
I32 = constraint("32-bit signless integer", _signless(32), ty.I32)
SIGNLESS_INT = constraint(
    "signless integer", lambda t: isinstance(t, ty.IntegerType) and t.is_signless
)
ASYNC_TOKEN_TYPE = constraint("async token type", lambda t: t == ASYNC_TOKEN, ASYNC_TOKEN)
NAMED_BARRIER_TYPE = constraint("named barrier type", lambda t: t == NAMED_BARRIER, NAMED_BARRIER)
DN_TENSOR_TYPE = constraint("dense tensor handle type", lambda t: t == DN_TENSOR, DN_TENSOR)
SP_MAT_TYPE = constraint("sparse matrix handle type", lambda t: t == SP_MAT, SP_MAT)
SPGEMM_OP_TYPE = constraint("SpGEMM operation handle type", lambda t: t == SPGEMM_OP, SPGEMM_OP)
ANY_MEMREF = constraint("memref of any non-token type values", _is_memref)
UNRANKED_MEMREF = constraint(
    "unranked.memref of any non-token type values",
    lambda t: isinstance(t, ty.UnrankedMemRefType),
)
MMA_MATRIX = constraint("MMAMatrix type", is_mma_matrix)
LAUNCH_INDEX = constraint(
    "index or 32-bit signless integer or 64-bit signless integer",
    lambda t: isinstance(t, ty.IndexType) or _signless(32)(t) or _signless(64)(t),
)


def _int_or_float(t: ty.Type) -> bool:
    return (isinstance(t, ty.IntegerType) and t.is_signless) or isinstance(t, ty.FloatType)


INT_OR_FLOAT = constraint("Integer or Float", _int_or_float)
INT_OR_FLOAT_OR_1D_VECTOR = constraint(
    "Integer or Float or fixed-length vector of Integer or Float values of ranks 1",
    lambda t: (
        _int_or_float(t)
        or (
            isinstance(t, ty.VectorType)
            and len(t.shape or ()) == 1
            and not any(t.scalable or ())
            and _int_or_float(t.element_type)
        )
    ),
)

# ---- attributes -----------------------------------------------------------------------------


def all_attrs(o: Operation) -> dict[str, at.Attribute]:
    """Inherent (properties) and discardable attributes: what upstream's getAttrs gives the
    custom printers."""
    merged: dict[str, at.Attribute] = {}
    if isinstance(o.properties, at.DictionaryAttr):
        merged.update(o.properties.entries)
    merged.update(o.attributes)
    return merged


def segments(o: Operation, name: str = "operandSegmentSizes") -> list[int]:
    sizes = o.attr(name)
    return [int(v) for v in sizes.values] if isinstance(sizes, at.DenseArrayAttr) else []


def operand_groups(o: Operation, count: int) -> list[list[Value]] | None:
    """The operands split by `operandSegmentSizes` (None when it does not fit them)."""
    sizes = segments(o)
    if len(sizes) != count or sum(sizes) != len(o.operands) or min(sizes, default=0) < 0:
        return None
    groups: list[list[Value]] = []
    pos = 0
    for size in sizes:
        groups.append(list(o.operands[pos : pos + size]))
        pos += size
    return groups


def attr_check(
    name: str, description: str, holds: Callable[[at.Attribute], bool]
) -> Callable[[Any], str | None]:
    """An `AttrDef.check`: upstream's "attribute 'x' failed to satisfy constraint: ..."."""

    def check(value: Any) -> str | None:
        if holds(value):
            return None
        return f"attribute '{name}' failed to satisfy constraint: {description}"

    return check


@dataclass(frozen=True, slots=True)
class GpuEnum:
    """An `EnumAttr<GPU_Dialect, ...>` written `#gpu<mnemonic case>`."""

    mnemonic: str
    cpp: str
    description: str
    cases: tuple[str, ...]

    def attr(self, word: str) -> at.DialectAttr:
        return at.DialectAttr("gpu", "", f"{self.mnemonic} {word}")

    def word(self, value: at.Attribute | None) -> str | None:
        """The case of an attribute of this enum (None for anything else)."""
        if not isinstance(value, at.DialectAttr) or value.dialect != "gpu" or value.name:
            return None
        parts = (value.body or "").split()
        if len(parts) == 2 and parts[0] == self.mnemonic and parts[1] in self.cases:
            return parts[1]
        return None

    def check(self, name: str) -> Callable[[Any], str | None]:
        return attr_check(name, self.description, lambda a: self.word(a) is not None)

    def parse_word(self, p: Parser, attr_kind: str) -> at.DialectAttr:
        """A case keyword, with upstream's FieldParser errors for anything else."""
        if p.kind not in ("bare", "string") or p.text.strip('"') not in self.cases:
            p.custom_error(
                f"expected ::mlir::gpu::{self.cpp} to be one of: {', '.join(self.cases)}", p.span
            )
            if p.kind in ("bare", "string"):
                p.advance()
            raise p.custom_error(
                f"failed to parse {attr_kind} parameter 'value' which is to be a "
                f"`::mlir::gpu::{self.cpp}`",
                p.span,
            )
        word = p.text.strip('"')
        p.advance()
        return self.attr(word)

    def kind(self, name: str) -> AttrKind:
        """The attribute kind for declarative formats: the bare case keyword."""

        def parse(p: Parser, attr_name: str) -> at.Attribute:
            return self.parse_word(p, name)

        def print_(pr: OpAsmPrinter, value: at.Attribute) -> None:
            word = self.word(value)
            if word is None:
                pr.print_attribute(value)
            else:
                pr.write(word)

        return register_kind(
            AttrKind(
                name,
                parse,
                print_,
                lambda p: p.kind == "bare" and p.text in self.cases,
                lambda a: (
                    isinstance(a, at.DialectAttr)
                    and a.dialect == "gpu"
                    and (a.body or "").split(" ")[0] == self.mnemonic
                ),
                cases=self.cases,
            )
        )


DIMENSION = GpuEnum("dim", "Dimension", "a dimension, either 'x', 'y', or 'z'", ("x", "y", "z"))
ALL_REDUCE_OP = GpuEnum(
    "all_reduce_op",
    "AllReduceOperation",
    "built-in reduction operations supported by gpu.allreduce.",
    (
        "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
        "and", "or", "xor", "minimumf", "maximumf",
    ),
)  # fmt: skip
SHUFFLE_MODE = GpuEnum(
    "shuffle_mode", "ShuffleMode", "Indexing modes supported by gpu.shuffle.",
    ("xor", "up", "down", "idx"),
)  # fmt: skip
BROADCAST = GpuEnum(
    "broadcast", "BroadcastType", "a lane to broadcast from",
    ("first_active_lane", "specific_lane"),
)  # fmt: skip
MMA_ELEMENTWISE = GpuEnum(
    "mma_element_wise",
    "MMAElementwiseOp",
    "elementwise operation to apply to mma matrix",
    (
        "addf", "mulf", "subf", "maxf", "minf", "divf", "addi", "muli", "subi",
        "divs", "divu", "negatef", "negates", "extf", "truncf",
    ),
)  # fmt: skip
TRANSPOSE_MODE = GpuEnum(
    "mat_transpose_mode",
    "TransposeMode",
    "transpose mode of sparse matrix supported by sparse tensor ops",
    ("NON_TRANSPOSE", "TRANSPOSE", "CONJUGATE_TRANSPOSE"),
)
PRUNE_FLAG = GpuEnum(
    "prune_2to4_spmat_flag",
    "Prune2To4SpMatFlag",
    "pruning strategy for 2:4 sparse matrix",
    ("NONE", "PRUNE_ONLY", "PRUNE_AND_CHECK"),
)
SPGEMM_KIND = GpuEnum(
    "spgemm_work_estimation_or_compute_kind",
    "SpGEMMWorkEstimationOrComputeKind",
    "choose whether spgemm_work_estimation_or_compute does work estimation or compute",
    ("WORK_ESTIMATION", "COMPUTE"),
)

DIMENSION.kind("GPU_DimensionAttr")
ALL_REDUCE_OP.kind("GPU_AllReduceOperationAttr")
SHUFFLE_MODE.kind("GPU_ShuffleModeAttr")
BROADCAST.kind("GPU_BroadcastTypeAttr")
MMA_ELEMENTWISE.kind("MMAElementWiseAttr")
TRANSPOSE_MODE.kind("GPU_TransposeModeAttr")
PRUNE_FLAG.kind("GPU_Prune2To4SpMatFlagAttr")
SPGEMM_KIND.kind("GPU_SpGEMMWorkEstimationOrComputeKindAttr")

ADDRESS_SPACES = ("global", "workgroup", "private", "constant")
BARRIER_SCOPES = ("subgroup", "workgroup", "cluster")


def address_space(value: at.Attribute | None) -> str | None:
    """The space of a `#gpu.address_space<...>` attribute."""
    if (
        isinstance(value, at.DialectAttr)
        and value.dialect == "gpu"
        and value.name == "address_space"
        and value.body in ADDRESS_SPACES
    ):
        return value.body
    return None


# ---- async dependencies -------------------------------------------------------------------------


def bound_results(p: Parser, name_end: int) -> int:
    """How many results the line binds to the op whose name ends at `name_end`."""
    return p._bound_result_count(Span(name_end, name_end))


def parse_async_dependencies(p: Parser, name_end: int) -> tuple[bool, list[UnresolvedOperand]]:
    """(`async`)? (`[` ssa-use-list `]`)?: whether `async` was written, and the dependencies.

    Like upstream, `async` needs a result name to bind the token to.
    """
    is_async = False
    if p.kind == "bare" and p.text == "async":
        span = p.span
        if bound_results(p, name_end) == 0:
            raise p.custom_error("needs to be named when marked 'async'", span)
        p.advance()
        is_async = True
    deps: list[UnresolvedOperand] = []
    if p.kind == "[":
        deps = p.parse_operand_list("[")
    return is_async, deps


def print_async_dependencies(pr: OpAsmPrinter, has_token: bool, deps: Sequence[Value]) -> None:
    """Upstream's printAsyncDependencies: `async`? (`[` deps `]`)?, no leading space."""
    if has_token:
        pr.write("async")
    if deps:
        if has_token:
            pr.write(" ")
        pr.write("[")
        pr.print_operands(deps)
        pr.write("]")


def has_async_token(o: Operation) -> bool:
    return bool(o.results) and o.results[-1].type == ASYNC_TOKEN


ASYNC_FORMAT = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) "
ASYNC_DEPS = var_arg("asyncDependencies", ASYNC_TOKEN_TYPE)
ASYNC_RESULT = opt_res("asyncToken", ASYNC_TOKEN_TYPE)


def async_op(
    name: str,
    summary: str,
    format: str | None = None,
    *,
    operands: Sequence[Any] = (),
    results: Sequence[Any] = (),
    **kwargs: Any,
) -> OpSpec:
    """An op whose operands start with upstream's `$asyncDependencies` and whose results end
    with the optional `$asyncToken`; a declarative `format` starts with their directive."""
    return op(
        name,
        summary,
        None if format is None else ASYNC_FORMAT + format,
        operands=[ASYNC_DEPS, *operands],
        results=[*results, ASYNC_RESULT],
        **kwargs,
    )


def _parse_async_directive(p: Parser, op: Operation, st: ParseState, args: tuple[Any, ...]) -> None:
    is_async, deps = parse_async_dependencies(p, st.name_end)
    token, dependencies = args[0].name, args[1].name
    st.types[token] = [ASYNC_TOKEN] if is_async else []
    st.operands[dependencies] = deps
    st.types[dependencies] = [ASYNC_TOKEN] * len(deps)


def _print_async_directive(pr: OpAsmPrinter, op: Operation, v: View, args: tuple[Any, ...]) -> None:
    token, dependencies = args[0].name, args[1].name
    print_async_dependencies(pr, bool(v.results(token)), v.operands(dependencies))


register_custom(
    CustomDirective(
        "AsyncDependencies",
        _parse_async_directive,
        _print_async_directive,
        provides_types=True,
    )
)

# ---- parse and verify helpers -------------------------------------------------------------------


def parse_type_of_kind(p: Parser, kind: str, holds: Callable[[ty.Type], bool]) -> ty.Type:
    """A type of a given storage class, with upstream's error for any other type."""
    span = p.span
    t = p.parse_type()
    if not t.is_error and not holds(t):
        raise p.custom_error(
            f"invalid kind of type specified: expected builtin.{kind}, but found '{t}'", span
        )
    return t


def power_of_two(n: int) -> bool:
    return 0 < n < 2**32 and n & (n - 1) == 0


def ods_result_names(spec: OpSpec) -> Callable[[Operation], list[str | None]]:
    """Upstream's default result names for ops declaring several results: each result group
    is named after its ODS result (`%spmat, %asyncToken`, `%bufferSzs:2`)."""
    defs = spec.results
    variadic = sum(1 for d in defs if d.arity != "single")

    def names(o: Operation) -> list[str | None]:
        groups = group_values(o, defs, list(o.results), "resultSegmentSizes", variadic)
        out: list[str | None] = []
        for d in defs:
            group = groups.get(d.name, [])
            out.extend([d.name] + [None] * (len(group) - 1) if group else [])
        return out

    return names


def name_results(specs: Sequence[OpSpec]) -> None:
    """Give the ops with several ODS results (and no names of their own) upstream's names."""
    for spec in specs:
        if len(spec.results) > 1 and spec.result_names is None:
            spec.result_names = ods_result_names(spec)


def parse_symbol_name(p: Parser, o: Operation) -> None:
    """`@` name, with the custom op's prefix on the error as upstream's OpAsmParser gives."""
    if p.kind != "at":
        raise p.custom_error("expected valid '@'-identifier for symbol name", p.span)
    p.parse_symbol_name(o)
