"""Document symbols (an outline) and workspace symbols."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal

import tree_sitter

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.ir_dump import dumps
from mlir_ls.ide.syntax import ByteMap, parse_tree
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import FUNCTION_OP, SYMBOL_TABLE
from mlir_ls.syntax.tree_sitter_mlir import language
from mlir_ls.text.span import Span

SymbolKind = Literal["module", "function", "variable", "object", "namespace", "constant", "type"]


@dataclass(slots=True)
class DocumentSymbol:
    name: str
    detail: str
    kind: SymbolKind
    span: Span  # the whole construct
    selection: Span  # its name
    children: list[DocumentSymbol] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class WorkspaceSymbol:
    name: str
    kind: SymbolKind
    span: Span
    container: str


def _kind(op: Operation) -> SymbolKind:
    if op.name == "builtin.module" or op.has_trait(SYMBOL_TABLE):
        return "module"
    if op.has_trait(FUNCTION_OP) or "function_type" in op.attributes or op.attr("function_type"):
        return "function"
    if op.regions:
        return "object"
    return "variable"


def document_symbols(analysis: Analysis) -> list[DocumentSymbol]:
    index = analysis.index
    out: list[DocumentSymbol] = []
    chunks = analysis.document.chunks
    # An IR printing log: each chunk is one dump, named after the pass that printed it.
    ir_dumps = {d.chunk: d for d in dumps(analysis)} if len(chunks) > 1 else {}
    for number, chunk in enumerate(chunks):
        items: list[DocumentSymbol] = []
        for alias in index.aliases:
            if alias.chunk == number and alias.span is not None:
                line_end = analysis.text.find("\n", alias.span.start)
                end = line_end if line_end != -1 else len(analysis.text)
                kind: SymbolKind = "constant" if alias.name.startswith("#") else "type"
                detail = "attribute alias" if kind == "constant" else "type alias"
                items.append(
                    DocumentSymbol(
                        alias.name, detail, kind, Span(alias.span.start, end), alias.span
                    )
                )
        module = chunk.parse.module
        items.extend(_op_symbols(analysis, module, include_self=chunk.parse.explicit_module))
        if len(chunks) > 1:
            span = Span(chunk.offset, chunk.offset + len(chunk.text))
            first = _first_line(analysis.text, span)
            dump = ir_dumps.get(number)
            if ir_dumps and dump is None and not items:
                continue  # the text before a log's first dump header
            out.append(
                DocumentSymbol(
                    dump.name if dump is not None else f"chunk {number + 1}",
                    first,
                    "namespace",
                    span,
                    dump.header if dump is not None else Span(span.start, span.start),
                    items,
                )
            )
        else:
            out.extend(items)
    return out


def _first_line(text: str, span: Span) -> str:
    for line in text[span.start : span.end].splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith("//"):
            return stripped[:80]
    return ""


def _op_symbols(
    analysis: Analysis, op: Operation, include_self: bool = False
) -> list[DocumentSymbol]:
    """Symbols for `op` (when `include_self`) and the symbol ops nested in it."""
    index = analysis.index
    nested: list[DocumentSymbol] = []
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                nested.extend(_op_symbols(analysis, child, include_self=True))
    if not include_self:
        return nested
    loc = index.op_location.get(op)
    entity = index.symbol_entity.get(op)
    if loc is None or (entity is None and op.name != "builtin.module"):
        return nested
    name = entity.name if entity is not None else "module"
    selection = entity.span if entity is not None and entity.span is not None else loc.name
    return [DocumentSymbol(name, op.name, _kind(op), loc.full, selection, nested)]


def flatten(symbols: Iterable[DocumentSymbol], container: str = "") -> list[WorkspaceSymbol]:
    out: list[WorkspaceSymbol] = []
    for s in symbols:
        if s.kind != "namespace":
            out.append(WorkspaceSymbol(s.name, s.kind, s.selection, container))
            out.extend(flatten(s.children, s.name))
        else:
            out.extend(flatten(s.children, container))
    return out


def matches(query: str, name: str) -> bool:
    """Fuzzy subsequence match, case-insensitive (`cmp4` matches `@compute_4`)."""
    name = name.lower()
    pos = 0
    for ch in query.lower():
        pos = name.find(ch, pos)
        if pos == -1:
            return False
        pos += 1
    return True


def workspace_symbols(analysis: Analysis, query: str) -> list[WorkspaceSymbol]:
    """The symbols of one analysed document that match `query`."""
    return [s for s in flatten(document_symbols(analysis)) if matches(query, s.name)]


_SCAN_QUERY = """
(custom_operation name: (op_name) @op (symbol_ref) @name)
(attribute_alias_definition name: (attribute_alias) @alias)
(type_alias_definition name: (type_alias) @alias)
"""


#: Last components of the names of ops that define symbols (`func.func`, `memref.global`...).
_DEFINING_SUFFIXES = ("func", "module", "global", "sequence", "executable", "dialect", "symbol")


def scan_symbols(text: str, query: str) -> list[WorkspaceSymbol]:
    """Symbols of a file that is not open, from the tree-sitter tree alone (fast, no analysis).

    A custom-form op defines a symbol when its name looks like a definer
    (`func.func`, `memref.global`, `gpu.module`...) and a symbol reference follows
    the op name with only keywords between (`func.func private @f`).
    """
    tree = parse_tree(text)
    bytemap = ByteMap(text)
    out: list[WorkspaceSymbol] = []

    def char_span(node: tree_sitter.Node) -> Span:
        return Span(bytemap.to_char(node.start_byte), bytemap.to_char(node.end_byte))

    cursor = tree_sitter.QueryCursor(_scan_query())
    for _, captures in cursor.matches(tree.root_node):
        if "alias" in captures:
            node = captures["alias"][0]
            span = char_span(node)
            name = text[span.start : span.end]
            kind: SymbolKind = "constant" if name.startswith("#") else "type"
            if matches(query, name):
                out.append(WorkspaceSymbol(name, kind, span, ""))
            continue
        if "name" not in captures:
            continue
        op_node = captures["op"][0]
        sym = captures["name"][0]
        # Only `op keyword* @sym`: the symbol reference must be the first non-keyword piece.
        prev = sym.prev_named_sibling
        while prev is not None and prev.type in ("keyword", "string_literal"):
            prev = prev.prev_named_sibling
        if prev is None or prev.id != op_node.id:
            continue
        span = char_span(sym)
        name = text[span.start : span.end]
        if "::" in name or not matches(query, name):
            continue
        op_name = text[char_span(op_node).start : char_span(op_node).end]
        last = op_name.rsplit(".", 1)[-1]
        if not last.endswith(_DEFINING_SUFFIXES):
            continue  # `func.call @f`, `llvm.mlir.addressof @g`: uses, not definitions
        kind = "function" if last.endswith("func") else "module" if last == "module" else "variable"
        out.append(WorkspaceSymbol(name, kind, span, ""))
    return out


_query_cache: list[tree_sitter.Query] = []


def _scan_query() -> tree_sitter.Query:
    if not _query_cache:
        _query_cache.append(tree_sitter.Query(language(), _SCAN_QUERY))
    return _query_cache[0]
