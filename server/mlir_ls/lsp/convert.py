"""Protocol conversion: offsets <-> LSP positions (in the negotiated encoding), ide data -> lsprotocol."""

from __future__ import annotations

from bisect import bisect_right

from lsprotocol import types as lsp

from mlir_ls.ide import (
    CodeAction,
    CompletionItem,
    DocumentSymbol,
    FoldingRange,
    Highlight,
    IdeDiagnostic,
    InlayHint,
    SemanticToken,
    TextEdit,
)
from mlir_ls.ide.symbols import SymbolKind
from mlir_ls.text.line_index import LineIndex
from mlir_ls.text.span import Span


class Converter:
    """Positions of one text in one encoding (`utf-8`, `utf-16` or `utf-32`)."""

    __slots__ = ("encoding", "lines")

    def __init__(self, lines: LineIndex, encoding: str) -> None:
        self.lines = lines
        self.encoding = encoding

    def offset(self, position: lsp.Position) -> int:
        return self.lines.offset(position.line, position.character, self.encoding)

    def position(self, offset: int) -> lsp.Position:
        line, character = self.lines.position(offset, self.encoding)
        return lsp.Position(line=line, character=character)

    def range(self, span: Span) -> lsp.Range:
        return lsp.Range(start=self.position(span.start), end=self.position(span.end))

    def span(self, rng: lsp.Range) -> Span:
        start = self.offset(rng.start)
        return Span(start, max(start, self.offset(rng.end)))

    # ---- results --------------------------------------------------------------------------

    def diagnostic(self, uri: str, diag: IdeDiagnostic) -> lsp.Diagnostic:
        related = [
            lsp.DiagnosticRelatedInformation(
                location=lsp.Location(uri=uri, range=self.range(r.span)), message=r.message
            )
            for r in diag.related
        ]
        return lsp.Diagnostic(
            range=self.range(diag.span),
            severity=_SEVERITY[diag.severity],
            message=diag.message,
            code=diag.code or None,
            source=diag.source or "mlir-ls",
            related_information=related or None,
        )

    def text_edit(self, edit: TextEdit) -> lsp.TextEdit:
        return lsp.TextEdit(range=self.range(edit.span), new_text=edit.new_text)

    def highlight(self, h: Highlight) -> lsp.DocumentHighlight:
        kind = lsp.DocumentHighlightKind.Write if h.is_def else lsp.DocumentHighlightKind.Read
        return lsp.DocumentHighlight(range=self.range(h.span), kind=kind)

    def document_symbol(self, s: DocumentSymbol) -> lsp.DocumentSymbol:
        return lsp.DocumentSymbol(
            name=s.name,
            detail=s.detail,
            kind=SYMBOL_KIND[s.kind],
            range=self.range(s.span),
            selection_range=self.range(s.selection),
            children=[self.document_symbol(c) for c in s.children] or None,
        )

    def completion_item(self, item: CompletionItem, snippets: bool = False) -> lsp.CompletionItem:
        """`snippets`: the client supports snippet insert text (`completionItem.snippetSupport`)."""
        snippet = snippets and bool(item.snippet)
        return lsp.CompletionItem(
            label=item.label,
            kind=_COMPLETION_KIND[item.kind],
            detail=item.detail or None,
            documentation=item.documentation or None,
            text_edit=lsp.TextEdit(
                range=self.range(item.replace), new_text=item.snippet if snippet else item.insert
            ),
            insert_text_format=lsp.InsertTextFormat.Snippet if snippet else None,
            sort_text=item.sort_text or None,
        )

    def inlay_hint(self, hint: InlayHint) -> lsp.InlayHint:
        return lsp.InlayHint(
            position=self.position(hint.offset),
            label=hint.label,
            kind=lsp.InlayHintKind.Type,
            padding_left=False,
        )

    def folding_range(self, f: FoldingRange) -> lsp.FoldingRange:
        kind = {
            "region": lsp.FoldingRangeKind.Region,
            "comment": lsp.FoldingRangeKind.Comment,
            "imports": lsp.FoldingRangeKind.Imports,
        }[f.kind]
        return lsp.FoldingRange(start_line=f.start_line, end_line=f.end_line, kind=kind)

    def selection_range(self, chain: list[Span]) -> lsp.SelectionRange:
        result: lsp.SelectionRange | None = None
        for span in reversed(chain):
            result = lsp.SelectionRange(range=self.range(span), parent=result)
        assert result is not None
        return result

    def semantic_tokens(self, tokens: list[SemanticToken]) -> list[int]:
        """The relative encoding of the protocol: 5 integers per token."""
        data: list[int] = []
        prev_line = 0
        prev_char = 0
        if self.lines.is_ascii:
            return self._ascii_semantic_tokens(tokens)
        for tok in tokens:
            line, char = self.lines.position(tok.span.start, self.encoding)
            end_line, end_char = self.lines.position(tok.span.end, self.encoding)
            if end_line != line:  # tokens never span lines; clip defensively
                end_char = self.lines.position(self.lines.line_end(line), self.encoding)[1]
            length = end_char - char
            if length <= 0:
                continue
            delta_line = line - prev_line
            delta_char = char - prev_char if delta_line == 0 else char
            data.extend((delta_line, delta_char, length, tok.type, tok.modifiers))
            prev_line, prev_char = line, char
        return data

    def _ascii_semantic_tokens(self, tokens: list[SemanticToken]) -> list[int]:
        """The same for an ASCII text (columns are offsets in every encoding), walking the
        lines along with the tokens instead of searching each token's line."""
        data: list[int] = []
        extend = data.extend
        starts = self.lines.line_starts
        count = len(starts)
        size = len(self.lines.text)
        line = prev_line = prev_char = 0
        for tok in tokens:
            start, end = tok.span
            start = min(max(start, 0), size)
            if start < starts[line]:
                line = bisect_right(starts, start) - 1
            while line + 1 < count and starts[line + 1] <= start:
                line += 1
            line_end = starts[line + 1] - 1 if line + 1 < count else size
            char = start - starts[line]
            length = min(max(end, start), line_end) - start
            if length <= 0:
                continue
            delta_line = line - prev_line
            extend((delta_line, char - prev_char if delta_line == 0 else char, length))
            extend((tok.type, tok.modifiers))
            prev_line, prev_char = line, char
        return data

    def code_action(self, uri: str, action: CodeAction) -> lsp.CodeAction:
        kind = (
            lsp.CodeActionKind.QuickFix
            if action.kind == "quickfix"
            else lsp.CodeActionKind.RefactorRewrite
        )
        return lsp.CodeAction(
            title=action.title,
            kind=kind,
            diagnostics=[self.diagnostic(uri, d) for d in action.diagnostics] or None,
            edit=lsp.WorkspaceEdit(changes={uri: [self.text_edit(e) for e in action.edits]}),
            is_preferred=action.preferred or None,
        )


