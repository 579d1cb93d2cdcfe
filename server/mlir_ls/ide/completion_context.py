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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from mlir_ls.dialects.assembly_format.attr_kinds import lookup_kind, message_cases
from mlir_ls.dialects.assembly_format.custom import TOLERANT_CUSTOM
from mlir_ls.dialects.ods_import.ops import ODS_TOLERANT_FORM
from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.completion import KEYWORDS, UNKNOWN_DETAIL, CompletionItem
from mlir_ls.ide.dialect_defs import LEVEL, PROPERTY, DialectDef, dialect_defs, literal_words
from mlir_ls.ide.snippets import format_keywords
from mlir_ls.ir.core import Block
from mlir_ls.ir.spec import SAME_OPERANDS_AND_RESULT_TYPE, OpSpec, Registry, TypeConstraint
from mlir_ls.parser import ParseOptions, Parser
from mlir_ls.parser.base import NestingTooDeep, ParseAbort
from mlir_ls.syntax.lexer import match_token
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.span import Span

#: The longest op text (before the cursor) parsed for expectations.
MAX_OP_TEXT = 4000
_RESULTS = re.compile(
    r"^\s*((?:%[A-Za-z0-9_$.\-]+(?::[0-9]+)?\s*,\s*)*%[A-Za-z0-9_$.\-]+(?::[0-9]+)?)\s*=\s*"
)
_KEYWORD = re.compile(r"expected '([A-Za-z_][A-Za-z0-9_.]*)'")
_PUNCT = re.compile(r"expected '([^'\w\s]{1,3})'")
_VALUE_NAME = re.compile(r"%[A-Za-z0-9_$.\-]+(?:#[0-9]+)?")

