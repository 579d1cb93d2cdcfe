"""Reading upstream's declarative assembly format strings into an element tree.

format        ::= element*
element       ::= literal | variable | directive | optional-group
literal       ::= '`' (keyword | punctuation | ' ' | '\\n' | '') '`'
variable      ::= `$` bare-id
directive     ::= `attr-dict` | `attr-dict-with-keyword` | `prop-dict` | `operands`
                | `results` | `regions` | `successors`
                | `type` `(` arg `)` | `qualified` `(` arg `)`
                | `functional-type` `(` arg `,` arg `)` | `ref` `(` arg `)`
                | `custom` `<` bare-id `>` `(` (arg (`,` arg)*)? `)`
                | `oilist` `(` clause (`|` clause)* `)`
optional-group ::= `(` element+ `)` (`:` `(` element* `)`)? `?`   (one element carries `^`)

The result is plain syntax (`Node`s); `compile.py` binds the variables to an
op's operands, results, attributes, regions and successors.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TOKEN = re.compile(
    r"\s*(?:(?P<literal>`(?:[^`\\]|\\.)*`)"
    r"|(?P<var>\$[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<word>[A-Za-z_][A-Za-z0-9_\-]*)"
    r"|(?P<punct>[()<>,?:^|]))"
)


class FormatSyntaxError(ValueError):
    """A format string that does not parse (a registration error)."""


@dataclass(frozen=True, slots=True)
class Node:
    """One element of a format: `kind` is literal/var/directive/optional/oilist."""

    kind: str
    value: str = ""
    args: tuple[Node, ...] = ()
    #: For optional groups: the `then` elements are `args`, these the `else` ones.
    else_args: tuple[Node, ...] = ()
    anchor: bool = False


def tokenize(text: str) -> list[tuple[str, str]]:
    tokens: list[tuple[str, str]] = []
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            raise FormatSyntaxError(f"unexpected character at {pos}: {text[pos : pos + 10]!r}")
        kind = m.lastgroup
        assert kind is not None
        tokens.append((kind, m.group(kind)))
        pos = m.end()
        while pos < len(text) and text[pos].isspace():
            pos += 1
    return tokens


class _Reader:
    def __init__(self, text: str) -> None:
        self.tokens = tokenize(text)
        self.pos = 0

    def peek(self) -> tuple[str, str]:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else ("eof", "")

    def take(self) -> tuple[str, str]:
        token = self.peek()
        self.pos += 1
        return token

    def expect(self, value: str) -> None:
        kind, text = self.take()
        if text != value:
            raise FormatSyntaxError(f"expected {value!r}, got {text or kind!r}")

    def at(self, value: str) -> bool:
        return self.peek()[1] == value and self.peek()[0] == "punct"


_SIMPLE_DIRECTIVES = frozenset(
    {
        "attr-dict",
        "attr-dict-with-keyword",
        "prop-dict",
        "operands",
        "results",
        "regions",
        "successors",
    }
)
_ARG_DIRECTIVES = {"type": 1, "qualified": 1, "ref": 1, "functional-type": 2}


def parse_format(text: str) -> tuple[Node, ...]:
    """The element tree of a format string; raises FormatSyntaxError."""
    reader = _Reader(text)
    elements = _elements(reader, top=True)
    if reader.peek()[0] != "eof":
        raise FormatSyntaxError(f"unexpected {reader.peek()[1]!r}")
    return elements


def _elements(reader: _Reader, top: bool = False) -> tuple[Node, ...]:
    out: list[Node] = []
    while True:
        kind, text = reader.peek()
        if kind == "eof" or (kind == "punct" and text in (")", "|")):
            return tuple(out)
        out.append(_element(reader))


def _element(reader: _Reader) -> Node:
    kind, text = reader.take()
    if kind == "literal":
        body = text[1:-1].replace("\\`", "`")
        return _maybe_anchor(reader, Node("literal", body))
    if kind == "var":
        return _maybe_anchor(reader, Node("var", text[1:]))
    if kind == "word":
        return _maybe_anchor(reader, _directive(reader, text))
    if kind == "punct" and text == "(":
        return _optional_group(reader)
    raise FormatSyntaxError(f"unexpected {text!r}")


def _maybe_anchor(reader: _Reader, node: Node) -> Node:
    if reader.at("^"):
        reader.take()
        return Node(node.kind, node.value, node.args, node.else_args, True)
    return node


def _directive(reader: _Reader, word: str) -> Node:
    if word in _SIMPLE_DIRECTIVES:
        return Node("directive", word)
    if word in _ARG_DIRECTIVES:
        reader.expect("(")
        arguments = [_argument(reader)]
        while reader.at(","):
            reader.take()
            arguments.append(_argument(reader))
        reader.expect(")")
        if len(arguments) != _ARG_DIRECTIVES[word]:
            raise FormatSyntaxError(f"'{word}' takes {_ARG_DIRECTIVES[word]} argument(s)")
        return Node("directive", word, tuple(arguments))
    if word == "custom":
        reader.expect("<")
        kind, name = reader.take()
        if kind != "word":
            raise FormatSyntaxError("expected a custom directive name")
        reader.expect(">")
        reader.expect("(")
        args: list[Node] = []
        if not reader.at(")"):
            args.append(_argument(reader))
            while reader.at(","):
                reader.take()
                args.append(_argument(reader))
        reader.expect(")")
        return Node("custom", name, tuple(args))
    if word == "oilist":
        reader.expect("(")
        clauses = [Node("clause", "", _elements(reader))]
        while reader.at("|"):
            reader.take()
            clauses.append(Node("clause", "", _elements(reader)))
        reader.expect(")")
        for clause in clauses:
            if not clause.args or clause.args[0].kind != "literal":
                raise FormatSyntaxError("oilist clauses start with a literal")
        return Node("oilist", "", tuple(clauses))
    raise FormatSyntaxError(f"unknown directive '{word}'")


def _argument(reader: _Reader) -> Node:
    kind, text = reader.peek()
    if kind == "var":
        reader.take()
        return Node("var", text[1:])
    if kind == "word" and (text in _SIMPLE_DIRECTIVES or text in _ARG_DIRECTIVES):
        reader.take()
        return _directive(reader, text)
    if kind == "literal":
        reader.take()
        return Node("literal", text[1:-1])
    raise FormatSyntaxError(f"expected a directive argument, got {text!r}")


def _optional_group(reader: _Reader) -> Node:
    then = _elements(reader)
    reader.expect(")")
    else_: tuple[Node, ...] = ()
    if reader.at(":"):
        reader.take()
        reader.expect("(")
        else_ = _elements(reader)
        reader.expect(")")
    reader.expect("?")
    if not then:
        raise FormatSyntaxError("optional group has no elements")
    anchors = [n for n in then if n.anchor]
    if len(anchors) != 1:
        raise FormatSyntaxError("optional group needs exactly one anchor ('^')")
    return Node("optional", "", then, else_)
