"""The `*-opt` bridge: reading a tool's output, running it, merging, types (ide.opt_*).

A fake tool (tests/data/opt/fake_opt.py) covers every failure mode without the wheel;
`test_real_*` run the torch-mlir wheel's `torch-mlir-opt` and skip where it is missing.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from mlir_ls.ide import Analysis, hover, inlay_hints
from mlir_ls.ide.diagnostics import diagnostics
from mlir_ls.ide.opt_bridge import (
    BridgeCache,
    Cancelled,
    CancelToken,
    ChunkJob,
    OptTool,
    has_expectations,
    interpret,
    mask_expectations,
    parse_diagnostics,
    run_chunk,
    run_document,
)
from mlir_ls.ide.opt_diagnostics import merge_document, merge_ide, tool_diagnostics
from mlir_ls.ide.opt_types import document_types
from mlir_ls.text.line_index import LineIndex
from mlir_ls.text.split import split_chunks
from mlir_ls.verify.check import analyze
from opt_support import TORCH_MLIR_OPT, fake_tool, needs_torch_mlir_opt


def jobs_of(text: str, verify: bool = False) -> list[ChunkJob]:
    return [ChunkJob(c.offset, c.text, verify) for c in split_chunks(text).chunks]


# ---- reading the tool's output ---------------------------------------------------------------

REAL_STDERR = """\
/tmp/x/chunk.mlir:4:10: error: use of value '%1' expects different type than prior uses: 'tensor<4xf32>' vs 'tensor<5xf32>'
  return %1 : tensor<4xf32>
         ^
/tmp/x/chunk.mlir:3:3: note: prior use here
  %1 = "stablehlo.abs"(%0) : (tensor<4xf32>) -> tensor<5xf32>
  ^
<unknown>:0: error: 'stablehlo.abs' op all non-scalar operands/results must have the same shape
x.py:7:3: warning: located elsewhere
/tmp/x/chunk.mlir:2:6: error: expected error "never" was not produced
  // CHECK: error: a source line that looks like a diagnostic
     ^~~~~
