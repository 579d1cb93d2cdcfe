"""Control flow of the llvm dialect: br, cond_br, switch, indirectbr, unreachable, and the block
address ops (blockaddress, blocktag)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.cf import verify_br, verify_branch_weights, verify_cond_br
from mlir_ls.dialects.common import check_successor_operands
from mlir_ls.dialects.constraints import I1
from mlir_ls.dialects.llvm.attributes import angle_body
from mlir_ls.dialects.llvm.common import all_attributes
from mlir_ls.dialects.llvm.types import ANY_PTR, COMPATIBLE, SIGNLESS_INT
from mlir_ls.dialects.ods import arg, attr, op, res, succ, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Block, Operation
from mlir_ls.ir.spec import ATTR_SIZED_OPERAND_SEGMENTS, TERMINATOR, OpSpec
from mlir_ls.syntax.lexer import integer_value

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.ir.types import Type
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import UnresolvedOperand


# ---- llvm.switch ----------------------------------------------------------------------------------


def parse_successor_operands(p: Parser) -> tuple[list[UnresolvedOperand], list[Type]]:
    """(`(` ssa-use-list `:` type-list `)`)?"""
    names: list[UnresolvedOperand] = []
    types: list[Type] = []
    if p.consume_if("("):
        names = p.parse_operand_list_no_parens()
        p.expect(":", "expected ':'")
        types = [p.parse_type()]
        while p.consume_if(","):
            types.append(p.parse_type())
        p.expect(")", "expected ')'")
    return names, types


def _parse_successor_group(
    p: Parser, names: list[UnresolvedOperand], types: list[Type], segments: list[int]
) -> Block:
    """A successor and its operands; the operands and their count go to the lists given."""
    block = p.parse_successor()
    group, group_types = parse_successor_operands(p)
    names.extend(group)
    types.extend(group_types)
    segments.append(len(group))
    return block


def parse_switch(p: Parser, o: Operation) -> None:
    """$value `:` type($value) `,` $defaultDestination operands? `[` (integer `:` successor
    operands?)* `]` attr-dict"""
    value = p.parse_operand()
    p.expect(":", "expected ':'")
    value_type = p.parse_type()
    p.expect(",", "expected ','")
    default = p.parse_successor()
    default_names, default_types = parse_successor_operands(p)
    p.expect("[", "expected '['")
    cases: list[int] = []
    blocks: list[Block] = [default]
    case_names: list[UnresolvedOperand] = []
    case_types: list[Type] = []
    segments: list[int] = []
    if p.kind != "]":
        while True:
            negative = p.consume_if("-")
            if p.kind != "integer":
                raise p.custom_error("expected integer value")
            cases.append(-integer_value(p.text) if negative else integer_value(p.text))
            p.advance()
            p.expect(":", "expected ':'")
            blocks.append(_parse_successor_group(p, case_names, case_types, segments))
            if not p.consume_if(","):
                break
    p.expect("]", "expected ']'")
    p.parse_optional_attr_dict_into(o)
    o.operands.append(p.resolve_operand(value, value_type))
    o.operands.extend(p.resolve_operands(default_names, default_types))
    o.operands.extend(p.resolve_operands(case_names, case_types))
    o.successors = blocks
    if cases:
        splat = len(set(cases)) == 1
        o.attributes["case_values"] = at.DenseElementsAttr(
            ty.VectorType((len(cases),), value_type), cases[:1] if splat else cases, splat
        )
    o.attributes["case_operand_segments"] = at.DenseArrayAttr(ty.I32, segments)
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32, [1, len(default_names), len(case_names)]
    )


def _case_values(o: Operation) -> list[int]:
    values = o.attr("case_values")
    if isinstance(values, at.DenseElementsAttr) and values.hex is None:
        items = list(values.elements)
        count = len(o.successors) - 1
        if len(items) == 1 and count > 1:
            items = items * count
        return [int(v) for v in items]
    return []


def print_switch(pr: OpAsmPrinter, o: Operation) -> None:
    if not o.operands or not o.successors:
        return
    sizes = _sizes(o, "operandSegmentSizes", [1, 0, len(o.operands) - 1])
    default_ops = list(o.operands[1 : 1 + sizes[1]])
    case_ops = list(o.operands[1 + sizes[1] :])
    _print_selector(pr, o.operands[0])
    pr.write(", ")
    pr.print_successor_and_use_list(o.successors[0], default_ops)
    pr.write(" [")
    pr.increase_indent()
    cases = zip(_case_values(o), o.successors[1:], strict=False)
    groups = _operand_groups(
        case_ops, _sizes(o, "case_operand_segments", []), len(o.successors) - 1
    )
    for i, (value, block) in enumerate(cases):
        if i:
            pr.write(",")
        pr.print_new_line()
        pr.write(f"{value}: ")
        pr.print_successor_and_use_list(block, groups[i])
    pr.decrease_indent()
    pr.print_new_line()
    pr.write("]")
    pr.print_optional_attr_dict(
        all_attributes(o),
        ("case_values", "case_operand_segments", "operandSegmentSizes"),
    )


def _sizes(o: Operation, name: str, default: list[int]) -> list[int]:
    value = o.attr(name)
    if isinstance(value, at.DenseArrayAttr):
        return [int(v) for v in value.values]
    return default


def _operand_groups(operands: list[Any], sizes: list[int], count: int | None = None) -> list[Any]:
    """`operands` cut into consecutive groups of `sizes`; with `count`, exactly that many
    groups (missing sizes count as empty)."""
    if count is not None:
        sizes = [sizes[i] if i < len(sizes) else 0 for i in range(count)]
    groups = []
    start = 0
    for size in sizes:
        groups.append(operands[start : start + size])
        start += size
    return groups


def _print_selector(pr: OpAsmPrinter, value: Any) -> None:
    """` $value : type($value)`"""
    pr.write(" ")
    pr.print_operand(value)
    pr.write(" : ")
    pr.print_type(value.type)


def verify_switch(o: Operation, ctx: VerifyContext) -> None:
    values = o.attr("case_values")
    if not o.operands:
        return
    if isinstance(values, at.DenseElementsAttr) and isinstance(values.type, ty.ShapedType):
        if values.type.element_type != o.operands[0].type and not o.operands[0].type.is_error:
            ctx.plain_error(o, "expects case value type to match condition value type")
            return
        count = 1
        for d in values.type.shape or ():
            count *= d
        if count != len(o.successors) - 1:
            ctx.plain_error(o, "expects number of case values to match number of case destinations")
            return
    elif values is None and len(o.successors) > 1:
        ctx.plain_error(o, "expects number of case values to match number of case destinations")
        return
    if not verify_branch_weights(o, ctx):
        return
    sizes = _sizes(o, "operandSegmentSizes", [1, 0, len(o.operands) - 1])
    default_ops = list(o.operands[1 : 1 + sizes[1]]) if len(sizes) == 3 else []
    case_ops = list(o.operands[1 + sizes[1] :]) if len(sizes) == 3 else []
    groups = _operand_groups(case_ops, _sizes(o, "case_operand_segments", []))
    check_successor_operands(o, ctx, [default_ops, *groups])


# ---- llvm.indirectbr --------------------------------------------------------------------------


def parse_indirectbr(p: Parser, o: Operation) -> None:
    """$addr `:` type($addr) `,` `[` (successor operands?)* `]` attr-dict"""
    addr = p.parse_operand()
    p.expect(":", "expected ':'")
    addr_type = p.parse_type()
    p.expect(",", "expected ','")
    p.expect("[", "expected '['")
    names: list[UnresolvedOperand] = []
    types: list[Type] = []
    segments: list[int] = []
    if p.kind != "]":
        while True:
            o.successors = [*o.successors, _parse_successor_group(p, names, types, segments)]
            if not p.consume_if(","):
                break
    p.expect("]", "expected ']'")
    p.parse_optional_attr_dict_into(o)
    o.operands.append(p.resolve_operand(addr, addr_type))
    o.operands.extend(p.resolve_operands(names, types))
    o.attributes["indbr_operand_segments"] = at.DenseArrayAttr(ty.I32, segments)


def print_indirectbr(pr: OpAsmPrinter, o: Operation) -> None:
    if not o.operands:
        return
    _print_selector(pr, o.operands[0])
    pr.write(", [")
    groups = _operand_groups(
        list(o.operands[1:]), _sizes(o, "indbr_operand_segments", []), len(o.successors)
    )
    for i, block in enumerate(o.successors):
        if i:
            pr.write(",")
        pr.print_new_line()
        pr.print_successor_and_use_list(block, groups[i])
    if o.successors:
        pr.print_new_line()
    pr.write("]")
    pr.print_optional_attr_dict(all_attributes(o), ("indbr_operand_segments",))


def verify_indirectbr(o: Operation, ctx: VerifyContext) -> None:
    groups = _operand_groups(list(o.operands[1:]), _sizes(o, "indbr_operand_segments", []))
    check_successor_operands(o, ctx, groups)


# ---- block addresses ----------------------------------------------------------------------------


def _block_tag_id(value: at.Attribute | None) -> str | None:
    """The `id` of a `#llvm.blocktag<id = N>` (kept as text)."""
    if isinstance(value, at.DialectAttr) and value.body is not None:
        body = value.body.replace(" ", "")
        if body.startswith("id="):
            return body[3:]
    return None


def _tag_of_blockaddress(value: at.Attribute | None) -> tuple[str, str] | None:
    """(function, tag id) of a `#llvm.blockaddress<function = @f, tag = <id = N>>`."""
    if not isinstance(value, at.DialectAttr) or value.body is None:
        return None
    body = value.body.replace(" ", "")
    if not body.startswith("function=@") or ",tag=<id=" not in body:
        return None
    function, _, rest = body[len("function=@") :].partition(",tag=<id=")
    return function.strip('"'), rest.rstrip(">")


def parse_blockaddress(p: Parser, o: Operation) -> None:
    """$block_addr attr-dict `:` type($res)"""
    if p.kind != "<":
        raise p.fail_token("expected '<'")
    o.attributes["block_addr"] = at.DialectAttr("llvm", "blockaddress", _angle_body(p))
    p.parse_optional_attr_dict_into(o)
    p.expect(":", "expected ':'")
    o.add_result(p.parse_type())


def _angle_body(p: Parser) -> str:
    return angle_body(p)


def print_blockaddress(pr: OpAsmPrinter, o: Operation) -> None:
    value = o.attr("block_addr")
    pr.write(" ")
    if isinstance(value, at.DialectAttr) and value.body is not None:
        pr.write(f"<{value.body}>")
    pr.print_optional_attr_dict(all_attributes(o), ("block_addr",))
    pr.write(" : ")
    if o.results:
        pr.print_type(o.results[0].type)


def verify_blockaddress(o: Operation, ctx: VerifyContext) -> None:
    parts = _tag_of_blockaddress(o.attr("block_addr"))
    if parts is None:
        return
    function, tag = parts
    target = ctx.lookup_symbol(o, at.SymbolRefAttr(function))
    if target is None or target.name != "llvm.func":
        ctx.error(o, "expects an existing block label target in the referenced function")
        return
    for inner in target.walk():
        if inner.name == "llvm.blocktag" and _block_tag_id(inner.attr("tag")) == tag:
            return
    ctx.error(o, "expects an existing block label target in the referenced function")


def parse_blocktag(p: Parser, o: Operation) -> None:
    """$tag attr-dict"""
    if p.kind != "<":
        raise p.fail_token("expected '<'")
    o.attributes["tag"] = at.DialectAttr("llvm", "blocktag", _angle_body(p))
    p.parse_optional_attr_dict_into(o)


def print_blocktag(pr: OpAsmPrinter, o: Operation) -> None:
    value = o.attr("tag")
    pr.write(" ")
    if isinstance(value, at.DialectAttr) and value.body is not None:
        pr.write(f"<{value.body}>")
    pr.print_optional_attr_dict(all_attributes(o), ("tag",))


def verify_blocktag(o: Operation, ctx: VerifyContext) -> None:
    tag = _block_tag_id(o.attr("tag"))
    parent = o.parent_op
    while parent is not None and parent.name != "llvm.func":
        parent = parent.parent_op
    if parent is None or tag is None:
        return
    for inner in parent.walk():
        if inner is o:
            return
        if inner.name == "llvm.blocktag" and _block_tag_id(inner.attr("tag")) == tag:
            ctx.plain_error(o, f"duplicate block tag '{tag}' in the same function: ")
            return


# ---- the ops ------------------------------------------------------------------------------------


def control_ops() -> list[OpSpec]:
    return [
        op(
            "llvm.br",
            "LLVM branch operation",
            "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
            operands=[var_arg("destOperands", COMPATIBLE)],
            attrs=[attr("loop_annotation", optional=True)],
            successors=[succ("dest")],
            traits=[TERMINATOR, "Pure", "BranchOpInterface"],
            verify=verify_br,
        ),
        op(
            "llvm.cond_br",
            "LLVM conditional branch operation",
            "$condition ( `weights` `(` $branch_weights^ `)` )? `,` $trueDest "
            "(`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest "
            "(`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
            operands=[
                arg("condition", I1),
                var_arg("trueDestOperands", COMPATIBLE),
                var_arg("falseDestOperands", COMPATIBLE),
            ],
            attrs=[
                attr("branch_weights", "DenseI32ArrayAttr", optional=True),
                attr("loop_annotation", optional=True),
            ],
            successors=[succ("trueDest"), succ("falseDest")],
            traits=[TERMINATOR, "Pure", "BranchOpInterface", ATTR_SIZED_OPERAND_SEGMENTS],
            verify=verify_cond_br,
        ),
        op(
            "llvm.switch",
            "LLVM switch operation",
            operands=[
                arg("value", SIGNLESS_INT),
                var_arg("defaultOperands", COMPATIBLE),
                var_arg("caseOperands", COMPATIBLE),
            ],
            attrs=[
                attr("case_values", optional=True),
                attr("case_operand_segments", "DenseI32ArrayAttr"),
                attr("branch_weights", "DenseI32ArrayAttr", optional=True),
            ],
            successors=[succ("defaultDestination"), succ("caseDestinations", variadic=True)],
            traits=[TERMINATOR, "Pure", "BranchOpInterface", ATTR_SIZED_OPERAND_SEGMENTS],
            parse=parse_switch,
            print=print_switch,
            verify=verify_switch,
        ),
        op(
            "llvm.indirectbr",
            "LLVM indirectbr operation",
            operands=[arg("addr", ANY_PTR), var_arg("succOperands", COMPATIBLE)],
            attrs=[attr("indbr_operand_segments", "DenseI32ArrayAttr")],
            successors=[succ("successors", variadic=True)],
            traits=[TERMINATOR, "BranchOpInterface"],
            parse=parse_indirectbr,
            print=print_indirectbr,
            verify=verify_indirectbr,
        ),
        op("llvm.unreachable", "LLVM unreachable operation", "attr-dict", traits=[TERMINATOR]),
        op(
            "llvm.blockaddress",
            "Creates a LLVM blockaddress ptr",
            results=[res("res", ANY_PTR)],
            attrs=[attr("block_addr")],
            traits=["Pure", "ConstantLike"],
            parse=parse_blockaddress,
            print=print_blockaddress,
            verify=verify_blockaddress,
        ),
        op(
            "llvm.blocktag",
            "Marks a block as target of a blockaddress",
            attrs=[attr("tag")],
            parse=parse_blocktag,
            print=print_blocktag,
            verify=verify_blocktag,
        ),
    ]
