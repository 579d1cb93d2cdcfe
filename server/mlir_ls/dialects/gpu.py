"""The gpu dialect: kernel launches, GPU modules and functions, ids, barriers, async memory ops.

`gpu.launch`, `gpu.launch_func`, `gpu.func` and `gpu.module` have hand-written forms as
upstream; ops not described here parse tolerantly (placeholder).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.common import placeholder_spec, types_match
from mlir_ls.dialects.constraints import ANY_MEMREF, I1, INDEX
from mlir_ls.dialects.function_interface import parse_argument_list, parse_function_results
from mlir_ls.dialects.ods import (
    arg,
    attr,
    op,
    opt_arg,
    opt_res,
    region,
    res,
    unit,
    var_arg,
    var_res,
)
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, Region, Value
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    FUNCTION_OP,
    ISOLATED_FROM_ABOVE,
    NO_TERMINATOR,
    RETURN_LIKE,
    SINGLE_BLOCK,
    SYMBOL,
    SYMBOL_TABLE,
    TERMINATOR,
    DialectSpec,
    TypeConstraint,
)
from mlir_ls.syntax.lexer import integer_value

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import Argument, UnresolvedOperand

ASYNC_TOKEN = ty.DialectType("gpu", "async.token", None)
INDEX_OR_INT = TypeConstraint(
    "index or integer", lambda t: t.is_error or isinstance(t, ty.IndexType | ty.IntegerType)
)
DIMENSIONS = ("x", "y", "z")


# ---- async dependencies -----------------------------------------------------------------------


def parse_async(p: Parser, o: Operation, add_token: bool = True) -> list[Value]:
    """(`async`)? (`[` ssa-use-list `]`)?: the dependencies; `async` adds the token result
    (at once, or last when `add_token` is False: the caller adds it after its own results)."""
    if p.consume_keyword("async"):
        if add_token:
            o.add_result(ASYNC_TOKEN)
    deps: list[UnresolvedOperand] = []
    if p.kind == "[":
        deps = p.parse_operand_list("[")
    return p.resolve_operands(deps, [ASYNC_TOKEN] * len(deps))


def print_async(pr: OpAsmPrinter, o: Operation, deps: list[Value]) -> None:
    """Upstream's printAsyncDependencies: `async`? (`[` deps `]`)? (no leading space)."""
    has_token = bool(o.results) and o.results[-1].type == ASYNC_TOKEN
    if has_token:
        pr.write("async")
    if deps:
        if has_token:
            pr.write(" ")
        pr.write("[")
        pr.print_operands(deps)
        pr.write("]")


def _all_attrs(o: Operation) -> dict[str, at.Attribute]:
    """Inherent (properties) and discardable attributes, sorted: what upstream's getAttrs gives
    the custom printers."""
    merged: dict[str, at.Attribute] = {}
    if isinstance(o.properties, at.DictionaryAttr):
        merged.update(o.properties.entries)
    merged.update(o.attributes)
    return dict(sorted(merged.items()))


def _segments(o: Operation) -> list[int]:
    sizes = o.attr("operandSegmentSizes")
    return [int(v) for v in sizes.values] if isinstance(sizes, at.DenseArrayAttr) else []


# ---- ids and sizes ------------------------------------------------------------------------------


def _parse_dimension(p: Parser, o: Operation) -> None:
    """$dimension (`upper_bound` $upper_bound)? attr-dict"""
    if p.kind != "bare" or p.text not in DIMENSIONS:
        raise p.custom_error(
            "expected string or keyword containing one of the following enum values for "
            "attribute 'dimension' [x, y, z]",
            p.span,
        )
    o.attributes["dimension"] = at.DialectAttr("gpu", "", f"dim {p.text}")
    p.advance()
    if p.consume_keyword("upper_bound"):
        o.attributes["upper_bound"] = p.parse_attribute(ty.INDEX)
    p.parse_optional_attr_dict_into(o)
    o.add_result(ty.INDEX)


def _print_dimension(pr: OpAsmPrinter, o: Operation) -> None:
    dim = o.attr("dimension")
    word = dim.body.split()[-1] if isinstance(dim, at.DialectAttr) and dim.body else "x"
    pr.write(" " + word)
    bound = o.attr("upper_bound")
    if bound is not None:
        pr.write(" upper_bound ")
        pr.print_attribute_without_type(bound)
    pr.print_optional_attr_dict(_all_attrs(o), ("dimension", "upper_bound"))


def _dimension_names(name: str) -> Any:
    def names(o: Operation) -> list[str | None]:
        dim = o.attr("dimension")
        word = dim.body.split()[-1] if isinstance(dim, at.DialectAttr) and dim.body else "x"
        return [f"{name}_{word}"]

    return names


def _dimension_op(name: str, summary: str) -> Any:
    return op(
        f"gpu.{name}",
        summary,
        results=[res("result", INDEX)],
        attrs=[attr("dimension")],
        traits=["Pure"],
        parse=_parse_dimension,
        print=_print_dimension,
        result_names=_dimension_names(name),
    )


def _index_op(name: str, summary: str, typed: bool = True) -> Any:
    return op(
        f"gpu.{name}",
        summary,
        "(`upper_bound` $upper_bound^)? attr-dict" + (" `:` type($result)" if typed else ""),
        results=[res("result", INDEX)],
        attrs=[attr("upper_bound", "IndexAttr", optional=True)],
        traits=["Pure"],
    )


# ---- gpu.launch ---------------------------------------------------------------------------------


def _parse_size_assignment(
    p: Parser,
) -> tuple[list[UnresolvedOperand], list[UnresolvedOperand], list[UnresolvedOperand]]:
    """`(` %id, %id, %id `)` `in` `(` %size = %value (`,` ...)x3 `)`"""
    p.expect("(", "expected '('")
    ids = [p.parse_region_argument()]
    for _ in range(2):
        p.expect(",", "expected ','")
        ids.append(p.parse_region_argument())
    p.expect(")", "expected ')'")
    p.expect_keyword("in", "expected 'in'")
    pairs = p.parse_assignment_list()
    if len(pairs) != 3:
        raise p.custom_error("expected 3 size assignments", p.span)
    return ids, [a for a, _ in pairs], [b for _, b in pairs]


def _parse_attributions(p: Parser, keyword: str) -> list[Argument]:
    """(keyword `(` (%arg `:` type (`,` ...)*)? `)`)?"""
    if not p.consume_keyword(keyword):
        return []
    p.expect("(", "expected '('")
    args: list[Argument] = []
    if not p.consume_if(")"):
        while True:
            args.append(p.parse_argument(require_type=True))
            if not p.consume_if(","):
                break
        p.expect(")", "expected ')'")
    return args


