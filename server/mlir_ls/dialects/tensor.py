"""The tensor dialect: creating, slicing and reshaping tensor values."""

from __future__ import annotations

import mlir_ls.dialects.directives  # noqa: F401  (registers custom<DynamicIndexList>)
from mlir_ls.dialects.common import placeholder_spec
from mlir_ls.dialects.constraints import ANY_TENSOR, INDEX, RANKED_TENSOR, element_type
from mlir_ls.dialects.memref import DIL, SLICE, SLICE_ATTRS, SLICE_OPERANDS
from mlir_ls.dialects.ods import arg, attr, op, region, res, transform, unit, var_arg
from mlir_ls.ir.spec import ATTR_SIZED_OPERAND_SEGMENTS, RETURN_LIKE, TERMINATOR, DialectSpec
from mlir_ls.ir.types import Type


def _same(t: Type) -> Type:
    return t


TENSOR = DialectSpec("tensor", "Tensor values: creation, slicing, reshaping.")
# Upstream's other tensor ops parse tolerantly; any other name is "custom op ... is unknown"
# (as upstream, e.g. for `tensor.pack`, which moved to linalg).
TENSOR.add(
    *(placeholder_spec(f"tensor.{name}") for name in ("bitcast", "cast", "gather", "scatter"))
)
TENSOR.add(
    op(
        "tensor.empty",
        "Empty tensor operation",
        "`(`$dynamicSizes`)` attr-dict `:` type($result)",
        operands=[var_arg("dynamicSizes", INDEX)],
        results=[res("result", RANKED_TENSOR)],
        traits=["Pure"],
    ),
    op(
        "tensor.extract",
        "Element extraction operation",
        "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
        operands=[arg("tensor", RANKED_TENSOR), var_arg("indices", INDEX)],
        results=[res("result")],
        relations=[transform("tensor", "result", element_type)],
        traits=["Pure"],
    ),
    op(
        "tensor.insert",
        "Element insertion operation",
        "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
        operands=[arg("scalar"), arg("dest", RANKED_TENSOR), var_arg("indices", INDEX)],
        results=[res("result", RANKED_TENSOR)],
        relations=[
            transform("dest", "scalar", element_type),
            transform("dest", "result", _same),
        ],
        traits=["Pure"],
    ),
    op(
        "tensor.dim",
        "Dimension index operation",
        "attr-dict $source `,` $index `:` type($source)",
        operands=[arg("source"), arg("index", INDEX)],
        results=[res("result", INDEX)],
        traits=["Pure"],
    ),
    op(
        "tensor.rank",
        "Rank operation",
        "$tensor attr-dict `:` type($tensor)",
        operands=[arg("tensor", ANY_TENSOR)],
        results=[res("result", INDEX)],
        traits=["Pure"],
    ),
    *(
        op(
            f"tensor.{name}",
            summary,
            "$source attr-dict `:` type($source) `to` type($dest)",
            operands=[arg("source", ANY_TENSOR)],
            results=[res("dest", ANY_TENSOR)],
            traits=["Pure", "CastOpInterface"],
        )
        for name, summary in (
            ("cast", "Tensor cast operation"),
            ("bitcast", "Tensor bitcast operation"),
        )
    ),
    op(
        "tensor.extract_slice",
        "Extract slice operation",
        f"$source `` {SLICE} attr-dict `:` type($source) `to` type($result)",
        operands=[arg("source", RANKED_TENSOR), *SLICE_OPERANDS],
        results=[res("result", RANKED_TENSOR)],
        attrs=SLICE_ATTRS,
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "Pure"],
    ),
    op(
        "tensor.insert_slice",
        "Insert_slice operation",
        f"$source `into` $dest `` {SLICE} attr-dict `:` type($source) `into` type($dest)",
        operands=[arg("source", RANKED_TENSOR), arg("dest", RANKED_TENSOR), *SLICE_OPERANDS],
        results=[res("result", RANKED_TENSOR)],
        attrs=SLICE_ATTRS,
        relations=[transform("dest", "result", _same)],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "Pure"],
    ),
    op(
        "tensor.parallel_insert_slice",
        "Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op",
        f"$source `into` $dest `` {SLICE} attr-dict `:` type($source) `into` type($dest)",
        operands=[arg("source", RANKED_TENSOR), arg("dest", RANKED_TENSOR), *SLICE_OPERANDS],
        attrs=SLICE_ATTRS,
        traits=[ATTR_SIZED_OPERAND_SEGMENTS],
    ),
    op(
        "tensor.expand_shape",
        "Operation to produce a tensor with a higher rank",
        f"$src $reassociation `output_shape` {DIL}($output_shape, $static_output_shape) "
        "attr-dict `:` type($src) `into` type($result)",
        operands=[arg("src", RANKED_TENSOR), var_arg("output_shape", INDEX)],
        results=[res("result", RANKED_TENSOR)],
        attrs=[attr("reassociation"), attr("static_output_shape", "DenseI64ArrayAttr")],
        traits=["Pure"],
    ),
    op(
        "tensor.collapse_shape",
        "Operation to produce a tensor with a smaller rank",
        "$src $reassociation attr-dict `:` type($src) `into` type($result)",
        operands=[arg("src", RANKED_TENSOR)],
        results=[res("result", RANKED_TENSOR)],
        attrs=[attr("reassociation")],
        traits=["Pure"],
    ),
    op(
        "tensor.from_elements",
        "Tensor from elements operation",
        "$elements attr-dict `:` type($result)",
        operands=[var_arg("elements")],
        results=[res("result", RANKED_TENSOR)],
        relations=[transform("result", "elements", element_type)],
        traits=["Pure"],
    ),
    op(
        "tensor.generate",
        "Creates a dynamically sized tensor from elements",
        "$dynamicExtents $body attr-dict `:` type($result)",
        operands=[var_arg("dynamicExtents", INDEX)],
        results=[res("result", RANKED_TENSOR)],
        regions=[region("body", single_block=True)],
        traits=["RecursiveMemoryEffects"],
        implicit_terminator="tensor.yield",
    ),
    op(
        "tensor.yield",
        "Terminator for GenerateOp and PadOp",
        "$value attr-dict `:` type($value)",
        operands=[arg("value")],
        traits=[TERMINATOR, "Pure", RETURN_LIKE],
        parents=["tensor.generate", "tensor.pad"],
    ),
    op(
        "tensor.splat",
        "Tensor splat or broadcast operation",
        "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)",
        operands=[arg("input"), var_arg("dynamicSizes", INDEX)],
        results=[res("aggregate", RANKED_TENSOR)],
        relations=[transform("aggregate", "input", element_type)],
        traits=["Pure"],
    ),
    op(
        "tensor.reshape",
        "Tensor reshape operation",
        "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
        operands=[arg("source", ANY_TENSOR), arg("shape")],
        results=[res("result", ANY_TENSOR)],
        traits=["Pure"],
    ),
    op(
        "tensor.concat",
        "Tensor concatenation operation",
        "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)",
        operands=[var_arg("inputs", RANKED_TENSOR)],
        results=[res("result", RANKED_TENSOR)],
        attrs=[attr("dim", "I64Attr")],
        traits=["Pure"],
    ),
    op(
        "tensor.pad",
        "Tensor pad operation",
        f"$source (`nofold` $nofold^)? `low` `` {DIL}($low, $static_low) `high` `` "
        f"{DIL}($high, $static_high) $region attr-dict `:` type($source) `to` type($result)",
        operands=[arg("source", RANKED_TENSOR), var_arg("low", INDEX), var_arg("high", INDEX)],
        results=[res("result", RANKED_TENSOR)],
        attrs=[
            attr("static_low", "DenseI64ArrayAttr"),
            attr("static_high", "DenseI64ArrayAttr"),
            unit("nofold"),
        ],
        regions=[region("region", single_block=True)],
        traits=[ATTR_SIZED_OPERAND_SEGMENTS, "Pure"],
    ),
)
