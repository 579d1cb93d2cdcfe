"""Tolerant parse of custom-form ops that mlir-ls has no description of.

An op of a dialect mlir-ls does not describe (IREE's `flow`, triton's `tt`,
CIRCT's `hw`, ...) or an ODS op whose custom syntax is C++ cannot be checked,
but it must never cause a false error and should still give navigation and
types. The one entry point is `TolerantParser.parse_tolerant_custom_op` (and
`parse_tolerant_custom_op(parser, op)`, a parse hook for specs that have no
parser of their own). What it does:

- **Where the op ends** is tree-sitter's decision (`grammar-tree-sitter/`: its
  external scanner bounds custom forms by bracket balance and by what the next
  line starts with), not a line end: `dim_numbers = ...`, `window = {...}`,
  `reducer(...)`, `cond {` lines continue the op. Without a tree for the op
  (tree-sitter read the text otherwise) the old line rules of
  `OperationParser._starts_new_op_line` apply.
- **`{` opens a region** when tree-sitter reads a region there and the braces
  do not hold a dynamic-dimension list (`tensor<?x4xf32>{%d}`: uses) or an
  attribute dictionary.
- **`%x`** that names a visible value is an operand. Other names are defined
  by the op: arguments of the next region (`(%a: t, ...) {`, `%iv = %lb`), or,
  in an op without regions and results (`hw.module.extern @M(in %a: i10)`, an
  external `util.func`), declaration parameters; a name that is neither is a
  use of a value defined later (graph regions), as before.
- **Types**: a region argument gets the type written after it (`%a: t`) or of
  the value it is bound to (`%iv = %lb`); results get the types after the last
  top-level `->` (`: t -> r`, `: (a) -> r`, `-> (r1, r2)`), or after `:` when
  the op has no operands, when the count matches. Anything else gets
  `UnknownType(dialect)`, which satisfies every type constraint.
- **Short names** (`return`, `yield`) inside an unknown op's regions are that
  op's dialect's own ops (upstream's OpAsmOpInterface default dialect), not the
  legacy spelling of `func.return`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from mlir_ls.ir.core import Block, Operation
from mlir_ls.ir.types import FunctionType, Type, UnknownType
from mlir_ls.parser.asm import AsmParserMixin
from mlir_ls.parser.base import ParseAbort
from mlir_ls.parser.known_dialects import UPSTREAM_DIALECTS
from mlir_ls.parser.legacy import LEGACY_OPS
from mlir_ls.syntax.lexer import SUFFIX_ID
from mlir_ls.syntax.tree import SyntaxTree
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    import tree_sitter

    from mlir_ls.parser import Parser

__all__ = ["OpLayout", "SyntaxView", "TolerantParser", "parse_tolerant_custom_op"]

#: `{%d}` / `{%a, %b#1}` after a type: IREE's dynamic dimensions, not a region.
_DYN_DIMS = re.compile(
    rf"\{{[ \t]*%{SUFFIX_ID}(?:#[0-9]+)?(?:[ \t]*,[ \t]*%{SUFFIX_ID}(?:#[0-9]+)?)*[ \t]*\}}"
)
_DYN_USE = re.compile(rf"%({SUFFIX_ID})(?:#([0-9]+))?")

_T = TypeVar("_T")

#: What may follow a result-type candidate for it to be the op's trailing type.
_TAIL_ENDS = frozenset({"eof", "{", "=", "bare", "}"})


@dataclass(frozen=True, slots=True)
class OpLayout:
    """tree-sitter's reading of one custom op: where it ends, where its regions open."""

    end: int
    regions: frozenset[int]