"""


def test_parse_diagnostics_of_source_mgr_output() -> None:
    found, unreadable = parse_diagnostics(REAL_STDERR, "/tmp/x/chunk.mlir")
    assert unreadable == []
    assert [(d.severity, d.line, d.col, d.file) for d in found] == [
        ("error", 4, 10, None),
        ("error", 0, 0, None),
        ("warning", 7, 3, "x.py"),
        ("error", 2, 6, None),
    ]
    assert found[0].message.startswith("use of value '%1' expects different type")
    assert [(n.message, n.line, n.col) for n in found[0].notes] == [("prior use here", 3, 3)]


def test_masking_keeps_positions() -> None:
    text = "// expected-error @+1 {{x}}\n%0 = foo.bar // expected-note {{y}}\n"
    masked = mask_expectations(text)
    assert len(masked) == len(text)
    assert "expected-" not in masked and "expected_error" in masked
    assert has_expectations(text) and not has_expectations(masked)
    assert mask_expectations("%0 = foo.bar\n") == "%0 = foo.bar\n"


def test_interpret_classifies_runs() -> None:
    tool = OptTool("/bin/some-opt")
    ok = interpret(
        tool, 0, '"builtin.module"() ({\n}) : () -> () loc("f.mlir":0:0)\n', "", "f.mlir"
    )
    assert ok.status == "accepted" and ok.problem is None
    rejected = interpret(tool, 1, "", "f.mlir:1:1: error: bad\nx\n^\n", "f.mlir")
    assert rejected.status == "rejected" and rejected.diagnostics[0].message == "bad"
    for code, out, err, kind in [
        (1, "", "random noise\n", "garbage"),
        (0, "hello\n", "", "garbage"),
        (-6, "", "Stack dump:\n", "crash"),
        (1, "", "LLVM ERROR: out of memory\n", "crash"),
        (3, "", "", "crash"),
    ]:
        run = interpret(tool, code, out, err, "f.mlir")
        assert run.status == "failed" and run.problem is not None, (code, err)
        assert run.problem.kind == kind and run.problem.message.startswith("some-opt ")


# ---- running a tool ----------------------------------------------------------------------------

CHUNKS = """\
%0 = fake.op // type: i32
%1 = fake.op %0 // type: !torch.vtensor<[2],f32>
// -----
%2 = fake.bad
"""


def test_fake_tool_accepts_and_rejects(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    tool = fake_tool(tmp_path, f"--log={log}")
    run = run_document(tool, jobs_of(CHUNKS))
    assert [r.status for r in run.runs if r] == ["accepted", "rejected"]
    assert run.problems == []
    entries = [json.loads(line) for line in log.read_text().splitlines()]
    # The bridge's flags, then the user's arguments, then the chunk file, printing to stdout.
    argv = entries[0]["argv"]
    assert argv[:4] == [
        "--mlir-print-op-generic",
        "--mlir-print-debuginfo",
        "--mlir-print-local-scope",
        "--mlir-print-op-on-diagnostic=false",
    ]
    assert argv[-2:] == ["-o", "-"] and argv[-4] == f"--log={log}"
    assert sorted(e["text"] for e in entries) == sorted(c.text for c in split_chunks(CHUNKS).chunks)


def test_diagnostics_land_on_the_op_name_with_notes(tmp_path: Path) -> None:
    run = run_document(fake_tool(tmp_path), jobs_of(CHUNKS))
    job = run.jobs[1]
    [diag] = tool_diagnostics(job, run.runs[1], "fake-opt")
    assert CHUNKS[diag.span.start : diag.span.end] == "fake.bad"
    assert diag.code == "fake-opt" and diag.message == "'fake.bad' op is bad"
    # The note is at the chunk's line 1: the marker's line, after the marker.
    assert [r.message for r in diag.related] == ["see the top"]
    assert diag.related[0].span.start == job.offset


def test_merge_drops_own_errors_where_the_tool_accepts(tmp_path: Path) -> None:
    text = "%0 = fake.op { // type: i32\n// -----\n%1 = fake.bad\n"
    analysis = analyze(text, split_marker="// -----", allow_unregistered=True)
    own = [c.diagnostics for c in analysis.chunks]
    assert any(d.is_error for d in own[0])  # mlir-ls: the `{` is never closed
    run = run_document(fake_tool(tmp_path), [ChunkJob(c.offset, c.text) for c in analysis.chunks])
    merged = merge_document(own, run, text)
    index = LineIndex(text)
    errors = [(index.mlir_line_col(d.span.start)[0], d.code) for d in merged if d.is_error]
    assert errors == [(3, "fake-opt")]
    # No "unknown operation" warning in chunks the tool answered for.
    assert not [d for d in merged if d.code == "unknown-op"]


def test_merge_deduplicates_findings_both_report(tmp_path: Path) -> None:
    text = "func.func @f() {\n  %0 = fake.bad\n  return\n}\n"
    analysis = Analysis.of(text)
    own = diagnostics(analysis)
    from mlir_ls.ide.opt_bridge import ChunkRun, DocumentRun, ToolDiagnostic

    tool = OptTool("x-opt")
    job = ChunkJob(0, text)
    same = ToolDiagnostic("error", "unknown operation 'fake.bad'", 2, 8)
    other = ToolDiagnostic("error", "something else", 2, 8)
    run = DocumentRun(tool, [job], [ChunkRun("rejected", (same, other))])
    own_error = type(own[0])(own[0].span, "error", "unknown operation 'fake.bad'", "x")
    merged = merge_ide([own_error], run, text)
    assert [(d.message, d.source) for d in merged] == [
        ("unknown operation 'fake.bad'", ""),
        ("something else", "x-opt"),
    ]


def test_verify_mode_maps_unmet_and_unexpected(tmp_path: Path) -> None:
    text = (
        "// expected-error @+1 {{op is bad}}\n%0 = fake.bad\n"
        "// expected-error @+1 {{never}}\n%1 = fake.op\n%2 = fake.bad\n"
    )
    tool = fake_tool(tmp_path)
    run = run_document(tool, [ChunkJob(0, text, verify=True)])
    found = tool_diagnostics(run.jobs[0], run.runs[0], tool.name)
    index = LineIndex(text)
    assert [(index.mlir_line_col(d.span.start)[0], d.message) for d in found] == [
        (3, 'expected error "never" was not produced'),
        (5, "unexpected error: 'fake.bad' op is bad"),
    ]
    # Without --verify-diagnostics the annotations are masked: the tool sees plain comments.
    log = tmp_path / "log.jsonl"
    run_chunk(fake_tool(tmp_path, f"--log={log}"), text)
    assert "expected-" not in json.loads(log.read_text())["text"]


def test_failure_modes_give_one_problem_and_keep_own(tmp_path: Path) -> None:
    text = "%0 = fake.op\n// -----\n%1 = fake.op\n"
    own = diagnostics(Analysis.of(text))
    for args, kind in [
        (("--mode=garbage",), "garbage"),
        (("--mode=garbage0",), "garbage"),
        (("--mode=crash",), "crash"),
        (("--mode=status3",), "crash"),
    ]:
        run = run_document(fake_tool(tmp_path, *args), jobs_of(text))
        assert [p.kind for p in run.problems] == [kind], args
        assert merge_ide(own, run, text) == sorted(own, key=lambda d: (d.span.start, d.span.end))
    missing = run_document(OptTool(str(tmp_path / "no-such-opt")), jobs_of(text))
    assert [p.kind for p in missing.problems] == ["missing"]
    assert "no-such-opt" in missing.problems[0].message


def test_a_hanging_tool_times_out_and_is_killed(tmp_path: Path) -> None:
    start = time.perf_counter()
    run = run_chunk(fake_tool(tmp_path, "--mode=hang", timeout_s=1.0), "%0 = fake.op\n")
    assert run.status == "failed" and run.problem is not None and run.problem.kind == "timeout"
    assert time.perf_counter() - start < 10


def test_cancel_kills_the_running_tool(tmp_path: Path) -> None:
    import threading

    token = CancelToken()
    tool = fake_tool(tmp_path, "--mode=hang")
    threading.Timer(0.5, token.cancel).start()
    start = time.perf_counter()
    with pytest.raises(Cancelled):
        run_document(tool, jobs_of("%0 = fake.op\n// -----\n%1 = fake.op\n"), cancel=token)
    assert time.perf_counter() - start < 10


def test_cache_by_chunk_text(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    tool = fake_tool(tmp_path, f"--log={log}")
    cache = BridgeCache()
    run_document(tool, jobs_of(CHUNKS), cache=cache)
    edited = CHUNKS.replace("fake.bad", "fake.bad {x}")
    run_document(tool, jobs_of(edited), cache=cache)
    # The first chunk did not change: it ran once; the second ran once per text.
    assert len(log.read_text().splitlines()) == 3
    other = fake_tool(tmp_path, f"--log={log}", "--other")
    run_document(other, jobs_of(CHUNKS), cache=cache)
    assert len(log.read_text().splitlines()) == 5  # other arguments: other answers


# ---- types -------------------------------------------------------------------------------------

TYPED = """\
func.func @f() {
  %0 = fake.op // type: i32
  %1 = fake.op %0 // type: !torch.vtensor<[2],f32>
  return
}
"""


def test_types_from_the_generic_print_show_in_hover_and_inlay(tmp_path: Path) -> None:
    analysis = Analysis.of(TYPED)
    run = run_document(fake_tool(tmp_path), jobs_of(TYPED))
    types = document_types(run)
    assert types.tool == "fake-opt" and len(types) == 2
    shown = hover(analysis, TYPED.index("%1 ="), types)
    assert shown is not None
    assert "%1 : !torch.vtensor<[2],f32>" in shown.markdown
    assert "type from `fake-opt`" in shown.markdown
    without = hover(analysis, TYPED.index("%1 ="))
    assert without is not None and "!torch.vtensor" not in without.markdown
    hints = {h.label for h in inlay_hints(analysis, None, types)}
    assert {": i32", ": !torch.vtensor<[2],f32>"} <= hints


# ---- the real tool -----------------------------------------------------------------------------

STABLEHLO = """\
func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  %1 = torch_c.from_builtin_tensor %0 : tensor<4xf32> -> !torch.vtensor<[4],f32>
  %2 = torch_c.to_builtin_tensor %1 : !torch.vtensor<[4],f32> -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
