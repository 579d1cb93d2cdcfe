"""Comment attachment: every `//` comment of a chunk gets an owner in the IR.

A comment is
- *in the header* of the innermost op whose text contains it outside the op's
  regions (the op is then kept verbatim, comments and all);
- *trailing* an op that ends on its line, or a block label on the line its header
  starts or ends (`^bb0(...): // c`, the header broken over lines or not);
- a *brace* comment after a region's `{` on the same line;
- *leading* the next op or block label of its region (or top-level item);
- *dangling* at the end of a region (or of the file) when nothing follows.

Regions are matched to the `{...}` spans the parser recorded: an op's own
region spans are the outermost ones inside its text that no nested op holds.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import accumulate, repeat
from operator import add, itemgetter
from typing import Any

from mlir_ls.ir.core import Block, Region
from mlir_ls.ir.source_map import OpLocation
from mlir_ls.parser import ParseResult
from mlir_ls.syntax import tokens as tk
from mlir_ls.syntax.lexer import comment_spans, next_token
from mlir_ls.text.span import Span

#: An entry of `_match_regions`: (sort key, start, end, kind 0 op / 1 region span, op or span).
Nested = tuple[int, int, int, int, Any]


@dataclass(slots=True)
class Comment:
    start: int
    end: int
    text: str


@dataclass(slots=True)
class Item:
    """Something printed on its own line(s) in a block or at top level."""

    start: int
    end: int
    obj: Any  # Operation, Block (its label), or a top-level (kind, span) tuple


@dataclass(slots=True)
class Attachments:
    leading: dict[int, list[Comment]] = field(default_factory=dict)  # id(obj) -> comments
    trailing: dict[int, Comment] = field(default_factory=dict)
    brace: dict[int, list[Comment]] = field(default_factory=dict)  # id(region)
    dangling: dict[int, list[Comment]] = field(default_factory=dict)  # id(region) or 0 (file)
    verbatim_ops: set[int] = field(default_factory=set)  # id(op) kept as written
    #: id(op) -> its source-map location (`start`, `end`: the op's text)
    op_spans: dict[int, OpLocation] = field(default_factory=dict)
    region_spans: dict[int, Span] = field(default_factory=dict)
    label_starts: dict[int, int] = field(default_factory=dict)  # id(block) -> `^label` offset
    comments: list[Comment] = field(default_factory=list)


def comments_of(text: str) -> list[Comment]:
    return [Comment(start, end, text[start:end]) for start, end in comment_spans(text)]


class LineMap:
    def __init__(self, text: str) -> None:
        # the offset after each newline: running sums of the line lengths (one C-level split)
        self.starts = [0]
        self.starts.extend(accumulate(map(add, map(len, text.split("\n")), repeat(1))))
        self.starts.pop()

    def line(self, offset: int) -> int:
        return bisect_right(self.starts, offset) - 1


def attach(
    result: ParseResult, top_items: Sequence[Item], lines: LineMap | None = None
) -> Attachments:
    """Every comment of `result.text` placed (`lines`: the text's `LineMap`, if built)."""
    text = result.text
    att = Attachments()
    att.comments = comments_of(text)
    sm = result.source_map
    op_spans = att.op_spans
    for loc in sm.operations:
        op_spans[id(loc.op)] = loc
    for start, _end, block in sm.block_defs:
        att.label_starts[id(block)] = start
    # the region that each matched `{...}` span (start, end) holds
    span_to_region: dict[tuple[int, int], Region] = {}
    nested, parents = _match_regions(result, att, span_to_region if att.comments else None)
    if not att.comments:
        return att
    if lines is None:
        lines = LineMap(text)
    # The innermost container (op or region span) of every comment: the last entry of
    # `nested` that starts at or before it, or the nearest one around that which holds it.
    starts = [entry[1] for entry in nested]
    region_items: dict[int, tuple[list[Item], list[int]]] = {}
    top_list = list(top_items)
    top = (top_list, [item.start for item in top_list])
    for comment in att.comments:
        c = comment.start
        index = bisect_right(starts, c) - 1
        while index >= 0 and nested[index][2] <= c:
            index = parents[index]
        container = nested[index] if index >= 0 else None
        if container is not None and container[3] == 0:
            att.verbatim_ops.add(id(container[4]))
            continue
        if container is not None:
            inside = span_to_region.get((container[1], container[2]))
            if inside is None:  # a region we could not match: keep its op verbatim
                # the innermost op around it
                while index >= 0 and nested[index][3] != 0:
                    index = parents[index]
                if index >= 0:
                    att.verbatim_ops.add(id(nested[index][4]))
                continue
            found = region_items.get(id(inside))
            if found is None:
                items = _region_items(inside, att)
                found = region_items[id(inside)] = (items, [item.start for item in items])
            _place(comment, found, att, lines, text, id(inside), container[1])
        else:
            _place(comment, top, att, lines, text, 0, None)
    return att


def _region_items(region: Region, att: Attachments) -> list[Item]:
    items: list[Item] = []
    for block in region.blocks:
        label = att.label_starts.get(id(block))
        if label is not None:
            items.append(Item(label, label + 1, block))
        for op in block.operations:
            span = att.op_spans.get(id(op))
            if span is not None:
                items.append(Item(span.start, span.end, op))
    items.sort(key=lambda item: item.start)
    return items


def _place(
    comment: Comment,
    region: tuple[list[Item], list[int]],
    att: Attachments,
    lines: LineMap,
    text: str,
    owner: int,
    brace_start: int | None,
) -> None:
    """Place `comment` among the items of its region (`region`: the items and their
    starts; `owner`: the region's id, 0 at top level)."""
    c = comment.start
    line = lines.line(c)
    items, starts = region
    at = bisect_right(starts, c)
    prev = items[at - 1] if at else None
    if prev is not None and c < prev.end:
        return  # inside a top-level item printed as written (alias, metadata)
    if prev is not None:
        if isinstance(prev.obj, Block):
            header_end = _header_end(text, prev.start)  # prev.start: its `^label`
            on_line = line in (lines.line(prev.start), lines.line(header_end))
        else:
            on_line = lines.line(prev.end) == line
        if on_line and id(prev.obj) not in att.trailing:
            att.trailing[id(prev.obj)] = comment
            return
    elif brace_start is not None and lines.line(brace_start) == line:
        att.brace.setdefault(owner, []).append(comment)
        return
    if at < len(items):
        att.leading.setdefault(id(items[at].obj), []).append(comment)
    else:
        att.dangling.setdefault(owner, []).append(comment)


def _header_end(text: str, label_start: int) -> int:
    """Where a block label's header ends: after the `:` of
    `block-label ::= block-id block-arg-list? `:``, its `(...)` matched by token (a comment
    inside is skipped); the end of the block-id when the header does not read that way."""
    _kind, _start, end = next_token(text, label_start)  # the block-id
    kind, _start, after = next_token(text, end)
    if kind == "(":
        depth = 1
        while depth:
            kind, _start, after = next_token(text, after)
            if kind == tk.EOF:
                return end
            depth += (kind == "(") - (kind == ")")
        kind, _start, after = next_token(text, after)
    return after if kind == ":" else end


def _match_regions(
    result: ParseResult, att: Attachments, span_to_region: dict[tuple[int, int], Region] | None
) -> tuple[list[Nested], list[int]]:
    """Map each op's regions to the `{...}` spans the parser recorded, where it is unambiguous
    (and each matched span (start, end) to its region in `span_to_region`, if given).

    Returns the ops (kind 0) and region spans (kind 1) as `(key, start, end, kind, op or
    span)`, outer ones first (by start, then end, ops before regions with the same span),
    and the index of each one's parent among them (the innermost one that holds it; -1:
    none)."""
    sm = result.source_map
    # owner op of each region span: the innermost op span that contains it
    owned: dict[int, list[Span]] = {}
    # sorted by one integer: (start, -end, kind) packed (texts are shorter than 2**40)
    merged: list[Nested] = [
        ((o.start << 42) - (o.end << 1), o.start, o.end, 0, o.op) for o in sm.operations
    ]
    merged += [((r.start << 42) - (r.end << 1) + 1, r.start, r.end, 1, r) for r in sm.regions]
    merged.sort(key=itemgetter(0))
    parents: list[int] = []
    stack: list[tuple[int, int, Any, int]] = []  # (end, kind, obj, index)
    for index, (_key, start, end, kind, obj) in enumerate(merged):
        while stack and stack[-1][0] <= start:
            stack.pop()
        if stack:
            top = stack[-1]
            parents.append(top[3])
            if kind == 1 and top[1] == 0:
                owned.setdefault(id(top[2]), []).append(obj)
        else:
            parents.append(-1)
        stack.append((end, kind, obj, index))
    region_spans = att.region_spans
    for loc in sm.operations:
        op = loc.op
        regions = op.regions
        if not regions:
            continue
        mine = owned.get(id(op), [])
        parsed = [r for r in regions if r.blocks or mine]
        if len(mine) == len(regions):
            matched = list(zip(regions, mine, strict=True))
        elif len(mine) == len(parsed):
            matched = list(zip(parsed, mine, strict=True))
        else:
            att.verbatim_ops.add(id(op))
            continue
        for region, span in matched:
            region_spans[id(region)] = span
            if span_to_region is not None:
                span_to_region[(span.start, span.end)] = region
    return merged, parents


__all__ = ["Attachments", "Comment", "Item", "LineMap", "attach", "comments_of"]
