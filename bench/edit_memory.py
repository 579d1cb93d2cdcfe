"""Memory of the server's analysis path over many edits, in process (a script, not a test).

Issue 13: the server's memory must stay flat while typing (no growth after the first 100
edits). `bench/lsp_bench.py --memory-edits N` measures a real `mlir-ls serve`; this script
runs the same path without the protocol, faster and inspectable: the server's `Documents`
(worker pool, incremental analyzer, index builds every `INDEX_EVERY` versions, the
collector policy `HEAP` taken over, `settle` after each version's diagnostics as the
server calls it) on the generated file lsp_bench uses (../shared/bench/gen_mlir.py, seed 1),
with lsp_bench's edits (one digit of a value use, or `--edit-kind constants`, at offsets
drawn with `random.Random(1)`), each awaited as the server awaits it before publishing.

It sets glibc's heap as `mlir-ls serve` does at start (`gcpause.keep_large_blocks_in_heap`;
`--default-heap` without). Every `--every` edits it prints the resident size, Python's
allocated blocks, glibc's heap (size, in use, free inside, free at its top), pymalloc's
arenas, their unused pools and the MB in their allocated blocks (live small objects) and
available blocks (free slots of used pools), what the collector policy keeps pending
(replaced IR not freed yet), the edits after which a chunk was analysed whole (`whole`),
the characters the edits parsed into new IR (`built_k`), the top-level ops they parsed
(`parsed`, `IncrementalStats.parsed_ops`), the ops whose checks they ran
again (`verified_k`, `IncrementalStats.verified_ops`), the index builds, the pieces
they built and their time, the versions of the last result, of its index base and of the
newest indexed result, and with `--types` the live objects
by type that grew most since the previous row (the collector's objects, frozen ones
included). `--tokens` asks the semantic tokens once after the open, as lsp_bench does
before its memory edits; `--sweep` edits each function once in text order, round after
round (growth per function edited once, or per edit). `--trace` snapshots tracemalloc at
the row of `--trace-from` edits and at the last one and prints the lines and tracebacks
that grew most (slow: every allocation is traced). After the last edit: `--paths N`, a
path from what the server keeps of the document to each of the N oldest replaced ops
still pending; `--holders N`, the chain of referrers found backward; `--garbage`, what a
full collection would free (cyclic garbage frozen by the young collections) and the
replaced IR released after it; `--stale-pieces N`, semantic index pieces that no kept
index holds, and what holds them; `--idle S`, the RSS after S seconds idle (the server's
timers run: its quiet collection, its allocator trim); `--trim`, the RSS after
`malloc_trim`. Per edit: `--steps 1`, each edit after which pymalloc mapped arenas, with
what it did (`--steps 2`: every edit, and each index build); `--peaks MB`, the edits whose
analysis's tracemalloc peak exceeds MB; `--snap-at N`, what edit N allocated and still
holds, by line and traceback. `--compare-fresh`: at each row, the same text analysed from scratch
(`Analysis.of`); its findings and the diagnostics shown must equal the server's, as lists
(the exit status is 1 when one row differs). `--live`: tracemalloc runs from before the open (one frame), so
`traced_mb` is the total of live Python allocations at each row (`--trace` starts after the
open: its rows and differences miss what the open allocated and later edits freed).

    .venv/bin/python bench/edit_memory.py [--lines 100000] [--edits 1000] [--every 100]
        [--edit-kind uses|constants] [--sweep] [--tokens] [--types] [--trace]
        [--paths N] [--holders N] [--garbage] [--stale-pieces N] [--default-heap]
        [--steps 1|2] [--peaks MB] [--snap-at N] [--idle S] [--trim] [--live] [--json FILE]
        [--compare-fresh]

Session 7, 100k lines, 1,000 edits of uses: RSS after 100 / 1000 edits 441 / 602 MB while the
replaced functions were pinned by the first index (2.3M characters a full collection could
not free); about 380 / 420 MB once the index base is the newest index and its pieces make
no cycles (the rest: the findings the edits add, ~2 per edit, and the parser's line memo).

Session 8 (heap settings on): `--sweep --edit-kind constants` grew 292 -> 378 MB over the
first round (970 functions) and stayed flat over the second: each function edited once
kept a sorted copy of its records and its definitions in lists of their own (the analyzer
alone: 2.73M blocks against 2.03M for a fresh analysis of the same text; 2.05M since).
`--tokens`: the tokens cached on each piece held the piece itself (cyclic garbage once
replaced): 0.99 / 1.50 / 1.68M characters of replaced functions pending after 100 / 200 /
300 edits, RSS 413 -> 467 MB; since, 38k-157k pending, 417 -> 419 MB. In 2 of 3 `--sweep
--types` runs an index built after a newer one (two builds at once) was never dropped and
held every function replaced after it (4.5M characters after 1,300 edits); fixed in
lsp/documents.py. Random `uses` edits reach a whole re-analysis now and then (edits 1492
and 1543 of 1,600: a name defined nowhere linked across more ops than a splice takes):
the old and new IR are both alive meanwhile and pymalloc keeps the arenas the survivors
pin (RSS 416 -> 669 MB after it at 100k).

Session 10, 100k lines, 1,000 edits of uses, `--tokens` (load 3-5): the growth from edit
100 to 1000 (+29.5 MB) was pymalloc's arenas (+27), not live objects (+5.8 MB in allocated
blocks: the findings the edits add, ~4 objects each, and the parser's memo tables,
bounded by `MAX_MEMO_ENTRIES`); glibc's heap stayed flat (~120 MB, 30-45 MB of it free:
the freed texts kept for the next edit). `--steps` showed arenas mapped at the peaks of
replaced IR pending (held by the newest indexed version until the next index: up to
300-750k characters, ~46 bytes each, when 16 edits hit large functions) and of edits
that parse many ops again; the IR parsed meanwhile lives on in those arenas. Indexing
also once the replaced ops reached 1% of the text (tried, then reverted: see below):
pending below ~150k characters mostly, RSS 366 / 391 MB after 100 / 1000 edits (was 379
/ 409); with the real server (lsp_bench) the level fell 5-10 MB but the growth stayed
(+25 against +26), and 3 of 15 runs kept ~130 MB more from the first edits on (0 of 11
without it): an index started after a few edits can drop the first index while the
server's background semantic tokens (`server._warm`) still encode from it, and
`Analysis.index` is then built again from scratch for that dropped version (fixed since:
`Documents._drop_index`; with the 1% rule on again, 0 of 8 runs). What grows: the work per edit (`built_k` per 100 edits 1.29M -> 2.66M,
index pieces rebuilt 125 -> 505: ops parsed again or re-bound as the edits leave names
pending, verify/links.py) whose peaks still map arenas (+18), and the free slots in used
pools (py_avail 2 -> 16 MB). `--idle 8` after 300 edits: 381 -> 348 MB (the allocator
trimmed once idle, `documents.TRIM_IDLE_S`).

Session 12 (load 1.6-2.2, interleaved with 23dea63): `--live` live Python allocations 257 /
256 MB after 100 / 1000 edits (pending replaced IR 194k / 246k characters; 248-269 MB in
between, following it): nothing the analyzer or the server keeps grows with the edits; the
RSS growth (+25-35 MB in process, +26 with the real server) is pymalloc's arenas and their
free slots. CPU p50 per edit (`cpu_p50_ms`) at edits 100 / 500 / 1000: 12.0-13.7 /
18.2-19.3 / 34.6-38.8 ms before, 12.8-14.8 / 17.7-20.9 / 31.1-34.9 after the edited op is
parsed at once with the placeholders its last links depended on (second parses of it in
edits 900-1000: 38 -> 7) and `ChunkNames.touched` works per name the op defines.

Session 13, 100k lines, 3,000 edits of uses (load 6 -> 2, beside 78829f9 to 1,500 edits, same
time): an op parsed with a first use (span, type) of a name pending from the edited op was
parsed again at each edit of that op (its recorded first use was dropped as "inside the edited
op", not mapped past the edit): `parsed` per 500 edits 524 / 566 / 601 / 588 / 599 / 632,
`built_k` 6.8M / 7.2 / 7.3 / 7.1 / 7.3 / 8.0 (was 7.5 / 9.9 / 16.7, then 52.8 / 61.8 / 142.8 with
46 whole re-analyses from edit 1492 on; none now), RSS 351 / 356 / 372 / 376 MB at 500 / 1000 /
1500 / 3000 (was 363 / 366 / 552; 643 at 3000). CPU p50 still grows, less: 19.9 / 30.0 / 41.6 /
50.1 / 50.6 / 66.1 ms (was 23.0 / 34.1 / 53.6; 97 at 3000): the members of chains the edited op
resolves are re-bound to its new values (`index_pieces` 796 -> 2318 per 500 edits), each
verified in part, and the chunk's findings (5,000 at edit 3,000) are passed over per edit.

Session 13 (pure, load 4-8, 100k lines; RSS after edit 100 -> 1000). `uses`, 5 runs of
the same code: +21, +26, +29, +30, +44 MB (331-343 -> 353-387); `constants`: +2, +12 (a
5.6 MB step of glibc's heap at edit 900), and over 3,000 edits 329 / 335 / 341 / 345 MB at
edits 250 / 1000 / 2000 / 3000 (arenas 241 / 245 / 250 / 250: level from ~2,000 on; glibc's
heap 81 -> 88 MB in 1.5-3.5 MB steps, 33-43 MB of it free: large blocks, the texts,
fragment it). `--classes`: the free slots that accumulate are in the 32, 64 and 80-byte
classes (edit 1000: 8-10, 5-8 and 5 MB; small ints and floats, short strings and 1-3 item
tuples, 4-5 item tuples), while the blocks in use follow the replaced IR pending. `--steps
1`: after edit 100, arenas were mapped only at peaks of replaced IR pending, 227-748k
characters (edit 460: +6 arenas at 489k, edit 668: +9 at 748k), held by the current
result's index base (`_base._top_piece`, the newest indexed version: `--paths`), not at
the edits that parsed the most (100-170k characters, 2.7 s). Tried: an index build also
once the ops replaced since the last one reach a share of the text (the session 10 rule;
`INDEX_REPLACED`, not kept). In process, 1%: +19 / +11 MB, but 22-29 index builds per 100
edits instead of 6-9 and 2.5x their CPU (121 ms per edit at edit 800); 3%: +16 / +20, 9-11
builds. With the real server (`lsp_bench.py --memory-edits 1000 --memory-every 100`, A/B
in two worktrees side by side, load 6-8): off +11 / +8 MB, 3% +5 / +28: within the noise,
so not kept. `--index-every 4`: level 20 MB lower, growth +34. `PYTHONMALLOC=malloc`
(glibc for every object): 386 -> 436 MB (+50), open 6.7 s against 1.9 s; `malloc_trim`
at the end 436 -> 396. The real server's RSS levels off: every 100 memory edits 410 412
418 421 421 ... 421, 412 415 415 420 420 ... 420 MB (from ~400 memory edits on, ~580 in
all), and 8 s after the last edit 384-387 MB (the idle trim gives back glibc's free
memory), below the level after the first 100. After 183 / +100 / +1000 edits, `uses`:
404 / 406 / 432, 416 / 419 / 433 (upstream 194 / 194 / 194 in that run), at 44b1246 414
/ 415 / 430 MB (still 427-430 at the end; 392 idle); `constants`: 397 / 398 / 402 and
411 / 411 / 411 MB (upstream 259 / 262 / 264 in that run): flat while the file stays valid.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import collections
import ctypes
import gc
import json
import random
import re
import sys
import time
import tracemalloc
import weakref
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from lsp_bench import CONSTANT, VALUE_USE, generate, rss_mb  # noqa: E402

from mlir_ls import ide  # noqa: E402
from mlir_ls.gcpause import keep_large_blocks_in_heap, trim_allocator  # noqa: E402
from mlir_ls.ide import AnalysisOptions, DiagnosticOptions  # noqa: E402
from mlir_ls.lsp import documents as docs  # noqa: E402


class _MallInfo2(ctypes.Structure):
    """glibc's `struct mallinfo2` (2.33 and later)."""

    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def malloc_mb() -> dict[str, float]:
    """glibc's heap (`mallinfo2`): its size (sbrk'd plus mapped blocks), what is in use,
    what is free inside it and the free memory at its top (part of the free), in MB;
    empty where the C library is not glibc 2.33+."""
    try:
        fn = ctypes.CDLL(None).mallinfo2
    except (OSError, AttributeError):
        return {}
    fn.restype = _MallInfo2
    info = fn()
    return {
        "heap_mb": round((info.arena + info.hblkhd) / 1e6, 1),
        "used_mb": round((info.uordblks + info.hblkhd) / 1e6, 1),
        "free_mb": round(info.fordblks / 1e6, 1),
        "top_mb": round(info.keepcost / 1e6, 1),
    }


