"""stablehlo's types with C++ checks, the bounds a tensor encoding may give, the dot algorithms
`#stablehlo.dot_algorithm` may name, and the element types `stablehlo.add` checks, written by
hand from stablehlo/dialect (facts only).

* `!stablehlo.future<T, ...>` (`FutureType`, `genVerifyDecl`): its generated parser reads a
  non-empty type list; its `verify()` wants every type a ranked tensor ("future element type
  must be a ranked tensor, but got 'f32'", at the `<`; a list that does not parse adds
  "failed to parse StableHLO_Future parameter 'types' ..."). Kept with its canonical body (the
  types printed, comma separated), as upstream prints it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.parser.base import ParseAbort
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.parser import Parser


def parse_stablehlo_type(p: Parser, name: str, body: Any) -> ty.Type | None:
    """The dialect's type hook: `future`; None for the others (kept as written)."""
    if name != "future" or body is None:
        return None
    start = p.span
    p.expect("<", "expected '<'")
    try:
        types = p.parse_type_list_no_parens()
    except ParseAbort:  # the generated parser's second error, where the first one stopped
        raise p.fail(
            "failed to parse StableHLO_Future parameter 'types' which is to be a "
            "`::llvm::ArrayRef<::mlir::Type>`",
            p.span,
        ) from None
    p.expect(">", "expected '>'")
    for t in types:
        if not isinstance(t, ty.RankedTensorType) and not t.is_error:
            raise p.fail(f"future element type must be a ranked tensor, but got '{t}'", start)
    return ty.DialectType("stablehlo", "future", ", ".join(str(t) for t in types))


def _quantized(t: Any) -> bool:
    element = getattr(t, "element_type", t)
    return isinstance(element, ty.DialectType) and element.dialect == "quant"


def verify_add(op: Any, ctx: Any) -> bool:
    """`AddOp::verify` (`hlo::verifyAddOp`): without quantized types, one element type for
    both operands and the result ("op requires the same element type for all operands and
    results", `emitOptionalError`: no op prefix); quantized ones are not checked here."""
    types = [v.type for v in (*op.operands, *op.results)]
    if len(types) != 3 or any(t.is_error for t in types) or any(_quantized(t) for t in types):
        return True
    elements = [getattr(t, "element_type", t) for t in types]
    if elements[0] != elements[1] or elements[0] != elements[2]:
        ctx.plain_error(op, "op requires the same element type for all operands and results")
        return False
    return True


def verify_bounds_encoding(encoding: Any, shape: list[int], element: Any) -> str | None:
    """`#stablehlo.bounds<...>` on a tensor (`hlo::verifyBounds`): one bound per dimension, and
    none (`?` only) on a static one."""
    if not isinstance(encoding, at.DialectAttr) or encoding.dialect != "stablehlo":
        return None
    if encoding.name != "bounds" or encoding.body is None:
        return None
    items = [b.strip() for b in encoding.body.split(",")] if encoding.body.strip() else []
    if not all(b == "?" or b.lstrip("-").isdigit() for b in items):
        return None
    if len(items) != len(shape):
        tensor = ty.RankedTensorType(shape, element)
        return (
            f"Bounds length is {len(items)}, expected to be equal to rank({len(shape)}) of the "
            f"tensor '{tensor}'"
        )
    for dim, (bound, size) in enumerate(zip(items, shape, strict=True)):
        if bound != "?" and size >= 0:
            return (
                f"Static dimension {dim} cannot have a bound, use ShapedType::kDynamic to "
                "indicate a missing bound"
            )
    return None


# ---- #stablehlo.dot_algorithm<...> -----------------------------------------------------------

_F8 = frozenset(
    {"f8E3M4", "f8E4M3", "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E5M2FNUZ"}
)
#: `getKnownDotAlgorithm`'s table: (lhs, rhs, accumulation, primitive operations).
_KNOWN_DOT = frozenset(
    {
        ("f16", "f16", "f16", 1),
        ("f16", "f16", "f32", 1),
        ("bf16", "bf16", "bf16", 1),
        ("bf16", "bf16", "f32", 1),
        ("bf16", "bf16", "f32", 3),
        ("bf16", "bf16", "f32", 6),
        ("tf32", "tf32", "f32", 1),
        ("tf32", "tf32", "f32", 3),
        ("f32", "f32", "f32", 1),
        ("f64", "f64", "f64", 1),
    }
)
_FLOATS = frozenset({"f16", "bf16", "f32", "f64", "tf32", "f80", "f128"}) | _F8
_DOT_FIELDS = (
    "lhs_precision_type",
    "rhs_precision_type",
    "accumulation_type",
    "lhs_component_count",
    "rhs_component_count",
    "num_primitive_operations",
    "allow_imprecise_accumulation",
)


def _known_dot(
    lhs: str, rhs: str, acc: str, lhs_n: int, rhs_n: int, ops: int, imprecise: bool
) -> bool:
    """`isKnownDotAlgorithm`."""
    if lhs_n != 1 or rhs_n != 1:
        return False
    if lhs in _F8 and rhs in _F8 and acc == "f32" and ops == 1:
        return True
    return not imprecise and (lhs, rhs, acc, ops) in _KNOWN_DOT


def check_dot_algorithm(p: Parser, body: Any) -> None:
    """`DotAlgorithmAttr::verify` on `#stablehlo.dot_algorithm<...>` whose parameters are all
    written plainly (builtin float types, integers, booleans): "dot algorithm not known to be
    supported on any hardware: {...}" at the `<`. Anything else is left to the attribute's
    other readers."""
    text = p.src[body.start : body.end]
    values: dict[str, str] = {}
    for part in text.split(","):
        name, eq, value = part.partition("=")
        if not eq:
            return
        values[name.strip()] = value.strip()
    if set(values) != set(_DOT_FIELDS):
        return
    lhs, rhs, acc = (values[f] for f in _DOT_FIELDS[:3])
    counts = [values[f] for f in _DOT_FIELDS[3:6]]
    imprecise = values[_DOT_FIELDS[6]]
    if not {lhs, rhs, acc} <= _FLOATS or not all(c.isdigit() for c in counts):
        return
    if imprecise not in ("true", "false"):
        return
    lhs_n, rhs_n, ops = (int(c) for c in counts)
    if _known_dot(lhs, rhs, acc, lhs_n, rhs_n, ops, imprecise == "true"):
        return
    raise p.fail(
        "dot algorithm not known to be supported on any hardware: "
        f"{{lhs:'{lhs}', rhs:'{rhs}', accum:'{acc}', lhs_components:{lhs_n}, "
        f"rhs_components:{rhs_n}, primitive_ops:{ops}, imprecise:{int(imprecise == 'true')}}}",
        Span(body.start - 1, body.start),
    )
