"""The elements of a compiled declarative format, each with `parse()` and `print()`.

One format drives both directions: `parse(p, op, st)` reads the custom form
into the operation being built (operands, types and regions are collected in
the `ParseState` and resolved at the end by `Format.parse`), `print(pr, op, v)`
writes it back through the OpAsmPrinter API. Spacing follows upstream's
generated printers: `space` is decided when the format is compiled.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from mlir_ls.compiled import mypyc_attr
from mlir_ls.dialects.assembly_format.attr_kinds import AttrKind
from mlir_ls.ir import attributes as at
from mlir_ls.ir.attributes import Attribute
from mlir_ls.ir.core import Block, Operation, Region, Value
from mlir_ls.ir.types import Type

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.dialects.assembly_format.compile import Format
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand


class ParseState:
    """What a format collected before resolution: operands, types, successors by name."""

    __slots__ = (
        "attr_dict",
        "name_end",
        "operands",
        "successors",
        "types",
        "variadic_regions",
        "written",
    )

    def __init__(self) -> None:
        self.name_end = 0
        #: The entries of the `attr-dict` directive (not those of a `prop-dict`).
        self.attr_dict: dict[str, Attribute] = {}
        #: Names whose types the text spelled (a `type(...)` or `functional-type` directive).
        self.written: set[str] = set()
        self.operands: dict[str, list[UnresolvedOperand]] = {}
        self.types: dict[str, list[Type]] = {}
        self.successors: dict[str, list[Block]] = {}
        self.variadic_regions: dict[str, list[Region]] = {}


class View:
    """An operation seen through its spec: operand/result/region/successor groups by name."""

    __slots__ = ("_operands", "_results", "format", "op")

    def __init__(self, op: Operation, format: Format) -> None:
        self.op = op
        self.format = format
        self._operands: dict[str, list[Value]] | None = None
        self._results: dict[str, list[Value]] | None = None

    def operands(self, name: str) -> list[Value]:
        if self._operands is None:
            self._operands = self.format.operand_groups(self.op)
        return self._operands.get(name, [])

    def results(self, name: str) -> list[Value]:
        if self._results is None:
            self._results = self.format.result_groups(self.op)
        return self._results.get(name, [])

    def attr(self, name: str) -> Attribute | None:
        return self.op.attr(name)

    def regions(self, name: str) -> list[Region]:
        return self.format.region_group(self.op, name)

    def successors(self, name: str) -> list[Block]:
        return self.format.successor_group(self.op, name)


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True, slots=True)
class Element:
    #: Whether the printer writes a space before this element (decided at compile time).
    space: bool = field(default=False, kw_only=True)

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        raise NotImplementedError

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        raise NotImplementedError

    # ---- optional groups ----------------------------------------------------------------

    def starts(self, p: Parser) -> bool:
        """As the first element of an optional group: is the group present here?"""
        raise NotImplementedError

    def parse_optional(self, p: Parser, op: Operation, st: ParseState) -> bool:
        """Parse the element if present (first element of an optional group)."""
        if not self.starts(p):
            return False
        self.parse(p, op, st)
        return True

    def present(self, v: View) -> bool:
        """As the anchor of an optional group: is the group printed?"""
        raise NotImplementedError

    def _space(self, pr: OpAsmPrinter) -> None:
        if self.space:
            pr.write(" ")


_PUNCT_KINDS = frozenset(
    {"(", ")", "{", "}", "[", "]", "<", ">", ":", ",", "=", "?", "*", "+", "-", "|", "->", "..."}
)


@dataclass(frozen=True, slots=True)
class Literal(Element):
    text: str

    @property
    def is_keyword(self) -> bool:
        return self.text not in _PUNCT_KINDS

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        if self.text in _PUNCT_KINDS:
            if p.kind != self.text:
                raise p.fail_token(f"expected '{self.text}'")
            p.advance()
        elif p.kind == "bare" and p.text == self.text:
            p.advance()
        else:
            # upstream's parseKeyword reports at the current token, not like emitWrongTokenError,
            # through the op parser's emitError (`custom op 'x' ` prefix)
            raise p.custom_error(f"expected '{self.text}'")

    def starts(self, p: Parser) -> bool:
        if self.text in _PUNCT_KINDS:
            return p.kind == self.text
        return p.kind == "bare" and p.text == self.text

    def parse_optional(self, p: Parser, op: Operation, st: ParseState) -> bool:
        if self.starts(p):
            p.advance()
            return True
        return False

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        pr.write(" " + self.text if self.space else self.text)


@dataclass(frozen=True, slots=True)
class Whitespace(Element):
    text: str

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        return None

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        if self.text == "\\n":
            pr.print_new_line()
        elif self.text:
            pr.write(" ")


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True, slots=True)
class AttrDict(Element):
    keyword: bool
    #: Names printed elsewhere by the format (and segment sizes), never in the dictionary.
    elided: frozenset[str]
    defaults: tuple[tuple[str, Attribute], ...] = ()

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        if self.keyword:
            if not p.consume_keyword("attributes"):
                return
            span = p.span
            entries = p.parse_attr_dict()
        else:
            if p.kind != "{":
                return
            span = p.span
            entries = p.parse_attr_dict()
        for name in entries:
            if name in self.elided and name not in op.attributes:
                continue
        del span
        op.attributes.update(entries)
        st.attr_dict.update(entries)

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        attrs = printable_attributes(op, self.elided, self.defaults)
        if self.keyword:
            pr.print_optional_attr_dict_with_keyword(attrs)
        else:
            pr.print_optional_attr_dict(attrs)


def printable_attributes(
    op: Operation, elided: frozenset[str], defaults: tuple[tuple[str, Attribute], ...]
) -> dict[str, Attribute]:
    props = op.properties
    has_props = isinstance(props, at.DictionaryAttr) and bool(props.entries)
    if not has_props and not op.attributes:
        return {}  # nothing stored (most ops of a dump)
    merged: dict[str, Attribute] = {}
    if isinstance(props, at.DictionaryAttr):
        merged.update(props.entries)
    merged.update(op.attributes)
    for name, default in defaults:
        if merged.get(name) == default:
            del merged[name]
    return {name: merged[name] for name in sorted(merged) if name not in elided}


@dataclass(frozen=True, slots=True)
class PropDict(Element):
    elided: frozenset[str]
    defaults: tuple[tuple[str, Attribute], ...] = ()

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        if p.kind == "<":
            p.advance()
            entries = p.parse_attr_dict()
            p.expect(">", "expected '>' to close properties")
            op.attributes.update(entries)

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        attrs = printable_attributes(op, self.elided, self.defaults)
        if attrs:
            pr.write(" <")
            pr.print_attribute(at.DictionaryAttr(attrs))
            pr.write(">")


@dataclass(frozen=True, slots=True)
class OperandVar(Element):
    name: str
    arity: str

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        if self.arity == "single":
            st.operands[self.name] = [p.parse_operand()]
        elif self.arity == "optional":
            st.operands[self.name] = [p.parse_operand()] if p.kind == "percent" else []
        else:
            st.operands[self.name] = p.parse_operand_list_no_parens() if p.kind == "percent" else []

    def starts(self, p: Parser) -> bool:
        return p.kind == "percent"

    def present(self, v: View) -> bool:
        return bool(v.operands(self.name))

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        values = v.operands(self.name)
        self._space(pr)
        if values:
            pr.print_operands(values)


@dataclass(frozen=True, slots=True)
class AllOperands(Element):
    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        st.operands["$operands"] = p.parse_operand_list_no_parens() if p.kind == "percent" else []

    def starts(self, p: Parser) -> bool:
        return p.kind == "percent"

    def present(self, v: View) -> bool:
        return bool(v.op.operands)

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        self._space(pr)
        pr.print_operands(op.operands)


@dataclass(frozen=True, slots=True)
class AttrVar(Element):
    name: str
    kind: AttrKind
    unit: bool = False
    symbol_name: bool = False
    default: Attribute | None = None

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        if self.symbol_name:
            p.parse_symbol_name(op, self.name)
            return
        op.attributes[self.name] = self.kind.parse(p, self.name)

    def starts(self, p: Parser) -> bool:
        if self.symbol_name:
            return p.kind == "at"
        return self.kind.starts(p)

    def present(self, v: View) -> bool:
        value = v.attr(self.name)
        return value is not None and (self.default is None or value != self.default)

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        value = v.attr(self.name)
        self._space(pr)
        if value is None:
            return
        if self.symbol_name and isinstance(value, at.StringAttr):
            pr.print_symbol_name(value.value)
        else:
            self.kind.print(pr, value)


@dataclass(frozen=True, slots=True)
class RegionVar(Element):
    name: str
    index: int
    variadic: bool
    isolated: bool
    implicit_terminator: str | None = None

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        if self.variadic:
            regions: list[Region] = []
            if p.kind == "{":
                while True:
                    region = Region(op)
                    self._parse_one(p, region)
                    regions.append(region)
                    if not p.consume_if(","):
                        break
            st.variadic_regions[self.name] = regions
            return
        self._parse_one(p, op.regions[self.index])

    def _parse_one(self, p: Parser, region: Region) -> None:
        p.parse_region(region, None, self.isolated)
        if self.implicit_terminator is not None:
            ensure_terminator(p, region, self.implicit_terminator)

    def starts(self, p: Parser) -> bool:
        return p.kind == "{"

    def present(self, v: View) -> bool:
        return any(not r.empty for r in v.regions(self.name))

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        regions = v.regions(self.name)
        if not regions:
            self._space(pr)  # upstream's generated printer emits the space before the empty list
        for i, region in enumerate(regions):
            if i:
                pr.write(",")
            pr.print_region(
                region,
                print_entry_block_args=True,
                print_block_terminators=self.implicit_terminator is None
                or not _elidable_terminator(region),
            )


def _elidable_terminator(region: Region) -> bool:
    if len(region.blocks) != 1:
        return False
    term = region.blocks[0].terminator
    return term is not None and not term.operands and not term.attributes and not term.results


def ensure_terminator(p: Parser, region: Region, name: str) -> None:
    """SingleBlockImplicitTerminator: add the terminator the custom form left out."""
    if not region.blocks:
        region.add_block()
    block = region.blocks[-1]
    last = block.operations[-1] if block.operations else None
    if last is not None and last.name == name:
        return
    if last is not None and last.spec is not None and "Terminator" in last.spec.traits:
        return
    term = Operation(name)
    term.spec = p.registry.lookup_op(name)
    # built, not parsed: verified as a generic op is (a `tensor.yield` so built has no
    # operand: "requires a single operand", as upstream's ensureTerminator makes it)
    term.custom = False
    block.append(term)


@dataclass(frozen=True, slots=True)
class AllRegions(Element):
    isolated: bool

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        if p.kind != "{":
            return
        op.regions = ()
        while True:
            p.parse_region(op.add_region(), None, self.isolated)
            if not p.consume_if(","):
                break

    def starts(self, p: Parser) -> bool:
        return p.kind == "{"

    def present(self, v: View) -> bool:
        return bool(v.op.regions)

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        for i, region in enumerate(op.regions):
            if i:
                pr.write(",")
            pr.print_region(region)


@dataclass(frozen=True, slots=True)
class SuccessorVar(Element):
    name: str
    variadic: bool

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        if self.variadic:
            blocks: list[Block] = []
            if p.kind == "caret":
                blocks.append(p.parse_successor())
                while p.consume_if(","):
                    blocks.append(p.parse_successor())
            st.successors[self.name] = blocks
        else:
            st.successors[self.name] = [p.parse_successor()]

    def starts(self, p: Parser) -> bool:
        return p.kind == "caret"

    def present(self, v: View) -> bool:
        return bool(v.successors(self.name))

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        self._space(pr)
        for i, block in enumerate(v.successors(self.name)):
            if i:
                pr.write(", ")
            pr.print_successor(block)


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True, slots=True)
class TypeOf(Element):
    """`type($x)`, `type(operands)`, `type(results)`, `qualified(type($x))`."""

    name: str  # operand/result name, or "$operands" / "$results"
    arity: str
    is_result: bool
    #: The builtin class the constraint's C++ type names (`parseType<VectorType>`).
    builtin: tuple[str, type] | None = None

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        st.written.add(self.name)
        if self.arity == "single":
            span = p.span
            parsed = p.parse_type()
            if (
                self.builtin is not None
                and not parsed.is_error
                and not isinstance(parsed, self.builtin[1])
            ):
                raise p.custom_error(
                    f"invalid kind of type specified: expected builtin.{self.builtin[0]}, "
                    f"but found '{parsed}'",
                    span,
                )
            st.types[self.name] = [parsed]
        elif self.arity == "optional":
            t = p.parse_optional_type()
            st.types[self.name] = [t] if t is not None else []
        else:
            types: list[Type] = []
            first = p.parse_optional_type()
            if first is not None:
                types.append(first)
                while p.consume_if(","):
                    types.append(p.parse_type())
            st.types[self.name] = types

    def starts(self, p: Parser) -> bool:
        return p.kind in ("(", "exclaim") or (p.kind == "bare" and p._starts_type(p.text))

    def present(self, v: View) -> bool:
        return bool(self.values(v))

    def values(self, v: View) -> list[Value]:
        if self.name == "$operands":
            return list(v.op.operands)
        if self.name == "$results":
            return list(v.op.results)
        return v.results(self.name) if self.is_result else v.operands(self.name)

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        values = self.values(v)
        self._space(pr)
        if values:
            pr.print_types([value.type for value in values])


@dataclass(frozen=True, slots=True)
class FunctionalType(Element):
    inputs: TypeOf
    outputs: TypeOf

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        span = p.span
        fn = p.parse_type()
        from mlir_ls.ir.types import FunctionType

        if not isinstance(fn, FunctionType):
            if fn.is_error:
                st.types[self.inputs.name] = []
                st.types[self.outputs.name] = []
                return
            raise p.fail("expected function type", span)
        st.types[self.inputs.name] = list(fn.inputs)
        st.types[self.outputs.name] = list(fn.results)
        st.written.update((self.inputs.name, self.outputs.name))

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        self._space(pr)
        pr.print_functional_type(
            [x.type for x in self.inputs.values(v)], [x.type for x in self.outputs.values(v)]
        )


CustomParse = Callable[["Parser", Operation, ParseState, tuple[Any, ...]], None]
CustomPrint = Callable[["OpAsmPrinter", Operation, View, tuple[Any, ...]], None]
CustomStarts = Callable[["Parser"], bool]


@dataclass(frozen=True, slots=True)
class CustomDirective:
    """A `custom<Name>(...)` directive implemented in Python."""

    name: str
    parse: CustomParse
    print: CustomPrint
    starts: CustomStarts | None = None
    #: Operand/result names whose types the directive provides (beyond `type(...)` args).
    provides_types: bool = False


@dataclass(frozen=True, slots=True)
class Custom(Element):
    impl: CustomDirective
    args: tuple[Any, ...]

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        self.impl.parse(p, op, st, self.args)

    def starts(self, p: Parser) -> bool:
        if self.impl.starts is None:
            return True
        return self.impl.starts(p)

    def present(self, v: View) -> bool:
        for arg in self.args:
            if isinstance(arg, Element) and not isinstance(arg, Literal):
                try:
                    return arg.present(v)
                except NotImplementedError:
                    continue
        return True

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        self._space(pr)
        self.impl.print(pr, op, v, self.args)


@dataclass(frozen=True, slots=True)
class Ref(Element):
    """`ref($x)` inside a custom directive: an element parsed earlier."""

    target: Element

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        return None

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        return None

    def present(self, v: View) -> bool:
        return self.target.present(v)


@dataclass(frozen=True, slots=True)
class Optional(Element):
    then: tuple[Element, ...]
    else_: tuple[Element, ...]
    anchor: Element
    #: A UnitAttr anchor that is not the group's first element: set when the group is present.
    unit_anchor: str | None = None
    #: Index of the first element that is not white space (it decides presence).
    lead: int = 0

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        first = self.then[self.lead]
        if first.parse_optional(p, op, st):
            for element in self.then[self.lead + 1 :]:
                element.parse(p, op, st)
            if self.unit_anchor is not None:
                op.attributes[self.unit_anchor] = at.UNIT
        else:
            for element in self.else_:
                element.parse(p, op, st)

    def starts(self, p: Parser) -> bool:
        return self.then[self.lead].starts(p)

    def parse_optional(self, p: Parser, op: Operation, st: ParseState) -> bool:
        if not self.then[self.lead].starts(p):
            return False
        self.parse(p, op, st)
        return True

    def present(self, v: View) -> bool:
        return self.anchor.present(v)

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        if self.anchor.present(v):
            for element in self.then:
                element.print(pr, op, v)
        else:
            for element in self.else_:
                element.print(pr, op, v)


@dataclass(frozen=True, slots=True)
class UnitAnchor(Element):
    """A UnitAttr in an optional group: nothing to parse or print, the group says it all."""

    name: str

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        op.attributes[self.name] = at.UNIT

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        return None

    def present(self, v: View) -> bool:
        return v.attr(self.name) is not None


@dataclass(frozen=True, slots=True)
class OIList(Element):
    """`oilist(`kw` elements | ...)`: clauses in any order, each at most once."""

    clauses: tuple[tuple[Literal, tuple[Element, ...], Element | None], ...]

    def parse(self, p: Parser, op: Operation, st: ParseState) -> None:
        seen: set[str] = set()
        while p.kind == "bare":
            for keyword, elements, anchor in self.clauses:
                if p.text == keyword.text:
                    if keyword.text in seen:
                        raise p.fail(
                            f"'{keyword.text}' clause can appear at most once in the expansion of the oilist directive"
                        )
                    seen.add(keyword.text)
                    p.advance()
                    for element in elements:
                        element.parse(p, op, st)
                    if isinstance(anchor, UnitAnchor):
                        op.attributes[anchor.name] = at.UNIT
                    break
            else:
                return

    def print(self, pr: OpAsmPrinter, op: Operation, v: View) -> None:
        for keyword, elements, anchor in self.clauses:
            if anchor is None or anchor.present(v):
                keyword.print(pr, op, v)
                for element in elements:
                    element.print(pr, op, v)


def map_elements(
    elements: tuple[Element, ...], fn: Callable[[Element, tuple[Element, ...]], Element]
) -> tuple[Element, ...]:
    """A format's element tree rebuilt: optional groups (`then`, `else_`) and oilist clauses
    around their mapped children, every other element as `fn(element, followers)`, where
    `followers` are the elements after it in its own sequence."""
    out: list[Element] = []
    for i, element in enumerate(elements):
        if isinstance(element, Optional):
            then, else_ = map_elements(element.then, fn), map_elements(element.else_, fn)
            out.append(replace(element, then=then, else_=else_))
        elif isinstance(element, OIList):
            clauses = tuple(
                (keyword, map_elements(rest, fn), anchor)
                for keyword, rest, anchor in element.clauses
            )
            out.append(replace(element, clauses=clauses))
        else:
            out.append(fn(element, elements[i + 1 :]))
    return tuple(out)


def walk_elements(elements: tuple[Element, ...]) -> Iterator[Element]:
    """Every element of a format's tree in order: each element, then inside an optional
    group its `then` and `else_` elements, inside an oilist each clause's keyword and
    elements."""
    for element in elements:
        yield element
        if isinstance(element, Optional):
            yield from walk_elements(element.then)
            yield from walk_elements(element.else_)
        elif isinstance(element, OIList):
            for keyword, rest, _ in element.clauses:
                yield keyword
                yield from walk_elements(rest)
