"""Type comparison that leaves the parts of undescribed dialects undecided.

A dialect attribute or type that mlir-ls has no description of is kept as its text
(`DialectAttr`, `DialectType`). Two spellings of one such value (`#stablehlo.bounds<3, ?>`
and `#stablehlo.type_extensions<bounds = [3, ?]>` are one attribute to stablehlo) compare
unequal as text, yet only the dialect can tell. Upstream's rule "use of value '%x' expects
different type than prior uses" must therefore only fire where the types differ outside
such parts: a tolerant parse never invents an error.
"""

from __future__ import annotations

import re

from mlir_ls.ir.spec import Registry
from mlir_ls.ir.types import Type
from mlir_ls.parser.dialect_body import scan_body

#: `#ns.` / `!ns.` / `#ns<` / `!ns<`: the start of a dialect attribute or type.
_DIALECT_START = re.compile(r"[#!]([A-Za-z_][\w$]*)(?=[.<])")
_NAME_TAIL = re.compile(r"\.[\w$.]*")
_PLACEHOLDER = "#?"


def mask_undescribed(text: str, registry: Registry) -> str:
    """`text` with every dialect attribute or type of an unregistered namespace replaced by
    a placeholder naming the namespace (its `.name` and balanced `<...>` body included):
    only its dialect can tell two spellings of one of its values apart, but values of two
    dialects differ (`!h.e` is not `!t<[]>`)."""
    out: list[str] = []
    pos = 0
    for match in _DIALECT_START.finditer(text):
        if match.start() < pos or registry.is_registered(match.group(1)):
            continue
        out.append(text[pos : match.start()])
        end = match.end()
        tail = _NAME_TAIL.match(text, end)
        if tail is not None:
            end = tail.end()
        if end < len(text) and text[end] == "<":
            end = scan_body(text, end)[0]  # `->`, `>=` and strings inside
        out.append(_PLACEHOLDER + match.group(1))
        pos = end
    out.append(text[pos:])
    return "".join(out)


def surely_different(a: Type, b: Type, registry: Registry) -> bool:
    """Whether `a` and `b` differ outside the parts of undescribed dialects."""
    if a == b:
        return False
    text_a, text_b = str(a), str(b)
    if "#" not in text_a + text_b and "!" not in text_a + text_b:
        return True
    return mask_undescribed(text_a, registry) != mask_undescribed(text_b, registry)
