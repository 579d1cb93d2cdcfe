"""Completion from the parser's expectations at `$0` (issue 17)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mlir_ls.config import DialectSettings
from mlir_ls.dialects.ods_import.loader import registry_for
from mlir_ls.dialects.ods_import.tblgen import find_mlir_include
from mlir_ls.ide import CompletionItem, completion
from mlir_ls.ide.analysis import Analysis, AnalysisOptions
from mlir_ls.ide.dialect_defs import scan_defs

from .support import analyse, cursor, parse_fixture

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
def Toy_KindB : I32EnumAttrCase<"B", 1, "b">;
def Toy_KindEnum : I32EnumAttr<"Kind", "kinds", [I32EnumAttrCase<"a", 0>, Toy_KindB]>;
def Toy_KindAttr : EnumAttr<Toy_Dialect, Toy_KindEnum, "kind">;
def Toy_BoxType : TypeDef<Toy_Dialect, "Box"> {
  let mnemonic = "box";
  let parameters = (ins "int":$width, DefaultValuedParameter<"X", "X($_ctxt)">:$x);
}
def Toy_AddOp : Op<Toy_Dialect, "add", [AllTypesMatch<["lhs", "result"]>]>;
"""
    found = [(d.kind, d.mnemonic, d.summary, d.params) for d in scan_defs([td], "toy")]
    # An enum attribute: the wrapped enum's description and cases (each its last string).
    assert found == [
        ("attribute", "kind", "kinds", ("a", "b")),
        ("attribute", "shape", "a shape", ()),
        ("type", "box", "", ("width", "x")),
    ]


# ---- the op being written spans lines ---------------------------------------------------------

GENERIC = """#map = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {{
  %r = linalg.generic {{indexing_maps = [#map, #map],
                       iterator_types = ["parallel"]}}
      {rest}
  return %b : tensor<4xf32>
}}
"""


def at(src: str) -> list[str]:
    analysis, fx = analyse(src)
    found = completion(analysis, cursor(fx))
    return [i.label for i in sorted(found, key=lambda i: i.sort_text or i.label)]


def test_attribute_dictionary_continued_on_the_next_line() -> None:
    # Keywords first, then the punctuation that may come instead (the region's `{`).
    assert at(GENERIC.format(rest="$0")) == ["ins", "outs", "{"]
    assert at(GENERIC.format(rest="ins(%a : tensor<4xf32>)\n      $0")) == ["outs", "{"]
    # The operand list continued: values of that op, from its own line on.
    assert at(GENERIC.format(rest="ins(%a,\n          $0")) == ["%a", "%b"]


def test_enum_case_on_the_line_after_the_op_name() -> None:
    assert labels("%y = arith.cmpi\n      $0")[:3] == ["eq", "ne", "slt"]
    assert labels("scf.for %i = %n\n      $0") == ["to"]


def test_value_defined_lines_above_is_not_offered() -> None:
    found = labels("%y = arith.addi %a,\n      %$0")
    assert "%y" not in found and "%a" in found


def test_a_new_op_after_a_complete_one_or_on_a_regions_first_line() -> None:
    found = labels("%x = arith.addi %a, %b : i32\n  $0")
    assert "arith.addi" in found and "%a" not in found
    region = (
        "func.func @f(%n: index) {\n  scf.for %i = %n to %n step %n {\n    $0\n  }\n  return\n}\n"
    )
    assert "arith.addi" in at(region)
    # A value after a complete op on the line above is not excluded as 'being defined'.
    assert "%x" in labels("%x = arith.addi %a, %b : i32\n  func.return %$0")


def test_region_block_of_a_multi_line_op() -> None:
    src = GENERIC.format(
        rest="ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {\n  ^bb0(%in: f32, %out: f32):\n"
        "    $0\n  } -> tensor<4xf32>"
    )
    assert "linalg.yield" in at(src) or "yield" in at(src)


# ---- enums written as strings -------------------------------------------------------------------


