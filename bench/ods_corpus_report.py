"""Issue 11's gate: `mlir-ls check` with dialects imported from ODS, per corpus area.

With the ODS files of ../shared/ods (stablehlo, chlo, vhlo, torch, torch_c, tm_tensor) and
the upstream include folder (the other upstream dialects are imported on first use), prints
per area: oracle-accepted chunks that check clean, chunks without an "unknown operation"
warning, oracle-rejected chunks we flag, and accepted chunks made only of ops with a fully
described custom form (declarative format without unknown directives, or hand-written) whose
custom print is byte-identical to the oracle's. (`bench/ods_report.py` measures import speed.)

`ods-level` counts the oracle-rejected chunks whose first error is one upstream generates
from ODS records (`ODS_LEVEL_KINDS` below: the generated verifier's constraint messages, the
trait messages, the generated parsers' enum and struct messages), and how many of them we
report with the oracle's message on its line: the honest denominator of "reject".
`reject ... (exact N)` counts the flagged chunks whose first error is the oracle's (message,
one containing the other, on the oracle's line); `--failures` lists the others.

`--skew` also runs upstream's `mlir-opt` of LLVM 22 (`MLIR_OPT_22`, default
`/usr/lib/llvm-22/bin/mlir-opt`; skipped when missing) on every chunk of the upstream areas,
each in a fresh process with the flags of the file's RUN line the oracle used, and prints:
a second line per area without the chunks that need LLVM-24-only definitions (mlir-opt-22
rejects the chunk, the oracle does not for that reason, and the name mlir-opt-22 or our
"unknown operation" warning names occurs in no file of LLVM 22's include folder of its
dialect), the evidence for each such chunk, the other chunks on which the oracle and
mlir-opt-22 disagree, and per area how often mlir-ls's verdict agrees with mlir-opt-22's.

`--compare-default` checks the areas of the hand-written dialects (and `ir`) twice, with the
hand-written registry alone (`new_registry()`, what `default_registry()` is) and with the ODS
registry (`registry_for`: upstream imports on first use, and the ops a hand-written dialect
leaves to its placeholder taken from its `.td` files), prints both lines per area, and lists
the chunks whose verdict, first error or "unknown operation" warning differs between them:
the ODS registry must not make the hand-written areas worse.

`--handwritten` instead measures, per hand-written dialect, how the importer alone would do:
that dialect's area checked and printed with a registry whose only description of the dialect
is the one imported from upstream's `.td`; per op of the dialect the area's accepted chunks
use, whether all its chunks check clean, and whether they also print identically.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
os.environ.setdefault("MLIR_CORPUS", str(HERE.parent.parent / "shared" / "corpus"))

from corpus_support import corpus_files, corpus_root  # noqa: E402
from mlir_ls.config import DialectSettings  # noqa: E402
from mlir_ls.dialects.ods_import.loader import registry_for  # noqa: E402
from mlir_ls.dialects.ods_import.ops import ODS_NO_PRINTER, ODS_TOLERANT_FORM  # noqa: E402
from mlir_ls.ir.spec import Registry  # noqa: E402
from mlir_ls.printer.asm_printer import PrintOptions  # noqa: E402
from mlir_ls.printer.module import print_result  # noqa: E402
from mlir_ls.text.line_index import LineIndex  # noqa: E402
from mlir_ls.verify.check import analyze  # noqa: E402

AREAS = (
    "stablehlo,chlo,vhlo,torch,torch_c,tm_tensor,sparse_tensor,quant,ml_program,omp,acc,"
    "pdl,pdl_interp,irdl,nvgpu,amdgpu,wasmssa"
)
HANDWRITTEN = (
    "arith",
    "math",
    "cf",
    "scf",
    "func",
    "index",
    "ub",
    "memref",
    "tensor",
    "linalg",
    "complex",
    "bufferization",
    "affine",
    "vector",
    "gpu",
    "llvm",
    "nvvm",
    "rocdl",
    "xevm",
    "dlti",
)
SHARED_ODS = Path(os.environ.get("MLIR_LS_SHARED_ODS", HERE.parent.parent / "shared" / "ods"))
ODS_FILES = (
    "stablehlo/stablehlo/dialect/StablehloOps.td",
    "stablehlo/stablehlo/dialect/ChloOps.td",
    "stablehlo/stablehlo/dialect/VhloOps.td",
    "torch-mlir/include/torch-mlir/Dialect/Torch/IR/TorchOps.td",
    "torch-mlir/include/torch-mlir/Dialect/TorchConversion/IR/TorchConversionOps.td",
    "torch-mlir/include/torch-mlir-dialects/Dialect/TMTensor/IR/TMTensorOps.td",
)
INCLUDES = ("stablehlo", "torch-mlir/include")
#: First errors an ODS description can state, by where upstream generates them. Only
#: messages whose wording is produced from the records count; the core parser's generic
#: "expected ':'"-style errors cannot be told apart from a C++ parser's by their words and do
#: not count, nor does anything a C++ `verify()`, a C++ parser or a core check (dominance,
#: symbol uses, SSA names) says.
ODS_LEVEL_KINDS: tuple[tuple[str, str], ...] = (
    # OpDefinitionsGen's verifier: operand/result/attribute/property/region/successor
    # constraints, required attributes, PredOpTrait and the All*/TypesMatchWith traits
    # ("failed to verify that <summary>"), segment sizes.
    (
        "constraint",
        r"(operand|result) #\d+ must be |requires attribute '|attribute '[^']*' failed to "
        r"satisfy constraint|property '[^']*' failed to satisfy constraint|(region|successor) "
        r"#\d+ \('[^']*'\) failed to verify constraint|failed to verify that "
        r"|operand group starting at #\d+ requires|operand count \(\d+\) does not match"
        r"|result count \(\d+\) does not match|'(operand|result)SegmentSizes' attribute",
    ),
    # The C++ of the traits an ODS op lists (OpDefinition.cpp and the dialects' trait
    # classes named in records): Same*, HasParent, Terminator, IsolatedFromAbove, the
    # operand/result/region/successor counts that `Variadic`/`AtLeastN` produce.
    (
        "trait",
        r"requires the same (element )?(type|shape|encoding) for all operands"
        r"|requires all operands to have the same type|requires compatible (element )?types"
        r"|expects parent op |must be the last operation in the parent block"
        r"|using value defined outside the region|expected \d+ (or more )?(operands|results)"
        r", but found \d+|requires (\d+|one|zero) (region|successor)s?|expected \d+ regions"
        r"|requires a single successor",
    ),
    # OpFormatGen's and AttrOrTypeFormatGen's parsers: enum keywords, attribute kinds,
    # struct parameters, the dialect's mnemonic dispatch.
    (
        "format",
        r"expected [\w:]+ to be one of: |invalid kind of attribute specified"
        r"|failed to parse \w+ parameter '|struct is missing required parameter"
        r"|duplicate or unknown struct parameter|unknown (type|attribute) `\w+` in dialect",
    ),
)
GENERIC = PrintOptions(generic=True)
_KINDS = tuple((kind, re.compile(pattern)) for kind, pattern in ODS_LEVEL_KINDS)
#: `emitOpError`'s prefix, which the generated verifier and the traits always use (a C++
#: helper that happens to share a trait's words but emits at a location has no prefix).
_OP_PREFIX = re.compile(r"^(custom op '[\w.$]+' )?'[\w.$]+' op ")


def ods_level_kind(message: str) -> str | None:
    """Which kind of ODS-generated message the oracle's first error is (`ODS_LEVEL_KINDS`),
    or None: constraint and trait messages must carry the op prefix of `emitOpError`."""
    for kind, pattern in _KINDS:
        if pattern.search(message) and (kind == "format" or _OP_PREFIX.match(message)):
            return kind
    return None


def is_ods_level(message: str) -> bool:
    return ods_level_kind(message) is not None


def shared_settings() -> DialectSettings:
    return DialectSettings(
        ods=tuple(SHARED_ODS / f for f in ODS_FILES),
        include=tuple(SHARED_ODS / i for i in INCLUDES),
    )


def declarative_only(module: Any) -> bool:
    """Every op of the chunk (in whatever form it is written) has a fully described custom
    form: a declarative format without unknown directives, or a parser and printer written
    by hand (not an op read exactly whose printer is unknown: `ODS_NO_PRINTER`)."""
    for op in module.walk():
        if op is module:
            continue
        if op.spec is None or op.spec.traits & {ODS_TOLERANT_FORM, ODS_NO_PRINTER}:
            return False
    return True


@dataclass(slots=True)
class ChunkResult:
    """What mlir-ls did with one chunk, beside the oracle's verdict."""

    area: str
    where: str
    #: The chunk as mlir-opt is given it: the chunk's text at its place in the file.
    text: str
    flags: tuple[str, ...]
    oracle_ok: bool
    missing_dialect: bool
    oracle_first: str | None
    ours_error: str | None
    unknown_op: str | None
    declarative: bool = False
    print_same: bool = False
    generic_same: bool = False
    ods_level: bool = False
    ods_level_exact: bool = False
    #: A rejected chunk whose first error is the oracle's (message, line).
    first_exact: bool = False
    #: The names of the ops the chunk holds.
    ops: frozenset[str] = frozenset()
    #: Names of the ops an error is on (the innermost op around it), and of the ops on a
    #: printed line that differs from the oracle's (all of them when the line counts differ).
    failed_ops: frozenset[str] = frozenset()
    misprinted_ops: frozenset[str] = frozenset()
    misses: list[str] = field(default_factory=list)


