"""Kernel launches: `gpu.launch` (with its body), `gpu.launch_func`, `gpu.terminator` and
`gpu.dynamic_shared_memory`.

gpu.launch ::= `gpu.launch` async-dependencies (`<` ssa-use `:` type `>`)?
                 (`clusters` size-assignment)? `blocks` size-assignment `threads` size-assignment
                 (`dynamic_shared_memory_size` ssa-use)? (`module` `(` symbol-ref `)`)?
                 (`function` `(` symbol-ref `)`)? `cooperative`? memory-attribution region
                 attr-dict
size-assignment ::= `(` ssa-id `,` ssa-id `,` ssa-id `)` `in`
                    `(` ssa-id `=` ssa-use `,` ssa-id `=` ssa-use `,` ssa-id `=` ssa-use `)`
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.gpu.base import (
    ANY_TYPE,
    ASYNC_TOKEN_TYPE,
    I32,
    INDEX,
    LAUNCH_INDEX,
    address_space,
    all_attrs,
    async_op,
    attr_check,
    constraint,
    has_async_token,
    operand_groups,
    parse_async_dependencies,
    print_async_dependencies,
)
from mlir_ls.dialects.ods import (
    arg,
    attr,
    match,
    op,
    opt_arg,
    region,
    res,
    unit,
    var_arg,
)
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, Value
from mlir_ls.ir.spec import ATTR_SIZED_OPERAND_SEGMENTS, SYMBOL_TABLE, TERMINATOR, OpSpec
from mlir_ls.text.span import Span

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import Argument, UnresolvedOperand

#: Region arguments of a launch: block and thread ids, grid and block sizes (+ 6 for clusters).
CONFIG_ARGUMENTS = 12
CLUSTER_ARGUMENTS = 6

NON_NEGATIVE_I64 = attr_check(
    "workgroup_attributions",
    "64-bit signless integer attribute whose value is non-negative",
    lambda a: isinstance(a, at.IntegerAttr) and a.type == ty.I64 and a.value >= 0,
)


def workgroup_count(o: Operation) -> int:
    count = o.attr("workgroup_attributions")
    return count.value if isinstance(count, at.IntegerAttr) and count.value >= 0 else 0


# ---- memory attributions (shared with gpu.func) --------------------------------------------


def parse_attributions(p: Parser, keyword: str) -> list[Argument] | None:
    """(keyword `(` (ssa-id `:` type attr-dict? (`,` ...)*)? `)`)?; None when absent."""
    if not p.consume_keyword(keyword):
        return None
    p.expect("(", "expected '('")
    args: list[Argument] = []
    if not p.consume_if(")"):
        while True:
            args.append(p.parse_argument(require_type=True))
            if not p.consume_if(","):
                break
        p.expect(")", "expected ')'")
    return args


def print_attributions(
    pr: OpAsmPrinter,
    keyword: str,
    values: Sequence[Value],
    attrs: at.Attribute | None = None,
) -> None:
    """` keyword(%a : type {attrs}, ...)`, nothing when there are none."""
    if not values:
        return
    dicts = attrs.elements if isinstance(attrs, at.ArrayAttr) else ()
    pr.write(f" {keyword}(")
    for i, value in enumerate(values):
        if i:
            pr.write(", ")
        pr.print_operand(value)
        pr.write(" : ")
        pr.print_type(value.type)
        entry = dicts[i] if i < len(dicts) else None
        if isinstance(entry, at.DictionaryAttr) and entry.entries:
            pr.print_optional_attr_dict(entry.entries)
    pr.write(")")


def verify_attributions(
    o: Operation, ctx: VerifyContext, values: Sequence[Value], space: str
) -> bool:
    """Upstream's verifyAttributions: memrefs, in `space` when it says a gpu address space."""
    for value in values:
        t = value.type
        if t.is_error:
            continue
        if not isinstance(t, ty.MemRefType):
            ctx.error(o, "expected memref type in attribution")
            return False
        found = address_space(t.memory_space)
        if found is not None and found != space:
            ctx.error(o, f"expected memory space {space} in attribution")
            return False
    return True


