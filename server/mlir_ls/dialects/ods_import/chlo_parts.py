"""chlo's C++ checks (stablehlo/dialect/ChloOps.cpp, TypeInference.cpp), written by hand.

* `RaggedDotOp::verify` (`inferRaggedDotOp`), each with `emitOptionalError` (no op prefix):
  the precision config has at most two entries; the dot dimension numbers as
  `dot_general`'s (as many batching and as many contracting dimensions on both sides, no
  dimension both batching and contracting, each in range, matching sizes); then
  `checkRaggedDotConstraints`: one lhs ragged dimension, in range; by its kind (batch,
  contracting, else non-contracting) the shape `group_sizes` must have when not `[g]`; rhs
  group dimensions in range and distinct from the rhs batching and contracting ones; none
  for a batch or contracting ragged dimension, exactly one, of `g` elements, otherwise;
  finally the inferred result shape against the result type.
* `TopKOp`'s type inference (`inferTopKOp`): a ranked operand has rank at least 1 and its
  last dimension, when static, holds at least `k` elements ("failed to infer returned types"
  follows, with the op prefix); an unranked one, or a dynamic last dimension, is accepted.
* `ConstantLikeOp::verify`: the value's type is the result's element type.

Only ranked tensors are read; anything else is left unchecked. `#chlo.ragged_dot<...>` prints
as chlo's printer writes it (`printStruct`: empty fields left out).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.ods_import.stablehlo_while import plain_verifier
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

if TYPE_CHECKING:
    from mlir_ls.parser import Parser
    from mlir_ls.text.span import Span

_FIELD = re.compile(r"(\w+)\s*=\s*\[([^\]]*)\]")
_RAGGED_FIELDS = (
    "lhs_batching_dimensions",
    "rhs_batching_dimensions",
    "lhs_contracting_dimensions",
    "rhs_contracting_dimensions",
    "lhs_ragged_dimensions",
    "rhs_group_dimensions",
)


def canonical_ragged_dot(body: str) -> str | None:
    """`#chlo.ragged_dot<...>` as its printer writes it (`printStruct`): the fields in their
    order, empty ones left out; None when `body` is not read here."""
    fields = _fields(body)
    if fields is None:
        return None
    return ", ".join(
        f"{name} = [{', '.join(str(v) for v in fields[name])}]"
        for name in _RAGGED_FIELDS
        if fields[name]
    )


def _fields(body: str) -> dict[str, list[int]] | None:
    fields: dict[str, list[int]] = {name: [] for name in _RAGGED_FIELDS}
    rest = _FIELD.sub("", body).replace(",", "").strip()
    if rest:
        return None
    for m in _FIELD.finditer(body):
        name, values = m.group(1), m.group(2)
        if name not in fields:
            return None
        try:
            fields[name] = [int(v) for v in values.split(",") if v.strip()]
        except ValueError:
            return None
    return fields


def parse_chlo_attr(p: Parser, name: str, body: Span | None) -> at.Attribute | None:
    """chlo's attribute parser hook: `#chlo.ragged_dot<...>` in its printed spelling."""
    if name != "ragged_dot" or body is None:
        return None
    canonical = canonical_ragged_dot(p.src[body.start : body.end])
    if canonical is None:
        return None
    p.reset(body.end + 1)
    return at.DialectAttr("chlo", name, canonical)


def _dims_of(attr: Any) -> dict[str, list[int]] | None:
    """`#chlo.ragged_dot<name = [..], ...>` -> its fields (absent ones empty); None when the
    body is not read here."""
    if not isinstance(attr, at.DialectAttr) or attr.body is None:
        return None
    return _fields(attr.body)


def _shape(value: Any) -> tuple[int, ...] | None:
    t = value.type
    if not isinstance(t, ty.RankedTensorType) or t.shape is None:
        return None
    return tuple(int(d) for d in t.shape)


def _compatible(a: int, b: int) -> bool:
    """`verifyCompatibleDims`: equal, or one dynamic."""
    return a < 0 or b < 0 or a == b


def _distinct(a: list[int], b: list[int], a_name: str, b_name: str) -> str | None:
    """`checkDimsDistinct`: no dimension twice in `a` then `b`."""
    seen: set[int] = set()
    for dim in [*a, *b]:
        if dim in seen:
            return f"has duplicated dimension from {a_name} and {b_name}: {dim}"
        seen.add(dim)
    return None


