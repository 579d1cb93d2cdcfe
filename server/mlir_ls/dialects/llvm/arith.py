"""Arithmetic, comparisons, casts and vector/aggregate element ops of the llvm dialect."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.common import types_match
from mlir_ls.dialects.constraints import i1_same_shape
from mlir_ls.dialects.llvm.attributes import DEREFERENCEABLE_KIND
from mlir_ls.dialects.llvm.common import all_attributes, parse_signed_integer
from mlir_ls.dialects.llvm.enums import (
    FASTMATH_NONE,
    FCMP,
    ICMP,
    OVERFLOW_NONE,
    Enum,
)
from mlir_ls.dialects.llvm.types import (
    ANY_VECTOR,
    COMPATIBLE,
    FLOAT_LIKE,
    I1_LIKE,
    INT_LIKE,
    INT_OR_PTR_LIKE,
    NON_AGGREGATE,
    PTR_LIKE,
    array_parts,
    is_compatible,
    is_ptr,
    ptr_space,
    struct_body,
)
from mlir_ls.dialects.ods import arg, attr, op, res, unit
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import OpSpec, TypeTransform

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.ir.types import Type
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand

PURE_SAME = ["Pure", "SameOperandsAndResultType"]
FASTMATH = attr("fastmathFlags", "LLVM_FastmathFlagsAttr", default=FASTMATH_NONE)
OVERFLOW = attr("overflowFlags", "LLVM_IntegerOverflowFlagsProp", default=OVERFLOW_NONE)

# ---- integer and float arithmetic ------------------------------------------------------------

#: mnemonic -> (LLVM instruction, flag kind)
INT_BINARY = {
    "add": ("Add", "overflow"),
    "sub": ("Sub", "overflow"),
    "mul": ("Mul", "overflow"),
    "shl": ("Shl", "overflow"),
    "udiv": ("UDiv", "exact"),
    "sdiv": ("SDiv", "exact"),
    "lshr": ("LShr", "exact"),
    "ashr": ("AShr", "exact"),
    "or": ("Or", "disjoint"),
    "urem": ("URem", ""),
    "srem": ("SRem", ""),
    "and": ("And", ""),
    "xor": ("Xor", ""),
}


def int_binary(name: str, inst: str, flag: str) -> OpSpec:
    """`$lhs , $rhs overflow<...>? attr-dict : type($res)` (and `exact`/`disjoint` forms)."""
    attrs: list[Any] = []
    prefix = ""
    middle = ""
    if flag == "overflow":
        attrs = [OVERFLOW]
        middle = " (`overflow` `` $overflowFlags^)?"
    elif flag == "exact":
        attrs = [unit("isExact")]
        prefix = "(`exact` $isExact^)? "
    elif flag == "disjoint":
        attrs = [unit("isDisjoint")]
        prefix = "(`disjoint` $isDisjoint^)? "
    return op(
        f"llvm.{name}",
        f"LLVM {inst} operation",
        f"{prefix}$lhs `,` $rhs{middle} attr-dict `:` type($res)",
        operands=[arg("lhs", INT_LIKE), arg("rhs", INT_LIKE)],
        results=[res("res", INT_LIKE)],
        attrs=attrs,
        traits=PURE_SAME,
    )


def float_binary(name: str, inst: str) -> OpSpec:
    """`$lhs , $rhs attr-dict : type($res)`, `fastmathFlags` in the dictionary."""
    return op(
        f"llvm.{name}",
        f"LLVM {inst} operation",
        "$lhs `,` $rhs attr-dict `:` type($res)",
        operands=[arg("lhs", FLOAT_LIKE), arg("rhs", FLOAT_LIKE)],
        results=[res("res", FLOAT_LIKE)],
        attrs=[FASTMATH],
        traits=PURE_SAME,
    )


FLOAT_BINARY = {"fadd": "FAdd", "fsub": "FSub", "fmul": "FMul", "fdiv": "FDiv", "frem": "FRem"}

# ---- casts ----------------------------------------------------------------------------------

#: mnemonic -> (instruction, source constraint, result constraint, flag)
CASTS = {
    "bitcast": ("BitCast", NON_AGGREGATE, NON_AGGREGATE, ""),
    "addrspacecast": ("AddrSpaceCast", PTR_LIKE, PTR_LIKE, ""),
    "inttoptr": ("IntToPtr", INT_LIKE, PTR_LIKE, "dereferenceable"),
    "ptrtoint": ("PtrToInt", PTR_LIKE, INT_LIKE, ""),
    "ptrtoaddr": ("PtrToAddr", PTR_LIKE, INT_LIKE, ""),
    "sext": ("SExt", INT_LIKE, INT_LIKE, ""),
    "zext": ("ZExt", INT_LIKE, INT_LIKE, "nneg"),
    "trunc": ("Trunc", INT_LIKE, INT_LIKE, "overflow"),
    "fptrunc": ("FPTrunc", FLOAT_LIKE, FLOAT_LIKE, "fastmath"),
    "fpext": ("FPExt", FLOAT_LIKE, FLOAT_LIKE, "fastmath"),
    "fptoui": ("FPToUI", FLOAT_LIKE, INT_LIKE, ""),
    "fptosi": ("FPToSI", FLOAT_LIKE, INT_LIKE, ""),
    "uitofp": ("UIToFP", INT_LIKE, FLOAT_LIKE, "nneg"),
    "sitofp": ("SIToFP", INT_LIKE, FLOAT_LIKE, ""),
}


def cast(name: str, inst: str, source: Any, target: Any, flag: str) -> OpSpec:
    """`$arg flags? attr-dict : type($arg) to type($res)`"""
    prefix = ""
    middle = ""
    attrs: list[Any] = []
    if flag == "nneg":
        prefix = "(`nneg` $nonNeg^)? "
        attrs = [unit("nonNeg")]
    elif flag == "overflow":
        middle = " (`overflow` `` $overflowFlags^)?"
        attrs = [OVERFLOW]
    elif flag == "fastmath":
        middle = " (`fastmath` `` $fastmathFlags^)?"
        attrs = [FASTMATH]
    elif flag == "dereferenceable":
        middle = " (`dereferenceable` `` $dereferenceable^)?"
        attrs = [attr("dereferenceable", "LLVM_DereferenceableAttr", optional=True)]
    verify = {
        "sext": verify_ext,
        "zext": verify_ext,
        "bitcast": verify_bitcast,
        "ptrtoaddr": verify_ptrtoaddr,
    }.get(name)
    return op(
        f"llvm.{name}",
        f"LLVM {inst} operation",
        f"{prefix}$arg{middle} attr-dict `:` type($arg) `to` type($res)",
        operands=[arg("arg", source)],
        results=[res("res", target)],
        attrs=attrs,
        traits=["Pure"],
        verify=verify,
    )


def verify_ptrtoaddr(o: Operation, ctx: VerifyContext) -> None:
    """PtrToAddrOp::verify: the result's bit width is the pointer's in the data layout: the
    nearest `dlti.dl_spec` entry for the pointer type (its first size), else 64."""
    types = _cast_types(o)
    if types is None:
        return
    width = _width(types[1])
    source = types[0].element_type if isinstance(types[0], ty.VectorType) else types[0]
    expected = _pointer_bits(o, source)
    if width is not None and expected is not None and width != expected:
        ctx.error(
            o,
            f"bit-width of integer result type '{types[1]}' must match the pointer bitwidth "
            f"({expected}) specified in the datalayout",
        )


def _pointer_bits(o: Operation, pointer: Type) -> int | None:
    """The pointer's size in the innermost data layout spec around `o` (None: not read)."""
    parent = o.parent_op
    while parent is not None:
        spec = parent.attributes.get("dlti.dl_spec")
        if spec is not None:
            entries = getattr(spec, "entries", None)
            if entries is None:
                return None
            for key, value in entries:
                if key == pointer and isinstance(value, at.DenseElementsAttr) and value.elements:
                    first = value.elements[0]
                    return first if isinstance(first, int) else None
            break
        if any(name.startswith("dlti.") for name in parent.attributes):
            return None
        parent = parent.parent_op
    return 64  # the default layout: 64-bit pointers in every address space


