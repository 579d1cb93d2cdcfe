"""The formatter's safety check: a broken formatter's output is never returned.

The check has a cheap path (only indentation and blank lines changed: `fmt/trivia.py`)
and the full one (the output parsed again, its generic print compared); these tests
break the formatter on purpose (`format_result` returns a wrong text) and check that
each kind of damage is caught, and that the cheap path is taken only where it may be.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from mlir_ls import compiled
from mlir_ls.fmt import formatter
from mlir_ls.fmt.formatter import format_text
from mlir_ls.fmt.trivia import same_but_line_ends

from .support import recorded_parses

SOURCE = (
    "// leading\n"
    "func.func @f(%a: i32) -> i32 {\n"
    '      %0 = "t.op"(%a) : (i32) -> vector<1x[2]xi8>\n'
    "  return %a : i32  // trailing\n"
    "}\n"
)


def test_the_parts_the_check_calls_can_be_replaced() -> None:
    """These tests replace what `fmt/formatter.py` calls through its module's names; a
    compiled module would call them directly (`mlir_ls/compiled.py`): it stays interpreted."""
    assert "fmt/formatter.py" not in compiled.COMPILED
    assert formatter.__file__.endswith(".py")


def _broken(monkeypatch: pytest.MonkeyPatch, damage: Callable[[str], str]) -> None:
    """Make the formatter return `damage` of its real output, at every attempt."""
    real = formatter.format_result

    def wrong(*args: Any) -> tuple[str, list[tuple[int, int]]]:
        text, units = real(*args)
        return damage(text), units  # the hint of each op's lines is now wrong too

    monkeypatch.setattr(formatter, "format_result", wrong)


@pytest.mark.parametrize(
    ("what", "damage"),
    [
        ("a token changed", lambda t: t.replace("i32 {", "i64 {")),
        ("a line break inside a type", lambda t: t.replace("1x[2]", "1x[\n2]")),
        ("a comment dropped", lambda t: t.replace("  // trailing", "")),
        ("a token moved into a comment", lambda t: t.replace("// leading\n", "// leading ")),
        ("an op dropped", lambda t: t.replace('"t.op"(%a) : (i32) -> vector<1x[2]xi8>', "")),
    ],
)
def test_a_broken_formatter_is_caught(
    monkeypatch: pytest.MonkeyPatch, what: str, damage: Callable[[str], str]
) -> None:
    _broken(monkeypatch, damage)
    result = format_text(SOURCE)
    assert result.text == SOURCE, what  # left as written
    assert result.fallbacks == 1


def test_a_reindented_text_is_not_parsed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only indentation changed: the cheap check accepts it (one parse: the input's)."""
    seen = recorded_parses(monkeypatch)
    result = format_text(SOURCE)
    assert result.text == SOURCE.replace("      %0", "  %0")
    assert result.fallbacks == 0
    assert seen == [SOURCE]


