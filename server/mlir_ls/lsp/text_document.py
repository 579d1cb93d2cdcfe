"""Open documents that apply an incremental change in time independent of the line count.

pygls applies an incremental change by splitting the whole text into lines and
writing every line into a new buffer, a Python loop over the document on the
protocol thread for each keystroke (about 0.1 s on 100k lines). `EditedDocument`
keeps the line starts of its text (`LineIndex`), finds the change's offsets in
it, splices the string (one copy in C) and derives the next line index from the
previous one. The analysis of the same version reuses that line index
(`known_line_index`).
"""

from __future__ import annotations

import types
from typing import Any

from lsprotocol import types as lsp
from pygls.workspace import TextDocument, Workspace

from mlir_ls.text.line_index import LineIndex


class EditedDocument(TextDocument):
    """A pygls document that keeps its line index (see the module doc)."""

    _lines: LineIndex | None = None

    @property
    def line_index(self) -> LineIndex:
        """The line index of the current text."""
        source = self.source
        lines = self._lines
        if lines is None or lines.text is not source:
            lines = self._lines = LineIndex(source)
        return lines

    def known_line_index(self) -> LineIndex | None:
        """The line index of the current text if one is built (never builds it)."""
        lines = self._lines
        return lines if lines is not None and lines.text is self.source else None

    def _apply_incremental_change(self, change: lsp.TextDocumentContentChangePartial) -> None:
        lines = self.line_index
        rng = change.range
        if rng.start.line >= lines.line_count or rng.end.line < rng.start.line:
            super()._apply_incremental_change(change)  # pygls' rules for such ranges
            return
        encoding = encoding_of(self.position_codec)
        start = lines.offset(rng.start.line, rng.start.character, encoding)
        end = max(start, lines.offset(rng.end.line, rng.end.character, encoding))
        source = lines.text
        text = source[:start] + change.text + source[end:]
        self._source = text
        self._lines = LineIndex.edited(lines, text, start, end, start + len(change.text))


def known_line_index(doc: TextDocument) -> LineIndex | None:
    """`doc`'s line index of its current text, if it keeps one (an `EditedDocument`)."""
    return doc.known_line_index() if isinstance(doc, EditedDocument) else None


def encoding_of(codec: Any) -> str:
    """`utf-8`, `utf-16` or `utf-32`: the position encoding pygls negotiated."""
    kind = getattr(codec, "encoding", lsp.PositionEncodingKind.Utf16)
    value = getattr(kind, "value", kind)
    return str(value) if value in ("utf-8", "utf-16", "utf-32") else "utf-16"


def install(workspace: Workspace) -> None:
    """Make `workspace` create `EditedDocument`s for the documents opened from now on."""

    def create(
        self: Workspace,
        doc_uri: str,
        source: str | None = None,
        version: int | None = None,
        language_id: str | None = None,
    ) -> TextDocument:
        return EditedDocument(
            doc_uri,
            source=source,
            version=version,
            language_id=language_id,
            sync_kind=self._sync_kind,
            position_codec=self._position_codec,
        )

    workspace._create_text_document = types.MethodType(create, workspace)  # type: ignore[method-assign]
