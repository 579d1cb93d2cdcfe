"""Incremental re-analysis gives exactly what a full analysis gives.

Random edits (insert, delete, replace characters and tokens) inside and across
functions of realistic files; after each edit the incremental result's
diagnostics and source map must equal those of a fresh analysis.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from conftest import DATA
from mlir_ls.dialects import LOADERS
from mlir_ls.ide import (
    Analysis,
    AnalysisOptions,
    EncodedTokens,
    encoded_range_tokens,
    encoded_semantic_tokens,
    encoded_tokens,
    semantic_tokens,
)
from mlir_ls.ide import tokens as tokens_module
from mlir_ls.ir.attributes import SymbolRefAttr
from mlir_ls.ir.core import BlockArgument, ForwardRef, Operation, OpResult, Value
from mlir_ls.ir.source_map import SegmentedSourceMap
from mlir_ls.ir.spec import DialectSpec, Registry, VerifyContext
from mlir_ls.lsp.convert import Converter
from mlir_ls.syntax.lexer import tokenize
from mlir_ls.text.changes import changed_range
from mlir_ls.text.span import Span
from mlir_ls.verify.check import DocumentAnalysis, analyze
from mlir_ls.verify.incremental import IncrementalAnalyzer

ROOT = Path(__file__).resolve().parent.parent

FUNCTIONS = """#map = affine_map<(d0) -> (d0)>
module {
  func.func private @decl(i32) -> i32
  func.func @a(%x: i32) -> i32 {
    %0 = func.call @decl(%x) : (i32) -> i32
    %1 = "test.op"(%0) {m = #map} : (i32) -> i32
    return %1 : i32
  }
  func.func @b(%y: i32) -> i32 {
    %r = func.call @a(%y) : (i32) -> i32
    "cf.br"(%r)[^bb1] : (i32) -> ()
  ^bb1(%z: i32):
    return %z : i32
  }
  func.func @c() {
    return
  }
}
"""


def summary(doc: DocumentAnalysis) -> tuple[object, ...]:
    diags = sorted(
        (d.span, d.severity, d.message, tuple((r.span, r.message) for r in d.related))
        for d in doc.diagnostics
    )
    maps = []
    for chunk in doc.chunks:
        sm = chunk.parse.source_map
        maps.append(
            (
                sorted((s, e) for s, e, _ in sm.value_defs),
                sorted((s, e) for s, e, _ in sm.value_uses),
                sorted((s, e) for s, e, _ in sm.block_defs),
                sorted((s, e) for s, e, _ in sm.symbol_defs),
                sorted(tuple(sp) for u in sm.symbol_uses for sp in u.spans),
                sorted((loc.name, loc.full) for loc in sm.operations),
                sorted(sm.regions),
                sorted((s, e) for s, e, _ in sm.alias_uses),
            )
        )
    return (diags, maps)


def ide_summary(
    doc: DocumentAnalysis,
    split: str | None,
    allow: bool,
    previous: Analysis | None = None,
    shared: frozenset[Span] = frozenset(),
) -> tuple[object, ...]:
    """What navigation and highlighting see: the semantic index and the semantic tokens.

    With `previous` (the analysis of the version before), the index takes the pieces the
    edit left alone from its index, and the tokens the ranges cached on them."""
    analysis = Analysis(doc.text, doc, AnalysisOptions(split, allow), previous=previous)
    if previous is not None:
        return index_summary(analysis, shared)
    with own_text_cache():
        return index_summary(analysis, shared)


@contextmanager
def own_text_cache() -> Iterator[None]:
    """A fresh analysis's tokens lexed afresh: the ranges the process keeps by their text
    (`ide.tokens`) swapped for an empty cache meanwhile (a range lexed wrong by another
    version would be found there by its text, and the two would agree)."""
    kept = tokens_module._by_text
    tokens_module._by_text = {}
    try:
        yield
    finally:
        tokens_module._by_text = kept


def shared_ops(analysis: Analysis) -> frozenset[Span]:
    """The names of ops in several chunks: the incremental analyzer shares one parse
    between chunks of equal text (a full analysis does not)."""
    counts = Counter(loc.op for loc in analysis.index.operations)
    return frozenset(loc.name for loc in analysis.index.operations if counts[loc.op] > 1)


def index_summary(analysis: Analysis, shared: frozenset[Span] = frozenset()) -> tuple[object, ...]:
    index = analysis.index
    occurrences = [
        (o.span, o.is_def, o.component, type(o.entity).__name__, o.entity.name, o.entity.span)
        for o in index.occurrences
    ]
    operations = sorted((loc.name, loc.full, loc.op.name) for loc in index.operations)
    # What each occurrence's entity says of itself and where its other occurrences are
    # (symbols resolved across pieces, values and blocks through their defining piece).
    entities = [
        (
            o.span,
            o.entity.span,
            o.entity.chunk,
            [(x.span, x.is_def) for x in o.entity.occurrences],
        )
        for o in index.occurrences
    ]
    # By offset; by IR object for ops in one chunk only (`shared_ops`).
    lookups = [
        (
            loc.name,
            index.op_at(loc.name_start) is not None,
            [op.name for op in index.enclosing_ops(loc.name_start)],
            _entity_span(index.symbol_entity.get(loc.op)) if loc.name not in shared else "",
            [_entity_span(index.value_entity.get(r)) for r in loc.op.results]
            if loc.name not in shared
            else [],
        )
        for loc in index.operations
    ]
    found = semantic_tokens(analysis)
    tokens = [(t.span, t.type, t.modifiers) for t in found]
    # The encoded tokens come from pieces cached for earlier versions: they must equal
    # the encoding of the tokens computed afresh.
    for encoding in ("utf-16", "utf-8"):
        expected = Converter(analysis.line_index, encoding).semantic_tokens(found)
        assert encoded_semantic_tokens(analysis, encoding) == expected
    # `range` answers from the same cached ranges: each line's tokens.
    lines = analysis.line_index
    for line in range(0, lines.line_count, 7):
        span = Span(lines.line_start(line), lines.line_end(line))
        assert [(t.span, t.type, t.modifiers) for t in semantic_tokens(analysis, span)] == [
            (t.span, t.type, t.modifiers)
            for t in found
            if t.span.end >= span.start and t.span.start <= span.end
        ]
    return occurrences, operations, entities, lookups, tokens


ENCODINGS = ("utf-16", "utf-8")


def answers(analysis: Analysis) -> dict[str, EncodedTokens]:
    """The version's `semanticTokens/full` answers (spliced from the last answers when its
    index was derived from one whose tokens were made)."""
    return {encoding: encoded_tokens(analysis, encoding) for encoding in ENCODINGS}


def check_tokens(
    current: Analysis,
    fresh: Analysis,
    old: dict[str, EncodedTokens] | None,
    rng: random.Random,
    at: int,
) -> dict[str, EncodedTokens]:
    """`current`'s tokens as the server answers them equal those of `fresh` (the same text
    analysed from scratch): `range` before and after `full`, `full`, and `full/delta`
    applied to the previous answer `old`. `at`: where the text was edited."""
    with own_text_cache():
        found = semantic_tokens(fresh)
    lines = fresh.line_index
    count = lines.line_count
    edited = lines.line_of(at)
    spans = [
        Span(lines.line_start(max(0, edited - 3)), lines.line_start(min(count - 1, edited + 3)))
    ]
    for _ in range(3):
        first = rng.randrange(count)
        last = min(count - 1, first + rng.choice([0, 1, 4, 40]))
        spans.append(Span(lines.line_start(first) + rng.randrange(3), lines.line_end(last)))
    expected_ranges = {
        (encoding, span): Converter(lines, encoding).semantic_tokens(
            [t for t in found if t.span.end >= span.start and t.span.start <= span.end]
        )
        for encoding in ENCODINGS
        for span in spans
    }

    def check_ranges(which: list[Span]) -> None:
        for encoding in ENCODINGS:
            for span in which:
                got = encoded_range_tokens(current, span, encoding)
                if got is not None:  # (None: encoded from the tokens by the server)
                    assert got == expected_ranges[(encoding, span)], (encoding, span)

    check_ranges(spans[:2])  # before `full`: from the ranges' own encodings
    new = answers(current)
    for encoding in ENCODINGS:
        expected = Converter(lines, encoding).semantic_tokens(found)
        assert new[encoding].data() == expected
        if old is not None:
            before = old[encoding].data()
            start, deleted, data = new[encoding].edit_from(old[encoding])
            assert before[:start] + data + before[start + deleted :] == expected
    check_ranges(spans)  # after: from the answer's
    return new


def _entity_span(entity: object) -> object:
    return getattr(entity, "span", None) if entity is not None else "none"


def edit(text: str, rng: random.Random) -> str:
    tokens = [t for t in tokenize(text) if t.kind != "eof"]
    choice = rng.randrange(5)
    if choice == 0:
        pos = rng.randrange(len(text) + 1)
        return (
            text[:pos]
            + rng.choice(["x", "%", "}", "{", " ", "\n", "i32", "%0", "(", ","])
            + text[pos:]
        )
    if choice == 1 and text:
        pos = rng.randrange(len(text))
        return text[:pos] + text[pos + 1 :]
    token = rng.choice(tokens)
    if choice == 2:
        return text[: token.start] + text[token.end :]
    if choice == 3:
        other = rng.choice(tokens)
        return text[: token.start] + other.text + text[token.end :]
    return text[: token.end] + " " + token.text + text[token.end :]


def assert_bound_to_live_values(document: DocumentAnalysis) -> None:
    """Every use in the IR is of a value the IR defines where the value says (its op's
    results, its block's arguments), or of a placeholder: an edit that keeps value
    objects (`verify/adopt.py`) or binds uses anew leaves none of the replaced IR's; and
    every value the maps' records name is where it says (a kept value's records are
    those of its new definition)."""
    for chunk in document.chunks:
        module = chunk.parse.module
        ops = set(module.walk())
        defined: set[Value] = set()
        for op in ops:
            for i, result in enumerate(op.results):
                assert result.op is op and result.index == i
                defined.add(result)
            for region in op.regions:
                for block in region.blocks:
                    for i, arg in enumerate(block.arguments):
                        assert arg.block is block and arg.index == i
                        defined.add(arg)
        for op in ops:
            for value in op.operands:
                assert type(value) is ForwardRef or value in defined, (op, value)
        sm = chunk.parse.source_map
        for _, _, value in [*sm.value_defs, *sm.value_uses]:
            if isinstance(value, OpResult):
                assert value.op.results[value.index] is value, value
            elif isinstance(value, BlockArgument):
                assert value.block.arguments[value.index] is value, value


def check_sequence(
    text: str,
    split: str | None,
    allow: bool,
    seed: int,
    steps: int,
    edit: Callable[[str, random.Random], str] = edit,
) -> int:
    rng = random.Random(seed)
    token_rng = random.Random(seed)
    inc = IncrementalAnalyzer(split_marker=split, allow_unregistered=allow)
    previous = Analysis(text, inc.analyze(text), AnalysisOptions(split, allow))
    _ = previous.index
    old_answers = answers(previous)
    spliced = 0
    original = text
    for _ in range(steps):
        # Half of the edits start again from the valid text (as typing and undoing does).
        before = text
        text = edit(original if rng.random() < 0.5 else text, rng)
        got = inc.analyze(text)
        spliced += inc.stats.spliced_ops
        want = analyze(text, split_marker=split, allow_unregistered=allow)
        assert summary(got) == summary(want), text
        assert_bound_to_live_values(got)
        current = Analysis(text, got, AnalysisOptions(split, allow), previous=previous)
        fresh = Analysis(text, want, AnalysisOptions(split, allow))
        at = changed_range(before, text)[0]
        old_answers = check_tokens(current, fresh, old_answers, token_rng, at)
        shared = shared_ops(current)
        assert index_summary(current, shared) == ide_summary(want, split, allow, None, shared)
        if inc.stats.spliced_ops:  # the index took the pieces the edit left alone
            assert current.index.built < len(list(current.index.piece_data())) or text == ""
        previous = current
    return spliced


def test_incremental_equals_full_on_functions() -> None:
    spliced = sum(check_sequence(FUNCTIONS, None, True, seed, 25) for seed in range(12))
    assert spliced > 30  # the splice path is really taken


def test_incremental_equals_full_on_split_files() -> None:
    for path in sorted((DATA / "check").glob("*.mlir"))[:4]:
        check_sequence(path.read_text(), "// -----", True, 3, 15)


def test_incremental_on_examples() -> None:
    for path in sorted((ROOT / "examples").glob("*.mlir")):
        check_sequence(path.read_text(), "// -----", True, 5, 15)


def test_unchanged_chunks_are_reused() -> None:
    text = FUNCTIONS + "// -----\n" + FUNCTIONS
    inc = IncrementalAnalyzer(split_marker="// -----", allow_unregistered=True)
    inc.analyze(text)
    inc.analyze(text.replace("@c()", "@c2()", 1))
    assert inc.stats.reused_chunks == 1


def test_module_that_looks_symbols_up_is_verified_once() -> None:
    """The module is re-verified after every splice, also when it is a symbol user."""

    def verify_entry(op: Operation, name: str, value: object, ctx: VerifyContext) -> None:
        if isinstance(value, SymbolRefAttr) and ctx.lookup_symbol(op, value) is None:
            ctx.error(op, f"entry '{value.root}' is undefined")

    registry = Registry()
    for namespace, loader in LOADERS.items():
        registry.register_lazy(namespace, loader)
    registry.register(DialectSpec("tst", verify_op_attribute=verify_entry))
    text = "module attributes {tst.entry = @missing} {\n  func.func @a() {\n    return\n  }\n}\n"
    inc = IncrementalAnalyzer(registry=registry)
    first = inc.analyze(text)
    edited = inc.analyze(text.replace("@a()", "@b()"))
    assert inc.stats.spliced_ops == 1
    expected = ["'builtin.module' op entry 'missing' is undefined"]
    assert [d.message for d in first.diagnostics] == expected
    assert [d.message for d in edited.diagnostics] == expected


def test_edits_far_apart_keep_the_map_in_pieces() -> None:
    """Many edits in different functions: each splices one piece; the map stays exact."""
    functions = "".join(
        f"  func.func @f{i}(%a: i32) -> i32 {{\n    %0 = arith.addi %a, %a : i32\n"
        f"    %1 = func.call @f{(i + 1) % 6}(%0) : (i32) -> i32\n    return %1 : i32\n  }}\n"
        for i in range(6)
    )
    text = "module {\n" + functions + "}\n"
    inc = IncrementalAnalyzer(allow_unregistered=True)
    previous = Analysis(text, inc.analyze(text), AnalysisOptions(None, True))
    _ = encoded_semantic_tokens(previous)
    rng = random.Random(7)
    for _ in range(30):
        # Ops change, names do not: a use of a name its function does not define would
        # resolve in another function (upstream's one name scope per file), and then the
        # analyzer re-analyses the chunk.
        at = rng.choice([m.start() + 6 for m in re.finditer(r"arith\.(addi|muli)", text)])
        text = text[:at] + ("muli" if text.startswith("addi", at) else "addi") + text[at + 4 :]
        got = inc.analyze(text)
        assert inc.stats.spliced_ops == 1
        want = analyze(text, allow_unregistered=True)
        assert summary(got) == summary(want), text
        current = Analysis(text, got, AnalysisOptions(None, True), previous=previous)
        assert index_summary(current) == ide_summary(want, None, True), text
        assert current.index.built == 1  # the re-parsed function's piece only
        previous = current


def test_edits_in_a_map_of_many_blocks_move_the_later_pieces() -> None:
    """More top-level ops than a block of the segmented map holds (`_BLOCK`): edits that
    change lengths in functions of every block splice one piece and move the later
    blocks; the map, the diagnostics and the index stay those of a fresh analysis."""
    functions = "".join(
        f"func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n"
        f"  %1 = func.call @f{(i + 1) % 80}(%0) : (i32) -> i32\n  return %1 : i32\n}}\n"
        for i in range(80)
    )
    inc = IncrementalAnalyzer(allow_unregistered=True)
    text = functions
    previous = Analysis(text, inc.analyze(text), AnalysisOptions(None, True))
    _ = encoded_semantic_tokens(previous)
    rng = random.Random(11)
    spliced = 0
    for step in range(24):
        sites = [m.end() for m in re.finditer(r"%0 =", text)]
        at = rng.choice(sites)
        # one more space, or one fewer where there are several; a broken op now and then
        if step % 7 == 3:
            text = text[:at] + " arith.bogus" + text[at:]
        elif text.startswith("  ", at):
            text = text[:at] + text[at + 1 :]
        else:
            text = text[:at] + " " + text[at:]
        got = inc.analyze(text)
        spliced += inc.stats.spliced_ops
        want = analyze(text, allow_unregistered=True)
        assert summary(got) == summary(want), text
        current = Analysis(text, got, AnalysisOptions(None, True), previous=previous)
        assert index_summary(current) == ide_summary(want, None, True)
        previous = current
    assert spliced >= 20  # the splice path is really taken


def test_a_changed_callee_reverifies_its_callers_only() -> None:
    text = FUNCTIONS
    inc = IncrementalAnalyzer(allow_unregistered=True)
    inc.analyze(text)
    # @decl's type changes: the call in @a no longer matches it.
    edited = text.replace("@decl(i32) -> i32", "@decl(i64) -> i32")
    got = inc.analyze(edited)
    assert inc.stats.spliced_ops == 1
    assert summary(got) == summary(analyze(edited, allow_unregistered=True))
    assert any("operand type mismatch" in d.message for d in got.diagnostics)


def _diagnostic_keys(analysis: DocumentAnalysis) -> list[tuple[int, int, str]]:
    return sorted(
        (d.span.start, d.span.end, d.message) for c in analysis.chunks for d in c.diagnostics
    )


_THREE_FUNCTIONS = """\
func.func @a(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  return %0 : i32
}
func.func @b(%arg0: f32) -> f32 {
  %1 = arith.addf %arg0, %arg0 : f32
  return %1 : f32
}
func.func @c(%arg0: i32) -> i32 {
  %2 = arith.muli %arg0, %arg0 : i32
  return %2 : i32
}
"""


def test_names_shared_across_functions_splice() -> None:
    """Names resolve across top-level ops (one scope per file): an undeclared use is
    resolved by a later function's definition, shares the placeholder an earlier function
    left, is reported where its first use is; each edit re-parses one function and
    re-links its names, giving what a full parse gives."""
    analyzer = IncrementalAnalyzer()
    analyzer.analyze(_THREE_FUNCTIONS)
    steps = [
        ("return %0 : i32", "return %zz : i32"),  # undeclared, no other op knows %zz
        ("return %1 : f32", "return %1x : f32"),  # a second, unrelated name
        ("return %1x : f32", "return %zz : f32"),  # shares @a's placeholder: other type
        ("return %zz : f32", "return %zz : i32"),  # the same type as @a's use
        ("return %2 : i32", "return %1 : i32"),  # @b's %1 went out of scope with it
        ("%arg0: i32) -> i32 {\n  %2", "%arg0: i32) -> i32 {\n  %zz"),  # resolves %zz
        ("%zz = arith.muli", "%zz = arith.mulf"),  # ... with the wrong type
        ("return %zz : i32", "return %0 : i32"),  # @b's %zz is the first use now
        ("%zz = arith.mulf %arg0", "%yy = arith.mulf %arg0"),  # nothing resolves %zz
        ("return %0 : i32\n}", "return %yy : i32\n}"),  # @a's use resolved by @c
    ]
    text = _THREE_FUNCTIONS
    spliced = 0
    for before, after in steps:
        assert before in text, before
        text = text.replace(before, after, 1)
        incremental = analyzer.analyze(text)
        spliced += analyzer.stats.spliced_ops
        assert summary(incremental) == summary(analyze(text)), (before, after)
    # (a use of another type than @a's use aborts @b's op, as upstream's parser fails
    # there: that op is parsed with @a's placeholder pending)
    assert spliced == len(steps)


_FIRST_USE_KEPT = """\
func.func @a(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %1 = arith.muli %0, %0 : i32
  return %zz : i32
}
func.func @b(%arg0: f32) -> f32 {
  %1 = arith.addf %arg0, %zz : f32
  return %1 : f32
}
func.func @c(%arg0: f32) -> f32 {
  return %zz : f32
}
"""


def test_an_edit_beside_the_first_use_keeps_the_ops_parsed_with_it() -> None:
    """@b and @c use @a's pending %zz with another type (their ops fail, noting @a's use):
    an edit of @a that leaves that use the first, of the same type, leaves their parses as
    they are (only @a is parsed again), also when the text before it changes length; one
    that makes another use the first, or changes its type, parses them again."""
    analyzer = IncrementalAnalyzer()
    text = _FIRST_USE_KEPT
    analyzer.analyze(text)
    steps = [
        ("%1 = arith.muli %0, %0", "%1 = arith.addi %0, %0", 1),  # after the first use
        ("%0 = arith.addi %arg0", "%0 = arith.subi %arg0", 1),  # before it, same length
        ("%0 = arith.subi %arg0, %arg0", "%0 = arith.subi %arg0, %0", 1),  # ... shorter
        ("%0 = arith.subi %arg0, %0", "%0 = arith.subi %arg0, %arg0", 1),
        ("%1 = arith.addi %0, %0", "%1 = arith.addi %zz, %0", 3),  # an earlier first use
        ("%1 = arith.addi %zz, %0", "%1 = arith.addi %0, %0", 3),
        ("  %1 = arith.addi %0, %0 : i32\n", "", 1),  # lines before it: it moves with them
        ("return %zz : i32", "return %zz : f32", 3),  # its type changes
    ]
    for before, after, parsed in steps:
        assert before in text, before
        text = text.replace(before, after, 1)
        incremental = analyzer.analyze(text)
        assert summary(incremental) == summary(analyze(text)), (before, after)
        assert analyzer.stats.spliced_ops == 1
        assert analyzer.stats.parsed_ops == parsed, (before, after)


SHARED_NAMES = """\
func.func @a(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}
func.func @b(%arg0: f32, %c: i1) -> f32 {
  %0 = arith.addf %arg0, %arg0 : f32
  %1 = scf.if %c -> (f32) {
    %2 = arith.mulf %0, %0 : f32
    scf.yield %2 : f32
  } else {
    scf.yield %0 : f32
  }
  return %1 : f32
}
func.func @c(%arg0: i32) -> i32 {
  %0 = arith.subi %arg0, %arg0 : i32
  %2 = arith.addi %0, %0 : i32
  %3 = "test.op"(%2) : (i32) -> i32
  return %3 : i32
}
func.func @d(%arg0: i32) -> i32 {
  %3 = arith.addi %arg0, %arg0 : i32
  return %3 : i32
}
"""


def edit_names(text: str, rng: random.Random) -> str:
    """Renames a value use or definition (`%1` -> `%3`, `%1` -> `%12` and back: the text
    after it moves), or changes a type: names then resolve in other functions, or
    nowhere, as upstream's one scope per file says."""
    choice = rng.randrange(5)
    if choice < 3:
        found = list(re.finditer(r"%[0-9]+\b", text))
        at = rng.choice(found).start() + 1
        return text[:at] + rng.choice("012345") + text[at + 1 :]
    if choice == 3:
        found = list(re.finditer(r"%[0-9]+\b", text))
        name = rng.choice(found)
        if name.end() - name.start() == 2:
            return text[: name.end()] + rng.choice("0123") + text[name.end() :]
        return text[: name.end() - 1] + text[name.end() :]
    found = list(re.finditer(r"\b[if]32\b", text))
    at = rng.choice(found).start()
    return text[:at] + ("f" if text[at] == "i" else "i") + text[at + 1 :]


