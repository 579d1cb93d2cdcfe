"""Differential testing of mlir-ls's verifier against upstream MLIR (issue 15).

Takes the oracle-accepted chunks of $MLIR_CORPUS (default ../shared/corpus) whose ops
mlir-ls describes, mutates them op by op the way people break IR (types, attribute
values and kinds, operand/result/region/successor counts, segment sizes, block
arguments, terminators, symbol references, ops moved between contexts), and runs
each mutant through mlir-ls (in process) and through upstream MLIR (the python
bindings of `shared/tools/mlir-oracle`, one long-lived worker process). Records,
per mutated op's dialect: verdict agreement (false errors and missed errors alike),
the first error on upstream's line among jointly rejected mutants, identical wording.

    difftest.py run [--seed 1] [--count 20000] [--out FILE] [--dialects a,b]
    difftest.py report FILE [--failures N]
    difftest.py save FILE [--limit-per-dialect N]   # minimise, write tests/data/difftest/
    difftest.py verify-diagnostics                   # corpus --verify-diagnostics files

`run` appends one JSON line per mutant to FILE and skips the mutants already there
(same seed: same mutants, in the same order), so an interrupted run resumes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import select
import subprocess
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "tests"))
os.environ.setdefault("MLIR_CORPUS", str(REPO.parent / "shared" / "corpus"))

from corpus_support import corpus_files, corpus_root  # noqa: E402
from mlir_ls.dialects import LOADERS  # noqa: E402
from mlir_ls.dialects.ods_import.loader import registry_for  # noqa: E402
from mlir_ls.ir.spec import Registry  # noqa: E402
from mlir_ls.parser.known_dialects import UPSTREAM_DIALECTS  # noqa: E402
from mlir_ls.text.line_index import LineIndex  # noqa: E402
from mlir_ls.text.split import split_chunks  # noqa: E402
from mlir_ls.verify.check import analyze, upstream_findings  # noqa: E402
from mlir_ls.verify.expected import check_expectations, find_expectations  # noqa: E402
from mlir_ls.verify.upstream_view import upstream_diagnostics  # noqa: E402

ORACLE_SCRIPT = Path(
    os.environ.get("MLIR_ORACLE", str(REPO.parent / "shared" / "tools" / "mlir-oracle"))
)
ORACLE_PYTHON = Path(
    os.environ.get("MLIR_ORACLE_PYTHON", os.path.expanduser("~/.cache/mlir-oracle/bin/python"))
)
#: The oracle name of corpus files made with the python bindings (the worker's upstream).
BINDINGS_ORACLE = "upstream MLIR python bindings"
DATA_DIR = REPO / "tests" / "data" / "difftest"
#: Chunks longer than this are not mutated (minimising and re-running them costs too much).
MAX_CHUNK_LINES = 120
#: The dialects whose ops mlir-ls describes (mutated ops of other dialects are not counted).
REGISTERED = frozenset(LOADERS)

# ---- the upstream worker ----------------------------------------------------------------------

_WORKER = r"""
import importlib.machinery, importlib.util, json, os, sys
proto = os.fdopen(os.dup(1), "w")
os.dup2(2, 1)  # anything upstream prints goes to stderr, not into the protocol
loader = importlib.machinery.SourceFileLoader("mlir_oracle", sys.argv[1])
spec = importlib.util.spec_from_loader("mlir_oracle", loader)
oracle = importlib.util.module_from_spec(spec)
loader.exec_module(oracle)
from torch_mlir import ir
for line in sys.stdin:
    request = json.loads(line)
    result = oracle.run_chunk(ir, request["text"], 1, request["allow"], False)
    proto.write(json.dumps({"ok": result["ok"], "diagnostics": result["diagnostics"]}) + "\n")
    proto.flush()
