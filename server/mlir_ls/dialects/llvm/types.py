"""LLVM dialect types (`!llvm.ptr`, `!llvm.struct<...>`, ...) and the type constraints of LLVMOps.

A type is `DialectType("llvm", name, body, params)` with a canonical body, so two
spellings of one type compare equal and print as upstream does (`!llvm.ptr<0>` is
`!llvm.ptr`; LLVM types nested in an LLVM type drop their `!llvm.` prefix:
`!llvm.array<2 x ptr>`). `params` hold the parsed parameters:

* `ptr`: (address space,)
* `array`: (count, element type)
* `struct`: (name or None, element types or None when opaque, packed)
* `func`: (result, inputs, vararg)
* `target`: (name, type parameters, integer parameters)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.constraints import _c
from mlir_ls.ir import types as ty
from mlir_ls.syntax.lexer import integer_value
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.ir.spec import TypeConstraint
    from mlir_ls.ir.types import Type
    from mlir_ls.parser import Parser

#: LLVM types without parameters.
SIMPLE_TYPES = frozenset({"void", "ppc_fp128", "token", "label", "metadata", "x86_amx"})
#: Keywords an LLVM type may be written with inside another LLVM type (`array<4 x ptr>`).
TYPE_KEYWORDS = SIMPLE_TYPES | {"ptr", "array", "struct", "func", "target", "byte"}
#: Types no aggregate may hold (LLVMStructType/LLVMArrayType::isValidElementType).
_NOT_ELEMENTS = frozenset({"void", "label", "metadata", "func", "token"})
#: Builtin float types LLVM knows (isCompatibleFloatingPointType).
COMPATIBLE_FLOATS = frozenset({"bf16", "f16", "f32", "f64", "f80", "f128"})


def llvm_type(name: str, body: str | None = None, *params: Any) -> ty.DialectType:
    return ty.DialectType("llvm", name, body, tuple(params))


PTR = llvm_type("ptr", None, 0)
VOID = llvm_type("void")
TOKEN = llvm_type("token")
METADATA = llvm_type("metadata")


def ptr_type(space: int = 0) -> ty.DialectType:
    """`!llvm.ptr` in address space `space`."""
    return llvm_type("ptr", str(space) if space else None, space)


def nested(t: Type) -> str:
    """A type inside an LLVM type body: LLVM types without their `!llvm.` prefix."""
    text = str(t)
    if isinstance(t, ty.DialectType) and t.dialect == "llvm":
        return text[len("!llvm.") :]
    return text


def is_llvm(t: Type, name: str | None = None) -> bool:
    return (
        isinstance(t, ty.DialectType) and t.dialect == "llvm" and (name is None or t.name == name)
    )


def is_ptr(t: Type) -> bool:
    return is_llvm(t, "ptr")


def ptr_space(t: Type) -> int:
    if isinstance(t, ty.DialectType) and t.params:
        return int(t.params[0])
    return 0


def struct_body(t: Type) -> tuple[Type, ...] | None:
    """The element types of an `!llvm.struct` with a body, else None."""
    if is_llvm(t, "struct") and isinstance(t, ty.DialectType) and len(t.params) == 3:
        elems = t.params[1]
        return tuple(elems) if elems is not None else None
    return None


def array_parts(t: Type) -> tuple[int, Type] | None:
    """(count, element type) of an `!llvm.array`, else None."""
    if is_llvm(t, "array") and isinstance(t, ty.DialectType) and len(t.params) == 2:
        return int(t.params[0]), t.params[1]
    return None


def func_signature(t: Type) -> tuple[Type, tuple[Type, ...], bool] | None:
    """(result, inputs, vararg) of an `!llvm.func<...>`."""
    if is_llvm(t, "func") and isinstance(t, ty.DialectType) and len(t.params) == 3:
        return t.params[0], t.params[1], bool(t.params[2])
    return None


def target_name(t: Type) -> str | None:
    """The name of an `!llvm.target<"name", ...>` type, else None."""
    if is_llvm(t, "target") and isinstance(t, ty.DialectType) and t.params:
        return str(t.params[0])
    return None


def llvm_func_type(result: Type, inputs: list[Type], vararg: bool = False) -> ty.DialectType:
    args = [nested(t) for t in inputs] + (["..."] if vararg else [])
    return llvm_type("func", f"{nested(result)} ({', '.join(args)})", result, tuple(inputs), vararg)


def struct_type(elems: list[Type], packed: bool = False) -> ty.DialectType:
    """A literal `!llvm.struct<(...)>`."""
    text = ("packed " if packed else "") + "(" + ", ".join(nested(e) for e in elems) + ")"
    return llvm_type("struct", text, None, tuple(elems), packed)


def array_type(count: int, elem: Type) -> ty.DialectType:
    return llvm_type("array", f"{count} x {nested(elem)}", count, elem)


# ---- parsing ----------------------------------------------------------------------------------


def parse_llvm_type(p: Parser, name: str, body: Span | None) -> Type | None:
    """DialectSpec.parse_type: `!llvm.<name>` with the cursor after the name."""
    if name not in TYPE_KEYWORDS:
        end = p.prev_end
        raise p.fail(f"unknown LLVM type: {name}", Span(end - len(name), end))
    return _parse_keyword_type(p, name)


def _parse_nested_type(p: Parser, structs: tuple[str, ...] = ()) -> Type:
    """A type in an LLVM type body: an LLVM keyword type or any type. `structs` names
    the identified structs being parsed (a recursive reference may omit the body)."""
    if p.kind == "bare" and p.text in TYPE_KEYWORDS:
        name = p.text
        p.advance()
        return _parse_keyword_type(p, name, structs)
    return p.parse_type()


def _parse_keyword_type(p: Parser, name: str, structs: tuple[str, ...] = ()) -> Type:
    if name == "token":
        end = p.prev_end
        raise p.fail("unexpected type, expected keyword", Span(end - len(name), end))
    if name in SIMPLE_TYPES:
        return llvm_type(name)
    if name == "ptr":
        if p.kind != "<":
            return PTR
        p.advance()
        negative = p.kind == "-" and p.peek_kind() == "integer"
        if negative:
            p.advance()
        space = _unsigned_parameter(p, "LLVMPointerType", "addressSpace", "unsigned")
        p.expect(">", "expected '>'")
        return ptr_type((-space if negative else space) & 0xFFFFFFFF)
    open_span = p.span
    p.expect("<", "expected '<'")
    if name == "byte":
        return _parse_byte(p, open_span)
    if name == "array":
        return _parse_array(p, open_span, structs)
    if name == "struct":
        return _parse_struct(p, open_span, structs)
    if name == "func":
        return _parse_func_type(p, open_span, structs)
    return _parse_target(p)


def _unsigned_parameter(p: Parser, type_name: str, param: str, cpp: str) -> int:
    """An integer parameter of a generated type parser: its failure is "expected integer
    value", then the parameter's own error at the same place."""
    if p.kind != "integer":
        abort = p.fail_token("expected integer value")
        where = p.diagnostics[-1].span
        p.error(f"failed to parse {type_name} parameter '{param}' which is to be a `{cpp}`", where)
        raise abort
    value = integer_value(p.text)
    p.advance()
    return value


