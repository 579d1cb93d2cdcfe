"""Upstream dialects imported from LLVM 22's `.td` files (annotated inputs).

`newer_upstream.mlir` writes ops and syntax of a newer MLIR than the `.td` files: they give
warnings, never errors; `upstream_check.mlir` checks what `known.py` and op-level
predicates add; `sparse_encoding.mlir` the C++ parser of `#sparse_tensor.encoding` that
`sparse_encoding.py` writes; `handwritten_gaps_*.mlir` the ops hand-written dialects leave
to a placeholder, taken from their `.td` files (`gaps.py`). Skips with a reason without LLVM 22's TableGen and include folder.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from conftest import DATA
from expected_support import expectation_problems
from mlir_ls.config import DialectSettings
from mlir_ls.dialects.ods_import.loader import registry_for
from mlir_ls.ir.spec import Registry
from mlir_ls.verify.check import analyze

TBLGEN = Path("/usr/lib/llvm-22/bin/llvm-tblgen")
MLIR_INCLUDE = Path("/usr/lib/llvm-22/include")

pytestmark = pytest.mark.skipif(
    not TBLGEN.is_file()
    or not (MLIR_INCLUDE / "mlir" / "Dialect" / "OpenACC" / "OpenACCOps.td").is_file(),
    reason="needs LLVM 22's llvm-tblgen and MLIR's .td files (Debian: llvm-22, libmlir-22-dev)",
)


@cache
def registry() -> Registry:
    settings = DialectSettings(tblgen=str(TBLGEN), mlir_include=MLIR_INCLUDE)
    return registry_for(settings).registry


@pytest.mark.parametrize(
    "name",
    [
        "newer_upstream.mlir",
        "upstream_check.mlir",
        "sparse_encoding.mlir",
        "handwritten_gaps_check.mlir",
    ],
)
def test_annotated(name: str) -> None:
    text = (DATA / "ods" / name).read_text()
    analysis = analyze(text, split_marker="// -----", registry=registry(), strict=True)
    assert expectation_problems(text, analysis) == []


def test_struct_params_type_and_stripped_form_print_as_upstream() -> None:
    """A type whose format is `<` struct(params) `>` prints `a = x, b = y`; a value of
    that type is written without the `!nvgpu.tensormap.descriptor` prefix in a format."""
    from mlir_ls.printer.module import print_result

    descriptor = (
        "tensor = memref<128x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, "
        "interleave = none"
    )
    written = descriptor.replace(", s", ",\n    s").replace(", l", ",\n    l")
    text = f"""func.func @f(%d: !nvgpu.tensormap.descriptor<
    {written}>, %v: memref<128x32xf32, 3>, %i: index) {{
  nvgpu.tma.async.store %v to %d[%i, %i] : memref<128x32xf32, 3> -> <{descriptor}>
  return
}}
"""
    (chunk,) = analyze(text, registry=registry()).chunks
    assert [d.message for d in chunk.diagnostics] == []
    printed = print_result(chunk.parse)
    assert f"%arg0: !nvgpu.tensormap.descriptor<{descriptor}>" in printed
    assert f": memref<128x32xf32, 3> -> <{descriptor}>" in printed


def test_sparse_encoding_prints_as_upstream() -> None:
    """SparseTensorEncodingAttr::print: `<{ map = ... }>`, variables renamed `d0...`,
    properties in upstream's order, non-default widths, values as the printer spells them."""
    from mlir_ls.printer.module import print_result

    text = """#a = #sparse_tensor.encoding<{map = {l0, l1} (i = l1, j = l0) -> (l0 = j : dense,
  l1 = i : compressed(nonordered, nonunique)), crdWidth = 16, explicitVal = 1.0 : f32}>
#b = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j : dense, i mod 2 : dense)}>
#c = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), explicitVal = 0.0667 : f64,
  implicitVal = 0.0 : f64}>
func.func private @f(tensor<?x?xf32, #a>, tensor<4x4xf64, #b>, tensor<?xf64, #c>)
"""
    (chunk,) = analyze(text, registry=registry()).chunks
    assert [d.message for d in chunk.diagnostics] == []
    printed = print_result(chunk.parse).splitlines()
    assert printed[0] == (
        "#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : "
        "compressed(nonunique, nonordered)), crdWidth = 16, explicitVal = 1.000000e+00 : f32 }>"
    )
    assert printed[1] == (
        "#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> "
        "(d0 floordiv 2 : dense, d1 : dense, d0 mod 2 : dense) }>"
    )
    assert printed[2] == (  # as the oracle (LLVM 24) prints it
        "#sparse2 = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), explicitVal = "
        "0.066699999999999995 : f64, implicitVal = 0.000000e+00 : f64 }>"
    )


