"""The input of every IDE feature: one analysed document and its lazily built indexes.

`Analysis` wraps the front end's `DocumentAnalysis` with what the features
share: the line index, the semantic index (definitions and uses of values,
blocks, symbols and aliases in whole-document offsets) and the tree-sitter
tree. Everything is computed on first use and cached; an `Analysis` is
immutable, so the LSP layer may hand the same one to several threads (two threads
may build the same cached index twice; both results are equal).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from mlir_ls.text.line_index import LineIndex
from mlir_ls.text.split import DEFAULT_MARKER
from mlir_ls.verify.check import DocumentAnalysis, analyze

if TYPE_CHECKING:
    import tree_sitter

    from mlir_ls.ide.index import SemanticIndex
    from mlir_ls.ide.syntax import ByteMap
    from mlir_ls.ir.spec import Registry
    from mlir_ls.syntax.tree import SyntaxTree


@dataclass(frozen=True, slots=True)
class AnalysisOptions:
    """How a document is analysed.

    `split_marker`: chunks are analysed separately (mlir-opt's `--split-input-file`);
    None analyses the whole text as one chunk. `allow_unregistered`: ops of unknown
    dialects are accepted (mlir-opt's `--allow-unregistered-dialect`).
    """

    split_marker: str | None = DEFAULT_MARKER
    allow_unregistered: bool = True
    #: The dialects known (None: `default_registry()`); the server's comes from the
    #: document's configuration (`[dialects]`: imported ODS, upstream dialects on first use).
    registry: Registry | None = None


class Analysis:
    """One analysed version of a document."""

    def __init__(
        self,
        text: str,
        document: DocumentAnalysis,
        options: AnalysisOptions,
        line_index: LineIndex | None = None,
        previous: Analysis | None = None,
        changed: tuple[str, int, int, int] | None = None,
    ) -> None:
        """`previous`: an earlier analysis of the same document (by the same analyzer),
        whose semantic index shares the pieces this one left alone. `changed`: (previous
        text, start, its end, end here) of the one region where the texts differ."""
        self.text = text
        self.document = document
        self.options = options
        self._marks: int | None = None
        if changed is not None and previous is not None and previous.text is changed[0]:
            self._marks = _marks_after_edit(previous._marks, text, changed)
        #: The newest index of an earlier version (the semantic index takes its unchanged
        #: pieces; dropped once this one's index is built).
        self._base: SemanticIndex | None = None
        if previous is not None:
            self._base = previous.__dict__.get("index") or previous._base
        if line_index is not None:  # derived from the previous version's (an editor's)
            assert line_index.text is text
            self.__dict__["line_index"] = line_index

    @classmethod
    def of(cls, text: str, options: AnalysisOptions | None = None) -> Analysis:
        options = options or AnalysisOptions()
        document = analyze(
            text,
            split_marker=options.split_marker,
            allow_unregistered=options.allow_unregistered,
            registry=options.registry,
        )
        return cls(text, document, options)

    @property
    def expected_marks(self) -> int:
        """How often the text says `expected-` (an annotation: `// expected-error {{..}}`);
        counted in the edited region only when an edit of a counted version made it."""
        if self._marks is None:
            self._marks = self.text.count(EXPECTED_MARK)
        return self._marks

    @cached_property
    def line_index(self) -> LineIndex:
        return LineIndex(self.text)

    @cached_property
    def index(self) -> SemanticIndex:
        from mlir_ls.ide.index import SemanticIndex

        index = SemanticIndex(self, self._base)
        self._base = None
        if index.previous_tokens is not None:
            # The semantic tokens spliced with the index (`ide.tokens.splice_carried`).
            from mlir_ls.ide.tokens import splice_carried

            self.__dict__["index"] = index
            splice_carried(self)
        return index

    def rebase(self, base: Analysis) -> None:
        """Take the unchanged pieces of this version's semantic index, when it is built,
        from `base`'s index (a newer one than the one given at creation; nothing once this
        one is built). The index kept as the base holds the IR of its version: the
        pieces of the ops replaced since stay alive with it."""
        index = base.__dict__.get("index")
        if index is not None and not self.has_index and self is not base:
            self._base = index

    @property
    def has_index(self) -> bool:
        """True once the semantic index is built (reading it then costs nothing)."""
        return "index" in self.__dict__

    def drop_index(self) -> None:
        """Forget the semantic index (an older version's, no longer asked for), breaking
        its cycles so that reference counting frees it."""
        index = self.__dict__.pop("index", None)
        self._base = None  # (a base given while the index was being built)
        if index is not None:
            index.dispose()

    def detach_index(self) -> SemanticIndex | None:
        """Remove the semantic index (if built) and return it, whole: the caller frees it
        (a closed document's, freed gradually: `gcpause.free_gradually`). This analysis
        no longer refers to it, so the two no longer make a cycle."""
        self._base = None
        index: SemanticIndex | None = self.__dict__.pop("index", None)
        return index

    @property
    def syntax(self) -> SyntaxTree:
        """tree-sitter's tree of the text: the one the parser used, if the analysis kept it."""
        from mlir_ls.syntax.tree import SyntaxTree

        found = self.__dict__.get("_syntax")
        if found is None:
            kept = self.document.syntax
            found = kept if kept is not None and kept.text is self.text else SyntaxTree(self.text)
            self.__dict__["_syntax"] = found
        return found

    @property
    def bytemap(self) -> ByteMap:
        return self.syntax.bytemap

    @property
    def tree(self) -> tree_sitter.Tree:
        return self.syntax.tree

    def chunk_at(self, offset: int) -> int:
        """Index of the chunk holding `offset`."""
        chunks = self.document.chunks
        for i in range(len(chunks) - 1, -1, -1):
            if chunks[i].offset <= offset:
                return i
        return 0


#: What every expected-diagnostic annotation says (`expected-error`, `-warning`, ...).
EXPECTED_MARK = "expected-"


def _marks_after_edit(
    before: int | None, text: str, changed: tuple[str, int, int, int]
) -> int | None:
    """`EXPECTED_MARK`s in `text`, from the count `before` in the previous text: those that
    touched the changed region there taken off, those touching it here added (the mark
    cannot overlap itself, so a count in a window counts whole occurrences)."""
    if before is None:
        return None
    old, lo, old_hi, new_hi = changed
    n = len(EXPECTED_MARK)
    start = max(0, lo - n + 1)
    return (
        before
        - old.count(EXPECTED_MARK, start, old_hi + n - 1)
        + text.count(EXPECTED_MARK, start, new_hi + n - 1)
    )
