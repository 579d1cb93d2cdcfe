"""The reduced model (`records.reduce_dump`) to the registry's `DialectSpec`s.

Each op becomes an `OpSpec` built like a hand-written one (`dialects/ods.op`): the
declarative `assemblyFormat` compiles through the assembly-format engine (unknown
`custom<Name>` directives parse tolerantly), ops with a C++ parser
(`hasCustomAssemblyFormat`) parse tolerantly in their custom form and exactly in the
generic form, and a format the engine cannot compile falls back to the tolerant parse
with an `OdsProblem`. Type and attribute constraints are evaluated from their
predicates (`constraints.py`), types, attributes and enums come from `defs.py`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import FormatError, FormatSyntaxError, parse_format
from mlir_ls.dialects.assembly_format import elements as el
from mlir_ls.dialects.assembly_format.attr_kinds import message_cases
from mlir_ls.dialects.assembly_format.custom import (
    TOLERANT_CUSTOM,
    lookup_custom,
    tolerant_custom,
    tolerant_reads,
)
from mlir_ls.dialects.assembly_format.syntax import Node
from mlir_ls.dialects.invariants import value_groups
from mlir_ls.dialects.ods import op as make_op
from mlir_ls.dialects.ods_import.constraints import PredicateCompiler
from mlir_ls.dialects.ods_import.defs import DefsBuilder
from mlir_ls.dialects.ods_import.known import (
    CPP_FORMS,
    CPP_VERIFIERS,
    CPREDS,
    CUSTOM_DIRECTIVES,
    INFERENCE,
    OP_FORMS,
    RESULT_NAMES,
    SSACFG_REGION_OPS,
    hlo_element_key,
)
from mlir_ls.dialects.ods_import.op_predicates import OpCheck, OpPredicateCompiler
from mlir_ls.dialects.ods_import.problems import OdsProblem
from mlir_ls.dialects.ods_import.stripped import Reader, with_stripped_types
from mlir_ls.dialects.ods_import.torch_parts import TRANSFORMS as TORCH_TRANSFORMS
from mlir_ls.ir import types as ty
from mlir_ls.ir.spec import (
    GRAPH_REGION,
    SSACFG_REGIONS,
    AttrDef,
    DialectSpec,
    OperandDef,
    OpSpec,
    RegionDef,
    ResultDef,
    SuccessorDef,
    TypeConstraint,
    TypesMatch,
    TypeTransform,
)
from mlir_ls.parser.base import ParseAbort
from mlir_ls.parser.tolerant import adopt_tolerant_parse

if TYPE_CHECKING:
    from mlir_ls.ir.core import Operation
    from mlir_ls.parser import Parser
    from mlir_ls.text.span import Span

#: Marks an op imported from ODS (hover and the tooling tell them apart).
ODS_IMPORTED = "OdsImported"
#: Marks an imported op whose custom form is read without checks (C++ parser or printer).
ODS_TOLERANT_FORM = "OdsTolerantForm"
#: Marks an imported op read exactly by a known C++ parser whose printer is not known here:
#: it prints in the generic form.
ODS_NO_PRINTER = "OdsNoPrinter"
#: Marks an imported op with neither an assembly format nor a C++ parser
#: (`hasCustomAssemblyFormat` unset): upstream reads and writes it in the generic form only.
ODS_GENERIC_ONLY = "OdsGenericOnly"


@dataclass(slots=True)
class BuildResult:
    specs: list[DialectSpec] = field(default_factory=list)
    problems: list[OdsProblem] = field(default_factory=list)


def build_dialects(model: dict[str, Any]) -> BuildResult:
    """One `DialectSpec` per dialect of `model` (from `reduce_dump`), with the problems met.

    Never raises on a model it does not understand: each op that cannot be built is
    reported and left out.
    """
    result = BuildResult()
    try:
        builder = _Builder(model, result.problems)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        result.problems.append(OdsProblem(f"ODS model not understood: {exc!r}", severity="error"))
        return result
    for dialect in model.get("dialects") or []:
        try:
            spec = builder.dialect(dialect)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            result.problems.append(
                OdsProblem(f"dialect {dialect.get('name')!r} not understood: {exc!r}")
            )
            continue
        if spec is not None and spec.ops:
            # A dialect a file only mentions (its types, `builtin`) is described elsewhere.
            result.specs.append(spec)
    return result


def _problem(message: str, loc: str, severity: str = "warning") -> OdsProblem:
    path, _, line = loc.rpartition(":")
    if path and line.isdigit():
        return OdsProblem(message, Path(path), int(line), severity)  # type: ignore[arg-type]
    return OdsProblem(message, None, None, severity)  # type: ignore[arg-type]


class _Builder:
    def __init__(self, model: dict[str, Any], problems: list[OdsProblem]) -> None:
        self.model = model
        self.problems = problems
        self.defs = DefsBuilder(model)
        self.preds = PredicateCompiler(model.get("preds") or {}, self.defs.classes, CPREDS)
        self.constraints: dict[str, dict[str, Any]] = model.get("constraints") or {}
        self.op_preds = OpPredicateCompiler(model.get("preds") or {}, self.preds)
        self._types: dict[str, TypeConstraint | None] = {}

    # ---- dialects ----------------------------------------------------------------------

    def dialect(self, model: dict[str, Any]) -> DialectSpec | None:
        name = model["name"]
        spec = DialectSpec(name, model.get("summary") or "")
        for message, loc in model.get("problems") or []:
            self.problems.append(_problem(message, loc))
        self.defs.install(spec, model, self.problems)
        for op_model in model.get("ops") or []:
            try:
                op_spec = self.op(op_model)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
                self.problems.append(
                    _problem(f"op {op_model.get('name')!r} not imported: {exc!r}", op_model["loc"])
                )
                continue
            spec.ops[op_spec.name] = op_spec
        return spec

    # ---- constraints -------------------------------------------------------------------

    def type_constraint(self, name: str | None) -> TypeConstraint | None:
        if name is None:
            return None
        if name in self._types:
            return self._types[name]
        entry = self.constraints.get(name) or {}
        check = self.preds.compile(entry.get("pred"))
        buildable = self.defs.buildable(entry.get("builder"))
        found: TypeConstraint | None = None
        if check is not None or buildable is not None:
            summary = entry.get("summary") or name
            test = check
            found = TypeConstraint(
                summary,
                (lambda t: t.is_error or test(t) is not False) if test else (lambda t: True),
                buildable,
            )
        self._types[name] = found
        return found

    def attr_check(self, name: str | None, attr_name: str) -> Callable[[Any], str | None] | None:
        if name is None:
            return None
        entry = self.constraints.get(name) or {}
        check = self.preds.compile(entry.get("pred"))
        if check is None:
            return None
        summary = entry.get("summary") or name

        def run(value: Any) -> str | None:
            if getattr(value, "is_error", False) or check(value) is not False:
                return None
            return f"attribute '{attr_name}' failed to satisfy constraint: {summary}"

        return run

    # ---- ops ---------------------------------------------------------------------------

    def op(self, model: dict[str, Any]) -> OpSpec:
        name = model["name"]
        fmt = model.get("format")
        dialect = name.split(".", 1)[0]
        known = {n: d for (ns, n), d in CUSTOM_DIRECTIVES.items() if ns == dialect}
        tolerant_names = _tolerant_variables(fmt, known) if fmt and "custom<" in fmt else set()
        operands = [
            OperandDef(n, arity, None if n in tolerant_names else self.type_constraint(c))
            for n, arity, c in model["operands"]
        ]
        results = [
            ResultDef(n or f"result{i}", arity, self.type_constraint(c))
            for i, (n, arity, c) in enumerate(model["results"])
        ]
        attrs = [self.attr(a, a[0] in tolerant_names) for a in model["attrs"]]
        traits = set(model["traits"]) | {ODS_IMPORTED}
        regions = [
            RegionDef(
                n, variadic=variadic, single_block="SingleBlock" in traits, min_blocks=min_blocks
            )
            for n, variadic, min_blocks in model["regions"]
        ]
        successors = [SuccessorDef(n, variadic) for n, variadic in model["successors"]]
        relations = self.relations(model.get("relations") or [])
        parts: dict[str, Any] = {
            "operands": operands,
            "results": results,
            "attrs": attrs,
            "regions": regions,
            "successors": successors,
            "parents": model.get("parents") or (),
            "relations": relations,
            "implicit_terminator": model.get("implicit_terminator"),
        }
        names = RESULT_NAMES.get(name) or _default_result_names(model, traits)
        if names is not None:
            parts["result_names"] = names
        summary = model.get("summary") or ""
        checks: list[Callable[[Any, Any], bool]] = []
        preds = [
            (message, check)
            for kind, message, pred in (r for r in model.get("relations") or [] if r[0] == "pred")
            if (check := self.op_preds.compile(pred)) is not None
        ]
        if preds:
            checks.append(_pred_checks(preds))
        if traits & _ELEMENT_TRAITS.keys():
            checks.append(_element_type_checks(traits))
        local = True
        if name in CPP_VERIFIERS:
            cpp_check, local = CPP_VERIFIERS[name]
            checks.append(cpp_check)
        if checks:
            parts["verify"] = _first_failure(checks)
            parts["local_verify"] = local
        if "DefaultDialect" in traits:
            parts["default_dialect"] = name.split(".", 1)[0]
        if sum(1 for d in operands if d.arity != "single") > 1 and (
            "AttrSizedOperandSegments" not in traits
        ):
            # SameVariadicOperandSize and friends: groups the invariants cannot split.
            parts["operands"] = [OperandDef(d.name, d.arity) for d in operands]
        if sum(1 for d in results if d.arity != "single") > 1 and (
            "AttrSizedResultSegments" not in traits
        ):
            parts["results"] = [ResultDef(d.name, d.arity) for d in results]
        if fmt and not model.get("custom_format"):
            try:
                try:
                    spec = make_op(name, summary, fmt, traits=traits | {TOLERANT_CUSTOM}, **parts)
                except FormatError as exc:
                    if "type of result" not in str(exc) or "InferTypeOpInterface" not in traits:
                        raise
                    # InferTypeOpInterface: the C++ infers what the format leaves out.
                    count = len(results)
                    spec = make_op(
                        name,
                        summary,
                        fmt,
                        traits=traits | {TOLERANT_CUSTOM},
                        infer=INFERENCE.get(name) or (lambda op: [ty.ERROR_TYPE] * count),
                        **parts,
                    )
            except (FormatError, FormatSyntaxError, StopIteration, IndexError, KeyError) as exc:
                self.problems.append(
                    _problem(
                        f"assembly format of '{name}' not understood ({exc}); its custom "
                        "form is parsed without checks",
                        model.get("loc", ""),
                    )
                )
            else:
                stripped = self.stripped_types(model, fmt)
                if stripped and spec.format is not None:
                    spec.format.elements = with_stripped_types(spec.format.elements, stripped)
                _with_checked_attr_dict(spec)
                if _bind_customs(spec, known):
                    spec.print = None  # what a tolerant directive read cannot be printed
                    spec.parse = _with_fallback(spec.format.parse)
                    spec.traits = spec.traits | {ODS_TOLERANT_FORM}
                return spec
        cpp_form = model.get("cpp_parser")
        if model.get("custom_format") and (
            name in OP_FORMS or (cpp_form and cpp_form[0] in CPP_FORMS)
        ):
            # a C++ parser and printer whose code is known (`known.CPP_FORMS`, `OP_FORMS`)
            known_form = OP_FORMS.get(name)
            if known_form is None:
                assert cpp_form is not None
                known_form = CPP_FORMS[cpp_form[0]](*cpp_form[1:])
            parse, print_ = known_form
            if print_ is None:
                traits = traits | {ODS_NO_PRINTER}
            if regions and not _ssacfg_regions(name, traits):
                # RegionKindInterface whose C++ is not known to say SSACFG: not checked
                traits = traits | {GRAPH_REGION}
            return make_op(name, summary, traits=traits, parse=parse, print=print_, **parts)
        kinds = {ODS_TOLERANT_FORM}
        if not fmt and not model.get("custom_format"):
            kinds.add(ODS_GENERIC_ONLY)
        if regions and _ssacfg_regions(name, traits):
            kinds.add(SSACFG_REGIONS)
        return make_op(name, summary, traits=traits | kinds, parse=_parse_cpp_form, **parts)

    def stripped_types(self, model: dict[str, Any], fmt: str) -> dict[str, tuple[str, str, Reader]]:
        """Single values constrained to one dialect type whose `type($x)` is written stripped
        (not inside `qualified(...)`)."""
        qualified = set(re.findall(r"qualified\(\s*type\(\s*\$(\w+)", fmt))
        found: dict[str, tuple[str, str, Reader]] = {}
        for n, arity, c in [*model["operands"], *model["results"]]:
            if not n or arity != "single" or c is None or n in qualified:
                continue
            entry = self.defs.stripped_type((self.constraints.get(c) or {}).get("cpp"))
            if entry is not None:
                found[n] = entry
        return found

    def attr(self, model: list[Any], tolerant: bool) -> AttrDef:
        name, kind, constraint, optional, default, is_property = model
        kind_name = self.defs.attr_kind(kind)
        default_value = self.defs.default_value(kind, default)
        return AttrDef(
            name,
            kind_name,
            optional=bool(optional) or default is not None or tolerant,
            is_property=bool(is_property),
            default=default_value,
            # DefaultValuedAttr: stored when absent (the generic form prints it);
            # DefaultValuedOptionalAttr (`isOptional`): only elided by the custom form
            stored_default=default_value is not None and not (optional and constraint),
            check=None if tolerant else self.attr_check(constraint, name),
        )

    def relations(self, models: list[Any]) -> list[TypesMatch | TypeTransform]:
        out: list[TypesMatch | TypeTransform] = []
        for rel in models:
            if rel[0] == "match":
                out.append(TypesMatch(tuple(rel[1])))
            elif rel[0] == "with":
                _, source, target, transformer, summary = rel
                fn = _TRANSFORMS.get(re.sub(r"\s+|::mlir::|::llvm::", "", transformer))
                if fn is not None:
                    out.append(TypeTransform(source, target, fn, summary))
                else:  # unknown C++: the format may omit the type, it is not checked
                    out.append(TypeTransform(source, target, _unknown_type))
        return out


#: Traits on element types (OpDefinition.cpp's verifySame*ElementType), with their message.
_ELEMENT_TRAITS = {
    "SameOperandsAndResultElementType": (
        True,
        "requires the same element type for all operands and results",
    ),
    "SameOperandsElementType": (False, "requires the same element type for all operands"),
    # hlo::OpTrait: equal up to quantization (only builtin element types are compared).
    "CompatibleOperandsAndResultElementType": (
        True,
        "requires compatible element types for all operands and results",
    ),
}


#: The code of a parse-time inherent attribute error (never re-read tolerantly).
INHERENT_ATTR_CODE = "ods-inherent-attr"


# (no `slots=True`: slots made again for the compiled base's fields would hide them)
@dataclass(frozen=True)
class _CheckedAttrDict(el.AttrDict):
    """`attr-dict` whose inherent attributes are checked as soon as it is read.

    The generated parser of an op with properties verifies the inherent attributes of its
    attribute dictionary right after reading it (`verifyInherentAttrs`), reporting
    `custom op 'x' 'x' op attribute ...` at the dictionary.
    """

    checks: tuple[tuple[str, Callable[[Any], str | None]], ...] = ()

    def parse(self, p: Parser, op: Operation, st: el.ParseState) -> None:
        span = p.span
        before = dict(op.attributes)
        el.AttrDict.parse(self, p, op, st)
        for name, check in self.checks:
            value = op.attributes.get(name)
            if value is None or before.get(name) is value:
                continue  # not written in the dictionary (the verifier checks the rest)
            problem = check(value)
            if problem is not None:
                message = f"custom op '{op.name}' '{op.name}' op {problem}"
                raise p.fail(message, span, code=INHERENT_ATTR_CODE)


def _with_checked_attr_dict(spec: OpSpec) -> None:
    fmt = spec.format
    checks = tuple((a.name, a.check) for a in spec.attributes if a.check is not None)
    if fmt is None or not checks:
        return
    fmt.elements = tuple(
        _CheckedAttrDict(e.keyword, e.elided, e.defaults, checks=checks, space=e.space)
        if type(e) is el.AttrDict
        else e
        for e in fmt.elements
    )


def _inherent_attr_error(p: Parser, diagnostics: int) -> bool:
    return any(d.code == INHERENT_ATTR_CODE for d in p.diagnostics[diagnostics:])


def _default_result_names(
    model: dict[str, Any], traits: set[str]
) -> Callable[[Any], list[str | None]] | None:
    """Upstream's default SSA names for an op of several results, none variadic, all named
    in ODS: the ODS names (`%values, %indices = chlo.top_k`); an op implementing
    `OpAsmOpInterface` names them in C++ instead."""
    results = model["results"]
    if len(results) < 2 or "OpAsmOpInterface" in traits:
        return None
    if any(arity != "single" or not n for n, arity, _ in results):
        return None
    names: list[str | None] = [n for n, _, _ in results]

    def result_names(op: Any) -> list[str | None]:
        return list(names) if len(op.results) == len(names) else []

    return result_names


def _first_failure(checks: list[Callable[[Any, Any], bool]]) -> Callable[[Any, Any], None]:
    """The op's verify hook: its checks in upstream's order, stopping at the first error."""

    def verify(op: Operation, ctx: Any) -> None:
        for check in checks:
            if not check(op, ctx):
                return

    return verify


def _pred_checks(preds: list[tuple[str, OpCheck]]) -> Callable[[Any, Any], bool]:
    """`PredOpTrait`s (OpInvariants, after the operand and result constraints)."""

    def verify(op: Operation, ctx: Any) -> bool:
        spec = op.spec
        if spec is None:
            return True
        values = _named_types(op, spec)
        for message, check in preds:
            if check(values) is False:
                ctx.error(op, f"failed to verify that {message}")
                return False
        return True

    return verify


def _named_types(op: Operation, spec: OpSpec) -> dict[str, list[Any]]:
    """The types of the op's operands and results by ODS name (none where several variadic
    groups without segment sizes leave the split to C++)."""
    for defs, segments in (
        (spec.operands, "operandSegmentSizes"),
        (spec.results, "resultSegmentSizes"),
    ):
        if sum(1 for d in defs if d.arity != "single") > 1 and op.attr(segments) is None:
            return {}
    groups = value_groups(op, spec)
    return {name: [v.type for v in values] for name, values in groups.items()}


def _element_type_checks(traits: set[str]) -> Callable[[Any, Any], bool]:
    checks = [_ELEMENT_TRAITS[t] for t in sorted(traits & _ELEMENT_TRAITS.keys())]

    def verify(op: Operation, ctx: Any) -> bool:
        for with_results, message in checks:
            if not message.startswith("requires compatible"):
                # verifySame*ElementType start with verifyAtLeastNOperands(op, 1) (and
                # verifyAtLeastNResults(op, 1) when results take part).
                for count, what in (
                    (len(op.operands), "operands"),
                    *(((len(op.results), "results"),) if with_results else ()),
                ):
                    if count < 1:
                        ctx.error(op, f"expected 1 or more {what}, but found 0")
                        return False
            values = [*op.operands, *(op.results if with_results else ())]
            elements: list[Any] = [_element_or_self(v.type) for v in values if not v.type.is_error]
            if message.startswith("requires compatible"):
                elements = [hlo_element_key(e) for e in elements]
                if any(e is None for e in elements):
                    continue
            if any(e != elements[0] for e in elements if not getattr(e, "is_error", False)):
                ctx.error(op, message)
                return False
        return True

    return verify


def _unknown_type(t: ty.Type) -> ty.Type:
    return ty.ERROR_TYPE


def _element_or_self(t: ty.Type) -> ty.Type:
    return t.element_type if isinstance(t, ty.ShapedType) else t


#: TypesMatchWith transformers whose C++ is known.
_TRANSFORMS: dict[str, Callable[[ty.Type], ty.Type]] = {
    "$_self": lambda t: t,
    "getElementTypeOrSelf($_self)": _element_or_self,
    "cast<ShapedType>($_self).getElementType()": _element_or_self,
    "cast<TensorType>($_self).getElementType()": _element_or_self,
    "cast<MemRefType>($_self).getElementType()": _element_or_self,
    "cast<VectorType>($_self).getElementType()": _element_or_self,
    **TORCH_TRANSFORMS,
}


def _tolerant_variables(fmt: str, known: dict[str, el.CustomDirective]) -> set[str]:
    """Variables named inside `custom<...>` directives with no Python implementation."""
    try:
        nodes = parse_format(fmt)
    except FormatSyntaxError:
        return set()
    names: set[str] = set()

    def walk(items: tuple[Node, ...], inside: bool) -> None:
        for node in items:
            unknown = (
                node.kind == "custom"
                and lookup_custom(node.value) is None
                and node.value not in known
            )
            if node.kind == "var" and inside:
                names.add(node.value)
            walk(node.args, inside or unknown)
            walk(node.else_args, inside)

    walk(nodes, False)
    return names


def _registered_names() -> set[str]:
    from mlir_ls.dialects.assembly_format import custom

    return set(custom._CUSTOM)


def _bind_customs(spec: OpSpec, known: dict[str, el.CustomDirective]) -> bool:
    """Put the dialect's known directives in place of the stand-ins the format compiled
    with, and give each remaining tolerant one the token that ends it (the format's next
    literal). True when a tolerant directive remains."""
    fmt = spec.format
    if fmt is None:
        return False
    registered = _registered_names()
    tolerant = False

    def bind(element: el.Element, followers: tuple[el.Element, ...]) -> el.Element:
        nonlocal tolerant
        if not isinstance(element, el.Custom) or element.impl.name in registered:
            return element
        impl = known.get(element.impl.name)
        if impl is None:
            tolerant = True
            impl = tolerant_custom(element.impl.name, frozenset(_stops(list(followers))))
        return el.Custom(impl, element.args, space=element.space)

    fmt.elements = el.map_elements(fmt.elements, bind)
    return tolerant


def _stops(followers: list[el.Element]) -> set[str]:
    stops: set[str] = set()
    for follower in followers:
        if isinstance(follower, el.Whitespace):
            continue
        if isinstance(follower, el.Literal):
            stops.add(follower.text)
        elif isinstance(follower, el.AttrDict):
            stops.add("{")
        elif isinstance(follower, el.Optional):
            first = follower.then[follower.lead]
            if isinstance(first, el.Literal):
                stops.add(first.text)
            continue
        break
    return stops


def _with_fallback(parse: Callable[[Any, Any], None]) -> Callable[[Any, Any], None]:
    """A format parse whose tolerant directives may have misread: on a syntax error, the
    whole op is read again tolerantly (as with a C++ parser) and the error dropped."""
    return _guarded(_fallback_run(parse))


def _guarded(run: Callable[[Any, Any], None]) -> Callable[[Any, Any], None]:
    def guarded(p: Parser, op: Operation) -> None:
        p.run_guarded(run, op)

    return guarded


@dataclass(frozen=True, slots=True)
class _Start:
    """Where a format parse of an op began: what a tolerant re-read rolls back to."""

    name_span: Span
    diagnostics: int
    pending: int

    @staticmethod
    def of(p: Parser) -> _Start:
        return _Start(p.op_name_span(), len(p.diagnostics), len(p._pending_operands))

    def checked_error(self, p: Parser) -> bool:
        """The failure is a checked inherent attribute (never re-read tolerantly)."""
        return _inherent_attr_error(p, self.diagnostics)

    def reread(self, p: Parser, op: Operation) -> None:
        _reread_tolerantly(p, op, self.name_span.end, self.diagnostics, self.pending)


def _fallback_run(parse: Callable[[Any, Any], None]) -> Callable[[Any, Any], None]:
    def run(p: Parser, op: Operation) -> None:
        start = _Start.of(p)
        reads = tolerant_reads()
        try:
            parse(p, op)
        except ParseAbort:
            if tolerant_reads() == reads or start.checked_error(p):
                raise  # an error before any tolerant directive, or a checked one: real
            start.reread(p, op)

    return run


def _reread_tolerantly(
    p: Parser, op: Operation, after_name: int, diagnostics: int, pending: int
) -> None:
    """Forget what a failed parse of `op` recorded and read it again as a C++ form."""
    del p.diagnostics[diagnostics:]
    del p._pending_operands[pending:]
    op.operands = []
    op.regions = []
    op.results.clear()
    op.attributes.clear()
    p.reset(after_name)
    _parse_cpp_form(p, op)


def tolerate_newer_syntax(dialect: DialectSpec, origin: str) -> None:
    """The ops of an upstream dialect imported from `.td` files that may be older than the
    user's MLIR (`origin` names them, e.g. "LLVM 22"): a custom form its declarative format
    cannot read is read tolerantly with one warning instead of a syntax error, since a newer
    MLIR may have changed the format (new keywords, enum cases, operands)."""
    for spec in dialect.ops.values():
        fmt = spec.format
        if fmt is None or spec.parse is None or ODS_IMPORTED not in spec.traits:
            continue
        inner = _fallback_run(fmt.parse) if ODS_TOLERANT_FORM in spec.traits else fmt.parse
        spec.parse = _guarded(_newer_syntax_run(inner, spec.name, origin))


def _newer_syntax_run(
    parse: Callable[[Any, Any], None], name: str, origin: str
) -> Callable[[Any, Any], None]:
    def run(p: Parser, op: Operation) -> None:
        start = _Start.of(p)
        try:
            parse(p, op)
        except ParseAbort:
            if start.checked_error(p) or not _newer_word(p, start.diagnostics):
                raise
            message = f"could not read '{name}' with its {origin} assembly format"
        else:
            bound = p._bound_result_count(start.name_span)
            if bound <= len(op.results):
                return
            # `%r = op ...` binding more results than the `.td` defines: a newer op.
            message = f"'{name}' has {len(op.results)} results in its {origin} definition"
        start.reread(p, op)
        p.warning(f"{message}; parsed tolerantly", start.name_span, code="ods-newer-syntax")

    return run


_EXPECTED_WORDS = re.compile(r"'([A-Za-z_][\w$.]*)'")
_SHAPED = frozenset({"memref", "tensor", "vector", "complex", "tuple"})
_TYPE_WORD = re.compile(r"[su]?i\d+|f\d+|bf16|tf32|f[468]E\w+")


def _newer_word(p: Parser, diagnostics: int) -> bool:
    """Whether a declarative format's failure may be newer syntax rather than a mistake.

    A newer MLIR changes a format by words: a new keyword, clause or enum case where the
    older format expects something else. So the failure must be at a bare word, and that
    word must not be a near miss (`_near`) of a word the parser said it expected (the
    quoted keywords of "expected 'x'", the cases of "expected E to be one of: a, b" or of
    "... enum values for attribute 'x' [a, b]"):
    `gnag` for `gang` is a typo. Anything else (punctuation, a value, a builtin type
    keyword where the format wants something else, an error away from the word such as a
    use of another type than its value's) is an error.
    """
    if not any(
        d.is_error and p.prev_end <= d.span.start <= p.end for d in p.diagnostics[diagnostics:]
    ):
        return False  # the failure is not at this word
    if (
        p.kind != "bare"
        or _TYPE_WORD.fullmatch(p.text)
        or (p.text in _SHAPED and p.peek_kind() == "<")
    ):
        return False  # a type where the format wants something else: `:` forgotten
    word = p.text
    expected: set[str] = set()
    for diag in p.diagnostics[diagnostics:]:
        message = diag.message
        expected.update(_EXPECTED_WORDS.findall(message))
        enum = message_cases(message)
        if enum is not None:
            expected.update(enum[1])
    return word not in expected and not any(_near(word, e) for e in expected)


def _near(a: str, b: str) -> bool:
    """Optimal string alignment distance of at most 1 (2 for words of 8 or more letters):
    one letter added, dropped, changed or two swapped."""
    limit = 2 if max(len(a), len(b)) >= 8 else 1
    if abs(len(a) - len(b)) > limit:
        return False
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], prev2[j - 2] + 1)
        prev2, prev = prev, row
    return prev[len(b)] <= limit


def _ssacfg_regions(name: str, traits: set[str]) -> bool:
    """Upstream's region kind: SSACFG unless the op implements `RegionKindInterface`, whose
    C++ `getRegionKind` is known here only for the ops `known.SSACFG_REGION_OPS` lists."""
    if "HasOnlyGraphRegion" in traits:
        return False
    return "RegionKindInterface" not in traits or name in SSACFG_REGION_OPS


def _parse_cpp_form(p: Parser, op: Operation) -> None:
    """The custom form of an op with a C++ parser: a tolerant parse, as a known op.

    Operands, successors, regions, symbol and alias uses are recorded; the op is then
    left unchecked (`spec` None), like upstream would be without its C++ verifier.
    """
    name_span = p.op_name_span()
    count = p._bound_result_count(name_span)
    p.reset(name_span.start)
    # The op's own default dialect (pushed for its parse hook) applies inside its regions;
    # whether the next line is a new op or a clause of this one is decided by the default
    # dialect of the block holding it (`rewrite` after `operation` in a `pdl.pattern`).
    own = p.default_dialects.pop() if p.default_dialects else None
    try:
        parsed = p.parse_tolerant_custom_op(op.name, count)
    finally:
        if own is not None:
            p.default_dialects.append(own)
    adopt_tolerant_parse(op, parsed)
