"""The importer on real out-of-tree ODS: stablehlo from ../shared/ods (or $MLIR_LS_SHARED_ODS).

Skips with a reason when the shared ODS folder or LLVM 22's TableGen is missing.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import pytest

from mlir_ls.config import DialectSettings
from mlir_ls.dialects.ods_import.loader import registry_for
from mlir_ls.ir.spec import Registry
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_result
from mlir_ls.verify.check import analyze

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("MLIR_LS_SHARED_ODS", ROOT.parent / "shared" / "ods"))
STABLEHLO = SHARED / "stablehlo"
TBLGEN = Path("/usr/lib/llvm-22/bin/llvm-tblgen")

pytestmark = pytest.mark.skipif(
    not (STABLEHLO / "stablehlo/dialect/StablehloOps.td").is_file() or not TBLGEN.is_file(),
    reason="needs ../shared/ods (or MLIR_LS_SHARED_ODS) and LLVM 22's llvm-tblgen",
)


@cache
def registry() -> Registry:
    settings = DialectSettings(
        ods=(STABLEHLO / "stablehlo/dialect/StablehloOps.td",),
        include=(STABLEHLO,),
        tblgen=str(TBLGEN),
    )
    return registry_for(settings).registry


ROUNDTRIP = """\
module {
  func.func @f(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>, %arg2: tensor<f32>) -> tensor<2xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
    %1 = stablehlo.abs %arg0 : tensor<2xf32>
    %2 = stablehlo.shift_left %arg1, %arg1 : tensor<2xi32>
    %3 = stablehlo.compare EQ, %arg0, %arg0, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5 = stablehlo.dot %arg0, %arg0, precision = [DEFAULT, HIGH] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
    %6 = stablehlo.dot %arg0, %arg0, precision = [] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
    %7 = stablehlo.dot %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
    return %0 : tensor<2xf32>
  }
}"""


def test_declarative_ops_print_back() -> None:
    analysis = analyze(ROUNDTRIP, registry=registry())
    (chunk,) = analysis.chunks
    assert [d.message for d in chunk.diagnostics] == []
    assert print_result(chunk.parse).rstrip("\n") == ROUNDTRIP


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            "%0 = stablehlo.abs %a : (tensor<f32>, tensor<f32>) -> tensor<f32>",
            "custom op 'stablehlo.abs' 1 operands present, but expected 2",
        ),
        (
            "%0 = stablehlo.add %a, %a : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)",
            "custom op 'stablehlo.add' expected single output",
        ),
        (
            '%0 = "stablehlo.abs"(%i) : (i32) -> i32',
            "'stablehlo.abs' op operand #0 must be ranked tensor of",
        ),
        (  # custom<PrecisionConfig> reads each case as PrecisionAttr::parse does
            "%0 = stablehlo.dot %a, %a, precision = [HIGH, NOT_AN_ENUM] : "
            "(tensor<f32>, tensor<f32>) -> tensor<f32>",
            "custom op 'stablehlo.dot' expected ::mlir::stablehlo::Precision to be one of: "
            "DEFAULT, HIGH, HIGHEST",
        ),
        (  # SameOperandsAndResultElementType first needs one operand
            "%0 = stablehlo.concatenate dim = 0 : () -> (tensor<2xf32>)",
            "'stablehlo.concatenate' op expected 1 or more operands, but found 0",
        ),
    ],
)
def test_errors(line: str, message: str) -> None:
    text = f"func.func @f(%a: tensor<f32>, %i: i32) {{\n  {line}\n  return\n}}\n"
    (chunk,) = analyze(text, registry=registry()).chunks
    errors = [d.message for d in chunk.diagnostics if d.is_error]
    assert errors and errors[0].startswith(message), errors


def test_cpp_forms_are_known_and_tolerant() -> None:
    text = """func.func @f(%a: tensor<4xf32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%a init: %b) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
