"""Memory ops of the llvm dialect: alloca, getelementptr, load/store, atomics, fence, va_arg."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.llvm.attributes import DEREFERENCEABLE_KIND
from mlir_ls.dialects.llvm.common import (
    ALIAS_ATTR_CHECKS,
    all_attributes,
    check_attrs_after_parse,
    has_attr,
    one_result,
    parse_signed_integer,
)
from mlir_ls.dialects.llvm.enums import (
    BIN_OPS,
    GEP_BITS,
    GEP_INBOUNDS,
    I64_ZERO,
    ORDERING,
    int_value,
)
from mlir_ls.dialects.llvm.types import (
    ANY_INTEGER,
    ANY_PTR,
    COMPATIBLE,
    INT_LIKE,
    LOADABLE,
    PTR_LIKE,
    array_parts,
    constraint,
    is_compatible_float,
    is_compatible_vector,
    is_llvm,
    is_ptr,
    struct_body,
    struct_type,
    target_name,
    target_supports_mem_ops,
)
from mlir_ls.dialects.ods import arg, attr, op, res, unit, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import OpSpec, TypeTransform

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.ir.types import Type
    from mlir_ls.parser import Parser

ALIAS_ATTRS = [
    attr("access_groups", optional=True),
    attr("alias_scopes", optional=True),
    attr("noalias_scopes", optional=True),
    attr("tbaa", optional=True),
]
ORDERING_ATTR = attr("ordering", "LLVM_AtomicOrdering", default=I64_ZERO)
SYNCSCOPE = attr("syncscope", "StrAttr", optional=True)
ALIGNMENT = attr("alignment", "I64Attr", optional=True)

# ---- alloca ------------------------------------------------------------------------------------


def parse_alloca(p: Parser, o: Operation) -> None:
    """`inalloca`? $arraySize `x` type attr-dict `:` functional-type"""
    name_span = p.op_name_span()
    if p.consume_keyword("inalloca"):
        o.attributes["inalloca"] = at.UNIT
    size = p.parse_operand()
    p.expect_keyword("x", "expected 'x'")
    elem = p.parse_type()
    p.parse_optional_attr_dict_into(o)
    alignment = o.attributes.get("alignment")
    if alignment is not None:
        if not isinstance(alignment, at.IntegerAttr):
            raise p.custom_error("expected integer alignment", name_span)
        if alignment.value == 0:
            del o.attributes["alignment"]
    p.expect(":", "expected ':'")
    span = p.span
    fn = p.parse_type()
    if not isinstance(fn, ty.FunctionType) or len(fn.inputs) != 1 or len(fn.results) != 1:
        if fn.is_error:
            fn = ty.FunctionType([ty.ERROR_TYPE], [ty.ERROR_TYPE])
        else:
            raise p.custom_error(
                "expected trailing function type with one argument and one result", span
            )
    o.attributes["elem_type"] = at.TypeAttr(elem)
    o.operands.append(p.resolve_operand(size, fn.inputs[0]))
    o.add_result(fn.results[0])


def print_alloca(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if not o.operands or not o.results:
        return
    if has_attr(o, "inalloca"):
        pr.write("inalloca ")
    pr.print_operand(o.operands[0])
    pr.write(" x ")
    elem = o.attr("elem_type")
    if isinstance(elem, at.TypeAttr):
        pr.print_type(elem.value)
    pr.print_optional_attr_dict(all_attributes(o), ("elem_type", "inalloca"))
    pr.write(" : ")
    pr.print_functional_type([o.operands[0].type], [r.type for r in o.results])


def verify_alloca(o: Operation, ctx: VerifyContext) -> None:
    elem = o.attr("elem_type")
    if not isinstance(elem, at.TypeAttr):
        return
    if target_name(elem.value) is not None and not target_supports_mem_ops(elem.value):
        ctx.error(o, "this target extension type cannot be used in alloca")


# ---- getelementptr ----------------------------------------------------------------------------

GEP_DYNAMIC = -(2**31)


def _parse_gep_flags(p: Parser) -> int:
    """(`inbounds` | `inbounds_flag` | `nusw` | `nuw`) (`|` ...)*"""
    words = {"inbounds": GEP_INBOUNDS, **dict(GEP_BITS)}
    value = 0
    while p.kind == "bare" and p.text in words and p.peek_kind() in ("|", "percent"):
        value |= words[p.text]
        p.advance()
        if not p.consume_if("|"):
            break
    return value


def gep_flags_text(value: int) -> str:
    """`inbounds` for inbounds_flag|nusw, then the other set flags, joined by `|`."""
    words: list[str] = []
    if value & GEP_INBOUNDS == GEP_INBOUNDS:
        words.append("inbounds")
        value &= ~GEP_INBOUNDS
    words.extend(name for name, bit in GEP_BITS if value & bit)
    return "|".join(words)


def parse_gep_indices(p: Parser) -> tuple[list[object], list[int]]:
    """`[` (ssa-use | integer) (`,` ...)* `]`: (dynamic operands, raw constant indices)."""
    p.expect("[", "expected '['")
    dynamic: list[object] = []
    raw: list[int] = []
    if not p.consume_if("]"):
        while True:
            if p.kind == "percent":
                dynamic.append(p.parse_operand())
                raw.append(GEP_DYNAMIC)
            else:
                raw.append(parse_signed_integer(p, "expected SSA value or integer"))
            if not p.consume_if(","):
                break
        p.expect("]", "expected ']'")
    return dynamic, raw


def parse_gep(p: Parser, o: Operation) -> None:
    """$noWrapFlags $base `[` custom<GEPIndices> `]` attr-dict `:` functional-type `,` $elem_type"""
    name_span = p.op_name_span()
    flags = _parse_gep_flags(p)
    o.attributes["noWrapFlags"] = at.IntegerAttr(flags, ty.I32)
    base = p.parse_operand()
    dynamic, raw = parse_gep_indices(p)
    o.attributes["rawConstantIndices"] = at.DenseArrayAttr(ty.I32, raw)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    span = p.span
    fn = p.parse_type()
    if not isinstance(fn, ty.FunctionType):
        if not fn.is_error:
            raise p.custom_error(
                f"invalid kind of type specified: expected builtin.function, but found '{fn}'",
                span,
            )
        fn = ty.FunctionType([ty.ERROR_TYPE] * (1 + len(dynamic)), [ty.ERROR_TYPE])
    p.expect(",", "expected ','")
    o.attributes["elem_type"] = at.TypeAttr(p.parse_type())
    if len(fn.inputs) != 1 + len(dynamic):
        raise p.count_mismatch(1 + len(dynamic), len(fn.inputs), name_span)
    o.operands.append(p.resolve_operand(base, fn.inputs[0]))
    o.operands.extend(p.resolve_operands(dynamic, list(fn.inputs[1:])))  # type: ignore[arg-type]
    for t in fn.results:
        o.add_result(t)


def print_gep(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if not o.operands:
        return
    flags = gep_flags_text(int_value(o.attr("noWrapFlags")))
    if flags:
        pr.write(flags + " ")
    pr.print_operand(o.operands[0])
    pr.write("[")
    raw = o.attr("rawConstantIndices")
    values = raw.values if isinstance(raw, at.DenseArrayAttr) else ()
    dynamic = iter(o.operands[1:])
    for i, value in enumerate(values):
        if i:
            pr.write(", ")
        if value == GEP_DYNAMIC:
            nxt = next(dynamic, None)
            if nxt is not None:
                pr.print_operand(nxt)
        else:
            pr.write(str(value))
    pr.write("]")
    pr.print_optional_attr_dict(
        all_attributes(o), ("rawConstantIndices", "elem_type", "noWrapFlags")
    )
    pr.write(" : ")
    pr.print_functional_type([v.type for v in o.operands], [r.type for r in o.results])
    elem = o.attr("elem_type")
    if isinstance(elem, at.TypeAttr):
        pr.write(", ")
        pr.print_type(elem.value)


def verify_gep(o: Operation, ctx: VerifyContext) -> None:
    if not one_result(o, ctx):
        return
    raw = o.attr("rawConstantIndices")
    values = [int(v) for v in raw.values] if isinstance(raw, at.DenseArrayAttr) else []
    if sum(1 for v in values if v == GEP_DYNAMIC) != len(o.operands) - 1:
        ctx.error(o, "expected as many dynamic indices as specified in 'rawConstantIndices'")
        return
    if int_value(o.attr("noWrapFlags")) & GEP_INBOUNDS == 1:
        ctx.error(o, "'inbounds_flag' cannot be used directly.")
        return
    elem = o.attr("elem_type")
    if isinstance(elem, at.TypeAttr):
        problem = struct_index_problem(elem.value, values)
        if problem is not None:
            ctx.error(o, problem)


def struct_index_problem(base: Type, indices: list[int]) -> str | None:
    """verifyStructIndices: indices into structs are constants in bounds (from index #1)."""
    t = base
    for position in range(1, len(indices)):
        index = indices[position]
        elems = struct_body(t)
        if elems is not None:
            if index == GEP_DYNAMIC:
                return f"expected index {position} indexing a struct to be constant"
            if index < 0 or index >= len(elems):
                return f"index {position} indexing a struct is out of bounds"
            t = elems[index]
        elif isinstance(t, ty.VectorType):
            t = t.element_type
        elif array_parts(t) is not None:
            t = array_parts(t)[1]  # type: ignore[index]
        else:
            if t.is_error:
                return None
            return f"type '{t}' cannot be indexed (index #{position})"
    return None


# ---- load / store ------------------------------------------------------------------------------


def atomic_type_ok(t: Type) -> bool:
    """isTypeCompatibleWithAtomicOp: pointers, integers and floats of a power-of-2 size >= 8."""
    if is_ptr(t):
        return True
    if isinstance(t, ty.IntegerType):
        width = t.width
    elif is_compatible_float(t):
        assert isinstance(t, ty.FloatType)
        width = t.width
    else:
        return False
    return width >= 8 and width & (width - 1) == 0


def _verify_memory_access(o: Operation, ctx: VerifyContext, value_type: Type) -> None:
    ordering = ORDERING.keyword(o.attr("ordering"), "not_atomic")
    if ordering == "not_atomic":
        if o.attr("syncscope") is not None:
            ctx.error(o, "expected syncscope to be null for non-atomic access")
        return
    if value_type.is_error:
        return
    if not atomic_type_ok(value_type):
        ctx.error(o, f"unsupported type '{value_type}' for atomic access")
        return
    if o.name == "llvm.load" and ordering in ("release", "acq_rel"):
        ctx.error(o, f"unsupported ordering '{ordering}'")
        return
    if o.name == "llvm.store" and ordering in ("acquire", "acq_rel"):
        ctx.error(o, f"unsupported ordering '{ordering}'")
        return
    if o.attr("alignment") is None:
        ctx.error(o, "expected alignment for atomic access")


def verify_load(o: Operation, ctx: VerifyContext) -> None:
    if not o.results:
        return
    result = o.results[0].type
    if o.attr("dereferenceable") is not None and not is_ptr(result) and not result.is_error:
        ctx.error(o, "expected op to return a single LLVM pointer type")
        return
    _verify_memory_access(o, ctx, result)


def verify_store(o: Operation, ctx: VerifyContext) -> None:
    if o.operands:
        _verify_memory_access(o, ctx, o.operands[0].type)


ATOMIC = "(`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?"


def memory_ops() -> list[OpSpec]:
    load = op(
        "llvm.load",
        "LLVM load operation",
        f"(`volatile` $volatile_^)? $addr {ATOMIC} (`invariant` $invariant^)? "
        "(`invariant_group` $invariantGroup^)? (`dereferenceable` `` $dereferenceable^)? "
        "attr-dict `:` qualified(type($addr)) `->` type($res)",
        operands=[arg("addr", ANY_PTR)],
        results=[res("res", LOADABLE)],
        attrs=[
            ALIGNMENT,
            unit("volatile_"),
            unit("nontemporal"),
            unit("invariant"),
            unit("invariantGroup"),
            ORDERING_ATTR,
            SYNCSCOPE,
            attr("dereferenceable", "LLVM_DereferenceableAttr", optional=True),
            *ALIAS_ATTRS,
        ],
        verify=verify_load,
    )
    store = op(
        "llvm.store",
        "LLVM store operation",
        f"(`volatile` $volatile_^)? $value `,` $addr {ATOMIC} "
        "(`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` "
        "qualified(type($addr))",
        operands=[arg("value", LOADABLE), arg("addr", ANY_PTR)],
        attrs=[
            ALIGNMENT,
            unit("volatile_"),
            unit("nontemporal"),
            unit("invariantGroup"),
            ORDERING_ATTR,
            SYNCSCOPE,
            *ALIAS_ATTRS,
        ],
        verify=verify_store,
    )
    return [
        op(
            "llvm.alloca",
            "LLVM alloca operation",
            operands=[arg("arraySize", ANY_INTEGER)],
            results=[res("res", ANY_PTR)],
            attrs=[
                ALIGNMENT,
                attr("elem_type", "TypeAttr"),
                unit("inalloca"),
            ],
            parse=parse_alloca,
            print=print_alloca,
            verify=verify_alloca,
        ),
        op(
            "llvm.getelementptr",
            "LLVM getelementptr operation",
            operands=[arg("base", PTR_LIKE), var_arg("dynamicIndices", INT_LIKE)],
            results=[res("res", PTR_LIKE)],
            attrs=[
                attr("rawConstantIndices", "DenseI32ArrayAttr"),
                attr("elem_type", "TypeAttr"),
                attr("noWrapFlags", "LLVM_GEPNoWrapFlagsProp", default=at.IntegerAttr(0, ty.I32)),
            ],
            traits=["Pure"],
            parse=parse_gep,
            print=print_gep,
            verify=verify_gep,
        ),
        check_attrs_after_parse(load, ALIAS_ATTR_CHECKS),
        check_attrs_after_parse(store, ALIAS_ATTR_CHECKS),
        *atomic_ops(),
        op(
            "llvm.va_arg",
            "LLVM va_arg operation",
            "$arg attr-dict `:` functional-type($arg, $res)",
            operands=[arg("arg", ANY_PTR)],
            results=[res("res", COMPATIBLE)],
        ),
    ]


# ---- atomics -----------------------------------------------------------------------------------

ATOMICRMW_VAL = constraint(
    "floating point LLVM type or LLVM pointer type or signless integer or LLVM "
    "dialect-compatible fixed-length vector type",
    lambda t: (
        is_compatible_float(t)
        or is_llvm(t, "ppc_fp128")
        or is_ptr(t)
        or (isinstance(t, ty.IntegerType) and t.is_signless)
        or (is_compatible_vector(t) and isinstance(t, ty.VectorType) and not t.scalable)
    ),
)
_FLOAT_RMW = frozenset(
    {"fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum", "fmaximumnum", "fminimumnum"}
)


def verify_atomicrmw(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) != 2:
        return
    value = o.operands[1].type
    if value.is_error:
        return
    bin_op = BIN_OPS.keyword(o.attr("bin_op"), "")
    if bin_op in _FLOAT_RMW:
        if is_compatible_vector(value):
            assert isinstance(value, ty.VectorType)
            if value.scalable:
                ctx.error(o, "expected LLVM IR fixed vector type")
                return
            if not is_compatible_float(value.element_type):
                ctx.error(o, "expected LLVM IR floating point type for vector element")
                return
        elif not is_compatible_float(value):
            ctx.error(o, "expected LLVM IR floating point type")
            return
    elif bin_op == "xchg":
        if not atomic_type_ok(value):
            ctx.error(o, "unexpected LLVM IR type for 'xchg' bin_op")
            return
    else:
        width = value.width if isinstance(value, ty.IntegerType) else 0
        if width not in (8, 16, 32, 64):
            ctx.error(o, "expected LLVM IR integer type")
            return
    if int_value(o.attr("ordering")) < ORDERING.by_name["monotonic"]:
        ctx.error(o, "expected at least 'monotonic' ordering")


def _cmpxchg_result(t: Type) -> Type:
    return struct_type([t, ty.I1])


def verify_cmpxchg(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) != 3:
        return
    value = o.operands[2].type
    if not value.is_error and not atomic_type_ok(value):
        ctx.error(o, "unexpected LLVM IR type")
        return
    success = int_value(o.attr("success_ordering"))
    failure = int_value(o.attr("failure_ordering"))
    monotonic = ORDERING.by_name["monotonic"]
    if success < monotonic or failure < monotonic:
        ctx.error(o, "ordering must be at least 'monotonic'")
        return
    if failure in (ORDERING.by_name["release"], ORDERING.by_name["acq_rel"]):
        ctx.error(o, "failure ordering cannot be 'release' or 'acq_rel'")


def verify_fence(o: Operation, ctx: VerifyContext) -> None:
    ordering = ORDERING.keyword(o.attr("ordering"), "")
    if ordering in ("not_atomic", "unordered", "monotonic"):
        ctx.error(o, "can be given only acquire, release, acq_rel, and seq_cst orderings")


def atomic_ops() -> list[OpSpec]:
    rmw = op(
        "llvm.atomicrmw",
        "LLVM atomicrmw operation",
        "(`volatile` $volatile_^)? $bin_op $ptr `,` $val "
        "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:` qualified(type($ptr)) `,` "
        "type($val)",
        operands=[arg("ptr", ANY_PTR), arg("val", ATOMICRMW_VAL)],
        results=[res("res", ATOMICRMW_VAL)],
        attrs=[
            attr("bin_op", "LLVM_AtomicBinOp"),
            attr("ordering", "LLVM_AtomicOrdering"),
            SYNCSCOPE,
            ALIGNMENT,
            unit("volatile_"),
            *ALIAS_ATTRS,
        ],
        relations=[
            TypeTransform("val", "res", lambda t: t, "result #0 and operand #1 have the same type")
        ],
        verify=verify_atomicrmw,
    )
    cmpxchg = op(
        "llvm.cmpxchg",
        "LLVM cmpxchg operation",
        "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val "
        "(`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering attr-dict `:` "
        "qualified(type($ptr)) `,` type($val)",
        operands=[arg("ptr", ANY_PTR), arg("cmp", ATOMICRMW_VAL), arg("val", ATOMICRMW_VAL)],
        results=[res("res", COMPATIBLE)],
        attrs=[
            attr("success_ordering", "LLVM_AtomicOrdering"),
            attr("failure_ordering", "LLVM_AtomicOrdering"),
            SYNCSCOPE,
            ALIGNMENT,
            unit("weak"),
            unit("volatile_"),
            *ALIAS_ATTRS,
        ],
        relations=[
            TypeTransform(
                "val", "cmp", lambda t: t, "operand #1 and operand #2 have the same type"
            ),
            TypeTransform(
                "val",
                "res",
                _cmpxchg_result,
                "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
            ),
        ],
        verify=verify_cmpxchg,
    )
    return [
        check_attrs_after_parse(rmw, ALIAS_ATTR_CHECKS),
        check_attrs_after_parse(cmpxchg, ALIAS_ATTR_CHECKS),
        op(
            "llvm.fence",
            "LLVM fence operation",
            "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict",
            attrs=[
                attr("ordering", "LLVM_AtomicOrdering"),
                SYNCSCOPE,
            ],
            verify=verify_fence,
        ),
    ]


_ = DEREFERENCEABLE_KIND  # registers the format kind
