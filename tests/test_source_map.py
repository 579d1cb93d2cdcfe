"""The source map: definitions and uses of values, blocks, symbols and aliases, op ranges.

Inputs mark interesting places with `$name$` markers (removed before parsing);
each test names the markers a definition or use must start at.
"""

from __future__ import annotations

import re

from mlir_ls.dialects import default_registry
from mlir_ls.ir.core import Block, Value
from mlir_ls.parser import ParseOptions, ParseResult, parse

MARKER = re.compile(r"\$(\w+)\$")


def parse_marked(text: str) -> tuple[ParseResult, dict[str, int]]:
    marks: dict[str, int] = {}
    out: list[str] = []
    pos = 0
    for m in MARKER.finditer(text):
        out.append(text[pos : m.start()])
        marks[m.group(1)] = sum(len(s) for s in out)
        pos = m.end()
    out.append(text[pos:])
    source = "".join(out)
    result = parse(
        source, default_registry(), ParseOptions(allow_unregistered=True, strict_progress=True)
    )
    return result, marks


SAMPLE = """
#map = affine_map<(d0) -> (d0)>
$alias_def$!t = i32
func.func $fdef$@f($arg$%a: !t, %b: i32) -> i32 {
  $res$%x:2 = "test.op"($use_a$%a) {m = $alias_use$#map} : (i32) -> (i32, i32)
  "cf.br"($use_x1$%x#1)[$succ$^bb1] : (i32) -> ()
$label$^bb1($barg$%y: $talias_use$!t):
  %r = func.call $call$@f($use_y$%y, %b) : (i32, i32) -> i32
  return %r : i32
}
"""


def value_at(result: ParseResult, records: list[tuple[int, int, Value]], offset: int) -> Value:
    for start, _end, value in records:
        if start == offset:
            return value
    raise AssertionError(f"nothing recorded at {offset}")


def test_values_defs_and_uses() -> None:
    result, marks = parse_marked(SAMPLE)
    sm = result.source_map
    assert not result.has_errors, result.diagnostics
    arg = value_at(result, sm.value_defs, marks["arg"])
    assert value_at(result, sm.value_uses, marks["use_a"]) is arg
    group = [v for s, _e, v in sm.value_defs if s == marks["res"]]
    assert len(group) == 2
    assert value_at(result, sm.value_uses, marks["use_x1"]) is group[1]
    use_span = next((s, e) for s, e, _v in sm.value_uses if s == marks["use_x1"])
    assert result.text[use_span[0] : use_span[1]] == "%x#1"
    barg = value_at(result, sm.value_defs, marks["barg"])
    assert value_at(result, sm.value_uses, marks["use_y"]) is barg


def test_blocks_defs_and_uses() -> None:
    result, marks = parse_marked(SAMPLE)
    sm = result.source_map
    defined = [b for s, _e, b in sm.block_defs if s == marks["label"]]
    used = [b for s, _e, b in sm.block_uses if s == marks["succ"]]
    assert len(defined) == 1 and used == defined
    assert isinstance(defined[0], Block) and defined[0].label == "bb1"


def test_symbols_and_aliases() -> None:
    result, marks = parse_marked(SAMPLE)
    sm = result.source_map
    defs = {s: op for s, _e, op in sm.symbol_defs}
    assert defs[marks["fdef"]].name == "func.func"
    call_uses = [u for u in sm.symbol_uses if u.spans[0].start == marks["call"]]
    assert call_uses and call_uses[0].attr.root == "f"
    assert sm.alias_defs["!t"].start == marks["alias_def"]
    uses = {s: name for s, _e, name in sm.alias_uses}
    assert uses[marks["alias_use"]] == "#map"
    assert uses[marks["talias_use"]] == "!t"


def test_nested_symbol_reference_spans() -> None:
    text = '"test.op"() {ref = @outer::@inner::@"leaf x"} : () -> ()'
    result, _ = parse_marked(text)
    (use,) = result.source_map.symbol_uses
    assert use.attr.path == ("outer", "inner", "leaf x")
    assert [text[s.start : s.end] for s in use.spans] == ["@outer", "@inner", '@"leaf x"']


def test_operation_ranges() -> None:
    result, _marks = parse_marked(SAMPLE)
    ops = {loc.op.name: loc for loc in result.source_map.operations}
    text = result.text
    call = ops["func.call"]
    assert text[call.name.start : call.name.end] == "func.call"
    assert text[call.full.start : call.full.end] == "%r = func.call @f(%y, %b) : (i32, i32) -> i32"
    func = ops["func.func"]
    assert text[func.full.start : func.full.end].startswith("func.func @f(")
    assert text[func.full.start : func.full.end].endswith("}")


def test_uses_are_recorded_in_broken_code() -> None:
    text = 'func.func @f(%a: i32) {\n  "test.op"(%a, : (i32) -> ()\n  "test.use"(%a) : (i32) -> ()\n  return\n}\n'
    result = parse(text, default_registry(), ParseOptions(allow_unregistered=True))
    assert result.has_errors
    uses = [text[s:e] for s, e, _v in result.source_map.value_uses]
    assert uses.count("%a") == 2  # both the broken op's and the next op's


def test_forward_references_resolve_to_definitions() -> None:
    text = '"test.graph"() ({\n  "test.use"(%late) : (i32) -> ()\n  %late = "test.def"() : () -> i32\n}) : () -> ()\n'
    result = parse(text, default_registry(), ParseOptions(allow_unregistered=True))
    (use,) = [v for s, _e, v in result.source_map.value_uses]
    (definition,) = [v for s, _e, v in result.source_map.value_defs]
    assert use is definition
    user = next(op for op in result.module.walk() if op.name == "test.use")
    assert user.operands[0] is definition


def test_generic_form_symbol_definitions() -> None:
    text = (
        '"func.func"() <{function_type = () -> (), sym_name = "gen"}> ({\n'
        '  "func.return"() : () -> ()\n'
        "}) : () -> ()\n"
        '"test.sym"() {sym_name = "other"} : () -> ()\n'
    )
    result = parse(text, default_registry(), ParseOptions(allow_unregistered=True))
    assert not result.has_errors
    spans = sorted(text[s:e] for s, e, _op in result.source_map.symbol_defs)
    assert spans == ['"gen"', '"other"']