def measure(
    areas: tuple[str, ...], registry: Registry, failures: bool, attribute_ops: bool = False
) -> list[ChunkResult]:
    """Every chunk of `areas`, checked (and printed when accepted) with `registry`; with
    `attribute_ops`, which ops the errors and misprinted lines of accepted chunks are on."""
    results: list[ChunkResult] = []
    root = corpus_root()
    assert root is not None
    for area in areas:
        for corpus_file in corpus_files(root, (area,)):
            index: LineIndex | None = None
            text = corpus_file.text()
            analysis = analyze(
                text,
                split_marker="// -----" if corpus_file.split else None,
                allow_unregistered=corpus_file.allow_unregistered,
                registry=registry,
            )
            for ours, oracle in zip(analysis.chunks, corpus_file.oracle["chunks"], strict=False):
                where = f"{corpus_file.id}#{oracle['index']} (line {oracle['start_line']})"
                errors = [d for d in ours.diagnostics if d.is_error]
                unknown = [d for d in ours.diagnostics if "unknown operation" in d.message]
                first = next(
                    (
                        d
                        for d in oracle.get("diagnostics") or []
                        if d.get("severity", "error") == "error"
                    ),
                    None,
                )
                r = ChunkResult(
                    area=area,
                    where=where,
                    text=_blank(text[: ours.offset]) + ours.text,
                    flags=tuple(corpus_file.flags),
                    oracle_ok=bool(oracle.get("ok")),
                    missing_dialect=bool(oracle.get("missing_dialect")),
                    oracle_first=first.get("message", "") if first else None,
                    ours_error=errors[0].message if errors else None,
                    unknown_op=unknown[0].message if unknown else None,
                )
                r.ops = frozenset(op.name for op in ours.parse.module.walk())
                if r.oracle_ok and attribute_ops:
                    r.failed_ops, r.misprinted_ops = _op_attribution(ours, errors, oracle, r.ops)
                results.append(r)
                if unknown:
                    r.misses.append(f"unknown op: {where}: {unknown[0].message}")
                if r.oracle_ok:
                    if errors:
                        r.misses.append(f"false error: {where}: {errors[0].message}")
                        continue
                    if declarative_only(ours.parse.module):
                        r.declarative = True
                        expected = (oracle.get("custom") or "").rstrip("\n")
                        try:
                            got = print_result(ours.parse).rstrip("\n")
                        except Exception as exc:  # a printer bug: count and show it
                            got = f"<<exception {exc!r}>>"
                        r.print_same = got == expected
                        if not r.print_same:
                            r.misses.append(f"print differs: {where}: {_first_diff(expected, got)}")
                        generic = (oracle.get("generic") or "").rstrip("\n")
                        try:
                            got = print_result(ours.parse, GENERIC).rstrip("\n")
                        except Exception as exc:
                            got = f"<<exception {exc!r}>>"
                        r.generic_same = got == generic
                        if not r.generic_same:
                            r.misses.append(
                                f"generic print differs: {where}: {_first_diff(generic, got)}"
                            )
                elif not r.missing_dialect:
                    if not errors:
                        r.misses.append(f"missed: {where}")
                    elif first is not None:
                        index = index or LineIndex(text)
                        r.first_exact = _same_error(errors[0], first, index)
                        if not r.first_exact:
                            line = index.line_of(errors[0].span.start) + 1
                            r.misses.append(
                                f"first error differs: {where}: line {line} "
                                f"{errors[0].message[:90]!r}; oracle line {first.get('line')} "
                                f"{first.get('message', '')[:90]!r}"
                            )
                    if first is not None and is_ods_level(first.get("message", "")):
                        r.ods_level = True
                        index = index or LineIndex(text)
                        r.ods_level_exact = bool(errors) and _same_error(errors[0], first, index)
                        if not r.ods_level_exact:
                            msg = first.get("message", "")[:120]
                            r.misses.append(f"ods-level: {where}: {msg}")
    return results