def _parse_byte(p: Parser, at: Span) -> Type:
    """`byte` `<` integer `>`"""
    width = _unsigned_parameter(p, "LLVMByteType", "bitWidth", "unsigned")
    p.expect(">", "expected '>'")
    if width <= 0:
        raise p.fail("bitwidth must be greater than 0", at)
    return llvm_type("byte", str(width), width)


def valid_element(t: Type) -> bool:
    """LLVMStructType/LLVMArrayType::isValidElementType."""
    return not (is_llvm(t) and isinstance(t, ty.DialectType) and t.name in _NOT_ELEMENTS)


def _parse_array(p: Parser, at: Span, structs: tuple[str, ...]) -> Type:
    """`array` `<` integer `x` type `>`"""
    count = _unsigned_parameter(p, "LLVMArrayType", "numElements", "uint64_t")
    if p.kind == "bare" and p.text.startswith("x") and len(p.text) > 1:
        p.reset(p.start + 1)  # `4xi32`: the `x` is glued to the element type
    else:
        p.expect_keyword("x", "expected 'x'")
    elem = _parse_nested_type(p, structs)
    p.expect(">", "expected '>'")
    if not elem.is_error and not valid_element(elem):
        raise p.fail(f"invalid array element type: '{elem}'", at)
    return array_type(count, elem)


