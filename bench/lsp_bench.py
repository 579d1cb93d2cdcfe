"""Language-server and command-line latencies beside upstream MLIR (a script, not a timed test).

    .venv/bin/python bench/lsp_bench.py [--lines 10000 100000 1000000] [--edits N] [--runs N]
        [--locs] [--no-cli] [--no-lsp] [--memory-edits N] [--memory-every N] [--memory-idle S]
        [--edit-kind uses|constants]
        [--open-rounds N] [--json FILE]

Drives a real `mlir-ls serve` and, when installed, Debian's `mlir-lsp-server`
(`/usr/lib/llvm-22/bin`, or `$MLIR_LSP_SERVER`) over stdio with one minimal
JSON-RPC client, on the same generated files (../shared/bench/gen_mlir.py,
seed 1) and the same edits:

* open -> first diagnostics (one sample per session; `--open-rounds N` adds the median of
  N more fresh servers of each, interleaved, opening the file only: one sample swings
  with the load more than a 40 ms anchor allows);
* edit -> diagnostics p50/p95: one-character edits of value uses inside function
  bodies (incremental sync), each followed by waiting for that version's
  diagnostics; `--edit-kind constants` edits one-digit integer constants instead
  (the file stays valid);
* hover / definition / references sent right after an edit (before its
  diagnostics arrive), p50/p95;
* semanticTokens full, full/delta after a one-line edit, range (mlir-ls only:
  upstream's server has no semantic tokens);
* the server's resident memory after the edits (and, with --memory-edits, after
  100 and after that many more edits: flatness; `--memory-every N` also every N of them,
  with where mlir-ls's lies: glibc's main heap, anonymous mappings (pymalloc's arenas,
  blocks mapped on their own) and the rest (`memory_parts`); `--memory-idle S` also S
  seconds after the last, once the server's idle work ran);
* whole-process `check`, `format`, `print` against upstream `mlir-opt`
  (parse+verify, parse+print) on the 100k input: CPU seconds (user+sys) and
  peak RSS, median of --runs.

Upstream runs in the same run, interleaved, so the ratios are comparable on a
shared machine. Prints a Markdown table with both columns and the ratio.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import resource
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import batch_bench
from jsonrpc_client import JsonRpcClient

ROOT = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("MLIR_LS_BENCH_CACHE", Path.home() / ".cache" / "mlir-ls-bench"))
LLVM_BIN = Path("/usr/lib/llvm-22/bin")
MLIR_LS = [str(ROOT / ".venv" / "bin" / "mlir-ls")]
VALUE_USE = re.compile(r"(?<=[ (,])%[0-9]+\b")
#: `--edit-kind constants`: the digit of a one-digit integer constant (the edit keeps the
#: file valid, so the server's incremental path is measured, not its full re-analysis).
CONSTANT = re.compile(r"(?<=arith\.constant )[0-9](?= : (?:i8|i16|i32|i64|index)\b)")


# ---- inputs ------------------------------------------------------------------------------


def generate(lines: int, locs: bool = False) -> Path:
    """The cached generated input (`batch_bench.generate`: custom, or `--locs`)."""
    return batch_bench.generate(lines, "locs" if locs else "custom")


def rss_mb(pid: int | str = "self") -> float:
    """The resident memory of process `pid` in MB (NaN when it cannot be read)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return float("nan")
    found = re.search(r"VmRSS:\s+(\d+) kB", status)
    return int(found.group(1)) / 1024 if found else float("nan")