def counts_of(results: list[ChunkResult]) -> Counter[str]:
    """The gate's counters over `results`."""
    c: Counter[str] = Counter()
    for r in results:
        c["chunks"] += 1
        c["no_unknown"] += r.unknown_op is None
        if r.oracle_ok:
            c["accepted"] += 1
            c["accepted_clean"] += r.ours_error is None
            c["declarative"] += r.declarative
            c["print_same"] += r.print_same
            c["generic_same"] += r.generic_same
        elif not r.missing_dialect:
            c["rejected"] += 1
            c["rejected_flagged"] += r.ours_error is not None
            c["rejected_exact"] += r.first_exact
            c["ods_level"] += r.ods_level
            c["ods_level_exact"] += r.ods_level_exact
    return c


def report(
    areas: tuple[str, ...],
    results: list[ChunkResult],
    failures: bool,
    skewed: dict[str, str] | None = None,
) -> None:
    """One line per area (and a total); with `skewed`, a second line without those chunks."""
    for area in (*areas, "total") if len(areas) > 1 else areas:
        mine = [r for r in results if area == "total" or r.area == area]
        print(_line(area, counts_of(mine)))
        if skewed is not None:
            kept = [r for r in mine if r.where not in skewed]
            if len(kept) != len(mine):
                print(_line("  w/o LLVM-24", counts_of(kept)))
        if failures and area != "total":
            for r in mine:
                for miss in r.misses:
                    tag = "  [LLVM 24 only]" if skewed and r.where in skewed else ""
                    print("   ", miss + tag)