ATTRIBUTE_KEYWORDS = (
    "dense<", "array<", "affine_map<", "affine_set<", "dense_resource<", "sparse<", "strided<",
    "distinct[", "true", "false", "unit",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Expectation:
    """What the parser expects where the text ends."""

    what: str  # "keyword", "operand", "type", "attribute", "operation" (a new op starts)
    words: tuple[str, ...] = ()
    detail: str = ""


OP_POSITION = Expectation("operation")
#: The op's custom form is not known (read tolerantly): values, types and attributes.
UNKNOWN_FORM = Expectation("unknown")
#: The detail of expected punctuation (`expected '<'`).
PUNCTUATION = "expected next"
#: Punctuation tried where the parser names one (an optional part may start with another).
PUNCTUATION_PROBES = ("(", "[", "{", "<", ":", "->", "=", ",")
#: At most this many line starts before the cursor are tried as the op's start.
MAX_CANDIDATES = 8


def statement_starts(text: str, lo: int, end: int) -> list[int]:
    """Where the op being written at `end` may start, latest first: the first tokens of the
    lines in `[lo, end)` that stand directly in the innermost region open at `end` (inside
    no bracket opened after that region's `{`), so a line continuing an operand list or an
    attribute dictionary is not one, and the lines before a region's `{` are not either.

    A `{` opens a region when it ends its line and the next token is not `name =` (an
    attribute dictionary written over several lines)."""
    tokens: list[tuple[str, int, int]] = []
    pos = lo
    while pos < end:
        kind, start, stop = match_token(text, pos)
        if kind == "eof" or start >= end or stop <= pos:
            break
        tokens.append((kind, start, stop))
        pos = stop
    stack: list[tuple[int, bool]] = []  # (token index, opens a region)
    firsts: list[tuple[int, int]] = []  # (start, depth) of line-first tokens
    for i, (kind, start, _) in enumerate(tokens):
        prev_end = tokens[i - 1][2] if i else lo
        if i == 0 or "\n" in text[prev_end:start]:
            firsts.append((start, len(stack)))
        if kind in ("(", "[", "{", "<"):
            stack.append((i, kind == "{" and _opens_region(text, tokens, i, end)))
        elif kind in (")", "]", "}", ">") and stack:
            stack.pop()
    depth, floor = 0, lo
    for level in range(len(stack) - 1, -1, -1):
        index, region = stack[level]
        if region:
            depth, floor = level + 1, tokens[index][1]
            break
    found = [start for start, d in firsts if start >= floor and d == depth]
    found.reverse()
    return found[:MAX_CANDIDATES]


def _opens_region(text: str, tokens: list[tuple[str, int, int]], i: int, end: int) -> bool:
    if i + 1 >= len(tokens):
        return "\n" in text[tokens[i][2] : end]
    nxt = tokens[i + 1]
    if "\n" not in text[tokens[i][2] : nxt[1]]:
        return False
    after = tokens[i + 2][0] if i + 2 < len(tokens) else ""
    return not (nxt[0] in ("bare", "string") and after == "=")


def expectation(
    analysis: Analysis, offset: int, registry: Registry, *, at_op_position: bool = False
) -> Expectation | None:
    """What the parser expects at `offset` (the cursor minus the word being typed), from the
    whole op being written, which may begin lines above (`op_being_written`).
    `at_op_position`: the cursor's line holds nothing but white space before the cursor."""
    found = op_being_written(analysis, offset, registry)
    if found is None:
        return OP_POSITION if at_op_position else None
    return found[1]


def op_being_written(
    analysis: Analysis, offset: int, registry: Registry
) -> tuple[int, Expectation | None] | None:
    """(start offset, expectation) of the op being written at `offset`: each line start
    `statement_starts` gives is tried, latest first, until one parses as one op up to
    `offset` (its first error is where the text ends: the expectation; no error and only
    white space after it: the op is complete, a new op starts there, `OP_POSITION`)."""
    chunk = analysis.document.chunks[analysis.chunk_at(offset)]
    text = chunk.text
    local = offset - chunk.offset
    lo = max(0, local - MAX_OP_TEXT)
    if lo > 0:
        lo = text.find("\n", lo, local) + 1 or local
    default = ""
    for op in analysis.index.enclosing_ops(offset):
        if op.spec is not None and op.spec.default_dialect is not None:
            default = op.spec.default_dialect
            break
    aliases = (chunk.parse.attr_aliases, chunk.parse.type_aliases)
    starts = statement_starts(text, lo, local)
    # A bracket left open lines above (an op being written elsewhere) hides the cursor's
    # line from `statement_starts`: its first token is tried last.
    line_start = text.rfind("\n", 0, local) + 1
    first = len(text[line_start:local]) - len(text[line_start:local].lstrip())
    if line_start + first < local and line_start + first not in starts:
        starts.append(line_start + first)
    for start in starts:
        found = parse_expectation(text[start:local], registry, default, aliases)
        if found is not _NOT_THIS_START:
            return start + chunk.offset, found
    return None


_NOT_THIS_START = Expectation("none")


def parse_expectation(
    text: str,
    registry: Registry,
    default: str = "",
    aliases: tuple[Mapping[str, Any], Mapping[str, Any]] | None = None,
) -> Expectation | None:
    """Parse `text` as one op: what it expects where the text ends; `OP_POSITION` when the
    op is complete and only white space follows; `_NOT_THIS_START` when it fails earlier.
    `aliases`: the chunk's attribute and type aliases (`#map`), known to the parse."""
    # Parsed with a space after it: at the end of the text, upstream's wrong-token errors
    # point at its last character (`arith.cmpi sgt,`), after a space at the end.
    parser = _parser(text + " ", registry, default, aliases)
    if not _try_parse(parser):
        return None
    end = len(text.rstrip())
    first = min((d.span.start for d in parser.diagnostics if _counts(d)), default=None)
    if first is None:
        if text[parser.prev_end :].strip():
            return _NOT_THIS_START
        if _form_unknown(text, registry, default):
            return UNKNOWN_FORM
        if "\n" not in text[parser.prev_end :]:
            # On the op's own line: what may still follow (`attributes` or a body after a
            # `func.func` declaration), else nothing (`OP_POSITION`).
            tail = _optional_tail(text, registry, default, aliases)
            base = text if text[-1:].isspace() else text + " "
            if _accepts(base, "%v", registry, default, aliases):  # `func.return `
                return Expectation("operand", tail, "keyword")
            if tail:
                return Expectation("keyword", tail, "keyword")
        return OP_POSITION
    if first < end:
        return _NOT_THIS_START
    found = None
    for diag in parser.diagnostics:
        if diag.span.start >= end:
            found = _from_message(diag.message)
            if found is not None:
                break
    base = text if text[-1:].isspace() else text + " "
    if found is None or found.what == "attribute":
        found = _enum_probe(text, registry, default, aliases) or found
    if found is not None and found.what == "attribute":
        # A symbol reference only (`func.call `'s callee): the symbols, not attribute kinds.
        if _accepts(base, "@s", registry, default, aliases) and not _accepts(
            base, "0", registry, default, aliases
        ):
            return Expectation("symbol")
    if found is None or (found.what == "keyword" and found.detail in ("keyword", PUNCTUATION)):
        # Optional keywords the message does not name (`outs` after `linalg.generic ins(..)`),
        # and the punctuation an optional part starts with (`(` or `:` after `scf.while`).
        words = _keyword_probe(text, registry, default, aliases)
        punctuation: tuple[str, ...] = ()
        if found is not None and found.detail == PUNCTUATION:
            punctuation = found.words
            punctuation += tuple(
                p
                for p in PUNCTUATION_PROBES
                if p not in punctuation and _accepts(base, p, registry, default, aliases)
            )
        known = found.words if found is not None and found.detail == "keyword" else ()
        if words:  # keywords first (they say more), then punctuation
            found = Expectation(
                "keyword",
                (*known, *(w for w in words if w not in known), *punctuation),
                "keyword",
            )
        elif punctuation:
            found = Expectation("keyword", punctuation, PUNCTUATION)
        if punctuation and found is not None:
            # An operand list that may be empty (`memref.load %m[`): the values too.
            if _accepts(base, "%v", registry, default, aliases):
                return Expectation("operand", found.words, found.detail)
    return found


#: Errors of the one-op parse about names defined elsewhere in the file (`^bb1` below it).
_ELSEWHERE = ("reference to an undefined block", "use of undeclared SSA value")


def _counts(d: Diagnostic) -> bool:
    """Does `d` say where the op's text stops parsing (not a warning, such as an unknown
    op's, nor a name the one-op parse cannot see)?"""
    return d.is_error and not d.message.startswith(_ELSEWHERE)


def _optional_tail(
    text: str,
    registry: Registry,
    default: str,
    aliases: tuple[Mapping[str, Any], Mapping[str, Any]] | None,
) -> tuple[str, ...]:
    """The keywords and punctuation a complete op still takes after `text` (a trailing
    `loc(...)`, which every op takes, left out)."""
    base = text if text[-1:].isspace() else text + " "
    words = [w for w in _keyword_probe(text, registry, default, aliases) if w != "loc"]
    words += [p for p in PUNCTUATION_PROBES if _accepts(base, p, registry, default, aliases)]
    return tuple(words)


def _form_unknown(text: str, registry: Registry, default: str) -> bool:
    """Is the op's custom form read tolerantly (a dialect mlir-ls does not describe, an
    imported op whose C++ parser it does not know): a parse that takes anything says nothing
    of what comes next."""
    if text.lstrip().startswith('"') or _RESULTS.sub("", text).lstrip().startswith('"'):
        return False  # the generic form
    spec = _spec_of(text, registry, default)
    if spec is None:
        return True
    if TOLERANT_CUSTOM in spec.traits:
        return True
    return ODS_TOLERANT_FORM in spec.traits and spec.format is None


def _try_parse(parser: Parser) -> bool:
    """Parse one op with `parser` (its diagnostics record where it stopped); False when a
    hook raised because it does not expect the text to end there."""
    try:
        parser.parse_operation(Block())
    except (ParseAbort, NestingTooDeep, RecursionError):
        pass
    except Exception:
        return False
    return True


def _accepts(
    base: str,
    probe: str,
    registry: Registry,
    default: str,
    aliases: tuple[Mapping[str, Any], Mapping[str, Any]] | None,
) -> bool:
    """Does the op's parser take `probe` after `base` (its first error comes later, and it
    read the probe: after a complete op, the probe is not part of it)?"""
    trial = _parser(base + probe + " ", registry, default, aliases)
    end = len(base) + len(probe)
    if not _try_parse(trial):
        return False
    errors = [d.span.start for d in trial.diagnostics if _counts(d)]
    return all(at >= end for at in errors) and (bool(errors) or trial.prev_end >= end)


def _keyword_probe(
    text: str,
    registry: Registry,
    default: str,
    aliases: tuple[Mapping[str, Any], Mapping[str, Any]] | None,
) -> list[str]:
    """The keywords the op's parser takes where `text` ends, among its format's keywords
    and the keywords hand-written forms use (`KEYWORDS`)."""
    spec = _spec_of(text, registry, default)
    if spec is None:
        return []
    words = list(dict.fromkeys((*format_keywords(spec), *KEYWORDS)))
    base = text if text[-1:].isspace() else text + " "
    return [w for w in words if _accepts(base, w, registry, default, aliases)]


def _spec_of(text: str, registry: Registry, default: str) -> OpSpec | None:
    m = _OP_NAME.match(text)
    if m is None:
        return None
    name = m.group(1) or m.group(2)
    spec = registry.lookup_op(name)
    if spec is None and default and "." not in name:
        spec = registry.lookup_op(f"{default}.{name}")
    return spec


_OP_NAME = re.compile(r'\s*(?:%[^=]*=\s*)?(?:"([^"]+)"|([A-Za-z_][\w$.]*))')


def _parser(
    text: str,
    registry: Registry,
    default: str,
    aliases: tuple[Mapping[str, Any], Mapping[str, Any]] | None,
) -> Parser:
    parser = Parser(text, registry, ParseOptions(allow_unregistered=True))
    if default:
        parser.default_dialects.append(default)
    if aliases is not None:
        parser.attr_aliases = dict(aliases[0])
        parser.type_aliases = dict(aliases[1])
    return parser


def _enum_probe(
    text: str,
    registry: Registry,
    default: str,
    aliases: tuple[Mapping[str, Any], Mapping[str, Any]] | None,
) -> Expectation | None:
    """An enum attribute the op's form accepts where `text` ends, spelled as it accepts it:
    a keyword (`slt`) or a string (`"slt"`, `llvm.icmp`'s predicate). Each enum attribute
    of the op is tried with its first case in both spellings; a case the parser takes
    (its first error comes later) names the attribute."""
    spec = _spec_of(text, registry, default)
    if spec is None:
        return None
    base = text if text[-1:].isspace() else text + " "
    for attr in spec.attributes:
        cases = lookup_kind(attr.kind).cases
        if not cases:
            continue
        for quoted in (False, True):
            probe = f'"{cases[0]}"' if quoted else cases[0]
            if _accepts(base, probe, registry, default, aliases):
                words = tuple(f'"{c}"' for c in cases) if quoted else cases
                return Expectation("keyword", words, f"`{attr.name}` case")
    return None


def _from_message(message: str) -> Expectation | None:
    enum = message_cases(message)
    if enum is not None:
        return Expectation("keyword", enum[1], f"`{enum[0]}` case")
    m = _KEYWORD.search(message)
    if m is not None:
        return Expectation("keyword", (m.group(1),), "keyword")
    m = _PUNCT.search(message)
    if m is not None:
        return Expectation("keyword", (m.group(1),), PUNCTUATION)
    if "SSA operand" in message or "SSA value" in message:
        return Expectation("operand")
    if "block name" in message or "successor" in message:
        return Expectation("block")
    if "type" in message and message.startswith("expected"):
        return Expectation("type")
    if "attribute value" in message:
        return Expectation("attribute")
    return None


def keyword_items(found: Expectation, replace_span: Span, rank: str = "0") -> list[CompletionItem]:
    """The expected words in the parser's order (`sort_text`); `rank` orders them among
    other items (values rank "0" and "1")."""
    return [
        CompletionItem(
            w,
            "keyword",
            found.detail if _is_word(w) else PUNCTUATION,
            replace_span,
            w,
            sort_text=f"{rank}{i:04d}",
        )
        for i, w in enumerate(found.words)
    ]


def _is_word(text: str) -> bool:
    return text[:1].isalpha() or text[:1] in '_"'


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
                    _def_detail(d, namespace, kind),
                    replace_span,
                    label,
                    d.summary,
                )
            )
    return items


