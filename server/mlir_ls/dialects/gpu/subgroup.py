"""Work-item ids, barriers and subgroup operations of the gpu dialect.

Ids (`gpu.thread_id x`, `gpu.lane_id`...), reductions (`gpu.all_reduce` with an op or a
region, `gpu.subgroup_reduce`), lane exchanges (`gpu.shuffle`, `gpu.rotate`,
`gpu.subgroup_broadcast`, `gpu.ballot`), `gpu.barrier` and named barriers, and
`gpu.warp_execute_on_lane_0` with its `gpu.yield`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.common import types_match
from mlir_ls.dialects.gpu.base import (
    ADDRESS_SPACES,
    ALL_REDUCE_OP,
    ANY_TYPE,
    BARRIER_SCOPES,
    BROADCAST,
    DIMENSION,
    I1,
    I32,
    INDEX,
    INT_OR_FLOAT,
    INT_OR_FLOAT_OR_1D_VECTOR,
    NAMED_BARRIER_TYPE,
    SHUFFLE_MODE,
    SIGNLESS_INT,
    address_space,
    all_attrs,
    attr_check,
    parse_type_of_kind,
    power_of_two,
)
from mlir_ls.dialects.gpu.types import enum_error
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
    var_res,
)
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, Region
from mlir_ls.ir.spec import (
    ISOLATED_FROM_ABOVE,
    RETURN_LIKE,
    SAME_OPERANDS_AND_RESULT_TYPE,
    TERMINATOR,
    OpSpec,
)
from mlir_ls.syntax.lexer import integer_value

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand

# ---- ids ------------------------------------------------------------------------------------


def _dimension_names(name: str) -> Any:
    """OpAsmOpInterface: `%thread_id_x`."""

    def names(o: Operation) -> list[str | None]:
        word = DIMENSION.word(o.attr("dimension"))
        return [f"{name}_{word}" if word else None]

    return names


def _dimension_op(name: str, summary: str) -> OpSpec:
    return op(
        f"gpu.{name}",
        summary,
        "$dimension (`upper_bound` $upper_bound^)? attr-dict",
        results=[res("result", INDEX)],
        attrs=[
            attr("dimension", "GPU_DimensionAttr", check=DIMENSION.check("dimension")),
            attr("upper_bound", "IndexAttr", optional=True),
        ],
        traits=["Pure"],
        result_names=_dimension_names(name),
    )


def _index_op(name: str, summary: str, typed: bool = True) -> OpSpec:
    return op(
        f"gpu.{name}",
        summary,
        "(`upper_bound` $upper_bound^)? attr-dict" + (" `:` type($result)" if typed else ""),
        results=[res("result", INDEX)],
        attrs=[attr("upper_bound", "IndexAttr", optional=True)],
        traits=["Pure"],
    )


# ---- reductions ----------------------------------------------------------------------------


def _parse_reduce_op(p: Parser, o: Operation) -> None:
    """custom<AllReduceOperation>($op): an optional keyword naming the reduction."""
    if p.kind != "bare":
        return
    word = p.text
    p.advance()
    if word not in ALL_REDUCE_OP.cases:
        raise p.custom_error("invalid op kind", p.span)
    o.attributes["op"] = ALL_REDUCE_OP.attr(word)


def _print_reduce_op(pr: OpAsmPrinter, o: Operation) -> None:
    """The keyword (or nothing) after the op name, then a space before the value."""
    word = ALL_REDUCE_OP.word(o.attr("op"))
    pr.write(f" {word} " if word else "  ")


def _parse_functional_type(p: Parser, o: Operation, value: UnresolvedOperand) -> None:
    """`:` functional-type(operands, results)"""
    p.expect(":", "expected ':'")
    span = p.span
    t = p.parse_type()
    if not isinstance(t, ty.FunctionType):
        raise p.custom_error(
            f"invalid kind of type specified: expected builtin.function, but found '{t}'", span
        )
    o.operands.extend(p.resolve_operands([value], t.inputs, span))
    for r in t.results:
        o.add_result(r)


def _print_functional_type(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" : ")
    pr.print_functional_type([v.type for v in o.operands], [r.type for r in o.results])


def _parse_reduce_head(p: Parser, o: Operation) -> UnresolvedOperand:
    """custom<AllReduceOperation>($op) $value (`uniform` $uniform^)?: the value's name."""
    _parse_reduce_op(p, o)
    value = p.parse_operand()
    if p.consume_keyword("uniform"):
        o.attributes["uniform"] = at.UNIT
    return value


