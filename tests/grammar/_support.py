"""Shared helpers of the grammar tests: loading the parser, reading test data.

The parser comes from the installed extension `mlir_ls.syntax._tree_sitter_mlir`
(built by `pip install -e .`); when it is missing, the generated C sources are
compiled into a temporary shared library so the tests still exercise the
grammar in the tree.
"""

from __future__ import annotations

import ctypes
import json
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import tree_sitter

ROOT = Path(__file__).resolve().parents[2]
GRAMMAR = ROOT / "grammar-tree-sitter"
SRC = GRAMMAR / "src"
QUERIES = GRAMMAR / "queries"
CORPUS_DIR = GRAMMAR / "test" / "corpus"
HIGHLIGHT_DIR = GRAMMAR / "test" / "highlight"


def compile_shared_library(out: Path) -> Path:
    """Compiles src/parser.c and src/scanner.c into a shared library at `out`."""
    compiler = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or "cc"
    sources = [str(SRC / "parser.c")]
    if (SRC / "scanner.c").exists():
        sources.append(str(SRC / "scanner.c"))
    subprocess.run(
        [compiler, "-shared", "-fPIC", "-O1", "-std=c11", f"-I{SRC}", *sources, "-o", str(out)],
        check=True,
    )
    return out


@cache
def load_language() -> tree_sitter.Language:
    try:
        from mlir_ls.syntax.tree_sitter_mlir import language

        return language()
    except ImportError:
        lib_path = compile_shared_library(Path(tempfile.mkdtemp()) / "mlir.so")
        lib = ctypes.cdll.LoadLibrary(str(lib_path))
        lib.tree_sitter_mlir.restype = ctypes.c_void_p
        capsule_new = ctypes.pythonapi.PyCapsule_New
        capsule_new.restype = ctypes.py_object
        capsule_new.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
        return tree_sitter.Language(
            capsule_new(lib.tree_sitter_mlir(), b"tree_sitter.Language", None)
        )


def new_parser() -> tree_sitter.Parser:
    return tree_sitter.Parser(load_language())


def error_nodes(node: tree_sitter.Node) -> list[tree_sitter.Node]:
    """ERROR and MISSING nodes under `node`, in source order."""
    found: list[tree_sitter.Node] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if current.is_error or current.is_missing:
            found.append(current)
            continue
        if current.has_error:
            stack.extend(reversed(current.children))
    return found


def dump(node: tree_sitter.Node) -> list[tuple[str, int, int, bool]]:
    """Every node (named or not) with its byte range: a full structural fingerprint."""
    out: list[tuple[str, int, int, bool]] = []
    stack = [node]
    while stack:
        current = stack.pop()
        out.append((current.type, current.start_byte, current.end_byte, current.is_missing))
        stack.extend(reversed(current.children))
    return out


# ---------------------------------------------------------------- test/corpus


@dataclass(frozen=True)
class CorpusCase:
    file: str
    name: str
    source: str
    expected: str
    error: bool


_HEADER = re.compile(r"^(={3,})\n(.*?)\n((?::\w+\n)*)\1\n", re.M | re.S)


def corpus_cases() -> list[CorpusCase]:
    """The cases of test/corpus/*.txt, in the tree-sitter CLI's format."""
    cases: list[CorpusCase] = []
    for path in sorted(CORPUS_DIR.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        headers = list(_HEADER.finditer(text))
        for i, header in enumerate(headers):
            end = headers[i + 1].start() if i + 1 < len(headers) else len(text)
            body = text[header.end() : end]
            source, sep, expected = body.rpartition("\n---\n")
            assert sep, f"{path.name}: case {header.group(2)!r} has no --- separator"
            cases.append(
                CorpusCase(
                    path.name,
                    header.group(2).strip(),
                    source.removeprefix("\n").removesuffix("\n") + "\n" if source.strip() else "",
                    expected.strip(),
                    ":error" in header.group(3),
                )
            )
    return cases


def normalize_sexp(text: str) -> str:
    return " ".join(text.replace("(", " ( ").replace(")", " ) ").split())


# ------------------------------------------------------- $MLIR_CORPUS chunks


@dataclass(frozen=True)
class Chunk:
    file: str
    index: int
    start_line: int
    text: bytes


def mlir_corpus_root() -> Path | None:
    value = os.environ.get("MLIR_CORPUS")
    if not value:
        return None
    root = Path(value)
    return root if (root / "MANIFEST.tsv").is_file() else None


def accepted_chunks(root: Path) -> Iterator[Chunk]:
    """Every chunk that upstream MLIR accepts, cut where the oracle cut the file."""
    lines = (root / "MANIFEST.tsv").read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    for row in lines[1:]:
        fields = dict(zip(header, row.split("\t"), strict=False))
        data = (root / fields["file"]).read_bytes()
        oracle = json.loads((root / "oracle" / (fields["id"] + ".json")).read_text())
        offsets = [0]
        for line in data.split(b"\n"):
            offsets.append(offsets[-1] + len(line) + 1)
        chunks = oracle["chunks"]
        starts = [offsets[c["start_line"] - 1] + c.get("start_col", 1) - 1 for c in chunks]
        starts.append(len(data))
        for i, chunk in enumerate(chunks):
            if chunk["ok"]:
                yield Chunk(fields["id"], i, chunk["start_line"], data[starts[i] : starts[i + 1]])


def project_samples() -> list[Chunk]:
    """Valid MLIR of the project itself, used when $MLIR_CORPUS is not set: the
    non-error cases of test/corpus and the example files without deliberate errors."""
    samples = [
        Chunk(f"{case.file}:{case.name}", 0, 1, case.source.encode())
        for case in corpus_cases()
        if not case.error and "ERROR" not in case.expected and "MISSING" not in case.expected
    ]
    for path in sorted((ROOT / "examples").glob("*.mlir")):
        text = path.read_bytes()
        if b"expected-error" in text or "broken" in path.name or "invalid" in path.name:
            continue
        samples.append(Chunk(str(path.relative_to(ROOT)), 0, 1, text))
    return samples


def gate_chunks() -> list[Chunk]:
    root = mlir_corpus_root()
    return list(accepted_chunks(root)) if root else project_samples()