def memory_parts(pid: int | str = "self") -> tuple[float, float, float] | None:
    """Where the resident memory of process `pid` lies, in MB (from /proc/PID/smaps):
    the C allocator's main heap (`[heap]`: texts, lists' and dicts' storage), the
    anonymous mappings (pymalloc's arenas, which the kernel merges when adjacent; the
    blocks glibc maps on their own; the threads' stacks) and the rest (code, named
    mappings). None when it cannot be read."""
    try:
        smaps = Path(f"/proc/{pid}/smaps").read_text()
    except OSError:
        return None
    parts = [0, 0, 0]
    part = 2
    for line in smaps.splitlines():
        head = line.split(None, 1)[0]
        if not head.endswith(":"):  # a mapping's header: address range, ..., its name
            fields = line.split()
            name = fields[5] if len(fields) > 5 else ""
            part = 0 if name == "[heap]" else 1 if not name else 2
        elif head == "Rss:":
            parts[part] += int(line.split()[1])
    return parts[0] / 1024, parts[1] / 1024, parts[2] / 1024


def tool(name: str, env: str) -> str | None:
    if os.environ.get(env):
        return os.environ[env]
    path = LLVM_BIN / name
    return str(path) if path.exists() else None


# ---- a minimal LSP client --------------------------------------------------------------