def literal_body_items(text: str, offset: int, replace_span: Span) -> list[CompletionItem] | None:
    """Inside a keyed dialect attribute's body (`#sparse_tensor.encoding<{ $0 }>`): the keys
    not yet written at a key's place, a key's values after `key =` (`posWidth = 32`), level
    formats after `d0 :` in the `map` and properties in `compressed($0)`, nothing elsewhere
    in the body; None outside such a body.

    The brackets open at `offset` are found with the lexer from at most `MAX_OP_TEXT`
    characters back (from a line start in that window when there is one); the innermost `<` right after a `#dialect.mnemonic` token with
    `literal_words` is the attribute's."""
    lo = max(0, offset - MAX_OP_TEXT)
    if lo:  # from a line start when the window holds one (not inside a token)
        newline = text.find("\n", lo, offset)
        lo = newline + 1 if newline >= 0 else lo
    tokens: list[tuple[str, int, int]] = []
    stack: list[int] = []  # indexes in `tokens` of the open brackets
    pos = lo
    while pos < offset:
        kind, start, stop = match_token(text, pos)
        if kind == "eof" or start >= offset or stop <= pos:
            break
        if kind in ("(", "[", "{", "<"):
            stack.append(len(tokens))
        elif kind in (")", "]", "}", ">") and stack:
            stack.pop()
        tokens.append((kind, start, stop))
        pos = stop
    for depth in range(len(stack) - 1, -1, -1):
        at = stack[depth]
        if tokens[at][0] != "<" or at == 0 or tokens[at - 1][0] != "hash":
            continue
        namespace, _, mnemonic = text[tokens[at - 1][1] + 1 : tokens[at - 1][2]].partition(".")
        words = literal_words(namespace, mnemonic)
        if not words:
            return None
        inner = [tokens[i][0] for i in stack[depth + 1 :]]
        written = [(k, text[a:b]) for k, a, b in tokens[stack[-1] + 1 :]]
        return _literal_items(words, inner, written, tokens, stack, replace_span)
    return None