"""
    (chunk,) = analyze(text, registry=registry()).chunks
    assert [d.message for d in chunk.diagnostics] == []


def _printed(text: str) -> str:
    (chunk,) = analyze(text, registry=registry()).chunks
    assert [d.message for d in chunk.diagnostics] == []
    return print_result(chunk.parse).rstrip("\n")


def test_stablehlo_attributes_print_as_upstream() -> None:
    """`#stablehlo.type_extensions<bounds = [...]>` is `#stablehlo.bounds<...>`; the raw
    `#stablehlo.conv` form prints as its dimension roles (stablehlo's attribute printer)."""
    text = """\
func.func @f(%a: tensor<?x?xf32, #stablehlo.type_extensions<bounds = [3, ?]>>) -> tensor<?x?xf32, #stablehlo.bounds<3,?>> {
  return %a : tensor<?x?xf32, #stablehlo.bounds<3, ?>>
}
module attributes {stablehlo.conv = #stablehlo.conv<raw input_batch_dimension = 0,
    input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
    kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3,
    kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0,
    output_feature_dimension = 3, output_spatial_dimensions = [2, 1]>} {
}
"""
    printed = _printed(text)
    assert (
        "tensor<?x?xf32, #stablehlo.bounds<3, ?>>) -> tensor<?x?xf32, #stablehlo.bounds<3, ?>>"
        in printed
    )
    assert "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 1, 0, f]>" in printed


def test_default_result_names_and_cpp_defaults() -> None:
    """Several named results print their ODS names; a `DefaultValuedOptionalAttr` whose
    default is a C++ expression (`known.KNOWN_DEFAULTS`) is elided when it is the default."""
    text = """\
func.func @f(%arg0: tensor<3xui64>, %arg1: tensor<f32>) {
  %0:2 = "stablehlo.rng_bit_generator"(%arg0) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x2xui32>)
  %1 = "stablehlo.cbrt"(%arg1) {result_accuracy = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : (tensor<f32>) -> tensor<f32>
  return
}
"""
    printed = _printed(text)
    assert (
        "%output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = PHILOX" in printed
    )
    assert "%0 = stablehlo.cbrt %arg1 : tensor<f32>" in printed


def test_result_accuracy_prints_as_upstream() -> None:
    """stablehlo's printer leaves out zero `atol`/`rtol`/`ulps`; the op's
    `DefaultValuedOptionalAttr` is elided when equal to its default and is not stored when
    absent (the generic form does not print it), as torch-mlir-opt does."""
    accuracy = "#stablehlo.result_accuracy<atol = {}, rtol = 0.000000e+00, ulps = {}, mode = {}>"
    tolerance = "#stablehlo.result_accuracy_mode<TOLERANCE>"
    default = "#stablehlo.result_accuracy_mode<DEFAULT>"
    text = f"""\
func.func @f(%a: tensor<f32>) {{
  %0 = "stablehlo.cbrt"(%a) {{result_accuracy = {accuracy.format("1.000000e+00", 0, tolerance)}}} : (tensor<f32>) -> tensor<f32>
  %1 = "stablehlo.cbrt"(%a) {{result_accuracy = {accuracy.format("0.000000e+00", 5, tolerance)}}} : (tensor<f32>) -> tensor<f32>
  %2 = "stablehlo.cbrt"(%a) {{result_accuracy = {accuracy.format("0.000000e+00", 0, default)}}} : (tensor<f32>) -> tensor<f32>
  %3 = stablehlo.cbrt %a : tensor<f32>
  return
}}
"""
    printed = _printed(text)
    assert (
        "%0 = stablehlo.cbrt %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = "
        f"1.000000e+00, mode = {tolerance}>}} : tensor<f32>"
    ) in printed
    assert (
        "%1 = stablehlo.cbrt %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 5, "
        f"mode = {tolerance}>}} : tensor<f32>"
    ) in printed
    assert "%2 = stablehlo.cbrt %arg0 : tensor<f32>" in printed
    (chunk,) = analyze(text, registry=registry(), strict=True).chunks
    generic = print_result(chunk.parse, PrintOptions(generic=True))
    assert (
        '%2 = "stablehlo.cbrt"(%arg0) <{result_accuracy = #stablehlo.result_accuracy<mode = '
        f"{default}>}}> : (tensor<f32>) -> tensor<f32>"
    ) in generic
    assert '%3 = "stablehlo.cbrt"(%arg0) : (tensor<f32>) -> tensor<f32>' in generic


def test_inherent_attribute_of_the_dictionary() -> None:
    """`custom<...>` directives read tolerantly do not hide an attribute-dictionary error."""
    text = """\
func.func @f(%a: tensor<1x8x8x207xf32>, %b: tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32> {
  %0 = stablehlo.convolution(%a, %b)
         dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
         window = {stride = [1, 1], pad = [[1, 1], [1, 1]],
           lhs_dilate = [1, 1], rhs_dilate = [1, 1]}
         {batch_group_count = 1 : i64, feature_group_count = 0 : i64} :
       (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  return %0 : tensor<1x8x8x16xf32>
}
"""
    (chunk,) = analyze(text, registry=registry()).chunks
    errors = [d for d in chunk.diagnostics if d.is_error]
    assert [d.message for d in errors] == [
        "custom op 'stablehlo.convolution' 'stablehlo.convolution' op attribute "
        "'feature_group_count' failed to satisfy constraint: 64-bit signless integer "
        "attribute whose value is positive"
    ]
    assert text[errors[0].span.start] == "{"


@cache
def chlo_registry() -> Registry:
    settings = DialectSettings(
        ods=(STABLEHLO / "stablehlo/dialect/ChloOps.td",),
        include=(STABLEHLO,),
        tblgen=str(TBLGEN),
    )
    return registry_for(settings).registry


def test_compatible_element_types_of_quantized_tensors() -> None:
    """hlo's `CompatibleOperandsAndResultElementType`: quantized element types agree on
    storage and expressed types, not on scales."""
    q = "tensor<2x!quant.uniform<i8:f32, {}:15>>"
    ok = (
        f'%0 = "chlo.broadcast_add"(%a, %b) : ({q.format(2.0)}, {q.format(3.0)}) -> {q.format(2.0)}'
    )
    bad = ok.replace(f"-> {q.format(2.0)}", "-> tensor<2x!quant.uniform<i16:f32, 2.0:15>>")
    for line, errors in ((ok, []), (bad, ["requires compatible element types"])):
        text = (
            f"func.func @f(%a: {q.format(2.0)}, %b: {q.format(3.0)}) {{\n  {line}\n  return\n}}\n"
        )
        (chunk,) = analyze(text, registry=chlo_registry()).chunks
        found = [d.message for d in chunk.diagnostics if d.is_error]
        assert len(found) == len(errors) and all(
            e in m for e, m in zip(errors, found, strict=True)
        ), found


TORCH_MLIR = SHARED / "torch-mlir" / "include"
TMTENSOR = TORCH_MLIR / "torch-mlir-dialects/Dialect/TMTensor/IR/TMTensorOps.td"


@cache
def shared_registry() -> Registry:
    """Every dialect of the shared ODS folder (what bench/ods_corpus_report.py imports)."""
    ods = (
        STABLEHLO / "stablehlo/dialect/StablehloOps.td",
        STABLEHLO / "stablehlo/dialect/ChloOps.td",
        STABLEHLO / "stablehlo/dialect/VhloOps.td",
        TMTENSOR,
        TORCH_MLIR / "torch-mlir/Dialect/Torch/IR/TorchOps.td",
        TORCH_MLIR / "torch-mlir/Dialect/TorchConversion/IR/TorchConversionOps.td",
    )
    settings = DialectSettings(ods=ods, include=(STABLEHLO, TORCH_MLIR), tblgen=str(TBLGEN))
    return registry_for(settings).registry


@pytest.mark.skipif(not TMTENSOR.is_file(), reason="needs torch-mlir's .td files in ../shared/ods")
@pytest.mark.parametrize(
    "name",
    [
        "tm_tensor_check.mlir",
        "stablehlo_conv_check.mlir",
        "stablehlo_while_check.mlir",
        "stablehlo_reduce_check.mlir",
        "torch_c_check.mlir",
        "torch_cast_check.mlir",
        "chlo_check.mlir",
        "torch_module_check.mlir",
        "torch_slots_check.mlir",
        "stablehlo_directives_check.mlir",
        "stablehlo_types_check.mlir",
        "stablehlo_reduce_form_check.mlir",
        "stablehlo_constant_check.mlir",
        "stablehlo_dot_algorithm_check.mlir",
        "vhlo_attributes_check.mlir",
        "torch_symbolic_check.mlir",
        "torch_types_check.mlir",
    ],
)
def test_cpp_verifiers_annotated(name: str) -> None:
    """The C++ verifiers written by hand (`tm_tensor_parts.py`, ...): upstream's first error,
    on its line, and no error on valid ops."""
    from expected_support import expectation_problems

    text = (ROOT / "tests" / "data" / "ods" / name).read_text()
    analysis = analyze(text, split_marker="// -----", registry=shared_registry(), strict=True)
    assert expectation_problems(text, analysis) == []


def test_convolution_custom_form_prints_as_upstream() -> None:
    """`custom<ConvolutionDimensions>` and `custom<WindowAttributes>` (stablehlo_conv.py):
    read from the custom or the generic form, printed as stablehlo's printer writes them
    (window entries in a fixed order, `reverse` as booleans, the padding as pairs)."""
    types = "(tensor<4x7x7x2xf32>, tensor<3x3x2x5xf32>) -> tensor<4x3x3x5xf32>"
    types2 = types.replace("4x3x3x5", "4x5x5x5")
    groups = "{batch_group_count = 1 : i64, feature_group_count = 1 : i64}"
    custom = (
        "%0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]"
        "->[b, 1, 0, f], window = {reverse = [1, 0], pad = [[0, 1], [1, 0]], stride = [2, 2]}"
        f" {groups} : {types}"
    )
    generic = (
        '%1 = "stablehlo.convolution"(%arg0, %arg1) {batch_group_count = 1 : i64, '
        "dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, "
        "input_feature_dimension = 3, input_spatial_dimensions = [2, 1], "
        "kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, "
        "kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, "
        "output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, "
        "feature_group_count = 1 : i64, padding = dense<0> : tensor<2x2xi64>, "
        f"rhs_dilation = array<i64: 1, 1>}} : {types2}"
    )
    text = (
        "func.func @f(%arg0: tensor<4x7x7x2xf32>, %arg1: tensor<3x3x2x5xf32>) {\n"
        f"  {custom}\n  {generic}\n  return\n}}"
    )
    lines = _printed(text).splitlines()
    assert lines[2].strip() == (
        "%0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]"
        "->[b, 1, 0, f], window = {stride = [2, 2], pad = [[0, 1], [1, 0]], "
        f"reverse = [true, false]}} {groups} : {types}"
    )
    assert lines[3].strip() == (
        "%1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 1, 0, f]x[0, 1, i, o]"
        "->[b, 0, 1, f], window = {pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} "
        f"{groups} : {types2}"
    )


def test_ragged_dot_dimensions_print_as_upstream() -> None:
    """`#chlo.ragged_dot<...>` without its empty fields, as chlo's `printStruct` writes it."""
    text = """\
func.func @f(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<3xi64>) {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  return
}
"""
    (chunk,) = analyze(text, registry=shared_registry(), strict=True).chunks
    assert [d.message for d in chunk.diagnostics] == []
    generic = print_result(chunk.parse, PrintOptions(generic=True))
    assert (
        "#chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], "
        "lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>"
    ) in generic


TORCH_PRINTED = """\
module {
  func.func @f(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3,2],f32> {
    %int-1 = torch.constant.int -1
    %int0 = torch.constant.int 0
    %float2.500000e00 = torch.constant.float 2.500000e+00
    %true = torch.constant.bool true
    %none = torch.constant.none
    %str = torch.constant.str "x"
    %0 = torch.prim.ListConstruct %int-1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %arg0, %0 {note = 1 : i64} : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[3,2],f32>
    return %1 : !torch.vtensor<[3,2],f32>
  }
}"""


@pytest.mark.skipif(not TMTENSOR.is_file(), reason="needs torch-mlir's .td files in ../shared/ods")
def test_torch_default_form_and_constant_names_print_as_upstream() -> None:
    """The generated ops' default form (`printDefaultTorchOp`), `torch.constant.int`'s form and
    the constants' result names print as torch-mlir-opt prints them (its output, verbatim)."""
    (chunk,) = analyze(TORCH_PRINTED, registry=shared_registry(), strict=True).chunks
    assert [d.message for d in chunk.diagnostics] == []
    assert print_result(chunk.parse).rstrip("\n") == TORCH_PRINTED


def test_initialize_global_slots_prints_as_torch_mlir() -> None:
    """`InitializeGlobalSlotsOp::print` (torch_slots.py): one slot per line, as
    torch-mlir-opt printed this input."""
    from mlir_ls.printer.module import print_result

    text = """torch.global_slot @i : !torch.int
torch.global_slot.module_initializer {
  %0 = torch.constant.int 1
  torch.initialize.global_slots [ @i(%0: !torch.int) ]
}
"""
    (chunk,) = analyze(text, registry=shared_registry()).chunks
    assert [d.message for d in chunk.diagnostics] == []
    assert print_result(chunk.parse).splitlines()[3:7] == [
        "    %int1 = torch.constant.int 1",
        "    torch.initialize.global_slots [",
        "      @i(%int1 : !torch.int)",
        "    ]",
    ]


@pytest.mark.parametrize(
    "name",
    [
        "stablehlo_directives_roundtrip.mlir",
        "stablehlo_reduce_form_roundtrip.mlir",
        "stablehlo_constant_roundtrip.mlir",
    ],
)
def test_stablehlo_forms_print_as_torch_mlir(name: str) -> None:
    """stablehlo_directives.py, stablehlo_reduce_form.py: the oracle's print of each form (a
    function type folded when upstream's printer folds it, the compact reduce) is printed
    back byte for byte."""
    from mlir_ls.printer.module import print_result

    text = (ROOT / "tests" / "data" / "ods" / name).read_text()
    body = "\n".join(line for line in text.splitlines() if not line.startswith("//"))
    (chunk,) = analyze(body, registry=shared_registry(), strict=True).chunks
    assert [d.message for d in chunk.diagnostics] == []
    assert print_result(chunk.parse).rstrip("\n") == body.strip("\n")
