"""Semantic tokens: the lexer's tokens, classified with what the parser found.

The legend (token types and modifiers, in this order) is part of the protocol
and documented in docs/lsp.md. Tokens never span lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.index import AliasEntity, BlockEntity, Occurrence, SymbolEntity, ValueEntity
from mlir_ls.ir.core import BlockArgument
from mlir_ls.syntax import tokens as tk
from mlir_ls.syntax.lexer import tokenize
from mlir_ls.text.span import Span

TOKEN_TYPES: tuple[str, ...] = (
    "namespace",  # the dialect part of an op name (`arith` of `arith.addi`)
    "function",  # an op name (the part after the dialect); a symbol of a function
    "variable",  # an SSA value
    "parameter",  # a block argument
    "label",  # a block label
    "type",  # builtin types, type aliases, dialect types
    "macro",  # attribute aliases (`#map`)
    "decorator",  # dialect attributes (`#llvm.linkage<...>`)
    "property",  # attribute names in dictionaries (`alignment = ...`)
    "keyword",  # other bare identifiers (`attributes`, `private`, `dense`, `loc`...)
    "number",
    "string",
    "comment",
    "class",  # a symbol that is not a function (`module @m`, `memref.global @g`)
)
TOKEN_MODIFIERS: tuple[str, ...] = (
    "declaration",  # the definition of a value, block, symbol or alias
    "defaultLibrary",  # a registered op, a builtin type
)
_TYPE = {name: i for i, name in enumerate(TOKEN_TYPES)}
DECLARATION = 1
DEFAULT_LIBRARY = 2

_BUILTIN_TYPE = re.compile(
    r"(?:(?:[0-9?]+x)*|(?:x[0-9?]+)*x)"  # the tail of a dimension list: `x8xf32`
    r"(?:[su]?i[0-9]+|f16|f32|f64|f80|f128|bf16|tf32|f8E[0-9A-Za-z]+|f4E[0-9A-Za-z]+|index|none"
    r"|tensor|memref|vector|complex|tuple)\Z"
)


@dataclass(frozen=True, slots=True)
class SemanticToken:
    span: Span
    type: int  # index into TOKEN_TYPES
    modifiers: int  # bit set over TOKEN_MODIFIERS


def semantic_tokens(analysis: Analysis, span: Span | None = None) -> list[SemanticToken]:
    """Tokens of the document, or of the lines overlapping `span`."""
    text = analysis.text
    index = analysis.index
    base = 0
    end = len(text)
    if span is not None:
        lines = analysis.line_index
        base = lines.line_start(lines.line_of(span.start))
        end = lines.line_end(lines.line_of(span.end))
    op_names = {
        loc.name_start: loc
        for loc in index.operations_between(base, end)
        if loc.name_end <= len(text)
    }
    starting = index.occurrence_starts
    out: list[SemanticToken] = []
    append = out.append
    segment = text[base:end]
    prev_kind = ""
    prev_end = -1
    for tok in tokenize(segment):
        kind = tok.kind
        if kind == tk.EOF:
            break
        start = tok.start + base
        stop = tok.end + base
        loc = op_names.get(start)
        if loc is not None and loc.name.end == stop:
            mods = DEFAULT_LIBRARY if loc.op.spec is not None else 0
            written = tok.text
            quote = 1 if written.startswith('"') else 0
            dot = written.find(".")
            if dot > quote:
                namespace = Span(start + quote, start + dot)
                append(SemanticToken(namespace, _TYPE["namespace"], mods))
                append(SemanticToken(Span(start + dot + 1, stop - quote), _TYPE["function"], mods))
            else:
                append(SemanticToken(Span(start + quote, stop - quote), _TYPE["function"], mods))
        elif kind == tk.COMMENT:
            append(SemanticToken(Span(start, stop), _TYPE["comment"], 0))
        elif kind == tk.HASH and prev_kind == tk.PERCENT and prev_end == tok.start:
            append(SemanticToken(Span(start, stop), _TYPE["variable"], 0))  # `#1` of `%x#1`
        elif kind in (tk.PERCENT, tk.CARET, tk.AT, tk.HASH, tk.EXCLAIM):
            token = _named(analysis, starting.get(start), kind, start, stop, tok.text)
            if token is not None:
                append(token)
        elif kind == tk.BARE:
            if _BUILTIN_TYPE.match(tok.text):
                append(SemanticToken(Span(start, stop), _TYPE["type"], DEFAULT_LIBRARY))
            elif tok.text in ("true", "false"):
                append(SemanticToken(Span(start, stop), _TYPE["number"], 0))
            elif prev_kind in ("{", ",") and _next_is_eq(segment, tok.end):
                append(SemanticToken(Span(start, stop), _TYPE["property"], 0))
            else:
                append(SemanticToken(Span(start, stop), _TYPE["keyword"], 0))
        elif kind in (tk.INTEGER, tk.FLOAT):
            append(SemanticToken(Span(start, stop), _TYPE["number"], 0))
        elif kind == tk.STRING:
            append(SemanticToken(Span(start, stop), _TYPE["string"], 0))
        prev_kind = kind
        prev_end = tok.end
    if span is not None:
        out = [t for t in out if t.span.end >= span.start and t.span.start <= span.end]
    return out


def _next_is_eq(text: str, pos: int) -> bool:
    """True when a bare identifier at `pos` is followed by `=`, `,` or `}` (a dictionary key)."""
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return pos >= len(text) or text[pos] in "=,}"


def _named(
    analysis: Analysis, occ: Occurrence | None, kind: str, start: int, stop: int, spelled: str
) -> SemanticToken | None:
    if occ is None:
        occ = analysis.index.at(start)
    mods = 0
    if occ is not None and occ.span.start == start:
        entity = occ.entity
        mods = DECLARATION if occ.is_def else 0
        if isinstance(entity, ValueEntity):
            is_arg = any(isinstance(v, BlockArgument) for v in entity.values)
            return SemanticToken(
                Span(start, stop), _TYPE["parameter" if is_arg else "variable"], mods
            )
        if isinstance(entity, BlockEntity):
            return SemanticToken(Span(start, stop), _TYPE["label"], mods)
        if isinstance(entity, SymbolEntity):
            is_fn = entity.op is not None and (
                "function_type" in entity.op.attributes
                or entity.op.attr("function_type") is not None
            )
            return SemanticToken(
                Span(start, occ.span.end), _TYPE["function" if is_fn else "class"], mods
            )
        if isinstance(entity, AliasEntity):
            t = "type" if entity.name.startswith("!") else "macro"
            return SemanticToken(Span(start, stop), _TYPE[t], mods)
    if kind == tk.PERCENT:
        return SemanticToken(Span(start, stop), _TYPE["variable"], 0)
    if kind == tk.CARET:
        return SemanticToken(Span(start, stop), _TYPE["label"], 0)
    if kind == tk.AT:
        return SemanticToken(Span(start, stop), _TYPE["function"], 0)
    if kind == tk.EXCLAIM:
        return SemanticToken(Span(start, stop), _TYPE["type"], 0)
    if "." in spelled:
        return SemanticToken(Span(start, stop), _TYPE["decorator"], 0)
    return SemanticToken(Span(start, stop), _TYPE["macro"], 0)
