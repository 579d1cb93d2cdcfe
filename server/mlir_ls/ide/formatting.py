"""Document and range formatting through `mlir_ls.fmt` (names and comments kept)."""

from __future__ import annotations

from mlir_ls.config import DEFAULT_LINE_LENGTH
from mlir_ls.ide.rename import TextEdit
from mlir_ls.text.deep import deep
from mlir_ls.text.span import Span
from mlir_ls.text.split import DEFAULT_MARKER


class FormatError(Exception):
    """The document was not formatted (syntax errors); the message says why."""


@deep
def format_document(
    text: str,
    lines: tuple[int, int] | None = None,
    *,
    marker: str | None = DEFAULT_MARKER,
    line_length: int | None = DEFAULT_LINE_LENGTH,
) -> list[TextEdit]:
    """The edits formatting `text` (or the top-level ops overlapping 0-based `lines`).

    One edit covering the changed middle of the text (common prefix and suffix
    kept), or none when the text is already formatted.
    """
    from mlir_ls.fmt.formatter import format_text

    line_range = (lines[0] + 1, lines[1] + 1) if lines is not None else None
    result = format_text(text, line_range=line_range, marker=marker, line_length=line_length)
    if not result.ok:
        first = result.diagnostics[0].message if result.diagnostics else "syntax errors"
        raise FormatError(f"not formatted: the document has errors ({first})")
    new = result.text
    if new == text:
        return []
    prefix = 0
    limit = min(len(text), len(new))
    while prefix < limit and text[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    while suffix < limit - prefix and text[len(text) - 1 - suffix] == new[len(new) - 1 - suffix]:
        suffix += 1
    return [TextEdit(Span(prefix, len(text) - suffix), new[prefix : len(new) - suffix])]
