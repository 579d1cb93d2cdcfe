"""The scf dialect: structured control flow (loops, conditionals, regions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mlir_ls.dialects.assembly_format.compile import group_values
from mlir_ls.dialects.common import types_match
from mlir_ls.dialects.constraints import I1, INDEX, SIGNLESS_INT_OR_INDEX
from mlir_ls.dialects.directives import (
    DYNAMIC_INDEX,
    parse_dynamic_index_list,
    print_dynamic_index_list,
    static_values,
)
from mlir_ls.dialects.ods import arg, attr, match, op, region, unit, var_arg, var_res
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation, OpResult, Region, Value
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    NO_TERMINATOR,
    RETURN_LIKE,
    SINGLE_BLOCK,
    TERMINATOR,
    DialectSpec,
)
from mlir_ls.ir.types import Type
from mlir_ls.syntax.lexer import integer_value

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand

LOOP = ["LoopLikeOpInterface", "RecursiveMemoryEffects", SINGLE_BLOCK]


def ensure_yield(p: Parser, region: Region, name: str = "scf.yield") -> None:
    """SingleBlockImplicitTerminator: add the terminator the custom form left out."""
    if not region.blocks:
        region.add_block()
    block = region.blocks[-1]
    last = block.operations[-1] if block.operations else None
    if last is not None and last.spec is not None and TERMINATOR in last.spec.traits:
        return
    if last is not None and last.spec is None and last.name == name:
        return
    term = Operation(name)
    term.spec = p.registry.lookup_op(name)
    term.custom = True
    if term.spec is not None:
        # The terminator's builder (`InParallelOp::build`) gives each region its block.
        for region_def in term.spec.regions:
            if not region_def.variadic:
                term.add_region().add_block()
    block.append(term)


def _elide_terminators(region: Region) -> bool:
    """Upstream prints a region's implicit terminator only when it carries something."""
    if len(region.blocks) != 1:
        return False
    term = region.blocks[0].terminator
    return term is not None and not term.operands and not term.attributes


def _print_init_list(pr: OpAsmPrinter, args: list[Value], inits: list[Value], prefix: str) -> None:
    if not inits:
        return
    pr.write(prefix + "(")
    for i, (a, v) in enumerate(zip(args, inits, strict=False)):
        if i:
            pr.write(", ")
        pr.print_operand(a)
        pr.write(" = ")
        pr.print_operand(v)
    pr.write(")")


def _attrs(o: Operation, *elided: str) -> dict[str, at.Attribute]:
    merged: dict[str, at.Attribute] = {}
    if isinstance(o.properties, at.DictionaryAttr):
        merged.update(o.properties.entries)
    merged.update(o.attributes)
    return {k: merged[k] for k in sorted(merged) if k not in elided}


# ---- scf.for ------------------------------------------------------------------------------


def parse_for(p: Parser, o: Operation) -> None:
    """`scf.for` `unsigned`? %iv `=` %lb `to` %ub `step` %step
    (`iter_args` `(` assignments `)` `->` `(` types `)`)? (`:` type)? region attr-dict"""
    name_span = p.op_name_span()
    if p.consume_keyword("unsigned"):
        o.attributes["unsignedCmp"] = at.UNIT
    iv = p.parse_region_argument()
    p.expect("=", "expected '='")
    lb = p.parse_operand()
    p.expect_keyword("to", "expected 'to'")
    ub = p.parse_operand()
    p.expect_keyword("step", "expected 'step'")
    step = p.parse_operand()
    pairs: list[tuple[UnresolvedOperand, UnresolvedOperand]] = []
    result_types: list[Type] = []
    if p.consume_keyword("iter_args"):
        pairs = p.parse_assignment_list()
        p.expect("->", "expected '->'")
        result_types = p.parse_function_result_types()
    iv_type: Type = ty.INDEX
    if p.consume_if(":"):
        iv_type = p.parse_type()
    if len(pairs) != len(result_types):
        raise p.custom_error(
            "mismatch in number of loop-carried values and defined values", name_span
        )
    body = o.add_region()
    args = p.region_arguments([iv, *(a for a, _ in pairs)], [iv_type, *result_types])
    p.parse_region(body, args, False)
    ensure_yield(p, body)
    # upstream resolves the bounds and the initial values after the body
    o.operands.extend(p.resolve_operands([lb, ub, step], [iv_type] * 3))
    o.operands.extend(p.resolve_operands([v for _, v in pairs], result_types) if pairs else [])
    p.parse_optional_attr_dict_into(o)
    for t in result_types:
        o.add_result(t)