def _literal_items(
    words: dict[str, tuple[str, ...]],
    inner: list[str],
    written: list[tuple[str, str]],
    tokens: list[tuple[str, int, int]],
    stack: list[int],
    replace_span: Span,
) -> list[CompletionItem] | None:
    """`words` at the place `inner` (the brackets open inside the attribute's `<`) and
    `written` (the tokens after the innermost one) say."""
    since, depth = written, 0
    for i, (kind, _) in enumerate(written):
        if kind in ("(", "[", "{", "<"):
            depth += 1
        elif kind in (")", "]", "}", ">"):
            depth -= 1
        elif kind == "," and depth == 0:
            since = written[i + 1 :]
    if inner == ["{"]:
        if not since:  # a key's place: those not yet written in this dictionary
            used = {text for i, (kind, text) in enumerate(written[:-1]) if written[i + 1][0] == "="}
            return [
                CompletionItem(k, "keyword", "encoding key", replace_span, f"{k} = ")
                for k in words
                if k not in (LEVEL, PROPERTY) and k not in used
            ]
        if len(since) == 2 and since[0][0] == "bare" and since[1][0] == "=":
            values = words.get(since[0][1], ())
            return [CompletionItem(v, "keyword", since[0][1], replace_span, v) for v in values]
        return []
    if inner == ["{", "("] and since and since[-1][0] == ":":
        return [CompletionItem(w, "keyword", "level format", replace_span, w) for w in words[LEVEL]]
    if inner == ["{", "(", "("] and tokens[stack[-1] - 1][0] == "bare":
        used = {text for _, text in written}
        return [
            CompletionItem(w, "keyword", "level property", replace_span, w)
            for w in words[PROPERTY]
            if w not in used
        ]
    return []  # elsewhere in the body (a map's dimensions, a value): nothing to offer


