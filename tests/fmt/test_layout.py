"""Line length, wrapped ops, line ends, and splitting in the formatter."""

from __future__ import annotations

import pytest

from mlir_ls.fmt.formatter import format_text
from mlir_ls.fmt.layout import break_line
from mlir_ls.text.split import DEFAULT_MARKER

LONG_GENERIC = (
    "func.func @f(%a: i32, %b: i32) {\n"
    '  %0 = "test.op"(%a, %b) {first = dense<[1, 2, 3]> : tensor<3xi32>, '
    'second = "a long string attribute", third = [1, 2, 3, 4]} : (i32, i32) -> i32\n'
    "  return\n}\n"
)


def fmt(text: str, width: int | None = 100, marker: str | None = DEFAULT_MARKER) -> str:
    result = format_text(text, line_length=width, marker=marker)
    assert result.ok, result.diagnostics
    again = format_text(result.text, line_length=width, marker=marker)
    assert again.text == result.text, "not idempotent"
    return result.text


def test_long_op_breaks_at_its_attribute_dictionary() -> None:
    out = fmt(LONG_GENERIC, 80)
    assert out == (
        "func.func @f(%a: i32, %b: i32) {\n"
        '  %0 = "test.op"(%a, %b) {\n'
        "      first = dense<[1, 2, 3]> : tensor<3xi32>,\n"
        '      second = "a long string attribute",\n'
        "      third = [1, 2, 3, 4]\n"
        "  } : (i32, i32) -> i32\n"
        "  return\n}\n"
    )
    assert fmt(LONG_GENERIC, None) == LONG_GENERIC  # no line length: one line


def test_long_signature_breaks_its_argument_list() -> None:
    text = (
        "func.func @g(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) "
        "-> tensor<?x?xf32> {\n  return %arg0 : tensor<?x?xf32>\n}\n"
    )
    out = fmt(text, 80)
    assert out.splitlines()[:5] == [
        "func.func @g(",
        "    %arg0: tensor<?x?xf32>,",
        "    %arg1: tensor<?x?xf32>,",
        "    %arg2: tensor<?x?xf32>",
        ") -> tensor<?x?xf32> {",
    ]
    assert all(len(line) <= 80 for line in out.splitlines())


def test_wrapped_ops_stay_wrapped_and_short_ones_are_joined() -> None:
    wrapped = "func.func @h(%a: i32,\n             %b: i32) -> i32 {\n  return %a : i32\n}\n"
    out = fmt(wrapped)
    assert out.startswith("func.func @h(\n    %a: i32,\n    %b: i32\n) -> i32 {\n")
    one_line = "func.func @h(%a: i32, %b: i32) -> i32 {\n  return %a : i32\n}\n"
    assert fmt(one_line) == one_line


def test_line_ends_and_final_newline_kept() -> None:
    crlf = "func.func @f(%x : i32) {\r\n    return\r\n}\r\n"
    assert fmt(crlf) == "func.func @f(%x: i32) {\r\n  return\r\n}\r\n"
    bare = "func.func @f(%x : i32) {\n    return\n}"
    assert fmt(bare) == "func.func @f(%x: i32) {\n  return\n}"
    broken = "func.func @f() {\r\n  return %x : i32\r\n}\r\n"
    result = format_text(broken)
    assert not result.ok and result.text == broken
    assert broken[result.diagnostics[0].span.start :].startswith("%x")


def test_six_dashes_are_a_comment_unless_splitting() -> None:
    text = (
        "// RUN: mlir-opt %s | FileCheck %s\n"
        "func.func @a() {\n  return\n}\n\n// ------\n\nfunc.func @b() {\n  return\n}\n"
    )
    assert fmt(text, marker=None) == text
    # Splitting on, as mlir-opt reads it: `// -----` then a stray `-`.
    assert not format_text(text, marker=DEFAULT_MARKER).ok


def test_consecutive_markers_are_idempotent() -> None:
    text = "func.func @a() {\n  return\n}\n// -----\n// -----\nfunc.func @b() {\n  return\n}\n"
    out = fmt(text)
    assert out.count("// -----") == 2


@pytest.mark.parametrize(
    "line",
    [
        '  %1 = "x.y"() <{a = 1 : i64, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb = 2 : i64}> : () -> i32  // c',
        "  %2 = affine.apply affine_set<(d0) : (d0 >= 0, d0 - 1 == 0)>(%aaaaaaaaaaaaaaaaaaaaaaa)",
        "  // a long comment line that is far too long to fit in the line length, but stays",
    ],
)
def test_break_line_keeps_comments_and_skips_what_it_cannot_read(line: str) -> None:
    out = break_line(line, 40)
    if "<{" in line:
        assert out.splitlines()[0] == '  %1 = "x.y"() <{' and out.endswith("}> : () -> i32  // c")
    else:
        assert out == line


def test_a_broken_line_ends_without_white_space() -> None:
    """A tab after a closing bracket stayed at the end of a broken line, and the next run
    dropped it (the formatter was not idempotent; found by the fuzzer)."""
    line = (
        "x.y ({%a, %b : i32} [#x.long_attribute_name<some_value>],\t"
        "{%c, %d : i32} [#x.other_long_attribute<another_value>]\t) {"
    )
    broken = break_line(line, 80)
    assert broken.count("\n") >= 2
    assert all(part == part.rstrip(" \t") for part in broken.split("\n"))


@pytest.mark.parametrize(
    "line",
    [
        # found by the fuzzer (seed 2013, input 77739): brackets unmatched around the group
        # left the attribute dictionary's line long; the next run broke it
        "  accrata"
        + "<" * 24
        + "Ptr(%copyin : memref<100xf32>) to varPtr(%alloc : memref<100xf32>) "
        '{e= "explicit"}' + ">" * 90 + "}",
        "  %0 = t.op(%a : memref<100xf32>) ["
        + ", ".join(f"%v{k}" for k in range(30))
        + "]"
        + " {a = ["
        + ", ".join(str(k) for k in range(40))
        + "]} : "
        + "x" * 60,
    ],
)
def test_each_line_of_a_broken_line_stays_as_it_is(line: str) -> None:
    """A verbatim op's lines are broken one by one the next time: each line of a broken
    line must be one that breaking leaves alone (formatting twice changes nothing)."""
    broken = break_line(line, 100)
    assert broken != line
    for part in broken.split("\n"):
        assert break_line(part, 100) == part, part