def print_for(pr: OpAsmPrinter, o: Operation) -> None:
    body = o.regions[0]
    args = body.blocks[0].arguments if body.blocks else []
    if o.attr("unsignedCmp") is not None:
        pr.write(" unsigned")
    pr.write(" ")
    if args:
        pr.print_operand(args[0])
    pr.write(" = ")
    pr.print_operand(o.operands[0])
    pr.write(" to ")
    pr.print_operand(o.operands[1])
    pr.write(" step ")
    pr.print_operand(o.operands[2])
    inits = list(o.operands[3:])
    _print_init_list(pr, list(args[1:]), inits, " iter_args")
    if inits:
        pr.write(" -> (")
        pr.print_types([r.type for r in o.results])
        pr.write(")")
    if args and not isinstance(args[0].type, ty.IndexType):
        pr.write("  : ")  # upstream: `p << ' '` then `" : " << type`
        pr.print_type(args[0].type)
    pr.print_region(body, print_entry_block_args=False, print_block_terminators=bool(inits))
    pr.print_optional_attr_dict(_attrs(o, "unsignedCmp"))


def _edge(
    o: Operation,
    ctx: VerifyContext,
    source: str,
    target: str,
    operands: Sequence[Value],
    inputs: Sequence[Value],
) -> bool:
    """RegionBranchOpInterface: the values passed along one edge fit the successor."""
    where = f"along control flow edge from {source} to {target}"
    if len(operands) != len(inputs):
        ctx.error(
            o,
            f"{where}: region branch point has {len(operands)} operands, but region successor "
            f"needs {len(inputs)} inputs",
        )
        return False
    for i, (value, slot) in enumerate(zip(operands, inputs, strict=True)):
        if not types_match(value.type, slot.type):
            ctx.error(
                o,
                f"{where}: successor operand type #{i} '{value.type}' should match successor "
                f"input type #{i} '{slot.type}'",
            )
            return False
    return True


def _last_op(region: Region) -> Operation | None:
    if len(region.blocks) != 1 or not region.blocks[0].operations:
        return None
    return region.blocks[0].operations[-1]


def verify_for(o: Operation, ctx: VerifyContext) -> None:
    if len(o.operands) < 3:
        return
    bound = o.operands[0].type
    if not _region_shape(o, ctx, False):
        return
    inits = o.operands[3:]
    if len(inits) != len(o.results):
        ctx.error(o, "mismatch in number of loop-carried values and defined values")
        return
    body = o.regions[0] if o.regions else None
    if body is None or not body.blocks:
        return
    entry_args = body.blocks[0].arguments
    if not entry_args:  # (a custom form has one: printed without, it did not parse)
        ctx.error(
            o, "expected body to have at least 1 argument(s) for the induction variable, but got 0"
        )
        return
    if not types_match(bound, entry_args[0].type):
        ctx.error(o, f"0-th induction variable has invalid type: '{entry_args[0].type}'")
        return
    iter_args = entry_args[1:]
    # LoopLikeOpInterface
    if len(inits) != len(iter_args):
        ctx.error(
            o, f"different number of inits and region iter_args: {len(inits)} != {len(iter_args)}"
        )
        return
    term = _last_op(body)
    yielded = list(term.operands) if term is not None and term.name == "scf.yield" else []
    if yielded and len(iter_args) != len(yielded):
        ctx.error(
            o,
            "different number of region iter_args and yielded values: "
            f"{len(iter_args)} != {len(yielded)}",
        )
        return
    if len(o.results) != len(iter_args):
        ctx.error(
            o,
            f"different number of loop results and region iter_args: {len(o.results)} != "
            f"{len(iter_args)}",
        )
        return
    # RegionBranchOpInterface
    if not _edge(o, ctx, "parent", "Region #0", inits, iter_args):
        return
    if not _edge(o, ctx, "parent", "Operation scf.for", inits, o.results):
        return
    if term is not None and term.name == "scf.yield":
        if not _edge(o, ctx, "Operation scf.yield", "Region #0", term.operands, iter_args):
            return
        _edge(o, ctx, "Operation scf.yield", "Operation scf.for", term.operands, o.results)


# ---- scf.if -------------------------------------------------------------------------------


def parse_if(p: Parser, o: Operation) -> None:
    """`scf.if` %cond (`->` `(` types `)`)? region (`else` region)? attr-dict"""
    cond = p.parse_operand()
    o.operands.append(p.resolve_operand(cond, ty.I1))
    result_types = p.parse_optional_arrow_type_list()
    then = o.add_region()
    p.parse_region(then, [], False)
    ensure_yield(p, then)
    other = o.add_region()
    if p.consume_keyword("else"):
        p.parse_region(other, [], False)
        ensure_yield(p, other)
    p.parse_optional_attr_dict_into(o)
    for t in result_types:
        o.add_result(t)


def print_if(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[0])
    if o.results:
        pr.write(" -> (")
        pr.print_types([r.type for r in o.results])
        pr.write(")")
    terminators = bool(o.results)
    pr.print_region(o.regions[0], print_entry_block_args=False, print_block_terminators=terminators)
    if len(o.regions) > 1 and o.regions[1].blocks:
        pr.write(" else")
        pr.print_region(
            o.regions[1], print_entry_block_args=False, print_block_terminators=terminators
        )
    pr.print_optional_attr_dict(_attrs(o))