class Client(JsonRpcClient):
    """An LSP client over a child's stdio: requests, notifications, published diagnostics."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        super().__init__(proc)
        self.diagnostics: dict[tuple[str, int | None], asyncio.Future[float]] = {}
        self.any_diagnostics: dict[str, asyncio.Future[float]] = {}
        self.reader = asyncio.ensure_future(self._read())
        self.full_sync = True

    @classmethod
    async def start(cls, cmd: list[str]) -> Client:
        proc = await asyncio.create_subprocess_exec(
            *cmd,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=None if os.environ.get("LSP_BENCH_STDERR") else asyncio.subprocess.DEVNULL,
            limit=1 << 28,
        )
        return cls(proc)

    def expect_diagnostics(self, uri: str, version: int | None) -> asyncio.Future[float]:
        future: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        self.diagnostics[(uri, version)] = future
        return future

    async def _read(self) -> None:
        try:
            await self.read_messages()
        except Exception as exc:  # the server exited, or a message did not read
            reason = RuntimeError(f"reading the server failed: {exc!r}")
            self.fail_all(reason)
            for future in self.diagnostics.values():
                if not future.done():
                    future.set_exception(reason)

    def on_notification(self, method: str, params: Any, received_at: float) -> None:
        if method != "textDocument/publishDiagnostics":
            return
        uri, version = params["uri"], params.get("version")
        # A version's diagnostics, or a newer version's (a server may skip versions it
        # knows are stale), end the wait for it.
        for key in list(self.diagnostics):
            if key[0] == uri and (version is None or key[1] is None or key[1] <= version):
                waiter = self.diagnostics.pop(key)
                if not waiter.done():
                    waiter.set_result(received_at)

    async def initialize(self, root: Path) -> None:
        tokens = {
            "requests": {"full": {"delta": True}, "range": True},
            "tokenTypes": [],
            "tokenModifiers": [],
            "formats": ["relative"],
        }
        caps = {"textDocument": {"semanticTokens": tokens}}
        answer = await self.request(
            "initialize",
            {
                "processId": os.getpid(),
                "rootUri": root.as_uri(),
                "capabilities": caps,
                "initializationOptions": {"diagnosticsDelay": 0},
            },
        )
        sync = (answer or {}).get("capabilities", {}).get("textDocumentSync", 1)
        self.full_sync = (sync.get("change", 1) if isinstance(sync, dict) else sync) == 1
        self.notify("initialized", {})

    def rss_mb(self) -> float:
        return rss_mb(self.proc.pid)

    def memory_parts(self) -> tuple[float, float, float] | None:
        return memory_parts(self.proc.pid)

    async def stop(self) -> None:
        try:
            await asyncio.wait_for(self.request("shutdown", None), 30)
            self.notify("exit", None)
            await asyncio.wait_for(self.proc.wait(), 10)
        except (TimeoutError, ConnectionError):
            self.proc.kill()
            await self.proc.wait()
        self.reader.cancel()


# ---- one server on one file ------------------------------------------------------------


def position(text: str, offset: int) -> dict[str, int]:
    line = text.count("\n", 0, offset)
    return {"line": line, "character": offset - (text.rfind("\n", 0, offset) + 1)}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def ms(values: list[float]) -> tuple[float, float]:
    return statistics.median(values) * 1000, percentile(values, 0.95) * 1000


def send_open(client: Client, uri: str, text: str) -> tuple[float, asyncio.Future[float]]:
    """didOpen of `text` (version 1): when it was sent, and the time its diagnostics come."""
    done = client.expect_diagnostics(uri, 1)
    start = time.perf_counter()
    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "mlir", "version": 1, "text": text}},
    )
    return start, done


async def session(
    cmd: list[str], path: Path, args: argparse.Namespace, tokens: bool
) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    uri = path.as_uri()
    doc = {"uri": uri}
    client = await Client.start(cmd)
    out: dict[str, Any] = {}
    timeout = args.timeout

    async def answer(what: str, future: asyncio.Future[Any]) -> Any:
        """`future`'s result; a clear error (not a silent hang) when it does not come."""
        try:
            return await asyncio.wait_for(future, timeout)
        except TimeoutError:
            raise RuntimeError(
                f"{' '.join(cmd)}: no {what} within {timeout} s "
                f"(waiting for diagnostics of versions "
                f"{sorted(k[1] or 0 for k in client.diagnostics)}, "
                f"{len(client.pending)} requests unanswered)"
            ) from None

    try:
        await client.initialize(path.parent)
        start, done = send_open(client, uri, text)
        out["open"] = (await answer("diagnostics after open", done)) - start
        uses = [m.start() + 1 for m in VALUE_USE.finditer(text)]
        if args.edit_kind == "constants":
            edited = [m.start() for m in CONSTANT.finditer(text)]
        else:
            edited = uses
        rng = random.Random(1)
        version = 1

        async def edit(offset: int) -> tuple[float, asyncio.Future[float]]:
            nonlocal text, version
            version += 1
            old = text[offset]
            new = "9" if old != "9" else "8"
            pos = position(text, offset)
            end = {"line": pos["line"], "character": pos["character"] + 1}
            text = text[:offset] + new + text[offset + 1 :]
            if client.full_sync:  # the server takes whole texts only (mlir-lsp-server)
                change: dict[str, Any] = {"text": text}
            else:
                change = {"range": {"start": pos, "end": end}, "text": new}
            done = client.expect_diagnostics(uri, version)
            start = time.perf_counter()
            client.notify(
                "textDocument/didChange",
                {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]},
            )
            return start, done

        async def edit_wait(offset: int) -> float:
            start, done = await edit(offset)
            return (await answer(f"diagnostics of version {version}", done)) - start

        # Let the first analysis settle (mlir-ls builds its index in the background).
        hover = {"textDocument": doc, "position": position(text, uses[0])}
        await answer("hover", client.request("textDocument/hover", hover))
        await asyncio.sleep(args.settle)

        edits = [await edit_wait(off) for off in rng.sample(edited, args.edits)]
        out["edit"] = edits
        # Requests sent right after an edit, before its diagnostics.
        for method, extra in (
            ("textDocument/hover", {}),
            ("textDocument/definition", {}),
            ("textDocument/references", {"context": {"includeDeclaration": True}}),
        ):
            times: list[float] = []
            for off in rng.sample(edited, args.requests):
                target = rng.choice(uses)
                _, done = await edit(off)
                start = time.perf_counter()
                await answer(
                    method,
                    client.request(
                        method, {"textDocument": doc, "position": position(text, target), **extra}
                    ),
                )
                times.append(time.perf_counter() - start)
                await answer(f"diagnostics of version {version}", done)
            out[method.split("/")[1]] = times
        if tokens:
            full: list[float] = []
            delta: list[float] = []
            ranged: list[float] = []
            result_id = None
            for off in rng.sample(edited, args.token_samples):
                start = time.perf_counter()
                got = await answer(
                    "semanticTokens/full",
                    client.request("textDocument/semanticTokens/full", {"textDocument": doc}),
                )
                full.append(time.perf_counter() - start)
                result_id = (got or {}).get("resultId")
                await edit_wait(off)
                start = time.perf_counter()
                if result_id is not None:
                    await answer(
                        "semanticTokens/full/delta",
                        client.request(
                            "textDocument/semanticTokens/full/delta",
                            {"textDocument": doc, "previousResultId": result_id},
                        ),
                    )
                    delta.append(time.perf_counter() - start)
                line = position(text, off)["line"]
                start = time.perf_counter()
                await answer(
                    "semanticTokens/range",
                    client.request(
                        "textDocument/semanticTokens/range",
                        {
                            "textDocument": doc,
                            "range": {
                                "start": {"line": max(0, line - 40), "character": 0},
                                "end": {"line": line + 40, "character": 0},
                            },
                        },
                    ),
                )
                ranged.append(time.perf_counter() - start)
            out["tokens full"] = full
            if delta:
                out["tokens delta"] = delta
            out["tokens range"] = ranged
        out["rss"] = client.rss_mb()
        if args.memory_edits:
            # Flatness: the resident size after the first 100 of these edits and at the end.
            trajectory: list[float] = []
            parts: list[tuple[float, float, float] | None] = []
            for count, off in enumerate(rng.choices(edited, k=args.memory_edits), 1):
                await edit_wait(off)
                if count == min(100, args.memory_edits):
                    out["rss 100"] = client.rss_mb()
                if args.memory_every and count % args.memory_every == 0:
                    trajectory.append(client.rss_mb())
                    parts.append(client.memory_parts())
            out["rss more"] = client.rss_mb()
            if trajectory:
                out["rss every"] = trajectory
                out["rss parts"] = parts
            if args.memory_idle:
                # Typing stops: the server's idle work runs (mlir-ls: its quiet collection,
                # then its allocator trim after `documents.TRIM_IDLE_S`).
                await asyncio.sleep(args.memory_idle)
                out["rss idle"] = client.rss_mb()
    finally:
        await client.stop()
    return out


