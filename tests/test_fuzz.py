"""Robustness: mutated inputs never make `check` raise or hang.

Mutations of corpus files (or, without a corpus, of the project's test data):
deleted and duplicated lines and tokens, truncation, random bytes. The parser
runs in strict mode, so a stuck loop (progress guard) or an internal error
fails the test instead of being turned into a diagnostic.
"""

from __future__ import annotations

import random
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from conftest import DATA
from corpus_support import corpus_files, corpus_root
from mlir_ls.syntax.lexer import tokenize
from mlir_ls.verify.check import analyze

SEED = 20261122
CASES_PER_FILE = 6
TIME_LIMIT_S = 10


def sources() -> list[tuple[str, str]]:
    root = corpus_root()
    if root is not None:
        return [(f.id, f.text()) for f in corpus_files(root)]
    return [(p.name, p.read_text()) for p in sorted((DATA / "check").glob("*.mlir"))]


def mutate(text: str, rng: random.Random) -> str:
    choice = rng.randrange(6)
    if choice == 0 and text:  # truncate
        return text[: rng.randrange(len(text))]
    if choice == 1:  # random bytes
        pos = rng.randrange(len(text) + 1)
        junk = "".join(
            chr(rng.choice([rng.randrange(32, 127), rng.randrange(0, 0x3000)]))
            for _ in range(rng.randrange(1, 12))
        )
        return text[:pos] + junk + text[pos:]
    lines = text.splitlines(keepends=True)
    if choice == 2 and lines:  # delete a line
        del lines[rng.randrange(len(lines))]
        return "".join(lines)
    if choice == 3 and lines:  # duplicate a line
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return "".join(lines)
    tokens = [t for t in tokenize(text) if t.kind != "eof"]
    if not tokens:
        return text + "{"
    token = rng.choice(tokens)
    if choice == 4:  # delete a token
        return text[: token.start] + text[token.end :]
    return text[: token.end] + " " + token.text + text[token.end :]  # duplicate a token


@contextmanager
def deadline(seconds: int) -> Iterator[None]:
    def on_alarm(signum: int, frame: object) -> None:
        raise TimeoutError(f"check took more than {seconds}s")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_mutated_inputs_never_crash_or_hang() -> None:
    rng = random.Random(SEED)
    checked = 0
    for name, text in sources():
        for _ in range(CASES_PER_FILE):
            mutated = mutate(text, rng)
            try:
                with deadline(TIME_LIMIT_S):
                    for split in ("// -----", None):
                        for allow in (True, False):
                            analysis = analyze(
                                mutated, split_marker=split, allow_unregistered=allow, strict=True
                            )
                            for diag in analysis.diagnostics:
                                assert 0 <= diag.span.start <= diag.span.end <= len(mutated)
            except Exception as exc:
                Path("/tmp/mlir-ls-fuzz-failure.mlir").write_text(mutated)
                raise AssertionError(
                    f"{name}: {exc!r} (input saved to /tmp/mlir-ls-fuzz-failure.mlir)"
                ) from exc
            checked += 1
    assert checked > 0


def test_pathological_inputs() -> None:
    for text in [
        "",
        "{",
        "}",
        "(" * 5000,
        "{" * 3000,
        '"',
        "%",
        "^",
        "#",
        "!",
        "@",
        "loc(",
        "{-#",
        "-> -> ->",
        "func.func @f(" * 200,
        "%0 = " * 1000,
        "\0\0\0",
        "// -----\n" * 50,
    ]:
        with deadline(TIME_LIMIT_S):
            analyze(text, split_marker="// -----", strict=True)