def verify_if(o: Operation, ctx: VerifyContext) -> None:
    if not _region_shape(o, ctx, True):
        return
    if o.results and (len(o.regions) < 2 or not o.regions[1].blocks):
        ctx.error(o, "must have an else block if defining values")
        return
    for reg in o.regions:
        term = _last_op(reg)
        if term is None or term.name != "scf.yield":
            continue
        if not _edge(o, ctx, "Operation scf.yield", "Operation scf.if", term.operands, o.results):
            return


def verify_while(o: Operation, ctx: VerifyContext) -> None:
    if len(o.regions) != 2:
        return
    for index, name in enumerate(("before", "after")):
        if len(o.regions[index].blocks) != 1:
            ctx.error(
                o,
                f"region #{index} ('{name}') failed to verify constraint: region with 1 blocks",
            )
            return
    if any(not r.blocks[0].operations for r in o.regions):
        ctx.error(o, "expects a non-empty block")
        return
    before, after = o.regions[0].blocks[0], o.regions[1].blocks[0]
    condition = before.operations[-1]
    if condition.name != "scf.condition":
        diag = ctx.error(o, "expects the 'before' region to terminate with 'scf.condition'")
        ctx.note(diag, condition, "terminator here")  # verifyAndGetTerminator
        return
    yield_op = after.operations[-1]
    if yield_op.name != "scf.yield":
        diag = ctx.error(o, "expects the 'after' region to terminate with 'scf.yield'")
        ctx.note(diag, yield_op, "terminator here")
        return
    forwarded = condition.operands[1:]
    edges = (
        ("parent", "Region #0", o.operands, before.arguments),
        ("Operation scf.condition", "Region #1", forwarded, after.arguments),
        ("Operation scf.condition", "Operation scf.while", forwarded, o.results),
        ("Operation scf.yield", "Region #0", yield_op.operands, before.arguments),
    )
    for source, target, operands, inputs in edges:
        if not _edge(o, ctx, source, target, list(operands), list(inputs)):
            return


# ---- scf.while ----------------------------------------------------------------------------


def parse_while(p: Parser, o: Operation) -> None:
    """`scf.while` (`(` assignments `)`)? `:` function-type region `do` region attr-dict-with-keyword"""
    pairs: list[tuple[UnresolvedOperand, UnresolvedOperand]] = []
    if p.kind == "(":
        pairs = p.parse_assignment_list()
    p.expect(":", "expected ':'")
    span = p.span
    fn = p.parse_type()
    if not isinstance(fn, ty.FunctionType):
        if fn.is_error:
            fn = ty.FunctionType([], [])
        else:
            raise p.fail("expected function type", span)
    if pairs:
        o.operands.extend(p.resolve_operands([v for _, v in pairs], fn.inputs, span))
    elif fn.inputs:
        raise p.fail(
            f"expected as many input types as operands (expected 0 got {len(fn.inputs)})", span
        )
    for t in fn.results:
        o.add_result(t)
    before = o.add_region()
    entry = p.region_arguments([a for a, _ in pairs], fn.inputs) if pairs else None
    p.parse_region(before, entry, False)
    p.expect_keyword("do", "expected 'do'")
    after = o.add_region()
    p.parse_region(after, None, False)
    p.parse_optional_attr_dict_with_keyword(o)


def print_while(pr: OpAsmPrinter, o: Operation) -> None:
    before = o.regions[0]
    args = before.blocks[0].arguments if before.blocks else []
    _print_init_list(pr, list(args), list(o.operands), " ")
    pr.write(" : ")
    pr.print_functional_type([v.type for v in o.operands], [r.type for r in o.results])
    pr.print_region(before, print_entry_block_args=False)
    pr.write(" do")
    pr.print_region(o.regions[1])
    pr.print_optional_attr_dict_with_keyword(_attrs(o))


# ---- scf.execute_region -------------------------------------------------------------------


def parse_execute_region(p: Parser, o: Operation) -> None:
    """`scf.execute_region` (`->` types)? `no_inline`? region attr-dict"""
    for t in p.parse_optional_arrow_type_list():
        o.add_result(t)
    if p.consume_keyword("no_inline"):
        o.attributes["no_inline"] = at.UNIT
    p.parse_region(o.add_region(), None, False)
    p.parse_optional_attr_dict_into(o)


def print_execute_region(pr: OpAsmPrinter, o: Operation) -> None:
    if o.results:
        pr.write(" -> ")
        types = [r.type for r in o.results]
        if len(types) == 1 and not isinstance(types[0], ty.FunctionType):
            pr.print_type(types[0])
        else:
            pr.write("(")
            pr.print_types(types)
            pr.write(")")
    if o.attr("no_inline") is not None:
        pr.write(" no_inline")
    pr.print_region(o.regions[0], print_entry_block_args=False)
    pr.print_optional_attr_dict(_attrs(o, "no_inline"))


# ---- scf.parallel -------------------------------------------------------------------------


def _parse_paren_operands(p: Parser) -> list[UnresolvedOperand]:
    p.expect("(", "expected '('")
    values = p.parse_operand_list_no_parens() if p.kind == "percent" else []
    p.expect(")", "expected ')'")
    return values


