"""Hover on types and attributes: the one under the cursor, re-parsed, and its structure.

The source map records no spans for types and attributes (they are values, shared
by many ops). Instead, the token range around the cursor is re-parsed with the
parser's own entry points (`parse_type`, `parse_attribute`), starting at each token
that can begin one, nearest first; the first parse that covers the cursor is the
innermost type or attribute there (`f32` inside `tensor<4xf32>` is the float type,
the `4` is the tensor). Aliases resolve to their values through the chunk's alias
tables, so hover shows them expanded. A parse costs a few tokens; at most
`MAX_CANDIDATES` are tried.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.dialect_defs import DialectDef, find_def
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.affine import AffineMap
from mlir_ls.parser import ParseOptions, Parser
from mlir_ls.parser.base import NestingTooDeep, ParseAbort
from mlir_ls.printer.affine import canonical_map, print_affine_map
from mlir_ls.printer.attrs import AttrTypePrinter, Elision
from mlir_ls.syntax.lexer import match_token
from mlir_ls.text.span import Span

#: Tokens tried as starts, nearest the cursor first.
MAX_CANDIDATES = 48
#: Characters the candidate parses may read in all (each from its start to where it stops;
#: one is always tried): in a deep nest of open `<`, every candidate re-reads the nest.
MAX_WORK = 64_000
#: The canonical spelling shown is cut after this many characters (a 3,000-element literal).
MAX_SHOWN = 1000
#: Bare words that start an attribute (the rest of the bare starts are types).
ATTRIBUTE_WORDS = frozenset(
    {"affine_map", "affine_set", "dense", "dense_resource", "sparse", "array", "strided",
     "distinct", "true", "false", "unit"}
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class TypeOrAttr:
    """What is under the cursor: a `Type` or an `Attribute`, with its spelled range."""

    span: Span  # whole-document offsets
    value: ty.Type | at.Attribute
    spelled: str


def type_or_attribute_at(analysis: Analysis, offset: int) -> TypeOrAttr | None:
    """The innermost type or attribute whose text contains `offset` (None: none there)."""
    chunk = analysis.document.chunks[analysis.chunk_at(offset)]
    text = chunk.text
    local = offset - chunk.offset
    if not 0 <= local <= len(text):
        return None
    window = max(0, _window(analysis, offset) - chunk.offset)
    starts = _candidate_starts(text, window, local)
    registry = analysis.options.registry
    if registry is None:
        from mlir_ls.dialects import default_registry

        registry = default_registry()
    work = 0
    for start, kind, token_end in starts:
        if work > MAX_WORK:
            break
        parser = Parser(text, registry, ParseOptions(allow_unregistered=True))
        parser.attr_aliases = dict(chunk.parse.attr_aliases)
        parser.type_aliases = dict(chunk.parse.type_aliases)
        parser.reset(start)
        try:
            value: ty.Type | at.Attribute = (
                parser.parse_type() if kind == "type" else parser.parse_attribute()
            )
        except (ParseAbort, NestingTooDeep, RecursionError):
            work += max(parser.start, parser.prev_end) - start
            continue
        end = parser.prev_end
        work += end - start
        if kind == "number" and end <= token_end:
            continue  # a bare number is an operand position or an index, not an attribute
        if isinstance(value, at.ErrorAttr | ty.ErrorType) or not start <= local <= end:
            continue
        if local == end and end > 0 and not text[end - 1].isalnum() and text[end - 1] != ">":
            continue
        return TypeOrAttr(Span(start + chunk.offset, end + chunk.offset), value, text[start:end])
    return None


def _window(analysis: Analysis, offset: int) -> int:
    """Where to look for starts: the cursor's line, or the op's start when it wraps lines
    (a `dense<...>` written over many lines)."""
    lines = analysis.line_index
    line_start = lines.line_start(lines.line_of(offset))
    loc = analysis.index.innermost_op(offset)
    if loc is not None and not loc.op.regions and loc.start < line_start:
        return loc.start
    return line_start


def _candidate_starts(text: str, window: int, cursor: int) -> list[tuple[int, str, int]]:
    """(start, "type" | "attribute" | "number", token end) of tokens before the cursor: the
    `MAX_CANDIDATES` nearest, then the starts of the literals still open at the cursor
    (`dense<[...` with the cursor thousands of characters inside, `#d.a<`, `!d.t<`, a string
    token around it), innermost first. One pass over the tokens from `window`: linear."""
    found: list[tuple[int, str, int]] = []
    #: Open `<`: the candidate it follows (an index into `found`) or -1.
    stack: list[int] = []
    prev_kind = ""
    pos = window
    limit = min(len(text), cursor + 1)
    while pos < limit:
        kind, start, end = match_token(text, pos)
        if kind == "eof" or start > cursor or end <= pos:
            break
        word = text[start:end]
        if kind == "<":
            prev = found[-1] if found else None
            stack.append(len(found) - 1 if prev is not None and prev[2] == start else -1)
        elif kind == ">" and stack:
            stack.pop()
        if kind in ("[", "{") and prev_kind == "=":
            # An array or dictionary attribute as an entry's value (`{a = [1, 2]}`), not an
            # index list, a region or the `[` of a dense literal.
            found.append((start, "attribute", end))
        if kind == "exclaim":
            found.append((start, "type", end))
        elif kind in ("hash", "string"):
            found.append((start, "attribute", end))
        elif kind == "bare":
            if word in ATTRIBUTE_WORDS:
                found.append((start, "attribute", end))
            elif Parser._starts_type(word):
                found.append((start, "type", end))
            elif word[:1] == "x" and Parser._starts_type(word[1:].split("x", 1)[0]):
                # `4xf32` lexes as `4` `xf32`: the element type starts after the `x`.
                found.append((start + 1, "type", end))
        elif kind in ("integer", "float"):
            found.append((start, "number", end))
        prev_kind = kind
        pos = end
    nearest = found[-MAX_CANDIDATES:]
    nearest.reverse()
    first_near = len(found) - len(nearest)
    enclosing = [found[i] for i in reversed(stack) if 0 <= i < first_near]
    return nearest + enclosing


# ---- describing what was found ---------------------------------------------------------------


def structure(value: ty.Type | at.Attribute) -> list[str]:
    """What `describe` says of `value` below its spelling (hover on an alias shows it too)."""
    printer = AttrTypePrinter()
    if isinstance(value, ty.Type):
        return _type_facts(value, printer)
    return _attr_facts(value, printer.attr(value))


def describe(found: TypeOrAttr, offset: int | None = None) -> str:
    """Markdown: the canonical spelling (aliases expanded), then the structure; in a dense
    literal, the element at `offset` (whole-document) and its index."""
    printer = AttrTypePrinter()
    value = found.value
    canonical = printer.type(value) if isinstance(value, ty.Type) else printer.attr(value)
    facts = (
        _type_facts(value, printer) if isinstance(value, ty.Type) else _attr_facts(value, canonical)
    )
    if isinstance(value, at.DenseElementsAttr) and value.hex is None:
        if offset is not None:
            facts[1:1] = _element_at(found.spelled, offset - found.span.start)
        if canonical.startswith('dense<"0x'):
            # Upstream prints more than 100 elements in hex: the literal as written reads.
            canonical = " ".join(found.spelled.split())
            facts.append("as written (printed in hex by mlir-opt)")
    shown = canonical
    if len(shown) > MAX_SHOWN:
        shown = shown[:MAX_SHOWN] + " …"
        facts.append(f"{len(canonical):,} characters long (first {MAX_SHOWN:,} shown)")
    parts = [f"```mlir\n{shown}\n```"]
    if " ".join(found.spelled.split()) != canonical and (
        "#" in found.spelled or "!" in found.spelled
    ):
        parts.append("aliases expanded")
    parts.extend(facts)
    return "\n\n".join(parts)


_ELEMENT_PUNCT = re.compile(r'[\[\](),"<>]')


def _element_at(spelled: str, local: int) -> list[str]:
    """`element [1, 3] = `11`` when `local` (an offset into a `dense<...>` literal as
    written) is on one of its elements: the index counts the commas at each `[` level open
    before it (a complex `(re, im)` is one element); nothing on a splat or punctuation."""
    body = spelled.find("<")
    if body < 0 or not body < local < len(spelled) or spelled[local] in "[](), <>\n\t":
        return []
    index: list[int] = []
    complex_depth = 0
    in_string = False
    for m in _ELEMENT_PUNCT.finditer(spelled, body + 1, local):
        c = m.group()
        if c == '"':
            in_string = not in_string
        elif in_string:
            continue
        elif c == "(":
            complex_depth += 1
        elif c == ")":
            complex_depth -= 1
        elif complex_depth:
            continue
        elif c == "[":
            index.append(0)
        elif c == "]":
            if index:
                index.pop()
        elif c == "," and index:
            index[-1] += 1
        elif c == ">":
            return []  # past the literal's body (its `: type`)
    if not index:
        return []  # a splat
    start = local
    while start > body + 1 and spelled[start - 1] not in "[(, \n\t":
        start -= 1
    end = local
    while end < len(spelled) and spelled[end] not in "]), \n\t":
        end += 1
    word = spelled[start:end]
    return [f"element `[{', '.join(map(str, index))}]` = `{word}`"] if word else []


def _shape(t: ty.ShapedType) -> str:
    if t.shape is None:
        return "unranked"
    if not t.shape:
        return "rank 0 (scalar)"
    scalable = getattr(t, "scalable", ())
    dims = ty.format_shape(t.shape, scalable).rstrip("x")
    text = f"shape `{dims}`, rank {len(t.shape)}"
    dynamic = sum(1 for d in t.shape if d == ty.DYNAMIC)
    if dynamic:
        text += f", {dynamic} dynamic dimension" + ("" if dynamic == 1 else "s")
    else:
        text += f", {t.num_elements} element" + ("" if t.num_elements == 1 else "s")
    if scalable:
        text += f", scalable dimensions {[i for i, s in enumerate(scalable) if s]}"
    return text


def _scalar(t: ty.Type) -> str:
    if isinstance(t, ty.IntegerType):
        sign = {"": "signless", "s": "signed", "u": "unsigned"}[t.signedness]
        return f"{t.width}-bit {sign} integer"
    if isinstance(t, ty.FloatType):
        return f"{t.width}-bit float"
    if isinstance(t, ty.IndexType):
        return "index (target-sized integer)"
    return ""


def _type_facts(t: ty.Type, printer: AttrTypePrinter) -> list[str]:
    scalar = _scalar(t)
    if scalar:
        return [scalar]
    if isinstance(t, ty.ShapedType):
        kind = {
            ty.RankedTensorType: "ranked tensor",
            ty.UnrankedTensorType: "unranked tensor",
            ty.MemRefType: "memref",
            ty.UnrankedMemRefType: "unranked memref",
            ty.VectorType: "vector",
        }.get(type(t), "shaped type")
        elem = printer.type(t.element_type)
        detail = _scalar(t.element_type)
        facts = [kind, _shape(t), f"element type `{elem}`" + (f" ({detail})" if detail else "")]
        if isinstance(t, ty.RankedTensorType) and t.encoding is not None:
            facts.append(f"encoding `{printer.attr(t.encoding)}`")
        if isinstance(t, ty.MemRefType):
            layout = t.layout
            if layout is None or (
                isinstance(layout, at.AffineMapAttr) and layout.value.is_identity
            ):
                facts.append("layout: identity")
            elif isinstance(layout, at.AffineMapAttr):
                facts.append(f"layout `affine_map<{_map(layout.value)}>`")
            else:
                facts.append(f"layout `{printer.attr(layout)}`")
        space = getattr(t, "memory_space", None)
        if space is not None:
            facts.append(f"memory space `{printer.attr(space, Elision.MAY)}`")
        return facts
    if isinstance(t, ty.FunctionType):
        return [
            "function type",
            f"{len(t.inputs)} input"
            + ("" if len(t.inputs) == 1 else "s")
            + f", {len(t.results)} result"
            + ("" if len(t.results) == 1 else "s"),
        ]
    if isinstance(t, ty.ComplexType):
        return [f"complex of `{printer.type(t.element_type)}`"]
    if isinstance(t, ty.TupleType):
        return [f"tuple of {len(t.types)} types"]
    if isinstance(t, ty.DialectType):
        facts = [f"`{t.dialect}` dialect type" + (f" `{t.name}`" if t.name else "")]
        found = find_def(t.dialect, "type", t.name) if t.name else None
        facts.extend(_summary(found))
        head = f"!{t.dialect}.{t.name}" if t.name else f"!{t.dialect}"
        facts.extend(_params(_body(printer.type(t), head), found.params if found else ()))
        return facts
    if isinstance(t, ty.NoneType):
        return ["the `none` type"]
    return []


def _map(m: AffineMap) -> str:
    return print_affine_map(canonical_map(m))


def _attr_facts(a: at.Attribute, canonical: str) -> list[str]:
    if isinstance(a, at.AffineMapAttr):
        m = a.value
        facts = [
            "affine map (canonical form above)",
            f"{m.num_dims} dimension"
            + ("" if m.num_dims == 1 else "s")
            + f", {m.num_symbols} symbol"
            + ("" if m.num_symbols == 1 else "s")
            + f", {len(m.results)} result"
            + ("" if len(m.results) == 1 else "s"),
        ]
        if canonical_map(m).is_identity:
            facts.append("identity map")
        return facts
    if isinstance(a, at.IntegerSetAttr):
        s = a.value
        return [
            "integer set (canonical form above)",
            f"{len(s.constraints)} constraint" + ("" if len(s.constraints) == 1 else "s"),
        ]
    if isinstance(a, at.DenseElementsAttr):
        facts = ["dense elements literal"]
        shaped = a.type
        if isinstance(shaped, ty.ShapedType):
            facts.append(f"element type `{shaped.element_type}`, {_shape(shaped)}")
        if a.hex is not None:
            facts.append("hex-encoded data")
        elif a.splat:
            facts.append(f"splat of `{AttrTypePrinter().dense_body(a)}`" if a.elements else "splat")
        else:
            facts.append(
                f"{len(a.elements)} value" + (" written" if len(a.elements) == 1 else "s written")
            )
        return facts
    if isinstance(a, at.DenseArrayAttr):
        n = len(a.values)
        return [f"dense array of `{a.element_type}`, {n} element" + ("" if n == 1 else "s")]
    if isinstance(a, at.DenseResourceAttr):
        return [f"dense resource `{a.handle}`", f"type `{a.type}`"]
    if isinstance(a, at.SparseElementsAttr):
        return ["sparse elements literal", f"type `{a.type}`"]
    if isinstance(a, at.StridedLayoutAttr):
        return [
            f"strided layout: strides {list(a.strides)}, offset {a.offset}".replace(
                str(at.DYNAMIC_STRIDE), "?"
            )
        ]
    if isinstance(a, at.DialectAttr):
        facts = [f"`{a.dialect}` dialect attribute" + (f" `{a.name}`" if a.name else "")]
        found = find_def(a.dialect, "attribute", a.name) if a.name else None
        facts.extend(_summary(found))
        head = f"#{a.dialect}.{a.name}" if a.name else f"#{a.dialect}"
        facts.extend(_params(_body(canonical, head), found.params if found else ()))
        if a.type is not None:
            facts.append(f"type `{a.type}`")
        return facts
    if isinstance(a, at.IntegerAttr):
        return [f"integer `{a.value}` of type `{a.type}`"]
    if isinstance(a, at.FloatAttr):
        return [f"float `{a.value}` of type `{a.type}`"]
    if isinstance(a, at.DistinctAttr):
        return [f"distinct attribute #{a.id}"]
    if isinstance(a, at.BoolAttr):
        return ["boolean (`i1`)"]
    if isinstance(a, at.UnitAttr):
        return ["unit attribute (present or absent)"]
    if isinstance(a, at.StringAttr):
        size = len(a.value.encode("utf-8", "surrogatepass"))
        return [f"string attribute, {size:,} byte" + ("" if size == 1 else "s")]
    if isinstance(a, at.TypeAttr):
        return [f"type attribute: `{a.value}`"]
    if isinstance(a, at.ArrayAttr):
        n = len(a.elements)
        return [f"array attribute, {n} element" + ("" if n == 1 else "s")]
    if isinstance(a, at.DictionaryAttr):
        n = len(a.entries)
        keys = ", ".join(f"`{k}`" for k in a.entries)
        return [
            f"dictionary attribute, {n} entr"
            + ("y" if n == 1 else "ies")
            + (f": {keys}" if n else "")
        ]
    return []


def _summary(found: DialectDef | None) -> list[str]:
    """The upstream ODS summary and the description's first paragraph of a dialect attribute
    or type, when its `.td` has them."""
    if found is None:
        return []
    out = [f"{found.summary} (`{found.record}`)"] if found.summary else []
    if found.doc:
        out.append(found.doc if found.summary else f"{found.doc} (`{found.record}`)")
    return out


def _body(spelled: str, head: str) -> str | None:
    """The text between the outer `<...>` after `head` (`#gpu.address_space<workgroup>`)."""
    if not spelled.startswith(head + "<"):
        return None
    end = spelled.rfind(">")
    return spelled[len(head) + 1 : end] if end > len(head) else None


def _params(body: str | None, names: tuple[str, ...] = ()) -> list[str]:
    """A dialect attribute's or type's parameters: the body's top-level comma-separated parts,
    named after the def's parameters (`names`) when there are as many; an enum's value with
    its cases (`names`, when they hold every part); a body that is one dictionary
    (`#ttg.blocked<{sizePerThread = [1, 4], ...}>`) as its entries."""
    if body is None:
        return ["no parameters"]
    parts = split_top_level(body)
    if not parts:
        return ["no parameters"]
    if len(parts) == 1 and parts[0].startswith("{") and parts[0].endswith("}"):
        entries = split_top_level(parts[0][1:-1])
        if entries:
            listed = "\n".join(f"- `{e}`" for e in entries)
            return [f"{len(entries)} entr" + ("y" if len(entries) == 1 else "ies") + ":\n" + listed]
    if names and len(names) > len(parts) and all(p in names for p in parts):
        cases = ", ".join(f"`{n}`" for n in names)
        return [f"value {', '.join(f'`{p}`' for p in parts)} (one of {cases})"]
    if len(names) == len(parts):
        listed = "\n".join(f"- `{n}`: `{p}`" for n, p in zip(names, parts, strict=True))
    else:
        listed = "\n".join(f"- `{p}`" for p in parts)
    return [f"{len(parts)} parameter" + ("" if len(parts) == 1 else "s") + ":\n" + listed]


def split_top_level(body: str) -> list[str]:
    """`a, b<c, d>, "e,f"` -> [`a`, `b<c, d>`, `"e,f"`]: commas outside brackets and strings."""
    parts: list[str] = []
    depth = 0
    current: list[str] = []
    in_string = False
    i = 0
    while i < len(body):
        c = body[i]
        if in_string:
            current.append(c)
            if c == "\\" and i + 1 < len(body):
                current.append(body[i + 1])
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
            current.append(c)
        elif c in "<([{":
            depth += 1
            current.append(c)
        elif c in ">)]}" and not (c == ">" and i > 0 and body[i - 1] == "-"):
            depth -= 1
            current.append(c)
        elif c == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(c)
        i += 1
    last = "".join(current).strip()
    if last:
        parts.append(last)
    return [" ".join(p.split()) for p in parts if p]