# ---- whole-process commands --------------------------------------------------------------


def run_process(cmd: list[str]) -> tuple[float, float, float]:
    """(wall s, CPU s user+sys, peak RSS MB) of one child."""
    row = batch_bench.run(cmd)
    return row["wall_s"], row["cpu_s"], row["peak_mb"]


def cli_rows(path: Path, opt: str, runs: int) -> list[tuple[str, float, float, float, float]]:
    """(measure, ours CPU, upstream CPU, ours peak, upstream peak) per command."""
    lines = path.read_text(encoding="utf-8").count("\n")
    up_verify = [opt, str(path), "-o", os.devnull, "--allow-unregistered-dialect"]
    # mlir-opt always prints: its whole process is parse + verify + print (to /dev/null).
    up_print = up_verify
    pairs = {
        "check (parse+verify)": (
            [*MLIR_LS, "check", "--allow-unregistered-dialect", str(path)],
            up_verify,
        ),
        "print (parse+print)": (
            [*MLIR_LS, "print", "--allow-unregistered-dialect", str(path)],
            up_print,
        ),
        "format (parse+print)": ([*MLIR_LS, "format", str(path)], up_print),
    }
    rows = []
    for name, (ours_cmd, up_cmd) in pairs.items():
        ours, up = [], []
        for _ in range(runs):
            ours.append(run_process(ours_cmd))
            up.append(run_process(up_cmd))
        ours_cpu = statistics.median(r[1] for r in ours)
        rows.append(
            (
                f"{name} {path.stem}",
                ours_cpu,
                statistics.median(r[1] for r in up),
                statistics.median(r[2] for r in ours),
                statistics.median(r[2] for r in up),
            )
        )
        print(f"  {name}: {lines / ours_cpu:,.0f} lines/s", file=sys.stderr)
    return rows


# ---- report ------------------------------------------------------------------------------