def parse_launch(p: Parser, o: Operation) -> None:
    deps = parse_async(p, o)
    async_object: list[Value] = []
    if p.consume_if("<"):
        name = p.parse_operand()
        p.expect(":", "expected ':'")
        async_object = [p.resolve_operand(name, p.parse_type())]
        p.expect(">", "expected '>'")
    cluster: tuple[Any, ...] | None = None
    if p.consume_keyword("clusters"):
        cluster = _parse_size_assignment(p)
    p.expect_keyword("blocks", "expected 'blocks'")
    blocks = _parse_size_assignment(p)
    p.expect_keyword("threads", "expected 'threads'")
    threads = _parse_size_assignment(p)
    shared: list[Value] = []
    if p.consume_keyword("dynamic_shared_memory_size"):
        shared = [p.resolve_operand(p.parse_operand(), ty.I32)]
    if p.consume_keyword("module"):
        p.expect("(", "expected '('")
        o.attributes["module"] = p.symbol_ref_attr()
        p.expect(")", "expected ')'")
        p.expect_keyword("function", "expected 'function'")
        p.expect("(", "expected '('")
        o.attributes["function"] = p.symbol_ref_attr()
        p.expect(")", "expected ')'")
    if p.consume_keyword("cooperative"):
        o.attributes["cooperative"] = at.UNIT
    workgroup = _parse_attributions(p, "workgroup")
    private = _parse_attributions(p, "private")
    if workgroup:
        o.attributes["workgroup_attributions"] = at.IntegerAttr(len(workgroup), ty.I64)
    grid = p.resolve_operands(blocks[2], [ty.INDEX] * 3)
    block = p.resolve_operands(threads[2], [ty.INDEX] * 3)
    clusters = p.resolve_operands(cluster[2], [ty.INDEX] * 3) if cluster else []
    o.operands.extend(deps + grid + block + clusters + shared + async_object)
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32,
        [len(deps), 1, 1, 1, 1, 1, 1]
        + ([1, 1, 1] if clusters else [0, 0, 0])
        + [len(shared), len(async_object)],
    )
    names = blocks[0] + threads[0] + blocks[1] + threads[1]
    if cluster:
        names += cluster[0] + cluster[1]
    args = p.region_arguments(names, [ty.INDEX] * len(names)) + workgroup + private
    body = o.add_region()
    p.parse_region(body, args, False)
    p.parse_optional_attr_dict_into(o)


def _print_size_assignment(
    pr: OpAsmPrinter, ids: Sequence[Value], sizes: Sequence[Value], values: Sequence[Value]
) -> None:
    pr.write("(")
    pr.print_operands(ids)
    pr.write(") in (")
    for i, (size, value) in enumerate(zip(sizes, values, strict=False)):
        if i:
            pr.write(", ")
        pr.print_operand(size)
        pr.write(" = ")
        pr.print_operand(value)
    pr.write(")")


def _print_attributions(pr: OpAsmPrinter, keyword: str, values: Sequence[Value]) -> None:
    if not values:
        return
    pr.write(f" {keyword}(")
    for i, value in enumerate(values):
        if i:
            pr.write(", ")
        pr.print_operand(value)
        pr.write(" : ")
        pr.print_type(value.type)
    pr.write(")")


def print_launch(pr: OpAsmPrinter, o: Operation) -> None:
    sizes = _segments(o)
    if len(sizes) < 12:
        return
    pos = 0
    groups: list[list[Value]] = []
    for size in sizes:
        groups.append(list(o.operands[pos : pos + size]))
        pos += size
    deps = groups[0]
    grid = [v for g in groups[1:4] for v in g]
    block = [v for g in groups[4:7] for v in g]
    cluster = [v for g in groups[7:10] for v in g]
    shared, async_object = groups[10], groups[11]
    if o.results or deps:
        pr.write(" ")
        print_async(pr, o, deps)
    if async_object:
        pr.write(" <")
        pr.print_operand(async_object[0])
        pr.write(" : ")
        pr.print_type(async_object[0].type)
        pr.write(">")
    body = o.regions[0]
    args = list(body.blocks[0].arguments) if body.blocks else []
    config = 18 if cluster else 12
    if cluster:
        pr.write(" clusters")
        _print_size_assignment(pr, args[12:15], args[15:18], cluster)
    pr.write(" blocks")
    _print_size_assignment(pr, args[0:3], args[6:9], grid)
    pr.write(" threads")
    _print_size_assignment(pr, args[3:6], args[9:12], block)
    if shared:
        pr.write(" dynamic_shared_memory_size ")
        pr.print_operand(shared[0])
    module, function = o.attr("module"), o.attr("function")
    if module is not None and function is not None:
        pr.write(" module(")
        pr.print_attribute(module)
        pr.write(") function(")
        pr.print_attribute(function)
        pr.write(")")
    if o.attr("cooperative") is not None:
        pr.write(" cooperative")
    count = o.attr("workgroup_attributions")
    workgroup = count.value if isinstance(count, at.IntegerAttr) else 0
    _print_attributions(pr, "workgroup", args[config : config + workgroup])
    _print_attributions(pr, "private", args[config + workgroup :])
    pr.print_region(body, False)
    pr.print_optional_attr_dict(
        _all_attrs(o),
        ("operandSegmentSizes", "workgroup_attributions", "module", "function", "cooperative"),
    )


def verify_launch(o: Operation, ctx: VerifyContext) -> None:
    if not o.regions or not o.regions[0].blocks:
        return
    sizes = _segments(o)
    config = 18 if len(sizes) >= 10 and sum(sizes[7:10]) > 0 else 12
    args = o.regions[0].blocks[0].arguments
    if len(args) < config:
        ctx.error(o, "unexpected number of region arguments")
        return
    for block in o.regions[0].blocks:
        last = block.operations[-1] if block.operations else None
        if last is None or last.successors or last.name == "gpu.terminator":
            continue
        # Upstream attaches a note "in 'gpu.launch' body region" at the launch.
        ctx.plain_error(last, "expected 'gpu.terminator' or a terminator with successors")
        return


# ---- gpu.launch_func ----------------------------------------------------------------------------


def _parse_sizes(p: Parser, keyword: str) -> list[UnresolvedOperand]:
    """keyword `in` `(` %x `,` %y `,` %z `)`"""
    p.expect_keyword(keyword, f"expected '{keyword}'")
    p.expect_keyword("in", "expected 'in'")
    p.expect("(", "expected '('")
    values = [p.parse_operand()]
    for _ in range(2):
        p.expect(",", "expected ','")
        values.append(p.parse_operand())
    p.expect(")", "expected ')'")
    return values


