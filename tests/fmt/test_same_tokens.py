"""The formatter's token check (`fmt/same_tokens.py`) and the spellings it accepts
(`fmt/token_rules.py`): what it shows read alike, and the differences it refuses."""

from __future__ import annotations

from typing import Any

import pytest

from mlir_ls.dialects import default_registry
from mlir_ls.fmt import formatter
from mlir_ls.fmt.formatter import format_text
from mlir_ls.fmt.same_tokens import same_tokens
from mlir_ls.fmt.token_rules import TokenRules
from mlir_ls.parser import ParseOptions, parse

from .support import recorded_parses

OP = '%0 = "t.op"(%a, %b) {k = [1, 2], s = "x  y"} : (i32, i32) -> memref<4x8xf32, strided<[8, 1]>>'


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (OP, "  " + OP),
        (OP, OP.replace("(%a, ", "(\n    %a,\n    ").replace("%b)", "%b\n)")),
        (OP, OP.replace("(i32, i32)", "(\ni32,\ni32\n)")),
        ("t.op attributes {k = [1, 2]}", "t.op attributes {\n    k = [1, 2]\n}"),
        (OP, OP.replace("memref<", "memref<\n").replace("]>>", "]>\n>")),
        (OP, OP.replace("(%a, %b)", "(%a,%b)")),
        (OP, OP + "  // a comment (the caller compares comments)"),
        ("a b\nc d\n", "a b\n\n   c d"),
    ],
)
def test_same_tokens_shows_these_read_alike(before: str, after: str) -> None:
    assert same_tokens(before, after)


@pytest.mark.parametrize(
    ("what", "before", "after"),
    [
        ("a changed token", OP, OP.replace("%b)", "%c)")),
        ("a changed number", OP, OP.replace("[1, 2]", "[1, 3]")),
        ("white space inside a string", OP, OP.replace('"x  y"', '"x y"')),
        ("a dropped op", OP + "\n" + OP, OP),
        ("a dropped token", OP, OP.replace(", 2]", "]")),
        (
            "white space inside an opaque dialect body",
            '"t.op"() {a = #foo.bar<a  b>} : () -> ()',
            '"t.op"() {a = #foo.bar<a b>} : () -> ()',
        ),
        (
            "a dialect body re-indented",
            '"t.op"() {a = #foo.bar<a,\n    b>} : () -> ()',
            '  "t.op"() {a = #foo.bar<a,\n  b>} : () -> ()',
        ),
        (
            "a gap between a dialect name and its body",
            '"t.op"() {a = #foo.bar<a>} : () -> ()',
            '"t.op"() {a = #foo.bar <a>} : () -> ()',
        ),
        ("a gap inside a result reference", "t.op %r#1", "t.op %r #1"),
        ("a gap inside `::`", "t.op @a::@b", "t.op @a: :@b"),
        ("a gap inside a dimension list", "tensor<4x4xf32>", "tensor<4 x4xf32>"),
        ("a line break inside a scalable dimension", "vector<[4]xf32>", "vector<[\n4]xf32>"),
        ("a gap where tokens touched", "%0 = t.op %a:i32", "%0 = t.op %a : i32"),
        (
            "an attribute written without its dialect, re-spaced",
            "llvm.blocktag <id = 1>",
            "llvm.blocktag <id  = 1>",
        ),
        (
            "a line break after a `{` a region may open",
            "outs(%a) {x.y = 1}",
            "outs(%a) {\nx.y = 1\n}",
        ),
        ("a token moved past an unchanged line", "a b\nsame\nc", "a\nsame\nb c"),
        ("lines swapped", "a\nb\nc", "b\na\nc"),
    ],
)
def test_same_tokens_refuses_these(what: str, before: str, after: str) -> None:
    assert not same_tokens(before, after), what


#: A line broken with a token spelled anew (a float literal), lines the same, another line
#: broken: the first run ends at the lines equal on both sides (it cannot end where the
#: texts without white space meet again), so the second is compared on its own.
RESPELLED = "f(1.0, 2.0)\nsame\nalso\ng(3, 4)\nend"
RESPELLED_BROKEN = "f(\n  1.5,\n  2.0\n)\nsame\nalso\ng(\n  3,\n  4\n)\nend"


def _respelled(offset: int, before: str, after: str) -> bool:
    return offset == RESPELLED.index("1.0") and (before, after) == ("1.0", "1.5")


@pytest.mark.parametrize(
    ("after", "alike"),
    [
        (RESPELLED_BROKEN, True),
        (RESPELLED_BROKEN.replace("4\n", "5\n"), False),  # a change after the first run
        (RESPELLED_BROKEN.replace("2.0", "2.5"), False),  # beside the accepted one
        (RESPELLED_BROKEN.replace("same\n", ""), False),  # a line dropped between runs
    ],
)
def test_runs_end_at_equal_lines_after_a_token_spelled_anew(after: str, alike: bool) -> None:
    assert same_tokens(RESPELLED, after, _respelled) is alike
    assert not same_tokens(RESPELLED, after)  # the new spelling is what `accept` allows


def _rules(text: str) -> tuple[TokenRules, str]:
    result = parse(text, default_registry(), ParseOptions(allow_unregistered=True))
    assert not result.diagnostics
    return TokenRules(result), text