def _in_range(rank: int, dims: list[int], name: str) -> str | None:
    for dim in dims:
        if not 0 <= dim < rank:
            return f"{name} value: {dim} is out of range: [0, {rank})"
    return None


def _dot_general_problem(
    lhs: tuple[int, ...], rhs: tuple[int, ...], d: dict[str, list[int]]
) -> str | None:
    """The dot dimension numbers' checks (`dot_general_c1` ... `c10`)."""
    lb, rb = d["lhs_batching_dimensions"], d["rhs_batching_dimensions"]
    lc, rc = d["lhs_contracting_dimensions"], d["rhs_contracting_dimensions"]
    if len(lb) != len(rb):
        return "lhs and rhs should have the same number of batching dimensions"
    if len(lc) != len(rc):
        return "lhs and rhs should have the same number of contracting dimensions"
    problem = _distinct(lb, lc, "lhs_batching_dimensions", "lhs_contracting_dimensions")
    problem = problem or _distinct(rb, rc, "rhs_batching_dimensions", "rhs_contracting_dimensions")
    problem = (
        problem
        or _in_range(len(lhs), lb, "lhs_batching_dimensions")
        or _in_range(len(lhs), lc, "lhs_contracting_dimensions")
        or _in_range(len(rhs), rb, "rhs_batching_dimensions")
        or _in_range(len(rhs), rc, "rhs_contracting_dimensions")
    )
    if problem:
        return problem
    if any(not _compatible(lhs[a], rhs[b]) for a, b in zip(lb, rb, strict=True)):
        return "batching dimension sizes must match for lhs/rhs"
    if any(not _compatible(lhs[a], rhs[b]) for a, b in zip(lc, rc, strict=True)):
        return "contracting dimension sizes must match for lhs/rhs"
    return None


def _shape_text(dims: list[int]) -> str:
    return ", ".join(str(d) for d in dims)


def _ragged_problem(
    lhs: tuple[int, ...], rhs: tuple[int, ...], groups: tuple[int, ...], d: dict[str, list[int]]
) -> str | None:
    """`checkRaggedDotConstraints`."""
    lb, lc = d["lhs_batching_dimensions"], d["lhs_contracting_dimensions"]
    ragged, group_dims = d["lhs_ragged_dimensions"], d["rhs_group_dimensions"]
    if len(ragged) != 1:
        return "There must be exactly one ragged dimension in the lhs."
    (dim,) = ragged
    if not 0 <= dim < len(lhs):
        return (
            f"Expects lhs_ragged_dim to be in range [0, lhs_rank) i.e. [0, {len(lhs)}). got: {dim}."
        )
    mode = "batch" if dim in lb else "contracting" if dim in lc else "non-contracting"
    if mode == "batch":
        prefix = lb[: lb.index(dim)]
    elif mode == "contracting":
        prefix = [*lb, *lc[: lc.index(dim)]]
    else:
        prefix = [*lb, *(i for i in range(dim) if i not in lb and i not in lc)]
    expected = [lhs[i] for i in prefix]
    if not groups:
        return None  # a 0-d group_sizes: not read here
    if len(groups) != 1:
        if len(groups) != len(expected) + 1:
            return f"expected group_sizes to have rank {len(expected) + 1}, got {len(groups)}"
        if list(groups[: len(expected)]) != expected:
            return (
                f"group_sizes is expected to have shape [{_shape_text(expected)}, "
                f"{groups[-1]}], got [{_shape_text(list(groups))}]"
            )
    num_groups = groups[-1]
    for group_dim in group_dims:
        if not 0 <= group_dim < len(rhs):
            return (
                f"Expects rhs_group_dim to be in range [0, rhs_rank) i.e. [0, {len(rhs)}). "
                f"got: {group_dim}."
            )
    problem = _distinct(
        group_dims, d["rhs_batching_dimensions"], "rhs_group_dimensions", "rhs_batching_dimensions"
    ) or _distinct(
        group_dims,
        d["rhs_contracting_dimensions"],
        "rhs_group_dimensions",
        "rhs_contracting_dimensions",
    )
    if problem:
        return problem
    if mode != "non-contracting":
        if group_dims:
            return (
                "There must be zero group dimensions in the rhs when the ragged dimension is "
                "batch or contracting."
            )
        return None
    if len(group_dims) != 1:
        return (
            "There must be exactly one group dimension in the rhs when the lhs ragged "
            "dimension is non-contracting."
        )
    size = rhs[group_dims[0]]
    if not _compatible(num_groups, size):
        return f"rhs group dimension is expected to have size={num_groups}, got {size}"
    return None


