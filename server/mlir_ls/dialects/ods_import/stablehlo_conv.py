"""stablehlo's convolution checks (stablehlo/dialect/TypeInference.cpp), written by hand.

`ConvolutionOp::verify` runs `hlo::verifyConvolutionOp`, whose shape inference
(`inferConvolutionOp`) checks, in this order, each with `emitOptionalError` (no op prefix):

1. both operands of rank >= 2, of the same rank, with compatible element types;
2. `verifyConvolutionAttributes`: `isSpatialDimensionsValid` (as many input, kernel and
   output spatial dimensions; every dimension number in range, unique per operand), the
   group counts (not both > 1; the input batch divisible by `batch_group_count`, the input
   features a multiple of `feature_group_count` whose quotient is the kernel's input
   features, the kernel's output features divisible by both counts), at most two precision
   entries;
3. the rank is the number of spatial dimensions + 2;
4. `convertPaddingAttribute` (an `N x 2` padding) and
   `verifyWindowAttributesAndInferWindowDimensions` (each window attribute has one entry per
   spatial dimension; window sizes, strides and dilations are positive).

The comparison of the inferred result shape with the declared one is not ported.

Also the C++ parsers and printers of the convolution's custom form (StablehloOps.cpp /
AssemblyFormat.cpp): `custom<ConvolutionDimensions>` (`[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`,
also the body of `#stablehlo.conv<...>`) and `custom<WindowAttributes>` (`stride = [..],
pad = [[l, h], ..], lhs_dilate = [..], rhs_dilate = [..], reverse = [..]`), with upstream's
parse errors.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import elements as el
from mlir_ls.dialects.ods_import.stablehlo_while import BUILTIN_ELEMENTS, plain_verifier
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser
    from mlir_ls.parser.base import ParseAbort
    from mlir_ls.text.span import Span


@dataclass(slots=True)
class ConvDims:
    """`ConvDimensionNumbersAttr`'s fields (None: an unknown `?` or a missing role)."""

    input_batch: int | None
    input_feature: int | None
    input_spatial: list[int]
    kernel_input_feature: int | None
    kernel_output_feature: int | None
    kernel_spatial: list[int]
    output_batch: int | None
    output_feature: int | None
    output_spatial: list[int]


_RAW_FIELD = re.compile(r"(\w+)\s*=\s*(\[[^\]]*\]|-?\d+)")


def raw_int_fields(text: str) -> dict[str, Any] | None:
    """The `key = int` and `key = [int, ...]` fields of a `raw` convolution-dimensions
    body (as `ConvDimensionNumbersAttr` prints them); None when a list item is no integer."""
    fields: dict[str, Any] = {}
    for key, value in _RAW_FIELD.findall(text):
        if value.startswith("["):
            inner = value[1:-1].strip()
            items = [v.strip() for v in inner.split(",")] if inner else []
            if not all(re.fullmatch(r"-?\d+", v) for v in items):
                return None
            fields[key] = [int(v) for v in items]
        else:
            fields[key] = int(value)
    return fields


def _compact_group(text: str, roles: str) -> tuple[dict[str, int], list[int]] | None:
    """One `[b, 0, 1, f]` group: role letter -> index, and spatial dimension -> index."""
    items = [t.strip() for t in text.split(",")] if text.strip() else []
    found: dict[str, int] = {}
    spatial: dict[int, int] = {}
    for index, item in enumerate(items):
        if item == "?":
            continue
        if re.fullmatch(r"\d+", item):
            spatial[int(item)] = index
        elif item in roles and item not in found:
            found[item] = index
        else:
            return None
    if len(found) != 2 or sorted(spatial) != list(range(len(spatial))):
        return None
    return found, [spatial[n] for n in range(len(spatial))]