def _def_detail(d: DialectDef, namespace: str, kind: str) -> str:
    """`<name, directory>` (the parameters), then the summary."""
    params = f"<{', '.join(d.params)}>" if d.params else ""
    summary = d.summary or f"{namespace} {kind}"
    return f"{params} {summary}".strip()


# ---- values --------------------------------------------------------------------------------


def refine_values(
    analysis: Analysis, offset: int, items: list[CompletionItem], registry: Registry | None = None
) -> list[CompletionItem]:
    """Values without those the op being written defines (`%y` in `%y = arith.addi %a, %`,
    the op begun lines above included); values of the type expected first (by `sort_text`):
    that of the operand being written (`index` in `memref.load %m[`, `expected_operand`)
    and, for an op whose operands share their type (`SameOperandsAndResultType`) or one
    mlir-ls does not describe, that of the operands already written."""
    lines = analysis.line_index
    start = lines.line_start(lines.line_of(offset))
    if registry is not None:
        typed = _typed_len(analysis.text[start:offset])
        found = op_being_written(analysis, offset - typed, registry)
        if found is not None and found[1] is not OP_POSITION:
            start = found[0]
    line = analysis.text[start:offset]
    m = _RESULTS.match(line)
    defined: set[str] = set()
    rest = line
    if m is not None:
        defined = {n.split(":")[0].strip() for n in m.group(1).split(",")}
        rest = line[m.end() :]
    by_name = {i.label: i.detail for i in items}
    written = _VALUE_NAME.findall(rest[: len(rest) - _typed_len(rest)])
    spec = _spec_of(rest, registry, "") if registry is not None else None
    check = expected_operand(spec, len(written)) if spec is not None else None
    wanted: set[str] = set()
    if spec is None or any(t in spec.traits or t.startswith(_SAME) for t in _SAME_TYPE_TRAITS):
        wanted = {by_name[n] for n in written if by_name.get(n) not in (None, "", UNKNOWN_DETAIL)}
    out = []
    for item in items:
        if item.label.split("#")[0] in defined:
            continue
        fits = (not wanted or item.detail in wanted) and _satisfies(check, item.value_type)
        first = "0" if (wanted or check is not None) and fits else "1"
        out.append(replace(item, sort_text=first + item.label))
    return out


