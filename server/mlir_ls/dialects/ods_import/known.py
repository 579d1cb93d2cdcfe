"""C++ printers of imported upstream dialects that records cannot describe.

Types and attributes with a C++ parser and printer are kept as their text (an imported
dialect has no Python hook for them); where upstream's printer rewrites the text, the
canonical spelling is written here, from upstream's printer:

* stablehlo's `custom<SameOperandsAndResultType>` (and its variadic twin): `: type` when
  all types agree, else a function type.
* `!quant.uniform<...>` (QuantDialectBytecode / TypeParser.cpp `printUniformQuantizedType`):
  scales as C's `%e` (`1.000000e+00`), a zero point only when it is not 0, per-axis
  parameters in braces without spaces.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import elements as el
from mlir_ls.ir import types as ty

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser
    from mlir_ls.text.span import Span

_NUMBER = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$")


def _scale_zero_point(text: str) -> str | None:
    scale, _, zero = text.strip().partition(":")
    if not _NUMBER.match(scale.strip()):
        return None
    out = f"{float(scale):e}"
    zero = zero.strip()
    if zero:
        if not re.fullmatch(r"[-+]?\d+", zero):
            return None
        if int(zero) != 0:
            out += f":{int(zero)}"
    return out


def canonical_uniform(body: str) -> str | None:
    """The canonical body of `!quant.uniform<body>`, or None when it is not understood."""
    head, comma, params = body.partition(",")
    if not comma:
        return None
    params = params.strip()
    if params.startswith("{") and params.endswith("}"):
        inner = params[1:-1]
        if "{" in inner:
            return None
        items = [_scale_zero_point(item) for item in inner.split(",")]
        if any(item is None for item in items):
            return None
        printed = "{" + ",".join(item for item in items if item is not None) + "}"
    else:
        single = _scale_zero_point(params)
        if single is None:
            return None
        printed = single
    return f"{''.join(head.split())}, {printed}"


def _parse_quant_type(p: Parser, name: str, body: Span | None) -> ty.Type | None:
    if name != "uniform" or body is None:
        return None
    text = p.src[body.start : body.end]
    canonical = canonical_uniform(text)
    if canonical is None:
        return None
    p.reset(body.end + 1)
    return ty.DialectType("quant", "uniform", canonical)


#: Dialect namespace -> its `parse_type` hook.
TYPE_HOOKS: dict[str, Callable[[Any, str, Any], Any]] = {"quant": _parse_quant_type}


# ---- custom directives -------------------------------------------------------------------


def _same_type_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    """stablehlo's `custom<SameOperandsAndResultType>(type($a)..., type($result))`: one
    type for every operand and the result, or a function type (AssemblyFormat.cpp)."""
    types = [a for a in args if isinstance(a, el.TypeOf)]
    *operands, result = types
    counts = [len(st.operands.get(a.name, [])) for a in operands]
    where = p.span
    parsed = p.parse_type()
    if isinstance(parsed, ty.FunctionType):
        total = sum(counts)
        if len(parsed.inputs) != total:
            raise p.custom_error(
                f"{total} operands present, but expected {len(parsed.inputs)}", where
            )
        if len(parsed.results) != 1:
            raise p.custom_error("expected single output", where)
        start = 0
        for arg, count in zip(operands, counts, strict=True):
            st.types[arg.name] = list(parsed.inputs[start : start + count])
            start += count
        st.types[result.name] = [parsed.results[0]]
        return
    for arg, count in zip(operands, counts, strict=True):
        st.types[arg.name] = [parsed] * count
    st.types[result.name] = [parsed]


def _same_type_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    types = [a for a in args if isinstance(a, el.TypeOf)]
    *operands, result = types
    inputs = [v.type for a in operands for v in a.values(view)]
    outputs = [v.type for v in result.values(view)]
    if outputs and all(t == outputs[0] for t in inputs):
        pr.print_type(outputs[0])
    else:
        pr.print_functional_type(inputs, outputs)


_SAME_TYPE = el.CustomDirective("SameOperandsAndResultType", _same_type_parse, _same_type_print)

#: (dialect, directive name) -> the directive, for the dialects whose C++ is known here.
CUSTOM_DIRECTIVES: dict[tuple[str, str], el.CustomDirective] = {
    ("stablehlo", "SameOperandsAndResultType"): _SAME_TYPE,
    ("stablehlo", "VariadicSameOperandsAndResultType"): _SAME_TYPE,
}