def test_llvm_icmp_string_predicate() -> None:
    src = "func.func @f(%a: i32, %b: i32) {{\n  %y = llvm.icmp {rest}\n  return\n}}\n"
    analysis, fx = analyse(src.format(rest="$0"))
    cases = completion(analysis, cursor(fx))
    assert [i.label for i in cases][:3] == ['"eq"', '"ne"', '"slt"']
    assert all(i.insert == i.label for i in cases) and "predicate" in cases[0].detail
    # With the opening quote typed, the quote is replaced too.
    analysis, fx = analyse(src.format(rest='"s$0'))
    typed = completion(analysis, cursor(fx))
    assert '"slt"' in [i.label for i in typed]
    start = analysis.text.index('"s')
    assert typed[0].replace.start == start
    assert '"oeq"' in at("func.func @f(%a: f32) {\n  %y = llvm.fcmp $0\n  return\n}\n")


def test_keyword_enums_stay_bare() -> None:
    assert "slt" in labels("%y = arith.cmpi $0") and '"slt"' not in labels("%y = arith.cmpi $0")


def _dialect_items(src: str) -> dict[str, CompletionItem]:
    analysis, fx = analyse(src)
    return {i.label: i for i in completion(analysis, cursor(fx))}


def test_dialect_symbols_defined_in_cpp_come_from_the_hand_written_dialects() -> None:
    # `!llvm.void`/`!llvm.token` and `!gpu.async.token` are C++ types upstream (no `.td` def).
    found = _dialect_items("func.func @f(%p: !llvm.$0) {\n  return\n}\n")
    assert {"!llvm.void", "!llvm.token", "!llvm.struct", "!llvm.ptr"} <= set(found)
    found = _dialect_items("func.func @f(%p: !gpu.$0) {\n  return\n}\n")
    assert "!gpu.async.token" in found
    # Parameters as detail: a metadata schema and an enum's cases.
    found = _dialect_items("func.func @f() attributes {a = #llvm.$0} {\n  return\n}\n")
    assert found["#llvm.di_file"].detail.startswith("<name, directory>")
    assert found["#llvm.linkage"].detail.startswith("<external, available_externally")


@pytest.mark.skipif(find_mlir_include(None) is None, reason="upstream .td files not installed")
def test_dialect_symbol_parameters_from_the_td_defs() -> None:
    found = _dialect_items("func.func @f() attributes {a = #gpu.$0} {\n  return\n}\n")
    assert found["#gpu.object"].detail.startswith("<target, format, object, properties")
    found = _dialect_items("func.func @f() attributes {a = #sparse_tensor.$0} {\n  return\n}\n")
    assert "#sparse_tensor.encoding" in found


@pytest.mark.skipif(find_mlir_include(None) is None, reason="upstream .td files not installed")
def test_types_of_dialects_named_xdialect_are_found_in_their_td_defs() -> None:
    # `def ShapeDialect : Dialect` names its types `Shape_ShapeType : Shape_Type<...>`.
    found = _dialect_items("func.func @f(%s: !shape.$0) {\n  return\n}\n")
    assert {"!shape.shape", "!shape.size", "!shape.value_shape", "!shape.witness"} <= set(found)
    found = _dialect_items("func.func @f(%t: !async.$0) {\n  return\n}\n")
    assert {"!async.token", "!async.group", "!async.coro.id"} <= set(found)
    assert found["!async.value"].detail.startswith("<valueType>")
    found = _dialect_items("func.func @f(%t: !smt.b$0) {\n  return\n}\n")
    assert set(found) == {"!smt.bool", "!smt.bv"} and found["!smt.bv"].detail.startswith("<width>")


def test_types_upstream_parses_in_cpp_come_with_their_parameters() -> None:
    found = _dialect_items("func.func @f(%q: !quant.$0) {\n  return\n}\n")
    assert set(found) == {"!quant.uniform", "!quant.any", "!quant.calibrated"}
    assert found["!quant.uniform"].detail.startswith(
        "<storage-type:expressed-type, scale:zero-point>"
    )
    found = _dialect_items("func.func @f(%p: !spirv.$0) {\n  return\n}\n")
    assert {"!spirv.ptr", "!spirv.array", "!spirv.struct", "!spirv.coopmatrix"} <= set(found)
    assert found["!spirv.ptr"].detail.startswith("<pointee-type, storage-class>")
    # `#sparse_tensor.encoding<{...}>`: the keys its C++ parser reads, as its parameters.
    src = "func.func @f() attributes {a = #sparse_tensor.enc$0} {\n  return\n}\n"
    found = _dialect_items(src)
    assert found["#sparse_tensor.encoding"].detail.startswith(
        "<map, posWidth, crdWidth, explicitVal, implicitVal>"
    )


