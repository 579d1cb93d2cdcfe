"""The MLIR parser: text in, (IR, diagnostics, source map) out. Never raises on user input."""

from __future__ import annotations

from mlir_ls.gcpause import gc_paused
from mlir_ls.ir.core import Operation
from mlir_ls.ir.source_map import SourceMap
from mlir_ls.ir.spec import Registry
from mlir_ls.parser.base import ParseAbort, ParseOptions, ParserStuck
from mlir_ls.parser.toplevel import Parser, ParseResult
from mlir_ls.text.diagnostics import Diagnostic, Severity
from mlir_ls.text.span import Span


def parse(text: str, registry: Registry, options: ParseOptions | None = None) -> ParseResult:
    """Parse `text`; every problem becomes a diagnostic, never an exception.

    An internal failure (a bug) is reported as an error diagnostic at the
    position reached, unless `options.strict_progress` asks for it to be raised
    (the test-suite does).
    """
    parser = Parser(text, registry, options)
    try:
        with gc_paused():
            return parser.parse_file()
    except ParserStuck:
        raise
    except Exception as exc:
        if parser.options.strict_progress:
            raise
        diagnostics = [
            *parser.diagnostics,
            Diagnostic(
                Span(parser.start, parser.end),
                Severity.ERROR,
                f"internal parser error: {exc!r}",
                "internal",
            ),
        ]
        module = Operation("builtin.module")
        module.add_region().add_block()
        return ParseResult(text, module, False, diagnostics, SourceMap())


__all__ = ["ParseAbort", "ParseOptions", "ParseResult", "Parser", "ParserStuck", "parse"]