def parse_parallel(p: Parser, o: Operation) -> None:
    """`scf.parallel` `(` ivs `)` `=` `(` lbs `)` `to` `(` ubs `)` `step` `(` steps `)`
    (`init` `(` values `)`)? (`->` types)? region attr-dict"""
    name_span = p.op_name_span()
    p.expect("(", "expected '('")
    ivs = []
    if p.kind != ")":
        ivs.append(p.parse_region_argument())
        while p.consume_if(","):
            ivs.append(p.parse_region_argument())
    p.expect(")", "expected ')'")
    p.expect("=", "expected '='")

    def bounds() -> list[UnresolvedOperand]:
        span = p.span
        values = _parse_paren_operands(p)
        if len(values) != len(ivs):
            raise p.custom_error(f"expected {len(ivs)} operands", span)
        return values

    lbs = bounds()
    p.expect_keyword("to", "expected 'to'")
    ubs = bounds()
    p.expect_keyword("step", "expected 'step'")
    steps = bounds()
    inits: list[UnresolvedOperand] = []
    if p.consume_keyword("init"):
        inits = _parse_paren_operands(p)
    result_types = p.parse_optional_arrow_type_list()
    if len(inits) != len(result_types):
        raise p.count_mismatch(len(inits), len(result_types), name_span)
    for group in (lbs, ubs, steps):
        o.operands.extend(p.resolve_operands(group, [ty.INDEX] * len(group)) if group else [])
    if inits:
        o.operands.extend(p.resolve_operands(inits, result_types))
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32, [len(lbs), len(ubs), len(steps), len(inits)]
    )
    body = o.add_region()
    p.parse_region(body, p.region_arguments(ivs, [ty.INDEX] * len(ivs)), False)
    ensure_yield(p, body, "scf.reduce")
    p.parse_optional_attr_dict_into(o)
    for t in result_types:
        o.add_result(t)


def print_parallel(pr: OpAsmPrinter, o: Operation) -> None:
    sizes = static_values(o.attr("operandSegmentSizes")) or [0, 0, 0, 0]
    body = o.regions[0]
    args = list(body.blocks[0].arguments) if body.blocks else []
    pr.write(" (")
    pr.print_operands(args)
    pos = 0
    groups = []
    for size in sizes:
        groups.append(list(o.operands[pos : pos + size]))
        pos += size
    pr.write(") = (")
    pr.print_operands(groups[0])
    pr.write(") to (")
    pr.print_operands(groups[1])
    pr.write(") step (")
    pr.print_operands(groups[2])
    pr.write(")")
    if len(groups) > 3 and groups[3]:
        pr.write(" init (")
        pr.print_operands(groups[3])
        pr.write(")")
    if o.results:
        pr.write(" -> ")
        types = [r.type for r in o.results]
        if len(types) == 1:
            pr.print_type(types[0])
        else:
            pr.write("(")
            pr.print_types(types)
            pr.write(")")
    pr.print_region(body, print_entry_block_args=False)
    pr.print_optional_attr_dict(_attrs(o, "operandSegmentSizes"))


# ---- scf.forall ---------------------------------------------------------------------------


def parse_forall(p: Parser, o: Operation) -> None:
    """`scf.forall` `(` ivs `)` (`in` bounds | `=` lbs `to` ubs `step` steps)
    (`shared_outs` `(` assignments `)`)? (`->` `(` types `)`)? region attr-dict"""
    name_span = p.op_name_span()
    p.expect("(", "expected '('")
    ivs = [p.parse_region_argument()]
    while p.consume_if(","):
        ivs.append(p.parse_region_argument())
    p.expect(")", "expected ')'")
    n = len(ivs)
    if p.consume_keyword("in"):
        ub_dyn, ub_static, _ = parse_dynamic_index_list(p, "(")
        lb_dyn: list[UnresolvedOperand] = []
        step_dyn: list[UnresolvedOperand] = []
        lb_static, step_static = [0] * n, [1] * n
    else:
        p.expect("=", "expected '='")
        lb_dyn, lb_static, _ = parse_dynamic_index_list(p, "(")
        p.expect_keyword("to", "expected 'to'")
        ub_dyn, ub_static, _ = parse_dynamic_index_list(p, "(")
        p.expect_keyword("step", "expected 'step'")
        step_dyn, step_static, _ = parse_dynamic_index_list(p, "(")
    pairs: list[tuple[UnresolvedOperand, UnresolvedOperand]] = []
    if p.consume_keyword("shared_outs"):
        pairs = p.parse_assignment_list()
    result_types: list[Type] = []
    if p.consume_if("->"):
        result_types = p.parse_function_result_types()
    for group in (lb_dyn, ub_dyn, step_dyn):
        if group:
            o.operands.extend(p.resolve_operands(group, [ty.INDEX] * len(group)))
    if len(pairs) != len(result_types):
        raise p.count_mismatch(len(pairs), len(result_types), name_span)
    if pairs:
        o.operands.extend(p.resolve_operands([v for _, v in pairs], result_types))
    o.attributes["staticLowerBound"] = at.DenseArrayAttr(ty.I64, lb_static)
    o.attributes["staticUpperBound"] = at.DenseArrayAttr(ty.I64, ub_static)
    o.attributes["staticStep"] = at.DenseArrayAttr(ty.I64, step_static)
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32, [len(lb_dyn), len(ub_dyn), len(step_dyn), len(pairs)]
    )
    body = o.add_region()
    args = p.region_arguments([*ivs, *(a for a, _ in pairs)], [ty.INDEX] * n + result_types)
    p.parse_region(body, args, False)
    ensure_yield(p, body, "scf.forall.in_parallel")
    p.parse_optional_attr_dict_into(o)
    for t in result_types:
        o.add_result(t)


