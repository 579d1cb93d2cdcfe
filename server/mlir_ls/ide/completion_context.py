"""Completion from the parser's expectations at the cursor (called from `completion.py`).

The op being written is parsed up to the cursor with the real parser (its declarative
format or hand-written hook): the error it reports where the text ends says what comes
next, in upstream's words, e.g. after `arith.cmpi `:

    expected string or keyword containing one of the following enum values for
    attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]

which becomes the ten predicates; `expected 'to'` becomes the keyword `to`,
`expected SSA operand` the values in scope, `expected ... type` the types and
`expected attribute value` the attribute keywords. Also here: op names narrowed by the
dialect typed (`arith.`), a dialect's attributes and types after `#gpu.` / `!llvm.`
(`dialect_defs`), and values ranked by type, never the one being defined.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.completion import CompletionItem
from mlir_ls.ide.dialect_defs import dialect_defs
from mlir_ls.ir.core import Block
from mlir_ls.ir.spec import Registry
from mlir_ls.parser import ParseOptions, Parser
from mlir_ls.parser.base import NestingTooDeep, ParseAbort
from mlir_ls.text.span import Span

#: The longest op text (before the cursor) parsed for expectations.
MAX_OP_TEXT = 4000
_RESULTS = re.compile(
    r"^\s*((?:%[A-Za-z0-9_$.\-]+(?::[0-9]+)?\s*,\s*)*%[A-Za-z0-9_$.\-]+(?::[0-9]+)?)\s*=\s*"
)
_ENUM = re.compile(r"enum values for attribute '([^']+)' \[([^\]]*)\]")
_KEYWORD = re.compile(r"expected '([A-Za-z_][A-Za-z0-9_.]*)'")
_VALUE_NAME = re.compile(r"%[A-Za-z0-9_$.\-]+(?:#[0-9]+)?")

ATTRIBUTE_KEYWORDS = (
    "dense<", "array<", "affine_map<", "affine_set<", "dense_resource<", "sparse<", "strided<",
    "distinct[", "true", "false", "unit",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Expectation:
    """What the parser expects where the text ends."""

    what: str  # "keyword", "operand", "type", "attribute"
    words: tuple[str, ...] = ()
    detail: str = ""


def expectation(
    analysis: Analysis, offset: int, head: str, registry: Registry
) -> Expectation | None:
    """Parse the op of `head` (the line up to the cursor, minus the word being typed)."""
    start = len(head) - len(head.lstrip())
    text = head[start:]
    if not text or len(text) > MAX_OP_TEXT:
        return None
    default = ""
    for op in analysis.index.enclosing_ops(offset):
        if op.spec is not None and op.spec.default_dialect is not None:
            default = op.spec.default_dialect
            break
    parser = Parser(text, registry, ParseOptions(allow_unregistered=True))
    if default:
        parser.default_dialects.append(default)
    try:
        parser.parse_operation(Block())
    except (ParseAbort, NestingTooDeep, RecursionError):
        pass
    except Exception:  # a hook that does not expect the text to end here
        return None
    end = len(text.rstrip())
    for diag in parser.diagnostics:
        if diag.span.start < end:
            continue
        message = diag.message
        m = _ENUM.search(message)
        if m is not None:
            words = tuple(w.strip() for w in m.group(2).split(",") if w.strip())
            return Expectation("keyword", words, f"`{m.group(1)}` case")
        m = _KEYWORD.search(message)
        if m is not None:
            return Expectation("keyword", (m.group(1),), "keyword")
        if "SSA operand" in message or "SSA value" in message:
            return Expectation("operand")
        if "type" in message and message.startswith("expected"):
            return Expectation("type")
        if "attribute value" in message:
            return Expectation("attribute")
    return None


def keyword_items(found: Expectation, replace_span: Span) -> list[CompletionItem]:
    return [
        CompletionItem(w, "keyword", found.detail, replace_span, w, sort_text=f"0{i:04d}")
        for i, w in enumerate(found.words)
    ]


def attribute_items(replace_span: Span) -> list[CompletionItem]:
    return [
        CompletionItem(k.rstrip("<["), "keyword", "attribute", replace_span, k)
        for k in ATTRIBUTE_KEYWORDS
    ]


# ---- op names --------------------------------------------------------------------------------


def narrow_operations(items: list[CompletionItem], prefix: str) -> list[CompletionItem]:
    """After a dialect name and a dot (`arith.`, `arith.ad`), only that dialect's ops; a
    word without a dot keeps every name (clients match it fuzzily: `ret` finds `func.return`)."""
    if "." not in prefix:
        return items
    dialect = prefix.split(".", 1)[0] + "."
    return [i for i in items if i.label.startswith(dialect)]


def load_dialect_of(prefix: str, registry: Registry) -> None:
    """Make the typed dialect's ops known (an upstream dialect is imported on first use)."""
    if "." in prefix:
        with contextlib.suppress(Exception):  # a broken description: the ops known so far
            registry.dialect(prefix.split(".", 1)[0])


