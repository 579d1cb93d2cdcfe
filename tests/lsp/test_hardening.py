"""Nothing a client does breaks the server (issue 14), over raw JSON-RPC.

Requests for documents that are not open answer nothing and read nothing from
disk (`/etc/passwd`, `/dev/zero`); malformed params get an error response; a
storm of incremental edits interleaved with every request kind (some at invalid
positions, for unopened URIs, malformed, cancelled) has every request answered
and ends with the diagnostics of a fresh open; a client that leaves without
shutdown leaves no traceback.
"""

from __future__ import annotations

import json
import os
import queue
import random
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

SERVER = [sys.executable, "-m", "mlir_ls", "serve"]
STORM_EDITS = 2000


class RawClient:
    def __init__(self, root: Path) -> None:
        self.proc = subprocess.Popen(
            SERVER,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, "MLIR_LS_STRICT": "0"},
        )
        self.messages: queue.Queue[dict[str, Any]] = queue.Queue()
        self.stderr: list[bytes] = []
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()
        self.diagnostics: dict[str, list[dict[str, Any]]] = {}
        self.request(
            "initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {}}
        )
        self.notify("initialized", {})

    def _read(self) -> None:
        stream = self.proc.stdout
        assert stream is not None
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                byte = stream.read(1)
                if not byte:
                    return
                header += byte
            length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
            self.messages.put(json.loads(stream.read(length)))

    def _read_stderr(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.stderr.append(line)

    def send(self, message: dict[str, Any]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        assert self.proc.stdin is not None
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def notify(self, method: str, params: Any) -> None:
        self.send({"method": method, "params": params})

    def send_request(self, method: str, params: Any) -> int:
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        return self.next_id

    def wait(self, ids: set[int], timeout: float = 60.0) -> dict[int, dict[str, Any]]:
        """The responses to `ids` (server requests are answered with null)."""
        answers: dict[int, dict[str, Any]] = {}
        deadline = time.monotonic() + timeout
        while ids - answers.keys():
            message = self.messages.get(timeout=max(0.1, deadline - time.monotonic()))
            if "method" in message:
                if "id" in message:
                    self.send({"id": message["id"], "result": None})
                elif message["method"] == "textDocument/publishDiagnostics":
                    self.diagnostics[message["params"]["uri"]] = message["params"]["diagnostics"]
                continue
            if message.get("id") in ids:
                answers[message["id"]] = message
        return answers

    def request(self, method: str, params: Any, timeout: float = 60.0) -> dict[str, Any]:
        rid = self.send_request(method, params)
        return self.wait({rid}, timeout)[rid]

    def close(self, shutdown: bool = True) -> str:
        if shutdown:
            self.request("shutdown", None)
            self.notify("exit", None)
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=30)
        time.sleep(0.2)
        return b"".join(self.stderr).decode(errors="replace")


def _position(line: int, character: int) -> dict[str, int]:
    return {"line": line, "character": character}


def test_unopened_documents_answer_nothing_and_read_nothing(tmp_path: Path) -> None:
    client = RawClient(tmp_path)
    on_disk = tmp_path / "closed.mlir"
    on_disk.write_text("func.func @closed() {\n  return\n}\n")
    for uri in ("file:///etc/passwd", "file:///dev/zero", on_disk.as_uri()):
        doc = {"textDocument": {"uri": uri}, "position": _position(0, 1)}
        start = time.monotonic()
        assert client.request("textDocument/hover", doc, timeout=20)["result"] is None
        assert client.request("textDocument/definition", doc, timeout=20)["result"] == []
        assert client.request("textDocument/completion", doc, timeout=20)["result"] is None
        assert time.monotonic() - start < 10
    # No state left behind: workspace symbols still come from the (closed) file on disk.
    answer = client.request("workspace/symbol", {"query": "closed"})
    assert [s["name"] for s in answer["result"]] == ["@closed"]
    assert "Traceback" not in client.close()


def test_malformed_params_get_an_error_response(tmp_path: Path) -> None:
    client = RawClient(tmp_path)
    for params in (None, {}, {"textDocument": 3}, {"textDocument": {"uri": "x"}, "position": "p"}):
        answer = client.request("textDocument/hover", params, timeout=20)
        assert "error" in answer or answer.get("result") is None, answer
    assert client.request("textDocument/hover", {"bogus": 1}, timeout=20).get("error")
    client.close()


def test_disconnect_without_shutdown_leaves_no_traceback(tmp_path: Path) -> None:
    client = RawClient(tmp_path)
    uri = (tmp_path / "a.mlir").as_uri()
    client.notify(
        "textDocument/didOpen",
        {
            "textDocument": {
                "uri": uri,
                "languageId": "mlir",
                "version": 1,
                "text": "func.func @f()",
            }
        },
    )
    client.request(
        "textDocument/hover", {"textDocument": {"uri": uri}, "position": _position(0, 1)}
    )
    stderr = client.close(shutdown=False)
    assert "Traceback" not in stderr, stderr


EXAMPLE = """func.func @f(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %1 = "test.op"(%0) : (i32) -> i32
  return %1 : i32
}
"""

REQUESTS = [
    "textDocument/hover",
    "textDocument/definition",
    "textDocument/references",
    "textDocument/documentHighlight",
    "textDocument/completion",
    "textDocument/prepareRename",
    "textDocument/selectionRange",
    "textDocument/documentSymbol",
    "textDocument/semanticTokens/full",
    "textDocument/foldingRange",
    "textDocument/inlayHint",
    "textDocument/codeAction",
    "textDocument/formatting",
]


def _params(method: str, uri: str, line: int, char: int) -> dict[str, Any]:
    pos = _position(line, char)
    rng = {"start": _position(0, 0), "end": pos}
    doc = {"uri": uri}
    extra: dict[str, Any] = {
        "textDocument/references": {"position": pos, "context": {"includeDeclaration": True}},
        "textDocument/selectionRange": {"positions": [pos]},
        "textDocument/inlayHint": {"range": rng},
        "textDocument/codeAction": {"range": rng, "context": {"diagnostics": []}},
        "textDocument/formatting": {"options": {"tabSize": 2, "insertSpaces": True}},
        "textDocument/documentSymbol": {},
        "textDocument/semanticTokens/full": {},
        "textDocument/foldingRange": {},
    }
    return {"textDocument": doc, **extra.get(method, {"position": pos})}


def test_edit_storm(tmp_path: Path) -> None:
    rng = random.Random(14)
    client = RawClient(tmp_path)
    uri = (tmp_path / "storm.mlir").as_uri()
    text = EXAMPLE
    version = 1
    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "mlir", "version": 1, "text": text}},
    )
    pending: set[int] = set()
    pieces = ["%0", " ", "\n", "}", "{", "arith.addi", "(", ")", ":", "i32", "\ud800", "é"]
    for _ in range(STORM_EDITS):
        lines = text.split("\n")
        line = rng.randrange(len(lines))
        start = rng.randrange(len(lines[line]) + 1)
        end = min(len(lines[line]), start + rng.randrange(4))
        new = rng.choice(pieces) if rng.random() < 0.7 else ""
        lines[line] = lines[line][:start] + new + lines[line][end:]
        text = "\n".join(lines)
        version += 1
        change = {
            "range": {"start": _position(line, start), "end": _position(line, end)},
            "text": new,
        }
        client.notify(
            "textDocument/didChange",
            {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]},
        )
        if rng.random() < 0.15:
            method = rng.choice(REQUESTS)
            roll = rng.random()
            target = uri if roll < 0.8 else "file:///dev/zero"
            at_line, at_char = (
                (line, start) if roll < 0.6 else (rng.randrange(1000), rng.randrange(1000))
            )
            params: Any = _params(method, target, at_line, at_char) if roll < 0.95 else {"x": [1]}
            rid = client.send_request(method, params)
            pending.add(rid)
            if rng.random() < 0.2:
                client.notify("$/cancelRequest", {"id": rid})
    answers = client.wait(pending, timeout=120)
    assert set(answers) == pending  # every request answered (result or error)
    # Final diagnostics equal a fresh open of the same text.
    time.sleep(1.0)
    client.wait({client.send_request("textDocument/hover", _params(REQUESTS[0], uri, 0, 0))})
    fresh = (tmp_path / "fresh.mlir").as_uri()
    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": fresh, "languageId": "mlir", "version": 1, "text": text}},
    )
    deadline = time.monotonic() + 30
    while fresh not in client.diagnostics and time.monotonic() < deadline:
        client.wait({client.send_request("textDocument/hover", _params(REQUESTS[0], fresh, 0, 0))})
        time.sleep(0.2)

    def key(diags: list[dict[str, Any]]) -> list[tuple[str, str]]:
        return sorted((json.dumps(d["range"]), d["message"]) for d in diags)

    assert key(client.diagnostics[uri]) == key(client.diagnostics[fresh])
    assert client.proc.poll() is None  # alive
    rss_kb = int(Path(f"/proc/{client.proc.pid}/status").read_text().split("VmRSS:")[1].split()[0])
    assert rss_kb < 1_500_000
    client.close()
