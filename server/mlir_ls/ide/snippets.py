"""Snippets for an op's whole custom form: completing `arith.addi` inserts

    arith.addi ${1:%lhs}, ${2:%rhs} : ${3:type}

(LSP snippet syntax: `${n:placeholder}` tab stops, `${n|a,b|}` choices, `$0` the final
cursor). The text comes from the op's compiled declarative format, walked element by
element with the spaces upstream's generated printer writes (`Element.space`):

    format ::= (literal | variable | directive | optional-group)*

- literals are written as they are; `attr-dict`, `prop-dict`, optional groups and
  `oilist` clauses are left out (they are optional); the `else` side of an optional
  group is written (it is what the form reads when the group is absent);
- `$operand` is a tab stop `%name`, `$attr` a tab stop named after the attribute (an
  enum attribute a choice of its cases, a symbol name `@name`), `type(...)` a tab stop
  `type`, `functional-type(a, b)` `(types) -> types`, `$successor` `^bb`, a region
  `{` ... `}` with the final cursor inside, `custom<X>(...)` a tab stop `X`.

An op with no custom form (no format and no parse hook, or an imported op whose `.td`
has neither a format nor `hasCustomAssemblyFormat`: it is written in the generic form)
gets the generic form: `"d.op"(operands) <{attributes}> ({regions}) : (types) -> types`.
Ops parsed by hand-written code (upstream: a C++ `parse()`) have no format to read: their
snippet comes from the template kept for them (`dialects.snippet_templates`, each checked
against the parser), its examples becoming the tab stops' placeholders:

    scf.for ${1:%iv} = ${2:%lb} to ${3:%ub} step ${4:%step} {  (the body: the final cursor)

Ops of imported dialects that upstream parses in C++ take theirs from `UPSTREAM_TEMPLATES`
(checked against upstream's `mlir-opt`); one without a template gets none.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from mlir_ls.dialects.assembly_format import elements as el
from mlir_ls.dialects.ods_import.ops import ODS_GENERIC_ONLY
from mlir_ls.dialects.snippet_templates import TEMPLATES, UPSTREAM_TEMPLATES, parts
from mlir_ls.ir.spec import OpSpec


def escape(text: str) -> str:
    """Snippet text: `$`, `}` and `\\` are escaped (LSP snippet grammar)."""
    return text.replace("\\", "\\\\").replace("$", "\\$").replace("}", "\\}")


def _choice_text(word: str) -> str:
    return word.replace("\\", "\\\\").replace(",", "\\,").replace("|", "\\|").replace("$", "\\$")


@dataclass(slots=True)
class _Writer:
    """Builds the snippet text, numbering tab stops in order."""

    parts: list[str] = field(default_factory=list)
    stops: int = 0
    has_final: bool = False

    def text(self, text: str, space: bool = False) -> None:
        self.parts.append((" " if space else "") + escape(text))

    def stop(self, placeholder: str, space: bool = False) -> None:
        self.stops += 1
        self.parts.append((" " if space else "") + f"${{{self.stops}:{escape(placeholder)}}}")

    def choice(self, words: tuple[str, ...], space: bool = False) -> None:
        self.stops += 1
        listed = ",".join(_choice_text(w) for w in words)
        self.parts.append((" " if space else "") + f"${{{self.stops}|{listed}|}}")

    def region(self, space: bool = False) -> None:
        if self.has_final:
            self.parts.append((" " if space else "") + "{\n\t\n\\}")
            return
        self.has_final = True
        self.parts.append((" " if space else "") + "{\n\t$0\n\\}")

    def result(self) -> str:
        return "".join(self.parts)


def op_snippet(spec: OpSpec) -> str | None:
    """The snippet completing `spec`'s name (the name included); None: no known form."""
    fmt = spec.format
    if fmt is not None:
        writer = _Writer()
        writer.text(spec.name)
        try:
            for element in fmt.elements:
                _element(writer, spec, element)
        except _Unknown:
            return None
        return writer.result()
    if spec.parse is None or ODS_GENERIC_ONLY in spec.traits:
        return generic_snippet(spec)
    template = TEMPLATES.get(spec.name) or UPSTREAM_TEMPLATES.get(spec.name)
    return template_snippet(template) if template is not None else None