def conv_dims(attr: Any) -> ConvDims | None:
    """The dimension numbers of a `#stablehlo.conv<...>` attribute, from its printed form
    (`[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`) or its `raw` form; None: not readable."""
    if not isinstance(attr, at.DialectAttr) or attr.dialect != "stablehlo" or attr.body is None:
        return None
    text = attr.body.strip()
    if text.startswith("raw"):
        fields = raw_int_fields(text[3:])
        if fields is None:
            return None
        try:
            return ConvDims(
                fields["input_batch_dimension"],
                fields["input_feature_dimension"],
                fields["input_spatial_dimensions"],
                fields["kernel_input_feature_dimension"],
                fields["kernel_output_feature_dimension"],
                fields["kernel_spatial_dimensions"],
                fields["output_batch_dimension"],
                fields["output_feature_dimension"],
                fields["output_spatial_dimensions"],
            )
        except KeyError:
            return None
    m = re.fullmatch(r"\[([^\]]*)\]\s*x\s*\[([^\]]*)\]\s*->\s*\[([^\]]*)\]", text)
    if m is None:
        return None
    first = _compact_group(m.group(1), "bf")
    second = _compact_group(m.group(2), "io")
    third = _compact_group(m.group(3), "bf")
    if first is None or second is None or third is None:
        return None
    (inp, inp_sp), (ker, ker_sp), (out, out_sp) = first, second, third
    return ConvDims(
        inp["b"], inp["f"], inp_sp, ker["i"], ker["o"], ker_sp, out["b"], out["f"], out_sp
    )


def _braces(values: list[int]) -> str:
    return ", ".join(str(v) for v in values)


def _spatial_dims_valid(rank: int, d: ConvDims) -> str | None:
    """`isSpatialDimensionsValid`."""
    count = len(d.input_spatial)
    if count != len(d.kernel_spatial) or count != len(d.output_spatial):
        return (
            "expects the same size for input, kernel and output spatial-dimensions, but got "
            f"{count}, {len(d.kernel_spatial)}, and {len(d.output_spatial)} resp."
        )
    groups = (
        ("input", [d.input_batch, d.input_feature, *d.input_spatial]),
        ("kernel", [d.kernel_input_feature, d.kernel_output_feature, *d.kernel_spatial]),
        ("output", [d.output_batch, d.output_feature, *d.output_spatial]),
    )
    if any(n is None for _, nums in groups for n in nums):
        return None
    if not all(0 <= n < rank for _, nums in groups for n in nums if n is not None):
        return f"expects input, kernel, and output dimension-numbers to be in-range [0, {rank})."
    for name, nums in groups:
        if len(set(nums)) != len(nums):
            return (
                f"expects {name} dimension-numbers to be unique, got "
                f"{{{_braces([int(n) for n in nums if n is not None])}}}."
            )
    return None


def _dim(t: Any, index: int) -> int | None:
    size = int(t.shape[index])
    return None if size < 0 else size


def _conv_attributes(lhs: Any, rhs: Any, d: ConvDims, op: Any) -> str | None:
    """`verifyConvolutionAttributes`."""
    problem = _spatial_dims_valid(lhs.rank, d)
    if problem is not None:
        return problem
    if None in (d.input_batch, d.input_feature, d.kernel_input_feature, d.kernel_output_feature):
        return None
    feature_groups = _int_attr(op.attr("feature_group_count"))
    batch_groups = _int_attr(op.attr("batch_group_count"))
    if feature_groups is None or batch_groups is None or feature_groups <= 0 or batch_groups <= 0:
        return None
    if batch_groups > 1 and feature_groups > 1:
        return (
            "expects batch_group_count and feature_group_count not to be both greater than 1. "
            f"Got {batch_groups} and {feature_groups} resp."
        )
    assert d.input_batch is not None and d.input_feature is not None
    assert d.kernel_input_feature is not None and d.kernel_output_feature is not None
    input_features = _dim(lhs, d.input_feature)
    input_batch = _dim(lhs, d.input_batch)
    kernel_inputs = _dim(rhs, d.kernel_input_feature)
    kernel_outputs = _dim(rhs, d.kernel_output_feature)
    if input_batch is not None and input_batch % batch_groups:
        return (
            f"expects input batch dimension ({input_batch}) to be divisible by "
            f"batch_group_count. Got batch_group_count = {batch_groups}."
        )
    if input_features is not None:
        if input_features % feature_groups:
            return (
                f"expects input feature dimension ({input_features}) to be a multiple of "
                f"feature_group_count. Got feature_group_count = {feature_groups}."
            )
        if kernel_inputs is not None and input_features // feature_groups != kernel_inputs:
            return (
                f"expects input feature dimension ({input_features}) / feature_group_count = "
                f"kernel input feature dimension ({kernel_inputs}). Got feature_group_count = "
                f"{feature_groups}."
            )
    if kernel_outputs is not None:
        if kernel_outputs % batch_groups:
            return (
                f"expects output feature dimension size ({kernel_outputs}) to be a multiple of "
                f"batch_group_count. Got batch_group_count = {batch_groups}."
            )
        if kernel_outputs % feature_groups:
            return (
                f"expects kernel output feature dimension ({kernel_outputs}) to be divisible by "
                f"feature_group_count. For feature_group_count = {feature_groups}."
            )
    precision = op.attr("precision_config")
    if isinstance(precision, at.ArrayAttr) and len(precision.elements) > 2:
        return (
            "expects precision config to be empty or have <= 2 elements, got "
            f"{len(precision.elements)}"
        )
    return None