# ---- gpu.launch -----------------------------------------------------------------------------


def _parse_size_assignment(
    p: Parser, keyword: str, name_span: Span
) -> tuple[list[UnresolvedOperand], list[UnresolvedOperand], list[UnresolvedOperand]]:
    """size-assignment: (ids, size arguments, size operands)."""
    p.expect("(", "expected '('")
    ids: list[UnresolvedOperand] = []
    if not p.consume_if(")"):
        while True:
            ids.append(p.parse_region_argument())
            if not p.consume_if(","):
                break
        p.expect(")", "expected ')'")
    if len(ids) != 3:
        raise p.custom_error(f"{keyword} expects 3 arguments, but got {len(ids)}", name_span)
    p.expect_keyword("in", "expected 'in'")
    p.expect("(", "expected '('")
    sizes: list[UnresolvedOperand] = []
    values: list[UnresolvedOperand] = []
    for i in range(3):
        if i:
            p.expect(",", "expected ','")
        sizes.append(p.parse_region_argument())
        p.expect("=", "expected '='")
        values.append(p.parse_operand())
    p.expect(")", "expected ')'")
    return ids, sizes, values


def _parse_flat_symbol(p: Parser, keyword: str) -> at.Attribute | None:
    """(keyword `(` flat-symbol-ref `)`)?"""
    if not p.consume_keyword(keyword):
        return None
    p.expect("(", "expected '('")
    span = p.span
    value = p.parse_attribute()
    if not isinstance(value, at.SymbolRefAttr) or value.nested:
        raise p.custom_error("invalid kind of attribute specified", span)
    p.expect(")", "expected ')'")
    return value


def _parse_async_object(p: Parser) -> list[Value]:
    """(`<` ssa-use `:` type `>`)?"""
    if not p.consume_if("<"):
        return []
    name = p.parse_operand()
    p.expect(":", "expected ':'")
    value = p.resolve_operand(name, p.parse_type())
    p.expect(">", "expected '>'")
    return [value]


def parse_launch(p: Parser, o: Operation) -> None:
    name_span = p.op_name_span()
    is_async, dep_names = parse_async_dependencies(p, name_span.end)
    deps = p.resolve_operands(dep_names, [ASYNC_TOKEN_TYPE.buildable] * len(dep_names))
    if is_async:
        o.add_result(ASYNC_TOKEN_TYPE.buildable)
    async_object = _parse_async_object(p)
    cluster = None
    if p.consume_keyword("clusters"):
        cluster = _parse_size_assignment(p, "clusters", name_span)
    p.expect_keyword("blocks", "expected 'blocks'")
    blocks = _parse_size_assignment(p, "blocks", name_span)
    p.expect_keyword("threads", "expected 'threads'")
    threads = _parse_size_assignment(p, "threads", name_span)
    sizes = blocks[2] + threads[2] + (cluster[2] if cluster else [])
    sized = p.resolve_operands(sizes, [ty.INDEX] * len(sizes))
    shared: list[Value] = []
    if p.consume_keyword("dynamic_shared_memory_size"):
        shared = [p.resolve_operand(p.parse_operand(), ty.I32)]
    for keyword in ("module", "function"):
        symbol = _parse_flat_symbol(p, keyword)
        if symbol is not None:
            o.attributes[keyword] = symbol
    if p.consume_keyword("cooperative"):
        o.attributes["cooperative"] = at.UNIT
    names = blocks[0] + threads[0] + blocks[1] + threads[1]
    if cluster:
        names += cluster[0] + cluster[1]
    args = p.region_arguments(names, [ty.INDEX] * len(names))
    workgroup = parse_attributions(p, "workgroup")
    private = parse_attributions(p, "private")
    if workgroup:
        o.attributes["workgroup_attributions"] = at.IntegerAttr(len(workgroup), ty.I64)
    o.operands.extend(deps + sized + shared + async_object)
    clusters = [1, 1, 1] if cluster else [0, 0, 0]
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32, [len(deps), 1, 1, 1, 1, 1, 1, *clusters, len(shared), len(async_object)]
    )
    body = o.add_region()
    p.parse_region(body, args + (workgroup or []) + (private or []), False)
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


