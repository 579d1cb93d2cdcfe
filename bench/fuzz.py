"""Mutation fuzzer: nothing a document does breaks check, format, print or an IDE feature.

Inputs are mutations of corpus chunks ($MLIR_CORPUS, default ../shared/corpus)
and of the project's test inputs (tests/data): byte, token and line edits,
truncation, splices, deep nesting, huge counts and sizes, unicode (lone
surrogates included), NUL and CRLF. Each input goes through

- `check` (the parser in strict mode: an internal error raises), diagnostics in range;
- `format`: when it formats, again is a no-op (idempotent) and every comment is kept;
- `print`: every chunk that parsed cleanly prints, and the output parses again;
- every IDE function at random offsets.

A failure (exception, broken property) or a slow input (more than `--hang` seconds
for an input under 20 KB) is a finding: minimised (line then character
deletion) and saved under `--out`. Reports inputs/s.

    python bench/fuzz.py --seconds 600 [--seed N] [--count N] [--out DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "tests"))
os.environ.setdefault("MLIR_CORPUS", str(REPO.parent / "shared" / "corpus"))

from corpus_support import corpus_files, corpus_root  # noqa: E402
from mlir_ls import ide  # noqa: E402
from mlir_ls.fmt.formatter import _comment_key, format_text  # noqa: E402
from mlir_ls.ide import Analysis, AnalysisOptions  # noqa: E402
from mlir_ls.printer.asm_printer import PrintOptions  # noqa: E402
from mlir_ls.printer.module import print_result  # noqa: E402
from mlir_ls.syntax.lexer import tokenize  # noqa: E402
from mlir_ls.text.deep import run_deep  # noqa: E402
from mlir_ls.text.span import Span  # noqa: E402
from mlir_ls.text.split import split_chunks  # noqa: E402
from mlir_ls.verify.check import analyze  # noqa: E402

MARKER = "// -----"
#: Inputs larger than this are not held to the hang limit.
HANG_SIZE = 20_000

#: Nesting openers and closers of each kind the deep-nesting mutation wraps with.
NESTINGS = [
    ('"t.r"() ({\n', "}) : () -> ()\n"),
    ("scf.execute_region {\n", "scf.yield\n}\n"),
    ("tensor<", ">"),
    ("(", ")"),
    ("[", "]"),
    ("{a = ", "}"),
    ("callsite(", ' at "f":1:1)'),
    ("<", ">"),
]
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


# ---- mutations -------------------------------------------------------------------------


def _tokens(text: str) -> list[tuple[int, int]]:
    return [(t.start, t.end) for t in tokenize(text) if t.kind != "eof"]


def mutate(text: str, rng: random.Random, pool: list[str]) -> str:
    """One random mutation of `text` (sometimes several)."""
    for _ in range(1 if rng.random() < 0.7 else rng.randrange(2, 5)):
        text = MUTATIONS[rng.randrange(len(MUTATIONS))](text, rng, pool)
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
    tokens = _tokens(text)
    if not tokens:
        return text + "{"
    s, e = rng.choice(tokens)
    choice = rng.randrange(3)
    if choice == 0:
        return text[:s] + text[e:]
    if choice == 1:
        return text[:e] + " " + text[s:e] + text[e:]
    s2, e2 = rng.choice(tokens)
    return text[:s] + text[s2:e2] + text[e:]


def _splice(text: str, rng: random.Random, pool: list[str]) -> str:
    other = rng.choice(pool)
    a, b = sorted((rng.randrange(len(other) + 1), rng.randrange(len(other) + 1)))
    pos = rng.randrange(len(text) + 1)
    return text[:pos] + other[a:b] + text[pos:]


def _deep(text: str, rng: random.Random, pool: list[str]) -> str:
    opener, closer = rng.choice(NESTINGS)
    depth = rng.choice([50, 300, 1000, 2500])
    pos = rng.randrange(len(text) + 1)
    end = rng.randrange(pos, len(text) + 1)
    closing = closer * depth if rng.random() < 0.8 else closer * rng.randrange(depth)
    return text[:pos] + opener * depth + text[pos:end] + closing + text[end:]


def _affine_chain(text: str, rng: random.Random, pool: list[str]) -> str:
    terms = rng.choice([10, 400, 2500])
    op = rng.choice([" + ", " - ", " * ", " floordiv ", " mod "])
    term = rng.choice(["d0", "s0", "2", "(d0)"])
    expr = op.join([term] * terms)
    return text + f'\n"t.a"() {{m = affine_map<(d0)[s0] -> ({expr})>}} : () -> ()\n'


def _huge_number(text: str, rng: random.Random, pool: list[str]) -> str:
    numbers = [t for t in tokenize(text) if t.kind == "integer"]
    huge = rng.choice(["10000000", "4294967296", "99999999999999999999999", "-9223372036854775809"])
    if not numbers:
        return text + f'\n%0:{huge} = "t.b"() : () -> (i32)\n'
    t = rng.choice(numbers)
    return text[: t.start] + huge + text[t.end :]


def _crlf(text: str, rng: random.Random, pool: list[str]) -> str:
    return text.replace("\n", "\r\n") if rng.random() < 0.7 else text.replace("\n", "\r")


MUTATIONS: list[Callable[[str, random.Random, list[str]], str]] = [
    _truncate,
    _insert_junk,
    _delete_chars,
    _line_edit,
    _line_edit,
    _token_edit,
    _token_edit,
    _token_edit,
    _splice,
    _deep,
    _affine_chain,
    _huge_number,
    _crlf,
]


# ---- checks ----------------------------------------------------------------------------


class Finding(Exception):
    """A broken property (the exception's message says which)."""


def check_input(text: str, rng: random.Random) -> None:
    """Run `text` through every front end and IDE path; raise on any failure."""
    split = MARKER if rng.random() < 0.7 else None
    allow = rng.random() < 0.8
    document = analyze(text, split_marker=split, allow_unregistered=allow, strict=True)
    for diag in document.diagnostics:
        if not 0 <= diag.span.start <= diag.span.end <= len(text):
            raise Finding(f"diagnostic out of range: {diag.message}")
    _check_format(text)
    for chunk in document.chunks:
        if chunk.parse.has_errors or any(d.is_error for d in chunk.diagnostics):
            continue
        for options in (PrintOptions(), PrintOptions(generic=True)):
            printed = print_result(chunk.parse, options)
            again = analyze(printed, allow_unregistered=True, strict=True)
            errors = [d for d in again.diagnostics if d.is_error]
            if any(d.code in ("internal", "parse") for d in errors):
                raise Finding(f"printed output does not parse: {errors[0].message}")
    _check_ide(text, split, rng)


def _check_format(text: str) -> None:
    result = format_text(text)
    if not result.ok:
        return
    if _comment_key(result.text) != _comment_key(text):
        raise Finding("format lost a comment")
    again = format_text(result.text)
    if again.text != result.text:
        raise Finding("format is not idempotent")


def _check_ide(text: str, split: str | None, rng: random.Random) -> None:
    analysis = Analysis.of(text, AnalysisOptions(split_marker=split))
    n = len(text)
    offsets = [rng.randrange(n + 1) for _ in range(4)] + [0, n]
    for offset in offsets:
        ide.hover(analysis, offset)
        ide.definition(analysis, offset)
        ide.references(analysis, offset)
        ide.highlights(analysis, offset)
        ide.completion(analysis, offset)
        try:
            ide.prepare_rename(analysis, offset)
            ide.rename(analysis, offset, "renamed")
        except ide.RenameError:
            pass
    ide.selection_ranges(analysis, offsets)
    ide.document_symbols(analysis)
    ide.semantic_tokens(analysis)
    ide.semantic_tokens(analysis, Span(min(offsets), max(offsets)))
    ide.folding_ranges(analysis)
    ide.inlay_hints(analysis)
    diags = ide.diagnostics(analysis, ide.DiagnosticOptions())
    ide.code_actions(analysis, Span(0, n), diags)
    ide.workspace_symbols(analysis, "a")
    ide.scan_symbols(text, "")


# ---- the loop --------------------------------------------------------------------------


@dataclass
class Report:
    inputs: int = 0
    seconds: float = 0.0
    findings: Counter[str] = field(default_factory=Counter)
    slowest: float = 0.0
    saved: list[Path] = field(default_factory=list)

    def summary(self) -> str:
        rate = self.inputs / self.seconds if self.seconds else 0.0
        kinds = ", ".join(f"{k}: {v}" for k, v in self.findings.most_common()) or "none"
        return (
            f"{self.inputs} inputs in {self.seconds:.0f} s ({rate:.1f} inputs/s); "
            f"slowest {self.slowest:.2f} s; findings: {kinds}"
        )


def failure_of(text: str, seed: int, hang_s: float) -> str | None:
    """The kind of failure `text` shows (None when it passes)."""
    start = time.perf_counter()
    try:
        run_deep(check_input, text, random.Random(seed))
    except Finding as exc:
        return f"property: {str(exc).split(':')[0]}"
    except Exception as exc:
        return f"internal: {type(exc).__name__}"
    if len(text) < HANG_SIZE and time.perf_counter() - start > hang_s:
        return "hang"
    return None


def minimise(text: str, kind: str, seed: int, hang_s: float, budget_s: float = 60.0) -> str:
    """Delete lines, then characters, while the same kind of failure remains (bounded time)."""
    deadline = time.monotonic() + budget_s

    def still(candidate: str) -> bool:
        return time.monotonic() < deadline and failure_of(candidate, seed, hang_s) == kind

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


def fuzz(
    seconds: float | None,
    count: int | None,
    seed: int,
    out: Path | None,
    hang_s: float = 2.0,
    progress: bool = False,
    minimise_findings: bool = True,
) -> Report:
    rng = random.Random(seed)
    pool = seeds()
    report = Report()
    start = time.perf_counter()
    last = start
    for text, input_seed in _inputs(rng, pool):
        if count is not None and report.inputs >= count:
            break
        if seconds is not None and time.perf_counter() - start > seconds:
            break
        t0 = time.perf_counter()
        kind = failure_of(text, input_seed, hang_s)
        report.slowest = max(report.slowest, time.perf_counter() - t0)
        report.inputs += 1
        if kind is not None:
            report.findings[kind] += 1
            if out is not None:
                small = minimise(text, kind, input_seed, hang_s) if minimise_findings else text
                digest = hashlib.sha1(small.encode("utf-8", "surrogatepass")).hexdigest()[:10]
                name = kind.replace(": ", "-").replace(" ", "_")
                path = out / f"{name}-{digest}.mlir"
                out.mkdir(parents=True, exist_ok=True)
                path.write_text(small, encoding="utf-8", errors="surrogatepass")
                report.saved.append(path)
        if progress and time.perf_counter() - last > 30:
            last = time.perf_counter()
            report.seconds = last - start
            print(report.summary(), flush=True)
    report.seconds = time.perf_counter() - start
    return report


def _inputs(rng: random.Random, pool: list[str]) -> Iterator[tuple[str, int]]:
    while True:
        yield mutate(rng.choice(pool), rng, pool), rng.randrange(1 << 30)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--count", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hang", type=float, default=2.0, help="seconds (inputs under 20 KB)")
    parser.add_argument("--out", type=Path, default=Path("fuzz-findings"))
    args = parser.parse_args()
    report = fuzz(args.seconds, args.count, args.seed, args.out, args.hang, progress=True)
    print(report.summary())
    for path in report.saved:
        print(f"  saved {path}")
    return 1 if report.findings else 0


if __name__ == "__main__":
    raise SystemExit(main())
