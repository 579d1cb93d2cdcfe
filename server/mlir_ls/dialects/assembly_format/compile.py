"""Binding a format's syntax to an `OpSpec`: the `Format` that parses and prints the op.

`compile_format(spec)` checks the format against the spec (every variable
names an operand, result, attribute, region or successor; every operand and
result type is printed or can be inferred) and raises `FormatError` when it
does not hold: a format that does not compile is a registration error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import elements as el
from mlir_ls.dialects.assembly_format.attr_kinds import dense_array, lookup_kind
from mlir_ls.dialects.assembly_format.custom import TOLERANT_CUSTOM, lookup_custom, tolerant_custom
from mlir_ls.dialects.assembly_format.syntax import FormatSyntaxError, Node, parse_format
from mlir_ls.dialects.constraints import builtin_class
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Block, Operation, Region, Value
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    ATTR_SIZED_RESULT_SEGMENTS,
    ISOLATED_FROM_ABOVE,
    SAME_OPERANDS_AND_RESULT_TYPE,
    OpSpec,
    TypesMatch,
    TypeTransform,
)
from mlir_ls.ir.types import Type
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser
    from mlir_ls.parser.base import ParseAbort

SEGMENT_ATTRS = frozenset({"operandSegmentSizes", "resultSegmentSizes"})


class FormatError(ValueError):
    """A format string that does not fit its op (raised at registration)."""


class _Spacing:
    """Upstream's generated printers decide spaces statically, element after element."""

    def __init__(self) -> None:
        self.should_emit_space = True
        self.last_was_punctuation = False

    def literal(self, value: str) -> bool:
        space = self.should_emit_space and _space_before(value, self.last_was_punctuation)
        self.should_emit_space = len(value) != 1 or value[0] not in "<({["
        self.last_was_punctuation = value[:1] != "_" and not value[:1].isalpha()
        return space

    def whitespace(self, value: str) -> None:
        if value == "\\n":
            return
        self.last_was_punctuation = not value
        self.should_emit_space = False

    def attr_dict(self) -> None:
        self.last_was_punctuation = False

    def element(self) -> bool:
        space = self.should_emit_space or not self.last_was_punctuation
        self.last_was_punctuation = False
        self.should_emit_space = True
        return space


def _space_before(value: str, last_was_punctuation: bool) -> bool:
    if len(value) != 1 and value != "->":
        return True
    if last_was_punctuation:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


