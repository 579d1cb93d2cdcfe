"""Language-server latencies on generated files (a script, not a timed test).

    .venv/bin/python bench/lsp_bench.py [--lines 10000 100000] [--delay MS] [--samples N]

For each size: open -> first diagnostics; a one-character edit inside a
function -> updated diagnostics (p50/p95 over --edits edits); hover and
definition p50/p95 over --samples value uses. Inputs come from
../shared/bench/gen_mlir.py (--seed 1). Targets (issue 4): updated diagnostics
within 100 ms on 10k lines; hover under 20 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lsprotocol import types as lsp
from pygls.lsp.client import LanguageClient

ROOT = Path(__file__).resolve().parent.parent
GEN = ROOT.parent / "shared" / "bench" / "gen_mlir.py"


def generate(lines: int) -> str:
    return subprocess.run(
        [sys.executable, str(GEN), "--lines", str(lines), "--seed", "1"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def position(text: str, offset: int) -> lsp.Position:
    line = text.count("\n", 0, offset)
    return lsp.Position(line=line, character=offset - (text.rfind("\n", 0, offset) + 1))


class Bench:
    def __init__(self, delay_ms: int) -> None:
        self.client = LanguageClient("mlir-ls-bench", "1")
        self.delay_ms = delay_ms
        self.waiters: dict[tuple[str, int], asyncio.Future[float]] = {}

        @self.client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def on_diagnostics(params: lsp.PublishDiagnosticsParams) -> None:
            waiter = self.waiters.pop((params.uri, params.version or 0), None)
            if waiter is not None and not waiter.done():
                waiter.set_result(time.perf_counter())

    async def start(self, root: Path) -> None:
        await self.client.start_io(sys.executable, "-m", "mlir_ls", "serve")
        await self.client.initialize_async(
            lsp.InitializeParams(
                capabilities=lsp.ClientCapabilities(),
                root_uri=root.as_uri(),
                initialization_options={"diagnosticsDelay": self.delay_ms},
            )
        )
        self.client.initialized(lsp.InitializedParams())

    def expect(self, uri: str, version: int) -> asyncio.Future[float]:
        future: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        self.waiters[(uri, version)] = future
        return future

    async def stop(self) -> None:
        await self.client.shutdown_async(None)
        self.client.exit(None)
        await self.client.stop()


async def measure(lines: int, args: argparse.Namespace, tmp: Path) -> dict[str, str]:
    text = generate(lines)
    path = tmp / f"gen{lines}.mlir"
    path.write_text(text, encoding="utf-8")
    uri = path.as_uri()
    bench = Bench(args.delay)
    await bench.start(tmp)
    client = bench.client
    ident = lsp.TextDocumentIdentifier(uri=uri)
    row: dict[str, str] = {"lines": str(text.count("\n"))}

    start = time.perf_counter()
    done = bench.expect(uri, 1)
    client.text_document_did_open(
        lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(uri=uri, language_id="mlir", version=1, text=text)
        )
    )
    row["open→diagnostics"] = f"{(await asyncio.wait_for(done, 600)) - start:.2f} s"

    # One-character edits inside function bodies: `%0` -> `%1`-like changes of a value name use.
    rng = random.Random(1)
    uses = [m.start() + 1 for m in re.finditer(r"(?<=[ (,])%[0-9]+\b", text)]
    edit_times: list[float] = []
    version = 1
    for offset in rng.sample(uses, min(args.edits, len(uses))):
        version += 1
        pos = position(text, offset)
        old = text[offset]
        new = "9" if old != "9" else "8"
        done = bench.expect(uri, version)
        start = time.perf_counter()
        client.text_document_did_change(
            lsp.DidChangeTextDocumentParams(
                text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[
                    lsp.TextDocumentContentChangePartial(
                        range=lsp.Range(
                            start=pos, end=lsp.Position(line=pos.line, character=pos.character + 1)
                        ),
                        text=new,
                    )
                ],
            )
        )
        edit_times.append((await asyncio.wait_for(done, 600)) - start)
        text = text[:offset] + new + text[offset + 1 :]
    row["edit→diagnostics p50"] = f"{statistics.median(edit_times) * 1000:.0f} ms"
    row["edit→diagnostics p95"] = f"{percentile(edit_times, 0.95) * 1000:.0f} ms"

    # Warm: the first request after the last edit waits for that analysis.
    await client.text_document_hover_async(
        lsp.HoverParams(text_document=ident, position=position(text, uses[0]))
    )
    for name, call in (
        (
            "hover",
            lambda p: client.text_document_hover_async(
                lsp.HoverParams(text_document=ident, position=p)
            ),
        ),
        (
            "definition",
            lambda p: client.text_document_definition_async(
                lsp.DefinitionParams(text_document=ident, position=p)
            ),
        ),
    ):
        times: list[float] = []
        for offset in rng.sample(uses, min(args.samples, len(uses))):
            start = time.perf_counter()
            await call(position(text, offset))
            times.append(time.perf_counter() - start)
        row[f"{name} p50"] = f"{statistics.median(times) * 1000:.1f} ms"
        row[f"{name} p95"] = f"{percentile(times, 0.95) * 1000:.1f} ms"
    await bench.stop()
    return row


async def main_async(args: argparse.Namespace) -> None:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for lines in args.lines:
            rows.append(await measure(lines, args, Path(tmp)))
            print(rows[-1], file=sys.stderr)
    keys = list(rows[0])
    print("| " + " | ".join(keys) + " |")
    print("|" + "---|" * len(keys))
    for row in rows:
        print("| " + " | ".join(row[k] for k in keys) + " |")
    print(f"\n(diagnosticsDelay {args.delay} ms, included in the diagnostics latencies)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, nargs="+", default=[10000, 100000])
    parser.add_argument("--delay", type=int, default=0, help="diagnosticsDelay setting (ms)")
    parser.add_argument("--edits", type=int, default=5)
    parser.add_argument("--samples", type=int, default=50)
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