def test_incremental_equals_full_with_names_shared_across_functions() -> None:
    spliced = sum(
        check_sequence(SHARED_NAMES, None, True, seed, 20, edit_names) for seed in range(16)
    )
    assert spliced > 150  # the splice path is taken also when names cross functions


SHARED_IN_A_REGION = """\
"test.region"() ({
  "test.use"(%1) : (i32) -> ()
  "test.use"(%2) : (i32) -> ()
}) : () -> ()
func.func @a(%arg0: i32) -> i32 {
  %1 = arith.addi %arg0, %arg0 : i32
  return %1 : i32
}
func.func @b(%arg0: i32) -> i32 {
  %2 = arith.addi %arg0, %arg0 : i32
  %3 = arith.addi %2, %2 : i32
  return %3 : i32
}
"""


def test_incremental_equals_full_with_uses_in_a_region_of_later_functions_values() -> None:
    """The top-level op (not isolated) uses values of two later functions: dominance
    findings with notes at their definitions, verified again when an edit re-binds it
    while the other function is not parsed again (the verifier's map then holds that
    function's definitions and the ops the notes point at only)."""
    found = analyze(SHARED_IN_A_REGION, allow_unregistered=True).diagnostics
    assert [d.message for d in found] == ["operand #0 does not dominate this use"] * 2
    spliced = sum(
        check_sequence(SHARED_IN_A_REGION, None, True, seed, 20, edit_names) for seed in range(12)
    )
    assert spliced > 100


