"""The project's own `*-opt` as a checker: running it on each `// -----` chunk, reading its output.

Every MLIR project builds an `*-opt` driver (`iree-opt`, `stablehlo-opt`, `torch-mlir-opt`)
on upstream's `MlirOptMain`, so they share one command line and one output format:

    TOOL --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope \
         --mlir-print-op-on-diagnostic=false [--allow-unregistered-dialect] \
         [--verify-diagnostics] OPT-ARGS CHUNK.mlir -o -

prints the chunk in generic form with an inline `loc("CHUNK.mlir":line:col)` on every op
and block argument (stdout, only when the chunk parses and verifies) and its diagnostics as
`CHUNK.mlir:line:col: error: message` lines, each followed by the source line and a caret
(stderr; `SourceMgrDiagnosticHandler`). Lines are 1-based within the chunk, columns count
UTF-8 bytes. Exit status 0: accepted; 1: diagnostics; anything else: the tool failed.

Nothing of the document is executed: the chunk is written to a private temporary file and
only parsed and verified (no pass runs unless the user's own `opt-args` name one). RUN lines
are never read. `expected-*` annotations are masked (`expected-` becomes `expected_` in `//`
comments, same length) unless the chunk is run with `--verify-diagnostics`: drivers built on
recent LLVM check annotations even without the flag.

This module is plain data and processes: mapping findings to source ranges and merging them
with mlir-ls's own is `ide.opt_diagnostics`; types from the generic print are `ide.opt_types`.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from mlir_ls.config import OptSettings
from mlir_ls.ide.analysis import EXPECTED_MARK

DEFAULT_TIMEOUT_S = 20.0
DEFAULT_DELAY_MS = 500
#: Tool processes run at once for one document (the chunks of a split file).
DEFAULT_JOBS = 2
CHUNK_FILE = "chunk.mlir"

#: Printing flags every `MlirOptMain` driver takes: generic form, inline locations, and no
#: "see current operation" note (it repeats the op, over several lines for ops with regions).
PRINT_FLAGS = (
    "--mlir-print-op-generic",
    "--mlir-print-debuginfo",
    "--mlir-print-local-scope",
    "--mlir-print-op-on-diagnostic=false",
)

Status = Literal["accepted", "rejected", "failed"]
ProblemKind = Literal["missing", "crash", "timeout", "garbage"]


@dataclass(frozen=True, slots=True)
class OptTool:
    """A configured `*-opt`: what to run and how long to wait for one chunk."""

    path: str
    args: tuple[str, ...] = ()
    timeout_s: float = DEFAULT_TIMEOUT_S
    delay_ms: int = DEFAULT_DELAY_MS
    #: The folder the tool runs in (the configuration file's), None: the current one.
    cwd: str | None = None

    @property
    def name(self) -> str:
        """The tool's name as diagnostics show it (`torch-mlir-opt`)."""
        return os.path.basename(self.path.rstrip("/\\")) or self.path

    def resolved(self) -> str | None:
        """The executable to run, or None when it does not exist or cannot be run."""
        if os.sep in self.path or (os.altsep and os.altsep in self.path):
            # Relative to the current folder (a configuration file's `opt` is made absolute
            # by mlir_ls.config; `--opt build/bin/x-opt` is relative to where mlir-ls runs).
            path = os.path.abspath(self.path)
            return path if os.path.isfile(path) and os.access(path, os.X_OK) else None
        return shutil.which(self.path)

    def identity(self) -> tuple[str, int, int] | None:
        """What a cache key needs to notice a rebuilt tool: path, size and mtime."""
        found = self.resolved()
        if found is None:
            return None
        try:
            stat = os.stat(found)
        except OSError:
            return None
        return (found, stat.st_size, stat.st_mtime_ns)