async def open_only(cmd: list[str], path: Path, timeout: float) -> float:
    """Seconds from didOpen to the first diagnostics of a fresh server (initialized)."""
    text = path.read_text(encoding="utf-8")
    uri = path.as_uri()
    client = await Client.start(cmd)
    try:
        await client.initialize(path.parent)
        start, done = send_open(client, uri, text)
        return await asyncio.wait_for(done, timeout) - start
    finally:
        await client.stop()


def open_rounds(
    ours_cmd: list[str], upstream: str | None, path: Path, rounds: int, timeout: float
) -> tuple[float, float | None]:
    """Medians of `rounds` open-only samples of each server, interleaved."""
    ours: list[float] = []
    theirs: list[float] = []
    for _ in range(rounds):
        ours.append(asyncio.run(open_only(ours_cmd, path, timeout)))
        if upstream:
            theirs.append(asyncio.run(open_only([upstream], path, timeout)))
    return statistics.median(ours), (statistics.median(theirs) if theirs else None)


def main_async(args: argparse.Namespace) -> int:
    ours_cmd = [*args.wrap.split(), *MLIR_LS, "serve"]
    upstream_lsp = tool("mlir-lsp-server", "MLIR_LSP_SERVER")
    opt = tool("mlir-opt", "MLIR_OPT")
    table: list[tuple[str, str, str, str]] = []

    def add(name: str, ours: str, up: str = "-", ratio: str = "-") -> None:
        table.append((name, ours, up, ratio))
        print(f"| {name} | {ours} | {up} | {ratio} |", file=sys.stderr, flush=True)

    if not args.no_lsp:
        for lines in args.lines:
            path = generate(lines, args.locs)
            label = f"{lines // 1000}k"
            runs_ours = [asyncio.run(session(ours_cmd, path, args, tokens=args.token_samples > 0))]
            runs_up = (
                [asyncio.run(session([upstream_lsp], path, args, tokens=False))]
                if upstream_lsp and not args.no_upstream
                else []
            )
            ours, up = runs_ours[0], (runs_up[0] if runs_up else {})
            o, u = ours["open"], up.get("open")
            add(f"{label} open -> diagnostics", f"{o:.2f} s", _s(u), _ratio(o, u))
            if args.open_rounds:
                o, u = open_rounds(
                    ours_cmd,
                    upstream_lsp if not args.no_upstream else None,
                    path,
                    args.open_rounds,
                    args.timeout,
                )
                add(
                    f"{label} open -> diagnostics, median of {args.open_rounds} fresh servers",
                    f"{o * 1000:.1f} ms",
                    "-" if u is None else f"{u * 1000:.1f} ms",
                    _ratio(o, u),
                )
            for key, name in (
                ("edit", "edit -> diagnostics"),
                ("hover", "hover right after an edit"),
                ("definition", "definition right after an edit"),
                ("references", "references right after an edit"),
                ("tokens full", "semanticTokens/full"),
                ("tokens delta", "semanticTokens/full/delta after an edit"),
                ("tokens range", "semanticTokens/range (80 lines)"),
            ):
                if not ours.get(key):
                    continue
                p50, p95 = ms(ours[key])
                if key in up:
                    u50, u95 = ms(up[key])
                    add(
                        f"{label} {name} p50 / p95",
                        f"{p50:.1f} / {p95:.1f} ms",
                        f"{u50:.1f} / {u95:.1f} ms",
                        _ratio(p50, u50),
                    )
                else:
                    add(f"{label} {name} p50 / p95", f"{p50:.1f} / {p95:.1f} ms")
            rss_rows = [
                ("rss", f"after {args.edits + 3 * args.requests + args.token_samples} edits"),
                ("rss 100", "after 100 more edits"),
                ("rss more", f"after {args.memory_edits} more edits"),
                ("rss every", f"every {args.memory_every} of those edits"),
                ("rss idle", f"{args.memory_idle:g} s after the last edit"),
            ]
            for key, when in rss_rows:
                if key not in ours or (key == "rss 100" and args.memory_edits <= 100):
                    continue
                if key == "rss every":  # (a row of sizes, no ratio)
                    add(
                        f"{label} server RSS {when}",
                        " ".join(f"{v:.0f}" for v in ours[key]) + " MB",
                        " ".join(f"{v:.0f}" for v in up[key]) + " MB" if key in up else "-",
                    )
                    if any(ours.get("rss parts") or ()):
                        add(
                            f"{label} server RSS {when}: C heap / anonymous (arenas) / rest",
                            " ".join(_parts(p) for p in ours["rss parts"]) + " MB",
                            "-",
                        )
                    continue
                add(
                    f"{label} server RSS {when}",
                    f"{ours[key]:.0f} MB",
                    _mb(up.get(key)),
                    _ratio(ours[key], up.get(key)),
                )
    if not args.no_cli and opt is not None:
        inputs = [generate(args.cli_lines), generate(args.cli_lines, locs=True)]
        for path in inputs:
            for name, ours_cpu, up_cpu, ours_mb, up_mb in cli_rows(path, opt, args.runs):
                lines = path.read_text(encoding="utf-8").count("\n")
                add(
                    f"{name} CPU ({lines / ours_cpu / 1000:.0f}k lines/s)",
                    f"{ours_cpu:.2f} s",
                    f"{up_cpu:.2f} s",
                    _ratio(ours_cpu, up_cpu),
                )
                add(
                    f"{name} peak RSS",
                    f"{ours_mb:.0f} MB",
                    f"{up_mb:.0f} MB",
                    _ratio(ours_mb, up_mb),
                )
    print("| measure | mlir-ls | upstream | ratio |")
    print("|---|---:|---:|---:|")
    for row in table:
        print("| " + " | ".join(row) + " |")
    print(
        "\nupstream: mlir-lsp-server / mlir-opt 22 (Debian); diagnosticsDelay 0; "
        f"this process peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB"
    )
    if args.json:
        args.json.write_text(json.dumps(table, indent=2))
    return 0