def test_a_placeholder_of_a_recovered_region_stays_its_own() -> None:
    """@b's first op fails (its operand's type), so its `scf.if` body is parsed while
    recovering, in a scope of its own: the `%1` used there stays apart from the `%1`
    that `return` uses (pending in the file's scope), as a full parse leaves them, also
    when only @b's header changed since the version where `scf.if` defined `%1`."""
    valid = SHARED_NAMES.replace("return %1 : i32", "return %2 : i32").replace(
        "scf.yield %2", "scf.yield %1"
    )
    broken = valid.replace("@b(%arg0: f32", "@b(%arg0: i32")
    versions = iter([valid, broken])
    spliced = check_sequence(SHARED_NAMES, None, True, 0, 2, lambda text, rng: next(versions))
    assert spliced >= 1  # @b parsed again alone


_AFFINE_READS = """\
func.func @a(%arg0: index, %c: i1) {
  scf.if %c {
    %s = arith.addi %arg0, %0 : index
    affine.for %i = 0 to %s {
    }
  }
  return
}
func.func @b(%arg0: index) {
  %0 = arith.constant 4 : index
  return
}
"""


def test_a_rebound_op_reverifies_the_ops_reading_it() -> None:
    """@a's `%0` is resolved by @b's definition (one scope per file). When @b defines it
    with another op, only @a's ops whose findings may change are verified again: the
    `arith.addi` using `%0`, and `affine.for`, whose bound is a valid symbol only if
    the `arith.addi`'s operands are (it reads them through its operand's defining op),
    and the ops around them."""
    other = _AFFINE_READS.replace("arith.constant 4 : index", '"test.op"() : () -> index')
    versions = iter([other, _AFFINE_READS, other])
    analyzer = IncrementalAnalyzer(allow_unregistered=True)
    text = _AFFINE_READS
    analyzer.analyze(text)
    in_part = 0
    for text in versions:
        got = analyzer.analyze(text)
        in_part += analyzer.stats.verified_in_part
        assert summary(got) == summary(analyze(text, allow_unregistered=True))
    assert in_part == 3  # @a, re-bound each time, verified in part
    assert any("cannot be used as a symbol" in d.message for d in got.diagnostics)
    # the semantic index and the tokens too
    again = iter([other, _AFFINE_READS, other])
    assert check_sequence(_AFFINE_READS, None, True, 0, 3, lambda text, rng: next(again)) == 3


