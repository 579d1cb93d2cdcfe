"""Snippets for an op's whole custom form (issue 17): completing an op name at `$0`."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from mlir_ls.config import DialectSettings
from mlir_ls.dialects import default_registry
from mlir_ls.dialects.ods_import.loader import registry_for
from mlir_ls.ide import completion
from mlir_ls.ide.analysis import Analysis, AnalysisOptions
from mlir_ls.ide.snippets import escape, generic_snippet, op_snippet, template_snippet
from mlir_ls.ir.spec import Registry

from .support import analyse, cursor, parse_fixture

TBLGEN = Path("/usr/lib/llvm-22/bin/llvm-tblgen")
MLIR_INCLUDE = Path("/usr/lib/llvm-22/include")


def snippet_at(src: str, label: str) -> str:
    analysis, fx = analyse(src)
    (item,) = [i for i in completion(analysis, cursor(fx)) if i.label == label]
    assert item.insert == label  # clients without snippet support insert the name alone
    return item.snippet


def test_declarative_format_with_tab_stops() -> None:
    src = "func.func @f(%a: i32) {\n  %y = arith.ad$0\n  return\n}\n"
    assert snippet_at(src, "arith.addi") == "arith.addi ${1:%lhs}, ${2:%rhs} : ${3:type}"


def test_enum_attribute_is_a_choice_and_punctuation_keeps_upstream_spacing() -> None:
    src = "func.func @f(%a: i32) {\n  %y = arith.cm$0\n  return\n}\n"
    assert snippet_at(src, "arith.cmpi") == (
        "arith.cmpi ${1|eq,ne,slt,sle,sgt,sge,ult,ule,ugt,uge|}, ${2:%lhs}, ${3:%rhs} : ${4:type}"
    )
    src = "func.func @f(%m: memref<4xf32>) {\n  %y = memref.lo$0\n  return\n}\n"
    assert snippet_at(src, "memref.load") == "memref.load ${1:%memref}[${2:%indices}] : ${3:type}"


def test_successors_custom_directives_and_the_default_dialect() -> None:
    registry = default_registry()
    assert op_snippet(registry.lookup_op("cf.cond_br")) == (  # type: ignore[arg-type]
        "cf.cond_br ${1:%condition}, ${2:^bb}, ${3:^bb}"
    )
    slice_ = op_snippet(registry.lookup_op("tensor.extract_slice"))  # type: ignore[arg-type]
    assert slice_ == (
        "tensor.extract_slice ${1:%source}${2:%offsets} ${3:%sizes} ${4:%strides}"
        " : ${5:type} to ${6:type}"
    )
    # Under func.func the default dialect is func: `return` completes without its prefix.
    src = "func.func @f(%a: i32) -> i32 {\n  ret$0\n}\n"
    assert snippet_at(src, "return").startswith("return")


def test_regions_put_the_final_cursor_inside() -> None:
    registry = default_registry()
    spec = registry.lookup_op("tensor.generate")
    assert spec is not None
    assert op_snippet(spec) == "tensor.generate ${1:%dynamicExtents} {\n\t$0\n\\} : ${2:type}"


def test_generic_form_for_ops_without_a_custom_form() -> None:
    spec = default_registry().lookup_op("llvm.intr.ctlz")
    assert spec is not None and spec.format is None and spec.parse is None
    assert (
        op_snippet(spec)
        == generic_snippet(spec)
        == (
            '"llvm.intr.ctlz"(${1:%in}) <{is_zero_poison = ${2:is_zero_poison}\\}>'
            " : (${3:type}) -> ${4:type}"
        )
    )


def test_hand_parsed_ops_complete_to_their_template() -> None:
    # `scf.for` is parsed by hand-written code: its snippet is its checked template's.
    src = "func.func @f(%n: index) {\n  scf.f$0\n  return\n}\n"
    assert snippet_at(src, "scf.for") == (
        "scf.for ${1:%iv} = ${2:%lb} to ${3:%ub} step ${4:%step} {\n\t$0\n\\}"
    )
    src = "llvm.func @f(%a: i32) {\n  %c = llvm.ic$0\n  llvm.return\n}\n"
    assert snippet_at(src, "llvm.icmp") == (
        'llvm.icmp "${1|eq,ne,slt,sle,sgt,sge,ult,ule,ugt,uge|}" ${2:%lhs}, ${3:%rhs} : ${4:i32}'
    )
    # Under func.func the default dialect drops the prefix of the template too.
    src = "func.func @f(%a: i32) -> i32 {\n  ret$0\n}\n"
    assert snippet_at(src, "return") == "return ${1:%value} : ${2:i32}"
    src = "module {\n  func.fu$0\n}\n"
    assert snippet_at(src, "func.func") == (
        "func.func ${1:@name}(${2:%arg0}: ${3:i32}) -> ${4:i32} {\n\t$0\n\\}"
    )


def test_every_hand_parsed_op_of_the_described_dialects_has_a_snippet() -> None:
    registry = default_registry()
    missing = [s.name for s in registry.all_ops() if op_snippet(s) is None]
    assert missing == []


@functools.cache
def _imported() -> Registry:
    return registry_for(DialectSettings(tblgen=str(TBLGEN), mlir_include=MLIR_INCLUDE)).registry


@pytest.mark.skipif(
    not TBLGEN.is_file() or not (MLIR_INCLUDE / "mlir" / "Dialect" / "Shape").is_dir(),
    reason="needs LLVM 22's llvm-tblgen and MLIR's .td files (Debian: llvm-22, libmlir-22-dev)",
)
def test_imported_ops_upstream_template_or_generic_form() -> None:
    registry = _imported()

    def imported_snippet(src: str, label: str) -> str:
        fixture = parse_fixture(src)
        options = AnalysisOptions(registry=registry)
        analysis = Analysis.of(fixture.text, options)
        (item,) = [i for i in completion(analysis, cursor(fixture)) if i.label == label]
        return item.snippet

    # `shape.assuming` has a C++ parser upstream: its template (checked with mlir-opt).
    src = "func.func @f(%w: !shape.witness) {\n  shape.assu$0\n  return\n}\n"
    assert imported_snippet(src, "shape.assuming") == "shape.assuming ${1:%witness} {\n\t$0\n\\}"
    # `emitc.constant` has neither a format nor a C++ parser: upstream writes it generic.
    src = "func.func @f() {\n  %c = emitc.cons$0\n  return\n}\n"
    assert imported_snippet(src, "emitc.constant") == (
        '"emitc.constant"() <{value = ${1:value}\\}> : () -> ${2:type}'
    )


def test_template_snippet_numbers_stops_and_escapes_braces() -> None:
    template = "gpu.all_reduce ${|add,mul|} ${%v} {} : (${f32}) -> ${f32}"
    assert template_snippet(template) == (
        "gpu.all_reduce ${1|add,mul|} ${2:%v} {\\} : (${3:f32}) -> ${4:f32}"
    )


def test_escape() -> None:
    assert escape("a$b}c\\") == "a\\$b\\}c\\\\"
