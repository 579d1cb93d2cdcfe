"""Robustness: mutated inputs never make `check` raise or hang.

Mutations of corpus files (or, without a corpus, of the project's test data):
deleted and duplicated lines and tokens, truncation, random bytes. The parser
runs in strict mode, so a stuck loop (progress guard) or an internal error
fails the test instead of being turned into a diagnostic.
"""

from __future__ import annotations

import itertools
import random
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from conftest import DATA
from corpus_support import corpus_files, corpus_root
from mlir_ls import ide
from mlir_ls.fmt.formatter import _comment_key, format_text
from mlir_ls.ide import Analysis
from mlir_ls.ide.completion import typed_prefix
from mlir_ls.ide.syntax import ancestors, node_at
from mlir_ls.printer.asm_printer import PrintOptions
from mlir_ls.printer.module import print_result
from mlir_ls.printer.unknown import unprintable_op
from mlir_ls.syntax.lexer import tokenize
from mlir_ls.text.deep import MAX_NESTING
from mlir_ls.text.span import Span
from mlir_ls.verify.check import analyze

SEED = 20261122
CASES_PER_FILE = 6
TIME_LIMIT_S = 10
#: Inputs of bench/fuzz.py the CI slice runs (seeded: the same inputs every run).
FUZZ_SLICE = 1000


def sources() -> list[tuple[str, str]]:
    root = corpus_root()
    if root is not None:
        return [(f.id, f.text()) for f in corpus_files(root)]
    return [(p.name, p.read_text()) for p in sorted((DATA / "check").glob("*.mlir"))]


def mutate(text: str, rng: random.Random) -> str:
    choice = rng.randrange(6)
    if choice == 0 and text:  # truncate
        return text[: rng.randrange(len(text))]
    if choice == 1:  # random bytes
        pos = rng.randrange(len(text) + 1)
        junk = "".join(
            chr(rng.choice([rng.randrange(32, 127), rng.randrange(0, 0x3000)]))
            for _ in range(rng.randrange(1, 12))
        )
        return text[:pos] + junk + text[pos:]
    lines = text.splitlines(keepends=True)
    if choice == 2 and lines:  # delete a line
        del lines[rng.randrange(len(lines))]
        return "".join(lines)
    if choice == 3 and lines:  # duplicate a line
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return "".join(lines)
    tokens = [t for t in tokenize(text) if t.kind != "eof"]
    if not tokens:
        return text + "{"
    token = rng.choice(tokens)
    if choice == 4:  # delete a token
        return text[: token.start] + text[token.end :]
    return text[: token.end] + " " + token.text + text[token.end :]  # duplicate a token


@contextmanager
def deadline(seconds: int) -> Iterator[None]:
    def on_alarm(signum: int, frame: object) -> None:
        raise TimeoutError(f"check took more than {seconds}s")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_mutated_inputs_never_crash_or_hang() -> None:
    rng = random.Random(SEED)
    checked = 0
    for name, text in sources():
        for _ in range(CASES_PER_FILE):
            mutated = mutate(text, rng)
            try:
                with deadline(TIME_LIMIT_S):
                    for split in ("// -----", None):
                        for allow in (True, False):
                            analysis = analyze(
                                mutated, split_marker=split, allow_unregistered=allow, strict=True
                            )
                            for diag in analysis.diagnostics:
                                assert 0 <= diag.span.start <= diag.span.end <= len(mutated)
            except Exception as exc:
                Path("/tmp/mlir-ls-fuzz-failure.mlir").write_text(mutated)
                raise AssertionError(
                    f"{name}: {exc!r} (input saved to /tmp/mlir-ls-fuzz-failure.mlir)"
                ) from exc
            checked += 1
    assert checked > 0


def test_pathological_inputs() -> None:
    for text in [
        "",
        "{",
        "}",
        "(" * 5000,
        "{" * 3000,
        '"',
        "%",
        "^",
        "#",
        "!",
        "@",
        "loc(",
        "{-#",
        "-> -> ->",
        "func.func @f(" * 200,
        "%0 = " * 1000,
        "\0\0\0",
        "// -----\n" * 50,
    ]:
        with deadline(TIME_LIMIT_S):
            analyze(text, split_marker="// -----", strict=True)


