"""What the server's commands compute, as plain data (`workspace/executeCommand` in lsp/).

- `print_form`: the canonical or generic form of one chunk (or of the whole document), as
  `mlir-ls print` prints it; chunks with errors are not printed, their errors are returned.
- `run_pipeline`: a pass pipeline on one chunk through a `*-opt` (the project's `opt`, else
  upstream's `mlir-opt` found on PATH or under /usr/lib/llvm-*/bin): its output, and a diff
  from the same tool's print of the unchanged input (so only what the passes did shows).
- `expected_annotations`: the text with `// expected-*` annotations (mlir-opt's
  `--verify-diagnostics` syntax) for what upstream reports of the chunk (or every current
  diagnostic), old ones replaced.
"""

from __future__ import annotations

import difflib
import os
import re
import shlex
import subprocess
from dataclasses import dataclass, field, replace

from mlir_ls.dialects.ods_import.tblgen import find_llvm_tool
from mlir_ls.ide.analysis import Analysis
from mlir_ls.ide.opt_bridge import OptTool, encode_input
from mlir_ls.ide.rename import TextEdit
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_result
from mlir_ls.printer.unknown import unprintable_op
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.span import Span
from mlir_ls.text.split import DEFAULT_MARKER
from mlir_ls.verify.check import analyze, upstream_findings
from mlir_ls.verify.expected import NOT_CHECKED_CODES

# ---- canonical and generic form -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Printed:
    """A printed form: the text (chunks joined by `// -----`), and why chunks were left out."""

    text: str
    #: `line:col: message` of each error that kept a chunk from being printed (1-based).
    errors: list[str] = field(default_factory=list)


def print_form(analysis: Analysis, generic: bool, offset: int | None = None) -> Printed:
    """The chunk at `offset` (every chunk when None) printed as upstream's `mlir-opt` would
    (`--mlir-print-op-generic` when `generic`). A chunk is re-analysed on its own: the printer
    never touches the IR other requests read."""
    chunks = analysis.document.chunks
    numbers = range(len(chunks)) if offset is None else [analysis.chunk_at(offset)]
    outputs: list[str] = []
    errors: list[str] = []
    lines = analysis.line_index
    for number in numbers:
        chunk = chunks[number]
        bad = [d for d in chunk.diagnostics if d.is_error]
        if bad:
            for d in bad:
                line = lines.line_of(d.span.start)
                col = d.span.start - lines.line_start(line)
                errors.append(f"{line + 1}:{col + 1}: {d.message}")
            continue
        fresh = analyze(
            chunk.text,
            split_marker=None,
            allow_unregistered=True,
            registry=analysis.options.registry,
        ).chunks[0]
        unknown = unprintable_op(fresh.parse.module)
        if unknown is not None:
            errors.append(f"'{unknown.name}': an op mlir-ls reads tolerantly cannot be printed")
            continue
        outputs.append(print_result(fresh.parse, PrintOptions(generic=generic)))
    marker = (analysis.options.split_marker or DEFAULT_MARKER) + "\n"
    return Printed(marker.join(outputs), errors)


# ---- pass pipelines --------------------------------------------------------------------------


def find_mlir_opt() -> str | None:
    """Upstream's `mlir-opt`, found as `llvm-tblgen` is (`find_llvm_tool`)."""
    return find_llvm_tool("mlir-opt")


def pipeline_arguments(pipeline: str) -> list[str]:
    """The tool's arguments for `pipeline`: flags as given (`-cse -canonicalize`), else a
    textual pipeline (`canonicalize,cse` or `func.func(cse)`), anchored on `builtin.module`
    unless it names its anchor (`builtin.module(...)`, `any(...)`)."""
    text = pipeline.strip()
    if not text:
        return []
    if text.startswith("-"):
        return shlex.split(text)
    if not re.match(r"^(builtin\.module|any)\(", text):
        text = f"builtin.module({text})"
    return [f"--pass-pipeline={text}"]


@dataclass(frozen=True, slots=True)
class PipelineRun:
    tool: str  # the executable run ("" when none was found)
    argv: list[str]
    ok: bool
    output: str  # the transformed chunk (stdout)
    stderr: str
    #: Unified diff from the tool's print of the unchanged chunk to `output` ("" if equal).
    diff: str
    message: str = ""  # why it failed, in one line


def run_pipeline(
    analysis: Analysis,
    offset: int,
    pipeline: str,
    tool: OptTool | None = None,
    unregistered: bool = True,
    source: str | None = None,
) -> PipelineRun:
    """Run `pipeline` on the chunk at `offset` with `tool` (None: upstream's `mlir-opt`).
    `source`: the document's path; the tool's `<stdin>:line:col` locations (lines of the
    chunk) are then written as that path's lines."""
    chunk = analysis.document.chunks[analysis.chunk_at(offset)]
    if source is not None:
        run = run_pipeline(analysis, offset, pipeline, tool, unregistered)
        first = analysis.line_index.line_of(chunk.offset)
        return replace(
            run,
            stderr=_located(run.stderr, source, first),
            message=_located(run.message, source, first),
        )
    if tool is None:
        found = find_mlir_opt()
        if found is None:
            return PipelineRun("", [], False, "", "", "", "no *-opt configured and no mlir-opt")
        tool = OptTool(found)
    executable = tool.resolved()
    if executable is None:
        return PipelineRun(tool.path, [], False, "", "", "", f"{tool.name} not found")
    base = [executable, *(["--allow-unregistered-dialect"] if unregistered else []), *tool.args]
    try:
        passes = pipeline_arguments(pipeline)
    except ValueError as exc:  # unbalanced quotes in the flags
        return PipelineRun(executable, [], False, "", "", "", f"bad pipeline: {exc}")
    argv = [*base, *passes, "-"]
    before = _run(tool, [*base, "-"], chunk.text)
    after = _run(tool, argv, chunk.text)
    if after.returncode != 0:
        errors = [ln for ln in after.stderr.splitlines() if "error" in ln]
        message = (errors or after.stderr.strip().splitlines() or ["failed"])[0]
        return PipelineRun(executable, argv, False, after.stdout, after.stderr, "", message)
    diff = ""
    if before.returncode == 0:
        diff = "".join(
            difflib.unified_diff(
                before.stdout.splitlines(keepends=True),
                after.stdout.splitlines(keepends=True),
                fromfile="input",
                tofile=pipeline.strip() or "output",
            )
        )
    return PipelineRun(executable, argv, True, after.stdout, after.stderr, diff)