def _int_attr(attr: Any) -> int | None:
    return int(attr.value) if isinstance(attr, at.IntegerAttr) else None


def _array(attr: Any) -> list[int] | None:
    """A `DenseI64ArrayAttr` / `DenseBoolArrayAttr`'s values ([] when absent)."""
    if attr is None:
        return []
    if isinstance(attr, at.DenseArrayAttr):
        return [int(v) for v in attr.values]
    return None


def _padding(attr: Any) -> tuple[list[tuple[int, int]] | None, str | None]:
    """`convertPaddingAttribute`: the pairs, or the error."""
    if attr is None:
        return [], None
    if not isinstance(attr, at.DenseElementsAttr):
        return None, None
    t = attr.type
    if not isinstance(t, ty.RankedTensorType) or t.shape is None:
        return None, None
    shape = list(t.shape)
    if len(shape) != 2 or shape[1] != 2:
        return (
            None,
            f"expects the shape of padding-attribute to be {{N, 2}}, but got {{{_braces(shape)}}}.",
        )
    count = shape[0] * 2
    values = list(attr.elements) * count if attr.splat else list(attr.elements)
    if len(values) != count or not all(isinstance(v, int) for v in values):
        return None, None
    return [(values[i], values[i + 1]) for i in range(0, count, 2)], None


def _window(sizes: list[int | None], op: Any) -> str | None:
    """`verifyWindowAttributesAndInferWindowDimensions` (with the padding conversion)."""
    pads, problem = _padding(op.attr("padding"))
    if problem is not None:
        return problem
    strides = _array(op.attr("window_strides"))
    lhs_dilation = _array(op.attr("lhs_dilation"))
    rhs_dilation = _array(op.attr("rhs_dilation"))
    reversal = _array(op.attr("window_reversal"))
    if pads is None or strides is None or lhs_dilation is None or rhs_dilation is None:
        return None
    if reversal is None:
        return None
    n = len(sizes)
    for values, name in (
        (strides, "window-strides"),
        (lhs_dilation, "base-dilation factors"),
        (rhs_dilation, "window-dilation factors"),
        (pads, "padding-entries"),
        (reversal, "window-reversal"),
    ):
        if values and len(values) != n:
            return (
                f"expects {name} to have same dimension-size as size of window dimensions "
                f"({n}), but got: {len(values)}."
            )
    for i, size in enumerate(sizes):
        if size is not None and size <= 0:
            return f"expects window to have positive value for {i}-th window dimension, but got {size}."
        stride = strides[i] if strides else 1
        if stride <= 0:
            return f"expects window to have positive stride for {i}-th window dimension, but got {stride}."
        base = lhs_dilation[i] if lhs_dilation else 1
        if base <= 0:
            return (
                f"expects window to have positive base dilation factor for {i}-th window "
                f"dimension, but got {base}."
            )
        window = rhs_dilation[i] if rhs_dilation else 1
        if window <= 0:
            return (
                f"expects window to have positive window dilation factor for {i}-th window "
                f"dimension, but got {window}."
            )
    return None


def conv_problem(op: Any) -> str | None:
    """The first of `inferConvolutionOp`'s errors for a `stablehlo.convolution`, or None
    (also when an operand's type is already an error)."""
    if len(op.operands) != 2 or any(v.type.is_error for v in op.operands):
        return None
    lhs, rhs = op.operands[0].type, op.operands[1].type
    if not isinstance(lhs, ty.RankedTensorType) or not isinstance(rhs, ty.RankedTensorType):
        return None
    if lhs.shape is None or rhs.shape is None:
        return None
    rank = lhs.rank
    if rank < 2:
        return f"expects convolution arguments to have >= 2 dimensions. Got: '{lhs}' and '{rhs}'."
    if rank != rhs.rank:
        return (
            "expects convolution arguments to have same number of dimensions. Got: "
            f"'{lhs}' and '{rhs}'."
        )
    le, re_ = lhs.element_type, rhs.element_type
    if isinstance(le, BUILTIN_ELEMENTS) and isinstance(re_, BUILTIN_ELEMENTS) and le != re_:
        return f"expects lhs and rhs to have compatible element type. Got: '{le}' and '{re_}'"
    dims = conv_dims(op.attr("dimension_numbers"))
    if dims is None:
        return None
    problem = _conv_attributes(lhs, rhs, dims, op)
    if problem is not None:
        return problem
    if rank != len(dims.input_spatial) + 2:
        return (
            f"expects convolution arguments to have {len(dims.input_spatial) + 2} dimensions. "
            f"Got: {rank}"
        )
    sizes = [_dim(rhs, k) for k in dims.kernel_spatial]
    return _window(sizes, op)


