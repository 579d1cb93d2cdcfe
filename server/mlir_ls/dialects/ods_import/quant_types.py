"""The quant dialect's C++ parts: its type parser's storage checks and its cast verifiers.

Upstream (mlir/lib/Dialect/Quant/IR/TypeParser.cpp, QuantTypes.cpp, QuantOps.cpp):

    any      ::= `any` `<` storage-spec (`:` expressed-type)? `>`
    uniform  ::= `uniform` `<` storage-spec `:` expressed-type (`:` axis)? `,` params `>`
    storage-spec ::= storage-type (`<` integer `:` integer `>`)?
    storage-type ::= integer-type | `u` integer-literal

A storage type is at most 32 bits wide; an explicit range lies within the type's default
range (signless counts as signed) and its minimum is below its maximum (`QuantizedType::
verifyInvariants`, reported at the mnemonic). `quant.dcast`, `quant.qcast` and `quant.scast`
check the quantized type against their float or integer side (`verifyQuantizationOp`),
with `emitError`'s plain wording.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mlir_ls.ir import types as ty
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.parser import Parser

#: `QuantizedType::MaxStorageBits`.
MAX_STORAGE_BITS = 32
_INTEGER_TYPE = re.compile(r"[su]?i\d+")


def check_storage_spec(p: Parser, name: str, body: Span) -> None:
    """Read `<storage-spec` of `!quant.any`/`!quant.uniform` from the `<` at the cursor and
    report what upstream's parser reports (the caller reads the rest)."""
    name_span = Span(body.start - 1 - len(name), body.start - 1)
    p.expect("<", "expected '<'")
    where = p.span
    if p.kind != "bare":
        return  # not a storage type: left to the text-level reading
    if _INTEGER_TYPE.fullmatch(p.text):
        parsed = p.parse_type()
        if not isinstance(parsed, ty.IntegerType):
            return
        width, signed = parsed.width, parsed.signedness != "u"
    else:
        keyword = p.text
        if not keyword.startswith("u"):
            raise p.fail("illegal storage type prefix", where)
        if not keyword[1:].isdigit():
            raise p.fail("expected storage type width", where)
        width, signed = int(keyword[1:]), False
        p.advance()
    if width == 0 or width > MAX_STORAGE_BITS:
        raise p.fail(f"illegal storage type size: {width}", where)
    low, high = (-(2 ** (width - 1)), 2 ** (width - 1) - 1) if signed else (0, 2**width - 1)
    if p.consume_if("<"):
        min_at = p.span
        minimum = p.parse_signed_integer()
        p.expect(":", "expected ':'")
        max_at = p.span
        maximum = p.parse_signed_integer()
        p.expect(">", "expected '>'")
        if minimum < low:
            raise p.fail(f"illegal storage type minimum: {minimum}", min_at)
        if maximum > high:
            raise p.fail(f"illegal storage type maximum: {maximum}", max_at)
        if minimum >= maximum:
            raise p.fail(f"illegal storage min and storage max: ({minimum}:{maximum})", name_span)
    if name == "any":
        if p.consume_if(":"):
            p.parse_type()
        p.expect(">", "expected '>'")


# ---- the cast ops' verifier (QuantOps.cpp) --------------------------------------------------


@dataclass(frozen=True, slots=True)
class Quantized:
    """What the verifiers read of a `!quant.uniform` type (from its canonical body)."""

    storage: str
    expressed: str
    axis: int | None
    scales: int


_UNIFORM = re.compile(r"(\w+)(?:<-?\d+:-?\d+>)?:(\w+)(?::(\d+))?, (.*)$", re.S)


def quantized_of(t: Any) -> Quantized | None:
    """The quantized type `t` is (or holds as element type), when it is a `uniform` one."""
    element = t.element_type if isinstance(t, ty.ShapedType) else t
    if not isinstance(element, ty.DialectType) or element.dialect != "quant":
        return None
    if element.name != "uniform" or not element.body:
        return None
    m = _UNIFORM.match(element.body.strip())
    if m is None:
        return None
    params = m.group(4).strip()
    scales = 1
    if m.group(3) is not None:
        if not params.startswith("{") or "{" in params[1:]:
            return None
        scales = len(params[1:-1].split(","))
    storage = m.group(1)
    if re.fullmatch(r"u\d+", storage):
        storage = "i" + storage[1:]  # `u8`: an unsigned storage of the signless type
    return Quantized(storage, m.group(2), int(m.group(3)) if m.group(3) else None, scales)


def _verify_quantization(
    op: Any, ctx: Any, quantized: Quantized, container: Any, float_t: Any, int_t: Any
) -> bool:
    """`verifyQuantizationOp`: the expressed type is the float side, the storage type the
    integer side, and per-axis parameters fit the container's shape."""
    if float_t is not None and quantized.expressed != str(_element(float_t)):
        ctx.plain_error(op, "expressed type in quantized type expected to match float type")
        return False
    if int_t is not None and quantized.storage != str(_element(int_t)):
        ctx.plain_error(op, "storage type in quantized type expected to match integer type")
        return False
    if quantized.axis is None:
        return True
    if not isinstance(container, ty.RankedTensorType | ty.UnrankedTensorType):
        ctx.plain_error(op, "scalar types may not use per-axis quantization")
        return False
    if isinstance(container, ty.UnrankedTensorType):
        return True
    shape = container.shape or ()
    if quantized.axis >= len(shape):
        ctx.plain_error(op, "quantized dimension must be less than tensor rank")
        return False
    size = shape[quantized.axis]
    if size >= 0 and size != quantized.scales:
        ctx.plain_error(op, "quantized dimension size does not match number of scales")
        return False
    return True


def _element(t: Any) -> Any:
    return t.element_type if isinstance(t, ty.ShapedType) else t


def _cast_verifier(kind: str) -> Callable[[Any, Any], bool]:
    def verify(op: Any, ctx: Any) -> bool:
        if len(op.operands) != 1 or len(op.results) != 1:
            return True
        source, result = op.operands[0].type, op.results[0].type
        if source.is_error or result.is_error:
            return True
        if kind == "dcast":  # quantized -> float
            q, container, float_t, int_t = quantized_of(source), source, result, None
        elif kind == "qcast":  # float -> quantized
            q, container, float_t, int_t = quantized_of(result), result, source, None
        else:  # scast: integer <-> quantized
            q_in, q_out = quantized_of(source), quantized_of(result)
            q = q_in or q_out
            container = source if q_in is not None else result
            int_t, float_t = (result if q_in is not None else source), None
        if q is None:
            return True
        return _verify_quantization(op, ctx, q, container, float_t, int_t)

    return verify


#: Op name -> its C++ `verify()` (run after the ODS-level checks held).
VERIFIERS: dict[str, Callable[[Any, Any], bool]] = {
    f"quant.{kind}": _cast_verifier(kind) for kind in ("dcast", "qcast", "scast")
}