def print_forall(pr: OpAsmPrinter, o: Operation) -> None:
    sizes = static_values(o.attr("operandSegmentSizes")) or [0, 0, 0, 0]
    groups: list[list[Value]] = []
    pos = 0
    for size in sizes:
        groups.append(list(o.operands[pos : pos + size]))
        pos += size
    body = o.regions[0]
    args: list[Value] = list(body.blocks[0].arguments) if body.blocks else []
    lbs = static_values(o.attr("staticLowerBound"))
    ubs = o.attr("staticUpperBound")
    steps = static_values(o.attr("staticStep"))
    n = len(lbs)
    pr.write(" (")
    pr.print_operands(args[:n])
    normalized = not groups[0] and not groups[2] and lbs == [0] * n and steps == [1] * n
    if normalized:
        pr.write(") in ")
        print_dynamic_index_list(pr, groups[1], ubs or (), "(")
    else:
        pr.write(") = ")
        print_dynamic_index_list(pr, groups[0], o.attr("staticLowerBound") or (), "(")
        pr.write(" to ")
        print_dynamic_index_list(pr, groups[1], ubs or (), "(")
        pr.write(" step ")
        print_dynamic_index_list(pr, groups[2], o.attr("staticStep") or (), "(")
    _print_init_list(pr, args[n:], groups[3] if len(groups) > 3 else [], " shared_outs")
    if o.results:
        pr.write(" -> (")
        pr.print_types([r.type for r in o.results])
        pr.write(")")
    pr.print_region(body, print_entry_block_args=False, print_block_terminators=bool(o.results))
    pr.print_optional_attr_dict(
        _attrs(o, "operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep")
    )


# ---- scf.index_switch ---------------------------------------------------------------------


def parse_index_switch(p: Parser, o: Operation) -> None:
    """`scf.index_switch` %arg attr-dict (`->` types)? (`case` int region)* `default` region"""
    value = p.parse_operand()
    o.operands.append(p.resolve_operand(value, ty.INDEX))
    p.parse_optional_attr_dict_into(o)
    for t in p.parse_optional_arrow_type_list():
        o.add_result(t)
    default = o.add_region()
    cases: list[int] = []
    while p.consume_keyword("case"):
        negative = p.consume_if("-")
        if p.kind != "integer":
            raise p.fail_token("expected integer value")
        cases.append(-integer_value(p.text) if negative else integer_value(p.text))
        p.advance()
        p.parse_region(o.add_region(), None, False)
    p.expect_keyword("default", "expected 'default'")
    p.parse_region(default, None, False)
    # `$defaultRegion` of the declarative format gets its implicit `scf.yield`;
    # custom<SwitchCases> leaves the case regions as written.
    ensure_yield(p, default)
    o.attributes["cases"] = at.DenseArrayAttr(ty.I64, cases)


def print_index_switch(pr: OpAsmPrinter, o: Operation) -> None:
    pr.write(" ")
    pr.print_operand(o.operands[0])
    pr.print_optional_attr_dict(_attrs(o, "cases"))
    if o.results:
        pr.write(" -> ")
        pr.print_types([r.type for r in o.results])
    pr.write(" ")  # upstream's format puts a space before custom<SwitchCases>'s newline
    for value, reg in zip(static_values(o.attr("cases")), o.regions[1:], strict=False):
        pr.print_new_line()
        pr.write(f"case {value}")
        pr.print_region(reg)
    pr.print_new_line()
    pr.write("default")
    # `$defaultRegion` of the declarative format: SingleBlockImplicitTerminator elides an
    # empty `scf.yield` (custom<SwitchCases> prints the case regions' terminators).
    default = o.regions[0]
    pr.print_region(default, print_block_terminators=not _elide_terminators(default))


def verify_yield(o: Operation, ctx: VerifyContext) -> None:
    return None


def _constant_int(v: Value) -> int | None:
    """getConstantIntValue: the value of an integer `arith.constant` result."""
    if isinstance(v, OpResult) and v.op.name in ("arith.constant", "index.constant"):
        value = v.op.attr("value")
        if isinstance(value, at.IntegerAttr):
            return value.value
    return None


