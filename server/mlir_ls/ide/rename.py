"""Rename values, blocks, symbols and aliases; refuse invalid or clashing names.

The new name is accepted with or without its sigil (`total` or `%total`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.index import (
    AliasEntity,
    BlockEntity,
    Entity,
    SemanticIndex,
    SymbolEntity,
    ValueEntity,
)
from mlir_ls.ir.core import Operation, Region
from mlir_ls.ir.spec import ISOLATED_FROM_ABOVE
from mlir_ls.text.span import Span

_SUFFIX_ID = re.compile(r"(?:[0-9]+|[A-Za-z_$.\-][A-Za-z0-9_$.\-]*)\Z")
_BARE_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")
_ALIAS_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_$.\-]*\Z")
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"\Z')


class RenameError(Exception):
    """Why a rename is refused (shown to the user)."""


@dataclass(frozen=True, slots=True)
class TextEdit:
    span: Span
    new_text: str


@dataclass(frozen=True, slots=True)
class PrepareRename:
    span: Span  # the name part under the cursor
    placeholder: str


def prepare_rename(analysis: Analysis, offset: int) -> PrepareRename:
    occ = analysis.index.at(offset)
    if occ is None:
        raise RenameError(
            "nothing to rename here: place the cursor on a value, block, symbol or alias"
        )
    _check_renamable(occ.entity)
    span = _name_span(analysis, occ.entity, occ.span)
    return PrepareRename(span, analysis.text[span.start : span.end])


def rename(analysis: Analysis, offset: int, new_name: str) -> list[TextEdit]:
    """The edits renaming the entity under the cursor; raises RenameError when refused."""
    index = analysis.index
    occ = index.at(offset)
    if occ is None:
        raise RenameError("nothing to rename here")
    entity = occ.entity
    _check_renamable(entity)
    spelled = _normalise(entity, new_name.strip())
    if spelled == entity.name:
        return []
    _check_clash(index, entity, spelled)
    edits = [
        TextEdit(_name_span(analysis, entity, o.span), spelled)
        for o in sorted(entity.occurrences, key=lambda o: o.span.start)
    ]
    return edits


def _check_renamable(entity: Entity) -> None:
    if entity.span is None:
        raise RenameError(f"'{entity.name}' is not defined in this file")


def _name_span(analysis: Analysis, entity: Entity, span: Span) -> Span:
    """The part of an occurrence that spells the name (`%x` of `%x#1`)."""
    if isinstance(entity, ValueEntity):
        return Span(span.start, min(span.end, span.start + len(entity.name)))
    return span


def _normalise(entity: Entity, name: str) -> str:
    """`name` with the entity's sigil, validated."""
    if isinstance(entity, ValueEntity):
        body = name.removeprefix("%")
        if not _SUFFIX_ID.match(body):
            raise RenameError(f"'{name}' is not a valid SSA value name")
        return "%" + body
    if isinstance(entity, BlockEntity):
        body = name.removeprefix("^")
        if not _SUFFIX_ID.match(body):
            raise RenameError(f"'{name}' is not a valid block name")
        return "^" + body
    if isinstance(entity, SymbolEntity):
        body = name.removeprefix("@")
        if not (_BARE_ID.match(body) or (_STRING.match(body) and len(body) > 2)):
            raise RenameError(f"'{name}' is not a valid symbol name")
        return "@" + body
    assert isinstance(entity, AliasEntity)
    sigil = entity.name[0]
    if name[:1] in "#!" and name[:1] != sigil:
        kind = "attribute" if sigil == "#" else "type"
        raise RenameError(f"'{name}' has the wrong sigil for a {kind} alias")
    body = name.removeprefix(sigil)
    if not _ALIAS_ID.match(body):
        raise RenameError(f"'{name}' is not a valid alias name")
    return sigil + body


def _check_clash(index: SemanticIndex, entity: Entity, spelled: str) -> None:
    if isinstance(entity, ValueEntity):
        root = _isolation_root(entity.region)
        for other in index.values:
            if (
                other is not entity
                and other.name == spelled
                and other.chunk == entity.chunk
                and _isolation_root(other.region) is root
            ):
                raise RenameError(f"'{spelled}' is already defined in this scope")
    elif isinstance(entity, BlockEntity):
        region = entity.block.parent
        for block in index.blocks:
            if block is not entity and block.name == spelled and block.block.parent is region:
                raise RenameError(f"'{spelled}' is already a block of this region")
    elif isinstance(entity, SymbolEntity):
        parent = entity.op.parent_op if entity.op is not None else None
        for symbol in index.symbols:
            if (
                symbol is not entity
                and symbol.op is not None
                and symbol.name == spelled
                and symbol.chunk == entity.chunk
                and symbol.op.parent_op is parent
            ):
                raise RenameError(f"'{spelled}' is already a symbol of this symbol table")
    elif isinstance(entity, AliasEntity):
        if spelled in index.alias_entity[entity.chunk]:
            raise RenameError(f"'{spelled}' is already an alias")


def _isolation_root(region: Region | None) -> Operation | None:
    """The nearest op above `region` that is isolated from above (None: the top level)."""
    op = region.parent if region is not None else None
    while op is not None:
        if op.has_trait(ISOLATED_FROM_ABOVE) or op.name == "builtin.module":
            return op
        op = op.parent_op
    return None