def _print_reduce_head(pr: OpAsmPrinter, o: Operation) -> None:
    _print_reduce_op(pr, o)
    if o.operands:
        pr.print_operand(o.operands[0])
    if o.attr("uniform") is not None:
        pr.write(" uniform")


def parse_all_reduce(p: Parser, o: Operation) -> None:
    """custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? $body attr-dict `:`
    functional-type(operands, results)"""
    value = _parse_reduce_head(p, o)
    body = o.add_region()
    p.parse_region(body, None, True)
    p.parse_optional_attr_dict_into(o)
    _parse_functional_type(p, o, value)


def print_all_reduce(pr: OpAsmPrinter, o: Operation) -> None:
    _print_reduce_head(pr, o)
    if o.regions:
        pr.print_region(o.regions[0])
    pr.print_optional_attr_dict(all_attrs(o), ("op", "uniform"))
    _print_functional_type(pr, o)


def reduce_type_ok(word: str | None, t: ty.Type) -> bool:
    """Upstream's verifyReduceOpAndType."""
    if t.is_error:
        return True
    if word in ("minnumf", "maxnumf", "minimumf", "maximumf"):
        return isinstance(t, ty.FloatType)
    if word in ("minsi", "minui", "maxsi", "maxui", "and", "or", "xor"):
        return isinstance(t, ty.IntegerType)
    return True


def verify_all_reduce(o: Operation, ctx: VerifyContext) -> None:
    """AllReduceOp::verifyRegions."""
    if not o.results or not o.regions:
        return
    result = o.results[0].type
    body = o.regions[0]
    word = ALL_REDUCE_OP.word(o.attr("op"))
    if (not body.blocks) != (o.attr("op") is not None):
        ctx.plain_error(o, "expected either an op attribute or a non-empty body")
        return
    if not body.blocks:
        if not reduce_type_ok(word, result):
            ctx.plain_error(
                o, f"`{word}` reduction operation is not compatible with type '{result}'"
            )
        return
    if len(body.blocks[0].arguments) != 2:
        ctx.plain_error(o, "expected two region arguments")
        return
    if any(not types_match(a.type, result) for a in body.blocks[0].arguments):
        ctx.plain_error(o, "incorrect region argument type")
        return
    _verify_reduce_yields(o, body, result, ctx)


def _verify_reduce_yields(o: Operation, body: Region, result: ty.Type, ctx: VerifyContext) -> None:
    yields = 0
    for block in body.blocks:
        term = block.operations[-1] if block.operations else None
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


def _parse_i32(p: Parser) -> at.IntegerAttr:
    return at.IntegerAttr(p.parse_signed_integer(), ty.I32)


def parse_subgroup_reduce(p: Parser, o: Operation) -> None:
    """custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? (`cluster` `(` `size`
    `=` $cluster_size^ (`,` `stride` `=` $cluster_stride^)? `)`)? attr-dict `:`
    functional-type(operands, results)"""
    value = _parse_reduce_head(p, o)
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
    _parse_functional_type(p, o, value)


