"""Memory of a real `mlir-ls serve` before opening, while holding, and after closing a big document.

Issue 14: after closing a 1M-line document, the server's resident memory must return to the
baseline. The script starts the server over stdio, opens and closes a small file (imports
and caches warmed: that is the baseline), then opens the generated N-line file
(../shared/bench/gen_mlir.py, seed 1, as bench/lsp_bench.py), waits for its diagnostics,
asks for semantic tokens and a hover (the indexes built), closes it, waits for the empty
diagnostics and `--settle` seconds, and reads VmRSS at each step. Prints MB and the ratio
after-close / baseline.

    .venv/bin/python bench/close_memory.py [--lines 1000000] [--settle 10] [--json FILE]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from lsp_bench import MLIR_LS, Client, generate  # noqa: E402

SMALL = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n"


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


async def measure(lines: int, settle: float) -> dict[str, Any]:
    path = generate(lines)
    text = path.read_text()
    client = await Client.start([*MLIR_LS, "serve"])
    try:
        await client.initialize(path.parent)
        small_uri = (path.parent / "small.mlir").as_uri()
        for version in (1, 2):  # twice: the second open and close is the steady state
            await _open_and_wait(client, small_uri, SMALL, version)
            await client.request(
                "textDocument/semanticTokens/full", {"textDocument": {"uri": small_uri}}
            )
            await _close_and_wait(client, small_uri)
        await asyncio.sleep(settle)
        baseline = client.rss_mb()
        uri = path.as_uri()
        open_s = await _open_and_wait(client, uri, text, 1)
        held = client.rss_mb()
        await client.request("textDocument/semanticTokens/full", {"textDocument": {"uri": uri}})
        position = {"line": lines // 2, "character": 4}
        await client.request(
            "textDocument/hover", {"textDocument": {"uri": uri}, "position": position}
        )
        peak = max(held, client.rss_mb())
        await _close_and_wait(client, uri)
        closed = client.rss_mb()
        await asyncio.sleep(settle)
        after = client.rss_mb()
    finally:
        await client.stop()
    return {
        "lines": lines,
        "open_s": open_s,
        "baseline_mb": baseline,
        "held_mb": held,
        "peak_mb": peak,
        "right_after_close_mb": closed,
        "after_close_mb": after,
        "after_over_baseline": after / baseline if baseline else None,
        "settle_s": settle,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--settle", type=float, default=10.0, help="seconds after closing")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    result = asyncio.run(measure(args.lines, args.settle))
    print(
        f"{result['lines']:,} lines: baseline {result['baseline_mb']:.0f} MB, "
        f"held {result['held_mb']:.0f} MB (peak {result['peak_mb']:.0f} MB, open "
        f"{result['open_s']:.1f} s), right after close {result['right_after_close_mb']:.0f} MB, "
        f"{result['settle_s']:.0f} s later {result['after_close_mb']:.0f} MB "
        f"({result['after_over_baseline']:.2f}x baseline)"
    )
    if args.json is not None:
        args.json.write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
