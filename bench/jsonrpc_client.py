"""The JSON-RPC framing both LSP benchmarks speak to a server's stdio (a child process).

`JsonRpcClient` sends requests and notifications with `Content-Length` headers, resolves the
futures of its requests, answers the server's own requests with `null`, and hands every
notification to `on_notification(method, params, received_at)`.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from typing import Any

_LENGTH = re.compile(rb"Content-Length: *(\d+)")


class JsonRpcClient:
    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self.next_id = 0
        self.pending: dict[int, asyncio.Future[Any]] = {}

    def send(self, message: dict[str, Any]) -> None:
        body = json.dumps(message).encode()
        assert self.proc.stdin is not None
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def notify(self, method: str, params: Any) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method: str, params: Any) -> asyncio.Future[Any]:
        self.next_id += 1
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.pending[self.next_id] = future
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return future

    def on_notification(self, method: str, params: Any, received_at: float) -> None:
        """A notification from the server (`textDocument/publishDiagnostics`, ...)."""

    def fail_all(self, exc: BaseException) -> None:
        """The server can no longer answer (it exited, or a message could not be read):
        every pending request fails with `exc` (nothing waits for ever)."""
        for future in self.pending.values():
            if not future.done():
                future.set_exception(exc)
        self.pending.clear()

    async def read_messages(self) -> None:
        """Reads until the server's stdout ends (IncompleteReadError)."""
        stdout = self.proc.stdout
        assert stdout is not None
        while True:
            header = await stdout.readuntil(b"\r\n\r\n")
            found = _LENGTH.search(header)
            assert found is not None
            message = json.loads(await stdout.readexactly(int(found.group(1))))
            now = time.perf_counter()
            if "id" in message and "method" in message:  # a request from the server
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            elif "id" in message:
                future = self.pending.pop(message["id"], None)
                if future is not None and not future.done():
                    future.set_result(message.get("result"))
            elif "method" in message:
                self.on_notification(message["method"], message.get("params"), now)
