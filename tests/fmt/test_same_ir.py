"""`fmt/same_ir.py`: the walk that shows two parses print the same generic IR.

The walk may answer True only where the generic prints and locations (`_generic_key`)
are equal: each case below is checked against the prints, the differing ones must be
told apart (a swapped operand, a float equal as a Python float, a location, a successor,
a use bound elsewhere, a block argument's type), and the equal ones found equal (names,
spacing, float spelling, default dialect, attribute order), as they are by the prints.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import DATA
from mlir_ls.dialects import default_registry
from mlir_ls.fmt.formatter import _generic_key, _shown_same, format_text
from mlir_ls.fmt.same_ir import same_generic_ir
from mlir_ls.parser import ParseOptions, ParseResult, parse
from mlir_ls.text.deep import deep
from mlir_ls.text.split import split_chunks

FUNC = "func.func @f(%a: i32, %b: i32, %x: f32) -> i32 {{\n  {}\n}}\n"

REGION = (
    '"t.op"() ({{\n'
    "  ^bb0(%z: {0}):\n"
    '    "t.use"({1}) : ({0}) -> ()\n'
    '    %w = "t.def"() : () -> {0}\n'
    "  }}) : () -> ()\n"
    "  return %a : i32"
)

BRANCHES = (
    "cf.br ^bb1(%a : i32)\n^bb1(%p: i32):\n  cf.br ^{}(%p : i32)\n^bb2(%q: i32):\n  return %q : i32"
)

#: (what, body, other body, same IR): bodies of `FUNC`.
CASES = [
    ("names", "%c = arith.addi %a, %b : i32\n  return %c : i32",
     "%sum = arith.addi %a, %b : i32\n  return %sum : i32", True),
    ("spacing and line breaks", "%c = arith.addi %a, %b : i32\n  return %c : i32",
     "%c = arith.addi %a,\n      %b : i32\n  return   %c : i32", True),
    ("float spelled otherwise, f32", "%c = arith.constant 1.000000e-05 : f32\n  return %a : i32",
     "%c = arith.constant 9.99999974E-6 : f32\n  return %a : i32", True),
    ("default dialect", "%c = func.call @f(%a, %b, %x) : (i32, i32, f32) -> i32\n  return %c : i32",
     "%c = call @f(%a, %b, %x) : (i32, i32, f32) -> i32\n  return %c : i32", True),
    ("attribute order", '"t.op"() {a = 1, b = 2} : () -> ()\n  return %a : i32',
     '"t.op"() {b = 2, a = 1} : () -> ()\n  return %a : i32', True),
    ("use before definition", REGION.format("i32", "%w"), REGION.format("i32", "%w"), True),
    ("operands swapped", "%c = arith.addi %a, %b : i32\n  return %c : i32",
     "%c = arith.addi %b, %a : i32\n  return %c : i32", False),
    ("negative zero", "%c = arith.constant 0.0 : f32\n  return %a : i32",
     "%c = arith.constant -0.0 : f32\n  return %a : i32", False),
    ("float spelled otherwise, f64", "%c = arith.constant 1.000000e-05 : f64\n  return %a : i32",
     "%c = arith.constant 9.99999974E-6 : f64\n  return %a : i32", False),
    ("location", '%c = arith.addi %a, %b : i32 loc("x")\n  return %c : i32',
     '%c = arith.addi %a, %b : i32 loc("y")\n  return %c : i32', False),
    ("location added", "%c = arith.addi %a, %b : i32\n  return %c : i32",
     '%c = arith.addi %a, %b : i32 loc("y")\n  return %c : i32', False),
    ("successor", BRANCHES.format("bb2"), BRANCHES.format("bb1"), False),
    ("use bound elsewhere", REGION.format("i32", "%w"), REGION.format("i32", "%z"), False),
    ("block argument type", REGION.format("i32", "%z"), REGION.format("i64", "%z"), False),
    ("result of a group", '%r:2 = "t.two"() : () -> (i32, i32)\n  return %r#0 : i32',
     '%r:2 = "t.two"() : () -> (i32, i32)\n  return %r#1 : i32', False),
    ("op name", "%c = arith.addi %a, %b : i32\n  return %c : i32",
     "%c = arith.subi %a, %b : i32\n  return %c : i32", False),
]  # fmt: skip


def _parse(text: str) -> ParseResult:
    result = parse(text, default_registry(), ParseOptions(allow_unregistered=True))
    assert not result.has_errors, text
    return result


@deep
def _compare(first: str, second: str) -> tuple[bool, bool]:
    """(the walk's answer, whether the generic prints and locations are equal)."""
    a = _parse(first)
    b = _parse(second)
    return same_generic_ir(a.module, b.module), _generic_key(a) == _generic_key(b)


@pytest.mark.parametrize(("what", "body", "other", "same"), CASES, ids=[c[0] for c in CASES])
def test_the_walk_agrees_with_the_prints(what: str, body: str, other: str, same: bool) -> None:
    walked, printed = _compare(FUNC.format(body), FUNC.format(other))
    assert printed == same, what
    assert walked == same, what


@deep
def _formatted_pairs(text: str) -> list[tuple[bool, bool]]:
    pairs = []
    for chunk in split_chunks(format_text(text).text, "// -----").chunks:
        before = _parse(chunk.text)
        # the text as written, and re-spaced: every op through the formatter's printer
        for other in (chunk.text, format_text(chunk.text, marker=None).text):
            after = _parse(other)
            pairs.append((_shown_same(before, after), _generic_key(before) == _generic_key(after)))
    return pairs


@pytest.mark.parametrize("path", sorted((DATA / "fmt").glob("*.mlir")), ids=lambda p: p.name)
def test_the_walk_never_finds_equal_what_prints_differently(path: Path) -> None:
    for walked, printed in _formatted_pairs(path.read_text(encoding="utf-8")):
        assert printed or not walked
