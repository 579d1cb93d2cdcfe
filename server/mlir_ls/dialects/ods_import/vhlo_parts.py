"""vhlo's attribute checks, written by hand from stablehlo/dialect/VhloAttrs (facts only).

VHLO attributes hold VHLO attributes only: a `#vhlo.dict_v1<{k = v}>` whose key is another
dialect's attribute is "expected VHLO key attribute", a `#vhlo.result_accuracy_v1<...>` whose
`mode` is not a VHLO attribute is "expected VHLO result accuracy mode" (each attribute's
`verify()`, reported at its `<`). Attributes that pass stay as written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.ods_import.brackets import split_top
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.parser import Parser


def _vhlo(text: str) -> bool:
    return text.strip().startswith("#vhlo.") or text.strip().startswith("#vhlo<")


def _problem(name: str, text: str) -> str | None:
    if name == "dict_v1":
        body = text.strip()
        if not (body.startswith("{") and body.endswith("}")):
            return None
        entries = split_top(body[1:-1]) if body[1:-1].strip() else []
        if entries is None:
            return None
        for entry in entries:
            key = split_top(entry.replace("=", ",", 1))
            if key is None or len(key) < 2:
                return None
            if not _vhlo(key[0]):
                return "expected VHLO key attribute"
        return None
    if name == "result_accuracy_v1":
        for part in split_top(text) or []:
            field, eq, value = part.partition("=")
            if eq and field.strip() == "mode" and not _vhlo(value):
                return "expected VHLO result accuracy mode"
    return None


def parse_vhlo_attr(p: Parser, name: str, body: Any) -> None:
    """The dialect's attribute hook: reports the checks above; the attribute stays opaque."""
    if body is None:
        return None
    problem = _problem(name, p.src[body.start : body.end])
    if problem is not None:
        raise p.fail(problem, Span(body.start - 1, body.start))
    return None