def print_launch(pr: OpAsmPrinter, o: Operation) -> None:
    groups = operand_groups(o, 12)
    body = o.regions[0] if o.regions else None
    args = list(body.blocks[0].arguments) if body is not None and body.blocks else []
    if groups is None or body is None or len(args) < CONFIG_ARGUMENTS:
        return
    deps = groups[0]
    grid = [v for g in groups[1:4] for v in g]
    block = [v for g in groups[4:7] for v in g]
    cluster = [v for g in groups[7:10] for v in g]
    shared, async_object = groups[10], groups[11]
    has_cluster = len(cluster) == 3 and len(args) >= CONFIG_ARGUMENTS + CLUSTER_ARGUMENTS
    if has_async_token(o) or deps:
        pr.write(" ")
        print_async_dependencies(pr, has_async_token(o), deps)
    if async_object:
        pr.write(" <")
        pr.print_operand(async_object[0])
        pr.write(" : ")
        pr.print_type(async_object[0].type)
        pr.write(">")
    if has_cluster:
        pr.write(" clusters")
        _print_size_assignment(pr, args[12:15], args[15:18], cluster)
    pr.write(" blocks")
    _print_size_assignment(pr, args[0:3], args[6:9], grid)
    pr.write(" threads")
    _print_size_assignment(pr, args[3:6], args[9:12], block)
    if shared:
        pr.write(" dynamic_shared_memory_size ")
        pr.print_operand(shared[0])
    for keyword in ("module", "function"):
        symbol = o.attr(keyword)
        if symbol is not None:
            pr.write(f" {keyword}(")
            pr.print_attribute(symbol)
            pr.write(")")
    if o.attr("cooperative") is not None:
        pr.write(" cooperative")
    config = CONFIG_ARGUMENTS + (CLUSTER_ARGUMENTS if has_cluster else 0)
    workgroup = workgroup_count(o)
    print_attributions(pr, "workgroup", args[config : config + workgroup])
    print_attributions(pr, "private", args[config + workgroup :])
    pr.print_region(body, False)
    pr.print_optional_attr_dict(
        all_attrs(o),
        ("operandSegmentSizes", "workgroup_attributions", "module", "function", "cooperative"),
    )


def verify_launch(o: Operation, ctx: VerifyContext) -> None:
    groups = operand_groups(o, 12)
    if groups is None:
        return
    clusters = [len(g) for g in groups[7:10]]
    if any(clusters) and not all(clusters):
        ctx.error(o, "cluster size must be all present")
        return
    if not o.regions or not o.regions[0].blocks:
        ctx.error(o, "body region is empty")
        return
    body = o.regions[0]
    config = CONFIG_ARGUMENTS + (CLUSTER_ARGUMENTS if all(clusters) else 0)
    args = body.blocks[0].arguments
    workgroup = workgroup_count(o)
    if len(args) < config + workgroup:
        ctx.error(
            o, f"expected at least {config + workgroup} region arguments, but got {len(args)}"
        )
        return
    if not verify_attributions(o, ctx, args[config : config + workgroup], "workgroup"):
        return
    if not verify_attributions(o, ctx, args[config + workgroup :], "private"):
        return
    for block in body.blocks:
        last = block.operations[-1] if block.operations else None
        if last is None or last.successors or last.name == "gpu.terminator":
            continue
        diag = ctx.plain_error(last, "expected 'gpu.terminator' or a terminator with successors")
        ctx.note(diag, o, "in 'gpu.launch' body region")
        return


# ---- gpu.launch_func --------------------------------------------------------------------------


def _parse_sizes(p: Parser, keyword: str) -> list[UnresolvedOperand]:
    """keyword `in` `(` ssa-use `,` ssa-use `,` ssa-use `)`"""
    p.expect_keyword(keyword, f"expected '{keyword}'")
    p.expect_keyword("in", "expected 'in'")
    p.expect("(", "expected '('")
    values = [p.parse_operand()]
    for _ in range(2):
        p.expect(",", "expected ','")
        values.append(p.parse_operand())
    p.expect(")", "expected ')'")
    return values


