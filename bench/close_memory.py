"""Memory of a real `mlir-ls serve` before opening, while holding, and after closing a big document.

Issue 14: after closing a 1M-line document, the server's resident memory must return to the
baseline. The script starts the server over stdio, opens and closes a 10,000-line file of
the same generator twice, with the same requests and a hover answered with null (imports,
dialect descriptions, caches and the protocol's message types warmed: that is the
baseline), then opens the generated N-line file (../shared/bench/gen_mlir.py, seed 1, as bench/lsp_bench.py), waits for its diagnostics,
asks for semantic tokens and a hover (the indexes built), closes it, waits for the empty
diagnostics and for the RSS to settle (`--settle` seconds, then until it moved less than
1% over 5 seconds; at most 5 minutes), and reads VmRSS at each step. Prints MB and the ratio
after-close / baseline. Meanwhile a one-function document open beside it is asked for hover
every `PROBE_S` seconds, one request at a time (its first hover, which builds its
index, is asked before the baseline): the longest answer while the closed document
is freed is the pause its freeing makes other documents wait (the collection holds the
interpreter lock), against the median answer before the close. `--cycles N` opens, asks
and closes the big file N times in the same server: whether what stays above the baseline
grows with each document (memory a closed document keeps) or not (state its first open
left, bounded).

    .venv/bin/python bench/close_memory.py [--lines 1000000] [--settle 30] [--cycles 1]
        [--json FILE] [--wrap "env PYTHONPATH=/tmp/other/server"]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from lsp_bench import MLIR_LS, Client, generate  # noqa: E402

#: Lines of the generated file opened and closed (twice) before the baseline is read: the
#: dialects and caches of what the big file uses are loaded then, and stay for the process.
WARM_LINES = 10_000
#: The probe document (one function) and the time between its hover requests.
PROBE_TEXT = "func.func @probe(%a: i32) -> i32 {\n  return %a : i32\n}\n"
PROBE_S = 0.05


async def _hover_probe(client: Client, uri: str) -> None:
    """One hover on the probe document `uri` (inside its function)."""
    params = {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 10}}
    await client.request("textDocument/hover", params)


async def _probe(client: Client, uri: str, times: list[float], stop: asyncio.Event) -> None:
    """Hover requests on `uri`, one at a time, `PROBE_S` apart; each answer time in `times`."""
    while not stop.is_set():
        start = time.perf_counter()
        await _hover_probe(client, uri)
        times.append(time.perf_counter() - start)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), PROBE_S)


async def _open_and_wait(client: Client, uri: str, text: str, version: int) -> float:
    waiter = client.expect_diagnostics(uri, version)
    start = time.perf_counter()
    item = {"uri": uri, "languageId": "mlir", "version": version, "text": text}
    client.notify("textDocument/didOpen", {"textDocument": item})
    await asyncio.wait_for(waiter, 3600)
    return time.perf_counter() - start


async def _close_and_wait(client: Client, uri: str) -> None:
    waiter = client.expect_diagnostics(uri, None)  # the cleared diagnostics carry no version
    client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    with contextlib.suppress(TimeoutError):  # a server that does not clear them on close
        await asyncio.wait_for(waiter, 120)


async def _settled_rss(
    client: Client, settle: float, below: float, still: float = 5.0, limit: float = 300.0
) -> float:
    """RSS once `settle` seconds passed, it is under `below` (the RSS while the document was
    held: the closing waits for the work still running on the document, such as its
    semantic tokens, and the RSS stays flat meanwhile) and it moved less than 1% over the
    last `still` seconds (freeing a large document's IR takes a full collection: longer
    than a fixed wait on a loaded machine), or after `limit` seconds."""
    start = time.perf_counter()
    samples: list[tuple[float, float]] = []
    while True:
        now = time.perf_counter() - start
        samples.append((now, client.rss_mb()))
        old = [rss for t, rss in samples if t <= now - still]
        rss = samples[-1][1]
        stable = bool(old) and abs(old[-1] - rss) <= 0.01 * rss
        if (now >= settle and rss < below and stable) or now >= limit:
            return rss
        await asyncio.sleep(0.5)


async def _cycle(
    client: Client, path: Path, text: str, lines: int, probe_uri: str, settle: float
) -> dict[str, Any]:
    """Open the big file, ask for its tokens and a hover, close it and wait for the RSS to
    settle, probing the other document's hover before and during the close."""
    uri = path.as_uri()
    open_s = await _open_and_wait(client, uri, text, 1)
    held = client.rss_mb()
    await client.request("textDocument/semanticTokens/full", {"textDocument": {"uri": uri}})
    position = {"line": lines // 2, "character": 4}
    await client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": position})
    peak = max(held, client.rss_mb())
    before: list[float] = []
    stop = asyncio.Event()
    probe = asyncio.ensure_future(_probe(client, probe_uri, before, stop))
    await asyncio.sleep(2.0)
    stop.set()
    await probe
    during: list[float] = []
    stop = asyncio.Event()
    probe = asyncio.ensure_future(_probe(client, probe_uri, during, stop))
    await _close_and_wait(client, uri)
    closed_at = time.perf_counter()
    closed = client.rss_mb()
    after = await _settled_rss(client, settle, held)
    settled_s = time.perf_counter() - closed_at
    stop.set()
    await probe
    return {
        "open_s": open_s,
        "held_mb": held,
        "peak_mb": peak,
        "right_after_close_mb": closed,
        "after_close_mb": after,
        "settled_after_s": settled_s,
        "probe_before_median_ms": statistics.median(before) * 1000,
        "probe_during_close_max_ms": max(during) * 1000,
    }


async def measure(lines: int, settle: float, count: int = 1, wrap: str = "") -> dict[str, Any]:
    path = generate(lines)
    text = path.read_text()
    client = await Client.start([*wrap.split(), *MLIR_LS, "serve"])
    try:
        await client.initialize(path.parent)
        small_uri = (path.parent / "small.mlir").as_uri()
        warm = generate(WARM_LINES).read_text()
        for version in (1, 2):  # twice: the second open and close is the steady state
            await _open_and_wait(client, small_uri, warm, version)
            await client.request(
                "textDocument/semanticTokens/full", {"textDocument": {"uri": small_uri}}
            )
            # a hover answered, and one answered with null (pygls' converter learns the type of
            # each answer once: NoneType's checks against the protocol's ABCs stay cached)
            for position in (
                {"line": WARM_LINES // 2, "character": 4},
                {"line": 0, "character": 1000},
            ):
                await client.request(
                    "textDocument/hover",
                    {"textDocument": {"uri": small_uri}, "position": position},
                )
            await _close_and_wait(client, small_uri)
        probe_uri = (path.parent / "probe.mlir").as_uri()
        await _open_and_wait(client, probe_uri, PROBE_TEXT, 1)
        # the probe document's own index is built at its first hover: before the baseline
        await _hover_probe(client, probe_uri)
        await asyncio.sleep(settle)
        baseline = client.rss_mb()
        cycles = [await _cycle(client, path, text, lines, probe_uri, settle) for _ in range(count)]
    finally:
        await client.stop()
    last = cycles[-1]
    return {
        "lines": lines,
        "baseline_mb": baseline,
        **last,
        "after_over_baseline": last["after_close_mb"] / baseline if baseline else None,
        "settle_s": settle,
        "after_close_mb_per_cycle": [c["after_close_mb"] for c in cycles],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument(
        "--settle", type=float, default=30.0, help="seconds to wait after closing, at least"
    )
    parser.add_argument(
        "--cycles", type=int, default=1, help="open and close the big file this many times"
    )
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument(
        "--wrap", default="", help="command prefix for mlir-ls (another checkout, a profiler)"
    )
    args = parser.parse_args()
    result = asyncio.run(measure(args.lines, args.settle, max(1, args.cycles), args.wrap))
    print(
        f"{result['lines']:,} lines: baseline {result['baseline_mb']:.0f} MB, "
        f"held {result['held_mb']:.0f} MB (peak {result['peak_mb']:.0f} MB, open "
        f"{result['open_s']:.1f} s), right after close {result['right_after_close_mb']:.0f} MB, "
        f"settled {result['settled_after_s']:.0f} s later {result['after_close_mb']:.0f} MB "
        f"({result['after_over_baseline']:.2f}x baseline); a hover on another document: "
        f"{result['probe_before_median_ms']:.0f} ms median before, "
        f"{result['probe_during_close_max_ms']:.0f} ms at most while closing"
    )
    if len(result["after_close_mb_per_cycle"]) > 1:
        shown = ", ".join(f"{mb:.1f}" for mb in result["after_close_mb_per_cycle"])
        print(f"after each close: {shown} MB (baseline {result['baseline_mb']:.1f} MB)")
    if args.json is not None:
        args.json.write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
