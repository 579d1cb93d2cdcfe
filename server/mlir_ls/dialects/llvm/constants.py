"""Constants of the llvm dialect: mlir.constant, undef/poison/zero/none, addressof,
dso_local_equivalent, metadata_as_value."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.llvm.common import all_attributes
from mlir_ls.dialects.llvm.types import (
    ANY_PTR,
    COMPATIBLE,
    METADATA,
    METADATA_TYPE,
    array_parts,
    constraint,
    is_ptr,
    ptr_space,
    struct_body,
    target_has_zero_init,
    target_name,
)
from mlir_ls.dialects.ods import attr, op, res
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import OpSpec
from mlir_ls.syntax.lexer import string_bytes

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.ir.types import Type
    from mlir_ls.parser import Parser

# ---- llvm.mlir.constant ----------------------------------------------------------------------


def parse_constant(p: Parser, o: Operation) -> None:
    """`(` $value `)` attr-dict `:` type($res)"""
    p.expect("(", "expected '('")
    o.attributes["value"] = p.parse_attribute()
    p.expect(")", "expected ')'")
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    o.add_result(p.parse_type())


def print_constant(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write("(")
    value = o.attr("value")
    if value is not None:
        pr.print_attribute(value)
    pr.write(")")
    pr.print_optional_attr_dict(all_attributes(o), ("value",))
    pr.write(" : ")
    if o.results:
        pr.print_type(o.results[0].type)


_FLOAT_WIDTH = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128}


def _float_semantics_problem(attr_type: Type, result: Type) -> str | None:
    """Both float with the same semantics, or an integer of the float's width."""
    if isinstance(result, ty.FloatType):
        if result != attr_type:
            return "attribute and type have different float semantics"
        return None
    if isinstance(result, ty.IntegerType) and isinstance(attr_type, ty.FloatType):
        width = attr_type.width
        if result.width != width:
            return f"expected integer type of width {width}"
    return None


def _num_elements(t: Type) -> int:
    """getNumElements: vector elements, or nested array elements."""
    if isinstance(t, ty.ShapedType):
        count = 1
        for d in t.shape or ():
            count *= d
        return count
    parts = array_parts(t)
    if parts is not None:
        return parts[0] * _num_elements(parts[1])
    return 1


def _leaf_element(t: Type) -> Type:
    if isinstance(t, ty.ShapedType):
        return t.element_type
    parts = array_parts(t)
    if parts is not None:
        return _leaf_element(parts[1])
    return t


def _is_zero_or_undef(value: at.Attribute) -> bool:
    return (
        isinstance(value, at.DialectAttr)
        and value.dialect == "llvm"
        and value.name
        in (
            "zero",
            "undef",
        )
    )


def _struct_constant_problem(value: at.Attribute, struct: Type) -> str | None:
    elems = struct_body(struct) or ()
    if not isinstance(value, at.ArrayAttr):
        return "expected array attribute for struct type"
    if len(value.elements) != len(elems):
        return f"expected array attribute of size {len(elems)}"
    for i, (element, elem_type) in enumerate(zip(value.elements, elems, strict=True)):
        if not isinstance(elem_type, ty.IntegerType | ty.IndexType | ty.FloatType):
            return "expected struct element types to be floating point type or integer type"
        if not isinstance(element, at.FloatAttr | at.IntegerAttr | at.BoolAttr):
            return "expected element of array attribute to be floating point or integer"
        element_type = ty.I1 if isinstance(element, at.BoolAttr) else element.type
        if element_type != elem_type:
            return f"struct element at index {i} is of wrong type"
    return None