# ---- deep nesting, sizes from the text, lone surrogates (issue 14) --------------------------

NESTED = {
    "regions": lambda n: (
        "func.func @f() {\n" + "scf.execute_region {\n" * n + "scf.yield\n}\n" * n + "return\n}\n"
    ),
    "generic regions": lambda n: (
        '"a.b"() ({\n' * n + '"a.c"() : () -> ()\n' + "}) : () -> ()\n" * n
    ),
    # memref of memref is a valid type (a tensor of tensors is not: "invalid tensor element type")
    "memref": lambda n: '"a.b"() : () -> ' + "memref<" * n + "f32" + ">" * n + "\n",
    "affine parentheses": lambda n: (
        "#m = affine_map<(d0) -> (" + "(" * n + "d0" + ")" * n + ')>\n"a.b"() {m = #m} : () -> ()\n'
    ),
    "arrays": lambda n: '"a.b"() {x = ' + "[" * n + "]" * n + "} : () -> ()\n",
    "dictionaries": lambda n: '"a.b"() {x = ' + "{a = " * n + "1" + "}" * n + "} : () -> ()\n",
    "dense literal": lambda n: (
        '"a.b"() {x = dense<' + "[" * n + "1" + "]" * n + "> : tensor<" + "1x" * n + "i32>}"
        " : () -> ()\n"
    ),
    "callsite": lambda n: (
        '"a.b"() : () -> () loc(' + "callsite(" * n + '"x"' + ' at "y")' * n + ")\n"
    ),
    "affine sum": lambda n: (
        "#m = affine_map<(d0) -> (" + " + ".join(["d0"] * n) + ')>\n"a.b"() {m = #m} : () -> ()\n'
    ),
}


