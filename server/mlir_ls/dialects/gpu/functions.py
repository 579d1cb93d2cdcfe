"""Device code containers: `gpu.module`, `gpu.func` (with `gpu.return`) and `gpu.binary`.

gpu.func ::= `gpu.func` symbol-name `(` argument-list `)` (`->` function-result-list)?
             memory-attribution `kernel`? (`attributes` attr-dict)? region
memory-attribution ::= (`workgroup` `(` ssa-id-and-type-list `)`)?
                       (`private` `(` ssa-id-and-type-list `)`)?
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.common import types_match
from mlir_ls.dialects.function_interface import (
    function_type_of,
    parse_argument_list,
    parse_function_body,
    parse_function_results,
)
from mlir_ls.dialects.gpu.base import ANY_TYPE, all_attrs, attr_check, parse_symbol_name
from mlir_ls.dialects.gpu.launch import (
    NON_NEGATIVE_I64,
    parse_attributions,
    print_attributions,
    verify_attributions,
    workgroup_count,
)
from mlir_ls.dialects.gpu.types import is_kernel, is_target_attr
from mlir_ls.dialects.ods import attr, op, region, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import (
    FUNCTION_OP,
    GRAPH_REGION,
    ISOLATED_FROM_ABOVE,
    NO_TERMINATOR,
    SINGLE_BLOCK,
    SYMBOL,
    SYMBOL_TABLE,
    TERMINATOR,
    OpSpec,
)

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import Argument


def _dict_array(value: at.Attribute) -> bool:
    return isinstance(value, at.ArrayAttr) and all(
        isinstance(e, at.DictionaryAttr) for e in value.elements
    )


def _dict_array_attr(name: str) -> Any:
    return attr(
        name,
        "DictArrayAttr",
        optional=True,
        check=attr_check(name, "Array of dictionary attributes", _dict_array),
    )


def _size_hint(name: str) -> Any:
    def holds(value: at.Attribute) -> bool:
        return (
            isinstance(value, at.DenseArrayAttr)
            and value.element_type == ty.I32
            and len(value.values) == 3
            and all(int(v) >= 1 for v in value.values)
        )

    return attr(
        name,
        "DenseI32ArrayAttr",
        optional=True,
        check=attr_check(
            name,
            "i32 dense array attribute with 3 elements (if present) and all elements >= 1",
            holds,
        ),
    )


# ---- gpu.func -------------------------------------------------------------------------------


def _attribution_attrs(args: Sequence[Argument]) -> at.Attribute | None:
    if not any(a.attrs for a in args):
        return None
    return at.ArrayAttr([at.DictionaryAttr(dict(a.attrs or {})) for a in args])


def parse_gpu_func(p: Parser, o: Operation) -> None:
    parse_symbol_name(p, o)
    span = p.span
    args, arg_types, arg_attrs, _ = parse_argument_list(p, False)
    if args is None and arg_types:
        raise p.custom_error("gpu.func requires named arguments", span)
    results: list[ty.Type] = []
    res_attrs: list[dict[str, at.Attribute]] = []
    if p.consume_if("->"):
        results, res_attrs = parse_function_results(p)
    o.attributes["function_type"] = at.TypeAttr(ty.FunctionType(arg_types, results))
    if any(arg_attrs):
        o.attributes["arg_attrs"] = at.ArrayAttr([at.DictionaryAttr(a) for a in arg_attrs])
    if any(res_attrs):
        o.attributes["res_attrs"] = at.ArrayAttr([at.DictionaryAttr(a) for a in res_attrs])
    workgroup = parse_attributions(p, "workgroup") or []
    if workgroup:
        o.attributes["workgroup_attributions"] = at.IntegerAttr(len(workgroup), ty.I64)
    workgroup_attrs = _attribution_attrs(workgroup)
    if workgroup_attrs is not None:
        o.attributes["workgroup_attrib_attrs"] = workgroup_attrs
    private = parse_attributions(p, "private") or []
    private_attrs = _attribution_attrs(private)
    if private_attrs is not None:
        o.attributes["private_attrib_attrs"] = private_attrs
    if p.consume_keyword("kernel"):
        o.attributes["kernel"] = at.UNIT
    if p.consume_keyword("attributes"):
        o.attributes.update(p.parse_attr_dict())
    body = o.add_region()
    parse_function_body(p, body, list(args or []) + workgroup + private)


def _dicts(value: at.Attribute | None, count: int) -> list[dict[str, at.Attribute]]:
    elements = value.elements if isinstance(value, at.ArrayAttr) else ()
    dicts = [e.entries if isinstance(e, at.DictionaryAttr) else {} for e in elements]
    return (dicts + [{}] * count)[:count]


def _print_results(
    pr: OpAsmPrinter, results: Sequence[ty.Type], res_attrs: at.Attribute | None
) -> None:
    """function-result-list: a lone type, else `(` type attr-dict? (`,` ...)* `)`"""
    dicts = _dicts(res_attrs, len(results))
    parens = len(results) > 1 or isinstance(results[0], ty.FunctionType) or bool(dicts[0])
    pr.write(" -> " + ("(" if parens else ""))
    for i, result in enumerate(results):
        if i:
            pr.write(", ")
        pr.print_type(result)
        if dicts[i]:
            pr.print_optional_attr_dict(dicts[i])
    if parens:
        pr.write(")")


FUNC_ELIDED = (
    "sym_name",
    "function_type",
    "arg_attrs",
    "res_attrs",
    "workgroup_attributions",
    "kernel",
    "gpu.kernel",
    "workgroup_attrib_attrs",
    "private_attrib_attrs",
)


def print_gpu_func(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    name = o.attr("sym_name")
    pr.print_symbol_name(name.value if isinstance(name, at.StringAttr) else "")
    fn = function_type_of(o)
    inputs = fn.inputs if fn is not None else ()
    results = fn.results if fn is not None else ()
    body = o.regions[0] if o.regions else None
    args = list(body.blocks[0].arguments) if body is not None and body.blocks else []
    dicts = _dicts(o.attr("arg_attrs"), len(inputs))
    pr.write("(")
    for i, input_type in enumerate(inputs):
        if i:
            pr.write(", ")
        if i < len(args):
            pr.print_region_argument(args[i], dicts[i])
        else:
            pr.print_type(input_type)
            pr.print_optional_attr_dict(dicts[i])
    pr.write(")")
    if results:
        _print_results(pr, results, o.attr("res_attrs"))
    count = len(inputs)
    workgroup = workgroup_count(o)
    print_attributions(
        pr, "workgroup", args[count : count + workgroup], o.attr("workgroup_attrib_attrs")
    )
    print_attributions(pr, "private", args[count + workgroup :], o.attr("private_attrib_attrs"))
    if is_kernel(o):
        pr.write(" kernel")
    pr.print_optional_attr_dict_with_keyword(all_attrs(o), FUNC_ELIDED)
    if body is not None:
        pr.print_region(body, False)


def verify_gpu_func(o: Operation, ctx: VerifyContext) -> None:
    if not isinstance(o.attr("sym_name"), at.StringAttr):
        ctx.error(o, "requires string attribute 'sym_name'")
        return
    fn = function_type_of(o)
    if fn is None:
        return
    for key, what, count in (
        ("arg_attrs", "argument", len(fn.inputs)),
        ("res_attrs", "result", len(fn.results)),
    ):
        attrs = o.attr(key)
        if isinstance(attrs, at.ArrayAttr) and len(attrs.elements) != count:
            ctx.error(
                o,
                f"expects {what} attribute array to have the same number of elements as the "
                f"number of function {what}s, got {len(attrs.elements)}, but expected {count}",
            )
            return
    if is_kernel(o) and fn.results:
        ctx.error(o, "expected void return type for kernel function")
        return
    _verify_body(o, fn, ctx)


def _verify_body(o: Operation, fn: ty.FunctionType, ctx: VerifyContext) -> None:
    """GPUFuncOp::verifyBody."""
    if not o.regions or not o.regions[0].blocks:
        ctx.error(o, "expected body with at least one block")
        return
    args = o.regions[0].blocks[0].arguments
    workgroup = workgroup_count(o)
    needed = len(fn.inputs) + workgroup
    if len(args) < needed:
        ctx.error(o, f"expected at least {needed} arguments to body region")
        return
    for i, (value, expected) in enumerate(zip(args, fn.inputs, strict=False)):
        if not types_match(expected, value.type):
            ctx.error(
                o,
                f"expected body region argument #{i} to be of type '{expected}', "
                f"got '{value.type}'",
            )
            return
    count = len(fn.inputs)
    if verify_attributions(o, ctx, args[count : count + workgroup], "workgroup"):
        verify_attributions(o, ctx, args[count + workgroup :], "private")


# ---- gpu.return -------------------------------------------------------------------------------


def parse_return(p: Parser, o: Operation) -> None:
    """attr-dict ($operands^ `:` type($operands))?"""
    p.parse_optional_attr_dict_into(o)
    if p.kind == "percent":
        names = p.parse_operand_list_no_parens()
        types = p.parse_colon_type_list()
        o.operands.extend(p.resolve_operands(names, types))


def print_return(pr: OpAsmPrinter, o: Operation) -> None:
    pr.print_optional_attr_dict(all_attrs(o))
    if o.operands:
        pr.write(" ")
        pr.print_operands(o.operands)
        pr.write(" : ")
        pr.print_types([v.type for v in o.operands])


def verify_return(o: Operation, ctx: VerifyContext) -> None:
    func = o.parent_op
    if func is None or func.name != "gpu.func":
        return
    fn = function_type_of(func)
    if fn is None:
        return
    if len(fn.results) != len(o.operands):
        diag = ctx.error(o, f"expected {len(fn.results)} result operands")
        ctx.note(diag, func, "return type declared here")
        return
    for i, (value, expected) in enumerate(zip(o.operands, fn.results, strict=True)):
        if not types_match(expected, value.type):
            ctx.error(o, f"unexpected type `'{value.type}'' for operand #{i}")
            return


# ---- gpu.module and gpu.binary --------------------------------------------------------------


def is_offloading_handler(value: at.Attribute) -> bool:
    """Attributes with the `OffloadingTranslationAttrTrait` (`#gpu.select_object`)."""
    return (
        isinstance(value, at.DialectAttr)
        and value.dialect == "gpu"
        and value.name == "select_object"
    )


SELECT_OBJECT = at.DialectAttr("gpu", "select_object", None)
HANDLER_CHECK = attr_check(
    "offloadingHandler",
    "any attribute with the `OffloadingTranslationAttrTrait` trait.",
    is_offloading_handler,
)


def _non_empty_array_of(holds: Callable[[at.Attribute], bool]) -> Callable[[at.Attribute], bool]:
    """A non-empty array attribute whose every element `holds`."""
    return lambda a: (
        isinstance(a, at.ArrayAttr) and bool(a.elements) and all(holds(e) for e in a.elements)
    )


TARGETS_CHECK = attr_check(
    "targets",
    "array of GPU target attributes with at least 1 elements",
    _non_empty_array_of(is_target_attr),
)
OBJECTS_CHECK = attr_check(
    "objects",
    "an array of GPU object attributes with at least 1 elements",
    _non_empty_array_of(
        lambda e: isinstance(e, at.DialectAttr) and e.dialect == "gpu" and e.name == "object"
    ),
)


def _parse_handler(p: Parser) -> at.Attribute | None:
    """(`<` attribute `>`)?"""
    if not p.consume_if("<"):
        return None
    handler = p.parse_attribute()
    p.expect(">", "expected '>'")
    return handler


def parse_gpu_module(p: Parser, o: Operation) -> None:
    """$sym_name (`<` $offloadingHandler^ `>`)? ($targets^)? attr-dict-with-keyword
    $bodyRegion"""
    parse_symbol_name(p, o)
    handler = _parse_handler(p)
    if handler is not None:
        o.attributes["offloadingHandler"] = handler
    if p.kind == "[":
        span = p.span
        targets = p.parse_attribute()
        if not isinstance(targets, at.ArrayAttr):
            raise p.custom_error("invalid kind of attribute specified", span)
        o.attributes["targets"] = targets
    p.parse_optional_attr_dict_with_keyword(o)
    body = o.add_region()
    p.parse_region(body, [], False)


def print_gpu_module(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    name = o.attr("sym_name")
    pr.print_symbol_name(name.value if isinstance(name, at.StringAttr) else "")
    handler = o.attr("offloadingHandler")
    if handler is not None:
        pr.write("<")
        pr.print_attribute(handler)
        pr.write(">")
    targets = o.attr("targets")
    if targets is not None:
        pr.write(" ")
        pr.print_attribute(targets)
    pr.print_optional_attr_dict_with_keyword(
        all_attrs(o), ("sym_name", "offloadingHandler", "targets")
    )
    if o.regions:
        pr.print_region(o.regions[0], False, False)


def verify_gpu_module(o: Operation, ctx: VerifyContext) -> None:
    for body in o.regions:
        if body.blocks and body.blocks[0].arguments:
            ctx.error(o, "region should have no arguments")
            return


def parse_binary(p: Parser, o: Operation) -> None:
    """$sym_name custom<OffloadingHandler>($offloadingHandler) attr-dict $objects"""
    parse_symbol_name(p, o)
    o.attributes["offloadingHandler"] = _parse_handler(p) or SELECT_OBJECT
    p.parse_optional_attr_dict_into(o)
    span = p.span
    objects = p.parse_attribute()
    if not isinstance(objects, at.ArrayAttr):
        raise p.custom_error("invalid kind of attribute specified", span)
    o.attributes["objects"] = objects


def print_binary(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    name = o.attr("sym_name")
    pr.print_symbol_name(name.value if isinstance(name, at.StringAttr) else "")
    pr.write(" ")
    handler = o.attr("offloadingHandler")
    if handler is not None and handler != SELECT_OBJECT:
        pr.write("<")
        pr.print_attribute(handler)
        pr.write(">")
    pr.print_optional_attr_dict(all_attrs(o), ("sym_name", "offloadingHandler", "objects"))
    objects = o.attr("objects")
    pr.write(" ")
    if objects is not None:
        pr.print_attribute(objects)


OPS: list[OpSpec] = [
    op(
        "gpu.func",
        "Function executable on a GPU",
        attrs=[
            attr(
                "function_type",
                "TypeAttrOf<FunctionType>",
                check=attr_check(
                    "function_type",
                    "type attribute of function type",
                    lambda a: isinstance(a, at.TypeAttr) and isinstance(a.value, ty.FunctionType),
                ),
            ),
            _dict_array_attr("arg_attrs"),
            _dict_array_attr("res_attrs"),
            _dict_array_attr("workgroup_attrib_attrs"),
            _dict_array_attr("private_attrib_attrs"),
            _size_hint("known_block_size"),
            _size_hint("known_grid_size"),
            _size_hint("known_cluster_size"),
            attr("workgroup_attributions", "I64Attr", optional=True, check=NON_NEGATIVE_I64),
            attr(
                "kernel",
                "UnitAttr",
                optional=True,
                check=attr_check("kernel", "unit attribute", lambda a: isinstance(a, at.UnitAttr)),
            ),
        ],
        regions=[region("body")],
        traits=[
            SYMBOL,
            ISOLATED_FROM_ABOVE,
            FUNCTION_OP,
            "AutomaticAllocationScope",
            "AffineScope",
        ],
        parents=["gpu.module"],
        parse=parse_gpu_func,
        print=print_gpu_func,
        verify=verify_gpu_func,
    ),
    op(
        "gpu.return",
        "Terminator for GPU functions.",
        operands=[var_arg("operands", ANY_TYPE)],
        traits=[TERMINATOR, "ReturnLike", "Pure"],
        parents=["gpu.func"],
        parse=parse_return,
        print=print_return,
        verify=verify_return,
    ),
    op(
        "gpu.module",
        "A top level compilation unit containing code to be run on a GPU.",
        attrs=[
            attr("sym_name", "SymbolNameAttr"),
            attr("targets", "GPUNonEmptyTargetArrayAttr", optional=True, check=TARGETS_CHECK),
            attr(
                "offloadingHandler", "OffloadingTranslationAttr", optional=True, check=HANDLER_CHECK
            ),
        ],
        regions=[region("bodyRegion", single_block=True)],
        traits=[
            SYMBOL,
            SYMBOL_TABLE,
            ISOLATED_FROM_ABOVE,
            SINGLE_BLOCK,
            NO_TERMINATOR,
            GRAPH_REGION,
        ],
        parse=parse_gpu_module,
        print=print_gpu_module,
        verify=verify_gpu_module,
    ),
    op(
        "gpu.binary",
        "An Op for storing serialized GPU binary objects.",
        attrs=[
            attr("sym_name", "SymbolNameAttr"),
            attr(
                "offloadingHandler",
                "OffloadingTranslationAttr",
                default=SELECT_OBJECT,
                stored_default=False,
                check=HANDLER_CHECK,
            ),
            attr("objects", "GPUObjectArrayAttr", check=OBJECTS_CHECK),
        ],
        traits=[SYMBOL],
        parse=parse_binary,
        print=print_binary,
    ),
]
