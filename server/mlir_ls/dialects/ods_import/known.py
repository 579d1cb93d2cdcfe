"""C++ printers of imported upstream dialects that records cannot describe.

Types and attributes with a C++ parser and printer are kept as their text (an imported
dialect has no Python hook for them); where upstream's printer rewrites the text, the
canonical spelling is written here, from upstream's printer:

* stablehlo's `custom<SameOperandsAndResultType>` (and its variadic twin): `: type` when
  all types agree, else a function type; `custom<PrecisionConfig>`: `, precision = [...]`.
* `#stablehlo.result_accuracy<...>` without its zero `atol`/`rtol`/`ulps`.
* `#stablehlo.bounds<3, ?>` (also read as `#stablehlo.type_extensions<bounds = [3, ?]>`)
  and `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 1, 0, f]>` (also read in its `raw`
  form), as stablehlo's attribute printer writes them.
* C++ predicates of stablehlo's type constraints (`CPREDS`).
* Default values that are C++ expressions (`KNOWN_DEFAULTS`).
* `quant::QuantizedType`, the C++ base class of the quant types, in predicates.
* `#sparse_tensor.encoding<{...}>` and its slices: `sparse_encoding.py`.
* The quant types' storage checks and the quant casts' `verify()`: `quant_types.py`.
* ml_program's visibility and initial-value directives and its globals' checks:
  `ml_program_parts.py`.
* tm_tensor's interface verifier and `ScatterOp::verify`: `tm_tensor_parts.py`; the torch_c
  builtin-tensor conversions' `verify()`: `torch_c_parts.py`; the torch casts'
  `areCastCompatible`: `torch_parts.py`.
* stablehlo's convolution checks (`ConvolutionOp::verify`), its `ConvolutionDimensions` and
  `WindowAttributes` directives and `#stablehlo.conv<...>`'s parser: `stablehlo_conv.py`.
* stablehlo's `WhileOp::verify`: `stablehlo_while.py`; `ReduceOp::verify`: `stablehlo_reduce.py`;
  its directives of types, operands and attributes: `stablehlo_directives.py`;
  `!stablehlo.future`: `stablehlo_types.py`; the C++ forms of `reduce` and `constant`:
  `stablehlo_reduce_form.py`, `stablehlo_constant.py`; vhlo's attribute checks:
  `vhlo_parts.py`.
* torch's module, class, method, list, dict and permute checks, `torch.constant.int`'s form,
  the constants' result names and `torch.type_bound`: `torch_module.py`; the generated ops'
  default form (`parseDefaultTorchOp`): `torch_parts.py`; the global slots' initializer form
  and module-wide checks: `torch_slots.py`; `torch.bind_symbolic_shape`: `torch_symbolic.py`; the tensor types' dtype and encoding
  checks: `torch_types.py`.
* chlo's `ragged_dot` and `constant_like` verifiers and `top_k`'s type inference:
  `chlo_parts.py`.
* `bufferization.dealloc`'s verifier and result types (an op the hand-written
  bufferization dialect leaves to its ODS import): `bufferization_parts.py`.
* `!quant.uniform<...>` (QuantDialectBytecode / TypeParser.cpp `printUniformQuantizedType`):
  scales as C's `%e` (`1.000000e+00`), a zero point only when it is not 0, per-axis
  parameters in braces without spaces.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mlir_ls.dialects.assembly_format import elements as el
from mlir_ls.dialects.assembly_format.attr_kinds import lookup_kind
from mlir_ls.dialects.ods_import.brackets import split_top
from mlir_ls.dialects.ods_import.bufferization_parts import INFERENCE as BUFFERIZATION_INFERENCE
from mlir_ls.dialects.ods_import.bufferization_parts import VERIFIERS as BUFFERIZATION_VERIFIERS
from mlir_ls.dialects.ods_import.chlo_parts import VERIFIERS as CHLO_VERIFIERS
from mlir_ls.dialects.ods_import.chlo_parts import parse_chlo_attr
from mlir_ls.dialects.ods_import.ml_program_parts import DIRECTIVES as ML_PROGRAM_DIRECTIVES
from mlir_ls.dialects.ods_import.ml_program_parts import OP_FORMS as ML_PROGRAM_FORMS
from mlir_ls.dialects.ods_import.ml_program_parts import RESULT_NAMES as ML_PROGRAM_NAMES
from mlir_ls.dialects.ods_import.ml_program_parts import VERIFIERS as ML_PROGRAM_VERIFIERS
from mlir_ls.dialects.ods_import.quant_types import VERIFIERS, check_storage_spec
from mlir_ls.dialects.ods_import.sparse_encoding import parse_sparse_attr, verify_encoding
from mlir_ls.dialects.ods_import.stablehlo_constant import (
    constant_result_names,
    parse_constant,
    print_constant,
)
from mlir_ls.dialects.ods_import.stablehlo_conv import DIRECTIVES as CONV_DIRECTIVES
from mlir_ls.dialects.ods_import.stablehlo_conv import (
    conv_attr,
    parse_conv_dims,
    raw_int_fields,
    verify_convolution,
)
from mlir_ls.dialects.ods_import.stablehlo_directives import DIRECTIVES as HLO_DIRECTIVES
from mlir_ls.dialects.ods_import.stablehlo_reduce import verify_reduce
from mlir_ls.dialects.ods_import.stablehlo_reduce_form import reduce_form
from mlir_ls.dialects.ods_import.stablehlo_types import (
    check_dot_algorithm,
    parse_stablehlo_type,
    verify_add,
    verify_bounds_encoding,
)
from mlir_ls.dialects.ods_import.stablehlo_while import verify_while
from mlir_ls.dialects.ods_import.tm_tensor_parts import VERIFIERS as TM_TENSOR_VERIFIERS
from mlir_ls.dialects.ods_import.torch_c_parts import VERIFIERS as TORCH_C_VERIFIERS
from mlir_ls.dialects.ods_import.torch_module import RESULT_NAMES as TORCH_NAMES
from mlir_ls.dialects.ods_import.torch_module import VERIFIERS as TORCH_MODULE_VERIFIERS
from mlir_ls.dialects.ods_import.torch_module import (
    constant_int_form,
)
from mlir_ls.dialects.ods_import.torch_module import (
    verify_region_arg_attribute as torch_region_arg_attribute,
)
from mlir_ls.dialects.ods_import.torch_parts import VERIFIERS as TORCH_VERIFIERS
from mlir_ls.dialects.ods_import.torch_parts import default_form as torch_default_form
from mlir_ls.dialects.ods_import.torch_slots import OP_FORMS as TORCH_SLOT_FORMS
from mlir_ls.dialects.ods_import.torch_slots import VERIFIERS as TORCH_SLOT_VERIFIERS
from mlir_ls.dialects.ods_import.torch_symbolic import OP_FORMS as TORCH_SYMBOLIC_FORMS
from mlir_ls.dialects.ods_import.torch_symbolic import VERIFIERS as TORCH_SYMBOLIC_VERIFIERS
from mlir_ls.dialects.ods_import.torch_types import check_torch_type
from mlir_ls.dialects.ods_import.vhlo_parts import parse_vhlo_attr
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser
    from mlir_ls.text.span import Span

_NUMBER = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$")


def _scale_zero_point(text: str) -> str | None:
    scale, _, zero = text.strip().partition(":")
    if not _NUMBER.match(scale.strip()):
        return None
    out = f"{float(scale):e}"
    zero = zero.strip()
    if zero:
        if not re.fullmatch(r"[-+]?\d+", zero):
            return None
        if int(zero) != 0:
            out += f":{int(zero)}"
    return out


def canonical_uniform(body: str) -> str | None:
    """The canonical body of `!quant.uniform<body>`, or None when it is not understood."""
    head, comma, params = body.partition(",")
    if not comma:
        return None
    params = params.strip()
    if params.startswith("{") and params.endswith("}"):
        inner = params[1:-1]
        if "{" in inner:
            return None
        items = [_scale_zero_point(item) for item in inner.split(",")]
        if any(item is None for item in items):
            return None
        printed = "{" + ",".join(item for item in items if item is not None) + "}"
    else:
        single = _scale_zero_point(params)
        if single is None:
            return None
        printed = single
    return f"{''.join(head.split())}, {printed}"


def _parse_quant_type(p: Parser, name: str, body: Span | None) -> ty.Type | None:
    if name not in ("uniform", "any") or body is None:
        return None
    check_storage_spec(p, name, body)
    if name == "any":
        return None
    text = p.src[body.start : body.end]
    canonical = canonical_uniform(text)
    if canonical is None:
        return None
    p.reset(body.end + 1)
    return ty.DialectType("quant", name, canonical)


def _is_quantized(t: Any) -> bool:
    """`quant::QuantizedType`: the base class of every type of the quant dialect."""
    return isinstance(t, ty.DialectType) and t.dialect == "quant"


#: C++ base classes of dialect types that no TypeDef names (for `isa<...>` predicates).
CLASSES: dict[str, Callable[[Any], bool]] = {"quant::QuantizedType": _is_quantized}

#: Dialect namespace -> its `parse_type` hook.
TYPE_HOOKS: dict[str, Callable[[Any, str, Any], Any]] = {
    "quant": _parse_quant_type,
    "stablehlo": parse_stablehlo_type,
    "torch": check_torch_type,
}


# ---- stablehlo attributes (StablehloOps.cpp / AssemblyFormat.cpp printers) ----------------

_BOUND = re.compile(r"^(\?|-?\d+)$")


def canonical_bounds(items: str) -> str | None:
    """`3, ?` for the bounds of `#stablehlo.bounds<...>` (each an integer or `?`)."""
    bounds = [b.strip() for b in items.split(",")] if items.strip() else []
    if not all(_BOUND.match(b) for b in bounds):
        return None
    return ", ".join(bounds)


_CONV_FIELDS = (
    "input_batch_dimension",
    "input_feature_dimension",
    "input_spatial_dimensions",
    "kernel_input_feature_dimension",
    "kernel_output_feature_dimension",
    "kernel_spatial_dimensions",
    "output_batch_dimension",
    "output_feature_dimension",
    "output_spatial_dimensions",
)


def canonical_conv(body: str) -> str | None:
    """The printed `#stablehlo.conv<...>`: `[b, 0, 1, f]x[0, 1, i, o]->[b, 1, 0, f]` (each
    dimension's role: batch `b`, feature `f`, kernel input/output features `i`/`o`, spatial
    dimensions by number), from the `raw` form or the printed one."""
    text = body.strip()
    if not text.startswith("raw"):
        compact = "".join(text.split())
        if not re.fullmatch(r"\[[\w,]*\]x\[[\w,]*\]->\[[\w,]*\]", compact):
            return None
        return compact.replace(",", ", ")
    fields = raw_int_fields(text[3:])
    if fields is None or set(fields) != set(_CONV_FIELDS):
        return None

    def dims(batch: str, feature: str, spatial: str, letters: tuple[str, str]) -> str | None:
        rank = len(fields[spatial]) + 2
        roles: list[str | None] = [None] * rank
        for role, index in ((letters[0], fields[batch]), (letters[1], fields[feature])):
            if not 0 <= index < rank or roles[index] is not None:
                return None
            roles[index] = role
        for number, index in enumerate(fields[spatial]):
            if not 0 <= index < rank or roles[index] is not None:
                return None
            roles[index] = str(number)
        return "[" + ", ".join(r for r in roles if r is not None) + "]"

    parts = (
        dims(
            "input_batch_dimension",
            "input_feature_dimension",
            "input_spatial_dimensions",
            ("b", "f"),
        ),
        dims(
            "kernel_input_feature_dimension",
            "kernel_output_feature_dimension",
            "kernel_spatial_dimensions",
            ("i", "o"),
        ),
        dims(
            "output_batch_dimension",
            "output_feature_dimension",
            "output_spatial_dimensions",
            ("b", "f"),
        ),
    )
    if any(part is None for part in parts):
        return None
    return f"{parts[0]}x{parts[1]}->{parts[2]}"


def canonical_result_accuracy(body: str) -> str | None:
    """`#stablehlo.result_accuracy<...>` as stablehlo's printer writes it: `atol`, `rtol`
    and `ulps` only when they are not zero, then `mode`; None when `body` is not
    `name = value, ...` of those four."""
    parts = split_top(body)
    if parts is None:
        return None
    items: dict[str, str] = {}
    for part in parts:
        name, eq, value = part.partition("=")
        name = name.strip()
        if not eq or name not in ("atol", "rtol", "ulps", "mode") or name in items:
            return None
        items[name] = " ".join(value.split())
    out = []
    for name in ("atol", "rtol", "ulps"):
        written = items.get(name)
        if written is None:
            continue
        try:
            zero = float(written) == 0
        except ValueError:
            return None
        if not zero:
            out.append(f"{name} = {written}")
    if "mode" in items:
        out.append(f"mode = {items['mode']}")
    return ", ".join(out)


def _parse_stablehlo_attr(p: Parser, name: str, body: Span | None) -> at.Attribute | None:
    """`#stablehlo.type_extensions<bounds = [...]>` is printed `#stablehlo.bounds<...>`;
    `#stablehlo.conv<raw ...>` as its dimension roles."""
    if body is None:
        return None
    text = p.src[body.start : body.end]
    canonical: str | None = None
    mnemonic = name
    if name == "bounds":
        canonical = canonical_bounds(text)
    elif name == "type_extensions":
        m = re.fullmatch(r"\s*bounds\s*=\s*\[([^\]]*)\]\s*", text)
        canonical = canonical_bounds(m.group(1)) if m else None
        mnemonic = "bounds"
    elif name == "result_accuracy":
        canonical = canonical_result_accuracy(text)
    elif name == "dot_algorithm":
        check_dot_algorithm(p, body)  # DotAlgorithmAttr::verify; kept as written
    elif name == "conv":
        if not text.lstrip().startswith("raw"):
            # ConvDimensionNumbersAttr::parse: the compact form, with its parse errors.
            p.expect("<", "expected '<'")
            attr = conv_attr(parse_conv_dims(p, p.fail))
            p.expect(">", "expected '>'")
            return attr
        canonical = canonical_conv(text)
    if canonical is None:
        return None
    p.reset(body.end + 1)
    return at.DialectAttr("stablehlo", mnemonic, canonical)


#: Dialect namespace -> its `parse_attribute` hook.
ATTR_HOOKS: dict[str, Callable[[Any, str, Any], Any]] = {
    "stablehlo": _parse_stablehlo_attr,
    "chlo": parse_chlo_attr,
    "sparse_tensor": parse_sparse_attr,
    "vhlo": parse_vhlo_attr,
}

#: Dialect namespace -> its tensor encodings' `verifyEncoding`.
ENCODING_VERIFIERS: dict[str, Callable[[Any, list[int], Any], str | None]] = {
    "sparse_tensor": verify_encoding,
    "stablehlo": verify_bounds_encoding,
}


# ---- custom directives -------------------------------------------------------------------


def _same_type_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    """stablehlo's `custom<SameOperandsAndResultType>(type($a)..., type($result))`: one
    type for every operand and the result, or a function type (AssemblyFormat.cpp)."""
    types = [a for a in args if isinstance(a, el.TypeOf)]
    *operands, result = types
    counts = [len(st.operands.get(a.name, [])) for a in operands]
    where = p.span
    parsed = p.parse_type()
    if isinstance(parsed, ty.FunctionType):
        total = sum(counts)
        if len(parsed.inputs) != total:
            raise p.custom_error(
                f"{total} operands present, but expected {len(parsed.inputs)}", where
            )
        if len(parsed.results) != 1:
            raise p.custom_error("expected single output", where)
        start = 0
        for arg, count in zip(operands, counts, strict=True):
            st.types[arg.name] = list(parsed.inputs[start : start + count])
            start += count
        st.types[result.name] = [parsed.results[0]]
        return
    for arg, count in zip(operands, counts, strict=True):
        st.types[arg.name] = [parsed] * count
    st.types[result.name] = [parsed]


def _same_type_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    types = [a for a in args if isinstance(a, el.TypeOf)]
    *operands, result = types
    inputs = [v.type for a in operands for v in a.values(view)]
    outputs = [v.type for v in result.values(view)]
    if outputs and all(t == outputs[0] for t in inputs):
        pr.print_type(outputs[0])
    else:
        pr.print_functional_type(inputs, outputs)


_SAME_TYPE = el.CustomDirective("SameOperandsAndResultType", _same_type_parse, _same_type_print)


def _precision_parse(p: Parser, op: Any, st: el.ParseState, args: tuple[Any, ...]) -> None:
    """stablehlo's `custom<PrecisionConfig>($precision_config)` (StablehloOps.cpp
    `parsePrecisionConfig`): nothing, or `, precision = [A, B]`, each a `Precision` case
    read as `PrecisionAttr::parse` reads it (a bare case)."""
    (var,) = args
    if not p.consume_if(","):
        return
    if not p.consume_keyword("precision"):  # parseKeyword: the custom op's error
        raise p.custom_error("expected 'precision'", p.span)
    p.expect("=", "expected '='")
    p.expect("[", "expected '['")
    kind = lookup_kind("ods:StableHLO_PrecisionAttr")
    items: list[at.Attribute] = []
    if not p.consume_if("]"):
        while True:
            items.append(kind.parse(p, var.name))
            if not p.consume_if(","):
                break
        p.expect("]", "expected ']'")
    op.attributes[var.name] = at.ArrayAttr(tuple(items))


def _precision_print(pr: OpAsmPrinter, op: Any, view: el.View, args: tuple[Any, ...]) -> None:
    """`printPrecisionConfig`: `, precision = [A, B]` when the attribute is present."""
    (var,) = args
    value = view.attr(var.name)
    if not isinstance(value, at.ArrayAttr):
        return
    kind = lookup_kind("ods:StableHLO_PrecisionAttr")
    pr.write(", precision = [")
    for i, item in enumerate(value.elements):
        if i:
            pr.write(", ")
        kind.print(pr, item)
    pr.write("]")


def _precision_starts(p: Parser) -> bool:
    return p.kind == ","


_PRECISION = el.CustomDirective(
    "PrecisionConfig", _precision_parse, _precision_print, _precision_starts
)

#: (dialect, directive name) -> the directive, for the dialects whose C++ is known here.
CUSTOM_DIRECTIVES: dict[tuple[str, str], el.CustomDirective] = {
    ("stablehlo", "SameOperandsAndResultType"): _SAME_TYPE,
    ("stablehlo", "VariadicSameOperandsAndResultType"): _SAME_TYPE,
    ("stablehlo", "PrecisionConfig"): _PRECISION,
    **{("stablehlo", name): directive for name, directive in CONV_DIRECTIVES.items()},
    **{("stablehlo", name): directive for name, directive in HLO_DIRECTIVES.items()},
    **{("ml_program", name): directive for name, directive in ML_PROGRAM_DIRECTIVES.items()},
}


# ---- default values written as C++ expressions -----------------------------------------------

#: (attribute constraint, C++ default without white space) -> the attribute it builds.
#: stablehlo's `DefaultValuedOptionalAttr<StableHLO_ResultAccuracyAttr, "...::DEFAULT">`:
#: the attribute's `constBuilderCall` makes atol = rtol = 0, ulps = 0 and the given mode
#: (printed without the zeros, `canonical_result_accuracy`).
KNOWN_DEFAULTS: dict[tuple[str, str], at.Attribute] = {
    (
        "StableHLO_ResultAccuracyAttr",
        "::mlir::stablehlo::ResultAccuracyMode::DEFAULT",
    ): at.DialectAttr(
        "stablehlo", "result_accuracy", "mode = #stablehlo.result_accuracy_mode<DEFAULT>"
    ),
}


# ---- C++ predicates of out-of-tree constraints -----------------------------------------------


def _single_bounded_dimension(t: Any) -> bool | None:
    """stablehlo's `hasSingleBoundedDimension`: a ranked tensor whose one dynamic dimension
    has a bound in its `#stablehlo.bounds` encoding (the others static)."""
    if not isinstance(t, ty.RankedTensorType):
        return False if isinstance(t, ty.ShapedType) else None
    dynamic = [i for i, d in enumerate(t.shape or ()) if d < 0]
    if len(dynamic) != 1:
        return False
    enc = t.encoding
    if enc is None:
        return False
    if not isinstance(enc, at.DialectAttr) or enc.dialect != "stablehlo" or enc.name != "bounds":
        return None
    bounds = [b.strip() for b in (enc.body or "").split(",")]
    if len(bounds) != len(t.shape or ()):
        return None
    return bounds[dynamic[0]] != "?"


def _valid_quantized_dimension(t: Any) -> bool | None:
    """stablehlo's `isValidQuantizedDimension`: only per-axis quantized element types
    (`!quant.uniform<i8:f32:1, {...}>`) constrain anything; those are not checked here."""
    element = t.element_type if isinstance(t, ty.ShapedType) else t
    if isinstance(element, ty.DialectType) and element.dialect == "quant":
        return None if "{" in (element.body or "") else True
    return True


#: C++ predicate leaves (normalized as `constraints.normalize` does) -> their check.
CPREDS: dict[str, Callable[[Any], bool | None]] = {
    "hlo::hasSingleBoundedDimension($_self)": _single_bounded_dimension,
    "hlo::isValidQuantizedDimension($_self)": _valid_quantized_dimension,
}


_BUILTIN_ELEMENTS = (ty.IntegerType, ty.FloatType, ty.IndexType, ty.ComplexType)


def hlo_element_key(t: Any) -> Any:
    """What stablehlo's `isCompatibleElementTypeForHloTypeInference` compares (the
    `CompatibleOperandsAndResultElementType` trait): a builtin element type itself; of a
    `!quant.uniform` type its storage type (with its range), its expressed type and whether
    it is per-axis, not its scales and zero points. None: not known here."""
    if isinstance(t, _BUILTIN_ELEMENTS):
        return t
    if isinstance(t, ty.DialectType) and t.dialect == "quant" and t.body:
        name = t.name or t.body.split("<", 1)[0].split(" ", 1)[0]
        body = t.body if t.name else t.body[len(name) :].strip().removeprefix("<")
        if name != "uniform":
            return None
        head = "".join(body.split(",", 1)[0].split())
        parts = head.split(":")
        if len(parts) < 2 or any(not p for p in parts):
            return None
        storage = parts[0]
        if storage.startswith("!"):
            return None
        # `i8<-128:127>:f32:1` splits the range: join it back.
        if "<" in storage and ">" not in storage:
            storage = ":".join(parts[:2])
            parts = [storage, *parts[2:]]
        if len(parts) < 2:
            return None
        return ("quant", storage, parts[1], len(parts) > 2)
    return None


#: Op name -> (its C++ `verify()`/`verifySymbolUses`, run after the ODS-level checks held;
#: whether it reads only the op itself).
CPP_VERIFIERS: dict[str, tuple[Callable[[Any, Any], bool], bool]] = {
    **{name: (check, True) for name, check in VERIFIERS.items()},
    **ML_PROGRAM_VERIFIERS,
    **TM_TENSOR_VERIFIERS,
    **TORCH_C_VERIFIERS,
    **TORCH_VERIFIERS,
    **TORCH_MODULE_VERIFIERS,
    **TORCH_SLOT_VERIFIERS,
    **TORCH_SYMBOLIC_VERIFIERS,
    **CHLO_VERIFIERS,
    **BUFFERIZATION_VERIFIERS,
    "stablehlo.convolution": (verify_convolution, True),
    "stablehlo.while": (verify_while, False),
    "stablehlo.reduce": (verify_reduce, False),
    "stablehlo.add": (verify_add, True),
}

#: Op name -> its C++ `inferReturnTypes` (InferTypeOpInterface), for result types its
#: format leaves out.
INFERENCE: dict[str, Callable[[Any], Any]] = {
    **BUFFERIZATION_INFERENCE,
}

#: C++ parsers (and their printers) an op's `extraClassDefinition` calls, by the kind
#: `records._known_cpp_parser` gives -> (parse hook, print hook) from the call's arguments.
CPP_FORMS: dict[
    str, Callable[..., tuple[Callable[[Any, Any], None], Callable[[Any, Any], None]]]
] = {
    "torch_default": torch_default_form,
}

#: Op name -> (parse hook, print hook) of an op whose C++ parser (and printer, when not
#: None: else the op prints in the generic form) are known.
OP_FORMS: dict[str, tuple[Callable[[Any, Any], None], Callable[[Any, Any], None] | None]] = {
    "torch.constant.int": constant_int_form(),
    "stablehlo.reduce": reduce_form(),
    "stablehlo.constant": (parse_constant, print_constant),
    **ML_PROGRAM_FORMS,
    **TORCH_SLOT_FORMS,
    **TORCH_SYMBOLIC_FORMS,
}

#: Dialect namespace -> its `verifyRegionArgAttribute`.
REGION_ARG_HOOKS: dict[str, Callable[[Any, int, str, Any, Any], None]] = {
    "torch": torch_region_arg_attribute,
}

#: Ops implementing `RegionKindInterface` whose C++ `getRegionKind` says SSACFG.
SSACFG_REGION_OPS: frozenset[str] = frozenset({"ml_program.func"})

#: Op name -> its result names, where C++ (`getAsmResultNames`) gives them.
RESULT_NAMES: dict[str, Callable[[Any], list[str | None]]] = {
    **ML_PROGRAM_NAMES,
    **TORCH_NAMES,
    "stablehlo.constant": constant_result_names,
}
