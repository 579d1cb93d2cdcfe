"""Completion: op names, values in scope, block labels, symbols, aliases, types, keywords."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from mlir_ls.dialects import default_registry
from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.opt_types import OptTypes, shown_type, tool_type
from mlir_ls.ide.snippets import op_snippet
from mlir_ls.ir.core import Operation, Region, Value
from mlir_ls.ir.spec import ISOLATED_FROM_ABOVE, OpSpec, Registry
from mlir_ls.ir.types import ErrorType, Type, UnknownType
from mlir_ls.text.span import Span

CompletionKind = Literal["operation", "value", "block", "symbol", "alias", "type", "keyword"]


@dataclass(frozen=True, slots=True)
class CompletionItem:
    label: str
    kind: CompletionKind
    detail: str
    #: The text the item replaces (the prefix typed so far) and what to insert.
    replace: Span
    insert: str
    documentation: str = ""
    #: Orders items in the client ("" : by label); values of the expected type sort first.
    sort_text: str = ""
    #: What to insert where the client supports snippets (LSP snippet syntax; "": `insert`):
    #: an op name completes to its whole custom form (`ide.snippets`).
    snippet: str = ""
    #: A value's type (None: not a value, or not known), to rank values by the type expected.
    value_type: Type | None = None


BUILTIN_TYPES = (
    "i1", "i8", "i16", "i32", "i64", "i128", "si32", "ui32", "index", "f16", "bf16", "f32",
    "f64", "f80", "f128", "tf32", "none", "complex<", "tuple<", "tensor<", "memref<", "vector<",
)  # fmt: skip
KEYWORDS = (
    "attributes", "loc", "unknown", "dense", "dense_resource", "sparse", "array", "affine_map",
    "affine_set", "strided", "distinct", "true", "false", "unit", "private", "public", "nested",
    "to", "step", "iter_args", "ins", "outs", "else", "do", "callsite", "fused", "at",
)  # fmt: skip

_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_$.-")
_WORD_START = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
_OP_POSITION = re.compile(
    r"^\s*(?:(?:%[A-Za-z0-9_$.\-]+(?::[0-9]+)?\s*,\s*)*%[A-Za-z0-9_$.\-]+(?::[0-9]+)?\s*=\s*)?\Z"
)


def completion(
    analysis: Analysis,
    offset: int,
    registry: Registry | None = None,
    types: OptTypes | None = None,
) -> list[CompletionItem]:
    """Items at `offset`; `types`: the `*-opt` bridge's, for values mlir-ls has no type of."""
    registry = registry or analysis.options.registry or default_registry()
    text = analysis.text
    lines = analysis.line_index
    line_start = lines.line_start(lines.line_of(offset))
    before = text[line_start:offset]
    if _in_comment(before):
        return []
    prefix = typed_prefix(before)
    replace = Span(offset - len(prefix), offset)
    head = before[: len(before) - len(prefix)]
    sigil = prefix[:1]
    # The parser's expectations, dialect symbols, narrowed op names (issue 17).
    from mlir_ls.ide import completion_context as ctx

    if sigil == "%":
        return ctx.refine_values(
            analysis, offset, _values(analysis, offset, replace, types), registry
        )
    if sigil == "^":
        return _blocks(analysis, offset, replace)
    if sigil == "@":
        return _symbols(analysis, offset, replace)
    if sigil in ("#", "!"):
        symbols = ctx.dialect_symbol_items(prefix, replace)
        return symbols if symbols is not None else _aliases(analysis, offset, replace, sigil)
    if head.strip() and _OP_POSITION.match(head):
        return _op_names(analysis, offset, replace, registry, prefix)
    if head.endswith('"') and not prefix.startswith('"'):
        # A string being typed (`llvm.icmp "s`): the quote is part of what is replaced.
        replace = Span(replace.start - 1, replace.end)
    body = ctx.literal_body_items(text, replace.start, replace)
    if body is not None:  # inside `#sparse_tensor.encoding<{...}>`: its keys and words
        return body
    expected = ctx.contextual(
        analysis,
        replace.start,
        not head.strip(),
        replace,
        registry,
        lambda: _values(analysis, offset, replace, types),
        lambda: (
            [CompletionItem(t, "type", "builtin type", replace, t) for t in BUILTIN_TYPES]
            + _aliases(analysis, offset, replace, "!")
        ),
        lambda: _op_names(analysis, offset, replace, registry, prefix),
        lambda: _blocks(analysis, offset, replace),
        lambda: _symbols(analysis, offset, replace),
    )
    if expected is not None:
        return expected
    items = [CompletionItem(t, "type", "builtin type", replace, t) for t in BUILTIN_TYPES]
    if not head.rstrip().endswith((":", "->", "<", "x")):
        items.extend(CompletionItem(k, "keyword", "keyword", replace, k) for k in KEYWORDS)
    return items