def _every_path(text: str) -> list[str]:
    """Check, format, print and every IDE request on `text`; returns the error messages."""
    document = analyze(text, allow_unregistered=True, strict=True)
    messages = [d.message for d in document.diagnostics if d.is_error]
    format_text(text)
    for chunk in document.chunks:
        print_result(chunk.parse)
        print_result(chunk.parse, PrintOptions(generic=True))
    analysis = Analysis.of(text)
    for offset in (0, len(text) // 3, len(text) // 2, len(text)):
        ide.hover(analysis, offset)
        ide.definition(analysis, offset)
        ide.references(analysis, offset)
        ide.completion(analysis, offset)
        ide.selection_ranges(analysis, [offset])
    ide.document_symbols(analysis)
    ide.semantic_tokens(analysis)
    ide.folding_ranges(analysis)
    ide.inlay_hints(analysis)
    ide.code_actions(analysis, Span(0, len(text)), [])
    return messages


def test_nesting_depth_2000_of_every_kind_works() -> None:
    for kind, make in NESTED.items():
        text = make(2000)
        assert _every_path(text) == [], kind
        assert format_text(text).ok, kind


def test_nesting_beyond_the_limit_is_one_clean_error() -> None:
    for kind, make in NESTED.items():
        if kind == "dense literal":
            continue  # 100,000 levels of `[`: checked below at the limit
        messages = _every_path(make(100_000 if kind != "regions" else MAX_NESTING + 10))
        assert messages == [f"nesting too deep: more than {MAX_NESTING} levels"], kind


def test_result_counts_from_the_text_do_not_allocate() -> None:
    text = '%0:10000000 = "foo.bar"() : () -> (i32)\n'
    messages = [d.message for d in analyze(text, allow_unregistered=True).diagnostics]
    assert messages == ["operation defines 1 results but was provided 10000000 to bind"]
    text = '%0:99999999999999999999999 = "foo.bar"() : () -> (i32)\n'
    messages = [d.message for d in analyze(text, allow_unregistered=True).diagnostics]
    assert messages == ["expected named operation to have at least 1 result"]
    analysis = analyze(
        "func.func @f() {\n  %0:10000000 = foo.bar\n  return\n}\n", allow_unregistered=True
    )
    results = analysis.chunks[0].parse.module.regions[0].blocks[0].operations[0]
    assert sum(len(op.results) for op in results.regions[0].blocks[0].operations) < 100


def test_splat_index_attributes_are_not_expanded() -> None:
    text = (
        "func.func @f(%a: tensor<1x4x4x1xf32>, %b: tensor<1x1x1x1xf32>, %c: tensor<1x4x4x1xf32>)"
        " -> tensor<1x4x4x1xf32> {\n  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> :"
        " tensor<4294967296xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %b : tensor<1x4x4x1xf32>,"
        " tensor<1x1x1x1xf32>) outs(%c : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>\n"
        "  return %0 : tensor<1x4x4x1xf32>\n}\n"
    )
    with deadline(TIME_LIMIT_S):
        messages = [d.message for d in analyze(text, strict=True).diagnostics]
    assert not any("internal" in m for m in messages)


def test_lone_surrogates_reach_every_feature() -> None:
    text = '"x.y\ud800"() {a = "\udfff"} : () -> () // \ud800 kept\n%0 = "x.z"() : () -> i32\n'
    assert _every_path(text) == []
    result = format_text(text)
    assert result.ok and "\ud800 kept" in result.text
    analysis = Analysis.of(text)
    found = ide.hover(analysis, text.index("%0") + 1)
    assert found is not None and found.span.start == text.index("%0")


def test_typed_prefix_is_the_regex_rule() -> None:
    import re

    rule = re.compile(r"(?:[%^@#!][A-Za-z0-9_$.\-]*|[A-Za-z_][A-Za-z0-9_$.]*)\Z")
    rng = random.Random(SEED)
    alphabet = "a1_$.-%^@#! (:"
    for _ in range(3000):
        before = "".join(rng.choice(alphabet) for _ in range(rng.randrange(12)))
        m = rule.search(before)
        assert typed_prefix(before) == (m.group(0) if m else ""), before


def test_selection_ranges_enclose_innermost_first() -> None:
    text = "#m = affine_map<(d0) -> (" + "(" * 50 + "d0" + ")" * 50 + ")>\n"
    analysis = Analysis.of(text)
    for offset in range(len(text) + 1):
        chain = ide.selection_ranges(analysis, [offset])[0]
        assert chain[-1] == Span(0, len(text))
        for inner, outer in itertools.pairwise(chain):
            assert outer.start <= inner.start and inner.end <= outer.end and inner != outer
        # The same nodes as climbing tree-sitter's (slow) parent links.
        climbed = []
        node = node_at(analysis.tree, offset)
        while True:
            climbed.append(node)
            parent = node.parent
            if parent is None:
                break
            node = parent
        assert ancestors(analysis.tree, node_at(analysis.tree, offset)) == climbed
    assert len(ide.selection_ranges(analysis, [text.index("(" * 50) + 50])[0]) > 50


def test_unclosed_nests_answer_every_request() -> None:
    """Each kind of nesting cut in its middle (every opener still open): every path answers
    without error and in bounded time (hover used to re-parse the open nest once per
    enclosing `<`: quadratic, 80 s at 2,500 levels)."""
    for make in NESTED.values():
        text = make(2500)
        cut = text[: len(text) // 2] + "\n%0 = memref.assume_alignment %m, - : memref<4xf32>\n"
        with deadline(TIME_LIMIT_S * 3):
            _every_path(cut)


def test_equal_affine_chains_are_compared_once() -> None:
    """Hashing and comparing affine expressions do not walk them at every step: a cache keyed
    by expression (printer/affine.py `canonical`) met an equal 2,500-term chain built earlier
    and compared whole subtrees at each level (quadratic: 20 s)."""
    first = (
        "#m = affine_map<(d0) -> ("
        + " + ".join(["d0"] * 5000)
        + ')>\n"a.b"() {m = #m} : () -> ()\n'
    )
    with deadline(TIME_LIMIT_S):
        for _ in range(3):  # equal chains, parsed anew each time
            result = format_text(first)
            assert result.ok
            document = analyze(first, allow_unregistered=True, strict=True)
            assert "d0 * 5000" in print_result(document.chunks[0].parse)


def test_fuzz_findings_print_format_and_reparse() -> None:
    """tests/data/check/fuzz_findings.mlir (the fuzzer's minimised findings): every chunk
    without errors formats idempotently and, unless it holds an op read tolerantly (which
    `print` refuses, as the fuzzer knows), prints in both forms to text that parses again."""
    from mlir_ls.text.split import split_chunks

    text = (DATA / "check" / "fuzz_findings.mlir").read_text()
    clean = 0
    for chunk in split_chunks(text, "// -----").chunks:
        document = analyze(chunk.text, allow_unregistered=True, strict=True)
        if any(d.is_error for d in document.diagnostics):
            continue
        clean += 1
        formatted = format_text(chunk.text)
        assert formatted.ok and format_text(formatted.text).text == formatted.text
        if unprintable_op(document.chunks[0].parse.module) is not None:
            continue  # an op read tolerantly: `print` refuses it (printer/unknown.py)
        for options in (PrintOptions(), PrintOptions(generic=True)):
            printed = print_result(document.chunks[0].parse, options)
            again = analyze(printed, allow_unregistered=True, strict=True)
            assert [d.message for d in again.diagnostics if d.is_error] == [], printed
    assert clean > 0


def test_unterminated_op_names_give_tokens_inside_the_text() -> None:
    """A generic op name with no closing quote (`"`, `"a.b` at the end of the text): its
    tokens stop at the text's end (were `Span(1, 0)`: past a closing quote that is not there)."""
    for text in ['"', '"abc', '"a.b', '"a.', 'x = "a.b\n']:
        analysis = Analysis.of(text)
        for token in ide.semantic_tokens(analysis) + ide.semantic_tokens(analysis, Span(0, 1)):
            assert 0 <= token.span.start <= token.span.end <= len(text), (text, token)


def test_format_keeps_no_lone_carriage_return_before_a_line_end() -> None:
    """A lone CR (whitespace) at the end of a verbatim op's text: the output must not hold a
    CRLF that the next run drops (format was not idempotent)."""
    for text in [
        "e.(){%c1=arith.constant 1:i32\r}",
        '"t.a"() ({\r\n"t.b"() : () -> ()\r}) : () -> ()\n',
        "x.y %a\r\nx.z\n",
        "\r\r",  # whitespace only: formats to nothing (was a CR, then nothing)
        " \n// -----\n \t\n",
    ]:
        once = format_text(text)
        if once.ok:
            assert format_text(once.text).text == once.text, text


def test_fuzzer_slice() -> None:
    """A seeded slice of bench/fuzz.py (in this process, ~20 s): no finding of any kind."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
    from fuzz import fuzz

    report = fuzz(None, FUZZ_SLICE, SEED, None, hang_s=10.0, workers=0)
    assert report.inputs == FUZZ_SLICE
    assert not report.findings, report.summary()


def test_hover_on_a_large_result_group() -> None:
    """Hover on `%0:N` lists the N results with their numbers: it searched the group for
    each one (quadratic: 15 s at 31,000 results)."""
    count = 60_000
    text = f'%0:{count} = "t.b"() : () -> (' + ", ".join(["i32"] * count) + ")\n"
    analysis = Analysis.of(text)
    with deadline(TIME_LIMIT_S):
        found = ide.hover(analysis, 1)
    assert found is not None
    lines = found.markdown.splitlines()
    assert "%0#0 : i32" in lines[1] and f"%0#{count - 1} : i32" in lines[count]


def test_formatting_a_deep_nest_is_linear_in_size() -> None:
    """Formatting 4,000 levels of any nesting writes an output linear in the input: a line
    breaks at brackets only while its items start inside the width, and regions are not
    indented past `MAX_INDENT` (one more level of indentation per level made 64 MB out of
    8 KB of `[`); the output formats to itself. The formatter's check compares unindented
    generic prints (the indented one of nested regions is quadratic in their depth)."""
    for kind, make in NESTED.items():
        text = make(4000)
        once = format_text(text)
        assert once.ok and once.fallbacks == 0, kind
        assert len(once.text) < 10 * len(text), kind
        assert format_text(once.text).text == once.text, kind


def test_value_groups_past_the_text_are_left_as_written() -> None:
    """`%0:4296` in a 80-character text: the parser builds only as many values as the text's
    length allows, so the IR changed with the length formatting gave the text (a blank line
    more or less), and the formatter reformatted one spelling but not the other."""
    body = "func.func @top_k(%arg0 : tensor<4xf32>) {\n  // pes}}\n  %0:4296 = chlo.top_k(% tensoeturn\n}\n"
    for text in (body, "\n" + body):
        once = format_text(text)
        assert once.ok and once.text == body
        assert format_text(once.text).text == once.text


def _trivia_variant(text: str, rng: random.Random) -> str:
    """`text` with white space and comments added between some of its tokens (outside the
    `<...>` of dialect attributes and types, whose text is their value)."""
    tokens = [t for t in tokenize(text) if t.kind not in ("eof", "comment")]
    out, pos, depth = [], 0, 0
    for token in tokens:
        if token.kind in ("hash", "exclaim") or (depth and token.kind == "<"):
            depth += text.startswith("<", token.end) or token.kind == "<"
        elif depth and token.kind == ">":
            depth -= 1
        out.append(text[pos : token.end])
        pos = token.end
        if not depth and rng.random() < 0.15:
            out.append(rng.choice(["  ", "\n", " // variant\n", "\n\n"]))
    out.append(text[pos:])
    return "".join(out)


@pytest.mark.skipif(corpus_root() is None, reason="MLIR_CORPUS is not set")
def test_formatter_safety_on_accepted_corpus_chunks() -> None:
    """Issue 14: every chunk upstream accepts, and a white space and comment variant of it,
    formats to text with the same IR (generic print and locations), every comment kept, and
    formats again to itself. Where our generic print of a chunk is upstream's (stored in the
    corpus), the formatted chunk prints upstream's too."""
    from mlir_ls.dialects import default_registry
    from mlir_ls.fmt.formatter import _comment_key, _generic_key
    from mlir_ls.parser import ParseOptions, parse
    from mlir_ls.printer.module import print_operation
    from mlir_ls.text.split import split_chunks

    root = corpus_root()
    assert root is not None
    rng = random.Random(SEED)
    options = ParseOptions(allow_unregistered=True)
    problems: list[str] = []
    checked = agreeing = 0
    for corpus_file in corpus_files(root):
        marker = "// -----" if corpus_file.split else None
        chunks = split_chunks(corpus_file.text(), marker).chunks
        for chunk, oracle in zip(chunks, corpus_file.oracle["chunks"], strict=False):
            if not oracle.get("ok"):
                continue
            original = parse(chunk.text, default_registry(), options)
            if original.has_errors:
                continue  # our verdict differs (test_corpus_conformance's figures)
            upstream = (oracle.get("generic") or "").rstrip("\n")
            ours = print_operation(original.module, PrintOptions(generic=True)).rstrip("\n")
            agrees = upstream == ours
            for variant in (chunk.text, _trivia_variant(chunk.text, rng)):
                where = f"{corpus_file.id}#{oracle['index']}" + (
                    "" if variant is chunk.text else "'"
                )
                before = parse(variant, default_registry(), options)
                if before.has_errors:
                    continue
                once = format_text(variant, marker=None)
                again = parse(once.text, default_registry(), options)
                if not once.ok or again.has_errors:
                    problems.append(f"{where}: formatted text does not parse")
                elif format_text(once.text, marker=None).text != once.text:
                    problems.append(f"{where}: not idempotent")
                elif _comment_key(once.text) != _comment_key(variant):
                    problems.append(f"{where}: comments differ")
                elif _generic_key(again) != _generic_key(before):
                    problems.append(f"{where}: IR changed")
                elif agrees and variant is chunk.text:
                    printed = print_operation(again.module, PrintOptions(generic=True))
                    if printed.rstrip("\n") != upstream:
                        problems.append(f"{where}: upstream's generic print changed")
            checked += 1
            agreeing += agrees
    print(
        f"{checked} accepted chunks formatted (and a variant of each); {agreeing} print as upstream"
    )
    assert checked >= 1500
    assert problems == [], problems


def test_deep_nests_of_custom_ops_answer_in_linear_time() -> None:
    """A tolerantly read op 7,500 regions deep under an annotation: the tolerant parse found
    each op's tree-sitter node by climbing `Node.parent` (quadratic: 7 s), and the lines of
    unchecked ops were written op by op (quadratic: 0.8 s)."""
    depth = 7_500
    text = (
        "// expected-error@+1 {{never}}\n"
        + '"t.r"() ({\n' * depth
        + "x.y %a {\n  x.z\n}\n"
        + "\n" * 20_000  # lines every op spans
        + "}) : () -> ()\n" * depth
    )
    with deadline(TIME_LIMIT_S):
        analysis = Analysis.of(text)
        ide.diagnostics(analysis, ide.DiagnosticOptions())


def test_format_reads_lone_cr_line_ends_as_upstream() -> None:
    """A text whose line ends are lone CRs: upstream's lexer ends a comment at a CR, so the
    op after one is formatted (it was read as part of the comment), the CRs kept, and the
    output formats to itself (a trailing CR was dropped once per run)."""
    text = '// c\r"t.a"()   : () -> ()\r// d\r\r'
    once = format_text(text)
    assert once.ok and once.text == '// c\r"t.a"() : () -> ()\r// d\r'
    assert format_text(once.text).text == once.text


def test_format_ends_comments_at_a_lone_cr() -> None:
    """A lone CR ends a `//` comment, as upstream's lexer reads it (`\n//\r{` is the
    comment `//` and the code `{`, not one comment): what follows it on the line is code
    the formatter lays out; comments kept, idempotent."""
    for text, expected in [
        ("\n// a\r// b", "// a\n// b"),
        ('\n//\r"x.y"() : () -> ()', '//\n"x.y"() : () -> ()'),
        ("module {\n//\r}", "module {\n  //\n}"),
    ]:
        once = format_text(text)
        assert once.ok and once.text == expected, text
        assert _comment_key(once.text) == _comment_key(text)
        assert format_text(once.text).text == once.text
    assert not format_text("\n//\r{").ok  # `{` alone is not an operation


def test_format_keeps_a_block_label_comment_trailing_when_its_header_is_broken() -> None:
    """A comment after a block label's `:`: trailing the label on the line its header ends
    (the header broken over lines, the comment was read as the next op's leading one the
    second time: format was not idempotent; fuzz); one inside the arguments, on the label's
    line, trails the label too."""
    long_args = ", ".join(f"%arg{i}: tensor<?x?x8x4xf32>" for i in range(6))
    for text in [
        f'"t.u"() ({{\n^bb0({long_args}): // c\n  "t.x"() : () -> ()\n}}) : () -> ()\n',
        '"t.u"() ({\n^bb0(%a: i32, // c1\n  %b: i32): // c2\n  "t.x"() : () -> ()\n}) : () -> ()\n',
    ]:
        once = format_text(text)
        assert once.ok and once.text != text, text
        assert _comment_key(once.text) == _comment_key(text)
        assert format_text(once.text).text == once.text, once.text
    broken = format_text(
        f'"t.u"() ({{\n^bb0({long_args}): // c\n  "t.x"() : () -> ()\n}}) : () -> ()\n'
    )
    assert "\n): // c\n" in broken.text


def test_format_refusal_of_a_crlf_text_maps_every_error_back() -> None:
    """A CRLF text the formatter refuses: each error (of many, in several chunks) is at its
    offset of the text as written (the CRLFs are found once for all of them; a text of
    thousands of errors took seconds per pass)."""
    text = "".join(
        f'"t.a"() ({{\r\n  "t.b"(%u{i}) : (i32) -> ()\r\n}}) : () -> ()\r\n// -----\r\n'
        for i in range(30)
    )
    result = format_text(text)
    assert not result.ok and result.text == text
    starts = [d.span.start for d in result.diagnostics]
    assert len(starts) == 30
    assert all(text.startswith(f"%u{i}", start) for i, start in enumerate(starts))