def test_ml_program_globals_print_as_upstream() -> None:
    """custom<SymbolVisibility> and custom<TypedInitialValue> print as ml_program's C++
    does, and a load is named after its global (as the oracle printed this input)."""
    from mlir_ls.printer.module import print_result

    text = """ml_program.global private mutable @var(dense<4> : tensor<4xi32>) : tensor<?xi32>
ml_program.global public @c(42 : i64) : i64
ml_program.global nested mutable @u : i32
func.func @f(%a: i32) -> i64 {
  %0 = ml_program.global_load_const @c : i64
  %1 = ml_program.global_load @var : tensor<?xi32>
  ml_program.global_store @u = %a : i32
  return %0 : i64
}
"""
    (chunk,) = analyze(text, registry=registry()).chunks
    assert [d.message for d in chunk.diagnostics] == []
    assert print_result(chunk.parse).splitlines() == [
        "module {",
        "  ml_program.global private mutable @var(dense<4> : tensor<4xi32>) : tensor<?xi32>",
        "  ml_program.global public @c(42 : i64) : i64",
        "  ml_program.global nested mutable @u : i32",
        "  func.func @f(%arg0: i32) -> i64 {",
        "    %c = ml_program.global_load_const @c : i64",
        "    %var = ml_program.global_load @var : tensor<?xi32>",
        "    ml_program.global_store @u = %arg0 : i32",
        "    return %c : i64",
        "  }",
        "}",
    ]


def test_partly_read_custom_form_is_refused_by_print() -> None:
    """`shard.grid @g(shape = 4x4)`: `custom<DimensionList>` is read without its C++, so
    the shape is not recorded; printing it (generic) would drop it: `print` refuses."""
    from mlir_ls.printer.unknown import refusal, unprintable_op
    from mlir_ls.text.span import Span

    (chunk,) = analyze("shard.grid @g(shape = 4x4)\n", registry=registry()).chunks
    assert [d.message for d in chunk.diagnostics if d.is_error] == []
    op = unprintable_op(chunk.parse.module)
    assert op is not None and op.name == "shard.grid"
    assert (
        "part of its custom syntax is read without its C++ parser"
        in refusal(op, Span(0, 0)).message
    )


def test_ops_hand_written_dialects_leave_to_placeholders_come_from_their_td() -> None:
    """The oracle's print of ops nvvm and bufferization do not describe: clean (no "unknown
    operation" warning), printed back byte for byte; `default_registry()` still gives them
    placeholders, and the shared hand-written dialects are not changed."""
    from mlir_ls.dialects import default_registry
    from mlir_ls.dialects.ods_import.ops import ODS_IMPORTED
    from mlir_ls.ir.spec import PLACEHOLDER
    from mlir_ls.printer.module import print_result

    text = (DATA / "ods" / "handwritten_gaps_roundtrip.mlir").read_text()
    body = "\n".join(line for line in text.splitlines() if not line.startswith("//"))
    (chunk,) = analyze(body, registry=registry(), strict=True).chunks
    assert [d.message for d in chunk.diagnostics] == []
    assert print_result(chunk.parse).rstrip("\n") == body.strip("\n")
    (alone,) = analyze(body).chunks
    assert any("unknown operation 'nvvm.pmevent'" in d.message for d in alone.diagnostics)

    for name in ("nvvm.pmevent", "bufferization.dealloc"):
        imported = registry().lookup_op(name)
        assert imported is not None and ODS_IMPORTED in imported.traits, name
        assert imported.definition is not None and imported.definition[0].endswith("Ops.td")
        assert imported.description
        hand = default_registry().lookup_op(name)
        assert hand is not None and PLACEHOLDER in hand.traits, name
        dialect = default_registry().dialect(name.split(".")[0])
        assert dialect is not None and name not in dialect.ops
    assert "nvvm.pmevent" in {op.name for op in registry().all_ops()}


def test_gaps_only_where_the_hand_written_dialect_has_a_placeholder() -> None:
    """An op LLVM 22 defines that the hand-written rocdl dialect does not (it has no
    placeholder: LLVM 24 dropped `rocdl.grid.dim.x`) stays unknown, as the oracle says; a
    hand-written op keeps its own spec."""
    from mlir_ls.dialects import default_registry

    (chunk,) = analyze(
        "llvm.func @f() {\n  %0 = rocdl.grid.dim.x : i32\n  llvm.return\n}\n",
        registry=registry(),
    ).chunks
    assert [d.message for d in chunk.diagnostics] == ["custom op 'rocdl.grid.dim.x' is unknown"]
    assert registry().lookup_op("nvvm.barrier") is default_registry().lookup_op("nvvm.barrier")