def _array_constant_problem(value: at.ArrayAttr, array: Type, dim: int) -> str | None:
    """verifyStructArrayConstant: nested arrays of structs (or pointers) as array attributes."""
    parts = array_parts(array)
    if parts is None:
        return None
    count, elem = parts
    if count != len(value.elements):
        return (
            "array attribute size does not match array type size in dimension "
            f"{dim}: {len(value.elements)} vs. {count}"
        )
    if array_parts(elem) is not None:
        for index, element in enumerate(value.elements):
            if _is_zero_or_undef(element):
                continue
            if not isinstance(element, at.ArrayAttr):
                return (
                    f"nested attribute for sub-array in dimension {dim} at index {index} must be "
                    "a zero, or undef, or array attribute"
                )
            problem = _array_constant_problem(element, elem, dim + 1)
            if problem is not None:
                return problem
        return None
    if is_ptr(elem):
        for index, element in enumerate(value.elements):
            ok = (isinstance(element, at.SymbolRefAttr) and len(element.path) == 1) or (
                isinstance(element, at.DialectAttr)
                and element.dialect == "llvm"
                and element.name in ("zero", "undef", "poison")
            )
            if not ok:
                return (
                    f"pointer array element at index {index} must be a flat symbol reference, "
                    "zero, undef, or poison"
                )
        return None
    fields = struct_body(elem)
    if fields is None:
        return "for array with an array attribute must have a struct element type"
    for index, element in enumerate(value.elements):
        if _is_zero_or_undef(element):
            continue
        if not isinstance(element, at.ArrayAttr):
            return (
                f"nested attribute for struct element at index {index} must be a zero, or undef, "
                "or array attribute"
            )
        if len(element.elements) != len(fields):
            return (
                f"nested array attribute size for struct element at index {index} must match "
                f"struct size: {len(element.elements)} vs. {len(fields)}"
            )
    return None


def constant_problem(value: at.Attribute, result: Type) -> str | None:
    """ConstantOp::verify, in upstream's order."""
    if isinstance(value, at.StringAttr):
        parts = array_parts(result)
        if parts is None or parts[0] != len(string_bytes(value.value)) or parts[1] != ty.I8:
            return (
                f"expected array type of {len(string_bytes(value.value))} i8 elements for the string "
                "constant"
            )
        return None
    if struct_body(result) is not None:
        return _struct_constant_problem(value, result)
    if target_name(result) is not None:
        return "does not support target extension type."
    if isinstance(value, at.IntegerAttr | at.BoolAttr):
        if not isinstance(result, ty.IntegerType):
            return "expected integer type"
        return None
    if isinstance(value, at.FloatAttr):
        return _float_semantics_problem(value.type or ty.F64, result)
    if isinstance(value, at.DenseElementsAttr | at.DenseResourceAttr | at.SparseElementsAttr):
        return _elements_problem(value, result)
    if isinstance(value, at.ArrayAttr):
        if array_parts(result) is None:
            return "expected array or struct type for array attribute"
        return _array_constant_problem(value, result, 0)
    return "only supports integer, float, string or elements attributes"


def _elements_problem(value: at.Attribute, result: Type) -> str | None:
    attr_type = value.type
    if isinstance(result, ty.VectorType) and result.scalable:
        if not (isinstance(value, at.DenseElementsAttr) and value.splat):
            return "scalable vector type requires a splat attribute"
    if not isinstance(result, ty.VectorType) and array_parts(result) is None:
        return "expected vector or array type"
    if not isinstance(attr_type, ty.ShapedType):
        return None
    attr_count = _num_elements(attr_type)
    if _num_elements(result) != attr_count:
        return (
            "type and attribute have a different number of elements: "
            f"{_num_elements(result)} vs. {attr_count}"
        )
    attr_elem = attr_type.element_type
    result_elem = _leaf_element(result)
    if isinstance(attr_elem, ty.FloatType):
        return _float_semantics_problem(attr_elem, result_elem)
    if isinstance(attr_elem, ty.IntegerType) and not isinstance(result_elem, ty.IntegerType):
        return "expected integer element type for integer elements attribute"
    return None


def verify_constant(o: Operation, ctx: VerifyContext) -> None:
    value = o.attr("value")
    if value is None or not o.results or o.results[0].type.is_error:
        return
    problem = constant_problem(value, o.results[0].type)
    if problem is not None:
        ctx.error(o, problem)


# ---- undef, poison, zero, none ----------------------------------------------------------------


def verify_zero(o: Operation, ctx: VerifyContext) -> None:
    if not o.results:
        return
    t = o.results[0].type
    if target_name(t) is not None and not target_has_zero_init(t):
        ctx.error(o, "target extension type does not support zero-initializer")


# ---- addressof and friends -----------------------------------------------------------------------