def _region_shape(o: Operation, ctx: VerifyContext, no_arguments: bool) -> bool:
    """SingleBlock and NoRegionArguments."""
    for index, reg in enumerate(o.regions):
        if len(reg.blocks) > 1:
            ctx.error(o, f"expects region #{index} to have 0 or 1 blocks")
            return False
    if no_arguments:
        for index, reg in enumerate(o.regions):
            if reg.blocks and reg.blocks[0].arguments:
                ctx.error(o, f"region #{index} should have no arguments")
                return False
    return True


def verify_parallel(o: Operation, ctx: VerifyContext) -> None:
    sizes = static_values(o.attr("operandSegmentSizes"))
    if len(sizes) != 4:
        return
    steps = o.operands[sizes[0] + sizes[1] : sizes[0] + sizes[1] + sizes[2]]
    if not steps:
        ctx.error(o, "needs at least one tuple element for lowerBound, upperBound and step")
        return
    for step in steps:
        value = _constant_int(step)
        if value is not None and value <= 0:
            ctx.error(o, "constant step operand must be positive")
            return
    if not o.regions or len(o.regions[0].blocks) != 1:
        return
    body = o.regions[0].blocks[0]
    if len(body.arguments) != len(steps):
        ctx.error(
            o,
            f"expects the same number of induction variables: {len(body.arguments)} as bound "
            f"and step values: {len(steps)}",
        )
        return
    if any(not isinstance(a.type, ty.IndexType) for a in body.arguments):
        ctx.error(o, "expects arguments for the induction variable to be of index type")
        return
    reduce = body.terminator
    if reduce is None or reduce.name != "scf.reduce":
        diag = ctx.error(o, "expects body to terminate with 'scf.reduce'")
        last = body.operations[-1] if body.operations else None
        if last is not None:
            ctx.note(diag, last, "terminator here")  # verifyAndGetTerminator
        return
    if len(o.results) != len(reduce.regions):
        ctx.error(
            o,
            f"expects number of results: {len(o.results)} to be the same as number of "
            f"reductions: {len(reduce.regions)}",
        )
        return
    if len(o.results) != sizes[3]:
        ctx.error(
            o,
            f"expects number of results: {len(o.results)} to be the same as number of initial "
            f"values: {sizes[3]}",
        )
        return
    for i, (result, operand) in enumerate(zip(o.results, reduce.operands, strict=False)):
        if not types_match(result.type, operand.type):
            ctx.error(
                reduce,
                f"expects type of {i}-th reduction operand: '{operand.type}' to be the same as "
                f"the {i}-th result type: '{result.type}'",
            )
            return


def verify_reduce(o: Operation, ctx: VerifyContext) -> None:
    """ReduceOp::verifyRegions (on exit, after the nested ops)."""
    if len(o.regions) != len(o.operands):
        ctx.error(
            o,
            f"expects number of reduction regions: {len(o.regions)} to be the same as number "
            f"of reduction operands: {len(o.operands)}",
        )
        return
    for i, (reg, value) in enumerate(zip(o.regions, o.operands, strict=False)):
        if not reg.blocks:
            continue
        block = reg.blocks[0]
        if not block.operations:
            continue  # "empty block: expect at least a terminator" comes first
        if len(block.arguments) != 2 or any(
            not types_match(value.type, a.type) for a in block.arguments
        ):
            ctx.error(
                o,
                f"expected two block arguments with type '{value.type}' in the {i}-th reduction "
                "region",
            )
            return
        term = block.terminator
        if term is None or term.name != "scf.reduce.return":
            ctx.error(o, "reduction bodies must be terminated with an 'scf.reduce.return' op")
            return


def verify_reduce_return(o: Operation, ctx: VerifyContext) -> None:
    block = o.parent
    if block is None or not block.arguments or not o.operands:
        return
    expected = block.arguments[0].type
    if not types_match(expected, o.operands[0].type):
        ctx.error(o, f"must have type '{expected}' (the type of the reduction inputs)")


def verify_execute_region(o: Operation, ctx: VerifyContext) -> None:
    if o.regions and o.regions[0].blocks and o.regions[0].blocks[0].arguments:
        ctx.error(o, "region cannot have any arguments")
        return
    for block in o.regions[0].blocks if o.regions else ():
        term = block.terminator
        if term is not None and term.name == "scf.yield":
            target = "Operation scf.execute_region"
            if not _edge(o, ctx, "Operation scf.yield", target, term.operands, o.results):
                return


