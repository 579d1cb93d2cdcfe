"""The `mlir-ls` command line: `check` (parse + verify, like mlir-opt's diagnostics), `serve`.

mlir-ls check [--split-input-file[=MARKER]] [--allow-unregistered-dialect]
              [--verify-diagnostics] [--format text|json] PATH...|-
mlir-ls serve [--stdio | --tcp PORT] [--log-file PATH]  (the language server)

Exit status: 0 no errors, 1 errors (or unmet expectations), 2 usage or I/O problem.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from mlir_ls import __version__
from mlir_ls.fmt import cli as format_cli
from mlir_ls.gcpause import BatchCollection
from mlir_ls.lsp import cli as lsp_cli
from mlir_ls.printer import cli as print_cli
from mlir_ls.text.diagnostics import Diagnostic
from mlir_ls.text.line_index import LineIndex
from mlir_ls.text.split import DEFAULT_MARKER
from mlir_ls.verify.check import analyze
from mlir_ls.verify.expected import (
    check_expectations,
    find_expectations,
    unexpected_diagnostic,
    unmet_diagnostic,
)


class UsageError(Exception):
    pass


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mlir-ls", description="Editor tooling for MLIR's textual IR."
    )
    parser.add_argument("--version", action="version", version=f"mlir-ls {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="parse and verify .mlir files, print diagnostics")
    check.add_argument("paths", nargs="+", metavar="PATH", help="files to check ('-' reads stdin)")
    check.add_argument(
        "--split-input-file",
        action="store_const",
        const=DEFAULT_MARKER,
        default=None,
        help=f"check each chunk separately (chunks end at '{DEFAULT_MARKER}' lines; "
        "--split-input-file=MARKER sets another marker)",
    )
    check.add_argument("--split-marker", help=argparse.SUPPRESS)
    check.add_argument(
        "--allow-unregistered-dialect", action="store_true", help="accept ops of unknown dialects"
    )
    check.add_argument(
        "--verify-diagnostics",
        action="store_true",
        help="check expected-error/warning/remark/note annotations",
    )
    check.add_argument("--format", choices=("text", "json"), default="text")
    lsp_cli.register(sub)
    print_cli.register(sub)
    format_cli.register(sub)
    return parser


@dataclass(slots=True)
class FileReport:
    path: str
    text: str
    index: LineIndex
    diagnostics: list[Diagnostic]
    failed: bool


def check_file(path: str, text: str, args: argparse.Namespace) -> FileReport:
    analysis = analyze(
        text,
        split_marker=args.split_input_file,
        allow_unregistered=args.allow_unregistered_dialect,
    )
    index = LineIndex(text)
    if not args.verify_diagnostics:
        diagnostics = analysis.diagnostics
        return FileReport(path, text, index, diagnostics, any(d.is_error for d in diagnostics))
    reported: list[Diagnostic] = []
    for chunk in analysis.chunks:
        expectations = find_expectations(text, index, chunk.offset, chunk.offset + len(chunk.text))
        report = check_expectations(chunk.diagnostics, expectations, index)
        reported.extend(unexpected_diagnostic(d) for d in report.unexpected)
        reported.extend(unmet_diagnostic(e) for e in report.unmet)
    reported.sort(key=lambda d: d.span.start)
    return FileReport(path, text, index, reported, bool(reported))


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        return Path(path).read_text(encoding="utf-8", errors="surrogateescape")
    except OSError as exc:
        raise UsageError(f"mlir-ls: cannot read '{path}': {exc.strerror or exc}") from exc


def _display_path(path: str) -> str:
    return "<stdin>" if path == "-" else path


def print_text(report: FileReport, out: TextIO) -> None:
    name = _display_path(report.path)
    for diag in report.diagnostics:
        _print_one(report, name, diag.span.start, diag.severity.label, diag.message, out)
        for note in diag.related:
            _print_one(report, name, note.span.start, "note", note.message, out)


def _print_one(
    report: FileReport, name: str, offset: int, label: str, message: str, out: TextIO
) -> None:
    line, col = report.index.mlir_line_col(offset)
    out.write(f"{name}:{line}:{col}: {label}: {message}\n")
    source = report.index.line_text(line - 1)
    out.write(source + "\n")
    caret_col = offset - report.index.line_start(line - 1)
    prefix = "".join(c if c == "\t" else " " for c in source[:caret_col])
    out.write(prefix + "^\n")


def to_json(report: FileReport) -> dict[str, Any]:
    diags = []
    for diag in report.diagnostics:
        line, col = report.index.mlir_line_col(diag.span.start)
        end_line, end_col = report.index.mlir_line_col(diag.span.end)
        related = []
        for note in diag.related:
            n_line, n_col = report.index.mlir_line_col(note.span.start)
            related.append({"line": n_line, "col": n_col, "message": note.message})
        diags.append(
            {
                "line": line,
                "col": col,
                "end_line": end_line,
                "end_col": end_col,
                "severity": diag.severity.label,
                "message": diag.message,
                "code": diag.code,
                "related": related,
            }
        )
    return {"path": _display_path(report.path), "diagnostics": diags}


def run_check(args: argparse.Namespace, out: TextIO) -> int:
    reports: list[FileReport] = []
    with BatchCollection() as collection:
        for path in args.paths:
            text = _read(path)
            collection.before_file(len(text))
            reports.append(check_file(path, text, args))
    if args.format == "json":
        json.dump({"files": [to_json(r) for r in reports]}, out, indent=2)
        out.write("\n")
    else:
        for report in reports:
            print_text(report, out)
    return 1 if any(r.failed for r in reports) else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    # mlir-opt's `--split-input-file[=MARKER]`: the marker only in the `=` form, so that
    # `--split-input-file FILE` keeps FILE a path.
    argv = [
        "--split-marker=" + arg.split("=", 1)[1] if arg.startswith("--split-input-file=") else arg
        for arg in (sys.argv[1:] if argv is None else argv)
    ]
    try:
        args = parser.parse_args(argv)
        if getattr(args, "split_marker", None):
            args.split_input_file = args.split_marker
    except SystemExit as exc:
        return 0 if exc.code == 0 else 2
    try:
        if args.command == "check":
            return run_check(args, sys.stdout)
        if args.command == "serve":
            return lsp_cli.run(args)
        if args.command == "print":
            return print_cli.run(args)
        if args.command == "format":
            return format_cli.run(args)
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 1
    return 2


if __name__ == "__main__":
    sys.exit(main())
