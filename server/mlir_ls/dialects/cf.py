"""The cf dialect: unstructured control flow (branches, switches, assertions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.assembly_format import group_values
from mlir_ls.dialects.common import check_successor_operands
from mlir_ls.dialects.constraints import I1, SIGNLESS_INT, SIGNLESS_INT_OR_INDEX
from mlir_ls.dialects.ods import arg, attr, op, succ, var_arg
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Block, Operation, Value
from mlir_ls.ir.spec import ATTR_SIZED_OPERAND_SEGMENTS, TERMINATOR, DialectSpec
from mlir_ls.syntax.lexer import integer_value

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.ir.spec import VerifyContext
    from mlir_ls.parser import Parser

BRANCH = [TERMINATOR, "Pure", "BranchOpInterface"]


def verify_br(o: Operation, ctx: VerifyContext) -> None:
    check_successor_operands(o, ctx, [list(o.operands)])


def verify_branch_weights(o: Operation, ctx: VerifyContext) -> bool:
    """WeightedBranchOpInterface: one weight per successor, not all zero."""
    weights = o.attr("branch_weights")
    if not isinstance(weights, at.DenseArrayAttr) or not weights.values:
        return True
    if len(weights.values) != len(o.successors):
        ctx.plain_error(
            o,
            "expects number of branch weights to match number of successors: "
            f"{len(weights.values)} vs {len(o.successors)}",
        )
        return False
    if all(int(w) == 0 for w in weights.values):
        ctx.plain_error(o, "branch weights cannot all be zero")
        return False
    return True


def verify_cond_br(o: Operation, ctx: VerifyContext) -> None:
    if not verify_branch_weights(o, ctx):
        return
    spec = o.spec
    if spec is None:
        return
    groups = group_values(o, spec.operands, list(o.operands), "operandSegmentSizes", 2)
    check_successor_operands(
        o, ctx, [groups.get("trueDestOperands", []), groups.get("falseDestOperands", [])]
    )


# ---- cf.switch --------------------------------------------------------------------------


def _parse_successor_with_operands(p: Parser) -> tuple[Block, list[Value]]:
    holder = Operation("<<switch>>")
    block = p.parse_successor_and_operands(holder)
    return block, holder.operands


def parse_switch(p: Parser, o: Operation) -> None:
    """$flag `:` type($flag) `,` `[` cases `]` attr-dict

    cases ::= `default` `:` successor (`,` integer `:` successor)*
    """
    flag = p.parse_operand()
    p.expect(":", "expected ':'")
    flag_type = p.parse_type()
    p.expect(",", "expected ','")
    p.expect("[", "expected '['")
    if not p.consume_keyword("default"):
        raise p.custom_error("expected 'default'", p.span)
    p.expect(":", "expected ':'")
    default, default_operands = _parse_successor_with_operands(p)
    values: list[int] = []
    dests: list[tuple[Block, list[Value]]] = []
    while p.consume_if(","):
        negative = p.consume_if("-")
        if p.kind != "integer":
            raise p.custom_error("expected integer value", p.span)
        value = integer_value(p.text)
        p.advance()
        values.append(-value if negative else value)
        p.expect(":", "expected ':'")
        dests.append(_parse_successor_with_operands(p))
    p.expect("]", "expected ']'")
    p.parse_optional_attr_dict_into(o)
    o.operands.append(p.resolve_operand(flag, flag_type))
    o.operands.extend(default_operands)
    o.add_successor(default)
    case_sizes: list[int] = []
    for block, operands in dests:
        o.operands.extend(operands)
        o.add_successor(block)
        case_sizes.append(len(operands))
    if values:
        o.attributes["case_values"] = at.DenseElementsAttr(
            ty.VectorType([len(values)], flag_type), values
        )
    o.attributes["case_operand_segments"] = at.DenseArrayAttr(ty.I32, case_sizes)
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(
        ty.I32, [1, len(default_operands), sum(case_sizes)]
    )


def _case_value(value: object, flag_type: ty.Type) -> str:
    """`APInt::getLimitedValue()`: the value's bits read as unsigned, at most 2^64 - 1."""
    if not isinstance(value, int):
        return str(value)
    width = flag_type.width if isinstance(flag_type, ty.IntegerType) else 64
    return str(min(value % (1 << width), (1 << 64) - 1))