def _in_comment(before: str) -> bool:
    """Is the end of `before` (a line up to the cursor) inside a `//` comment (a `//`
    outside string literals)?"""
    if "//" not in before:
        return False
    in_string = False
    i = 0
    while i < len(before):
        c = before[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == "/" and before.startswith("//", i):
            return True
        i += 1
    return False


def _op_names(
    analysis: Analysis, offset: int, replace: Span, registry: Registry, prefix: str
) -> list[CompletionItem]:
    from mlir_ls.ide import completion_context as ctx

    ctx.load_dialect_of(prefix, registry)
    return ctx.narrow_operations(_operations(analysis, offset, replace, registry), prefix)


def typed_prefix(before: str) -> str:
    """The name being typed at the end of `before`: `[%^@#!][A-Za-z0-9_$.-]*` or an identifier
    `[A-Za-z_][A-Za-z0-9_$.]*` (the leftmost such suffix), found in time linear in its length."""
    run = len(before)
    while run > 0 and before[run - 1] in _NAME_CHARS:
        run -= 1
    if run > 0 and before[run - 1] in "%^@#!":
        return before[run - 1 :]
    start = max(run, before.rfind("-", run) + 1)
    for i in range(start, len(before)):
        if before[i] in _WORD_START:
            return before[i:]
    return ""


def _scope_regions(analysis: Analysis, offset: int) -> tuple[set[Region], bool]:
    """Regions whose values are visible at `offset`; True when a top level is reached."""
    regions: set[Region] = set()
    for op in analysis.index.enclosing_ops(offset):
        regions.update(op.regions)
        if op.has_trait(ISOLATED_FROM_ABOVE) or op.name == "builtin.module":
            return regions, False
    return regions, True


def _values(
    analysis: Analysis, offset: int, replace: Span, types: OptTypes | None = None
) -> list[CompletionItem]:
    index = analysis.index
    chunk = analysis.chunk_at(offset)
    regions, _ = _scope_regions(analysis, offset)
    items: list[CompletionItem] = []
    seen: set[str] = set()
    for entity in index.values:
        if entity.span is None or entity.chunk != chunk or entity.span.start >= offset:
            continue
        if entity.region not in regions or entity.name in seen:
            continue
        seen.add(entity.name)
        if len(entity.values) == 1:
            value = entity.values[0]
            detail = _value_type(types, analysis, value)
            items.append(
                CompletionItem(
                    entity.name, "value", detail, replace, entity.name, value_type=_known(value)
                )
            )
        else:
            for i, value in enumerate(entity.values):
                label = f"{entity.name}#{i}"
                detail = _value_type(types, analysis, value)
                items.append(
                    CompletionItem(label, "value", detail, replace, label, value_type=_known(value))
                )
    return items


#: The detail of a value whose type is not known (an op mlir-ls does not describe, a
#: broken line), as hover shows it.
UNKNOWN_DETAIL = "?"


def _known(value: Value) -> Type | None:
    return None if isinstance(value.type, UnknownType | ErrorType) else value.type


def _value_type(types: OptTypes | None, analysis: Analysis, value: Value) -> str:
    if isinstance(value.type, UnknownType | ErrorType) and not tool_type(types, analysis, value):
        return UNKNOWN_DETAIL
    return shown_type(types, analysis, value)


def _blocks(analysis: Analysis, offset: int, replace: Span) -> list[CompletionItem]:
    ops = analysis.index.enclosing_ops(offset)
    regions: set[Region] = set()
    holder: Operation | None = None
    for op in ops:
        if op.regions:
            regions.update(op.regions)
            holder = op
            break
    items = []
    undefined: list[str] = []
    for entity in analysis.index.blocks:
        if entity.span is not None and entity.block.parent in regions:
            args = ", ".join(str(a.type) for a in entity.block.arguments)
            items.append(CompletionItem(entity.name, "block", f"({args})", replace, entity.name))
        elif entity.span is None:
            undefined.append(entity.name)
    # A successor being typed right above a label (`cf.br ` then `^bb1:`) is read as
    # `cf.br ^bb1` and the label as a use: labels written at a line start still count.
    loc = analysis.index.op_location.get(holder) if holder is not None else None
    if undefined and loc is not None:
        body = analysis.text[loc.full.start : loc.full.end]
        for name in dict.fromkeys(undefined):
            if re.search(r"(?m)^[ \t]*" + re.escape(name) + r"[ \t]*[(:]", body):
                items.append(CompletionItem(name, "block", "block", replace, name))
    return items


def _symbols(analysis: Analysis, offset: int, replace: Span) -> list[CompletionItem]:
    chunk = analysis.chunk_at(offset)
    items = []
    seen: set[str] = set()
    for entity in analysis.index.symbols:
        if entity.op is None or entity.chunk != chunk or entity.name in seen:
            continue
        seen.add(entity.name)
        detail = _symbol_detail(entity.op)
        items.append(CompletionItem(entity.name, "symbol", detail, replace, entity.name))
    return items


def _symbol_detail(op: Operation) -> str:
    fn_type = op.attr("function_type")
    return f"{op.name} : {fn_type}" if fn_type is not None else op.name


def _aliases(analysis: Analysis, offset: int, replace: Span, sigil: str) -> list[CompletionItem]:
    chunk = analysis.chunk_at(offset)
    items = []
    for entity in (
        analysis.index.alias_entity[chunk].values() if analysis.index.alias_entity else []
    ):
        if entity.span is None or not entity.name.startswith(sigil):
            continue
        detail = str(entity.value) if entity.value is not None else ""
        items.append(CompletionItem(entity.name, "alias", detail[:80], replace, entity.name))
    return items


#: Op name -> the snippets of its latest specs, newest first: an entry holds its spec (an
#: id alone could name a new spec once the old one is freed), and at most `_KEPT` specs of
#: a name are kept, so the specs of `.td` files read again are freed.
_SNIPPETS: dict[str, list[tuple[OpSpec, str]]] = {}
#: Specs kept per op name: a hand-written and an imported one, and a few registries at once.
_KEPT = 4


def cached_snippet(spec: OpSpec) -> str:
    """`snippets.op_snippet` once per spec for the process ("" when the op has none)."""
    kept = _SNIPPETS.setdefault(spec.name, [])
    for known, snippet in kept:
        if known is spec:
            return snippet
    try:
        snippet = op_snippet(spec) or ""
    except Exception:  # a format this module cannot walk: the name alone
        snippet = ""
    kept.insert(0, (spec, snippet))
    del kept[_KEPT:]
    return snippet


def _operations(
    analysis: Analysis, offset: int, replace: Span, registry: Registry
) -> list[CompletionItem]:
    default = ""
    for op in analysis.index.enclosing_ops(offset):
        if op.spec is not None and op.spec.default_dialect is not None:
            default = op.spec.default_dialect
            break
    items: list[CompletionItem] = []
    for spec in registry.all_ops():
        # Imported ops (they know their `.td` def) show their assembly format.
        detail = spec.summary
        if spec.definition is not None:
            fmt = " ".join((spec.assembly_format or "").split())
            detail = fmt or "custom assembly format (C++ parser)"
        snippet = cached_snippet(spec)
        items.append(
            CompletionItem(
                spec.name, "operation", detail, replace, spec.name, spec.summary, snippet=snippet
            )
        )
        if default and spec.dialect == default:
            short = spec.short_name
            # The custom form under the region's default dialect drops the prefix.
            short_snippet = short + snippet[len(spec.name) :] if snippet[:1] != '"' else snippet
            items.append(
                CompletionItem(
                    short, "operation", detail, replace, short, spec.summary, snippet=short_snippet
                )
            )
    items.append(CompletionItem("module", "operation", "builtin.module", replace, "module"))
    return items