ENCODING = (
    "#enc = #sparse_tensor.encoding<{{ {body} }}>\n"
    "func.func @f(%t: tensor<4x4xf32, #enc>) {{\n  return\n}}\n"
)


def _body(body: str) -> list[tuple[str, str]]:
    analysis, fx = analyse(ENCODING.format(body=body))
    return [(i.label, i.insert) for i in completion(analysis, cursor(fx))]


def test_sparse_encoding_keys_levels_and_properties() -> None:
    keys = ["map", "posWidth", "crdWidth", "explicitVal", "implicitVal"]
    assert _body("$0") == [(k, f"{k} = ") for k in keys]
    # Keys already written are not offered again; commas inside the map do not count.
    written = "map = (d0, d1) -> (d0 : dense, d1 : compressed), po$0"
    assert [label for label, _ in _body(written)] == keys[1:]
    assert [label for label, _ in _body("posWidth = $0")] == ["0", "8", "16", "32", "64"]
    levels = [label for label, _ in _body("map = (d0, d1) -> (d0 : dense, d1 : com$0)")]
    assert levels[:3] == ["dense", "batch", "compressed"] and "singleton" in levels
    # Block sparsity: a level expression before the `:`.
    assert "dense" in [lb for lb, _ in _body("map = (i, j) -> (i floordiv 2 : $0)")]
    props = _body("map = (d0) -> (d0 : compressed(nonunique, $0))")
    assert [label for label, _ in props] == ["nonordered", "soa"]
    # A map's dimensions: nothing to offer (not the builtin types).
    assert _body("map = (d0, $0") == []


# ---- what else the parser's messages and trials say -------------------------------------------


def test_flags_enum_named_in_an_error() -> None:
    # `expected one of [none, nsw, nuw] for overflow flags`
    assert labels("%y = arith.addi %a, %b overflow<$0") == ["none", "nsw", "nuw"]


def test_punctuation_just_typed_without_a_space() -> None:
    # At the end of the text the error points at its last character: still the expectation.
    found = labels("%y = arith.cmpi sgt,$0")
    assert "%a" in found and "%y" not in found and "eq" not in found


def test_index_list_may_be_empty_values_and_the_closing_bracket() -> None:
    src = "func.func @f(%m: memref<4xf32>, %i: index) {\n  %v = memref.load %m[$0\n  return\n}\n"
    found = at(src)
    assert found[-1] == "]" and {"%i", "%m"} <= set(found) and "i32" not in found


def test_successors_are_blocks_even_right_above_their_label() -> None:
    src = "func.func @f(%c: i1) {{\n  {line}\n^bb1:\n  return\n^exit(%x: i32):\n  return\n}}\n"
    # `cf.br` then `^bb1:` on the next line parses as `cf.br ^bb1` and a stray `:`.
    assert at(src.format(line="cf.br $0")) == ["^bb1", "^exit"]
    assert at(src.format(line="cf.cond_br %c, ^exit, $0")) == ["^bb1", "^exit"]


def test_symbol_reference_only_offers_symbols() -> None:
    src = "func.func @g() {\n  func.call $0\n  return\n}\nfunc.func private @h()\n"
    assert at(src) == ["@g", "@h"]


def test_punctuation_that_may_come_next() -> None:
    assert labels("%r = vector.reduction $0") == ["<"]
    assert labels("scf.if %a $0") == ["{", "->"]
    assert labels("%w = scf.while $0") == [":", "("]
    assert labels("%m = memref.alloc() $0") == [":", "[", "{"]
    found = items("%m = memref.alloc() $0")
    assert {i.detail for i in found} == {"expected next"}


def test_after_a_complete_op_on_its_line_only_what_it_still_takes() -> None:
    assert labels("%x = arith.addi %a, %b : i32 $0") == []
    # A declaration may still get `attributes` or a body; `func.return` its operands.
    src = "func.func @g(%a: i32) -> i32 {rest}\n"
    assert at(src.format(rest="$0")) == ["attributes", "{"]
    assert at(src.format(rest="attr$0")) == ["attributes", "{"]
    assert labels("func.return $0") == ["%a", "%b", "%c", "%n", "{"]


