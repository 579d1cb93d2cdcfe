"""Go to definition, find references, document highlight."""

from __future__ import annotations

import os
from dataclasses import dataclass

import tree_sitter

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.index import Entity, Occurrence, ValueEntity
from mlir_ls.ide.syntax import ByteMap, ancestors, node_at
from mlir_ls.ir.core import Value
from mlir_ls.text.span import Span


@dataclass(frozen=True, slots=True)
class FileTarget:
    """A position in another file (from `loc("file":line:col)`): 1-based line and column."""

    path: str
    line: int
    column: int


@dataclass(frozen=True, slots=True)
class Highlight:
    span: Span
    is_def: bool


def entity_at(analysis: Analysis, offset: int) -> Occurrence | None:
    return analysis.index.at(offset)


def value_of(analysis: Analysis, occ: Occurrence) -> Value | None:
    """The value an occurrence denotes: `%x#1` is the second value of `%x`."""
    entity = occ.entity
    if not isinstance(entity, ValueEntity) or not entity.values:
        return None
    spelled = analysis.text[occ.span.start : occ.span.end]
    _, hash_, number = spelled.partition("#")
    if hash_ and number.isdigit() and int(number) < len(entity.values):
        return entity.values[int(number)]
    return entity.values[0]


def definition(analysis: Analysis, offset: int) -> list[Span | FileTarget]:
    """Where the thing under the cursor is defined (empty when unknown)."""
    occ = analysis.index.at(offset)
    if occ is not None:
        return [occ.entity.span] if occ.entity.span is not None else []
    loc = location_at(analysis, offset)
    if loc is not None:
        return [loc]
    op = analysis.index.op_at(offset)
    if op is not None and op.op.spec is not None and op.op.spec.definition is not None:
        path, line = op.op.spec.definition  # an imported op: its `def` in the .td file
        return [FileTarget(path, line, 1)]
    return []


def references(analysis: Analysis, offset: int, include_declaration: bool = True) -> list[Span]:
    occ = analysis.index.at(offset)
    if occ is None:
        return []
    return [o.span for o in _occurrences(occ.entity) if include_declaration or not o.is_def]


def highlights(analysis: Analysis, offset: int) -> list[Highlight]:
    occ = analysis.index.at(offset)
    if occ is None:
        return []
    return [Highlight(o.span, o.is_def) for o in _occurrences(occ.entity)]


def _occurrences(entity: Entity) -> list[Occurrence]:
    return sorted(entity.occurrences, key=lambda o: o.span.start)


def location_at(analysis: Analysis, offset: int) -> FileTarget | None:
    """The file position of a `loc("file":line:col)` under the cursor, when that file exists.

    A relative file name is tried as is; the LSP layer resolves it against the
    document's directory (see `resolve_file`).
    """
    bytemap = analysis.bytemap
    tree = analysis.tree
    node: tree_sitter.Node | None = None
    for enclosing in ancestors(tree, node_at(tree, bytemap.to_byte(offset))):
        if enclosing.type == "file_location":
            node = enclosing
            break
        if enclosing.type in ("operation", "source_file"):
            return None
    if node is None:
        return None
    file_node = node.child_by_field_name("file")
    line_node = node.child_by_field_name("line")
    col_node = node.child_by_field_name("column")
    if file_node is None or line_node is None:
        return None
    name = _unquote(_node_text(analysis.text, bytemap, file_node))
    try:
        line = int(_node_text(analysis.text, bytemap, line_node))
        column = int(_node_text(analysis.text, bytemap, col_node)) if col_node else 1
    except ValueError:
        return None
    return FileTarget(name, line, column)


def resolve_file(target: FileTarget, document_dir: str | None) -> FileTarget | None:
    """`target` with an existing absolute path, or None when no such file exists."""
    candidates = [target.path]
    if document_dir and not os.path.isabs(target.path):
        candidates.insert(0, os.path.join(document_dir, target.path))
    for path in candidates:
        if os.path.isfile(path):
            return FileTarget(os.path.abspath(path), target.line, target.column)
    return None


def _node_text(text: str, bytemap: ByteMap, node: tree_sitter.Node) -> str:
    return text[bytemap.to_char(node.start_byte) : bytemap.to_char(node.end_byte)]


def _unquote(s: str) -> str:
    if len(s) >= 2 and s[0] == '"' and s[-1] == '"':
        return s[1:-1].replace('\\"', '"').replace("\\\\", "\\")
    return s
