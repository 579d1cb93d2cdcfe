"""IR dumps (`--mlir-print-ir-after-all` logs): one outline entry per pass, folding per dump,
the same op in the previous/next dump, diffs, and no false errors.

tests/data/ide/ir_dump/*.mlir are logs written by upstream's mlir-opt 22:
`module_scope.mlir` (`--mlir-print-ir-before-all --mlir-print-ir-after-all
--mlir-print-ir-module-scope`, headers naming the op a pass ran on) and
`function_scope.mlir` (`--mlir-print-ir-after-all`: each dump prints one `func.func`);
`function_pass_messages.mlir` (`--mlir-disable-threading --mlir-print-ir-after-all
--pass-pipeline='builtin.module(func.func(cse,canonicalize),inline,symbol-dce)'`) with the
diagnostics a pass prints to the same stderr inserted between two dumps, in mlir-opt's format.
"""

from __future__ import annotations

from conftest import DATA
from mlir_ls.config import split_marker_for
from mlir_ls.ide import Analysis, AnalysisOptions, diagnostics, document_symbols, folding_ranges
from mlir_ls.ide.ir_dump import (
    diff_dumps,
    dump_at,
    dumps,
    is_ir_dump,
    neighbour_op,
    previous_dump,
    tool_messages,
)

from .support import analyse, cursor

DUMPS = DATA / "ide" / "ir_dump"

# Two dumps of `--mlir-print-ir-after-all -cse -canonicalize` (mlir-opt 22), cursor in the second.
SMALL = """// -----// IR Dump After CSE (cse) //----- //
func.func @main(%arg0: i32) -> i32 {
  %c1_i32 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1_i32 : i32
  %1 = arith.muli %0, %0 : i32
  %2 = func.call @helper(%1) : (i32) -> i32
  return %2 : i32
}

// -----// IR Dump After Canonicalizer (canonicalize) //----- //
func.func @main(%arg0: i32) -> i32 {
  %c1_i32 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1_i32 : i32
  %1 = arith.$0muli %0, %0 : i32
  %2 = func.call @helper(%1) : (i32) -> i32
  return %2 : i32
}
"""


def log(name: str) -> Analysis:
    text = (DUMPS / name).read_text()
    marker = split_marker_for("auto", text)
    assert marker == "// -----", "an IR dump is split into its dumps"
    return Analysis.of(text, AnalysisOptions(split_marker=marker))


def test_normal_files_split_as_before() -> None:
    assert split_marker_for("auto", "func.func @f() {\n  return\n}\n// -----x\n") is None
    assert (
        split_marker_for("auto", "// RUN: mlir-opt %s\n// -----// IR Dump After X (x) //----- //\n")
        == "// -----"
    )
    assert split_marker_for(False, SMALL) is None
    assert not is_ir_dump("// -----\nfunc.func @f()\n")


def test_outline_one_entry_per_pass_with_the_op_it_ran_on() -> None:
    analysis = log("module_scope.mlir")
    names = [s.name for s in document_symbols(analysis)]
    assert names[:3] == [
        "Before CSE (cse) on func.func @main",
        "After CSE (cse) on func.func @main",
        "Before Canonicalizer (canonicalize) on func.func @main",
    ]
    assert names[-1] == "After SymbolDCE (symbol-dce) on builtin.module"
    assert len(names) == len(dumps(analysis)) == 14
    # The entry's name range is its header line.
    first = document_symbols(analysis)[0]
    assert analysis.text[first.selection.start : first.selection.end].startswith(
        "// IR Dump Before CSE"
    )


def test_no_false_errors_in_dumps_of_one_function() -> None:
    for name in ("module_scope.mlir", "function_scope.mlir"):
        analysis = log(name)
        assert [d.message for d in diagnostics(analysis) if d.severity == "error"] == [], name
    # Without the split, the dumps' functions clash.
    text = (DUMPS / "function_scope.mlir").read_text()
    whole = Analysis.of(text, AnalysisOptions(split_marker=None))
    assert any("redefinition of symbol" in d.message for d in diagnostics(whole))


def test_a_real_undefined_symbol_is_still_reported_in_a_module_dump() -> None:
    analysis, _ = analyse(
        "// -----// IR Dump After CSE (cse) //----- //\nmodule {\n  func.func @f() {\n"
        "    func.call @nope() : () -> ()\n    return\n  }\n}\n\n"
        "// -----// IR Dump After DCE (dce) //----- //\nmodule {\n}\n"
    )
    assert any("nope" in d.message for d in diagnostics(analysis))


def test_folding_per_dump() -> None:
    analysis = log("function_scope.mlir")
    headers = [analysis.line_index.line_of(d.header.start) for d in dumps(analysis)]
    folds = {(f.start_line, f.end_line) for f in folding_ranges(analysis)}
    for i, line in enumerate(headers[:-1]):
        assert (line, headers[i + 1] - 1) in folds


