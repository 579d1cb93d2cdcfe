"""The gpu dialect beyond byte-exact custom round trips (test_llvm_gpu_roundtrip.py):

- the generic form of every op (`roundtrip/gpu.mlir` printed generically, read back and
  printed in custom form gives the file again), with upstream's stored defaults;
- canonical spellings of gpu attributes (`#gpu.object`, kernel tables, `#gpu.select_object`);
- the notes upstream attaches to some findings.
Expected texts were checked with `../shared/tools/mlir-oracle` (and `--generic`).
"""

from __future__ import annotations

from conftest import DATA
from mlir_ls.dialects import default_registry
from mlir_ls.parser import ParseOptions, parse
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_result
from mlir_ls.verify.check import analyze

OPTIONS = ParseOptions(allow_unregistered=True)


def _print(text: str, generic: bool = False) -> str:
    result = parse(text, default_registry(), OPTIONS)
    assert [d.message for d in result.diagnostics if d.is_error] == []
    return print_result(result, PrintOptions(generic=generic))


def test_generic_form_of_every_op_reads_back() -> None:
    text = (DATA / "dialects" / "roundtrip" / "gpu.mlir").read_text(encoding="utf-8")
    generic = _print(text, generic=True)
    assert _print(generic).rstrip("\n") == text.rstrip("\n")


def test_generic_form_stores_defaults() -> None:
    generic = _print(
        (DATA / "dialects" / "roundtrip" / "gpu.mlir").read_text(encoding="utf-8"), True
    )
    assert '"gpu.barrier"() <{scope = #gpu.barrier_scope<workgroup>}> : () -> ()' in generic
    assert 'offloadingHandler = #gpu.select_object, sym_name = "binary"' in generic
    assert "cluster_stride = 1 : i32, op = #gpu<all_reduce_op add>" in generic
    assert "modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>" in generic
    assert "<{cooperative, kernel = @kernels::@kernel_2," in generic
    assert '"gpu.func"() <{function_type = () -> (), kernel}>' in generic


def test_gpu_attribute_spellings() -> None:
    text = (
        "gpu.binary @b <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "
        'properties = { O = 3 }, kernels = #gpu.kernel_table<[#gpu.kernel_metadata<"z", '
        '() -> ()>, #gpu.kernel_metadata<"a", (i32) -> (), metadata = {n = 1}>]>, '
        'fatbin = "">]\n'
    )
    assert _print(text) == (
        "module {\n"
        "  gpu.binary @b <#gpu.select_object<1 : i64>> [#gpu.object<#nvvm.target, "
        'properties = {O = 3 : i64}, kernels = <[#gpu.kernel_metadata<"a", (i32) -> (), '
        'metadata = {n = 1 : i64}>, #gpu.kernel_metadata<"z", () -> ()>]>, "">]\n'
        "}\n"
    )


def test_result_names_follow_ods() -> None:
    text = (
        "func.func @f(%n: index, %m: memref<?xf64>, %i: memref<?xindex>) {\n"
        "  %t = gpu.wait async\n"
        "  %0:2 = gpu.create_coo async [%t] %n, %n, %n, %i, %i, %m : memref<?xindex>, "
        "memref<?xindex>, memref<?xf64>\n"
        "  %1 = gpu.destroy_sp_mat async [%0#1] %0#0\n"
        "  return\n"
        "}\n"
    )
    printed = _print(text)
    assert "%spmat, %asyncToken = gpu.create_coo async [%0]" in printed
    assert "%1 = gpu.destroy_sp_mat async [%asyncToken] %spmat" in printed


def _notes(text: str) -> list[tuple[str, list[str]]]:
    analysis = analyze(text)
    return [(d.message, [r.message for r in d.related]) for d in analysis.diagnostics]


def test_kernel_definition_note() -> None:
    text = """module attributes {gpu.container_module} {
  gpu.module @k {
    memref.global "private" @f : memref<4xi32>
  }
  func.func @launch(%sz: index) {
    gpu.launch_func @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}
"""
    assert _notes(text) == [
        (
            "'gpu.launch_func' op referenced kernel '@k::@f' is not a function",
            ["see the kernel definition here"],
        )
    ]


def test_return_and_launch_body_notes() -> None:
    text = """gpu.module @m {
  gpu.func @f() {
    %0 = arith.constant 0 : index
    gpu.return %0 : index
  }
}
"""
    assert _notes(text) == [
        ("'gpu.return' op expected 0 result operands", ["return type declared here"])
    ]
    text = """func.func @f(%sz: index) {
  gpu.launch blocks(%a, %b, %c) in (%d = %sz, %e = %sz, %f = %sz) threads(%g, %h, %i) in (%j = %sz, %k = %sz, %l = %sz) {
    "gpu.yield"() : () -> ()
  }
  return
}
"""
    assert _notes(text) == [
        (
            "expected 'gpu.terminator' or a terminator with successors",
            ["in 'gpu.launch' body region"],
        )
    ]
