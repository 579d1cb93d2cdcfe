"""The MLIR parser: text in, (IR, diagnostics, source map) out. Never raises on user input."""

from __future__ import annotations

from mlir_ls.gcpause import gc_paused
from mlir_ls.ir.core import Operation
from mlir_ls.ir.source_map import SourceMap
from mlir_ls.ir.spec import Registry
from mlir_ls.parser.base import NestingTooDeep, ParseAbort, ParseOptions, ParserStuck
from mlir_ls.parser.toplevel import Parser, ParseResult
from mlir_ls.syntax.tree import SyntaxTree
from mlir_ls.text.deep import MAX_NESTING, deep
from mlir_ls.text.diagnostics import Diagnostic, Severity
from mlir_ls.text.span import Span


@deep
def parse(
    text: str,
    registry: Registry,
    options: ParseOptions | None = None,
    syntax: SyntaxTree | None = None,
) -> ParseResult:
    """Parse `text`; every problem becomes a diagnostic, never an exception.

    An internal failure (a bug) is reported as an error diagnostic at the
    position reached, unless `options.strict_progress` asks for it to be raised
    (the test-suite does). Input nested deeper than `MAX_NESTING` levels gives
    one "nesting too deep" error and an empty module (in strict mode too).
    `syntax`: the caller's tree-sitter tree of `text`, if it keeps one.
    """
    parser = Parser(text, registry, options)
    parser.syntax_tree = syntax
    try:
        with gc_paused():
            return parser.parse_file()
    except ParserStuck:
        raise
    except (NestingTooDeep, RecursionError) as exc:
        at = exc.offset if isinstance(exc, NestingTooDeep) else parser.start
        message = f"nesting too deep: more than {MAX_NESTING} levels"
        return _failed(text, parser, Diagnostic(Span(at, at), Severity.ERROR, message, "nesting"))
    except Exception as exc:
        if parser.options.strict_progress:
            raise
        span = Span(parser.start, parser.end)
        message = f"internal parser error: {exc!r}"
        return _failed(text, parser, Diagnostic(span, Severity.ERROR, message, "internal"))


def _failed(text: str, parser: Parser, diagnostic: Diagnostic) -> ParseResult:
    """An empty module with the diagnostics reported so far and `diagnostic`."""
    module = Operation("builtin.module")
    module.add_region().add_block()
    return ParseResult(text, module, False, [*parser.diagnostics, diagnostic], SourceMap())


__all__ = ["ParseAbort", "ParseOptions", "ParseResult", "Parser", "ParserStuck", "parse"]
