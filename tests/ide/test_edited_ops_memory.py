"""What the incremental analyzer keeps of each top-level op an edit re-parsed.

Issue 13: the server's memory must stay flat over a long session of edits. Each op edited
once used to keep, for the rest of the session, a sorted copy of its map's records
(`SegmentedSourceMap`) and its definitions grouped by name in lists of their own
(`verify/links.py`): about a third more objects than the same ops parsed at open, so
memory grew with every function touched (100k lines, 1,000 random edits: +70 MB). The
objects the analyzer holds after every function was edited once are counted against a
fresh analysis of the same text (the same records, the same IR): the edited ops may add
their name tables, a few objects each.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable

from collector_support import collector_off
from mlir_ls.ir.attributes import Attribute
from mlir_ls.ir.core import Block, Operation, Region, Value
from mlir_ls.ir.types import Type
from mlir_ls.text.changes import changed_range
from mlir_ls.verify.incremental import IncrementalAnalyzer

FUNCTIONS = 24
DEFINITIONS = 16


def _text(digit: str) -> str:
    body = []
    for f in range(FUNCTIONS):
        lines = [f"  func.func @f{f}(%arg0: i32) -> i32 {{"]
        lines += [f"    %c{j} = arith.constant {digit} : i32" for j in range(DEFINITIONS)]
        lines.append("    %s = arith.addi %c0, %arg0 : i32")
        # a name used before any definition: linking it reads the later ops' definitions
        lines.append(f'    "test.use"(%late{f}) : (i32) -> ()' if f == 0 else "")
        lines.append("    return %s : i32")
        lines.append("  }")
        body += lines
    return "module {\n" + "\n".join(body) + "\n}\n"


#: What the count does not enter: shared by both analyses or not the analyzer's tables.
_OPAQUE = (Operation, Value, Block, Region, Type, Attribute, str, type)


def _owned(roots: Iterable[object]) -> int:
    """The containers and the project's objects reachable from `roots`, without entering
    the IR (which both analyses hold alike)."""
    seen: set[int] = set()
    stack = list(roots)
    while stack:
        obj = stack.pop()
        kind = type(obj)
        if id(obj) in seen or isinstance(obj, _OPAQUE):
            continue
        if kind not in (list, tuple, dict, set) and not kind.__module__.startswith("mlir_ls"):
            continue
        seen.add(id(obj))
        stack.extend(gc.get_referents(obj))
    return len(seen)


def _held(analyzer: IncrementalAnalyzer) -> int:
    (state,) = analyzer._states
    return _owned([state.names, state.analysis.parse.source_map])


def test_edited_ops_cost_what_parsed_ops_do() -> None:
    text = _text("1")
    with collector_off():
        edited = IncrementalAnalyzer(allow_unregistered=True)
        edited.analyze(text)
        edited.prepare()
        # one edit in each function, first to last
        at = 0
        for _ in range(FUNCTIONS):
            at = text.index("constant 1", at) + len("constant ")
            new = text[:at] + "2" + text[at + 1 :]
            edited.analyze(new, (text, *changed_range(text, new)))
            assert edited.stats.spliced_ops == 1  # (not a whole re-parse)
            text = new
        fresh = IncrementalAnalyzer(allow_unregistered=True)
        fresh.analyze(text)
        fresh.prepare()
        edited_count, fresh_count = _held(edited), _held(fresh)
    assert fresh_count > FUNCTIONS * DEFINITIONS  # (the records are counted)
    # per op edited, its name tables (the tables' object, its forward uses and its
    # definitions by name, their records): a few objects, not a few per definition
    assert edited_count - fresh_count <= 6 * FUNCTIONS, (edited_count, fresh_count)