#: `ConvolutionOp::verify` (the checks listed in the module docstring).
verify_convolution = plain_verifier(conv_problem)


# ---- the custom form's parsers and printers ---------------------------------------------------

#: Makes the failure of a parse error (a C++ parser's `emitError`): prefixed for an op's
#: custom form, plain in an attribute's body.
Fail = Callable[[str, "Span | None"], "ParseAbort"]

_I64 = ty.IntegerType(64)
_I1 = ty.IntegerType(1)


def _parse_group(p: Parser, fail: Fail, allowed: list[str]) -> tuple[dict[str, int], list[int]]:
    """`parse_dims` of `parseConvolutionDimensions`: `[` (integer | `?` | letter) list `]`;
    returns the index of each role letter and, per spatial dimension, its index."""
    if p.kind != "[":
        raise fail("expected '['", p.span)
    p.advance()
    spatial: dict[int, int] = {}
    roles: dict[str, int] = {}
    index = 0
    while True:
        where = p.span
        if p.kind == "integer" or (p.kind == "-" and p.peek_kind() == "integer"):
            number = p.parse_signed_integer()
            if number < 0:
                raise fail(f"Unexpected dimension {number}", where)
            if number in spatial:
                raise fail(f"Duplicate entries for spatial dimension {number}", where)
            spatial[number] = index
        elif p.kind == "?":
            p.advance()
        else:
            if p.kind != "bare":
                raise fail("expected valid keyword", where)
            word = p.text
            p.advance()
            if len(word) != 1 or not allowed:
                raise fail(f"Unexpected keyword {word}", where)
            if word not in allowed:
                raise fail(f"Unexpected dimension {word}, expecting {', '.join(allowed)}", where)
            allowed.remove(word)
            roles[word] = index
        index += 1
        if not p.consume_if(","):
            break
    if allowed:
        raise fail(f"Expected dimensions {', '.join(allowed)} not specified", p.span)
    if p.kind != "]":
        raise fail("expected ']'", p.span)
    p.advance()
    count = max(spatial) + 1 if spatial else 0
    missing = [n for n in range(count) if n not in spatial][:10]
    if missing:
        listed = ", ".join(str(n) for n in missing)
        raise fail(f"Expected spatial dimensions {listed} not specified", p.span)
    return roles, [spatial[n] for n in range(count)]


def parse_conv_dims(p: Parser, fail: Fail) -> ConvDims:
    """`parseConvolutionDimensions`: three groups, `x` between the first two, `->` before
    the last."""
    inp, inp_sp = _parse_group(p, fail, ["b", "f"])
    if not p.consume_keyword("x"):
        raise fail("expected 'x'", p.span)
    ker, ker_sp = _parse_group(p, fail, ["i", "o"])
    if not p.consume_if("->"):
        raise fail("expected '->'", p.span)
    out, out_sp = _parse_group(p, fail, ["b", "f"])
    return ConvDims(
        inp["b"], inp["f"], inp_sp, ker["i"], ker["o"], ker_sp, out["b"], out["f"], out_sp
    )


def print_conv_dims(d: ConvDims) -> str:
    """`printConvolutionDimensions`: each dimension's role, `?` where none is given."""

    def group(spatial: list[int], roles: tuple[tuple[int | None, str], ...]) -> str:
        count = max(spatial) + 1 if spatial else 0
        for index, _ in roles:
            if index is not None:
                count = max(count, index + 1)
        items = ["?"] * count
        for index, letter in roles:
            if index is not None:
                items[index] = letter
        for number, index in enumerate(spatial):
            items[index] = str(number)
        return "[" + ", ".join(items) + "]"

    return (
        group(d.input_spatial, ((d.input_batch, "b"), (d.input_feature, "f")))
        + "x"
        + group(d.kernel_spatial, ((d.kernel_input_feature, "i"), (d.kernel_output_feature, "o")))
        + "->"
        + group(d.output_spatial, ((d.output_batch, "b"), (d.output_feature, "f")))
    )


