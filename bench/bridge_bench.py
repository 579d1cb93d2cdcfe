"""Latency of the `*-opt` bridge beside the tool's own run time (a script, not a timed test).

    .venv/bin/python bench/bridge_bench.py [--opt PATH] [--lines 10000] [--edits 15]

Two measures, each in one run with the tool timed alone, interleaved, on the same text:

1. in process: `run_document` + `merge_ide` (what the server does once the tool is started)
   against `subprocess.run` of the same command line, median of --edits runs, no cache;
2. in the editor: a real `mlir-ls serve` with `opt` in the workspace's mlir-ls.toml
   (`opt-delay = 0`) on a generated file (../shared/bench/gen_mlir.py, seed 1) plus a small
   second chunk the tool rejects (so its answer is recognisable); each edit inserts a comment
   line in the big chunk (the tool's cache misses); times from the change to mlir-ls's own
   diagnostics and to the merged ones, and the tool's own time on that version's big chunk.

Target (issue 12): merged diagnostics within the tool's own time + 50 ms, and no delay of
mlir-ls's own diagnostics (compare "own" with and without `opt`, also printed).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from bridge_report import default_tool  # noqa: E402
from jsonrpc_client import JsonRpcClient  # noqa: E402

from mlir_ls.ide.analysis import Analysis  # noqa: E402
from mlir_ls.ide.diagnostics import diagnostics  # noqa: E402
from mlir_ls.ide.opt_bridge import ChunkJob, OptTool, command, run_document  # noqa: E402
from mlir_ls.ide.opt_diagnostics import merge_ide  # noqa: E402
from mlir_ls.text.split import split_chunks  # noqa: E402

GEN = ROOT.parent / "shared" / "bench" / "gen_mlir.py"
REJECTED = """
// -----
func.func @g(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
  return %arg0 : tensor<4xf32>
}
"""


def generate(lines: int) -> str:
    out = subprocess.run(
        [sys.executable, str(GEN), "--lines", str(lines), "--seed", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout


def tool_alone(tool: OptTool, text: str) -> float:
    """Seconds of the tool itself on `text`, run as the bridge runs it."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "chunk.mlir")
        Path(path).write_text(text)
        argv = command(tool, tool.path, path, verify=False, unregistered=True)
        start = time.perf_counter()
        subprocess.run(argv, capture_output=True, check=False)
        return time.perf_counter() - start


def edited(text: str, i: int) -> str:
    lines = text.split("\n")
    at = 5 + (i * 7919) % max(1, len(lines) - 10)
    lines.insert(at, f"// edit {i}")
    return "\n".join(lines)


def in_process(tool: OptTool, text: str, runs: int) -> dict[str, float]:
    own = diagnostics(Analysis.of(text))
    alone: list[float] = []
    bridge: list[float] = []
    for i in range(runs):
        version = edited(text, i)
        jobs = [ChunkJob(c.offset, c.text) for c in split_chunks(version).chunks]
        start = time.perf_counter()
        run = run_document(tool, jobs, unregistered=True)
        merge_ide(own, run, version)
        bridge.append(time.perf_counter() - start)
        alone.append(tool_alone(tool, jobs[0].text))
    return {
        "tool": statistics.median(alone),
        "bridge": statistics.median(bridge),
        "overhead": statistics.median(b - a for b, a in zip(bridge, alone, strict=True)),
    }


# ---- the editor ---------------------------------------------------------------------------