# ---- dialect attributes and types -------------------------------------------------------------


def dialect_symbol_items(prefix: str, replace_span: Span) -> list[CompletionItem] | None:
    """After `#gpu.` / `!llvm.`: the dialect's attribute / type mnemonics; None otherwise."""
    sigil, body = prefix[:1], prefix[1:]
    if sigil not in "#!" or "." not in body:
        return None
    namespace = body.split(".", 1)[0]
    kind = "attribute" if sigil == "#" else "type"
    items = []
    for d in dialect_defs(namespace):
        if d.kind != kind:
            continue
        label = f"{sigil}{namespace}.{d.mnemonic}"
        if label.startswith(prefix):
            items.append(
                CompletionItem(
                    label,
                    "type" if kind == "type" else "alias",
                    d.summary or f"{namespace} {kind}",
                    replace_span,
                    label,
                    d.summary,
                )
            )
    return items


# ---- values --------------------------------------------------------------------------------


def refine_values(
    analysis: Analysis, offset: int, items: list[CompletionItem]
) -> list[CompletionItem]:
    """Values without those the line being written defines (`%y` in `%y = arith.addi %a, %`);
    values of the type of the operands already written first (by `sort_text`)."""
    lines = analysis.line_index
    line_start = lines.line_start(lines.line_of(offset))
    line = analysis.text[line_start:offset]
    m = _RESULTS.match(line)
    defined: set[str] = set()
    rest = line
    if m is not None:
        defined = {n.split(":")[0].strip() for n in m.group(1).split(",")}
        rest = line[m.end() :]
    by_name = {i.label: i.detail for i in items}
    wanted = {
        by_name[n]
        for n in _VALUE_NAME.findall(rest[: len(rest) - _typed_len(rest)])
        if by_name.get(n)
    }
    out = []
    for item in items:
        if item.label.split("#")[0] in defined:
            continue
        first = "0" if item.detail and item.detail in wanted else "1"
        out.append(replace(item, sort_text=first + item.label))
    return out


def _typed_len(text: str) -> int:
    m = re.search(r"%[A-Za-z0-9_$.\-]*$", text)
    return len(m.group(0)) if m else 0


def contextual(
    analysis: Analysis,
    offset: int,
    head: str,
    replace_span: Span,
    registry: Registry,
    values: Callable[[], list[CompletionItem]],
    types: Callable[[], list[CompletionItem]],
) -> list[CompletionItem] | None:
    """Items from the parser's expectation after `head`; None: no expectation there."""
    found = expectation(analysis, offset, head, registry)
    if found is None:
        return None
    if found.what == "keyword":
        return keyword_items(found, replace_span)
    if found.what == "operand":
        return refine_values(analysis, offset, values())
    if found.what == "type":
        return types()
    if found.what == "attribute":
        return attribute_items(replace_span)
    return None
