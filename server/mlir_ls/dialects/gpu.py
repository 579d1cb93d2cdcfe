"""The gpu dialect: kernel launches, GPU modules and functions, ids, barriers, async memory ops.

`gpu.launch`, `gpu.launch_func`, `gpu.func` and `gpu.module` have hand-written forms as
upstream; ops not described here parse tolerantly (placeholder).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.common import placeholder_spec, types_match
from mlir_ls.dialects.constraints import ANY_MEMREF, INDEX
from mlir_ls.dialects.function_interface import parse_argument_list, parse_function_results
from mlir_ls.dialects.ods import arg, attr, op, opt_arg, opt_res, region, res, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, Value
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
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())), ("dimension", "upper_bound"))


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
    if "cooperative" in o.attributes:
        pr.write(" cooperative")
    count = o.attr("workgroup_attributions")
    workgroup = count.value if isinstance(count, at.IntegerAttr) else 0
    _print_attributions(pr, "workgroup", args[config : config + workgroup])
    _print_attributions(pr, "private", args[config + workgroup :])
    pr.print_region(body, False)
    pr.print_optional_attr_dict(
        dict(sorted(o.attributes.items())),
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
    if "cooperative" in o.attributes:
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
    pr.print_optional_attr_dict(
        dict(sorted(o.attributes.items())), ("operandSegmentSizes", "kernel", "cooperative")
    )


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
    if "kernel" in o.attributes:
        pr.write(" kernel")
    pr.print_optional_attr_dict_with_keyword(
        dict(sorted(o.attributes.items())),
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
    if "kernel" in o.attributes and fn.results:
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
        dict(sorted(o.attributes.items())), ("sym_name", "offloadingHandler", "targets")
    )
    pr.print_region(o.regions[0], False, False, True)


# ---- memory ops ------------------------------------------------------------------------------------


def parse_wait(p: Parser, o: Operation) -> None:
    o.operands.extend(parse_async(p, o))
    p.parse_optional_attr_dict_into(o)


def print_wait(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    print_async(pr, o, list(o.operands))
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())))


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
    if "hostShared" in o.attributes:
        pr.write(" host_shared")
    pr.write(" (")
    pr.print_operands(dynamic)
    pr.write(")")
    if symbols:
        pr.write("[")
        pr.print_operands(symbols)
        pr.write("]")
    pr.print_optional_attr_dict(
        dict(sorted(o.attributes.items())), ("operandSegmentSizes", "hostShared")
    )
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
        pr.print_optional_attr_dict(dict(sorted(o.attributes.items())))
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
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())))
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
    pr.print_optional_attr_dict(dict(sorted(o.attributes.items())), ("address_spaces", "scope"))


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
        attrs=[attr("function_type")],
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