def _width(t: Type) -> int | None:
    t = t.element_type if isinstance(t, ty.VectorType) else t
    return t.width if isinstance(t, ty.IntegerType) else None


def _cast_types(o: Operation) -> tuple[Type, Type] | None:
    """The source and result types of a well-formed cast, None if either is missing or bad."""
    if len(o.operands) != 1 or len(o.results) != 1:
        return None
    src, dst = o.operands[0].type, o.results[0].type
    if src.is_error or dst.is_error:
        return None
    return src, dst


def verify_ext(o: Operation, ctx: VerifyContext) -> None:
    """sext/zext: the result is wider, and vectors keep their shape."""
    types = _cast_types(o)
    if types is None:
        return
    src, dst = types
    src_vec, dst_vec = isinstance(src, ty.VectorType), isinstance(dst, ty.VectorType)
    if src_vec and dst_vec:
        assert isinstance(src, ty.VectorType) and isinstance(dst, ty.VectorType)
        if src.shape != dst.shape or src.scalable != dst.scalable:
            ctx.plain_error(o, "input and output vectors are of incompatible shape")
            return
    elif not src_vec and dst_vec:
        ctx.plain_error(o, "input type is an integer but output type is a vector")
        return
    elif src_vec and not dst_vec:
        ctx.plain_error(o, "input type is a vector but output type is an integer")
        return
    src_width, dst_width = _width(src), _width(dst)
    if src_width is not None and dst_width is not None and dst_width <= src_width:
        ctx.plain_error(
            o,
            "integer width of the output type is smaller or equal to the integer width of the "
            "input type",
        )