def tool_from_settings(settings: OptSettings, cwd: Path | None = None) -> OptTool | None:
    """The tool of the `opt`, `opt-args`, `opt-timeout`, `opt-delay` settings; None: no bridge."""
    if not settings.path:
        return None
    return OptTool(
        settings.path,
        tuple(settings.args),
        settings.timeout_s if settings.timeout_s is not None else DEFAULT_TIMEOUT_S,
        settings.delay_ms if settings.delay_ms is not None else DEFAULT_DELAY_MS,
        str(cwd) if cwd is not None else None,
    )


# ---- findings ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ToolDiagnostic:
    """One diagnostic line of the tool, in chunk coordinates.

    `line`/`col` are 1-based (col in UTF-8 bytes) within the chunk when `file` is None; a
    diagnostic located in another file (`loc("x.py":3:4)` written in the IR) keeps that file's
    name and position, and one at an unknown location has line 0.
    """

    severity: Literal["error", "warning", "remark", "note"]
    message: str
    line: int = 0
    col: int = 0
    file: str | None = None
    notes: tuple[ToolDiagnostic, ...] = ()


@dataclass(frozen=True, slots=True)
class BridgeProblem:
    """Why the tool gave no usable answer: one message for the user."""

    kind: ProblemKind
    message: str


@dataclass(frozen=True, slots=True)
class ChunkRun:
    """What the tool said about one chunk."""

    status: Status
    diagnostics: tuple[ToolDiagnostic, ...] = ()
    #: The generic print with locations (accepted chunks only).
    generic: str | None = None
    problem: BridgeProblem | None = None
    verify: bool = False
    seconds: float = 0.0
    #: The name the chunk had for the tool (its `loc("...")` file name).
    filename: str = CHUNK_FILE


_DIAG_LINE = re.compile(r"^(?:(?P<where>.*?): )?(?P<sev>error|warning|remark|note): (?P<msg>.*)$")
_FILE_LINE_COL = re.compile(r"^(?P<file>.*):(?P<line>\d+):(?P<col>\d+)$")
_CARET = re.compile(r"^\s*\^~*\s*$")
_CRASH = re.compile(
    r"(LLVM ERROR|PLEASE submit a bug report|Stack dump|Assertion .* failed|Segmentation fault)"
)


def parse_diagnostics(stderr: str, filename: str) -> tuple[list[ToolDiagnostic], list[str]]:
    """The diagnostics of `SourceMgrDiagnosticHandler` output, and the lines it could not read.

    Each diagnostic is `[loc: ]severity: message`, optionally followed by its source line and
    a caret line; notes follow the diagnostic they belong to. A line that is neither (nor the
    source line of the previous diagnostic) is returned as unreadable.
    """
    found: list[ToolDiagnostic] = []
    notes: dict[int, list[ToolDiagnostic]] = {}
    unreadable: list[str] = []
    expect_source = False
    for raw in stderr.splitlines():
        line = raw.rstrip("\r")
        if expect_source:
            expect_source = False  # the source line quoted under the previous diagnostic
            continue
        match = _DIAG_LINE.match(line)
        if match is not None:
            diag = _diagnostic(match, filename)
            if diag.severity == "note" and found:
                notes.setdefault(len(found) - 1, []).append(diag)
            else:
                found.append(diag)
            expect_source = diag.file is None and diag.line > 0
            continue
        if _CARET.match(line):
            continue
        if line.strip():
            unreadable.append(line)
    out = [
        ToolDiagnostic(d.severity, d.message, d.line, d.col, d.file, tuple(notes.get(i, ())))
        for i, d in enumerate(found)
    ]
    return out, unreadable


def _diagnostic(match: re.Match[str], filename: str) -> ToolDiagnostic:
    severity = match.group("sev")
    message = match.group("msg")
    where = match.group("where") or ""
    loc = _FILE_LINE_COL.match(where)
    if loc is None:
        return ToolDiagnostic(severity, message)  # type: ignore[arg-type]
    file = loc.group("file")
    line, col = int(loc.group("line")), int(loc.group("col"))
    if file == filename:
        return ToolDiagnostic(severity, message, line, col)  # type: ignore[arg-type]
    return ToolDiagnostic(severity, message, line, col, file)  # type: ignore[arg-type]