def test_an_op_keeps_the_values_other_ops_use() -> None:
    """@b is parsed again and defines `%0` again (another op, the same type): @a's use,
    resolved by @b's definition (one scope per file), stays bound to the same value
    object, now @b's new op's result (`verify/adopt.py`), and @a is not verified in part;
    a check reading the defining op (affine's valid symbols) still sees the new one."""
    other = _AFFINE_READS.replace("arith.constant 4 : index", '"test.op"() : () -> index')
    analyzer = IncrementalAnalyzer(allow_unregistered=True)
    first = analyzer.analyze(_AFFINE_READS)
    a = first.chunks[0].parse.module.regions[0].blocks[0].operations[0]
    addi = next(op for op in a.walk() if op.name == "arith.addi")
    kept = addi.operands[1]
    # (@a's readers find what they found after the first edit only: @a is verified in
    # part when `affine.for`'s bound stops or starts being a valid symbol)
    for text, defining, in_part in [
        (_AFFINE_READS.replace("4 : index", "5 : index"), "arith.constant", 0),
        (other, "test.op", 1),
        (_AFFINE_READS, "arith.constant", 1),
    ]:
        got = analyzer.analyze(text)
        assert summary(got) == summary(analyze(text, allow_unregistered=True))
        assert_bound_to_live_values(got)
        b = got.chunks[0].parse.module.regions[0].blocks[0].operations[1]
        assert addi.operands[1] is kept and kept.op.parent_op is b  # type: ignore[attr-defined]
        assert kept.op.name == defining  # type: ignore[attr-defined]
        # the maps' records name it where it is defined now (not the new op's own result)
        sm = got.chunks[0].parse.source_map
        (defined,) = [v for _, _, v in sm.value_defs if v.name == "0"]
        assert defined is kept
        assert analyzer.stats.verified_in_part == in_part


