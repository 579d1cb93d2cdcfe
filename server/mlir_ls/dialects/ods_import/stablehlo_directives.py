"""stablehlo's `custom<...>` directives of types, operands and attributes, written by hand from
stablehlo/dialect/AssemblyFormat.cpp (facts only).

* `ComplexOpType(type($lhs), type($rhs), type($result))`: a function type (as
  `SameOperandsAndResultType` reads one: "N operands present, but expected M", "expected
  single output"), or a tensor of complex elements whose real counterpart types both operands
  ("expected tensor with complex element type"); printed as that tensor when both operands are
  its real counterpart, else as the op's function type.
* `SelectOpType(type($pred), type($on_true), type($on_false), type($result))`: a type list of
  two (the predicate's, then the branches' and the result's) or one function type ("expected
  functional type or list of two types"); printed `pred, result` when both branches have the
  result's type, else as the op's function type.
* `TupleOpType(type($val), type($result))`: a tuple type ("expected tuple type") whose element
  types are the operands'; printed as the result type.
* `PairwiseOpType(type($operand), type($result))`: a type list for the operands, the results
  the same; printed comma separated.
* `VariadicOperandWithAttribute($x)`: operands, each followed by a comma; printed likewise.
* `ExponentMantissa($exponent_bits, $mantissa_bits)`: a keyword `e<N>m<M>` ("expected exponent
  mantissa in format e#m#, saw ..."; each number a 32-bit `int`: "unable to parse exponent
  '...'"), two `i32` attributes; printed `e<N>m<M>`.
* `CustomCallTarget($call_target_name)`: a symbol name read as a string attribute ("expected
  valid '@'-identifier for symbol name"), printed `@name`.

Every error is the parser's (`parser.emitError`: with the custom op's prefix) at the start of
what the directive reads.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import elements as el
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.parser.base import ParseAbort
from mlir_ls.syntax.lexer import unescape_string

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser
    from mlir_ls.text.span import Span

_INT32_MAX = 2**31 - 1


def _types(args: tuple[Any, ...], st: el.ParseState | None = None) -> list[el.TypeOf]:
    """The directive's `type($x)` arguments; with `st`, marked as spelled by the text (a
    count of types that differs from the operands' is then an error, not a broadcast)."""
    found = [a for a in args if isinstance(a, el.TypeOf)]
    if st is not None:
        st.written.update(a.name for a in found)
    return found


def _assign_function(
    p: Parser,
    st: el.ParseState,
    where: Span,
    operands: Sequence[el.TypeOf],
    result: el.TypeOf,
    fn: ty.FunctionType,
) -> None:
    """`assignFromFunctionType`: one input per operand slot, a single result."""
    if len(fn.inputs) != len(operands):
        raise p.custom_error(
            f"{len(operands)} operands present, but expected {len(fn.inputs)}", where
        )
    for arg, input_type in zip(operands, fn.inputs, strict=True):
        st.types[arg.name] = [input_type]
    if len(fn.results) != 1:
        raise p.custom_error("expected single output", where)
    st.types[result.name] = [fn.results[0]]


def _functional(pr: OpAsmPrinter, view: el.View) -> None:
    """`printFunctionalType(op)`: all operand types to all result types."""
    op = view.op
    pr.print_functional_type([v.type for v in op.operands], [r.type for r in op.results])


def _one(arg: el.TypeOf, view: el.View) -> ty.Type | None:
    values = arg.values(view)
    return values[0].type if len(values) == 1 else None


# ---- ComplexOpType -------------------------------------------------------------------------


def _real_type(t: ty.Type) -> ty.Type | None:
    """`createRealType`: the tensor of a complex tensor's component type."""
    element = getattr(t, "element_type", None)
    if not isinstance(element, ty.ComplexType):
        return None
    if isinstance(t, ty.RankedTensorType):
        return ty.RankedTensorType(t.shape or (), element.element_type, t.encoding)
    if isinstance(t, ty.UnrankedTensorType):
        return ty.UnrankedTensorType(element.element_type)
    return None


def _complex_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    lhs, rhs, result = _types(args, st)
    where = p.span
    parsed = p.parse_type()
    if isinstance(parsed, ty.FunctionType):
        _assign_function(p, st, where, (lhs, rhs), result, parsed)
        return
    real = _real_type(parsed)
    if real is None:
        raise p.custom_error("expected tensor with complex element type", where)
    st.types[lhs.name] = [real]
    st.types[rhs.name] = [real]
    st.types[result.name] = [parsed]


def _complex_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    lhs, rhs, result = (_one(a, view) for a in _types(args))
    real = _real_type(result) if result is not None else None
    if result is None or real is None or lhs != real or rhs != real:
        _functional(pr, view)
    else:
        pr.print_type(result)


