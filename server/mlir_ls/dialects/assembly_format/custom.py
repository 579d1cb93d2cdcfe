"""`custom<Name>(...)` directives: Python functions registered by name.

A directive's `parse(p, op, st, args)` reads its part of the custom form and
stores what it read: operands in `st.operands[name]`, types in
`st.types[name]`, attributes in `op.attributes`; its `print(pr, op, view, args)`
writes it back. `args` are the compiled directive arguments (`OperandVar`,
`TypeOf`, `AttrVar`, `Ref`...), whose `.name` says where things go.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format.elements import (
    CustomDirective,
    OperandVar,
    ParseState,
    RegionVar,
    TypeOf,
    View,
)
from mlir_ls.ir.core import Operation
from mlir_ls.ir.types import ERROR_TYPE

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand

_CUSTOM: dict[str, CustomDirective] = {}


def register_custom(directive: CustomDirective) -> CustomDirective:
    _CUSTOM[directive.name] = directive
    return directive


def lookup_custom(name: str) -> CustomDirective | None:
    return _CUSTOM.get(name)


#: The trait of specs whose unknown `custom<Name>` directives parse tolerantly (imported ODS).
TOLERANT_CUSTOM = "OdsTolerantCustom"


class _ReadCounter(threading.local):
    """Per-thread count of tolerant reads: the server parses on worker threads, and a
    count shared between threads would let one thread's tolerant read pass for another's."""

    count = 0


_READS = _ReadCounter()


def tolerant_reads() -> int:
    """How many times a tolerant directive started reading on this thread (a caller
    compares two values around a parse to tell whether one ran inside it)."""
    return _READS.count


def tolerant_custom(name: str, stops: frozenset[str] = frozenset()) -> CustomDirective:
    """A `custom<Name>(...)` whose C++ parser is unknown (an op imported from ODS).

    Its part of the custom form is read without checks: balanced brackets up to a token of
    `stops` at bracket depth 0 (the format's next literal) or the end of the op. `%x` uses
    of defined values become the directive's operands (one per single operand argument, the
    rest to its variadic one), with unknown types; `{` opening a region fills its region
    argument. Attributes and types it names stay unknown. It prints nothing: an op using it
    has no custom printer (see `mlir_ls.dialects.ods_import`).
    """

    # Inside the format's brackets (`{` custom<Window>(...) `}`) the closing literal ends
    # the directive, and its text may span lines that look like new ops (`lhs_dilate = ...`).
    enclosed = bool(stops & {")", "]", "}", ">"})

    def parse(p: Parser, op: Operation, st: ParseState, args: tuple[Any, ...]) -> None:
        _READS.count += 1
        operands: list[UnresolvedOperand] = []
        regions = [a for a in args if isinstance(a, RegionVar)]
        depth = 0
        scope_values = p.scopes[-1].values
        while True:
            kind = p.kind
            if kind == "eof":
                break
            if depth == 0:
                if not enclosed and p.at_line_start() and p._starts_new_op_line():
                    break
                if kind in stops or (kind == "bare" and p.text in stops):
                    break
                if kind in (")", "]", "}", ">"):
                    break
                if kind == "bare" and p.text == "loc" and p.peek_kind() == "(":
                    break
                if kind == "{" and p._brace_opens_region():
                    if not regions:
                        break  # the op's region, after the directive
                    regions.pop(0).parse(p, op, st)
                    continue
            if kind == "percent":
                if p.text[1:] in scope_values:
                    operands.append(p.parse_operand())
                else:
                    p.advance()
                continue
            if kind in ("hash", "exclaim"):
                p._tolerant_alias_or_dialect()
                continue
            if kind in ("(", "[", "{", "<"):
                depth += 1
            elif kind in (")", "]", "}", ">"):
                depth -= 1
            p.advance()
        _assign(operands, args, st)

    def print_(pr: OpAsmPrinter, op: Operation, view: View, args: tuple[Any, ...]) -> None:
        return None

    return CustomDirective(name, parse, print_, provides_types=True)


def _assign(operands: list[UnresolvedOperand], args: tuple[Any, ...], st: ParseState) -> None:
    """Spread the operands a tolerant directive found over its operand arguments."""
    variables = [a for a in args if isinstance(a, OperandVar)]
    rest = list(operands)
    variadic = next((v for v in variables if v.arity == "variadic"), None)
    singles = [v for v in variables if v is not variadic]
    taken = max(0, len(rest) - len(singles)) if variadic is not None else 0
    for v in variables:
        if v is variadic:
            group, rest = rest[:taken], rest[taken:]
        else:
            group, rest = rest[:1], rest[1:]
        st.operands[v.name] = group
    if variadic is None and rest and variables:
        st.operands[variables[-1].name] = [*st.operands[variables[-1].name], *rest]
    for arg in args:
        if isinstance(arg, TypeOf):
            count = len(st.operands.get(arg.name, [])) if not arg.is_result else 1
            if arg.is_result and arg.arity != "single":
                continue
            st.types[arg.name] = [ERROR_TYPE] * count