#: Traits saying the operands share one type (the written ones say the type expected).
_SAME_TYPE_TRAITS = (SAME_OPERANDS_AND_RESULT_TYPE, "SameTypeOperands", "SameOperandsElementType")
_SAME = "AllTypesMatch<"


def _satisfies(check: TypeConstraint | None, type_: Any) -> bool:
    if check is None:
        return True
    if type_ is None:
        return False
    try:
        return bool(check(type_))
    except Exception:  # a constraint that does not expect this type: no preference
        return False


def expected_operand(spec: OpSpec, written: int) -> TypeConstraint | None:
    """The type constraint of the op's operand number `written` (0-based), when the operand
    groups say it without doubt: single and optional groups before the first variadic one
    by position, the variadic one when it is the last group (`memref.load`'s `indices`)."""
    index = written
    groups = spec.operands
    for i, group in enumerate(groups):
        if group.arity == "variadic":
            return group.constraint if i == len(groups) - 1 else None
        if index == 0:
            return group.constraint
        index -= 1
    return None


def _typed_len(text: str) -> int:
    m = re.search(r"%[A-Za-z0-9_$.\-]*$", text)
    return len(m.group(0)) if m else 0


def contextual(
    analysis: Analysis,
    offset: int,
    at_op_position: bool,
    replace_span: Span,
    registry: Registry,
    values: Callable[[], list[CompletionItem]],
    types: Callable[[], list[CompletionItem]],
    operations: Callable[[], list[CompletionItem]],
    blocks: Callable[[], list[CompletionItem]] = list,
    symbols: Callable[[], list[CompletionItem]] = list,
) -> list[CompletionItem] | None:
    """Items from the parser's expectation at `offset` (the start of the word being typed);
    None: no expectation there. `at_op_position`: only white space before it on its line
    (op names come only there: after a complete op on its line, nothing is offered)."""
    found = expectation(analysis, offset, registry, at_op_position=at_op_position)
    if found is None:
        return None
    if found.what == "operation":
        return operations() if at_op_position else []
    if found.what == "keyword":
        return keyword_items(found, replace_span)
    if found.what == "operand":
        # With the punctuation that may come instead (`]` of an empty index list).
        return refine_values(analysis, offset, values(), registry) + keyword_items(
            found, replace_span, "2"
        )
    if found.what == "type":
        return types()
    if found.what == "attribute":
        return attribute_items(replace_span)
    if found.what == "block":
        return blocks()
    if found.what == "symbol":
        return symbols()
    if found.what == "unknown":
        # A tolerantly read op ends with its line: on a new line, a new op starts.
        if at_op_position:
            return operations()
        return refine_values(analysis, offset, values(), registry) + types()
    return None