def _parse_struct(p: Parser, at: Span, structs: tuple[str, ...]) -> Type:
    """`struct` `<` (string `,`)? (`opaque` | `packed`? `(` types `)`) `>` | `struct<string>`
    (the latter only inside the struct of that name: a recursive reference)"""
    ident: str | None = None
    if p.kind == "string":
        ident = p.text
        p.advance()
        if not p.consume_if(","):
            if p.kind == ">" and ident in structs:
                p.advance()
                return llvm_type("struct", ident, ident, None, False)
            if p.kind == ">":
                raise p.fail("struct without a body only allowed in a recursive struct")
            p.expect(">", "expected '>'")
        if p.kind == "bare" and p.text == "opaque":
            if _identified(p).get(ident, _OPAQUE) != _OPAQUE:
                raise p.fail("redeclaring defined struct as opaque")
            _identified(p)[ident] = _OPAQUE
            p.advance()
            p.expect(">", "expected '>'")
            return llvm_type("struct", f"{ident}, opaque", ident, None, False)
    packed = p.consume_keyword("packed")
    p.expect("(", "expected '('")
    body_at = p.span  # upstream's location of a body that does not match
    elems: list[Type] = []
    inner = (*structs, ident) if ident is not None else structs
    if not p.consume_if(")"):
        while True:
            elem = _parse_nested_type(p, inner)
            if not elem.is_error and not valid_element(elem):
                raise p.fail(f"invalid LLVM structure element type: '{elem}'", at)
            elems.append(elem)
            if not p.consume_if(","):
                break
        p.expect(")", "expected ')'")
    p.expect(">", "expected '>'")
    text = ("packed " if packed else "") + "(" + ", ".join(nested(e) for e in elems) + ")"
    if ident is not None:
        known = _identified(p)
        body = (tuple(elems), packed)
        if known.get(ident, body) != body:  # another body, or declared opaque
            # LLVMStructType::setBody: one body per name in the context
            raise p.fail("identified type already used with a different body", body_at)
        known[ident] = body
        text = f"{ident}, {text}"
    return llvm_type("struct", text, ident, tuple(elems), packed)


_OPAQUE = "opaque"


def _identified(p: Parser) -> dict[str, Any]:
    """The identified struct names of this parse (one context): name -> (body, packed), or
    `_OPAQUE` when declared opaque."""
    return p.identified_structs


def _parse_func_type(p: Parser, at: Span, structs: tuple[str, ...]) -> Type:
    """`func` `<` type `(` (type (`,` type)*)? (`,`? `...`)? `)` `>`"""
    result = _parse_nested_type(p, structs)
    p.expect("(", "expected '('")
    inputs: list[Type] = []
    vararg = False
    if not p.consume_if(")"):
        while True:
            if p.kind == "...":
                p.advance()
                vararg = True
                break
            inputs.append(_parse_nested_type(p, structs))
            if not p.consume_if(","):
                break
        p.expect(")", "expected ')'")
    p.expect(">", "expected '>'")
    if _llvm_name(result) in ("label", "metadata"):
        raise p.fail(f"invalid function result type: '{result}'", at)
    for t in inputs:
        if _llvm_name(t) in ("void", "label", "metadata"):
            raise p.fail(f"invalid function argument type: '{t}'", at)
    return llvm_func_type(result, inputs, vararg)


def _llvm_name(t: Type) -> str | None:
    """The name of an LLVM dialect type (`ptr`, `void`...), else None."""
    if isinstance(t, ty.DialectType) and t.dialect == "llvm":
        return t.name
    return None


def _parse_target(p: Parser) -> Type:
    """`target` `<` string (`,` type)* (`,` integer)* `>`"""
    if p.kind != "string":
        raise p.fail_token("expected string")
    name = p.text[1:-1]
    parts = [p.text]
    types: list[Type] = []
    ints: list[int] = []
    p.advance()
    while p.consume_if(","):
        if p.kind == "integer":
            ints.append(integer_value(p.text))
            parts.append(str(ints[-1]))
            p.advance()
        elif ints:
            raise p.fail("failed to parse parameter list for target extension type")
        else:
            types.append(_parse_nested_type(p))
            parts.append(nested(types[-1]))
    p.expect(">", "expected '>'")
    return llvm_type("target", ", ".join(parts), name, tuple(types), tuple(ints))


# ---- type predicates ----------------------------------------------------------------------------


def is_compatible_float(t: Type) -> bool:
    return isinstance(t, ty.FloatType) and t.name in COMPATIBLE_FLOATS


def is_float_type(t: Type) -> bool:
    """LLVM_AnyFloat: a builtin float type LLVM knows, or `!llvm.ppc_fp128`."""
    return is_compatible_float(t) or is_llvm(t, "ppc_fp128")


def is_signless(t: Type) -> bool:
    return isinstance(t, ty.IntegerType) and t.is_signless


def is_compatible_vector(t: Type) -> bool:
    """A 1-D vector of signless integers, LLVM floats or pointers."""
    if not isinstance(t, ty.VectorType) or len(t.shape or ()) != 1:
        return False
    elem = t.element_type
    return is_signless(elem) or is_float_type(elem) or is_ptr(elem)


