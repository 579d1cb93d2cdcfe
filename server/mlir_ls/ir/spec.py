"""Op and dialect descriptions (the registry's data model).

An `OpSpec` describes one operation: its operands, results, attributes and
properties, regions, successors, traits, a one-line summary, and the hooks
that parse, print and verify its custom form. A `DialectSpec` groups the ops
of one namespace with hooks for its types and attributes. `Registry` maps
namespaces to dialects, loading them lazily.

This module is plain data: the hooks are callables supplied by
`mlir_ls.dialects`, which receive the parser (`mlir_ls.parser.Parser`, the
OpAsmParser API) or the printer.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from mlir_ls.ir.attributes import SymbolRefAttr
    from mlir_ls.ir.core import Operation
    from mlir_ls.text.diagnostics import Diagnostic
    from mlir_ls.text.span import Span

Arity = Literal["single", "optional", "variadic"]

# Trait names (upstream's C++ trait names).
TERMINATOR = "Terminator"
NO_TERMINATOR = "NoTerminator"
ISOLATED_FROM_ABOVE = "IsolatedFromAbove"
SYMBOL_TABLE = "SymbolTable"
SYMBOL = "Symbol"
SINGLE_BLOCK = "SingleBlock"
GRAPH_REGION = "GraphRegion"  # RegionKindInterface: regions are graph regions
#: An op whose custom form is read tolerantly (its C++ parser unknown: `op.spec` None) but
#: whose regions are known to be SSACFG regions: dominance is still checked in them.
SSACFG_REGIONS = "SSACFGRegions"
SAME_OPERANDS_AND_RESULT_TYPE = "SameOperandsAndResultType"
ATTR_SIZED_OPERAND_SEGMENTS = "AttrSizedOperandSegments"
ATTR_SIZED_RESULT_SEGMENTS = "AttrSizedResultSegments"
RETURN_LIKE = "ReturnLike"
AFFINE_SCOPE = "AffineScope"
CALL_OP = "CallOpInterface"
FUNCTION_OP = "FunctionOpInterface"
#: Marks the spec of an op mlir-ls does not describe yet, in a partly described dialect.
PLACEHOLDER = "Placeholder"


@dataclass(frozen=True, slots=True)
class TypeConstraint:
    """A named predicate on types ("signless integer", "any type")."""

    description: str
    check: Callable[[Any], bool]
    #: The type a format may leave out (ODS buildable types: `I1`, `Index`...).
    buildable: Any = None

    def __call__(self, type: Any) -> bool:
        return self.check(type)


@dataclass(frozen=True, slots=True)
class OperandDef:
    name: str
    arity: Arity = "single"
    constraint: TypeConstraint | None = None


@dataclass(frozen=True, slots=True)
class ResultDef:
    name: str
    arity: Arity = "single"
    constraint: TypeConstraint | None = None


@dataclass(frozen=True, slots=True)
class AttrDef:
    """An inherent attribute; `is_property` when stored in the properties dictionary."""

    name: str
    kind: str = "any"  # e.g. "StrAttr", "SymbolRefAttr", "TypeAttrOf<FunctionType>", ...
    optional: bool = False
    is_property: bool = True
    default: Any = None
    #: With a `default`: upstream stores the default when the attribute is not given
    #: (DefaultValuedAttr/Prop; the generic form prints it). False for
    #: DefaultValuedOptionalAttr and for defaults the custom form merely elides.
    stored_default: bool = True
    check: Callable[[Any], str | None] | None = None  # returns an error message or None


@dataclass(frozen=True, slots=True)
class RegionDef:
    name: str
    variadic: bool = False
    single_block: bool = False
    min_blocks: int = 0


@dataclass(frozen=True, slots=True)
class SuccessorDef:
    name: str
    variadic: bool = False


class VerifyContext(Protocol):
    """What an op's verify hook receives: a way to report findings and to look up symbols.

    Findings are `Diagnostic`s located at the op's name (as upstream locates ops); a
    hook adds upstream's notes to the finding it got back:

        diag = ctx.error(op, "redefinition of symbol named 'f'")
        ctx.note(diag, first, "see existing symbol definition here")
    """

    def error(self, op: Operation, message: str) -> Diagnostic:
        """Report `'op.name' op <message>` at the op (upstream's `emitOpError`)."""

    def plain_error(self, op: Operation, message: str) -> Diagnostic:
        """Report `<message>` at the op (upstream's `emitError()` without the op prefix)."""

    def note(self, diag: Diagnostic, at: Operation | Span, message: str) -> Diagnostic:
        """Attach `note: <message>` located at an op (its name) or a span; returns `diag`."""

    def span_of(self, op: Operation) -> Span:
        """Where findings about `op` go: its name (else its nearest located ancestor's)."""

    def lookup_symbol(self, user: Operation, ref: SymbolRefAttr) -> Operation | None:
        """The op `ref` names, searched from the nearest symbol table around `user`."""


@dataclass(frozen=True, slots=True)
class TypesMatch:
    """AllTypesMatch / SameOperandsAndResultType: the named operands and results share one type."""

    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TypeTransform:
    """TypesMatchWith: `target`'s type is `transform(type of source)`."""

    source: str
    target: str
    transform: Callable[[Any], Any]
    description: str = ""


ParseHook = Callable[
    [Any, Any], None
]  # (parser, OperationState) -> None; errors go through the parser
PrintHook = Callable[[Any, Any], None]  # (printer, Operation) -> None
VerifyHook = Callable[[Any, Any], None]  # (Operation, VerifyContext) -> None


@dataclass(slots=True)
class OpSpec:
    name: str
    summary: str = ""
    operands: tuple[OperandDef, ...] = ()
    results: tuple[ResultDef, ...] = ()
    attributes: tuple[AttrDef, ...] = ()
    regions: tuple[RegionDef, ...] = ()
    successors: tuple[SuccessorDef, ...] = ()
    traits: frozenset[str] = frozenset()
    #: Parent ops allowed (HasParent), by full name; empty: any parent.
    parents: tuple[str, ...] = ()
    parse: ParseHook | None = None
    print: PrintHook | None = None
    verify: VerifyHook | None = None
    assembly_format: str | None = None
    #: OpAsmOpInterface::getDefaultDialect for the op's regions ("" for none).
    default_dialect: str | None = None
    #: Name prefix for results in the printer (`%cst`, `%c0`...): hook or fixed.
    result_names: Callable[[Any], list[str | None]] | None = None
    #: Type relations between operands and results (for formats that omit some types).
    type_relations: tuple[TypesMatch | TypeTransform, ...] = ()
    #: InferTypeOpInterface: the result types from the (resolved) operands and attributes.
    infer_result_types: Callable[[Any], Sequence[Any]] | None = None
    #: SingleBlockImplicitTerminator: the terminator a custom form may leave out.
    implicit_terminator: str | None = None
    #: The compiled declarative format (set by mlir_ls.dialects.assembly_format).
    format: Any = None
    #: True when `verify` reads nothing but the op's name, attributes, properties and
    #: operand/result types (and counts): ops with one parser signature
    #: (`Operation.signature`) are then verified once.
    local_verify: bool = False
    #: Longer documentation (Markdown), e.g. an imported ODS op's `description`.
    description: str = ""
    #: Where the op is defined, as (file path, 1-based line): an imported op's `def` in its `.td`.
    definition: tuple[str, int] | None = None
    #: The op's `verifyRegions` (and interface verifiers `verifyWithRegions`): run after the
    #: ops nested in it verified, and only when they reported nothing.
    verify_regions: VerifyHook | None = None

    @property
    def dialect(self) -> str:
        return self.name.split(".", 1)[0]

    @property
    def short_name(self) -> str:
        return self.name.split(".", 1)[1]

    def has_trait(self, trait: str) -> bool:
        return trait in self.traits


@dataclass(slots=True)
class DialectSpec:
    name: str
    summary: str = ""
    ops: dict[str, OpSpec] = field(default_factory=dict)
    #: (parser, name after the namespace, body span or None) -> Type | None
    parse_type: Callable[[Any, str, Any], Any] | None = None
    parse_attribute: Callable[[Any, str, Any], Any] | None = None
    #: `VerifiableTensorEncoding::verifyEncoding` of this dialect's tensor encodings:
    #: (encoding attribute, shape, element type) -> upstream's message or None; the type
    #: parser reports it at the tensor type's `>`.
    verify_encoding: Callable[[Any, list[int], Any], str | None] | None = None
    #: Checks a discardable attribute of this dialect on any op (upstream's
    #: `verifyOperationAttribute`): (op, name, value, VerifyContext) -> None.
    verify_op_attribute: Callable[[Any, str, Any, Any], None] | None = None
    #: Checks an argument attribute of this dialect (`{nvvm.grid_constant}`) on an argument
    #: of a function-like op (upstream's `verifyRegionArgAttribute`, called by
    #: FunctionOpInterface): (op, argument index, name, value, VerifyContext) -> None;
    #: report at the function op.
    verify_region_arg_attribute: Callable[[Any, int, str, Any, Any], None] | None = None
    #: A dialect described in part: its other ops get `placeholder` specs (tolerant parse);
    #: None for a name the dialect does not define.
    placeholder: Callable[[str], OpSpec | None] | None = None
    _placeholders: dict[str, OpSpec | None] = field(default_factory=dict)

    def add(self, *specs: OpSpec) -> None:
        for spec in specs:
            assert spec.name.startswith(self.name + "."), spec.name
            self.ops[spec.name] = spec


class Registry:
    """Dialects by namespace; loaders run on first lookup of their namespace.

    A `fallback` (set by tools that import dialects from ODS) is asked once for each
    namespace that has neither a dialect nor a loader; what it returns (a dialect, or None:
    undescribed) is kept. An `op_fallback` is asked once per namespace, at the first op name
    its described dialect leaves to a `PLACEHOLDER` spec, for the ops it gives such names
    (the dialect's ODS import); those ops then take the placeholders' place.
    """

    def __init__(self) -> None:
        self._dialects: dict[str, DialectSpec] = {}
        self._loaders: dict[str, Callable[[], DialectSpec]] = {}
        #: Namespaces whose loader failed, with the error (a bug in a description).
        self.load_errors: dict[str, str] = {}
        #: Namespace -> its dialect or None, for namespaces nothing else describes.
        self.fallback: Callable[[str], DialectSpec | None] | None = None
        self._fallback_misses: set[str] = set()
        #: Namespace -> full op name -> spec, for names a described dialect leaves to its
        #: placeholder (asked once per namespace; the dialects' specs are shared, not changed).
        self.op_fallback: Callable[[str], dict[str, OpSpec]] | None = None
        self._gap_ops: dict[str, dict[str, OpSpec]] = {}

    def register(self, dialect: DialectSpec) -> None:
        self._dialects[dialect.name] = dialect

    def register_lazy(self, name: str, loader: Callable[[], DialectSpec]) -> None:
        self._loaders[name] = loader

    def dialect(self, name: str) -> DialectSpec | None:
        found = self._dialects.get(name)
        if found is None and name in self._loaders:
            loader = self._loaders.pop(name)
            try:
                found = loader()
            except Exception as exc:
                # The namespace then counts as undescribed; tests assert `load_errors` is empty.
                self.load_errors[name] = repr(exc)
                return None
            self._dialects[name] = found
        elif found is None and self.fallback is not None and name not in self._fallback_misses:
            found = self._ask_fallback(name, self.fallback)
        return found

    def _ask_fallback(
        self, name: str, fallback: Callable[[str], DialectSpec | None]
    ) -> DialectSpec | None:
        try:
            found = fallback(name)
        except Exception as exc:
            self.load_errors[name] = repr(exc)
            found = None
        if found is None:
            self._fallback_misses.add(name)
        else:
            self._dialects.setdefault(name, found)
        return found

    def loaded(self, name: str) -> DialectSpec | None:
        """The dialect if it is already loaded (runs no loader, asks no fallback)."""
        return self._dialects.get(name)

    def is_registered(self, namespace: str) -> bool:
        if namespace in self._dialects or namespace in self._loaders:
            return True
        return self.fallback is not None and bool(namespace) and self.dialect(namespace) is not None

    def lookup_op(self, full_name: str) -> OpSpec | None:
        namespace, dot, rest = full_name.partition(".")
        if not dot:
            return None
        dialect = self.dialect(namespace)
        if dialect is None:
            return None
        found = dialect.ops.get(full_name)
        # A placeholder only for a name an op can have (an ODS op name is an identifier):
        # `"linalg.é"` is unregistered, as upstream says (its custom form would not parse).
        if found is None and dialect.placeholder is not None and _OP_NAME.fullmatch(rest):
            if full_name in dialect._placeholders:
                found = dialect._placeholders[full_name]
            else:
                found = dialect._placeholders[full_name] = dialect.placeholder(full_name)
            if found is not None and self.op_fallback is not None and PLACEHOLDER in found.traits:
                found = self._gap_op(namespace, full_name, self.op_fallback) or found
        return found

    def _gap_op(
        self, namespace: str, full_name: str, fallback: Callable[[str], dict[str, OpSpec]]
    ) -> OpSpec | None:
        gaps = self._gap_ops.get(namespace)
        if gaps is None:
            try:
                gaps = fallback(namespace)
            except Exception as exc:
                self.load_errors[namespace] = repr(exc)
                gaps = {}
            self._gap_ops[namespace] = gaps
        return gaps.get(full_name)

    def namespaces(self) -> list[str]:
        return sorted(set(self._dialects) | set(self._loaders))

    def all_ops(self) -> Iterable[OpSpec]:
        for name in self.namespaces():
            dialect = self.dialect(name)
            if dialect is not None:
                yield from dialect.ops.values()
                yield from self._gap_ops.get(name, {}).values()


#: The name of an op after its dialect's prefix (a bare identifier).
_OP_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")


def is_isolated(spec: OpSpec | None) -> bool:
    """Whether ops of `spec` are `IsolatedFromAbove` (their regions see no outer values)."""
    return spec is not None and ISOLATED_FROM_ABOVE in spec.traits