class SyntaxView:
    """tree-sitter's reading of the text being parsed (a shared `SyntaxTree`), looked up
    in character offsets."""

    def __init__(self, syntax: SyntaxTree) -> None:
        self.tree: tree_sitter.Tree = syntax.tree
        self.bytemap = syntax.bytemap

    def op_layout(self, name_start: int) -> OpLayout | None:
        """The custom op whose name starts at `name_start`, if tree-sitter reads one there."""
        if name_start < 0:
            return None
        to_char = self.bytemap.to_char
        b = self.bytemap.to_byte(name_start)
        # The innermost `custom_operation` around byte `b`, found on one walk down from the
        # root: climbing by `Node.parent` (which walks down from the root itself) took time
        # quadratic in the nesting (7 s for 7,500 nested regions).
        node: tree_sitter.Node | None = None
        cursor = self.tree.walk()
        while True:
            current = cursor.node
            if current is not None and current.type == "custom_operation":
                node = current
            if cursor.goto_first_child_for_byte(b) is None:
                break
            child = cursor.node
            if child is None or child.start_byte > b:
                break
        if node is None:
            return None
        name = node.child_by_field_name("name")
        if name is None or name.start_byte != b:
            return None
        end = b
        regions: set[int] = set()
        for child in node.children:
            if child.type == "comment" or child.end_byte <= child.start_byte:
                continue
            end = max(end, child.end_byte)
            if child.type == "region":
                regions.add(to_char(child.start_byte))
        return OpLayout(to_char(end), frozenset(regions))


@dataclass(slots=True)
class _Defined:
    """A name the op defines: where, and its type once known."""

    name: str
    span: Span
    type: Type | None = None