CALLS = (
    "func.func private @f() -> i32\n"
    "func.func @g() -> i32 {\n"
    "  %0 = func.call @f() : () -> i32\n"
    '  "t.wrap"() ({\n'
    "    %1 = func.call @f() : () -> i32\n"
    '    "t.end"() : () -> ()\n'
    "  }) : () -> ()\n"
    "  func.return %0 : i32\n"
    "}\n"
    '"t.top"() ({\n'
    "  %2 = func.call @f() : () -> i32\n"
    '  "t.end"() : () -> ()\n'
    "}) : () -> ()\n"
)


def test_the_default_dialect_prefix_may_go_where_the_parser_adds_it_back() -> None:
    rules, text = _rules(CALLS)
    first = text.index("func.call")
    nested = text.index("func.call", first + 1)  # in a generic op, still in `func.func`
    top = text.index("func.call", nested + 1)  # in a generic op at the top: builtin
    assert rules(first, "func.call", "call")
    assert rules(nested, "func.call", "call")
    assert rules(text.index("func.return"), "func.return", "return")
    assert not rules(top, "func.call", "call")
    assert not rules(first, "func.call", "cal")
    assert not rules(first, "func.call", "func.calls")
    assert not rules(text.index("@f() -> i32"), "func.call", "call")  # not an op's name


CONSTANTS = (
    "func.func @c() {\n"
    "  %a = arith.constant 1.000000e-05 : f32\n"
    "  %b = arith.constant -1.000000e-05 : f32\n"
    "  %c = arith.constant 1.000000e-05 : f64\n"
    "  return\n"
    "}\n"
)


def test_a_float_literal_may_be_spelled_as_the_printer_does() -> None:
    rules, text = _rules(CONSTANTS)
    a = text.index("1.000000e-05")
    b = text.index("1.000000e-05", a + 1)
    c = text.index("1.000000e-05", b + 1)
    assert rules(a, "1.000000e-05", "9.99999974E-6")  # the same f32
    assert rules(b, "1.000000e-05", "9.99999974E-6")  # (after its `-`)
    assert not rules(a, "1.000000e-05", "1.1E-5")  # another value
    assert not rules(c, "1.000000e-05", "9.99999974E-6")  # another f64


DENSE = (
    "func.func @d() {\n"
    "  %a = arith.constant dense<[-9.000000e-01, 9.730000e-01]> : tensor<2xf32>\n"
    "  %b = arith.constant dense<1.000000e-02> : tensor<4xf32>\n"
    "  %c = arith.constant dense<[9.000000e-01, 9.000000e-01]> : tensor<2xf64>\n"
    "  return\n"
    "}\n"
)


def test_a_dense_float_element_may_be_spelled_as_the_printer_does() -> None:
    rules, text = _rules(DENSE)
    first = text.index("9.000000e-01")
    second = text.index("9.730000e-01")
    splat = text.index("1.000000e-02")
    f64 = text.index("9.000000e-01", second)
    assert rules(first, "9.000000e-01", "0.899999976")  # element 0 (negative)
    assert rules(second, "9.730000e-01", "0.972999989")  # element 1
    assert rules(splat, "1.000000e-02", "0.00999999977")
    assert not rules(second, "9.730000e-01", "0.899999976")  # another value
    assert not rules(f64, "9.000000e-01", "0.899999976")  # another f64
    assert not rules(text.index("2xf32"), "2", "3")  # not an element


TWO = (
    "func.func private @f() -> i32\n"
    "func.func @g() -> f32 {\n"
    "  %0 = func.call @f() : () -> i32\n"
    "  %1 = arith.constant 1.000000e-05 : f32\n"
    "  func.return %1 : f32\n"
    "}\n"
    "func.func @h() -> i32 {\n"
    "      %0 = func.call @f() : () -> i32\n"
    "  func.return %0 : i32\n"
    "}\n"
)


def test_ops_shown_alike_by_their_tokens_are_not_parsed_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen = recorded_parses(monkeypatch)
    result = format_text(TWO)
    assert "= call @f()" in result.text and "9.99999974E-6" in result.text
    assert result.fallbacks == 0
    assert len(seen) == 2
    stand_in = formatter._STAND_IN
    assert seen[1] == f"{stand_in}\n{stand_in}\n{stand_in}\n"  # no op parsed again


@pytest.mark.parametrize(
    ("what", "damage"),
    [
        ("another float", lambda t: t.replace("9.99999974E-6", "9.9E-6")),
        (
            "another callee",
            lambda t: t.replace("call @f() : () -> i32\n  %1", "call @g() : () -> i32\n  %1"),
        ),
        ("a prefix the parser does not add", lambda t: t.replace("= call", "= arith.call", 1)),
        ("an op dropped", lambda t: t.replace("  %0 = call @f() : () -> i32\n  %1", "  %1")),
        ("another result type", lambda t: t.replace("() -> i32\n  %1", "() -> f32\n  %1")),
    ],
)
def test_a_broken_formatter_is_caught_by_the_token_check(
    monkeypatch: pytest.MonkeyPatch, what: str, damage: Any
) -> None:
    real = formatter.format_result

    def wrong(*args: Any) -> tuple[str, list[tuple[int, int]]]:
        text, units = real(*args)
        return damage(text), units

    monkeypatch.setattr(formatter, "format_result", wrong)
    result = format_text(TWO)
    assert result.text == TWO, what
    assert result.fallbacks == 1
