"""While typing never pauses, the semantic index is built every `INDEX_EVERY` versions, or
sooner once the ops those versions replaced add up to `INDEX_REPLACED_SHARE` of the text:
the newest indexed version holds them until the next index is built, and their IR is the
server's largest transient memory (issue 13: memory flat over 1,000 edits)."""

from __future__ import annotations

import asyncio
import functools

import pytest

from mlir_ls.ide import AnalysisOptions, DiagnosticOptions
from mlir_ls.lsp import documents as documents_module
from mlir_ls.lsp.documents import Documents

OPTIONS = AnalysisOptions()
DIAGNOSTICS = DiagnosticOptions()
FUNCTION = """func.func @f{n}(%a: i32) -> i32 {{
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}}
"""
TEXT = "".join(FUNCTION.format(n=i) for i in range(20))


def edited(text: str, function: int) -> str:
    """`text` with the `arith.addi` of function `function` made an `arith.muli`."""
    at = text.index("arith.addi", text.index(f"@f{function}("))
    return text[:at] + "arith.muli" + text[at + len("arith.addi") :]


def indexes_after_edits(monkeypatch: pytest.MonkeyPatch, budget: int, edits: int) -> list[int]:
    """The versions indexed while `edits` edits (one function each) are analysed one after
    the other with no pause (the pause's index timer never fires), with a budget of
    `budget` replaced characters and `INDEX_EVERY` out of reach."""
    monkeypatch.setattr(documents_module, "INDEX_EVERY", 1000)
    monkeypatch.setattr(documents_module, "INDEX_DELAY_S", 1000.0)
    monkeypatch.setattr(documents_module, "INDEX_REPLACED_SHARE", 0.0)
    monkeypatch.setattr(documents_module, "INDEX_REPLACED_MIN", budget)
    uri = "file:///budget.mlir"

    async def run() -> list[int]:
        documents = Documents(workers=1)
        indexed: list[int] = []
        try:
            text = TEXT
            for version in range(1, edits + 2):
                if version > 1:
                    text = edited(text, version)
                await documents.analysis(
                    uri, version, functools.partial(str, text), OPTIONS, DIAGNOSTICS
                )
                documents.settle()
                await asyncio.sleep(4 * documents_module.SETTLE_DELAY_S)
                st = documents.state(uri)
                building = st.building
                if building is not None:
                    await building[1]
                if st.indexed is not None and st.indexed.key[0] not in indexed:
                    indexed.append(st.indexed.key[0] or 0)
        finally:
            documents.shutdown()
        return indexed

    return asyncio.run(run())


def test_the_index_is_built_once_the_replaced_ops_reach_the_budget(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    size = len(FUNCTION.format(n=5))  # (each edit replaces one function)
    # Between two and three functions' worth: the third edit's result is indexed (version
    # 4), then the sixth's.
    assert indexes_after_edits(monkeypatch, size * 5 // 2, 7) == [4, 7]


def test_no_index_below_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    size = len(FUNCTION.format(n=5))
    assert indexes_after_edits(monkeypatch, 100 * size, 7) == []