class TolerantParser(AsmParserMixin):
    """The tolerant parse (see the module docstring), mixed into the parser."""

    def init_operation_state(self) -> None:
        super().init_operation_state()
        #: tree-sitter's tree of the whole text being parsed (built on first use). Always
        #: of the whole text, also when one op is re-parsed after an edit: tree-sitter's
        #: error recovery depends on the context, and re-analysis must equal analysis.
        self._syntax_view: SyntaxView | None = None
        #: The caller's tree of `src` (the document's, shared with the editor features),
        #: if it has one; else the parser makes its own on first use.
        self.syntax_tree: SyntaxTree | None = None

    def syntax_view(self) -> SyntaxView:
        if self._syntax_view is None:
            syntax = self.syntax_tree
            if syntax is None or syntax.text is not self.src:
                syntax = SyntaxTree(self.src)
            self._syntax_view = SyntaxView(syntax)
        return self._syntax_view

    # ---- upstream's verdict on an unknown name --------------------------------------------

    def parse_unknown_custom_operation(
        self, written: str, full: str, span: Span, num_results: int
    ) -> Operation:
        """A custom-form op with no description: upstream's verdict, then a tolerant parse."""
        dialect = written.split(".", 1)[0] if "." in written else ""
        default = self.default_dialects[-1]
        if not dialect and default and not self.registry.is_registered(default):
            # Inside an op of an undescribed dialect: its default dialect's own op.
            dialect, written = default, full
        legacy = LEGACY_OPS.get(written) if not dialect or dialect == "std" else None
        if legacy is not None:
            modern_spec = self.registry.lookup_op(legacy)
            # upstream's verdict on the name, then the modern spelling (a quick fix)
            if default:
                message = f"custom op '{written}' is unknown (tried '{full}' as well)"
            else:
                message = (
                    f"Dialect `' not found for custom op '{written}'  (tried '.{written}' as well)"
                )
            self.error(message, span, code="legacy-syntax").with_note(
                span, f"'{written}' is now '{legacy}'"
            )
            if modern_spec is not None and modern_spec.parse is not None:
                self.advance()
                op = self.begin_operation(Operation(modern_spec.name))
                op.spec = modern_spec
                op.custom = True
                self._run_parse_hook(modern_spec, op, span)
                return op
            return self.parse_tolerant_custom_op(legacy, num_results)
        if not dialect:
            if default:
                self.error(f"custom op '{written}' is unknown (tried '{full}' as well)", span)
            else:
                self.error(
                    f"Dialect `' not found for custom op '{written}'  (tried '.{written}' as well)",
                    span,
                )
            return self.parse_tolerant_custom_op(written, num_results)
        if self.registry.is_registered(dialect):
            self.error(f"custom op '{written}' is unknown", span)
        elif dialect not in UPSTREAM_DIALECTS and not self.options.allow_unregistered:
            self.error(
                f"Dialect `{dialect}' not found for custom op '{written}' ",
                span,
                code="unregistered-dialect",
            )
        else:
            # One per occurrence here; `check` keeps the first of each name (see
            # `first_unknown_op_warnings`), so re-parsing one op stays exact.
            self.warning(
                f"unknown operation '{written}': custom syntax not checked", span, code="unknown-op"
            )
        return self.parse_tolerant_custom_op(written, num_results)

    # ---- the tolerant parse -----------------------------------------------------------------

    def parse_tolerant_custom_op(self, name: str, num_results: int) -> Operation:
        """Consume the custom syntax of op `name` (the cursor is on its name) to its end.

        Returns the op with its operands, successors, regions and `num_results`
        results (their types as the module docstring says). Never raises on
        the op's own syntax: only a region's content can fail as any region can.
        """
        op = self.begin_operation(Operation(name))
        op.custom = True
        dialect = name.split(".", 1)[0] if "." in name else name
        layout = self.syntax_view().op_layout(self.start)
        self.advance()
        scope = self.scopes[-1]
        depth = 0
        defined: list[_Defined] = []  # names this op defines since its last region
        previous: list[_Defined] = []  # the arguments of its last region
        assign: _Defined | None = None  # `%iv =` waiting for the value it is bound to
        colon_types: list[Type] | None = None  # the last top-level `: types`
        arrow_types: list[Type] | None = None  # the last top-level `-> types` (after it)
        ends = layout.end if layout is not None else -1
        regions = set(layout.regions) if layout is not None else set()
        while True:
            kind = self.kind
            if kind == "eof":
                break
            if 0 <= ends <= self.start:
                more = self._clause_line_layout() if depth == 0 else None
                if more is None:
                    break
                ends = more.end
                regions |= more.regions
            if (
                layout is None
                and depth == 0
                and self.at_line_start()
                and self._starts_new_op_line()
            ):
                break
            if kind == "}" and depth == 0:
                break
            if kind == "bare" and self.text == "loc" and depth == 0 and self.peek_kind() == "(":
                break
            if kind == "percent":
                name_text = self.text[1:]
                span, number = self._tolerant_value_name()
                if name_text in scope.values:
                    value = self.resolve_value(name_text, number, span.start, span.end, None)
                    op.operands.append(value)
                    if assign is not None:
                        assign.type = None if value.type.is_error else value.type
                        assign = None
                    continue
                entry = _Defined(name_text, span)
                defined.append(entry)
                assign = None
                if self.kind == ":":
                    entry.type = self._speculative(self._colon_type)
                elif self.kind == "=":
                    assign = entry
                    self.advance()
                continue
            assign = None
            if kind == "caret":
                op.add_successor(self.parse_successor())
                continue
            if kind == "at":
                self.parse_symbol_ref()
                continue
            if kind in ("hash", "exclaim"):
                self._tolerant_alias_or_dialect()
                continue
            if kind == "{":
                dims = _DYN_DIMS.match(self.src, self.start)
                if dims is not None:
                    self._dynamic_dimensions(op, dims)
                    continue
                if depth == 0 and (
                    self.start in regions if layout is not None else self._brace_opens_region()
                ):
                    args = defined or previous
                    previous, defined = args, []
                    self._tolerant_region(op, dialect, args)
                    continue
            if depth == 0 and kind in (":", "->"):
                tail = self._speculative(partial(self._type_tail, ends))
                if tail is not None:
                    types, lists = tail
                    for found in lists:
                        self._dimension_uses(op, found)
                    if kind == ":":
                        colon_types, arrow_types = types, None
                    else:
                        arrow_types = types
                    continue
            if kind in ("(", "[", "{", "<"):
                depth += 1
            elif kind in (")", "]", "}", ">"):
                depth = max(0, depth - 1)
            self.advance()
        self._finish_names(op, defined, dialect, num_results)
        result_types = self._result_types(op, num_results, colon_types, arrow_types)
        for i in range(num_results):
            op.add_result(result_types[i] if result_types else UnknownType(dialect))
        return op

    def parse_tolerant_into(self, op: Operation) -> None:
        """A parse hook's op (a placeholder spec, an ODS op with a C++ parser): parsed tolerantly.

        The op stays unregistered (`spec` None): its syntax is not checked and the
        verifier treats it like an op of a dialect mlir-ls does not describe.
        """
        name_span = self.op_name_span()
        # `%a:4294967296 = ...`: no more values than the text could use (`values_to_build`).
        count = self.values_to_build(self._bound_result_count(name_span))
        # One per occurrence, as above (`check` keeps the first of each name).
        self.warning(
            f"unknown operation '{op.name}': custom syntax not checked",
            name_span,
            code="unknown-op",
        )
        self.reset(name_span.start)
        adopt_tolerant_parse(op, self.parse_tolerant_custom_op(op.name, count))

    def _clause_line_layout(self) -> OpLayout | None:
        """A line tree-sitter reads as a new op that can only continue this one.

        `workgroupMask %m` on its own line: a word without a dot is an op of the
        default dialect only if that dialect has such an op (or it is a legacy
        name); otherwise the line is a keyword clause of the op being read.
        """
        if self.kind != "bare" or "." in self.text or not self.at_line_start():
            return None
        word = self.text
        default = self.default_dialects[-1]
        if default and not self.registry.is_registered(default):
            return None
        if word in LEGACY_OPS or (default and self.registry.lookup_op(f"{default}.{word}")):
            return None
        return self.syntax_view().op_layout(self.start)

    # ---- pieces -------------------------------------------------------------------------------

    def _tolerant_value_name(self) -> tuple[Span, int]:
        """Consume `%name` or `%name#N`: its span and result number."""
        span = self.span
        self.advance()
        number = 0
        if self.kind == "hash" and self.start == span.end and self.text[1:].isdigit():
            number = int(self.text[1:])
            span = Span(span.start, self.end)
            self.advance()
        return span, number

    def _dynamic_dimensions(self, op: Operation, dims: re.Match[str]) -> None:
        """`{%a, %b}` after a type: each name is a use (IREE's dynamic dimensions)."""
        self._dimension_uses(op, dims)
        self.reset(dims.end())

    def _dimension_uses(self, op: Operation, dims: re.Match[str]) -> None:
        for use in _DYN_USE.finditer(self.src, dims.start(), dims.end()):
            number = int(use.group(2)) if use.group(2) else 0
            value = self.resolve_value(use.group(1), number, use.start(), use.end(), None)
            op.operands.append(value)

    def _tolerant_region(self, op: Operation, dialect: str, args: list[_Defined]) -> None:
        region = op.add_region()
        self.pending_implicit_args = [
            (d.name, d.span, d.type if d.type is not None else UnknownType(dialect)) for d in args
        ]
        self.default_dialects.append(dialect)
        try:
            self.parse_region(region, None, False)
        finally:
            self.default_dialects.pop()

    def _finish_names(
        self, op: Operation, defined: list[_Defined], dialect: str, num_results: int
    ) -> None:
        """Names left after the last region: declaration parameters, else later-defined uses."""
        if not defined:
            return
        declaration = not op.regions and num_results == 0
        params = [d for d in defined if declaration and d.type is not None]
        for d in defined:
            if not (declaration and d.type is not None):
                op.operands.append(self.resolve_value(d.name, 0, d.span.start, d.span.end, None))
        if params:
            # `hw.module.extern @M(in %a: i10)`: the names are definitions without a body.
            holder = Block()
            self.push_scope(False)
            try:
                for d in params:
                    assert d.type is not None
                    self.define_values(d.name, [holder.add_argument(d.type, d.name)], d.span)
            finally:
                self.pop_scope()

    def _speculative(self, parse: Callable[[], _T | None]) -> _T | None:
        """Run `parse` at the cursor; on any problem undo what it did and return None."""
        start, prev_end = self.start, self.prev_end
        n_diags = len(self.diagnostics)
        source_map = self.source_map
        n_alias = len(source_map.alias_uses)
        n_symbol = len(source_map.symbol_uses)
        try:
            result = parse()
        except ParseAbort:
            result = None
        if result is None or len(self.diagnostics) != n_diags:
            del self.diagnostics[n_diags:]
            del source_map.alias_uses[n_alias:]
            del source_map.symbol_uses[n_symbol:]
            self.reset(start)
            self.prev_end = prev_end
            return None
        return result

    def _colon_type(self) -> Type | None:
        """`: type` after a name being defined (`%a: i32`)."""
        self.advance()
        return self.parse_type()

    def _type_tail(self, op_end: int) -> tuple[list[Type], list[re.Match[str]]] | None:
        """`:` or `->`, then a type list (`(a, b)` or `a, b`, each maybe with `{%dims}`).

        Returns the types and the dimension lists met (their uses are recorded by the
        caller once the parse is kept). Accepted only where the op may end right
        after it (at `op_end`, tree-sitter's end of the op, -1 if unknown, or before
        one of `_TAIL_ENDS`), so a `:` inside a clause is left to the walk.
        """
        arrow = self.kind == "->"
        self.advance()
        dims: list[re.Match[str]] = []
        if arrow and self.kind == "(":
            types = self.parse_type_list_parens()
        else:
            types = [self.parse_type()]
            self._skip_dimensions(dims)
            while self.kind == "," and self.peek_kind() != "percent":
                self.advance()
                types.append(self.parse_type())
                self._skip_dimensions(dims)
        kind = self.kind
        at_end = self.start >= op_end if op_end >= 0 else self.at_line_start()
        if at_end or kind in _TAIL_ENDS or kind == "->":
            return types, dims
        return None

    def _skip_dimensions(self, dims: list[re.Match[str]]) -> None:
        found = _DYN_DIMS.match(self.src, self.start) if self.kind == "{" else None
        if found is not None:
            dims.append(found)
            self.reset(found.end())

    @staticmethod
    def _result_types(
        op: Operation,
        num_results: int,
        colon_types: list[Type] | None,
        arrow_types: list[Type] | None,
    ) -> list[Type] | None:
        """The op's result types when its trailing types say them unambiguously."""
        if num_results == 0:
            return None
        if arrow_types is not None:
            return arrow_types if len(arrow_types) == num_results else None
        if colon_types is None:
            return None
        if len(colon_types) == 1 and isinstance(colon_types[0], FunctionType):
            results = list(colon_types[0].results)
            return results if len(results) == num_results else None
        if not op.operands and len(colon_types) == num_results:
            return colon_types
        return None


def adopt_tolerant_parse(op: Operation, parsed: Operation) -> None:
    """Give `op` what a tolerant parse of it read (operands, successors, regions,
    results), and leave it unchecked (`op.spec` None)."""
    op.spec = None
    op.operands = parsed.operands
    op.successors = parsed.successors
    for region in parsed.regions:
        op.add_region(region)
    for result in parsed.results:
        result.op = op
        op.results.append(result)


def parse_tolerant_custom_op(parser: Parser, op: Operation) -> None:
    """A parse hook for specs without a parser of their own (ODS `hasCustomAssemblyFormat`).

    The op (its name just consumed) is parsed tolerantly, reported once per name
    as not checked, and left unregistered (`op.spec` None): the verifier does not
    check it, and its results get types only where its syntax says them.
    """
    parser.parse_tolerant_into(op)