def _ptr_of(t: Type) -> Type | None:
    """The pointer type of a pointer or a vector of pointers."""
    if is_ptr(t):
        return t
    if isinstance(t, ty.VectorType) and is_ptr(t.element_type):
        return t.element_type
    return None


def verify_bitcast(o: Operation, ctx: VerifyContext) -> None:
    """Pointers cast only to pointers, of the same address space and vector-ness."""
    types = _cast_types(o)
    if types is None:
        return
    src, dst = types
    src_ptr, dst_ptr = _ptr_of(src), _ptr_of(dst)
    if src_ptr is None and dst_ptr is None:
        return
    if src_ptr is None or dst_ptr is None:
        ctx.error(o, "can only cast pointers from and to pointers")
        return
    if isinstance(src, ty.VectorType) and not isinstance(dst, ty.VectorType):
        ctx.error(o, "cannot cast vector of pointers to pointer")
        return
    if not isinstance(src, ty.VectorType) and isinstance(dst, ty.VectorType):
        ctx.error(o, "cannot cast pointer to vector of pointers")
        return
    if ptr_space(src_ptr) != ptr_space(dst_ptr):
        ctx.error(
            o,
            "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
        )


# ---- comparisons -----------------------------------------------------------------------------


def cmp_hooks(enum: Enum) -> tuple[Any, Any]:
    """icmp/fcmp: `"pred" $lhs , $rhs attr-dict : type($lhs)` (hand-written upstream)."""

    def parse(p: Parser, o: Operation) -> None:
        span = p.span
        if p.kind != "string":
            if p.kind in ("bare", "integer", "float", "[", "{", "hash") or p.kind == "-":
                p.parse_attribute()
                raise p.custom_error("invalid kind of attribute specified", span)
            raise p.fail_token("expected attribute value")
        word = p.text[1:-1]
        if word not in enum.by_name:
            raise p.custom_error(
                f"'{word}' is an incorrect value of the 'predicate' attribute", span
            )
        p.advance()
        o.attributes["predicate"] = enum.integer(word)
        lhs = p.parse_operand()
        p.expect(",", "expected ','")
        rhs = p.parse_operand()
        p.parse_optional_attr_dict_into(o)
        p.expect(":", "expected ':'")
        operand_type = p.parse_type()
        o.operands.append(p.resolve_operand(lhs, operand_type))
        o.operands.append(p.resolve_operand(rhs, operand_type))
        o.add_result(i1_same_shape(operand_type))

    def print_(pr: OpAsmPrinter, o: Operation) -> None:
        word = enum.keyword(o.attr("predicate"), "?")
        pr.write(f' "{word}" ')
        pr.print_operands(o.operands)
        elided = {"predicate"}
        if o.attr("fastmathFlags") == FASTMATH_NONE:
            elided.add("fastmathFlags")
        pr.print_optional_attr_dict(all_attributes(o), elided)
        pr.write(" : ")
        if o.operands:
            pr.print_type(o.operands[0].type)

    return parse, print_