# ---- SelectOpType --------------------------------------------------------------------------


def _select_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    pred, on_true, on_false, result = _types(args, st)
    where = p.span
    types = p.parse_type_list_no_parens()
    if len(types) == 2:
        st.types[pred.name] = [types[0]]
        for arg in (on_true, on_false, result):
            st.types[arg.name] = [types[1]]
        return
    if len(types) == 1 and isinstance(types[0], ty.FunctionType):
        _assign_function(p, st, where, (pred, on_true, on_false), result, types[0])
        return
    raise p.custom_error("expected functional type or list of two types", where)


def _select_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    pred, on_true, on_false, result = (_one(a, view) for a in _types(args))
    if pred is None or result is None or on_true != result or on_false != result:
        _functional(pr, view)
        return
    pr.print_type(pred)
    pr.write(", ")
    pr.print_type(result)


# ---- TupleOpType, PairwiseOpType ---------------------------------------------------------


def _tuple_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    operands, result = _types(args, st)
    where = p.span
    parsed = p.parse_type()
    if not isinstance(parsed, ty.TupleType):
        raise p.custom_error("expected tuple type", where)
    st.types[operands.name] = list(parsed.types)
    st.types[result.name] = [parsed]


def _tuple_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    _, result = _types(args)
    for value in result.values(view):
        pr.print_type(value.type)


def _pairwise_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    operands, results = _types(args, st)
    where = p.span
    try:
        types = p.parse_type_list_no_parens()
    except ParseAbort:
        raise p.custom_error("expected type list", where) from None
    st.types[operands.name] = list(types)
    st.types[results.name] = list(types)


def _pairwise_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    operands, _ = _types(args)
    pr.print_types([v.type for v in operands.values(view)])


# ---- VariadicOperandWithAttribute --------------------------------------------------------


def _operands_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    (var,) = args
    found = []
    while p.kind == "percent":
        found.append(p.parse_operand())
        p.expect(",", "expected ','")
    st.operands[var.name] = found


def _operands_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    (var,) = args
    pr.print_operands(view.operands(var.name))
    pr.write(",")


# ---- ExponentMantissa --------------------------------------------------------------------

_EXP_MAN = re.compile(r"e([0-9]+)m([0-9]+)")


def _exp_man_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    exponent, mantissa = args
    where = p.span
    if p.kind != "bare":
        raise p.custom_error("expected valid keyword", where)
    word = p.text
    p.advance()
    match = _EXP_MAN.fullmatch(word)
    if match is None:
        raise p.custom_error(f"expected exponent mantissa in format e#m#, saw {word}", where)
    for var, digits, what in ((exponent, match[1], "exponent"), (mantissa, match[2], "mantissa")):
        value = int(digits)
        if value > _INT32_MAX:  # StringRef::getAsInteger into an `int`
            raise p.custom_error(f"unable to parse {what} '{digits}'", where)
        op.attributes[var.name] = at.IntegerAttr(value, ty.I32)


def _exp_man_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    exponent, mantissa = (view.attr(a.name) for a in args)
    pr.write("e")
    pr.print_attribute_without_type(exponent)
    pr.write("m")
    pr.print_attribute_without_type(mantissa)


# ---- CustomCallTarget --------------------------------------------------------------------


def _target_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    (var,) = args
    if p.kind != "at":
        raise p.custom_error("expected valid '@'-identifier for symbol name", p.span)
    body = p.text[1:]
    p.advance()
    op.attributes[var.name] = at.StringAttr(unescape_string(body) if body.startswith('"') else body)


def _target_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    (var,) = args
    value = view.attr(var.name)
    if isinstance(value, at.StringAttr):
        pr.print_symbol_name(value.value)
    else:
        pr.print_attribute(value)


DIRECTIVES: dict[str, el.CustomDirective] = {
    "ComplexOpType": el.CustomDirective("ComplexOpType", _complex_parse, _complex_print),
    "SelectOpType": el.CustomDirective("SelectOpType", _select_parse, _select_print),
    "TupleOpType": el.CustomDirective("TupleOpType", _tuple_parse, _tuple_print),
    "PairwiseOpType": el.CustomDirective("PairwiseOpType", _pairwise_parse, _pairwise_print),
    "VariadicOperandWithAttribute": el.CustomDirective(
        "VariadicOperandWithAttribute", _operands_parse, _operands_print
    ),
    "ExponentMantissa": el.CustomDirective(
        "ExponentMantissa", _exp_man_parse, _exp_man_print, lambda p: p.kind == "bare"
    ),
    "CustomCallTarget": el.CustomDirective(
        "CustomCallTarget", _target_parse, _target_print, lambda p: p.kind == "at"
    ),
}