def test_unknown_custom_form_offers_values_and_types() -> None:
    found = labels("%x = foo.bar $0")
    assert "%a" in found and "i32" in found and "arith.addi" not in found
    # On the next line a new op starts (an unknown form ends with its line).
    assert "arith.addi" in labels("%x = foo.bar %a\n  $0")


def test_a_bracket_left_open_lines_above_does_not_hide_the_op() -> None:
    src = FUNC.format(line="%x = arith.addi %a, %b overflow<\n  %y = arith.cmpi $0")
    analysis, fx = analyse(src)
    assert [i.label for i in completion(analysis, cursor(fx))][:2] == ["eq", "ne"]


def test_values_of_unknown_type_show_a_question_mark_and_do_not_rank_first() -> None:
    found = items("%x = foo.bar\n  %y = arith.addi %x, $0")
    by_label = {i.label: i for i in found}
    assert by_label["%x"].detail == "?" and by_label["%a"].detail == "i32"
    # `%x`'s type says nothing: `%a` ranks first as arith.addi's `rhs` takes an integer.
    assert by_label["%x"].sort_text[0] == "1" and by_label["%a"].sort_text[0] == "0"
    assert by_label["%c"].sort_text[0] == "1"  # f32


def test_values_of_the_type_of_the_operand_being_written_first() -> None:
    src = "func.func @f(%m: memref<4xf32>, %i: index, %a: i32, %c: f32) {{\n  {line}\n}}\n"
    # `memref.load`'s indices are `index` (its operands do not share their type: the
    # memref written before the bracket says nothing).
    assert at(src.format(line="%v = memref.load %m[$0"))[:2] == ["%i", "%a"]
    ranked = at(src.replace("%c: f32", "%p: !llvm.ptr").format(line="%v = llvm.load $0"))
    assert ranked[0] == "%p"
    # Before any operand of an integer op: the integers and indexes, not the float.
    ranked = at(src.format(line="%v = arith.addi $0"))
    assert ranked.index("%c") > max(ranked.index("%a"), ranked.index("%i"))


TBLGEN = Path("/usr/lib/llvm-22/bin/llvm-tblgen")
MLIR_INCLUDE = Path("/usr/lib/llvm-22/include")


@pytest.mark.skipif(
    not TBLGEN.is_file() or not (MLIR_INCLUDE / "mlir" / "Dialect" / "Shape").is_dir(),
    reason="needs LLVM 22's llvm-tblgen and MLIR's .td files (upstream dialects imported)",
)
def test_imported_op_parsed_in_cpp_offers_values_not_op_names() -> None:
    registry = registry_for(DialectSettings(tblgen=str(TBLGEN), mlir_include=MLIR_INCLUDE)).registry
    fixture = parse_fixture("func.func @f(%w: !shape.witness) {\n  shape.assuming $0\n}\n")
    analysis = Analysis.of(fixture.text, AnalysisOptions(registry=registry))
    found = [i.label for i in completion(analysis, cursor(fixture), registry)]
    assert "%w" in found and "shape.assuming" not in found


def test_nothing_inside_a_comment() -> None:
    assert labels("// CHECK: arith.$0") == []
    assert labels("%y = arith.addi %a, %b : i32 // the sum of %$0") == []
    # `//` inside a string is not a comment.
    assert "%a" in labels('"te//st.op"(%$0) : (i32) -> ()')


@pytest.mark.skipif(find_mlir_include(None) is None, reason="upstream .td files not installed")
def test_defs_in_a_td_file_included_by_a_relative_name() -> None:
    # ArmSMEOps.td writes `include "ArmSME.td"` (beside it), where the dialect is defined.
    found = _dialect_items("func.func @f() attributes {a = #arm_sme.$0} {\n  return\n}\n")
    assert {"#arm_sme.type_size", "#arm_sme.layout"} <= set(found)
    assert found["#arm_sme.layout"].detail.startswith("<horizontal, vertical>")