def _blank(text: str) -> str:
    """`text` with every character but line breaks made a space (positions kept)."""
    return re.sub(r"[^\n]", " ", text)


# ---- version skew: the oracle is LLVM 24, the .td files and mlir-opt-22 are LLVM 22 ----------

OPT22 = Path(os.environ.get("MLIR_OPT_22", "/usr/lib/llvm-22/bin/mlir-opt"))
UPSTREAM_AREAS = (
    "sparse_tensor",
    "quant",
    "ml_program",
    "omp",
    "acc",
    "pdl",
    "pdl_interp",
    "irdl",
    "nvgpu",
    "amdgpu",
    "wasmssa",
)
#: mlir-opt's words for a name its dialects do not define (the op parser, quant's C++ type
#: parser, and the parsers ODS generates for dialect types and attributes).
UNKNOWN_NAME = re.compile(
    r"custom op '(?P<op>[\w$.]+)' is unknown"
    r"|unregistered operation '(?P<generic>[\w$.]+)'"
    r"|unknown quantized type (?P<quant>\w+)"
    r"|unknown (?:type|attribute) `(?P<mnemonic>\w+)` in dialect `(?P<dialect>\w+)`"
)
_OPT_ERROR = re.compile(r"^[^:\n]*:(\d+):(\d+): error: (.*)$", re.M)


