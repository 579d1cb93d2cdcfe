"""The ml_program dialect's C++ parts (mlir/lib/Dialect/MLProgram/IR/MLProgramOps.cpp).

* `custom<SymbolVisibility>($sym_visibility)`: `public`, `private` or `nested`, required
  (printed `public` when the attribute is absent).
* `custom<TypedInitialValue>($type, $value)`: `(value)?` then `: type`.
* `custom<TokenOrdering>($consumeTokens, type($produceToken))`: `ordering(%a, %b -> type)`
  (`()` for no consumed token; LLVM 24 requires the produced token's `->`).
* `ml_program.global`'s `verify()`: an immutable global has an initial value.
* The global accesses' `verifySymbolUses`: the global exists, a constant load reads an
  immutable global, a store writes a mutable one, and the types agree (`emitOpError`).
* The loads' result names: the global's name (`%var = ml_program.global_load @var`).
* `ml_program.func` and `ml_program.subgraph`: `function_interface_impl::parseFunctionOp`
  (the signature, attributes and body are read exactly; printed in the generic form, their
  printer is not written here); `ml_program.return` / `ml_program.output`'s `verify()`: as
  many operands as the enclosing function's results (`emitOpError`), of the same types
  (`emitError`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import elements as el
from mlir_ls.dialects.function_interface import function_type_of, parse_function_op
from mlir_ls.ir import attributes as at

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser

_VISIBILITIES = ("public", "private", "nested")


def _visibility_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    (var,) = args
    if p.kind != "bare" or p.text not in _VISIBILITIES:
        raise p.custom_error("expected 'public', 'private', or 'nested'", p.span)
    op.attributes[var.name] = at.StringAttr(p.text)
    p.advance()


def _visibility_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    (var,) = args
    value = view.attr(var.name)
    pr.write(value.value if isinstance(value, at.StringAttr) else "public")


def _initial_value_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    type_var, value_var = args
    if p.consume_if("("):
        op.attributes[value_var.name] = p.parse_attribute()
        p.expect(")", "expected ')'")
    p.expect(":", "expected ':'")
    op.attributes[type_var.name] = at.TypeAttr(p.parse_type())


def _initial_value_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    type_var, value_var = args
    value = view.attr(value_var.name)
    if value is not None:
        pr.write("(")
        pr.print_attribute(value)
        pr.write(")")
    pr.write(" : ")
    type_attr = view.attr(type_var.name)
    if isinstance(type_attr, at.TypeAttr):
        pr.print_type(type_attr.value)


def _ordering_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    """`custom<TokenOrdering>($consumeTokens, type($produceToken))`: nothing, or
    `ordering` `(` (`()` | operand-list) `->` type `)`."""
    consumed, produced = args
    if not p.consume_keyword("ordering") or not p.consume_if("("):
        return
    tokens = []
    if p.consume_if("("):
        p.expect(")", "expected ')'")
    else:
        tokens = p.parse_operand_list_no_parens()
    st.operands[consumed.name] = tokens
    p.expect("->", "expected '->'")
    st.types[produced.name] = [p.parse_type()]
    st.written.add(produced.name)
    p.expect(")", "expected ')'")


def _ordering_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    """`printTokenOrdering`: ` ordering(%a, %b -> type)`, `()` for no consumed token."""
    consumed, produced = args
    tokens = view.operands(consumed.name)
    types = [v.type for v in produced.values(view)]
    if not tokens and not types:
        return
    pr.write(" ordering(")
    if tokens:
        pr.print_operands(tokens)
    else:
        pr.write("()")
    if types:
        pr.write(" -> ")
        pr.print_type(types[0])
    pr.write(")")


#: Directive name -> the directive (ml_program's own C++).
DIRECTIVES: dict[str, el.CustomDirective] = {
    "TokenOrdering": el.CustomDirective("TokenOrdering", _ordering_parse, _ordering_print),
    "SymbolVisibility": el.CustomDirective(
        "SymbolVisibility", _visibility_parse, _visibility_print
    ),
    "TypedInitialValue": el.CustomDirective(
        "TypedInitialValue", _initial_value_parse, _initial_value_print
    ),
}


# ---- verifiers ----------------------------------------------------------------------------


def _verify_global(op: Any, ctx: Any) -> bool:
    """GlobalOp::verify."""
    if op.attr("is_mutable") is None and op.attr("value") is None:
        ctx.error(op, "immutable global must have an initial value")
        return False
    return True


def _global_type(found: Any) -> Any:
    type_attr = found.attr("type")
    return type_attr.value if isinstance(type_attr, at.TypeAttr) else None


def _access_verifier(kind: str) -> Callable[[Any, Any], bool]:
    """`verifySymbolUses` of global_load_const (`const`), global_load (`load`) and
    global_store (`store`)."""

    def verify(op: Any, ctx: Any) -> bool:
        ref = op.attr("global")
        if not isinstance(ref, at.SymbolRefAttr):
            return True
        found = ctx.lookup_symbol(op, ref)
        name = str(ref)
        if found is None or found.name != "ml_program.global":
            ctx.error(op, f"undefined global: {name}")
            return False
        if found.spec is None:
            return True  # read tolerantly: its attributes are not known
        mutable = found.attr("is_mutable") is not None
        if kind == "const" and mutable:
            ctx.error(op, f"cannot load as const from mutable global {name}")
            return False
        if kind == "store" and not mutable:
            ctx.error(op, f"cannot store to an immutable global {name}")
            return False
        declared = _global_type(found)
        if kind == "store":
            used = op.operands[0].type if op.operands else None
        else:
            used = op.results[0].type if op.results else None
        if declared is None or used is None or used.is_error or declared == used:
            return True
        if kind == "store":
            ctx.error(op, f"cannot store to a global typed '{declared}' from '{used}'")
        else:
            ctx.error(op, f"cannot load from global typed '{declared}' as '{used}'")
        return False

    return verify


def _terminator_verifier(word: str, noun: str) -> Callable[[Any, Any], bool]:
    """`ReturnOp::verify` (`returns`, `return`) and `OutputOp::verify` (`outputs`,
    `output`)."""

    def verify(op: Any, ctx: Any) -> bool:
        parent = op.parent_op
        fn = function_type_of(parent) if parent is not None else None
        name = parent.attr("sym_name") if parent is not None else None
        if fn is None or not isinstance(name, at.StringAttr):
            return True
        results = fn.results
        if len(op.operands) != len(results):
            ctx.error(
                op,
                f"has {len(op.operands)} operands, but enclosing function (@{name.value}) "
                f"{word} {len(results)}",
            )
            return False
        for i, (value, expected) in enumerate(zip(op.operands, results, strict=True)):
            if not value.type.is_error and value.type != expected:
                ctx.plain_error(
                    op,
                    f"type of {noun} operand {i} ('{value.type}') doesn't match function "
                    f"result type ('{expected}') in function @{name.value}",
                )
                return False
        return True

    return verify


def _parse_function(p: Parser, op: Any) -> None:
    parse_function_op(p, op)


#: Op name -> (parse hook, print hook or None) of ops whose C++ parser is known.
OP_FORMS: dict[str, tuple[Callable[[Any, Any], None], None]] = {
    "ml_program.func": (_parse_function, None),
    "ml_program.subgraph": (_parse_function, None),
}


#: Op name -> (its C++ check, whether it reads only the op itself).
VERIFIERS: dict[str, tuple[Callable[[Any, Any], bool], bool]] = {
    "ml_program.global": (_verify_global, True),
    "ml_program.global_load_const": (_access_verifier("const"), False),
    "ml_program.global_load": (_access_verifier("load"), False),
    "ml_program.global_store": (_access_verifier("store"), False),
    "ml_program.return": (_terminator_verifier("returns", "return"), False),
    "ml_program.output": (_terminator_verifier("outputs", "output"), False),
}


def _global_name(op: Any) -> list[str | None]:
    """`getAsmResultNames` of the global loads: the result is named after the global."""
    ref = op.attr("global")
    if isinstance(ref, at.SymbolRefAttr) and op.results:
        leaf = ref.nested[-1] if ref.nested else ref.root
        return [leaf, *([None] * (len(op.results) - 1))]
    return []


#: Op name -> its result names (OpAsmOpInterface in C++).
RESULT_NAMES: dict[str, Callable[[Any], list[str | None]]] = {
    "ml_program.global_load_const": _global_name,
    "ml_program.global_load": _global_name,
}