def _parse_kernel(p: Parser) -> at.Attribute:
    span = p.span
    if p.kind == "at":
        return p.symbol_ref_attr()
    p.parse_attribute()
    raise p.custom_error("invalid kind of attribute specified", span)


def _parse_kernel_operands(p: Parser) -> list[Value]:
    """(`args` `(` ssa-use `:` type (`,` ssa-use `:` type)* `)`)?"""
    if not p.consume_keyword("args"):
        return []
    p.expect("(", "expected '('")
    values: list[Value] = []
    while True:
        name = p.parse_operand()
        p.expect(":", "expected ':'")
        values.append(p.resolve_operand(name, p.parse_type()))
        if not p.consume_if(","):
            break
    if p.kind != ")":
        raise p.fail_token("expected ')' in argument list")
    p.advance()
    return values


def parse_launch_func(p: Parser, o: Operation) -> None:
    """custom<AsyncDependencies> (`<` $asyncObject `:` type `>`)? $kernel
    (`clusters` `in` `(` x `,` y `,` z `)`)? `blocks` `in` `(` ... `)` `threads` `in` `(` ... `)`
    custom<LaunchDimType> (`dynamic_shared_memory_size` $size)? (`cooperative`)?
    custom<LaunchFuncOperands> attr-dict"""
    name_span = p.op_name_span()
    is_async, dep_names = parse_async_dependencies(p, name_span.end)
    deps = p.resolve_operands(dep_names, [ASYNC_TOKEN_TYPE.buildable] * len(dep_names))
    async_object = _parse_async_object(p)
    o.attributes["kernel"] = _parse_kernel(p)
    clusters: list[UnresolvedOperand] = []
    if p.kind == "bare" and p.text == "clusters":
        clusters = _parse_sizes(p, "clusters")
    grid = _parse_sizes(p, "blocks")
    block = _parse_sizes(p, "threads")
    size_type: ty.Type = ty.INDEX
    if p.consume_if(":"):
        size_type = p.parse_type()
    sized = p.resolve_operands(grid + block + clusters, [size_type] * (6 + len(clusters)))
    shared: list[Value] = []
    if p.consume_keyword("dynamic_shared_memory_size"):
        shared = [p.resolve_operand(p.parse_operand(), ty.I32)]
    if p.consume_keyword("cooperative"):
        o.attributes["cooperative"] = at.UNIT
    kernel_operands = _parse_kernel_operands(p)
    p.parse_optional_attr_dict_into(o)
    o.operands.extend(deps + sized + shared + kernel_operands + async_object)
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32,
        [len(deps), 1, 1, 1, 1, 1, 1]
        + ([1, 1, 1] if clusters else [0, 0, 0])
        + [len(shared), len(kernel_operands), len(async_object)],
    )
    if is_async:
        o.add_result(ASYNC_TOKEN_TYPE.buildable)


def print_launch_func(pr: OpAsmPrinter, o: Operation) -> None:
    groups = operand_groups(o, 13)
    if groups is None:
        return
    pr.write(" ")
    print_async_dependencies(pr, has_async_token(o), groups[0])
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
    pr.print_optional_attr_dict(all_attrs(o), ("operandSegmentSizes", "kernel", "cooperative"))


def verify_launch_func(o: Operation, ctx: VerifyContext) -> None:
    module = o.parent_op
    while module is not None and module.name != "builtin.module":
        module = module.parent_op
    if module is None:
        ctx.error(o, "expected to belong to a module")
        return
    if not isinstance(module.attributes.get("gpu.container_module"), at.UnitAttr):
        ctx.error(
            o,
            "expected the closest surrounding module to have the 'gpu.container_module' attribute",
        )
        return
    groups = operand_groups(o, 13)
    if groups is None:
        return
    cluster = [v for g in groups[7:10] for v in g]
    if len(cluster) == 3 and len({v.type for v in cluster}) > 1:
        ctx.error(o, "expects types of the cluster dimensions must be the same")


