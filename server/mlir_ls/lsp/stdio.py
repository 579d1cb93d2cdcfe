"""The stdio transport: one thread reads whole messages, the event loop handles them.

pygls reads stdin from the event loop through its thread pool, one
`run_in_executor` per header line and one for the body: a message costs three
round trips between the loop and a pool thread, each of which must take the
interpreter lock back. While an analysis holds the lock in a worker, every
hand-off waits, and a request sent right after an edit waited for most of them.

Here one reader thread blocks on stdin, reads a whole message (the base
protocol's `Content-Length: N\\r\\n ... \\r\\n\\r\\n` header, then N bytes) and hands
the body to the loop in one `call_soon_threadsafe`. The loop decodes and
dispatches it exactly as pygls does (`json.loads` with the protocol's
`structure_message` hook, then `handle_message`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import threading
from collections.abc import Callable
from typing import Any, BinaryIO

from pygls.exceptions import JsonRpcException

log = logging.getLogger(__name__)

#: A header line of the base protocol that gives the body's length.
CONTENT_LENGTH = re.compile(rb"Content-Length: *(\d+)\r?\n", re.IGNORECASE)


def read_messages(stdin: BinaryIO, deliver: Callable[[bytes], bool]) -> None:
    """Read messages from `stdin` until it ends (or `deliver` returns False), giving
    each body to `deliver`.

    A message is header lines up to an empty line, then the number of bytes its
    `Content-Length` header says. Empty lines before a `Content-Length` are skipped;
    a body cut short by the end of the input is dropped. While it waits for a message,
    it refers to nothing of the previous one.
    """
    while True:
        length: int | None = None
        while True:
            line = stdin.readline()
            if not line:
                return
            if not line.strip():
                if length is not None:
                    break
                continue
            found = CONTENT_LENGTH.fullmatch(line)
            if found is not None and length is None:
                length = int(found.group(1))
        body = stdin.read(length) if length else b""
        if len(body) < length:
            return
        if not deliver(body):
            return
        # Nothing of this message is kept while the next one is awaited (maybe for long):
        # read while a large document was open, it would keep an allocator arena of the
        # document's memory after the document is closed (issue 14).
        body = line = b""
        found = None


async def serve(server: Any, stdin: BinaryIO) -> None:
    """Handle the messages of `stdin` on this event loop until the input ends."""
    loop = asyncio.get_running_loop()
    ended: asyncio.Future[None] = loop.create_future()
    protocol = server.protocol

    def handle(body: bytes) -> None:
        try:
            message = json.loads(body, object_hook=protocol.structure_message)
            protocol.handle_message(message)
        except Exception as exc:
            log.exception("Unable to handle message")
            server.report_server_error(exc, JsonRpcException)

    def deliver(body: bytes) -> bool:
        try:
            loop.call_soon_threadsafe(handle, body)
        except RuntimeError:  # the loop is closed: the server is exiting
            return False
        return True

    def end() -> None:
        if not ended.done():
            ended.set_result(None)

    def reader() -> None:
        try:
            read_messages(stdin, deliver)
        except (OSError, ValueError):  # stdin closed under the reader
            log.debug("reading stdin failed", exc_info=True)
        finally:
            with contextlib.suppress(RuntimeError):  # the loop is closed
                loop.call_soon_threadsafe(end)

    threading.Thread(target=reader, name="mlir-ls-stdin", daemon=True).start()
    await ended
