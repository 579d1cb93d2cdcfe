"""The stdio reader (`mlir_ls.lsp.stdio.read_messages`): framing of the base protocol."""

from __future__ import annotations

import io

import pytest

from mlir_ls.lsp.stdio import read_messages


def frame(body: bytes, *, content_type: bool = False) -> bytes:
    header = b"Content-Length: %d\r\n" % len(body)
    if content_type:
        header += b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n"
    return header + b"\r\n" + body


def bodies(data: bytes, stop_after: int | None = None) -> list[bytes]:
    got: list[bytes] = []

    def deliver(body: bytes) -> bool:
        got.append(body)
        return stop_after is None or len(got) < stop_after

    read_messages(io.BytesIO(data), deliver)
    return got


MESSAGES = [b'{"jsonrpc":"2.0","method":"a"}', b'{"x":"\xc3\xa9\r\n\r\nContent-Length: 3"}', b"{}"]


@pytest.mark.parametrize("content_type", [False, True])
def test_messages_in_order(content_type: bool) -> None:
    data = b"".join(frame(m, content_type=content_type) for m in MESSAGES)
    assert bodies(data) == MESSAGES


def test_blank_lines_between_messages_are_skipped() -> None:
    data = b"\r\n" + frame(MESSAGES[0]) + b"\r\n\n" + frame(MESSAGES[2])
    assert bodies(data) == [MESSAGES[0], MESSAGES[2]]


def test_header_name_case_and_lf_line_ends() -> None:
    data = b"content-length: 2\n\n{}" + frame(MESSAGES[0])
    assert bodies(data) == [b"{}", MESSAGES[0]]


def test_body_cut_short_by_the_end_is_dropped() -> None:
    data = frame(MESSAGES[0]) + frame(MESSAGES[1])[:-4]
    assert bodies(data) == [MESSAGES[0]]


def test_header_without_length_is_read_past() -> None:
    data = b"Content-Type: x\r\n" + frame(MESSAGES[2])
    assert bodies(data) == [MESSAGES[2]]


def test_reading_stops_when_delivery_refuses() -> None:
    data = b"".join(frame(m) for m in MESSAGES)
    assert bodies(data, stop_after=1) == [MESSAGES[0]]