// -----
func.func @g(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
  return %arg0 : tensor<4xf32>
}
"""


@needs_torch_mlir_opt
def test_real_tool_diagnostics_and_types() -> None:
    assert TORCH_MLIR_OPT is not None
    tool = OptTool(str(TORCH_MLIR_OPT))
    run = run_document(tool, jobs_of(STABLEHLO))
    assert [r.status for r in run.runs if r] == ["accepted", "rejected"]
    [diag] = tool_diagnostics(run.jobs[1], run.runs[1], tool.name)
    assert STABLEHLO[diag.span.start : diag.span.end] == "stablehlo.add"
    assert "'stablehlo.add' op requires the same shape" in diag.message
    assert diag.code == "torch-mlir-opt"
    types = document_types(run)
    offset = STABLEHLO.index("torch_c.from_builtin_tensor")
    assert types.results[offset] == ("!torch.vtensor<[4],f32>",)
    assert types.arguments[STABLEHLO.index("%arg0")] == "tensor<4xf32>"


def test_the_tool_runs_only_when_configured(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mlir_ls.config import OptSettings
    from mlir_ls.ide.opt_bridge import DEFAULT_DELAY_MS, DEFAULT_TIMEOUT_S, tool_from_settings

    assert tool_from_settings(OptSettings()) is None
    tool = tool_from_settings(OptSettings("bin/x-opt", ("--a",)), tmp_path)
    assert tool is not None and tool.name == "x-opt" and tool.args == ("--a",)
    assert (tool.timeout_s, tool.delay_ms) == (DEFAULT_TIMEOUT_S, DEFAULT_DELAY_MS)
    monkeypatch.chdir(tmp_path)
    assert tool.resolved() is None  # relative to the current folder: not there yet
    (tmp_path / "bin").mkdir()
    fake = fake_tool(tmp_path / "bin")
    Path(fake.path).rename(tmp_path / "bin" / "x-opt")
    assert tool.resolved() == str(tmp_path / "bin" / "x-opt")


def test_completion_details_show_the_tools_types(tmp_path: Path) -> None:
    from mlir_ls.ide import completion

    text = TYPED.replace("  return", "  %2 = fake.op %\n  return")
    analysis = Analysis.of(text)
    types = document_types(run_document(fake_tool(tmp_path), jobs_of(text)))
    at = text.index("fake.op %\n") + len("fake.op %")
    details = {i.label: i.detail for i in completion(analysis, at, types=types)}
    assert details["%0"] == "i32" and details["%1"] == "!torch.vtensor<[2],f32>"


def test_lone_surrogates_reach_the_tool_as_bytes(tmp_path: Path) -> None:
    run = run_chunk(fake_tool(tmp_path), '%0 = fake.op {s = "\ud800"} // type: i32\n')
    assert run.status == "accepted"
