"""torch-mlir's torch_c dialect: its C++ verifiers (lib/Dialect/TorchConversion/IR).

`ToBuiltinTensorOp::verify` and `FromBuiltinTensorOp::verify`: the builtin tensor and the
`!torch.vtensor` (as `ValueTensorType::toBuiltinTensor` converts it) have the same shape
(both unranked, or equal sizes, `?` included) and the same element type, integers compared by
width only (`haveSameSizeAndElementType`); else `emitError` (no op prefix) "operand and
result must have the same size and dtype". A `!torch.vtensor` without a dtype, or with one not
known here, is not checked.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mlir_ls.dialects.ods_import.torch_parts import torch_node
from mlir_ls.ir import types as ty

_FLOATS = ("f16", "bf16", "f32", "f64")
_INT = re.compile(r"^[su]?i(\d+)$")


def _vtensor(t: Any) -> tuple[tuple[int, ...] | None, Any] | None:
    """`!torch.vtensor<[3,?],si8>` -> ((3, -1), ('int', 8)); `*,f32` -> (None, f32)."""
    node = torch_node(t)
    if node is None or node[0] != "vtensor":
        return None
    _, shape, dtype = node
    if dtype in _FLOATS:
        return shape, dtype
    im = _INT.match(dtype or "")
    if im is not None:
        return shape, ("int", int(im.group(1)))
    return None


def _builtin(t: Any) -> tuple[tuple[int, ...] | None, Any] | None:
    if not isinstance(t, ty.RankedTensorType | ty.UnrankedTensorType):
        return None
    shape = None if t.shape is None else tuple(-1 if d < 0 else int(d) for d in t.shape)
    e = t.element_type
    if isinstance(e, ty.FloatType) and str(e) in _FLOATS:
        return shape, str(e)
    if isinstance(e, ty.IntegerType):
        return shape, ("int", e.width)
    return None


def _verifier(torch_side: int) -> Callable[[Any, Any], bool]:
    """The check of an op whose operand (0) or result (1) is the `!torch.vtensor`."""

    def verify(op: Any, ctx: Any) -> bool:
        if len(op.operands) != 1 or len(op.results) != 1:
            return True
        types = (op.operands[0].type, op.results[0].type)
        torch_t = _vtensor(types[torch_side])
        builtin_t = _builtin(types[1 - torch_side])
        if torch_t is None or builtin_t is None or torch_t == builtin_t:
            return True
        ctx.plain_error(op, "operand and result must have the same size and dtype")
        return False

    return verify


#: Op name -> (its C++ `verify()`, whether it reads only the op's attributes and types).
VERIFIERS: dict[str, tuple[Callable[[Any, Any], bool], bool]] = {
    "torch_c.to_builtin_tensor": (_verifier(0), True),
    "torch_c.from_builtin_tensor": (_verifier(1), True),
}