def cmp_op(name: str, enum: Enum, operand: Any, fastmath: bool) -> OpSpec:
    parse, print_ = cmp_hooks(enum)
    attrs = [attr("predicate", "LLVM_" + enum.name)]
    if fastmath:
        attrs.append(FASTMATH)
    return op(
        f"llvm.{name}",
        f"LLVM {name} operation",
        operands=[arg("lhs", operand), arg("rhs", operand)],
        results=[res("res", I1_LIKE)],
        attrs=attrs,
        traits=["Pure", "SameTypeOperands"],
        relations=[
            TypeTransform(
                "lhs",
                "res",
                i1_same_shape,
                "result type has i1 element type and same shape as operands",
            )
        ],
        parse=parse,
        print=print_,
    )


# ---- select, freeze -------------------------------------------------------------------------


def parse_select(p: Parser, o: Operation) -> None:
    """operands attr-dict `:` type($condition) `,` type($res)"""
    names = p.parse_operand_list_no_parens()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    cond_type = p.parse_type()
    p.expect(",", "expected ','")
    value_type = p.parse_type()
    if len(names) != 3:
        raise p.custom_error(f"{len(names)} operands present, but expected 3")
    o.operands.extend(p.resolve_operands(names, [cond_type, value_type, value_type]))
    o.add_result(value_type)