def _mallocstats() -> str:
    """What `sys._debugmallocstats` writes to the C stderr (read through a temporary file)."""
    import os
    import tempfile

    with tempfile.TemporaryFile() as tmp:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(tmp.fileno(), 2)
        try:
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        tmp.seek(0)
        return tmp.read().decode("utf-8", "replace")


def size_classes() -> dict[int, tuple[int, int, int]]:
    """pymalloc's size classes: block size -> (pools, blocks in use, available blocks)."""
    table: dict[int, tuple[int, int, int]] = {}
    for line in _mallocstats().splitlines():
        found = re.match(r"\s*\d+\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*$", line)
        if found:
            size, pools, used, avail = (int(g) for g in found.groups())
            table[size] = (pools, used, avail)
    return table


def show_classes(
    before: dict[int, tuple[int, int, int]], now: dict[int, tuple[int, int, int]]
) -> None:
    """`--classes`: per size class, the change in pools (MB), in blocks in use and in free
    blocks of used pools (MB) since the previous row, largest pool changes first."""
    rows = []
    for size in sorted(set(before) | set(now)):
        p0, u0, a0 = before.get(size, (0, 0, 0))
        p1, u1, a1 = now.get(size, (0, 0, 0))
        rows.append((p1 - p0, size, u1 - u0, a1 - a0, p1, a1))
    rows.sort(key=lambda r: -abs(r[0]))
    print(
        "   classes:",
        ", ".join(
            f"{size}B pools {dp * 16384 / 1e6:+.1f}MB used {du * size / 1e6:+.1f}MB"
            f" avail {da * size / 1e6:+.1f}MB (now {a * size / 1e6:.1f})"
            for dp, size, du, da, _, a in rows[:10]
            if dp or du or da
        ),
        flush=True,
    )


