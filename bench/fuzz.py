"""Mutation fuzzer: nothing a document does breaks check, format, print or an IDE feature.

Inputs are mutations of corpus chunks ($MLIR_CORPUS, default ../shared/corpus)
and of the project's test inputs (tests/data): byte, token and line edits,
truncation, splices, deep nesting, huge counts and sizes, unicode (lone
surrogates included), NUL and CRLF. Input number `i` of a run is a function of
(`--seed`, `i`) alone, so any input is replayed with `--replay i`. Each input is
parsed once, and that analysis feeds every check:

- `check` (the parser in strict mode: an internal error raises), diagnostics in range;
- `format`: when it formats, again is a no-op (idempotent) and every comment is kept;
  range formatting (the editor's) on a random line range;
- `print`: every chunk `mlir-ls print` prints (no errors; no op read tolerantly, which
  print refuses: printer/unknown.py) prints, and the output parses again;
- every IDE function, the offset-based ones at a few random offsets (one of them on a
  sigil: `%`, `^`, `@`, `#`, `!`), every span they return inside the text.

Workers are processes (`--workers`); each runs its inputs in-process on one deep thread
(text/deep.py) under a watchdog that interrupts an input after `--abort` seconds of its
CPU time; the parent kills a worker stuck in native code and starts another. Time per input is the
worker thread's CPU time, so a loaded machine does not invent hangs: a *hang* is more
than `--hang` seconds of CPU for an input under 20 KB.

A failure (exception, broken property, hang) is a finding: the first of each kind is
minimised (line then character deletion, bounded in time) and saved under `--out`.
Reports inputs/s.

    python bench/fuzz.py --seconds 600 [--count N] [--workers 2] [--seed N] [--out DIR]
    python bench/fuzz.py --replay 12345 --seed 1     # one input again, with its finding
"""

from __future__ import annotations

import argparse
import ctypes
import hashlib
import json
import multiprocessing as mp
import os
import queue
import random
import re
import sys
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field, fields, is_dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "tests"))
os.environ.setdefault("MLIR_CORPUS", str(REPO.parent / "shared" / "corpus"))

from corpus_support import corpus_files, corpus_root  # noqa: E402
from mlir_ls import ide  # noqa: E402
from mlir_ls.fmt.formatter import _comment_key, format_text  # noqa: E402
from mlir_ls.ide import Analysis, AnalysisOptions  # noqa: E402
from mlir_ls.ide.commands import expected_annotations  # noqa: E402
from mlir_ls.ide.formatting import FormatError, format_document  # noqa: E402
from mlir_ls.ide.navigation import FileTarget  # noqa: E402
from mlir_ls.printer.asm_printer import PrintOptions  # noqa: E402
from mlir_ls.printer.module import print_result  # noqa: E402
from mlir_ls.printer.unknown import unprintable_op  # noqa: E402
from mlir_ls.syntax.lexer import tokenize  # noqa: E402
from mlir_ls.text.deep import run_deep  # noqa: E402
from mlir_ls.text.span import Span  # noqa: E402
from mlir_ls.text.split import split_chunks  # noqa: E402
from mlir_ls.verify.check import DocumentAnalysis, analyze  # noqa: E402

MARKER = "// -----"
#: Inputs larger than this are not held to the hang limit.
HANG_SIZE = 20_000
#: Findings a worker minimises and saves (the first of each kind).
MAX_SAVED = 40
#: Characters around a random position that token mutations tokenize (not the whole text).
TOKEN_WINDOW = 600

#: Nesting openers and closers of each kind the deep-nesting mutation wraps with.
NESTINGS = [
    ('"t.r"() ({\n', "}) : () -> ()\n"),
    ("scf.execute_region {\n", "scf.yield\n}\n"),
    ('^bb0:\n"t.r"() ({\n', "}) : () -> ()\n"),
    ("tensor<", ">"),
    ("(", ")"),
    ("[", "]"),
    ("{a = ", "}"),
    ("callsite(", ' at "f":1:1)'),
    ("<", ">"),
    ("affine_map<(d0) -> (", ")>"),
]
#: Depths the deep-nesting mutation uses, with their weights (deep inputs cost the most).
DEPTHS = ([20, 200, 1000, 2500], [8, 4, 2, 1])
UNICODE = ["\ud800", "\udfff", "\u00e9", "\u200b", "\U0001f600", "\ufeff", "\u0301", "\x00", "\r"]


