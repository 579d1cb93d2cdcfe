"""vhlo's attribute checks, written by hand from stablehlo/dialect/VhloAttrs (facts only).

VHLO attributes hold VHLO attributes only: a `#vhlo.result_accuracy_v1<...>` whose `mode` is
not a VHLO attribute is "expected VHLO result accuracy mode" (its `verify()`, reported at its
`<`). Attributes that pass stay as written. (A `#vhlo.dict_v1<{k = v}>` whose key is another
dialect's attribute gets "expected VHLO key attribute" from upstream, yet the IR is accepted:
an error that does not fail, which mlir-ls does not report.)
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