def verify_index_switch(o: Operation, ctx: VerifyContext) -> None:
    cases = static_values(o.attr("cases"))
    regions = list(o.regions)
    for index, reg in enumerate(regions):  # SizedRegion<1>
        if len(reg.blocks) != 1:
            name = "defaultRegion" if index == 0 else "caseRegions"
            ctx.error(
                o, f"region #{index} ('{name}') failed to verify constraint: region with 1 blocks"
            )
            return
    if len(cases) != len(regions) - 1:
        ctx.error(o, f"has {len(regions) - 1} case regions but {len(cases)} case values")
        return
    seen: set[int] = set()
    for value in cases:
        if value in seen:
            ctx.error(o, f"has duplicate case value: {value}")
            return
        seen.add(value)
    names = ["default region", *(f"case region #{i}" for i in range(len(cases)))]
    for reg, name in zip(regions, names, strict=True):
        if not reg.blocks or not reg.blocks[0].operations:
            continue
        last = reg.blocks[0].operations[-1]
        if last.name != "scf.yield":
            ctx.error(o, f"expected region to end with scf.yield, but got {last.name}")
            return
        if len(last.operands) != len(o.results):
            diag = ctx.error(
                o,
                f"expected each region to return {len(o.results)} values, but {name} returns "
                f"{len(last.operands)}",
            )
            ctx.note(diag, last, "see yield operation here")
            return
        for i, (result, operand) in enumerate(zip(o.results, last.operands, strict=True)):
            if not types_match(result.type, operand.type):
                diag = ctx.error(o, f"expected result #{i} of each region to be '{result.type}'")
                ctx.note(diag, last, f"{name} returns '{operand.type}' here")
                return


def verify_forall(o: Operation, ctx: VerifyContext) -> None:
    """ForallOp::verify in upstream's order: outputs vs results, the body's arguments (ivs,
    then one per output), the mapping, and the static/dynamic lower bounds, upper bounds and
    steps (`verifyListOfOperandsOrIntegers`). The rank is the number of static lower bounds.
    (The implicit terminator is a region trait, checked after the nested ops.)"""
    body = o.regions[0].blocks[0] if o.regions and o.regions[0].blocks else None
    lower = static_values(o.attr("staticLowerBound"))
    rank = len(lower)
    groups = group_values(o, _FORALL_OPERANDS, list(o.operands), "operandSegmentSizes", 4)
    outputs = groups.get("outputs", [])
    if len(o.results) != len(outputs):
        ctx.error(o, f"produces {len(o.results)} results, but has only {len(outputs)} outputs")
        return
    if body is not None:
        args = body.arguments
        if len(args) != rank + len(outputs):
            ctx.error(o, f"region expects {rank} arguments")
            return
        for i in range(rank):
            if not isinstance(args[i].type, ty.IndexType):
                ctx.error(o, f"expects {i}-th block argument to be an index")
                return
        for i, output in enumerate(outputs):
            if args[rank + i].type != output.type:
                ctx.error(
                    o, f"type mismatch between {i}-th output and corresponding block argument"
                )
                return
    mapping = o.attr("mapping")
    if isinstance(mapping, at.ArrayAttr) and mapping.elements:
        masks = [a for a in mapping.elements if str(a).startswith("#gpu.mask<")]
        if len(masks) > 1:
            ctx.error(o, '"mapping" supports at most one device masking attribute')
            return
        if len(mapping.elements) - len(masks) != rank:
            ctx.error(o, "mapping attribute size must match op rank")
            return
    for name, key, dynamic in (
        ("lower bound", "staticLowerBound", "dynamicLowerBound"),
        ("upper bound", "staticUpperBound", "dynamicUpperBound"),
        ("step", "staticStep", "dynamicStep"),
    ):
        values = static_values(o.attr(key))
        if len(values) != rank:
            ctx.plain_error(o, f"expected {rank} {name} values, got {len(values)}")
            return
        expected = sum(1 for v in values if v == _KDYNAMIC)
        if len(groups.get(dynamic, [])) != expected:
            ctx.plain_error(o, f"expected {expected} dynamic {name} values")
            return


_KDYNAMIC = -(2**63)
_FORALL_OPERANDS = (
    var_arg("dynamicLowerBound", INDEX),
    var_arg("dynamicUpperBound", INDEX),
    var_arg("dynamicStep", INDEX),
    var_arg("outputs"),
)


#: Dialects whose ops mlir-ls knows do not implement ParallelCombiningOpInterface.
_NOT_COMBINING = frozenset({"arith", "math", "scf", "func", "memref", "index", "cf", "vector"})


def verify_in_parallel(o: Operation, ctx: VerifyContext) -> None:
    for reg in o.regions:
        for block in reg.blocks:
            for inner in block.operations:
                if inner.dialect in _NOT_COMBINING or inner.name in (
                    "tensor.insert_slice",
                    "tensor.extract_slice",
                ):
                    ctx.error(o, "expected only ParallelCombiningOpInterface ops")
                    return
    forall = o.parent_op
    if forall is None or forall.name != "scf.forall" or not forall.regions:
        return
    if not forall.regions[0].blocks:
        return
    ivs = len(static_values(forall.attr("staticUpperBound")))
    outs = forall.regions[0].blocks[0].arguments[ivs:]
    for reg in o.regions:
        for block in reg.blocks:
            for inner in block.operations:
                if inner.name != "tensor.parallel_insert_slice" or len(inner.operands) < 2:
                    continue
                dest = inner.operands[1]
                if not any(dest is arg for arg in outs):
                    ctx.error(inner, "may only insert into an output block argument")
                    return


