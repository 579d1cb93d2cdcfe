"""stablehlo's types with C++ checks, the bounds a tensor encoding may give, and the element
types `stablehlo.add` checks, written by hand from stablehlo/dialect (facts only).

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
