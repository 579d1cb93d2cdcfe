"""The document's tree-sitter tree is parsed once and shared by the parser's tolerant
parse and the editor features (`mlir_ls.syntax.tree`)."""

from __future__ import annotations

from mlir_ls.ide import Analysis, AnalysisOptions
from mlir_ls.syntax.tree import ByteMap, SyntaxTree
from mlir_ls.verify.check import analyze
from mlir_ls.verify.incremental import IncrementalAnalyzer

UNDESCRIBED = """func.func @f(%a: i32) {
  flow.dispatch.workgroups[%a](%a) : (i32) -> () = (%b: i32) {
    flow.return
  }
  return
}
"""

DESCRIBED = """func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
"""


def test_the_parser_and_the_features_share_one_tree() -> None:
    document = analyze(UNDESCRIBED, allow_unregistered=True)
    assert document.syntax is not None and document.syntax.text is UNDESCRIBED
    assert document.syntax.parsed  # the tolerant parse asked tree-sitter where the op ends
    analysis = Analysis(UNDESCRIBED, document, AnalysisOptions(None, True))
    assert analysis.tree is document.syntax.tree
    assert analysis.bytemap is document.syntax.bytemap


def test_described_ops_need_no_tree_sitter_parse() -> None:
    document = analyze(DESCRIBED)
    assert document.syntax is not None and not document.syntax.parsed


def test_split_chunks_parse_their_own_text() -> None:
    text = UNDESCRIBED + "// -----\n" + UNDESCRIBED
    document = analyze(text, split_marker="// -----", allow_unregistered=True)
    assert document.syntax is not None and not document.syntax.parsed  # chunks had their own
    assert all(not d.is_error for d in document.diagnostics)


def test_each_version_of_an_incremental_analysis_has_its_tree() -> None:
    analyzer = IncrementalAnalyzer(allow_unregistered=True)
    first = analyzer.analyze(UNDESCRIBED)
    edited = UNDESCRIBED.replace("flow.return", "flow.return ")
    second = analyzer.analyze(edited)
    assert analyzer.stats.spliced_ops == 1
    assert first.syntax is not None and second.syntax is not None
    assert second.syntax.text is edited and second.syntax.parsed
    assert second.syntax.tree.root_node.end_byte == len(edited)


def test_byte_map_round_trips_non_ascii_text() -> None:
    text = '"t.a"() {s = "é→𝄞"} : () -> ()\n'
    bytemap = ByteMap(text)
    data = text.encode()
    for i in range(len(text) + 1):
        byte = bytemap.to_byte(i)
        assert data[:byte].decode() == text[:i]
        assert bytemap.to_char(byte) == i
    assert SyntaxTree(text).tree.root_node.end_byte == len(data)
