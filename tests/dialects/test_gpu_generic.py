"""The gpu ops' generic forms: inherent attributes print as properties, as upstream does.

`tests/data/dialects/gpu_generic.mlir` is mlir-opt's `--mlir-print-op-generic` output
(checked with `../shared/tools/mlir-oracle --generic`) for gpu.warp_execute_on_lane_0,
gpu.yield, gpu.all_reduce, gpu.subgroup_reduce, gpu.shuffle and gpu.rotate; printing the
parsed module generically must give it back byte for byte, and the custom form of the same
ops must survive a custom -> generic -> custom trip.
"""

from __future__ import annotations

from conftest import DATA
from mlir_ls.dialects import default_registry
from mlir_ls.parser import parse
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_result


def _text(name: str) -> str:
    return (DATA / "dialects" / name).read_text(encoding="utf-8").split("\n", 1)[1]


def test_generic_print_round_trip() -> None:
    text = _text("gpu_generic.mlir")
    result = parse(text, default_registry())
    assert [d.message for d in result.diagnostics] == []
    printed = print_result(result, PrintOptions(generic=True))
    assert printed.rstrip("\n") == text.rstrip("\n")


def test_generic_to_custom_matches_custom_round_trip() -> None:
    generic = parse(_text("gpu_generic.mlir"), default_registry())
    custom = print_result(generic, PrintOptions())
    reparsed = parse(custom, default_registry())
    assert [d.message for d in reparsed.diagnostics] == []
    assert print_result(reparsed, PrintOptions(generic=True)).rstrip("\n") == _text(
        "gpu_generic.mlir"
    ).rstrip("\n")
    assert "gpu.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4xf32>)" in custom
    assert "%shuffleResult, %valid = gpu.shuffle xor" in custom


def test_launch_and_func_properties() -> None:
    text = """module attributes {gpu.container_module} {
  func.func @f(%arg0: index) {
    gpu.launch blocks(%a, %b, %c) in (%d = %arg0, %e = %arg0, %f = %arg0) threads(%g, %h, %i) in (%j = %arg0, %k = %arg0, %l = %arg0) module(@m) function(@k) cooperative workgroup(%w : memref<42xf32, 3>) {
      gpu.terminator
    }
    return
  }
  gpu.module @m {
    gpu.func @k() workgroup(%arg1 : memref<42xf32, 3>) kernel attributes {known_block_size = array<i32: 2, 3, 4>} {
      gpu.return
    }
  }
}
"""
    result = parse(text, default_registry())
    assert [d.message for d in result.diagnostics] == []
    printed = print_result(result, PrintOptions(generic=True))
    assert (
        "<{cooperative, function = @k, module = @m, operandSegmentSizes = array<i32: "
        "0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0>, workgroup_attributions = 1 : i64}>" in printed
    )
    assert (
        '"gpu.func"() <{function_type = () -> (), kernel, known_block_size = array<i32: 2, 3, 4>,'
        " workgroup_attributions = 1 : i64}>" in printed
    )
    assert '{sym_name = "k"} : () -> ()' in printed