SCF = DialectSpec("scf", "Structured control flow.")
SCF.add(
    op(
        "scf.for",
        "For operation",
        operands=[
            arg("lowerBound", SIGNLESS_INT_OR_INDEX),
            arg("upperBound", SIGNLESS_INT_OR_INDEX),
            arg("step", SIGNLESS_INT_OR_INDEX),
            var_arg("initArgs"),
        ],
        results=[var_res("results")],
        attrs=[unit("unsignedCmp")],
        regions=[region("region", single_block=True, sized=1)],  # SizedRegion<1>
        # AllTypesMatch: a PredOpTrait, verified before the region constraints
        relations=[match("lowerBound", "upperBound", "step")],
        traits=[*LOOP, "AllTypesMatch<lowerBound, upperBound, step>"],
        parse=parse_for,
        print=print_for,
        verify=verify_for,
        implicit_terminator="scf.yield",
    ),
    op(
        "scf.if",
        "If-then-else operation",
        operands=[arg("condition", I1)],
        results=[var_res("results")],
        regions=[region("thenRegion"), region("elseRegion")],
        traits=["RegionBranchOpInterface", "RecursiveMemoryEffects", "NoRegionArguments"],
        parse=parse_if,
        print=print_if,
        verify=verify_if,
        implicit_terminator="scf.yield",
    ),
    op(
        "scf.while",
        "A generic 'while' loop",
        operands=[var_arg("inits")],
        results=[var_res("results")],
        regions=[region("before"), region("after")],
        traits=["LoopLikeOpInterface", "RecursiveMemoryEffects"],
        parse=parse_while,
        print=print_while,
        verify=verify_while,
    ),
    op(
        "scf.condition",
        "Loop continuation condition",
        "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
        operands=[arg("condition", I1), var_arg("args")],
        traits=[TERMINATOR, "Pure", RETURN_LIKE],
        parents=["scf.while"],
    ),
    op(
        "scf.yield",
        "Loop yield and termination operation",
        "attr-dict ($results^ `:` type($results))?",
        operands=[var_arg("results")],
        traits=[TERMINATOR, "Pure", RETURN_LIKE],
        parents=["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"],
    ),
    op(
        "scf.execute_region",
        "Operation that executes its region exactly once",
        results=[var_res("results")],
        attrs=[unit("no_inline")],
        regions=[region("region")],
        traits=["RecursiveMemoryEffects"],
        parse=parse_execute_region,
        print=print_execute_region,
        verify=verify_execute_region,
    ),
    op(
        "scf.parallel",
        "Parallel for operation",
        operands=[
            var_arg("lowerBound", INDEX),
            var_arg("upperBound", INDEX),
            var_arg("step", INDEX),
            var_arg("initVals"),
        ],
        results=[var_res("results")],
        regions=[region("region", single_block=True)],
        traits=[*LOOP, ATTR_SIZED_OPERAND_SEGMENTS],
        parse=parse_parallel,
        print=print_parallel,
        verify=verify_parallel,
        implicit_terminator="scf.reduce",
    ),
    op(
        "scf.reduce",
        "Reduce operation for scf.parallel",
        "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
        operands=[var_arg("operands")],
        regions=[region("reductions", variadic=True)],
        traits=[TERMINATOR, "RecursiveMemoryEffects"],
        parents=["scf.parallel"],
        verify_regions=verify_reduce,
    ),
    op(
        "scf.reduce.return",
        "Terminator for reduce operation",
        "$result attr-dict `:` type($result)",
        operands=[arg("result")],
        traits=[TERMINATOR, "Pure"],
        parents=["scf.reduce"],
        verify=verify_reduce_return,
    ),
    op(
        "scf.forall",
        "Evaluate a block multiple times in parallel",
        operands=_FORALL_OPERANDS,
        results=[var_res("results")],
        attrs=[
            attr("staticLowerBound", "DenseI64ArrayAttr"),
            attr("staticUpperBound", "DenseI64ArrayAttr"),
            attr("staticStep", "DenseI64ArrayAttr"),
            attr("mapping", optional=True),
        ],
        regions=[region("region", single_block=True)],
        traits=[*LOOP, ATTR_SIZED_OPERAND_SEGMENTS],
        parse=parse_forall,
        print=print_forall,
        verify=verify_forall,
        implicit_terminator="scf.forall.in_parallel",
    ),
    op(
        "scf.forall.in_parallel",
        "Terminates a `forall` block",
        "$region attr-dict",
        regions=[region("region", single_block=True)],
        traits=[TERMINATOR, NO_TERMINATOR, "Pure"],
        parents=["scf.forall"],
        verify=verify_in_parallel,
    ),
    op(
        "scf.index_switch",
        "Switch-case operation on an index argument",
        operands=[arg("arg", INDEX)],
        results=[var_res("results")],
        attrs=[attr("cases", "DenseI64ArrayAttr")],
        regions=[region("defaultRegion"), region("caseRegions", variadic=True)],
        traits=["RecursiveMemoryEffects"],
        parse=parse_index_switch,
        print=print_index_switch,
        verify=verify_index_switch,
    ),
)

_ = (DYNAMIC_INDEX, verify_yield)