# ---- gpu.dynamic_shared_memory -------------------------------------------------------------


def verify_dynamic_shared_memory(o: Operation, ctx: VerifyContext) -> None:
    parent = o.parent_op
    while parent is not None and not (
        parent.spec is not None and SYMBOL_TABLE in parent.spec.traits
    ):
        parent = parent.parent_op
    if parent is None:
        ctx.error(o, "must be inside an op with symbol table")
        return
    if not o.results:
        return
    t = o.results[0].type
    if not isinstance(t, ty.MemRefType):
        return
    if address_space(t.memory_space) != "workgroup":
        ctx.error(o, "address space must be address_space<workgroup>")
    elif ty.DYNAMIC not in (t.shape or ()):
        ctx.error(o, "result memref type must be memref<?xi8, #gpu.address_space<workgroup>>")


I8_MEMREF_1D = constraint(
    "1D memref of 8-bit signless integer values",
    lambda t: isinstance(t, ty.MemRefType) and len(t.shape or ()) == 1 and t.element_type == ty.I8,
)

_SIZES: list[Any] = [
    *(arg(f"gridSize{d}", INDEX) for d in "XYZ"),
    *(arg(f"blockSize{d}", INDEX) for d in "XYZ"),
    *(opt_arg(f"clusterSize{d}", INDEX) for d in "XYZ"),
    opt_arg("dynamicSharedMemorySize", I32),
]
_FUNC_SIZES: list[Any] = [
    *(arg(f"gridSize{d}", LAUNCH_INDEX) for d in "XYZ"),
    *(arg(f"blockSize{d}", LAUNCH_INDEX) for d in "XYZ"),
    *(opt_arg(f"clusterSize{d}", LAUNCH_INDEX) for d in "XYZ"),
    opt_arg("dynamicSharedMemorySize", I32),
]


def _flat_symbol(name: str) -> Any:
    return attr(
        name,
        "FlatSymbolRefAttr",
        optional=True,
        check=attr_check(
            name,
            "flat symbol reference attribute",
            lambda a: isinstance(a, at.SymbolRefAttr) and not a.nested,
        ),
    )


OPS: list[OpSpec] = [
    async_op(
        "gpu.launch",
        "GPU kernel launch operation",
        operands=[*_SIZES, opt_arg("asyncObject")],
        attrs=[
            unit("cooperative"),
            _flat_symbol("module"),
            _flat_symbol("function"),
            attr("workgroup_attributions", "I64Attr", optional=True, check=NON_NEGATIVE_I64),
        ],
        regions=[region("body")],
        traits=[
            ATTR_SIZED_OPERAND_SEGMENTS,
            "AutomaticAllocationScope",
            "RecursiveMemoryEffects",
        ],
        parse=parse_launch,
        print=print_launch,
        verify=verify_launch,
    ),
    async_op(
        "gpu.launch_func",
        "Launches a function as a GPU kernel",
        operands=[
            *_FUNC_SIZES,
            var_arg("kernelOperands", ANY_TYPE),
            opt_arg("asyncObject", ANY_TYPE),
        ],
        attrs=[
            attr(
                "kernel",
                "SymbolRefAttr",
                check=attr_check(
                    "kernel",
                    "symbol reference attribute",
                    lambda a: isinstance(a, at.SymbolRefAttr),
                ),
            ),
            unit("cooperative"),
        ],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
        relations=[
            match(*(f"{what}Size{d}" for what in ("grid", "block") for d in "XYZ")),
        ],
        parse=parse_launch_func,
        print=print_launch_func,
        verify=verify_launch_func,
    ),
    op(
        "gpu.terminator",
        "Terminator for GPU launch regions.",
        "attr-dict",
        traits=[TERMINATOR, "Pure"],
        parents=["gpu.launch"],
    ),
    op(
        "gpu.dynamic_shared_memory",
        "Get the memref for dynamic shared memory",
        "attr-dict `:` type($resultMemref)",
        results=[res("resultMemref", I8_MEMREF_1D)],
        traits=["Pure"],
        verify=verify_dynamic_shared_memory,
    ),
]