"""


class OracleWorker:
    """One long-lived upstream process: a request per line in, a verdict per line out.

    A crash (LLVM aborts on some inputs) or a hang restarts the process and reports
    the mutant as `None`, which the statistics leave out.
    """

    def __init__(self, timeout_s: float = 20.0) -> None:
        self.timeout_s = timeout_s
        self.proc: subprocess.Popen[str] | None = None
        self.crashes = 0

    @staticmethod
    def available() -> bool:
        return ORACLE_PYTHON.is_file() and ORACLE_SCRIPT.is_file()

    def _start(self) -> subprocess.Popen[str]:
        if self.proc is None or self.proc.poll() is not None:
            self.proc = subprocess.Popen(
                [str(ORACLE_PYTHON), "-c", _WORKER, str(ORACLE_SCRIPT)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                bufsize=1,
            )
        return self.proc

    def send(self, text: str, allow: bool) -> None:
        proc = self._start()
        assert proc.stdin is not None
        try:
            proc.stdin.write(json.dumps({"text": text, "allow": allow}) + "\n")
            proc.stdin.flush()
        except BrokenPipeError:
            self._restart()

    def receive(self) -> dict[str, Any] | None:
        proc = self.proc
        if proc is None or proc.stdout is None:
            return None
        ready, _, _ = select.select([proc.stdout], [], [], self.timeout_s)
        line = proc.stdout.readline() if ready else ""
        if not line:
            self._restart()
            return None
        result: dict[str, Any] = json.loads(line)
        return result

    def check(self, text: str, allow: bool) -> dict[str, Any] | None:
        self.send(text, allow)
        return self.receive()

    def _restart(self) -> None:
        self.crashes += 1
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
        self.proc = None

    def close(self) -> None:
        if self.proc is not None:
            if self.proc.stdin is not None:
                self.proc.stdin.close()
            self.proc.wait(timeout=10)
            self.proc = None


# ---- verdicts ---------------------------------------------------------------------------------


@dataclass(slots=True)
class Verdict:
    ok: bool
    line: int | None = None
    message: str | None = None


def upstream_verdict(result: dict[str, Any]) -> Verdict:
    """Upstream's first error. A NUL in a message (`expected 1 operand type\\0 but had 2`:
    a `char` concatenated into a Twine upstream) is dropped, as a terminal shows it."""
    for diag in result["diagnostics"]:
        if diag["severity"] == "error":
            return Verdict(False, diag.get("line") or None, diag["message"].replace("\0", ""))
    return Verdict(bool(result["ok"]))


def ours_verdict(text: str, allow: bool) -> Verdict:
    """mlir-ls's verdict; its first error is the first of what upstream would report of its
    findings (`upstream_view`: the first parse error when the parse failed, else the
    verifier's findings in the order of upstream's walk)."""
    chunk = analyze(text, allow_unregistered=allow).chunks[0]
    if not any(d.is_error for d in chunk.diagnostics):
        return Verdict(True)
    first = next(d for d in upstream_diagnostics(chunk.parse) if d.is_error)
    return Verdict(False, LineIndex(text).mlir_line_col(first.span.start)[0], first.message)


# ---- the corpus seeds -------------------------------------------------------------------------


@dataclass(slots=True)
class Seed:
    """An oracle-accepted chunk mlir-ls accepts too, in one of its two forms."""

    key: str
    text: str
    allow: bool
    form: str  # "custom" (the corpus text) or "generic" (the oracle's generic print)


def corpus_seeds() -> Iterator[Seed]:
    root = corpus_root()
    if root is None:
        return
    for corpus_file in corpus_files(root):
        if not str(corpus_file.oracle.get("oracle", "")).startswith(BINDINGS_ORACLE):
            continue  # out-of-tree areas: their dialects are not in the bindings
        text = corpus_file.text()
        marker = "// -----" if corpus_file.split else None
        chunks = split_chunks(text, marker).chunks
        for chunk, oracle in zip(chunks, corpus_file.oracle["chunks"], strict=False):
            if not oracle.get("ok"):
                continue
            for form, body in (("custom", chunk.text), ("generic", oracle.get("generic"))):
                if body and body.count("\n") <= MAX_CHUNK_LINES:
                    body = _mask_annotations(body)
                    key = f"{corpus_file.id}#{oracle['index']}:{form}"
                    yield Seed(key, body, corpus_file.allow_unregistered, form)


def _mask_annotations(text: str) -> str:
    return text.replace("expected-", "expected_")


# ---- mutations --------------------------------------------------------------------------------


@dataclass(slots=True)
class OpSite:
    """One op of a seed: its name, range and the pieces of its text outside its regions."""

    name: str
    start: int
    end: int
    name_start: int
    name_end: int
    pieces: list[tuple[int, int]]
    regions: list[tuple[int, int]]
    depth: int
    single_line: bool


@dataclass(slots=True)
class Mutant:
    kind: str
    what: str
    text: str
    dialect: str
    seed: str
    id: str = field(default="")


def op_sites(text: str, allow: bool) -> list[OpSite] | None:
    """The ops of a seed, or None when mlir-ls does not accept it cleanly."""
    chunk = analyze(text, allow_unregistered=allow).chunks[0]
    if any(d.is_error for d in chunk.diagnostics):
        return None
    smap = chunk.parse.source_map
    regions = sorted((s.start, s.end) for s in smap.regions)
    sites: list[OpSite] = []
    for loc in smap.operations:
        op = loc.op
        if op is chunk.parse.module:
            continue
        if op.spec is None:
            continue
        inner = [r for r in regions if loc.start <= r[0] and r[1] <= loc.end]
        own = [r for r in inner if not any(o != r and o[0] <= r[0] and r[1] <= o[1] for o in inner)]
        pieces: list[tuple[int, int]] = []
        cursor = loc.start
        for r_start, r_end in own:
            pieces.append((cursor, r_start))
            cursor = r_end
        pieces.append((cursor, loc.end))
        depth = 0
        parent = op.parent_op
        while parent is not None:
            depth += 1
            parent = parent.parent_op
        sites.append(
            OpSite(
                op.name,
                loc.start,
                loc.end,
                loc.name_start,
                loc.name_end,
                pieces,
                own,
                depth,
                "\n" not in text[loc.start : loc.end],
            )
        )
    return sites


Candidate = tuple[str, str, int, int, str]  # kind, description, start, end, replacement
Mutator = Callable[[str, OpSite, "Pools"], list[Candidate]]


@dataclass(slots=True)
class Pools:
    """Spellings seen in the corpus, for realistic replacements."""

    enum_cases: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    symbols: set[str] = field(default_factory=set)
    terminators: set[str] = field(default_factory=set)


_NOT_AFTER = r"(?<![\w%@^#!.$\-])"
SCALAR = re.compile(_NOT_AFTER + r"\b(?:[su]?i(\d+)|index|bf16|f16|f32|f64|f8E4M3FN|f8E5M2)\b")
SHAPED = re.compile(
    r"\b(tensor|memref|vector)<((?:\[?(?:\d+|\?)\]?x)*)([^<>]*(?:<[^<>]*>[^<>]*)*)>"
)
ENUM = re.compile(r"#(\w+)\.(\w+)<(\w+)>")
INT_ATTR = re.compile(r"\b(\w+) = (-?\d+)(?: : (i\d+|index))?(?=[,}])")
ATTR_VALUE = re.compile(
    r"\b(\w+) = (-?\d+(?:\.\d+)?(?: : \w+)?|\"[^\"]*\"|\[[^\[\]]*\]|array<[^<>]*>|unit|true|false"
    r"|#\w+(?:\.\w+)?<[^<>]*>|@[\w.$]+)(?=[,}])"
)
DENSE_ARRAY = re.compile(r"array<(i\d+|f\d+)(: ([^<>]*))?>")
LIST = re.compile(r"(?<![<x\w])\[([^\[\]]+)\]")
AFFINE = re.compile(r"affine_map<\(([^()]*)\)(\[[^\]]*\])? -> \(((?:[^()]|\([^()]*\))*)\)>")
SEGMENTS = re.compile(r"\b(operand|result)SegmentSizes = array<i32: ([^<>]*)>")
VALUE_USE = re.compile(r"(?<![\w%])%[\w$.\-]+(?:#\d+)?")
BLOCK_USE = re.compile(r"\^bb\d+")
SYMBOL_USE = re.compile(r"@[\w$.\-]+")
SCALARS = ("i1", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f32", "f64")


def _in_pieces(site: OpSite, text: str, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
    for start, end in site.pieces:
        yield from pattern.finditer(text, start, end)


def mutate_scalar(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    for m in _in_pieces(site, text, SCALAR):
        word = m.group(0)
        for other in SCALARS:
            if other != word:
                out.append(("type-element", f"{word} -> {other}", m.start(), m.end(), other))
        if m.group(1):
            width = int(m.group(1))
            prefix = word[: -len(m.group(1))]
            for w in {width * 2, max(1, width // 2), width + 1}:
                if w != width:
                    out.append(
                        ("type-width", f"{word} -> {prefix}{w}", m.start(), m.end(), f"{prefix}{w}")
                    )
    return out


def mutate_shaped(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    for m in _in_pieces(site, text, SHAPED):
        kind, dims, rest = m.group(1), m.group(2), m.group(3)
        parts = [d for d in dims.split("x") if d]
        s, e = m.start(), m.end()

        def shaped(new_dims: list[str], new_rest: str = rest, kind: str = kind) -> str:
            return f"{kind}<{''.join(d + 'x' for d in new_dims)}{new_rest}>"

        out.append(("type-rank", "add a dimension", s, e, shaped(["2", *parts])))
        if parts:
            out.append(("type-rank", "drop a dimension", s, e, shaped(parts[1:])))
            for i, d in enumerate(parts):
                if d.isdigit():
                    bumped = str(int(d) + 1)
                    out.append(
                        (
                            "type-shape",
                            f"dim {i}: {d} -> {bumped}",
                            s,
                            e,
                            shaped([*parts[:i], bumped, *parts[i + 1 :]]),
                        )
                    )
                    if kind != "vector":
                        out.append(
                            (
                                "type-shape",
                                f"dim {i}: {d} -> ?",
                                s,
                                e,
                                shaped([*parts[:i], "?", *parts[i + 1 :]]),
                            )
                        )
                    else:
                        out.append(
                            (
                                "type-shape",
                                f"dim {i}: scalable",
                                s,
                                e,
                                shaped([*parts[:i], f"[{d}]", *parts[i + 1 :]]),
                            )
                        )
                elif d == "?":
                    out.append(
                        (
                            "type-shape",
                            f"dim {i}: ? -> 4",
                            s,
                            e,
                            shaped([*parts[:i], "4", *parts[i + 1 :]]),
                        )
                    )
        if kind == "memref":
            head, comma, space = rest.rpartition(", ")
            if comma and re.fullmatch(r"\d+|#gpu\.address_space<\w+>", space.strip()):
                out.append(
                    ("type-memory-space", "drop the memory space", s, e, shaped(parts, head))
                )
                out.append(
                    (
                        "type-memory-space",
                        f"memory space {space} -> 7",
                        s,
                        e,
                        shaped(parts, head + ", 7"),
                    )
                )
            else:
                out.append(
                    ("type-memory-space", "add memory space 3", s, e, shaped(parts, rest + ", 3"))
                )
                out.append(
                    (
                        "type-layout",
                        "add a strided layout",
                        s,
                        e,
                        shaped(parts, rest + ", strided<[1], offset: 1>"),
                    )
                )
        elif kind == "tensor" and "," not in rest:
            out.append(("type-encoding", "add an encoding", s, e, shaped(parts, rest + ', "enc"')))
    return out


def mutate_enum(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    for m in _in_pieces(site, text, ENUM):
        key = f"{m.group(1)}.{m.group(2)}"
        for case in [*sorted(pools.enum_cases.get(key, set()) - {m.group(3)})[:6], "bogus"]:
            out.append(
                ("attr-enum", f"#{key}<{m.group(3)}> -> <{case}>", m.start(3), m.end(3), case)
            )
    return out


def mutate_int_attr(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    for m in _in_pieces(site, text, INT_ATTR):
        value = int(m.group(2))
        width = int(m.group(3)[1:]) if m.group(3) and m.group(3) != "index" else 64
        for new in {-1, 0, value + 1, 1 << min(width, 62), 1 << 40}:
            if new != value:
                out.append(
                    ("attr-int", f"{m.group(1)}: {value} -> {new}", m.start(2), m.end(2), str(new))
                )
    return out


_OTHER_KINDS = (
    '"bogus"',
    "1 : i64",
    "[]",
    "unit",
    "array<i64: 1>",
    "1.0 : f32",
    "@nowhere",
    "-1 : i32",
)


def mutate_attr_kind(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    for m in _in_pieces(site, text, ATTR_VALUE):
        if m.group(1).endswith("SegmentSizes"):
            continue
        for other in _OTHER_KINDS:
            if other != m.group(2):
                out.append(("attr-kind", f"{m.group(1)} = {other}", m.start(2), m.end(2), other))
    return out


def _drop_dup(items: list[str]) -> list[tuple[str, list[str]]]:
    out = [("drop last", items[:-1])]
    out.append(("duplicate first", [items[0], *items]))
    return out


def mutate_array_len(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    for m in _in_pieces(site, text, DENSE_ARRAY):
        items = [x.strip() for x in (m.group(3) or "").split(",") if x.strip()]
        if not items or "SegmentSizes" in text[max(0, m.start() - 25) : m.start()]:
            continue
        for what, new in _drop_dup(items):
            body = f"{m.group(1)}: {', '.join(new)}" if new else m.group(1)
            out.append(("attr-array-length", f"array {what}", m.start(), m.end(), f"array<{body}>"))
    for m in _in_pieces(site, text, LIST):
        items = [x.strip() for x in m.group(1).split(",")]
        if "<" in m.group(1) or "(" in m.group(1) or "x" in m.group(1).replace("0x", ""):
            continue  # shapes, nested attributes: not a flat attribute list
        for what, new in _drop_dup(items):
            out.append(
                ("attr-array-length", f"list {what}", m.start(), m.end(), f"[{', '.join(new)}]")
            )
    return out


def mutate_affine(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    for m in _in_pieces(site, text, AFFINE):
        dims, syms, results = m.group(1), m.group(2) or "", m.group(3)
        extra = f"d{len([d for d in dims.split(',') if d.strip()])}"
        new_dims = f"{dims}, {extra}" if dims.strip() else extra
        out.append(
            (
                "affine-arity",
                "add a dimension",
                m.start(),
                m.end(),
                f"affine_map<({new_dims}){syms} -> ({results})>",
            )
        )
        parts = _split_top(results)
        if len(parts) > 1:
            out.append(
                (
                    "affine-arity",
                    "drop a result",
                    m.start(),
                    m.end(),
                    f"affine_map<({dims}){syms} -> ({', '.join(parts[:-1])})>",
                )
            )
        out.append(
            (
                "affine-arity",
                "add a result",
                m.start(),
                m.end(),
                f"affine_map<({dims}){syms} -> ({results}{', ' if results.strip() else ''}0)>",
            )
        )
    return out


def _split_top(text: str) -> list[str]:
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
            continue
        depth += ch in "([<"
        depth -= ch in ")]>"
        cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


GENERIC_HEAD = re.compile(r"\"[\w.]+\"\(([^()]*)\)")
FUNCTION_TYPE = re.compile(r" : \(([^()]*(?:\([^()]*\)[^()]*)*)\) -> (\(([^()]*)\)|[^\s{},]+)\s*$")


def mutate_operands(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    """Operand counts: in generic form the operand and its type together; in custom
    form one operand of the list (a parse error or a verifier finding, as it goes)."""
    out: list[Candidate] = []
    head = GENERIC_HEAD.match(text, site.name_start, site.end)
    last = site.pieces[-1]
    ftype = FUNCTION_TYPE.search(text, last[0], last[1])
    if head and ftype and site.name_start == head.start():
        ops = [o.strip() for o in head.group(1).split(",") if o.strip()]
        types = _split_top(ftype.group(1))
        if len(ops) == len(types):
            for what, i in (("drop", len(ops) - 1), ("duplicate", 0)):
                if not ops:
                    continue
                if what == "drop":
                    new_ops, new_types = ops[:i] + ops[i + 1 :], types[:i] + types[i + 1 :]
                else:
                    new_ops, new_types = [ops[0], *ops], [types[0], *types]
                new = (
                    text[: head.start(1)]
                    + ", ".join(new_ops)
                    + text[head.end(1) : ftype.start(1)]
                    + ", ".join(new_types)
                    + text[ftype.end(1) : site.end]
                )
                out.append(
                    (
                        "operand-count",
                        f"{what} an operand",
                        head.start(1),
                        site.end,
                        new[head.start(1) :],
                    )
                )
        return out
    uses = [m for m in _in_pieces(site, text, VALUE_USE) if m.start() > site.name_start]
    for m in uses[-2:]:
        before = text[m.start() - 2 : m.start()]
        if before == ", ":
            out.append(("operand-count", f"drop operand {m.group(0)}", m.start() - 2, m.end(), ""))
        out.append(
            (
                "operand-count",
                f"repeat operand {m.group(0)}",
                m.start(),
                m.end(),
                f"{m.group(0)}, {m.group(0)}",
            )
        )
    return out


def mutate_results(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    last = site.pieces[-1]
    ftype = FUNCTION_TYPE.search(text, last[0], last[1])
    if ftype is None or text[site.name_start] != '"':
        return out
    results = ftype.group(2)
    if results == "()" and site.start == site.name_start:
        new = f"%dt_extra = {text[site.start : ftype.start(2)]}i32{text[ftype.end(2) : site.end]}"
        out.append(("result-count", "add a result", site.start, site.end, new))
    elif site.start < site.name_start:
        defs = text[site.start : site.name_start]
        name = defs.split("=")[0].strip()
        if ":" not in name and "," not in name:
            uses = len(re.findall(re.escape(name) + r"\b(?!#)", text))
            if uses == 1:
                new = f"{text[site.name_start : ftype.start(2)]}(){text[ftype.end(2) : site.end]}"
                out.append(("result-count", "drop the result", site.start, site.end, new))
    return out


def mutate_segments(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    for m in _in_pieces(site, text, SEGMENTS):
        sizes = [s.strip() for s in m.group(2).split(",")]
        for i, size in enumerate(sizes):
            for new in {str(int(size) + 1), str(int(size) - 1)}:
                body = ", ".join([*sizes[:i], new, *sizes[i + 1 :]])
                out.append(
                    (
                        "segment-sizes",
                        f"{m.group(1)} segment {i}: {size} -> {new}",
                        m.start(2),
                        m.end(2),
                        body,
                    )
                )
        out.append(("segment-sizes", "drop a segment", m.start(2), m.end(2), ", ".join(sizes[:-1])))
    return out


BLOCK_LABEL = re.compile(r"\^bb\d+\(([^()]*)\):")


def mutate_block_args(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    for r_start, r_end in site.regions:
        for m in BLOCK_LABEL.finditer(text, r_start, r_end):
            if _nested_region(site, text, m.start(), r_start):
                continue
            args = _split_top(m.group(1))
            if args:
                out.append(
                    (
                        "block-args",
                        "drop the last block argument",
                        m.start(1),
                        m.end(1),
                        ", ".join(args[:-1]),
                    )
                )
                name, _, typ = args[-1].partition(":")
                for other in ("i32", "f32", "index"):
                    if typ.strip() != other:
                        new_args = ", ".join([*args[:-1], f"{name.strip()}: {other}"])
                        out.append(
                            (
                                "block-args",
                                f"block argument type -> {other}",
                                m.start(1),
                                m.end(1),
                                new_args,
                            )
                        )
            out.append(
                (
                    "block-args",
                    "add a block argument",
                    m.start(1),
                    m.end(1),
                    ", ".join([*args, "%dt_arg: i32"]),
                )
            )
    return out


def _nested_region(site: OpSite, text: str, pos: int, region_start: int) -> bool:
    """Whether `pos` is inside a region nested deeper than `site`'s own (brace depth)."""
    depth = 0
    for ch in text[region_start:pos]:
        depth += ch == "{"
        depth -= ch == "}"
    return depth != 1


