"""Completion from the parser's expectations at `$0` (issue 17)."""

from __future__ import annotations

import pytest

from mlir_ls.dialects.ods_import.tblgen import find_mlir_include
from mlir_ls.ide import CompletionItem, completion
from mlir_ls.ide.dialect_defs import scan_defs

from .support import analyse, cursor

FUNC = "func.func @f(%a: i32, %b: i32, %c: f32, %n: index) {{\n  {line}\n  return\n}}\n"


def items(line: str) -> list[CompletionItem]:
    analysis, fx = analyse(FUNC.format(line=line))
    return completion(analysis, cursor(fx))


def labels(line: str) -> list[str]:
    return [i.label for i in items(line)]


def test_op_names_narrowed_by_dialect() -> None:
    found = labels("%y = arith.$0")
    assert "arith.addi" in found and "arith.cmpi" in found
    assert all(label.startswith("arith.") for label in found)
    assert 30 < len(found) < 100
    assert all(label.startswith("arith.") for label in labels("%y = arith.ad$0"))


def test_enum_cases_of_the_op_being_written() -> None:
    found = items("%y = arith.cmpi $0")
    assert [i.label for i in found] == [
        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
    ]  # fmt: skip
    assert found[0].kind == "keyword" and "predicate" in found[0].detail
    assert "oeq" in labels("%y = arith.cmpf o$0")


def test_keyword_the_format_expects() -> None:
    assert labels("scf.for %i = %n $0") == ["to"]


def test_operand_position_offers_values_of_the_right_type_first() -> None:
    found = items("%y = arith.addi %a, $0")
    ranked = [i.label for i in sorted(found, key=lambda i: i.sort_text)]
    assert ranked[:2] == ["%a", "%b"] and "%c" in ranked


def test_never_the_value_being_defined() -> None:
    found = labels("%y = arith.addi %a, %$0")
    assert "%y" not in found and "%a" in found and "%b" in found


def test_types_after_a_colon() -> None:
    found = labels("%y = arith.addi %a, %b : $0")
    assert "i32" in found and "eq" not in found and "%a" not in found


def test_attribute_after_constant() -> None:
    assert "dense" in labels("%y = arith.constant $0")


def test_previous_behaviour_where_nothing_is_expected() -> None:
    assert "%a" in labels("func.return %$0")


@pytest.mark.skipif(find_mlir_include(None) is None, reason="upstream .td files not installed")
def test_dialect_attributes_and_types() -> None:
    analysis, fx = analyse("func.func @f(%m: memref<4xf32, #gpu.$0>) {\n  return\n}\n")
    found = [i.label for i in completion(analysis, cursor(fx))]
    assert "#gpu.address_space" in found and all(x.startswith("#gpu.") for x in found)
    analysis, fx = analyse("func.func @f(%p: !llvm.p$0) {\n  return\n}\n")
    assert [i.label for i in completion(analysis, cursor(fx))] == ["!llvm.ppc_fp128", "!llvm.ptr"]


def test_scan_defs_reads_mnemonics_from_ods_text() -> None:
    td = """
def Toy_Dialect : Dialect { let name = "toy"; }
class Toy_Attr<string name, string attrMnemonic> : AttrDef<Toy_Dialect, name> {
  let mnemonic = attrMnemonic;
}
def Toy_ShapeAttr : Toy_Attr<"Shape", "shape"> { let summary = "a shape"; }
def Toy_KindEnum : I32EnumAttr<"Kind", "kinds", [I32EnumAttrCase<"a", 0>]>;
def Toy_KindAttr : EnumAttr<Toy_Dialect, Toy_KindEnum, "kind">;
def Toy_BoxType : TypeDef<Toy_Dialect, "Box"> { let mnemonic = "box"; }
def Toy_AddOp : Op<Toy_Dialect, "add", [AllTypesMatch<["lhs", "result"]>]>;
"""
    found = [(d.kind, d.mnemonic, d.summary) for d in scan_defs([td], "toy")]
    assert found == [
        ("attribute", "kind", ""),
        ("attribute", "shape", "a shape"),
        ("type", "box", ""),
    ]