def print_switch(pr: OpAsmPrinter, o: Operation) -> None:
    flag = o.operands[0]
    pr.write(" ")
    pr.print_operand(flag)
    pr.write(" : ")
    pr.print_type(flag.type)
    pr.write(", [")
    pr.print_new_line()
    pr.write("  default: ")
    sizes = o.attr("operandSegmentSizes")
    default_count = int(sizes.values[1]) if isinstance(sizes, at.DenseArrayAttr) else 0
    pos = 1
    pr.print_successor_and_use_list(o.successors[0], o.operands[pos : pos + default_count])
    pos += default_count
    case_values = o.attr("case_values")
    segments = o.attr("case_operand_segments")
    values = case_values.elements if isinstance(case_values, at.DenseElementsAttr) else ()
    counts = segments.values if isinstance(segments, at.DenseArrayAttr) else ()
    for i, block in enumerate(o.successors[1:]):
        count = int(counts[i]) if i < len(counts) else 0
        pr.write(",")
        pr.print_new_line()
        pr.write(f"  {_case_value(values[i], flag.type) if i < len(values) else '?'}: ")
        pr.print_successor_and_use_list(block, o.operands[pos : pos + count])
        pos += count
    if case_values is not None:  # upstream returns before the newline when there are no cases
        pr.print_new_line()
    pr.write("]")
    elided = {"case_values", "case_operand_segments", "operandSegmentSizes"}
    pr.print_optional_attr_dict({k: v for k, v in sorted(o.attributes.items()) if k not in elided})


def verify_switch(o: Operation, ctx: VerifyContext) -> None:
    segments = o.attr("case_operand_segments")
    sizes = o.attr("operandSegmentSizes")
    if not isinstance(sizes, at.DenseArrayAttr) or len(sizes.values) != 3:
        return
    default_count = int(sizes.values[1])
    groups = [list(o.operands[1 : 1 + default_count])]
    pos = 1 + default_count
    if isinstance(segments, at.DenseArrayAttr):
        for size in segments.values:
            groups.append(list(o.operands[pos : pos + int(size)]))
            pos += int(size)
    case_values = o.attr("case_values")
    n_values = len(case_values.elements) if isinstance(case_values, at.DenseElementsAttr) else 0
    if n_values != len(o.successors) - 1:
        ctx.error(
            o,
            f"number of case values ({n_values}) should match number of case destinations "
            f"({len(o.successors) - 1})",
        )
        return
    check_successor_operands(o, ctx, groups)


CF = DialectSpec("cf", "Unstructured control flow.")
CF.add(
    op(
        "cf.br",
        "Branch operation",
        "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
        operands=[var_arg("destOperands")],
        successors=[succ("dest")],
        traits=BRANCH,
        verify=verify_br,
    ),
    op(
        "cf.cond_br",
        "Conditional branch operation",
        "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
        "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        operands=[arg("condition", I1), var_arg("trueDestOperands"), var_arg("falseDestOperands")],
        attrs=[attr("branch_weights", "DenseI32ArrayAttr", optional=True)],
        successors=[succ("trueDest"), succ("falseDest")],
        traits=[*BRANCH, ATTR_SIZED_OPERAND_SEGMENTS],
        verify=verify_cond_br,
    ),
    op(
        "cf.switch",
        "Switch operation",
        operands=[
            arg("flag", SIGNLESS_INT),
            var_arg("defaultOperands"),
            var_arg("caseOperands"),
        ],
        attrs=[
            attr("case_values", optional=True),
            attr("case_operand_segments", "DenseI32ArrayAttr"),
        ],
        successors=[succ("defaultDestination"), succ("caseDestinations", variadic=True)],
        traits=[*BRANCH, ATTR_SIZED_OPERAND_SEGMENTS],
        parse=parse_switch,
        print=print_switch,
        verify=verify_switch,
    ),
    op(
        "cf.assert",
        "Assert operation with message attribute",
        "$arg `,` $msg attr-dict",
        operands=[arg("arg", I1)],
        attrs=[attr("msg", "StrAttr")],
    ),
)

_ = SIGNLESS_INT_OR_INDEX