def mutate_regions(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    if text[site.name_start] != '"':
        return out
    if site.regions:
        end = site.regions[-1][1]
        out.append(("region-count", "add an empty region", end, end, ", {\n}"))
        if len(site.regions) > 1:
            prev = site.regions[-2][1]
            out.append(("region-count", "drop the last region", prev, end, ""))
        else:
            open_at = text.rfind("(", site.name_start, site.regions[0][0])
            close_at = text.find(")", end)
            if open_at != -1 and close_at != -1:
                out.append(("region-count", "drop the region", open_at, close_at + 1, ""))
    else:
        head = GENERIC_HEAD.match(text, site.name_start, site.end)
        if head:
            out.append(("region-count", "add a region", head.end(), head.end(), " ({\n})"))
    return out


def _region_ops(text: str, site: OpSite, sites: list[OpSite]) -> list[OpSite]:
    return [
        s
        for s in sites
        if s.depth == site.depth + 1
        and any(r[0] <= s.start and s.end <= r[1] for r in site.regions)
    ]


def mutate_terminator(
    text: str, site: OpSite, pools: Pools, sites: list[OpSite]
) -> list[Candidate]:
    out: list[Candidate] = []
    children = _region_ops(text, site, sites)
    if not children:
        return out
    last = children[-1]
    if last.single_line:
        line_start = text.rfind("\n", 0, last.start) + 1
        line_end = text.find("\n", last.end)
        out.append(
            (
                "terminator",
                f"drop {last.name}",
                line_start,
                line_end + 1 if line_end != -1 else last.end,
                "",
            )
        )
        s, e = last.name_start, last.name_end
        quoted = text[s] == '"'
        for other in sorted(pools.terminators - {last.name})[:8]:
            new = f'"{other}"' if quoted else other
            out.append(("terminator", f"{last.name} -> {other}", s, e, new))
    if len(children) > 1 and children[0].single_line:
        # a non-terminator op moved to the end: block without terminator (kept before it)
        first = children[0]
        out.append(
            (
                "terminator",
                f"{first.name} after the terminator",
                first.start,
                last.end,
                _move(text, first, last),
            )
        )
    return out


def _move(text: str, first: OpSite, last: OpSite) -> str:
    """Text from `first.start` to `last.end` with `first`'s line moved after `last`."""
    segment = text[first.start : last.end]
    own = text[first.start : first.end]
    rest = segment[len(own) :].lstrip("\n ")
    indent = text[text.rfind("\n", 0, first.start) + 1 : first.start]
    return f"{rest}\n{indent}{own}"


def mutate_successor(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    labels = sorted(set(re.findall(r"^\s*(\^bb\d+)", text, re.M)))
    for m in _in_pieces(site, text, BLOCK_USE):
        if m.start() < site.name_start:
            continue
        for other in [*labels, "^bb0", "^bb99"][:5]:
            if other != m.group(0):
                out.append(("successor", f"{m.group(0)} -> {other}", m.start(), m.end(), other))
        before = text[m.start() - 2 : m.start()]
        if before == ", ":
            end = m.end()
            if text[end : end + 1] == "(":
                end = text.find(")", end) + 1
            out.append(("successor", f"drop successor {m.group(0)}", m.start() - 2, end, ""))
    return out


def mutate_symbol(text: str, site: OpSite, pools: Pools) -> list[Candidate]:
    out: list[Candidate] = []
    defined = sorted(set(re.findall(r"sym_name = \"([\w$.\-]+)\"|@([\w$.\-]+)\(", text)))
    names = sorted({a or b for a, b in defined})
    for m in _in_pieces(site, text, SYMBOL_USE):
        if m.start() < site.name_start:
            continue
        out.append(("symbol", f"{m.group(0)} -> @dt_missing", m.start(), m.end(), "@dt_missing"))
        for name in names[:4]:
            if f"@{name}" != m.group(0):
                out.append(("symbol", f"{m.group(0)} -> @{name}", m.start(), m.end(), f"@{name}"))
    return out


def mutate_move(text: str, site: OpSite, pools: Pools, sites: list[OpSite]) -> list[Candidate]:
    """Whole ops moved between contexts: to the top level, into another op's region, or
    swapped with an op of another block."""
    out: list[Candidate] = []
    if not site.single_line:
        return out
    line_start = text.rfind("\n", 0, site.start) + 1
    line_end = text.find("\n", site.end)
    if line_end == -1 or text[line_start : site.start].strip():
        return out
    own = text[site.start : site.end]
    without = text[:line_start] + text[line_end + 1 :]
    top = [s for s in sites if s.depth == 1]
    targets = [s for s in sites if s is not site and s.single_line and s.depth != site.depth]
    if site.depth > 1 and top:
        at = top[0].start
        new = without[:at] + own + "\n" + without[at:] if at < line_start else None
        if new is not None:
            out.append(("move", f"{site.name} to the top level", 0, len(text), new))
    for other in targets[:4]:
        o_start = text.rfind("\n", 0, other.start) + 1
        if text[o_start : other.start].strip():
            continue
        first, second = sorted([(site.start, site.end), (other.start, other.end)])
        if first[1] > second[0]:
            continue
        swapped = (
            text[: first[0]]
            + text[second[0] : second[1]]
            + text[first[1] : second[0]]
            + text[first[0] : first[1]]
            + text[second[1] :]
        )
        out.append(("move", f"swap {site.name} with {other.name}", 0, len(text), swapped))
    return out


MUTATORS: dict[str, Mutator] = {
    "scalar": mutate_scalar,
    "shaped": mutate_shaped,
    "enum": mutate_enum,
    "int": mutate_int_attr,
    "attr-kind": mutate_attr_kind,
    "array": mutate_array_len,
    "affine": mutate_affine,
    "operands": mutate_operands,
    "results": mutate_results,
    "segments": mutate_segments,
    "block-args": mutate_block_args,
    "regions": mutate_regions,
    "successor": mutate_successor,
    "symbol": mutate_symbol,
}
CONTEXT_MUTATORS = {"terminator": mutate_terminator, "move": mutate_move}


def collect_pools(seeds: list[Seed]) -> Pools:
    pools = Pools()
    for seed in seeds:
        for m in ENUM.finditer(seed.text):
            pools.enum_cases[f"{m.group(1)}.{m.group(2)}"].add(m.group(3))
    pools.terminators = {
        "func.return", "scf.yield", "affine.yield", "linalg.yield", "tensor.yield",
        "memref.alloca_scope.return", "gpu.terminator", "gpu.yield", "llvm.return",
        "cf.br", "vector.yield", "scf.condition", "bufferization.yield",
    }  # fmt: skip
    return pools


def seed_mutants(seed: Seed, pools: Pools) -> dict[str, list[Mutant]]:
    """Every mutant of a seed, grouped by the mutated op's dialect."""
    sites = op_sites(seed.text, seed.allow)
    if not sites:
        return {}
    found: dict[str, list[Mutant]] = defaultdict(list)
    seen: set[str] = set()
    for site in sites:
        dialect = site.name.split(".", 1)[0]
        if dialect not in REGISTERED:
            continue
        candidates: list[Candidate] = []
        for mutator in MUTATORS.values():
            candidates.extend(mutator(seed.text, site, pools))
        for context_mutator in CONTEXT_MUTATORS.values():
            candidates.extend(context_mutator(seed.text, site, pools, sites))
        for kind, what, start, end, new in candidates:
            text = seed.text[:start] + new + seed.text[end:]
            if text == seed.text or text in seen:
                continue
            seen.add(text)
            digest = hashlib.sha1(f"{seed.allow}\0{text}".encode()).hexdigest()[:16]
            found[dialect].append(
                Mutant(kind, f"{site.name}: {what}", text, dialect, seed.key, digest)
            )
    return found


def plan(
    seed_value: int,
    count: int,
    dialects: frozenset[str] | None,
    kinds: frozenset[str] | None = None,
    seed_limit: int | None = None,
) -> Iterator[tuple[Mutant, bool]]:
    """`count` mutants, spread over dialects and mutation kinds, in a seeded order
    (from `seed_limit` corpus chunks at most, drawn at random: a slice for CI)."""
    rng = random.Random(seed_value)
    seeds = list(corpus_seeds())
    pools = collect_pools(seeds)
    rng.shuffle(seeds)
    if seed_limit is not None:
        seeds = seeds[:seed_limit]
    by_dialect: dict[str, list[tuple[Mutant, bool]]] = defaultdict(list)
    for seed in seeds:
        for dialect, mutants in seed_mutants(seed, pools).items():
            if dialects is None or dialect in dialects:
                by_dialect[dialect].extend(
                    (m, seed.allow) for m in mutants if kinds is None or m.kind in kinds
                )
    # within a dialect: round robin over kinds, each kind shuffled
    queues: dict[str, list[tuple[Mutant, bool]]] = {}
    for dialect, items in sorted(by_dialect.items()):
        by_kind: dict[str, list[tuple[Mutant, bool]]] = defaultdict(list)
        for item in items:
            by_kind[item[0].kind].append(item)
        for group in by_kind.values():
            rng.shuffle(group)
        ordered: list[tuple[Mutant, bool]] = []
        groups = [by_kind[k] for k in sorted(by_kind)]
        while any(groups):
            for group in groups:
                if group:
                    ordered.append(group.pop())
        queues[dialect] = ordered
    produced = 0
    names = sorted(queues)
    while produced < count and any(queues.values()):
        for name in names:
            if queues[name] and produced < count:
                yield queues[name].pop(0)
                produced += 1


# ---- run / report -----------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    if not OracleWorker.available():
        print("the oracle venv is missing (~/.cache/mlir-oracle)", file=sys.stderr)
        return 2
    out = Path(args.out)
    done: set[str] = set()
    if out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            if line.strip():
                done.add(json.loads(line)["id"])
    dialects = frozenset(args.dialects.split(",")) if args.dialects else None
    worker = OracleWorker()
    started = time.monotonic()
    new = 0
    with out.open("a", encoding="utf-8") as sink:
        kinds = frozenset(args.kinds.split(",")) if args.kinds else None
        for mutant, allow in plan(args.seed, args.count, dialects, kinds):
            if mutant.id in done:
                continue
            record = compare(worker, mutant, allow)
            sink.write(json.dumps(record) + "\n")
            new += 1
            if new % 500 == 0:
                sink.flush()
                rate = new / (time.monotonic() - started)
                print(f"{new} mutants ({rate:.1f}/s)", file=sys.stderr)
    worker.close()
    print(
        f"{new} new mutants in {time.monotonic() - started:.0f} s; {worker.crashes} oracle restarts"
    )
    return report_file(out, 0)


def compare(worker: OracleWorker, mutant: Mutant, allow: bool) -> dict[str, Any]:
    worker.send(mutant.text, allow)
    ours = ours_verdict(mutant.text, allow)
    result = worker.receive()
    record: dict[str, Any] = {
        "id": mutant.id,
        "dialect": mutant.dialect,
        "kind": mutant.kind,
        "what": mutant.what,
        "seed": mutant.seed,
        "allow": allow,
        "ours": [ours.ok, ours.line, ours.message],
    }
    if result is None:
        record["upstream"] = None
    else:
        up = upstream_verdict(result)
        record["upstream"] = [up.ok, up.line, up.message]
    if record["upstream"] is None or not _agrees(
        ours, upstream_verdict(result or {"ok": True, "diagnostics": []})
    ):
        record["text"] = mutant.text
    return record


def _agrees(ours: Verdict, up: Verdict) -> bool:
    return ours.ok == up.ok and ours.line == up.line and ours.message == up.message


@dataclass(slots=True)
class Row:
    mutants: int = 0
    agree: int = 0
    false_errors: int = 0
    missed: int = 0
    joint: int = 0
    line: int = 0
    wording: int = 0

    def add(self, ours: list[Any], up: list[Any]) -> None:
        self.mutants += 1
        if ours[0] == up[0]:
            self.agree += 1
        elif up[0]:
            self.false_errors += 1
        else:
            self.missed += 1
        if not ours[0] and not up[0]:
            self.joint += 1
            self.line += ours[1] == up[1]
            self.wording += ours[1] == up[1] and ours[2] == up[2]

    def cells(self) -> str:
        def pct(a: int, b: int) -> str:
            return f"{100 * a / b:5.1f}%" if b else "   -  "

        return (
            f"{self.mutants:6} | {pct(self.agree, self.mutants)} | {self.false_errors:5} | "
            f"{self.missed:5} | {self.joint:6} | {pct(self.line, self.joint)} | "
            f"{pct(self.wording, self.joint)}"
        )


def load_records(path: Path) -> list[dict[str, Any]]:
    records = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            record = json.loads(line)
            if record.get("upstream") is not None:
                records.append(record)
    return records


def report_file(path: Path, failures: int) -> int:
    records = load_records(path)
    rows: dict[str, Row] = defaultdict(Row)
    total = Row()
    kinds: dict[str, Row] = defaultdict(Row)
    for r in records:
        rows[r["dialect"]].add(r["ours"], r["upstream"])
        kinds[r["kind"]].add(r["ours"], r["upstream"])
        total.add(r["ours"], r["upstream"])
    header = (
        "| dialect | mutants | verdict agree | false err | missed | joint rej | line | wording |"
    )
    print(header)
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name in sorted(rows):
        print(f"| {name} | {rows[name].cells()} |")
    print(f"| **total** | {total.cells()} |")
    print()
    print(
        "| mutation kind | mutants | verdict agree | false err | missed | joint rej | line | wording |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name in sorted(kinds):
        print(f"| {name} | {kinds[name].cells()} |")
    if failures:
        print()
        shown = Counter[str]()
        for r in records:
            ours, up = r["ours"], r["upstream"]
            if ours[0] == up[0] and (ours[0] or (ours[1] == up[1] and ours[2] == up[2])):
                continue
            key = r["dialect"]
            if shown[key] >= failures:
                continue
            shown[key] += 1
            print(f"[{r['dialect']}] {r['kind']} {r['what']} ({r['seed']})")
            print(f"    upstream: {up}")
            print(f"    mlir-ls:  {ours}")
    return 0


# ---- minimise and save ------------------------------------------------------------------------


def disagreement(ours: Verdict, up: Verdict) -> tuple[object, ...] | None:
    """What a disagreement is about (kept while minimising), or None when they agree."""
    if ours.ok and up.ok:
        return None
    if ours.ok != up.ok:
        return ("verdict", up.ok, up.message)
    if ours.line == up.line and ours.message == up.message:
        return None
    return ("first error", up.message, ours.message)


def minimise(worker: OracleWorker, text: str, allow: bool) -> str:
    """Drop lines (then single lines) while the disagreement stays the same."""
    up = worker.check(text, allow)
    if up is None:
        return text
    target = disagreement(ours_verdict(text, allow), upstream_verdict(up))
    if target is None:
        return text

    def same(candidate: str) -> bool:
        result = worker.check(candidate, allow)
        if result is None:
            return False
        return disagreement(ours_verdict(candidate, allow), upstream_verdict(result)) == target

    lines = text.split("\n")
    size = max(1, len(lines) // 2)
    while size >= 1:
        i = 0
        while i < len(lines):
            trial = lines[:i] + lines[i + size :]
            if trial and same("\n".join(trial)):
                lines = trial
            else:
                i += size
        size //= 2
    return "\n".join(line for line in lines)


def annotate(text: str, up: Verdict, allow: bool, all_errors: list[dict[str, Any]]) -> str:
    """The mutant with upstream's findings as `expected-error` annotations."""
    lines = text.split("\n")
    notes: dict[int, list[str]] = defaultdict(list)
    for diag in all_errors:
        if diag["severity"] == "error" and diag.get("line"):
            message = diag["message"].replace("\n", " ")
            notes[diag["line"]].append(message)
    out: list[str] = []
    for number, line in enumerate(lines, start=1):
        messages = notes.get(number, [])
        for index, message in enumerate(messages):  # each names the code line below the run
            out.append(f"// expected-error@+{len(messages) - index} {{{{{message}}}}}")
        out.append(line)
    return "\n".join(out)


def save(args: argparse.Namespace) -> int:
    """Minimise each disagreement of a run and write it as annotated test data.

    Cases mlir-ls now gets right go to `tests/data/difftest/<dialect>.mlir` (checked by
    tests/test_check_data.py); the others to `tests/data/difftest/pending/<dialect>.mlir`,
    the list of what is left.
    """
    worker = OracleWorker()
    records = [json.loads(x) for x in Path(args.file).read_text().splitlines() if x.strip()]
    kept: dict[str, list[str]] = defaultdict(list)
    pending: dict[str, list[str]] = defaultdict(list)
    per_key: Counter[tuple[str, str, object]] = Counter()
    for r in records:
        if r.get("upstream") is None or "text" not in r:
            continue
        ours, up = Verdict(*r["ours"]), Verdict(*r["upstream"])
        kind = disagreement(ours, up)
        if kind is None:
            continue
        key = (r["dialect"], r["kind"], kind)
        if per_key[key] >= 1 or sum(1 for k in per_key if k[0] == r["dialect"]) >= args.limit:
            continue
        per_key[key] += 1
        text = minimise(worker, r["text"], r["allow"]) if not args.no_minimise else r["text"]
        result = worker.check(text, r["allow"])
        if result is None or any(
            "{{" in d["message"] or "}}" in d["message"] for d in result["diagnostics"]
        ):
            continue
        body = annotate(
            text.strip("\n"), upstream_verdict(result), r["allow"], result["diagnostics"]
        )
        case = f"// {r['kind']}: {r['what']}\n{body}\n"
        if r["allow"]:
            continue  # the data files run without --allow-unregistered-dialect
        (kept if annotations_hold(case) else pending)[r["dialect"]].append(case)
    worker.close()
    for folder, groups in ((DATA_DIR, kept), (DATA_DIR / "pending", pending)):
        folder.mkdir(parents=True, exist_ok=True)
        for dialect, cases in groups.items():
            path = folder / f"{dialect}.mlir"
            old = _cases(path) if args.append else []
            allcases = old + [c for c in cases if c not in old]
            path.write_text(_file_text(allcases), encoding="utf-8")
            print(f"{path.relative_to(REPO)}: {len(allcases)} cases")
    return 0


HEADER = (
    "// RUN: mlir-ls check --split-input-file --verify-diagnostics %s\n"
    "// Minimised mutants of bench/difftest.py; annotations are upstream MLIR's findings.\n"
)


def _file_text(cases: list[str]) -> str:
    return HEADER + "\n// -----\n\n".join(cases)


def _cases(path: Path) -> list[str]:
    if not path.exists():
        return []
    body = path.read_text(encoding="utf-8")[len(HEADER) :]
    return [c if c.endswith("\n") else c + "\n" for c in body.split("\n// -----\n\n") if c.strip()]


def annotations_hold(text: str) -> bool:
    """mlir-opt's `--verify-diagnostics` rules on one annotated case, against what upstream
    would report of mlir-ls's findings (`upstream_findings`; tests/verify/test_difftest.py)."""
    return not expectation_problems(text, split=False)


@dataclass(frozen=True, slots=True)
class Problem:
    """One `--verify-diagnostics` failure: an annotation not produced (by the annotation's
    line) or a diagnostic no annotation asked for (its line and message)."""

    kind: str  # "not produced" | "unexpected"
    line: int  # 1-based
    message: str

    def __str__(self) -> str:
        return f"{self.line}: {self.kind}: {self.message}"


def expectation_problems(
    text: str,
    split: bool = True,
    allow: bool = False,
    registry: Registry | None = None,
    skip_lines: Callable[[int, int], bool] | None = None,
) -> list[Problem]:
    """What `mlir-ls check --verify-diagnostics` finds wrong with the annotations, chunk by
    chunk, comparing them with what upstream reports of mlir-ls's findings; chunks for
    which `skip_lines(first, last)` holds are left out."""
    analysis = analyze(
        text,
        split_marker="// -----" if split else None,
        allow_unregistered=allow,
        registry=registry,
    )
    index = LineIndex(text)
    problems: list[Problem] = []
    for chunk in analysis.chunks:
        end = chunk.offset + len(chunk.text)
        if skip_lines is not None and skip_lines(
            index.line_of(chunk.offset) + 1, index.line_of(max(end - 1, chunk.offset)) + 1
        ):
            continue
        expectations = find_expectations(text, index, chunk.offset, end)
        found = upstream_findings(chunk, registry)
        report = check_expectations(found, expectations, index)
        problems += [
            Problem("unexpected", index.line_of(d.span.start) + 1, d.message)
            for d in report.unexpected
        ]
        problems += [
            Problem("not produced", index.line_of(e.span.start) + 1, e.message)
            for e in report.unmet
        ]
    return problems


def recheck(args: argparse.Namespace) -> int:
    """Move pending cases mlir-ls now gets right into the checked files."""
    pending_dir = DATA_DIR / "pending"
    for path in sorted(pending_dir.glob("*.mlir")):
        cases = _cases(path)
        fixed = [c for c in cases if annotations_hold(c)]
        left = [c for c in cases if c not in fixed]
        target = DATA_DIR / path.name
        old = _cases(target)
        if fixed:
            target.write_text(
                _file_text(old + [c for c in fixed if c not in old]), encoding="utf-8"
            )
        if left:
            path.write_text(_file_text(left), encoding="utf-8")
        else:
            path.unlink()
        print(f"{path.name}: {len(fixed)} now agree, {len(left)} left")
    return 0


def _upstream_problems(annotations: dict[str, Any]) -> set[tuple[str, int, str]]:
    """Upstream's own `--verify-diagnostics` failures (the corpus's `annotations`): the
    lines of annotations not produced, the unexpected errors (notes are not compared)."""
    found = {("not produced", line, "") for line in annotations.get("not_produced_at_lines", [])}
    for diag in annotations.get("unexpected", []):
        if diag["severity"] != "note":
            found.add(("unexpected", diag["line"], diag["message"].replace("\0", "")))
    return found


def _missing_dialect_chunks(corpus_file: Any) -> list[tuple[int, int]]:
    """Line ranges of the chunks upstream rejects only for a dialect it lacks (`test`)."""
    starts = [c.get("start_line", 1) for c in corpus_file.oracle["chunks"]] + [10**9]
    return [
        (start, starts[i + 1] - 1)
        for i, (chunk, start) in enumerate(zip(corpus_file.oracle["chunks"], starts, strict=False))
        if chunk.get("missing_dialect")
    ]


#: Dialect namespaces a corpus file uses (ops, `!d.` types, `#d.` attributes), outside comments.
_NAMESPACE = re.compile(r"""(?:^|[\s("=,\[{<])[!#"]?([a-z_][a-z0-9_]*)\.[a-z_]""")


def undescribed_dialects(text: str) -> list[str]:
    """The namespaces of `text` that no hand-written dialect describes."""
    code = "\n".join(line.split("//", 1)[0] for line in text.splitlines())
    known = set(LOADERS) | {"test"}  # no oracle has mlir-opt's `test` dialect either
    spelled = set(_NAMESPACE.findall(code))
    return sorted(n for n in spelled if n not in known and n in _UPSTREAM_OR_CORPUS_DIALECTS)


_UPSTREAM_OR_CORPUS_DIALECTS = frozenset(UPSTREAM_DIALECTS) | {
    "stablehlo", "chlo", "vhlo", "torch", "torch_c", "tm_tensor",
}  # fmt: skip


def verify_diagnostics(args: argparse.Namespace) -> int:
    """mlir-ls's `--verify-diagnostics` against upstream's, per corpus file: the exit status,
    and the failures themselves (the same annotations not produced and the same unexpected
    errors, chunks upstream cannot check for want of the `test` dialect left out)."""
    root = corpus_root()
    if root is None:
        print("MLIR_CORPUS does not name a corpus", file=sys.stderr)
        return 2
    registry = None
    if args.ods:
        from ods_corpus_report import shared_settings

        registry = registry_for(shared_settings()).registry
    same = same_findings = total = 0
    rows: list[str] = []
    for corpus_file in corpus_files(root):
        annotations = corpus_file.oracle.get("annotations")
        if annotations is None:
            continue
        total += 1
        text = corpus_file.text()
        skipped = _missing_dialect_chunks(corpus_file)

        def skip(first: int, last: int, skipped: list[tuple[int, int]] = skipped) -> bool:
            return any(first <= lo <= last for lo, _ in skipped)  # holds a chunk's start

        ours_all = expectation_problems(
            text, corpus_file.split, corpus_file.allow_unregistered, registry
        )
        ours = {
            (p.kind, p.line, "" if p.kind == "not produced" else p.message)
            for p in expectation_problems(
                text, corpus_file.split, corpus_file.allow_unregistered, registry, skip
            )
        }
        theirs = {
            p
            for p in _upstream_problems(annotations)
            if not any(lo <= p[1] <= hi for lo, hi in skipped)
        }
        agree = (not ours_all) == bool(annotations["ok"])
        findings_agree = ours == theirs
        same += agree
        same_findings += findings_agree
        undescribed = undescribed_dialects(text)
        status = "same" if findings_agree else ("exit status only" if agree else "differs")
        rows.append(
            f"| {corpus_file.id} | {'passes' if annotations['ok'] else 'fails'} | {status} | "
            f"{', '.join(undescribed) or 'all described'} |"
        )
        if args.failures and not findings_agree:
            for kind, line, message in sorted(ours - theirs, key=lambda p: p[1])[: args.failures]:
                print(f"{corpus_file.id}:{line}: mlir-ls only: {kind} {message[:160]}")
            for kind, line, message in sorted(theirs - ours, key=lambda p: p[1])[: args.failures]:
                print(f"{corpus_file.id}:{line}: upstream only: {kind} {message[:160]}")
    if args.table:
        print("| file | upstream | mlir-ls | dialects not hand-written |\n|---|---|---|---|")
        print("\n".join(rows))
    print(f"--verify-diagnostics exit status matches upstream's: {same}/{total}")
    print(f"same failures as upstream's (annotations not produced, unexpected errors): "
          f"{same_findings}/{total}")  # fmt: skip
    return 0


def _shape_of(message: str) -> str:
    """A message with its quoted names, numbers and attribute bodies masked."""
    message = re.sub(r"'[^']*'", "'…'", message)
    message = re.sub(r"\{[^{}]*\}", "{…}", message)
    return re.sub(r"-?\d+", "N", message)[:110]


def coverage(args: argparse.Namespace) -> int:
    """Per dialect, the shapes of upstream's first errors on mutants of its ops: those
    mlir-ls reproduces word for word, and those it misses or words otherwise (markdown)."""
    agreed: dict[str, Counter[str]] = defaultdict(Counter)
    left: dict[str, Counter[str]] = defaultdict(Counter)
    for r in load_records(Path(args.file)):
        ours, up = r["ours"], r["upstream"]
        if up[0]:
            continue
        shape = _shape_of(up[2] or "")
        if ours[0] is False and ours[2] == up[2]:
            agreed[r["dialect"]][shape] += 1
        else:
            left[r["dialect"]][shape] += 1
    for dialect in sorted(set(agreed) | set(left)):
        done = sorted(agreed[dialect], key=lambda k: -agreed[dialect][k])
        todo = [
            k
            for k in sorted(left[dialect], key=lambda k: -left[dialect][k])
            if k not in agreed[dialect]
        ]
        print(f"### {dialect}\n")
        print(
            f"Reproduced ({len(done)} kinds of finding): "
            + "; ".join(f"`{k}`" for k in done[: args.top])
        )
        print()
        print(
            f"Left ({len(todo)}): "
            + ("; ".join(f"`{k}` ({left[dialect][k]})" for k in todo[: args.top]) or "none seen")
        )
        print()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("run")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count", type=int, default=20000)
    p.add_argument("--out", default=str(HERE / "results" / "difftest-seed1.jsonl"))
    p.add_argument("--dialects", default="")
    p.add_argument("--kinds", default="", help="only these mutation kinds (a slice)")
    p = sub.add_parser("report")
    p.add_argument("file")
    p.add_argument("--failures", type=int, default=0)
    p = sub.add_parser("save")
    p.add_argument("file")
    p.add_argument("--limit", type=int, default=40, help="cases per dialect")
    p.add_argument("--append", action="store_true")
    p.add_argument("--no-minimise", action="store_true")
    sub.add_parser("recheck")
    p = sub.add_parser("coverage")
    p.add_argument("file")
    p.add_argument("--top", type=int, default=12)
    p = sub.add_parser("verify-diagnostics")
    p.add_argument("--failures", type=int, default=0, help="differences listed per file")
    p.add_argument("--table", action="store_true", help="a markdown row per file")
    p.add_argument("--ods", action="store_true", help="dialects imported as the tool does")
    args = parser.parse_args()
    if args.command == "run":
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        return run(args)
    if args.command == "report":
        return report_file(Path(args.file), args.failures)
    if args.command == "save":
        return save(args)
    if args.command == "recheck":
        return recheck(args)
    if args.command == "coverage":
        return coverage(args)
    return verify_diagnostics(args)


if __name__ == "__main__":
    sys.exit(main())