def _ragged_result(
    lhs: tuple[int, ...], rhs: tuple[int, ...], groups: tuple[int, ...], d: dict[str, list[int]]
) -> list[int]:
    """`inferRaggedDotOutputDimensions`."""
    lb, lc = d["lhs_batching_dimensions"], d["lhs_contracting_dimensions"]
    rb, rc = d["rhs_batching_dimensions"], d["rhs_contracting_dimensions"]
    out: list[int] = []
    if d["lhs_ragged_dimensions"][0] in lc:
        out.append(groups[-1])
    out += [lhs[i] for i in lb]
    out += [lhs[i] for i in range(len(lhs)) if i not in lb and i not in lc]
    out += [
        rhs[i]
        for i in range(len(rhs))
        if i not in rb and i not in rc and i not in d["rhs_group_dimensions"]
    ]
    return out


def ragged_dot_problem(op: Any) -> str | None:
    """`RaggedDotOp::verify`: the first problem, or None."""
    if len(op.operands) != 3 or len(op.results) != 1:
        return None
    precision = op.attr("precision_config")
    if isinstance(precision, at.ArrayAttr) and len(precision.elements) > 2:
        return (
            "expects precision config to be empty or have <= 2 elements, got "
            f"{len(precision.elements)}"
        )
    dims = _dims_of(op.attr("ragged_dot_dimension_numbers"))
    shapes = [_shape(v) for v in op.operands]
    if dims is None or any(s is None for s in shapes):
        return None
    lhs, rhs, groups = shapes
    assert lhs is not None and rhs is not None and groups is not None
    problem = _dot_general_problem(lhs, rhs, dims) or _ragged_problem(lhs, rhs, groups, dims)
    if problem or not groups:
        return problem
    inferred = _ragged_result(lhs, rhs, groups, dims)
    result = op.results[0].type
    if isinstance(result, ty.RankedTensorType) and result.shape is not None:
        got = [int(x) for x in result.shape]
        if len(got) != len(inferred) or not all(
            _compatible(a, b) for a, b in zip(inferred, got, strict=True)
        ):
            shown = ", ".join("?" if x < 0 else str(x) for x in inferred)
            return (
                f"inferred shape '[{shown}]' is incompatible with return type of operation "
                f"'{result}'"
            )
    return None


def _verify_top_k(op: Any, ctx: Any) -> bool:
    """`inferTopKOp`, run by the op's type inference: its error, then the op's."""
    k = op.attr("k")
    if not op.operands or not isinstance(k, at.IntegerAttr):
        return True
    t = op.operands[0].type
    problem: str | None = None
    if isinstance(t, ty.RankedTensorType) and t.shape is not None:
        if not t.shape:
            problem = "operand's rank must be at least 1"
        elif 0 <= t.shape[-1] < k.value:
            problem = f"operand's last dimension must be at least {k.value}"
    if problem is None:
        return True
    ctx.plain_error(op, problem)
    ctx.error(op, "failed to infer returned types")
    return False


def _verify_constant_like(op: Any, ctx: Any) -> bool:
    value = op.attr("value")
    value_type = getattr(value, "type", None)
    if not op.results or not isinstance(value_type, ty.Type):
        return True
    result = op.results[0].type
    if not isinstance(result, ty.ShapedType) or result.element_type == value_type:
        return True
    ctx.error(op, "value's type doesn't match element return type")
    return False


#: Op name -> (its C++ checks, whether they read only the op's attributes and types).
VERIFIERS: dict[str, tuple[Callable[[Any, Any], bool], bool]] = {
    "chlo.ragged_dot": (plain_verifier(ragged_dot_problem), True),
    "chlo.top_k": (_verify_top_k, True),
    "chlo.constant_like": (_verify_constant_like, True),
}