@dataclass(frozen=True, slots=True)
class OptVerdict:
    """mlir-opt-22 on one chunk: accepted, or its first error."""

    ok: bool
    first_error: str | None
    line: int = 0
    col: int = 0


def opt22_verdicts(results: list[ChunkResult], jobs: int = 2) -> dict[str, OptVerdict]:
    """mlir-opt-22 run on each chunk in a fresh process, with the flags of the file's RUN line
    that the oracle used (`--allow-unregistered-dialect` only where the file has it), the
    chunk at its place in the file (other chunks blanked), as `--split-input-file` does."""

    def run(r: ChunkResult) -> tuple[str, OptVerdict]:
        args = [str(OPT22), "-", "-o", os.devnull]
        if "--allow-unregistered-dialect" in r.flags:
            args.append("--allow-unregistered-dialect")
        try:
            done = subprocess.run(
                args, input=r.text, capture_output=True, text=True, timeout=60, check=False
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            return r.where, OptVerdict(False, f"<<mlir-opt failed: {exc}>>")
        first = _OPT_ERROR.search(done.stderr)
        if done.returncode == 0:
            return r.where, OptVerdict(True, None)
        if first is None:  # a crash: no diagnostic to attribute
            return r.where, OptVerdict(False, done.stderr.strip().splitlines()[0][:200])
        line, col = int(first.group(1)), int(first.group(2))
        return r.where, OptVerdict(False, first.group(3), line, col)

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return dict(pool.map(run, results))


def _absent_from_includes(
    name: str, dialect: str, include: Path, upstream: dict[str, list[str]]
) -> str | None:
    """Evidence that `name` (an op, type or attribute mnemonic of `dialect`) is not defined in
    LLVM 22: no file under the folders of the dialect's `.td` files holds the word. None when
    some file does (or the dialect's folder is not known)."""
    files = upstream.get(dialect)
    if not files:
        return None
    folders = sorted({(include / f).parent for f in files})
    word = re.compile(rf"\b{re.escape(name)}\b")
    for folder in folders:
        for path in folder.rglob("*"):
            if path.is_file() and word.search(path.read_text(encoding="utf-8", errors="replace")):
                return None
    shown = ", ".join(str(f.relative_to(include)) for f in folders)
    return f"'{name}' occurs in no file of {shown}"


def skewed_chunks(results: list[ChunkResult], verdicts: dict[str, OptVerdict]) -> dict[str, str]:
    """The chunks that need LLVM-24-only definitions, each with its evidence. A chunk counts
    when mlir-opt-22 rejects it, the oracle (LLVM 24) does not reject it for the same reason,
    and a name the chunk uses occurs nowhere in LLVM 22's include folder of its dialect. The
    names tried: the one mlir-opt-22's first error calls unknown (`UNKNOWN_NAME`), the enum
    keyword at that error when it is "expected <enum> to be one of: ...", and the op our
    "unknown operation" warning names."""
    from mlir_ls.dialects.ods_import.loader import OdsImporter

    importer = OdsImporter(DialectSettings())
    include = importer.discovery().mlir_include
    if include is None:
        return {}
    upstream = importer.upstream_map()
    out: dict[str, str] = {}
    for r in results:
        verdict = verdicts.get(r.where)
        if verdict is None or verdict.ok or verdict.first_error is None:
            continue
        if r.oracle_first is not None and r.oracle_first == verdict.first_error:
            continue
        for dialect, name in _names_to_try(r, verdict):
            absent = _absent_from_includes(name, dialect, include, upstream)
            if absent is not None:
                out[r.where] = f"mlir-opt-22: {verdict.first_error}; {absent}"
                break
    return out


def _names_to_try(r: ChunkResult, verdict: OptVerdict) -> list[tuple[str, str]]:
    message = verdict.first_error or ""
    names: list[tuple[str, str]] = []
    m = UNKNOWN_NAME.search(message)
    if m is not None:
        if m.group("quant"):
            names.append(("quant", m.group("quant")))
        elif m.group("mnemonic"):
            names.append((m.group("dialect"), m.group("mnemonic")))
        else:
            dialect, _, name = (m.group("op") or m.group("generic")).partition(".")
            names.append((dialect, name))
    enum = re.match(r"custom op '(\w+)\.[\w.]+' expected \S+ to be one of: ", message)
    if enum is not None and verdict.line:
        line = r.text.splitlines()[verdict.line - 1]
        word = re.match(r"\w+", line[verdict.col - 1 :])
        if word is not None:
            names.append((enum.group(1), word.group(0)))
    if r.unknown_op is not None:
        op = re.search(r"unknown operation '(\w+)\.([\w.]+)'", r.unknown_op)
        if op is not None:
            names.append((op.group(1), op.group(2)))
    return names


def agreement(
    areas: tuple[str, ...], results: list[ChunkResult], verdicts: dict[str, OptVerdict]
) -> None:
    """Per upstream area: mlir-ls's verdicts (accept = no error) against mlir-opt-22's and
    the oracle's against mlir-opt-22's, on the same chunks."""
    total: Counter[str] = Counter()
    print("\nmlir-opt-22 anchor (accept/reject agreement on the same chunks)")
    for area in (*areas, "total"):
        c: Counter[str] = Counter()
        for r in results:
            if (area != "total" and r.area != area) or r.where not in verdicts:
                continue
            opt_ok = verdicts[r.where].ok
            ours_ok = r.ours_error is None
            c["chunks"] += 1
            c["opt_ok"] += opt_ok
            c["ours_ok"] += ours_ok
            c["ours_agree"] += ours_ok == opt_ok
            c["oracle_agree"] += r.oracle_ok == opt_ok
            c["opt_rejects_ours_flags"] += (not opt_ok) and not ours_ok
            c["opt_rejects"] += not opt_ok
        if area == "total":
            c = total
        elif not c["chunks"]:
            continue
        else:
            total.update(c)
        print(
            f"{area:14} chunks {c['chunks']:3}  mlir-opt-22 accepts {c['opt_ok']:3}  "
            f"mlir-ls accepts {c['ours_ok']:3}  mlir-ls agrees with mlir-opt-22 "
            f"{_pct(c['ours_agree'], c['chunks'])}  oracle agrees with mlir-opt-22 "
            f"{_pct(c['oracle_agree'], c['chunks'])}  "
            f"mlir-opt-22 rejects: mlir-ls flags {_pct(c['opt_rejects_ours_flags'], c['opt_rejects'])}"
        )


def _same_error(ours: Any, theirs: dict[str, Any], index: LineIndex) -> bool:
    """Our first error has the oracle's message (one contains the other) on its line."""
    message = theirs.get("message", "")
    line = index.line_of(ours.span.start) + 1
    return line == theirs.get("line") and (message in ours.message or ours.message in message)


def _first_diff(expected: str, got: str) -> str:
    a, b = expected.splitlines(), got.splitlines()
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else "<end>"
        y = b[i] if i < len(b) else "<end>"
        if x != y:
            return f"\n      - {x.strip()}\n      + {y.strip()}"
    return "(trailing)"


def _pct(a: int, b: int) -> str:
    return f"{a}/{b} ({a / b if b else 1:.1%})"


def _line(area: str, c: Counter[str]) -> str:
    return (
        f"{area:14} accept {_pct(c['accepted_clean'], c['accepted'])}  "
        f"no-unknown {_pct(c['no_unknown'], c['chunks'])}  "
        f"reject {_pct(c['rejected_flagged'], c['rejected'])} "
        f"(exact {c['rejected_exact']})  "
        f"print-identical {_pct(c['print_same'], c['declarative'])} "
        f"(generic {c['generic_same']})  "
        f"ods-level {_pct(c['ods_level_exact'], c['ods_level'])}"
    )


def compare_default(areas: tuple[str, ...], failures: bool) -> None:
    """The areas with the hand-written registry alone, then with the ODS registry."""
    from mlir_ls.dialects import new_registry

    alone = measure(areas, new_registry(), failures)
    ods = registry_for(DialectSettings())
    imported = measure(areas, ods.registry, failures)
    for problem in ods.problems:
        print(f"problem: {problem}", file=sys.stderr)
    for area in (*areas, "total") if len(areas) > 1 else areas:
        for label, results in (("hand-written", alone), ("ODS", imported)):
            mine = [r for r in results if area == "total" or r.area == area]
            print(_line(f"{area} {label}"[:26].ljust(26), counts_of(mine)))
    by_where = {r.where: r for r in alone}
    lost = changed = 0
    for r in imported:
        before = by_where[r.where]
        if before.unknown_op is not None and r.unknown_op is None:
            lost += 1
            print(f"    lost its unknown-op warning: {r.where}: {before.unknown_op}")
        if (before.ours_error, before.first_exact, before.print_same) != (
            r.ours_error,
            r.first_exact,
            r.print_same,
        ):
            changed += 1
            print(f"    changed: {r.where}: {before.ours_error!r} -> {r.ours_error!r}")
    print(f"chunks that lost their unknown-op warning: {lost}; other changes: {changed}")


def handwritten(areas: tuple[str, ...], failures: bool) -> None:
    """Per hand-written dialect: its area checked and printed with the imported description."""
    from mlir_ls.dialects import LOADERS, new_registry
    from mlir_ls.dialects.ods_import.loader import OdsImporter

    importer = OdsImporter(DialectSettings())
    found = importer.discovery()
    if found.mlir_include is None:
        print("no MLIR include folder / TableGen found", file=sys.stderr)
        return
    names = importer.upstream_map()
    for area in areas:
        files = names.get(area)
        if area not in LOADERS or not files:
            continue
        imported = importer._import_upstream(area, found.mlir_include, files)
        spec = next((s for s in imported.specs if s.name == area), None) if imported else None
        if spec is None:
            print(f"{area:14} (not imported)")
            continue
        registry = new_registry()
        registry.register(spec)  # in place of the hand-written description
        print(f"{area:14} {len(spec.ops)} ops imported from {', '.join(files)}")
        results = measure((area,), registry, failures, attribute_ops=True)
        report((area,), results, failures)
        print("   ", _per_op_line(area, results))


def _op_attribution(
    ours: Any, errors: list[Any], oracle: dict[str, Any], ops: frozenset[str]
) -> tuple[frozenset[str], frozenset[str]]:
    """(ops an error is on, ops on a misprinted line) of an oracle-accepted chunk."""
    failed: set[str] = set()
    locations = ours.parse.source_map.operations
    for error in errors:
        at = error.span.start - ours.offset
        around = [loc for loc in locations if loc.start <= at < max(loc.end, loc.start + 1)]
        if around:
            failed.add(min(around, key=lambda loc: loc.end - loc.start).op.name)
    if errors:
        return frozenset(failed), frozenset()
    try:
        got = print_result(ours.parse).rstrip("\n").splitlines()
    except Exception:
        return frozenset(failed), ops
    expected = (oracle.get("custom") or "").rstrip("\n").splitlines()
    if len(got) != len(expected):
        return frozenset(failed), ops
    misprinted: set[str] = set()
    for a, b in zip(got, expected, strict=True):
        if a != b:
            misprinted.update(n for n in ops if re.search(rf"(?<![\w.]){re.escape(n)}\b", a + b))
    return frozenset(failed), frozenset(misprinted)


def _per_op_line(area: str, results: list[ChunkResult]) -> str:
    """Per op of the dialect used in the area's accepted chunks: no error on any of its
    occurrences (the innermost op around each error), and also no printed line holding it
    that differs from the oracle's (all ops of a chunk whose printed line count differs)."""
    accepted = [r for r in results if r.oracle_ok]
    used = sorted({n for r in accepted for n in r.ops if n.startswith(area + ".")})
    clean = [n for n in used if not any(n in r.failed_ops for r in accepted)]
    same = [n for n in clean if not any(n in r.misprinted_ops for r in accepted)]
    return (
        f"ops used in accepted chunks {len(used)}: parse and verify clean {len(clean)}, "
        f"also printed identically {len(same)}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--areas", default=AREAS)
    parser.add_argument("--failures", action="store_true")
    parser.add_argument(
        "--handwritten", action="store_true", help="hand-written dialects, imported instead"
    )
    parser.add_argument(
        "--compare-default",
        action="store_true",
        help="hand-written areas: the hand-written registry alone against the ODS registry",
    )
    parser.add_argument(
        "--skew",
        action="store_true",
        help="run mlir-opt-22 on the upstream areas' chunks: LLVM-24-only chunks, agreement",
    )
    args = parser.parse_args()
    if corpus_root() is None:
        print("MLIR_CORPUS does not name a corpus", file=sys.stderr)
        return 2
    areas = tuple(a for a in args.areas.split(",") if a)
    if args.handwritten:
        handwritten(areas if args.areas != AREAS else HANDWRITTEN, args.failures)
        return 0
    if args.compare_default:
        chosen = areas if args.areas != AREAS else ("ir", "builtin", *HANDWRITTEN)
        root = corpus_root()
        assert root is not None
        present = {f.area for f in corpus_files(root)}
        compare_default(tuple(a for a in chosen if a in present), args.failures)
        return 0
    if not SHARED_ODS.is_dir():
        print(f"no shared ODS folder at {SHARED_ODS}", file=sys.stderr)
        return 2
    result = registry_for(shared_settings())
    for problem in result.problems:
        print(f"problem: {problem}", file=sys.stderr)
    results = measure(areas, result.registry, args.failures)
    if not args.skew:
        report(areas, results, args.failures)
        return 0
    if not OPT22.is_file():
        print(f"--skew: no mlir-opt-22 at {OPT22} (set MLIR_OPT_22): skipped", file=sys.stderr)
        report(areas, results, args.failures)
        return 0
    upstream = [r for r in results if r.area in UPSTREAM_AREAS]
    verdicts = opt22_verdicts(upstream)
    skewed = skewed_chunks(upstream, verdicts)
    report(areas, results, args.failures, skewed)
    print(f"\nchunks that need LLVM-24-only definitions: {len(skewed)}")
    for where, evidence in skewed.items():
        print(f"    {where}: {evidence}")
    other = [r for r in upstream if r.where not in skewed and r.oracle_ok != verdicts[r.where].ok]
    print(f"\noracle and mlir-opt-22 disagree otherwise: {len(other)}")
    for r in other:
        said = verdicts[r.where].first_error or "accepts"
        print(
            f"    {r.where}: oracle {'accepts' if r.oracle_ok else 'rejects'}; mlir-opt-22: {said}"
        )
    agreement(tuple(a for a in areas if a in UPSTREAM_AREAS), upstream, verdicts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
