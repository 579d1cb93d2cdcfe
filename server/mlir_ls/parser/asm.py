"""Parse helpers for ops' custom forms (upstream's OpAsmParser), shared by dialect hooks.

Hooks receive the `Parser`; this mixin holds the helpers that several dialects
need beyond the primitives of `OperationParser` (operands, types, attributes,
regions, successors, symbols). The declarative assembly format is built on them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mlir_ls.ir.core import Operation
from mlir_ls.ir.types import ERROR_TYPE, Type
from mlir_ls.parser.base import ParseAbort, _new_span
from mlir_ls.parser.operations import Argument, OperationParser, UnresolvedOperand
from mlir_ls.syntax.lexer import SUFFIX_ID
from mlir_ls.text.span import Span

_RESULT_GROUP = re.compile(rf"%{SUFFIX_ID}(?::([0-9]+))?")


class AsmParserMixin(OperationParser):
    """Custom-form helpers; see mlir_ls.dialects for their users."""

    def op_name_span(self) -> Span:
        """The span of the name of the custom op whose parse hook runs; outside a hook, the
        name just consumed."""
        if self.custom_name_spans:
            return self.custom_name_spans[-1]
        end = self.prev_end
        start = end
        src = self.src
        while start > 0 and (src[start - 1].isalnum() or src[start - 1] in "_$."):
            start -= 1
        return _new_span(Span, (start, end))

    # ---- lists ----------------------------------------------------------------------------

    def parse_optional_operand_list(self) -> list[UnresolvedOperand]:
        """ssa-use (`,` ssa-use)* when the next token is an operand, else nothing."""
        if self.kind != "percent":
            return []
        return self.parse_operand_list_no_parens()

    def parse_type_list_parens_or_single(self) -> list[Type]:
        """`(` type-list `)` | type"""
        if self.kind == "(":
            return self.parse_type_list_parens()
        return [self.parse_type()]

    def parse_optional_arrow_type_list(self) -> list[Type]:
        """(`->` (`(` type-list `)` | type))?"""
        if not self.consume_if("->"):
            return []
        return self.parse_function_result_types()

    # ---- region arguments --------------------------------------------------------------------

    def parse_region_argument(self) -> UnresolvedOperand:
        """A region argument being defined (`%iv` in `scf.for %iv = ...`): name and span only."""
        if self.kind != "percent":
            raise self.fail_token("expected SSA operand")
        span = self.span
        name = self.text[1:]
        self.advance()
        return UnresolvedOperand(name, 0, span)

    def parse_assignment_list(self) -> list[tuple[UnresolvedOperand, UnresolvedOperand]]:
        """`(` (%arg `=` %value (`,` %arg `=` %value)*)? `)`"""
        self.expect("(", "expected '('")
        pairs: list[tuple[UnresolvedOperand, UnresolvedOperand]] = []
        if self.consume_if(")"):
            return pairs
        while True:
            target = self.parse_region_argument()
            self.expect("=", "expected '='")
            pairs.append((target, self.parse_operand()))
            if not self.consume_if(","):
                break
        self.expect(")", "expected ')'")
        return pairs

    def region_arguments(
        self, names: list[UnresolvedOperand], types: list[Type] | tuple[Type, ...]
    ) -> list[Argument]:
        """Entry-block arguments for `parse_region` from names and their types."""
        if len(types) != len(names):
            types = list(types) + [ERROR_TYPE] * (len(names) - len(types))
        return [Argument(n.name, n.span, t) for n, t in zip(names, types, strict=False)]

    # ---- recovery -----------------------------------------------------------------------------

    def run_guarded(self, hook: Callable[[Any, Operation], None], op: Operation) -> None:
        """Run a parse hook; on a syntax error keep the op in the IR, unregistered.

        The error is already reported. The rest of the op is skipped as after any
        parse error, but the op stays in its block (with as many results as its
        line binds, of error type), so the verifier does not report an empty block
        or a missing terminator where the op was only written wrongly.
        """
        try:
            hook(self, op)
        except ParseAbort:
            self.failed_spec = op.spec
            name_span = self.op_name_span_for(op)
            self.recover_to_op_boundary()
            op.spec = None
            op.results.clear()
            self.pad_error_results(op, self._bound_result_count(name_span))

    def op_name_span_for(self, op: Operation) -> Span:
        """The span of `op`'s name in the source: that of the custom op whose parse hook
        runs (a hook asks for its own op's), else searched back from the cursor."""
        if self.custom_name_spans:
            return self.custom_name_spans[-1]
        src = self.src
        for written in (op.name, op.name.split(".", 1)[-1]):
            index = src.rfind(written, 0, self.start + 1)
            if index != -1:
                return Span(index, index + len(written))
        return Span(self.start, self.start)

    def _bound_result_count(self, name_span: Span) -> int:
        line_start = self.src.rfind("\n", 0, name_span.start) + 1
        head = self.src[line_start : name_span.start]
        count = 0
        if "=" in head:
            for m in _RESULT_GROUP.finditer(head, 0, head.rindex("=")):
                count += int(m.group(1) or 1)
        return count