SHARED_GROUPS = """\
func.func @a(%arg0: i32) -> i32 {
  %0:2 = "test.pair"(%arg0) : (i32) -> (i32, i32)
  %1 = arith.addi %0#0, %0#1 : i32
  return %1 : i32
}
func.func @b(%arg0: i32) -> i32 {
  %1 = arith.addi %2#1, %arg0 : i32
  %2:2 = "test.pair"(%1) : (i32) -> (i32, i32)
  return %2#0 : i32
}
func.func @c(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %3:3 = "test.triple"(%0) : (i32) -> (i32, i32, i32)
  return %3#2 : i32
}
func.func @d(%arg0: i32) -> i32 {
  %2 = arith.addi %arg0, %1#1 : i32
  %1:2 = "test.pair"(%2) : (i32) -> (i32, i32)
  return %1#1 : i32
}
func.func @e(%arg0: i32) -> i32 {
  %3 = arith.addi %arg0, %arg0 : i32
  return %3 : i32
}
"""


def edit_groups(text: str, rng: random.Random) -> str:
    """Changes a digit of a value name, a result count (`%2:2`) or a result number
    (`%2#1`): uses of `%x#1` then resolve in other functions (defined with enough
    results), or nowhere."""
    found = [m.start() + 1 for m in re.finditer(r"[%:#][0-9]\b", text)]
    at = rng.choice(found)
    return text[:at] + rng.choice("0123") + text[at + 1 :]