def template_snippet(template: str) -> str:
    """The LSP snippet of a `snippet_templates` template: stops numbered in order."""
    writer = _Writer()
    for part in parts(template):
        if part.kind == "text":
            writer.text(part.text)
        elif part.kind == "stop":
            writer.stop(part.text)
        elif part.kind == "choice":
            writer.choice(part.words)
        else:
            writer.has_final = True
            writer.parts.append("$0")
    return writer.result()


class _Unknown(Exception):
    """An element this module cannot write (a new element class): no snippet."""


def _element(w: _Writer, spec: OpSpec, e: object) -> None:
    space = bool(getattr(e, "space", False))
    if isinstance(e, el.Literal):
        w.text(e.text, space)
    elif isinstance(e, el.Whitespace):
        if e.text == " ":
            w.text(" ")
    elif isinstance(e, el.AttrDict | el.PropDict | el.OIList | el.Ref | el.UnitAnchor):
        return
    elif isinstance(e, el.Optional):
        for inner in e.else_:
            _element(w, spec, inner)
    elif isinstance(e, el.OperandVar):
        w.stop(f"%{e.name}", space)
    elif isinstance(e, el.AllOperands):
        w.stop("%operands", space)
    elif isinstance(e, el.AttrVar):
        if e.symbol_name:
            w.stop(f"@{e.name}", space)
            return
        cases = e.kind.cases
        if cases:
            w.choice(cases, space)
        else:
            w.stop(e.name, space)
    elif isinstance(e, el.TypeOf):
        w.stop("type", space)
    elif isinstance(e, el.FunctionalType):
        w.text("(", space)
        w.stop("types")
        w.text(") -> ")
        w.stop("types")
    elif isinstance(e, el.SuccessorVar):
        w.stop("^bb", space)
    elif isinstance(e, el.RegionVar | el.AllRegions):
        w.region(space)
    elif isinstance(e, el.Custom):
        w.stop(_custom_placeholder(e), space)
    else:
        raise _Unknown(type(e).__name__)


def format_keywords(spec: OpSpec) -> tuple[str, ...]:
    """The keyword literals of the op's declarative format (`to`, `step`, `ins`...)."""
    fmt = spec.format
    if fmt is None:
        return ()
    words: list[str] = []
    for e in el.walk_elements(fmt.elements):
        if isinstance(e, el.Literal) and e.is_keyword and e.text not in words:
            words.append(e.text)
    return tuple(words)


def _custom_placeholder(e: el.Custom) -> str:
    """`custom<DynamicIndexList>($offsets, ...)`: `offsets`, named after its first variable."""
    for arg in e.args:
        name = getattr(arg, "name", None)
        if isinstance(name, str) and name and not name.startswith("$"):
            return f"%{name}" if isinstance(arg, el.OperandVar) else name
    return e.impl.name


def generic_snippet(spec: OpSpec) -> str:
    """`"d.op"(%a, %b) <{attr = value}> ({ ... }) : (type, type) -> type` from the op's
    operand, attribute, region and result definitions (the generic form's grammar:
    generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
      dictionary-properties? region-list? dictionary-attribute? `:` function-type)."""
    w = _Writer()
    w.text(f'"{spec.name}"(')
    _listed(w, [f"%{operand.name}" for operand in spec.operands], w.stop)
    w.text(")")
    if spec.successors:
        w.text(" [")
        _listed(w, [f"^{successor.name}" for successor in spec.successors], w.stop)
        w.text("]")
    required = [a for a in spec.attributes if not a.optional]
    if required:
        w.text(" <{")

        def entry(name: str) -> None:
            w.text(f"{name} = ")
            w.stop(name)

        _listed(w, [attr.name for attr in required], entry)
        w.text("}>")
    if spec.regions:
        w.text(" (")
        _listed(w, ["" for _ in spec.regions], lambda _: w.region())
        w.text(")")
    w.text(" : (")
    _listed(w, ["type" for _ in spec.operands], w.stop)
    w.text(") -> ")
    results = list(_results(spec))
    if len(results) == 1:
        w.stop("type")
    else:
        w.text("(")
        _listed(w, ["type" for _ in results], w.stop)
        w.text(")")
    return w.result()


def _listed(w: _Writer, items: list[str], write: Callable[[str], None]) -> None:
    """`write` of each item, with `, ` between them."""
    for i, item in enumerate(items):
        if i:
            w.text(", ")
        write(item)


def _results(spec: OpSpec) -> Iterator[str]:
    for result in spec.results:
        yield result.name