def verify_addressof(o: Operation, ctx: VerifyContext) -> None:
    name = o.attr("global_name")
    if not isinstance(name, at.SymbolRefAttr) or not o.results:
        return
    target = ctx.lookup_symbol(o, name)
    if target is None or target.name not in (
        "llvm.mlir.global",
        "llvm.func",
        "llvm.mlir.alias",
        "llvm.mlir.ifunc",
    ):
        ctx.error(
            o,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or "
            "'llvm.func' or 'llvm.mlir.ifunc'",
        )
        return
    space: int | None = None
    if target.name == "llvm.mlir.global":
        value = target.attr("addr_space")
        space = value.value if isinstance(value, at.IntegerAttr) else 0
    elif target.name == "llvm.mlir.alias":
        space = alias_address_space(target)
    if space is not None and ptr_space(o.results[0].type) != space:
        ctx.error(
            o, "pointer address space must match address space of the referenced global or alias"
        )


def alias_address_space(alias: Operation) -> int | None:
    """The address space of the pointer an alias's initializer returns."""
    region = alias.regions[0] if alias.regions else None
    if region is None or not region.blocks:
        return None
    term = region.blocks[-1].terminator
    if term is None or not term.operands:
        return None
    t = term.operands[0].type
    return ptr_space(t) if is_ptr(t) else None


def verify_dso_local_equivalent(o: Operation, ctx: VerifyContext) -> None:
    name = o.attr("function_name")
    if not isinstance(name, at.SymbolRefAttr):
        return
    target = ctx.lookup_symbol(o, name)
    if target is None or target.name not in ("llvm.func", "llvm.mlir.alias"):
        ctx.error(o, "must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'")
        return
    if target.name == "llvm.func":
        linkage = target.attr("linkage")
        if isinstance(linkage, at.DialectAttr) and linkage.body == "extern_weak":
            ctx.error(o, "target function with 'extern_weak' linkage not allowed")


# ---- the ops ------------------------------------------------------------------------------------


def constant_ops() -> list[OpSpec]:
    simple = [
        ("undef", "Creates an undefined value of LLVM dialect type."),
        ("poison", "Creates a poison value of LLVM dialect type."),
        ("zero", "Creates a zero-initialized value of LLVM dialect type."),
    ]
    return [
        op(
            "llvm.mlir.constant",
            "Defines a constant of LLVM type.",
            results=[res("res", COMPATIBLE)],
            attrs=[attr("value")],
            traits=["Pure", "ConstantLike"],
            parse=parse_constant,
            print=print_constant,
            verify=verify_constant,
        ),
        *(
            op(
                f"llvm.mlir.{name}",
                summary,
                "attr-dict `:` type($res)",
                results=[res("res", COMPATIBLE)],
                traits=["Pure", "ConstantLike"],
                verify=verify_zero if name == "zero" else None,
            )
            for name, summary in simple
        ),
        op(
            "llvm.mlir.none",
            "Defines a value containing an empty token to LLVM type.",
            "attr-dict `:` type($res)",
            results=[
                res("res", constraint("LLVM token type", lambda t: isinstance(t, ty.TokenType)))
            ],
            traits=["Pure", "ConstantLike"],
        ),
        op(
            "llvm.mlir.addressof",
            "Creates a pointer pointing to a global, alias or a function",
            "$global_name attr-dict `:` qualified(type($res))",
            results=[res("res", ANY_PTR)],
            attrs=[attr("global_name", "FlatSymbolRefAttr")],
            traits=["Pure", "ConstantLike"],
            verify=verify_addressof,
        ),
        op(
            "llvm.dso_local_equivalent",
            "Creates a LLVM dso_local_equivalent ptr",
            "$function_name attr-dict `:` qualified(type($res))",
            results=[res("res", ANY_PTR)],
            attrs=[attr("function_name", "FlatSymbolRefAttr")],
            traits=["Pure", "ConstantLike"],
            verify=verify_dso_local_equivalent,
        ),
        op(
            "llvm.mlir.metadata_as_value",
            "Wraps a metadata attribute as an LLVM metadata value",
            "$metadata attr-dict",
            results=[res("res", METADATA_TYPE)],
            attrs=[attr("metadata")],
            infer=lambda o: [METADATA],
            traits=["Pure"],
        ),
    ]