def seeds() -> list[str]:
    """Corpus chunks, then every test input of the project."""
    out: list[str] = []
    root = corpus_root()
    if root is not None:
        for f in corpus_files(root):
            out.extend(c.text for c in split_chunks(f.text(), MARKER).chunks if c.text.strip())
    for path in sorted((REPO / "tests" / "data").rglob("*.mlir")):
        out.extend(c.text for c in split_chunks(path.read_text(), MARKER).chunks if c.text.strip())
    return out


# ---- mutations (each costs time linear in the text at most) ------------------------------


def _window_tokens(text: str, rng: random.Random) -> list[tuple[int, int, str]]:
    """(start, end, kind) of the tokens in a window of the text (from a line start)."""
    pos = rng.randrange(len(text) + 1)
    start = text.rfind("\n", 0, max(0, pos - TOKEN_WINDOW // 2)) + 1
    piece = text[start : start + TOKEN_WINDOW]
    return [(start + t.start, start + t.end, t.kind) for t in tokenize(piece) if t.kind != "eof"]


def mutate(text: str, rng: random.Random, pool: list[str]) -> str:
    """One random mutation of `text` (sometimes several)."""
    for _ in range(1 if rng.random() < 0.7 else rng.randrange(2, 5)):
        text = rng.choices(MUTATIONS, WEIGHTS)[0](text, rng, pool)
    return text


def _truncate(text: str, rng: random.Random, pool: list[str]) -> str:
    return text[: rng.randrange(len(text) + 1)]


def _insert_junk(text: str, rng: random.Random, pool: list[str]) -> str:
    pos = rng.randrange(len(text) + 1)
    junk = "".join(
        rng.choice([chr(rng.randrange(32, 127)), rng.choice(UNICODE), chr(rng.randrange(0x3000))])
        for _ in range(rng.randrange(1, 8))
    )
    return text[:pos] + junk + text[pos:]


def _delete_chars(text: str, rng: random.Random, pool: list[str]) -> str:
    pos = rng.randrange(len(text) + 1)
    return text[:pos] + text[pos + rng.randrange(1, 6) :]


def _line_edit(text: str, rng: random.Random, pool: list[str]) -> str:
    lines = text.splitlines(keepends=True)
    if not lines:
        return text
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    choice = rng.randrange(3)
    if choice == 0:
        del lines[i]
    elif choice == 1:
        lines.insert(i, lines[j])
    else:
        lines[i], lines[j] = lines[j], lines[i]
    return "".join(lines)


def _token_edit(text: str, rng: random.Random, pool: list[str]) -> str:
    tokens = _window_tokens(text, rng)
    if not tokens:
        return text + "{"
    s, e, _ = rng.choice(tokens)
    choice = rng.randrange(3)
    if choice == 0:
        return text[:s] + text[e:]
    if choice == 1:
        return text[:e] + " " + text[s:e] + text[e:]
    s2, e2, _ = rng.choice(tokens)
    return text[:s] + text[s2:e2] + text[e:]


def _splice(text: str, rng: random.Random, pool: list[str]) -> str:
    other = rng.choice(pool)
    a = rng.randrange(len(other) + 1)
    b = min(len(other), a + rng.randrange(2000))
    pos = rng.randrange(len(text) + 1)
    return text[:pos] + other[a:b] + text[pos:]


def _deep(text: str, rng: random.Random, pool: list[str]) -> str:
    opener, closer = rng.choice(NESTINGS)
    depth = rng.choices(*DEPTHS)[0]
    pos = rng.randrange(len(text) + 1)
    end = min(len(text), pos + rng.randrange(200))
    closing = closer * depth if rng.random() < 0.8 else closer * rng.randrange(depth)
    return text[:pos] + opener * depth + text[pos:end] + closing + text[end:]


def _affine_chain(text: str, rng: random.Random, pool: list[str]) -> str:
    terms = rng.choices([10, 400, 2500], [6, 3, 1])[0]
    op = rng.choice([" + ", " - ", " * ", " floordiv ", " mod ", " ceildiv "])
    term = rng.choice(["d0", "s0", "2", "(d0)", "(s0 + 1)"])
    expr = op.join([term] * terms)
    return text + f'\n"t.a"() {{m = affine_map<(d0)[s0] -> ({expr})>}} : () -> ()\n'


def _huge_number(text: str, rng: random.Random, pool: list[str]) -> str:
    numbers = [t for t in _window_tokens(text, rng) if t[2] == "integer"]
    huge = rng.choice(
        ["10000000", "4294967296", "99999999999999999999999", "-9223372036854775809", "0"]
    )
    if not numbers:
        return text + f'\n%0:{huge} = "t.b"() : () -> (i32)\n'
    s, e, _ = rng.choice(numbers)
    return text[:s] + huge + text[e:]


def _trivia(text: str, rng: random.Random, pool: list[str]) -> str:
    """White space and comments between tokens of a window (the input stays as valid as it
    was, so format and print see it)."""
    tokens = _window_tokens(text, rng)
    for _ in range(rng.randrange(1, 6)):
        if not tokens:
            break
        start, end, _ = rng.choice(tokens)
        at = start if rng.random() < 0.5 else end
        trivia = rng.choice([" ", "\n", "\t", "  ", "\n\n", " // note\n", "\n// note\n"])
        text = text[:at] + trivia + text[at:]
        tokens = [
            (a + len(trivia) * (a >= at), b + len(trivia) * (b >= at), k) for a, b, k in tokens
        ]
    return text


def _crlf(text: str, rng: random.Random, pool: list[str]) -> str:
    return text.replace("\n", "\r\n") if rng.random() < 0.7 else text.replace("\n", "\r")


MUTATIONS: list[Callable[[str, random.Random, list[str]], str]] = [
    _truncate,
    _insert_junk,
    _delete_chars,
    _line_edit,
    _token_edit,
    _splice,
    _deep,
    _affine_chain,
    _huge_number,
    _crlf,
    _trivia,
]
WEIGHTS = [1, 1, 1, 2, 3, 1, 0.6, 0.4, 1, 0.5, 3]


def input_for(seed: int, index: int, pool: list[str]) -> tuple[str, int]:
    """(text, check seed) of input `index` of the run seeded `seed`."""
    rng = random.Random(f"{seed}:{index}")
    text = mutate(rng.choice(pool), rng, pool)
    return text, rng.randrange(1 << 30)


# ---- checks ----------------------------------------------------------------------------


class Finding(Exception):
    """A broken property (the exception's message says which)."""


@dataclass
class Phases:
    """Seconds spent in each part of the checks, and how many inputs reached each property
    (the report's breakdown: the share of inputs a check really exercised)."""

    seconds: dict[str, float] = field(default_factory=dict)
    reached: Counter[str] = field(default_factory=Counter)

    @contextmanager
    def timing(self, name: str) -> Iterator[None]:
        start = time.perf_counter()
        try:
            yield
        finally:
            self.seconds[name] = self.seconds.get(name, 0.0) + time.perf_counter() - start


def check_input(text: str, rng: random.Random, phases: Phases | None = None) -> None:
    """Run `text` through every front end and IDE path; raise on any failure."""
    phases = phases or Phases()
    reached = phases.reached
    split = MARKER if rng.random() < 0.7 else None
    allow = rng.random() < 0.8
    with phases.timing("check"):
        document = analyze(text, split_marker=split, allow_unregistered=allow, strict=True)
        for diag in document.diagnostics:
            if not 0 <= diag.span.start <= diag.span.end <= len(text):
                raise Finding(f"diagnostic out of range: {diag.message}")
        reached["check"] += 1
        if not any(d.is_error for d in document.diagnostics):
            reached["check: no error"] += 1
    with phases.timing("format"):
        reached[_check_format(text)] += 1
    with phases.timing("print"):
        printed, refused = _check_print(document)
        reached["print: a chunk printed, reparsed"] += printed > 0
        reached["print: a chunk refused (tolerant op)"] += refused > 0
    options = AnalysisOptions(split_marker=split, allow_unregistered=allow)
    with phases.timing("ide"):
        _check_ide(Analysis(text, document, options), rng, reached)


def _check_format(text: str) -> str:
    """Format `text`: comments kept, idempotent. Returns which case the input reached."""
    result = format_text(text)
    if not result.ok:
        return "format: refused"
    if result.text == text:
        return "format: already formatted"
    if _comment_key(result.text) != _comment_key(text):
        raise Finding("format lost a comment")
    again = format_text(result.text)
    if again.text != result.text:
        raise Finding("format is not idempotent")
    return "format: changed, comments kept, idempotent"


#: Upstream prints the index constant -2^63 in an affine expression as `-9223372036854775808`
#: (or `d0 - -9223372036854775808`), which its own parser refuses ("constant too large for
#: index": it negates after reading); printed output holding it is not held to reparse.
_UPSTREAM_UNPARSEABLE = "-9223372036854775808"


def _check_print(document: DocumentAnalysis) -> tuple[int, int]:
    """What `mlir-ls print` prints (printer/document.py) parses again; a chunk holding an op
    read tolerantly is refused there (printer/unknown.py), never printed.
    Returns (chunks printed, chunks refused)."""
    printed_chunks = refused = 0
    for chunk in document.chunks:
        if any(d.is_error for d in chunk.diagnostics) or chunk.parse.has_errors:
            continue
        if unprintable_op(chunk.parse.module) is not None:
            refused += 1
            continue
        printed_chunks += 1
        for options in (PrintOptions(), PrintOptions(generic=True)):
            printed = print_result(chunk.parse, options)
            again = analyze(printed, allow_unregistered=True, strict=True)
            errors = [d for d in again.diagnostics if d.is_error]
            if any(d.code in ("internal", "parse") for d in errors):
                if _UPSTREAM_UNPARSEABLE in printed:
                    continue
                raise Finding(f"printed output does not parse: {errors[0].message}")
    return printed_chunks, refused


def _offsets(text: str, rng: random.Random) -> list[int]:
    """A random offset, one just after a random sigil, and one at either end."""
    n = len(text)
    offsets = [rng.randrange(n + 1), rng.choice([0, n])]
    start = rng.randrange(n + 1)
    sigils = [text.find(c, start) for c in "%^@#!"]
    found = [i for i in sigils if i != -1]
    offsets.append(min(n, rng.choice(found) + rng.randrange(3)) if found else n // 2)
    return offsets


def _span_fields(cls: type) -> tuple[str, ...]:
    """Names of the fields of dataclass `cls` (none for other classes), once per class."""
    found = _FIELDS.get(cls)
    if found is None:
        found = _FIELDS[cls] = tuple(f.name for f in fields(cls)) if is_dataclass(cls) else ()
    return found


_FIELDS: dict[type, tuple[str, ...]] = {}


def _in_range(result: object, n: int, what: str) -> None:
    """Every `Span` in `result` (a dataclass, or a list of them, as IDE functions return)
    lies inside the text: the spans of the result and of its fields, one level down."""
    items = result if isinstance(result, list | tuple) else [result]
    for item in items:
        if item is None or isinstance(item, FileTarget):
            continue
        found = [item] if isinstance(item, Span) else []
        for name in _span_fields(type(item)):
            value = getattr(item, name)
            if isinstance(value, Span):
                found.append(value)
            elif isinstance(value, list) and value and isinstance(value[0], Span):
                found.extend(value)
        for span in found:
            if not 0 <= span.start <= span.end <= n:
                raise Finding(f"{what} span out of range: {span}")


def _check_ide(analysis: Analysis, rng: random.Random, reached: Counter[str]) -> None:
    """Every IDE function, the offset-based ones at a few offsets (completion, which lists
    every op of the registry, at one of them; range formatting on a quarter of the inputs)."""
    text = analysis.text
    n = len(text)

    def spans(result: object, what: str) -> None:
        _in_range(result, n, what)

    offsets = _offsets(text, rng)
    for offset in offsets:
        spans(ide.hover(analysis, offset), "hover")
        spans(ide.definition(analysis, offset), "definition")
        spans(ide.references(analysis, offset), "references")
        spans(ide.highlights(analysis, offset), "highlights")
        try:
            spans(ide.prepare_rename(analysis, offset), "prepare rename")
            spans(ide.rename(analysis, offset, "%renamed"), "rename")
        except ide.RenameError:
            pass
    ide.completion(analysis, rng.choice(offsets))
    for chain in ide.selection_ranges(analysis, offsets):
        spans(chain, "selection")
    spans(ide.document_symbols(analysis), "symbols")
    spans(ide.semantic_tokens(analysis), "semantic tokens")
    low, high = min(offsets), max(offsets)
    spans(ide.semantic_tokens(analysis, Span(low, high)), "semantic tokens")
    ide.encoded_semantic_tokens(analysis)
    ide.folding_ranges(analysis)
    spans(ide.inlay_hints(analysis), "inlay hints")
    diags = ide.diagnostics(analysis, ide.DiagnosticOptions())
    spans(ide.code_actions(analysis, Span(low, high), diags), "code actions")
    ide.workspace_symbols(analysis, "a")
    ide.scan_symbols(text, "")
    spans(expected_annotations(analysis, offsets[0]), "annotations")
    reached["ide: every function"] += 1
    if rng.random() < 0.25:
        first = analysis.line_index.line_of(low)
        with suppress(FormatError):
            format_document(
                text, (first, first + rng.randrange(4)), marker=analysis.options.split_marker
            )
            reached["ide: range formatting"] += 1


# ---- running one input under a watchdog ------------------------------------------------


class InputTimeout(BaseException):  # not Exception: `except Exception` must not hide it
    """Raised into the worker thread by the watchdog when an input runs too long."""


class Watchdog:
    """Interrupts the deep thread's current input after `abort_s` seconds of that thread's
    CPU time (a loaded machine must not interrupt an input that is merely waiting for a
    core), or after `wall_factor` times as long on the wall clock."""

    def __init__(self, abort_s: float, wall_factor: float = 10.0) -> None:
        self.abort_s = abort_s
        self.wall_s = abort_s * wall_factor
        self.lock = threading.Lock()
        # (thread id, its CPU clock, CPU time at the start, wall time at the start)
        self.current: tuple[int, int, float, float] | None = None
        threading.Thread(target=self._watch, name="fuzz-watchdog", daemon=True).start()

    @contextmanager
    def running(self) -> Iterator[None]:
        thread = threading.get_ident()
        clock = time.pthread_getcpuclockid(thread)
        with self.lock:
            self.current = (thread, clock, time.clock_gettime(clock), time.monotonic())
        try:
            yield
        finally:
            with self.lock:
                self.current = None

    def _watch(self) -> None:
        while True:
            time.sleep(min(0.5, self.abort_s / 4))
            with self.lock:
                current = self.current
                if current is None:
                    continue
                thread, clock, cpu_start, wall_start = current
                cpu = time.clock_gettime(clock) - cpu_start
                if cpu < self.abort_s and time.monotonic() - wall_start < self.wall_s:
                    continue
                self.current = None  # raise once per input
                ctypes.pythonapi.PyThreadState_SetAsyncExc(
                    ctypes.c_ulong(thread), ctypes.py_object(InputTimeout)
                )


def _kind(exc: BaseException) -> str:
    """`internal: TypeError at module.py:123` (the innermost frame in the project)."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "mlir_ls" in f.filename]
    where = f" at {Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
    return f"internal: {type(exc).__name__}{where}"


def _detail(message: str) -> str:
    """A broken property's message with names and numbers blanked, so that one kind of
    failure is one finding (`printed output does not parse: expected ...`)."""
    return re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`|\d+", "_", message)[:120]


def failure_of(
    text: str, seed: int, hang_s: float, watchdog: Watchdog, phases: Phases | None = None
) -> tuple[str | None, float]:
    """(the kind of failure `text` shows or None, CPU seconds); on a deep thread."""
    start = time.thread_time()
    kind: str | None = None
    try:
        with watchdog.running():
            check_input(text, random.Random(seed), phases)
    except InputTimeout:
        kind = "hang: interrupted"
    except Finding as exc:
        kind = f"property: {_detail(str(exc))}"
    except RecursionError as exc:
        kind = _kind(exc)
    except Exception as exc:
        kind = _kind(exc)
    cpu = time.thread_time() - start
    if kind is None and len(text) < HANG_SIZE and cpu > hang_s:
        # Once more: the first use of a dialect imports its ODS description (seconds, once
        # per process), which is not this input's cost.
        again = time.thread_time()
        try:
            with watchdog.running():
                check_input(text, random.Random(seed))
        except InputTimeout:
            kind = "hang: interrupted"
        if kind is None and time.thread_time() - again > hang_s:
            kind = "hang"
    return kind, cpu


def minimise(
    text: str, kind: str, seed: int, hang_s: float, watchdog: Watchdog, budget_s: float = 60.0
) -> str:
    """Delete lines, then characters, while the same kind of failure remains (bounded time)."""
    deadline = time.monotonic() + budget_s

    def still(candidate: str) -> bool:
        if time.monotonic() >= deadline:
            return False
        return failure_of(candidate, seed, hang_s, watchdog)[0] == kind

    for split_lines in (True, False):
        units = text.splitlines(keepends=True) if split_lines else list(text)
        chunk = max(1, len(units) // 2)
        while chunk >= 1 and time.monotonic() < deadline:
            i = 0
            while i < len(units) and time.monotonic() < deadline:
                candidate = units[:i] + units[i + chunk :]
                if still("".join(candidate)):
                    units = candidate
                else:
                    i += chunk
            chunk //= 2
        text = "".join(units)
    return text


# ---- the run ---------------------------------------------------------------------------


@dataclass
class Report:
    inputs: int = 0
    seconds: float = 0.0
    cpu: float = 0.0
    findings: Counter[str] = field(default_factory=Counter)
    slowest: float = 0.0
    slowest_input: int = -1
    saved: list[Path] = field(default_factory=list)
    examples: dict[str, int] = field(default_factory=dict)  # kind -> first input number
    phases: Counter[str] = field(default_factory=Counter)
    reached: Counter[str] = field(default_factory=Counter)
    killed: int = 0

    def summary(self) -> str:
        rate = self.inputs / self.seconds if self.seconds else 0.0
        kinds = ", ".join(f"{k}: {v}" for k, v in self.findings.most_common()) or "none"
        phases = ", ".join(f"{k} {v:.0f} s" for k, v in self.phases.most_common())
        return (
            f"{self.inputs} inputs in {self.seconds:.0f} s ({rate:.1f} inputs/s, "
            f"{self.cpu / max(1, self.inputs) * 1000:.1f} ms CPU each; {phases}); "
            f"slowest {self.slowest:.2f} s CPU (input {self.slowest_input}); findings: {kinds}"
        )

    def shares(self) -> str:
        """The share of inputs that reached each property."""
        total = max(1, self.inputs)
        return "\n".join(
            f"  {100 * n / total:5.1f} %  {what}" for what, n in sorted(self.reached.items())
        )


@dataclass
class _Shared:
    """What a worker tells the parent while it runs: the input it is on, and since when."""

    index: Any  # mp.Value("q")
    since: Any  # mp.Value("d"), monotonic; 0 when between inputs


def _save(out: Path, kind: str, text: str) -> Path:
    digest = hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:10]
    name = "".join(c if c.isalnum() or c in "-_." else "_" for c in kind)[:80]
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}-{digest}.mlir"
    path.write_text(text, encoding="utf-8", errors="surrogatepass", newline="")
    return path


def _work(
    pool: list[str],
    indices: Iterator[int],
    seed: int,
    hang_s: float,
    abort_s: float,
    deadline: float | None,
    out: Path | None,
    minimise_findings: bool,
    emit: Callable[[tuple[Any, ...]], None],
    shared: _Shared | None,
) -> None:
    """Run inputs `indices` (on a deep thread), calling `emit` with results in batches."""
    watchdog = Watchdog(abort_s)
    phases = Phases()
    batch: list[tuple[int, float]] = []  # (index, cpu)
    reported: set[str] = set()
    last = time.monotonic()

    def flush() -> None:
        emit(("batch", batch[:], dict(phases.seconds), dict(phases.reached)))
        batch.clear()
        phases.seconds.clear()
        phases.reached.clear()

    parent = os.getppid()
    for index in indices:
        if deadline is not None and time.monotonic() > deadline:
            break
        if shared is not None and os.getppid() != parent:
            break  # the parent is gone (killed): stop instead of running on as an orphan
        text, input_seed = input_for(seed, index, pool)
        if shared is not None:
            shared.index.value = index
            shared.since.value = time.monotonic()
        kind, cpu = failure_of(text, input_seed, hang_s, watchdog, phases)
        if shared is not None:
            shared.since.value = 0.0
        batch.append((index, cpu))
        if kind is not None:
            path = None
            if out is not None and kind not in reported and len(reported) < MAX_SAVED:
                reported.add(kind)
                small = (
                    minimise(text, kind, input_seed, hang_s, watchdog)
                    if minimise_findings
                    else text
                )
                path = _save(out, kind, small)
            emit(("finding", index, kind, str(path) if path else None))
        if len(batch) >= 200 or time.monotonic() - last > 5:
            last = time.monotonic()
            flush()
    flush()


def _worker_main(
    pool: list[str],
    number: int,
    stride: int,
    first: int,
    stop: int | None,
    seed: int,
    hang_s: float,
    abort_s: float,
    deadline: float | None,
    out: Path | None,
    results: Any,
    shared: _Shared,
) -> None:
    """A worker process: inputs first, first + stride, ... below `stop`."""
    indices = iter(range(first, stop if stop is not None else 1 << 62, stride))
    run_deep(_work, pool, indices, seed, hang_s, abort_s, deadline, out, True, results.put, shared)
    results.put(("exit", number))


def fuzz(
    seconds: float | None,
    count: int | None,
    seed: int,
    out: Path | None,
    hang_s: float = 2.0,
    progress: bool = False,
    minimise_findings: bool = True,
    workers: int = 1,
    abort_s: float | None = None,
    kill_s: float = 300.0,
    on_progress: Callable[[Report], None] | None = None,
) -> Report:
    """Run inputs 0 .. `count` (or for `seconds`); `workers` 0 runs them in this process."""
    pool = seeds()
    abort = abort_s if abort_s is not None else max(20.0, 10 * hang_s)
    report = Report()
    start = time.monotonic()
    deadline = start + seconds if seconds is not None else None

    def take(message: tuple[Any, ...]) -> None:
        if message[0] == "batch":
            for index, cpu in message[1]:
                report.inputs += 1
                report.cpu += cpu
                if cpu > report.slowest:
                    report.slowest, report.slowest_input = cpu, index
            report.phases.update(message[2])
            report.reached.update(message[3])
        elif message[0] == "finding":
            _, index, kind, path = message
            report.findings[kind] += 1
            report.examples.setdefault(kind, index)
            if path:
                report.saved.append(Path(path))
            if out is not None:  # every finding, for replays (`--replay N`)
                out.mkdir(parents=True, exist_ok=True)
                with (out / "findings.jsonl").open("a") as log:
                    log.write(json.dumps({"seed": seed, "input": index, "kind": kind}) + "\n")

    if workers <= 0:
        indices = iter(range(0, count if count is not None else 1 << 62))
        run_deep(
            _work, pool, indices, seed, hang_s, abort, deadline, out, minimise_findings, take, None
        )
        report.seconds = time.monotonic() - start
        return report

    context = mp.get_context("fork")
    results = context.Queue()
    procs: dict[int, tuple[Any, _Shared, int]] = {}  # number -> (process, shared, next first)

    def spawn(number: int, first: int) -> None:
        shared = _Shared(context.Value("q", first), context.Value("d", 0.0))
        proc = context.Process(
            target=_worker_main,
            args=(
                pool,
                number,
                workers,
                first,
                count,
                seed,
                hang_s,
                abort,
                deadline,
                out,
                results,
                shared,
            ),
            daemon=True,
        )
        proc.start()
        procs[number] = (proc, shared, first)

    for number in range(workers):
        spawn(number, number)
    last = time.monotonic()
    while procs:
        wait: float | None = 1.0
        while True:  # everything the workers sent, waiting a second for the first
            try:
                msg = results.get(timeout=wait) if wait else results.get_nowait()
            except queue.Empty:
                break
            wait = None
            if msg[0] == "exit":
                proc, _, _ = procs.pop(msg[1])
                proc.join()
            else:
                take(msg)
        for number, (proc, shared, _) in list(procs.items()):
            since = shared.since.value
            if since and time.monotonic() - since > kill_s:  # stuck in native code
                index = shared.index.value
                proc.kill()
                proc.join()
                report.killed += 1
                report.inputs += 1
                take(("finding", index, "hang: killed", None))
                del procs[number]
                spawn(number, index + workers)
            elif not proc.is_alive() and proc.exitcode not in (0, None):
                index = shared.index.value
                take(("finding", index, f"crash: exit {proc.exitcode}", None))
                del procs[number]
                spawn(number, index + workers)
        if progress and time.monotonic() - last > 30:
            last = time.monotonic()
            report.seconds = last - start
            print(report.summary(), flush=True)
            if on_progress is not None:
                on_progress(report)
    report.seconds = time.monotonic() - start
    return report


def replay(index: int, seed: int, hang_s: float, out: Path | None) -> int:
    """Run input `index` again; print its failure (saving the input under `out`)."""
    text, input_seed = input_for(seed, index, seeds())

    def body() -> tuple[str | None, float]:
        return failure_of(text, input_seed, hang_s, Watchdog(max(20.0, 10 * hang_s)))

    kind, cpu = run_deep(body)
    print(f"input {index}: {len(text)} characters, {cpu:.2f} s CPU: {kind or 'passes'}")
    if kind is not None:
        try:  # the traceback, for an internal error
            run_deep(check_input, text, random.Random(input_seed))
        except Exception:
            traceback.print_exc()
    if out is not None:
        print(f"  saved {_save(out, f'replay-{index}', text)}")
    return 1 if kind else 0


def _as_json(report: Report, seed: int, workers: int) -> dict[str, Any]:
    return {
        "inputs": report.inputs,
        "seconds": report.seconds,
        "inputs_per_s": report.inputs / report.seconds if report.seconds else 0.0,
        "cpu_ms_per_input": report.cpu / max(1, report.inputs) * 1000,
        "slowest_cpu_s": report.slowest,
        "slowest_input": report.slowest_input,
        "findings": dict(report.findings),
        "examples": report.examples,
        "phases_s": dict(report.phases),
        "reached": dict(sorted(report.reached.items())),
        "killed": report.killed,
        "seed": seed,
        "workers": workers,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--count", type=int, default=None, help="inputs 0 .. N-1 (no time limit)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--workers",
        type=int,
        default=os.cpu_count() or 1,
        help="worker processes (0: in this process)",
    )
    parser.add_argument("--hang", type=float, default=2.0, help="CPU seconds (inputs < 20 KB)")
    parser.add_argument(
        "--abort", type=float, default=None, help="interrupt an input after this many CPU seconds"
    )
    parser.add_argument("--out", type=Path, default=Path("fuzz-findings"))
    parser.add_argument("--json", type=Path, default=None, help="write the report here")
    parser.add_argument("--replay", type=int, default=None, help="run input N again")
    args = parser.parse_args()
    if args.replay is not None:
        return replay(args.replay, args.seed, args.hang, args.out)
    seconds = None if args.count is not None else args.seconds

    def write_json(report: Report) -> None:
        if args.json is not None:
            args.json.write_text(json.dumps(_as_json(report, args.seed, args.workers), indent=1))

    report = fuzz(
        seconds,
        args.count,
        args.seed,
        args.out,
        args.hang,
        progress=True,
        workers=args.workers,
        abort_s=args.abort,
        on_progress=write_json,
    )
    write_json(report)
    print(report.summary())
    print(report.shares())
    for kind, index in report.examples.items():
        print(f"  {kind}: first at input {index} (--replay {index} --seed {args.seed})")
    for path in report.saved:
        print(f"  saved {path}")
    return 1 if report.findings else 0


if __name__ == "__main__":
    raise SystemExit(main())
