"""Helpers shared by the formatter's tests."""

from __future__ import annotations

from typing import Any

import pytest

from mlir_ls.fmt import formatter


def recorded_parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the formatter parses from now on (`format_chunk`'s checks), recorded."""
    seen: list[str] = []
    real = formatter.parse

    def counting(text: str, *args: Any) -> Any:
        seen.append(text)
        return real(text, *args)

    monkeypatch.setattr(formatter, "parse", counting)
    return seen