class Format:
    """The compiled format of one op: its `parse` and `print` hooks."""

    def __init__(self, spec: OpSpec, text: str) -> None:
        self.spec = spec
        self.text = text
        try:
            nodes = parse_format(text)
        except FormatSyntaxError as exc:
            raise FormatError(f"{spec.name}: {exc}") from exc
        self._operands = {d.name: d for d in spec.operands}
        self._results = {d.name: d for d in spec.results}
        self._attrs = {d.name: d for d in spec.attributes}
        self._regions = {d.name: i for i, d in enumerate(spec.regions)}
        self._successors = {d.name: d for d in spec.successors}
        self._constraints = {d.name: d.constraint for d in spec.operands if d.constraint}
        self.bound_attrs: set[str] = set()
        self.typed: set[str] = set()
        self.parsed_operands: set[str] = set()
        self.has_all_operands = False
        self._spacing = _Spacing()
        self.elements = tuple(self._compile_all(nodes))
        elided = frozenset(self.bound_attrs | SEGMENT_ATTRS)
        defaults = tuple(
            (d.name, d.default) for d in spec.attributes if isinstance(d.default, at.Attribute)
        )
        self.elements = tuple(self._finish_dicts(e, elided, defaults) for e in self.elements)
        self._variadic_operands = sum(1 for d in spec.operands if d.arity != "single")
        self._variadic_results = sum(1 for d in spec.results if d.arity != "single")
        #: The groups' names (`group_values` of a spec without variadic groups, inline).
        self._operand_names = tuple([d.name for d in spec.operands])
        self._result_names = tuple([d.name for d in spec.results])
        self._check_complete()

    # ---- compilation --------------------------------------------------------------------

    def _compile_all(self, nodes: tuple[Node, ...]) -> list[el.Element]:
        return [self._compile(node) for node in nodes]

    def _compile(self, node: Node, in_custom: bool = False) -> el.Element:
        spacing = self._spacing
        if node.kind == "literal":
            if node.value in ("", " ", "\\n"):
                spacing.whitespace(node.value)
                return el.Whitespace(node.value)
            return el.Literal(node.value, space=spacing.literal(node.value))
        if node.kind == "optional":
            return self._compile_optional(node)
        if node.kind == "oilist":
            clauses = []
            for clause in node.args:
                first = clause.args[0]
                keyword = el.Literal(first.value, space=spacing.literal(first.value))
                rest = tuple(self._compile(n) for n in clause.args[1:])
                anchor = next((r for r in rest if not isinstance(r, el.Literal)), None)
                clauses.append((keyword, rest, anchor))
            return el.OIList(tuple(clauses))
        if node.kind == "directive" and node.value in (
            "attr-dict",
            "attr-dict-with-keyword",
            "prop-dict",
        ):
            spacing.attr_dict()
            if node.value == "prop-dict":
                return el.PropDict(frozenset())
            return el.AttrDict(node.value == "attr-dict-with-keyword", frozenset())
        space = False if in_custom else spacing.element()
        if node.kind == "var":
            return self._variable(node.value, space)
        if node.kind == "custom":
            impl = lookup_custom(node.value)
            if impl is None and TOLERANT_CUSTOM in self.spec.traits:
                impl = tolerant_custom(node.value)
            if impl is None:
                raise FormatError(f"{self.spec.name}: unknown custom directive '{node.value}'")
            args = tuple(self._custom_arg(arg) for arg in node.args)
            return el.Custom(impl, args, space=space)
        return self._directive(node, space)

    def _custom_arg(self, node: Node) -> Any:
        if node.kind == "directive" and node.value == "ref":
            target = self._custom_arg(node.args[0])
            return el.Ref(target)
        if node.kind == "literal":
            return el.Literal(node.value)
        if node.kind == "var":
            return self._variable(node.value, False)
        return self._directive(node, False)

    def _variable(self, name: str, space: bool) -> el.Element:
        operand = self._operands.get(name)
        if operand is not None:
            self.parsed_operands.add(name)
            return el.OperandVar(name, operand.arity, space=space)
        attr = self._attrs.get(name)
        if attr is not None:
            self.bound_attrs.add(name)
            if attr.kind == "UnitAttr":
                return el.UnitAnchor(name)
            default = attr.default if isinstance(attr.default, at.Attribute) else None
            return el.AttrVar(
                name,
                lookup_kind(attr.kind),
                symbol_name=attr.kind == "SymbolNameAttr",
                default=default,
                space=space,
            )
        if name in self._regions:
            region = self.spec.regions[self._regions[name]]
            return el.RegionVar(
                name,
                self._regions[name],
                region.variadic,
                ISOLATED_FROM_ABOVE in self.spec.traits,
                self.spec.implicit_terminator,
                space=space,
            )
        successor = self._successors.get(name)
        if successor is not None:
            return el.SuccessorVar(name, successor.variadic, space=space)
        if name in self._results:
            raise FormatError(f"{self.spec.name}: result '${name}' outside a type directive")
        raise FormatError(f"{self.spec.name}: unknown variable '${name}'")

    def _type_target(self, node: Node) -> el.TypeOf:
        if node.kind == "directive" and node.value == "qualified":
            return self._type_target(node.args[0])
        if node.kind == "directive" and node.value == "type":
            return self._type_target(node.args[0])
        if node.kind == "directive" and node.value in ("operands", "results"):
            name = "$" + node.value
            self.typed.add(name)
            return el.TypeOf(name, "variadic", node.value == "results")
        if node.kind != "var":
            raise FormatError(f"{self.spec.name}: bad type directive argument")
        name = node.value
        self.typed.add(name)
        if name in self._operands:
            operand = self._operands[name]
            cls = builtin_class(operand.constraint)
            return el.TypeOf(name, operand.arity, False, builtin=cls)
        if name in self._results:
            result = self._results[name]
            cls = builtin_class(result.constraint)
            return el.TypeOf(name, result.arity, True, builtin=cls)
        raise FormatError(f"{self.spec.name}: type of unknown variable '${name}'")

    def _directive(self, node: Node, space: bool) -> el.Element:
        word = node.value
        if word in ("type", "qualified"):
            inner = node.args[0]
            if word == "qualified" and inner.kind == "var":
                return self._variable(inner.value, space)
            target = self._type_target(inner)
            return el.TypeOf(
                target.name, target.arity, target.is_result, space=space, builtin=target.builtin
            )
        if word == "functional-type":
            inputs = self._type_target(node.args[0])
            outputs = self._type_target(node.args[1])
            return el.FunctionalType(inputs, outputs, space=space)
        if word == "operands":
            self.has_all_operands = True
            return el.AllOperands(space=space)
        if word == "regions":
            return el.AllRegions(ISOLATED_FROM_ABOVE in self.spec.traits, space=space)
        if word == "successors":
            return el.SuccessorVar(
                self.spec.successors[0].name if self.spec.successors else "",
                True,
                space=space,
            )
        raise FormatError(f"{self.spec.name}: directive '{word}' is not allowed here")

    def _compile_optional(self, node: Node) -> el.Element:
        anchor_node = next(n for n in node.args if n.anchor)
        unit_anchor: str | None = None
        first = node.args[0]
        if anchor_node.kind == "var" and anchor_node is not first:
            attr = self._attrs.get(anchor_node.value)
            if attr is not None and attr.kind == "UnitAttr":
                unit_anchor = attr.name
        then = [self._compile(n) for n in node.args]
        else_ = [self._compile(n) for n in node.else_args]
        anchor = then[node.args.index(anchor_node)]
        lead = next((i for i, e in enumerate(then) if not isinstance(e, el.Whitespace)), len(then))
        if lead == len(then):
            raise FormatError(f"{self.spec.name}: optional group has only white space")
        first_el = then[lead]
        first = node.args[lead]
        if isinstance(first_el, el.AttrDict | el.PropDict):
            raise FormatError(f"{self.spec.name}: optional group starts with {first.value!r}")
        if unit_anchor is not None:
            then = [e for e in then if not (isinstance(e, el.UnitAnchor) and e.name == unit_anchor)]
        elif isinstance(first_el, el.UnitAnchor):
            # A UnitAttr first in its group is spelled as a keyword: its name.
            then[lead] = el.Literal(first_el.name, space=True)
            unit_anchor = first_el.name
        return el.Optional(tuple(then), tuple(else_), anchor, unit_anchor, lead)

    def _finish_dicts(
        self,
        element: el.Element,
        elided: frozenset[str],
        defaults: tuple[tuple[str, at.Attribute], ...],
    ) -> el.Element:
        if isinstance(element, el.AttrDict):
            return el.AttrDict(element.keyword, elided, defaults, space=element.space)
        if isinstance(element, el.PropDict):
            return el.PropDict(elided, defaults, space=element.space)
        if isinstance(element, el.Optional):
            return el.Optional(
                tuple(self._finish_dicts(e, elided, defaults) for e in element.then),
                tuple(self._finish_dicts(e, elided, defaults) for e in element.else_),
                element.anchor,
                element.unit_anchor,
                element.lead,
                space=element.space,
            )
        return element

    def _check_complete(self) -> None:
        spec = self.spec
        if not self.has_all_operands:
            for d in spec.operands:
                if d.name not in self.parsed_operands and not self._custom_provides(d.name):
                    raise FormatError(f"{spec.name}: operand '${d.name}' not found in the format")
        known = set(self.typed)
        self.buildable: dict[str, Type] = {}
        # Like upstream, a buildable type stands in for an operand's type (one per parsed
        # operand) and for a fixed-size result's only: an optional or variadic result the
        # format leaves untyped is not buildable (and is absent unless typed).
        fixed_results = [r for r in spec.results if r.arity == "single"]
        value_defs: list[Any] = [*spec.operands, *fixed_results]
        for value_def in value_defs:
            constraint = value_def.constraint
            if constraint is not None and constraint.buildable is not None:
                self.buildable[value_def.name] = constraint.buildable
        known.update(self.buildable)
        for element in el.walk_elements(self.elements):
            if isinstance(element, el.Custom):
                for arg in element.args:
                    if isinstance(arg, el.TypeOf) or (
                        element.impl.provides_types and isinstance(arg, el.OperandVar)
                    ):
                        known.add(arg.name)
        relations = list(spec.type_relations)
        if SAME_OPERANDS_AND_RESULT_TYPE in spec.traits:
            relations.append(
                TypesMatch(
                    tuple(d.name for d in spec.operands) + tuple(d.name for d in spec.results)
                )
            )
        self.relations = tuple(relations)
        changed = True
        while changed:
            changed = False
            for rel in relations:
                if isinstance(rel, TypesMatch):
                    if any(n in known for n in rel.names) and not all(
                        n in known for n in rel.names
                    ):
                        known.update(rel.names)
                        changed = True
                elif rel.source in known and rel.target not in known:
                    known.add(rel.target)
                    changed = True
        if "$operands" in known:
            known.update(d.name for d in spec.operands)
        if "$results" in known:
            known.update(d.name for d in spec.results)
        for d in spec.operands:
            if d.name not in known:
                raise FormatError(f"{spec.name}: type of operand '${d.name}' is not known")
        if spec.infer_result_types is None:
            for r in spec.results:
                if r.name not in known:
                    raise FormatError(f"{spec.name}: type of result '${r.name}' is not known")

    def _custom_provides(self, name: str) -> bool:
        for element in el.walk_elements(self.elements):
            if isinstance(element, el.Custom):
                for arg in element.args:
                    if isinstance(arg, el.OperandVar) and arg.name == name:
                        return True
        return False

    # ---- parsing ----------------------------------------------------------------------------

    def parse(self, p: Parser, op: Operation) -> None:
        spec = self.spec
        st = el.ParseState()
        st.name_end = p.prev_end
        for region in spec.regions:
            if not region.variadic:
                op.add_region()
        for element in self.elements:
            element.parse(p, op, st)
        self._resolve(p, op, st)
        if st.attr_dict:
            self._verify_inherent_attributes(p, op, st.attr_dict)

    def _verify_inherent_attributes(
        self, p: Parser, op: Operation, written: dict[str, at.Attribute]
    ) -> None:
        """The generated parser's `verifyInherentAttrs`: an inherent attribute written in
        the `attr-dict` (not a `prop-dict`) must satisfy its constraint (a parse error, prefixed; the
        op is then kept unregistered, as after any failed custom parse)."""
        from mlir_ls.dialects.invariants import kind_violation

        for attr_def in self.spec.attributes:
            value = written.get(attr_def.name)
            if value is None:
                continue
            if attr_def.check is not None:
                problem = attr_def.check(value)
                if problem is None or not problem.startswith("attribute '"):
                    continue  # an op-level finding of the verifier's
            else:
                summary = kind_violation(attr_def.kind, value)
                if summary is None:
                    continue
                problem = f"attribute '{attr_def.name}' failed to satisfy constraint: {summary}"
            # upstream builds no op; the parse goes on after it (its text was read)
            p.custom_error(f"'{op.name}' op {problem}", p.op_name_span_for(op))
            op.spec = None
            return

    def _resolve(self, p: Parser, op: Operation, st: el.ParseState) -> None:
        spec = self.spec
        types = st.types
        operands = st.operands
        for name, built in self.buildable.items():
            if name not in types:
                group = operands.get(name)
                types[name] = [built] * (1 if group is None else len(group))
        if self.relations:
            counts = {name: len(values) for name, values in operands.items()}
            self._apply_relations(p, st, types, counts)
        span = p.span
        if "$operands" in operands:
            names = operands["$operands"]
            flat: list[Type] = []
            if "$operands" in types:
                flat = types["$operands"]
            else:
                for d in spec.operands:
                    flat.extend(types.get(d.name, []))
            if len(flat) != len(names):
                raise count_mismatch(p, len(names), len(flat), names[0].span if names else span)
            op.operands.extend(p.resolve_operands(names, flat, span))
        else:
            all_types = types.get("$operands")
            offset = 0
            sizes: list[int] = []
            for d in spec.operands:
                group = operands.get(d.name, [])
                sizes.append(len(group))
                if all_types is not None:
                    group_types: list[Type] = all_types[offset : offset + len(group)]
                    offset += len(group)
                    if len(group_types) != len(group):
                        first = next((g[0].span for g in operands.values() if g), span)
                        count = sum(len(g) for g in operands.values())
                        raise count_mismatch(p, count, len(all_types), first)
                else:
                    group_types = types.get(d.name, [])
                if group:
                    if not group_types:
                        group_types = [ty.ERROR_TYPE]
                    elif len(group_types) != len(group) and (
                        len(group_types) != 1 or d.name in st.written
                    ):
                        raise count_mismatch(p, len(group), len(group_types), group[0].span)
                    op.operands.extend(p.resolve_operands(group, group_types, group[0].span))
                elif group_types and d.arity == "single":
                    raise p.fail(f"0 operands present, but expected {len(group_types)}", span)
            if ATTR_SIZED_OPERAND_SEGMENTS in spec.traits:
                op.attributes["operandSegmentSizes"] = dense_array(ty.I32, sizes)
        for name, blocks in st.successors.items():
            del name
            op.successors = [*op.successors, *blocks]
        if st.variadic_regions:
            for region_def in spec.regions:
                if region_def.variadic:
                    for region in st.variadic_regions.get(region_def.name, []):
                        op.add_region(region)
        # results
        all_results = types.get("$results")
        if all_results is not None:
            for t in all_results:
                op.add_result(t)
            return
        result_sizes: list[int] = []
        missing = False
        for r in spec.results:
            if r.name not in types:
                missing = True
                break
        if missing and spec.infer_result_types is not None:
            p.add_inferred_results(op, spec.infer_result_types(op))
            return
        for r in spec.results:
            group_types = types.get(r.name, [])
            if r.arity == "single" and not group_types:
                group_types = [ty.ERROR_TYPE]
            result_sizes.append(len(group_types))
            for t in group_types:
                op.add_result(t)
        if ATTR_SIZED_RESULT_SEGMENTS in spec.traits:
            op.attributes["resultSegmentSizes"] = dense_array(ty.I32, result_sizes)

    def _apply_relations(
        self, p: Parser, st: el.ParseState, types: dict[str, list[Type]], counts: dict[str, int]
    ) -> None:
        for _ in range(3):
            changed = False
            for rel in self.relations:
                if isinstance(rel, TypesMatch):
                    source = next((types[n] for n in rel.names if types.get(n)), None)
                    if source is None:
                        continue
                    for n in rel.names:
                        if n not in types:
                            types[n] = [source[0]] * counts.get(n, 1)
                            changed = True
                elif isinstance(rel, TypeTransform):
                    if rel.target in types or not types.get(rel.source):
                        continue
                    src = types[rel.source][0]
                    constraint = self._constraints.get(rel.source)
                    if constraint is not None and not constraint(src):
                        raise p.custom_error(
                            f"'{rel.source}' must be {constraint.description}, but got '{src}'",
                            _op_name_span(p, st),
                        )
                    result = ty.ERROR_TYPE if src.is_error else rel.transform(src)
                    types[rel.target] = [result] * counts.get(rel.target, 1)
                    changed = True
            if not changed:
                return

    # ---- printing ----------------------------------------------------------------------------

    def print(self, pr: OpAsmPrinter, op: Operation) -> None:
        view = el.View(op, self)
        for element in self.elements:
            element.print(pr, op, view)

    # ---- groups ----------------------------------------------------------------------------

    def operand_groups(self, op: Operation) -> dict[str, list[Value]]:
        if self._variadic_operands == 0:
            return {name: [v] for name, v in zip(self._operand_names, op.operands, strict=False)}
        return group_values(
            op, self.spec.operands, op.operands, "operandSegmentSizes", self._variadic_operands
        )

    def result_groups(self, op: Operation) -> dict[str, list[Value]]:
        if self._variadic_results == 0:
            return {name: [r] for name, r in zip(self._result_names, op.results, strict=False)}
        return group_values(
            op, self.spec.results, list(op.results), "resultSegmentSizes", self._variadic_results
        )

    def region_group(self, op: Operation, name: str) -> list[Region]:
        index = self._regions.get(name)
        if index is None:
            return []
        if self.spec.regions[index].variadic:
            return list(op.regions[index:])
        return [op.regions[index]] if index < len(op.regions) else []

    def successor_group(self, op: Operation, name: str) -> list[Block]:
        names = [d.name for d in self.spec.successors]
        if name not in names or not names:
            return list(op.successors)
        index = names.index(name)
        if self.spec.successors[index].variadic:
            return list(op.successors[index:])
        return list(op.successors[index : index + 1])