def test_incremental_equals_full_with_result_groups_shared_across_functions() -> None:
    """The ops that may resolve a use of `%x#1` are those defining `%x` with two results
    or more (`verify/links.py`: definers by key), also when the edit is elsewhere."""
    spliced = sum(
        check_sequence(SHARED_GROUPS, None, True, seed, 25, edit_groups) for seed in range(12)
    )
    assert spliced > 100


_IDENTIFIED_STRUCTS = """\
llvm.func @f(%p: !llvm.struct<"s", (i32)>) {
  llvm.return
}
llvm.func @g(%p: !llvm.struct<"t", (i32)>) {
  llvm.return
}
"""


def test_identified_structs_are_one_table_per_chunk() -> None:
    """An identified LLVM struct has one body per parse (LLVMStructType::setBody): an
    edit that gives a name a second body, or removes the first, changes what other
    functions report; the incremental analysis gives what a full parse gives."""
    analyzer = IncrementalAnalyzer()
    analyzer.analyze(_IDENTIFIED_STRUCTS)
    text = _IDENTIFIED_STRUCTS
    steps = [
        ('"t", (i32)', '"s", (i64)'),  # @g gives "s" another body: an error in @g
        ('"s", (i32)', '"u", (i32)'),  # @f no longer uses "s": @g's error goes
        ('"u", (i32)', '"s", (i32)'),  # and comes back
    ]
    for before, after in steps:
        text = text.replace(before, after, 1)
        incremental = analyzer.analyze(text)
        assert _diagnostic_keys(incremental) == _diagnostic_keys(analyze(text)), (before, after)
    assert any("different body" in m for _, _, m in _diagnostic_keys(analyze(text)))