def is_compatible(t: Type) -> bool:
    """LLVM::isCompatibleType."""
    if isinstance(t, ty.VectorType):
        return is_compatible_vector(t)
    if is_signless(t) or is_compatible_float(t) or isinstance(t, ty.TokenType):
        return True
    if not is_llvm(t) or not isinstance(t, ty.DialectType):
        return False
    if t.name == "struct":
        return all(is_compatible(e) for e in struct_body(t) or ())
    if t.name == "array":
        parts = array_parts(t)
        return parts is None or is_compatible(parts[1])
    if t.name == "func":
        sig = func_signature(t)
        return sig is None or (is_compatible(sig[0]) and all(is_compatible(i) for i in sig[1]))
    if t.name == "target":
        return all(is_compatible(x) for x in (t.params[1] if len(t.params) > 1 else ()))
    return True


def scalar_or_vector(check: Any) -> Any:
    """LLVM_ScalarOrVectorOf: a type, or an LLVM-compatible vector of it."""

    def test(t: Type) -> bool:
        if isinstance(t, ty.VectorType):
            return is_compatible_vector(t) and check(t.element_type)
        return bool(check(t))

    return test


def element_type(t: Type) -> Type:
    return t.element_type if isinstance(t, ty.VectorType) else t


def is_aggregate(t: Type) -> bool:
    return is_llvm(t, "struct") or is_llvm(t, "array")


def has_size(t: Type) -> bool:
    """LLVM_LoadableType's "type with size": not void, function, label, token, metadata..."""
    if not is_compatible(t):
        return False
    if is_llvm(t) and isinstance(t, ty.DialectType):
        if t.name in ("void", "func", "label", "metadata", "token"):
            return False
        if t.name == "struct":
            body = struct_body(t)
            if body is None:  # opaque, or a recursive reference to the enclosing struct
                return not (t.body or "").endswith("opaque")
            return all(has_size(e) for e in body)
        if t.name == "target":
            return target_supports_mem_ops(t)
    return True


def target_supports_mem_ops(t: Type) -> bool:
    """LLVMTargetExtType::supportsMemOps."""
    name = target_name(t) or ""
    return name.startswith("spirv.") or name == "aarch64.svcount"


def target_has_zero_init(t: Type) -> bool:
    """LLVMTargetExtType::hasProperty(HasZeroInit)."""
    return (target_name(t) or "").startswith("spirv.")


# ---- type constraints (upstream's summaries) -------------------------------------------------------

ANY_PTR = _c("LLVM pointer type", is_ptr)
PTR_LIKE = _c(
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    scalar_or_vector(is_ptr),
)
INT_LIKE = _c(
    "integer or LLVM dialect-compatible vector of integer",
    scalar_or_vector(lambda t: isinstance(t, ty.IntegerType)),
)
SIGNLESS_INT_LIKE = _c(
    "signless integer or LLVM dialect-compatible vector of signless integer",
    scalar_or_vector(is_signless),
)
FLOAT_LIKE = _c(
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    scalar_or_vector(is_float_type),
)
COMPATIBLE = _c("LLVM dialect-compatible type", is_compatible)
I1_LIKE = _c(
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    scalar_or_vector(lambda t: t == ty.I1),
)
INT_OR_PTR_LIKE = _c(
    "integer or LLVM dialect-compatible vector of integer or LLVM pointer type or LLVM "
    "dialect-compatible vector of LLVM pointer type",
    scalar_or_vector(lambda t: isinstance(t, ty.IntegerType) or is_ptr(t)),
)
NON_AGGREGATE = _c(
    "LLVM-compatible non-aggregate type",
    lambda t: is_compatible(t) and not is_aggregate(t),
)
LOADABLE = _c("LLVM type with size", has_size)
ANY_INTEGER = _c("integer", lambda t: isinstance(t, ty.IntegerType))
SIGNLESS_INT = _c("signless integer", is_signless)
ANY_VECTOR = _c(
    "LLVM dialect-compatible vector type",
    lambda t: isinstance(t, ty.VectorType) and is_compatible(t),
)
TOKEN_TYPE = _c("LLVM token type", lambda t: is_llvm(t, "token"))
METADATA_TYPE = _c("LLVM metadata type", lambda t: is_llvm(t, "metadata"))


def constraint(description: str, check: Any) -> TypeConstraint:
    """A type constraint that lets error types pass (no cascading findings)."""
    return _c(description, check)