def print_select(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operands(o.operands)
    elided = ["fastmathFlags"] if o.attr("fastmathFlags") in (None, FASTMATH_NONE) else []
    pr.print_optional_attr_dict(all_attributes(o), elided)
    pr.write(" : ")
    if len(o.operands) == 3 and o.results:
        pr.print_type(o.operands[0].type)
        pr.write(", ")
        pr.print_type(o.results[0].type)


# ---- vector element ops ------------------------------------------------------------------------


def _vector_type(p: Parser) -> ty.VectorType | None:
    """A `vector<...>` type, else upstream's "invalid kind of type" error."""
    span = p.span
    t = p.parse_type()
    if isinstance(t, ty.VectorType):
        return t
    if t.is_error:
        return None
    raise p.custom_error(
        f"invalid kind of type specified: expected builtin.vector, but found '{t}'", span
    )


def _parse_vector_position(
    p: Parser, o: Operation
) -> tuple[UnresolvedOperand, UnresolvedOperand, Type, ty.VectorType | None]:
    """`$vector [ $position : type($position) ] attr-dict : type($vector)`: the operand names,
    the position type and the vector type (None after a type error)."""
    vector = p.parse_operand()
    p.expect("[", "expected '['")
    position = p.parse_operand()
    p.expect(":", "expected ':'")
    position_type = p.parse_type()
    p.expect("]", "expected ']'")
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    return vector, position, position_type, _vector_type(p)


def _print_vector_position(pr: OpAsmPrinter, o: Operation, vector: int, position: int) -> None:
    """Prints `$vector [ $position : type($position) ] attr-dict : type($vector)`."""
    pr.print_operand(o.operands[vector])
    pr.write("[")
    pr.print_operand(o.operands[position])
    pr.write(" : ")
    pr.print_type(o.operands[position].type)
    pr.write("]")
    pr.print_optional_attr_dict(all_attributes(o))
    pr.write(" : ")
    pr.print_type(o.operands[vector].type)


def parse_extractelement(p: Parser, o: Operation) -> None:
    """$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"""
    vector, position, position_type, vector_type = _parse_vector_position(p, o)
    o.operands.append(p.resolve_operand(vector, vector_type or ty.ERROR_TYPE))
    o.operands.append(p.resolve_operand(position, position_type))
    o.add_result(vector_type.element_type if vector_type is not None else ty.ERROR_TYPE)


def print_extractelement(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if len(o.operands) != 2:
        return
    _print_vector_position(pr, o, 0, 1)


def parse_insertelement(p: Parser, o: Operation) -> None:
    """$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"""
    value = p.parse_operand()
    p.expect(",", "expected ','")
    vector, position, position_type, vector_type = _parse_vector_position(p, o)
    elem = vector_type.element_type if vector_type is not None else ty.ERROR_TYPE
    o.operands.append(p.resolve_operand(vector, vector_type or ty.ERROR_TYPE))
    o.operands.append(p.resolve_operand(value, elem))
    o.operands.append(p.resolve_operand(position, position_type))
    o.add_result(vector_type or ty.ERROR_TYPE)


def print_insertelement(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if len(o.operands) != 3:
        return
    pr.print_operand(o.operands[1])
    pr.write(", ")
    _print_vector_position(pr, o, 0, 2)


def _element(t: Type) -> Type:
    return t.element_type if isinstance(t, ty.VectorType) else ty.ERROR_TYPE


def parse_i32_list(p: Parser) -> list[int]:
    """`[` (integer (`,` integer)*)? `]`"""
    p.expect("[", "expected '['")
    values: list[int] = []
    if not p.consume_if("]"):
        while True:
            values.append(parse_signed_integer(p))
            if not p.consume_if(","):
                break
        p.expect("]", "expected ']'")
    return values


def parse_shufflevector(p: Parser, o: Operation) -> None:
    """$v1 `,` $v2 $mask attr-dict `:` type($v1) custom<ShuffleType>(...)"""
    v1 = p.parse_operand()
    p.expect(",", "expected ','")
    v2 = p.parse_operand()
    mask = parse_i32_list(p)
    o.attributes["mask"] = at.DenseArrayAttr(ty.I32, mask)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    vector_type = _vector_type(p)
    o.operands.extend(p.resolve_operands([v1, v2], [vector_type or ty.ERROR_TYPE] * 2))
    if vector_type is None:
        o.add_result(ty.ERROR_TYPE)
        return
    o.add_result(
        ty.VectorType(
            (len(mask),), vector_type.element_type, (True,) if vector_type.scalable else ()
        )
    )


def print_shufflevector(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if len(o.operands) != 2:
        return
    pr.print_operands(o.operands)
    mask = o.attr("mask")
    values = mask.values if isinstance(mask, at.DenseArrayAttr) else ()
    pr.write(" [" + ", ".join(str(v) for v in values) + "]")
    pr.print_optional_attr_dict(all_attributes(o), ("mask",))
    pr.write(" : ")
    pr.print_type(o.operands[0].type)
    pr.write(" ")  # upstream's custom<ShuffleType> prints nothing after its space


def verify_shufflevector(o: Operation, ctx: VerifyContext) -> None:
    if not o.operands:
        return
    t = o.operands[0].type
    mask = o.attr("mask")
    values = mask.values if isinstance(mask, at.DenseArrayAttr) else ()
    if isinstance(t, ty.VectorType) and t.scalable and any(v != 0 for v in values):
        ctx.error(o, "expected a splat operation for scalable vectors")


# ---- aggregates ----------------------------------------------------------------------------


def position_type(container: Type, position: list[int]) -> Type | str:
    """The element type at `position` in a struct/array, or an error message."""
    t = container
    for index in position:
        parts = array_parts(t)
        elems = struct_body(t)
        if parts is not None:
            if index < 0 or index >= parts[0]:
                return f"position out of bounds: {index}"
            t = parts[1]
        elif elems is not None:
            if index < 0 or index >= len(elems):
                return f"position out of bounds: {index}"
            t = elems[index]
        else:
            return f"expected LLVM IR structure/array type, got: '{t}'"
    return t


def _container_element(p: Parser, container_type: Type, position: list[int]) -> Type:
    elem = position_type(container_type, position)
    if isinstance(elem, str):
        if container_type.is_error:
            return ty.ERROR_TYPE
        if not is_compatible(container_type):
            raise p.custom_error(f"expected LLVM IR Dialect type, got '{container_type}'")
        raise p.custom_error(elem)
    return elem


def _parse_container_position(p: Parser, o: Operation) -> tuple[UnresolvedOperand, Type, Type]:
    """`$container `` $position attr-dict : type($container)`: the container operand name, its
    type and the type of the element at the position."""
    container = p.parse_operand()
    position = parse_i32_list(p)
    o.attributes["position"] = at.DenseArrayAttr(ty.I64, position)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    container_type = p.parse_type()
    return container, container_type, _container_element(p, container_type, position)


def parse_extractvalue(p: Parser, o: Operation) -> None:
    """$container `` $position attr-dict `:` type($container) custom<InsertExtractValueElementType>"""
    container, container_type, elem = _parse_container_position(p, o)
    o.operands.append(p.resolve_operand(container, container_type))
    o.add_result(elem)


def parse_insertvalue(p: Parser, o: Operation) -> None:
    """$value `,` $container `` $position attr-dict `:` type($container) custom<...>"""
    value = p.parse_operand()
    p.expect(",", "expected ','")
    container, container_type, elem = _parse_container_position(p, o)
    o.operands.append(p.resolve_operand(container, container_type))
    o.operands.append(p.resolve_operand(value, elem))
    o.add_result(container_type)


def _print_container_position(pr: OpAsmPrinter, o: Operation) -> None:
    """Prints `$container `` $position attr-dict : type($container) ` (the container is the
    first operand; upstream's custom<InsertExtractValueElementType> leaves a space)."""
    pr.print_operand(o.operands[0])
    position = o.attr("position")
    values = position.values if isinstance(position, at.DenseArrayAttr) else ()
    pr.write("[" + ", ".join(str(v) for v in values) + "]")
    pr.print_optional_attr_dict(all_attributes(o), ("position",))
    pr.write(" : ")
    pr.print_type(o.operands[0].type)
    pr.write(" ")


def print_extractvalue(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if not o.operands:
        return
    _print_container_position(pr, o)


def print_insertvalue(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if len(o.operands) != 2:
        return
    pr.print_operand(o.operands[1])
    pr.write(", ")
    _print_container_position(pr, o)


def _verify_position(o: Operation, ctx: VerifyContext, container: Type, value: Type) -> None:
    position = o.attr("position")
    values = [int(v) for v in position.values] if isinstance(position, at.DenseArrayAttr) else []
    elem = position_type(container, values)
    if isinstance(elem, str):
        if not container.is_error:
            ctx.error(o, elem)
        return
    if types_match(elem, value):
        return
    if o.name == "llvm.extractvalue":
        ctx.error(
            o,
            f"Type mismatch: extracting from '{container}' should produce '{elem}' but this op "
            f"returns '{value}'",
        )
    else:
        ctx.error(o, f"Type mismatch: cannot insert '{value}' into '{container}'")


def verify_extractvalue(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) == 1 and len(o.results) == 1:
        _verify_position(o, ctx, o.operands[0].type, o.results[0].type)


def verify_insertvalue(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) == 2:
        _verify_position(o, ctx, o.operands[0].type, o.operands[1].type)


# ---- the ops ------------------------------------------------------------------------------------


def arith_ops() -> list[OpSpec]:
    return [
        *(int_binary(name, inst, flag) for name, (inst, flag) in INT_BINARY.items()),
        *(float_binary(name, inst) for name, inst in FLOAT_BINARY.items()),
        op(
            "llvm.fneg",
            "LLVM FNeg operation",
            "$operand attr-dict `:` type($res)",
            operands=[arg("operand", FLOAT_LIKE)],
            results=[res("res", FLOAT_LIKE)],
            attrs=[FASTMATH],
            traits=PURE_SAME,
        ),
        *(cast(name, *spec) for name, spec in CASTS.items()),
        cmp_op("icmp", ICMP, INT_OR_PTR_LIKE, False),
        cmp_op("fcmp", FCMP, FLOAT_LIKE, True),
        op(
            "llvm.select",
            "LLVM select operation",
            operands=[
                arg("condition", I1_LIKE),
                arg("trueValue", COMPATIBLE),
                arg("falseValue", COMPATIBLE),
            ],
            results=[res("res", COMPATIBLE)],
            attrs=[FASTMATH],
            traits=["Pure", "AllTypesMatch"],
            parse=parse_select,
            print=print_select,
            verify=verify_select,
        ),
        op(
            "llvm.freeze",
            "Freeze",
            "$val attr-dict `:` type($val)",
            operands=[arg("val", COMPATIBLE)],
            results=[res("res", COMPATIBLE)],
            traits=PURE_SAME,
        ),
        op(
            "llvm.extractelement",
            "Extract an element from an LLVM vector",
            operands=[arg("vector", ANY_VECTOR), arg("position", INT_LIKE)],
            results=[res("res", COMPATIBLE)],
            relations=[
                TypeTransform("vector", "res", _element, "result type matches vector element type")
            ],
            traits=["Pure"],
            parse=parse_extractelement,
            print=print_extractelement,
        ),
        op(
            "llvm.insertelement",
            "Insert an element into an LLVM vector",
            operands=[
                arg("vector", ANY_VECTOR),
                arg("value", COMPATIBLE),
                arg("position", INT_LIKE),
            ],
            results=[res("res", ANY_VECTOR)],
            relations=[
                TypeTransform(
                    "vector", "value", _element, "argument type matches vector element type"
                )
            ],
            traits=["Pure"],
            parse=parse_insertelement,
            print=print_insertelement,
        ),
        op(
            "llvm.shufflevector",
            "Construct a permutation of two vectors",
            operands=[arg("v1", ANY_VECTOR), arg("v2", ANY_VECTOR)],
            results=[res("res", ANY_VECTOR)],
            attrs=[attr("mask", "DenseI32ArrayAttr")],
            traits=["Pure"],
            parse=parse_shufflevector,
            print=print_shufflevector,
            verify=verify_shufflevector,
        ),
        op(
            "llvm.extractvalue",
            "Extract a value from an LLVM struct",
            operands=[arg("container", COMPATIBLE)],
            results=[res("res", COMPATIBLE)],
            attrs=[attr("position", "DenseI64ArrayAttr")],
            traits=["Pure"],
            parse=parse_extractvalue,
            print=print_extractvalue,
            verify=verify_extractvalue,
        ),
        op(
            "llvm.insertvalue",
            "Insert a value into an LLVM struct",
            operands=[arg("container", COMPATIBLE), arg("value", COMPATIBLE)],
            results=[res("res", COMPATIBLE)],
            attrs=[attr("position", "DenseI64ArrayAttr")],
            traits=["Pure"],
            parse=parse_insertvalue,
            print=print_insertvalue,
            verify=verify_insertvalue,
        ),
    ]


def verify_select(o: Operation, ctx: VerifyContext) -> None:
    """AllTypesMatch<["trueValue", "falseValue", "res"]>."""
    if len(o.operands) != 3 or len(o.results) != 1:
        return
    types = [o.operands[1].type, o.operands[2].type, o.results[0].type]
    known = [t for t in types if not t.is_error]
    if known and any(t != known[0] for t in known):
        ctx.error(o, "failed to verify that all of {trueValue, falseValue, res} have same type")


_ = DEREFERENCEABLE_KIND  # registers the format kind