NESTED_REFERENCE = """module {
  module @m {
    func.func @f() {
      return
    }
  }
  func.func @a() {
    return
  }
  func.func @b() {
    return
  }
  func.func @g() {
    "test.use"() {r = @m::@f} : () -> ()
    return
  }
}
"""


def test_tokens_of_references_resolved_in_other_pieces_follow_them() -> None:
    """`@m::@f` in `@g` resolves in another top-level op's table: renaming `@f` there
    re-parses that op alone, and the tokens of `@g` (which did not change) show the
    reference unresolved; spliced from the previous answer, they equal a fresh analysis's."""
    inc = IncrementalAnalyzer(allow_unregistered=True)
    options = AnalysisOptions(None, True)
    previous = Analysis(NESTED_REFERENCE, inc.analyze(NESTED_REFERENCE), options)
    old = answers(previous)
    rng = random.Random(3)
    for name in ("@h", "@f", "@h"):
        text = re.sub(r"func\.func @[fh]\(", f"func.func {name}(", previous.text)
        current = Analysis(text, inc.analyze(text), options, previous=previous)
        assert inc.stats.spliced_ops == 1
        fresh = Analysis.of(text, options)
        old = check_tokens(current, fresh, old, rng, text.index(name))
        state = current.index.token_ranges
        assert state.spliced and all(parts.volatile for parts in state.encoded.values())
        previous = current


def test_tokens_spliced_over_versions_without_tokens() -> None:
    """Many top-level ops (several blocks of the segmented map), random edits (lines added
    and removed, ops split and merged, broken text) and names bound across functions;
    some versions are not indexed, some indexed without tokens: the tokens of the next
    version are spliced from the last answer over all the changes since, and equal those
    of a fresh analysis (full, full/delta from the last answer, range)."""
    functions = "".join(
        f"  func.func @f{i}(%a: i32) -> i32 {{\n    %0 = arith.addi %a, %a : i32\n"
        f"    %1 = func.call @f{(i + 1) % 90}(%0) : (i32) -> i32\n    return %1 : i32\n  }}\n"
        for i in range(90)
    )
    original = "module {\n" + functions + "}\n"
    options = AnalysisOptions(None, True)
    spliced = 0
    for seed in range(3):
        rng = random.Random(seed)
        inc = IncrementalAnalyzer(allow_unregistered=True)
        text = original
        previous = Analysis(text, inc.analyze(text), options)
        old = answers(previous)
        for step in range(40):
            before = text
            source = original if rng.random() < 0.3 else text
            text = (edit_names if step % 3 == 0 else edit)(source, rng)
            current = Analysis(text, inc.analyze(text), options, previous=previous)
            what = rng.random()
            if what < 0.6:
                fresh = Analysis.of(text, options)
                at = changed_range(before, text)[0]
                old = check_tokens(current, fresh, old, rng, at)
                spliced += current.index.token_ranges.spliced
            elif what < 0.8:
                _ = current.index
            previous = current
    assert spliced > 15  # the splice path is really taken


def test_tokens_of_lines_after_an_edited_line_follow_it() -> None:
    """A range cut again is lexed from the old one: the edited lines alone, the others'
    tokens moved. A dictionary key (`b` of `b = 2`) starting a line is one after `{` or
    `,` only: the edit that adds or drops the `,` ending the line before changes it."""
    functions = "".join(
        f'func.func @f{i}(%a: i32) -> i32 {{\n  %0 = "x.op"(%a) {{a = 1 : i32,\n'
        f"    b = 2 : i32}} : (i32) -> i32\n  return %0 : i32\n}}\n"
        for i in range(40)
    )
    options = AnalysisOptions(None, True)
    inc = IncrementalAnalyzer(allow_unregistered=True)
    text = functions
    previous = Analysis(text, inc.analyze(text), options)
    old = answers(previous)
    rng = random.Random(5)
    spliced = 0
    for step in range(12):
        before = text
        sites = [m.start() for m in re.finditer(r"i32,?\n    b", text)]
        at = sites[rng.randrange(len(sites))] + 3
        if step % 3 == 2:  # a line more or fewer before the key
            text = text[:at] + ("\n" if text[at] == "," else ",\n") + text[at:]
        else:
            text = text[:at] + text[at + 1 :] if text[at] == "," else text[:at] + "," + text[at:]
        current = Analysis(text, inc.analyze(text), options, previous=previous)
        fresh = Analysis.of(text, options)
        old = check_tokens(current, fresh, old, rng, changed_range(before, text)[0])
        spliced += current.index.token_ranges.spliced
        previous = current
    assert spliced > 6  # the splice path is really taken