_SEVERITY = {
    "error": lsp.DiagnosticSeverity.Error,
    "warning": lsp.DiagnosticSeverity.Warning,
    "information": lsp.DiagnosticSeverity.Information,
    "hint": lsp.DiagnosticSeverity.Hint,
}

SYMBOL_KIND: dict[SymbolKind, lsp.SymbolKind] = {
    "module": lsp.SymbolKind.Module,
    "function": lsp.SymbolKind.Function,
    "variable": lsp.SymbolKind.Variable,
    "object": lsp.SymbolKind.Object,
    "namespace": lsp.SymbolKind.Namespace,
    "constant": lsp.SymbolKind.Constant,
    "type": lsp.SymbolKind.TypeParameter,
}

_COMPLETION_KIND = {
    "operation": lsp.CompletionItemKind.Function,
    "value": lsp.CompletionItemKind.Variable,
    "block": lsp.CompletionItemKind.Reference,
    "symbol": lsp.CompletionItemKind.Function,
    "alias": lsp.CompletionItemKind.Constant,
    "type": lsp.CompletionItemKind.TypeParameter,
    "keyword": lsp.CompletionItemKind.Keyword,
}


def encoding_name(kind: object) -> str:
    """`utf-8` / `utf-16` / `utf-32` from a negotiated PositionEncodingKind (default utf-16)."""
    value = getattr(kind, "value", kind)
    return value if value in ("utf-8", "utf-16", "utf-32") else "utf-16"
