"""Line breaking: long lines break at their brackets, through a small document IR.

A printed line is read back as tokens; every matched bracket pair that encloses a
comma-separated list becomes a *group*: operand and result lists `(...)`, attribute
dictionaries and properties `{...}`/`<{...}>`, arrays `[...]`, `ins(...)`/`outs(...)`,
function signatures and parameter lists of types such as `memref<4xf32, strided<...>>`
(a `<...>` only when it holds a comma). The printer is Wadler's "prettier printer", as
in ruff's formatter: a group is printed flat when it fits in the line with the text
that follows it up to the next place a line could break; otherwise each item goes on
its own line, indented four columns more than the line, and the closing bracket goes on
a line of its own at the line's indentation:

    %0 = "test.op"(%a, %b) {
        first = dense<[1, 2, 3]> : tensor<3xi32>,
        second = "a long string attribute"
    } : (i32, i32) -> i32

A group whose items would start at or past the width stays flat (no room to break into:
a deep nest breaks its outer levels only, and the output stays linear in the input).
The result depends only on the flat line and the width, so formatting is idempotent:
a broken line re-joined by the printer breaks again the same way. A line whose
brackets do not match (a region's `({` or `})`) keeps those brackets as plain text; a
line that cannot be read (`>=` in an integer set, unbalanced pairs) is left alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir_ls.syntax.lexer import scan

#: Extra indentation of the items of a broken group.
CONTINUATION = 4
#: White space that `str.rstrip()` drops at a line's end (the formatter's re-indentation).
_TRAILING_SPACE = " \t\f\v\r"
_LINE_END_SPACE = tuple(_TRAILING_SPACE)

_OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}
_CLOSE = {v: k for k, v in _OPEN.items()}


@dataclass(slots=True)
class Group:
    """A bracket pair and its items; `forced` groups always break."""

    open: str
    items: list[list[Doc]]
    close: str
    forced: bool = False


@dataclass(slots=True)
class Glued:
    """A bracket pair that never breaks itself (`<...>` without a comma); inner groups may."""

    parts: list[Doc] = field(default_factory=list)


Doc = str | Group | Glued


def break_line(line: str, width: int, *, force: bool = False) -> str:
    """`line` (no newline) laid out in `width` columns; unchanged when it fits, unless
    `force`: then its first group breaks (the user wrapped the op: it stays wrapped).

    A line too long is laid out by width alone, forced or not, so that the result depends
    only on the flat line (a broken line re-joined breaks the same way again)."""
    fits = len(line) <= width
    if fits and not force:
        return line
    force = force and fits
    stripped = line.lstrip(" ")
    indent = len(line) - len(stripped)
    split = _split_comment(stripped)
    if split is None:
        return line
    code, comment, tokens, kinds = split
    docs = _parse(code, tokens, kinds)
    if docs is None or not _has_group(docs):
        return line
    if force and not _force_first(docs):
        return line
    printer = _Printer(width, indent)
    printer.run(docs)
    out = printer.text()
    if comment:
        out += comment
    return _settled(out, width)


def _settled(out: str, width: int) -> str:
    """`out` with each of its lines still too long broken again, until none changes.

    Formatting twice must change nothing: a verbatim op's lines are not re-joined but
    each broken on its own the next time, and a line the layout of the whole left too
    long (its group's brackets unmatched around it, say) may break by itself. Each
    step breaks a line into lines holding fewer bracket pairs, so this ends; the
    groups past the width stay flat, so it goes at most width / 4 levels deep."""
    lines = out.split("\n")
    if len(lines) == 1 or all(len(line) <= width for line in lines):
        return out  # (not broken: laid out flat, or nothing to break)
    return "\n".join(line if len(line) <= width else break_line(line, width) for line in lines)


#: A token of `scan`: (kind, start, end).
_Token = tuple[str, int, int]


def _split_comment(code: str) -> tuple[str, str, list[_Token], list[str]] | None:
    """(code, trailing comment with the spaces before it, the code's tokens and their
    kinds); None: a token error. The tokens are those of the code without its trailing
    white space: the line's own up to its comment (or its end)."""
    tokens = scan(code, 0, True)
    kinds = [token[0] for token in tokens]
    error = kinds.index("error") if "error" in kinds else len(kinds)
    if "comment" in kinds:
        index = kinds.index("comment")
        if error < index:
            return None
        start = tokens[index][1]
        body = code[:start].rstrip()
        return body, code[len(body) :], tokens[:index], kinds[:index]
    if error < len(kinds):
        return None
    tokens.pop()  # eof
    kinds.pop()
    return code.rstrip(), "", tokens, kinds


#: Token kinds `_parse` looks at: brackets and commas.
_MARKS = frozenset("()[]{}<>,")


def _parse(code: str, tokens: list[_Token], kinds: list[str]) -> list[Doc] | None:
    """The line (its `tokens` and their `kinds`, without `eof`) as docs, or None when its
    brackets cannot be trusted. Consecutive text is one string, and a bracket pair holding
    no group is text too (it prints as its `Glued` parts would)."""
    count = len(tokens)
    partner: dict[int, int] = {}
    #: The commas and the bracket pairs directly inside each opener, in order.
    inside: dict[int, list[int]] = {}
    top: list[int] = []  # the pairs outside every pair
    stack: list[int] = []
    for i in [i for i, kind in enumerate(kinds) if kind in _MARKS]:
        kind = kinds[i]
        if kind == ",":
            if stack:
                inside[stack[-1]].append(i)
            continue
        if (
            (kind == "<" or kind == ">")
            and i + 1 < count
            and kinds[i + 1] == "="
            and tokens[i + 1][1] == tokens[i][2]
        ):
            return None  # `<=`/`>=`: comparisons, not brackets
        if kind in _OPEN:
            stack.append(i)
            inside[i] = []
        elif stack:
            opener = stack.pop()
            if kinds[opener] != _CLOSE[kind]:
                return None
            partner[opener] = i
            (inside[stack[-1]] if stack else top).append(opener)
        # (a closer with nothing open closes something on an earlier line: plain text)
    # Openers left on the stack open a region or a body on later lines: plain text (only
    # pairs can be inside them: anything else open inside a pair does not match its close).
    for opener in stack:
        top.extend(i for i in inside[opener] if i in partner)
    if stack:
        top.sort()
    starts = [token[1] for token in tokens]
    starts.append(tokens[-1][2] if tokens else 0)

    def pair(i: int, close: int) -> tuple[Doc, bool]:
        """The doc of the bracket pair `tokens[i]`..`tokens[close]`, and whether it is the
        text of a pair without a group (which prints as its `Glued` parts would, and, like
        them, keeps the spaces after it at the end of an item)."""
        if _dialect_body(tokens, i):
            # The body of a dialect attribute or type is one value: never broken (an
            # undescribed one's text is its value; a line break in it does not count
            # as the user's wrapping either, `printing.FormattingPrinter._header_wrapped`).
            return code[starts[i] : starts[close + 1]], False
        items: list[list[Doc]] = []
        item: list[Doc] = []
        text: list[str] = []
        glued_last = False  # the last piece of `text` is a glued pair's
        pos = i + 1  # the first token not taken yet
        for mark in inside[i]:
            if mark > pos:
                text.append(code[starts[pos] : starts[mark]])
                glued_last = False
            end = partner.get(mark)
            if end is None:  # a comma
                items.append(_item(item, text, glued_last))
                item = []
                text = []
                pos = mark + 1
                continue
            doc, glued_text = pair(mark, end)
            pos = end + 1
            if isinstance(doc, str):
                text.append(doc)
                glued_last = glued_text
                continue
            if text:
                item.append("".join(text))
                text = []
            item.append(doc)
        if close > pos:
            text.append(code[starts[pos] : starts[close]])
            glued_last = False
        items.append(_item(item, text, glued_last))
        opener = code[starts[i] : starts[i + 1]].rstrip()
        closer = code[starts[close] : starts[close + 1]]
        if (kinds[i] == "<" and len(items) < 2) or items == [[]]:
            glued: list[Doc] = [opener]
            for n, each in enumerate(items):
                if n:
                    glued.append(", ")
                glued.extend(each)
            glued.append(closer)
            doc = _glue(glued)
            return doc, isinstance(doc, str)
        return Group(opener, items, closer), False

    out: list[Doc] = []
    text: list[str] = []
    pos = 0
    for mark in top:
        if mark > pos:
            text.append(code[starts[pos] : starts[mark]])
        end = partner[mark]
        doc, _glued = pair(mark, end)
        pos = end + 1
        if isinstance(doc, str):
            text.append(doc)
            continue
        if text:
            out.append("".join(text))
            text = []
        out.append(doc)
    if count > pos:
        text.append(code[starts[pos] : starts[count]])
    if text:
        out.append("".join(text))
    return out


def _item(item: list[Doc], text: list[str], glued_last: bool) -> list[Doc]:
    """`item` with its pending `text` joined, without the spaces after it (they belong to
    the separator; but those after a glued pair, `glued_last`, which `Glued` kept). The
    spaces before it: there are none (an item starts at a token)."""
    if text:
        joined = "".join(text)
        if not glued_last:
            joined = joined.rstrip()
        if joined:
            item.append(joined)
    return item


def _glue(parts: list[Doc]) -> Doc:
    """A glued pair: its text when it holds no group, else its parts with adjacent texts
    joined."""
    merged: list[Doc] = []
    for part in parts:
        if isinstance(part, str) and merged and isinstance(merged[-1], str):
            merged[-1] += part
        else:
            merged.append(part)
    if len(merged) == 1 and isinstance(merged[0], str):
        return merged[0]
    return Glued(merged)


def _dialect_body(tokens: list[_Token], i: int) -> bool:
    """Whether the `<` at `tokens[i]` opens the body of `#ns.name` or `!ns.name`."""
    return i > 0 and tokens[i - 1][0] in ("hash", "exclaim") and tokens[i - 1][2] == tokens[i][1]


def _force_first(docs: list[Doc]) -> bool:
    for doc in docs:
        if isinstance(doc, Group):
            doc.forced = True
            return True
        if isinstance(doc, Glued) and _force_first(doc.parts):
            return True
    return False


def _flat(doc: Doc) -> str:
    if isinstance(doc, str):
        return doc
    if isinstance(doc, Glued):
        return "".join(_flat(d) for d in doc.parts)
    inner = ", ".join("".join(_flat(d) for d in item) for item in doc.items)
    return doc.open + inner + doc.close


class _Printer:
    """Prints docs at `width`: a group is flat when it and what follows up to the next
    possible break fit on the current line."""

    def __init__(self, width: int, indent: int) -> None:
        self.width = width
        self.indent = indent
        self.out: list[str] = [" " * indent]
        self.column = indent
        self.measures = _Measures()

    def text(self) -> str:
        return "".join(self.out).rstrip(" ")

    def emit(self, text: str) -> None:
        self.out.append(text)
        self.column += len(text)

    def newline(self, indent: int) -> None:
        # Every white space a line may end with (a tab after a closing bracket too): the
        # next run re-indents this line and drops them (else: not idempotent).
        while self.out and self.out[-1].endswith(_LINE_END_SPACE):
            self.out[-1] = self.out[-1].rstrip(_TRAILING_SPACE)
        self.out.append("\n" + " " * indent)
        self.column = indent

    def run(self, docs: list[Doc]) -> None:
        self.seq(docs, self.indent)

    def seq(self, docs: list[Doc], indent: int, rest: int = 0) -> None:
        if len(docs) == 1:
            self.one(docs[0], indent, rest)
            return
        after = _rest_widths(docs, self.measures)
        last = len(docs) - 1
        for n, doc in enumerate(docs):
            self.one(doc, indent, after[n + 1] + (rest if n == last else 0))

    def one(self, doc: Doc, indent: int, rest: int) -> None:
        if isinstance(doc, str):
            self.out.append(doc)
            self.column += len(doc)
        elif isinstance(doc, Glued):
            self.seq(doc.parts, indent, rest)
        elif (
            not doc.forced and self.column + self.measures.flat(doc) + rest <= self.width
        ) or indent + CONTINUATION >= self.width:
            # (flat too when its items would start past the width: no room to break into,
            # and a break per level of a deep nest makes an output quadratic in its depth)
            self.emit(_flat(doc))
        else:
            self.emit(doc.open)
            inner = indent + CONTINUATION
            last = len(doc.items) - 1
            for n, item in enumerate(doc.items):
                self.newline(inner)
                if n < last:
                    self.seq(item, inner, 1)
                    self.out.append(",")
                    self.column += 1
                else:
                    self.seq(item, inner, 0)
            self.newline(indent)
            self.emit(doc.close)


class _Measures:
    """Widths of docs, each computed once: `_flat` and the widths up to a first break
    re-measured every nested group and glued run at every level (quadratic in the
    nesting: a 2,500-deep `ceildiv` chain took minutes)."""

    def __init__(self) -> None:
        self._flat: dict[int, int] = {}
        self._lead: dict[int, tuple[int, bool]] = {}

    def flat(self, doc: Doc) -> int:
        """`len(_flat(doc))`."""
        if isinstance(doc, str):
            return len(doc)
        found = self._flat.get(id(doc))
        if found is None:
            if isinstance(doc, Glued):
                found = sum(self.flat(d) for d in doc.parts)
            else:
                separators = 2 * (len(doc.items) - 1) if doc.items else 0
                inner = sum(self.flat(d) for item in doc.items for d in item)
                found = len(doc.open) + inner + separators + len(doc.close)
            self._flat[id(doc)] = found
        return found

    def lead(self, doc: Glued) -> tuple[int, bool]:
        """(columns the parts take up to their first possible line break, whether they hold
        a group at all): `_rest_width(doc.parts)` and `_has_group(doc.parts)` in one scan."""
        found = self._lead.get(id(doc))
        if found is None:
            total, grouped = 0, False
            for part in doc.parts:
                if isinstance(part, str):
                    total += len(part)
                elif isinstance(part, Glued):
                    width, inner_grouped = self.lead(part)
                    total += width
                    if inner_grouped:
                        grouped = True
                        break
                else:
                    total += len(part.open)
                    grouped = True
                    break
            found = self._lead[id(doc)] = (total, grouped)
        return found


def _rest_widths(docs: list[Doc], measures: _Measures) -> list[int]:
    """Columns `docs[k:]` take up to their first possible line break, for every k (and
    len(docs)), in one pass from the right: linear in the number of pieces."""
    widths = [0] * (len(docs) + 1)
    for k in range(len(docs) - 1, -1, -1):
        doc = docs[k]
        if isinstance(doc, str):
            widths[k] = len(doc) + widths[k + 1]
        elif isinstance(doc, Glued):
            inner, grouped = measures.lead(doc)
            widths[k] = inner if grouped else inner + widths[k + 1]
        else:
            widths[k] = len(doc.open)
    return widths


def _has_group(docs: list[Doc]) -> bool:
    return any(isinstance(d, Group) or (isinstance(d, Glued) and _has_group(d.parts)) for d in docs)


__all__ = ["CONTINUATION", "break_line"]