def _s(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f} s"


def _mb(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f} MB"


def _parts(parts: tuple[float, float, float] | None) -> str:
    return "?" if parts is None else "/".join(f"{v:.0f}" for v in parts)


def _ratio(ours: float | None, up: float | None) -> str:
    return "-" if not ours or not up else f"{ours / up:.2f}x"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, nargs="+", default=[10000, 100000])
    parser.add_argument("--locs", action="store_true", help="inputs with loc(#locN) on every op")
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--requests", type=int, default=10, help="edit+request pairs per method")
    parser.add_argument("--token-samples", type=int, default=3)
    parser.add_argument("--memory-edits", type=int, default=0)
    parser.add_argument(
        "--memory-every", type=int, default=0, help="also the RSS every N of the memory edits"
    )
    parser.add_argument(
        "--memory-idle",
        type=float,
        default=0,
        help="also the RSS this many seconds after the last memory edit (the server idle)",
    )
    parser.add_argument(
        "--open-rounds",
        type=int,
        default=0,
        help="also open the file in N fresh servers of each (interleaved): medians",
    )
    parser.add_argument(
        "--edit-kind",
        choices=["uses", "constants"],
        default="uses",
        help="edit value uses (%%3 -> %%9: errors that resolve across functions) or "
        "one-digit integer constants (the file stays valid)",
    )
    parser.add_argument("--settle", type=float, default=1.0, help="idle seconds after open")
    parser.add_argument(
        "--timeout", type=float, default=600, help="seconds to wait for any one answer"
    )
    parser.add_argument("--cli-lines", type=int, default=100000)
    parser.add_argument("--runs", type=int, default=3, help="runs of each CLI command")
    parser.add_argument("--no-cli", action="store_true")
    parser.add_argument("--no-upstream", action="store_true", help="mlir-ls columns only")
    parser.add_argument("--wrap", default="", help="command prefix for mlir-ls (a profiler)")
    parser.add_argument("--no-lsp", action="store_true")
    parser.add_argument("--json", type=Path)
    return main_async(parser.parse_args())


if __name__ == "__main__":
    sys.exit(main())