_STDIN = re.compile(r"<stdin>:(\d+)(?=:)")


def _located(text: str, source: str, first_line: int) -> str:
    """`<stdin>:4:10` (a line of the chunk fed on stdin) as `source:22:10`."""
    return _STDIN.sub(lambda m: f"{source}:{int(m.group(1)) + first_line}", text)


@dataclass(frozen=True, slots=True)
class _Completed:
    returncode: int
    stdout: str
    stderr: str


def _run(tool: OptTool, argv: list[str], text: str) -> _Completed:
    try:
        proc = subprocess.run(
            argv,
            input=encode_input(text),
            capture_output=True,
            timeout=tool.timeout_s,
            cwd=tool.cwd if tool.cwd and os.path.isdir(tool.cwd) else None,
            start_new_session=os.name == "posix",
        )
    except subprocess.TimeoutExpired:
        return _Completed(-1, "", f"error: {tool.name} did not answer within {tool.timeout_s:g} s")
    except OSError as exc:
        return _Completed(-1, "", f"error: {tool.name} could not be started: {exc}")
    return _Completed(
        proc.returncode,
        proc.stdout.decode("utf-8", "replace"),
        proc.stderr.decode("utf-8", "replace"),
    )


# ---- expected-* annotations ------------------------------------------------------------------

#: A line that is only an annotation, and an annotation trailing code.
_ANNOTATION_LINE = re.compile(r"^[ \t]*//[ \t]*expected-(?:error|warning|remark|note)\b.*$")
_TRAILING = re.compile(r"[ \t]*//[ \t]*expected-(?:error|warning|remark|note)\b.*$")


def _annotation(severity: str, message: str) -> str:
    message = message.replace("{{", "{ {").replace("}}", "} }")
    return f"// expected-{severity} @below {{{{{message}}}}}"


def expected_annotations(
    analysis: Analysis, offset: int | None = None, every: bool = False
) -> list[TextEdit]:
    """Edits that make the chunk at `offset` (every chunk when None) carry exactly one
    `// expected-*` annotation per diagnostic and note, on a line above it (`@below`),
    indented like it; existing annotations are removed. One edit per chunk that changes
    (the chunk's text replaced).

    The diagnostics are those `--verify-diagnostics` compares annotations with: what
    upstream's `mlir-opt` reports of the chunk (`verify.check.upstream_findings`: its
    first parse error, or the verifier's first finding per isolated scope), so the test
    passes with `mlir-opt` and `mlir-ls check`; `every`: all of mlir-ls's findings."""
    chunks = analysis.document.chunks
    numbers = range(len(chunks)) if offset is None else [analysis.chunk_at(offset)]
    lines = analysis.line_index
    text = analysis.text
    edits: list[TextEdit] = []
    for number in numbers:
        chunk = chunks[number]
        start, end = chunk.offset, chunk.offset + len(chunk.text)
        wanted: dict[int, list[str]] = {}
        found = chunk.diagnostics if every else upstream_findings(chunk, analysis.options.registry)
        for d in sorted(found, key=lambda d: d.span.start):
            for severity, span, message in _findings(d):
                line = lines.line_of(min(max(span.start, start), max(start, end - 1)))
                wanted.setdefault(line, []).append(_annotation(severity, message))
        first, last = lines.line_of(start), lines.line_of(max(start, end - 1))
        out: list[str] = []
        for line in range(first, last + 1):
            a = max(lines.line_start(line), start)
            b = min(lines.line_end(line), end)
            source = text[a:b]
            newline = text[b : b + 1] == "\n" and b < end
            if _ANNOTATION_LINE.match(source):
                continue
            indent = source[: len(source) - len(source.lstrip(" \t"))]
            for note in wanted.get(line, []):
                out.append(f"{indent}{note}\n")
            out.append(_TRAILING.sub("", source) + ("\n" if newline else ""))
        # The chunk's text after its last line break (text[end] is the next marker).
        new = "".join(out)
        if new != text[start:end]:
            edits.append(TextEdit(Span(start, end), new))
    return edits


def _findings(d: Diagnostic) -> list[tuple[str, Span, str]]:
    if d.code in NOT_CHECKED_CODES or d.code == "internal":
        return []
    out = [(d.severity.label, d.span, d.message)]
    out.extend(("note", r.span, r.message) for r in d.related)
    return out
