"""Inlay hints: the types of values where the custom syntax does not print them."""

from __future__ import annotations

from dataclasses import dataclass

from mlir_ls.ide.alias_spelling import AliasSpeller, states_type
from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.opt_types import OptTypes, tool_type
from mlir_ls.ir.core import BlockArgument, OpResult
from mlir_ls.ir.types import ErrorType
from mlir_ls.text.span import Span


@dataclass(frozen=True, slots=True)
class InlayHint:
    offset: int  # where the hint is shown (after the value's name)
    label: str  # `: i32`


def inlay_hints(
    analysis: Analysis, span: Span | None = None, types: OptTypes | None = None
) -> list[InlayHint]:
    """Hints after value definitions whose type the text does not spell out.

    Block arguments get one unless `: type` follows the name (`scf.for %i = ...`);
    results of custom-form ops get one when their type appears nowhere in the
    op's text (`%0 = arith.addi %a, %b : i32` does not, `%0 = test.op` does).
    Values whose type mlir-ls does not know get none, unless the `*-opt` bridge's
    `types` give it: then the tool's type is shown.
    """
    text = analysis.text
    index = analysis.index
    speller = AliasSpeller(analysis)
    out: list[InlayHint] = []
    for entity in index.values:
        def_span = entity.span
        if def_span is None or not entity.values:
            continue
        if span is not None and not (span.start <= def_span.start <= span.end):
            continue
        value = entity.values[0]
        if any(isinstance(v.type, ErrorType) for v in entity.values):
            found = [t for v in entity.values if (t := tool_type(types, analysis, v))]
            if found and len(found) == len(entity.values):
                label = found[0] if len(found) == 1 else "(" + ", ".join(found) + ")"
                out.append(InlayHint(_after_name(text, def_span.end, len(found)), f": {label}"))
            continue
        if isinstance(value, BlockArgument):
            rest = text[def_span.end : def_span.end + 40].lstrip(" \t")
            if not rest.startswith(":"):
                label = speller.spell(value.type, def_span.start)
                out.append(InlayHint(def_span.end, f": {label}"))
        elif isinstance(value, OpResult) and value.op.custom:
            loc = index.op_location.get(value.op)
            if loc is None:
                continue
            op_text = text[loc.name.end : loc.full.end]
            # Spelled with the file's aliases (`tensor<4xf32, #enc>`); stated in the text
            # (a trailing `: type`, `-> type`) with or without its aliases: no hint.
            names = [speller.spell(v.type, def_span.start) for v in entity.values]
            if any(
                not states_type(op_text, speller.spellings(v.type, def_span.start))
                for v in entity.values
            ):
                label = names[0] if len(names) == 1 else "(" + ", ".join(names) + ")"
                out.append(InlayHint(_after_name(text, def_span.end, len(names)), f": {label}"))
    out.sort(key=lambda h: h.offset)
    return out


def _after_name(text: str, end: int, count: int) -> int:
    """After `%x` (or `%x:2`): the result count stays readable."""
    if count > 1 and text[end : end + 1] == ":":
        while end + 1 < len(text) and text[end + 1].isdigit():
            end += 1
        end += 1
    return end