def group_values(
    op: Operation, defs: tuple[Any, ...], values: list[Any], segment_attr: str, variadic: int
) -> dict[str, list[Any]]:
    """Split `values` into the spec's groups (segment sizes, else the one variadic group)."""
    groups: dict[str, list[Any]] = {}
    if variadic == 0:
        for d, v in zip(defs, values, strict=False):
            groups[d.name] = [v]
        return groups
    segments = op.attr(segment_attr)
    if isinstance(segments, at.DenseArrayAttr) and len(segments.values) == len(defs):
        start = 0
        for d, size in zip(defs, segments.values, strict=True):
            groups[d.name] = values[start : start + int(size)]
            start += int(size)
        return groups
    fixed = len(defs) - variadic
    rest = max(0, len(values) - fixed)
    start = 0
    for d in defs:
        size = 1 if d.arity == "single" else rest
        if d.arity != "single":
            rest = 0
        groups[d.name] = values[start : start + size]
        start += size
    return groups


def _op_name_span(p: Parser, st: el.ParseState) -> Span:
    end = st.name_end
    start = end
    src = p.src
    while start > 0 and not src[start - 1].isspace() and src[start - 1] not in "=":
        start -= 1
    return Span(start, end)


def compile_format(spec: OpSpec) -> Format:
    """Compile `spec.assembly_format`; raises FormatError."""
    assert spec.assembly_format is not None
    return Format(spec, spec.assembly_format)


def attach_format(spec: OpSpec) -> OpSpec:
    """Compile the spec's format and install its parse/print hooks (unless hand-written)."""
    fmt = compile_format(spec)
    spec.format = fmt
    if spec.parse is None:
        spec.parse = fmt.parse
    if spec.print is None:
        spec.print = fmt.print
    return spec


__all__ = ["Format", "FormatError", "attach_format", "compile_format", "group_values"]

_ = Block  # re-exported types used in annotations above


def count_mismatch(p: Parser, operands: int, types: int, span: Span) -> ParseAbort:
    """OpAsmParser::resolveOperands of a generated parser: operand and type lists differ."""
    return p.count_mismatch(operands, types, span)