# ---- running --------------------------------------------------------------------------------


class CancelToken:
    """Cancels the runs of one document version: kills their processes (the next edit)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._processes: set[subprocess.Popen[bytes]] = set()
        self.cancelled = False

    def cancel(self) -> None:
        with self._lock:
            self.cancelled = True
            processes = list(self._processes)
        for proc in processes:
            _kill(proc)

    def _add(self, proc: subprocess.Popen[bytes]) -> bool:
        with self._lock:
            if self.cancelled:
                return False
            self._processes.add(proc)
            return True

    def _remove(self, proc: subprocess.Popen[bytes]) -> None:
        with self._lock:
            self._processes.discard(proc)


class Cancelled(Exception):
    """The run was cancelled by a newer version of the document."""


def _kill(proc: subprocess.Popen[bytes]) -> None:
    """Kill the tool and whatever it started (it runs in its own process group)."""
    with contextlib.suppress(OSError):
        if _POSIX:
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()


_POSIX = os.name == "posix"


_EXPECTED_IN_COMMENT = re.compile(r"//[^\n]*")


def mask_expectations(text: str) -> str:
    """`expected-` -> `expected_` inside `//` comments: same length, positions unchanged."""
    if EXPECTED_MARK not in text:
        return text
    return _EXPECTED_IN_COMMENT.sub(lambda m: m.group(0).replace("expected-", "expected_"), text)


_ANNOTATION = re.compile(r"//[^\n]*expected-(?:error|warning|remark|note)")


def has_expectations(text: str) -> bool:
    """Whether `text` holds an `expected-*` annotation in a comment."""
    return EXPECTED_MARK in text and _ANNOTATION.search(text) is not None


def command(
    tool: OptTool, executable: str, path: str, *, verify: bool, unregistered: bool
) -> list[str]:
    """The command line for one chunk file (the user's `opt-args` after the bridge's flags)."""
    flags = list(PRINT_FLAGS)
    if unregistered:
        flags.append("--allow-unregistered-dialect")
    if verify:
        flags.append("--verify-diagnostics")
    return [executable, *flags, *tool.args, path, "-o", "-"]


def run_chunk(
    tool: OptTool,
    text: str,
    *,
    verify: bool = False,
    unregistered: bool = False,
    cancel: CancelToken | None = None,
) -> ChunkRun:
    """Run the tool on one chunk; raises `Cancelled` when `cancel` fires meanwhile."""
    executable = tool.resolved()
    if executable is None:
        return ChunkRun("failed", problem=missing_problem(tool), verify=verify)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="mlir-ls-opt-") as folder:
        path = os.path.join(folder, CHUNK_FILE)
        with open(path, "wb") as handle:
            handle.write(encode_input(text if verify else mask_expectations(text)))
        argv = command(tool, executable, path, verify=verify, unregistered=unregistered)
        try:
            proc = subprocess.Popen(
                argv,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=tool.cwd if tool.cwd and os.path.isdir(tool.cwd) else None,
                start_new_session=_POSIX,
            )
        except OSError as exc:
            return ChunkRun(
                "failed",
                problem=BridgeProblem("crash", f"{tool.name} could not be started: {exc}"),
                verify=verify,
            )
        if cancel is not None and not cancel._add(proc):
            _kill(proc)
            proc.communicate()
            raise Cancelled
        try:
            try:
                out, err = proc.communicate(timeout=tool.timeout_s)
            except subprocess.TimeoutExpired:
                _kill(proc)
                proc.communicate()
                if cancel is not None and cancel.cancelled:
                    raise Cancelled from None
                return ChunkRun(
                    "failed",
                    problem=BridgeProblem(
                        "timeout",
                        f"{tool.name} did not answer within {tool.timeout_s:g} s "
                        "(setting `opt-timeout`); killed",
                    ),
                    verify=verify,
                    seconds=time.perf_counter() - start,
                )
        finally:
            if cancel is not None:
                cancel._remove(proc)
        if cancel is not None and cancel.cancelled:
            raise Cancelled
        seconds = time.perf_counter() - start
        return interpret(
            tool,
            proc.returncode,
            out.decode("utf-8", "replace"),
            err.decode("utf-8", "replace"),
            path,
            verify=verify,
            seconds=seconds,
        )


def encode_input(text: str) -> bytes:
    """The chunk's bytes: undecodable input bytes restored, other lone surrogates as `?`."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace")