def pymalloc_arenas() -> dict[str, float] | None:
    """pymalloc's arenas (1 MB each on 64-bit 3.10+, 256 KB before) currently allocated,
    how many of their 16 KB pools are unused, and the MB in allocated blocks (live small
    objects) and in available blocks of used pools (free slots: fragmentation), from
    `sys._debugmallocstats`."""
    out = _mallocstats()

    def number(pattern: str) -> int:
        found = re.search(pattern, out)
        return int(found.group(1).replace(",", "")) if found else -1

    arenas = number(r"# arenas allocated current\s*=\s*([\d,]+)")
    if arenas < 0:
        return None
    return {
        "py_arenas": arenas,
        "free_pools": number(r"([\d,]+) unused pools \*"),
        "py_used_mb": round(number(r"# bytes in allocated blocks\s*=\s*([\d,]+)") / 1e6, 1),
        "py_avail_mb": round(number(r"# bytes in available blocks\s*=\s*([\d,]+)") / 1e6, 1),
    }


def type_counts() -> collections.Counter[str]:
    """Live objects the collector tracks, by type name (frozen ones included)."""
    frozen = gc.get_freeze_count()
    gc.unfreeze()
    try:
        return collections.Counter(type(o).__name__ for o in gc.get_objects())
    finally:
        if frozen:
            gc.freeze()