def print_subgroup_reduce(pr: OpAsmPrinter, o: Operation) -> None:
    _print_reduce_head(pr, o)
    size, stride = o.attr("cluster_size"), o.attr("cluster_stride")
    if isinstance(size, at.IntegerAttr):
        pr.write(f" cluster(size = {size.value}")
        if isinstance(stride, at.IntegerAttr) and stride.value != 1:
            pr.write(f", stride = {stride.value}")
        pr.write(")")
    pr.print_optional_attr_dict(all_attrs(o), ("op", "uniform", "cluster_size", "cluster_stride"))
    _print_functional_type(pr, o)


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
    word = ALL_REDUCE_OP.word(o.attr("op"))
    if not reduce_type_ok(word, elem):
        ctx.plain_error(o, f"`{word}` reduction operation is not compatible with type '{t}'")
        return
    size = o.attr("cluster_size")
    if isinstance(size, at.IntegerAttr) and not power_of_two(size.value):
        ctx.error(o, f"cluster size {size.value} is not a power of two")
        return
    stride_attr = o.attr("cluster_stride")
    stride = stride_attr.value if isinstance(stride_attr, at.IntegerAttr) else 1
    if stride != 1 and size is None:
        ctx.error(o, "cluster stride can only be specified if cluster size is specified")
        return
    if not power_of_two(stride):
        ctx.error(o, f"cluster stride {stride} is not a power of two")


# ---- lane exchanges ---------------------------------------------------------------------------


def verify_rotate(o: Operation, ctx: VerifyContext) -> None:
    offset, width = o.attr("offset"), o.attr("width")
    if not isinstance(offset, at.IntegerAttr) or not isinstance(width, at.IntegerAttr):
        return
    if offset.value >= width.value:
        ctx.error(o, f"offset must be in the range [0, {width.value})")


NON_NEGATIVE_OFFSET = attr_check(
    "offset",
    "32-bit signless integer attribute whose minimum value is 0",
    lambda a: isinstance(a, at.IntegerAttr) and a.type == ty.I32 and a.value >= 0,
)
POWER_OF_TWO_WIDTH = attr_check(
    "width",
    "32-bit signless integer attribute whose value is a power of two > 0",
    lambda a: isinstance(a, at.IntegerAttr) and a.type == ty.I32 and power_of_two(a.value),
)


def verify_broadcast(o: Operation, ctx: VerifyContext) -> None:
    word = BROADCAST.word(o.attr("broadcast_type"))
    has_lane = len(o.operands) > 1
    if word == "specific_lane" and not has_lane:
        ctx.error(o, "lane must be specified for `specific_lane` broadcast")
    elif word == "first_active_lane" and has_lane:
        ctx.error(o, "lane can only be specified for `specific_lane` broadcast")


def parse_ballot(p: Parser, o: Operation) -> None:
    """$predicate attr-dict `:` type($result) (an integer type)"""
    predicate = p.parse_operand()
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    result = parse_type_of_kind(p, "integer", lambda t: isinstance(t, ty.IntegerType))
    o.operands.append(p.resolve_operand(predicate, ty.I1))
    o.add_result(result)


