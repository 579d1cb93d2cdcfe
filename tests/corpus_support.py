"""Reading `$MLIR_CORPUS` (shared/corpus: upstream test files with the oracle's verdicts).

Used by the conformance tests and `bench/corpus_report.py`. Never copies corpus
data into the project: everything is read from the directory the variable names.
"""

from __future__ import annotations

import csv
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.line_index import LineIndex
from mlir_ls.text.split import split_chunks
from mlir_ls.verify.check import analyze

FRONT_END_AREAS = ("ir", "builtin", "func")
FRONT_END_DIALECTS = ("builtin", "func")


def corpus_root() -> Path | None:
    value = os.environ.get("MLIR_CORPUS")
    if not value:
        return None
    root = Path(value)
    return root if (root / "MANIFEST.tsv").is_file() else None


@dataclass(slots=True)
class CorpusFile:
    id: str
    area: str
    path: Path
    oracle: dict[str, Any]

    @property
    def flags(self) -> list[str]:
        return list(self.oracle.get("flags", []))

    @property
    def split(self) -> bool:
        return "--split-input-file" in self.flags

    @property
    def allow_unregistered(self) -> bool:
        return "--allow-unregistered-dialect" in self.flags

    def text(self) -> str:
        return self.path.read_text(encoding="utf-8")


def corpus_files(root: Path, areas: tuple[str, ...] | None = None) -> Iterator[CorpusFile]:
    with (root / "MANIFEST.tsv").open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            if areas is not None and row["area"] not in areas:
                continue
            oracle_path = root / "oracle" / (row["id"] + ".json")
            yield CorpusFile(
                row["id"], row["area"], root / row["file"], json.loads(oracle_path.read_text())
            )


@dataclass(slots=True)
class ChunkVerdict:
    file: str
    index: int
    start_line: int
    oracle_ok: bool
    ours_error: bool
    first_oracle_line: int | None
    our_error_lines: list[int]
    custom_dialects: set[str]
    missing_dialect: bool
    messages: list[str] = field(default_factory=list)

    @property
    def on_first_line(self) -> bool:
        return self.first_oracle_line is not None and self.first_oracle_line in self.our_error_lines


def chunk_verdict(
    file_id: str,
    oracle: dict[str, Any],
    diagnostics: list[Diagnostic],
    index: LineIndex,
    custom_dialects: set[str],
) -> ChunkVerdict:
    """Our `diagnostics` for a chunk against the oracle's verdict on it (`oracle`, one
    entry of the oracle file's `chunks`)."""
    errors = [d for d in diagnostics if d.is_error]
    first = next(
        (
            d["line"]
            for d in oracle.get("diagnostics", [])
            if d.get("severity") == "error" and "line" in d
        ),
        None,
    )
    return ChunkVerdict(
        file_id,
        oracle["index"],
        oracle["start_line"],
        oracle["ok"],
        bool(errors),
        first,
        sorted({index.mlir_line_col(d.span.start)[0] for d in errors}),
        custom_dialects,
        bool(oracle.get("missing_dialect")),
        [f"{index.mlir_line_col(d.span.start)[0]}: {d.message}" for d in errors[:3]],
    )


def chunk_verdicts(corpus_file: CorpusFile) -> list[ChunkVerdict]:
    """Run `check` on every chunk of a corpus file, with the file's RUN-line flags."""
    text = corpus_file.text()
    marker = "// -----" if corpus_file.split else None
    analysis = analyze(text, split_marker=marker, allow_unregistered=corpus_file.allow_unregistered)
    index = LineIndex(text)
    oracle_chunks = corpus_file.oracle["chunks"]
    verdicts: list[ChunkVerdict] = []
    for ours, oracle in zip(analysis.chunks, oracle_chunks, strict=False):
        dialects = {
            op.name.split(".", 1)[0] if "." in op.name else ""
            for op in ours.parse.module.walk()
            if op.custom and op is not ours.parse.module
        }
        verdicts.append(chunk_verdict(corpus_file.id, oracle, ours.diagnostics, index, dialects))
    return verdicts


def split_matches_oracle(corpus_file: CorpusFile) -> bool:
    text = corpus_file.text()
    chunks = split_chunks(text, "// -----" if corpus_file.split else None).chunks
    index = LineIndex(text)
    starts = [index.mlir_line_col(c.offset)[0] for c in chunks]
    return starts == [c["start_line"] for c in corpus_file.oracle["chunks"]]


def generic_prints(root: Path) -> Iterator[tuple[str, int, str]]:
    """(file id, chunk index, oracle generic print) for every accepted chunk."""
    for corpus_file in corpus_files(root):
        for chunk in corpus_file.oracle["chunks"]:
            if chunk.get("ok") and chunk.get("generic"):
                yield corpus_file.id, chunk["index"], chunk["generic"]


def in_front_end_scope(verdict: ChunkVerdict) -> bool:
    """Chunks whose custom-form ops all belong to builtin or func (or have no dialect)."""
    return all(d in FRONT_END_DIALECTS or d == "" for d in verdict.custom_dialects)


@dataclass(slots=True)
class Figures:
    accepted: int = 0
    accepted_clean: int = 0
    rejected: int = 0
    rejected_flagged: int = 0
    rejected_on_line: int = 0
    failures: list[str] = field(default_factory=list)

    def add(self, verdict: ChunkVerdict) -> None:
        where = f"{verdict.file}#{verdict.index} (line {verdict.start_line})"
        if verdict.oracle_ok:
            self.accepted += 1
            if not verdict.ours_error:
                self.accepted_clean += 1
            else:
                self.failures.append(f"false error: {where}: {verdict.messages}")
        elif not verdict.missing_dialect:
            self.rejected += 1
            if verdict.ours_error:
                self.rejected_flagged += 1
                if verdict.on_first_line:
                    self.rejected_on_line += 1
                else:
                    self.failures.append(
                        f"other line: {where}: oracle {verdict.first_oracle_line}, ours {verdict.messages}"
                    )
            else:
                self.failures.append(f"missed: {where}: oracle line {verdict.first_oracle_line}")

    @staticmethod
    def ratio(a: int, b: int) -> float:
        return a / b if b else 1.0

    def summary(self) -> str:
        return (
            f"accepted clean {self.accepted_clean}/{self.accepted} ({self.ratio(self.accepted_clean, self.accepted):.1%}); "
            f"rejected flagged {self.rejected_flagged}/{self.rejected} ({self.ratio(self.rejected_flagged, self.rejected):.1%}), "
            f"on oracle's first line {self.rejected_on_line}/{self.rejected} "
            f"({self.ratio(self.rejected_on_line, self.rejected):.1%})"
        )