def test_same_op_in_previous_and_next_dump() -> None:
    analysis, fx = analyse(SMALL)
    before = neighbour_op(analysis, cursor(fx), -1)
    assert before is not None and before.exact
    assert before.dump.title == "After CSE (cse)"
    assert SMALL.replace("$0", "")[before.span.start : before.span.end] == "arith.muli"
    assert before.span.start < SMALL.index("IR Dump After Canon")
    assert neighbour_op(analysis, cursor(fx), 1) is None  # the last dump


def test_same_op_by_symbol_in_a_module_scope_log() -> None:
    analysis = log("module_scope.mlir")
    text = analysis.text
    # The `arith.addi` of @helper in the dump after CSE on @helper...
    header = text.index("IR Dump After CSE (cse) ('func.func' operation: @helper)")
    at = text.index("arith.addi", text.index("func.func private @helper", header))
    found = neighbour_op(analysis, at, 1)
    assert found is not None and found.exact
    target = found.dump
    assert target.title == "Before Canonicalizer (canonicalize)" and target.symbol == "@helper"
    helper = text.index("func.func private @helper", target.header.start)
    assert text[found.span.start : found.span.end] == "arith.addi" and found.span.start > helper
    assert dump_at(analysis, found.span.start) == dump_at(analysis, at) + 1


def test_diff_of_two_dumps() -> None:
    analysis, _ = analyse(
        SMALL.replace("$0", "").replace(
            "%2 = func.call @helper(%1)", "%2 = func.call @helper(%0)", 1
        )
    )
    diff = diff_dumps(analysis, 0, 1)
    assert diff.startswith(
        "--- 1: After CSE (cse) on func.func @main\n"
        "+++ 2: After Canonicalizer (canonicalize) on func.func @main\n"
    )
    assert (
        "-  %2 = func.call @helper(%0) : (i32) -> i32\n+  %2 = func.call @helper(%1) : (i32) -> i32\n"
        in diff
    )
    assert diff_dumps(log("function_scope.mlir"), 1, 1) == ""


def test_the_op_a_pass_ran_on_read_from_the_dump_when_the_header_omits_it() -> None:
    # mlir-opt 22 names the op in the header only with `--mlir-print-ir-module-scope`.
    analysis = log("function_scope.mlir")
    names = [s.name for s in document_symbols(analysis)]
    assert names[:3] == [
        "After CSE (cse) on func.func @main",
        "After Canonicalizer (canonicalize) on func.func @main",
        "After CSE (cse) on func.func @helper",
    ]
    assert names[-2:] == [
        "After Inliner (inline) on builtin.module",
        "After SymbolDCE (symbol-dce) on builtin.module",
    ]


def test_next_dump_of_the_same_function_skips_other_functions_dumps() -> None:
    analysis = log("function_scope.mlir")
    text = analysis.text
    found = dumps(analysis)
    # `arith.muli` of @main after canonicalize: the next dumps (2-6) are of @helper and
    # @unused; the next dump of @main is the inliner's nested canonicalize (7).
    at = text.index("arith.muli", found[1].header.start)
    after = neighbour_op(analysis, at, 1)
    assert after is not None and after.exact
    assert after.dump.symbol == "@main" and dump_at(analysis, after.span.start) == 7
    assert text[after.span.start : after.span.end] == "arith.muli"
    # Back from there: dump 1, not the @helper dump just before it.
    back = neighbour_op(analysis, after.span.start, -1)
    assert back is not None and back.exact and dump_at(analysis, back.span.start) == 1
    # An op a later pass removed: the next dump of its function, inexactly.
    gone = text.index("arith.muli", found[3].header.start)
    assert dumps(analysis)[3].symbol == "@helper"
    later = neighbour_op(analysis, gone, 1)
    assert later is not None and later.dump.symbol == "@helper"


def test_diff_against_the_previous_dump_of_the_same_function() -> None:
    analysis = log("function_scope.mlir")
    assert previous_dump(analysis, 3) == 2  # @helper after canonicalize: after CSE
    assert previous_dump(analysis, 6) == 3  # @helper again, after the @unused dumps
    assert previous_dump(analysis, 7) == 1  # @main: its dump before the other functions'
    assert previous_dump(analysis, 10) == 9  # a module dump: the dump before it
    assert previous_dump(analysis, 0) is None


def test_the_tools_own_messages_in_the_log_are_no_errors() -> None:
    analysis = log("function_pass_messages.mlir")
    assert [d.message for d in diagnostics(analysis) if d.severity == "error"] == []
    chunk = analysis.document.chunks[dumps(analysis)[2].chunk]
    quoted = [chunk.text[s.start : s.end].splitlines() for s in tool_messages(chunk.text)]
    # Each message with the source line it quotes and the caret under it.
    assert [len(lines) for lines in quoted] == [3, 3, 1]
    assert quoted[1][1].strip().startswith("// expected-warning")
