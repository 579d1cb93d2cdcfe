"""Responses whose result is already JSON text.

pygls serialises a result through lsprotocol's converters and `json.dumps`; for
`semanticTokens/full` on a large document (millions of integers) that alone takes
most of a second. A handler may instead return `RawJson`: the protocol
(`MlirProtocol._send_response`) writes it into the response as it is. The text
comes from cached pieces (`ide.EncodedTokens.json`), so it costs a string join.
"""

from __future__ import annotations

import asyncio
import inspect
import json
from typing import Any


class RawJson:
    """A result as JSON text (a value the protocol writes without converting it)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


#: The null result.
NULL = RawJson("null")


def send_raw(protocol: Any, msg_id: object, result: RawJson) -> None:
    """Write the response to request `msg_id` with `result` to the protocol's transport,
    framed as pygls frames its messages."""
    body = '{"id":' + json.dumps(msg_id) + ',"jsonrpc":"2.0","result":' + result.text + "}"
    data = body.encode(protocol.CHARSET)
    if protocol._include_headers:
        header = (
            f"Content-Length: {len(data)}\r\n"
            f"Content-Type: {protocol.CONTENT_TYPE}; charset={protocol.CHARSET}\r\n\r\n"
        )
        data = header.encode(protocol.CHARSET) + data
    written = protocol.writer.write(data)
    if inspect.isawaitable(written):
        task = asyncio.ensure_future(written)
        _writing.add(task)
        task.add_done_callback(_writing.discard)


#: Writes in flight (a task nobody refers to may be collected before it ran).
_writing: set[asyncio.Future[Any]] = set()