async def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    if not args.default_heap:
        keep_large_blocks_in_heap()  # as `mlir-ls serve` does at start, before its threads
    if args.index_every:
        docs.INDEX_EVERY = args.index_every
    path = generate(args.lines)
    text = path.read_text(encoding="utf-8")
    uri = path.as_uri()
    documents = docs.Documents()
    docs.HEAP.take_over()
    options = AnalysisOptions()
    diag_options = DiagnosticOptions()
    version = 1
    rows: list[dict[str, Any]] = []
    #: `--compare-fresh`: the rows whose findings differ from a fresh analysis's.
    mismatches: list[int] = []
    #: The edits after which a chunk was analysed whole (not spliced), since the last row.
    whole: list[int] = []
    #: The version of each analysis alive (what the rows say the server keeps).
    versions: weakref.WeakKeyDictionary[object, int | None] = weakref.WeakKeyDictionary()
    counts: collections.Counter[str] | None = None
    classes: dict[int, tuple[int, int, int]] | None = None
    snapshot: tracemalloc.Snapshot | None = None
    #: Since the last row: characters parsed into new IR by the edits, index builds, the
    #: index pieces they built (made again: edited or re-bound ops) and their time.
    work = {"built": 0, "verified": 0, "parsed": 0, "indexes": 0, "pieces": 0, "index_ms": 0}
    build = docs._build_index

    def counted_build(analysis: Any, state: Any = None) -> None:
        before, start = sys.getallocatedblocks(), time.perf_counter()
        build(analysis, state)
        index = analysis.__dict__.get("index")
        work["indexes"] += 1
        work["pieces"] += getattr(index, "built", 0)
        work["index_ms"] += round((time.perf_counter() - start) * 1000)
        if args.steps > 1:
            print(
                f"  index of v{versions.get(analysis)}: blocks {before} -> "
                f"{sys.getallocatedblocks()}, built {getattr(index, 'built', None)} pieces, "
                f"{(time.perf_counter() - start) * 1000:.0f} ms",
                flush=True,
            )

    docs._build_index = counted_build
    compute = docs.compute
    #: Each edit's analysis: CPU seconds of the worker thread that ran it (`compute`).
    cpu: list[float] = []

    def timed_compute(*a: Any, **kw: Any) -> Any:
        start = time.thread_time()
        try:
            return compute(*a, **kw)
        finally:
            cpu.append(time.thread_time() - start)

    docs.compute = timed_compute

    async def analyse() -> float:
        start = time.perf_counter()
        current = text
        await documents.analysis(uri, version, lambda: current, options, diag_options)
        seconds = time.perf_counter() - start
        result = documents.state(uri).result
        if result is not None:
            versions[result.analysis] = result.key[0]
        analyzer = documents.state(uri).analyzer
        if analyzer is not None and analyzer.stats.full_chunks and version > 1:
            whole.append(version - 1)  # (the edit's number)
        if analyzer is not None and version > 1:
            work["built"] += analyzer.stats.built_chars
            work["verified"] += getattr(analyzer.stats, "verified_ops", 0)
            work["parsed"] += getattr(analyzer.stats, "parsed_ops", 0)
        documents.settle()  # as the server does once the diagnostics are published
        return seconds

    def row(edits: int, seconds: list[float]) -> None:
        nonlocal counts, snapshot, classes
        heap = docs.HEAP
        out: dict[str, Any] = {
            "edits": edits,
            "rss_mb": round(rss_mb(), 1),
            "blocks": sys.getallocatedblocks(),
            **malloc_mb(),
            "pending_chars": heap.pending_chars,
            "stuck_chars": heap.stuck,
            "full_collections": heap.full_collections,
            "p50_ms": round(1000 * sorted(seconds)[len(seconds) // 2], 1) if seconds else None,
            "cpu_p50_ms": round(1000 * sorted(cpu)[len(cpu) // 2], 1) if edits and cpu else None,
            "whole": list(whole),
            "built_k": round(work["built"] / 1000),
            "verified_k": round(work["verified"] / 1000, 1),
            "parsed": work["parsed"],
            "indexes": work["indexes"],
            "index_pieces": work["pieces"],
            "index_ms": work["index_ms"],
        }
        if tracemalloc.is_tracing():
            out["traced_mb"] = round(tracemalloc.get_traced_memory()[0] / 1e6, 1)
        whole.clear()
        cpu.clear()
        work.update(dict.fromkeys(work, 0))
        st = documents.state(uri)
        if st.result is not None:
            out["findings"] = len(st.result.diagnostics)
            out["result_v"] = st.result.key[0]
            base = st.result.analysis._base
            out["base_v"] = versions.get(base.analysis) if base is not None else None
        out["indexed_v"] = st.indexed.key[0] if st.indexed is not None else None
        if args.compare_fresh and st.result is not None:
            out["fresh"] = compare_fresh(st.result, options, diag_options)
            if out["fresh"] != "equal":
                mismatches.append(edits)
        arenas = pymalloc_arenas()
        if arenas is not None:
            out.update(arenas)
        line = " ".join(f"{k}={v}" for k, v in out.items())
        print(line, flush=True)
        if args.classes:
            table = size_classes()
            if classes is not None:
                show_classes(classes, table)
            classes = table
        if args.types:
            now = type_counts()
            if counts is not None:
                grown = (now - counts).most_common(args.top)
                print("   grown:", ", ".join(f"{name} +{n}" for name, n in grown), flush=True)
            counts = now
        if args.trace and tracemalloc.is_tracing():
            snap = tracemalloc.take_snapshot()
            if snapshot is not None and edits == args.edits:
                for stat in snap.compare_to(snapshot, "lineno")[: args.top]:
                    print(
                        f"   {stat.size_diff / 1e6:+.2f} MB {stat.count_diff:+d} blocks {stat.traceback}"
                    )
                by_traceback = (
                    snap.compare_to(snapshot, "traceback") if args.trace_depth > 1 else []
                )
                for stat in by_traceback[: args.top]:
                    print(f"   {stat.size_diff / 1e6:+.2f} MB {stat.count_diff:+d} blocks")
                    for frame in stat.traceback.format(most_recent_first=True)[:16]:
                        print("     ", frame)
            if snapshot is None and edits >= args.trace_from:
                snapshot = snap
        rows.append(out)

    if args.live:
        tracemalloc.start(1)  # every allocation of the document traced: live totals per row
    print(f"{path.name}: {len(text):,} characters; opening", flush=True)
    open_s = await analyse()
    # The first index, as the server builds it once the editor pauses (a hover asks for it).
    st = documents.state(uri)
    assert st.result is not None
    await documents.indexed_result(uri, st.result)
    if args.tokens:
        # As lsp_bench asks before its memory edits: `semanticTokens/full` (the server
        # keeps the last answer for `full/delta`: `DocumentState.tokens`).
        st.tokens = ("1", ide.encoded_tokens(st.result.analysis, "utf-16"))
    await asyncio.sleep(1.0)
    print(f"opened in {open_s:.2f} s", flush=True)
    if args.trace:
        tracemalloc.start(args.trace_depth)
    row(0, [])
    pattern = CONSTANT if args.edit_kind == "constants" else VALUE_USE
    shift = 0 if args.edit_kind == "constants" else 1
    edited = [m.start() + shift for m in pattern.finditer(text)]
    rng = random.Random(1)
    if args.sweep:
        # One edit in each top-level function, in text order, round after round: whether
        # memory grows with the functions edited once (each edit's IR, maps and index
        # pieces cost more than the first analysis's) or with the edits.
        funcs = [m.start() for m in re.finditer(r"^  func\.func ", text, re.M)]
        firsts = sorted({edited[bisect.bisect_left(edited, f)] for f in funcs if f < edited[-1]})
        offsets = [firsts[i % len(firsts)] for i in range(args.edits)]
        print(f"sweep: {len(firsts)} functions per round", flush=True)
    else:
        offsets = rng.choices(edited, k=args.edits)
    seconds: list[float] = []
    #: `--peaks`: each edit's peak of memory allocated during its analysis (tracemalloc).
    peaks: list[tuple[int, int]] = []
    arenas_before = (pymalloc_arenas() or {}).get("py_arenas", 0)

    def step(count: int, before: float) -> float:
        """`--steps`: after an edit that made pymalloc allocate arenas, what it did."""
        now = pymalloc_arenas() or {}
        arenas = now.get("py_arenas", 0)
        if args.steps > 1:
            print(
                f"  . {count} blocks={sys.getallocatedblocks()} pending={docs.HEAP.pending_chars}"
                f" used={now.get('py_used_mb')} arenas={arenas}",
                flush=True,
            )
        if arenas > before:
            st = documents.state(uri)
            analyzer = st.analyzer
            stats = analyzer.stats if analyzer is not None else None
            findings = len(st.result.diagnostics) if st.result is not None else 0
            print(
                f"  edit {count}: arenas {before} -> {arenas}"
                f" py_used_mb={now.get('py_used_mb')} py_avail_mb={now.get('py_avail_mb')}"
                f" free_pools={now.get('free_pools')}"
                f" built={stats.built_chars if stats else None}"
                f" dropped={len(stats.dropped) if stats else None}"
                f" pending_chars={docs.HEAP.pending_chars} findings={findings}"
                f" indexed_v={st.indexed.key[0] if st.indexed is not None else None}"
                f" {seconds[-1] * 1000:.0f} ms",
                flush=True,
            )
        return arenas

    for count, offset in enumerate(offsets, 1):
        version += 1
        new = "9" if text[offset] != "9" else "8"
        text = text[:offset] + new + text[offset + 1 :]
        if count == args.snap_at:
            tracemalloc.start(args.trace_depth)
        if args.peaks:
            tracemalloc.start(1)
        seconds.append(await analyse())
        if args.peaks:
            current, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            st = documents.state(uri)
            stats = st.analyzer.stats if st.analyzer is not None else None
            peaks.append((peak, count))
            if peak >= args.peaks * 1e6:
                print(
                    f"  edit {count}: peak {peak / 1e6:.1f} MB, kept {current / 1e6:.1f} MB,"
                    f" built={stats.built_chars if stats else None}"
                    f" dropped={len(stats.dropped) if stats else None}"
                    f" spliced={stats.spliced_ops if stats else None}"
                    f" whole={stats.full_chunks if stats else None}"
                    f" {seconds[-1] * 1000:.0f} ms",
                    flush=True,
                )
        if count == args.snap_at:
            show_snapshot(tracemalloc.take_snapshot(), args.top)
            tracemalloc.stop()
        if args.steps:
            arenas_before = step(count, arenas_before)
        if count % args.every == 0 or count == args.edits:
            await asyncio.sleep(0.1)  # the settle job runs
            row(count, seconds)
            seconds = []
    if args.idle:
        # As the server idles: its timers run (the quiet moment's collection, the
        # allocator's trim once idle for `documents.TRIM_IDLE_S`, if it has one).
        before = rss_mb()
        await asyncio.sleep(args.idle)
        print(
            f"after {args.idle:g} s idle: RSS {before:.1f} -> {rss_mb():.1f} MB, glibc {malloc_mb()}"
        )
    if args.trim:
        # What glibc's heap keeps free and resident (the freed texts' memory, kept for
        # the next edit by the server's heap settings): given back by `malloc_trim`.
        before = rss_mb()
        trim_allocator()
        print(f"malloc_trim: RSS {before:.1f} -> {rss_mb():.1f} MB, glibc {malloc_mb()}")
    if peaks:
        ordered = [p / 1e6 for p, _ in sorted(peaks)]
        n = len(ordered)
        print(
            f"peak MB per edit: p50 {ordered[n // 2]:.1f} p90 {ordered[n * 9 // 10]:.1f}"
            f" p99 {ordered[n * 99 // 100]:.1f} max {ordered[-1]:.1f} (edit {max(peaks)[1]})"
        )
    if args.holders:
        show_holders(args.holders)
    if args.paths:
        gc.unfreeze()
        show_paths(st, args.paths)
        gc.freeze()
    if args.garbage:
        show_garbage(args.top)
    if args.stale_pieces:
        await asyncio.sleep(1.0)
        show_stale_pieces(st, args.stale_pieces)
    st.closed = True  # no index build nor collection is started any more
    for timer in (documents._quiet_timer, documents._settle_timer):
        if timer is not None:
            timer.cancel()
    documents.shutdown()
    if args.compare_fresh:
        print(f"compare-fresh: rows differing {mismatches or 'none'}", flush=True)
        if mismatches:
            rows.append({"mismatches": mismatches})
    return rows


def compare_fresh(result: Any, options: Any, diag_options: Any) -> str:
    """`--compare-fresh`: "equal" when the findings of `result` (the incremental
    analysis) and the diagnostics it shows equal, as lists, those of the same text
    analysed from scratch; else what differs first."""

    def found(diags: list[Any]) -> list[tuple[object, ...]]:
        return [
            (d.span, d.severity, d.message, d.code, tuple((r.span, r.message) for r in d.related))
            for d in diags
        ]

    analysis = result.analysis
    fresh = ide.Analysis.of(analysis.text, options)
    pairs = (
        ("findings", analysis.document.diagnostics, fresh.document.diagnostics),
        ("shown", result.diagnostics, ide.diagnostics(fresh, diag_options)),
    )
    for what, mine, theirs in pairs:
        a, b = found(mine), found(theirs)
        if a != b:
            at = next(
                (i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                min(len(a), len(b)),
            )
            return f"{what}-differ@{at}({len(a)}/{len(b)})"
    return "equal"


def show_snapshot(snap: tracemalloc.Snapshot, top: int) -> None:
    """`--snap-at N`: what the analysis of edit N allocated and still holds, by line and by
    traceback (tracemalloc was started right before it)."""
    total = sum(stat.size for stat in snap.statistics("filename"))
    print(f"   edit allocated and holds {total / 1e6:.1f} MB:")
    for stat in snap.statistics("lineno")[:top]:
        print(f"   {stat.size / 1e6:.2f} MB {stat.count} blocks {stat.traceback}")
    for stat in snap.statistics("traceback")[: max(top // 3, 3)]:
        print(f"   {stat.size / 1e6:.2f} MB {stat.count} blocks")
        for frame in stat.traceback.format(most_recent_first=True)[:24]:
            print("     ", frame)


def show_holders(limit: int) -> None:
    """For the oldest replaced ops still pending (not freed), the path of references from
    something outside them to the op: what keeps it alive (`--holders N`)."""
    from mlir_ls.ir.release import cycle_members

    pending = sorted(docs.HEAP._pending, key=lambda p: -p[1])
    print(
        f"{len(pending)} replaced ops pending: (age, chars) {[(p[1], p[0].chars) for p in pending[:20]]}"
    )
    gc.unfreeze()
    for item, age, tried in pending[:limit]:
        op = getattr(item, "op", None)
        if op is None:
            continue
        print(f"-- {op.name} age {age} tried {tried} chars {item.chars}")
        members = cycle_members(op)
        for line in _path_to_root(members):
            print("   ", line)
    gc.freeze()


def show_paths(st: docs.DocumentState, limit: int) -> None:
    """For the oldest replaced ops still pending, a path of references from what the
    server keeps of the document (its results, tokens, analyzer) to the op, found forward
    (`--paths N`; `--holders` searches backward and may give up on a wide heap)."""
    import types

    roots: dict[str, object] = {
        "result": st.result,
        "indexed": st.indexed,
        "tokens": st.tokens,
        "building": st.building,
        "analyzer": st.analyzer,
    }
    pending = sorted(docs.HEAP._pending, key=lambda p: -p[1])[:limit]
    for item, age, _ in pending:
        target = getattr(item, "op", None)
        if target is None:
            continue
        print(f"-- {target.name} age {age} chars {item.chars}")
        for name, root in roots.items():
            if root is None:
                continue
            holder: dict[int, object] = {id(root): root}  # id -> the object holding it
            objects: dict[int, object] = {id(root): root}
            queue = collections.deque([root])
            while queue and id(target) not in objects:
                obj = queue.popleft()
                for ref in gc.get_referents(obj):
                    if id(ref) in objects or isinstance(ref, (type, types.ModuleType, str)):
                        continue
                    objects[id(ref)] = ref
                    holder[id(ref)] = obj
                    queue.append(ref)
            if id(target) not in objects:
                continue
            steps = []
            child: object = target
            while child is not root:
                parent = holder[id(child)]
                steps.append(_describe(parent, child))
                child = parent
            print(f"    {name}: " + " -> ".join(reversed(steps[-40:])))
            break


def show_garbage(top: int) -> None:
    """What a full collection frees now, by type (`--garbage`): cyclic garbage that the
    young collections froze before it became garbage (nothing but a full collection,
    which the collector policy runs rarely, frees it)."""
    before = type_counts()
    gc.unfreeze()
    freed = gc.collect()
    gc.freeze()
    after = type_counts()
    before_chars = docs.HEAP.pending_chars
    docs.HEAP.settle(collect=False)  # what the freed garbage held is released now
    print(f"pending replaced IR: {before_chars} -> {docs.HEAP.pending_chars} characters")
    print(f"a full collection freed {freed} objects:")
    print("   ", ", ".join(f"{name} {n}" for name, n in (before - after).most_common(top)))


def show_stale_pieces(st: docs.DocumentState, limit: int) -> None:
    """Index pieces alive that no index of the document's kept results holds, and what
    holds a few of them (`--stale-pieces N`)."""
    from mlir_ls.ide.index import _PieceData

    gc.unfreeze()
    alive = [o for o in gc.get_objects() if type(o) is _PieceData]
    used: set[int] = set()
    for result in (st.result, st.indexed):
        if result is not None:
            analysis = result.analysis
            for index in (analysis.__dict__.get("index"), analysis._base):
                if index is not None:
                    used.update(id(p) for p in index._pieces)
    stale = [p for p in alive if id(p) not in used]
    print(f"{len(alive)} index pieces alive, {len(stale)} not in a kept index")
    for piece in stale[:limit]:
        print(f"-- piece of {piece.top.name if piece.top else None} length {piece.length}")
        for line in _path_to_root([piece]):
            print("   ", line)
    del alive, stale
    gc.freeze()


def _describe(obj: object, child: object) -> str:
    name = type(obj).__name__
    if isinstance(obj, dict):
        for k, v in obj.items():
            if v is child:
                return f"dict[{k!r:.60}]"
            if k is child:
                return f"dict key of {type(v).__name__}"
        return "dict"
    slots = getattr(type(obj), "__slots__", ())
    for attr in (*slots, *getattr(obj, "__dict__", {})):
        try:
            if getattr(obj, attr) is child:
                return f"{name}.{attr}"
        except AttributeError:
            pass
    if isinstance(obj, (list, tuple)):
        return f"{name}[{len(obj)}]"
    return name


def _path_to_root(members: list[object], depth: int = 25) -> list[str]:
    """A chain of referrers from the first object found outside `members` up to a
    `DocumentState`, the `HEAP` or a module (breadth first, one layer per `get_referrers`)."""
    import types

    inside = {id(m) for m in members}
    frame_ids = {id(sys._getframe())}
    parent: dict[int, tuple[object, int | None]] = {id(m): (m, None) for m in members}
    frontier = list(members)
    stop_types = (docs.DocumentState, docs.Documents, types.ModuleType)
    for _ in range(depth):
        found = gc.get_referrers(*frontier)
        fids = {id(f) for f in frontier}
        nxt = []
        for ref in found:
            rid = id(ref)
            if rid in parent or rid in frame_ids or isinstance(ref, types.FrameType):
                continue
            if ref is frontier or ref is members or ref is parent or ref is found:
                continue
            if type(ref).__name__ == "DroppedOp":
                continue
            child = next((c for c in gc.get_referents(ref) if id(c) in fids), None)
            if child is None:
                continue
            parent[rid] = (ref, id(child))
            nxt.append(ref)
            if isinstance(ref, stop_types) or ref is docs.HEAP:
                chain = []
                cur: int | None = rid
                while cur is not None and cur not in inside:
                    obj, up = parent[cur]
                    chain.append(_describe(obj, parent[up][0]) if up is not None else "?")
                    cur = up
                return chain
        if not nxt:
            return ["(no holder found)"]
        frontier = nxt[:2000]
    return ["(depth limit)"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=100000)
    parser.add_argument("--edits", type=int, default=1000)
    parser.add_argument("--every", type=int, default=100)
    parser.add_argument("--edit-kind", choices=["uses", "constants"], default="uses")
    parser.add_argument(
        "--sweep", action="store_true", help="one edit per function in text order, cycling"
    )
    parser.add_argument(
        "--tokens", action="store_true", help="semantic tokens asked once after the open"
    )
    parser.add_argument("--types", action="store_true", help="live objects by type per row")
    parser.add_argument(
        "--classes", action="store_true", help="pymalloc's size classes that changed per row"
    )
    parser.add_argument(
        "--steps",
        type=int,
        default=0,
        help="1: each edit after which pymalloc grew its arenas; 2: every edit, and index builds",
    )
    parser.add_argument(
        "--peaks",
        type=float,
        default=0,
        help="trace each edit's analysis; print the edits whose peak exceeds this many MB",
    )
    parser.add_argument("--idle", type=float, default=0, help="seconds idle after the edits")
    parser.add_argument(
        "--trim", action="store_true", help="RSS before and after malloc_trim at the end"
    )
    parser.add_argument(
        "--snap-at", type=int, default=0, help="what edit N allocated and still holds"
    )
    parser.add_argument(
        "--index-every", type=int, default=0, help="documents.INDEX_EVERY (default: the server's)"
    )
    parser.add_argument("--trace", action="store_true", help="tracemalloc diff first/last row")
    parser.add_argument("--trace-depth", type=int, default=12)
    parser.add_argument(
        "--live", action="store_true", help="tracemalloc from before the open: traced_mb per row"
    )
    parser.add_argument("--trace-from", type=int, default=100, help="edits at the baseline")
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument("--holders", type=int, default=0, help="holders of N pending ops")
    parser.add_argument("--paths", type=int, default=0, help="paths to N pending ops")
    parser.add_argument("--garbage", action="store_true", help="what a full collection frees")
    parser.add_argument("--stale-pieces", type=int, default=0, help="holders of N stale pieces")
    parser.add_argument(
        "--default-heap", action="store_true", help="without the server's glibc settings"
    )
    parser.add_argument(
        "--compare-fresh",
        action="store_true",
        help="at each row, the findings must equal a fresh analysis's (exit 1 if not)",
    )
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    rows = asyncio.run(run(args))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))
    return 1 if rows and "mismatches" in rows[-1] else 0


if __name__ == "__main__":
    sys.exit(main())