def conv_attr(d: ConvDims) -> at.DialectAttr:
    """The `#stablehlo.conv<...>` attribute of `d`, in its printed form."""
    return at.DialectAttr("stablehlo", "conv", print_conv_dims(d))


def _dims_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    (var,) = args
    op.attributes[var.name] = conv_attr(parse_conv_dims(p, p.custom_error))


def _dims_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    (var,) = args
    value = view.attr(var.name)
    dims = conv_dims(value)
    if dims is not None:
        pr.write(print_conv_dims(dims))
    elif isinstance(value, at.DialectAttr) and value.body is not None:
        pr.write(value.body.strip())


_WINDOW_KEYS = ("stride", "pad", "lhs_dilate", "rhs_dilate", "reverse")


def _parse_list(p: Parser, element: Callable[[], None]) -> None:
    """`parseCommaSeparatedList(Square, element)`: `[]` or `[e (, e)*]`."""
    p.expect("[", "expected '['")
    if p.consume_if("]"):
        return
    while True:
        element()
        if not p.consume_if(","):
            break
    p.expect("]", "expected ']'")


def _append_int(p: Parser, values: list[int]) -> None:
    values.append(p.parse_signed_integer(fail=p.custom_error))


def _parse_pair(p: Parser, values: list[int]) -> None:
    """One `[low, high]` padding entry: exactly two integers."""
    before = len(values)
    _parse_list(p, partial(_append_int, p, values))
    got = len(values) - before
    if got != 2:
        raise p.custom_error(f"Expected array with 2 elements, got {got} elements instead", p.span)


def _parse_flag(p: Parser, values: list[int]) -> None:
    """One window-reversal entry: `true`, `false` or an integer (non-zero: reversed)."""
    if p.kind == "bare" and p.text in ("true", "false"):
        values.append(int(p.text == "true"))
        p.advance()
    else:
        values.append(int(p.parse_signed_integer(fail=p.custom_error) != 0))


def _window_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    """`parseWindowAttributes`: `key = [...]` entries separated by commas, each key once."""
    names = dict(zip(_WINDOW_KEYS, (a.name for a in args), strict=True))
    allowed = set(_WINDOW_KEYS)
    while p.kind == "bare":
        key = p.text
        p.advance()
        if key not in allowed:
            raise p.custom_error(f"Unexpected keyword {key}", p.span)
        allowed.discard(key)
        p.expect("=", "expected '='")
        values: list[int] = []
        if key == "pad":
            _parse_list(p, partial(_parse_pair, p, values))
            shape = (len(values) // 2, 2)
            op.attributes[names[key]] = at.DenseElementsAttr(
                ty.RankedTensorType(shape, _I64), values
            )
        elif key == "reverse":
            _parse_list(p, partial(_parse_flag, p, values))
            op.attributes[names[key]] = at.DenseArrayAttr(_I1, values)
        else:
            _parse_list(p, partial(_append_int, p, values))
            op.attributes[names[key]] = at.DenseArrayAttr(_I64, values)
        if not p.consume_if(","):
            break


def _window_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    """`printWindowAttributes`: the present entries, in a fixed order."""
    parts: list[str] = []
    for key, var in zip(_WINDOW_KEYS, args, strict=True):
        value = view.attr(var.name)
        if value is None:
            continue
        if key == "pad":
            pads, _ = _padding(value)
            if pads is None:
                continue
            parts.append("pad = [" + ", ".join(f"[{lo}, {hi}]" for lo, hi in pads) + "]")
        elif isinstance(value, at.DenseArrayAttr):
            if key == "reverse":
                items = ", ".join("true" if v else "false" for v in value.values)
            else:
                items = ", ".join(str(int(v)) for v in value.values)
            parts.append(f"{key} = [{items}]")
    pr.write(", ".join(parts))


#: stablehlo's directives of the convolution's custom form.
DIRECTIVES: dict[str, el.CustomDirective] = {
    "ConvolutionDimensions": el.CustomDirective("ConvolutionDimensions", _dims_parse, _dims_print),
    "WindowAttributes": el.CustomDirective("WindowAttributes", _window_parse, _window_print),
}