def print_ballot(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    if o.operands:
        pr.print_operand(o.operands[0])
    pr.print_optional_attr_dict(all_attrs(o))
    if o.results:
        pr.write(" : ")
        pr.print_type(o.results[0].type)


# ---- barriers ---------------------------------------------------------------------------------

WORKGROUP_SCOPE = at.DialectAttr("gpu", "barrier_scope", "workgroup")


def _parse_scope(p: Parser) -> at.Attribute:
    """`<` scope `>` (the `#gpu.barrier_scope` attribute without its name)."""
    p.expect("<", "expected '<'")
    if p.kind != "bare" or p.text not in BARRIER_SCOPES:
        p.custom_error(enum_error("BarrierScope", BARRIER_SCOPES, p.text), p.span)
        if p.kind == "bare":
            p.advance()
        raise p.custom_error(
            "failed to parse GPU_BarrierScopeAttr parameter 'value' which is to be a "
            "`::mlir::gpu::BarrierScope`",
            p.span,
        )
    word = p.text
    p.advance()
    p.expect(">", "expected '>'")
    return at.DialectAttr("gpu", "barrier_scope", word)


def parse_barrier(p: Parser, o: Operation) -> None:
    """oilist(`named` `(` $named_barrier `:` type($named_barrier) `)`
    | `memfence` $address_spaces | `scope` custom<BarrierScope>($scope)) attr-dict"""
    seen: set[str] = set()
    while p.kind == "bare" and p.text in ("named", "memfence", "scope"):
        keyword = p.text
        if keyword in seen:
            raise p.custom_error(
                f"`{keyword}` clause can appear at most once in the expansion of the oilist "
                "directive",
                p.span,
            )
        seen.add(keyword)
        p.advance()
        if keyword == "named":
            p.expect("(", "expected '('")
            name = p.parse_operand()
            p.expect(":", "expected ':'")
            o.operands.append(p.resolve_operand(name, p.parse_type()))
            p.expect(")", "expected ')'")
        elif keyword == "memfence":
            o.attributes["address_spaces"] = p.parse_attribute()
        else:
            o.attributes["scope"] = _parse_scope(p)
    p.parse_optional_attr_dict_into(o)


def print_barrier(pr: OpAsmPrinter, o: Operation) -> None:
    if o.operands:
        pr.write(" named(")
        pr.print_operand(o.operands[0])
        pr.write(" : ")
        pr.print_type(o.operands[0].type)
        pr.write(")")
    spaces = o.attr("address_spaces")
    if spaces is not None:
        pr.write(" memfence ")
        pr.print_attribute(spaces)
    scope = o.attr("scope")
    if scope is not None and scope != WORKGROUP_SCOPE:
        pr.write(" scope ")
        if isinstance(scope, at.DialectAttr) and scope.name == "barrier_scope":
            pr.write(f"<{scope.body}>")
        else:
            pr.print_attribute(scope)
    pr.print_optional_attr_dict(all_attrs(o), ("address_spaces", "scope"))


def verify_barrier(o: Operation, ctx: VerifyContext) -> None:
    scope = o.attr("scope")
    if o.operands and scope is not None and scope != WORKGROUP_SCOPE:
        ctx.error(o, "named barriers require workgroup scope")


ADDRESS_SPACE_ARRAY = attr_check(
    "address_spaces",
    "GPU Address Space array",
    lambda a: (
        isinstance(a, at.ArrayAttr) and all(address_space(e) in ADDRESS_SPACES for e in a.elements)
    ),
)
BARRIER_SCOPE_CHECK = attr_check(
    "scope",
    "barrier execution scope",
    lambda a: isinstance(a, at.DialectAttr) and a.name == "barrier_scope",
)

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
            raise p.count_mismatch(len(names), len(types), span)
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
    if o.regions:
        pr.print_region(o.regions[0], True, bool(o.results))
    pr.print_optional_attr_dict(all_attrs(o), ("warp_size",))


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
    term = block.operations[-1] if block.operations else None
    if term is None:
        return
    if term.name != "gpu.yield":
        # verify() reads the body's terminator, before the nested ops are verified
        ctx.error(o, "expected body to be terminated with 'gpu.yield'")
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


OPS: list[OpSpec] = [
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
        "gpu.all_reduce",
        "Reduce values among workgroup.",
        operands=[arg("value", INT_OR_FLOAT)],
        results=[res("result", INT_OR_FLOAT)],
        attrs=[
            attr(
                "op",
                "GPU_AllReduceOperationAttr",
                optional=True,
                check=ALL_REDUCE_OP.check("op"),
            ),
            unit("uniform"),
        ],
        regions=[region("body")],
        traits=[ISOLATED_FROM_ABOVE, SAME_OPERANDS_AND_RESULT_TYPE],
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
            attr("op", "GPU_AllReduceOperationAttr", check=ALL_REDUCE_OP.check("op")),
            unit("uniform"),
            attr("cluster_size", "I32Attr", optional=True),
            attr("cluster_stride", "I32Attr", default=at.IntegerAttr(1, ty.I32)),
        ],
        traits=[SAME_OPERANDS_AND_RESULT_TYPE],
        parse=parse_subgroup_reduce,
        print=print_subgroup_reduce,
        verify=verify_subgroup_reduce,
    ),
    op(
        "gpu.shuffle",
        "Shuffles values within a subgroup.",
        "$mode $value `,` $offset `,` $width attr-dict `:` type($value)",
        operands=[arg("value", INT_OR_FLOAT_OR_1D_VECTOR), arg("offset", I32), arg("width", I32)],
        results=[res("shuffleResult", INT_OR_FLOAT_OR_1D_VECTOR), res("valid", I1)],
        attrs=[attr("mode", "GPU_ShuffleModeAttr", check=SHUFFLE_MODE.check("mode"))],
        traits=["Pure"],
        relations=[match("value", "shuffleResult")],
        result_names=lambda o: ["shuffleResult", "valid"],
    ),
    op(
        "gpu.rotate",
        "Rotate values within a subgroup.",
        "$value `,` $offset `,` $width attr-dict `:` type($value)",
        operands=[arg("value", INT_OR_FLOAT_OR_1D_VECTOR)],
        results=[res("rotateResult", INT_OR_FLOAT_OR_1D_VECTOR), res("valid", I1)],
        attrs=[
            attr("offset", "I32Attr", check=NON_NEGATIVE_OFFSET),
            attr("width", "I32Attr", check=POWER_OF_TWO_WIDTH),
        ],
        traits=["Pure"],
        relations=[match("value", "rotateResult")],
        result_names=lambda o: ["rotateResult", "valid"],
        verify=verify_rotate,
    ),
    op(
        "gpu.subgroup_broadcast",
        "Broadcasts a value from the specific lane across subgroup",
        "$src `,` $broadcast_type ($lane^)? attr-dict `:` type($result)",
        operands=[arg("src", ANY_TYPE), opt_arg("lane", I32)],
        results=[res("result", ANY_TYPE)],
        attrs=[
            attr(
                "broadcast_type",
                "GPU_BroadcastTypeAttr",
                check=BROADCAST.check("broadcast_type"),
            )
        ],
        traits=["Pure"],
        relations=[match("result", "src")],
        verify=verify_broadcast,
    ),
    op(
        "gpu.ballot",
        "Returns a bitmask of the predicate values of the subgroup's lanes",
        operands=[arg("predicate", I1)],
        results=[res("result", SIGNLESS_INT)],
        parse=parse_ballot,
        print=print_ballot,
    ),
    op(
        "gpu.barrier",
        "Synchronizes work items within the specified execution scope.",
        operands=[opt_arg("named_barrier", NAMED_BARRIER_TYPE)],
        attrs=[
            attr(
                "address_spaces",
                "GPU_AddressSpaceAttrArray",
                optional=True,
                check=ADDRESS_SPACE_ARRAY,
            ),
            attr(
                "scope", "GPU_BarrierScopeAttr", default=WORKGROUP_SCOPE, check=BARRIER_SCOPE_CHECK
            ),
        ],
        parse=parse_barrier,
        print=print_barrier,
        verify=verify_barrier,
    ),
    op(
        "gpu.initialize_named_barrier",
        "Initializes a named barrier",
        "$member_count attr-dict `:` type($member_count) `->` type($result)",
        operands=[arg("member_count", I32)],
        results=[res("result", NAMED_BARRIER_TYPE)],
    ),
    op(
        "gpu.warp_execute_on_lane_0",
        "Executes operations in the associated region on thread #0 of aSPMD program",
        operands=[arg("laneid", INDEX), var_arg("args", ANY_TYPE)],
        results=[var_res("results", ANY_TYPE)],
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
        "attr-dict ($values^ `:` type($values))?",
        operands=[var_arg("values", ANY_TYPE)],
        traits=[TERMINATOR, RETURN_LIKE, "Pure"],
    ),
]
