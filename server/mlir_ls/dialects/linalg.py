"""The linalg dialect: `linalg.generic` and the named structured ops.

Every structured op shares one custom form (upstream's `parseCommonStructuredOpParts`
and the named-op parsers):

    linalg.<op> (keyword `=` attribute)* attr-dict? (`ins` `(` operands `:` types `)`)?
                (`outs` `(` operands `:` types `)`)? (keyword `=` attribute)*
                (`(` block-args `)`)? region? (`->` types)? attr-dict?

Named ops carry their region implicitly (it is not written); `linalg.generic`,
`linalg.map` and `linalg.reduce` write it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mlir_ls.dialects.common import placeholder_spec
from mlir_ls.dialects.constraints import INDEX
from mlir_ls.dialects.ods import attr, op, res, var_arg, var_res
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty
from mlir_ls.ir.core import Operation
from mlir_ls.ir.spec import (
    ATTR_SIZED_OPERAND_SEGMENTS,
    RETURN_LIKE,
    TERMINATOR,
    DialectSpec,
    OpSpec,
    RegionDef,
)
from mlir_ls.ir.types import Type

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser
    from mlir_ls.parser.operations import Argument, UnresolvedOperand

#: Keywords introducing `keyword = attribute` clauses of structured ops.
_KEYWORD_ATTRS = ("indexing_maps", "iterator_types", "kind", "permutation", "dimensions", "cast")


def _parse_operand_group(p: Parser, keyword: str) -> tuple[list[UnresolvedOperand], list[Type]]:
    p.expect("(", "expected '('")
    if p.consume_if(")"):
        return [], []
    names = p.parse_operand_list_no_parens()
    p.expect(":", "expected ':'")
    types = p.parse_type_list_no_parens()
    p.expect(")", "expected ')'")
    if len(names) != len(types):
        raise p.fail(f"{len(names)} operands present, but expected {len(types)}")
    return names, types


def parse_structured(p: Parser, o: Operation) -> None:
    ins: list[UnresolvedOperand] = []
    ins_types: list[Type] = []
    outs: list[UnresolvedOperand] = []
    out_types: list[Type] = []
    seen_outs = False
    block_args: list[Argument] | None = None
    region_parsed = False
    while True:
        if p.kind == "bare" and p.text in _KEYWORD_ATTRS and p.peek_kind() in ("=", "("):
            name = p.text
            p.advance()
            if p.consume_if("="):
                o.attributes[name] = p.parse_attribute()
            else:
                p.expect("(", "expected '('")
                o.attributes[name] = p.parse_attribute()
                p.expect(")", "expected ')'")
            continue
        if p.kind == "bare" and p.text == "attrs" and p.peek_kind() == "=":
            p.advance()
            p.advance()
            o.attributes.update(p.parse_attr_dict())
            continue
        if p.consume_keyword("ins"):
            ins, ins_types = _parse_operand_group(p, "ins")
            continue
        if p.consume_keyword("outs"):
            outs, out_types = _parse_operand_group(p, "outs")
            seen_outs = True
            continue
        if p.kind == "{" and not seen_outs and not ins:
            o.attributes.update(p.parse_attr_dict())
            continue
        if p.kind == "hash" and not seen_outs and not ins:
            span = p.span
            trait = p.parse_attribute()
            if not isinstance(trait, at.DictionaryAttr):
                raise p.fail("expected attribute dictionary", span)
            o.attributes.update(trait.entries)
            continue
        break
    if p.kind == "(" and seen_outs:
        p.advance()
        block_args = []
        if p.kind != ")":
            while True:
                block_args.append(p.parse_argument(require_type=True))
                if not p.consume_if(","):
                    break
        p.expect(")", "expected ')'")
    region = o.add_region()
    if p.kind == "{" and (block_args is not None or _region_follows(p)):
        p.parse_region(region, block_args, False)
        region_parsed = True
    result_types: list[Type] = []
    if p.consume_if("->"):
        result_types = p.parse_type_list_no_parens()
    if not region_parsed and p.kind == "{" and _region_follows(p):
        p.parse_region(region, block_args, False)
    if p.kind == "{":
        o.attributes.update(p.parse_attr_dict())
    if ins:
        o.operands.extend(p.resolve_operands(ins, ins_types))
    if outs:
        o.operands.extend(p.resolve_operands(outs, out_types))
    o.attributes["operandSegmentSizes"] = at.DenseArrayAttr(ty.I32, [len(ins), len(outs)])
    if not result_types and o.name in _IMPLICIT_RESULTS:
        result_types = [t for t in out_types if isinstance(t, ty.RankedTensorType)]
    for t in result_types:
        o.add_result(t)


#: Ops whose tensor results are not written: they are the types of their tensor `outs`.
_IMPLICIT_RESULTS = frozenset(
    {"linalg.broadcast", "linalg.transpose", "linalg.map", "linalg.reduce"}
)
#: linalg ops with a form of their own (parsed tolerantly until described).
_NOT_STRUCTURED = frozenset(
    {
        "linalg.pack",
        "linalg.unpack",
        "linalg.softmax",
        "linalg.winograd_filter_transform",
        "linalg.winograd_input_transform",
        "linalg.winograd_output_transform",
    }
)


def _region_follows(p: Parser) -> bool:
    """Is the `{` at the cursor a region (a line break, a block label or an op follows)?"""
    nxt = p.peek_kind()
    if nxt in ("caret", "percent", "}"):
        return nxt != "}" or True
    newline = p.src.find("\n", p.end)
    rest = p.src[p.end : newline if newline != -1 else len(p.src)].strip()
    return not rest or rest.startswith("//") or (nxt == "bare" and "." in rest.split(" ", 1)[0])


def print_structured(pr: OpAsmPrinter, o: Operation) -> None:
    sizes = o.attr("operandSegmentSizes")
    n_ins = int(sizes.values[0]) if isinstance(sizes, at.DenseArrayAttr) else 0
    ins, outs = o.operands[:n_ins], o.operands[n_ins:]
    attrs = {k: v for k, v in sorted(o.attributes.items()) if k != "operandSegmentSizes"}
    generic = o.name == "linalg.generic"
    if generic:
        pr.write(" ")
        pr.print_attribute(at.DictionaryAttr(attrs))
    else:
        pr.print_optional_attr_dict(attrs)
    for keyword, values in (("ins", ins), ("outs", outs)):
        if values:
            pr.write(f" {keyword}(")
            pr.print_operands(values)
            pr.write(" : ")
            pr.print_types([v.type for v in values])
            pr.write(")")
    if generic and o.regions:
        pr.print_region(o.regions[0])
    if o.results and o.name not in _IMPLICIT_RESULTS:
        pr.write(" -> ")
        pr.print_types([r.type for r in o.results])


# Ops whose variadic inputs are followed by one init (`linalg.map`, `linalg.reduce`).
_NO_SEGMENTS = frozenset({"transpose", "broadcast", "map", "reduce"})


def structured(name: str, summary: str) -> OpSpec:
    """A structured op: inputs, outputs, tensor results and one (possibly implicit) region."""
    traits = ["LinalgStructuredInterface"]
    if name not in _NO_SEGMENTS:
        traits.append(ATTR_SIZED_OPERAND_SEGMENTS)
    return op(
        f"linalg.{name}",
        summary,
        operands=[var_arg("inputs"), var_arg("outputs")],
        results=[var_res("result_tensors")],
        regions=[RegionDef("region", single_block=True)],
        traits=traits,
        parse=parse_structured,
        print=print_structured,
    )


def placeholder_structured(name: str) -> OpSpec:
    """Named ops mlir-ls does not list: parsed with the common structured form, unchecked."""
    if name in _NOT_STRUCTURED:
        return placeholder_spec(name)
    spec = structured(name.split(".", 1)[1], f"Named structured op `{name}`")
    spec.traits = frozenset({*spec.traits, "Placeholder", "NoTerminator", "GraphRegion"})
    return spec


LINALG = DialectSpec("linalg", "Linear algebra on tensors and buffers (structured ops).")
LINALG.placeholder = placeholder_structured
LINALG.add(
    structured(
        "generic",
        "Generic Linalg op form where the key properties of the computation are specified as attributes",
    ),
    structured(
        "matmul", "Performs a matrix multiplication of two 2D inputs without broadcast or transpose"
    ),
    structured("batch_matmul", "Performs a batched matrix multiplication of two 3D inputs"),
    structured("matvec", "Performs a matrix-vector multiplication"),
    structured("vecmat", "Performs a vector-matrix multiplication"),
    structured("dot", "Performs a dot product of two vectors to a scalar result"),
    structured("fill", "Fills the output tensor with the given value"),
    structured("copy", "Copies the tensor elementwise"),
    structured("transpose", "Transpose operator"),
    structured("broadcast", "Static broadcast operator"),
    structured("map", "Elementwise operations"),
    structured("reduce", "Reduce operator"),
    structured("elementwise", "Performs one of the elementwise operations given by `kind`"),
    structured("contract", "Perform a contraction on two inputs, accumulating into the third"),
    op(
        "linalg.yield",
        "Linalg yield operation",
        "attr-dict ($values^ `:` type($values))?",
        operands=[var_arg("values")],
        traits=[TERMINATOR, "Pure", RETURN_LIKE],
    ),
    op(
        "linalg.index",
        "Linalg index operation",
        "$dim attr-dict `:` type($result)",
        results=[res("result", INDEX)],
        attrs=[attr("dim", "I64Attr")],
        traits=["Pure"],
    ),
)