def test_other_changes_are_checked_by_parsing_the_output(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = recorded_parses(monkeypatch)
    text = SOURCE.replace("%a: i32) -> i32", "%a : i32)->i32")
    result = format_text(text)
    assert result.text == SOURCE.replace("      %0", "  %0")
    assert seen == [text, result.text]


def test_only_white_space_at_line_ends_may_differ() -> None:
    assert same_but_line_ends("a b\n  c\n", "  a b\n\n\n c")
    assert not same_but_line_ends("a b\n", "a  b\n")  # inside a line
    assert not same_but_line_ends("a b\n", "a\nb\n")  # a line broken
    assert not same_but_line_ends("a\nb\n", "a b\n")  # lines joined
    assert not same_but_line_ends("a\nb\n", "b\na\n")


def test_dialect_bodies_are_compared_as_written() -> None:
    """An unregistered dialect's body is its text upstream: re-indenting it is a change."""
    before = '"t.op"() {a = #foo.bar<x,\n    y>} : () -> ()\n'
    assert not same_but_line_ends(before, before.replace("    y", "  y"))
    assert same_but_line_ends(before, "  " + before)
    # a `#x<` in a string first: its scan ends at the line's end, past the real body's start
    quoted = '"t.op"() {s = "#x<", a = #foo.bar<x,\n    y>} : () -> ()\n'
    assert not same_but_line_ends(quoted, quoted.replace("    y", "  y"))


TWO_FUNCTIONS = (
    "#map = affine_map<(d0) -> (d0)>\n"
    "func.func @f(%a: index) -> index {\n"
    "      %0 = affine.apply #map(%a)\n"
    "  return %0 : index\n"
    "}\n"
    "func.func @g(%a: i32) -> i32 {\n"
    "  func.return %a:i32\n"
    "}\n"
)
#: What the formatter makes of @g: `return` (shown alike by the token check) and `%a : i32`
#: (a gap added where the token check wants tokens touching as they did: parsed again).
G_FORMATTED = "  return %a : i32\n"


F_FORMATTED = (
    "func.func @f(%a: index) -> index {\n  %0 = affine.apply #map(%a)\n  return %0 : index\n}\n"
)


@pytest.mark.parametrize(
    ("what", "damage"),
    [
        ("an alias changed", lambda t: t.replace("-> (d0)>", "-> (d0 + 1)>")),
        (
            "a changed op changed more",
            lambda t: t.replace("@g(%a: i32) -> i32 {", "@g(%a: i32) -> i32 attributes {x} {"),
        ),
        ("an op moved", lambda t: t.replace("%0 = affine.apply #map(%a)\n  return", "return")),
        # (the hint of the ops' lines then points at the copy of @f where @g was)
        ("an op duplicated", lambda t: t.replace("func.func @g", F_FORMATTED + "func.func @g")),
        ("an op dropped", lambda t: t[: t.index("func.func @g")]),
    ],
)
def test_a_broken_formatter_is_caught_beside_re_indented_ops(
    monkeypatch: pytest.MonkeyPatch, what: str, damage: Callable[[str], str]
) -> None:
    """@f only re-indented (not printed by the check), @g reprinted (`return`): the damage
    elsewhere is still caught."""
    _broken(monkeypatch, damage)
    result = format_text(TWO_FUNCTIONS)
    assert result.text == TWO_FUNCTIONS, what
    assert result.fallbacks == 1


def test_only_the_changed_top_level_ops_are_compared(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check compares @g (reprinted: `return`), not @f (only re-indented): walked side
    by side (`fmt/same_ir.py`), and not printed once the walk shows them equal."""
    walked: list[list[str]] = []
    printed: list[list[str]] = []
    real_walk = formatter.same_generic_ir
    real_key = formatter._generic_key

    def names(module: Any) -> list[str]:
        ops = module.regions[0].blocks[0].operations
        return [op.attributes["sym_name"].value for op in ops]

    def walking(a: Any, b: Any) -> bool:
        walked.append(names(a))
        walked.append(names(b))
        return bool(real_walk(a, b))

    def printing(result: Any) -> str:
        printed.append(names(result.module))
        return str(real_key(result))

    monkeypatch.setattr(formatter, "same_generic_ir", walking)
    monkeypatch.setattr(formatter, "_generic_key", printing)
    result = format_text(TWO_FUNCTIONS)
    assert result.text == TWO_FUNCTIONS.replace("      %0", "  %0").replace(
        "  func.return %a:i32\n", G_FORMATTED
    )
    assert walked == [["g"], ["g"]]
    assert printed == []


def test_ops_the_walk_does_not_show_equal_are_printed(monkeypatch: pytest.MonkeyPatch) -> None:
    """When the walk shows nothing (False), the generic prints decide, as before."""
    printed: list[list[str]] = []
    real_key = formatter._generic_key

    def printing(result: Any) -> str:
        ops = result.module.regions[0].blocks[0].operations
        printed.append([op.attributes["sym_name"].value for op in ops])
        return str(real_key(result))

    monkeypatch.setattr(formatter, "same_generic_ir", lambda a, b: False)
    monkeypatch.setattr(formatter, "_generic_key", printing)
    result = format_text(TWO_FUNCTIONS)
    assert result.text == TWO_FUNCTIONS.replace("      %0", "  %0").replace(
        "  func.return %a:i32\n", G_FORMATTED
    )
    assert result.fallbacks == 0
    assert printed == [["g"], ["g"]]


def test_only_the_changed_top_level_ops_are_parsed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """@f only re-indented: the check parses the output with a stand-in op in its place."""
    seen = recorded_parses(monkeypatch)
    result = format_text(TWO_FUNCTIONS)
    assert result.fallbacks == 0
    assert len(seen) == 2
    assert seen[1] == result.text.replace(F_FORMATTED, formatter._STAND_IN + "\n")


def test_the_stand_in_is_not_used_where_the_text_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = recorded_parses(monkeypatch)
    text = TWO_FUNCTIONS.replace("%a:i32\n", "%a:i32\n  // mlir_ls.unchanged\n")
    result = format_text(text)
    assert result.fallbacks == 0
    assert seen == [text, result.text]


#: Found by `bench/fuzz.py` (seed 2013, input 77739): an op read tolerantly, written over
#: several lines (inside another's region), with one line longer than the width.
TOLERANT_OVER_LINES = (
    "c.(){\n"
    "  accrata" + "<" * 24 + "Ptr(%copyin : memref<100xf32>) to varPtr(%alloc : memref<100xf32>) "
    '{e= "explicit"}' + ">" * 82 + "}"
)


def test_an_op_read_tolerantly_keeps_its_lines() -> None:
    """Its lines are kept as written however long (the tolerant parse reads lines); the
    fuzzer's input was formatted again differently (the op's long line broken further)."""
    once = format_text(TOLERANT_OVER_LINES).text
    assert once == TOLERANT_OVER_LINES
    assert format_text(once).text == once