def test_a_renamed_symbol_keeps_the_pieces_and_the_tokens_of_the_derivation(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Typing a function's name changes the names the module defines: the index is not
    derived block by block then (its tables change), but built from the pieces the
    derivation made (the renamed function's piece is made once), and the tokens are
    spliced from the last answer; both equal a fresh analysis's."""
    from mlir_ls.ide import index as index_module

    functions = "".join(
        f"func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n"
        f"  %1 = func.call @f{(i + 1) % 30}(%0) : (i32) -> i32\n  return %1 : i32\n}}\n"
        for i in range(30)
    )
    options = AnalysisOptions(None, True)
    inc = IncrementalAnalyzer(allow_unregistered=True)
    previous = Analysis(functions, inc.analyze(functions), options)
    _ = previous.index
    old = answers(previous)
    made: list[object] = []
    real = index_module._PieceData

    def counted(*args: object) -> object:
        made.append(args)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(index_module, "_PieceData", counted)
    rng = random.Random(11)
    text = functions
    for typed in ("@f7x", "@f7xy", "@f7x"):
        before = text
        text = re.sub(r"func\.func @f7\w*\(", f"func.func {typed}(", text)
        current = Analysis(text, inc.analyze(text), options, previous=previous)
        assert inc.stats.spliced_ops == 1
        made.clear()
        fresh = Analysis.of(text, options)
        _ = current.index
        assert len(made) == 1  # the renamed function's piece, made by the derivation alone
        old = check_tokens(current, fresh, old, rng, changed_range(before, text)[0])
        assert current.index.token_ranges.spliced
        previous = current


_CALL_OUTSIDE = """\
func.func @a(%x: i32) {
  %r = func.call @c(%0) : (i32) -> i32
  return
}
func.func @b() {
  %0 = arith.constant 1 : i32
  return
}
func.func @c(%y: i32) -> i32 {
  return %y : i32
}
"""


def test_a_symbol_user_keeps_its_isolation_finding() -> None:
    """@a's `func.call` uses @b's `%0` (isolation finding, from the region phase) and
    looks up @c: renaming @c verifies the call again (a symbol user), which must keep
    the region phase's finding besides its own."""
    analyzer = IncrementalAnalyzer(allow_unregistered=True)
    analyzer.analyze(_CALL_OUTSIDE)
    for text in [_CALL_OUTSIDE.replace("@c(%y", "@d(%y"), _CALL_OUTSIDE]:
        got = analyzer.analyze(text)
        assert summary(got) == summary(analyze(text, allow_unregistered=True))
        assert any(d.code == "isolation" for d in got.diagnostics)


_YIELD_READS_PARENT = """\
#id = affine_map<(d0) -> (d0)>
func.func @a(%i: tensor<4xf32>) {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%i : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return
}
func.func @b() {
  %t = tensor.empty() : tensor<4xf32>
  return
}
"""


def test_a_rebound_op_reverifies_the_ops_inside_it() -> None:
    """@a's `linalg.generic` output `%t` is @b's (one scope per file): when @b defines
    it with another element type, the generic is re-bound and verified in part, and
    the `linalg.yield` inside it, whose check reads the generic's outputs, with it."""
    f64 = _YIELD_READS_PARENT.replace(
        "tensor.empty() : tensor<4xf32>", "tensor.empty() : tensor<4xf64>"
    )
    analyzer = IncrementalAnalyzer(allow_unregistered=True)
    analyzer.analyze(_YIELD_READS_PARENT)
    in_part = 0
    for text in [f64, _YIELD_READS_PARENT, f64]:
        got = analyzer.analyze(text)
        in_part += analyzer.stats.verified_in_part
        assert summary(got) == summary(analyze(text, allow_unregistered=True))
    assert in_part == 3
    assert any("'linalg.yield' op type of yield operand" in d.message for d in got.diagnostics)


def test_piece_source_moves_a_pieces_records_to_the_current_text() -> None:
    """`SegmentedSourceMap.piece_source`: each piece's records in the map that parsed
    them, moved, are the piece's records now (`piece_map`), after edits that change
    lengths before, in and after it."""
    functions = "".join(
        f"func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}}\n"
        for i in range(70)
    )
    inc = IncrementalAnalyzer()
    text = functions
    inc.analyze(text)
    inc.prepare()
    rng = random.Random(5)
    for _ in range(12):
        at = rng.choice([m.end() for m in re.finditer(r"%0 =", text)])
        text = text[:at] + " " * rng.randint(1, 3) + text[at:]
        got = inc.analyze(text)
        assert inc.stats.spliced_ops == 1
        sm = got.chunks[0].parse.source_map
        assert isinstance(sm, SegmentedSourceMap)
        for k in range(sm.piece_count):
            source, move = sm.piece_source(k)
            lo, hi = sm.piece_identity(k)[1:3]
            start, end = sm.piece_range(k)
            assert (lo + move, hi + move) == (start, end)
            now = sm.piece_map(k)
            assert sorted((s + move, e + move) for s, e, _ in source.value_defs) == [
                (s, e) for s, e, _ in now.value_defs
            ]
            assert sorted((s + move, e + move) for s, e, _ in source.value_uses) == [
                (s, e) for s, e, _ in now.value_uses
            ]
            assert all(text[s] == "%" for s, _, _ in now.value_uses)