def interpret(
    tool: OptTool,
    returncode: int,
    stdout: str,
    stderr: str,
    filename: str,
    *,
    verify: bool = False,
    seconds: float = 0.0,
) -> ChunkRun:
    """Classify one finished run: accepted, rejected with diagnostics, or a failed tool."""
    diagnostics, unreadable = parse_diagnostics(stderr, filename)

    def failed(kind: ProblemKind, what: str) -> ChunkRun:
        detail = next((line.strip() for line in unreadable if line.strip()), "")
        if not detail:
            detail = stdout.strip().splitlines()[0][:200] if stdout.strip() else ""
        message = f"{tool.name} {what}" + (f": {detail[:200]}" if detail else "")
        return ChunkRun(
            "failed", problem=BridgeProblem(kind, message), verify=verify, seconds=seconds
        )

    crashed = any(_CRASH.search(line) for line in unreadable)
    if returncode < 0 or crashed or returncode not in (0, 1):
        how = f"was killed by signal {-returncode}" if returncode < 0 else "crashed"
        if returncode > 1 and not crashed:
            how = f"failed with exit status {returncode}"
        return failed("crash", how)
    if returncode == 1:
        if not diagnostics:
            return failed("garbage", "exited with status 1 without a diagnostic mlir-ls can read")
        return ChunkRun(
            "rejected", tuple(diagnostics), verify=verify, seconds=seconds, filename=filename
        )
    # Accepted: the print must be MLIR that names our chunk in its locations. Under
    # `--verify-diagnostics` a chunk whose expected errors stop the parse prints nothing.
    printed = f'loc("{filename}"' in stdout or f"loc({_quoted(filename)}" in stdout
    if not printed and not (verify and not stdout.strip()):
        return failed("garbage", "printed no IR with locations (is it an MLIR *-opt driver?)")
    return ChunkRun(
        "accepted",
        tuple(d for d in diagnostics if d.severity != "error"),
        stdout if printed else None,
        verify=verify,
        seconds=seconds,
        filename=filename,
    )


def _quoted(name: str) -> str:
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def missing_problem(tool: OptTool) -> BridgeProblem:
    return BridgeProblem(
        "missing",
        f"{tool.name}: '{tool.path}' is not an executable file "
        "(setting `opt` / `--opt`); only mlir-ls's own checks run",
    )


# ---- cache and documents ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChunkJob:
    """One chunk to run: its text and offset in the document, and the mode."""

    offset: int
    text: str
    verify: bool = False


class BridgeCache:
    """Runs by (tool identity, arguments, mode, chunk text); least recently used dropped first.

    Timeouts are not kept (a loaded machine may answer next time); a rebuilt tool has another
    identity (size, mtime), so its answers replace the old ones.
    """

    def __init__(self, capacity: int = 4096) -> None:
        self.capacity = capacity
        self._items: OrderedDict[tuple[object, ...], ChunkRun] = OrderedDict()
        self._lock = threading.Lock()

    @staticmethod
    def key(
        tool: OptTool, identity: object, job: ChunkJob, unregistered: bool
    ) -> tuple[object, ...]:
        digest = hashlib.blake2b(job.text.encode("utf-8", "surrogatepass"), digest_size=16)
        return (identity, tool.args, tool.cwd, job.verify, unregistered, digest.digest())

    def get(self, key: tuple[object, ...]) -> ChunkRun | None:
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
            return found

    def put(self, key: tuple[object, ...], run: ChunkRun) -> None:
        if run.problem is not None and run.problem.kind == "timeout":
            return
        with self._lock:
            self._items[key] = run
            self._items.move_to_end(key)
            while len(self._items) > self.capacity:
                self._items.popitem(last=False)