def parse_launch_func(p: Parser, o: Operation) -> None:
    deps = parse_async(p, o)
    async_object: list[Value] = []
    if p.consume_if("<"):
        name = p.parse_operand()
        p.expect(":", "expected ':'")
        async_object = [p.resolve_operand(name, p.parse_type())]
        p.expect(">", "expected '>'")
    o.attributes["kernel"] = p.symbol_ref_attr()
    clusters: list[UnresolvedOperand] = []
    if p.kind == "bare" and p.text == "clusters":
        clusters = _parse_sizes(p, "clusters")
    grid = _parse_sizes(p, "blocks")
    block = _parse_sizes(p, "threads")
    size_type: ty.Type = ty.INDEX
    if p.consume_if(":"):
        size_type = p.parse_type()
    shared: list[Value] = []
    if p.consume_keyword("dynamic_shared_memory_size"):
        shared = [p.resolve_operand(p.parse_operand(), ty.I32)]
    if p.consume_keyword("cooperative"):
        o.attributes["cooperative"] = at.UNIT
    kernel_operands: list[Value] = []
    if p.consume_keyword("args"):
        p.expect("(", "expected '('")
        if not p.consume_if(")"):
            while True:
                name = p.parse_operand()
                p.expect(":", "expected ':'")
                kernel_operands.append(p.resolve_operand(name, p.parse_type()))
                if not p.consume_if(","):
                    break
            p.expect(")", "expected ')'")
    p.parse_optional_attr_dict_into(o)
    sized = p.resolve_operands(grid + block + clusters, [size_type] * (6 + len(clusters)))
    o.operands.extend(deps + sized + shared + kernel_operands + async_object)
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32,
        [len(deps), 1, 1, 1, 1, 1, 1]
        + ([1, 1, 1] if clusters else [0, 0, 0])
        + [len(shared), len(kernel_operands), len(async_object)],
    )


def print_launch_func(pr: OpAsmPrinter, o: Operation) -> None:
    sizes = _segments(o)
    if len(sizes) < 13:
        return
    pos = 0
    groups: list[list[Value]] = []
    for size in sizes:
        groups.append(list(o.operands[pos : pos + size]))
        pos += size
    pr.write(" ")
    print_async(pr, o, groups[0])
    if groups[12]:
        pr.write("<")
        pr.print_operand(groups[12][0])
        pr.write(" : ")
        pr.print_type(groups[12][0].type)
        pr.write(">")
    pr.write(" ")
    kernel = o.attr("kernel")
    if kernel is not None:
        pr.print_attribute(kernel)
    cluster = [v for g in groups[7:10] for v in g]
    if cluster:
        pr.write(" clusters in (")
        pr.print_operands(cluster)
        pr.write(")")
    pr.write(" blocks in (")
    pr.print_operands([v for g in groups[1:4] for v in g])
    pr.write(") threads in (")
    pr.print_operands([v for g in groups[4:7] for v in g])
    pr.write(") ")
    if groups[1] and groups[1][0].type != ty.INDEX:
        pr.write(": ")
        pr.print_type(groups[1][0].type)
    if groups[10]:
        pr.write(" dynamic_shared_memory_size ")
        pr.print_operand(groups[10][0])
    if o.attr("cooperative") is not None:
        pr.write(" cooperative")
    pr.write(" ")
    if groups[11]:
        pr.write("args(")
        for i, value in enumerate(groups[11]):
            if i:
                pr.write(", ")
            pr.print_operand(value)
            pr.write(" : ")
            pr.print_type(value.type)
        pr.write(")")
    pr.print_optional_attr_dict(_all_attrs(o), ("operandSegmentSizes", "kernel", "cooperative"))


def verify_launch_func(o: Operation, ctx: VerifyContext) -> None:
    kernel = o.attr("kernel")
    if not isinstance(kernel, at.SymbolRefAttr):
        return
    module = o.parent_op
    while module is not None and module.name != "builtin.module":
        module = module.parent_op
    if module is not None and "gpu.container_module" not in module.attributes:
        ctx.error(
            o,
            "expected the closest surrounding module to have the 'gpu.container_module' attribute",
        )


# ---- gpu.func and gpu.module --------------------------------------------------------------------


def parse_gpu_func(p: Parser, o: Operation) -> None:
    """@name `(` args `)` (`->` results)? workgroup? private? `kernel`? attributes? region"""
    p.parse_symbol_name(o)
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
    workgroup = _parse_attributions(p, "workgroup")
    private = _parse_attributions(p, "private")
    if workgroup:
        o.attributes["workgroup_attributions"] = at.IntegerAttr(len(workgroup), ty.I64)
    if p.consume_keyword("kernel"):
        o.attributes["kernel"] = at.UNIT
    if p.consume_keyword("attributes"):
        o.attributes.update(p.parse_attr_dict())
    body = o.add_region()
    p.parse_region(body, list(args or []) + workgroup + private, True)


