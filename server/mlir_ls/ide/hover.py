"""Hover: what the thing under the cursor is, as Markdown."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.index import (
    AliasEntity,
    BlockEntity,
    Occurrence,
    SymbolEntity,
    ValueEntity,
)
from mlir_ls.ide.navigation import location_at, value_of
from mlir_ls.ide.opt_types import OptTypes, tool_type
from mlir_ls.ide.type_hover import describe, structure, type_or_attribute_at
from mlir_ls.ir.core import Block, BlockArgument, Operation, OpResult, Value
from mlir_ls.ir.source_map import OpLocation
from mlir_ls.ir.types import UnknownType
from mlir_ls.text.span import Span


@dataclass(frozen=True, slots=True)
class Hover:
    span: Span
    markdown: str


def hover(analysis: Analysis, offset: int, types: OptTypes | None = None) -> Hover | None:
    """What is at `offset`; `types`: the `*-opt` bridge's, for values mlir-ls has no type of."""
    index = analysis.index
    occ = index.at(offset)
    if occ is not None:
        entity = occ.entity
        if isinstance(entity, ValueEntity):
            return Hover(occ.span, _value(analysis, occ, entity, types))
        if isinstance(entity, BlockEntity):
            return Hover(occ.span, _block(analysis, entity))
        if isinstance(entity, SymbolEntity):
            return Hover(occ.span, _symbol(analysis, entity))
        if isinstance(entity, AliasEntity):
            return Hover(occ.span, _alias(entity))
    loc = index.op_at(offset)
    if loc is not None:
        return Hover(loc.name, _operation(loc.op))
    target = location_at(analysis, offset)
    if target is not None:
        return Hover(
            Span(offset, offset), f"location `{target.path}:{target.line}:{target.column}`"
        )
    found = type_or_attribute_at(analysis, offset)
    if found is not None:
        return Hover(found.span, describe(found, offset))
    return None


def _code(text: str) -> str:
    return f"```mlir\n{text}\n```"


def _op_ref(analysis: Analysis, op: Operation | None) -> str:
    if op is None:
        return "an operation"
    sym = analysis.index.symbol_entity.get(op)
    return f"`{op.name} {sym.name}`" if sym is not None else f"`{op.name}`"


def _uses(entity: ValueEntity, analysis: Analysis, value: Value) -> int:
    count = 0
    for o in entity.occurrences:
        if not o.is_def and value_of(analysis, o) is value:
            count += 1
    return count


def _value(
    analysis: Analysis, occ: Occurrence, entity: ValueEntity, types: OptTypes | None = None
) -> str:
    value = value_of(analysis, occ)
    if value is None or entity.span is None:
        return _code(f"{entity.name}") + "\n\nundefined value"
    group = occ.is_def and len(entity.values) > 1  # `%0:2` shows both
    shown = entity.values if group else [value]
    lines = []
    from_tool = False
    unknown = ""
    for i, v in enumerate(shown):
        # (the index in the group: a search per value was quadratic in `%0:N`)
        number = i if group else entity.values.index(v)
        name = entity.name if len(entity.values) == 1 else f"{entity.name}#{number}"
        found = tool_type(types, analysis, v)
        from_tool = from_tool or found is not None
        if found is None and isinstance(v.type, UnknownType):
            unknown = unknown or v.type.reason
        lines.append(f"{name} : {found or ('?' if isinstance(v.type, UnknownType) else v.type)}")
    parts = [_code("\n".join(lines))]
    if unknown:
        parts.append(unknown)
    if from_tool and types is not None:
        parts.append(f"type from `{types.tool}`")
    if isinstance(value, OpResult) and len(shown) > 1:
        parts.append(f"{len(shown)} results of {_op_ref(analysis, value.op)}")
    elif isinstance(value, OpResult):
        parts.append(f"result #{value.index} of {_op_ref(analysis, value.op)}")
    elif isinstance(value, BlockArgument):
        block = value.block
        owner = block.parent_op
        if block.parent is not None and block.parent.blocks and block.parent.blocks[0] is block:
            where = f"the entry block of {_op_ref(analysis, owner)}"
        else:
            where = f"block {_block_name(analysis, block)} in {_op_ref(analysis, owner)}"
        parts.append(f"argument #{value.index} of {where}")
    uses = _uses(entity, analysis, value) if len(shown) == 1 else len(entity.occurrences) - 1
    parts.append(f"{uses} use" + ("" if uses == 1 else "s"))
    return "\n\n".join(parts)


def _block_name(analysis: Analysis, block: Block) -> str:
    entity = analysis.index.block_entity.get(block)
    if entity is not None:
        return entity.name
    return f"^{block.label}" if block.label else "(entry block)"


def _block(analysis: Analysis, entity: BlockEntity) -> str:
    block = entity.block
    args = ", ".join(
        f"{analysis.index.value_entity[a].name if a in analysis.index.value_entity else '%?'}: {a.type}"
        for a in block.arguments
    )
    header = entity.name + (f"({args})" if args else "")
    parts = [_code(header)]
    region = block.parent
    if region is None or entity.span is None:
        parts.append("undefined block")
        return "\n\n".join(parts)
    parts.append(f"block #{block.index} of a region of {_op_ref(analysis, region.parent)}")
    preds = [
        b
        for b in region.blocks
        if b.terminator is not None and any(s is block for s in b.terminator.successors)
    ]
    succs = block.terminator.successors if block.terminator is not None else []
    if preds:
        parts.append("predecessors: " + ", ".join(_block_name(analysis, b) for b in preds))
    if succs:
        parts.append("successors: " + ", ".join(_block_name(analysis, b) for b in succs))
    return "\n\n".join(parts)


def _symbol(analysis: Analysis, entity: SymbolEntity) -> str:
    if entity.op is None:
        return _code(entity.name) + "\n\nunresolved symbol reference"
    loc = analysis.index.op_location.get(entity.op)
    return _code(signature(analysis, loc) if loc is not None else entity.name) + (
        "\n\n" + entity.op.spec.summary if entity.op.spec and entity.op.spec.summary else ""
    )


def signature(analysis: Analysis, loc: OpLocation) -> str:
    """The op's text up to its region body (`func.func @f(%a: i32) -> i32`), on one line."""
    text = analysis.text[loc.full.start : loc.full.end]
    if loc.op.regions:
        # A region body opens with `{` at the end of a line; a declaration has none.
        brace = text.find("{\n")
        if brace != -1:
            text = text[:brace]
    head = " ".join(text.split())
    return head if len(head) <= 300 else head[:297] + "..."


def _alias(entity: AliasEntity) -> str:
    """The alias's definition, then the structure of its value (`type_hover.structure`)."""
    if entity.span is None:
        return _code(entity.name) + "\n\nundefined alias"
    if entity.value is None:
        return _code(entity.name)
    parts = [_code(f"{entity.name} = {entity.value}")]
    with contextlib.suppress(Exception):  # a value the printer cannot spell: the definition
        parts.extend(structure(entity.value))
    return "\n\n".join(parts)


def _operation(op: Operation) -> str:
    parts = [_code(op.name)]
    spec = op.spec
    if spec is not None:
        parts.append(f"`{spec.dialect}` dialect")
        if spec.summary:
            parts.append(spec.summary)
        if spec.description:
            parts.append(spec.description)
    else:
        dialect = op.dialect or "(no dialect)"
        parts.append(f"unregistered operation of dialect `{dialect}`: custom syntax not checked")
    if op.results:
        parts.append(f"{len(op.results)} result" + ("" if len(op.results) == 1 else "s"))
    return "\n\n".join(parts)