@dataclass(slots=True)
class DocumentRun:
    """The tool's answers for every chunk of one document version (None: not run)."""

    tool: OptTool
    jobs: list[ChunkJob]
    runs: list[ChunkRun | None]
    problems: list[BridgeProblem] = field(default_factory=list)
    seconds: float = 0.0
    #: Types from the generic prints, built on first use (`ide.opt_types.document_types`).
    types_cache: object | None = None
    types_lock: threading.Lock = field(default_factory=threading.Lock)


def cached_document(
    tool: OptTool, jobs: Sequence[ChunkJob], cache: BridgeCache, *, unregistered: bool
) -> DocumentRun | None:
    """The document's run from the cache alone, or None when a chunk is missing from it."""
    identity = tool.identity()
    if identity is None:
        return None
    runs: list[ChunkRun | None] = []
    for job in jobs:
        found = cache.get(BridgeCache.key(tool, identity, job, unregistered))
        if found is None:
            return None
        runs.append(found)
    return DocumentRun(tool, list(jobs), runs, _problems(runs))


def run_document(
    tool: OptTool,
    jobs: Sequence[ChunkJob],
    *,
    unregistered: bool = False,
    cache: BridgeCache | None = None,
    cancel: CancelToken | None = None,
    max_jobs: int = DEFAULT_JOBS,
) -> DocumentRun:
    """Run the tool on every chunk (cached ones are not re-run); raises `Cancelled`.

    A missing tool is reported once, without trying each chunk.
    """
    start = time.perf_counter()
    identity = tool.identity()
    if identity is None:
        problem = missing_problem(tool)
        runs: list[ChunkRun | None] = [
            ChunkRun("failed", problem=problem, verify=j.verify) for j in jobs
        ]
        return DocumentRun(tool, list(jobs), runs, [problem], time.perf_counter() - start)
    results: list[ChunkRun | None] = [None] * len(jobs)
    todo: list[int] = []
    keys = [BridgeCache.key(tool, identity, job, unregistered) for job in jobs]
    for i, key in enumerate(keys):
        found = cache.get(key) if cache is not None else None
        if found is not None:
            results[i] = found
        else:
            todo.append(i)

    def one(i: int) -> None:
        if cancel is not None and cancel.cancelled:
            raise Cancelled
        run = run_chunk(
            tool, jobs[i].text, verify=jobs[i].verify, unregistered=unregistered, cancel=cancel
        )
        results[i] = run
        if cache is not None:
            cache.put(keys[i], run)

    if len(todo) <= 1 or max_jobs <= 1:
        for i in todo:
            one(i)
    else:
        with ThreadPoolExecutor(max_workers=min(max_jobs, len(todo))) as pool:
            futures = [pool.submit(one, i) for i in todo]
            for future in futures:
                future.result()
    return DocumentRun(tool, list(jobs), results, _problems(results), time.perf_counter() - start)


def _problems(runs: Sequence[ChunkRun | None]) -> list[BridgeProblem]:
    """Distinct problems of a document's runs, first of each kind only."""
    seen: set[str] = set()
    out: list[BridgeProblem] = []
    for run in runs:
        if run is not None and run.problem is not None and run.problem.kind not in seen:
            seen.add(run.problem.kind)
            out.append(run.problem)
    return out