def print_gpu_func(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    name = o.attr("sym_name")
    pr.print_symbol_name(name.value if isinstance(name, at.StringAttr) else "")
    fn_attr = o.attr("function_type")
    fn = fn_attr.value if isinstance(fn_attr, at.TypeAttr) else None
    inputs = fn.inputs if isinstance(fn, ty.FunctionType) else ()
    results = fn.results if isinstance(fn, ty.FunctionType) else ()
    body = o.regions[0]
    args = list(body.blocks[0].arguments) if body.blocks else []
    arg_attrs = o.attr("arg_attrs")
    dicts = (
        [e.entries if isinstance(e, at.DictionaryAttr) else {} for e in arg_attrs.elements]
        if isinstance(arg_attrs, at.ArrayAttr)
        else []
    )
    pr.write("(")
    for i in range(len(inputs)):
        if i:
            pr.write(", ")
        if i < len(args):
            pr.print_region_argument(args[i], dicts[i] if i < len(dicts) else {})
        else:
            pr.print_type(inputs[i])
    pr.write(")")
    if results:
        pr.write(" -> ")
        if len(results) == 1:
            pr.print_type(results[0])
        else:
            pr.write("(")
            pr.print_types(results)
            pr.write(")")
    count = o.attr("workgroup_attributions")
    workgroup = count.value if isinstance(count, at.IntegerAttr) else 0
    n = len(inputs)
    _print_attributions(pr, "workgroup", args[n : n + workgroup])
    _print_attributions(pr, "private", args[n + workgroup :])
    if o.attr("kernel") is not None:
        pr.write(" kernel")
    pr.print_optional_attr_dict_with_keyword(
        _all_attrs(o),
        (
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "workgroup_attributions",
            "kernel",
            "workgroup_attrib_attrs",
            "private_attrib_attrs",
        ),
    )
    pr.print_region(body, False)


def verify_gpu_func(o: Operation, ctx: VerifyContext) -> None:
    fn_attr = o.attr("function_type")
    if not isinstance(fn_attr, at.TypeAttr) or not isinstance(fn_attr.value, ty.FunctionType):
        return
    fn = fn_attr.value
    if o.attr("kernel") is not None and fn.results:
        ctx.error(o, "expected void return type for kernel function")
        return
    if not o.regions or not o.regions[0].blocks:
        return
    args = o.regions[0].blocks[0].arguments
    count = o.attr("workgroup_attributions")
    workgroup = count.value if isinstance(count, at.IntegerAttr) else 0
    for value in args[len(fn.inputs) : len(fn.inputs) + workgroup]:
        if not _in_space(value.type, "workgroup"):
            ctx.error(o, "expected memref type in attribution")
            return
    for i, (value, expected) in enumerate(zip(args, fn.inputs, strict=False)):
        if not types_match(expected, value.type):
            ctx.error(
                o,
                f"type of entry block argument #{i}('{value.type}') must match the type of the "
                f"corresponding argument in function signature('{expected}')",
            )
            return


def _in_space(t: ty.Type, space: str) -> bool:
    if not isinstance(t, ty.MemRefType):
        return t.is_error
    return True


def parse_gpu_module(p: Parser, o: Operation) -> None:
    """$sym_name (`<` $offloadingHandler `>`)? ($targets)? attr-dict-with-keyword $bodyRegion"""
    p.parse_symbol_name(o)
    if p.consume_if("<"):
        o.attributes["offloadingHandler"] = p.parse_attribute()
        p.expect(">", "expected '>'")
    if p.kind == "[":
        o.attributes["targets"] = p.parse_attribute()
    p.parse_optional_attr_dict_with_keyword(o)
    body = o.add_region()
    p.parse_region(body, [], False)


def print_gpu_module(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    name = o.attr("sym_name")
    pr.print_symbol_name(name.value if isinstance(name, at.StringAttr) else "")
    handler = o.attr("offloadingHandler")
    if handler is not None:
        pr.write(" <")
        pr.print_attribute(handler)
        pr.write(">")
    targets = o.attr("targets")
    if targets is not None:
        pr.write(" ")
        pr.print_attribute(targets)
    pr.print_optional_attr_dict_with_keyword(
        _all_attrs(o), ("sym_name", "offloadingHandler", "targets")
    )
    pr.print_region(o.regions[0], False, False, True)


# ---- memory ops ------------------------------------------------------------------------------------


def parse_wait(p: Parser, o: Operation) -> None:
    o.operands.extend(parse_async(p, o))
    p.parse_optional_attr_dict_into(o)


def print_wait(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    print_async(pr, o, list(o.operands))
    pr.print_optional_attr_dict(_all_attrs(o))


def parse_alloc(p: Parser, o: Operation) -> None:
    """async-deps (`host_shared`)? `(` $dynamicSizes `)` (`[` $symbolOperands `]`)? attr-dict
    `:` type($memref)"""
    is_async = p.kind == "bare" and p.text == "async"
    deps = parse_async(p, o, add_token=False)
    if p.consume_keyword("host_shared"):
        o.attributes["hostShared"] = at.UNIT
    sizes = p.parse_operand_list("(")
    symbols = p.parse_operand_list("[") if p.kind == "[" else []
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    memref = p.parse_type()
    o.operands.extend(deps)
    o.operands.extend(p.resolve_operands(sizes, [ty.INDEX] * len(sizes)))
    o.operands.extend(p.resolve_operands(symbols, [ty.INDEX] * len(symbols)))
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32, [len(deps), len(sizes), len(symbols)]
    )
    o.add_result(memref)
    if is_async:
        o.add_result(ASYNC_TOKEN)


def print_alloc(pr: OpAsmPrinter, o: Operation) -> None:
    sizes = _segments(o) or [0, len(o.operands), 0]
    deps = list(o.operands[: sizes[0]])
    dynamic = list(o.operands[sizes[0] : sizes[0] + sizes[1]])
    symbols = list(o.operands[sizes[0] + sizes[1] :])
    pr.write(" ")
    print_async(pr, o, deps)
    if o.attr("hostShared") is not None:
        pr.write(" host_shared")
    pr.write(" (")
    pr.print_operands(dynamic)
    pr.write(")")
    if symbols:
        pr.write("[")
        pr.print_operands(symbols)
        pr.write("]")
    pr.print_optional_attr_dict(_all_attrs(o), ("operandSegmentSizes", "hostShared"))
    pr.write(" : ")
    pr.print_type(o.results[0].type)


def _alloc_names(o: Operation) -> list[str | None]:
    names: list[str | None] = ["memref", "asyncToken"]
    return names[: len(o.results)]


def verify_alloc(o: Operation, ctx: VerifyContext) -> None:
    sizes = _segments(o)
    if len(sizes) != 3 or not o.results:
        return
    memref = o.results[0].type
    if not isinstance(memref, ty.MemRefType):
        return
    dynamic = sum(1 for d in memref.shape or () if d < 0)
    if sizes[1] != dynamic:
        ctx.error(o, f"incorrect number of dynamic sizes, has {sizes[1]}, expected {dynamic}")
        return


def _parse_deps_and_operands(count: int) -> Any:
    def parse(p: Parser, o: Operation) -> None:
        deps = parse_async(p, o)
        names = [p.parse_operand()]
        for _ in range(count - 1):
            p.expect(",", "expected ','")
            names.append(p.parse_operand())
        p.parse_optional_attr_dict_into(o)
        p.expect(":", "expected ':'")
        types = [p.parse_type()]
        for _ in range(count - 1):
            p.expect(",", "expected ','")
            types.append(p.parse_type())
        o.operands.extend(deps)
        o.operands.extend(p.resolve_operands(names, types))

    def print_(pr: OpAsmPrinter, o: Operation) -> None:
        ndeps = len(o.operands) - count
        pr.write(" ")
        print_async(pr, o, list(o.operands[:ndeps]))
        pr.write(" ")
        values = list(o.operands[ndeps:])
        pr.print_operands(values)
        pr.print_optional_attr_dict(_all_attrs(o))
        pr.write(" : ")
        pr.print_types([v.type for v in values])

    return parse, print_


def verify_memcpy(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) < 2:
        return
    dst, src = o.operands[-2].type, o.operands[-1].type
    if isinstance(dst, ty.MemRefType) and isinstance(src, ty.MemRefType):
        if dst.element_type != src.element_type:
            ctx.error(o, "arguments have incompatible element type")
        elif dst.shape != src.shape:
            ctx.error(o, "arguments have incompatible shape")


def verify_memset(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) < 2:
        return
    dst, value = o.operands[-2].type, o.operands[-1].type
    if isinstance(dst, ty.MemRefType) and not types_match(dst.element_type, value):
        ctx.error(o, "failed to verify that all of {dst, value} have same element type")


def parse_return(p: Parser, o: Operation) -> None:
    """attr-dict ($operands^ `:` type($operands))?"""
    p.parse_optional_attr_dict_into(o)
    if p.kind == "percent":
        names = p.parse_operand_list_no_parens()
        types = p.parse_colon_type_list()
        o.operands.extend(p.resolve_operands(names, types))


def print_return(pr: OpAsmPrinter, o: Operation) -> None:
    pr.print_optional_attr_dict(_all_attrs(o))
    if o.operands:
        pr.write(" ")
        pr.print_operands(o.operands)
        pr.write(" : ")
        pr.print_types([v.type for v in o.operands])


def verify_return(o: Operation, ctx: VerifyContext) -> None:
    func = o.parent_op
    if func is None or func.name != "gpu.func":
        return
    fn_attr = func.attr("function_type")
    if not isinstance(fn_attr, at.TypeAttr) or not isinstance(fn_attr.value, ty.FunctionType):
        return
    results = fn_attr.value.results
    if len(results) != len(o.operands):
        ctx.plain_error(o, "'gpu.func' has " + str(len(results)) + " results, but 'gpu.return' has " + str(len(o.operands)))  # fmt: skip
        return
    for i, (value, expected) in enumerate(zip(o.operands, results, strict=True)):
        if not types_match(expected, value.type):
            ctx.plain_error(
                o,
                f"type of return operand {i} ({value.type}) doesn't match function result type "
                f"({expected})",
            )
            return


def parse_barrier(p: Parser, o: Operation) -> None:
    """(`memfence` $address_spaces)? attr-dict"""
    if p.consume_keyword("memfence"):
        o.attributes["address_spaces"] = p.parse_attribute()
    p.parse_optional_attr_dict_into(o)


def print_barrier(pr: OpAsmPrinter, o: Operation) -> None:
    spaces = o.attr("address_spaces")
    if spaces is not None:
        pr.write(" memfence ")
        pr.print_attribute(spaces)
    pr.print_optional_attr_dict(_all_attrs(o), ("address_spaces", "scope"))


# ---- gpu.warp_execute_on_lane_0 and gpu.yield --------------------------------------------------


def _ensure_yield(p: Parser, body: Region) -> None:
    """SingleBlockImplicitTerminator<"gpu::YieldOp">: add the `gpu.yield` the text left out."""
    if not body.blocks:
        body.add_block()
    block = body.blocks[-1]
    last = block.operations[-1] if block.operations else None
    if last is not None and (last.spec is not None and TERMINATOR in last.spec.traits):
        return
    if last is not None and last.spec is None and last.name == "gpu.yield":
        return
    term = Operation("gpu.yield")
    term.spec = p.registry.lookup_op("gpu.yield")
    term.custom = True
    block.append(term)


def parse_warp(p: Parser, o: Operation) -> None:
    """`(` $laneid `)` `[` $warp_size `]` (`args` `(` operands `:` types `)`)?
    (`->` `(` types `)`)? region attr-dict"""
    p.expect("(", "expected '('")
    lane = p.parse_operand()
    p.expect(")", "expected ')'")
    p.expect("[", "expected '['")
    negative = p.consume_if("-")
    if p.kind != "integer":
        raise p.custom_error("expected integer value", p.span)
    size = integer_value(p.text)
    p.advance()
    p.expect("]", "expected ']'")
    o.attributes["warp_size"] = at.IntegerAttr(-size if negative else size, ty.I64)
    o.operands.append(p.resolve_operand(lane, ty.INDEX))
    if p.consume_keyword("args"):
        p.expect("(", "expected '('")
        span = p.span
        names = p.parse_operand_list_no_parens()
        types = p.parse_colon_type_list()
        p.expect(")", "expected ')'")
        if len(names) != len(types):
            raise p.custom_error(
                "number of operands and types do not match: got "
                f"{len(names)} operands and {len(types)} types",
                span,
            )
        o.operands.extend(p.resolve_operands(names, types))
    for t in p.parse_optional_arrow_type_list():
        o.add_result(t)
    body = o.add_region()
    p.parse_region(body, None, False)
    _ensure_yield(p, body)
    p.parse_optional_attr_dict_into(o)


def print_warp(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write("(")
    if o.operands:
        pr.print_operand(o.operands[0])
    size = o.attr("warp_size")
    pr.write(f")[{size.value if isinstance(size, at.IntegerAttr) else 0}]")
    args = list(o.operands[1:])
    if args:
        pr.write(" args(")
        pr.print_operands(args)
        pr.write(" : ")
        pr.print_types([v.type for v in args])
        pr.write(")")
    if o.results:
        pr.write(" -> (")
        pr.print_types([r.type for r in o.results])
        pr.write(")")
    pr.print_region(o.regions[0], True, bool(o.results))
    pr.print_optional_attr_dict(_all_attrs(o), ("warp_size",))


def _verify_distributed(
    o: Operation, ctx: VerifyContext, expanded: ty.Type, distributed: ty.Type, warp: int
) -> bool:
    """Upstream's verifyDistributedType."""
    if expanded.is_error or distributed.is_error or types_match(expanded, distributed):
        return True
    if not isinstance(expanded, ty.VectorType) or not isinstance(distributed, ty.VectorType):
        ctx.error(o, "expected vector type for distributed operands.")
        return False
    e_shape, d_shape = expanded.shape or (), distributed.shape or ()
    if len(e_shape) != len(d_shape) or expanded.element_type != distributed.element_type:
        ctx.error(o, "expected distributed vectors to have same rank and element type.")
        return False
    scale = 1
    for i, (e, d) in enumerate(zip(e_shape, d_shape, strict=True)):
        if e == d:
            continue
        if d == 0 or e % d != 0:
            ctx.error(
                o,
                f"expected expanded vector dimension #{i} ({e}) to be a multipler of the "
                f"distributed vector dimension ({d})",
            )
            return False
        scale *= e // d
    if scale != warp:
        ctx.error(
            o,
            f"incompatible distribution dimensions from '{expanded}' to '{distributed}' with "
            f"warp size = {warp}",
        )
        return False
    return True


def verify_warp(o: Operation, ctx: VerifyContext) -> None:
    if not o.regions:
        return
    body = o.regions[0]
    if len(body.blocks) > 1:
        ctx.error(o, "expects region #0 to have 0 or 1 blocks")
        return
    if not body.blocks:
        return
    block = body.blocks[0]
    args = list(o.operands[1:])
    if len(args) != len(block.arguments):
        ctx.error(o, "expected same number op arguments and block arguments.")
        return
    term = block.terminator
    if term is None or term.name != "gpu.yield":
        return
    if len(term.operands) != len(o.results):
        ctx.error(o, "expected same number of yield operands and return values.")
        return
    size = o.attr("warp_size")
    warp = size.value if isinstance(size, at.IntegerAttr) else 0
    for region_arg, value in zip(block.arguments, args, strict=True):
        if not _verify_distributed(o, ctx, region_arg.type, value.type, warp):
            return
    for operand, result in zip(term.operands, o.results, strict=True):
        if not _verify_distributed(o, ctx, operand.type, result.type, warp):
            return


# ---- reductions and shuffles -------------------------------------------------------------------

REDUCE_OPS = (
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
    "and", "or", "xor", "minimumf", "maximumf",
)  # fmt: skip
SHUFFLE_MODES = ("xor", "up", "down", "idx")
I32 = TypeConstraint("32-bit signless integer", lambda t: t.is_error or t == ty.I32, ty.I32)
INT_OR_FLOAT = TypeConstraint(
    "Integer or Float",
    lambda t: t.is_error or isinstance(t, ty.IntegerType | ty.FloatType),
)
INT_OR_FLOAT_OR_1D_VECTOR = TypeConstraint(
    "Integer or Float or fixed-length vector of Integer or Float values of ranks 1",
    lambda t: (
        t.is_error
        or isinstance(t, ty.IntegerType | ty.FloatType)
        or (
            isinstance(t, ty.VectorType)
            and len(t.shape or ()) == 1
            and not t.scalable
            and isinstance(t.element_type, ty.IntegerType | ty.FloatType)
        )
    ),
)


def _enum_word(a: at.Attribute | None) -> str | None:
    if isinstance(a, at.DialectAttr) and a.body:
        return a.body.split()[-1]
    return None


def _parse_reduce_op(p: Parser, o: Operation, required: bool) -> None:
    """custom<AllReduceOperation>($op): an optional keyword."""
    if p.kind != "bare" or p.text.startswith("%"):
        if required:
            raise p.custom_error("invalid op kind", p.span)
        return
    word = p.text
    p.advance()
    if word not in REDUCE_OPS:
        # Upstream reports at the current location, after the keyword.
        raise p.custom_error("invalid op kind", p.span)
    o.attributes["op"] = at.DialectAttr("gpu", "", f"all_reduce_op {word}")


def _parse_functional_type(p: Parser, o: Operation, value: UnresolvedOperand) -> None:
    span = p.span
    t = p.parse_type()
    if not isinstance(t, ty.FunctionType):
        raise p.custom_error("expected a function type", span)
    o.operands.extend(p.resolve_operands([value], t.inputs, span))
    for r in t.results:
        o.add_result(r)


def _print_functional_type(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" : ")
    pr.print_functional_type([v.type for v in o.operands], [r.type for r in o.results])


def parse_all_reduce(p: Parser, o: Operation) -> None:
    """custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? $body attr-dict `:`
    functional-type(operands, results)"""
    _parse_reduce_op(p, o, False)
    value = p.parse_operand()
    if p.consume_keyword("uniform"):
        o.attributes["uniform"] = at.UNIT
    body = o.add_region()
    p.parse_region(body, None, True)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    _parse_functional_type(p, o, value)


def print_all_reduce(pr: OpAsmPrinter, o: Operation) -> None:
    word = _enum_word(o.attr("op"))
    pr.write(f" {word} " if word else "  ")
    if o.operands:
        pr.print_operand(o.operands[0])
    if o.attr("uniform") is not None:
        pr.write(" uniform")
    pr.print_region(o.regions[0])
    pr.print_optional_attr_dict(_all_attrs(o), ("op", "uniform"))
    _print_functional_type(pr, o)


def _reduce_type_ok(word: str | None, t: ty.Type) -> bool:
    """Upstream's verifyReduceOpAndType."""
    if t.is_error:
        return True
    if word in ("minnumf", "maxnumf", "minimumf", "maximumf"):
        return isinstance(t, ty.FloatType)
    if word in ("minsi", "minui", "maxsi", "maxui", "and", "or", "xor"):
        return isinstance(t, ty.IntegerType)
    return True


def verify_all_reduce(o: Operation, ctx: VerifyContext) -> None:
    if not o.results or not o.regions:
        return
    result = o.results[0].type
    body = o.regions[0]
    word = _enum_word(o.attr("op"))
    if (not body.blocks) != (word is not None):
        ctx.plain_error(o, "expected either an op attribute or a non-empty body")
        return
    if body.blocks:
        args = body.blocks[0].arguments
        if len(args) != 2:
            ctx.plain_error(o, "expected two region arguments")
            return
        for a in args:
            if not types_match(a.type, result):
                ctx.plain_error(o, "incorrect region argument type")
                return
        yields = 0
        for block in body.blocks:
            term = block.terminator
            if term is None or term.name != "gpu.yield":
                continue
            if len(term.operands) != 1:
                ctx.plain_error(o, "expected one gpu.yield operand")
                return
            if not types_match(term.operands[0].type, result):
                ctx.plain_error(o, "incorrect gpu.yield type")
                return
            yields += 1
        if not yields:
            ctx.plain_error(o, "expected gpu.yield op in region")
    elif not _reduce_type_ok(word, result):
        ctx.plain_error(o, f"`{word}` reduction operation is not compatible with type '{result}'")


def _parse_i32(p: Parser) -> at.IntegerAttr:
    negative = p.consume_if("-")
    if p.kind != "integer":
        raise p.fail_token("expected integer value")
    value = integer_value(p.text)
    p.advance()
    return at.IntegerAttr(-value if negative else value, ty.I32)


def parse_subgroup_reduce(p: Parser, o: Operation) -> None:
    """custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? (`cluster` `(` `size` `=`
    $cluster_size^ (`,` `stride` `=` $cluster_stride^)? `)`)? attr-dict `:`
    functional-type(operands, results)"""
    _parse_reduce_op(p, o, False)
    value = p.parse_operand()
    if p.consume_keyword("uniform"):
        o.attributes["uniform"] = at.UNIT
    if p.consume_keyword("cluster"):
        p.expect("(", "expected '('")
        p.expect_keyword("size", "expected 'size'")
        p.expect("=", "expected '='")
        o.attributes["cluster_size"] = _parse_i32(p)
        if p.consume_if(","):
            p.expect_keyword("stride", "expected 'stride'")
            p.expect("=", "expected '='")
            o.attributes["cluster_stride"] = _parse_i32(p)
        p.expect(")", "expected ')'")
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    _parse_functional_type(p, o, value)


def print_subgroup_reduce(pr: OpAsmPrinter, o: Operation) -> None:
    word = _enum_word(o.attr("op"))
    pr.write(f" {word} " if word else "  ")
    if o.operands:
        pr.print_operand(o.operands[0])
    if o.attr("uniform") is not None:
        pr.write(" uniform")
    size, stride = o.attr("cluster_size"), o.attr("cluster_stride")
    if isinstance(size, at.IntegerAttr):
        pr.write(f" cluster(size = {size.value}")
        if isinstance(stride, at.IntegerAttr) and stride.value != 1:
            pr.write(f", stride = {stride.value}")
        pr.write(")")
    pr.print_optional_attr_dict(_all_attrs(o), ("op", "uniform", "cluster_size", "cluster_stride"))
    _print_functional_type(pr, o)


def _power_of_two(n: int) -> bool:
    return 0 < n < 2**32 and n & (n - 1) == 0


def verify_subgroup_reduce(o: Operation, ctx: VerifyContext) -> None:
    if not o.results:
        return
    t = o.results[0].type
    elem = t
    if isinstance(t, ty.VectorType):
        if t.scalable:
            ctx.error(o, "is not compatible with scalable vector types")
            return
        elem = t.element_type
    word = _enum_word(o.attr("op"))
    if not _reduce_type_ok(word, elem):
        ctx.plain_error(o, f"`{word}` reduction operation is not compatible with type '{t}'")
        return
    size = o.attr("cluster_size")
    if isinstance(size, at.IntegerAttr) and not _power_of_two(size.value):
        ctx.error(o, f"cluster size {size.value} is not a power of two")
        return
    stride_attr = o.attr("cluster_stride")
    stride = stride_attr.value if isinstance(stride_attr, at.IntegerAttr) else 1
    if stride != 1 and size is None:
        ctx.error(o, "cluster stride can only be specified if cluster size is specified")
        return
    if not _power_of_two(stride):
        ctx.error(o, f"cluster stride {stride} is not a power of two")


def parse_shuffle(p: Parser, o: Operation) -> None:
    """$mode $value `,` $offset `,` $width attr-dict `:` type($value)"""
    if p.kind not in ("bare", "string") or p.text.strip('"') not in SHUFFLE_MODES:
        raise p.custom_error(
            "expected ::mlir::gpu::ShuffleMode to be one of: " + ", ".join(SHUFFLE_MODES), p.span
        )
    o.attributes["mode"] = at.DialectAttr("gpu", "", f"shuffle_mode {p.text.strip(chr(34))}")
    p.advance()
    value = p.parse_operand()
    p.expect(",", "expected ','")
    offset = p.parse_operand()
    p.expect(",", "expected ','")
    width = p.parse_operand()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    t = p.parse_type()
    o.operands.extend(p.resolve_operands([value, offset, width], [t, ty.I32, ty.I32]))
    o.add_result(t)
    o.add_result(ty.I1)


def print_shuffle(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(f" {_enum_word(o.attr('mode')) or 'xor'} ")
    pr.print_operands(o.operands)
    pr.print_optional_attr_dict(_all_attrs(o), ("mode",))
    pr.write(" : ")
    if o.operands:
        pr.print_type(o.operands[0].type)


def parse_rotate(p: Parser, o: Operation) -> None:
    """$value `,` $offset `,` $width attr-dict `:` type($value)"""
    value = p.parse_operand()
    p.expect(",", "expected ','")
    o.attributes["offset"] = _parse_i32(p)
    p.expect(",", "expected ','")
    o.attributes["width"] = _parse_i32(p)
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    t = p.parse_type()
    o.operands.append(p.resolve_operand(value, t))
    o.add_result(t)
    o.add_result(ty.I1)


def print_rotate(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if o.operands:
        pr.print_operand(o.operands[0])
    for name in ("offset", "width"):
        value = o.attr(name)
        pr.write(", ")
        if value is not None:
            pr.print_attribute_without_type(value)
    pr.print_optional_attr_dict(_all_attrs(o), ("offset", "width"))
    pr.write(" : ")
    if o.operands:
        pr.print_type(o.operands[0].type)


def verify_rotate(o: Operation, ctx: VerifyContext) -> None:
    offset, width = o.attr("offset"), o.attr("width")
    if not isinstance(offset, at.IntegerAttr) or not isinstance(width, at.IntegerAttr):
        return
    off, wid = offset.value & 0xFFFFFFFF, width.value & 0xFFFFFFFF
    if not _power_of_two(width.value):
        ctx.error(
            o,
            "attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute "
            "whose value is a power of two > 0",
        )
    elif off >= wid:
        ctx.error(o, f"offset must be in the range [0, {wid})")


_SIZES = [
    *(arg(f"gridSize{d}", INDEX_OR_INT) for d in "XYZ"),
    *(arg(f"blockSize{d}", INDEX_OR_INT) for d in "XYZ"),
    *(opt_arg(f"clusterSize{d}", INDEX_OR_INT) for d in "XYZ"),
    opt_arg("dynamicSharedMemorySize"),
]

wait_parse, wait_print = parse_wait, print_wait
dealloc_parse, dealloc_print = _parse_deps_and_operands(1)
memcpy_parse, memcpy_print = _parse_deps_and_operands(2)

GPU = DialectSpec("gpu", "GPU kernels, launches and memory.")
GPU.placeholder = placeholder_spec
GPU.add(
    _dimension_op("thread_id", "Returns the thread id"),
    _dimension_op("block_id", "Returns the block id"),
    _dimension_op("block_dim", "Returns the number of threads in the block"),
    _dimension_op("grid_dim", "Returns the number of blocks in the grid"),
    _dimension_op("global_id", "Returns the unique global workitem/thread id"),
    _dimension_op("cluster_id", "Returns the cluster id"),
    _dimension_op("cluster_dim", "Returns the number of cluster identifiers per grid"),
    _dimension_op("cluster_block_id", "Returns the block id within the cluster"),
    _dimension_op("cluster_dim_blocks", "Returns the number of thread blocks in the cluster"),
    _index_op("lane_id", "Returns the id of the lane within the subgroup", typed=False),
    _index_op("subgroup_id", "Returns the subgroup id"),
    _index_op("num_subgroups", "Returns the number of subgroups within a workgroup"),
    _index_op("subgroup_size", "Returns the number of threads within a subgroup"),
    op(
        "gpu.terminator",
        "Terminator for GPU launch regions",
        "attr-dict",
        traits=[TERMINATOR, "Pure"],
        parents=["gpu.launch"],
    ),
    op(
        "gpu.return",
        "Terminator for GPU functions",
        operands=[var_arg("operands")],
        traits=[TERMINATOR, RETURN_LIKE, "Pure"],
        parents=["gpu.func"],
        parse=parse_return,
        print=print_return,
        verify=verify_return,
    ),
    op(
        "gpu.launch",
        "GPU kernel launch operation",
        operands=[var_arg("asyncDependencies"), *_SIZES, opt_arg("asyncObject")],
        results=[opt_res("asyncToken")],
        attrs=[
            attr("workgroup_attributions", "I64Attr", optional=True),
            attr("module", "SymbolRefAttr", optional=True),
            attr("function", "SymbolRefAttr", optional=True),
            unit("cooperative"),
        ],
        regions=[region("body")],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "AutomaticAllocationScope"],
        parse=parse_launch,
        print=print_launch,
        verify=verify_launch,
    ),
    op(
        "gpu.launch_func",
        "Launches a function as a GPU kernel",
        operands=[
            var_arg("asyncDependencies"),
            *_SIZES,
            var_arg("kernelOperands"),
            opt_arg("asyncObject"),
        ],
        results=[opt_res("asyncToken")],
        attrs=[attr("kernel", "SymbolRefAttr")],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
        parse=parse_launch_func,
        print=print_launch_func,
        verify=verify_launch_func,
    ),
    op(
        "gpu.func",
        "Function executable on a GPU",
        attrs=[
            attr("function_type", "TypeAttrOf<FunctionType>"),
            attr("arg_attrs", "DictArrayAttr", optional=True),
            attr("res_attrs", "DictArrayAttr", optional=True),
            attr("workgroup_attrib_attrs", "DictArrayAttr", optional=True),
            attr("private_attrib_attrs", "DictArrayAttr", optional=True),
            attr("known_block_size", "DenseI32ArrayAttr", optional=True),
            attr("known_grid_size", "DenseI32ArrayAttr", optional=True),
            attr("known_cluster_size", "DenseI32ArrayAttr", optional=True),
            attr("workgroup_attributions", "I64Attr", optional=True),
            unit("kernel"),
        ],
        regions=[region("body")],
        traits=[SYMBOL, ISOLATED_FROM_ABOVE, FUNCTION_OP, "AutomaticAllocationScope"],
        parse=parse_gpu_func,
        print=print_gpu_func,
        verify=verify_gpu_func,
    ),
    op(
        "gpu.module",
        "A top level compilation unit containing code to be run on a GPU",
        attrs=[attr("sym_name", "SymbolNameAttr")],
        regions=[region("bodyRegion", single_block=True)],
        traits=[SYMBOL, SYMBOL_TABLE, ISOLATED_FROM_ABOVE, SINGLE_BLOCK, NO_TERMINATOR],
        parse=parse_gpu_module,
        print=print_gpu_module,
    ),
    op(
        "gpu.warp_execute_on_lane_0",
        "Executes operations in the associated region on thread #0 of a SPMD program",
        operands=[arg("laneid", INDEX), var_arg("args")],
        results=[var_res("results")],
        attrs=[attr("warp_size", "I64Attr")],
        regions=[region("warpRegion", single_block=True)],
        traits=["RegionBranchOpInterface", "RecursiveMemoryEffects"],
        parse=parse_warp,
        print=print_warp,
        verify=verify_warp,
        implicit_terminator="gpu.yield",
    ),
    op(
        "gpu.yield",
        "GPU yield operation",
        operands=[var_arg("values")],
        traits=[TERMINATOR, RETURN_LIKE, "Pure"],
        parse=parse_return,
        print=print_return,
    ),
    op(
        "gpu.all_reduce",
        "Reduce values among workgroup.",
        operands=[arg("value", INT_OR_FLOAT)],
        results=[res("result", INT_OR_FLOAT)],
        attrs=[attr("op", "GPU_AllReduceOperationAttr", optional=True), unit("uniform")],
        regions=[region("body")],
        traits=[ISOLATED_FROM_ABOVE, "SameOperandsAndResultType"],
        parse=parse_all_reduce,
        print=print_all_reduce,
        verify=verify_all_reduce,
    ),
    op(
        "gpu.subgroup_reduce",
        "Reduce values among subgroup.",
        operands=[arg("value", INT_OR_FLOAT_OR_1D_VECTOR)],
        results=[res("result", INT_OR_FLOAT_OR_1D_VECTOR)],
        attrs=[
            attr("op", "GPU_AllReduceOperationAttr"),
            unit("uniform"),
            attr("cluster_size", "I32Attr", optional=True),
            attr("cluster_stride", "I32Attr", default=at.IntegerAttr(1, ty.I32)),
        ],
        traits=["SameOperandsAndResultType"],
        parse=parse_subgroup_reduce,
        print=print_subgroup_reduce,
        verify=verify_subgroup_reduce,
    ),
    op(
        "gpu.shuffle",
        "Shuffles values within a subgroup.",
        operands=[
            arg("value", INT_OR_FLOAT_OR_1D_VECTOR),
            arg("offset", I32),
            arg("width", I32),
        ],
        results=[res("shuffleResult", INT_OR_FLOAT_OR_1D_VECTOR), res("valid", I1)],
        attrs=[attr("mode", "GPU_ShuffleModeAttr")],
        traits=["Pure"],
        parse=parse_shuffle,
        print=print_shuffle,
        result_names=lambda o: ["shuffleResult", "valid"],
    ),
    op(
        "gpu.rotate",
        "Rotate values within a subgroup.",
        operands=[arg("value", INT_OR_FLOAT_OR_1D_VECTOR)],
        results=[res("rotateResult", INT_OR_FLOAT_OR_1D_VECTOR), res("valid", I1)],
        attrs=[attr("offset", "I32Attr"), attr("width", "I32Attr")],
        traits=["Pure"],
        parse=parse_rotate,
        print=print_rotate,
        verify=verify_rotate,
        result_names=lambda o: ["rotateResult", "valid"],
    ),
    op(
        "gpu.barrier",
        "Synchronizes all work items of a workgroup",
        parse=parse_barrier,
        print=print_barrier,
    ),
    op(
        "gpu.wait",
        "Wait for async gpu ops to complete",
        operands=[var_arg("asyncDependencies")],
        results=[opt_res("asyncToken")],
        parse=wait_parse,
        print=wait_print,
    ),
    op(
        "gpu.alloc",
        "GPU memory allocation operation",
        operands=[var_arg("asyncDependencies"), var_arg("dynamicSizes"), var_arg("symbolOperands")],
        results=[res("memref", ANY_MEMREF), opt_res("asyncToken")],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
        parse=parse_alloc,
        print=print_alloc,
        result_names=_alloc_names,
        verify=verify_alloc,
    ),
    op(
        "gpu.dealloc",
        "GPU memory deallocation operation",
        operands=[var_arg("asyncDependencies"), var_arg("memref")],
        results=[opt_res("asyncToken")],
        parse=dealloc_parse,
        print=dealloc_print,
    ),
    op(
        "gpu.memcpy",
        "GPU memcpy operation",
        operands=[var_arg("asyncDependencies"), var_arg("operands")],
        results=[opt_res("asyncToken")],
        parse=memcpy_parse,
        print=memcpy_print,
        verify=verify_memcpy,
    ),
    op(
        "gpu.memset",
        "GPU memset operation",
        operands=[var_arg("asyncDependencies"), var_arg("operands")],
        results=[opt_res("asyncToken")],
        parse=memcpy_parse,
        print=memcpy_print,
        verify=verify_memset,
    ),
)
