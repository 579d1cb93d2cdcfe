"""Once no request nor analysis came for `TRIM_IDLE_S` seconds, the server gives the memory
the C allocator keeps free back to the system, once per idle period (issue 13: glibc's heap
keeps the freed texts' memory for the next edit, resident meanwhile)."""

from __future__ import annotations

import asyncio
import functools

import pytest

from mlir_ls.ide import AnalysisOptions, DiagnosticOptions
from mlir_ls.lsp import documents as documents_module
from mlir_ls.lsp.documents import Documents

OPTIONS = AnalysisOptions()
DIAGNOSTICS = DiagnosticOptions()
TEXT = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"


def test_the_allocator_is_trimmed_once_per_idle_period(monkeypatch: pytest.MonkeyPatch) -> None:
    trims: list[int] = []
    monkeypatch.setattr(documents_module, "trim_allocator", lambda: trims.append(1))
    monkeypatch.setattr(documents_module, "TRIM_IDLE_S", 0.1)  # (after the quiet moment)
    uri = "file:///idle.mlir"

    async def run() -> list[int]:
        documents = Documents(workers=1)
        counts = []
        try:
            for version in (1, 2):
                text = TEXT.replace("%a", f"%a{version}")
                await documents.analysis(
                    uri, version, functools.partial(str, text), OPTIONS, DIAGNOSTICS
                )
                documents.settle()
                await asyncio.sleep(0.2)
                counts.append(len(trims))  # not idle long enough yet
                await asyncio.sleep(documents_module.QUIET_S + 0.4)
                counts.append(len(trims))  # trimmed
                await asyncio.sleep(0.5)
                counts.append(len(trims))  # not again while nothing happens
        finally:
            documents.shutdown()
        return counts

    assert asyncio.run(run()) == [0, 1, 1, 1, 2, 2]