class Client(JsonRpcClient):
    """A minimal LSP client that timestamps every publishDiagnostics."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        super().__init__(proc)
        self.published: list[tuple[float, int | None, list[dict[str, Any]]]] = []
        self.reader = asyncio.ensure_future(self.read_messages())

    def on_notification(self, method: str, params: Any, received_at: float) -> None:
        if method == "textDocument/publishDiagnostics":
            self.published.append((received_at, params.get("version"), params["diagnostics"]))

    async def wait(self, version: int, merged: bool, timeout: float = 120) -> float:
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            for at, v, diags in self.published:
                if v == version and (
                    not merged or any(d.get("source") != "mlir-ls" for d in diags)
                ):
                    return at
            await asyncio.sleep(0.001)
        raise TimeoutError(f"version {version} merged={merged}")


async def editor(tool: OptTool | None, text: str, edits: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        if tool is not None:
            (root / "mlir-ls.toml").write_text(f'opt = "{tool.path}"\nopt-delay = 0\n')
        path = root / "big.mlir"
        path.write_text(text)
        uri = path.as_uri()
        proc = await asyncio.create_subprocess_exec(
            str(ROOT / ".venv" / "bin" / "mlir-ls"),
            "serve",
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL,
            limit=1 << 28,
        )
        client = Client(proc)
        await client.request(
            "initialize",
            {
                "processId": os.getpid(),
                "rootUri": root.as_uri(),
                "capabilities": {},
                "initializationOptions": {"diagnosticsDelay": 0},
            },
        )
        client.notify("initialized", {})
        client.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": uri, "languageId": "mlir", "version": 1, "text": text}},
        )
        await client.wait(1, tool is not None)
        own: list[float] = []
        merged: list[float] = []
        alone: list[float] = []
        current = text
        for i in range(edits):
            version = i + 2
            # One local change per version, on top of the previous ones, as typing makes.
            current = edited(current, i)
            start = time.perf_counter()
            client.notify(
                "textDocument/didChange",
                {
                    "textDocument": {"uri": uri, "version": version},
                    "contentChanges": [{"text": current}],
                },
            )
            if tool is not None:
                merged.append(await client.wait(version, True) - start)
            own.append(await client.wait(version, False) - start)
            if tool is not None:
                chunk = split_chunks(current).chunks[0].text
                alone.append(tool_alone(tool, chunk))
        await asyncio.wait_for(client.request("shutdown", None), 30)
        client.notify("exit", None)
        await asyncio.wait_for(proc.wait(), 10)
        client.reader.cancel()
    out = {"own": statistics.median(own)}
    if tool is not None:
        out["merged"] = statistics.median(merged)
        out["tool"] = statistics.median(alone)
        out["over_tool"] = statistics.median(m - t for m, t in zip(merged, alone, strict=True))
        out["over_both"] = statistics.median(
            m - max(t, o) for m, t, o in zip(merged, alone, own, strict=True)
        )
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opt", default=default_tool())
    parser.add_argument("--lines", type=int, default=10000)
    parser.add_argument("--edits", type=int, default=15)
    args = parser.parse_args()
    if not args.opt:
        print("no --opt and no torch-mlir-opt in ~/.cache/mlir-oracle", file=sys.stderr)
        return 2
    tool = OptTool(args.opt, timeout_s=120)
    text = generate(args.lines) + REJECTED
    print(f"{args.lines}-line file, {tool.name}, medians of {args.edits} edits")
    found = in_process(tool, text, args.edits)
    print(
        f"in process: tool alone {found['tool'] * 1000:.1f} ms, bridge (run + merge) "
        f"{found['bridge'] * 1000:.1f} ms, overhead (median of differences) "
        f"{found['overhead'] * 1000:+.1f} ms"
    )
    with_opt = asyncio.run(editor(tool, text, args.edits))
    without = asyncio.run(editor(None, text, args.edits))
    print(
        f"editor: own diagnostics {with_opt['own'] * 1000:.0f} ms with opt, "
        f"{without['own'] * 1000:.0f} ms without; merged {with_opt['merged'] * 1000:.0f} ms; "
        f"tool alone {with_opt['tool'] * 1000:.0f} ms"
    )
    print(
        f"editor: merged - tool alone {with_opt['over_tool'] * 1000:+.0f} ms; "
        f"merged - max(tool alone, own) {with_opt['over_both'] * 1000:+.0f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
