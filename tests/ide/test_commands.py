"""The server commands' plain-data side: printed forms, pass pipelines, expected-* annotations.

`$0` marks the chunk a command runs on."""

from __future__ import annotations

import pytest

from mlir_ls.ide.commands import (
    expected_annotations,
    find_mlir_opt,
    pipeline_arguments,
    print_form,
    run_pipeline,
)
from mlir_ls.ide.opt_bridge import OptTool
from mlir_ls.ide.rename import TextEdit

from .support import analyse, cursor

TWO = """func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
// -----
func.func @g(%b: i32) -> i32 {
  %c = arith.$0muli %b, %b : i32
  %d = arith.muli %b, %b : i32
  %e = arith.addi %c, %d : i32
  return %e : i32
}
"""


def apply(text: str, edits: list[TextEdit]) -> str:
    for edit in sorted(edits, key=lambda e: e.span.start, reverse=True):
        text = text[: edit.span.start] + edit.new_text + text[edit.span.end :]
    return text


def test_generic_form_of_the_chunk_at_the_cursor() -> None:
    analysis, fx = analyse(TWO)
    printed = print_form(analysis, generic=True, offset=cursor(fx))
    assert printed.errors == []
    assert '"func.func"() <{function_type = (i32) -> i32, sym_name = "g"}>' in printed.text
    assert '%0 = "arith.muli"(%arg0, %arg0)' in printed.text
    assert "@f" not in printed.text


def test_canonical_form_of_the_whole_document() -> None:
    analysis, _ = analyse(TWO)
    printed = print_form(analysis, generic=False)
    assert printed.text.count("// -----\n") == 1
    assert (
        "func.func @f(%arg0: i32) -> i32 {\n    %0 = arith.addi %arg0, %arg0 : i32" in printed.text
    )


def test_a_chunk_with_errors_is_not_printed() -> None:
    analysis, fx = analyse("func.func @f() {\n  return %$0x : i32\n}\n")
    printed = print_form(analysis, generic=False, offset=cursor(fx))
    assert printed.text == ""
    assert "2:10: use of undeclared SSA value name" in printed.errors


def test_pipeline_arguments() -> None:
    assert pipeline_arguments("canonicalize,cse") == [
        "--pass-pipeline=builtin.module(canonicalize,cse)"
    ]
    assert pipeline_arguments("builtin.module(func.func(cse))") == [
        "--pass-pipeline=builtin.module(func.func(cse))"
    ]
    assert pipeline_arguments("-cse -canonicalize") == ["-cse", "-canonicalize"]


MLIR_OPT = find_mlir_opt()


@pytest.mark.skipif(MLIR_OPT is None, reason="upstream mlir-opt not installed")
def test_run_pipeline_on_the_chunk_with_upstream_mlir_opt() -> None:
    analysis, fx = analyse(TWO)
    run = run_pipeline(analysis, cursor(fx), "cse")
    assert run.ok, run.message
    assert run.output.count("arith.muli") == 1 and "@f" not in run.output
    assert "-    %1 = arith.muli %arg0, %arg0 : i32\n" in run.diff
    assert run.diff.startswith("--- input\n+++ cse\n")


@pytest.mark.skipif(MLIR_OPT is None, reason="upstream mlir-opt not installed")
def test_run_pipeline_reports_a_bad_pass() -> None:
    analysis, fx = analyse(TWO)
    run = run_pipeline(analysis, cursor(fx), "no-such-pass")
    assert not run.ok and "no-such-pass" in run.stderr and run.message


@pytest.mark.skipif(MLIR_OPT is None, reason="upstream mlir-opt not installed")
def test_run_pipeline_errors_located_in_the_document() -> None:
    # The chunk goes to the tool on stdin: its `<stdin>:3:9` is line 8 of the document.
    text = TWO.replace("%e = arith.addi %c, %d : i32", "%e = arith.addi %c, %d : i64")
    analysis, fx = analyse(text)
    run = run_pipeline(analysis, cursor(fx), "cse", source="/w/t.mlir")
    assert not run.ok
    line = analysis.text.splitlines().index("  %e = arith.addi %c, %d : i64") + 1
    assert run.message.startswith(f"/w/t.mlir:{line}:")
    assert "<stdin>" not in run.stderr and f"/w/t.mlir:{line}:" in run.stderr


def test_run_pipeline_with_a_missing_tool() -> None:
    analysis, fx = analyse(TWO)
    run = run_pipeline(analysis, cursor(fx), "cse", OptTool("/nonexistent/x-opt"))
    assert not run.ok and run.message == "x-opt not found"


def test_expected_annotations_added_and_refreshed() -> None:
    src = """func.func @f() {
  %0 = "test.op"() : () -> i32
  %0 = "test.op"() : () -> i32
  return
}
// -----
func.func @g() -> i32 {
  // expected-error @below {{stale}}
  return %$0x : i32
}
"""
    analysis, fx = analyse(src)
    text = analysis.text
    edits = expected_annotations(analysis)
    new = apply(text, edits)
    assert "  // expected-error @below {{redefinition of SSA value '%0'}}\n" in new
    assert "  // expected-note @below {{previously defined here}}\n" in new
    assert "{{stale}}" not in new
    assert (
        "  // expected-error @below {{use of undeclared SSA value name}}\n  return %x : i32" in new
    )
    assert new.count("// -----\n") == 1
    # Refreshing an up-to-date text changes nothing.
    again, _ = analyse(new)
    assert expected_annotations(again) == []
    # Only the chunk at the cursor.
    only = expected_annotations(analysis, cursor(fx))
    assert len(only) == 1 and only[0].span.start > text.index("// -----")


UPSTREAM_STOPS = """func.func @bad(%a: i32) -> i32 {
  %0 = arith.addi %a, %q : i32
  return %0 : i64
}
// -----
func.func @two(%a: i32) {
  %0 = arith.addi %a, %a : i64
  %1 = arith.muli %a, %a : i64
  return
}
"""


def test_annotations_are_what_upstream_reports_so_mlir_opt_accepts_them() -> None:
    analysis, _ = analyse(UPSTREAM_STOPS)
    new = apply(analysis.text, expected_annotations(analysis))
    # The parser stops at the type mismatch: `%q`, undefined, is never reported upstream.
    assert "undeclared" not in new
    assert "  // expected-note @below {{prior use here}}\n  %0 = arith.addi %a, %q" in new
    assert new.count("expected-error") == 2  # one per chunk: the first parse error
    every = apply(analysis.text, expected_annotations(analysis, every=True))
    assert "{{use of undeclared SSA value name}}" in every
    if MLIR_OPT is not None:
        import subprocess

        run = subprocess.run(
            [MLIR_OPT, "--verify-diagnostics", "--split-input-file", "-"],
            input=new.encode(),
            capture_output=True,
            timeout=60,
        )
        assert run.returncode == 0, run.stderr.decode()
