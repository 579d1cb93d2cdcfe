"""torch's tensor types' checks, written by hand from torch-mlir's TorchTypes.cpp (facts only;
each confirmed with torch-mlir-opt). `!torch.tensor<sizes, dtype, encoding?>` and
`!torch.vtensor<...>` keep their text; their parser's checks are reported at the `<`:

* a dtype that is no element type at all (`index`, a tuple, vector, tensor, memref, function
  or `none` type): "invalid dtype 'tuple<>' for !torch.tensor type" (also for vtensors);
  the other dtypes are not checked here;
* an encoding that is no `#sparse_tensor.encoding` (a number, a string, another dialect's
  attribute): "invalid sparsity encoding attribute"; a sparse encoding written through an
  alias is checked against the sizes as `tensor<...>` checks it ("dimension-rank mismatch
  between encoding and tensor shape: 1 != 2").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.ods_import.brackets import split_top
from mlir_ls.dialects.ods_import.sparse_encoding import verify_encoding
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.parser import Parser

_NOT_DTYPE = re.compile(r"index|none|(tuple|vector|tensor|memref)<.*|\(.*", re.S)
_LITERAL = re.compile(r"-?\d[\w.+-]*|\".*\"|true|false|unit|\[.*\]|dense<.*", re.S)
_ALIAS = re.compile(r"#([A-Za-z_][\w$.-]*)")


def _sizes(text: str) -> list[int] | None:
    text = text.strip()
    if not (text.startswith("[") and text.endswith("]")):
        return None
    items = [s.strip() for s in text[1:-1].split(",")] if text[1:-1].strip() else []
    if not all(s == "?" or s.lstrip("-").isdigit() for s in items):
        return None
    return [-1 if s == "?" else int(s) for s in items]


def check_torch_type(p: Parser, name: str, body: Any) -> None:
    """The dialect's type hook: the checks above; the type itself stays as written."""
    if name not in ("tensor", "vtensor") or body is None:
        return None
    items = split_top(p.src[body.start : body.end])
    if items is None or len(items) < 2:
        return None
    at_open = Span(body.start - 1, body.start)
    dtype = items[1].strip()
    if _NOT_DTYPE.fullmatch(dtype):
        raise p.fail(f"invalid dtype '{dtype}' for !torch.tensor type", at_open)
    if len(items) != 3:
        return None
    encoding = items[2].strip()
    value: Any = None
    alias = _ALIAS.fullmatch(encoding)
    if alias is not None and "." not in alias.group(1):
        value = p.attr_aliases.get(alias.group(1))
    if _LITERAL.fullmatch(encoding) or (
        isinstance(value, at.DialectAttr) and value.dialect != "sparse_tensor"
    ):
        raise p.fail("invalid sparsity encoding attribute", at_open)
    sizes = _sizes(items[0])
    if value is not None and sizes is not None:
        problem = verify_encoding(value, sizes, ty.ERROR_TYPE)
        if problem is not None:
            raise p.fail(problem, at_open)
    return None
